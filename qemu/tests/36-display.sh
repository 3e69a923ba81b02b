# SPDX-License-Identifier: GPL-2.0
# The display class (/dev/lcdN) and lirc_imon's displays, on emulated
# units (usbemu): the 15c2:ffdc VFD (five packets and the sixth, 0xFF fill)
# driven by Debian's unmodified LCDd (driver imon) and a client over its
# TCP protocol; the 15c2:0038 LCD (driver imonlcd) through control
# transfers and through an interrupt-OUT endpoint; write sizes, one
# writer, message, ioctls, imon_clock; runtime suspend, reset-resume and
# USB reset with the last frame sent again; unplug during a write, during
# a sysfs store and under LCDd, 100 racing unplug/replug rounds; a
# stalled and a dead OUT endpoint; two displays; the configuration byte
# and display_type. What the device must receive is derived here from the
# formats (../shared/reference/devices.md), never read from the driver.
# Sourced by /init after 35-imon.sh, before 40-coexist.sh.
M=/modules
ID=/sys/bus/usb/drivers/lirc_imon
DC=/sys/class/lirc_display
LCDD_CONF=/tmp/lcdd.conf
SIXTH='01 00 00 00 00 ff ff 0a'
# LCDd's imonlcd contrast command: 0x03FFFFFF00580A00 plus the level
# (contrast / 25), sent least significant byte first; level 24:
LCDD_C24='18 0a 58 00 ff ff ff 03'
D_T0=$(date +%s)
d_time() {
	echo "INFO display time: $1 after $(( $(date +%s) - D_T0 )) s"
}

# d_node N: the display node (lcdK) of the unit on bus N, if any.
d_node() {
	im_child "$1" lirc_display
}
d_has_node() {
	[ -n "$(d_node "$1")" ]
}
d_gone() {
	! test -e $ID/$1-1:1.0
}
# d_lcdd_rows ROW1 ROW2: the frame of two rows (16 characters each), hex.
d_lcdd_rows() {
	lcd_hex "$(printf '%-16s%s' "$1" "$2")"
}
# d_vfd FILE: each complete VFD frame the unit received (OUT packets with
# sequence bytes 00 02 04 06 08 in a row), one line each: its 35 bytes,
# and "+6" when the sixth packet followed at once.
d_vfd() {
	awk '/^OUT / {
		if (NF != 9) next
		seq = $9
		if (pend) {
			if ($0 == "OUT '"$SIXTH"'") { print fr " +6"; pend = 0; next }
			print fr; pend = 0
		}
		if (seq == "00") { cur = ""; want = 0 }
		if (want < 5 && seq == sprintf("%02x", want * 2)) {
			for (i = 2; i <= 8; i++) cur = cur (cur == "" ? "" : " ") $i
			if (++want == 5) { fr = cur; pend = 1; want = 9 }
		} else { want = 9 }
	}
	END { if (pend) print fr }' "$1"
}
# d_vfd_last FILE WANT: the last frame FILE shows is WANT (35 bytes and
# the "+6" mark). Reads only the end of FILE: LCDd adds 50 lines a second.
d_vfd_last() {
	tail -n 40 "$1" > /tmp/vfd.tail
	got=$(d_vfd /tmp/vfd.tail | tail -n 1)
	[ "$got" = "$2" ] && return 0
	echo "last frame '$got', want '$2'"
	return 1
}
# d_vfd_count FILE WANT: how many times FILE shows frame WANT.
d_vfd_count() {
	d_vfd "$1" | grep -cxF "$2"
}
# d_lcd FILE: the 8-byte packets an LCD unit received, by either path
# (OUT transfers or the class control request 21 09 0200 0001 0008).
d_lcd() {
	awk '/^OUT / && NF == 9 { print substr($0, 5) }
	     /^CTRL 21 09 0200 0001 0008 / && NF == 14 { print substr($0, 27) }' "$1"
}
# d_more FILE N: FILE has more than N lines.
d_more() {
	[ "$(wc -l < "$1")" -gt "$2" ]
}
# d_lcd_has FILE PKT: the LCD unit of FILE received packet PKT.
d_lcd_has() {
	d_lcd "$1" | grep -qxF "$2"
}
# d_lcd_pair FILE P1 P2: it received P1, and P2 right after it.
d_lcd_pair() {
	d_lcd "$1" | grep -A1 -xF "$2" | grep -qxF "$3"
}
# d_node_is BUS NAME, d_type_is BUS TYPE, d_no_display BUS
d_node_is() {
	[ "$(d_node "$1")" = "$2" ]
}
d_type_is() {
	d_has_node "$1" && grep -qx "$2" $DC/$(d_node "$1")/type
}
d_no_display() {
	im_bound "$1" && ! d_has_node "$1"
}
# d_vfd_more FILE WANT C: FILE shows frame WANT more than C times.
d_vfd_more() {
	[ "$(d_vfd_count "$1" "$2")" -gt "$3" ]
}
# d_lcd_resent FILE N: after its line N, FILE (the LCD unit's output) has
# every row of /tmp/lcd.rows and LCDd's contrast again.
d_lcd_resent() {
	tail -n +$(($2 + 1)) "$1" | d_lcd /dev/stdin | sort -u > /tmp/lcd.again
	[ -s /tmp/lcd.rows ] && [ -z "$(comm -23 /tmp/lcd.rows /tmp/lcd.again)" ] &&
		grep -qxF "$LCDD_C24" /tmp/lcd.again
}
# d_resumes MARK N: at least N resumes of 1-1:1.0 logged after MARK.
d_resumes() {
	[ "$(im_since "$1" | grep -cE '1-1:1.0: (reset-)?resume')" -ge "$2" ]
}
d_unload() {
	rmmod lirc_imon && wait_for 5 rmmod lirc_core
}
# d_lcdd_said: LCDd's log without its banner and licence.
d_lcdd_said() {
	grep -iE 'driver|imon|device|error|warn|listen|connect|client|screen' /tmp/lcdd.log |
		grep -v 'WITHOUT ANY' | head -n 15 | tr '\n' '|'
}
# d_lcdd_ended LABEL STATUS: LCDd ended on SIGTERM (lcdd_stop's STATUS),
# not stuck in the kernel; its status is LCDd's business (0.5.9 sometimes
# faults in its exit path), so it is reported, not judged.
d_lcdd_ended() {
	echo "INFO $1: LCDd's exit status after SIGTERM: $2"
	check "$1: LCDd ends on SIGTERM (not stuck in a call)" test "$2" -lt 124
}
# d_busy FILE VALUE: writing VALUE to FILE fails with EBUSY.
d_busy() {
	! sh -c "echo '$2' > $1" 2> /tmp/busy.err && grep -qi busy /tmp/busy.err
}
# d_write DEV HEX: one write() of these bytes; its result in $D_RES.
d_write() {
	D_RES=$(lcdtest write -x "$1" "$2" 2>&1)
}

# d_load_imon [PARAM...]: lirc_imon (and lirc_core, with its debug
# messages on: the resume checks read them).
d_load_imon() {
	if ! grep -q '^lirc_core ' /proc/modules; then
		insmod $M/lirc_core.ko
		echo 'module lirc_core +p' > /sys/kernel/debug/dynamic_debug/control
	fi
	insmod $M/lirc_imon.ko "$@"
}
d_load_imon
check "display: the class is lirc_display, beside the backlight's lcd" \
	sh -c "test -d $DC && grep -qw lirc_display /proc/devices"

# ---- the 15c2:ffdc VFD (configuration byte 0x24) ----
im_mark d-vfd
im_plug 1 imonpad
if wait_for 15 d_has_node 1; then
	pass "display vfd: 15c2:ffdc registers a display"
else
	fail "display vfd: 15c2:ffdc registers a display" "$(im_since d-vfd | tail -n 5 | tr '\n' ' ')"
fi
N=$(d_node 1)
V=/dev/$N
check "display vfd: the first display is lcd0" test "$N" = lcd0
check "display vfd: the configuration byte was read (0x24: a VFD)" \
	im_log_has d-vfd 'configuration byte 0x24'
check "display vfd: the front-panel packet went out" \
	grep -qxF 'OUT 40 00 00 00 00 00 00 88' /tmp/im1.out
check "display vfd: its sysfs parent is the USB interface (udev's ATTRS{idVendor}==\"15c2\")" \
	sh -c "[ \"\$(readlink -f $DC/$N/device)\" = \"\$(readlink -f /sys/bus/usb/devices/1-1:1.0)\" ] &&
	       grep -qx 15c2 $DC/$N/device/../idVendor"
check "display vfd: type text, geometry 16x2" \
	sh -c "grep -qx text $DC/$N/type && grep -qx 16x2 $DC/$N/geometry"
check "display vfd: no contrast and no packet_size" \
	sh -c "! test -e $DC/$N/contrast && ! test -e $DC/$N/packet_size"
check "display vfd: /dev/$N is a character device" test -c $V
lcdtest sizes $V "display vfd"
lcdtest busy $V "display vfd"
lcdtest info $V 1 16 2 0 0 "display vfd"
lcdtest ioctl $V "display vfd"

# Glyphs, icons and control bytes go out as they are, five packets of 7
# bytes with sequence bytes 0..8, 0xFF filling bytes 32-34, then the sixth.
RAW="00 01 07 10 11 16 9d a0 1b 0a 0d ff 41 42 43 44 45 46 47 48 49 4a 4b 4c 4d 4e 4f 50 51 52 53 54"
t0=$(ms_now)
d_write $V "$RAW"
t1=$(ms_now)
check "display vfd: a write of 32 raw bytes returns 32" test "$D_RES" = "wrote 32"
check "display vfd: the unit receives them unchanged, 0xFF fill and the sixth packet" \
	wait_for 5 d_vfd_last /tmp/im1.out "$RAW ff ff ff +6"
check "display vfd: the six packets are paced (5 ms after each: $((t1 - t0)) ms)" \
	test $((t1 - t0)) -ge 30
d_write $V "41"
check "display vfd: one byte shows with 31 spaces" \
	wait_for 5 d_vfd_last /tmp/im1.out "$(lcd_hex A) ff ff ff +6"
echo "Hello" > $DC/$N/message
check "display vfd: message shows text" \
	wait_for 5 d_vfd_last /tmp/im1.out "$(lcd_hex Hello) ff ff ff +6"
check "display vfd: message reads back what is shown" \
	sh -c "[ \"\$(cat $DC/$N/message)\" = \"\$(printf 'Hello           \n                ')\" ]"
printf 'Top\nBottom\n' > $DC/$N/message
check "display vfd: a newline in message starts row 2" \
	wait_for 5 d_vfd_last /tmp/im1.out "$(lcd_hex 'Top             Bottom') ff ff ff +6"
check "display vfd: 33 characters in message are EINVAL" \
	sh -c "! printf '0123456789abcdef0123456789abcdefX' > $DC/$N/message"
echo 1 > $DC/$N/clear
check "display vfd: clear blanks it" \
	wait_for 5 d_vfd_last /tmp/im1.out "$(lcd_hex '') ff ff ff +6"

# imon_clock: "yy mm dd dow HH MM SS" (Linux 6.1), here 2026-12-05, a
# Saturday (6), 23:58:07: yy mm-1 dd dow HH MM SS 40, then 00 00 01 .. 42.
CLK=/sys/bus/usb/devices/1-1:1.0/imon_clock
echo "26 12 05 6 23 58 07" > $CLK
check "display vfd: imon_clock sends 1a 0b 05 06 17 3a 07 40 and 00 00 01 00 00 00 00 42" \
	sh -c "grep -A1 -xF 'OUT 1a 0b 05 06 17 3a 07 40' /tmp/im1.out | grep -qxF 'OUT 00 00 01 00 00 00 00 42'"
check "display vfd: imon_clock with month 13 is EINVAL" \
	sh -c "! echo '26 13 05 6 23 58 07' > $CLK"
check "display vfd: imon_clock with six numbers is EINVAL" \
	sh -c "! echo '26 12 05 6 23 58' > $CLK"
rm -f /tmp/hold.in
mkfifo /tmp/hold.in
lcdtest hold $V < /tmp/hold.in > /tmp/hold.out 2>&1 &
fifo_hold 9 /tmp/hold.in
wait_for 5 grep -qx open /tmp/hold.out
check "display vfd: imon_clock is EBUSY while the display is open for writing" \
	d_busy $CLK '26 12 05 6 23 58 07'
check "display vfd: message is EBUSY while the display is open for writing" \
	d_busy $DC/$N/message busy
check "display vfd: clear is EBUSY while the display is open for writing" \
	d_busy $DC/$N/clear 1
exec 9>&-
wait_for 5 grep -qx closed /tmp/hold.out

# ---- LCDd, driver imon, on the VFD ----
d_time "before LCDd imon"
lcdd_conf $LCDD_CONF imon Device=$V Size=16x2
if lcdd_start $LCDD_CONF; then
	pass "display vfd: LCDd (imon) starts on $V"
	check "display vfd: a client shows two rows over LCDd's protocol" \
		lcd_show "lirc_core VFD" "LCDd imon ok"
	check "display vfd: the unit receives LCDd's frame byte for byte, with the sixth packet and 0xFF fill" \
		wait_for 10 d_vfd_last /tmp/im1.out "$(lcd_hex 'lirc_core VFD   LCDd imon ok') ff ff ff +6"
	# A USB reset: the driver sends the kept frame again; LCDd goes on.
	lines=$(wc -l < /tmp/im1.out)
	lirctest usbreset /sys/bus/usb/devices/1-1 "display vfd: USBDEVFS_RESET with LCDd running"
	check "display vfd: LCDd is still running after the reset" kill -0 "$LCDDPID"
	lcd_show "after reset" "still here"
	check "display vfd: the new frame arrives" \
		wait_for 10 d_vfd_last /tmp/im1.out "$(lcd_hex 'after reset     still here') ff ff ff +6"
	lcd_hide
	echo "INFO display vfd: LCDd printed: $(d_lcdd_said)"
	# Unplugged under LCDd: LCDd keeps running, its writes fail, it stops
	# normally; the node is gone; the next unit gets lcd0.
	im_unplug 1
	check "display vfd: unplug with LCDd holding the node unbinds" wait_for 10 d_gone 1
	check "display vfd: LCDd survives the unplug" kill -0 "$LCDDPID"
	check "display vfd: /dev/lcd0 is gone" sh -c "! test -e $V"
	im_plug 1 imonpad
	check "display vfd: a unit plugged while LCDd holds the old node gets lcd0" \
		wait_for 15 d_node_is 1 lcd0
	lcdd_stop
	d_lcdd_ended "display vfd: after the unplug" $?
else
	fail "display vfd: LCDd (imon) starts on $V" "$(tr '\n' '|' < /tmp/lcdd.log | cut -c1-400)"
	im_unplug 1
	im_plug 1 imonpad
	wait_for 15 d_has_node 1
fi

# ---- unplug during a write, during a sysfs store; ENODEV afterwards ----
d_time "unplug checks"
wait_for 15 d_has_node 1
V=/dev/$(d_node 1)
lcdtest unplugged $V "display unplug" "kill $IMPID1; i=0; while [ -e $ID/1-1:1.0 ] && [ \$i -lt 100 ]; do sleep 0.1; i=\$((i+1)); done"
im_unplug 1
im_plug 1 imonpad
wait_for 15 d_has_node 1
V=/dev/$(d_node 1)
N=$(d_node 1)
# The unit stops taking OUT packets: a write waits in the USB core; the
# unplug ends it.
im_cmd 1 outblock
emu_sync im1
lcdtest write $V "blocked write" > /tmp/w.out 2>&1 &
wp=$!
check "display unplug: the write waits (in write)" wait_writing $wp
im_unplug 1
t0=$(ms_now)
wait_exit $wp 10
t1=$(ms_now)
check "display unplug: a write in progress ends within 5 s of the unplug ($((t1 - t0)) ms: $(cat /tmp/w.out))" \
	test $((t1 - t0)) -lt 5000
check "display unplug: the unit is gone after a write in progress" wait_for 10 d_gone 1
im_plug 1 imonpad
wait_for 15 d_has_node 1
N=$(d_node 1)
im_cmd 1 outblock
emu_sync im1
( echo "sysfs store" > $DC/$N/message ) > /tmp/s.out 2>&1 &
sp=$!
check "display unplug: the sysfs store waits (in write)" wait_writing $sp
im_unplug 1
wait_exit $sp 10
check "display unplug: a sysfs store in progress ends" sh -c "! kill -0 $sp 2>/dev/null"
check "display unplug: the unit is gone after a store in progress" wait_for 10 d_gone 1

# ---- 100 rounds of open/write/unplug/replug racing ----
d_time "hammer"
im_mark d-hammer
im_plug 1 imonpad
wait_for 15 d_has_node 1
rm -f /tmp/hammer.stop
( while [ ! -e /tmp/hammer.stop ]; do
	lcdtest hammer /dev/lcd0 3 || echo "hammer: FAILED"
  done ) > /tmp/hammer.out 2>&1 &
hp=$!
ok=0
for r in $(seq 1 100); do
	wait_for 15 d_has_node 1 || break
	sleep 0.0$((r % 10))
	im_unplug 1
	wait_for 10 d_gone 1 || break
	im_plug 1 imonpad
	ok=$r
done
touch /tmp/hammer.stop
wait_exit $hp 15
check "display hammer: 100 rounds of unplug/replug beside open/write/close loops ($ok rounds)" test $ok = 100
echo "INFO display hammer: $(grep -c '^hammer: opens' /tmp/hammer.out) runs; $(grep '^hammer: opens' /tmp/hammer.out | awk '{ for (i = 2; i <= 5; i++) { split($i, a, "="); s[a[1]] += a[2] } } END { for (k in s) printf "%s=%d ", k, s[k] }')"
check "display hammer: every call ended in time with success or an expected errno" \
	sh -c "grep -q '^hammer: opens' /tmp/hammer.out && ! grep -qE 'FAILED|unexpected|blocked' /tmp/hammer.out"
check "display hammer: the last unit got lcd0" wait_for 15 d_node_is 1 lcd0
lcdtest sizes /dev/lcd0 "display hammer: afterwards"
im_unplug 1

# ---- a stalled OUT endpoint, an OUT endpoint that never completes ----
d_time "stalls"
im_plug 1 imonpad
wait_for 15 d_has_node 1
V=/dev/$(d_node 1)
im_cmd 1 outhalt
d_write $V "53 54 41 4c 4c"
echo "INFO display stall: the write while the endpoint is halted: $D_RES"
im_cmd 1 outunhalt
d_write $V "53 54 41 4c 4c"
check "display stall: after a halt the next write succeeds" test "$D_RES" = "wrote 5"
check "display stall: and the unit shows it" \
	wait_for 5 d_vfd_last /tmp/im1.out "$(lcd_hex STALL) ff ff ff +6"
im_cmd 1 outblock
t0=$(ms_now)
d_write $V "42 4c 4f 43 4b"
t1=$(ms_now)
check "display stall: an OUT transfer that never completes: ETIMEDOUT ($D_RES)" \
	test "$D_RES" = "error ETIMEDOUT"
check "display stall: ... within 3 s ($((t1 - t0)) ms)" test $((t1 - t0)) -lt 3000
im_cmd 1 outunblock
d_write $V "4f 4b"
check "display stall: once it takes packets again a write succeeds" test "$D_RES" = "wrote 2"
check "display stall: and shows" wait_for 5 d_vfd_last /tmp/im1.out "$(lcd_hex OK) ff ff ff +6"

# ---- two displays at once: the VFD and the 0038 LCD ----
d_time "two displays"
im_plug 2 imonlcd
check "display two: the 0038 LCD registers a second display" wait_for 15 d_has_node 2
N2=$(d_node 2)
check "display two: the LCD is lcd1" test "$N2" = lcd1
check "display lcd: type packet, 96x16, packet_size 8, contrast" \
	sh -c "grep -qx packet $DC/$N2/type && grep -qx 96x16 $DC/$N2/geometry &&
	       grep -qx 8 $DC/$N2/packet_size && test -e $DC/$N2/contrast && ! test -e $DC/$N2/message"
lcdtest sizes /dev/$N2 "display lcd"
lcdtest info /dev/$N2 2 96 16 8 40 "display lcd"
lcdtest ioctl /dev/$N2 "display lcd"
d_write /dev/$N2 "11 22 33 44 55 66 77 25"
check "display two: a packet to lcd1 reaches the LCD unchanged (control transfer)" \
	wait_for 5 d_lcd_has /tmp/im2.out '11 22 33 44 55 66 77 25'
d_write $V "54 57 4f"
check "display two: text to the VFD reaches the VFD" \
	wait_for 5 d_vfd_last /tmp/im1.out "$(lcd_hex TWO) ff ff ff +6"
check "display two: nothing crossed over" \
	sh -c "! grep -q '11 22 33 44 55 66 77 25' /tmp/im1.out && ! grep -q '54 57 4f' /tmp/im2.out"
echo 24 > $DC/$N2/contrast
check "display lcd: contrast 24 sends LCDd's contrast command, level 24 ($LCDD_C24)" \
	wait_for 5 d_lcd_has /tmp/im2.out "$LCDD_C24"
check "display lcd: contrast 41 is EINVAL" sh -c "! echo 41 > $DC/$N2/contrast"
check "display lcd: contrast reads back 24" grep -qx 24 $DC/$N2/contrast
echo "26 12 05 6 23 58 07" > /sys/bus/usb/devices/2-1:1.0/imon_clock
check "display lcd: imon_clock sends 80 1a 0b 05 17 3a 07 88 and 80 00 00 00 00 00 00 8a" \
	d_lcd_pair /tmp/im2.out '80 1a 0b 05 17 3a 07 88' '80 00 00 00 00 00 00 8a'
im_unplug 1

# ---- LCDd, driver imonlcd, on the 0038 LCD: control transfers ----
# LCDd's packets are first written to a file (the same screen), then to
# the unit: every packet the unit receives must be one LCDd wrote.
# d_lcdd_lcd LABEL BUS: LCDd imonlcd (Protocol 1, Contrast 600: level 24)
# on the LCD of bus BUS.
d_lcdd_lcd() {
	lab=$1 bus=$2 lout=/tmp/im$2.out
	: > /tmp/lcd.file
	lcdd_conf $LCDD_CONF imonlcd Device=/tmp/lcd.file Protocol=1 Contrast=600
	if lcdd_start $LCDD_CONF && lcd_show "lirc_core" "imonlcd"; then
		sleep 1
		lcd_hide; lcdd_stop
	else
		lcd_hide; lcdd_stop
	fi
	od -An -v -tx1 /tmp/lcd.file | awk '{ for (i = 1; i <= NF; i++) {
		l = l (n % 8 ? " " : "") $i; if (++n % 8 == 0) { print l; l = "" } } }' |
		sort -u > /tmp/lcd.want
	check "display $lab: LCDd wrote its packets to a file ($(wc -l < /tmp/lcd.want) distinct)" \
		test "$(wc -l < /tmp/lcd.want)" -ge 10
	n=$(d_node $bus)
	before=$(wc -l < $lout)
	lcdd_conf $LCDD_CONF imonlcd Device=/dev/$n Protocol=1 Contrast=600
	if ! lcdd_start $LCDD_CONF; then
		fail "display $lab: LCDd (imonlcd) starts on /dev/$n" "$(tr '\n' '|' < /tmp/lcdd.log | cut -c1-400)"
		return
	fi
	pass "display $lab: LCDd (imonlcd) starts on /dev/$n"
	check "display $lab: a client shows two rows" lcd_show "lirc_core" "imonlcd"
	sleep 1
	tail -n +$((before + 1)) $lout > /tmp/lcd.outlog
	d_lcd /tmp/lcd.outlog | sort -u > /tmp/lcd.got
	check "display $lab: every packet arrives as LCDd wrote it ($(wc -l < /tmp/lcd.got) distinct)" \
		sh -c "[ -s /tmp/lcd.got ] && [ -z \"\$(comm -23 /tmp/lcd.got /tmp/lcd.want)\" ]"
	check "display $lab: LCDd's frame rows arrive (byte 7 in 0x20..0x3b)" \
		sh -c "grep -cE ' (2[0-9a-f]|3[0-9a-b])\$' /tmp/lcd.got | grep -qv '^0\$'"
	check "display $lab: no row packet outside 0x20..0x3b" \
		sh -c "! grep -E ' 3[c-f]\$' /tmp/lcd.got"
	check "display $lab: LCDd's contrast 600 arrives as LCDd encodes it (level 24: $LCDD_C24)" \
		grep -qxF "$LCDD_C24" /tmp/lcd.got
	# A USB reset with the screen unchanged (LCDd sends nothing): the
	# driver sends the kept rows and the contrast again.
	d_lcd /tmp/lcd.outlog | grep -E ' (2[0-9a-f]|3[0-9a-b])$' |
		awk '{ last[$8] = $0 } END { for (k in last) print last[k] }' | sort > /tmp/lcd.rows
	before=$(wc -l < $lout)
	lirctest usbreset /sys/bus/usb/devices/$bus-1 "display $lab: USBDEVFS_RESET with LCDd running"
	wait_for 5 d_lcd_resent $lout "$before"
	tail -n +$((before + 1)) $lout > /tmp/lcd.after
	d_lcd /tmp/lcd.after | sort -u > /tmp/lcd.again
	check "display $lab: after the reset the last rows are sent again ($(wc -l < /tmp/lcd.rows) rows)" \
		sh -c "[ -s /tmp/lcd.rows ] && [ -z \"\$(comm -23 /tmp/lcd.rows /tmp/lcd.again)\" ]"
	check "display $lab: after the reset the contrast is sent again" \
		grep -qxF "$LCDD_C24" /tmp/lcd.again
	check "display $lab: LCDd keeps running after the reset" kill -0 "$LCDDPID"
	before=$(wc -l < $lout)
	lcd_show "second" "screen"
	check "display $lab: and keeps drawing (new rows arrive)" wait_for 5 d_more $lout "$before"
	echo "INFO display $lab: LCDd printed: $(d_lcdd_said)"
	lcd_hide
	lcdd_stop
	d_lcdd_ended "display $lab" $?
}
d_time "LCDd imonlcd"
d_lcdd_lcd "lcd ctrl" 2
im_unplug 2
im_plug 2 imonlcdout
check "display lcd out: the 0038 LCD with an OUT endpoint registers lcd0" \
	wait_for 15 d_node_is 2 lcd0
d_lcdd_lcd "lcd out" 2
check "display lcd out: its packets went as OUT transfers, not control" \
	sh -c "! grep -q '^CTRL 21 09 0200' /tmp/im2.out"
im_unplug 2

# ---- runtime suspend, resume and reset-resume: the frame comes back ----
# A raw VFD (15c2:ffda): the receiver may autosuspend when idle (its input
# device inhibited: the console's keyboard handler keeps it open).
d_time "suspend"
d_inhibit() {
	for f in /sys/class/lirc_core/$1/input*/inhibited; do
		echo "$2" > "$f"
	done
}
d_suspend_case() {	# LABEL QUIRK
	lab=$1
	echo "$2" > /sys/module/usbcore/parameters/quirks
	im_mark d-$lab
	im_plug 1 imonrawffda
	if ! wait_for 15 d_has_node 1; then
		fail "display $lab: 15c2:ffda registers its VFD" "$(im_since d-$lab | tail -n 4 | tr '\n' ' ')"
		im_unplug 1
		return
	fi
	n=$(d_node 1) U=/sys/bus/usb/devices/1-1
	echo "Kept frame" > $DC/$n/message
	wait_for 5 d_vfd_last /tmp/im1.out "$(lcd_hex 'Kept frame') ff ff ff +6"
	d_inhibit "$(im_lirc 1)" 1
	echo 0 > $U/power/autosuspend_delay_ms
	echo auto > $U/power/control
	check "display $lab: the idle unit autosuspends" \
		wait_for 5 grep -qx suspended $U/power/runtime_status
	c=$(d_vfd_count /tmp/im1.out "$(lcd_hex 'Kept frame') ff ff ff +6")
	echo on > $U/power/control
	check "display $lab: on resume the kept frame is sent again, without a write" \
		wait_for 5 d_vfd_more /tmp/im1.out "$(lcd_hex 'Kept frame') ff ff ff +6" "$c"
	[ -n "$2" ] && check "display $lab: the resume was a reset-resume" \
		im_log_has d-$lab '1-1:1.0: reset-resume'
	# LCDd writing every frame while the unit suspends between them.
	echo auto > $U/power/control
	lcdd_conf $LCDD_CONF imon Device=/dev/$n Size=16x2
	if lcdd_start $LCDD_CONF && lcd_show "$lab" "with LCDd"; then
		check "display $lab: LCDd's frame arrives" \
			wait_for 10 d_vfd_last /tmp/im1.out "$(d_lcdd_rows "$lab" "with LCDd") ff ff ff +6"
		check "display $lab: the unit suspended and resumed under LCDd (within 1 s)" \
			wait_ms 1000 d_resumes d-$lab 2
		lcd_show "$lab 2" "with LCDd"
		check "display $lab: LCDd keeps working without a restart" \
			wait_for 10 d_vfd_last /tmp/im1.out "$(d_lcdd_rows "$lab 2" "with LCDd") ff ff ff +6"
	else
		fail "display $lab: LCDd on the raw VFD" "$(tr '\n' '|' < /tmp/lcdd.log | cut -c1-300)"
	fi
	lcd_hide
	lcdd_stop
	echo on > $U/power/control
	d_inhibit "$(im_lirc 1)" 0
	im_unplug 1
	wait_for 10 d_gone 1
	echo > /sys/module/usbcore/parameters/quirks
}
d_suspend_case "suspend" ""
d_suspend_case "reset-resume" "15c2:ffda:b"

# ---- which display: the configuration byte, display_type, none ----
d_time "kinds"
im_plug 1 imonpad cfg=9f
check "display kind: 15c2:ffdc with configuration byte 0x9f has an LCD" \
	wait_for 15 d_type_is 1 packet
im_unplug 1
wait_for 10 d_gone 1
im_plug 1 imonpad cfg=4e
check "display kind: 15c2:ffdc with configuration byte 0x4e binds without a display" \
	wait_for 15 d_no_display 1
check "display kind: without a display there is no imon_clock" \
	sh -c "! test -e /sys/bus/usb/devices/1-1:1.0/imon_clock"
im_unplug 1
im_plug 1 imonraw8001
check "display kind: 0aa8:8001 (IR only) has no display" \
	wait_for 15 d_no_display 1
im_unplug 1
wait_for 10 d_gone 1
rmmod lirc_imon
check "display kind: display_type 'bogus' is refused with EINVAL" \
	sh -c "! insmod $M/lirc_imon.ko display_type=bogus"
d_load_imon display_type=2-1:none
check "display kind: display_type=2-1:none loads" grep -q '^lirc_imon ' /proc/modules
im_plug 1 imonpad
im_plug 2 imonpad
check "display kind: display_type=2-1:none: the unit on 1-1 keeps its VFD" wait_for 15 d_has_node 1
check "display kind: display_type=2-1:none: the unit on 2-1 has none" \
	wait_for 15 d_no_display 2
im_unplug 1
im_unplug 2
wait_for 10 d_gone 1
wait_for 10 d_gone 2
d_time "all done"
check "display: the modules unload" d_unload
