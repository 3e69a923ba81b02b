/* SPDX-License-Identifier: GPL-2.0 */
/*
 * lirc_compat.h - the kernel API differences between the kernels we build
 * for (scripts/kernels.sh lists them), in one place
 *
 * Each entry names the release that changed the API and keeps one flat
 * "#if LINUX_VERSION_CODE >= KERNEL_VERSION(...)" with an #else, nothing
 * nested, and defines either a name for a value or a one-parameter macro
 * whose body ends with that parameter: "make patches" resolves every entry
 * for the tree a series goes onto and writes it into the files that use
 * it, so the patches carry neither this header nor a version test (see
 * scripts/make-patches.sh for what else it refuses). Where one spelling is
 * valid on every kernel we support, the sources use it directly instead
 * (file_operations leave .llseek unset rather than naming no_llseek, which
 * 6.12 removed: a NULL .llseek fails every seek with -ESPIPE on 6.1 too).
 *
 * Drivers include this header where they use one of its names; they never
 * test a kernel version themselves.
 */
#ifndef _LIRC_COMPAT_H
#define _LIRC_COMPAT_H

#include <linux/version.h>

/*
 * 6.12: <asm/unaligned.h> moved to <linux/unaligned.h> (the old name went
 * in the same release). get_unaligned_le16() and friends come from here.
 */
#if LINUX_VERSION_CODE >= KERNEL_VERSION(6, 12, 0)
#include <linux/unaligned.h>
#else
#include <asm/unaligned.h>
#endif

/*
 * 6.4: class_create() lost its owner argument (a class's owner is the
 * module that registers it, implicitly). lirc_class_create(name) creates a
 * class of the calling module on either kernel.
 */
#if LINUX_VERSION_CODE >= KERNEL_VERSION(6, 4, 0)
#define lirc_class_create(name)	class_create(name)
#else
#define lirc_class_create(name)	class_create(THIS_MODULE, name)
#endif

/*
 * 6.3: struct device_type's .uevent() takes a const device. Write a uevent
 * callback as "int f(LIRC_UEVENT_CONST struct device *dev, ...)" and treat
 * the device as const on every kernel.
 */
#if LINUX_VERSION_CODE >= KERNEL_VERSION(6, 3, 0)
#define LIRC_UEVENT_CONST	const
#else
#define LIRC_UEVENT_CONST
#endif

/*
 * 6.3: struct i2c_driver's .probe takes only the client (what .probe_new
 * took before; .probe_new itself went in 6.6). Initialise it as
 * ".LIRC_I2C_PROBE = my_probe" with "int my_probe(struct i2c_client *)".
 */
#if LINUX_VERSION_CODE >= KERNEL_VERSION(6, 3, 0)
#define LIRC_I2C_PROBE	probe
#else
#define LIRC_I2C_PROBE	probe_new
#endif

#endif /* _LIRC_COMPAT_H */
