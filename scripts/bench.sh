#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# make bench: our receive path beside mainline's, on two guest kernels of
# the kernel line LIRC_KERNEL (make bench KERNEL=6.12; results in
# $LIRC_CACHE/bench[-LINE]):
#   sanitizer    the integration kernel (KASAN, lockdep, kmemleak, UBSAN)
#   production   the same configuration without KASAN, lockdep and
#                kmemleak, built once into env.sh's PROD_QEMU_BUILD
# One boot per kernel runs qemu/bench.sh (ours and mainline alternately,
# rmmod between, several rounds); the KUnit micro-benchmarks run in
# kunit.py's QEMU on both configurations. The table at the end has every
# figure for ours, mainline and their ratio. Timings are figures, not tests:
# the exit status is non-zero only when something did not run.
#   LIRC_BENCH="ROUNDS FRAMES SECONDS READERS PRESSES"  (default 3 300 1 32 300)
#   LIRC_BENCH_KERNELS="sanitizer production"           which kernels
set -uo pipefail
. "$(dirname "$0")/env.sh"
out=$LIRC_CACHE/bench$LIRC_KSUF
mkdir -p "$out"
export LIRC_BENCH=${LIRC_BENCH:-3 300 1 32 300}
kernels=${LIRC_BENCH_KERNELS:-sanitizer production}
bad=0

bash "$REPO/scripts/prepare-tree.sh" || exit 1
prodfrag=$LIRC_CACHE/bench-production$LIRC_KSUF.config
# KASAN, lockdep and kmemleak out; everything else as the integration kernel.
grep -vE '^CONFIG_(KASAN|PROVE_LOCKING|DEBUG_KMEMLEAK)=' "$REPO/qemu/kernel.config" \
	> "$prodfrag.new"
cmp -s "$prodfrag.new" "$prodfrag" || mv "$prodfrag.new" "$prodfrag"
rm -f "$prodfrag.new"

start=$(date +%s)
files=()
for k in $kernels; do
	echo "==== bench: $k kernel"
	case $k in
	sanitizer)
		bash "$REPO/scripts/qemu-run.sh" bench > "$out/$k.txt" 2>&1 ;;
	production)
		LIRC_QEMU_BUILD=$PROD_QEMU_BUILD LIRC_KERNEL_FRAGMENT=$prodfrag \
		LIRC_MOD_BUILD=$PROD_MOD_BUILD LIRC_GUEST_BUILD=$PROD_GUEST_BUILD \
			bash "$REPO/scripts/qemu-run.sh" bench > "$out/$k.txt" 2>&1 ;;
	*)
		echo "bench: unknown kernel $k" >&2
		exit 2 ;;
	esac
	rc=$?
	grep -aE '^(qemu|bench|build)' "$out/$k.txt"
	grep -aE '^RESULT FAIL' "$out/$k.txt"
	[ $rc -eq 0 ] || { echo "bench: the $k boot failed (exit $rc), see $out/$k.txt"; bad=1; }
	files+=("$k=$out/$k.txt")
	echo "==== bench: KUnit micro-benchmarks, $k configuration"
	LIRC_KUNIT_FLAVOUR=$k bash "$REPO/scripts/kunit-bench.sh" > "$out/kunit-$k.txt" 2>&1 ||
		{ echo "bench: KUnit micro-benchmarks ($k) failed, see $out/kunit-$k.txt"; bad=1; }
	files+=("$k=$out/kunit-$k.txt")
done
echo "bench: $(( $(date +%s) - start )) s"
bash "$REPO/scripts/bench-report.sh" "${files[@]}"
exit $bad
