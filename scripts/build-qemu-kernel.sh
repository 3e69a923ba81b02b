#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Configure (when the fragment changed) and build the integration kernel
# in $QEMU_BUILD. Incremental: make rebuilds only what changed.
set -euo pipefail
. "$(dirname "$0")/env.sh"
frag=${LIRC_KERNEL_FRAGMENT:-$REPO/qemu/kernel.config}
mkdir -p "$QEMU_BUILD"
# One build of a kernel directory at a time (parallel work trees, one cache).
exec 9>"$QEMU_BUILD/.build.lock"
flock 9

if ! cmp -s "$frag" "$QEMU_BUILD/.fragment" || [ ! -f "$QEMU_BUILD/.config" ]; then
	echo "build-qemu-kernel: configuring $QEMU_BUILD"
	make -s -C "$KSRC" O="$QEMU_BUILD" ARCH=x86_64 \
		KCONFIG_ALLCONFIG="$frag" allnoconfig
	bad=0
	while read -r line; do
		case "$line" in CONFIG_*) ;; *) continue ;; esac
		if ! grep -qx "$line" "$QEMU_BUILD/.config"; then
			echo "build-qemu-kernel: '$line' did not survive configuration" >&2
			bad=1
		fi
	done < "$frag"
	[ $bad -eq 0 ] || exit 1
	cp "$frag" "$QEMU_BUILD/.fragment"
fi
echo "build-qemu-kernel: building (JOBS=$JOBS)"
make -s -C "$KSRC" O="$QEMU_BUILD" ARCH=x86_64 -j"$JOBS" bzImage modules
