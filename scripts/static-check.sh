#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Kernel-style checks, one RESULT line each, and a closing
# "static: N passed, N failed":
#   checkpatch --strict on every C file and header of the project
#   a W=1 build of the modules without a warning (objects rebuilt)
#   sparse (C=2) over the modules without a warning
#   W=1 and sparse over the KUnit suites, in the KUnit build tree
#   kernel-doc without a warning, and a kernel-doc comment on every
#   exported symbol
#   the uapi header against the kernel tree's include/uapi/linux/lirc.h
#   every object compiled with UBSAN and KASAN
#   the mending of guest result lines split by kernel messages
#   coexistence with mainline rc-core (scripts/coexist-check.sh): exports,
#   global symbols, module names, class/chrdev/node names, the uapi header
#   in C and C++ programs next to <linux/lirc.h>
set -uo pipefail
. "$(dirname "$0")/env.sh"
cd "$REPO" || exit 1
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
passed=0 failed=0

report() {	# report NAME FILE-WITH-PROBLEMS
	if [ -s "$2" ]; then
		echo "RESULT FAIL $1:"
		sed 's/^/    /' "$2" | head -n 40
		failed=$((failed + 1))
	else
		echo "RESULT PASS $1"
		passed=$((passed + 1))
	fi
}

mapfile -t cfiles < <(git ls-files --cached --others --exclude-standard '*.c' '*.h' 2>/dev/null || find core drivers kunit uapi qemu -name '*.[ch]')
mapfile -t kfiles < <(printf '%s\n' "${cfiles[@]}" | grep -E '^(core|drivers)/')

# The guest programs in qemu/ are user space: they use <stdint.h> types,
# which checkpatch's kernel-type preference does not apply to.
mapfile -t ufiles < <(printf '%s\n' "${cfiles[@]}" | grep '^qemu/')
mapfile -t nfiles < <(printf '%s\n' "${cfiles[@]}" | grep -v '^qemu/' | grep -vx 'core/lirc_compat.h')
# The compat header is the one place that tests kernel versions; in the
# patches (make patches) every such test is resolved for the tree.
# CamelCase that the kernel's USB headers define (descriptor fields such as
# bEndpointAddress) is the kernel's, not ours; checkpatch cannot tell.
grep -ohE '\b[a-z]+[A-Z][A-Za-z0-9]*\b' "$KSRC/include/uapi/linux/usb/ch9.h" |
	sort -u | sed 's/.*/<&>/' > "$out/usb-camelcase"
cp_run() {
	"$KSRC/scripts/checkpatch.pl" --strict --no-tree --terse --show-types \
		--ignore FILE_PATH_CHANGES "$@" 2>&1 | grep -E ': (ERROR|WARNING|CHECK):' |
		grep -vF -f "$out/usb-camelcase"
}
{
	cp_run -f "${nfiles[@]}"
	[ ${#ufiles[@]} -eq 0 ] || cp_run --ignore PREFER_KERNEL_TYPES -f "${ufiles[@]}"
	cp_run --ignore LINUX_VERSION_CODE,CONSTANT_COMPARISON -f core/lirc_compat.h
} > "$out/checkpatch"
report "checkpatch --strict (${#cfiles[@]} files)" "$out/checkpatch"

# The modules build against the integration kernel: make sure it exists.
bash scripts/build-qemu-kernel.sh > "$out/kernel.log" 2>&1 ||
	{ echo "RESULT FAIL integration kernel builds:"; tail -n 20 "$out/kernel.log"; failed=$((failed + 1)); }

# W=1: start from no objects, so that every file is compiled and can warn.
rm -rf "$MOD_BUILD"
bash scripts/build-modules.sh W=1 > "$out/w1.log" 2>&1 || echo "build failed" >> "$out/w1.log"
grep -E 'warning:|error:|build failed' "$out/w1.log" > "$out/w1" || true
report "W=1 build of the modules without warnings" "$out/w1"

bash scripts/build-modules.sh C=2 > "$out/sparse.log" 2>&1 || echo "build failed" >> "$out/sparse.log"
grep -E 'warning:|error:|build failed' "$out/sparse.log" > "$out/sparse" || true
report "sparse (C=2) on the modules without warnings" "$out/sparse"

if [ -f "$KUNIT_BUILD/.config" ]; then
	# The tree links one work tree at a time: hold kunit.sh's lock, link ours.
	(
		flock 9
		LIRC_RELINK=1 bash scripts/prepare-tree.sh > "$out/kunit.log" 2>&1 &&
		rm -f "$KUNIT_BUILD"/drivers/lirc_core/*/*.o &&
		make -s -C "$KSRC" O="$KUNIT_BUILD" ARCH=x86_64 -j"$JOBS" W=1 C=1 \
			drivers/lirc_core/ >> "$out/kunit.log" 2>&1 ||
			echo "build failed" >> "$out/kunit.log"
	) 9>"$KUNIT_LOCK"
	grep -E 'warning:|error:|build failed' "$out/kunit.log" > "$out/kunit" || true
else
	echo "no KUnit build in $KUNIT_BUILD: run 'make kunit' first" > "$out/kunit"
fi
report "W=1 and sparse on the KUnit suites without warnings" "$out/kunit"

"$KSRC/scripts/kernel-doc" -none "${kfiles[@]}" > "$out/kdoc" 2>&1
# Every EXPORT_SYMBOL*(name) needs a "name() - " kernel-doc line in its file.
for f in "${kfiles[@]}"; do
	for sym in $(sed -n 's/^EXPORT_SYMBOL[A-Z_]*(\([a-z_0-9]*\).*/\1/p' "$f"); do
		grep -q "^ \* $sym() - " "$f" ||
			echo "$f: exported $sym has no kernel-doc comment" >> "$out/kdoc"
	done
done
report "kernel-doc on every exported symbol, without warnings" "$out/kdoc"

bash scripts/abi-check.sh > "$out/abi.log" 2>&1 || cp "$out/abi.log" "$out/abi"
touch "$out/abi"
report "uapi header matches the tree's LIRC ABI, Linux $(lirc_kversion) ($(grep -o '[0-9]* names' "$out/abi.log" || echo '?'))" "$out/abi"

# UBSAN_SANITIZE_ALL and KASAN reach out-of-tree modules too: every object
# of ours is compiled with them, and the core calls their handlers (a
# module without a runtime-checked index or shift calls none; the gates
# boot proves the reports at run time).
{
	n=0
	for cmd in $(find "$MOD_BUILD" -name '.*.o.cmd' ! -name '.*.mod.o.cmd'); do
		# (6.1 writes cmd_, 6.12 savedcmd_.)
		grep -qE '^(saved)?cmd_[^ ]* := gcc .* -c -o ' "$cmd" || continue	# a link
		n=$((n + 1))
		# (UBSAN_BOUNDS: -fsanitize=bounds on 6.1, bounds-strict on 6.12.)
		for f in 'bounds(-strict)?' shift kernel-address; do
			grep -qE -- "-fsanitize=$f " "$cmd" ||
				echo "${cmd#"$MOD_BUILD"/}: compiled without -fsanitize=$f"
		done
	done
	[ $n -gt 0 ] || echo "no object compiled in $MOD_BUILD"
	core=$(find "$MOD_BUILD" -name lirc_core.ko)
	syms=$(nm -u "$core" 2>/dev/null)
	grep -q '__ubsan_handle_' <<<"$syms" || echo "lirc_core.ko calls no UBSAN handler"
	grep -qE '__asan_|__kasan_' <<<"$syms" || echo "lirc_core.ko calls no KASAN check"
} > "$out/sanitize"
report "every object is compiled with UBSAN (bounds, shift) and KASAN" "$out/sanitize"

# The guest logs' result lines, mended where the kernel's console split
# them (scripts/mend-results.awk): a split at every position of both
# heads, with 0-3 kernel lines between the parts (one of them starting
# with "R"), must count as one PASS or FAIL each.
{
	for h in "RESULT PASS " "RESULT FAIL "; do
		for ((k = 1; k < ${#h}; k++)); do
			for ((m = 0; m <= 3; m++)); do
				echo "${h:0:k}lirc_streamzap 1-1:1.0: IN transfer failed: -71"
				for ((j = 0; j < m; j++)); do
					[ "$j" = 1 ] && echo "RIP: 0010:0x0" || echo "usb 1-1: USB disconnect, device number $j"
				done
				echo "${h:k}split $k, $m lines between"
			done
		done
		echo "${h}whole"
	done
} > "$out/split.log"
mp=$(awk -f scripts/mend-results.awk "$out/split.log" | grep -c '^RESULT PASS ')
mf=$(awk -f scripts/mend-results.awk "$out/split.log" | grep -c '^RESULT FAIL ')
[ "$mp $mf" = "45 45" ] || echo "split result lines: $mp PASS and $mf FAIL mended, 45 each written" > "$out/mend"
report "split result lines are mended at every position (45 PASS, 45 FAIL)" "$out/mend"

bash scripts/coexist-check.sh > "$out/coexist.log" 2>&1
cat "$out/coexist.log"
p=$(grep -c '^RESULT PASS ' "$out/coexist.log")
f=$(grep -c '^RESULT FAIL ' "$out/coexist.log")
passed=$((passed + p))
failed=$((failed + f))
if [ $((p + f)) -ne 6 ]; then
	echo "RESULT FAIL coexistence checks: $((p + f)) results, not 6"
	failed=$((failed + 1))
fi

echo "static: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
