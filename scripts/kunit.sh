#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Run the project's KUnit suites with the kernel's own kunit.py, in QEMU.
# Prints "kunit: N passed, N failed" as its last line.
set -uo pipefail
. "$(dirname "$0")/env.sh"
mkdir -p "$LIRC_CACHE"
# The tree links one work tree at a time: one KUnit run at a time.
exec 9>"$LIRC_CACHE/.kunit.lock"
flock 9
LIRC_RELINK=1 bash "$REPO/scripts/prepare-tree.sh" || exit 1
mkdir -p "$KUNIT_BUILD"
log=$KUNIT_BUILD/kunit.log
# Objects built from another work tree may be newer than this one's
# sources, and make would keep them: rebuild ours when the tree changes.
if [ "$(cat "$KUNIT_BUILD/.lirc_repo" 2>/dev/null)" != "$REPO" ]; then
	rm -rf "$KUNIT_BUILD/drivers/lirc_core"
	echo "$REPO" > "$KUNIT_BUILD/.lirc_repo"
fi

cd "$KSRC" || exit 1
# KVM does not work here; kunit.py's QEMU runs under TCG by default.
python3 tools/testing/kunit/kunit.py run --arch=x86_64 \
	--kunitconfig="$REPO/kunit/.kunitconfig" --build_dir="$KUNIT_BUILD" \
	--jobs="$JOBS" --timeout=900 --qemu_args='-smp 2' 2>&1 | tee "$log"
rc=${PIPESTATUS[0]}

summary=$(grep -a 'Testing complete\. Ran' "$log" | tail -n 1)
passed=$(sed -n 's/.*passed: \([0-9]*\).*/\1/p' <<<"$summary")
failed=$(sed -n 's/.*failed: \([0-9]*\).*/\1/p' <<<"$summary")
crashed=$(sed -n 's/.*crashed: \([0-9]*\).*/\1/p' <<<"$summary")
skipped=$(sed -n 's/.*skipped: \([0-9]*\).*/\1/p' <<<"$summary")
passed=${passed:-0}
failed=$(( ${failed:-0} + ${crashed:-0} + ${skipped:-0} ))
# A run that never reached its summary, or exited non-zero, is a failure.
if [ -z "$summary" ] || { [ "$rc" -ne 0 ] && [ "$failed" -eq 0 ]; }; then
	failed=$((failed + 1))
fi
echo "kunit: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
