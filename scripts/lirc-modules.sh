# SPDX-License-Identifier: GPL-2.0
# shellcheck shell=bash disable=SC2034
# What the project's modules are and how their sources are mirrored for an
# out-of-tree build (make M=); sourced after env.sh, never run.
#
# LIRC_PRODUCT_CONFIG: the make arguments that build the product modules.
# LIRC_TEST_CONFIG:    the test-only modules of qemu/testmod (never installed).
# LIRC_PRODUCT_KOS:    the product modules, relative to the M= directory.
#
# dkms.conf repeats the first and the last list (dkms cannot source this
# file); scripts/headers-check.sh fails when they disagree.

LIRC_PRODUCT_CONFIG=(CONFIG_LIRC_CORE=m CONFIG_LIRC_LOOPBACK=m CONFIG_LIRC_STREAMZAP=m
		     CONFIG_LIRC_IMON=m CONFIG_LIRC_SASEM=m CONFIG_LIRC_ATIUSB=m
		     CONFIG_LIRC_I2C=m)
LIRC_TEST_CONFIG=(CONFIG_LIRC_USB_TEST=m CONFIG_LIRC_GATES_TEST=m CONFIG_LIRC_FAULT_TEST=m
		  CONFIG_LIRC_I2C_SIM=m)
LIRC_PRODUCT_KOS=(core/lirc_core.ko drivers/lirc_loopback.ko drivers/lirc_streamzap.ko
		  drivers/lirc_imon.ko drivers/lirc_sasem.ko drivers/lirc_atiusb.ko
		  drivers/lirc_i2c.ko)

# lirc_mirror_sources DIR [testmod]
# Mirrors the module sources into DIR, keeping the objects already built
# there, so that no object file ever lands in the repository; with
# "testmod", qemu/testmod too.
lirc_mirror_sources()
{
	local dir=$1 excl=(--exclude='*.o' --exclude='*.ko' --exclude='*.cmd'
			   --exclude='*.mod*' --exclude='modules.order'
			   --exclude='.*.d')

	# By content, not by time, and what changed gets the time of the copy:
	# with work trees sharing the cache, a source older than the object
	# another tree built would otherwise not be rebuilt.
	mkdir -p "$dir"
	rsync -rlpD --checksum --delete "${excl[@]}" --exclude='Module.symvers' \
		"$REPO/Kbuild" "$REPO/core" "$REPO/drivers" "$REPO/uapi" "$dir/"
	if [ "${2:-}" = testmod ]; then
		mkdir -p "$dir/qemu"
		rsync -rlpD --checksum --delete "${excl[@]}" "$REPO/qemu/testmod" "$dir/qemu/"
	fi
}
