# SPDX-License-Identifier: GPL-2.0
# The demo: the core with the loopback device, then an emulated Streamzap
# receiver with its remote's button presses, then emulated iMON units (a
# raw one and one that decodes on board, and its VFD driven by LCDd), then
# an emulated Sasem OnAir (receiver, lircd with Debian's config, its VFD),
# then emulated ATI receivers (Remote Wonder with its channels, pad and
# lircd.conf.atiusb; Remote Wonder II with its modes, stick and
# lircd.conf.atilibusb; the Xbox DVD kit), then IR chips of TV cards on
# a simulated I2C adapter (Hauppauge with lircd.conf.hauppauge, the Asus
# TV-Box), as unmodified ir-ctl, mode2, evtest, lircd and LCDd see them.
# Sourced by /init in demo mode.
say() { printf '\n==== %s\n' "$*"; }

say "insmod lirc_core.ko lirc_loopback.ko"
insmod /modules/lirc_core.ko
insmod /modules/lirc_loopback.ko
ls -l /dev/lirc_core*

say "ir-ctl -f -d /dev/lirc_core0 (the loopback device)"
ir-ctl -f -d /dev/lirc_core0

printf 'pulse 9000\nspace 4500\npulse 560\nspace 560\npulse 560\nspace 1690\npulse 560\n' > /tmp/sig.txt
say "ir-ctl -r --mode2 -1 while ir-ctl -s sends /tmp/sig.txt"
cat /tmp/sig.txt | tr '\n' ' '
echo
ir-ctl -d /dev/lirc_core0 -r --mode2 -1 &
rx=$!
wait_open $rx /dev/lirc_core0
ir-ctl -d /dev/lirc_core0 -s /tmp/sig.txt
wait_exit $rx 10

say "ir-ctl -S nec:0x0408: the kernel encodes, loops back, decodes; evtest shows the key"
evtest_around "$(evdev_of lirc_core0)" ir-ctl -d /dev/lirc_core0 -S nec:0x0408
grep -E 'EV_MSC|EV_KEY' /tmp/evtest.txt | grep -v '^ ' | sed 's/^Event: time [0-9.]*, //'
rmmod lirc_loopback

say "insmod lirc_streamzap.ko; plug an emulated Streamzap (usbemu on raw_gadget)"
insmod /modules/lirc_streamzap.ko
usbemu_plug sz streamzap - 0 5
wait_for 15 test -c /dev/lirc_core0
dmesg | grep -E 'usb 1-1: new|lirc_core0' | sed 's/^\[[ 0-9.]*\] //'
ir-ctl -f -d /dev/lirc_core0

say "button 1, as ir-ctl -r --mode2 -1 reads it (RC-5-SZ, 256 us resolution)"
ir-ctl -d /dev/lirc_core0 -r --mode2 -1 > /tmp/press.txt &
rx=$!
wait_open $rx /dev/lirc_core0
echo 'rc5sz 0x28c1' >&5
wait_exit $rx 10
tr '\n' ' ' < /tmp/press.txt
echo

say "mode2 (lirc 0.10) while button 1 is pressed again"
mode2 --driver default -d /dev/lirc_core0 2>/dev/null > /tmp/mode2.txt &
rx=$!
wait_open $rx /dev/lirc_core0
echo 'rc5sz 0x28c1' >&5
sleep 1
kill $rx
wait $rx 2>/dev/null
tr '\n' ' ' < /tmp/mode2.txt
echo

say "buttons 1, VOLUME UP, OK, PLAY: the keys evtest reads from the input device"
press_buttons() {
	for sc in 0x28c1 0x28cd 0x28d2 0x28d7; do
		echo "rc5sz $sc" >&5
		sleep 0.4
	done
}
evtest_around "$(evdev_of lirc_core0)" press_buttons
grep -E 'EV_MSC|EV_KEY' /tmp/evtest.txt | grep -v '^ ' | sed 's/^Event: time [0-9.]*, //'

say "unplug"
exec 5>&-
sleep 1
ls /dev/lirc_core* 2>/dev/null || echo "no /dev/lirc_core* left"
rmmod lirc_streamzap

# NEC-X durations of a scancode (address bytes, command, inverted command,
# least significant bit first), for the raw iMON unit to sample.
necx() {
	out="9000 4500"
	for b in $(($1 >> 16 & 0xff)) $(($1 >> 8 & 0xff)) $(($1 & 0xff)) \
		 $((~$1 & 0xff)); do
		for i in 0 1 2 3 4 5 6 7; do
			[ $((b >> i & 1)) = 1 ] && out="$out 562 1687" || out="$out 562 562"
		done
	done
	echo "$out 562"
}

say "insmod lirc_imon.ko; plug an emulated iMON raw unit (0aa8:ffda)"
insmod /modules/lirc_imon.ko
usbemu_plug im imonraw - 0 5
wait_for 15 test -c /dev/lirc_core0
dmesg | grep 'lirc_imon) registered' | tail -n 1 | sed 's/^\[[ 0-9.]*\] //'
ir-ctl -f -d /dev/lirc_core0
echo "protocols: $(cat /sys/class/lirc_core/lirc_core0/protocols)"

say "iMON RSC button 1 (NEC-X 0x801054), sampled every 250 us: ir-ctl -r --mode2 -1"
ir-ctl -d /dev/lirc_core0 -r --mode2 -1 > /tmp/press.txt &
rx=$!
wait_open $rx /dev/lirc_core0
echo "raw $(necx 0x801054)" >&5
wait_exit $rx 10
tr '\n' ' ' < /tmp/press.txt | cut -c1-200
echo ...

say "the same press: the core's NEC decoder and the imon-rsc keymap (evtest)"
evtest_around "$(evdev_of lirc_core0)" sh -c "echo 'raw $(necx 0x801054)' >&5"
grep -E 'EV_MSC|EV_KEY' /tmp/evtest.txt | grep -v '^ ' | sed 's/^Event: time [0-9.]*, //'
exec 5>&-
wait_for 5 sh -c '! test -e /dev/lirc_core0'

say "plug an emulated iMON PAD receiver (15c2:ffdc, decodes on board)"
usbemu_plug pad imonpad - 0 6
wait_for 15 test -c /dev/lirc_core0
ir-ctl -f -d /dev/lirc_core0
echo "protocols: $(cat /sys/class/lirc_core/lirc_core0/protocols)"
echo "the unit was told: $(grep -m1 ' 86$' /tmp/pad.out)"
PANEL=$(ls -d /sys/bus/usb/devices/1-1:1.0/input/input*/event* 2>/dev/null | head -n 1)

say "PAD button VOLUME UP (0x28a395b7) as the unit reports it: evtest"
evtest_around "$(evdev_of lirc_core0)" sh -c "echo 'in 28 a3 95 b7 00 00 00 00' >&6"
grep -E 'EV_MSC|EV_KEY' /tmp/evtest.txt | grep -v '^ ' | sed 's/^Event: time [0-9.]*, //'

say "the front panel's knob, one step each way: evtest on the panel input device"
evtest_around "/dev/input/${PANEL##*/}" sh -c \
	"echo 'in 00 01 00 00 00 00 00 ee' >&6; sleep 0.2; echo 'in 01 00 00 00 00 00 00 ee' >&6"
grep -E 'EV_KEY' /tmp/evtest.txt | grep -v '^ ' | sed 's/^Event: time [0-9.]*, //'

say "echo rc-6-mce > protocols: the unit decodes MCE remotes now"
echo rc-6-mce > /sys/class/lirc_core/lirc_core0/protocols
echo "protocols: $(cat /sys/class/lirc_core/lirc_core0/protocols)"
echo "the unit was told: $(grep ' 86$' /tmp/pad.out | tail -n 1)"
evtest_around "$(evdev_of lirc_core0)" sh -c "echo 'in 80 0f 04 10 00 00 00 00' >&6"
grep -E 'EV_MSC|EV_KEY' /tmp/evtest.txt | grep -v '^ ' | sed 's/^Event: time [0-9.]*, //'

say "2.4 GHz: echo 1 > associate_remote, then the remote 0x2a answers"
A=/sys/bus/usb/devices/1-1:1.0/associate_remote
echo 1 > $A
cat $A
echo 'in 00 2a ff ff ff ff 4e df' >&6
wait_for 5 grep -qx 'associating: no' $A
cat $A
exec 6>&-
wait_for 5 sh -c '! test -e /dev/lirc_core0'

# vfd_text FILE: the text of the last whole VFD frame in usbemu's OUT
# lines (five packets with sequence bytes 00..08, 7 characters each).
vfd_text() {
	for b in $(awk '/^OUT( [0-9a-f][0-9a-f]){8}$/ {
			if ($9 == "00") cur = ""
			if ($9 ~ /^0[02468]$/) { for (i = 2; i <= 8; i++) cur = cur " " $i }
			if ($9 == "08") last = cur
		} END { print last }' "$1"); do
		[ "$b" = ff ] || printf "\\x$b"
	done | sed 's/^\(.\{16\}\)/\1|/'
	echo
}

# lcdd_demo TEXTOF FILE ROW1 ROW2: LCDd (driver imon) on /dev/lcd0, a
# client shows ROW1 and ROW2, then what TEXTOF reads off the unit's FILE.
lcdd_demo() {
	lcdd_conf /tmp/lcdd.conf imon Device=/dev/lcd0 Size=16x2
	if lcdd_start /tmp/lcdd.conf && lcd_show "$3" "$4"; then
		sleep 1
		echo "the unit shows: |$($1 "$2")|"
		lcd_hide
	fi
	lcdd_stop
}

say "the same unit's VFD (configuration byte 0x24): /dev/lcd0, class lirc_display"
usbemu_plug vfd imonpad - 0 6
wait_for 15 test -c /dev/lcd0
ls -l /dev/lcd0
D=/sys/class/lirc_display/lcd0
echo "type: $(cat $D/type), geometry: $(cat $D/geometry), parent: $(readlink -f $D/device)"
echo "lirc_core VFD" > $D/message
wait_for 5 grep -q ' 08$' /tmp/vfd.out
echo "echo 'lirc_core VFD' > message: the unit received"
grep -E '^OUT' /tmp/vfd.out | tail -n 6
echo "which reads: |$(vfd_text /tmp/vfd.out)|"

say "LCDd (Debian's lcdproc, driver imon) on /dev/lcd0, a client shows two rows"
lcdd_demo vfd_text /tmp/vfd.out "Hello from LCDd" "on lirc_core"
echo 26 12 05 6 23 58 07 > /sys/bus/usb/devices/1-1:1.0/imon_clock
echo "echo 26 12 05 6 23 58 07 > imon_clock: $(grep -E '^OUT' /tmp/vfd.out | tail -n 2 | tr '\n' ' ')"
exec 6>&-
sleep 1
rmmod lirc_imon

say "insmod lirc_sasem.ko; plug an emulated Sasem OnAir (11ba:0101): a receiver and a VFD"
insmod /modules/lirc_sasem.ko
usbemu_plug sa sasem - 0 7
wait_for 15 test -c /dev/lirc_core0
wait_for 15 test -c /dev/lcd0
ir-ctl -f -d /dev/lirc_core0

say "buttons 1, then VOLUME UP held (a repeat 100 ms later, one 400 ms later is dropped): evtest"
evtest_around "$(evdev_of lirc_core0)" sh -c \
	"printf 'nec 08\nsleep 300\nnec 0e\nsleep 100\nrep\nsleep 400\nrep\n' >&7; sleep 1"
grep -E 'EV_MSC|EV_KEY' /tmp/evtest.txt | grep -v '^ ' | sed 's/^Event: time [0-9.]*, //'

say "old lircd set-ups: echo 1 > legacy_lirccode; lircd with Debian's lircd.conf.sasem; irw"
echo 1 > /sys/class/lirc_core/lirc_core0/legacy_lirccode
if lircd_start lirc_core0 /usr/share/lirc/remotes/sasem/lircd.conf.sasem; then
	printf 'nec 08\nsleep 300\nnec 49\n' >&7
	wait_for 5 grep -q KEY_PLAY /tmp/irw.txt
	cat /tmp/irw.txt
fi
lircd_stop
echo 0 > /sys/class/lirc_core/lirc_core0/legacy_lirccode

# sasem_text FILE: the 32 characters of the last whole Sasem frame (nine
# OUT packets: 07 contrast, 09 01, 0b 01, text, text, 09 01, 0b 02, text,
# text).
sasem_text() {
	for b in $(awk '/^OUT( [0-9a-f][0-9a-f]){8}$/ {
			if ($2 == "07") { n = 0; cur = "" }
			n++
			if (n == 4 || n == 5 || n == 8 || n == 9)
				for (i = 2; i <= 9; i++) cur = cur " " $i
			if (n == 9) last = cur
		} END { print last }' "$1"); do
		printf "\\x$b"
	done | sed 's/^\(.\{16\}\)/\1|/'
	echo
}

say "its VFD: /dev/lcd0, 16x2 text, contrast 0..1000"
D=/sys/class/lirc_display/lcd0
echo "type: $(cat $D/type), geometry: $(cat $D/geometry), contrast: $(cat $D/contrast)"
echo "Sasem OnAir" > $D/message
wait_for 5 sh -c "[ \$(grep -c '^OUT' /tmp/sa.out) -ge 9 ]"
echo "echo 'Sasem OnAir' > message: nine packets"
grep -E '^OUT' /tmp/sa.out | tail -n 9
echo "which read: |$(sasem_text /tmp/sa.out)|"
echo 250 > $D/contrast
wait_for 5 sh -c "[ \$(grep -c '^OUT' /tmp/sa.out) -ge 18 ]"
echo "echo 250 > contrast: the frame again, its first packet now $(grep '^OUT 07' /tmp/sa.out | tail -n 1)"

say "LCDd (driver imon) on the Sasem's /dev/lcd0"
lcdd_demo sasem_text /tmp/sa.out "Hello from LCDd" "on a Sasem VFD"
exec 7>&-
sleep 1
rmmod lirc_sasem

# ev_lines: the key, scancode and pointer events of /tmp/evtest.txt.
ev_lines() {
	grep -E 'EV_MSC|EV_KEY|EV_REL' /tmp/evtest.txt | grep -v '^ ' |
		sed 's/^Event: time [0-9.]*, //'
}
say "insmod lirc_atiusb.ko; plug an emulated ATI Remote Wonder (0bc7:0004): its two init packets"
insmod /modules/lirc_atiusb.ko
usbemu_plug at atirw1 - 0 8
wait_for 15 test -c /dev/lirc_core0
wait_for 5 sh -c "[ \$(grep -c '^OUT' /tmp/at.out) -ge 2 ]"
grep '^OUT' /tmp/at.out
A=/sys/bus/usb/devices/1-1:1.0
echo "its settings: channel_mask $(cat $A/channel_mask), channel_in_code $(cat $A/channel_in_code), repeat_window_ms $(cat $A/repeat_window_ms)"

say "POWER from the remotes on channels 1 and 2, VOLUME UP held (its frame again 50 ms later), the pad: right twice, left button"
evtest_around "$(evdev_of lirc_core0)" sh -c "printf 'x10 02 1\nsleep 300\nx10 02 2\nsleep 300\nx10 08 1\nsleep 50\nx10 08 1\nsleep 300\nx10 71 1\nsleep 60\nx10 71 1\nx10 78 1\n' >&8; sleep 1"
ev_lines

say "echo 0x0001 > channel_mask: only channel 1; channel 2's POWER is dropped"
echo 0x0001 > $A/channel_mask
evtest_around "$(evdev_of lirc_core0)" sh -c "printf 'x10 02 2\nsleep 300\nx10 0d 1\n' >&8; sleep 0.5"
ev_lines
echo 0xffff > $A/channel_mask

say "lircd with Debian's lircd.conf.atiusb (one remote per channel): channel_in_code 1, legacy_lirccode 1; irw"
echo 1 > $A/channel_in_code
echo 1 > /sys/class/lirc_core/lirc_core0/legacy_lirccode
if lircd_start lirc_core0 /usr/share/lirc/remotes/atiusb/lircd.conf.atiusb; then
	printf 'x10 02 2\nsleep 300\nx10 02 3\n' >&8
	wait_for 5 grep -q X10_Ch3 /tmp/irw.txt
	cat /tmp/irw.txt
fi
lircd_stop
exec 8>&-
wait_for 10 sh -c '! test -e /dev/lirc_core0'

say "plug an emulated Remote Wonder II (0471:0602): keys on interface 1, the stick on interface 0"
usbemu_plug at atirw2 - 0 8
wait_for 15 test -c /dev/lirc_core0
A=/sys/bus/usb/devices/1-1:1.0
echo "its settings: mode_keys $(cat $A/mode_keys), key_states $(cat $A/key_states), mouse_deadzone $(cat $A/mouse_deadzone)"
say "POWER pressed, held, released in AUX1; the PC mode key, POWER in PC mode (KEY_PC, then KEY_POWER); the stick right and up: evtest"
evtest_around "$(evdev_of lirc_core0)" sh -c "printf 'in1 00 01 0c\nsleep 100\nin1 00 02 0c\nsleep 100\nin1 00 00 0c\nin1 04 01 3f\nin1 04 00 3f\nin1 04 01 0c\nin1 04 00 0c\nin 04 2e 00\nin 04 00 d2\n' >&8; sleep 0.5"
ev_lines
say "lircd with Debian's lircd.conf.atilibusb: POWER, then the stick up; irw"
echo 1 > /sys/class/lirc_core/lirc_core0/legacy_lirccode
if lircd_start lirc_core0 /usr/share/lirc/remotes/atiusb/lircd.conf.atilibusb; then
	printf 'in1 00 01 0c\nin1 00 00 0c\nsleep 300\nin 00 00 d2\n' >&8
	wait_for 5 grep -q mouse_up /tmp/irw.txt
	cat /tmp/irw.txt
fi
lircd_stop
exec 8>&-
wait_for 10 sh -c '! test -e /dev/lirc_core0'

say "plug an emulated Xbox DVD kit (045e:0284): OK, and OK held"
usbemu_plug at xbox - 0 8
wait_for 15 test -c /dev/lirc_core0
evtest_around "$(evdev_of lirc_core0)" sh -c "printf 'in 00 06 0b 0a 00 00\nsleep 40\nin 00 06 0b 0a 28 00\n' >&8; sleep 0.5"
ev_lines
exec 8>&-
wait_for 10 sh -c '! test -e /dev/lirc_core0'
rmmod lirc_atiusb

say "insmod lirc_i2c_sim.ko (a simulated I2C adapter) and lirc_i2c.ko; a Hauppauge chip at 0x18, an Asus TV-Box (PCF8574) at 0x21"
insmod /modules/lirc_i2c_sim.ko
insmod /modules/lirc_i2c.ko
SIMCTL=/sys/kernel/debug/lirc_i2c_sim/ctl
echo new > $SIMCTL
BUS=$(awk '$1 == 0 { print $2 }' /sys/kernel/debug/lirc_i2c_sim/adapters)
printf '0 add 0x18\n0 idle 0x18 00 00 00\n0 add 0x21\n0 pcf 0x21 0x03\n0 idle 0x21 3f\n' |
	while read -r c; do echo "$c" > $SIMCTL; done
echo "echo hauppauge_ir 0x18 > /sys/bus/i2c/devices/i2c-$BUS/new_device"
echo hauppauge_ir 0x18 > /sys/bus/i2c/devices/i2c-$BUS/new_device
echo "echo pcf8574_ir 0x21 > /sys/bus/i2c/devices/i2c-$BUS/new_device"
echo pcf8574_ir 0x21 > /sys/bus/i2c/devices/i2c-$BUS/new_device
wait_for 5 test -d /sys/bus/i2c/devices/$BUS-0021/lirc_core
dmesg | grep 'lirc_i2c ' | sed 's/^\[[ 0-9.]*\] //'
I2CDEV=/sys/bus/i2c/devices/$BUS-0018
L18=$(ls $I2CDEV/lirc_core)
L21=$(ls /sys/bus/i2c/devices/$BUS-0021/lirc_core)
echo "the Hauppauge chip is /dev/$L18, the TV-Box /dev/$L21"
echo "poll_ms $(cat $I2CDEV/poll_ms); polls so far: $(grep '^0 0x18' /sys/kernel/debug/lirc_i2c_sim/stats)"
say "the Hauppauge chip reads KEY_1 of the black remote (RC-5 0x0001), then POWER of the grey one held: evtest"
evtest_around "$(evdev_of $L18)" sh -c "echo '0 reply 0x18 c0 04 00' > $SIMCTL; sleep 0.5;
	for i in 1 2 3; do echo '0 reply 0x18 de f4 00' > $SIMCTL; done"
ev_lines
echo "polled meanwhile (the console keyboard handler holds its input device open too): $(grep '^0 0x18' /sys/kernel/debug/lirc_i2c_sim/stats)"
say "lircd with Debian's hauppauge/lircd.conf.hauppauge (LIRCCODE 13 bits): legacy_lirccode 1; irw"
echo 1 > /sys/class/lirc_core/$L18/legacy_lirccode
if lircd_start $L18 /usr/share/lirc/remotes/hauppauge/lircd.conf.hauppauge; then
	echo '0 reply 0x18 c0 04 00' > $SIMCTL
	wait_for 5 grep -q KEY_1 /tmp/irw.txt
	cat /tmp/irw.txt
fi
lircd_stop
say "the Asus TV-Box: KEY_9 pressed and released: evtest"
evtest_around "$(evdev_of $L21)" sh -c "echo '0 idle 0x21 48' > $SIMCTL; sleep 0.4; echo '0 idle 0x21 3f' > $SIMCTL"
ev_lines
rmmod lirc_i2c
rmmod lirc_i2c_sim
rmmod lirc_core
