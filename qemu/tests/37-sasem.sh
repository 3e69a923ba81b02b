# SPDX-License-Identifier: GPL-2.0
# lirc_sasem on emulated Sasem OnAir units (usbemu model sasem, 11ba:0101):
# codes as NEC scancodes and keys, the device's repeat packet (in time and
# late), LIRCCODE through Debian's lircd with lircd.conf.sasem and irw;
# the VFD as a text display: its nine packets per frame, the contrast
# through sysfs and the ioctl, bad values, write sizes, unmodified LCDd
# (driver imon) and a client; unplug during a frame and under LCDd,
# replug, a USB reset, a stalled OUT endpoint; crafted descriptors (no OUT
# endpoint: a receiver without display; no IN endpoint: refused); a seeded
# sweep of malformed IR packets; two units at once. What the device must
# send and receive is written here from the formats
# (../shared/reference/devices.md and the issue), never read from the
# driver. Sourced by /init after 36-display.sh, before 40-coexist.sh.
M=/modules
ID=/sys/bus/usb/drivers/lirc_sasem
DC=/sys/class/lirc_display
SASEMCONF=/usr/share/lirc/remotes/sasem/lircd.conf.sasem
P_NEC=9
KEY_1=2
KEY_0=11
KEY_VOLUMEUP=115
KEY_POWER=116
KEY_PLAYPAUSE=164
S_T0=$(date +%s)
s_time() {
	echo "INFO sasem time: $1 after $(( $(date +%s) - S_T0 )) s"
}

# s_node N: the display node (lcdK) of the unit on bus N, if any.
s_node() {
	im_child "$1" lirc_display
}
s_has_node() {
	[ -n "$(s_node "$1")" ]
}
s_no_display() {
	im_bound "$1" && ! s_has_node "$1"
}
s_gone() {
	! test -e $ID/$1-1:1.0
}
# s_frame CC HEX: the nine packets showing the 32 bytes HEX at contrast
# byte CC, as one line: 07 CC, 09 01, 0b 01, bytes 0-7, 8-15, 09 01,
# 0b 02, bytes 16-23, 24-31 (packets of 8 bytes, zero-filled).
s_frame() {
	echo "$2" | awk -v cc="$1" '{
		z = "00 00 00 00 00 00"
		printf "07 %s %s 09 01 %s 0b 01 %s", cc, z, z, z
		for (i = 1; i <= 16; i++) printf " %s", $i
		printf " 09 01 %s 0b 02 %s", z, z
		for (i = 17; i <= 32; i++) printf " %s", $i
		print ""
	}'
}
# s_text CC TEXT: s_frame for a text.
s_text() {
	s_frame "$1" "$(lcd_hex "$2")"
}
# s_frames FILE: each complete frame the unit received (nine OUT packets
# of 8 bytes: 07 first, the set-up packets in their places), one per line.
s_frames() {
	awk '/^OUT / && NF == 9 {
		b = substr($0, 5)
		if (k == 1 && b != "09 01 00 00 00 00 00 00") k = 0
		if (k == 2 && b != "0b 01 00 00 00 00 00 00") k = 0
		if (k == 5 && b != "09 01 00 00 00 00 00 00") k = 0
		if (k == 6 && b != "0b 02 00 00 00 00 00 00") k = 0
		if (k == 0) {
			if ($2 == "07") { fr = b; k = 1 }
			next
		}
		fr = fr " " b
		if (++k == 9) { print fr; k = 0 }
	}' "$1"
}
# s_last FILE WANT: the last complete frame in FILE is WANT (reads only
# the end of FILE: LCDd adds 72 lines a second).
s_last() {
	tail -n 60 "$1" > /tmp/sasem.tail
	got=$(s_frames /tmp/sasem.tail | tail -n 1)
	[ "$got" = "$2" ] && return 0
	echo "last frame '$got', want '$2'"
	return 1
}
s_count() {
	s_frames "$1" | grep -cxF "$2"
}
s_more() {
	[ "$(s_count "$1" "$2")" -gt "$3" ]
}
s_lines() {
	wc -l < "$1"
}
# s_write DEV HEX: one write() of these bytes; its result in $S_RES.
s_write() {
	S_RES=$(lcdtest write -x "$1" "$2" 2>&1)
}
# s_press N FILE CMDS: a script FILE that sends usbemu commands CMDS
# (';'-separated) to unit N, for lirctest's COMMAND.
s_press() {
	echo "echo '$3' | tr ';' '\n' > /tmp/im$1.in" > "$2"
}

if ! grep -q '^lirc_core ' /proc/modules; then
	insmod $M/lirc_core.ko
fi
insmod $M/lirc_sasem.ko
check "sasem: the module has no parameters" sh -c "! test -e /sys/module/lirc_sasem/parameters"
check "sasem: MODULE_DEVICE_TABLE names 11ba:0101 (modalias for udev)" \
	grep -aq 'alias=usb:v11BAp0101d' $M/lirc_sasem.ko

# ---- the receiver ----
im_mark s-bind
im_plug 1 sasem
check "sasem: 11ba:0101 binds" wait_for 15 im_bound 1
check "sasem: and registers its VFD" wait_for 15 s_has_node 1
SL=$(im_lirc 1)
SEV=$(evdev_of "$SL")
N=$(s_node 1)
V=/dev/$N
echo "INFO sasem: /dev/$SL, $SEV, $V"
ir-ctl -d /dev/$SL -f > /tmp/features.txt 2>&1
check "sasem: ir-ctl -f: the receiver reports decoded scancodes, sends nothing" \
	sh -c "grep -qxF ' - Device can receive scancodes' /tmp/features.txt &&
	       ! grep -q 'Device can send' /tmp/features.txt"
check "sasem: input device named after the unit, a USB device 11ba:0101" \
	sh -c "grep -q 'Sasem' /sys/class/lirc_core/$SL/input*/name &&
	       grep -qx 11ba /sys/class/lirc_core/$SL/input*/id/vendor &&
	       grep -qx 0101 /sys/class/lirc_core/$SL/input*/id/product"

s_press 1 /tmp/s1-key1.sh 'nec 08'
s_press 1 /tmp/s1-power.sh 'nec 00'
s_press 1 /tmp/s1-play.sh 'nec 49'
s_press 1 /tmp/s1-key0.sh 'nec 41'
s_press 1 /tmp/s1-unknown.sh 'nec 42'
run_lirctest codes /dev/$SL "$SEV" $P_NEC 0x8008 $KEY_1 sh /tmp/s1-key1.sh
run_lirctest codes /dev/$SL "$SEV" $P_NEC 0x8000 $KEY_POWER sh /tmp/s1-power.sh
run_lirctest codes /dev/$SL "$SEV" $P_NEC 0x8049 $KEY_PLAYPAUSE sh /tmp/s1-play.sh
run_lirctest codes /dev/$SL "$SEV" $P_NEC 0x8041 $KEY_0 sh /tmp/s1-key0.sh
run_lirctest codes /dev/$SL "$SEV" $P_NEC 0x8042 0 sh /tmp/s1-unknown.sh

# The repeat packet: 100 ms after the press it repeats it, 400 ms after
# it is dropped; alone (no press) it is nothing.
s_press 1 /tmp/s1-rep100.sh 'nec 0e;sleep 100;rep'
s_press 1 /tmp/s1-rep400.sh 'nec 0e;sleep 400;rep'
s_press 1 /tmp/s1-rep-chain.sh 'nec 0e;sleep 100;rep;sleep 200;rep;sleep 200;rep'
s_press 1 /tmp/s1-rep-alone.sh 'rep;sleep 100;rep'
s_press 1 /tmp/s1-rep-bad.sh 'nec 0e;sleep 50;in 0c 80 7f 0e f0 00 00 00;sleep 50;rep'
run_lirctest hwrepeat /dev/$SL "$SEV" $P_NEC 0x800e $KEY_VOLUMEUP 1 sh /tmp/s1-rep100.sh
run_lirctest hwrepeat /dev/$SL "$SEV" $P_NEC 0x800e $KEY_VOLUMEUP 0 sh /tmp/s1-rep400.sh
run_lirctest nocode "sasem: a repeat packet without a press is nothing" \
	/dev/$SL "$SEV" sh /tmp/s1-rep-alone.sh
emu_sync im1	# the lone repeats have been sent
evtest_around "$SEV" im_run 1 /tmp/s1-rep-chain.sh
check "sasem: chained repeats 200 ms apart each repeat the press (4 MSC_SCAN, one key press)" \
	sh -c "[ \$(grep -c 'MSC_SCAN.*value 800e' /tmp/evtest.txt) = 4 ] &&
	       [ \$(grep -c 'KEY_VOLUMEUP), value 1' /tmp/evtest.txt) = 1 ] &&
	       [ \$(grep -c 'KEY_VOLUMEUP), value 0' /tmp/evtest.txt) = 1 ]"
# (evtest_around has waited until the key went up)
evtest_around "$SEV" im_run 1 /tmp/s1-rep-bad.sh
check "sasem: a repeat after a malformed packet is dropped (1 MSC_SCAN)" \
	sh -c "[ \$(grep -c 'MSC_SCAN), value' /tmp/evtest.txt) = 1 ]"

# ---- LIRCCODE: Debian's lircd with lircd.conf.sasem, irw ----
check "sasem: legacy_lirccode off by default: SCANCODE, no LIRCCODE" \
	sh -c "grep -qx 0 /sys/class/lirc_core/$SL/legacy_lirccode"
echo 1 > /sys/class/lirc_core/$SL/legacy_lirccode
ir-ctl -d /dev/$SL -f > /tmp/features.txt 2>&1
check "sasem: legacy_lirccode: ir-ctl -f sees a LIRCCODE receiver" \
	grep -q 'receive using device dependent LIRCCODE' /tmp/features.txt
lircd_start "$SL" $SASEMCONF
sh /tmp/s1-key1.sh
check "sasem: lircd (LIRCCODE, lircd.conf.sasem) names KEY_1: irw" \
	irw_has '^0c807f08f7000000 00 KEY_1 lirc_sasem$'
sh /tmp/s1-power.sh
check "sasem: lircd names KEY_POWER: irw" irw_has ' 00 KEY_POWER lirc_sasem$'
sh /tmp/s1-rep100.sh
check "sasem: lircd names KEY_VOLUMEUP and counts its repeat: irw" \
	irw_has ' 01 KEY_VOLUMEUP lirc_sasem$'
sleep 0.5
sh /tmp/s1-rep400.sh
sleep 1
check "sasem: the late repeat is no repeat for lircd" \
	sh -c "[ \$(grep -c ' 01 KEY_VOLUMEUP lirc_sasem\$' /tmp/irw.txt) = 1 ]"
echo "INFO sasem: irw printed: $(tr '\n' '|' < /tmp/irw.txt)"
lircd_stop
echo 0 > /sys/class/lirc_core/$SL/legacy_lirccode
s_time "receiver done"

# ---- the VFD: class attributes, sizes, ioctls ----
check "sasem vfd: /dev/$N is a character device of class lirc_display" \
	sh -c "test -c $V && test -e $DC/$N"
check "sasem vfd: type text, geometry 16x2, contrast 1000 at first" \
	sh -c "grep -qx text $DC/$N/type && grep -qx 16x2 $DC/$N/geometry &&
	       grep -qx 1000 $DC/$N/contrast"
check "sasem vfd: its sysfs parent is the USB interface" \
	sh -c "[ \"\$(readlink -f $DC/$N/device)\" = \"\$(readlink -f /sys/bus/usb/devices/1-1:1.0)\" ]"
check "sasem vfd: at probe the VFD is cleared (one packet 0c 00 00 00 00 00 00 00), nothing else" wait_for 5 \
	sh -c "[ \"\$(grep '^OUT ' /tmp/im1.out)\" = 'OUT 0c 00 00 00 00 00 00 00' ]"
lcdtest info $V 1 16 2 0 1000 "sasem vfd"
lcdtest sizes $V "sasem vfd"
lcdtest busy $V "sasem vfd"
lcdtest ioctl $V "sasem vfd"
# lcdtest ioctl leaves contrast 1000 (it restores what it found).
check "sasem vfd: contrast back at 1000 after the ioctl checks" grep -qx 1000 $DC/$N/contrast

RAW="00 01 07 10 11 16 9d a0 1b 0a 0d ff 41 42 43 44 45 46 47 48 49 4a 4b 4c 4d 4e 4f 50 51 52 53 54"
s_write $V "$RAW"
check "sasem vfd: a write of 32 raw bytes returns 32" test "$S_RES" = "wrote 32"
check "sasem vfd: the nine packets carry them unchanged, contrast 1000 (0x28)" \
	wait_for 5 s_last /tmp/im1.out "$(s_frame 28 "$RAW")"
s_write $V "41"
check "sasem vfd: one byte shows with 31 spaces" \
	wait_for 5 s_last /tmp/im1.out "$(s_text 28 A)"
for bad in 0 33; do
	if [ $bad = 0 ]; then lcdtest write $V "" > /tmp/w.out 2>&1; else
		lcdtest write $V "$(printf '%033d' 0)" > /tmp/w.out 2>&1; fi
	check "sasem vfd: a write of $bad bytes is EINVAL" grep -qx 'error EINVAL' /tmp/w.out
done
echo "Sasem OnAir" > $DC/$N/message
check "sasem vfd: message shows text" \
	wait_for 5 s_last /tmp/im1.out "$(s_text 28 'Sasem OnAir')"
printf 'Row one\nRow two\n' > $DC/$N/message
MSG=$(printf '%-16s%s' 'Row one' 'Row two')
check "sasem vfd: message with two rows" wait_for 5 s_last /tmp/im1.out "$(s_text 28 "$MSG")"
echo 1 > $DC/$N/clear
check "sasem vfd: clear sends 0c 00 00 00 00 00 00 00" \
	wait_for 5 sh -c "tail -n 1 /tmp/im1.out | grep -qx 'OUT 0c 00 00 00 00 00 00 00'"
echo "Row one" > $DC/$N/message

# ---- contrast: sysfs and ioctl, each value resends the last frame ----
# s_contrast_sysfs VALUE CC: VALUE through sysfs; the last frame is sent
# again at once with contrast byte CC.
s_contrast_sysfs() {
	c0=$(s_count /tmp/im1.out "$(s_text "$2" 'Row one')")
	if ! echo "$1" > $DC/$N/contrast; then
		fail "sasem contrast: sysfs $1 is accepted" "write failed"
		return
	fi
	check "sasem contrast: sysfs $1 reads back" grep -qx "$1" $DC/$N/contrast
	check "sasem contrast: sysfs $1: the frame is sent again at once with 0x$2" \
		wait_for 5 s_more /tmp/im1.out "$(s_text "$2" 'Row one')" "$c0"
}
s_contrast_ioctl() {
	c0=$(s_count /tmp/im1.out "$(s_text "$2" 'Row one')")
	check "sasem contrast: ioctl $1 is set and read back" \
		sh -c "lcdtest contrast $V $1 | grep -qx 'contrast $1'"
	check "sasem contrast: ioctl $1: the frame is sent again at once with 0x$2" \
		wait_for 5 s_more /tmp/im1.out "$(s_text "$2" 'Row one')" "$c0"
}
wait_for 5 s_last /tmp/im1.out "$(s_text 28 'Row one')"
s_contrast_sysfs 0 2b
s_contrast_sysfs 1 2b
s_contrast_sysfs 250 2b
s_contrast_sysfs 251 2a
s_contrast_sysfs 750 29
s_contrast_sysfs 1000 28
s_contrast_ioctl 0 2b
s_contrast_ioctl 1 2b
s_contrast_ioctl 250 2b
s_contrast_ioctl 500 2a
s_contrast_ioctl 1000 28
echo 250 > $DC/$N/contrast
L0=$(s_lines /tmp/im1.out)
for bad in -1 1001 text '' 4294967296; do
	# a number beyond 32 bits is ERANGE, as kstrtouint() says
	err='invalid argument'
	[ "$bad" = 4294967296 ] && err='out of range'
	if echo "$bad" > $DC/$N/contrast 2> /tmp/c.err; then
		fail "sasem contrast: sysfs '$bad' is refused" "accepted"
	else
		check "sasem contrast: sysfs '$bad' is refused ($err)" grep -qi "$err" /tmp/c.err
	fi
done
for bad in -1 1001 4294967295; do
	check "sasem contrast: ioctl $bad is EINVAL" \
		sh -c "lcdtest contrast $V $bad | grep -qx 'error EINVAL'"
done
check "sasem contrast: after the refused values it is still 250, nothing was sent" \
	sh -c "grep -qx 250 $DC/$N/contrast && [ \$(wc -l < /tmp/im1.out) = $L0 ]"
s_write $V "$(lcd_hex 'Next frame' | cut -c1-29)"
check "sasem contrast: the next frame carries the contrast (250: 0x2b)" \
	wait_for 5 s_last /tmp/im1.out "$(s_text 2b 'Next frame')"
echo 1000 > $DC/$N/contrast
check "sasem contrast: and the frame comes again with 1000 (0x28)" \
	wait_for 5 s_last /tmp/im1.out "$(s_text 28 'Next frame')"

# A USB reset: the core sends the last frame again, with the contrast.
echo 500 > $DC/$N/contrast
c0=$(s_count /tmp/im1.out "$(s_text 2a 'Next frame')")
lirctest usbreset /sys/bus/usb/devices/1-1 "sasem reset"
check "sasem vfd: after a USB reset the last frame is sent again (0x2a)" \
	wait_for 10 s_more /tmp/im1.out "$(s_text 2a 'Next frame')" "$c0"
check "sasem: after the reset the receiver still decodes" im_bound 1
run_lirctest codes /dev/$SL "$SEV" $P_NEC 0x8008 $KEY_1 sh /tmp/s1-key1.sh
echo 1000 > $DC/$N/contrast
s_time "vfd done"

# ---- LCDd (driver imon) and a client ----
lcdd_conf /tmp/lcdd.conf imon Device=$V Size=16x2
L0=$(s_lines /tmp/im1.out)
if lcdd_start /tmp/lcdd.conf; then
	pass "sasem lcdd: LCDd with driver imon starts on $V"
else
	fail "sasem lcdd: LCDd with driver imon starts on $V" "$(tail -n 5 /tmp/lcdd.log | tr '\n' '|')"
fi
lcd_show "Sasem OnAir" "LCDd on $N"
ROWS=$(printf '%-16s%s' 'Sasem OnAir' "LCDd on $N")
check "sasem lcdd: a client's widgets reach the unit as nine packets, byte for byte" \
	wait_for 10 s_last /tmp/im1.out "$(s_text 28 "$ROWS")"
check "sasem lcdd: message is EBUSY while LCDd has the display" \
	sh -c "! echo x > $DC/$N/message"
echo 1 > $DC/$N/contrast
check "sasem lcdd: contrast through sysfs beside LCDd: its frames carry 0x2b" \
	wait_for 10 s_last /tmp/im1.out "$(s_text 2b "$ROWS")"
echo 1000 > $DC/$N/contrast
wait_for 10 s_last /tmp/im1.out "$(s_text 28 "$ROWS")"
tail -n +$((L0 + 1)) /tmp/im1.out | grep '^OUT ' > /tmp/lcdd.out.txt
F=$(s_frames /tmp/lcdd.out.txt | wc -l)
T=$(wc -l < /tmp/lcdd.out.txt)
check "sasem lcdd: every frame is whole ($F frames in $T packets)" \
	test $F -gt 2 -a $((T - 9 * F)) -ge 0 -a $((T - 9 * F)) -lt 9
echo "INFO sasem lcdd: LCDd printed: $(grep -iE 'driver|imon|device|error|listen|connect|client' /tmp/lcdd.log | grep -v 'WITHOUT ANY' | head -n 8 | tr '\n' '|')"
echo "INFO sasem lcdd: the unit's last frame: $(s_frames /tmp/lcdd.out.txt | tail -n 1)"
# Unplug under LCDd: it keeps running (it ignores write errors) and ends on SIGTERM.
im_mark s-lcdd-unplug
im_unplug 1
check "sasem lcdd: unplug under LCDd unbinds the unit" wait_for 10 s_gone 1
check "sasem lcdd: the display node goes" sh -c "! test -e $DC/$N"
sleep 0.5
check "sasem lcdd: LCDd survives the unplug" kill -0 "$LCDDPID"
lcd_hide
lcdd_stop
st=$?
echo "INFO sasem lcdd: LCDd's exit status after SIGTERM: $st"
check "sasem lcdd: LCDd ends on SIGTERM (not stuck in a call)" test "$st" -lt 124
im_plug 1 sasem
check "sasem: replug binds with its display" wait_for 15 s_has_node 1
N=$(s_node 1)
V=/dev/$N
SL=$(im_lirc 1)
SEV=$(evdev_of "$SL")
s_write $V "$(lcd_hex 'Replugged' | cut -c1-26)"
check "sasem: after replug the display works" \
	wait_for 5 s_last /tmp/im1.out "$(s_text 28 'Replugged')"
run_lirctest codes /dev/$SL "$SEV" $P_NEC 0x8008 $KEY_1 sh /tmp/s1-key1.sh
s_time "lcdd done"

# ---- unplug during a frame; a stalled OUT endpoint ----
lcdtest unplugged $V "sasem unplug" "kill $IMPID1; i=0; while [ -e $ID/1-1:1.0 ] && [ \$i -lt 100 ]; do sleep 0.1; i=\$((i+1)); done"
im_unplug 1
im_plug 1 sasem
wait_for 15 s_has_node 1
V=/dev/$(s_node 1)
# The unit stops taking OUT packets mid-frame: the write waits; the unplug ends it.
im_cmd 1 outblock
emu_sync im1
lcdtest write $V "blocked frame" > /tmp/w.out 2>&1 &
wp=$!
check "sasem unplug: the write waits (in write)" wait_writing $wp
im_unplug 1
t0=$(ms_now)
wait_exit $wp 10
t1=$(ms_now)
check "sasem unplug: a frame in progress ends within 5 s of the unplug ($((t1 - t0)) ms: $(cat /tmp/w.out))" \
	test $((t1 - t0)) -lt 5000
check "sasem unplug: the unit is gone after a frame in progress" wait_for 10 s_gone 1
im_plug 1 sasem
wait_for 15 s_has_node 1
N=$(s_node 1)
V=/dev/$N
im_cmd 1 outhalt
s_write $V "$(lcd_hex STALL | cut -c1-14)"
echo "INFO sasem stall: the write while the OUT endpoint is halted: $S_RES"
im_cmd 1 outunhalt
s_write $V "$(lcd_hex STALL | cut -c1-14)"
check "sasem stall: after a halt the next write succeeds" test "$S_RES" = "wrote 5"
check "sasem stall: and the unit shows it" wait_for 5 s_last /tmp/im1.out "$(s_text 28 STALL)"
im_cmd 1 outblock
t0=$(ms_now)
s_write $V "42 4c 4f 43 4b"
t1=$(ms_now)
check "sasem stall: an OUT transfer that never completes: ETIMEDOUT ($S_RES)" \
	test "$S_RES" = "error ETIMEDOUT"
check "sasem stall: ... within 3 s ($((t1 - t0)) ms)" test $((t1 - t0)) -lt 3000
C0=$(cat $DC/$N/contrast)
if echo 500 > $DC/$N/contrast 2> /tmp/c.err; then C_RC=0; else C_RC=1; fi
check "sasem stall: a contrast whose frame cannot go out: an error ($(cat /tmp/c.err)), the contrast stays $C0" \
	sh -c "[ $C_RC = 1 ] && grep -qx '$C0' $DC/$N/contrast"
im_cmd 1 outunblock
s_write $V "4f 4b"
check "sasem stall: once the unit takes packets again, a write succeeds" test "$S_RES" = "wrote 2"
check "sasem stall: and its frame arrives whole" wait_for 5 s_last /tmp/im1.out "$(s_text 28 OK)"
SL=$(im_lirc 1)
SEV=$(evdev_of "$SL")
run_lirctest codes /dev/$SL "$SEV" $P_NEC 0x8000 $KEY_POWER sh /tmp/s1-power.sh
s_time "stall done"

# ---- crafted descriptors ----
im_mark s-noout
im_plug 2 sasem noout
check "sasem noout: without an OUT endpoint the unit binds as a receiver" wait_for 15 im_bound 2
check "sasem noout: ... without a display, and says so" \
	sh -c "! test -n \"\$(s_node 2)\" && dmesg | sed -n '/lirc-test: mark s-noout\$/,\$p' | grep -q 'no OUT endpoint'"
L2=$(im_lirc 2)
s_press 2 /tmp/s2-key1.sh 'nec 08'
run_lirctest codes /dev/$L2 "$(evdev_of "$L2")" $P_NEC 0x8008 $KEY_1 sh /tmp/s2-key1.sh
im_unplug 2
wait_for 10 s_gone 2
im_mark s-smallout
im_plug 2 sasem smallout
check "sasem smallout: an OUT endpoint of 4-byte packets: the unit binds as a receiver" \
	wait_for 15 im_bound 2
check "sasem smallout: ... without a display, and says so" \
	sh -c "! test -n \"\$(s_node 2)\" && dmesg | sed -n '/lirc-test: mark s-smallout\$/,\$p' | grep -q 'no OUT endpoint for 8-byte packets'"
check "sasem smallout: nothing was sent to it" sh -c "! grep -q '^OUT ' /tmp/im2.out"
im_unplug 2
wait_for 10 s_gone 2
for v in outep noep bulk zeromps; do
	im_mark "s-$v"
	im_plug 2 sasem $v
	wait_for 15 grep -q READY /tmp/im2.out
	if wait_for 5 im_log_has "s-$v" '2-1:1.0: '; then
		echo "INFO sasem $v: $(im_since "s-$v" | grep '2-1:1.0: ' | tail -n 1)"
		check "sasem $v: no usable IN endpoint: refused with a message" s_gone 2
	else
		fail "sasem $v: no usable IN endpoint: refused with a message" "no message"
	fi
	im_unplug 2
done

# ---- a seeded sweep of malformed IR packets ----
SEED=${LIRC_SASEM_SEED:-$(cat /etc/lirc-sasem-seed 2>/dev/null || echo 20261205)}
S_FUZZ_N=2000
# N malformed packets as usbemu commands, from SEED (Park-Miller generator,
# the same in any awk). None is a code of the format, and no repeat packet
# follows a code: every packet must be dropped.
awk -v seed=$SEED -v n=$S_FUZZ_N '
function rnd(m) { x = (x * 16807) % 2147483647; return int(x / 2147483647 * m) }
# pk[1..len]: the packet being made, bytes as numbers
function fill(from, to,   i) { for (i = from; i <= to; i++) pk[i] = rnd(256) }
function code(cc) {
	pk[1] = 12; pk[2] = 128; pk[3] = 127; pk[4] = cc; pk[5] = 255 - cc
	pk[6] = 0; pk[7] = 0; pk[8] = 0
}
# the generator checks its own packets against the format: a code is
# 0c 80 7f CC ~CC 00 00 00, and no packet it emits may be one
function valid(len) {
	return len == 8 && pk[1] == 12 && pk[2] == 128 && pk[3] == 127 &&
	       pk[5] == 255 - pk[4] && pk[6] == 0 && pk[7] == 0 && pk[8] == 0
}
function emit(len,   s, i) {
	if (valid(len)) { skipped++; return }
	s = "in"
	for (i = 1; i <= len; i++) s = s sprintf(" %02x", pk[i])
	print s
	c++
}
BEGIN {
	x = seed % 2147483646 + 1
	for (i = 0; i < 10; i++) rnd(2)
	while (c < n) {
		k = rnd(10)
		cc = rnd(256)
		if (k == 0) { len = 1 + rnd(7); fill(1, len); emit(len); short++ }
		else if (k == 1) { print "zlp"; zero++; c++ }
		else if (k == 2) { fill(1, 8); emit(8); rand8++ }
		else if (k == 3) { len = 9 + rnd(8); fill(1, len); emit(len); long++ }
		else if (k == 4) {	# a code with one byte changed
			code(cc)
			p = 1 + rnd(8)
			pk[p] = (pk[p] + 1 + rnd(255)) % 256
			emit(8); mutated++
		} else if (k == 5) {	# another remote: address and complement
			code(cc)
			a = rnd(256)
			if (a == 128) a = 129
			pk[2] = a; pk[3] = 255 - a
			emit(8); other++
		} else if (k == 6) {	# a code cut short or run long
			code(cc)
			if (rnd(2)) { emit(1 + rnd(7)) }
			else { len = 9 + rnd(8); fill(9, len); emit(len) }
			cut++
		} else if (k == 7) {	# a repeat packet with noise in it
			fill(1, 8)
			pk[1] = 8; pk[8] = 1 + rnd(255)
			emit(8); noisy++
		} else if (k == 8) {	# a repeat packet with no code before it
			print "in 08 00 00 00 00 00 00 00"; lone++; c++
		} else {	# a code with a wrong trailing byte
			code(cc)
			pk[8] = 1 + rnd(255)
			emit(8); trail++
		}
	}
	printf "INFO sasem fuzz: seed %d, %d packets: %d short, %d zero-length, %d random, %d long, %d mutated codes, %d other remotes, %d cut or long codes, %d noisy repeats, %d lone repeats, %d bad trailers (%d valid draws skipped)\n",
		seed, c, short, zero, rand8, long, mutated, other, cut, noisy, lone, trail, skipped > "/dev/stderr"
	print c > "/tmp/sfuzz.count"
}' 2> /tmp/sfuzz.info > /tmp/sfuzz.cmd
cat /tmp/sfuzz.info
echo "INFO sasem fuzz: seed $SEED (set LIRC_SASEM_SEED when building the initramfs to replay another)"
CNT=$(cat /tmp/sfuzz.count)
cat > /tmp/sfuzz.sh <<EOT
rm -f /tmp/sstamps
echo 'stamps /tmp/sstamps' > /tmp/im1.in
timeout 120 sh -c 'cat /tmp/sfuzz.cmd > /tmp/im1.in'
i=0
while [ \$(wc -l < /tmp/sstamps 2>/dev/null || echo 0) -lt $CNT ] && [ \$i -lt 1200 ]; do
	sleep 0.1
	i=\$((i + 1))
done
[ \$(wc -l < /tmp/sstamps) -ge $CNT ]
EOT
# A unit whose endpoint takes packets of up to 64 bytes while its
# descriptor says 8 (usbemu's babble): a packet longer than 8 bytes reaches
# the host as one transfer error (-EOVERFLOW), not as several packets.
im_unplug 1
wait_for 10 s_gone 1
im_plug 1 sasem babble
check "sasem fuzz: a unit that babbles binds" wait_for 15 im_bound 1
im_mark s-fuzz
SL=$(im_lirc 1)
SEV=$(evdev_of "$SL")
run_lirctest nocode "sasem fuzz: $CNT malformed packets (seed $SEED) give no code and no event" \
	/dev/$SL "$SEV" sh /tmp/sfuzz.sh
check "sasem fuzz: the unit sent all $CNT packets" sh -c "[ \$(wc -l < /tmp/sstamps) -ge $CNT ]"
msgs=$(( $(im_since s-fuzz | wc -l) - 1 ))
[ $msgs -lt 200 ] && pass "sasem fuzz: the messages are rate-limited ($msgs lines)" ||
	fail "sasem fuzz: the messages are rate-limited" "$msgs lines for $CNT packets"
check "sasem fuzz: the unit stays bound" sh -c "test '$(im_lirc 1)' = '$SL'"
run_lirctest codes /dev/$SL "$SEV" $P_NEC 0x8008 $KEY_1 sh /tmp/s1-key1.sh
run_lirctest hwrepeat /dev/$SL "$SEV" $P_NEC 0x800e $KEY_VOLUMEUP 1 sh /tmp/s1-rep100.sh
s_time "fuzz done"

# ---- two units at once ----
im_plug 2 sasem
check "sasem two: a second unit binds with its own display" wait_for 15 s_has_node 2
L1=$(im_lirc 1)
L2=$(im_lirc 2)
N1=$(s_node 1)
N2=$(s_node 2)
check "sasem two: two lirc devices, two displays" \
	sh -c "[ -n '$L2' ] && [ '$L1' != '$L2' ] && [ -n '$N2' ] && [ '$N1' != '$N2' ]"
E1=$(evdev_of "$L1")
E2=$(evdev_of "$L2")
s_press 2 /tmp/s2-play.sh 'nec 49'
run_lirctest codes /dev/$L2 "$E2" $P_NEC 0x8049 $KEY_PLAYPAUSE sh /tmp/s2-play.sh
run_lirctest nocode "sasem two: unit 1 sees nothing of unit 2's press" /dev/$L1 "$E1" sh /tmp/s2-play.sh
run_lirctest nocode "sasem two: unit 2 sees nothing of unit 1's press" /dev/$L2 "$E2" sh /tmp/s1-key1.sh
run_lirctest codes /dev/$L1 "$E1" $P_NEC 0x8008 $KEY_1 sh /tmp/s1-key1.sh
L1N=$(s_lines /tmp/im1.out)
s_write /dev/$N2 "$(lcd_hex 'Unit two' | cut -c1-23)"
check "sasem two: unit 2's display shows its frame" \
	wait_for 5 s_last /tmp/im2.out "$(s_text 28 'Unit two')"
echo 10 > $DC/$N2/contrast
check "sasem two: unit 2's contrast resends unit 2's frame" \
	wait_for 5 s_last /tmp/im2.out "$(s_text 2b 'Unit two')"
check "sasem two: unit 1 received nothing meanwhile, contrast still 1000" \
	sh -c "[ \$(wc -l < /tmp/im1.out) = $L1N ] && grep -qx 1000 $DC/$N1/contrast"
im_unplug 1
im_unplug 2
wait_for 10 s_gone 1
wait_for 10 s_gone 2
s_time "all done"
check "sasem: the modules unload" sh -c "rmmod lirc_sasem && rmmod lirc_core"
