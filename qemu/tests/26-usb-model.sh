# SPDX-License-Identifier: GPL-2.0
# The USB driver model (core/lirc_usb.c): a model's hooks become the lirc
# device's callbacks (tx, carrier, features), the reset hook runs at probe
# and after a USB reset or a reset-resume and is retried when it fails,
# a failing reset fails the probe cleanly, disconnect and rmmod of an
# always-on model while it streams, the IN stream's recovery from errors
# injected by lirc_fault (an open reader gets the next press without
# reopening), and every probe refusal explained, new_id without model
# data included. Sourced by /init.
M=/modules
F=/sys/kernel/debug/lirc_fault
TD=/sys/bus/usb/drivers/lirc_usb_test

out_write() {
	sh -c "echo '$2' > $1" 2>&1
}
dmesg_has() {
	dmesg | grep -qE "$1"
}
dmesg_count() {
	dmesg | grep -cE "$1"
}
# count_is FILE PATTERN N: FILE has N lines matching PATTERN (grep -x).
count_is() {
	[ "$(grep -cx "$2" "$1")" = "$3" ]
}
# wait_count SECONDS FILE LINE N: count_is within SECONDS; on failure the
# file's last lines say what the device got instead.
wait_count() {
	wait_for "$1" count_is "$2" "$3" "$4" && return 0
	tail -n 6 "$2" | tr '\n' '|'
	return 1
}
# lirc_of DRIVER INTF: the lirc device of a bound interface.
lirc_of() {
	for d in /sys/bus/usb/drivers/$1/$2/lirc_core/lirc_core*; do
		[ -e "$d" ] && echo "${d##*/}"
	done
}
INIT='OUT 49 4e 49 54'
# hold DEV: keep DEV open in the background (its pid in $HOLD) until
# release; a failing open fails a check instead of the shell.
hold() {
	sleep 600 < "$1" &
	HOLD=$!
	wait_open $HOLD "$1"
}
release() {
	kill $HOLD 2>/dev/null
	wait $HOLD 2>/dev/null
}

insmod $M/lirc_core.ko
# The core's pause and restart messages (dev_dbg) are checked below.
echo 'module lirc_core +p' > /sys/kernel/debug/dynamic_debug/control
insmod $M/lirc_usb_test.ko
insmod $M/lirc_streamzap.ko
check "usb model: lirc_fault loads (kprobes on the IN path)" insmod $M/lirc_fault.ko

# ---- outtest: hooks, features, reset ----
usbemu_plug ot outtest - 0 5
otpid=$EMUPID
D=/sys/kernel/debug/lirc_usb_test/1-1:1.0
U=/sys/bus/usb/devices/1-1
check "usb model: outtest binds" wait_for 15 test -e $D/code
check "usb model: the reset hook sent INIT once at probe" \
	wait_count 5 /tmp/ot.out "$INIT" 1
OL=$(lirc_of lirc_usb_test 1-1:1.0)
ir-ctl -d /dev/$OL -f > /tmp/features.txt 2>&1
for line in ' - Device can send raw IR' ' - Set carrier'; do
	grep -qxF -- "$line" /tmp/features.txt && pass "usb model: tx hooks: ir-ctl -f lists '$line'" ||
		fail "usb model: tx hooks: ir-ctl -f lists '$line'" "$(tr '\n' '|' < /tmp/features.txt)"
done
grep -qF 'Set duty cycle' /tmp/features.txt &&
	fail "usb model: no duty-cycle hook, no duty-cycle feature" "$(tr '\n' '|' < /tmp/features.txt)" ||
	pass "usb model: no duty-cycle hook, no duty-cycle feature"

# The tx hook: LE16 durations, 4 per packet (500 = f4 01, 1000 = e8 03,
# 1500 = dc 05, 2000 = d0 07, 2500 = c4 09); carrier: "CARR", LE32 38000.
printf 'pulse 500\nspace 1000\npulse 1500\nspace 2000\npulse 2500\n' > /tmp/tx.txt
printf 'OUT f4 01 e8 03 dc 05 d0 07\nOUT c4 09\n' > /tmp/tx.want
n0=$(wc -l < /tmp/ot.out)
check "usb model: ir-ctl -s sends through the tx hook" ir-ctl -d /dev/$OL -s /tmp/tx.txt
wait_for 5 sh -c "[ \$(wc -l < /tmp/ot.out) -ge $((n0 + 2)) ]"
tail -n +$((n0 + 1)) /tmp/ot.out > /tmp/tx.got
expect_file "usb model: the device gets the durations as LE16, 4 per packet" \
	/tmp/tx.got /tmp/tx.want
check "usb model: ir-ctl -c 38000 sets the carrier through its hook" \
	ir-ctl -d /dev/$OL -c 38000 -s /tmp/tx.txt
check "usb model: the device gets CARR and LE32 38000" \
	wait_for 5 grep -qx 'OUT 43 41 52 52 70 94 00 00' /tmp/ot.out
printf 'pulse 70000\n' > /tmp/txbig.txt
if ir-ctl -d /dev/$OL -s /tmp/txbig.txt > /tmp/txbig.out 2>&1; then
	fail "usb model: a duration the model cannot send is refused" "ir-ctl succeeded"
else
	pass "usb model: a duration the model cannot send is refused"
fi
check "usb model: the refusal is explained" \
	dmesg_has '1-1:1.0: tx: 70000 us does not fit 16 bits$'

EV=$(evdev_of "$OL")
evtest_around "$EV" out_write $D/code '4 0x28c1'
check "usb model: the code file reports a scancode (outtest, MSC_SCAN)" \
	grep -q 'type 4 (EV_MSC), code 4 (MSC_SCAN), value 28c1$' /tmp/evtest.txt

# A USB reset: the reset hook initialises the device again.
lirctest usbreset $U "usb model: USBDEVFS_RESET on outtest"
check "usb model: INIT again after the USB reset" \
	wait_count 5 /tmp/ot.out "$INIT" 2
check "usb model: OUT traffic works after the reset" out_write $D/out '1000 0a0b'
check "usb model: the device receives it" wait_for 5 grep -qx 'OUT 0a 0b' /tmp/ot.out

# A reset hook that fails after a USB reset is reported and retried with
# back-off; the lirc device stays; INIT gets through once the device reads.
echo outblock >&5
emu_sync ot
out_write $D/out '1000 aa' > /dev/null	# the read already pending takes this one
lirctest usbreset $U "usb model: USBDEVFS_RESET while the device does not read"
check "usb model: the failing reset hook is reported with its retry" \
	dmesg_has '1-1:1.0: cannot initialise the device \(post-reset\): -110, retrying in 1000 ms$'
check "usb model: it is retried after 1 s, then 2 s" wait_for 5 \
	dmesg_has '1-1:1.0: cannot initialise the device \(retry\): -110, retrying in 2000 ms$'
echo outunblock >&5
check "usb model: the retried reset hook gets INIT through" \
	wait_count 8 /tmp/ot.out "$INIT" 3
check "usb model: and says so" dmesg_has '1-1:1.0: device initialised again \(retry\)$'
check "usb model: the lirc device stayed" test "$(lirc_of lirc_usb_test 1-1:1.0)" = "$OL"
exec 5>&-
kill $otpid 2>/dev/null
wait $otpid 2>/dev/null
wait_for 5 sh -c "! test -e $D"

# A reset hook that fails at probe fails the probe cleanly.
usbemu_plug ot outtest deadout 0 5
otpid=$EMUPID
wait_for 15 grep -q READY /tmp/ot.out
check "usb model: a failing reset hook fails the probe, with the reason" wait_for 10 \
	dmesg_has '1-1:1.0: cannot initialise the device: -71$'
check "usb model: nothing stays bound after it" sh -c "! test -e $TD/1-1:1.0 && ! test -e $D"
exec 5>&-
kill $otpid 2>/dev/null
wait $otpid 2>/dev/null

# Reset-resume (USB_QUIRK_RESET_RESUME): INIT after probe and again after
# the reset-resume that the first open causes.
echo 1209:0001:b > /sys/module/usbcore/parameters/quirks
usbemu_plug ot outtest - 0 5
otpid=$EMUPID
check "usb model: a reset-resume outtest binds" wait_for 15 test -e $D/code
OL=$(lirc_of lirc_usb_test 1-1:1.0)
echo 0 > $U/power/autosuspend_delay_ms
echo auto > $U/power/control
check "usb model: the idle outtest autosuspends" wait_for 5 grep -qx suspended $U/power/runtime_status
hold /dev/$OL
check "usb model: an open reset-resumes it" dmesg_has '1-1:1.0: reset-resume \(idle\)$'
check "usb model: INIT after probe and after the reset-resume" \
	wait_count 5 /tmp/ot.out "$INIT" 2
echo 'in 07' >&5
check "usb model: the reset-resumed outtest streams" wait_for 5 grep -qx 1 $D/rx
release
echo on > $U/power/control
exec 5>&-
kill $otpid 2>/dev/null
wait $otpid 2>/dev/null
echo > /sys/module/usbcore/parameters/quirks
wait_for 5 sh -c "! test -e $D"

# ---- alwayson: fixed timeout, reports, teardown while streaming ----
A=/sys/kernel/debug/lirc_usb_test/2-1:1.0
usbemu_plug ao alwayson - 1 6
aopid=$EMUPID
check "usb model: alwayson binds" wait_for 15 test -e $A/code
AL=$(lirc_of lirc_usb_test 2-1:1.0)
ir-ctl -d /dev/$AL -f > /tmp/features.txt 2>&1
for line in ' - Receiving timeout 100000 microseconds' \
	' - Can set receiving timeout min 100000 microseconds, max 100000 microseconds' \
	' - Device cannot send'; do
	grep -qxF -- "$line" /tmp/features.txt && pass "usb model: alwayson: ir-ctl -f lists '$line'" ||
		fail "usb model: alwayson: ir-ctl -f lists '$line'" "$(tr '\n' '|' < /tmp/features.txt)"
done
ir-ctl -d /dev/$AL -r --mode2 -1 > /tmp/ao.raw 2>&1 &
rx=$!
wait_open $rx /dev/$AL && echo 'in 05 06' >&6
wait_exit $rx 10
printf 'pulse 105\npulse 106\n' > /tmp/want.txt
grep -E '^(pulse|space) ' /tmp/ao.raw > /tmp/got.txt
expect_file "usb model: alwayson's rx reaches a reader (each byte B a pulse of 100 + B)" \
	/tmp/got.txt /tmp/want.txt
EV=$(evdev_of "$AL")
evtest_around "$EV" out_write $A/code '2 0x1e01'
check "usb model: the code file reports a scancode (alwayson, MSC_SCAN)" \
	grep -q 'type 4 (EV_MSC), code 4 (MSC_SCAN), value 1e01$' /tmp/evtest.txt

# Unbind and rmmod while the always-on device streams, rx reporting to the
# lirc device. The core stops its URB and work items before it unregisters
# the lirc device (the USB core also kills the interface's URBs before
# disconnect, as the driver has no soft_unbind). lirc_fault makes
# lirc_device_unregister() return 50 ms late, so that anything still
# reporting meanwhile would reach a freed device (KASAN fails the run).
streams() {
	[ "$(cat $A/rx 2>/dev/null || echo 0)" -gt 0 ]
}
echo 50 > $F/unregister_delay_ms
ok=0
for r in 1 2 3 4; do
	echo 'burst 150 01 02 03 04 05 06 07 08' >&6
	wait_for 5 streams || break
	echo 2-1:1.0 > $TD/unbind
	test -e $A && break
	echo 2-1:1.0 > $TD/bind
	wait_for 10 test -e $A/rx || break
	ok=$r
done
[ $ok = 4 ] && pass "usb model: unbind while streaming, 4 rounds, binds and streams again" ||
	fail "usb model: unbind while streaming, 4 rounds, binds and streams again" "round $((ok + 1))"
# With a reader open the lirc device outlives the unbind.
wait_for 5 streams
AL=$(lirc_of lirc_usb_test 2-1:1.0)
hold /dev/$AL
echo 2-1:1.0 > $TD/unbind
release
echo 2-1:1.0 > $TD/bind
check "usb model: unbind with a reader open, and bind again" wait_for 10 test -e $A/rx
ok=0
for r in 1 2 3; do
	echo 'burst 150 01 02 03 04 05 06 07 08' >&6
	wait_for 5 streams || break
	rmmod lirc_usb_test || break
	insmod $M/lirc_usb_test.ko || break
	wait_for 10 test -e $A/rx || break
	ok=$r
done
[ $ok = 3 ] && pass "usb model: rmmod while streaming, 3 rounds, binds again after insmod" ||
	fail "usb model: rmmod while streaming, 3 rounds, binds again after insmod" "round $((ok + 1))"
echo 0 > $F/unregister_delay_ms
check "usb model: alwayson still streams" wait_for 5 streams
exec 6>&-
kill $aopid 2>/dev/null
wait $aopid 2>/dev/null
wait_for 5 sh -c "! test -e $A"

# ---- the IN stream recovers from errors; the open reader stays ----
# The Streamzap press of KEY_NUMERIC_1 (RC-5-SZ 0x28c1), as derived by hand
# in 30-streamzap.sh.
sz_press_mode2 /tmp/mpress.txt
printf 'in 33 66 63 33 36 33\nin 63 33 33 33 36 3F\nin FF\n' > /tmp/mpress.cmd
usbemu_plug mz streamzap - 0 5
mzpid=$EMUPID
# sz_bound B: the Streamzap on bus B is bound.
sz_bound() {
	test -n "$(lirc_of lirc_streamzap "$1"-1:1.0)"
}
check "usb model: a Streamzap binds for the recovery checks" wait_for 15 sz_bound 1
L=$(lirc_of lirc_streamzap 1-1:1.0)
# The console's keyboard handler keeps the input device, hence the
# receiver, open; inhibiting the input device closes it.
inhibit() {
	for f in /sys/class/lirc_core/$L/input*/inhibited; do
		echo "$1" > "$f"
	done
}

# fault_done FILE N: lirc_fault did N injections of FILE's kind.
fault_done() {
	[ "$(cut -d' ' -f2 $F/$1)" -ge "$2" ]
}
# recover NAME ERRNO N SUBMIT_ERRNO SUBMIT_N [WHEN]: a reader is open; the
# next N completions fail with -ERRNO (N filler packets are consumed) and
# the next SUBMIT_N submissions of the IN URB with -SUBMIT_ERRNO, armed
# WHEN: "before" the status errors (default), "after" them (while the
# stream rests), at "open" (the reader's open starts the stream: nothing
# else has the receiver open), or before a USB "reset". Then a press must
# reach the same reader exactly, nobody reopening it.
recover() {
	name=$1 err=$2 n=$3 serr=$4 sn=$5 when=${6:-before}
	s0=$(cut -d' ' -f2 $F/status)
	u0=$(cut -d' ' -f2 $F/submit)
	if [ "$when" = open ]; then
		inhibit 1
		echo "$serr $sn" > $F/submit
	fi
	ir-ctl -d /dev/$L -r --mode2 -1 > /tmp/rec.raw 2>&1 &
	rx=$!
	wait_open $rx /dev/$L
	[ "$when" = before ] || [ "$when" = reset ] && [ "$sn" -gt 0 ] &&
		echo "$serr $sn" > $F/submit
	if [ "$n" -gt 0 ]; then
		echo "$err $n" > $F/status
		echo "burst $n 00" >&5
		wait_for 15 fault_done status $((s0 + n))
	fi
	[ "$when" = after ] && echo "$serr $sn" > $F/submit
	[ "$when" = reset ] && lirctest usbreset $U "usb model: $name: USBDEVFS_RESET"
	[ "$sn" -gt 0 ] && wait_for 10 fault_done submit $((u0 + sn))
	timeout 5 sh -c 'cat /tmp/mpress.cmd >&5'
	wait_exit $rx 15
	grep -E '^(pulse|space) ' /tmp/rec.raw > /tmp/rec.txt
	expect_file "usb model: $name: the open reader gets the next press" \
		/tmp/rec.txt /tmp/mpress.txt
	echo "12 0" > $F/status
	echo "12 0" > $F/submit
	[ "$when" = open ] && inhibit 0
}
recover "one -EPROTO" 71 1 0 0
check "usb model: -EPROTO is reported and retried" dmesg_has '1-1:1.0: IN transfer failed: -71$'
recover "12 -EPROTO (rest, then retry)" 71 12 0 0
check "usb model: 10 -EPROTO in a row rest the stream" \
	dmesg_has '1-1:1.0: IN stream stopped after 10 errors \(last -71\), retrying in 1000 ms$'
recover "12 -EILSEQ" 84 12 0 0
recover "12 -ETIME" 62 12 0 0
recover "3 -EOVERFLOW" 75 3 0 0
recover "a failed resubmit in the completion" 71 1 12 1
check "usb model: the failed resubmit is reported with its retry" \
	dmesg_has '1-1:1.0: IN resubmit failed: -12, retrying in 1000 ms$'
recover "a failed submission at open" 0 0 12 1 open
check "usb model: the failed start is reported with its retry" \
	dmesg_has '1-1:1.0: cannot start the IN stream: -12, retrying in 1000 ms$'
recover "a failed restart after a rest" 71 10 12 1 after
check "usb model: the failed restart is reported with its retry" \
	dmesg_has '1-1:1.0: cannot restart the IN stream: -12, retrying in 2000 ms$'
recover "a failed submission at post-reset" 0 0 12 1 reset
check "usb model: the reset kept the Streamzap's lirc device" \
	test "$(lirc_of lirc_streamzap 1-1:1.0)" = "$L"
exec 5>&-
kill $mzpid 2>/dev/null
wait $mzpid 2>/dev/null
check "usb model: lirc_fault unloads" rmmod lirc_fault

# ---- every probe refusal says why ----
# refused VARIANT MODEL PATTERN: plug MODEL/VARIANT on bus 2; nothing
# binds, and the log says PATTERN.
refused() {
	usbemu_plug rf "$2" "$1" 1 6
	rfpid=$EMUPID
	wait_for 15 grep -q READY /tmp/rf.out
	if wait_for 5 dmesg_has "$3"; then
		pass "usb model: '$1' is refused with the reason in the log"
	else
		fail "usb model: '$1' is refused with the reason in the log" \
			"$(dmesg | tail -n 3 | tr '\n' ' ')"
	fi
}
unplug_rf() {
	exec 6>&-
	kill $rfpid 2>/dev/null
	wait $rfpid 2>/dev/null
}
for v in noep outep bulk; do
	n0=$(dmesg_count '2-1:1.0: refused: no usable interrupt-IN endpoint: there is none$')
	refused $v streamzap '2-1:1.0: refused: no usable interrupt-IN endpoint: there is none$'
	check "usb model: '$v': one message, nothing bound" sh -c \
		"[ \$(dmesg | grep -c '2-1:1.0: refused: no usable interrupt-IN endpoint: there is none$') = $((n0 + 1)) ] && ! test -e /sys/bus/usb/drivers/lirc_streamzap/2-1:1.0"
	unplug_rf
done
refused zeromps streamzap '2-1:1.0: refused: no usable interrupt-IN endpoint: 0x81 has wMaxPacketSize 0$'
unplug_rf
refused twointf streamzap '2-1:1.1: refused: interface 1 is not the model.s \(0\)$'
check "usb model: two interfaces: interface 0 binds" test -n "$(lirc_of lirc_streamzap 2-1:1.0)"
unplug_rf

# new_id without a reference id gives an entry without model data: refused
# with -ENODEV and a message, never dereferenced. With a reference id the
# entry has the Streamzap's model data and binds.
usbemu_plug rf szother - 1 6
rfpid=$EMUPID
wait_for 15 grep -q READY /tmp/rf.out
SD=/sys/bus/usb/drivers/lirc_streamzap
check "usb model: 0e9c:0001 is not bound by default" sh -c "! test -e $SD/2-1:1.0"
echo '0e9c 0001' > $SD/new_id
check "usb model: new_id without model data is refused, with the reason" wait_for 5 \
	dmesg_has '2-1:1.0: refused: no model data for 0e9c:0001 \(an id added by new_id needs a reference id\)$'
check "usb model: nothing bound after it" sh -c "! test -e $SD/2-1:1.0"
echo '0e9c 0001' > $SD/remove_id
echo '0e9c 0001 0 0e9c 0000' > $SD/new_id
check "usb model: new_id with the Streamzap as reference binds" wait_for 10 sz_bound 2
L2=$(lirc_of lirc_streamzap 2-1:1.0)
ir-ctl -d /dev/$L2 -r --mode2 -1 > /tmp/rec.raw 2>&1 &
rx=$!
wait_open $rx /dev/$L2 && timeout 5 sh -c 'cat /tmp/mpress.cmd >&6'
wait_exit $rx 10
grep -E '^(pulse|space) ' /tmp/rec.raw > /tmp/rec.txt
expect_file "usb model: the device bound through new_id reads a press exactly" \
	/tmp/rec.txt /tmp/mpress.txt
echo '0e9c 0001' > $SD/remove_id
unplug_rf
check "usb model: modules unload" sh -c \
	"rmmod lirc_streamzap && rmmod lirc_usb_test && rmmod lirc_core"
