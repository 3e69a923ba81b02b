# SPDX-License-Identifier: GPL-2.0
# Common paths for the project's scripts; sourced, never run.
# LIRC_KERNEL: the kernel line to work on, one of scripts/kernels.sh
#             (default: the oldest). Its tree is Debian's linux-source-LINE.
# LIRC_CACHE: where the kernel trees and the build directories live (never in the repo).
# LIRC_KSRC:  an already unpacked kernel source tree to use instead of Debian's.
# LIRC_MOD_BUILD, LIRC_GUEST_BUILD: other module and guest build directories
#             (parallel work trees sharing one cache).
# LIRC_QEMU_BUILD, LIRC_KERNEL_FRAGMENT: another guest kernel and its
#             configuration fragment (make bench's production-like kernel).
# Every cache directory of a kernel line ends in LIRC_KSUF ("-6.12"; see
# lirc_ksuf in kernels.sh); LIRC_KTAG ("[6.12]") names the line in results.

. "$(dirname "${BASH_SOURCE[0]}")/kernels.sh"
REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
LIRC_CACHE=${LIRC_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/lirc_core}
LIRC_KERNEL=${LIRC_KERNEL:-${LIRC_KERNEL_LINES[0]}}
if [[ " ${LIRC_KERNEL_LINES[*]} " != *" $LIRC_KERNEL "* ]]; then
	echo "env: LIRC_KERNEL=$LIRC_KERNEL is not a line of scripts/kernels.sh (${LIRC_KERNEL_LINES[*]})" >&2
	exit 2
fi
LIRC_KSUF=$(lirc_ksuf "$LIRC_KERNEL")
LIRC_KTAG="[$LIRC_KERNEL]"
KVER_TARBALL=${KVER_TARBALL:-/usr/src/linux-source-$LIRC_KERNEL.tar.xz}
if [ -n "${LIRC_KSRC:-}" ]; then
	KSRC=$(cd "$LIRC_KSRC" && pwd)
else
	KSRC=$LIRC_CACHE/linux-source-$LIRC_KERNEL
fi
KUNIT_BUILD=$LIRC_CACHE/build-kunit$LIRC_KSUF
# kunit.sh's lock: a tree links one work tree at a time, and a KUnit build
# directory serves one run at a time; one lock for every line (make check
# runs their KUnit stages one after the other anyway).
KUNIT_LOCK=$LIRC_CACHE/.kunit.lock
QEMU_BUILD=${LIRC_QEMU_BUILD:-$LIRC_CACHE/build-qemu$LIRC_KSUF}
MOD_BUILD=${LIRC_MOD_BUILD:-$LIRC_CACHE/build-modules$LIRC_KSUF}
GUEST_BUILD=${LIRC_GUEST_BUILD:-$LIRC_CACHE/build-guest$LIRC_KSUF}
# Build directories of their own: make check's static stage (modules built
# with its flags) and make bench's production-like kernel.
STATIC_MOD_BUILD=$LIRC_CACHE/build-modules-static$LIRC_KSUF
PROD_QEMU_BUILD=$LIRC_CACHE/build-qemu-prod$LIRC_KSUF
PROD_MOD_BUILD=$LIRC_CACHE/build-modules-prod$LIRC_KSUF
PROD_GUEST_BUILD=$LIRC_CACHE/build-guest-prod$LIRC_KSUF
PROD_KUNIT_BUILD=$LIRC_CACHE/build-kunit-prod$LIRC_KSUF
# Every build directory of the line (make clean removes them).
LIRC_BUILD_DIRS=("$KUNIT_BUILD" "$QEMU_BUILD" "$MOD_BUILD" "$GUEST_BUILD" "$STATIC_MOD_BUILD"
		 "$PROD_QEMU_BUILD" "$PROD_MOD_BUILD" "$PROD_GUEST_BUILD" "$PROD_KUNIT_BUILD")
JOBS=${JOBS:-$(nproc)}

# The version of a kernel tree (default: KSRC), as its Makefile says it;
# the cache's checks key on it (a tree unpacked again, or another tree).
# Fails, saying so, when the tree gives none.
lirc_kversion() {
	local v

	v=$(make -s -C "${1:-$KSRC}" kernelversion) && [ -n "$v" ] ||
		{ echo "env: no kernel version from ${1:-$KSRC}" >&2; return 1; }
	echo "$v"
}
export REPO LIRC_CACHE LIRC_KERNEL LIRC_KSUF LIRC_KTAG KSRC KUNIT_BUILD KUNIT_LOCK \
	QEMU_BUILD MOD_BUILD GUEST_BUILD JOBS
