#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Run the project's KUnit suites with the kernel's own kunit.py, in QEMU.
#   kunit.sh [run]   build the KUnit kernel and run it; prints
#                    "kunit: N passed, N failed" as its last line
#   kunit.sh build   only build it; "kunit-build: N passed, N failed"
#                    (one check: the KUnit kernel builds)
#   kunit.sh exec    only run what "build" built (make check builds while
#                    the integration guests run, and runs QEMU after them)
set -uo pipefail
what=${1:-run}
. "$(dirname "$0")/env.sh"
mkdir -p "$LIRC_CACHE"
# The tree links one work tree at a time: one KUnit run at a time.
exec 9>"$KUNIT_LOCK"
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
common=(--arch=x86_64 --kunitconfig="$REPO/kunit/.kunitconfig" --build_dir="$KUNIT_BUILD")
# What "build" built, for "exec" to check: this work tree at this commit
# and the kernel image as it was then. Another tree's build in between (the
# cache is shared), or a failed build, and "exec" builds again.
# The sources' state is taken before the build (what it compiles), their
# contents included: the commit, the diff against it, untracked files.
src_state() {
	{
		git -C "$REPO" rev-parse HEAD
		git -C "$REPO" diff HEAD
		git -C "$REPO" ls-files -z --others --exclude-standard |
			(cd "$REPO" && xargs -0r cat)
	} 2>/dev/null | md5sum | cut -c1-16
}
image_state() {
	stat -c '%Y %s' "$KUNIT_BUILD/arch/x86/boot/bzImage" 2>/dev/null
}
stamp=$KUNIT_BUILD/.lirc_built
if [ "$what" = build ]; then
	rm -f "$stamp"
	state="$REPO $(src_state)"
	python3 tools/testing/kunit/kunit.py build "${common[@]}" --jobs="$JOBS" 2>&1 |
		tee "$KUNIT_BUILD/kunit-build.log"
	if [ "${PIPESTATUS[0]}" -eq 0 ]; then
		echo "$state $(image_state)" > "$stamp"
		echo "kunit-build: 1 passed, 0 failed"
	else
		echo "kunit-build: 0 passed, 1 failed"
		exit 1
	fi
	exit 0
fi
if [ "$what" = exec ] && [ "$(cat "$stamp" 2>/dev/null)" != "$REPO $(src_state) $(image_state)" ]; then
	echo "kunit: the kernel of 'kunit.sh build' is not this tree's any more: building again"
	what=run
fi
# KVM does not work here; kunit.py's QEMU runs under TCG by default.
exec_args=(--timeout=900 --qemu_args='-smp 2')
if [ "$what" = exec ]; then
	python3 tools/testing/kunit/kunit.py exec "${common[@]}" "${exec_args[@]}" 2>&1 | tee "$log"
else
	python3 tools/testing/kunit/kunit.py run "${common[@]}" --jobs="$JOBS" \
		"${exec_args[@]}" 2>&1 | tee "$log"
fi
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
