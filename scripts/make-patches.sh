#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# make patches: the project as a patch series onto Linux LIRC_KERNEL (a line of
# scripts/kernels.sh, default the oldest), in $LIRC_CACHE/patches$LIRC_KSUF/
# (git format-patch output, for git am; patches/ for 6.1, patches-6.12/ ...).
#
# The series is made from the repository's current files (tracked ones and
# untracked ones under core/ drivers/ kunit/ uapi/), every time:
#   1  the display ABI header, the ABI documentation, a MAINTAINERS entry
#   2  the core (lirc_core.ko), hooked into drivers/media next to rc-core
#   3.. one per driver, in the order of drivers/Kbuild
#   last  the KUnit suites
# Each patch extends the MAINTAINERS entry with its own files (checkpatch
# asks for that on every patch that adds files).
#
# Placement: core/ -> drivers/media/lirc_core/core/, drivers/ ->
# drivers/media/lirc_core/drivers/, kunit/ -> drivers/media/lirc_core/kunit/,
# the Kbuild files become Makefiles, Kconfig (without the test-only
# modules of qemu/testmod) -> drivers/media/lirc_core/Kconfig,
# uapi/linux/*.h -> include/uapi/linux/ except lirc_core.h, which only
# includes <linux/lirc.h>: in-tree, sources include <linux/lirc.h> directly.
# Commit messages and the Documentation sources are in patches/.
#
# The pristine tree is a git repository made once from $KVER_TARBALL in
# $LIRC_CACHE/linux-LINE-git (branch "base"); the series is committed in the
# worktree $LIRC_CACHE/patches-work and exported with git format-patch.
set -euo pipefail
. "$(dirname "$0")/env.sh"

TPL=$REPO/patches
BASE_GIT=$LIRC_CACHE/linux-$LIRC_KERNEL-git
WORK=$LIRC_CACHE/patches-work$LIRC_KSUF
OUT=$LIRC_CACHE/patches$LIRC_KSUF
STAGE=$LIRC_CACHE/patches-stage$LIRC_KSUF
DEST=drivers/media/lirc_core
IDENT_NAME="lirc_core developers"
IDENT_EMAIL="lirc_core@example.org"

die() { echo "make-patches: $*" >&2; exit 1; }

mkdir -p "$LIRC_CACHE"
exec 9>"$LIRC_CACHE/patches$LIRC_KSUF.lock"
flock 9

export GIT_AUTHOR_NAME=$IDENT_NAME GIT_AUTHOR_EMAIL=$IDENT_EMAIL
export GIT_COMMITTER_NAME=$IDENT_NAME GIT_COMMITTER_EMAIL=$IDENT_EMAIL
git_() { git -c core.autocrlf=false -c diff.noprefix=false -c diff.mnemonicprefix=false \
	-c format.signature= -c commit.gpgsign=false "$@"; }

# ---- the pristine repository of the line, once ------------------------------
if [ ! -e "$BASE_GIT/.git/lirc-pristine" ]; then
	echo "make-patches: making the pristine git tree from $KVER_TARBALL (once)"
	rm -rf "$BASE_GIT.tmp"
	mkdir -p "$BASE_GIT.tmp"
	tar -xJf "$KVER_TARBALL" -C "$BASE_GIT.tmp" --strip-components=1
	(
		cd "$BASE_GIT.tmp"
		git_ init -q -b base
		# Debian's tarball ignores everything at its top level: add -f.
		git_ add -f -A
		GIT_AUTHOR_DATE="2022-12-11T00:00:00Z" GIT_COMMITTER_DATE="2022-12-11T00:00:00Z" \
			git_ commit -q -m "Linux $(lirc_kversion .) ($(basename "$KVER_TARBALL"))"
		git_ tag pristine
		touch .git/lirc-pristine
	)
	# worktrees of an older pristine repository go with it
	rm -rf "$BASE_GIT" "$WORK" "$LIRC_CACHE/patches-tree$LIRC_KSUF"
	mv "$BASE_GIT.tmp" "$BASE_GIT"
	git_ -C "$BASE_GIT" worktree prune
fi

# ---- the source files -------------------------------------------------------
cd "$REPO"
mapfile -t FILES < <({ git ls-files -- core drivers kunit uapi
		       git ls-files --others --exclude-standard -- core drivers kunit uapi; } |
		     sort -u | while read -r f; do [ -f "$f" ] && echo "$f"; done)
[ "${#FILES[@]}" -gt 0 ] || die "no source files"

# The uapi wrapper: a bare include of <linux/lirc.h>, then lirc_core's own
# numbers, comments and "#define LIRC_CORE_..." lines only. In-tree the
# sources include <linux/lirc.h>, so those lines go at its end (the uapi
# patch). Anything more has to be placed by hand.
uapi_extra=$(awk 'f && /^#endif/ { exit } f && (NF || started) { started = 1; print }
		 /^#include <linux\/lirc\.h>/ { f = 1 }' uapi/linux/lirc_core.h)
if grep -v '^\s*\*\|^/\*\|^\s*$\|^#ifndef _UAPI_LINUX_LIRC_CORE_H\|^#define _UAPI_LINUX_LIRC_CORE_H\|^#include <linux/lirc.h>\|^#endif\|^#define LIRC_CORE_[A-Z0-9_]*\s' \
	uapi/linux/lirc_core.h | grep -q .; then
	die "uapi/linux/lirc_core.h defines more than <linux/lirc.h> and LIRC_CORE_ numbers: place it in the series by hand"
fi

rm -rf "$STAGE"
mkdir -p "$STAGE"

# Kbuild -> in-tree Makefile: no uapi include path, $(srctree)/$(obj), and
# neither lirc_inc nor its comment.
kbuild_intree() {
	sed -e '/^lirc_inc[[:space:]]*:=/d' \
	    -e '/^# The source directory: /,/^# which holds both /d' \
	    -e 's|[[:space:]]*-I[[:space:]]*\$(lirc_inc)/\.\./uapi||g' \
	    -e 's|\$(lirc_inc)|$(srctree)/$(obj)|g' \
	    -e '/^ccflags-y[[:space:]]*+=[[:space:]]*$/d' "$1"
}

# kbuild_groups FILE CORESYM KUNITSYM: "GROUP<TAB>line" for each line of a
# Kbuild, and "#obj<TAB>GROUP<TAB>name.o" for each object. GROUP: common
# (flags), core, kunit, or a driver's Kconfig symbol. Comments and blank
# lines go with the next statement.
kbuild_groups() {
	awk -v coresym="$2" -v kunitsym="$3" '
	function emit(g,   i) {
		for (i = 0; i < np; i++) print g "\t" pend[i]
		for (i = 0; i < nb; i++) print g "\t" buf[i]
		np = nb = 0
	}
	{
		buf[nb++] = $0
		if ($0 ~ /\\$/) next
		logical = ""
		for (i = 0; i < nb; i++) logical = logical " " buf[i]
		if (logical ~ /^[ \t]*(#.*)?$/) {
			for (i = 0; i < nb; i++) pend[np++] = buf[i]
			nb = 0
			next
		}
		g = "common"
		if (index(logical, "CONFIG_" kunitsym ")")) {
			g = "kunit"
		} else if (match(logical, /obj-\$\(CONFIG_[A-Z0-9_]+\)/)) {
			sym = substr(logical, RSTART + 13, RLENGTH - 14)
			g = (sym == coresym) ? "core" : sym
			n = split(logical, w, /[ \t\\]+/)
			for (i = 1; i <= n; i++)
				if (w[i] ~ /\.o$/) mod[substr(w[i], 1, length(w[i]) - 2)] = g
		} else if (match(logical, /^[ \t]*[a-z0-9_]+-(y|objs|\$\(CONFIG_[A-Z0-9_]+\))[ \t]*[:+]?=/)) {
			name = logical
			sub(/^[ \t]*/, "", name)
			sub(/-(y|objs|\$\(CONFIG_[A-Z0-9_]+\)).*/, "", name)
			if (name ~ /^(ccflags|asflags|ldflags|subdir-ccflags|always|targets)$/) name = ""
			if (name == "") g = "common"
			else if (!(name in mod)) { print "unknown composite object " name > "/dev/stderr"; exit 1 }
			else g = mod[name]
		}
		n = split(logical, w, /[ \t\\]+/)
		for (i = 1; i <= n; i++)
			if (w[i] ~ /^[a-z0-9_]+\.o$/) {
				if (g != "kunit") objg[w[i]] = g
				else if (!(w[i] in objg)) objg[w[i]] = "kunit"
			}
		emit(g)
	}
	END {
		for (o in objg) print "#obj\t" objg[o] "\t" o
	}' "$1"
}

# The groups, in series order.
KUNITSYM=$(sed -n 's/^obj-\$(CONFIG_\([A-Z0-9_]*\))[[:space:]]*+=[[:space:]]*kunit\/.*/\1/p' Kbuild)
CORESYM=$(sed -n 's/^obj-\$(CONFIG_\([A-Z0-9_]*\))[[:space:]]*+=[[:space:]]*core\/.*/\1/p' Kbuild)
[ -n "$KUNITSYM" ] && [ -n "$CORESYM" ] || die "Kbuild: no core/ or kunit/ line"
TESTSYMS=$(sed -n 's/^obj-\$(CONFIG_\([A-Z0-9_]*\))[[:space:]]*+=[[:space:]]*qemu\/.*/\1/p' Kbuild)

for d in core drivers kunit; do
	kbuild_intree "$d/Kbuild" > "$STAGE/$d.Makefile"
	kbuild_groups "$STAGE/$d.Makefile" "$CORESYM" "$KUNITSYM" > "$STAGE/$d.groups" ||
		die "$d/Kbuild: cannot be split into patches"
done
mapfile -t DRIVERS < <(grep -v '^#obj' "$STAGE/drivers.groups" | cut -f1 |
		       grep -vx 'common\|core\|kunit' | awk '!seen[$0]++')
[ "${#DRIVERS[@]}" -gt 0 ] || die "drivers/Kbuild: no driver"
GROUPS_ALL=(uapi core "${DRIVERS[@]}" kunit)

# ---- each file's place and group -------------------------------------------
: > "$STAGE/manifest"		# GROUP<TAB>tree path<TAB>repo path
obj_group() {	# obj_group DIR name.o
	awk -F'\t' -v o="$2" '$1 == "#obj" && $3 == o { print $2; exit }' "$STAGE/$1.groups"
}
for f in "${FILES[@]}"; do
	dir=${f%%/*} base=${f##*/}
	case $f in
	uapi/linux/lirc_core.h) continue ;;
	core/lirc_compat.h) continue ;;	# resolved into its users (below)
	uapi/linux/*.h) echo -e "uapi\tinclude/uapi/linux/$base\t$f" >> "$STAGE/manifest"; continue ;;
	uapi/*) die "$f: no place for it in the tree" ;;
	*/Kbuild) continue ;;
	esac
	case $dir/$base in
	kunit/*) g=kunit ;;
	*.c) g=$(obj_group "$dir" "${base%.c}.o")
	     [ -n "$g" ] || die "$f is not built by $dir/Kbuild"
	     [ "$g" != common ] || die "$f: no group" ;;
	core/*.h) g=core ;;
	drivers/*.h) g=$(obj_group "$dir" "${base%.h}.o")
	     [ -n "$g" ] || die "$f: no object of the same name in drivers/Kbuild, which driver is it?" ;;
	*) die "$f: unexpected file" ;;
	esac
	[ "$g" != common ] || die "$f: no group"
	echo -e "$g\t$DEST/$f\t$f" >> "$STAGE/manifest"
done

# ---- Kconfig ---------------------------------------------------------------
# Blocks of the repository's Kconfig, each with its symbol's group.
awk -v coresym="$CORESYM" -v kunitsym="$KUNITSYM" -v tests=" $(echo $TESTSYMS) " \
    -v drivers=" ${DRIVERS[*]} " -v out="$STAGE/kconfig" '
	function flush() {
		if (cur == "") return
		sub(/\n+$/, "\n", text)
		print grp "\t" cur > (out ".index")
		printf "%s", text > (out "." cur)
		cur = ""
	}
	/^(menuconfig|config)[ \t]/ {
		flush()
		cur = $2; text = ""
		if (cur == coresym) grp = "core"
		else if (cur == kunitsym) grp = "kunit"
		else if (index(tests, " " cur " ")) grp = "-"
		else if (index(drivers, " " cur " ")) grp = cur
		else { print "Kconfig: " cur " belongs to no patch" > "/dev/stderr"; exit 1 }
	}
	/^(if|endif|menu|endmenu|source|comment)([ \t]|$)/ {
		flush()
		print "struct\t" $0 > (out ".index")
		next
	}
	cur != "" { text = text $0 "\n" }
	END { flush() }' Kconfig || die "Kconfig cannot be split into patches"

# in_set GROUP: is GROUP among the patches applied so far ($SET)?
in_set() { [[ " $SET " == *" $1 "* ]]; }

gen_kconfig() {
	local g sym
	printf '# SPDX-License-Identifier: GPL-2.0\n#\n# LIRC core: infrared remote receivers and transmitters, and the\n# front-panel displays that come with them.\n#\n'
	while IFS=$'\t' read -r g sym; do
		if [ "$g" = struct ]; then
			echo
			echo "$sym"
			continue
		fi
		[ "$g" != - ] && in_set "$g" || continue
		echo
		cat "$STAGE/kconfig.$sym"
	done < "$STAGE/kconfig.index"
}

gen_makefile() {	# gen_makefile DIR
	awk -F'\t' -v set=" $SET " '
		$1 == "#obj" { next }
		$1 == "common" || index(set, " " $1 " ") { print substr($0, length($1) + 2) }
	' "$STAGE/$1.groups"
}

gen_top_makefile() {
	echo '# SPDX-License-Identifier: GPL-2.0'
	echo "obj-\$(CONFIG_$CORESYM) += core/"
	in_set "${DRIVERS[0]}" && echo "obj-\$(CONFIG_$CORESYM) += drivers/"
	in_set kunit && echo "obj-\$(CONFIG_$KUNITSYM) += kunit/"
	return 0
}

# core/lirc_compat.h does not go into the tree: its entries, resolved for
# the tree's version, are written into the files that use them, so that
# the patches carry neither a version test nor a compat name. Resolving:
# each flat "#if LINUX_VERSION_CODE >= KERNEL_VERSION(a, b, c)" (or <)
# ... [#else ...] #endif keeps the branch that holds for the tree; any
# other version test, nesting, a second #else fails. Then, in every placed
# .c/.h: an object-like macro is replaced by its value, a one-parameter
# macro "name(p) body...p)" by its body up to the parameter, and the
# #include "lirc_compat.h" by the resolved header's includes in a file that
# calls get_unaligned/put_unaligned (the only include it has; another one
# fails until this rule learns where it belongs), else removed.
TREE_VERSION_CODE=$(awk -F' *= *' '$1 == "VERSION" { v = $2 } $1 == "PATCHLEVEL" { p = $2 }
	$1 == "SUBLEVEL" { s = $2 } END { if (v == "" || p == "" || s == "") exit 1
	if (s > 255) s = 255; print v * 65536 + p * 256 + s }' "$BASE_GIT/Makefile") ||
	die "$BASE_GIT/Makefile: no VERSION, PATCHLEVEL and SUBLEVEL"
compat_for_tree() {	# compat_for_tree FILE
	awk -v kv="$TREE_VERSION_CODE" -v f="$1" '
	function die(m) { print f ":" NR ": " m > "/dev/stderr"; bad = 1; exit 1 }
	/^#include <linux\/version\.h>$/ { next }
	/^#if LINUX_VERSION_CODE (>=|<) KERNEL_VERSION\([0-9]+, [0-9]+, [0-9]+\)$/ {
		if (depth) die("a nested version test")
		split($0, w, /[(), ]+/)
		code = w[5] * 65536 + w[6] * 256 + w[7]
		keep = ($3 == ">=") ? (kv >= code) : (kv < code)
		depth = 1
		elses = 0
		next
	}
	depth && /^[ \t]*#[ \t]*else/ { if (elses++) die("a second #else"); keep = !keep; next }
	depth && /^[ \t]*#[ \t]*endif/ { depth = 0; next }
	depth && /^[ \t]*#[ \t]*(if|elif)/ { die("a nested #if or an #elif in a version test") }
	/^[ \t]*#/ && /LINUX_VERSION_CODE|KERNEL_VERSION/ { die("a version test make patches cannot resolve") }
	depth && !keep { next }
	{ print }
	END { if (!bad && depth) die("an unterminated version test") }' "$1" | cat -s
}
COMPAT=$STAGE/compat.h
compat_for_tree "$REPO/core/lirc_compat.h" > "$COMPAT" || die "core/lirc_compat.h: cannot resolve"
COMPAT_INCLUDES=$(grep '^#include ' "$COMPAT" || true)
[ -z "$(grep -v '^#include <asm/unaligned\.h>$\|^#include <linux/unaligned\.h>$' <<<"$COMPAT_INCLUDES")" ] ||
	die "core/lirc_compat.h includes more than unaligned.h: say in make-patches.sh which files get it"
# The sed script of its macros (not the include guard).
awk '
	$1 != "#define" || $2 ~ /^_/ { next }
	$2 ~ /^[A-Za-z0-9_]+\([a-z]+\)$/ {
		name = $2; sub(/\(.*/, "", name)
		par = $2; sub(/^[^(]*\(/, "", par); sub(/\)$/, "", par)
		body = $0; sub(/^#define[ \t]+[^ \t]+[ \t]+/, "", body)
		if (substr(body, length(body) - length(par), length(par) + 1) != par ")") {
			print "compat: " name ": the body does not end with " par ")" > "/dev/stderr"
			exit 1
		}
		body = substr(body, 1, length(body) - length(par) - 1)
		gsub(/[&|\\]/, "\\\\&", body)
		print "s|\\<" name "(|" body "|g"
		next
	}
	$2 ~ /^[A-Za-z0-9_]+$/ {
		val = $0; sub(/^#define[ \t]+[^ \t]+[ \t]*/, "", val)
		if (val == "") print "s|\\<" $2 " ||g"
		gsub(/[&|\\]/, "\\\\&", val)
		print "s|\\<" $2 "\\>|" val "|g"
		next
	}
	{ print "compat: cannot place " $0 > "/dev/stderr"; exit 1 }
' "$COMPAT" > "$STAGE/compat.sed" || die "core/lirc_compat.h: cannot write its macros into their users"
COMPAT_NAMES=$(sed -n 's/^#define[ \t]\+\([A-Za-z0-9_]\+\).*/\1/p' "$COMPAT" | grep -v '^_' | paste -sd'|')

compat_place() {	# compat_place FILE: the compat names written out, in place
	local f=$1
	grep -q '^#include "lirc_compat\.h"$' "$f" || return 0
	sed -i -f "$STAGE/compat.sed" "$f"
	if grep -qE '\<(get|put)_unaligned' "$f"; then
		awk -v inc="$COMPAT_INCLUDES" '$0 == "#include \"lirc_compat.h\"" { print inc; next } { print }' \
			"$f" > "$f.tmp" && mv "$f.tmp" "$f"
	else
		sed -i '/^#include "lirc_compat\.h"$/d' "$f"
	fi
	! grep -nE "lirc_compat|\<($COMPAT_NAMES)\>" "$f" ||
		die "$f: a compat name is left after resolving"
}

# Source files, as they go into the tree: the uapi wrapper replaced by
# <linux/lirc.h>, the compat names resolved for the tree.
place_file() {	# place_file TREEPATH REPOPATH
	mkdir -p "$(dirname "$WORK/$1")"
	case $2 in
	*.c|*.h) sed 's|^#include <linux/lirc_core\.h>|#include <linux/lirc.h>|' "$REPO/$2" > "$WORK/$1"
		 compat_place "$WORK/$1" ;;
	*) cp "$REPO/$2" "$WORK/$1" ;;
	esac
}

# MAINTAINERS: one entry, its F: lines those of the patches so far.
MAINT_TITLE="LIRC_CORE INFRARED REMOTE CONTROL CORE AND DRIVERS"
MAINT_BEFORE="LIS3LV02D ACCELEROMETER DRIVER"
maint_patterns() {	# the F: patterns of one group
	local g=$1 files lcp s
	case $g in
	uapi)
		(cd "$TPL" && find Documentation -type f) | sort
		awk -F'\t' '$1 == "uapi" { print $2 }' "$STAGE/manifest" ;;
	core)
		echo "$DEST/Kconfig"
		echo "$DEST/Makefile"
		echo "$DEST/core/" ;;
	kunit)
		echo "$DEST/kunit/" ;;
	*)
		mapfile -t files < <(awk -F'\t' -v g="$g" '$1 == g { print $2 }' "$STAGE/manifest")
		[ "$g" = "${DRIVERS[0]}" ] && echo "$DEST/drivers/Makefile"
		lcp=""
		for s in "${files[@]}"; do
			s=${s##*/}
			s=${s%.*}
			if [ -z "$lcp" ]; then lcp=$s; continue; fi
			while [ "${s#"$lcp"}" = "$s" ]; do lcp=${lcp%?}; done
		done
		# a glob only when it matches this driver's files and no other's
		if [ ${#lcp} -ge 3 ] &&
		   ! awk -F'\t' -v g="$g" -v p="$DEST/drivers/$lcp" \
			'$1 != g && index($2, p) == 1 { bad = 1 } END { exit !bad }' "$STAGE/manifest"; then
			echo "$DEST/drivers/$lcp*"
		else
			printf '%s\n' "${files[@]}"
		fi ;;
	esac
}
gen_maintainers() {
	local g
	for g in $SET; do maint_patterns "$g"; done | LC_ALL=C sort -u > "$STAGE/maint.F"
	{
		echo "$MAINT_TITLE"
		echo "M:	$IDENT_NAME <$IDENT_EMAIL>"
		echo "L:	linux-media@vger.kernel.org"
		echo "S:	Maintained"
		sed 's/^/F:	/' "$STAGE/maint.F"
		echo
	} > "$STAGE/maint.entry"
	git_ -C "$WORK" show base:MAINTAINERS |
		awk -v before="$MAINT_BEFORE" -v entry="$STAGE/maint.entry" '
			$0 == before && !done { while ((getline l < entry) > 0) print l; done = 1 }
			{ print }
			END { if (!done) exit 1 }' > "$WORK/MAINTAINERS" ||
		die "MAINTAINERS: no \"$MAINT_BEFORE\" entry to insert before"
}

# The commit message of one group: patches/msg/GROUP.txt, or for a driver
# without one, its Kconfig prompt and help.
commit_message() {
	local g=$1 f=$TPL/msg/$1.txt prompt
	if [ -f "$f" ]; then
		cat "$f"
		return
	fi
	case $g in uapi|core|kunit) die "no commit message $f" ;; esac
	prompt=$(sed -n 's/^[[:space:]]*tristate "\(.*\)".*/\1/p' "$STAGE/kconfig.$g" | head -n 1)
	echo "media: lirc_core: add $prompt"
	echo
	awk '/^[ \t]*help/ { h = 1; next } h { sub(/^[ \t]+/, ""); print }' "$STAGE/kconfig.$g"
}

# ---- the series ------------------------------------------------------------
if ! git -C "$WORK" rev-parse -q --verify base > /dev/null 2>&1; then
	rm -rf "$WORK"
	git_ -C "$BASE_GIT" worktree prune
	git_ -C "$BASE_GIT" worktree add -q --force --detach "$WORK" base
fi
cd "$WORK"
git_ checkout -q -f --detach base
git_ clean -q -f -d -x
DATE=$(git -C "$REPO" log -1 --format=%cI 2>/dev/null || date -u +%FT%TZ)
export GIT_AUTHOR_DATE=$DATE GIT_COMMITTER_DATE=$DATE

SET=""
for g in "${GROUPS_ALL[@]}"; do
	SET="$SET $g"
	case $g in
	uapi)
		(cd "$TPL" && find Documentation -type f) | while read -r f; do
			mkdir -p "$(dirname "$f")"
			cp "$TPL/$f" "$f"
		done
		# the new pages go into the Remote Controller API's toctree, after lirc-dev
		idx=Documentation/userspace-api/media/rc/remote_controllers.rst
		pages=$(cd "$TPL" && find Documentation/userspace-api/media/rc -name '*.rst' |
			sed 's|.*/||; s|\.rst$||' | sort | tr '\n' ' ')
		awk -v pages="$pages" '
			{ print }
			/^    lirc-dev$/ { n = split(pages, p, " "); for (i = 1; i <= n; i++) print "    " p[i] }
		' "$idx" > "$idx.new"
		mv "$idx.new" "$idx"
		# lirc_core's own numbers, at the end of <linux/lirc.h>
		if [ -n "$uapi_extra" ]; then
			printf '%s\n' "$uapi_extra" > "$STAGE/uapi-extra.h"
			awk -v extra="$STAGE/uapi-extra.h" '
				{ line[++n] = $0 }
				END {
					for (e = n; e > 0 && line[e] !~ /^#endif/; e--)
						;
					if (!e)
						exit 1
					for (i = 1; i < e; i++)
						print line[i]
					while ((getline l < extra) > 0)
						print l
					print ""
					for (i = e; i <= n; i++)
						print line[i]
				}' include/uapi/linux/lirc.h > "$STAGE/lirc.h" ||
				die "include/uapi/linux/lirc.h: no #endif to put lirc_core's numbers before"
			cp "$STAGE/lirc.h" include/uapi/linux/lirc.h
		fi
		;;
	core)
		sed -i 's|^source "drivers/media/rc/Kconfig"$|&\nsource "drivers/media/lirc_core/Kconfig"|' drivers/media/Kconfig
		sed -i "s|^obj-y += rc/\$|&\nobj-\$(CONFIG_$CORESYM) += lirc_core/|" drivers/media/Makefile
		;;
	esac
	awk -F'\t' -v g="$g" '$1 == g { print $2 "\t" $3 }' "$STAGE/manifest" |
		while IFS=$'\t' read -r t r; do place_file "$t" "$r"; done
	if [ "$g" != uapi ]; then
		gen_kconfig > "$DEST/Kconfig"
		gen_top_makefile > "$DEST/Makefile"
		for d in core drivers kunit; do
			[ -d "$DEST/$d" ] && gen_makefile "$d" > "$DEST/$d/Makefile"
		done
	fi
	gen_maintainers
	git_ add -f -A .
	commit_message "$g" > "$STAGE/msg"
	git_ commit -q -s -F "$STAGE/msg"
done

rm -rf "$OUT.tmp"
git_ format-patch -q -o "$OUT.tmp" base..HEAD
rm -rf "$OUT"
mv "$OUT.tmp" "$OUT"
echo "make-patches: $(ls "$OUT" | wc -l) patches in $OUT"
echo "make-patches: apply with: cd linux-$LIRC_KERNEL && git am $OUT/*.patch"
