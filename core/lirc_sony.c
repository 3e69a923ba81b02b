// SPDX-License-Identifier: GPL-2.0
/*
 * Sony SIRC, 12, 15 and 20 bits: pulse width code in units of 600 us,
 * 40 kHz carrier. The bits are sent least significant first: a 7-bit
 * function, then a 5-bit (12 and 20 bits) or 8-bit (15 bits) device, then
 * (20 bits) an 8-bit extension. The scancode layouts are those of Linux
 * 6.1: device << 16 | extension << 8 | function (masks 0x1f007f,
 * 0xff007f and 0x1fff7f).
 *
 * A frame is a header (pulse 4 units, space 1 unit), then the bits (pulse
 * 1 unit for 0, 2 units for 1), each but the last followed by a space of
 * 1 unit. The number of bits tells the variant, so a code is complete at
 * the silence after the last pulse.
 *
 * Timing: header and bit pulses and the header space lie strictly within
 * half a unit (300 us) of their nominal value. A space after a bit of up
 * to 900 us means another bit; the silence that ends the frame is over
 * 6300 us (one unit plus ten units less half a unit); a space in between,
 * or any duration of 300 us or less, breaks the frame.
 *
 * A receiver moves time between a pulse and the space after it, but keeps
 * their sum, and a remote's clock scales both: so a bit's pulse and the
 * space after it must also add up to within 20 % of the bit's period, 2
 * units for a 0 (960-1440 us, bounds excluded) and 3 units for a 1
 * (1440-2160 us), and the pulse be its share of that period: 35-65 % for a
 * 0 (nominally half), 55-85 % for a 1 (two thirds), bounds excluded, which
 * allows 180 us of distortion either way. Without this, an RC-6 frame
 * (leader +2664 -888, then 444 and 888 us halves) reads as Sony: a 444 us
 * pulse is a 0, and 444 + 444, 444 + 888 or 888 + 444 us a period; with
 * the share, only 600 + 600 and 1200 + 600 us and their scalings are bits.
 */

#include <linux/errno.h>
#include <linux/kernel.h>

#include <linux/lirc_core.h>

#include "lirc_proto.h"

#define SONY_UNIT		600
#define SONY_MARGIN		(SONY_UNIT / 2)
#define SONY_HDR_PULSE		(4 * SONY_UNIT)
#define SONY_HDR_SPACE		SONY_UNIT
#define SONY_BIT_0		SONY_UNIT
#define SONY_BIT_1		(2 * SONY_UNIT)
#define SONY_BIT_SPACE		SONY_UNIT
#define SONY_BIT_SPACE_MAX	(SONY_BIT_SPACE + SONY_MARGIN)
#define SONY_END_SPACE_MIN	(SONY_BIT_SPACE + 10 * SONY_UNIT - SONY_MARGIN)
#define SONY_MAX_BITS		20
/* A bit's pulse and space add up to its period, within 20 %. */
#define SONY_PERIOD_0		(2 * SONY_UNIT)
#define SONY_PERIOD_1		(3 * SONY_UNIT)
#define SONY_PERIOD_MARGIN(p)	((p) / 5)

enum {
	SONY_IDLE,
	SONY_HDR,		/* header pulse seen */
	SONY_PULSE,		/* a bit pulse next */
	SONY_SPACE,		/* a bit space or the silence next */
};

struct sony_dec {
	u8 state;
	u8 count;		/* bits so far */
	u16 pulse;		/* the last bit's pulse, in us */
	u32 bits;		/* bit n is the n-th bit sent */
};

static_assert(sizeof(struct sony_dec) <= LIRC_PROTO_STATE_MAX);

static void sony_reset(void *state)
{
	struct sony_dec *d = state;

	*d = (struct sony_dec){ };
}

static bool sony_end(const struct sony_dec *d, struct lirc_code *out)
{
	u32 function = d->bits & 0x7f;

	switch (d->count) {
	case 12:
		out->proto = RC_PROTO_SONY12;
		out->scancode = (d->bits >> 7 & 0x1f) << 16 | function;
		break;
	case 15:
		out->proto = RC_PROTO_SONY15;
		out->scancode = (d->bits >> 7 & 0xff) << 16 | function;
		break;
	case 20:
		out->proto = RC_PROTO_SONY20;
		out->scancode = (d->bits >> 7 & 0x1f) << 16 |
				(d->bits >> 12 & 0xff) << 8 | function;
		break;
	default:
		return false;
	}
	out->toggle = false;
	out->repeat = false;
	return true;
}

/* Whether a bit's @pulse and @space make its period, see above. */
static bool sony_period(u32 pulse, u32 space, bool one)
{
	u32 period = pulse + space, nominal = one ? SONY_PERIOD_1 :
						    SONY_PERIOD_0;

	if (!lirc_near(period, nominal, SONY_PERIOD_MARGIN(nominal)))
		return false;
	if (one)	/* 55 % < pulse < 85 % */
		return 20 * pulse > 11 * period && 20 * pulse < 17 * period;
	return 20 * pulse > 7 * period && 20 * pulse < 13 * period;
}

static bool sony_feed(void *state, bool pulse, u32 us, struct lirc_code *out)
{
	struct sony_dec *d = state;
	bool done;

	if (us <= SONY_UNIT - SONY_MARGIN) {
		d->state = SONY_IDLE;
		return false;
	}
	switch (d->state) {
	case SONY_IDLE:
		break;
	case SONY_HDR:
		if (pulse || !lirc_near(us, SONY_HDR_SPACE, SONY_MARGIN))
			break;
		d->count = 0;
		d->bits = 0;
		d->state = SONY_PULSE;
		return false;
	case SONY_PULSE:
		if (!pulse || d->count >= SONY_MAX_BITS)
			break;
		if (lirc_near(us, SONY_BIT_1, SONY_MARGIN))
			d->bits |= BIT(d->count);
		else if (!lirc_near(us, SONY_BIT_0, SONY_MARGIN))
			break;
		d->pulse = us;
		d->count++;
		d->state = SONY_SPACE;
		return false;
	case SONY_SPACE:
		if (pulse)
			break;
		if (us <= SONY_BIT_SPACE_MAX) {
			if (!sony_period(d->pulse, us,
					 d->bits & BIT(d->count - 1)))
				break;
			d->state = SONY_PULSE;
			return false;
		}
		if (us <= SONY_END_SPACE_MIN)
			break;
		done = sony_end(d, out);
		d->state = SONY_IDLE;
		return done;
	}
	/* Idle, or a duration that breaks the frame: is it a new header? */
	d->state = pulse && lirc_near(us, SONY_HDR_PULSE, SONY_MARGIN) ?
		   SONY_HDR : SONY_IDLE;
	return false;
}

static bool sony_valid(u32 proto, u64 scancode)
{
	switch (proto) {
	case RC_PROTO_SONY12:
		return !(scancode & ~0x1f007fULL);
	case RC_PROTO_SONY15:
		return !(scancode & ~0xff007fULL);
	default:	/* RC_PROTO_SONY20 */
		return !(scancode & ~0x1fff7fULL);
	}
}

static int sony_encode(u32 proto, u64 scancode, bool toggle, u32 *d,
		       unsigned int max)
{
	u32 sc = scancode, bits = (sc & 0x7f) | (sc >> 16) << 7;
	unsigned int n = 0, nbits, i;

	switch (proto) {
	case RC_PROTO_SONY12:
		nbits = 12;
		break;
	case RC_PROTO_SONY15:
		nbits = 15;
		break;
	default:	/* RC_PROTO_SONY20 */
		nbits = 20;
		bits |= (sc >> 8 & 0xff) << 12;
		break;
	}
	if (max < 2 * nbits + 1)
		return -ENOSPC;
	d[n++] = SONY_HDR_PULSE;
	d[n++] = SONY_HDR_SPACE;
	for (i = 0; i < nbits; i++) {
		if (i)
			d[n++] = SONY_BIT_SPACE;
		d[n++] = bits & BIT(i) ? SONY_BIT_1 : SONY_BIT_0;
	}
	return n;
}

static const struct lirc_proto_variant sony_variants[] = {
	{ RC_PROTO_SONY12, "sony-12", "sony" },
	{ RC_PROTO_SONY15, "sony-15", "sony" },
	{ RC_PROTO_SONY20, "sony-20", "sony" },
};

const struct lirc_proto_family lirc_sony_family = {
	.variants = sony_variants,
	.n_variants = ARRAY_SIZE(sony_variants),
	.carrier = 40000,
	.state_size = sizeof(struct sony_dec),
	.reset = sony_reset,
	.feed = sony_feed,
	.valid = sony_valid,
	.encode = sony_encode,
};
