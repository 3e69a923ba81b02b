#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Build everything the guest needs and boot it once.
#   qemu-run.sh check   run every guest check; prints
#                       "integration: N passed, N failed" as its last line
#   qemu-run.sh demo    run the demo and show its output
#   qemu-run.sh bench   run qemu/bench.sh and print its figures
#   qemu-run.sh gates   fire each deliberate bug of lirc_gates.ko and check
#                       that the detector's report is in the log, matched by
#                       the same pattern that fails the check run; prints
#                       "gates: N passed, N failed" as its last line
# LIRC_QEMU_ACCEL=kvm chooses KVM where it works (default: tcg).
# LIRC_QEMU_TIMEOUT bounds the boot in seconds (default: 3600; the check
# boot takes about 40 minutes under TCG: 15 of them the descriptor fuzzing).
set -uo pipefail
. "$(dirname "$0")/env.sh"
. "$(dirname "$0")/sanitizer.sh"
mode=${1:-check}
accel=${LIRC_QEMU_ACCEL:-tcg}
limit=${LIRC_QEMU_TIMEOUT:-3600}

bash "$REPO/scripts/prepare-tree.sh" || exit 1
bash "$REPO/scripts/build-qemu-kernel.sh" || exit 1
bash "$REPO/scripts/build-modules.sh" || exit 1

mkdir -p "$GUEST_BUILD/modules/mainline"
rm -f "$GUEST_BUILD"/modules/*.ko "$GUEST_BUILD"/modules/mainline/*.ko
find "$MOD_BUILD" -name '*.ko' -exec cp {} "$GUEST_BUILD/modules/" \;
# Mainline's rc-core and drivers, for 40-coexist.sh.
for m in drivers/media/rc/rc-core.ko drivers/media/rc/streamzap.ko \
	 drivers/media/rc/keymaps/rc-streamzap.ko drivers/media/rc/ir-rc5-decoder.ko \
	 drivers/media/rc/ir-nec-decoder.ko drivers/media/rc/rc-loopback.ko; do
	cp "$QEMU_BUILD/$m" "$GUEST_BUILD/modules/mainline/" || exit 1
done
initrd=$GUEST_BUILD/initramfs-$mode.cpio.gz
bash "$REPO/qemu/mkinitramfs.sh" "$initrd" "$GUEST_BUILD/modules" "$mode" || exit 1

log=$GUEST_BUILD/guest-$mode.log
# The guest's clock is the TSC, which under TCG runs at the host's TSC
# rate. Without ACPI the guest has no HPET or PM timer, so at random the
# early calibration (against the PIT) fails or the clocksource watchdog
# (against jiffies) finds the TSC "unstable", and the kernel falls back to
# a 4 ms jiffies clock, which no timing-sensitive check or benchmark
# survives: tsc_early_khz (the host's rate, measured by tsc-khz.c) skips
# the calibration, tsc=reliable the watchdog.
mkdir -p "$GUEST_BUILD"
tsc_khz=
if gcc -O2 -o "$GUEST_BUILD/tsc-khz" "$REPO/scripts/tsc-khz.c" 2>/dev/null; then
	tsc_khz=$("$GUEST_BUILD/tsc-khz")
fi
cpu=max
[ "$accel" = kvm ] && cpu=host
echo "qemu: booting ($accel, log in $log)"
start=$(date +%s)
timeout "$limit" qemu-system-x86_64 -accel "$accel" -cpu "$cpu" -M pc -smp 1 -m 768 \
	-nodefaults -no-user-config -nographic -serial stdio -monitor none \
	-no-reboot -bios qboot.rom \
	-device isa-debug-exit,iobase=0xf4,iosize=0x04 \
	-kernel "$QEMU_BUILD/arch/x86/boot/bzImage" -initrd "$initrd" \
	-append "console=ttyS0 quiet panic=-1 oops=panic dummy_hcd.num=8 tsc=reliable${tsc_khz:+ tsc_early_khz=$tsc_khz}" \
	< /dev/null > "$log" 2>&1
qrc=$?
echo "qemu: exit status $qrc after $(( $(date +%s) - start )) s"

# Any sanitizer report or kernel warning fails the run, demo included.
grep -aE "$SANITIZER_PATTERN" "$log" > "$GUEST_BUILD/sanitizer-$mode.txt"
sanitizer=$?

# The gates: each deliberate bug must be reported after its marker.
if [ "$mode" = gates ]; then
	passed=0 failed=0
	txt=$GUEST_BUILD/guest-gates.txt
	tr -d '\r' < "$log" > "$txt"
	gate_result() {		# gate_result PASS|FAIL NAME [WHY]
		echo "RESULT $1 $2${3:+: $3}"
		if [ "$1" = PASS ]; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
	}
	last=$(wc -l < "$txt")
	for gate in "${SANITIZER_GATES[@]}"; do
		name=${gate%%|*} sig=${gate#*|}
		start=$(grep -anxm1 "GATE fire $name" "$txt" | cut -d: -f1)
		if [ -z "$start" ]; then
			gate_result FAIL "gate $name is caught" "its marker is not in the log"
			continue
		fi
		# Up to the next marker, whichever gate it belongs to.
		end=$(tail -n +"$((start + 1))" "$txt" | grep -an '^GATE ' | head -n 1 | cut -d: -f1)
		end=$((start + ${end:-$((last - start + 1))}))
		hit=$(sed -n "$((start + 1)),$((end - 1))p" "$txt" |
			grep -aE "$SANITIZER_PATTERN" | grep -aE -m1 "$sig")
		if [ -n "$hit" ]; then
			gate_result PASS "gate $name is caught: $hit"
		else
			gate_result FAIL "gate $name is caught" "no line matching '$sig' after its marker"
		fi
	done
	verdict() {
		echo "RESULT FAIL $1"
		failed=$((failed + 1))
	}
	[ $qrc -eq 33 ] || verdict "gates: QEMU exited with $qrc, not 33 (timeout, panic or crash)"
	grep -aqx 'GATE done' "$txt" || verdict "gates: the guest fired every gate"
	grep -aqx 'GUEST DONE' "$txt" || verdict "gates: the guest ran to the end"
	first=$(grep -an -m1 '^GATE ' "$txt" | cut -d: -f1)
	if [ -n "$first" ] && head -n "$((first - 1))" "$txt" | grep -aqE "$SANITIZER_PATTERN"; then
		verdict "gates: no kernel report before the first gate"
		head -n "$((first - 1))" "$txt" | grep -aE "$SANITIZER_PATTERN" | head -n 20
	fi
	echo "gates: $passed passed, $failed failed"
	[ "$failed" -eq 0 ]
	exit
fi

if [ "$mode" = bench ]; then
	tr -d '\r' < "$log" | grep -aE '^(BENCH|INFO|RESULT)'
	if [ $sanitizer -eq 0 ]; then
		echo "bench: kernel reports in $log:"
		head -n 20 "$GUEST_BUILD/sanitizer-$mode.txt"
	fi
	grep -aq '^BENCH-DONE' "$log" || echo "bench: the guest did not finish (log: $log)"
	[ $qrc -eq 33 ]
	exit
fi

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
