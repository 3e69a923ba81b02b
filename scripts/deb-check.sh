#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# The Debian package: builds it with scripts/make-deb.sh (into a private
# directory), then checks
#   - its files: exactly the module sources of Kbuild, core/, drivers/ and
#     uapi/ (git ls-files, without the KUnit test), dkms.conf, the
#     modprobe.d and udev files at Debian's paths, copyright and changelog,
#     each the same as in the repository;
#   - its control fields: name, version (dkms.conf's), Architecture all,
#     the dependency on dkms;
#   - its maintainer scripts: dh_dkms's postinst and prerm, for dkms.conf's
#     name and version;
#   - a real "dkms add" of the unpacked /usr/src/<name>-<version> and a
#     "dkms build" against each kernel line that make check covers (Debian's
#     newest installed headers of the line), every module of dkms.conf
#     built with that kernel's vermagic and signed; in a private dkms tree,
#     with a private signing key: /var/lib/dkms is not touched, nothing is
#     installed or loaded;
#   - lintian: no error or warning tag, every override explained by a
#     comment.
# Installs only what is missing (the build tools, a line's headers).
# Last line: "deb: N passed, N failed"; exit status non-zero on a failure.
set -euo pipefail
. "$(dirname "$0")/env.sh"
. "$REPO/scripts/kernels.sh"

pass=0
fail=0
ok() { echo "deb: ok   $*"; pass=$((pass + 1)); }
bad() { echo "deb: FAIL $*"; fail=$((fail + 1)); }
finish()
{
	echo "deb: $pass passed, $fail failed"
	exit $((fail > 0))
}
show() { sed 's/^/    /' "$1" | tail -n "${2:-25}"; }
# The newest installed headers of a kernel line (as headers-check.sh).
headers_dir()
{
	ls -d /usr/src/linux-headers-* 2>/dev/null | sed 's|^/usr/src/||' |
		grep -E "$(lirc_headers_pkg_re "$1")" | sort -V | tail -n 1 |
		sed 's|^|/usr/src/|' || true
}

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
CONF=$REPO/dkms.conf
name=$(sed -n 's/^PACKAGE_NAME="\(.*\)"$/\1/p' "$CONF" 2>/dev/null || true)
ver=$(sed -n 's/^PACKAGE_VERSION="\(.*\)"$/\1/p' "$CONF" 2>/dev/null || true)
mods=$(sed -n 's/^BUILT_MODULE_NAME\[[0-9]*\]="\(.*\)"$/\1/p' "$CONF" 2>/dev/null || true)
pkg=$(sed -n 's/^Package: *//p' "$REPO/debian/control" 2>/dev/null || true)
SRCDIR=usr/src/$name-$ver
OVERRIDES=$REPO/debian/$pkg.lintian-overrides

# Each line's headers, if missing (Debian's newest generic amd64 package).
missing=()
for line in "${LIRC_CHECK_LINES[@]}"; do
	[ -z "$(headers_dir "$line")" ] || continue
	p=$(apt-cache pkgnames "linux-headers-$line." 2>/dev/null |
	    grep -E "$(lirc_headers_pkg_re "$line")" | sort -V | tail -n 1 || true)
	[ -z "$p" ] || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
	SUDO=
	[ "$(id -u)" -eq 0 ] || SUDO=sudo
	echo "deb: installing ${missing[*]}"
	$SUDO apt-get update -q >/dev/null || true
	DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends \
		"${missing[@]}" >/dev/null || true
fi

# 1. The package builds, with the version of dkms.conf in its name.
OUT=$WORK/out
log=$WORK/make-deb.log
DEB=$OUT/${pkg}_${ver}_all.deb
rc=0
LIRC_DEB_DIR=$OUT bash "$REPO/scripts/make-deb.sh" >"$log" 2>&1 || rc=$?
if [ -z "$name" ] || [ -z "$ver" ] || [ -z "$pkg" ]; then
	bad "dkms.conf (PACKAGE_NAME, PACKAGE_VERSION) or debian/control (Package) unreadable"
	finish
elif [ "$rc" -eq 0 ] && [ -f "$DEB" ] && [ "$(tail -n 1 "$log")" = "$DEB" ]; then
	ok "make-deb.sh built ${DEB##*/} ($(stat -c %s "$DEB") bytes)"
else
	bad "make-deb.sh: exit $rc, no ${DEB##*/}"
	show "$log" 40
	# Every check that needs the package fails (none is skipped).
	for c in "files list" "control fields" "maintainer scripts" \
		 "${LIRC_CHECK_LINES[@]/#/dkms build for }" "dkms private tree" lintian; do
		bad "$c: no package"
	done
	finish
fi

# 2. Its files: what the repository says the package holds, nothing else,
# each file as in the repository.
X=$WORK/x
mkdir -p "$X"
dpkg-deb -x "$DEB" "$X" 2>"$WORK/x.log" || true
dpkg-deb -c "$DEB" 2>/dev/null | awk '$1 !~ /^d/ { print $6 }' | sed 's|^\./||' | sort >"$WORK/got" || true
declare -A from=()	# packaged path -> repository file
while IFS= read -r f; do
	from[$SRCDIR/$f]=$REPO/$f
done < <(git -C "$REPO" ls-files Kbuild core drivers uapi | grep -v '_test\.c$' || true)
from[$SRCDIR/dkms.conf]=$CONF
from[usr/lib/modprobe.d/lirc_core.conf]=$REPO/install/modprobe.d/lirc_core.conf
from[usr/lib/udev/rules.d/60-lirc_core.rules]=$REPO/install/udev/60-lirc_core.rules
from[usr/share/doc/$pkg/copyright]=$REPO/debian/copyright
from[usr/share/doc/$pkg/changelog.gz]=	# generated: checked below
[ ! -f "$OVERRIDES" ] || from[usr/share/lintian/overrides/$pkg]=$OVERRIDES
printf '%s\n' "${!from[@]}" | sort >"$WORK/want"
why=
if ! diff -u "$WORK/want" "$WORK/got" >"$WORK/files.diff"; then
	why+=" the list differs (- wanted, + packaged)"
fi
foreign=$(grep -E '(^|/)(qemu|kunit|scripts|\.git|debian)(/|$)|_test\.c$' "$WORK/got" || true)
[ -z "$foreign" ] || why+=" test or build files: $(echo "$foreign" | tr '\n' ' ')"
differ=
for p in "${!from[@]}"; do
	[ -n "${from[$p]}" ] || continue
	[ ! -f "$X/$p" ] || cmp -s "${from[$p]}" "$X/$p" || differ+=" $p"
done
[ -z "$differ" ] || why+=" not as in the repository:$differ"
cl=$(zcat "$X/usr/share/doc/$pkg/changelog.gz" 2>/dev/null | head -n 1 || true)
[[ $cl == *" ($ver) "* ]] || why+=" changelog's version is not $ver: $cl"
if [ -z "$why" ]; then
	ok "files: $(wc -l <"$WORK/got") files, those of the repository: $(grep -c "^$SRCDIR/" "$WORK/got") in /$SRCDIR (Kbuild, core/, drivers/, uapi/, dkms.conf), /usr/lib/modprobe.d/lirc_core.conf, /usr/lib/udev/rules.d/60-lirc_core.rules; no qemu/, kunit/, scripts/, tests"
else
	bad "files:$why"
	show "$WORK/files.diff" 30
fi

# 3. The control fields.
field() { dpkg-deb -f "$DEB" "$1" 2>/dev/null || true; }
why=
[ "$(field Package)" = "$pkg" ] || why+=" Package: $(field Package)"
[ "$(field Version)" = "$ver" ] || why+=" Version: $(field Version), not dkms.conf's $ver"
[ "$(field Architecture)" = all ] || why+=" Architecture: $(field Architecture)"
depends=$(field Depends)
grep -qE '(^|, *)dkms( \(|,|$)' <<<"$depends" || why+=" Depends: $depends (no dkms)"
if [ -z "$why" ]; then
	ok "control: Package $pkg, Version $ver (dkms.conf's), Architecture all, Depends: $depends"
else
	bad "control:$why"
fi

# 4. The maintainer scripts: dh_dkms's snippets for dkms.conf's name and
# version (dkms add, build and install for the kernels by dkms's
# common.postinst; dkms remove --all before removal and upgrade).
C=$WORK/control
dpkg-deb -e "$DEB" "$C" 2>/dev/null || true
why=
for s in postinst prerm; do
	tpl=/usr/share/debhelper/autoscripts/$s-dkms
	if [ ! -x "$C/$s" ]; then
		why+=" no $s"
	elif [ ! -f "$tpl" ]; then
		why+=" no $tpl (dh-dkms)"
	else
		# the snippet, whole, in the script
		want=$(sed "s/#MODULE_NAME#/$name/; s/#MODULE_VERSION#/$ver/" "$tpl")
		[[ $(cat "$C/$s") == *"$want"* ]] || why+=" $s lacks dh_dkms's $s-dkms for $name $ver"
		sh -n "$C/$s" 2>/dev/null || why+=" $s: syntax"
		grep -qx 'set -e' "$C/$s" || why+=" $s: no set -e"
	fi
done
grep -q '^[^#]*/usr/lib/dkms/common.postinst' "$C/postinst" 2>/dev/null || why+=" postinst does not run common.postinst"
grep -q '^[^#]*dkms remove -m \$DKMS_NAME -v \$DKMS_VERSION --all' "$C/prerm" 2>/dev/null || why+=" prerm does not run dkms remove"
for f in "$C"/*; do
	case ${f##*/} in
	control | md5sums | postinst | prerm) ;;
	*) why+=" another control file: ${f##*/}" ;;
	esac
done
if [ -z "$why" ]; then
	ok "maintainer scripts: dh_dkms's postinst (common.postinst $name $ver: dkms add, build, install) and prerm (dkms remove -m $name -v $ver --all)"
else
	bad "maintainer scripts:$why"
fi

# 5. dkms add of the unpacked package and dkms build per kernel line, in a
# private dkms tree with a private signing key.
D=$WORK/dkms
mkdir -p "$D/tree" "$D/inst"
opts=(--dkmstree "$D/tree" --sourcetree "$X/usr/src" --installtree "$D/inst")
export mok_signing_key=$D/mok.key mok_certificate=$D/mok.pub
sysstate() { { find /var/lib/dkms; find /usr/src -maxdepth 1; } 2>/dev/null | sort; }
before=$(sysstate)
addlog=$WORK/dkms-add.log
addrc=0
dkms add -m "$name" -v "$ver" "${opts[@]}" >"$addlog" 2>&1 || addrc=$?
for line in "${LIRC_CHECK_LINES[@]}"; do
	KDIR=$(headers_dir "$line")
	if [ -z "$KDIR" ]; then
		bad "[$line] dkms build: no /usr/src/linux-headers-$line.*-amd64"
		continue
	fi
	KVER=$(sed -n 's/^#define UTS_RELEASE "\(.*\)"$/\1/p' "$KDIR/include/generated/utsrelease.h" 2>/dev/null || true)
	log=$WORK/dkms-$line.log
	rc=$addrc
	[ "$rc" -ne 0 ] || dkms build -m "$name" -v "$ver" -k "$KVER" --kernelsourcedir "$KDIR" \
		"${opts[@]}" >"$log" 2>&1 || rc=$?
	built=$D/tree/$name/$ver/$KVER/$(uname -m)/module
	why=
	[ "$rc" -eq 0 ] || why+=" dkms exit $rc"
	# what apt's users would see: no step of dkms's that failed
	! grep -q 'bad exit status' "$log" 2>/dev/null || why+=" dkms: $(grep -o '[^.]*\.*(bad exit status.*' "$log" | paste -sd ';')"
	n=0
	for m in $mods; do
		f=$(ls "$built/$m.ko" "$built/$m.ko".{xz,zst,gz} 2>/dev/null | head -n 1 || true)
		if [ -z "$f" ]; then
			why+=" no $m.ko"
			continue
		fi
		n=$((n + 1))
		[ "$(modinfo -F vermagic "$f" 2>/dev/null | cut -d' ' -f1)" = "$KVER" ] ||
			why+=" ${f##*/}: vermagic is not $KVER"
		[ -n "$(modinfo -F signer "$f" 2>/dev/null)" ] || why+=" ${f##*/}: not signed"
	done
	[ -n "$mods" ] || why+=" dkms.conf lists no module"
	status=$(dkms status -m "$name" -v "$ver" -k "$KVER" "${opts[@]}" 2>/dev/null || true)
	[[ $status == *": built"* ]] || why+=" dkms status: $status"
	if [ -z "$why" ]; then
		ok "[$line] dkms add/build of the unpacked /$SRCDIR for $KVER: $n modules of dkms.conf, vermagic $KVER, signed, $(ls "$built" | sed -n '1s/^[^.]*//p') (private tree)"
	else
		bad "[$line] dkms build for ${KVER:-?}:$why"
		show "$addlog" 10
		[ ! -f "$log" ] || show "$log"
		mk=$D/tree/$name/$ver/build/make.log
		[ ! -f "$mk" ] || show "$mk"
	fi
done
after=$(sysstate)
if [ "$before" = "$after" ] && [ -s "$mok_certificate" ]; then
	ok "dkms: the system's /var/lib/dkms and /usr/src unchanged (private tree, private signing key)"
else
	bad "dkms: /var/lib/dkms or /usr/src changed, or no private key: $(diff <(echo "$before") <(echo "$after") | grep '^[<>]' | head -n 5 | tr '\n' ' ' || true)"
fi

# 6. lintian (run by make-deb.sh): no error or warning tag; each override
# in debian/ has its reason in a comment above it.
lrc=$(cat "$OUT/lintian.rc" 2>/dev/null || echo none)
tags=$(grep -E '^[EWIPXO]: ' "$OUT/lintian.txt" 2>/dev/null || true)
errwarn=$(grep -E '^[EW]: ' <<<"$tags" || true)
unexplained=
if [ -f "$OVERRIDES" ]; then
	unexplained=$(awk '/^[ \t]*#/ { c = 1; next } /^[ \t]*$/ { c = 0; next } !c { print } { c = 1 }' \
		"$OVERRIDES")
fi
why=
[ "$lrc" = 0 ] || why+=" exit status $lrc"
[ -z "$errwarn" ] || why+=" $(echo "$errwarn" | tr '\n' ';')"
[ -z "$unexplained" ] || why+=" overrides without a comment: $(echo "$unexplained" | tr '\n' ';')"
if [ -z "$why" ]; then
	ok "lintian --pedantic --display-info: no error or warning; tags: $(echo "${tags:-none}" | paste -sd ';')"
else
	bad "lintian:$why"
	[ ! -f "$OUT/lintian.txt" ] || show "$OUT/lintian.txt"
fi
finish
