# SPDX-License-Identifier: GPL-2.0
# lirc_atiusb on emulated receivers (usbemu models atirw1 0bc7:0004, x10
# 0bc7:0007, atirw2 0471:0602 with its two interfaces, xbox 045e:0284):
# the RW1's init packets byte for byte (at probe and after a USB reset),
# keys and scancodes as Linux 6.1 reports them, channels (the mask, the
# channel in the code), the repeat window, the pad as REL and BTN events;
# the RW2's keys (press, hold, release), mode keys and stick; the Xbox
# kit; LIRCCODE through Debian's lircd with lircd.conf.atiusb (two X10
# channels told apart) and lircd.conf.atilibusb; settings refused with
# EINVAL; crafted descriptors; a receiver that never takes its init
# packets; stalled and wedged endpoints; a seeded sweep of malformed
# frames per model (LIRC_ATIUSB_SEED replays another), each followed by
# a press that must decode exactly; two receivers at once. What the
# devices send is written here from the formats
# (../shared/reference/devices.md, the issue, Debian's configurations),
# never read from the driver. Sourced by /init after 37-sasem.sh.
M=/modules
ID=/sys/bus/usb/drivers/lirc_atiusb
ATICONF=/usr/share/lirc/remotes/atiusb/lircd.conf.atiusb
ATILIBCONF=/usr/share/lirc/remotes/atiusb/lircd.conf.atilibusb
P_OTHER=1
P_XBOX=27
KEY_POWER=116
KEY_OK=352
KEY_NUMERIC_1=513
A=/sys/bus/usb/devices/1-1:1.0

# a_press N FILE CMDS: a script FILE that sends usbemu commands CMDS
# (';'-separated) to unit N, for lirctest's COMMAND.
a_press() {
	echo "echo '$3' | tr ';' '\n' > /tmp/im$1.in" > "$2"
}
# a_feed CMDS [mark1]: usbemu commands (one a line) to unit 1, then until
# they ran and their packets were taken (interface 1's with mark1).
a_feed() {
	echo "$1" > /tmp/im1.in && emu_sync im1 $2
}
a_gone() {
	! test -e $ID/$1-1:1.0
}
# a_set ATTR VALUE: the store's exit status (0 accepted).
a_set() {
	echo "$2" > "$A/$1" 2> /dev/null
}
# a_events FILE TYPE CODE VALUE: how many such events evtest printed.
a_events() {
	grep -c "type [0-9]* ($2), code [0-9]* ($3), value $4\$" "$1"
}
# a_evlines FILE: evtest's event lines but reports (not its header).
a_evlines() {
	grep '^Event: ' "$1" | grep -v 'SYN_REPORT'
}
# a_none FILE PATTERN: no event line matches PATTERN (grep -E).
a_none() {
	! a_evlines "$1" | grep -qE "$2"
}
# a_count FILE PATTERN N: N event lines match PATTERN (grep -E); else
# they are printed.
a_count() {
	n=$(a_evlines "$1" | grep -cE "$2")
	[ "$n" = "$3" ] && return 0
	echo "$n, not $3, in: $(a_evlines "$1" | sed 's/^Event: time //' | tr '\n' '|')"
	return 1
}

# ---- seeded sweeps of malformed frames (one per model) ----
SEED=${LIRC_ATIUSB_SEED:-$(cat /etc/lirc-atiusb-seed 2>/dev/null || echo 20261206)}
A_FUZZ_N=2000
# a_gen KIND: A_FUZZ_N frames as usbemu commands for KIND (rw1, rw2,
# xbox), from SEED (Park-Miller generator, the same in any awk), into
# /tmp/afuzz.cmd; their number into /tmp/afuzz.count; what was drawn to
# the log. The generator checks each frame against the formats and drops
# any that is a key, a pad or stick movement (none may give an event):
#   rw1: 4 bytes 14 SUM KEY CH with SUM = KEY + CH + 0xd5, CH's low nibble
#        0; frames of 3 and 5 bytes, and 4 bytes with another first byte,
#        are codes only for LIRCCODE readers (no event either);
#   rw2: keys (in1) 3 bytes, mode (low nibble of byte 0) 0-4, state 0-2;
#        the stick (in) 3 bytes, mode 0-4;
#   xbox: 6 bytes, byte 1 is 6.
a_gen() {
	awk -v seed=$SEED -v n=$A_FUZZ_N -v kind=$1 '
function rnd(m) { x = (x * 16807) % 2147483647; return int(x / 2147483647 * m) }
function fill(from, to,   i) { for (i = from; i <= to; i++) pk[i] = rnd(256) }
function valid(ep, len) {
	if (kind == "rw1")
		return len == 4 && pk[1] == 20 && pk[4] % 16 == 0 &&
		       pk[2] == (pk[3] + pk[4] + 213) % 256
	if (kind == "rw2" && ep == "in1")
		return len == 3 && pk[1] % 16 < 5 && pk[2] <= 2
	if (kind == "rw2")
		return len == 3 && pk[1] % 16 < 5
	return len == 6 && pk[2] == 6
}
function emit(ep, len, what,   s, i) {
	if (valid(ep, len)) { skipped++; return }
	if (len == 0) { if (ep != "in") { skipped++; return } s = "zlp" }
	else s = ep
	for (i = 1; i <= len; i++) s = s sprintf(" %02x", pk[i])
	print s
	c++
	cnt[what]++
}
BEGIN {
	x = seed % 2147483646 + 1
	for (i = 0; i < 10; i++) rnd(2)
	while (c < n) {
		k = rnd(6)
		if (kind == "rw1") {
			if (k == 0) { len = rnd(3); fill(1, len); emit("in", len, "short") }
			else if (k == 1) { len = 6 + rnd(3); fill(1, len); emit("in", len, "long") }
			else if (k == 2) {	# a key frame with a wrong sum
				fill(1, 4); pk[1] = 20; pk[4] = 16 * rnd(16)
				pk[2] = (pk[3] + pk[4] + 214 + rnd(255)) % 256
				emit("in", 4, "wrong sum")
			} else if (k == 3) {	# a low nibble in the channel byte
				fill(1, 4); pk[1] = 20; pk[4] = 16 * rnd(16) + 1 + rnd(15)
				pk[2] = (pk[3] + pk[4] + 213) % 256
				emit("in", 4, "stray nibble")
			} else if (k == 4) { len = 3 + 2 * rnd(2); fill(1, len); emit("in", len, "lirccode only") }
			else { fill(1, 4); if (pk[1] == 20) pk[1] = 21; emit("in", 4, "other prefix") }
		} else if (kind == "rw2") {
			ep = rnd(2) ? "in1" : "in"
			if (k <= 1) { len = rnd(9); if (len == 3) len = 4; fill(1, len); emit(ep, len, ep " length") }
			else if (k <= 3) {	# a mode above PC
				fill(1, 3); pk[1] = 16 * rnd(16) + 5 + rnd(11)
				emit(ep, 3, ep " mode")
			} else {	# a key state above hold
				fill(1, 3); pk[1] = 16 * rnd(16) + rnd(5); pk[2] = 3 + rnd(253)
				emit("in1", 3, "in1 state")
			}
		} else {
			if (k <= 1) { len = rnd(6); fill(1, len); emit("in", len, "short") }
			else if (k == 2) { len = 7 + rnd(2); fill(1, len); emit("in", len, "long") }
			else { fill(1, 6); if (pk[2] == 6) pk[2] = 7; emit("in", 6, "wrong length byte") }
		}
	}
	s = ""
	for (w in cnt) s = s sprintf(", %d %s", cnt[w], w)
	printf "INFO atiusb fuzz %s: seed %d, %d frames%s (%d valid draws skipped)\n",
		kind, seed, c, s, skipped > "/dev/stderr"
	print c > "/tmp/afuzz.count"
}' 2> /tmp/afuzz.info > /tmp/afuzz.cmd
	cat /tmp/afuzz.info
	A_CNT=$(cat /tmp/afuzz.count)
	cat > /tmp/afuzz.sh <<EOT
rm -f /tmp/astamps
echo 'stamps /tmp/astamps' > /tmp/im1.in
timeout 120 sh -c 'cat /tmp/afuzz.cmd > /tmp/im1.in'
i=0
while [ \$(wc -l < /tmp/astamps 2>/dev/null || echo 0) -lt $A_CNT ] && [ \$i -lt 1200 ]; do
	sleep 0.1
	i=\$((i + 1))
done
[ \$(wc -l < /tmp/astamps) -ge $A_CNT ]
EOT
}
# a_sweep KIND: the sweep on unit 1 (bound, $L and $EV its nodes): no code
# and no event, the messages rate-limited, the unit still bound.
a_sweep() {
	a_gen $1
	im_mark "a-fuzz-$1"
	run_lirctest nocode "atiusb fuzz $1: $A_CNT malformed frames (seed $SEED) give no code and no event" \
		/dev/$L "$EV" sh /tmp/afuzz.sh
	check "atiusb fuzz $1: the unit sent all $A_CNT frames" \
		sh -c "[ \$(wc -l < /tmp/astamps) -ge $A_CNT ]"
	msgs=$(( $(im_since "a-fuzz-$1" | wc -l) - 1 ))
	[ $msgs -lt 200 ] && pass "atiusb fuzz $1: the messages are rate-limited ($msgs lines)" ||
		fail "atiusb fuzz $1: the messages are rate-limited" "$msgs lines for $A_CNT frames"
	check "atiusb fuzz $1: the unit stays bound" sh -c "test '$(im_lirc 1)' = '$L'"
}

A_CORE=
if ! grep -q '^lirc_core ' /proc/modules; then
	insmod $M/lirc_core.ko
	A_CORE=1
fi
insmod $M/lirc_atiusb.ko
check "atiusb: the module has no parameters" sh -c "! test -e /sys/module/lirc_atiusb/parameters"
for id in v0BC7p0002 v0BC7p0007 v0BC7p000F v0471p0602 v0471p0603 v040Bp6521 v045Ep0284; do
	check "atiusb: MODULE_DEVICE_TABLE names $id" grep -aq "alias=usb:${id}d" $M/lirc_atiusb.ko
done
check "atiusb: no catch-all ffff:ffff" sh -c "! grep -aq 'alias=usb:vFFFFpFFFF' $M/lirc_atiusb.ko"

# ---- RW1 / X10 ----
im_plug 1 atirw1
check "atiusb rw1: 0bc7:0004 binds" wait_for 15 im_bound 1
L=$(im_lirc 1)
EV=$(evdev_of "$L")
echo "INFO atiusb rw1: /dev/$L, $EV"
check "atiusb rw1: the init packets, byte for byte, at probe" wait_for 5 \
	sh -c "[ \"\$(grep '^OUT ' /tmp/im1.out | tr '\n' '|')\" = 'OUT 80 01 00 20 14|OUT 80 01 00 20 14 20 20 20|' ]"
ir-ctl -d /dev/$L -f > /tmp/features.txt 2>&1
check "atiusb rw1: ir-ctl -f: a receiver of scancodes" \
	grep -qxF ' - Device can receive scancodes' /tmp/features.txt
check "atiusb rw1: settings of RW1: channel_mask 0xffff, channel_in_code 0, repeat_window_ms 100" \
	sh -c "grep -qx 0xffff $A/channel_mask && grep -qx 0 $A/channel_in_code &&
	       grep -qx 100 $A/repeat_window_ms && ! test -e $A/mode_keys &&
	       ! test -e $A/mouse_deadzone"
check "atiusb rw1: the input device is a pointer too (REL_X, REL_Y)" \
	sh -c "grep -q '^3\$' /sys/class/lirc_core/$L/input*/capabilities/rel"

a_press 1 /tmp/a-power1.sh 'x10 02 1'
a_press 1 /tmp/a-power2.sh 'x10 02 2'
a_press 1 /tmp/a-one1.sh 'x10 0d 1'
run_lirctest codes /dev/$L "$EV" $P_OTHER 0x02 $KEY_POWER sh /tmp/a-power1.sh
run_lirctest codes /dev/$L "$EV" $P_OTHER 0x0d $KEY_NUMERIC_1 sh /tmp/a-one1.sh
run_lirctest codes /dev/$L "$EV" $P_OTHER 0x02 $KEY_POWER sh /tmp/a-power2.sh

# The same code again within the window is its repeat; later, a new press.
a_press 1 /tmp/a-rep50.sh 'x10 02 1;sleep 50;x10 02 1'
# (key-up is the window after the last frame: held 50 + 100 ms)
HWREPEAT_MIN_MS=140 run_lirctest hwrepeat /dev/$L "$EV" $P_OTHER 0x02 $KEY_POWER 1 sh /tmp/a-rep50.sh
a_press 1 /tmp/a-rep250.sh 'x10 02 1;sleep 250;x10 02 1'
evtest_around "$EV" im_run 1 /tmp/a-rep250.sh
check "atiusb rw1: 250 ms later (window 100 ms): a new press" \
	test "$(a_events /tmp/evtest.txt EV_KEY KEY_POWER 1)" = 2
check "atiusb rw1: repeat_window_ms 400" a_set repeat_window_ms 400
evtest_around "$EV" im_run 1 /tmp/a-rep250.sh
check "atiusb rw1: 250 ms later within a window of 400 ms: one press" \
	test "$(a_events /tmp/evtest.txt EV_KEY KEY_POWER 1)" = 1
a_set repeat_window_ms 100

# Channels.
check "atiusb rw1: channel_in_code 1" a_set channel_in_code 1
evtest_around "$EV" im_run 1 /tmp/a-power2.sh
check "atiusb rw1: channel in code: channel 2's POWER is scancode 0x102" \
	grep -q 'MSC_SCAN), value 102$' /tmp/evtest.txt
a_set channel_in_code 0
check "atiusb rw1: channel_mask 0x0001" a_set channel_mask 0x0001
check "atiusb rw1: channel_mask reads 0x0001" grep -qx 0x0001 $A/channel_mask
run_lirctest nocode "atiusb rw1: channel 2 masked out" /dev/$L "$EV" sh /tmp/a-power2.sh
run_lirctest codes /dev/$L "$EV" $P_OTHER 0x02 $KEY_POWER sh /tmp/a-power1.sh
a_set channel_mask 0xffff

# Settings refused.
for v in 0x10000 -1 abc ''; do
	check "atiusb rw1: channel_mask '$v': EINVAL" sh -c "! echo '$v' > $A/channel_mask"
done
for v in 9 1001 abc -5; do
	check "atiusb rw1: repeat_window_ms '$v': EINVAL" sh -c "! echo '$v' > $A/repeat_window_ms"
done
check "atiusb rw1: channel_in_code 'maybe': EINVAL" sh -c "! echo maybe > $A/channel_in_code"
check "atiusb rw1: the settings are unchanged" \
	sh -c "grep -qx 0xffff $A/channel_mask && grep -qx 100 $A/repeat_window_ms"

# The pad: directions accelerate, buttons are BTN_LEFT/BTN_RIGHT.
# (four frames 60 ms apart: held 180 ms, past the 125 ms of the first
# doubling; a 300 ms window, so that a slow TCG guest never breaks the
# hold, which the 100 ms default did)
echo 300 > $A/repeat_window_ms
evtest_around "$EV" a_feed 'x10 71 1
sleep 60
x10 71 1
sleep 60
x10 71 1
sleep 60
x10 71 1
x10 78 1
x10 79 1
x10 72 1'
echo 100 > $A/repeat_window_ms
check "atiusb rw1: pad right: REL_X 1 and more" \
	sh -c "[ $(a_events /tmp/evtest.txt EV_REL REL_X 1) -ge 1 ] && grep -q 'REL_X), value 2\$' /tmp/evtest.txt"
check "atiusb rw1: pad up: REL_Y -1" grep -q 'REL_Y), value -1$' /tmp/evtest.txt
check "atiusb rw1: pad left button: BTN_LEFT down and up" \
	sh -c "[ $(a_events /tmp/evtest.txt EV_KEY BTN_LEFT 1) = 1 ] && [ $(a_events /tmp/evtest.txt EV_KEY BTN_LEFT 0) = 1 ]"
check "atiusb rw1: the pad sends no MSC_SCAN" a_none /tmp/evtest.txt MSC_SCAN

# Malformed frames: a wrong sum, a stray low nibble, sizes; then a press.
evtest_around "$EV" a_feed 'in 14 d8 02 00
in 14 d8 02 01
in 14 d7
in 14 d7 02 00 00 00 00 00
zlp'
check "atiusb rw1: malformed frames: no event" a_none /tmp/evtest.txt 'EV_KEY|EV_MSC|EV_REL' 
check "atiusb rw1: ... said, rate-limited" sh -c "dmesg | grep -q 'lirc_atiusb 1-1:1.0: malformed frame'"
run_lirctest codes /dev/$L "$EV" $P_OTHER 0x02 $KEY_POWER sh /tmp/a-power1.sh

# LIRCCODE: Debian's lircd with lircd.conf.atiusb, channels told apart.
echo 1 > /sys/class/lirc_core/$L/legacy_lirccode
a_set channel_in_code 1
lircd_start "$L" $ATICONF
sh /tmp/a-power2.sh
check "atiusb rw1: lircd (lircd.conf.atiusb) names Power of X10_Ch2: irw" irw_has ' Power X10_Ch2$'
sleep 0.3
echo 'x10 02 3' > /tmp/im1.in
check "atiusb rw1: ... and Power of X10_Ch3: irw" irw_has ' Power X10_Ch3$'
echo "INFO atiusb rw1: irw printed: $(tr '\n' '|' < /tmp/irw.txt)"
check "atiusb rw1: ... lircd saw 14e7021000 and 14f7022000" \
	sh -c "grep -q '^00000014e7021000 ' /tmp/irw.txt && grep -q '^00000014f7022000 ' /tmp/irw.txt"
lircd_stop
a_set channel_in_code 0
echo 0 > /sys/class/lirc_core/$L/legacy_lirccode

# A USB reset: the init packets go out again.
im_cmd 1 'sleep 1'
n0=$(grep -c '^OUT ' /tmp/im1.out)
lirctest usbreset /sys/bus/usb/devices/1-1 "atiusb rw1"
check "atiusb rw1: after USBDEVFS_RESET the init packets again" wait_for 5 \
	sh -c "[ \"\$(grep '^OUT ' /tmp/im1.out | tail -n +$((n0 + 1)) | tr '\n' '|')\" = 'OUT 80 01 00 20 14|OUT 80 01 00 20 14 20 20 20|' ]"
run_lirctest codes /dev/$L "$EV" $P_OTHER 0x02 $KEY_POWER sh /tmp/a-power1.sh

# Stalls: a halted endpoint is cleared and loses nothing; a wedged one
# rests the stream, which comes back once the device recovers.
im_mark a-stall
im_cmd 1 halt
run_lirctest codes /dev/$L "$EV" $P_OTHER 0x02 $KEY_POWER sh /tmp/a-power1.sh
check "atiusb rw1: the stall is reported" im_log_has a-stall '1-1:1.0: IN endpoint stalled, clearing it$'
im_mark a-wedge
im_cmd 1 wedge
check "atiusb rw1: a wedged endpoint: the stream rests after 10 stalls" wait_for 10 \
	im_log_has a-wedge '1-1:1.0: IN stream stopped after 10 errors \(last -32\), retrying in'
im_cmd 1 unhalt
evtest "$EV" > /tmp/evtest.txt 2>&1 &
ev=$!
wait_open $ev "$EV" || fail "atiusb rw1: evtest opens $EV" "$(tail -n 2 /tmp/evtest.txt | tr '\n' ' ')"
sh /tmp/a-power1.sh
check "atiusb rw1: once the device recovers, a press arrives (within 10 s)" wait_for 10 \
	grep -q 'KEY_POWER), value 1$' /tmp/evtest.txt
kill $ev
wait $ev 2>/dev/null
run_lirctest codes /dev/$L "$EV" $P_OTHER 0x02 $KEY_POWER sh /tmp/a-power1.sh

a_sweep rw1
run_lirctest codes /dev/$L "$EV" $P_OTHER 0x02 $KEY_POWER sh /tmp/a-power1.sh
HWREPEAT_MIN_MS=140 run_lirctest hwrepeat /dev/$L "$EV" $P_OTHER 0x02 $KEY_POWER 1 sh /tmp/a-rep50.sh

# Unplug with readers open.
lirctest unplug /dev/$L "kill $IMPID1"
check "atiusb rw1: unplugged: gone" wait_for 10 a_gone 1
im_unplug 1

# A receiver that never takes its init packets binds anyway, and says why.
im_mark a-deadout
im_plug 1 x10 deadout
check "atiusb x10: 0bc7:0007 without working OUT endpoint binds" wait_for 20 im_bound 1
check "atiusb x10: ... and says why" im_log_has a-deadout 'init packets not taken'
L=$(im_lirc 1)
run_lirctest codes /dev/$L "$(evdev_of "$L")" $P_OTHER 0x02 $KEY_POWER sh /tmp/a-power1.sh
im_unplug 1
wait_for 10 a_gone 1
im_mark a-noout
im_plug 1 x10 noout
check "atiusb x10 noout: binds without OUT endpoint" wait_for 15 im_bound 1
check "atiusb x10 noout: ... and says so" im_log_has a-noout 'no OUT endpoint for its init packets'
im_unplug 1
wait_for 10 a_gone 1
im_mark a-outbulk
im_plug 1 atirw1 outbulk
check "atiusb rw1 outbulk: a bulk OUT endpoint: binds" wait_for 15 im_bound 1
check "atiusb rw1 outbulk: ... without init packets, and says so" \
	im_log_has a-outbulk 'no OUT endpoint for its init packets'
im_unplug 1
wait_for 10 a_gone 1
for v in outep noep bulk zeromps; do
	im_mark "a-$v"
	im_plug 1 atirw1 $v
	wait_for 15 grep -q READY /tmp/im1.out
	check "atiusb rw1 $v: refused with a message" wait_for 5 im_log_has "a-$v" '1-1:1.0: refused'
	check "atiusb rw1 $v: not bound" a_gone 1
	im_unplug 1
done

# ---- RW2 ----
im_plug 1 atirw2
check "atiusb rw2: 0471:0602 binds" wait_for 15 im_bound 1
L=$(im_lirc 1)
EV=$(evdev_of "$L")
check "atiusb rw2: interface 1 is its companion" wait_for 5 test -e $ID/1-1:1.1
check "atiusb rw2: settings of RW2: mode_keys, key_states, mouse_deadzone" \
	sh -c "grep -qx 'ignore \[switch\] raw' $A/mode_keys && grep -qx '\[hold\] updown raw' $A/key_states &&
	       grep -qx 0 $A/mouse_deadzone && ! test -e $A/repeat_window_ms && ! test -e /sys/bus/usb/devices/1-1:1.1/mode_keys"
evtest_around "$EV" a_feed 'in1 00 01 0c
sleep 100
in1 00 02 0c
sleep 100
in1 00 00 0c' mark1
check "atiusb rw2: POWER press, hold, release: one press, one release" \
	sh -c "[ $(a_events /tmp/evtest.txt EV_KEY KEY_POWER 1) = 1 ] && [ $(a_events /tmp/evtest.txt EV_KEY KEY_POWER 0) = 1 ]"
check "atiusb rw2: ... MSC_SCAN 0xc (AUX1) for press and hold" \
	a_count /tmp/evtest.txt 'MSC_SCAN\), value 0?c$' 2
evtest_around "$EV" a_feed 'in1 04 01 0c
in1 04 00 0c' mark1
check "atiusb rw2: PC mode: MSC_SCAN 0x40c, KEY_POWER" \
	sh -c "grep -q 'MSC_SCAN), value 40c\$' /tmp/evtest.txt && [ $(a_events /tmp/evtest.txt EV_KEY KEY_POWER 1) = 1 ]"
# Mode keys: a new mode is its key (AUX2: KEY_PROG2, as Linux 6.1), the
# same mode again nothing.
evtest_around "$EV" a_feed 'in1 01 01 3f
in1 01 00 3f
sleep 50
in1 01 01 3f
in1 01 00 3f' mark1
check "atiusb rw2: AUX2 pressed twice: one KEY_PROG2 (the second is its mode already)" \
	test "$(a_events /tmp/evtest.txt EV_KEY KEY_PROG2 1)" = 1
check "atiusb rw2: mode_keys ignore" a_set mode_keys ignore
evtest_around "$EV" a_feed 'in1 02 01 3f
in1 02 00 3f' mark1
check "atiusb rw2: ignored mode keys: no event" a_none /tmp/evtest.txt 'EV_KEY|EV_MSC' 
a_set mode_keys switch
# The stick.
evtest_around "$EV" a_feed 'in 00 2e 00
in 00 00 d2
in 00 00 00'
check "atiusb rw2: stick right: REL_X 46" grep -q 'REL_X), value 46$' /tmp/evtest.txt
check "atiusb rw2: stick up: REL_Y -46" grep -q 'REL_Y), value -46$' /tmp/evtest.txt
check "atiusb rw2: mouse_deadzone 50" a_set mouse_deadzone 50
evtest_around "$EV" a_feed 'in 00 2e 00'
check "atiusb rw2: within the dead zone: no movement" a_none /tmp/evtest.txt EV_REL
a_set mouse_deadzone 0
for kv in "mode_keys bogus" "key_states none" "mouse_deadzone 128" "mouse_deadzone -1"; do
	check "atiusb rw2: ${kv%% *} '${kv#* }': EINVAL" sh -c "! echo '${kv#* }' > $A/${kv%% *}"
done
# LIRCCODE: lircd.conf.atilibusb (mode squashed, holds as 02).
echo 1 > /sys/class/lirc_core/$L/legacy_lirccode
lircd_start "$L" $ATILIBCONF
echo 'in1 00 01 0c' > /tmp/im1.in
check "atiusb rw2: lircd (lircd.conf.atilibusb) names KEY_POWER: irw" irw_has ' KEY_POWER ATI_Remote_Wonder_II$'
echo 'in1 00 00 0c' > /tmp/im1.in
sleep 0.3
echo 'in 00 00 d2' > /tmp/im1.in
check "atiusb rw2: ... and the stick's compass code N (mouse_up)" irw_has ' mouse_up ATI_Remote_Wonder_II$'
echo "INFO atiusb rw2: irw printed: $(tr '\n' '|' < /tmp/irw.txt)"
lircd_stop
# key_states updown and raw: a configuration with the codes the 2008
# driver sent for them (mode 0 squashed): updown press 00 01 fe, hold
# 00 02 KEY, release 00 00 fe; raw 00 STATE KEY.
sed '/begin codes/q' $ATILIBCONF | sed 's/name  *ATI_Remote_Wonder_II/name ATI_STATES/' > /tmp/states.conf
cat >> /tmp/states.conf <<EOT
          UD_PRESS                     0x0001FE
          UD_RELEASE                   0x0000FE
          HOLD_POWER                   0x00020C
          RAW_PRESS_POWER              0x00010C
          RAW_RELEASE_POWER            0x00000C
      end codes
end remote
EOT
check "atiusb rw2: key_states updown" a_set key_states updown
lircd_start "$L" /tmp/states.conf
echo 'in1 00 01 0c
sleep 100
in1 00 02 0c
sleep 100
in1 00 00 0c' > /tmp/im1.in
check "atiusb rw2 updown: press, hold, release: irw names UD_PRESS, HOLD_POWER, UD_RELEASE" \
	irw_has ' UD_RELEASE ATI_STATES$'
check "atiusb rw2 updown: ... in that order" \
	sh -c "[ \"\$(cut -d' ' -f3 /tmp/irw.txt | tr '\n' ' ')\" = 'UD_PRESS HOLD_POWER UD_RELEASE ' ]"
echo "INFO atiusb rw2 updown: irw printed: $(tr '\n' '|' < /tmp/irw.txt)"
lircd_stop
check "atiusb rw2: key_states raw" a_set key_states raw
lircd_start "$L" /tmp/states.conf
echo 'in1 00 01 0c
sleep 100
in1 00 02 0c
sleep 100
in1 00 00 0c' > /tmp/im1.in
check "atiusb rw2 raw: press, hold, release: irw names RAW_PRESS_POWER, HOLD_POWER, RAW_RELEASE_POWER" \
	irw_has ' RAW_RELEASE_POWER ATI_STATES$'
check "atiusb rw2 raw: ... in that order" \
	sh -c "[ \"\$(cut -d' ' -f3 /tmp/irw.txt | tr '\n' ' ')\" = 'RAW_PRESS_POWER HOLD_POWER RAW_RELEASE_POWER ' ]"
echo "INFO atiusb rw2 raw: irw printed: $(tr '\n' '|' < /tmp/irw.txt)"
lircd_stop
a_set key_states hold
echo 0 > /sys/class/lirc_core/$L/legacy_lirccode
check "atiusb rw2: key_states reads hold again" grep -qx '\[hold\] updown raw' $A/key_states

a_press 1 /tmp/a-rw2power.sh 'in1 00 01 0c;in1 00 00 0c'
run_lirctest codes /dev/$L "$EV" $P_OTHER 0x0c $KEY_POWER sh /tmp/a-rw2power.sh
a_sweep rw2
run_lirctest codes /dev/$L "$EV" $P_OTHER 0x0c $KEY_POWER sh /tmp/a-rw2power.sh
lirctest unplug /dev/$L "kill $IMPID1"
check "atiusb rw2: unplugged: gone" wait_for 10 a_gone 1
im_unplug 1
# RW2 crafted: interface 1 without its endpoint, interface 1 alone.
for v in in1noep intf1only; do
	im_mark "a-$v"
	im_plug 1 atirw2 $v
	wait_for 15 grep -q READY /tmp/im1.out
	check "atiusb rw2 $v: refused with a message" wait_for 5 im_log_has "a-$v" 'refused'
	check "atiusb rw2 $v: not bound" a_gone 1
	im_unplug 1
done

# ---- Xbox DVD kit ----
im_plug 1 xbox
check "atiusb xbox: 045e:0284 binds" wait_for 15 im_bound 1
L=$(im_lirc 1)
EV=$(evdev_of "$L")
a_press 1 /tmp/a-xok.sh 'in 00 06 0b 0a 00 00'
run_lirctest codes /dev/$L "$EV" $P_XBOX 0xa0b $KEY_OK sh /tmp/a-xok.sh
a_press 1 /tmp/a-xrep.sh 'in 00 06 0b 0a 00 00;sleep 40;in 00 06 0b 0a 28 00'
HWREPEAT_MIN_MS=130 run_lirctest hwrepeat /dev/$L "$EV" $P_XBOX 0xa0b $KEY_OK 1 sh /tmp/a-xrep.sh
check "atiusb xbox: only repeat_window_ms" \
	sh -c "grep -qx 100 $A/repeat_window_ms && ! test -e $A/channel_mask"
evtest_around "$EV" a_feed 'in 00 05 0b 0a 00 00
in 00 06 0b 0a 00'
check "atiusb xbox: malformed packets: no event" a_none /tmp/evtest.txt 'EV_KEY|EV_MSC' 
a_press 1 /tmp/a-xlate.sh 'in 00 06 0b 0a 00 00;sleep 250;in 00 06 0b 0a 28 00'
evtest_around "$EV" im_run 1 /tmp/a-xlate.sh
check "atiusb xbox: the same key 250 ms later (window 100 ms): a new press" \
	test "$(a_events /tmp/evtest.txt EV_KEY KEY_OK 1)" = 2
a_sweep xbox
run_lirctest codes /dev/$L "$EV" $P_XBOX 0xa0b $KEY_OK sh /tmp/a-xok.sh
im_unplug 1
wait_for 10 a_gone 1

# The other ids of each family bind to the same model.
for m in atirw2b:0471:0603 xboxg:040b:6521; do
	im_plug 1 ${m%%:*}
	check "atiusb: ${m#*:} (usbemu ${m%%:*}) binds" wait_for 15 im_bound 1
	im_unplug 1
	wait_for 10 a_gone 1
done

# ---- two receivers at once ----
im_plug 1 atirw1
im_plug 2 xbox
wait_for 15 im_bound 1
check "atiusb: an RW1 and an Xbox kit at once" wait_for 15 im_bound 2
L1=$(im_lirc 1)
L2=$(im_lirc 2)
a_press 2 /tmp/a-xok2.sh 'in 00 06 0b 0a 00 00'
run_lirctest nocode "atiusb two: the RW1 sees nothing of the kit's press" \
	/dev/$L1 "$(evdev_of "$L1")" sh /tmp/a-xok2.sh
run_lirctest nocode "atiusb two: the kit sees nothing of the RW1's press" \
	/dev/$L2 "$(evdev_of "$L2")" sh /tmp/a-power1.sh
run_lirctest codes /dev/$L1 "$(evdev_of "$L1")" $P_OTHER 0x02 $KEY_POWER sh /tmp/a-power1.sh
run_lirctest codes /dev/$L2 "$(evdev_of "$L2")" $P_XBOX 0xa0b $KEY_OK sh /tmp/a-xok2.sh
im_unplug 1
im_unplug 2
wait_for 10 a_gone 1
wait_for 10 a_gone 2
check "atiusb: lirc_atiusb (and lirc_core if this script loaded it) unload" eval \
	"rmmod lirc_atiusb && { [ -z '$A_CORE' ] || wait_for 5 rmmod lirc_core; } &&
	 ! grep -q '^lirc_atiusb ' /proc/modules && { [ -z '$A_CORE' ] || ! grep -q '^lirc_core ' /proc/modules; }"
