/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Raw IR protocol decoders and encoders: pure state machines and functions,
 * no locking and no allocation, so that KUnit can drive them directly.
 */
#ifndef _LIRC_PROTO_H
#define _LIRC_PROTO_H

#include <linux/types.h>

/**
 * struct lirc_code - a decoded code
 * @proto: enum rc_proto
 * @scancode: the scancode, in Linux 6.1's layout for @proto
 * @toggle: the toggle bit, for protocols that have one
 * @repeat: a repeat code: "the last code again"; @scancode is not set
 */
struct lirc_code {
	u32 proto;
	u64 scancode;
	bool toggle;
	bool repeat;
};

/* RC-5 (14 bits) and RC-5-SZ (15 bits): Manchester code, 889 us units. */
#define LIRC_RC5_UNIT		889

struct lirc_rc5_dec {
	bool broken;		/* wait for silence before the next frame */
	bool in_frame;
	bool have_half;		/* the first half of a bit is known */
	bool half_pulse;	/* ... and it was a pulse */
	u8 count;
	u32 bits;
};

/* NEC, NEC-X and NEC-32: pulse distance code, 562.5 us units. */
#define LIRC_NEC_HDR_PULSE	9000
#define LIRC_NEC_HDR_SPACE	4500
#define LIRC_NEC_RPT_SPACE	2250
#define LIRC_NEC_BIT_PULSE	560
#define LIRC_NEC_BIT_0		560
#define LIRC_NEC_BIT_1		1690

struct lirc_nec_dec {
	u8 state;
	u8 count;
	u32 bits;
};

void lirc_rc5_reset(struct lirc_rc5_dec *d);
bool lirc_rc5_feed(struct lirc_rc5_dec *d, bool pulse, u32 us,
		   struct lirc_code *out);
void lirc_nec_reset(struct lirc_nec_dec *d);
bool lirc_nec_feed(struct lirc_nec_dec *d, bool pulse, u32 us,
		   struct lirc_code *out);

/* Longest signal an encoder produces, in durations. */
#define LIRC_ENCODE_MAX		80

int lirc_encode(u32 proto, u64 scancode, bool toggle, u32 *durations,
		unsigned int max);
bool lirc_scancode_valid(u32 proto, u64 scancode);

#endif /* _LIRC_PROTO_H */
