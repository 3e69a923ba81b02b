# SPDX-License-Identifier: GPL-2.0
# The gates boot: fire each deliberate bug of lirc_gates.ko once. The host
# (scripts/qemu-run.sh gates) checks that each detector's report follows
# its marker. Markers go through /dev/kmsg so that they reach the console
# in order with the kernel's reports. Sourced by /init.
echo on > /proc/sys/kernel/printk_devkmsg

gate_mark() {
	echo "<4>GATE $*" > /dev/kmsg
}

# kmemleak reports objects at least 5 s old that a scan found unreferenced.
kmemleak_report() {
	t=0
	while [ $t -lt 20 ]; do
		sleep 1
		echo scan > /sys/kernel/debug/kmemleak
		grep -q '^unreferenced object' /sys/kernel/debug/kmemleak && break
		t=$((t + 1))
	done
	while IFS= read -r line; do
		echo "<4>$line" > /dev/kmsg
	done < /sys/kernel/debug/kmemleak
}

insmod /modules/lirc_gates.ko || gate_mark "insmod lirc_gates.ko failed"
# lockdep first: KASAN's report taints the kernel, which turns lockdep off.
for g in lockorder warn ubsan_bounds ubsan_shift kmemleak kasan; do
	gate_mark "fire $g"
	# From a child that exits: no stale pointer stays on a live stack.
	sh -c "echo 1 > /sys/kernel/debug/lirc_gates/$g"
	[ $g = kmemleak ] && kmemleak_report
done
gate_mark done
