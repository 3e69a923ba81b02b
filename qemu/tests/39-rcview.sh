# SPDX-License-Identifier: GPL-2.0
# The rc view (lirc_core rc_view=1, issue 14): our receivers as
# /sys/class/rc/rcN for the unmodified clients that look only there:
# ir-keytable (list, -p, -c -w, -r, -t, -a with an rc_maps.cfg line), the
# kernel's own ir_loopback selftest (built unmodified from the kernel line's tree,
# run by its ir_loopback.sh through `modprobe rc-loopback`), and lircd,
# which writes `lirc` to the protocols file so that the kernel's decoders
# stop. Then the view refused while mainline rc-core holds class rc.
# Leaves no module loaded. Sourced by /init.
M=/modules
MM=/modules/mainline
IRL=/tests/ir
SZCONF=/usr/share/lirc/remotes/streamzap/lircd.conf.streamzap
# lirc_core's own groups come after rc-core's.
OWN='samsung36 kaseikyo pulse_distance pulse_length manchester'
ALL_GROUPS="rc-5 nec rc-6 jvc sony rc-5-sz sanyo sharp mce_kbd xmp imon rc-mm $OWN"

rv_plug() {
	usbemu_plug rv0 streamzap - "$1" 6
	RVPID=$EMUPID
}
rv_unplug() {
	exec 6>&-
	kill $RVPID 2>/dev/null
	wait $RVPID 2>/dev/null
}
# rc_of DRIVER: the rcN whose uevent says DRV_NAME=DRIVER.
rc_of() {
	for u in /sys/class/rc/rc*/uevent; do
		grep -qx "DRV_NAME=$1" "$u" 2>/dev/null && { d=${u%/uevent}; echo "${d##*/}"; }
	done
}
sz_rc_up() {	# its rcN, with its lirc and event nodes (added after rcN)
	r=$(rc_of lirc_streamzap)
	[ -n "$r" ] && [ -n "$(lirc_in "$r")" ] && [ -n "$(event_in "$r")" ]
}
sz_rc_gone() {
	test -z "$(rc_of lirc_streamzap)"
}
# lirc_in RC / event_in RC: the lirc node and event node under rcN.
lirc_in() {
	for d in /sys/class/rc/$1/lirc_core*; do [ -e "$d" ] && echo "${d##*/}"; done
}
event_in() {
	for e in /sys/class/rc/$1/input*/event*; do [ -e "$e" ] && echo "/dev/input/${e##*/}"; done
}
# KEY_NUMERIC_1 (RC-5-SZ 0x28c1) as the Streamzap sends it (30-streamzap.sh).
printf 'in 33 66 63 33 36 33\nin 63 33 33 33 36 3F\nin FF\n' > /tmp/rvpress.cmd
echo "timeout 5 sh -c 'cat /tmp/rvpress.cmd > /tmp/rv0.in'" > /tmp/rvpress.sh
# rv_press: the press, until the receiver has taken it; rv_press_twice: two
# presses 0.3 s apart (what lircd is given to name).
rv_press() {
	sh /tmp/rvpress.sh && emu_sync rv0
}
rv_press_twice() {
	rv_press && sleep 0.3 && rv_press
}

# Off by default: nothing in class rc.
check "rc view: off by default, no /sys/class/rc" sh -c \
	"insmod $M/lirc_core.ko && insmod $M/lirc_loopback.ko &&
	 test ! -e /sys/class/rc && test \"\$(cat /sys/module/lirc_core/parameters/rc_view)\" = N &&
	 rmmod lirc_loopback && rmmod lirc_core"

check "rc view: lirc_core rc_view=1 loads and says so" sh -c \
	"insmod $M/lirc_core.ko rc_view=1 && dmesg | grep -q 'rc view on' &&
	 test -d /sys/class/rc && test \"\$(cat /sys/module/lirc_core/parameters/rc_view)\" = Y"

# The loopback through modprobe's alias, as ir_loopback.sh loads it.
check "rc view: modprobe -n rc-loopback resolves to our loopback" sh -c \
	"/sbin/modprobe -q -n rc-loopback && /sbin/modprobe -n -v rc-loopback | grep -q lirc_loopback"
check "rc view: modprobe rc-loopback loads lirc_loopback" sh -c \
	"/sbin/modprobe rc-loopback && grep -q '^lirc_loopback ' /proc/modules"
LRC=$(rc_of rc-loopback)
check "rc view: the loopback is an rcN with DRV_NAME=rc-loopback" test -n "$LRC"
LL=$(lirc_in "$LRC")
LEV=$(event_in "$LRC")
check "rc view: rcN's uevent has NAME, DRV_NAME and DEV_NAME, none empty" sh -c \
	"grep -qx 'NAME=lirc-loopback-test' /sys/class/rc/$LRC/uevent &&
	 grep -qx 'DEV_NAME=LIRC loopback' /sys/class/rc/$LRC/uevent &&
	 ! grep -q '=\$' /sys/class/rc/$LRC/uevent"
check "rc view: one lirc child and one input/event child" sh -c \
	"test \"$(echo $LL | wc -w)\" = 1 && test -c /dev/$LL &&
	 test \"$(echo $LEV | wc -w)\" = 1 && test -c '$LEV'"
check "rc view: the lirc child's uevent names its node" \
	grep -qx "DEVNAME=$LL" /sys/class/rc/$LRC/$LL/uevent
check "rc view: no attribute that would switch ir-keytable to the old format" sh -c \
	"! ls /sys/class/rc/$LRC | grep -v '^protocols\$' | grep -qE 'protocol|_decoder\$'"

P=/sys/class/rc/$LRC/protocols
# rc-core's format: groups in rc-core's order, enabled in brackets, then
# [lirc] on a raw receiver; the loopback's keymap has NEC, RC-5, RC-5-SZ.
check "rc view: protocols in rc-core's format, the keymap's enabled" test \
	"$(cat $P)" = "[rc-5] [nec] rc-6 jvc sony [rc-5-sz] sanyo sharp mce_kbd xmp imon rc-mm $OWN [lirc]"
check "rc view: 'none\\n+jvc\\n+sony\\n' in one write" sh -c \
	"printf 'none\n+jvc\n+sony\n' > $P &&
	 test \"\$(cat $P)\" = 'rc-5 nec rc-6 [jvc] [sony] rc-5-sz sanyo sharp mce_kbd xmp imon rc-mm $OWN [lirc]'"
check "rc view: a bare name means only it; names are case-insensitive" sh -c \
	"printf NEC > $P &&
	 test \"\$(cat $P)\" = 'rc-5 [nec] rc-6 jvc sony rc-5-sz sanyo sharp mce_kbd xmp imon rc-mm $OWN [lirc]'"
check "rc view: -name removes, +name adds, in order" sh -c \
	"echo '+rc-mm -nec +xmp -xmp' > $P &&
	 test \"\$(cat $P)\" = 'rc-5 nec rc-6 jvc sony rc-5-sz sanyo sharp mce_kbd xmp imon [rc-mm] $OWN [lirc]'"
check "rc view: 'lirc' stops every decoder" sh -c \
	"echo lirc > $P && test \"\$(cat $P)\" = '$ALL_GROUPS [lirc]'"
check "rc view: lirc_core's own groups are enabled by name" sh -c \
	"echo '+samsung36 +kaseikyo +pulse_distance' > $P &&
	 grep -q '\\[samsung36\\] \\[kaseikyo\\] \\[pulse_distance\\] pulse_length manchester' $P &&
	 grep -q '\\[panasonic\\]' /sys/class/lirc_core/$LL/protocols &&
	 echo '-samsung36 -kaseikyo -pulse_distance' > $P"
check "rc view: 'other' and 'unknown' are accepted" sh -c "echo other > $P && echo +unknown > $P"
check "rc view: an unknown name or no name is EINVAL and changes nothing" sh -c \
	"echo +nec > $P; ! echo +bogus > $P && ! echo > $P &&
	 test \"\$(cat $P)\" = 'rc-5 [nec] rc-6 jvc sony rc-5-sz sanyo sharp mce_kbd xmp imon rc-mm $OWN [lirc]' &&
	 dmesg | grep -q \"rc $LRC: protocols: unknown protocol 'bogus'\""

# ir-keytable lists the loopback.
ir-keytable > /tmp/irk.txt 2>&1
check "ir-keytable: finds the loopback's rcN" grep -q "^Found /sys/class/rc/$LRC/ with:" /tmp/irk.txt
ir-keytable -s "$LRC" > /tmp/irk1.txt 2>&1
check "ir-keytable: loopback's driver, keymap, nodes" sh -c \
	"grep -q 'Driver: rc-loopback' /tmp/irk1.txt &&
	 grep -q 'Default keymap: lirc-loopback-test' /tmp/irk1.txt &&
	 grep -q 'Input device: $LEV' /tmp/irk1.txt &&
	 grep -q 'LIRC device: /dev/$LL' /tmp/irk1.txt"
check "ir-keytable: loopback's protocols (supported, enabled)" sh -c \
	"grep 'Supported kernel protocols:' /tmp/irk1.txt | grep -q 'rc-mm' &&
	 grep 'Enabled kernel protocols:' /tmp/irk1.txt | grep -qw nec &&
	 ! grep 'Enabled kernel protocols:' /tmp/irk1.txt | grep -qw jvc"
check "ir-keytable: repeat delay and period are mainline's" \
	grep -q 'Repeat delay = 500 ms, repeat period = 125 ms' /tmp/irk1.txt

# The kernel's selftest, unmodified, through its own script.
(cd $IRL && timeout 300 bash ./ir_loopback.sh) > /tmp/irl.txt 2>&1
IRL_TOTALS=$(grep '^# Totals:' /tmp/irl.txt)
IRL_TRIED=$(grep -c '^Testing scancode:' /tmp/irl.txt)
echo "ir_loopback: $IRL_TOTALS ($IRL_TRIED scancodes sent)"
check "ir_loopback: 21 protocols tested" sh -c \
	"grep -q 'Testing protocol rcmm-32 for decoder rc-mm (21/21)' /tmp/irl.txt"
check "ir_loopback: every scancode sent came back (pass = sent, > 180)" sh -c \
	"echo '$IRL_TOTALS' | grep -q '^# Totals: pass:$IRL_TRIED fail:0 ' && test $IRL_TRIED -gt 180"
check "ir_loopback: 0 errors, no 'not ok'" sh -c \
	"echo '$IRL_TOTALS' | grep -q ' error:0\$' && ! grep -q '^not ok' /tmp/irl.txt"
# Where it failed, if it did: the protocol of each failing scancode.
awk '/^Testing protocol/ { p = $3 } /^not ok/ { print "ir_loopback: " p ": " $0 }' \
	/tmp/irl.txt | head -n 12

# A keymap of v4l-utils, unmodified, for a remote that needs two of
# lirc_core's own decoders: Samsung AK59-00125A, Samsung32 codes read by
# pulse_distance (its parameters are the keymap's integer keys) and
# Samsung36 codes. As README says: the parameters, ir-keytable (which
# writes the scancodes and fails to attach its BPF programs), the
# protocols. Presses from hand-derived durations (lib.sh), with keys.
K=/lib/udev/rc_keymaps/samsung_ak59_00125a.toml
D=/sys/class/lirc_core/$LL/pulse_distance
sed -n 's/^\([a-z_01]*\) *= *\([0-9a-fA-Fx]*\)$/\1 \2/p' $K |
	while read -r k v; do echo "$v" > "$D/$k"; done
ir-keytable -s "$LRC" -c -w $K > /tmp/irk-ak59.txt 2>&1
sed 's/^/INFO ir-keytable: /' /tmp/irk-ak59.txt
check "ir-keytable: the AK59 keymap's 48 scancodes are written" \
	grep -q 'Wrote 48 keycode' /tmp/irk-ak59.txt
check "rc view: its decoders enabled after ir-keytable" sh -c \
	"echo '+pulse_distance +samsung36' > $P &&
	 grep -q '\\[samsung36\\] kaseikyo \\[pulse_distance\\]' $P"
echo "$(printf '4500 4500 '; pd_bits 600 500 1600 0xe0e040bf 32; echo 600)" > /tmp/ak59-32.dur
durs_irctl "$(cat /tmp/ak59-32.dur)" > /tmp/ak59-32.txt
durs_irctl "$(samsung36_durs 0x0400 0xe00ff)" > /tmp/ak59-36.txt
run_lirctest codes /dev/$LL "$LEV" 53 0xe0e040bf 356 ir-ctl -d /dev/$LL -s /tmp/ak59-32.txt
run_lirctest codes /dev/$LL "$LEV" 48 0x400e00ff 116 ir-ctl -d /dev/$LL -s /tmp/ak59-36.txt

# The Streamzap, plugged in with the view on.
insmod $M/lirc_streamzap.ko
rv_plug 0
wait_for 15 sz_rc_up
SRC=$(rc_of lirc_streamzap)
SL=$(lirc_in "$SRC")
SEV=$(event_in "$SRC")
check "rc view: the Streamzap is an rcN with its lirc and event nodes" sh -c \
	"test -n '$SRC' && test -c /dev/$SL && test -c '$SEV'"
ir-keytable -s "$SRC" > /tmp/irk2.txt 2>&1
sed 's/^/INFO ir-keytable: /' /tmp/irk2.txt
check "ir-keytable: Streamzap's driver, keymap and protocol" sh -c \
	"grep -q 'Driver: lirc_streamzap' /tmp/irk2.txt &&
	 grep -q 'Default keymap: rc-streamzap' /tmp/irk2.txt &&
	 grep 'Enabled kernel protocols:' /tmp/irk2.txt | grep -qw rc-5-sz &&
	 ! grep 'Enabled kernel protocols:' /tmp/irk2.txt | grep -qw nec"
evtest_around "$SEV" rv_press
check "rc view: a Streamzap press gives its key" \
	grep -q 'type 1 (EV_KEY), code 513 (KEY_NUMERIC_1), value 1$' /tmp/evtest.txt

check "ir-keytable -p: sets the protocols" sh -c \
	"ir-keytable -s $SRC -p nec,rc-5-sz >/dev/null 2>&1 &&
	 test \"\$(cat /sys/class/rc/$SRC/protocols)\" = 'rc-5 [nec] rc-6 jvc sony [rc-5-sz] sanyo sharp mce_kbd xmp imon rc-mm $OWN [lirc]'"

# A keymap file of ours: 0x28c1 (KEY_NUMERIC_1 on rc-streamzap) as KEY_A.
cat > /tmp/mine.toml <<'EOT'
[[protocols]]
name = "mine"
protocol = "rc-5-sz"
[protocols.scancodes]
0x28c1 = "KEY_A"
0x28c2 = "KEY_B"
EOT
check "ir-keytable -c -w: clears the table and loads a keymap file" \
	ir-keytable -s "$SRC" -c -w /tmp/mine.toml
evtest_around "$SEV" rv_press
check "ir-keytable -c -w: the press now gives the new key" sh -c \
	"grep -q 'type 1 (EV_KEY), code 30 (KEY_A), value 1\$' /tmp/evtest.txt &&
	 ! grep -q 'code 513 (KEY_NUMERIC_1)' /tmp/evtest.txt"
ir-keytable -s "$SRC" -r > /tmp/irkr.txt 2>&1
check "ir-keytable -r: reads back exactly the two entries" sh -c \
	"grep -qi 'scancode 0x28c1 = KEY_A' /tmp/irkr.txt &&
	 grep -qi 'scancode 0x28c2 = KEY_B' /tmp/irkr.txt &&
	 test \$(grep -ci 'scancode 0x' /tmp/irkr.txt) = 2"
check "ir-keytable -c -w streamzap.toml: v4l-utils' own keymap loads" sh -c \
	"ir-keytable -s $SRC -c -w /lib/udev/rc_keymaps/streamzap.toml >/dev/null 2>&1 &&
	 ir-keytable -s $SRC -r 2>&1 | grep -qi 'scancode 0x28c1 = KEY_NUMERIC_1'"
evtest_around "$SEV" rv_press
check "ir-keytable: with streamzap.toml the press gives KEY_NUMERIC_1" \
	grep -q 'type 1 (EV_KEY), code 513 (KEY_NUMERIC_1), value 1$' /tmp/evtest.txt

stdbuf -oL ir-keytable -s "$SRC" -t > /tmp/irkt.txt 2>&1 &
IRKT=$!
wait_open $IRKT /dev/$SL && sh /tmp/rvpress.sh
wait_for 5 sh -c "grep -q 'scancode = 0x28c1' /tmp/irkt.txt && grep -q 'KEY_NUMERIC_1' /tmp/irkt.txt"
kill $IRKT 2>/dev/null
wait $IRKT 2>/dev/null
check "ir-keytable -t: shows the scancode and the key" sh -c \
	"grep -q 'scancode = 0x28c1' /tmp/irkt.txt && grep -q 'KEY_NUMERIC_1' /tmp/irkt.txt ||
	 { tr '\n' '|' < /tmp/irkt.txt; false; }"

# udev's 70-infrared.rules runs `ir-keytable -a /etc/rc_maps.cfg -s rcN`.
printf 'lirc_streamzap rc-streamzap /tmp/mine.toml\n' > /tmp/rc_maps.cfg
check "ir-keytable -a: the rc_maps.cfg line for our driver and keymap loads" \
	ir-keytable -a /tmp/rc_maps.cfg -s "$SRC"
evtest_around "$SEV" rv_press
check "ir-keytable -a: the press gives the file's key" \
	grep -q 'type 1 (EV_KEY), code 30 (KEY_A), value 1$' /tmp/evtest.txt

# lircd turns the kernel's decoders off, as on mainline: no double delivery.
echo rc-5-sz > /sys/class/rc/$SRC/protocols
lircd_start "$SL" $SZCONF
check "lircd: wrote 'lirc' to rcN's protocols at start" test \
	"$(cat /sys/class/rc/$SRC/protocols)" = "$ALL_GROUPS [lirc]"
evtest_around "$SEV" rv_press_twice
check "lircd: names the press" irw_has 'KEY_1 Streamzap_PC_Remote'
check "lircd: the kernel no longer reports it as a key" sh -c \
	"grep -q 'Testing \\.\\.\\.' /tmp/evtest.txt && ! grep -q 'type 1 (EV_KEY), code' /tmp/evtest.txt"
lircd_stop

rv_unplug
check "rc view: unplug removes the Streamzap's rcN" \
	wait_for 10 sz_rc_gone
check "rc view: everything unloads, class rc goes" sh -c \
	"rmmod lirc_streamzap && rmmod lirc_loopback && rmmod lirc_core && test ! -e /sys/class/rc"

# Without the view, README's way to the same: the kernel's decoders off
# through our own protocols file, then lircd.
sz_plain() {
	for d in /sys/bus/usb/drivers/lirc_streamzap/1-1:1.0/lirc_core/lirc_core*; do
		[ -e "$d" ] && echo "${d##*/}"
	done
}
sz_plain_up() {
	n=$(sz_plain)
	[ -n "$n" ] && [ -n "$(evdev_of "$n")" ]
}
insmod $M/lirc_core.ko
insmod $M/lirc_streamzap.ko
rv_plug 0
wait_for 15 sz_plain_up
NL=$(sz_plain)
NEV=$(evdev_of "$NL")
echo none > /sys/class/lirc_core/$NL/protocols
lircd_start "$NL" $SZCONF
evtest_around "$NEV" rv_press_twice
check "no view, protocols 'none': lircd names the press" irw_has 'KEY_1 Streamzap_PC_Remote'
check "no view, protocols 'none': the kernel reports no key" sh -c \
	"grep -q 'Testing \\.\\.\\.' /tmp/evtest.txt && ! grep -q 'type 1 (EV_KEY), code' /tmp/evtest.txt"
lircd_stop
rv_unplug
check "no view: unloads" sh -c "rmmod lirc_streamzap && rmmod lirc_core"

# Refused while mainline rc-core holds class rc; rc-core is then left as it
# was (no device of its own registered, so it unloads cleanly).
check "rc view: refused with a message while rc-core is loaded" sh -c \
	"insmod $MM/rc-core.ko && insmod $M/lirc_core.ko rc_view=1 &&
	 dmesg | grep -q 'rc_view refused: /sys/class/rc belongs to rc-core' &&
	 test \"\$(cat /sys/module/lirc_core/parameters/rc_view)\" = N"
check "rc view: refused, our receivers stay in class lirc_core only" sh -c \
	"insmod $M/lirc_loopback.ko && ls /sys/class/lirc_core | grep -q lirc_core &&
	 ! ls /sys/class/rc | grep -q ."
check "rc view: all unload, rc-core too" sh -c \
	"rmmod lirc_loopback && rmmod lirc_core && rmmod rc_core"
