// SPDX-License-Identifier: GPL-2.0
/*
 * Samsung36: Samsung's 36-bit code, a pulse distance code in units of
 * 500 us on a 38 kHz carrier.
 *
 * A frame is a header (pulse 9 units, space 9 units), 16 address bits, a
 * middle pulse of 1 unit and a space of 9 units, 20 command bits, and a
 * trailing pulse of 1 unit. A bit is a pulse of 1 unit, then a space of
 * 1 unit for 0 or 3 units for 1. There is no repeat code: a held key sends
 * the whole frame again.
 *
 * The scancode is that of v4l-utils' samsung36 BPF decoder, so that its
 * keymaps carry over: the 36 bits in the order sent, the first one sent
 * the most significant (bit 35). That is the 16 address bits << 20 | the
 * 20 command bits.
 *
 * Timing, every window exclusive of its bounds (at least +/- 15 % of the
 * nominal value everywhere):
 *   header pulse, header space, middle space: 4500 +/- 900 us
 *   (3601-5399 us);
 *   bit pulse, middle pulse, trailing pulse: 500 +/- 250 us (251-749 us);
 *   space of a 0: 500 +/- 250 us (251-749 us);
 *   space of a 1: 1500 +/- 250 us (1251-1749 us).
 * The code is complete when the trailing pulse is followed by at least
 * 5000 us (10 units) of silence; anything else breaks the frame. A
 * Samsung32 frame (same header, 32 bits) breaks at its 17th space, which
 * is a bit's and not the middle space.
 */

#include <linux/errno.h>
#include <linux/kernel.h>

#include <linux/lirc_core.h>

#include "lirc_proto.h"

#define S36_UNIT		500
#define S36_HDR			(9 * S36_UNIT)
#define S36_HDR_MARGIN		(S36_HDR / 5)
#define S36_MARGIN		(S36_UNIT / 2)
#define S36_BIT_PULSE		S36_UNIT
#define S36_BIT_0		S36_UNIT
#define S36_BIT_1		(3 * S36_UNIT)
#define S36_END_SPACE		(10 * S36_UNIT)
#define S36_ADDR_BITS		16
#define S36_NBITS		36

enum {
	S36_IDLE,
	S36_HDR_SPACE,		/* header pulse seen */
	S36_PULSE,		/* a bit, middle or trailing pulse next */
	S36_SPACE,		/* a bit space or the middle space next */
	S36_END,		/* the silence after the trailing pulse next */
};

struct s36_dec {
	u8 state;
	u8 count;		/* bits so far */
	bool middle;		/* the middle pulse and space were seen */
	u64 bits;		/* the first bit sent is the highest so far */
};

static_assert(sizeof(struct s36_dec) <= LIRC_PROTO_STATE_MAX);

static void s36_reset(void *state)
{
	struct s36_dec *d = state;

	*d = (struct s36_dec){ };
}

static bool s36_space(struct s36_dec *d, u32 us)
{
	if (d->count == S36_ADDR_BITS && !d->middle) {
		if (!lirc_near(us, S36_HDR, S36_HDR_MARGIN))
			return false;
		d->middle = true;
		return true;
	}
	if (lirc_near(us, S36_BIT_1, S36_MARGIN))
		d->bits = d->bits << 1 | 1;
	else if (lirc_near(us, S36_BIT_0, S36_MARGIN))
		d->bits <<= 1;
	else
		return false;
	d->count++;
	return true;
}

static bool s36_feed(void *state, bool pulse, u32 us, struct lirc_code *out)
{
	struct s36_dec *d = state;

	switch (d->state) {
	case S36_IDLE:
		break;
	case S36_HDR_SPACE:
		if (pulse || !lirc_near(us, S36_HDR, S36_HDR_MARGIN))
			break;
		d->count = 0;
		d->middle = false;
		d->bits = 0;
		d->state = S36_PULSE;
		return false;
	case S36_PULSE:
		if (!pulse || !lirc_near(us, S36_BIT_PULSE, S36_MARGIN))
			break;
		d->state = d->count == S36_NBITS ? S36_END : S36_SPACE;
		return false;
	case S36_SPACE:
		if (pulse || !s36_space(d, us))
			break;
		d->state = S36_PULSE;
		return false;
	case S36_END:
		if (pulse || us < S36_END_SPACE)
			break;
		out->proto = LIRC_CORE_PROTO_SAMSUNG36;
		out->scancode = d->bits;
		out->toggle = false;
		out->repeat = false;
		d->state = S36_IDLE;
		return true;
	}
	/* Idle, or a duration that breaks the frame: is it a new header? */
	d->state = pulse && lirc_near(us, S36_HDR, S36_HDR_MARGIN) ?
		   S36_HDR_SPACE : S36_IDLE;
	return false;
}

static bool s36_valid(u32 proto, u64 scancode)
{
	return !(scancode >> S36_NBITS);
}

static int s36_encode(u32 proto, u64 scancode, bool toggle, u32 *d,
		      unsigned int max)
{
	unsigned int n = 0, i;

	if (max < 2 + 2 * S36_NBITS + 2 + 1)
		return -ENOSPC;
	d[n++] = S36_HDR;
	d[n++] = S36_HDR;
	for (i = 0; i < S36_NBITS; i++) {
		if (i == S36_ADDR_BITS) {
			d[n++] = S36_BIT_PULSE;
			d[n++] = S36_HDR;
		}
		d[n++] = S36_BIT_PULSE;
		d[n++] = scancode & BIT_ULL(S36_NBITS - 1 - i) ?
			 S36_BIT_1 : S36_BIT_0;
	}
	d[n++] = S36_BIT_PULSE;
	return n;
}

static const struct lirc_proto_variant s36_variants[] = {
	{ LIRC_CORE_PROTO_SAMSUNG36, "samsung36", "samsung36" },
};

const struct lirc_proto_family lirc_samsung36_family = {
	.variants = s36_variants,
	.n_variants = ARRAY_SIZE(s36_variants),
	.carrier = 38000,
	.state_size = sizeof(struct s36_dec),
	.reset = s36_reset,
	.feed = s36_feed,
	.valid = s36_valid,
	.encode = s36_encode,
};
