#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Build the project's modules out of tree against the integration kernel.
# The sources are mirrored into $MOD_BUILD so that no object file ever lands
# in the repository (the kernel tree links the repository for kunit.py).
# Extra make arguments (W=1, C=2) are passed through.
set -euo pipefail
. "$(dirname "$0")/env.sh"
. "$(dirname "$0")/lirc-modules.sh"
lirc_mirror_sources "$MOD_BUILD" testmod
make -s -C "$KSRC" O="$QEMU_BUILD" ARCH=x86_64 M="$MOD_BUILD" -j"$JOBS" \
	"${LIRC_PRODUCT_CONFIG[@]}" "${LIRC_TEST_CONFIG[@]}" "$@" modules
