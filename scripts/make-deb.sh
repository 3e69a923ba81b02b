#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# make deb: the Debian package lirc-core-dkms_<version>_all.deb, built with
# Debian's own tooling (dpkg-buildpackage, debhelper, dh-dkms) from debian/,
# in a copy of the repository's tracked files under $LIRC_CACHE; nothing is
# written into the repository. Installs the missing build tools with
# apt-get (dpkg-dev, debhelper, dh-dkms, dkms, lintian). The version is
# dkms.conf's PACKAGE_VERSION: debian/changelog is generated here, so that
# the version has one place. Then runs lintian on the package and prints its
# tags (overridden ones as "O:").
#
# LIRC_DEB_DIR  where the package goes (default $LIRC_CACHE/deb); it also
#               gets lintian.txt (lintian's output) and lintian.rc (its exit
#               status), for scripts/deb-check.sh
#
# Prints the package's path on its last line. Exit status non-zero when the
# package was not built (lintian's tags do not change it).
set -euo pipefail
. "$(dirname "$0")/env.sh"

say() { echo "make-deb: $*"; }
die() { echo "make-deb: $*" >&2; exit 1; }

OUT=${LIRC_DEB_DIR:-$LIRC_CACHE/deb}
CONF=$REPO/dkms.conf
name=$(sed -n 's/^PACKAGE_NAME="\(.*\)"$/\1/p' "$CONF")
ver=$(sed -n 's/^PACKAGE_VERSION="\(.*\)"$/\1/p' "$CONF")
[ -n "$name" ] && [ -n "$ver" ] || die "no PACKAGE_NAME or PACKAGE_VERSION in $CONF"
# A native package's version: no Debian revision.
case $ver in
*-*) die "PACKAGE_VERSION=$ver: a native package's version has no '-'" ;;
esac
# The source and binary package names, and the maintainer: debian/control's.
control=$REPO/debian/control
src=$(sed -n 's/^Source: *//p' "$control")
pkg=$(sed -n 's/^Package: *//p' "$control")
maint=$(sed -n 's/^Maintainer: *//p' "$control")
[ -n "$src" ] && [ -n "$pkg" ] && [ -n "$maint" ] || die "debian/control: no Source, Package or Maintainer"

# The build tools, if missing.
missing=()
for p in dpkg-dev debhelper dh-dkms dkms lintian; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' ||
		missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
	SUDO=
	[ "$(id -u)" -eq 0 ] || SUDO=sudo
	export DEBIAN_FRONTEND=noninteractive
	say "installing ${missing[*]}"
	$SUDO apt-get update -q >/dev/null
	$SUDO apt-get install -y -q --no-install-recommends "${missing[@]}" >/dev/null
fi
dpkg --validate-version "$ver" || die "PACKAGE_VERSION=$ver is not a Debian version"

# The copy: the repository's tracked files as they are in the work tree
# (uncommitted changes included, untracked files not).
mkdir -p "$LIRC_CACHE" "$OUT"
BUILD=$(mktemp -d "$LIRC_CACHE/deb-build.XXXXXX")
trap 'rm -rf "$BUILD"' EXIT
TREE=$BUILD/$src-$ver
mkdir "$TREE"
git -C "$REPO" ls-files -z | (
	cd "$REPO"
	while IFS= read -r -d '' f; do
		[ ! -e "$f" ] || printf '%s\0' "$f"
	done
) | tar -C "$REPO" --null --no-recursion -T - -cf - | tar -C "$TREE" -xf -

# debian/changelog: the version of dkms.conf, the date of the commit (so
# that the same commit gives the same package).
commit=$(git -C "$REPO" rev-parse --short HEAD)
[ -z "$(git -C "$REPO" status --porcelain --untracked-files=no)" ] ||
	commit+=" with uncommitted changes"
date=$(date -R -u -d "@$(git -C "$REPO" log -1 --format=%ct)")
cat >"$TREE/debian/changelog" <<EOF
$src ($ver) unstable; urgency=medium

  * $name $ver, from git commit $commit.
  * Written by scripts/make-deb.sh: the version is dkms.conf's
    PACKAGE_VERSION.

 -- $maint  $date
EOF

deb=${pkg}_${ver}_all.deb
log=$BUILD/build.log
say "dpkg-buildpackage -b -us -uc in $TREE"
if ! (cd "$TREE" && dpkg-buildpackage -b -us -uc) >"$log" 2>&1; then
	sed 's/^/    /' "$log" | tail -n 40
	die "dpkg-buildpackage failed"
fi
[ -f "$BUILD/$deb" ] || die "dpkg-buildpackage made no $deb: $(cd "$BUILD" && echo ./*.deb)"
rm -f "$OUT/$pkg"_*_all.deb "$OUT/lintian.txt" "$OUT/lintian.rc"
cp "$BUILD/$deb" "$OUT/"

# lintian: every level but experimental, the overridden tags shown as "O:".
# Its exit status: 0 without error and warning tags, 2 with; others, it
# failed. Its notes (running as root) go to lintian.log.
rc=0
lintian --display-info --pedantic --show-overrides --fail-on error,warning \
	"$OUT/$deb" >"$OUT/lintian.txt" 2>"$BUILD/lintian.log" || rc=$?
echo "$rc" >"$OUT/lintian.rc"
if [ -s "$OUT/lintian.txt" ]; then
	say "lintian (exit status $rc):"
	sed 's/^/    /' "$OUT/lintian.txt"
else
	say "lintian: no tags (exit status $rc)"
fi
[ ! -s "$BUILD/lintian.log" ] || sed 's/^/    lintian: /' "$BUILD/lintian.log"
say "built $OUT/$deb"
echo "$OUT/$deb"
