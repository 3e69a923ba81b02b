#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Build everything the guest needs and boot it once.
#   qemu-run.sh check   run every guest check; prints
#                       "integration: N passed, N failed" as its last line
#   qemu-run.sh demo    run the demo and show its output
# LIRC_QEMU_ACCEL=kvm chooses KVM where it works (default: tcg).
# LIRC_QEMU_TIMEOUT bounds the boot in seconds (default: 600).
set -uo pipefail
. "$(dirname "$0")/env.sh"
mode=${1:-check}
accel=${LIRC_QEMU_ACCEL:-tcg}
limit=${LIRC_QEMU_TIMEOUT:-600}

bash "$REPO/scripts/prepare-tree.sh" || exit 1
bash "$REPO/scripts/build-qemu-kernel.sh" || exit 1
bash "$REPO/scripts/build-modules.sh" || exit 1

mkdir -p "$GUEST_BUILD/modules/mainline"
rm -f "$GUEST_BUILD"/modules/*.ko "$GUEST_BUILD"/modules/mainline/*.ko
find "$MOD_BUILD" -name '*.ko' -exec cp {} "$GUEST_BUILD/modules/" \;
for m in drivers/media/rc/rc-core.ko drivers/media/rc/streamzap.ko \
	 drivers/media/rc/keymaps/rc-streamzap.ko drivers/media/rc/ir-rc5-decoder.ko; do
	cp "$QEMU_BUILD/$m" "$GUEST_BUILD/modules/mainline/" || exit 1
done
initrd=$GUEST_BUILD/initramfs-$mode.cpio.gz
bash "$REPO/qemu/mkinitramfs.sh" "$initrd" "$GUEST_BUILD/modules" "$mode" || exit 1

log=$GUEST_BUILD/guest-$mode.log
cpu=max
[ "$accel" = kvm ] && cpu=host
echo "qemu: booting ($accel, log in $log)"
start=$(date +%s)
timeout "$limit" qemu-system-x86_64 -accel "$accel" -cpu "$cpu" -M pc -smp 1 -m 768 \
	-nodefaults -no-user-config -nographic -serial stdio -monitor none \
	-no-reboot -bios qboot.rom \
	-device isa-debug-exit,iobase=0xf4,iosize=0x04 \
	-kernel "$QEMU_BUILD/arch/x86/boot/bzImage" -initrd "$initrd" \
	-append "console=ttyS0 quiet panic=-1 oops=panic dummy_hcd.num=2" \
	< /dev/null > "$log" 2>&1
qrc=$?
echo "qemu: exit status $qrc after $(( $(date +%s) - start )) s"

# Any sanitizer report or kernel warning fails the run, demo included.
pattern='BUG:|WARNING:|KASAN|UBSAN|unreferenced object|lockdep|locking dependency|lock state|possible deadlock|Oops|general protection|Kernel panic|INFO: task|Call Trace'
grep -aE "$pattern" "$log" > "$GUEST_BUILD/sanitizer-$mode.txt"
sanitizer=$?

if [ "$mode" = demo ]; then
	sed -n '/^GUEST START/,/^GUEST DMESG BEGIN/p' "$log" | grep -v '^GUEST' | tr -d '\r'
	if [ $sanitizer -eq 0 ]; then
		echo "demo: kernel reports in $log:"
		head -n 20 "$GUEST_BUILD/sanitizer-$mode.txt"
		exit 1
	fi
	[ $qrc -eq 33 ]
	exit
fi

passed=$(grep -ac '^RESULT PASS ' "$log")
failed=$(grep -ac '^RESULT FAIL ' "$log")
grep -a '^RESULT FAIL ' "$log" | tr -d '\r'

verdict() {
	echo "RESULT FAIL $1" | tee -a "$log"
	failed=$((failed + 1))
}
# 33 = the guest wrote 0x10 to isa-debug-exit after its last check.
[ $qrc -eq 33 ] || verdict "guest verdict: QEMU exited with $qrc, not 33 (timeout, panic or crash)"
grep -aq '^GUEST DONE' "$log" || verdict "guest ran to the end"
[ "$passed" -gt 0 ] || verdict "guest reported no checks"

if [ $sanitizer -eq 0 ]; then
	verdict "no sanitizer report or kernel warning in the guest log"
	head -n 40 "$GUEST_BUILD/sanitizer-$mode.txt"
fi
echo "integration: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
