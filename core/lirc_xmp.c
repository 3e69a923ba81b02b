// SPDX-License-Identifier: GPL-2.0
/*
 * XMP (version 1), decode only: every nibble is a 210 us pulse and a space
 * of 760 + 136 * value us. A frame is two halves of 8 nibbles, each half
 * followed by a pulse: the first by a 13.8 ms space, the second by the
 * silence after the frame (over 19.24 ms, or a timeout).
 *
 * Nibbles, in order: subaddress high, checksum, subaddress low, 0xf, OEM
 * high, OEM low, address high, address low; subaddress high, checksum,
 * toggle, subaddress low, then the four nibbles of the OBC code. Each half
 * sums to 0 modulo 16, and both halves carry the same subaddress. The
 * scancode is Linux 6.1's: address << 24 | subaddress << 16 | OBC (16
 * bits); a non-zero toggle nibble makes the frame a repeat code.
 *
 * Timing: pulses 142 to 278 us; a nibble space from 68 us below its
 * nominal value to 67 us above (692 to 2867 us in all); a half-frame
 * space over 13040 us and at most 19240 us; a longer space ends the
 * frame. (6.1's own XMP decoder never completes a frame: its nibble
 * margin was left in nanoseconds when durations became microseconds.)
 * The half-frame space must come after the 8th nibble (6.1 does not insist: there, 16 nibbles
 * without it, such as an RC-MM frame of 3s, would pass). A half-frame
 * space after 16 nibbles (a final frame) starts the second half again,
 * as in 6.1.
 */

#include <linux/errno.h>
#include <linux/kernel.h>

#include <linux/lirc_core.h>

#include "lirc_proto.h"

#define XMP_UNIT		136
#define XMP_PULSE		210
#define XMP_NIBBLE_BASE		760
#define XMP_HALF_SPACE		13800
#define XMP_TRAILER_SPACE	20000
#define XMP_MARGIN		760	/* on the two long spaces */

enum {
	XMP_IDLE,
	XMP_PULSE_NEXT,		/* a pulse comes next */
	XMP_SPACE_NEXT,		/* a nibble, half-frame or trailer space */
};

struct lirc_xmp_dec {
	u8 state;
	u8 count;		/* nibbles so far */
	bool half;		/* the half-frame space was seen */
	u8 nibble[16];
};

static_assert(sizeof(struct lirc_xmp_dec) <= LIRC_PROTO_STATE_MAX);

static void xmp_reset(void *state)
{
	struct lirc_xmp_dec *d = state;

	*d = (struct lirc_xmp_dec){ };
}

static bool xmp_pulse(u32 us)
{
	return lirc_near(us, XMP_PULSE, XMP_UNIT / 2);
}

/* The nibble a space stands for, or -1. */
static int xmp_nibble(u32 us)
{
	u32 v;

	if (us < XMP_NIBBLE_BASE - XMP_UNIT / 2)
		return -1;
	v = (us - (XMP_NIBBLE_BASE - XMP_UNIT / 2)) / XMP_UNIT;
	return v < 16 ? v : -1;
}

static bool xmp_finish(const struct lirc_xmp_dec *d, struct lirc_code *out)
{
	const u8 *n = d->nibble;
	unsigned int i, sum1 = 0, sum2 = 0;
	u8 sub1 = n[0] << 4 | n[2], sub2 = n[8] << 4 | n[11];

	for (i = 0; i < 8; i++) {
		sum1 += n[i];
		sum2 += n[i + 8];
	}
	if (sum1 % 16 || sum2 % 16 || sub1 != sub2)
		return false;

	out->proto = RC_PROTO_XMP;
	out->toggle = false;
	out->repeat = n[10] != 0;
	out->scancode = 0;
	if (!out->repeat)
		out->scancode = (u32)(n[6] << 4 | n[7]) << 24 | sub1 << 16 |
				n[12] << 12 | n[13] << 8 | n[14] << 4 | n[15];
	return true;
}

static bool xmp_feed(void *state, bool pulse, u32 us, struct lirc_code *out)
{
	struct lirc_xmp_dec *d = state;
	bool done;
	int v;

	switch (d->state) {
	case XMP_PULSE_NEXT:
		if (!pulse || !xmp_pulse(us))
			break;
		d->state = XMP_SPACE_NEXT;
		return false;
	case XMP_SPACE_NEXT:
		if (pulse)
			break;
		if (us > XMP_TRAILER_SPACE - XMP_MARGIN) {
			done = d->count == 16 && xmp_finish(d, out);
			xmp_reset(d);
			return done;
		}
		if (us > XMP_HALF_SPACE - XMP_MARGIN) {
			if (d->count == 16)
				d->count = 8;
			if (d->count != 8)
				break;
			d->half = true;
			d->state = XMP_PULSE_NEXT;
			return false;
		}
		v = xmp_nibble(us);
		if (v < 0 || d->count >= 16 || (d->count == 8 && !d->half))
			break;
		d->nibble[d->count++] = v;
		d->state = XMP_PULSE_NEXT;
		return false;
	default:
		break;
	}
	/* Idle, or a sample that breaks the frame: is it a first pulse? */
	xmp_reset(d);
	if (pulse && xmp_pulse(us))
		d->state = XMP_SPACE_NEXT;
	return false;
}

static bool xmp_valid(u32 proto, u64 scancode)
{
	return false;	/* decode only */
}

static const struct lirc_proto_variant xmp_variants[] = {
	{ RC_PROTO_XMP, "xmp", "xmp" },
};

const struct lirc_proto_family lirc_xmp_family = {
	.variants = xmp_variants,
	.n_variants = ARRAY_SIZE(xmp_variants),
	.carrier = 38000,
	.state_size = sizeof(struct lirc_xmp_dec),
	.reset = xmp_reset,
	.feed = xmp_feed,
	.valid = xmp_valid,
	.encode = NULL,
};
