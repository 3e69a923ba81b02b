# SPDX-License-Identifier: GPL-2.0
# The second core (issue 8 item 5): registration failing after the node
# became openable, module lifetime under racing system calls, receive
# timeouts, write timing and carriers, non-blocking reads beside a blocked
# reader, the keymap bound, auto-repeat, event order and wide scancodes,
# transmit-only and fixed-timeout devices, one wait queue per open file and
# named overflow warnings; the Streamzap's default protocols and the core's
# idle timer. Sourced by /init.
M=/modules
F=/sys/kernel/debug/lirc_fault
U=/sys/bus/usb/drivers/lirc_usb_test

# inject_on: every call of the core's lirc_input_register() fails with
# -ENOMEM (lirc_fault's kprobe at its entry; fail_function cannot do it
# here: with int3 kprobes its random draw runs in NMI-like context, which
# the lock validator reports, and ftrace-based kprobes would need
# CONFIG_FUNCTION_TRACER in the whole kernel). Needs lirc_core loaded.
inject_on() {
	{ grep -q '^lirc_fault ' /proc/modules || insmod $M/lirc_fault.ko; } &&
		echo "12 1000000" > $F/input_register
}

inject_off() {
	echo "12 0" > $F/input_register 2>/dev/null
}

# injected: how many failures lirc_fault made so far.
injected() {
	cut -d' ' -f2 $F/input_register
}

# hammer_start LABEL DEV...: lirctest opens the nodes in turn until
# hammer_stop; every file it opens must see the device go.
hammer_start() {
	rm -f /tmp/hammer.stop
	l=$1
	shift
	lirctest hammer "$l" /tmp/hammer.stop "$@" > /tmp/hammer.txt 2>&1 &
	HAMMER=$!
}

hammer_stop() {
	touch /tmp/hammer.stop
	wait_exit $HAMMER 15
	rc=$?
	cat /tmp/hammer.txt
	[ $rc -le 1 ] || fail "lirctest hammer ran to the end" "exit status $rc"
}

# uptime_info SECTION: when a section starts, for the timing report.
uptime_info() {
	echo "INFO 27-core-v2: $1 at $(cut -d' ' -f1 /proc/uptime) s"
}

# --- b. Registration fails after /dev/lirc_core0 became openable -----------
uptime_info "register failure"
insmod $M/lirc_core.ko
ROUNDS=30
if inject_on; then
	pass "register failure: lirc_fault can make lirc_input_register fail"
	hammer_start "register failure" /dev/lirc_core0 /dev/lirc_core1
	bad=
	for r in $(seq 1 $ROUNDS); do
		if insmod $M/lirc_loopback.ko 2> /tmp/insmod.err; then
			bad="round $r: insmod succeeded"
			rmmod lirc_loopback
			break
		fi
		if ! grep -q 'Cannot allocate memory' /tmp/insmod.err; then
			bad="round $r: $(cat /tmp/insmod.err)"
			break
		fi
		if grep -q '^lirc_loopback ' /proc/modules ||
		   [ -n "$(ls /sys/class/lirc_core/)" ]; then
			bad="round $r: left behind: $(ls /sys/class/lirc_core/)"
			break
		fi
	done
	hammer_stop
	# busybox insmod tries init_module() after a failed finit_module(), so
	# the module's init, and the injection, can run twice per round.
	[ -z "$bad" ] && [ "$(injected)" -ge $ROUNDS ] &&
		pass "register failure: $ROUNDS insmods fail with ENOMEM and leave no device" ||
		fail "register failure: $ROUNDS insmods fail with ENOMEM and leave no device" \
			"$bad; $(injected) injections"
	check "register failure: the failure is explained in the log" sh -c \
		"dmesg | grep -q 'lirc_core[0-9]*: cannot register the input device: -12'"
else
	fail "register failure: lirc_fault can make lirc_input_register fail" \
		"$(dmesg | tail -n 3 | tr '\n' ' ')"
	fail "register failure: $ROUNDS insmods fail with ENOMEM and leave no device" \
		"no injection"
fi
inject_off
check "register failure: without the injection the loopback loads" sh -c \
	"insmod $M/lirc_loopback.ko && test -c /dev/lirc_core0"
run_lirctest readers /dev/lirc_core0
rmmod lirc_loopback

# --- c. Module lifetime: rmmod racing open/ioctl/write/read ----------------
uptime_info "module lifetime"
rm -f /tmp/life.stop
lirctest lifetime /tmp/life.stop /dev/lirc_core0 > /tmp/life.txt 2>&1 &
lp=$!
n=0
for r in $(seq 1 100); do
	insmod $M/lirc_loopback.ko && sleep 0.02 && rmmod lirc_loopback && n=$((n + 1))
done
touch /tmp/life.stop
wait_exit $lp 20
rc=$?
cat /tmp/life.txt
[ $rc -le 1 ] || fail "lirctest lifetime ran to the end" "exit status $rc"
[ $n = 100 ] && pass "module lifetime: 100 rounds of insmod/rmmod beside racing files" ||
	fail "module lifetime: 100 rounds of insmod/rmmod beside racing files" "$n of 100"

# --- The loopback: e, f, g, h, i, j, k (range), m --------------------------
uptime_info "loopback"
insmod $M/lirc_loopback.ko
EV=$(evdev_of lirc_core0)
run_lirctest timeouts /dev/lirc_core0 1000 1000000 "range timeout (loopback)"
run_lirctest timeout30 /dev/lirc_core0
run_lirctest wtime /dev/lirc_core0

# Scancodes go out on their protocol's carrier (dynamic debug of the driver
# logs every carrier it is given); a PULSE write keeps the carrier.
echo 'module lirc_loopback +p' > /sys/kernel/debug/dynamic_debug/control
carriers() {
	dmesg | grep -o 'lirc_loopback: carrier [0-9]* Hz' | awk '{print $3}'
}
for c in "9 0x0408 38000 NEC" "2 0x1e01 36000 RC-5"; do
	set -- $c
	if lirctest carrier /dev/lirc_core0 40000 $1 $2 > /tmp/carrier.txt; then
		got=$(carriers | tail -n 2 | tr '\n' ' ')
		[ "$got" = "40000 $3 " ] &&
			pass "carrier: a $4 scancode write sets $3 Hz" ||
			fail "carrier: a $4 scancode write sets $3 Hz" "carriers set: $got"
	else
		fail "carrier: a $4 scancode write sets $3 Hz" "$(cat /tmp/carrier.txt)"
	fi
done
n0=$(carriers | wc -l)
lirctest carrier /dev/lirc_core0 40000 > /tmp/carrier.txt
[ "$(carriers | wc -l)" = $((n0 + 1)) ] && [ "$(carriers | tail -n 1)" = 40000 ] &&
	pass "carrier: a PULSE write keeps the carrier set" ||
	fail "carrier: a PULSE write keeps the carrier set" \
		"$(cat /tmp/carrier.txt) carriers: $(carriers | tail -n 3 | tr '\n' ' ')"
echo 'module lirc_loopback -p' > /sys/kernel/debug/dynamic_debug/control

run_lirctest nbread /dev/lirc_core0
run_lirctest necrepeat /dev/lirc_core0 "$EV"
run_lirctest order /dev/lirc_core0 "$EV"
run_lirctest wakeups /dev/lirc_core0
run_lirctest slow /dev/lirc_core0
run_lirctest keymapfull /dev/lirc_core0 "$EV"
rmmod lirc_loopback

# --- k. A transmit-only device ---------------------------------------------
uptime_info "transmit-only"
if insmod $M/lirc_loopback.ko txonly=1; then
	pass "transmit-only: lirc_loopback txonly=1 loads"
	run_lirctest txonly /dev/lirc_core0
	n=$(ls /sys/class/lirc_core/lirc_core0/ | grep -c '^input')
	[ "$n" = 0 ] && pass "transmit-only: no input device" ||
		fail "transmit-only: no input device" "$(ls /sys/class/lirc_core/lirc_core0/)"
	check "transmit-only: no protocols file" \
		test ! -e /sys/class/lirc_core/lirc_core0/protocols
	rmmod lirc_loopback
else
	fail "transmit-only: lirc_loopback txonly=1 loads" "$(dmesg | tail -n 2 | tr '\n' ' ')"
fi

# --- USB test devices: wide scancodes, registration failure with open and
# close callbacks (outtest); a receive-only device with a fixed timeout
# (alwayson) ------------------------------------------------------------------
uptime_info "usb"
insmod $M/lirc_usb_test.ko
usbemu_plug ot outtest - 0 5
otpid=$EMUPID
# usb_lirc INTERFACE: the lirc device lirc_usb_test made for it.
usb_lirc() {
	ls $U/$1/lirc_core 2>/dev/null
}
if wait_for 15 test -e $U/1-1:1.0/lirc_core; then
	pass "usb: the test device binds"
	OL=$(usb_lirc 1-1:1.0)
	run_lirctest code64 /dev/$OL "$(evdev_of "$OL")" \
		/sys/kernel/debug/lirc_usb_test/1-1:1.0/code

	# Registration failures for a driver with open and close: files
	# opened in the window start the receiver (an IN URB); the core must
	# stop it before probe frees it. First every slab allocation of a
	# bind fails in turn (failslab, fail-nth: task context, no lockdep
	# trouble), then lirc_input_register itself (fail_function).
	echo 1-1:1.0 > $U/unbind
	FS=/sys/kernel/debug/failslab
	echo N > $FS/ignore-gfp-wait
	echo 0 > $FS/verbose
	hammer_start "failslab (usb)" /dev/lirc_core0 /dev/lirc_core1
	run_lirctest failbind $U 1-1:1.0 3000
	hammer_stop
	echo Y > $FS/ignore-gfp-wait
	uptime_info "usb register failure"
	if inject_on; then
		n0=$(injected)
		hammer_start "register failure (usb)" /dev/lirc_core0 /dev/lirc_core1
		bad=
		for r in $(seq 1 20); do
			if echo 1-1:1.0 2>/dev/null > $U/bind; then
				bad="round $r: bind succeeded"
				break
			fi
			if [ -e $U/1-1:1.0 ] || [ -n "$(ls /sys/class/lirc_core/)" ]; then
				bad="round $r: left behind: $(ls /sys/class/lirc_core/)"
				break
			fi
		done
		hammer_stop
		[ -z "$bad" ] && [ $(($(injected) - n0)) = 20 ] &&
			pass "register failure (usb): 20 binds fail and leave no device" ||
			fail "register failure (usb): 20 binds fail and leave no device" \
				"$bad; $(($(injected) - n0)) injections"
	else
		fail "register failure (usb): 20 binds fail and leave no device" \
			"lirc_fault: $(dmesg | tail -n 2 | tr '\n' ' ')"
	fi
	inject_off
	echo 1-1:1.0 > $U/bind
	if wait_for 5 test -e $U/1-1:1.0/lirc_core; then
		pass "register failure (usb): without the injection the device binds"
		OL=$(usb_lirc 1-1:1.0)
		D=/sys/kernel/debug/lirc_usb_test/1-1:1.0
		echo 'in 01 02 03' >&5
		sleep 0.5
		check "register failure (usb): afterwards no stream runs without users" \
			grep -qx 0 $D/rx
		exec 7< /dev/$OL
		check "register failure (usb): an open starts the stream" \
			wait_for 5 grep -qx 3 $D/rx
		exec 7<&-
	else
		fail "register failure (usb): without the injection the device binds" \
			"$(dmesg | tail -n 3 | tr '\n' ' ')"
	fi
else
	fail "usb: the test device binds" "$(tail -n 3 /tmp/ot.out | tr '\n' ' ')"
fi

usbemu_plug ao alwayson - 1 6
aopid=$EMUPID
if wait_for 15 test -e $U/2-1:1.0/lirc_core; then
	AL=$(usb_lirc 2-1:1.0)
	run_lirctest rxonly /dev/$AL
	run_lirctest timeouts /dev/$AL 100000 100000 "fixed timeout (always-on test device)"
	check "fixed timeout (always-on test device): GET_REC_TIMEOUT is 100000" \
		sh -c "ir-ctl -d /dev/$AL -f | grep -qx ' - Receiving timeout 100000 microseconds'"
else
	fail "usb: the always-on test device binds" "$(tail -n 3 /tmp/ao.out | tr '\n' ' ')"
fi
exec 5>&- 6>&-
kill $otpid $aopid 2>/dev/null
wait $otpid 2>/dev/null
wait $aopid 2>/dev/null
check "usb: both test devices unplug" wait_for 5 sh -c "! test -e $U/1-1:1.0 && ! test -e $U/2-1:1.0"
check "usb: lirc_usb_test unloads" rmmod lirc_usb_test

# --- The Streamzap: its keymap's protocol only; the core's idle timer -------
uptime_info "streamzap"
insmod $M/lirc_streamzap.ko
usbemu_plug szc streamzap - 0 5
szpid=$EMUPID
S=/sys/bus/usb/drivers/lirc_streamzap/1-1:1.0/lirc_core
if wait_for 15 test -e $S; then
	SL=$(ls $S)
	got=$(cat /sys/class/lirc_core/$SL/protocols)
	[ "$got" = 'rc-5 [rc-5-sz] rc-5x-20 nec nec-x nec-32 rc-6-0 rc-6-6a-20 rc-6-6a-24 rc-6-6a-32 rc-6-mce imon jvc sony-12 sony-15 sony-20 sanyo sharp xmp mcir2-kbd mcir2-mse rc-mm-12 rc-mm-24 rc-mm-32 samsung36 panasonic denon-k jvc-48 kaseikyo pulse_distance pulse_length manchester' ] &&
		pass "streamzap: only its keymap's protocol (rc-5-sz) is enabled by default" ||
		fail "streamzap: only its keymap's protocol (rc-5-sz) is enabled by default" "'$got'"
	# Three bytes, no end-of-signal byte: the core ends the signal.
	echo "timeout 5 sh -c 'echo in 33 66 63 > /tmp/szc.in'" > /tmp/noend.sh
	run_lirctest idle /dev/$SL sh /tmp/noend.sh
else
	fail "streamzap: the emulated device binds" "$(tail -n 3 /tmp/szc.out | tr '\n' ' ')"
fi
exec 5>&-
kill $szpid 2>/dev/null
wait $szpid 2>/dev/null
check "streamzap: unplugs" wait_for 5 sh -c "! test -e $S"
check "core v2: modules unload" sh -c \
	"rmmod lirc_fault && rmmod lirc_streamzap && rmmod lirc_core"
uptime_info "end"
