# SPDX-License-Identifier: GPL-2.0
# The Streamzap receiver end to end: an emulated device (usbemu, on
# raw_gadget + dummy_hcd) plugged into our driver, read by unmodified
# ir-ctl, mode2, lircd's decoder (irsimreceive) and evdev; crafted
# descriptors, unplug, two devices, URB errors, power management, and
# our read latency; a press whose transfers come late (a busy host).
# Mainline's streamzap.ko on the same bytes, the late press too, is
# compared in 40-coexist.sh. Sourced by /init.
M=/modules
KEY_NUMERIC_1=513
P_RC5_SZ=4
SZCONF=/usr/share/lirc/remotes/streamzap/lircd.conf.streamzap

# plug N UDC [VARIANT]: emulated Streamzap N on dummy_udc.UDC; commands go
# to /tmp/szN.in (kept open on file descriptor 5+N).
plug() {
	usbemu_plug sz$1 streamzap "${3:--}" "$2" $((5 + $1))
	eval "SZPID$1=$EMUPID"
}

unplug() {
	eval "exec $((5 + $1))>&-"
	eval "kill \$SZPID$1 2>/dev/null; wait \$SZPID$1 2>/dev/null"
}

# The lirc device our driver made for the emulated device on bus B.
sz_lirc() {
	for d in /sys/bus/usb/drivers/lirc_streamzap/$1-1:1.0/lirc_core/lirc_core*; do
		[ -e "$d" ] && echo "${d##*/}"
	done
}

sz_bound() {
	[ -n "$(sz_lirc "$1")" ]
}

sz_gone() {
	! sz_bound "$1"
}

# KEY_NUMERIC_1 (RC-5-SZ 0x28c1), derived by hand from the byte format;
# three transfers, the last escape split across them.
sz_press_mode2 /tmp/press.txt
for n in 0 1; do
	printf 'in 33 66 63 33 36 33\nin 63 33 33 33 36 3F\nin FF\n' > /tmp/press$n.cmd
	# Bounded: a FIFO without reader would block the writer forever.
	echo "timeout 5 sh -c 'cat /tmp/press$n.cmd > /tmp/sz$n.in'" > /tmp/press$n.sh
done

insmod $M/lirc_core.ko
insmod $M/lirc_streamzap.ko
plug 0 0
if wait_for 15 sz_bound 1; then
	pass "streamzap: the emulated device enumerates and binds"
else
	fail "streamzap: the emulated device enumerates and binds" \
		"$(tail -n 3 /tmp/sz0.out | tr '\n' ' ') $(dmesg | tail -n 5 | tr '\n' ' ')"
fi
L=$(sz_lirc 1)
EV=$(evdev_of "$L")
check "streamzap: its input device" test -c "$EV"

ir-ctl -d /dev/$L -f > /tmp/features.txt 2>&1
for line in ' - Device can receive raw IR' ' - Resolution 256 microseconds' \
	' - Receiving timeout 65280 microseconds' \
	' - Can set receiving timeout min 10000 microseconds, max 65280 microseconds' \
	' - Device cannot send'; do
	grep -qxF -- "$line" /tmp/features.txt && pass "streamzap: ir-ctl -f lists '$line'" ||
		fail "streamzap: ir-ctl -f lists '$line'" "$(tr '\n' '|' < /tmp/features.txt)"
done

capture_irctl "$L" /tmp/press0.sh /tmp/ours.txt
expect_file "streamzap: ir-ctl -r --mode2 reads the press exactly" /tmp/ours.txt /tmp/press.txt

mode2 --driver default -d /dev/$L > /tmp/mode2.txt 2>&1 &
rx=$!
if wait_open $rx /dev/$L; then
	# Two presses 300 ms apart: the pause is the device's, in its stream.
	{ cat /tmp/press0.cmd; echo 'sleep 300'; cat /tmp/press0.cmd; } > /tmp/twice.cmd
	timeout 5 sh -c 'cat /tmp/twice.cmd > /tmp/sz0.in'
	wait_for 5 sh -c "[ \$(grep -c '^timeout' /tmp/mode2.txt) -ge 2 ]"
	kill $rx
	wait $rx 2>/dev/null
	grep -E '^(pulse|space) ' /tmp/mode2.txt | sed -n '/^pulse/,$p' |
		head -n 23 > /tmp/got-mode2.txt
	expect_file "streamzap: mode2 reads the press exactly" /tmp/got-mode2.txt /tmp/press.txt
	check "streamzap: mode2 reports the device's timeout" grep -qx 'timeout 65280' /tmp/mode2.txt
	# lircd's own decoder on the capture: a timeout is silence to it, and
	# adjacent silences are one.
	{ echo 'space 200000'; grep -E '^(pulse|space|timeout) ' /tmp/mode2.txt |
		sed -n '/^pulse/,$p' | sed 's/^timeout/space/'; echo 'space 200000'; } |
		awk '$1 == "space" && t == "space" { v += $2; next }
		     t { print t, v } { t = $1; v = $2 } END { print t, v }' \
		> /tmp/capture.txt
	irsimreceive "$SZCONF" /tmp/capture.txt > /tmp/irsim.txt 2>&1
	if grep -q ' KEY_1 Streamzap_PC_Remote' /tmp/irsim.txt; then
		pass "streamzap: lircd's decoder (irsimreceive) reads KEY_1 from the capture"
	else
		fail "streamzap: lircd's decoder (irsimreceive) reads KEY_1 from the capture" \
			"$(tr '\n' '|' < /tmp/irsim.txt) capture: $(tr '\n' '|' < /tmp/capture.txt)"
	fi
else
	fail "streamzap: mode2 opens the device" "$(tail -n 3 /tmp/mode2.txt | tr '\n' ' ')"
fi

run_lirctest codes /dev/$L "$EV" $P_RC5_SZ 0x28c1 $KEY_NUMERIC_1 sh /tmp/press0.sh

# With only the input device open (no /dev/lirc reader), keys still come.
evtest_around "$EV" sh /tmp/press0.sh
check "streamzap: keys reach an input-only reader (evtest)" \
	grep -q 'type 1 (EV_KEY), code 513 (KEY_NUMERIC_1), value 1$' /tmp/evtest.txt

# The emulator's own RC-5-SZ encoder agrees with the hand-derived bytes.
echo "timeout 5 sh -c 'echo rc5sz 0x28c1 > /tmp/sz0.in'" > /tmp/synth.sh
capture_irctl "$L" /tmp/synth.sh /tmp/got.txt
expect_file "streamzap: usbemu's rc5sz press matches the hand-derived one" \
	/tmp/got.txt /tmp/press.txt
echo "timeout 5 sh -c 'echo rc5sz 0x28cd > /tmp/sz0.in'" > /tmp/synth.sh
run_lirctest codes /dev/$L "$EV" $P_RC5_SZ 0x28cd 115 sh /tmp/synth.sh

# Transfer sizes: one byte at a time, and one transfer larger than the
# endpoint's wMaxPacketSize (the host reads it in two).
printf 'in 33\nin 66\nin 63\nin 33\nin 36\nin 33\nin 63\nin 33\nin 33\nin 33\nin 36\nin 3F\nin FF\n' \
	> /tmp/bytes.cmd
echo "timeout 5 sh -c 'cat /tmp/bytes.cmd > /tmp/sz0.in'" > /tmp/bytes.sh
capture_irctl "$L" /tmp/bytes.sh /tmp/got.txt
expect_file "streamzap: one byte per transfer decodes the same" /tmp/got.txt /tmp/press.txt
big=$(for i in $(seq 1 96); do printf '11 '; done)
printf 'in %s1F FF\n' "$big" > /tmp/big.cmd
echo "timeout 5 sh -c 'cat /tmp/big.cmd > /tmp/sz0.in'" > /tmp/big.sh
capture_irctl "$L" /tmp/big.sh /tmp/got.txt
n=$(grep -c '^pulse 384$' /tmp/got.txt)
s=$(grep -c '^space 384$' /tmp/got.txt)
[ "$n" = 97 ] && [ "$s" = 96 ] && [ "$(wc -l < /tmp/got.txt)" = 193 ] &&
	pass "streamzap: a 98-byte transfer gives 97 pulses and 96 spaces" ||
	fail "streamzap: a 98-byte transfer gives 97 pulses and 96 spaces" \
		"$n pulses, $s spaces, $(wc -l < /tmp/got.txt) lines"

# A settable timeout: a space that long ends the signal.
printf 'in 33 3F 50\nin 3F FF\n' > /tmp/long.cmd
echo "timeout 5 sh -c 'cat /tmp/long.cmd > /tmp/sz0.in'" > /tmp/long.sh
lirctest settimeout /dev/$L 20000
ir-ctl -d /dev/$L -r --mode2 -1 > /tmp/irctl.raw 2>&1 &
rx=$!
wait_open $rx /dev/$L && sh /tmp/long.sh
wait_exit $rx 10
printf 'pulse 896\nspace 896\npulse 896\n' > /tmp/want.txt
grep -E '^(pulse|space) ' /tmp/irctl.raw > /tmp/got.txt
expect_file "streamzap: a 20608 us space ends the signal at a 20 ms timeout" /tmp/got.txt /tmp/want.txt

# A busy host (issue 27): the press's transfers come 30 to 90 ms apart, at
# the smallest timeout, 10 ms. The receiver ends its signals itself (its
# 0xff end marker), so our core must not cut the press on its clock: the
# press reads exactly and decodes. The delays are usbemu's own sleeps
# between the packets; mainline's streamzap.ko gets the same in
# 40-coexist.sh (which keeps mainline's devices until power-off).
for n in 0 1; do
	printf 'in 33 66 63\nsleep 30\nin 33 36 33\nsleep 60\nin 63 33 33 33\nsleep 90\nin 36 3F\nsleep 90\nin FF\n' \
		> /tmp/late$n.cmd
	echo "timeout 5 sh -c 'cat /tmp/late$n.cmd > /tmp/sz$n.in'" > /tmp/late$n.sh
done
lirctest settimeout /dev/$L 10000
capture_irctl "$L" /tmp/late0.sh /tmp/got.txt
expect_file "streamzap: at a 10 ms timeout, a press whose transfers come 30-90 ms apart reads exactly" \
	/tmp/got.txt /tmp/press.txt
run_lirctest codes /dev/$L "$EV" $P_RC5_SZ 0x28c1 $KEY_NUMERIC_1 sh /tmp/late0.sh
lirctest settimeout /dev/$L 20000

# Two Streamzaps at once keep their events apart.
plug 1 1
if wait_for 15 sz_bound 2; then
	pass "streamzap: a second device binds"
	L2=$(sz_lirc 2)
	EV2=$(evdev_of "$L2")
	run_lirctest codes /dev/$L2 "$EV2" $P_RC5_SZ 0x28c1 $KEY_NUMERIC_1 sh /tmp/press1.sh
	run_lirctest nocode "streamzap: the other device sees nothing" \
		/dev/$L "$EV" sh /tmp/press1.sh
else
	fail "streamzap: a second device binds" "$(tail -n 3 /tmp/sz1.out | tr '\n' ' ')"
fi
unplug 1

# Latency, ours: usbemu stamps its writes, the reader its wake-ups.
rm -f /tmp/stamps
echo "stamps /tmp/stamps" >&5
run_lirctest latency /dev/$L /tmp/sz0.in /tmp/stamps 200 ours

# dmesg_has PATTERN: the kernel log has a line matching PATTERN (grep -E).
dmesg_has() {
	dmesg | grep -qE "$1"
}
dmesg_count() {
	dmesg | grep -cE "$1"
}
echo 'module lirc_core +p' > /sys/kernel/debug/dynamic_debug/control

# URB errors. A stalled endpoint is cleared by the driver and nothing is
# lost; one that stays stalled (wedged) ends the stream after 10 tries, no
# live-lock; the next open works again once the device recovers.
echo halt >&5
capture_irctl "$L" /tmp/press0.sh /tmp/got.txt
expect_file "streamzap: a stalled endpoint is cleared and the press reads exactly" \
	/tmp/got.txt /tmp/press.txt
check "streamzap: the stall is reported" \
	dmesg_has '1-1:1.0: IN endpoint stalled, clearing it$'
# A wedged endpoint stays stalled whatever the host does: after 10 tries
# the stream rests, then tries again after 1 s, 2 s, 4 s...: no live-lock,
# and an open reader gets data again by itself once the device recovers.
GIVEUP='1-1:1.0: IN stream stopped after 10 errors \(last -32\), retrying in'
n0=$(dmesg_count "$GIVEUP")
gave_up() {
	[ "$(dmesg_count "$GIVEUP")" -gt "$n0" ]
}
ir-ctl -d /dev/$L -r --mode2 -1 > /tmp/irctl.raw 2>&1 &
rx=$!
wait_open $rx /dev/$L
echo wedge >&5
check "streamzap: a wedged endpoint: the stream gives up after 10 stalls" \
	wait_for 10 gave_up
sleep 2.5
n=$(( $(dmesg_count "$GIVEUP") - n0 ))
[ $n -ge 2 ] && [ $n -le 3 ] &&
	pass "streamzap: a wedged endpoint: retries rest in between" ||
	fail "streamzap: a wedged endpoint: retries rest in between" "$n give-ups in 2.5 s"
check "streamzap: the rest doubles" sh -c \
	"dmesg | grep -q 'retrying in 1000 ms$' && dmesg | grep -q 'retrying in 2000 ms$'"
echo unhalt >&5
sh /tmp/press0.sh
wait_exit $rx 15
grep -E '^(pulse|space) ' /tmp/irctl.raw > /tmp/got.txt
expect_file "streamzap: once the device recovers the open reader gets the press exactly" \
	/tmp/got.txt /tmp/press.txt

# A babbling device (packets longer than its wMaxPacketSize): the host
# sees -EOVERFLOW; the transfer is dropped with a message, the stream goes on.
plug 1 1 babble
if wait_for 15 sz_bound 2; then
	L2=$(sz_lirc 2)
	printf 'in 33 66 63 33 36 33 63 33 33 33 36 3F FF\n' > /tmp/babble.cmd
	cat /tmp/press1.cmd >> /tmp/babble.cmd
	echo "timeout 5 sh -c 'cat /tmp/babble.cmd > /tmp/sz1.in'" > /tmp/babble.sh
	capture_irctl "$L2" /tmp/babble.sh /tmp/got.txt
	expect_file "streamzap: after a babbled transfer the next press reads exactly" \
		/tmp/got.txt /tmp/press.txt
	check "streamzap: the babble is reported" \
		dmesg_has '2-1:1.0: IN transfer failed: -75$'
	# Unplug while the driver is busy clearing a stall.
	echo wedge >&6
	ir-ctl -d /dev/$L2 -r --mode2 > /tmp/irctl.raw 2>&1 &
	rx=$!
	wait_open $rx /dev/$L2
	unplug 1
	wait_exit $rx 5
	if [ $? != 124 ] && wait_for 5 sz_gone 2; then
		pass "streamzap: unplug while clearing a stall"
	else
		fail "streamzap: unplug while clearing a stall" "reader or device still there"
	fi
else
	fail "streamzap: a babbling device binds" "$(tail -n 3 /tmp/sz1.out | tr '\n' ' ')"
	unplug 1
fi

# Power management. An idle receiver may autosuspend (the USB default is
# "on"; a user or udev allows it); a reader or an input user resumes it.
# The console's keyboard handler (CONFIG_VT) keeps every input device with
# keys open, so it is a user too: inhibiting the input device closes it.
inhibit() {
	for f in /sys/class/lirc_core/$1/input*/inhibited; do
		echo "$2" > "$f"
	done
}
U=/sys/bus/usb/devices/1-1
# may_autosuspend lircN 1|0: allow an idle $U to suspend at once, or not.
may_autosuspend() {
	inhibit "$1" "$2"
	echo 0 > $U/power/autosuspend_delay_ms
	[ "$2" = 1 ] && echo auto > $U/power/control || echo on > $U/power/control
}
is_suspended() {
	grep -qx suspended $U/power/runtime_status
}
may_autosuspend "$L" 1
check "streamzap: an idle receiver autosuspends" wait_for 5 is_suspended
capture_irctl "$L" /tmp/press0.sh /tmp/got.txt
expect_file "streamzap: opening resumes it and a press reads exactly" \
	/tmp/got.txt /tmp/press.txt
check "streamzap: the driver saw the autosuspend and the resume" sh -c \
	"dmesg | grep -q '1-1:1.0: autosuspend (idle)$' && dmesg | grep -q '1-1:1.0: resume (idle)$'"
check "streamzap: it suspends again after the last close" wait_for 5 is_suspended
ir-ctl -d /dev/$L -r --mode2 > /tmp/irctl.raw 2>&1 &
rx=$!
wait_open $rx /dev/$L
sleep 0.3
check "streamzap: it stays awake while a reader is open" \
	grep -qx active $U/power/runtime_status
kill $rx
wait $rx 2>/dev/null
wait_for 5 is_suspended
inhibit "$L" 0
check "streamzap: an input user (the console keyboard) resumes it" \
	wait_for 5 grep -qx active $U/power/runtime_status
evtest_around "$EV" sh /tmp/press0.sh
check "streamzap: after resume the input device gets the key" \
	grep -q 'type 1 (EV_KEY), code 513 (KEY_NUMERIC_1), value 1$' /tmp/evtest.txt

# A bus reset (USBDEVFS_RESET) while a reader is open: the driver pauses
# the stream around it, the lirc device and the open file stay.
ir-ctl -d /dev/$L -r --mode2 -1 > /tmp/irctl.raw 2>&1 &
rx=$!
wait_open $rx /dev/$L
lirctest usbreset $U "streamzap: USBDEVFS_RESET on an open receiver"
sh /tmp/press0.sh
wait_exit $rx 10
grep -E '^(pulse|space) ' /tmp/irctl.raw > /tmp/got.txt
expect_file "streamzap: a reader open across a reset reads the next press exactly" \
	/tmp/got.txt /tmp/press.txt
check "streamzap: the reset kept the lirc device" test "$(sz_lirc 1)" = "$L"
check "streamzap: the driver paused for the reset" sh -c \
	"dmesg | grep -q '1-1:1.0: pre-reset (streaming)$' && dmesg | grep -q '1-1:1.0: post-reset (streaming)$'"
echo on > $U/power/control

# Unplug while a reader is blocked; then replug gets a working device,
# this time one that needs a reset after every suspend (quirk b,
# USB_QUIRK_RESET_RESUME): resume goes through reset-resume.
run_lirctest unplug /dev/$L "kill $SZPID0"
unplug 0
echo 0e9c:0000:b > /sys/module/usbcore/parameters/quirks
plug 0 0
if wait_for 15 sz_bound 1; then
	L=$(sz_lirc 1)
	capture_irctl "$L" /tmp/press0.sh /tmp/got.txt
	expect_file "streamzap: after replug the press reads the same" /tmp/got.txt /tmp/press.txt
	may_autosuspend "$L" 1
	check "streamzap: a reset-resume device autosuspends" wait_for 5 is_suspended
	capture_irctl "$L" /tmp/press0.sh /tmp/got.txt
	expect_file "streamzap: after a reset-resume a press reads exactly" \
		/tmp/got.txt /tmp/press.txt
	check "streamzap: the driver was reset-resumed" \
		dmesg_has '1-1:1.0: reset-resume \(idle\)$'
	# Unplugged while suspended: unbinds cleanly; a new device binds.
	check "streamzap: it autosuspends again after the reader left" wait_for 5 is_suspended
	unplug 0
	check "streamzap: unplug while autosuspended unbinds" wait_for 5 sz_gone 1
else
	fail "streamzap: replug binds again" "$(tail -n 3 /tmp/sz0.out | tr '\n' ' ')"
	unplug 0
fi
echo > /sys/module/usbcore/parameters/quirks
plug 0 0
check "streamzap: a device plugged after that binds" wait_for 15 sz_bound 1

# Crafted descriptors are refused cleanly; two interfaces bind once.
# Each probe has ended once its refusal is in the log (and, for twointf,
# interface 0 is bound).
refusals() {
	dmesg_count '2-1:1\.[01]: refused: '
}
refused_since() {
	[ "$(refusals)" -gt "$1" ]
}
for v in noep outep bulk zeromps twointf; do
	r0=$(refusals)
	plug 1 1 $v
	wait_for 15 grep -q READY /tmp/sz1.out
	wait_for 10 refused_since "$r0" ||
		fail "streamzap: descriptor '$v': a refusal is logged" "none within 10 s"
	[ $v = twointf ] && wait_for 10 sz_bound 2
	n=$(ls -d /sys/bus/usb/drivers/lirc_streamzap/2-1:1.* 2>/dev/null | wc -l)
	if [ $v = twointf ]; then
		[ "$n" = 1 ] && [ -n "$(sz_lirc 2)" ] &&
			pass "streamzap: two interfaces: only interface 0 binds" ||
			fail "streamzap: two interfaces: only interface 0 binds" "$n bound"
	else
		[ "$n" = 0 ] && pass "streamzap: descriptor '$v' is refused" ||
			fail "streamzap: descriptor '$v' is refused" "$n interfaces bound"
	fi
	[ $v = twointf ] || unplug 1
done
check "streamzap: refusals are explained in the log" sh -c \
	"dmesg | grep -q 'no usable interrupt-IN endpoint'"

# Malformed streams (issue 8): a frame cut inside an escape or without
# its end marker, lone escape bytes, empty packets; after a pause the next
# press must read exactly and decode. The cases are in lib.sh.
L=$(sz_lirc 1)
EV=$(evdev_of "$L")
sz_malformed streamzap "/dev/$L" "$EV" /tmp/sz0.in 1

unplug 1
check "streamzap: our modules unload with a device plugged" \
	sh -c "rmmod lirc_streamzap && rmmod lirc_core"
unplug 0
