#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Unpack the kernel source into the cache (once) and hook this repository
# into it as drivers/lirc_core so that kunit.py can build our sources.
# Idempotent: re-running changes nothing that is already in place.
set -euo pipefail
. "$(dirname "$0")/env.sh"

if [ -z "${LIRC_KSRC:-}" ] && [ ! -e "$KSRC/.unpacked" ]; then
	echo "prepare-tree: unpacking $KVER_TARBALL into $LIRC_CACHE"
	mkdir -p "$LIRC_CACHE"
	rm -rf "$KSRC.tmp"
	mkdir -p "$KSRC.tmp"
	tar -xJf "$KVER_TARBALL" -C "$KSRC.tmp" --strip-components=1
	rm -rf "$KSRC"
	mv "$KSRC.tmp" "$KSRC"
	touch "$KSRC/.unpacked"
fi

[ -f "$KSRC/Makefile" ] || { echo "prepare-tree: $KSRC is not a kernel tree" >&2; exit 1; }
# The cache's tree of a line is of that line (a tarball given by hand may
# not be); a tree of LIRC_KSRC is whatever the user chose.
if [ -z "${LIRC_KSRC:-}" ]; then
	v=$(lirc_kversion)
	case $v in
	"$LIRC_KERNEL".*) ;;
	*)
		echo "prepare-tree: $KSRC is Linux $v, not of the line $LIRC_KERNEL: remove it to unpack it again" >&2
		exit 1 ;;
	esac
fi

# The hook: a symlink and one line each in drivers/Kconfig and drivers/Makefile.
# An existing link to another work tree is left alone unless LIRC_RELINK=1
# (kunit.sh sets it, holding the KUnit lock).
link=$KSRC/drivers/lirc_core
if [ ! -e "$link" ] ||
   { [ "${LIRC_RELINK:-0}" = 1 ] && [ "$(readlink "$link")" != "$REPO" ]; }; then
	rm -f "$link"
	ln -s "$REPO" "$link"
fi
grep -qx 'source "drivers/lirc_core/Kconfig"' "$KSRC/drivers/Kconfig" ||
	sed -i '/^endmenu/i source "drivers/lirc_core/Kconfig"' "$KSRC/drivers/Kconfig"
grep -qx 'obj-y += lirc_core/' "$KSRC/drivers/Makefile" ||
	echo 'obj-y += lirc_core/' >> "$KSRC/drivers/Makefile"
exit 0
