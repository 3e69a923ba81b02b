# SPDX-License-Identifier: GPL-2.0
# The demo: the core with the loopback device, then an emulated Streamzap
# receiver with its remote's button presses, as unmodified ir-ctl, mode2
# and evtest see them. Sourced by /init in demo mode.
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
rmmod lirc_core
