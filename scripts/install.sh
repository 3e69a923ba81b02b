#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Build the product modules against an installed kernel's headers and
# install them with their modprobe.d and udev files, or remove them again.
#
#   install.sh install           build, then install modules and files
#   install.sh uninstall         remove exactly what install installed
#   install.sh install-config    only the modprobe.d and udev files (DKMS)
#   install.sh uninstall-config  remove only those
#
# KDIR     the kernel's build tree (default /lib/modules/$KVER/build, or
#          /lib/modules/$(uname -r)/build when KVER is not given either)
# KVER     the kernel release (default: read from KDIR, else uname -r)
# DESTDIR  stage below this directory; depmod and udevadm are not run
# W        passed to the kernel's make (W=1)
# LIRC_INSTALL_BUILD  the build directory (default
#          $LIRC_CACHE/build-install/$KVER, outside the repository)
#
# The test modules of qemu/testmod are never built or installed here.
set -euo pipefail
. "$(dirname "$0")/env.sh"
. "$REPO/scripts/lirc-modules.sh"

usage()
{
	echo "usage: $0 install|uninstall|install-config|uninstall-config" >&2
	exit 2
}

[ $# -eq 1 ] || usage
action=$1
case $action in
install | uninstall | install-config | uninstall-config) ;;
*) usage ;;
esac

DESTDIR=${DESTDIR:-}
if [ -n "$DESTDIR" ]; then
	mkdir -p "$DESTDIR"
	DESTDIR=$(cd "$DESTDIR" && pwd)
fi

# The release a kernel build tree was made for, as its modules' vermagic
# says it (Debian's include/config/kernel.release holds the upstream
# version, not the package's ABI name).
kdir_release()
{
	sed -n 's/^#define UTS_RELEASE "\(.*\)"$/\1/p' \
		"$1/include/generated/utsrelease.h" 2>/dev/null
}

if [ -n "${KDIR:-}" ]; then
	[ -d "$KDIR" ] || { echo "install: KDIR=$KDIR: no such directory" >&2; exit 1; }
	KDIR=$(cd "$KDIR" && pwd)
	kdir_ver=$(kdir_release "$KDIR")
	if [ -z "${KVER:-}" ]; then
		KVER=$kdir_ver
		[ -n "$KVER" ] || {
			echo "install: cannot read the kernel release from $KDIR; set KVER" >&2
			exit 1
		}
	elif [ -n "$kdir_ver" ] && [ "$kdir_ver" != "$KVER" ]; then
		echo "install: KVER=$KVER but $KDIR is for $kdir_ver" >&2
		exit 1
	fi
else
	KVER=${KVER:-$(uname -r)}
	KDIR=/lib/modules/$KVER/build
fi

MODDIR=$DESTDIR/lib/modules/$KVER/updates/lirc_core
# Where kmod and udev look for the files of locally installed software; a
# file of the same name in /etc/modprobe.d or /etc/udev/rules.d overrides
# ours, and survives a new "make install".
MODPROBE_CONF=$DESTDIR/usr/local/lib/modprobe.d/lirc_core.conf
UDEV_RULES=$DESTDIR/usr/local/lib/udev/rules.d/60-lirc_core.rules
BUILD=${LIRC_INSTALL_BUILD:-$LIRC_CACHE/build-install/$KVER}

need_root()
{
	if [ -z "$DESTDIR" ] && [ "$(id -u)" -ne 0 ]; then
		echo "install: writing to /lib/modules and /usr/local/lib needs root (sudo make $action)," \
		     "or stage with DESTDIR=" >&2
		exit 1
	fi
}

build()
{
	[ -f "$KDIR/Makefile" ] || {
		echo "install: no kernel build tree at $KDIR" >&2
		echo "install: on Debian: apt-get install linux-headers-$KVER (or set KDIR)" >&2
		exit 1
	}
	echo "install: building for $KVER against $KDIR in $BUILD"
	lirc_mirror_sources "$BUILD"
	# The outer make's MAKEFLAGS would hand DESTDIR, KDIR, ... to kbuild.
	env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL \
		make -C "$KDIR" M="$BUILD" -j"$JOBS" ${W:+W="$W"} \
		"${LIRC_PRODUCT_CONFIG[@]}" modules
	local ko
	for ko in "${LIRC_PRODUCT_KOS[@]}"; do
		[ -f "$BUILD/$ko" ] || { echo "install: $ko was not built" >&2; exit 1; }
	done
}

# depmod and udevadm act on the running system: never for a staged install.
refresh()
{
	[ -z "$DESTDIR" ] || return 0
	if [ "$1" = modules ]; then
		echo "install: depmod -a $KVER"
		depmod -a "$KVER"
	fi
	if command -v udevadm >/dev/null; then
		if udevadm control --reload 2>/dev/null; then
			# Existing nodes get the new group and mode; no module is loaded.
			udevadm trigger --action=change --subsystem-match=lirc_core \
				--subsystem-match=lirc_display 2>/dev/null || true
		else
			echo "install: udevd is not running; the rules apply from its next start"
		fi
	fi
}

install_config()
{
	install -D -m 0644 "$REPO/install/modprobe.d/lirc_core.conf" "$MODPROBE_CONF"
	install -D -m 0644 "$REPO/install/udev/60-lirc_core.rules" "$UDEV_RULES"
	echo "install: $MODPROBE_CONF"
	echo "install: $UDEV_RULES"
}

install_modules()
{
	local ko
	install -d -m 0755 "$MODDIR"
	for ko in "${LIRC_PRODUCT_KOS[@]}"; do
		install -m 0644 "$BUILD/$ko" "$MODDIR/"
		# As dkms and the kernel's INSTALL_MOD_STRIP=1 do.
		strip --strip-debug "$MODDIR/${ko##*/}"
	done
	echo "install: ${#LIRC_PRODUCT_KOS[@]} modules in $MODDIR"
}

# Removes empty directories from $1 upwards, staying below DESTDIR. On the
# real system nothing but the module directory is removed.
prune()
{
	local d=$1
	[ -n "$DESTDIR" ] || return 0
	while [ "$d" != "$DESTDIR" ] && [ "${d#"$DESTDIR"/}" != "$d" ]; do
		rmdir "$d" 2>/dev/null || return 0
		d=${d%/*}
	done
}

uninstall_config()
{
	rm -f "$MODPROBE_CONF" "$UDEV_RULES"
	prune "${MODPROBE_CONF%/*}"
	prune "${UDEV_RULES%/*}"
	echo "uninstall: removed $MODPROBE_CONF and $UDEV_RULES"
}

uninstall_modules()
{
	local ko
	for ko in "${LIRC_PRODUCT_KOS[@]}"; do
		rm -f "$MODDIR/${ko##*/}"
	done
	if [ -d "$MODDIR" ]; then
		rmdir "$MODDIR" 2>/dev/null ||
			echo "uninstall: $MODDIR holds other files; left in place" >&2
	fi
	prune "${MODDIR%/*}"
	echo "uninstall: removed the modules from $MODDIR"
}

case $action in
install)
	need_root
	build
	install_modules
	install_config
	refresh modules
	;;
uninstall)
	need_root
	uninstall_modules
	uninstall_config
	refresh modules
	;;
install-config)
	need_root
	install_config
	refresh config
	;;
uninstall-config)
	need_root
	uninstall_config
	refresh config
	;;
esac
