# SPDX-License-Identifier: GPL-2.0
# Descriptor fuzzing over every USB id in our drivers' tables (the ids
# are read off the modules into /etc/lirc-usb-ids): each case is a device
# of one id whose descriptors, control replies and traffic come from its
# seed (usbemu fuzz), unplugged at a random time; it must end in a clean
# refusal or a bound, working device, and go away cleanly (usbfuzz.c says
# exactly what is checked). The cases run on PORTS dummy_udc ports at
# once. /etc/lirc-fuzz: CASES FIRST_SEED REPLAY PORTS SECONDS, as
# scripts/qemu-run.sh shares the run's cases out between the guests: CASES
# cases from FIRST_SEED (case k has seed FIRST_SEED + k), or, when SECONDS
# is not 0, as many as fit in SECONDS; REPLAY, when not "-", is one seed to
# run alone on port 0, as a failing case prints it. /etc/lirc-fuzz-regress:
# seeds of qemu/fuzz-seeds that run every time, first.
# Sourced by /init.
M=/modules
read -r F_CASES F_SEED F_REPLAY PORTS F_SECS < /etc/lirc-fuzz
read -r F_REGRESS < /etc/lirc-fuzz-regress
F_PATTERN=$(cat /etc/sanitizer-pattern)

check "fuzz: the id list has every driver's ids" sh -c \
	'for m in lirc_streamzap lirc_imon lirc_sasem lirc_atiusb; do grep -q " $m\$" /etc/lirc-usb-ids || exit 1; done'
echo "INFO fuzz: $(wc -l < /etc/lirc-usb-ids) ids: $(cut -d' ' -f1 /etc/lirc-usb-ids | tr '\n' ' ')"

F_CORE=
[ -e /sys/module/lirc_core ] || { F_CORE=1; insmod $M/lirc_core.ko; }
check "fuzz: the USB drivers load" sh -c \
	"for m in lirc_streamzap lirc_imon lirc_sasem lirc_atiusb; do insmod $M/\$m.ko || exit 1; done"

f_start=$(date +%s)
F_OUTS=
if [ "$F_REPLAY" != - ]; then
	echo "INFO fuzz: replaying seed $F_REPLAY"
	timeout 120 usbfuzz 0 "$F_REPLAY" 1 1 /etc/lirc-usb-ids "$F_PATTERN" > /tmp/fuzz0.out 2>&1
	F_OUTS=/tmp/fuzz0.out:1
else
	if [ "$F_SECS" -gt 0 ]; then
		echo "INFO fuzz: $F_SECS s of cases from seed $F_SEED"
		cases=$((1000000 / PORTS * PORTS)) until=$F_SECS
	else
		echo "INFO fuzz: $F_CASES cases from seed $F_SEED"
		cases=$F_CASES until=0
	fi
	echo "INFO fuzz: and $(echo $F_REGRESS | wc -w) regression seeds"
	# Port u: its share of the regression seeds first (one case each),
	# then cases u, u + PORTS, ... below CASES; no port waits for another.
	# A case takes at most about 30 s (usbfuzz.c's waits).
	u=0 pids=
	while [ $u -lt $PORTS ]; do
		i=0 mine=
		for s in $F_REGRESS; do
			[ $((i % PORTS)) -eq $u ] && mine="$mine $s"
			i=$((i + 1))
		done
		per=0
		[ $u -lt $cases ] && per=$(( (cases - u + PORTS - 1) / PORTS ))
		[ -z "$mine" ] || F_OUTS="$F_OUTS /tmp/fuzzr$u.out:$(echo $mine | wc -w)"
		if [ $per -gt 0 ]; then
			bound=$((per * 30 + 60))
			[ "$until" -gt 0 ] && bound=$((until + 120))
			F_OUTS="$F_OUTS /tmp/fuzz$u.out:1"
		fi
		[ -z "$mine" ] && [ $per -eq 0 ] && { u=$((u + 1)); continue; }
		(
			[ -z "$mine" ] || for s in $mine; do
				timeout 120 usbfuzz $u "$s" 1 1 /etc/lirc-usb-ids "$F_PATTERN"
			done > /tmp/fuzzr$u.out 2>&1
			[ $per -eq 0 ] ||
				timeout $bound usbfuzz $u $((F_SEED + u)) $PORTS $per \
					/etc/lirc-usb-ids "$F_PATTERN" $until > /tmp/fuzz$u.out 2>&1
		) &
		pids="$pids $!"
		u=$((u + 1))
	done
	[ -z "$pids" ] || wait $pids
fi
f_n=0 f_r=0 f_b=0 f_f=0
# OUT:RUNS: every one of a file's RUNS usbfuzz runs ends with its summary.
for o in $F_OUTS; do
	out=${o%:*}
	grep -E '^(RESULT|INFO) ' $out
	for sum in $(grep '^fuzzsum ' $out | tr ' ' ,); do
		set -- $(echo $sum | tr , ' ')
		f_n=$((f_n + $2)) f_r=$((f_r + $3)) f_b=$((f_b + $4)) f_f=$((f_f + $5))
	done
	[ "$(grep -c '^fuzzsum ' $out)" -eq "${o##*:}" ] ||
		fail "fuzz: each of the ${o##*:} runs of $out ends with its summary" \
			"$(tail -n 3 $out | tr '\n' ' ')"
done
echo "INFO fuzz: $f_f failed, $(( $(date +%s) - f_start )) s"
n_regress=$(echo $F_REGRESS | wc -w)
if [ "$F_REPLAY" = - ] && [ "$F_SECS" -gt 0 ]; then
	check "fuzz: cases ran for $F_SECS s on every port" test "$f_n" -ge $((n_regress + PORTS))
elif [ "$F_REPLAY" = - ] && [ $((F_CASES + n_regress)) -gt 0 ]; then
	check "fuzz: all $F_CASES cases and $n_regress regression seeds asked for ran" \
		test "$f_n" -eq $((F_CASES + n_regress))
fi
# With few cases either outcome may be missing by chance.
[ "$F_REPLAY" != - ] || [ "$f_n" -lt 20 ] ||
	check "fuzz: some cases bound a driver and some were refused" \
		test "$f_b" -gt 0 -a "$f_r" -gt 0

check "fuzz: the USB drivers unload afterwards" sh -c \
	"rmmod lirc_streamzap && rmmod lirc_imon && rmmod lirc_sasem && rmmod lirc_atiusb"
[ -z "$F_CORE" ] || check "fuzz: lirc_core unloads afterwards" wait_for 5 rmmod lirc_core
echo "fuzz: $f_n cases, $f_r refused, $f_b bound"
