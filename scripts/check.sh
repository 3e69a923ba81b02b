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

# stage [-n] KEY SCRIPT ARGS...: runs it (-n: at the lowest CPU priority),
# its output to $logs/KEY.log; its "NAME: N passed, N failed" line and
# wall time go to $logs/KEY.result ("P F SECONDS LINE"). KEY is NAME for a
# stage that covers every kernel line itself (headers, deb), NAME@LINE for
# one that runs on LINE (LIRC_KERNEL=LINE); its line reads "[LINE] NAME: ...".
stage() {
	local key name kl tag= line p f prio=() start
	[ "$1" = -n ] && { prio=(nice -n 19); shift; }
	key=$1 name=${1%@*} kl=
	shift
	[ "$key" != "$name" ] && kl=${key#*@} tag="[$kl] "
	start=$(date +%s)
	LIRC_KERNEL=${kl:-$LIRC_KERNEL} "${prio[@]}" bash "$@" > "$logs/$key.log" 2>&1
	line=$(grep -aE "^$name: [0-9]+ passed, [0-9]+ failed\$" "$logs/$key.log" | tail -n 1)
	if [ -n "$line" ]; then
		p=$(sed 's/.*: \([0-9]*\) passed.*/\1/' <<<"$line")
		f=$(sed 's/.* \([0-9]*\) failed$/\1/' <<<"$line")
	else
		p=0 f=1
		line="$name: no summary (the stage died)"
	fi
	echo "$p $f $(( $(date +%s) - start )) $tag$line" > "$logs/$key.result"
}
# show KEY: a finished stage's output, under its header.
show() {
	echo "==== $1"
	cat "$logs/$1.log"
}
# kvar LINE VAR: env.sh's VAR for kernel line LINE.
kvar() {
	(unset KVER_TARBALL; LIRC_KERNEL=$1; . "$REPO/scripts/env.sh"; printf '%s\n' "${!2}")
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
lines=("${LIRC_CHECK_LINES[@]}")
# A tree, tarball or build directory given by hand is one line's.
if [ ${#lines[@]} -gt 1 ]; then
	for v in LIRC_KSRC KVER_TARBALL LIRC_QEMU_BUILD LIRC_MOD_BUILD LIRC_GUEST_BUILD; do
		if [ -n "$(printenv "$v")" ]; then
			echo "check: $v names one kernel line's tree or directory: choose that line (make check KERNELS=LINE)" >&2
			exit 2
		fi
	done
fi
# (LIRC_KERNEL is env.sh's default here, not a line chosen for a demo.)
LIRC_KERNEL= bash "$REPO/scripts/setup.sh" || exit 1
# Nothing of an earlier run is shown as this one's (a line whose guests
# never ran has no table and no smoke run).
for l in "${lines[@]}"; do
	gb=$(kvar "$l" GUEST_BUILD)
	rm -f "$gb"/suite-times-check.txt "$gb"/guest-check-*.log
done
# The first line's guests start first: its tree, kernel and modules with
# both cores (qemu-run.sh builds them too, as a no-op now). The other
# lines' trees and builds come first in the niced lane below, so that
# their guests can follow.
stage build@"${lines[0]}" "$REPO/scripts/build-line.sh"
show build@"${lines[0]}"

echo "==== integration [${lines[*]}]: the guests run, one line after the other; the builds meanwhile"
# The niced lane: the other lines' builds first (their guests wait for
# them), then KUnit's kernels (their QEMU runs after the guests), then
# the rest, one after the other. Static builds the modules in a directory
# of its own: the guests' stay.
(
	for l in "${lines[@]:1}"; do
		stage -n build@"$l" "$REPO/scripts/build-line.sh"
	done
	for l in "${lines[@]}"; do
		stage -n kunit-build@"$l" "$REPO/scripts/kunit.sh" build
	done
	for l in "${lines[@]}"; do
		LIRC_MOD_BUILD=$(kvar "$l" STATIC_MOD_BUILD) \
			stage -n static@"$l" "$REPO/scripts/static-check.sh"
	done
	stage -n headers "$REPO/scripts/headers-check.sh"
	stage -n deb "$REPO/scripts/deb-check.sh"
	for l in "${lines[@]}"; do
		stage -n patches@"$l" "$REPO/scripts/patches-check.sh"
	done
) &
builds=$!
# The guests of each line, one line after the other: a line's guests wait
# for its build in the niced lane (the first line's is done); should that
# lane be gone without it, they go ahead (qemu-run.sh builds what it needs).
(
	for l in "${lines[@]}"; do
		while [ ! -e "$logs/build@$l.result" ] && kill -0 $builds 2>/dev/null; do
			sleep 2
		done
		stage integration@"$l" "$REPO/scripts/qemu-run.sh" check
	done
) &
guests=$!
wait $guests
for l in "${lines[@]}"; do
	show integration@"$l"
	# make bench's smoke run (45-bench.sh): the table, to show that it runs.
	smoke=$(grep -al '^BENCH ' "$(kvar "$l" GUEST_BUILD)"/guest-check-*.log 2>/dev/null | head -n 1)
	if [ -n "$smoke" ]; then
		echo "==== bench smoke [$l]: a few frames on the sanitizer kernel (make bench measures)"
		bash "$REPO/scripts/bench-report.sh" smoke="$smoke"
	fi
done
# Each line's KUnit QEMU (two vCPUs) and gates boot (one) side by side, as
# soon as the guests are done, while the builds above may still be
# finishing (KUnit's once its kernel build has ended).
for l in "${lines[@]}"; do
	stage gates@"$l" "$REPO/scripts/qemu-run.sh" gates &
	gates=$!
	# (Guests that died at once: let the KUnit build finish first.)
	while [ ! -e "$logs/kunit-build@$l.result" ] && kill -0 $builds 2>/dev/null; do
		sleep 1
	done
	stage kunit@"$l" "$REPO/scripts/kunit.sh" exec
	wait $gates
done
wait $builds

# Every stage, in the order of the summary.
keys=()
for s in build kunit-build kunit static; do
	for l in "${lines[@]}"; do
		keys+=("$s@$l")
	done
done
keys+=(headers deb)
for s in patches integration gates; do
	for l in "${lines[@]}"; do
		keys+=("$s@$l")
	done
done
for k in "${keys[@]}"; do
	case $k in integration@* | build@"${lines[0]}") continue ;; esac
	show "$k"
done

total_pass=0 total_fail=0 failed_stages=
times=$LIRC_CACHE/check-times.txt
{
	echo "# make check on $(git -C "$REPO" rev-parse --short HEAD 2>/dev/null || echo '?'), $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, kernels ${lines[*]}"
	echo "stage                 seconds  result"
	for k in "${keys[@]}"; do
		result "$k"
		printf '%-21s %7s  %s\n' "$k" "$secs" "$line"
	done
	for l in "${lines[@]}"; do
		grep -a '^qemu: guest [0-9]*: exit status' "$logs/integration@$l.log" 2>/dev/null |
			sed "s/^qemu: /  [$l] /"
	done
	for l in "${lines[@]}"; do
		echo "[$l] suite (guest)  seconds  planned (qemu/suite-costs)"
		st=$(kvar "$l" GUEST_BUILD)/suite-times-check.txt
		[ -f "$st" ] || { echo "(no suite times: the guests did not run)"; continue; }
		while read -r g suite secs plan; do
			printf '%-18s %3s %7s  %s\n' "$suite" "($g)" "$secs" "$plan"
		done < "$st"
	done
	printf '%-21s %7s  %s\n' total $(( $(date +%s) - t0 )) "wall time of make check"
} > "$times"
echo "==== times (also in $times)"
cat "$times"
echo "==== summary"
for k in "${keys[@]}"; do
	result "$k"
	total_pass=$((total_pass + p))
	total_fail=$((total_fail + f))
	echo "$line  [$secs s]"
	[ "$f" -eq 0 ] || failed_stages+="$line"$'\n'
done
# The failed checks again, last before the count: a CI log that keeps only
# its tail still names them, with the stage (and line) they ran in.
if [ "$total_fail" -gt 0 ]; then
	echo "==== failed or skipped (the stages, then their first 12 lines; whole in $logs)"
	printf '%s' "$failed_stages"
	for k in "${keys[@]}"; do
		grep -ahE '^(RESULT FAIL|FAIL |(headers|deb): FAIL)|\[(FAILED|CRASHED|SKIPPED)\]|^ *not ok ' \
			"$logs/$k.log" 2>/dev/null | tr -d '\r' | sed "s/^/$k: /"
	done | cut -c 1-160 | head -n 12
fi
echo "$total_pass passed, $total_fail failed"
[ "$total_fail" -eq 0 ]
