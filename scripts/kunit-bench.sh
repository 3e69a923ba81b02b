#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# make bench's KUnit micro-benchmarks (suite lirc_bench) through kunit.py.
# LIRC_KUNIT_FLAVOUR=sanitizer uses make check's KUnit kernel (KASAN,
# lockdep); =production the same configuration without KASAN and lockdep,
# built once into env.sh's PROD_KUNIT_BUILD. Prints the suite's
# "BENCH ours|mainline kunit_..." lines (mainline: a bare kfifo).
set -uo pipefail
. "$(dirname "$0")/env.sh"
flavour=${LIRC_KUNIT_FLAVOUR:-sanitizer}
exec 9>"$KUNIT_LOCK"
flock 9
LIRC_RELINK=1 bash "$REPO/scripts/prepare-tree.sh" || exit 1
config=$REPO/kunit/.kunitconfig
build=$KUNIT_BUILD
if [ "$flavour" = production ]; then
	build=$PROD_KUNIT_BUILD
	config=$LIRC_CACHE/bench-kunit-production$LIRC_KSUF.kunitconfig
	grep -vE '^CONFIG_(KASAN|PROVE_LOCKING)=' "$REPO/kunit/.kunitconfig" > "$config"
fi
mkdir -p "$build"
if [ "$(cat "$build/.lirc_repo" 2>/dev/null)" != "$REPO" ]; then
	rm -rf "$build/drivers/lirc_core"
	echo "$REPO" > "$build/.lirc_repo"
fi
cd "$KSRC" || exit 1
python3 tools/testing/kunit/kunit.py run --arch=x86_64 --kunitconfig="$config" \
	--build_dir="$build" --jobs="$JOBS" --timeout=900 --raw_output=all \
	'lirc_bench' > "$build/bench.log" 2>&1
rc=$?
grep -aoE 'BENCH (ours|mainline) kunit_.*' "$build/bench.log" | tr -d '\r'
grep -aqE 'BENCH (ours|mainline) kunit_' "$build/bench.log" || { tail -n 30 "$build/bench.log"; exit 1; }
exit $rc
