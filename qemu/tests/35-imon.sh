# SPDX-License-Identifier: GPL-2.0
# SoundGraph iMON receivers (lirc_imon) end to end, on emulated devices
# (usbemu): a raw unit (0aa8:ffda and the other raw ids) read by ir-ctl,
# mode2 and lircd's decoder (irsimreceive) and decoded by the core (NEC-X,
# iMON PAD, RC-6 MCE); the onboard-decoding 15c2:ffdc (PAD and MCE codes,
# LIRCCODE through lircd and irw, protocol switching, association, the
# front panel's buttons, knob and stick, interface 1) and the 15c2:0038
# LCD unit (control transfers); two devices at once, unplug and replug,
# crafted descriptors, interface 1 without its interface 0, stalls, and a
# seeded sweep of malformed packets (LIRC_IMON_SEED on the host replays
# one). The raw presses are Debian's ir-ctl encoder's durations (through
# lirc_loopback); what the receiver must deliver is derived here from the
# format (250 us samples). Sourced by /init; runs before 40-coexist.sh,
# which must stay last.
M=/modules
ID=/sys/bus/usb/drivers/lirc_imon
P_NECX=10 P_RC6_MCE=19 P_IMON=23 P_SAMSUNG36=48 P_PANASONIC=50
KEY_VOLUMEDOWN=114 KEY_VOLUMEUP=115 KEY_NUMERIC_1=513 KEY_POWER=116
RSCCONF=/usr/share/lirc/remotes/imon/lircd.conf.imon-rsc
PADCONF=/usr/share/lirc/remotes/imon/lircd.conf.imon-pad
MCECONF=/usr/share/lirc/remotes/imon/lircd.conf.imon-mceusb
PKT_PROTO_IMON='00 00 00 00 00 00 00 86'
PKT_PROTO_MCE='01 00 00 00 00 00 00 86'
PKT_ASSOC='01 00 00 00 00 00 00 20'
CTRL_LCD='CTRL 21 09 0200 0001 0008'

# im_count FILE LINE N: FILE has exactly N lines LINE.
im_count() {
	[ "$(grep -cxF "$2" "$1")" = "$3" ]
}
# im_wait_count SECONDS FILE LINE N: im_count within SECONDS; on failure
# the device's last lines say what it got instead.
im_wait_count() {
	wait_for "$1" im_count "$2" "$3" "$4" && return 0
	echo "$(grep -cxF "$3" "$2") times; last: $(tail -n 4 "$2" | tr '\n' '|')"
	return 1
}

im_gone() {
	! test -e $ID/$1-1:1.0 && ! test -e $ID/$1-1:1.1
}
# im_script NAME N 'CMD;CMD...': /tmp/NAME.sh sends the commands to
# device N (for capture_irctl, run_lirctest and evtest_around).
im_script() {
	echo "$3" | tr ';' '\n' > /tmp/$1.cmd
	echo "timeout 5 sh -c 'cat /tmp/$1.cmd > /tmp/im$2.in'" > /tmp/$1.sh
}
# im_evtest EVDEV PATTERN...: /tmp/evtest.txt (of evtest_around) has a
# line matching each PATTERN (grep -E).
im_evtest() {
	f=/tmp/evtest.txt
	shift
	for p in "$@"; do
		grep -qE "$p" $f || { grep -E '^Event:.*(EV_KEY|EV_REL|MSC_SCAN)' $f |
			sed 's/.*type/type/' | tr '\n' '|'; echo " lacks $p"; return 1; }
	done
}
ev_key() {	# ev_key CODE NAME VALUE: evtest's line of a key event
	echo "type 1 \(EV_KEY\), code $1 \($2\), value $3\$"
}
# im_protos FILE WANT: the protocols file lists exactly the names of WANT,
# the enabled ones in brackets (in any order).
im_protos() {
	got=$(tr ' ' '\n' < "$1" | grep . | sort | tr '\n' ' ')
	want=$(echo "$2" | tr ' ' '\n' | sort | tr '\n' ' ')
	[ "$got" = "$want" ] && return 0
	echo "got '$(cat "$1")'"
	return 1
}
# im_time LABEL: how long the script has run so far.
IM_T0=$(date +%s)
im_time() {
	echo "INFO imon time: $1 after $(( $(date +%s) - IM_T0 )) s"
}
ev_scan() {
	echo "type 4 \(EV_MSC\), code 4 \(MSC_SCAN\), value $1\$"
}

insmod $M/lirc_core.ko
insmod $M/lirc_loopback.ko
LB=
for d in /sys/class/lirc_core/lirc_core*; do
	[ -e "$d" ] && LB=${d##*/}
done

# ---- the presses: Debian's ir-ctl encodes, the loopback gives them back ----
# im_encode NAME PROTO:SCANCODE: /tmp/NAME.dur (the encoder's durations),
# /tmp/NAME.want (each rounded to whole 250 us samples: what the iMON raw
# unit must deliver) and /tmp/NAME.raw (the usbemu command of the press).
# ir-ctl encodes the scancode lines of a send file itself.
im_encode() {
	echo "scancode $2" > /tmp/$1.send
	ir-ctl -d /dev/$LB -r --mode2 -1 > /tmp/$1.lb 2>&1 &
	rx=$!
	wait_open $rx /dev/$LB && ir-ctl -v -d /dev/$LB -s /tmp/$1.send > /tmp/$1.sent 2>&1
	wait_exit $rx 5
	grep -E '^(pulse|space) ' /tmp/$1.lb > /tmp/$1.dur
	im_derive $1
	! grep -q 'kernel encoder' /tmp/$1.sent &&
		[ "$(head -n 1 /tmp/$1.dur | cut -d' ' -f1)" = pulse ] &&
		[ "$(wc -l < /tmp/$1.dur)" -ge 20 ] && return 0
	echo "ir-ctl -s: $(tr '\n' '|' < /tmp/$1.sent | cut -c1-300)"
	echo "received: $(tr '\n' '|' < /tmp/$1.lb | cut -c1-300)"
	return 1
}
# im_derive NAME: /tmp/NAME.want and /tmp/NAME.raw from /tmp/NAME.dur.
im_derive() {
	awk '{ n = int(($2 + 125) / 250); print $1, n * 250 }' /tmp/$1.dur > /tmp/$1.want
	{ printf 'raw'; awk '{ printf " %s", $2 }' /tmp/$1.dur; echo; } > /tmp/$1.raw
}
# im_imon_encode NAME SCANCODE: /tmp/NAME.dur, the iMON PAD signal, built
# here from the protocol (Debian's ir-ctl 1.22.1 has no imon encoder): a
# 416 us header pulse, then bits 30..0 of the scancode, each a check unit
# (for bits 30, 25, 24, 22-16 and 14-9: a pulse when it and the bit above
# are both 0; for the others a space) and a data unit (a pulse for 0).
im_imon_encode() {
	awk -v sc=$(($2)) '
	function add(p) { if (p == lvl[k]) dur[k] += 416; else { lvl[++k] = p; dur[k] = 416 } }
	BEGIN {
		n = split("30 25 24 22 21 20 19 18 17 16 14 13 12 11 10 9", c, " ")
		for (i = 1; i <= n; i++)
			ischk[c[i]] = 1
		for (i = 0; i <= 31; i++) {
			bit[i] = sc - 2 * int(sc / 2)
			sc = int(sc / 2)
		}
		k = 0; lvl[0] = 1; dur[0] = 416
		for (i = 30; i >= 0; i--) {
			add(ischk[i] ? !bit[i] && !bit[i + 1] : 0)
			add(!bit[i])
		}
		if (!lvl[k])
			k--
		for (i = 0; i <= k; i++)
			print (lvl[i] ? "pulse" : "space"), dur[i]
	}' > /tmp/$1.dur
	im_derive $1
	[ "$(head -n 1 /tmp/$1.dur | cut -d' ' -f1)" = pulse ] && [ "$(wc -l < /tmp/$1.dur)" -ge 10 ]
}
check "imon: ir-ctl's encoder gives a NEC-X press (iMON RSC KEY_1, 0x801054)" \
	im_encode necx necx:0x801054
check "imon: the iMON PAD press (KEY_VOLUMEUP, 0x28a395b7), encoded here" \
	im_imon_encode pad 0x28a395b7
echo "INFO imon: the iMON PAD press: $(tr '\n' ' ' < /tmp/pad.dur)"
check "imon: ir-ctl's encoder gives an RC-6 MCE press (KEY_VOLUMEUP, 0x800f0410)" \
	im_encode rc6 rc6_mce:0x800f0410

# usbemu's raw encoding itself, read through usbfs before any driver is
# loaded: pulse 500, space 250, pulse 1000 is 00 1 0000 then space: byte 0
# 0x21, bytes 1-4 0xff, chunk 1; chunks 2-10 all space.
im_plug 1 imonraw
wait_for 15 grep -q READY /tmp/im1.out
rm -f /tmp/claim.stop
usbclaim /sys/bus/usb/devices/1-1 0 /tmp/claim.stop 0x81 10 > /tmp/claim.out 2>&1 &
cl=$!
wait_for 5 grep -q CLAIMED /tmp/claim.out && im_cmd 1 'raw 500 250 1000'
wait_for 10 sh -c "[ \$(grep -c '^IN' /tmp/claim.out) -ge 10 ]"
touch /tmp/claim.stop
wait_exit $cl 5
{ echo 'IN 21 ff ff ff ff 00 00 01'
  for c in 02 03 04 05 06 07 08 09 0a; do echo "IN ff ff ff ff ff 00 00 $c"; done; } > /tmp/want.txt
grep '^IN' /tmp/claim.out > /tmp/got.txt
expect_file "imon: usbemu's raw chunks of a short press are the hand-derived ones" \
	/tmp/got.txt /tmp/want.txt
im_unplug 1

# ---- the raw unit ----
check "imon: lirc_imon loads" insmod $M/lirc_imon.ko
im_plug 1 imonraw
if wait_for 15 im_bound 1; then
	pass "imon raw: 0aa8:ffda binds"
else
	fail "imon raw: 0aa8:ffda binds" "$(tail -n 3 /tmp/im1.out | tr '\n' ' ') $(dmesg | tail -n 5 | tr '\n' ' ')"
fi
RL=$(im_lirc 1)
REV=$(evdev_of "$RL")
check "imon raw: its input device" test -c "$REV"
for n in necx pad rc6; do
	im_script im1-$n 1 "$(cat /tmp/$n.raw)"
done
ir-ctl -d /dev/$RL -f > /tmp/features.txt 2>&1
for line in ' - Device can receive raw IR' ' - Resolution 250 microseconds'; do
	grep -qxF -- "$line" /tmp/features.txt && pass "imon raw: ir-ctl -f lists '$line'" ||
		fail "imon raw: ir-ctl -f lists '$line'" "$(tr '\n' '|' < /tmp/features.txt)"
done
PR=/sys/class/lirc_core/$RL/protocols
echo "INFO imon raw: protocols at probe: $(cat $PR)"
for p in nec-x imon rc-6-mce; do
	if grep -qE "(^| )\[?$p\]?( |$)" $PR; then
		pass "imon raw: protocols offers $p"
		grep -qE "(^| )\[$p\]( |$)" $PR ||
			{ echo "INFO imon raw: $p is off at probe; enabling it"; echo "+$p" > $PR; }
	else
		fail "imon raw: protocols offers $p" "$(cat $PR)"
	fi
done

for n in necx pad rc6; do
	capture_irctl "$RL" /tmp/im1-$n.sh /tmp/got.txt
	expect_file "imon raw: ir-ctl -r reads the $n press exactly (whole 250 us samples)" \
		/tmp/got.txt /tmp/$n.want
done

mode2 --driver default -d /dev/$RL > /tmp/mode2.txt 2>&1 &
rx=$!
if wait_open $rx /dev/$RL; then
	sh /tmp/im1-necx.sh
	wait_for 5 grep -q '^timeout' /tmp/mode2.txt
	kill $rx
	wait $rx 2>/dev/null
	grep -E '^(pulse|space) ' /tmp/mode2.txt | sed -n '/^pulse/,$p' |
		head -n "$(wc -l < /tmp/necx.want)" > /tmp/got.txt
	expect_file "imon raw: mode2 reads the NEC-X press exactly" /tmp/got.txt /tmp/necx.want
	{ echo 'space 200000'; grep -E '^(pulse|space|timeout) ' /tmp/mode2.txt |
		sed -n '/^pulse/,$p' | sed 's/^timeout/space/'; echo 'space 200000'; } |
		awk '$1 == "space" && t == "space" { v += $2; next }
		     t { print t, v } { t = $1; v = $2 } END { print t, v }' > /tmp/capture.txt
	irsimreceive "$RSCCONF" /tmp/capture.txt > /tmp/irsim.txt 2>&1
	grep -q ' KEY_1 IMON_RSC$' /tmp/irsim.txt &&
		pass "imon raw: lircd's decoder (irsimreceive, lircd.conf.imon-rsc) reads KEY_1" ||
		fail "imon raw: lircd's decoder (irsimreceive, lircd.conf.imon-rsc) reads KEY_1" \
			"$(tr '\n' '|' < /tmp/irsim.txt) capture: $(tr '\n' '|' < /tmp/capture.txt | cut -c1-300)"
else
	kill $rx 2>/dev/null
	fail "imon raw: mode2 opens the device" "$(tail -n 3 /tmp/mode2.txt | tr '\n' ' ')"
fi

run_lirctest codes /dev/$RL "$REV" $P_NECX 0x801054 $KEY_NUMERIC_1 sh /tmp/im1-necx.sh
run_lirctest codes /dev/$RL "$REV" $P_IMON 0x28a395b7 $KEY_VOLUMEUP sh /tmp/im1-pad.sh
run_lirctest codes /dev/$RL "$REV" $P_RC6_MCE 0x800f0410 $KEY_VOLUMEUP sh /tmp/im1-rc6.sh
# Samsung32, Samsung36 and Panasonic's Kaseikyo, hand-derived (lib.sh),
# through the raw unit's 250 us samples, with keys.
im_script im1-s32 1 "raw $(samsung32_durs 0x07 0x02)"
im_script im1-s36 1 "raw $(samsung36_durs 0x0400 0xe00ff)"
im_script im1-pana 1 "raw $(kaseikyo_durs 0x2002 0x80 0x00 0x3d)"
echo '+nec-x +samsung36 +panasonic' > /sys/class/lirc_core/$RL/protocols
run_lirctest setkey "$REV" 0x070702 $KEY_POWER
run_lirctest setkey "$REV" 0x400e00ff $KEY_VOLUMEDOWN
run_lirctest setkey "$REV" 0x80003d $KEY_NUMERIC_1
run_lirctest codes /dev/$RL "$REV" $P_NECX 0x070702 $KEY_POWER sh /tmp/im1-s32.sh
run_lirctest codes /dev/$RL "$REV" $P_SAMSUNG36 0x400e00ff $KEY_VOLUMEDOWN sh /tmp/im1-s36.sh
run_lirctest codes /dev/$RL "$REV" $P_PANASONIC 0x80003d $KEY_NUMERIC_1 sh /tmp/im1-pana.sh
evtest_around "$REV" im_run 1 /tmp/im1-pad.sh
check "imon raw: evtest: the iMON PAD press is MSC_SCAN 28a395b7, KEY_VOLUMEUP down and up" \
	im_evtest "$REV" "$(ev_scan 28a395b7)" "$(ev_key 115 KEY_VOLUMEUP 1)" \
	"$(ev_key 115 KEY_VOLUMEUP 0)"

# A press longer than one frame (100 ms): what the driver makes of the
# frame boundary is reported, not judged (the format has no word on it).
ir-ctl -d /dev/$RL -r --mode2 > /tmp/long.txt 2>&1 &
rx=$!
wait_open $rx /dev/$RL && im_cmd 1 "raw 9000 4500 500 500 500 60000 500 40000 500"
sleep 1
kill $rx
wait $rx 2>/dev/null
echo "INFO imon raw: a 115 ms press over two frames reads: $(tr '\n' ' ' < /tmp/long.txt)"

# The other raw ids bind and decode, on bus 2.
for m in imonraw8001 imonrawffda imonrawff30; do
	im_plug 2 $m
	if wait_for 15 im_bound 2; then
		pass "imon raw: $m binds"
		L2=$(im_lirc 2)
		im_script im2-necx 2 "$(cat /tmp/necx.raw)"
		capture_irctl "$L2" /tmp/im2-necx.sh /tmp/got.txt
		expect_file "imon raw: $m reads the NEC-X press exactly" /tmp/got.txt /tmp/necx.want
	else
		fail "imon raw: $m binds" "$(dmesg | tail -n 3 | tr '\n' ' ')"
	fi
	im_unplug 2
	wait_for 5 im_gone 2
done

im_time "raw unit done"
# ---- the onboard-decoding 15c2:ffdc, next to the raw unit ----
im_plug 2 imonpad
if wait_for 15 im_bound 2; then
	pass "imon pad: 15c2:ffdc binds"
else
	fail "imon pad: 15c2:ffdc binds" "$(tail -n 3 /tmp/im2.out | tr '\n' ' ') $(dmesg | tail -n 5 | tr '\n' ' ')"
fi
check "imon pad: interface 1 is bound too" wait_for 5 test -e $ID/2-1:1.1
PL=$(im_lirc 2)
PEV=$(evdev_of "$PL")
PU=/sys/bus/usb/devices/2-1:1.0
PP=/sys/class/lirc_core/$PL/protocols
check "imon pad: the probe sends the iMON protocol packet once" \
	im_wait_count 5 /tmp/im2.out "OUT $PKT_PROTO_IMON" 1
ir-ctl -d /dev/$PL -f > /tmp/features.txt 2>&1
check "imon pad: ir-ctl -f: a scancode receiver" grep -qxF ' - Device can receive scancodes' /tmp/features.txt
check "imon pad: ir-ctl -f: not a raw receiver" sh -c "! grep -q 'receive raw IR' /tmp/features.txt"
check "imon pad: protocols lists [imon] and rc-6-mce" im_protos $PP '[imon] rc-6-mce'

im_script im2-pad 2 'in 28 a3 95 b7 00 00 00 00;in 28 a3 d5 b7 00 00 00 00'
im_script im2-pad1 2 'in1 28 a3 95 b7 00 00 00 00;in1 28 a3 d5 b7 00 00 00 00'
im_script im2-mce 2 'in 80 0f 04 10 00 00 00 00'
im_script im2-mcet 2 'in 80 0f 84 10 00 00 00 00'
run_lirctest codes /dev/$PL "$PEV" $P_IMON 0x28a395b7 $KEY_VOLUMEUP sh /tmp/im2-pad.sh
evtest_around "$PEV" im_run 2 /tmp/im2-pad.sh
check "imon pad: evtest: a PAD code is MSC_SCAN 28a395b7, KEY_VOLUMEUP down and up" \
	im_evtest "$PEV" "$(ev_scan 28a395b7)" "$(ev_key 115 KEY_VOLUMEUP 1)" \
	"$(ev_key 115 KEY_VOLUMEUP 0)"
run_lirctest codes /dev/$PL "$PEV" $P_IMON 0x28a395b7 $KEY_VOLUMEUP sh /tmp/im2-pad1.sh
check "imon pad: interface 1 stays bound" test -e $ID/2-1:1.1

# Two devices at once stay apart.
run_lirctest nocode "imon: the raw unit sees nothing of the pad's press" \
	/dev/$RL "$REV" sh /tmp/im2-pad.sh
run_lirctest nocode "imon: the pad sees nothing of the raw unit's press" \
	/dev/$PL "$PEV" sh /tmp/im1-necx.sh

# LIRCCODE for lircd's iMON configurations: lircd (default driver) and irw.
# im_lircd LIRCDEV: lircd on it with the imon-pad and imon-mceusb files.
im_lircd() {
	cat $PADCONF $MCECONF > /tmp/imon-all.conf
	lircd_start "$1" /tmp/imon-all.conf
}
echo 1 > /sys/class/lirc_core/$PL/legacy_lirccode
ir-ctl -d /dev/$PL -f > /tmp/features.txt 2>&1
check "imon pad: legacy_lirccode: ir-ctl -f sees a LIRCCODE receiver" \
	grep -q 'receive using device dependent LIRCCODE' /tmp/features.txt
im_lircd "$PL"
sh /tmp/im2-pad.sh
check "imon pad: lircd (LIRCCODE, lircd.conf.imon-pad) names the PAD button: irw" \
	irw_has ' KEY_VOLUMEUP iMON-PAD$'

# Protocol switching: the packet the device gets, the protocols file, the
# MCE codes decoded after it.
echo rc-6-mce > $PP
check "imon pad: writing rc-6-mce sends 01 .. 86" \
	im_wait_count 5 /tmp/im2.out "OUT $PKT_PROTO_MCE" 1
check "imon pad: protocols then lists imon and [rc-6-mce]" im_protos $PP 'imon [rc-6-mce]'
sh /tmp/im2-mce.sh
sh /tmp/im2-mcet.sh
check "imon pad: lircd (lircd.conf.imon-mceusb) names the MCE button: irw" \
	irw_has ' Vol_Up MCE_via_iMON_ffdc$'
check "imon pad: lircd sees the toggled MCE press as a new press" \
	wait_for 5 sh -c "[ \$(grep -c ' 00 Vol_Up MCE_via_iMON_ffdc\$' /tmp/irw.txt) = 2 ]"
lircd_stop
echo 0 > /sys/class/lirc_core/$PL/legacy_lirccode
evtest_around "$PEV" im_run 2 /tmp/im2-mce.sh
check "imon pad: evtest: an MCE code is MSC_SCAN 800ff410, KEY_VOLUMEUP" \
	im_evtest "$PEV" "$(ev_scan 800ff410)" "$(ev_key 115 KEY_VOLUMEUP 1)"
echo imon > $PP
check "imon pad: writing imon sends 00 .. 86" \
	im_wait_count 5 /tmp/im2.out "OUT $PKT_PROTO_IMON" 2
check "imon pad: protocols lists [imon] and rc-6-mce again" im_protos $PP '[imon] rc-6-mce'
if echo bogus > $PP 2>/dev/null; then
	fail "imon pad: an unknown protocol is refused" "write succeeded"
else
	pass "imon pad: an unknown protocol is refused"
fi
# A USB reset sends the current protocol's packet again.
echo rc-6-mce > $PP
im_wait_count 5 /tmp/im2.out "OUT $PKT_PROTO_MCE" 2 > /dev/null
lirctest usbreset /sys/bus/usb/devices/2-1 "imon pad: USBDEVFS_RESET"
check "imon pad: after a reset the device gets the MCE packet again" \
	im_wait_count 5 /tmp/im2.out "OUT $PKT_PROTO_MCE" 3
evtest_around "$PEV" im_run 2 /tmp/im2-mce.sh
check "imon pad: MCE codes decode after the reset" \
	im_evtest "$PEV" "$(ev_scan 800ff410)" "$(ev_key 115 KEY_VOLUMEUP 1)"
echo imon > $PP
im_wait_count 5 /tmp/im2.out "OUT $PKT_PROTO_IMON" 3 > /dev/null

# The front panel: an input device of interface 0.
PANEV=
for e in $PU/input/input*/event*; do
	[ -e "$e" ] && PANEV=/dev/input/${e##*/}
done
check "imon pad: interface 0 has a panel input device of its own" \
	sh -c "test -c '$PANEV' && test '$PANEV' != '$PEV'"
evtest_around "$PANEV" im_send 2 'in 00 00 00 00 0f 00 ff ee'
check "imon pad: a panel button (Go) is KEY_MEDIA down and up" \
	im_evtest "$PANEV" "$(ev_key 226 KEY_MEDIA 1)" "$(ev_key 226 KEY_MEDIA 0)"
evtest_around "$PANEV" im_send 2 'in 00 01 00 00 00 00 00 ee'
check "imon pad: the knob clockwise is KEY_VOLUMEUP down and up" \
	im_evtest "$PANEV" "$(ev_key 115 KEY_VOLUMEUP 1)" "$(ev_key 115 KEY_VOLUMEUP 0)"
evtest_around "$PANEV" im_send 2 'in 01 00 00 00 00 00 00 ee'
check "imon pad: the knob anticlockwise is KEY_VOLUMEDOWN down and up" \
	im_evtest "$PANEV" "$(ev_key 114 KEY_VOLUMEDOWN 1)" "$(ev_key 114 KEY_VOLUMEDOWN 0)"
# The stick (ffdc layout): 15 right twice, then at rest. Keyboard mode
# (the default): an arrow through the lirc device's input device.
STICK='in 40 78 00 b7 00 00 00 00;in 40 78 00 b7 00 00 00 00;in 40 00 00 b7 00 00 00 00'
evtest_around "$PEV" im_send 2 "$STICK"
check "imon pad: keyboard mode: the stick pushed right is KEY_RIGHT" \
	im_evtest "$PEV" "$(ev_scan 100007f)" "$(ev_key 106 KEY_RIGHT 1)"
# The PAD's mouse/keyboard key switches to mouse mode: REL_X/REL_Y (15
# right, 8 up) and the buttons on the panel input device, no keys.
TOGGLE='in 29 91 15 b7 00 00 00 00;in 29 91 55 b7 00 00 00 00'
im_cmd 2 "$TOGGLE"
im_script im2-stick 2 'in 41 78 08 b7 00 00 00 00;in 41 00 00 b7 00 00 00 00'
evtest_around "$PANEV" im_run 2 /tmp/im2-stick.sh
check "imon pad: mouse mode: the stick moves REL_X right and REL_Y up" \
	im_evtest "$PANEV" 'type 2 \(EV_REL\), code 0 \(REL_X\), value [1-9]' \
	'type 2 \(EV_REL\), code 1 \(REL_Y\), value -[1-9]'
run_lirctest nocode "imon pad: mouse mode: the stick gives no key" \
	/dev/$PL "$PEV" sh /tmp/im2-stick.sh
evtest_around "$PANEV" im_send 2 'in 68 83 01 b7 00 00 00 00;in 68 82 81 b7 00 00 00 00'
check "imon pad: mouse mode: the left button is BTN_LEFT down and up" \
	im_evtest "$PANEV" "$(ev_key 272 BTN_LEFT 1)" "$(ev_key 272 BTN_LEFT 0)"
evtest_around "$PANEV" im_send 2 'in 68 84 81 b7 00 00 00 00;in 68 82 81 b7 00 00 00 00'
check "imon pad: mouse mode: the right button is BTN_RIGHT down and up" \
	im_evtest "$PANEV" "$(ev_key 273 BTN_RIGHT 1)" "$(ev_key 273 BTN_RIGHT 0)"
evtest_around "$PEV" im_send 2 'in 68 83 01 b7 00 00 00 00;in 68 82 81 b7 00 00 00 00'
echo "INFO imon pad: mouse mode: the lirc device's input device got: $(grep -E '^Event:.*(EV_KEY|MSC_SCAN)' /tmp/evtest.txt | sed 's/.*type/type/' | tr '\n' '|')"
im_cmd 2 "$TOGGLE"
evtest_around "$PEV" im_send 2 "$STICK"
check "imon pad: the key switches back: the stick is KEY_RIGHT again" \
	im_evtest "$PEV" "$(ev_key 106 KEY_RIGHT 1)"

# Association of a 2.4 GHz remote.
A=$PU/associate_remote
check "imon pad: associate_remote: not associating, no remote" sh -c \
	"grep -qx 'associating: no' $A && grep -qx 'remote: none' $A"
echo 1 > $A
check "imon pad: writing 1 sends the associate request" \
	im_wait_count 5 /tmp/im2.out "OUT $PKT_ASSOC" 1
check "imon pad: associate_remote says associating" grep -qx 'associating: yes' $A
# Garbage instead of a reply (each one byte off), then a press as a marker.
evtest_around "$PEV" im_send 2 'in 00 12 ff ff ff ff 4e 00;in 00 12 ff ff ff ff 00 df;in 00 12 ff 00 ff ff 4e df;in 28 a3 95 b7 00 00 00 00;in 28 a3 d5 b7 00 00 00 00'
check "imon pad: (the marker press after the garbage arrived)" \
	im_evtest "$PEV" "$(ev_key 115 KEY_VOLUMEUP 1)"
check "imon pad: garbage instead of a reply changes nothing" sh -c \
	"grep -qx 'associating: yes' $A && grep -qx 'remote: none' $A"
im_cmd 2 'assoc 2a'
check "imon pad: the reply ends the association: remote 0x2a" wait_for 5 sh -c \
	"grep -qx 'associating: no' $A && grep -qx 'remote: 0x2a' $A"
echo 1 > $A
im_wait_count 5 /tmp/im2.out "OUT $PKT_ASSOC" 2 > /dev/null
im_cmd 2 'assoc 3c 5e'
check "imon pad: a DT remote's reply (5E): remote 0x3c" wait_for 5 sh -c \
	"grep -qx 'associating: no' $A && grep -qx 'remote: 0x3c' $A"
if echo bogus > $A 2>/dev/null; then
	fail "imon pad: associate_remote refuses a non-boolean" "write succeeded"
else
	pass "imon pad: associate_remote refuses a non-boolean"
fi

# Stalls: the raw unit and the pad recover. (The core's messages about
# them are dynamic debug.)
echo 'module lirc_core +p' > /sys/kernel/debug/dynamic_debug/control
im_mark stall
im_cmd 1 halt
capture_irctl "$RL" /tmp/im1-necx.sh /tmp/got.txt
expect_file "imon raw: a stalled endpoint is cleared and the press reads exactly" \
	/tmp/got.txt /tmp/necx.want
check "imon raw: the stall is reported" im_log_has stall '1-1:1.0: IN endpoint stalled, clearing it$'
ir-ctl -d /dev/$RL -r --mode2 -1 > /tmp/irctl.raw 2>&1 &
rx=$!
wait_open $rx /dev/$RL
im_mark wedge
im_cmd 1 wedge
check "imon raw: a wedged endpoint: the stream rests after 10 stalls" wait_for 10 \
	im_log_has wedge '1-1:1.0: IN stream stopped after 10 errors \(last -32\), retrying in'
im_cmd 1 unhalt
sh /tmp/im1-necx.sh
wait_exit $rx 15
grep -E '^(pulse|space) ' /tmp/irctl.raw > /tmp/got.txt
expect_file "imon raw: once the device recovers the open reader gets the press exactly" \
	/tmp/got.txt /tmp/necx.want
im_cmd 2 halt
run_lirctest codes /dev/$PL "$PEV" $P_IMON 0x28a395b7 $KEY_VOLUMEUP sh /tmp/im2-pad.sh
echo 'module lirc_core -p' > /sys/kernel/debug/dynamic_debug/control

im_time "pad done"
# ---- a seeded sweep of malformed packets ----
SEED=${LIRC_IMON_SEED:-$(cat /etc/lirc-imon-seed 2>/dev/null || echo 20261204)}
FUZZ_N=2000
# im_fuzz KIND SEED N: N malformed packets as usbemu commands (Park-Miller
# generator, the same in any awk); KIND raw or pad picks the shapes.
im_fuzz() {
	awk -v kind=$1 -v seed=$2 -v n=$3 '
	function rnd(m) { x = (x * 16807) % 2147483647; return int(x / 2147483647 * m) }
	function hex(k,   s, i) { s = ""; for (i = 0; i < k; i++) s = s sprintf(" %02x", rnd(256)); return s }
	BEGIN {
		x = seed % 2147483646 + 1
		for (i = 0; i < 10; i++) rnd(2)
		c = 0
		while (c < n) {
			k = rnd(12)
			if (k == 0) { print "in" hex(1 + rnd(7)); short++; c++ }
			else if (k == 1) { print "zlp"; zero++; c++ }
			else if (k == 2) { print "in" hex(5) " 00 00 " sprintf("%02x", rnd(14)); chunk++; c++ }
			else if (k == 3) { print "in" hex(8); rand8++; c++ }
			else if (k == 4) { print "in ff ff ff ff ff ff " (rnd(2) ? "4e" : "5e") " " sprintf("%02x", rnd(256)); fill++; c++ }
			else if (k == 5) { print "in 00" hex(1) " ff ff ff ff" hex(1) " df"; assoc++; c++ }
			else if (k == 6) { print "in" hex(9 + rnd(8)); long++; c++ }
			else if (k == 7) {	# a frame broken off after chunk m
				m = 1 + rnd(9)
				for (j = 1; j <= m; j++) print "in" hex(5) " 00 00 " sprintf("%02x", j)
				broken++; c += m
			} else if (k == 8) {	# chunks out of order
				print "in" hex(5) " 00 00 01"; print "in" hex(5) " 00 00 03"; order++; c += 2
			} else if (k == 9 && kind == "raw") {	# a whole frame of noise
				for (j = 1; j <= 10; j++) print "in" hex(5) " 00 00 " sprintf("%02x", j)
				noise++; c += 10
			} else if (k == 9) {	# panel-looking packets
				print "in" hex(7) " ee"; panel++; c++
			} else if (k == 10) {	# MCE- or keyboard-looking codes
				print "in " (rnd(2) ? "80" : "02") hex(7); codes++; c++
			} else {	# stick-looking packets (byte 0 bit 6)
				print "in " sprintf("%02x", 64 + rnd(64)) hex(7); stick++; c++
			}
		}
		printf "INFO imon fuzz %s: seed %d, %d packets: %d short, %d zero-length, %d chunks, %d random, %d fillers, %d bad replies, %d long, %d broken frames, %d out of order, %d noise frames, %d panel, %d codes, %d stick\n",
			kind, seed, c, short, zero, chunk, rand8, fill, assoc, long, broken, order, noise, panel, codes, stick > "/dev/stderr"
		print c > ("/tmp/fuzz-" kind ".count")
	}' 2> /tmp/fuzz-$1.info > /tmp/fuzz-$1.cmd
	cat /tmp/fuzz-$1.info
}
echo "INFO imon fuzz: seed $SEED (set LIRC_IMON_SEED when building the initramfs to replay another)"
im_mark fuzz
for dev in 1:raw 2:pad; do
	N=${dev%%:*} K=${dev#*:}
	im_fuzz $K $SEED $FUZZ_N
	cnt=$(cat /tmp/fuzz-$K.count)
	rm -f /tmp/stamps$N
	im_cmd $N "stamps /tmp/stamps$N"
	timeout 120 sh -c "cat /tmp/fuzz-$K.cmd > /tmp/im$N.in"
	if wait_for 120 sh -c "[ \$(wc -l < /tmp/stamps$N 2>/dev/null || echo 0) -ge $cnt ]"; then
		pass "imon fuzz $K: the device took $cnt malformed packets (seed $SEED)"
	else
		fail "imon fuzz $K: the device took $cnt malformed packets (seed $SEED)" \
			"$(wc -l < /tmp/stamps$N) sent"
	fi
	emu_sync im$N	# the last packets have reached the driver
done
msgs=$(( $(im_since fuzz | wc -l) - 1 ))
[ $msgs -lt 400 ] && pass "imon fuzz: the messages are rate-limited ($msgs lines)" ||
	fail "imon fuzz: the messages are rate-limited" "$msgs lines for $((2 * FUZZ_N)) packets: $(dmesg | tail -n 3 | tr '\n' '|')"
check "imon fuzz: both devices stay bound" sh -c "test '$(im_lirc 1)' = '$RL' && test '$(im_lirc 2)' = '$PL'"
capture_irctl "$RL" /tmp/im1-necx.sh /tmp/got.txt
expect_file "imon fuzz raw: afterwards a press still reads exactly" /tmp/got.txt /tmp/necx.want
run_lirctest codes /dev/$RL "$REV" $P_NECX 0x801054 $KEY_NUMERIC_1 sh /tmp/im1-necx.sh
run_lirctest codes /dev/$PL "$PEV" $P_IMON 0x28a395b7 $KEY_VOLUMEUP sh /tmp/im2-pad.sh

im_time "fuzz done"
# ---- unplug with readers open, replug ----
evtest "$PANEV" > /tmp/panel-ev.txt 2>&1 &
pev=$!
wait_open $pev "$PANEV"
run_lirctest unplug /dev/$PL "kill $IMPID2"
im_unplug 2
wait_exit $pev 5
[ $? != 124 ] && pass "imon pad: unplug ends evtest on the panel input device" ||
	fail "imon pad: unplug ends evtest on the panel input device" "still running"
check "imon pad: unplug unbinds both interfaces" wait_for 5 im_gone 2
im_plug 2 imonpad
check "imon pad: replug binds" wait_for 15 im_bound 2
PL=$(im_lirc 2)
PEV=$(evdev_of "$PL")
run_lirctest codes /dev/$PL "$PEV" $P_IMON 0x28a395b7 $KEY_VOLUMEUP sh /tmp/im2-pad.sh

# Interface 1 alone: interface 0 unbound, then claimed through usbfs.
echo -n 2-1:1.1 > $ID/unbind 2>/dev/null
echo -n 2-1:1.0 > $ID/unbind
REFUSED1='2-1:1.1: '
im_mark alone
echo -n 2-1:1.1 > $ID/bind 2>/dev/null
if test -e $ID/2-1:1.1; then
	fail "imon pad: interface 1 is refused while interface 0 is unbound" "it bound"
else
	pass "imon pad: interface 1 is refused while interface 0 is unbound"
fi
check "imon pad: the refusal says why" wait_for 5 im_log_has alone "$REFUSED1"
echo "INFO imon pad: $(im_since alone | grep "$REFUSED1" | tail -n 1)"
rm -f /tmp/claim.stop
usbclaim /sys/bus/usb/devices/2-1 0 /tmp/claim.stop > /tmp/claim.out 2>&1 &
cl=$!
check "imon pad: usbfs claims interface 0" wait_for 5 grep -q CLAIMED /tmp/claim.out
im_mark claimed
echo -n 2-1:1.1 > $ID/bind 2>/dev/null
if test -e $ID/2-1:1.1; then
	fail "imon pad: interface 1 is refused while usbfs holds interface 0" "it bound"
else
	pass "imon pad: interface 1 is refused while usbfs holds interface 0"
fi
check "imon pad: that refusal says why" wait_for 5 im_log_has claimed "$REFUSED1"
echo "INFO imon pad: $(im_since claimed | grep "$REFUSED1" | tail -n 1)"
touch /tmp/claim.stop
wait_exit $cl 5
echo -n 2-1:1.0 > $ID/bind
check "imon pad: once interface 0 is ours again, interface 1 binds by itself" \
	wait_for 5 sh -c "test -e $ID/2-1:1.0 && test -e $ID/2-1:1.1"
PL=$(im_lirc 2)
PEV=$(evdev_of "$PL")
run_lirctest codes /dev/$PL "$PEV" $P_IMON 0x28a395b7 $KEY_VOLUMEUP sh /tmp/im2-pad1.sh

run_lirctest unplug /dev/$RL "kill $IMPID1"
im_unplug 1
check "imon raw: unplug unbinds" wait_for 5 im_gone 1
im_plug 1 imonraw
check "imon raw: replug binds" wait_for 15 im_bound 1
RL=$(im_lirc 1)
capture_irctl "$RL" /tmp/im1-necx.sh /tmp/got.txt
expect_file "imon raw: after replug a press reads exactly" /tmp/got.txt /tmp/necx.want
im_unplug 2
wait_for 5 im_gone 2

# ---- the 15c2:0038 LCD unit: no OUT endpoint, control transfers ----
im_plug 2 imonlcd
check "imon lcd: 15c2:0038 binds" wait_for 15 im_bound 2
LL=$(im_lirc 2)
LEV=$(evdev_of "$LL")
LP=/sys/class/lirc_core/$LL/protocols
check "imon lcd: the probe sends the iMON packet as a class control transfer" \
	im_wait_count 5 /tmp/im2.out "$CTRL_LCD $PKT_PROTO_IMON" 1
check "imon lcd: protocols lists [imon] and rc-6-mce" im_protos $LP '[imon] rc-6-mce'
run_lirctest codes /dev/$LL "$LEV" $P_IMON 0x28a395b7 $KEY_VOLUMEUP sh /tmp/im2-pad.sh
echo rc-6-mce > $LP
check "imon lcd: writing rc-6-mce sends 01 .. 86 as a control transfer" \
	im_wait_count 5 /tmp/im2.out "$CTRL_LCD $PKT_PROTO_MCE" 1
evtest_around "$LEV" im_send 2 'in 80 0f 04 11 00 00 00 00'
check "imon lcd: an MCE code is MSC_SCAN 800ff411, KEY_VOLUMEDOWN" \
	im_evtest "$LEV" "$(ev_scan 800ff411)" "$(ev_key 114 KEY_VOLUMEDOWN 1)"
echo 1 > /sys/class/lirc_core/$LL/legacy_lirccode
im_lircd "$LL"
sh /tmp/im2-mce.sh
check "imon lcd: lircd (LIRCCODE, lircd.conf.imon-mceusb) names the MCE button: irw" \
	irw_has ' Vol_Up MCE_via_iMON_ffdc$'
lircd_stop
echo 0 > /sys/class/lirc_core/$LL/legacy_lirccode
echo imon > $LP
check "imon lcd: writing imon sends 00 .. 86 as a control transfer" \
	im_wait_count 5 /tmp/im2.out "$CTRL_LCD $PKT_PROTO_IMON" 2
lirctest usbreset /sys/bus/usb/devices/2-1 "imon lcd: USBDEVFS_RESET"
check "imon lcd: after a reset the device gets the iMON packet again" \
	im_wait_count 5 /tmp/im2.out "$CTRL_LCD $PKT_PROTO_IMON" 3
run_lirctest unplug /dev/$LL "kill $IMPID2"
im_unplug 2
check "imon lcd: unplug unbinds" wait_for 5 im_gone 2

im_time "lcd done"
# ---- crafted descriptors: refused with a message, nothing crashes ----
# im_refused MODEL VARIANT INTF...: nothing of the listed interfaces binds
# and each of them has a new message.
im_refused() {
	m=$1 v=$2
	shift 2
	im_mark "$m-$v"
	im_plug 2 $m $v
	wait_for 15 grep -q READY /tmp/im2.out
	for i in "$@"; do
		if wait_for 5 im_log_has "$m-$v" "2-1:1.$i: "; then
			echo "INFO imon: $m '$v': $(im_since "$m-$v" | grep "2-1:1.$i: " | tail -n 1)"
			test -e $ID/2-1:1.$i &&
				fail "imon: $m '$v': interface $i is refused with a message" "it is bound" ||
				pass "imon: $m '$v': interface $i is refused with a message"
		else
			fail "imon: $m '$v': interface $i is refused with a message" \
				"no message; bound: $(ls -d $ID/2-1:* 2>/dev/null | tr '\n' ' ')"
		fi
	done
}
for v in noep outep bulk zeromps; do
	im_refused imonraw $v 0
	im_unplug 2
	im_refused imonpad $v 0 1
	im_unplug 2
done
im_refused imonlcd noep 0
im_unplug 2
im_refused imonpad outbulk 0 1
im_unplug 2
im_refused imonpad intf1only 1
im_unplug 2
im_refused imonpad in1noep 1
check "imon: imonpad 'in1noep': interface 0 binds" im_bound 2
im_unplug 2
check "imon: after the crafted devices the raw unit is still bound" im_bound 1
run_lirctest codes /dev/$RL "$(evdev_of "$RL")" $P_NECX 0x801054 $KEY_NUMERIC_1 sh /tmp/im1-necx.sh

# im_holders: the processes with a lirc or input node open.
im_holders() {
	for p in /proc/[0-9]*; do
		ls -l $p/fd 2>/dev/null | grep -qE ' -> /dev/(lirc_core|input/event)' &&
			echo "${p#/proc/} $(cat $p/comm 2>/dev/null)"
	done | tr '\n' ' '
}
echo "INFO imon: processes with lirc or input nodes open before the unload: [$(im_holders)]"
if rmmod lirc_imon && rmmod lirc_loopback; then
	if rmmod lirc_core 2>/dev/null; then
		pass "imon: the modules unload with a device plugged"
	elif wait_for 5 rmmod lirc_core; then
		fail "imon: the modules unload with a device plugged" \
			"lirc_core was busy right after the drivers unloaded; it unloaded on a retry"
	else
		fail "imon: the modules unload with a device plugged" \
			"lirc_core stays busy: $(grep '^lirc_core ' /proc/modules) holders [$(im_holders)]"
	fi
else
	fail "imon: the modules unload with a device plugged" "$(grep '^lirc' /proc/modules | tr '\n' ' ')"
fi
im_unplug 1
# Whatever happened above, 40-coexist.sh needs our modules out.
for m in lirc_imon lirc_loopback lirc_core; do
	grep -q "^$m " /proc/modules && wait_for 5 rmmod $m
done
im_time "all done"
