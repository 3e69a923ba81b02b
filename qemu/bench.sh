# SPDX-License-Identifier: GPL-2.0
# make bench, in the guest: our loopback and mainline's rc-loopback (with
# rc-core and its NEC decoder), one at a time, alternating for ROUNDS rounds
# with rmmod between; then our lirc_streamzap and mainline's streamzap.ko
# on the same emulated device, one after the other. Every figure is a
# "BENCH <stack> <name> <value>" line; scripts/bench-report.sh makes the
# table. /etc/lirc-bench holds ROUNDS FRAMES SECONDS READERS PRESSES.
# Sourced by /init in bench mode.
M=/modules
MM=/modules/mainline
# shellcheck disable=SC2046
set -- $(cat /etc/lirc-bench)
ROUNDS=$1 FRAMES=$2 SECS=$3 READERS=$4 PRESSES=$5

# mem_now: "SLAB VMALLOC FREE" bytes: slab objects and vmalloc areas in
# use, and free memory, after dropping caches and shrinking the slabs.
mem_now() {
	lircbench mem x |
		sed -n 's/^MEM x slab=\([0-9]*\) vmalloc=\([0-9]*\) free=\([0-9]*\)$/\1 \2 \3/p'
}

# mem_device STACK MODULE BEFORE AFTER: the bytes one device took in slab
# objects and vmalloc areas. Not counted: what the page allocator gives
# directly (kmalloc() beyond 8 KiB, kernel stacks without VMAP_STACK);
# MemFree, which would count it, moves by more than a device takes.
mem_device() {
	# shellcheck disable=SC2086
	set -- "$1" $3 $4
	echo "BENCH $1 mem_device_bytes $(( $5 - $2 + $6 - $3 ))"
}

# bench_dev STACK NODE EVDEV: the loopback figures of one stack.
bench_dev() {
	lircbench readers "/dev/$2" "$READERS" "$1"
	lircbench lat "/dev/$2" "$3" "$FRAMES" "$1"
	lircbench rate "/dev/$2" "$SECS" "$1"
}

bench_ours() {
	insmod $M/lirc_core.ko
	before=$(mem_now)
	insmod $M/lirc_loopback.ko
	wait_for 5 sh -c 'ls /sys/class/lirc_core/lirc_core*/input*/event*' > /dev/null
	n=$(ours_loopback)
	echo nec > "/sys/class/lirc_core/$n/protocols"
	mem_device ours lirc_loopback "$before" "$(mem_now)"
	bench_dev ours "$n" "$(evdev_of "$n")"
	rmmod lirc_loopback
	rmmod lirc_core
}

bench_mainline() {
	insmod $MM/rc-core.ko
	insmod $MM/ir-nec-decoder.ko
	before=$(mem_now)
	insmod $MM/rc-loopback.ko
	wait_for 5 sh -c 'ls /sys/class/rc/rc*/lirc*' > /dev/null
	rc=$(main_loopback_rc)
	echo nec > "/sys/class/rc/$rc/protocols"
	mem_device mainline rc_loopback "$before" "$(mem_now)"
	bench_dev mainline "$(lirc_under "/sys/class/rc/$rc")" "$(event_under "/sys/class/rc/$rc")"
	rmmod rc_loopback
	rmmod ir_nec_decoder
	rmmod rc_core
}

# The emulated Streamzap's write-to-read latency through DRIVER's node.
sz_node_ours() {
	for d in /sys/bus/usb/drivers/lirc_streamzap/1-1:1.0/lirc_core/lirc_core*; do
		[ -e "$d" ] && echo "${d##*/}"
	done
}
sz_node_main() {
	for d in /sys/bus/usb/drivers/streamzap/1-1:1.0/rc/rc*/lirc*; do
		[ -e "$d" ] && echo "${d##*/}"
	done
}
bench_streamzap() {	# STACK NODE-FUNCTION
	usbemu_plug bsz streamzap - 0 5
	if ! wait_for 15 sh -c "[ -n \"\$($2)\" ]"; then
		# shellcheck disable=SC2154
		echo "INFO $1: the emulated Streamzap did not bind"
	fi
	node=$($2)
	rm -f /tmp/stamps
	echo "stamps /tmp/stamps" >&5
	lirctest latency "/dev/$node" /tmp/bsz.in /tmp/stamps "$PRESSES" "$1" |
		sed -n 's/^METRIC latency \([a-z]*\) n=[0-9]* p50_us=\([0-9]*\) p90_us=\([0-9]*\) p99_us=\([0-9]*\).*/BENCH \1 sz_lat_p50_us \2\nBENCH \1 sz_lat_p90_us \3\nBENCH \1 sz_lat_p99_us \4/p'
	exec 5>&-
	kill "$EMUPID" 2>/dev/null
	wait "$EMUPID" 2>/dev/null
}

echo "BENCH-CONFIG rounds=$ROUNDS frames=$FRAMES seconds=$SECS readers=$READERS presses=$PRESSES kernel=$(uname -r)"
r=1
while [ "$r" -le "$ROUNDS" ]; do
	echo "BENCH-ROUND $r"
	bench_ours
	bench_mainline
	r=$((r + 1))
done

insmod $M/lirc_core.ko
insmod $M/lirc_streamzap.ko
bench_streamzap ours sz_node_ours
rmmod lirc_streamzap
rmmod lirc_core
insmod $MM/rc-core.ko
insmod $MM/rc-streamzap.ko
insmod $MM/ir-rc5-decoder.ko
insmod $MM/streamzap.ko
bench_streamzap mainline sz_node_main
echo "BENCH-DONE"
