// SPDX-License-Identifier: GPL-2.0
/*
 * JVC: pulse distance code in units of 525 us, 38 kHz carrier, 16 bits
 * sent in two bytes, each least significant bit first. The scancode layout
 * is that of Linux 6.1: the first byte sent is bits 8-15, the second bits
 * 0-7 (scancode mask 0xffff).
 *
 * A frame is a header (pulse 16 units, space 8 units), 16 bits (pulse one
 * unit; space one unit for 0, three units for 1), a trailing pulse of one
 * unit and at least 35 units of silence; the code is complete at that
 * silence. A held key sends the same frame again without its header: one
 * that follows a frame and equals it is a repeat.
 *
 * Timing: every duration must lie strictly within half a unit (262 us) of
 * its nominal value, the trailing silence be over 35 units less half a
 * unit (18113 us); a duration of 263 us or less breaks the frame. As in
 * 6.1, the toggle flips at every header, so that each frame with a header
 * is a new key press.
 */

#include <linux/errno.h>
#include <linux/kernel.h>

#include <linux/lirc_core.h>

#include "lirc_proto.h"

#define JVC_UNIT		525
#define JVC_MARGIN		(JVC_UNIT / 2)
#define JVC_HDR_PULSE		(16 * JVC_UNIT)
#define JVC_HDR_SPACE		(8 * JVC_UNIT)
#define JVC_BIT_PULSE		JVC_UNIT
#define JVC_BIT_0		JVC_UNIT
#define JVC_BIT_1		(3 * JVC_UNIT)
#define JVC_TRAILER_SPACE	(35 * JVC_UNIT)
#define JVC_NBITS		16

enum {
	JVC_IDLE,
	JVC_HDR,		/* header pulse seen */
	JVC_PULSE,		/* a bit pulse (or the trailing pulse) next */
	JVC_SPACE,		/* a bit space next */
	JVC_TRAILER,		/* the silence after the trailing pulse next */
	JVC_AFTER,		/* a frame ended: a header or a repeat next */
};

struct jvc_dec {
	u8 state;
	u8 count;		/* bits so far */
	bool toggle;		/* flips at every header */
	bool first;		/* this frame had a header */
	u16 bits;		/* bit n is the n-th bit sent */
	u16 last;		/* the bits of the frame with the header */
};

static_assert(sizeof(struct jvc_dec) <= LIRC_PROTO_STATE_MAX);

static void jvc_reset(void *state)
{
	struct jvc_dec *d = state;

	*d = (struct jvc_dec){ };
}

/* A new frame with its header, if this is a header pulse. */
static void jvc_start(struct jvc_dec *d, bool pulse, u32 us)
{
	if (pulse && lirc_near(us, JVC_HDR_PULSE, JVC_MARGIN)) {
		d->state = JVC_HDR;
		d->toggle = !d->toggle;
		d->first = true;
	} else {
		d->state = JVC_IDLE;
	}
}

static bool jvc_end(struct jvc_dec *d, struct lirc_code *out)
{
	out->proto = RC_PROTO_JVC;
	if (d->first) {
		out->scancode = (d->bits & 0xff) << 8 | d->bits >> 8;
		out->toggle = d->toggle;
		out->repeat = false;
		d->last = d->bits;
	} else if (d->bits == d->last) {
		out->scancode = 0;
		out->toggle = false;
		out->repeat = true;
	} else {
		d->state = JVC_IDLE;
		return false;
	}
	d->first = false;
	d->state = JVC_AFTER;
	return true;
}

static bool jvc_feed(void *state, bool pulse, u32 us, struct lirc_code *out)
{
	struct jvc_dec *d = state;

	if (us <= JVC_UNIT - JVC_MARGIN) {
		d->state = JVC_IDLE;
		return false;
	}
	switch (d->state) {
	case JVC_IDLE:
		break;
	case JVC_HDR:
		if (pulse || !lirc_near(us, JVC_HDR_SPACE, JVC_MARGIN))
			break;
		d->count = 0;
		d->bits = 0;
		d->state = JVC_PULSE;
		return false;
	case JVC_AFTER:
		if (!pulse || !lirc_near(us, JVC_BIT_PULSE, JVC_MARGIN))
			break;
		/* a frame without its header: a repeat if it is the same */
		d->count = 0;
		d->bits = 0;
		d->state = JVC_SPACE;
		return false;
	case JVC_PULSE:
		if (!pulse || !lirc_near(us, JVC_BIT_PULSE, JVC_MARGIN))
			break;
		d->state = d->count == JVC_NBITS ? JVC_TRAILER : JVC_SPACE;
		return false;
	case JVC_SPACE:
		if (pulse)
			break;
		if (lirc_near(us, JVC_BIT_1, JVC_MARGIN))
			d->bits |= BIT(d->count);
		else if (!lirc_near(us, JVC_BIT_0, JVC_MARGIN))
			break;
		d->count++;
		d->state = JVC_PULSE;
		return false;
	case JVC_TRAILER:
		if (pulse || us <= JVC_TRAILER_SPACE - JVC_MARGIN)
			break;
		return jvc_end(d, out);
	}
	/* Idle, or a duration that breaks the frame: is it a new header? */
	jvc_start(d, pulse, us);
	return false;
}

static bool jvc_valid(u32 proto, u64 scancode)
{
	return !(scancode & ~0xffffULL);
}

static int jvc_encode(u32 proto, u64 scancode, bool toggle, u32 *d,
		      unsigned int max)
{
	u32 bits = (scancode >> 8 & 0xff) | (scancode & 0xff) << 8;
	unsigned int n = 0, i;

	if (max < 2 + 2 * JVC_NBITS + 1)
		return -ENOSPC;
	d[n++] = JVC_HDR_PULSE;
	d[n++] = JVC_HDR_SPACE;
	for (i = 0; i < JVC_NBITS; i++) {
		d[n++] = JVC_BIT_PULSE;
		d[n++] = bits & BIT(i) ? JVC_BIT_1 : JVC_BIT_0;
	}
	d[n++] = JVC_BIT_PULSE;
	return n;
}

static const struct lirc_proto_variant jvc_variants[] = {
	{ RC_PROTO_JVC, "jvc", "jvc" },
};

const struct lirc_proto_family lirc_jvc_family = {
	.variants = jvc_variants,
	.n_variants = ARRAY_SIZE(jvc_variants),
	.carrier = 38000,
	.state_size = sizeof(struct jvc_dec),
	.reset = jvc_reset,
	.feed = jvc_feed,
	.valid = jvc_valid,
	.encode = jvc_encode,
};
