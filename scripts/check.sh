#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# make check: KUnit in QEMU, the static checks, the headers, Debian package
# and patch-series builds, the integration guests, and the gates boot (each
# sanitizer proven to report). Every stage runs even when an earlier one failed, so the
# totals are whole. The last line is "N passed, N failed"; the exit status
# is non-zero on any failure.
#
# Both host cores stay busy: the integration guests (one vCPU each) start
# as soon as their kernel and modules are built, and the stages that need
# no guest (KUnit's kernel, static, headers, deb, patches) build meanwhile
# at the lowest CPU priority, so that they take only what the guests leave;
# KUnit's QEMU and the gates boot follow the guests, beside what is left
# of those builds. Each stage's log is in
# $LIRC_CACHE/check-logs; the table of stage and suite times at the end is
# also written to $LIRC_CACHE/check-times.txt.
set -uo pipefail
. "$(dirname "$0")/env.sh"
logs=$LIRC_CACHE/check-logs
mkdir -p "$logs"
rm -f "$logs"/*.log "$logs"/*.result

# stage [-n] NAME SCRIPT ARGS...: runs it (-n: at the lowest CPU priority),
# its output to $logs/NAME.log; its "NAME: N passed, N failed" line and
# wall time go to $logs/NAME.result ("P F SECONDS LINE").
stage() {
	local name start line p f prio=()
	[ "$1" = -n ] && { prio=(nice -n 19); shift; }
	name=$1
	shift
	start=$(date +%s)
	"${prio[@]}" bash "$@" > "$logs/$name.log" 2>&1
	line=$(grep -aE "^$name: [0-9]+ passed, [0-9]+ failed\$" "$logs/$name.log" | tail -n 1)
	if [ -n "$line" ]; then
		p=$(sed 's/.*: \([0-9]*\) passed.*/\1/' <<<"$line")
		f=$(sed 's/.* \([0-9]*\) failed$/\1/' <<<"$line")
	else
		p=0 f=1
		line="$name: no summary (the stage died)"
	fi
	echo "$p $f $(( $(date +%s) - start )) $line" > "$logs/$name.result"
}
# show NAME: a finished stage's output, under its header.
show() {
	echo "==== $1"
	cat "$logs/$1.log"
}

# Interrupted: the background lanes (guests, gates) go too, so that no
# orphan writes into the next run's logs.
trap 'trap - INT TERM; kill 0; exit 130' INT TERM
# result NAME: p, f, secs and line of a finished stage; one that left no
# result counts as one failure.
result() {
	p=0 f=1 secs=- line="$1: no result (the stage did not finish)"
	[ -s "$logs/$1.result" ] && read -r p f secs line < "$logs/$1.result"
}
t0=$(date +%s)
bash "$REPO/scripts/setup.sh" || exit 1
bash "$REPO/scripts/prepare-tree.sh" || exit 1
# The guests' kernel and modules first, with both cores (qemu-run.sh builds
# them too, as a no-op now).
echo "==== build: the integration kernel and the modules"
b0=$(date +%s)
bash "$REPO/scripts/build-qemu-kernel.sh" && bash "$REPO/scripts/build-modules.sh"
build_rc=$?
build_s=$(( $(date +%s) - b0 ))

echo "==== integration: the guests run; the builds of static, headers, deb and patches meanwhile"
stage integration "$REPO/scripts/qemu-run.sh" check &
guests=$!
# KUnit's kernel is built now (first: its QEMU runs after the guests),
# then the rest, one after the other. Static builds the modules in a
# directory of its own: the guests' stay.
(
	stage -n kunit-build "$REPO/scripts/kunit.sh" build
	LIRC_MOD_BUILD=$LIRC_CACHE/build-modules-static stage -n static "$REPO/scripts/static-check.sh"
	stage -n headers "$REPO/scripts/headers-check.sh"
	stage -n deb "$REPO/scripts/deb-check.sh"
	stage -n patches "$REPO/scripts/patches-check.sh"
) &
builds=$!
wait $guests
show integration
# make bench's smoke run (45-bench.sh): the table, to show that it runs.
smoke=$(grep -al '^BENCH ' "$GUEST_BUILD"/guest-check-*.log 2>/dev/null | head -n 1)
if [ -n "$smoke" ]; then
	echo "==== bench smoke: a few frames on the sanitizer kernel (make bench measures)"
	bash "$REPO/scripts/bench-report.sh" smoke="$smoke"
fi
# KUnit's QEMU (two vCPUs) and the gates boot (one) side by side, as soon
# as the guests are done, while the builds above may still be finishing
# (KUnit's once its kernel build has ended).
stage gates "$REPO/scripts/qemu-run.sh" gates &
gates=$!
# (Guests that died at once: let the KUnit build finish first.)
while [ ! -e "$logs/kunit-build.result" ] && kill -0 $builds 2>/dev/null; do
	sleep 1
done
stage kunit "$REPO/scripts/kunit.sh" exec
wait $gates
wait $builds
for s in kunit-build static headers deb patches kunit gates; do
	show $s
done

total_pass=0 total_fail=0 failed_stages=
times=$LIRC_CACHE/check-times.txt
{
	echo "# make check on $(git -C "$REPO" rev-parse --short HEAD 2>/dev/null || echo '?'), $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores"
	echo "stage          seconds  result"
	printf '%-14s %7s  %s\n' build "$build_s" "exit status $build_rc (kernel and modules)"
	for s in kunit-build static headers deb patches integration kunit gates; do
		result $s
		printf '%-14s %7s  %s\n' "$s" "$secs" "$line"
	done
	grep -a '^qemu: guest [0-9]*: exit status' "$logs/integration.log" | sed 's/^qemu: /  /'
	echo "suite (guest)  seconds  planned (qemu/suite-costs)"
	while read -r g suite secs plan; do
		printf '%-18s %3s %7s  %s\n' "$suite" "($g)" "$secs" "$plan"
	done < "$GUEST_BUILD/suite-times-check.txt"
	printf '%-14s %7s  %s\n' total $(( $(date +%s) - t0 )) "wall time of make check"
} > "$times"
echo "==== times (also in $times)"
cat "$times"
echo "==== summary"
for s in kunit-build kunit static headers deb patches integration gates; do
	result $s
	total_pass=$((total_pass + p))
	total_fail=$((total_fail + f))
	echo "$line  [$secs s]"
	[ "$f" -eq 0 ] || failed_stages+="$line"$'\n'
done
if [ "$build_rc" -ne 0 ]; then
	echo "build: the integration kernel or the modules failed"
	total_fail=$((total_fail + 1))
	failed_stages+="build: the integration kernel or the modules failed (exit $build_rc)"$'\n'
fi
# The failed checks again, last before the count: a CI log that keeps only
# its tail still names them.
if [ "$total_fail" -gt 0 ]; then
	echo "==== failed or skipped (the stages, then their first 12 lines; whole in $logs)"
	printf '%s' "$failed_stages"
	grep -ahE '^(RESULT FAIL|FAIL |(headers|deb): FAIL)|\[(FAILED|CRASHED|SKIPPED)\]|^ *not ok ' "$logs"/*.log |
		tr -d '\r' | cut -c 1-160 | head -n 12
fi
echo "$total_pass passed, $total_fail failed"
[ "$total_fail" -eq 0 ]
