# SPDX-License-Identifier: GPL-2.0
# Common paths for the project's scripts; sourced, never run.
# LIRC_CACHE: where the kernel tree and the build directories live (never in the repo).
# LIRC_KSRC:  an already unpacked kernel source tree to use instead of Debian's.
# LIRC_MOD_BUILD, LIRC_GUEST_BUILD: other module and guest build directories
#             (parallel work trees sharing one cache).
# LIRC_QEMU_BUILD, LIRC_KERNEL_FRAGMENT: another guest kernel and its
#             configuration fragment (make bench's production-like kernel).

REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
LIRC_CACHE=${LIRC_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/lirc_core}
KVER_TARBALL=${KVER_TARBALL:-/usr/src/linux-source-6.1.tar.xz}
if [ -n "${LIRC_KSRC:-}" ]; then
	KSRC=$(cd "$LIRC_KSRC" && pwd)
else
	KSRC=$LIRC_CACHE/linux-source-6.1
fi
KUNIT_BUILD=$LIRC_CACHE/build-kunit
QEMU_BUILD=${LIRC_QEMU_BUILD:-$LIRC_CACHE/build-qemu}
MOD_BUILD=${LIRC_MOD_BUILD:-$LIRC_CACHE/build-modules}
GUEST_BUILD=${LIRC_GUEST_BUILD:-$LIRC_CACHE/build-guest}
JOBS=${JOBS:-$(nproc)}
export REPO LIRC_CACHE KSRC KUNIT_BUILD QEMU_BUILD MOD_BUILD GUEST_BUILD JOBS
