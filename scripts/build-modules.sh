#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Build the project's modules out of tree against the integration kernel.
# The sources are mirrored into $MOD_BUILD so that no object file ever lands
# in the repository (the kernel tree links the repository for kunit.py).
# Extra make arguments (W=1, C=2) are passed through.
set -euo pipefail
. "$(dirname "$0")/env.sh"
mkdir -p "$MOD_BUILD"
rsync -a --delete --exclude='*.o' --exclude='*.ko' --exclude='*.cmd' \
	--exclude='*.mod*' --exclude='modules.order' --exclude='Module.symvers' \
	--exclude='.*.d' \
	"$REPO/Kbuild" "$REPO/core" "$REPO/drivers" "$REPO/uapi" "$MOD_BUILD/"
mkdir -p "$MOD_BUILD/qemu"
rsync -a --delete --exclude='*.o' --exclude='*.ko' --exclude='*.cmd' \
	--exclude='*.mod*' --exclude='modules.order' --exclude='.*.d' \
	"$REPO/qemu/testmod" "$MOD_BUILD/qemu/"
make -s -C "$KSRC" O="$QEMU_BUILD" ARCH=x86_64 M="$MOD_BUILD" -j"$JOBS" \
	CONFIG_LIRC_CORE=m CONFIG_LIRC_LOOPBACK=m CONFIG_LIRC_STREAMZAP=m CONFIG_LIRC_IMON=m \
	CONFIG_LIRC_SASEM=m \
	CONFIG_LIRC_ATIUSB=m CONFIG_LIRC_I2C=m \
	CONFIG_LIRC_USB_TEST=m CONFIG_LIRC_GATES_TEST=m CONFIG_LIRC_FAULT_TEST=m \
	CONFIG_LIRC_I2C_SIM=m \
	"$@" modules
