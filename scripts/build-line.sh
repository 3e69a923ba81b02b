#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# make check, stage "build": the tree of LIRC_KERNEL unpacked and linked,
# its integration kernel and the modules built (what its guests boot).
# One check; the last line is "build: N passed, N failed".
set -uo pipefail
. "$(dirname "$0")/env.sh"
if bash "$REPO/scripts/prepare-tree.sh" && bash "$REPO/scripts/build-qemu-kernel.sh" &&
   bash "$REPO/scripts/build-modules.sh"; then
	echo "build: 1 passed, 0 failed"
else
	echo "build: 0 passed, 1 failed"
	exit 1
fi
