/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
/*
 * User-space ABI of the lirc_core front-panel displays, /dev/lcdN.
 *
 * A display is one of two kinds:
 *  - text: columns x rows character cells. write() takes 1 to
 *    columns * rows bytes, row-major, shown as they are (no escape codes,
 *    no command parsing) and padded with spaces; more fail with EINVAL.
 *  - packet: the device's own fixed-size packets (a bitmap display's rows
 *    and commands). write() takes exactly one packet, passed through
 *    unchanged; any other size fails with EINVAL.
 * One file at a time may be open for writing (EBUSY for a second one);
 * any number may be open read-only, for the ioctls below. After the
 * device is unplugged, every call but close() fails with ENODEV.
 *
 * The same controls exist in sysfs, /sys/class/lirc_display/lcdN/: type,
 * geometry, packet_size, message (text kind), contrast, clear.
 *
 * All arguments are fixed-size, so 32-bit programs on a 64-bit kernel need
 * no translation.
 */
#ifndef _UAPI_LINUX_LIRC_DISPLAY_H
#define _UAPI_LINUX_LIRC_DISPLAY_H

#include <linux/ioctl.h>
#include <linux/types.h>

/* Values of lirc_display_info.kind */
#define LIRC_DISPLAY_TEXT	1
#define LIRC_DISPLAY_PACKET	2

/**
 * struct lirc_display_info - what a display is
 * @kind: LIRC_DISPLAY_TEXT or LIRC_DISPLAY_PACKET
 * @columns: text: characters per row; packet: width in pixels, 0 if unknown
 * @rows: text: rows; packet: height in pixels, 0 if unknown
 * @packet_size: packet kind: the size of every write(); text kind: 0
 * @max_contrast: the highest contrast (the lowest is 0); 0 when the
 *	display has no contrast control
 * @reserved: zero
 */
struct lirc_display_info {
	__u32 kind;
	__u32 columns;
	__u32 rows;
	__u32 packet_size;
	__u32 max_contrast;
	__u32 reserved[3];
};

#define LIRC_DISPLAY_IOC_MAGIC	0xB9

/* Fill in a struct lirc_display_info. */
#define LIRC_DISPLAY_GET_INFO	_IOR(LIRC_DISPLAY_IOC_MAGIC, 0x01, struct lirc_display_info)
/* The contrast, 0..max_contrast; ENOTTY without contrast control. */
#define LIRC_DISPLAY_GET_CONTRAST	_IOR(LIRC_DISPLAY_IOC_MAGIC, 0x02, __u32)
/*
 * Set it; EINVAL above max_contrast; ENOTTY without contrast control.
 * Needs the file open for writing (EBADF otherwise), as LIRC_DISPLAY_CLEAR.
 * A failed transfer to the device (ETIMEDOUT, EPIPE, ENODEV, ...) is
 * returned as it is, and the contrast stays what it was.
 */
#define LIRC_DISPLAY_SET_CONTRAST	_IOW(LIRC_DISPLAY_IOC_MAGIC, 0x03, __u32)
/* Blank the display. Needs the file open for writing (EBADF otherwise). */
#define LIRC_DISPLAY_CLEAR	_IO(LIRC_DISPLAY_IOC_MAGIC, 0x04)

#endif /* _UAPI_LINUX_LIRC_DISPLAY_H */
