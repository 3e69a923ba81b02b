# SPDX-License-Identifier: GPL-2.0
# Helpers for guest test scripts: each check prints one RESULT line.

pass() { echo "RESULT PASS $1"; }
fail() { echo "RESULT FAIL $1: $2"; }

# check NAME COMMAND...: passes when COMMAND exits 0.
check() {
	name=$1
	shift
	if out=$("$@" 2>&1); then
		pass "$name"
	else
		fail "$name" "$(echo "$out" | tail -n 3 | tr '\n' ' ')"
	fi
}

# expect_file NAME GOT WANT: the two files are identical.
expect_file() {
	if cmp -s "$2" "$3"; then
		pass "$1"
	else
		fail "$1" "got [$(tr '\n' ' ' < "$2")] want [$(tr '\n' ' ' < "$3")]"
	fi
}

# wait_open PID DEV: wait (at most 5 s) until process PID has DEV open.
wait_open() {
	i=0
	while [ $i -lt 100 ]; do
		ls -l /proc/"$1"/fd 2>/dev/null | grep -q " -> $2\$" && return 0
		sleep 0.05
		i=$((i + 1))
	done
	return 1
}

# wait_exit PID SECONDS: wait for PID to end, kill it after SECONDS.
wait_exit() {
	i=0
	while [ $i -lt $(($2 * 20)) ]; do
		kill -0 "$1" 2>/dev/null || { wait "$1"; return $?; }
		sleep 0.05
		i=$((i + 1))
	done
	kill "$1" 2>/dev/null
	wait "$1"
	return 124
}

# run_lirctest ARGS...: its RESULT lines count; a crash is one more failure.
run_lirctest() {
	lirctest "$@"
	rc=$?
	[ $rc -le 1 ] || fail "lirctest $1 ran to the end" "exit status $rc"
}

# usbemu_plug NAME MODEL VARIANT UDC FD: plug an emulated MODEL (VARIANT,
# or -) into dummy_udc.UDC. Its commands go to /tmp/NAME.in, kept open on
# file descriptor FD; its output to /tmp/NAME.out; its pid is in $EMUPID.
usbemu_plug() {
	rm -f /tmp/$1.in /tmp/$1.out
	mkfifo /tmp/$1.in
	usbemu "$2" "$3" "$4" < /tmp/$1.in > /tmp/$1.out 2>&1 &
	EMUPID=$!
	eval "exec $5>/tmp/$1.in"
}

# evdev_of lircN: the event node of a lirc device's input device.
evdev_of() {
	for e in /sys/class/lirc_core/"$1"/input*/event*; do
		[ -e "$e" ] && echo "/dev/input/${e##*/}"
	done
}

# wait_for SECONDS COMMAND...: until COMMAND succeeds; fails after SECONDS.
wait_for() {
	t=$(($1 * 20))
	shift
	while [ $t -gt 0 ]; do
		"$@" 2>/dev/null && return 0
		sleep 0.05
		t=$((t - 1))
	done
	return 1
}

# evtest_around EVDEV COMMAND...: Debian's evtest on EVDEV while COMMAND
# runs (and 0.8 s after, for key-up); its output goes to /tmp/evtest.txt.
evtest_around() {
	evtest "$1" > /tmp/evtest.txt 2>&1 &
	ev=$!
	shift
	sleep 0.5
	"$@"
	sleep 0.8
	kill $ev
	wait $ev 2>/dev/null
}
