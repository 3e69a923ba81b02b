# SPDX-License-Identifier: GPL-2.0
# The core's USB helpers, through the test-only driver lirc_usb_test and
# usbemu's "outtest" and "alwayson" devices: the IN stream runs only while
# the receiver has users, or always for an always-on model; OUT and control
# data arrives, sizes are checked, waits are bounded (0 is the default
# timeout) and interruptible, stalls are reported, and unplugging during a
# transfer neither hangs nor leaks. Sourced by /init.
M=/modules
D=/sys/kernel/debug/lirc_usb_test/1-1:1.0

# out_write FILE LINE: write LINE to a debugfs file; prints the error.
out_write() {
	sh -c "echo '$2' > $1" 2>&1
}

insmod $M/lirc_core.ko
insmod $M/lirc_usb_test.ko
usbemu_plug ot outtest - 0 5
otpid=$EMUPID
check "usb out: the test device binds" wait_for 15 test -e $D/out

# rx_is DIR N: the driver has received N bytes on the IN endpoint.
rx_is() {
	[ "$(cat "$1/rx")" = "$2" ]
}
OL=$(ls /sys/bus/usb/drivers/lirc_usb_test/1-1:1.0/lirc_core)
echo 'in 01 02 03' >&5
sleep 0.5
check "usb in: without users nothing is read" rx_is $D 0
exec 7< /dev/$OL
check "usb in: the first open starts the stream" wait_for 5 rx_is $D 3
exec 7<&-	# the last close stops the stream before it returns
echo 'in 04 05' >&5
sleep 0.5
check "usb in: the last close stops it" rx_is $D 3
exec 7< /dev/$OL
check "usb in: the next open gets what the device kept" wait_for 5 rx_is $D 5
exec 7<&-

check "usb out: an 8-byte packet is sent" out_write $D/out '1000 0102030405060708'
check "usb out: the device receives it" \
	wait_for 5 grep -q '^OUT 01 02 03 04 05 06 07 08$' /tmp/ot.out
check "usb control: a class request with a data stage is sent" \
	out_write $D/ctrl '1000 21 09 0200 0001 0011223344556677'
check "usb control: the device receives setup and data" \
	wait_for 5 grep -q '^CTRL 21 09 0200 0001 0008 00 11 22 33 44 55 66 77$' /tmp/ot.out
out=$(out_write $D/out '1000 010203040506070809')
echo "$out" | grep -q 'Invalid argument' && pass "usb out: more than wMaxPacketSize is EINVAL" ||
	fail "usb out: more than wMaxPacketSize is EINVAL" "$out"
out=$(out_write $D/ctrl '1000 a1 01 0000 0000')
echo "$out" | grep -q 'Invalid argument' && pass "usb control: an IN request is EINVAL" ||
	fail "usb control: an IN request is EINVAL" "$out"

# The device stops reading: a send times out, bounded.
echo outblock >&5
emu_sync ot
out_write $D/out '1000 aa' > /dev/null	# the read already pending takes this one
t0=$(date +%s)
out=$(out_write $D/out '300 bb')
t1=$(date +%s)
echo "$out" | grep -q 'timed out' && [ $((t1 - t0)) -le 3 ] &&
	pass "usb out: a send to a device that does not read times out" ||
	fail "usb out: a send to a device that does not read times out" "$out after $((t1 - t0)) s"
check "usb out: the timeout is reported in the log" sh -c \
	"dmesg | grep -q 'lirc_usb_test 1-1:1.0: transfer timed out after 300 ms'"
# A timeout of 0 is the default, LIRC_USB_TIMEOUT_MS (1000 ms); /proc/uptime
# counts centiseconds.
cs() {
	awk '{ sub(/\./, "", $1); print $1 + 0 }' /proc/uptime
}
t0=$(cs)
out=$(out_write $D/out '0 bc')
t1=$(cs)
echo "$out" | grep -q 'timed out' && [ $((t1 - t0)) -ge 90 ] && [ $((t1 - t0)) -le 300 ] &&
	pass "usb out: timeout 0 means the default: -ETIMEDOUT after about 1 s" ||
	fail "usb out: timeout 0 means the default: -ETIMEDOUT after about 1 s" \
		"$out after $((t1 - t0)) cs"
check "usb out: the default timeout is reported in the log" sh -c \
	"dmesg | grep -q 'lirc_usb_test 1-1:1.0: transfer timed out after 1000 ms'"
sh -c "echo '20000 cc' > $D/out" 2>/dev/null &
w=$!
check "usb out: the send waits (in write)" wait_writing $w
kill $w
if wait_for 3 sh -c "! kill -0 $w"; then
	pass "usb out: a waiting send is interruptible"
else
	fail "usb out: a waiting send is interruptible" "still waiting after 3 s"
fi
wait $w 2>/dev/null
# A send waiting when its process is stopped and continued (as the freezer
# does to every process at suspend) goes on, and completes: the soak found
# LCDd-like display writes failing with EINTR across a suspend.
lirctest write1 $D/out '5000 ee' > /tmp/stopcont.txt 2>&1 &
w=$!
check "usb out: the send to be stopped waits (in write)" wait_writing $w
kill -STOP $w
check "usb out: the waiting sender stops" wait_for 5 proc_stopped $w
kill -CONT $w
check "usb out: continued, it waits in write again" wait_writing $w
echo outunblock >&5
if wait_for 8 grep -q '^write1: [0-9]' /tmp/stopcont.txt; then
	pass "usb out: a waiting send stopped and continued completes (no EINTR)"
else
	fail "usb out: a waiting send stopped and continued completes (no EINTR)" \
		"$(cat /tmp/stopcont.txt)"
fi
wait $w 2>/dev/null
check "usb out: after timeouts the endpoint still works" out_write $D/out '1000 dd'
check "usb out: the device receives it" wait_for 5 grep -q '^OUT dd$' /tmp/ot.out

# A send wakes an autosuspended device (the test device has no input
# device, so nothing uses it while no file is open).
P=/sys/bus/usb/devices/1-1/power
echo 0 > $P/autosuspend_delay_ms
echo auto > $P/control
check "usb out: the idle test device autosuspends" wait_for 5 grep -qx suspended $P/runtime_status
check "usb out: a send to a suspended device wakes it" out_write $D/out '1000 5a'
check "usb out: the device receives it" wait_for 5 grep -q '^OUT 5a$' /tmp/ot.out
echo on > $P/control

echo ctrlstall >&5
emu_sync ot
out=$(out_write $D/ctrl '1000 40 01 0000 0000 00')
echo "$out" | grep -q 'Broken pipe' && pass "usb control: a stalled request is EPIPE" ||
	fail "usb control: a stalled request is EPIPE" "$out"
echo ctrlok >&5

# Unplug while a send waits: disconnect waits for it, boundedly.
echo outblock >&5
emu_sync ot
out_write $D/out '1000 ee' > /dev/null
sh -c "echo '3000 ff' > $D/out" 2>/dev/null &
w=$!
check "usb out: the send during the unplug waits (in write)" wait_writing $w
exec 5>&-
kill $otpid 2>/dev/null
if wait_for 8 sh -c "! kill -0 $w" && wait_for 5 sh -c "! test -e $D"; then
	pass "usb out: unplug during a send ends it and unbinds"
else
	fail "usb out: unplug during a send ends it and unbinds" "writer or $D still there"
fi
wait $w 2>/dev/null
wait $otpid 2>/dev/null

# An always-on model streams from probe to unplug, users or not, and so
# never autosuspends.
A=/sys/kernel/debug/lirc_usb_test/2-1:1.0
usbemu_plug ao alwayson - 1 6
aopid=$EMUPID
check "usb in: the always-on device binds" wait_for 15 test -e $A/rx
echo 'in 0a 0b 0c 0d' >&6
check "usb in: an always-on device streams without users" wait_for 5 rx_is $A 4
AL=$(ls /sys/bus/usb/drivers/lirc_usb_test/2-1:1.0/lirc_core)
exec 7< /dev/$AL
exec 7<&-
echo 'in 0e' >&6
check "usb in: it keeps streaming after its last user left" wait_for 5 rx_is $A 5
echo 0 > /sys/bus/usb/devices/2-1/power/autosuspend_delay_ms
echo auto > /sys/bus/usb/devices/2-1/power/control
sleep 0.5
check "usb in: an always-on device does not autosuspend" \
	grep -qx active /sys/bus/usb/devices/2-1/power/runtime_status
echo 'in 0f' >&6
check "usb in: and still streams" wait_for 5 rx_is $A 6
exec 6>&-
kill $aopid 2>/dev/null
wait $aopid 2>/dev/null
check "usb in: the always-on device unplugs cleanly" wait_for 5 sh -c "! test -e $A"
check "usb out: modules unload" sh -c "rmmod lirc_usb_test && rmmod lirc_core"
