/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
/*
 * User-space ABI of the lirc_core character devices.
 *
 * /dev/lirc_coreN speaks the LIRC ABI of Linux 6.1 <linux/lirc.h>, and this
 * header takes every number from there: MODE2 samples, modes, feature bits,
 * ioctls, struct lirc_scancode and enum rc_proto. A program may include both
 * headers, in either order, from C or C++. Only what 6.1 does not define is
 * added below, each marked "lirc_core:".
 *
 * All ioctl arguments are __u32, so 32-bit programs on a 64-bit kernel need
 * no translation.
 */
#ifndef _UAPI_LINUX_LIRC_CORE_H
#define _UAPI_LINUX_LIRC_CORE_H

#include <linux/lirc.h>

/*
 * lirc_core: protocols of its own, for struct lirc_scancode's rc_proto, the
 * keymap and the protocols files.
 *
 * The rule: Linux numbers enum rc_proto upwards from 0 (RC_PROTO_MAX is 27
 * in 6.1 and in 6.12), and rc-core and lirc_core both keep sets of
 * protocols as 64-bit masks, BIT_ULL(proto), so no protocol of either is
 * ever 64 or more. lirc_core's own protocols take the values from
 * LIRC_CORE_PROTO_FIRST (48) to LIRC_CORE_PROTO_LAST (63), and nothing
 * else: 28 to 47 stay free for Linux. The core does not build against a
 * kernel whose RC_PROTO_MAX reaches 48 (a static_assert), so a value of
 * this range never means a protocol of the running kernel. A value, once
 * given, is never reused for another protocol.
 */
#define LIRC_CORE_PROTO_FIRST		48
/*
 * Samsung's 36-bit code: 16-bit address << 20 | 20-bit command, the first
 * bit sent the most significant (v4l-utils' samsung36 BPF decoder's layout).
 */
#define LIRC_CORE_PROTO_SAMSUNG36	48
/*
 * Kaseikyo, 48 bits, of a vendor not below: vendor << 24 | D << 16 |
 * S << 8 | F, where D, S, F are the frame's bytes 2-4 and D's low nibble
 * is the vendor's parity (the XOR of its four nibbles); byte 5, the check,
 * is D ^ S ^ F. The same for the three vendors below, without the vendor.
 */
#define LIRC_CORE_PROTO_KASEIKYO	49
/* Kaseikyo of Panasonic (vendor 0x2002): D << 16 | S << 8 | F. */
#define LIRC_CORE_PROTO_PANASONIC	50
/* Kaseikyo of Denon (vendor 0x3254): D << 16 | S << 8 | F. */
#define LIRC_CORE_PROTO_DENON_K		51
/* Kaseikyo of JVC (vendor 0x0103): D << 16 | S << 8 | F. */
#define LIRC_CORE_PROTO_JVC48		52
/*
 * The configurable decoders: the frame's bits, the first sent the most
 * significant (pulse_distance and pulse_length: the least, with their
 * reverse parameter); manchester clears its toggle bit and scancode_mask.
 */
#define LIRC_CORE_PROTO_PULSE_DISTANCE	53
#define LIRC_CORE_PROTO_PULSE_LENGTH	54
#define LIRC_CORE_PROTO_MANCHESTER	55
#define LIRC_CORE_PROTO_LAST		63

#endif /* _UAPI_LINUX_LIRC_CORE_H */
