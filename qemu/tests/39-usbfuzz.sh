# SPDX-License-Identifier: GPL-2.0
# Descriptor fuzzing over every USB id in our drivers' tables (the ids
# are read off the modules into /etc/lirc-usb-ids): each case is a device
# of one id whose descriptors, control replies and traffic come from its
# seed (usbemu fuzz), unplugged at a random time; it must end in a clean
# refusal or a bound, working device, and go away cleanly (usbfuzz.c says
# exactly what is checked). The cases run on PORTS dummy_udc ports at
# once. /etc/lirc-fuzz: CASES FIRST_SEED REPLAY PORTS (LIRC_FUZZ_CASES,
# LIRC_FUZZ_SEED, LIRC_FUZZ_REPLAY, LIRC_FUZZ_PORTS at build time); REPLAY, when not "-",
# is one seed to run alone on port 0, as a failing case prints it.
# Sourced by /init.
M=/modules
read -r F_CASES F_SEED F_REPLAY PORTS < /etc/lirc-fuzz
F_PATTERN=$(cat /etc/sanitizer-pattern)

check "fuzz: the id list has every driver's ids" sh -c \
	'for m in lirc_streamzap lirc_imon lirc_sasem lirc_atiusb; do grep -q " $m\$" /etc/lirc-usb-ids || exit 1; done'
echo "INFO fuzz: $(wc -l < /etc/lirc-usb-ids) ids: $(cut -d' ' -f1 /etc/lirc-usb-ids | tr '\n' ' ')"

F_CORE=
[ -e /sys/module/lirc_core ] || { F_CORE=1; insmod $M/lirc_core.ko; }
check "fuzz: the USB drivers load" sh -c \
	"for m in lirc_streamzap lirc_imon lirc_sasem lirc_atiusb; do insmod $M/\$m.ko || exit 1; done"

f_start=$(date +%s)
if [ "$F_REPLAY" != - ]; then
	echo "INFO fuzz: replaying seed $F_REPLAY"
	timeout 120 usbfuzz 0 "$F_REPLAY" 1 1 /etc/lirc-usb-ids "$F_PATTERN" > /tmp/fuzz0.out 2>&1
	F_USED=1
else
	per=$(( (F_CASES + PORTS - 1) / PORTS ))
	u=0 pids=
	while [ $u -lt $PORTS ]; do
		# Bounded: a case takes at most about 30 s (usbfuzz.c's waits).
		timeout $((per * 30 + 60)) usbfuzz $u $((F_SEED + u)) $PORTS $per \
			/etc/lirc-usb-ids "$F_PATTERN" > /tmp/fuzz$u.out 2>&1 &
		pids="$pids $!"
		u=$((u + 1))
	done
	wait $pids
	F_USED=$PORTS
fi
u=0
f_n=0 f_r=0 f_b=0 f_f=0
while [ $u -lt $F_USED ]; do
	grep -E '^(RESULT|INFO) ' /tmp/fuzz$u.out
	if set -- $(grep '^fuzzsum ' /tmp/fuzz$u.out) && [ "$1" = fuzzsum ]; then
		f_n=$((f_n + $2)) f_r=$((f_r + $3)) f_b=$((f_b + $4)) f_f=$((f_f + $5))
	else
		fail "fuzz: port $u's run ends with its summary" "$(tail -n 3 /tmp/fuzz$u.out | tr '\n' ' ')"
	fi
	u=$((u + 1))
done
echo "INFO fuzz: $f_f failed, $(( $(date +%s) - f_start )) s"
[ "$F_REPLAY" != - ] || check "fuzz: all $F_CASES cases asked for ran" \
	test "$f_n" -ge "$F_CASES"
check "fuzz: some cases bound a driver and some were refused" \
	test "$F_REPLAY" != - -o \( "$f_b" -gt 0 -a "$f_r" -gt 0 \)

check "fuzz: the USB drivers unload afterwards" sh -c \
	"rmmod lirc_streamzap && rmmod lirc_imon && rmmod lirc_sasem && rmmod lirc_atiusb"
[ -z "$F_CORE" ] || check "fuzz: lirc_core unloads afterwards" wait_for 5 rmmod lirc_core
echo "fuzz: $f_n cases, $f_r refused, $f_b bound"
