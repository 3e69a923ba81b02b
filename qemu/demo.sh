# SPDX-License-Identifier: GPL-2.0
# The demo: load the core and the loopback device, show what unmodified
# ir-ctl and mode2 see. Sourced by /init in demo mode.
say() { printf '\n==== %s\n' "$*"; }

say "insmod lirc_core.ko lirc_loopback.ko"
insmod /modules/lirc_core.ko
insmod /modules/lirc_loopback.ko
ls -l /dev/lirc*

say "ir-ctl -f -d /dev/lirc0"
ir-ctl -f -d /dev/lirc0

printf 'pulse 9000\nspace 4500\npulse 560\nspace 560\npulse 560\nspace 1690\npulse 560\n' > /tmp/sig.txt
say "signal to send (/tmp/sig.txt)"
cat /tmp/sig.txt

say "ir-ctl -r --mode2 -1 while ir-ctl -s /tmp/sig.txt sends it"
ir-ctl -d /dev/lirc0 -r --mode2 -1 &
rx=$!
wait_open $rx /dev/lirc0
ir-ctl -d /dev/lirc0 -s /tmp/sig.txt
wait_exit $rx 10

say "mode2 (lirc 0.10) while the signal is sent again"
mode2 --driver default -d /dev/lirc0 2>/dev/null &
rx=$!
wait_open $rx /dev/lirc0
ir-ctl -d /dev/lirc0 -s /tmp/sig.txt
sleep 1
kill $rx
wait $rx 2>/dev/null

say "unload"
rmmod lirc_loopback
rmmod lirc_core
ls /dev/lirc* 2>/dev/null || echo "no /dev/lirc* left"
