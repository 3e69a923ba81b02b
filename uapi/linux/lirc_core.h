/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
/*
 * User-space ABI of the lirc_core character devices.
 *
 * /dev/lirc_coreN speaks the LIRC ABI of Linux 6.1 <linux/lirc.h>, and this
 * header takes every number from there: MODE2 samples, modes, feature bits,
 * ioctls, struct lirc_scancode and enum rc_proto. A program may include both
 * headers, in either order, from C or C++. Only what 6.1 does not define is
 * added below, each marked "lirc_core:" (nothing yet).
 *
 * All ioctl arguments are __u32, so 32-bit programs on a 64-bit kernel need
 * no translation.
 */
#ifndef _UAPI_LINUX_LIRC_CORE_H
#define _UAPI_LINUX_LIRC_CORE_H

#include <linux/lirc.h>

#endif /* _UAPI_LINUX_LIRC_CORE_H */
