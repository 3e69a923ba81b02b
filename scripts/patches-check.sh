#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# make check, stage "patches": the series of make-patches.sh
#  - is made from the current files (one check),
#  - is checkpatch --strict clean, patch by patch (one check each),
#  - applies with git am on a fresh branch of the pristine tree of LIRC_KERNEL (one check),
#  - builds with W=1 and no warnings: drivers/media/lirc_core/ and, next to
#    it, rc-core's drivers/media/rc/ (one check each; objects, no modpost:
#    the tree may not link modules in a directory build), in an allmodconfig
#    tree (our options and rc-core are all =m; WERROR off so that every
#    warning is counted, no debug info) built in $LIRC_CACHE/build-patches.
# The tree the series is applied to is the worktree $LIRC_CACHE/patches-tree[-LINE];
# each run resets it to the pristine commit (checked clean) before git am,
# and git rewrites only the files that differ, so unchanged objects of the
# build directory stay valid and warm runs rebuild only what changed.
# Prints "ok NAME" or "FAIL NAME: reason" per check; the last line is
# "patches: N passed, N failed"; exits non-zero on any failure.
set -uo pipefail
. "$(dirname "$0")/env.sh"

BASE_GIT=$LIRC_CACHE/linux-$LIRC_KERNEL-git
PATCHES=$LIRC_CACHE/patches$LIRC_KSUF
TREE=$LIRC_CACHE/patches-tree$LIRC_KSUF
BUILD=$LIRC_CACHE/build-patches$LIRC_KSUF
LOGS=$BUILD/logs
DEST=drivers/media/lirc_core
pass=0 fail=0

ok() { echo "ok $1"; pass=$((pass + 1)); }
nok() { echo "FAIL $1: $2"; fail=$((fail + 1)); }
finish() {
	echo "patches: $pass passed, $fail failed"
	[ "$fail" -eq 0 ]
	exit
}
export GIT_AUTHOR_NAME="lirc_core developers" GIT_AUTHOR_EMAIL=lirc_core@example.org
export GIT_COMMITTER_NAME="lirc_core developers" GIT_COMMITTER_EMAIL=lirc_core@example.org

mkdir -p "$LIRC_CACHE"
exec 8>"$LIRC_CACHE/patches-check$LIRC_KSUF.lock"
flock 8
mkdir -p "$LOGS"

# ---- the series ------------------------------------------------------------
t0=$(date +%s)
if bash "$REPO/scripts/make-patches.sh" > "$LOGS/make-patches.log" 2>&1; then
	ok make-patches
else
	nok make-patches "$(tail -n 1 "$LOGS/make-patches.log")"
	finish
fi
mapfile -t SERIES < <(ls "$PATCHES"/*.patch 2>/dev/null)
[ "${#SERIES[@]}" -gt 0 ] || { nok make-patches "no patch in $PATCHES"; finish; }

# ---- checkpatch, one check per patch ---------------------------------------
# The pristine tree's checkpatch, run in that tree (it reads its spelling
# and const_structs lists there).
CPCACHE=$BUILD/checkpatch-cache
mkdir -p "$CPCACHE"
used=""
for p in "${SERIES[@]}"; do
	name=$(basename "$p" .patch)
	log=$LOGS/checkpatch-$name.log
	# the same patch text (but for its commit id and date) gets the same
	# verdict: reuse it
	key=$(grep -v '^From [0-9a-f]\{40\} \|^Date: ' "$p" | sha256sum | cut -c1-32)
	used="$used $key"
	if [ -f "$CPCACHE/$key.rc" ]; then
		cp "$CPCACHE/$key.log" "$log"
		rc=$(cat "$CPCACHE/$key.rc")
	else
		(cd "$BASE_GIT" && perl scripts/checkpatch.pl --strict --no-summary \
			--show-types --color=never "$p") > "$log" 2>&1
		rc=$?
		cp "$log" "$CPCACHE/$key.log"
		echo "$rc" > "$CPCACHE/$key.rc"
	fi
	if [ "$rc" -eq 0 ] && ! grep -qE '^(ERROR|WARNING|CHECK):' "$log"; then
		ok "checkpatch ${name:0:4}"
	else
		nok "checkpatch ${name:0:4}" "$(grep -cE '^(ERROR|WARNING|CHECK):' "$log") findings, first: $(grep -m1 -E '^(ERROR|WARNING|CHECK):' "$log") (see $log)"
	fi
done
for f in "$CPCACHE"/*.rc; do
	[ -e "$f" ] || continue
	k=$(basename "$f" .rc)
	[[ " $used " == *" $k "* ]] || rm -f "$CPCACHE/$k.rc" "$CPCACHE/$k.log"
done

# ---- git am on a fresh branch of the pristine tree -------------------------
if ! git -C "$TREE" rev-parse -q --verify pristine > /dev/null 2>&1; then
	rm -rf "$TREE"
	git -C "$BASE_GIT" worktree prune
	git -C "$BASE_GIT" worktree add -q --force --detach "$TREE" pristine
fi
cd "$TREE" || { nok git-am "no tree $TREE"; finish; }
git am --abort > /dev/null 2>&1
# Remember the blob and mtime of every file the last series changed: after
# git am, a file with the same content gets its old mtime back, so make
# does not rebuild what did not change.
MTIMES=$BUILD/mtimes
if git rev-parse -q --verify patches-check > /dev/null &&
   [ -z "$(git status --porcelain)" ]; then
	git diff --raw --no-abbrev pristine HEAD | awk '$5 != "D" { print $4 "\t" substr($0, index($0, "\t") + 1) }' |
		while IFS=$'\t' read -r blob f; do
			[ -f "$f" ] && printf '%s\t%s\t%s\n' "$blob" "$(stat -c %.9Y "$f")" "$f"
		done > "$MTIMES"
else
	: > "$MTIMES"
fi
if ! git checkout -q -f -B patches-check pristine > "$LOGS/git-am.log" 2>&1 ||
   ! git clean -q -f -d -x >> "$LOGS/git-am.log" 2>&1 ||
   [ -n "$(git status --porcelain --ignored)" ]; then
	nok git-am "cannot reset $TREE to the pristine tree (see $LOGS/git-am.log)"
	finish
fi
if git am -q --whitespace=error-all "${SERIES[@]}" >> "$LOGS/git-am.log" 2>&1; then
	ok "git-am (${#SERIES[@]} patches)"
	git diff --raw --no-abbrev pristine HEAD | awk '$5 != "D" { print $4 "\t" substr($0, index($0, "\t") + 1) }' |
		awk -F'\t' 'NR == FNR { t[$1 "\t" $3] = $2; next }
			     ($1 "\t" $2) in t { print t[$1 "\t" $2] "\t" $2 }' "$MTIMES" - |
		while IFS=$'\t' read -r mt f; do touch -c -d "@$mt" "$f"; done
else
	nok git-am "$(grep -m1 -i 'patch failed\|error' "$LOGS/git-am.log") (see $LOGS/git-am.log)"
	git am --abort > /dev/null 2>&1
	finish
fi

# ---- build with W=1 --------------------------------------------------------
# allmodconfig, every time (a new driver's symbol gets =m too); the options
# in $BUILD/allmod.config only make the build quicker and count warnings.
cat > "$BUILD/allmod.config" <<'EOF'
CONFIG_WERROR=n
CONFIG_DEBUG_INFO_NONE=y
CONFIG_GCC_PLUGINS=n
EOF
kmake() { make -C "$TREE" O="$BUILD" -j"$JOBS" "$@"; }
t1=$(date +%s)
if ! KCONFIG_ALLCONFIG="$BUILD/allmod.config" kmake allmodconfig > "$LOGS/config.log" 2>&1; then
	nok build-config "allmodconfig failed (see $LOGS/config.log)"
	finish
fi
missing=""
for sym in $(sed -n 's/^\(menu\)\?config[[:space:]]\+\([A-Z0-9_]*\).*/\2/p' "$DEST/Kconfig") \
	   RC_CORE LIRC RC_LOOPBACK IR_STREAMZAP IR_IMON; do
	grep -q "^CONFIG_$sym=[my]" "$BUILD/.config" || missing="$missing $sym"
done
# the KUnit suites need LIRC_CORE=y: built by the kunit stage, not here
missing=${missing/ LIRC_CORE_KUNIT_TEST/}
if [ -n "$missing" ]; then
	nok build-config "not enabled:$missing"
else
	ok build-config
fi

# Warnings: the compiler's, kbuild's and modpost's. Symbols of vmlinux are
# unknown to modpost in a directory build (no vmlinux.o): those undefined
# warnings are dropped, our own modules' symbols are still checked.
warnings() {
	grep -E 'warning:|WARNING:|error:|Error ' "$1" |
		grep -vE 'WARNING: modpost: "[^"]*" \[[^]]*\] undefined!$' |
		grep -vE 'vmlinux\.o is missing|You cannot trust the result of modpost|Modules may not have dependencies or modversions' ||
		true
	grep -E 'WARNING: modpost: "lirc_[^"]*" \[[^]]*\] undefined!$' "$1" || true
}
build_dir() {	# build_dir NAME DIR
	local log=$LOGS/build-$1.log n
	kmake W=1 "$2/" > "$log" 2>&1
	local rc=$?
	n=$(warnings "$log" | wc -l)
	if [ "$rc" -ne 0 ]; then
		nok "build $2" "make failed, $(warnings "$log" | head -n 1) (see $log)"
	elif [ "$n" -ne 0 ]; then
		nok "build $2" "$n warnings, first: $(warnings "$log" | head -n 1) (see $log)"
	else
		ok "build $2 ($(grep -c '^  CC' "$log") files compiled)"
	fi
}
# The tree's own preparation (host tools, generated headers) first, so that
# the directories' logs hold only what their own sources say.
if kmake W=1 prepare > "$LOGS/prepare.log" 2>&1; then
	build_dir lirc_core "$DEST"
else
	nok "build $DEST" "make prepare failed (see $LOGS/prepare.log)"
fi
build_dir rc drivers/media/rc
echo "patches: series $((t1 - t0)) s, build $(( $(date +%s) - t1 )) s"
finish
