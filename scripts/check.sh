#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# make check: KUnit in QEMU, the static checks, the integration boot, and
# the gates boot (each sanitizer proven to report).
# Every stage runs even when an earlier one failed, so the totals are whole.
# The last line is "N passed, N failed"; the exit status is non-zero on any
# failure.
set -uo pipefail
. "$(dirname "$0")/env.sh"
total_pass=0 total_fail=0
summary=()

stage() {	# stage NAME SCRIPT ARGS...
	local name=$1 log start line p f
	shift
	log=$(mktemp)
	start=$(date +%s)
	echo "==== $name"
	bash "$@" 2>&1 | tee "$log"
	line=$(grep -aE "^$name: [0-9]+ passed, [0-9]+ failed\$" "$log" | tail -n 1)
	if [ -n "$line" ]; then
		p=$(sed 's/.*: \([0-9]*\) passed.*/\1/' <<<"$line")
		f=$(sed 's/.* \([0-9]*\) failed$/\1/' <<<"$line")
	else
		p=0 f=1
		line="$name: no summary (the stage died)"
	fi
	total_pass=$((total_pass + p))
	total_fail=$((total_fail + f))
	summary+=("$line  [$(( $(date +%s) - start )) s]")
	rm -f "$log"
}

bash "$REPO/scripts/setup.sh" || exit 1
bash "$REPO/scripts/prepare-tree.sh" || exit 1
stage kunit "$REPO/scripts/kunit.sh"
stage static "$REPO/scripts/static-check.sh"
stage headers "$REPO/scripts/headers-check.sh"
stage patches "$REPO/scripts/patches-check.sh"
stage integration "$REPO/scripts/qemu-run.sh" check
# make bench's smoke run (45-bench.sh): the table, to show that it runs.
if grep -aq '^BENCH ' "$GUEST_BUILD/guest-check.log" 2>/dev/null; then
	echo "==== bench smoke: a few frames on the sanitizer kernel (make bench measures)"
	bash "$REPO/scripts/bench-report.sh" smoke="$GUEST_BUILD/guest-check.log"
fi
stage gates "$REPO/scripts/qemu-run.sh" gates

echo "==== summary"
printf '%s\n' "${summary[@]}"
echo "$total_pass passed, $total_fail failed"
[ "$total_fail" -eq 0 ]
