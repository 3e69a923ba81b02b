# SPDX-License-Identifier: GPL-2.0
# lirc_core and the loopback driver: module life cycle, the ABI, and
# unmodified ir-ctl and mode2 as clients. Sourced by /init.
M=/modules

for round in 1 2 3; do
	check "modules: load, bind, unbind and unload, round $round" sh -c "
		insmod $M/lirc_core.ko && insmod $M/lirc_loopback.ko &&
		test -c /dev/lirc_core0 && test -d /sys/class/lirc_core/lirc_core0 &&
		rmmod lirc_loopback && test ! -e /dev/lirc_core0 &&
		rmmod lirc_core && ! grep -q '^lirc_core ' /proc/modules &&
		test ! -d /sys/class/lirc_core"
done

insmod $M/lirc_core.ko
for bad in 0 9 x; do
	if out=$(insmod $M/lirc_loopback.ko devices=$bad 2>&1); then
		rmmod lirc_loopback
		fail "modules: devices=$bad is refused" "insmod succeeded"
	elif echo "$out" | grep -q 'Invalid argument' &&
	     ! grep -q '^lirc_loopback ' /proc/modules; then
		pass "modules: devices=$bad is refused with EINVAL"
	else
		fail "modules: devices=$bad is refused with EINVAL" "$out"
	fi
done
check "modules: devices=0 is explained in the log" sh -c \
	"dmesg | grep -q 'devices=0 is outside 1-8'"

check "modules: two loopback devices" sh -c \
	"insmod $M/lirc_loopback.ko devices=2 && test -c /dev/lirc_core0 && test -c /dev/lirc_core1"

# ir-ctl -f: what the loopback declares, and receive bits exactly MODE2.
ir-ctl -d /dev/lirc_core0 -f > /tmp/features.txt 2>&1
for line in \
	'Receive features /dev/lirc_core0:' \
	' - Device can receive raw IR' \
	' - Resolution 1 microseconds' \
	' - Receiving timeout 100000 microseconds' \
	' - Can set receiving timeout min 1000 microseconds, max 1000000 microseconds' \
	'Send features /dev/lirc_core0:' \
	' - Device can send raw IR' \
	' - Set carrier' \
	' - Set duty cycle' \
	' - Set transmitter (2 available)'; do
	if grep -qxF -- "$line" /tmp/features.txt; then
		pass "ir-ctl -f lists '$line'"
	else
		fail "ir-ctl -f lists '$line'" "$(tr '\n' '|' < /tmp/features.txt)"
	fi
done
# Receive bits exactly MODE2: ir-ctl says "can receive scancodes" only for
# REC_SCANCODE; decoded codes are found by probing SET_REC_MODE instead.
if grep -qE 'Device can receive scancodes|LIRCCODE' /tmp/features.txt; then
	fail "ir-ctl -f: receive features are exactly raw IR" \
		"$(tr '\n' '|' < /tmp/features.txt)"
else
	pass "ir-ctl -f: receive features are exactly raw IR"
fi
for line in ' - Can report decoded scancodes and protocol' ' - IR scancode encoder'; do
	if grep -qxF -- "$line" /tmp/features.txt; then
		pass "ir-ctl -f lists '$line'"
	else
		fail "ir-ctl -f lists '$line'" "$(tr '\n' '|' < /tmp/features.txt)"
	fi
done

# ir-ctl -s FILE, read back by ir-ctl -r --mode2 -1 and by mode2.
printf 'pulse 900\nspace 450\npulse 600\nspace 1200\npulse 300\n' > /tmp/sig.txt

ir-ctl -d /dev/lirc_core0 -r --mode2 -1 > /tmp/irctl.txt 2>/tmp/irctl.err &
rx=$!
if wait_open $rx /dev/lirc_core0; then
	check "ir-ctl -s sends a file" ir-ctl -d /dev/lirc_core0 -s /tmp/sig.txt
	wait_exit $rx 10
	rc=$?
	[ $rc -eq 0 ] && pass "ir-ctl -r -1 ends after the timeout" ||
		fail "ir-ctl -r -1 ends after the timeout" "status $rc $(cat /tmp/irctl.err)"
	# With -1, ir-ctl stops at the timeout sample without printing it.
	grep -E '^(pulse|space|timeout) ' /tmp/irctl.txt > /tmp/got-irctl.txt
	expect_file "ir-ctl -r --mode2 reads back exactly what was sent" \
		/tmp/got-irctl.txt /tmp/sig.txt
else
	fail "ir-ctl -r opens the device" "$(cat /tmp/irctl.err)"
fi

mode2 --driver default -d /dev/lirc_core0 > /tmp/mode2.txt 2>&1 &
rx=$!
if wait_open $rx /dev/lirc_core0; then
	ir-ctl -d /dev/lirc_core0 -s /tmp/sig.txt
	# The signal ends with its timeout.
	check "mode2 reports the timeout" wait_for 5 grep -qx 'timeout 100000' /tmp/mode2.txt
	kill $rx
	wait $rx 2>/dev/null
	# Drop the gap space that stands for the silence before the signal.
	grep -E '^(pulse|space) ' /tmp/mode2.txt |
		sed -n '/^pulse/,$p' > /tmp/got-mode2.txt
	expect_file "mode2 reads back exactly what was sent" /tmp/got-mode2.txt /tmp/sig.txt
else
	fail "mode2 opens the device" "$(tail -n 3 /tmp/mode2.txt | tr '\n' ' ')"
fi

# Bad input is explained: enable the core's debug messages and provoke one.
echo 'module lirc_core +p' > /sys/kernel/debug/dynamic_debug/control
lirctest abi /dev/lirc_core0 > /tmp/abi.txt
rc=$?
cat /tmp/abi.txt
[ $rc -le 1 ] || fail "lirctest abi ran to the end" "exit status $rc"
check "a bad read length is explained in the log" sh -c \
	"dmesg | grep -q 'lirc_core0: read of 3 bytes: not a multiple of 4'"
check "an invalid signal is explained in the log" sh -c \
	"dmesg | grep -q 'lirc_core0: invalid signal'"
echo 'module lirc_core -p' > /sys/kernel/debug/dynamic_debug/control

run_lirctest readers /dev/lirc_core0
run_lirctest overflow /dev/lirc_core0
check "a queue overflow is reported in the log, naming the reader" sh -c \
	"dmesg | grep -q 'lirc_core0: reader lirctest\[[0-9]*\] too slow: [0-9]* records dropped'"
run_lirctest gap /dev/lirc_core0
run_lirctest multi /dev/lirc_core0 /dev/lirc_core1
run_lirctest unplug /dev/lirc_core0 "rmmod lirc_loopback"
check "modules: lirc_core unloads once the last file is closed" rmmod lirc_core
