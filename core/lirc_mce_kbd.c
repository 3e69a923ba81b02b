// SPDX-License-Identifier: GPL-2.0
/*
 * MCIR2, the Microsoft MCE keyboard's protocol, decode only: a 2664 us
 * (8 unit) leader pulse, then Manchester code in units of 333 us, a 1
 * being pulse then space: a 5 bit header whose low 4 bits are 0x4 for a
 * keyboard frame of 32 bits or 0x1 for a mouse frame of 29 bits, then the
 * frame's bits, most significant first. As in Linux 6.1 the scancode is
 * the low 24 bits of a keyboard frame (RC_PROTO_MCIR2_KBD) or the low 21
 * bits of a mouse frame (RC_PROTO_MCIR2_MSE); it goes through the keymap
 * like any other protocol's.
 *
 * Timing: the leader pulse is over 2331 and under 2997 us; a pulse or
 * space is one unit if it lies in (166, 499] us, two units if in
 * (499, 832]; a space over 832 us ends a frame.
 */

#include <linux/errno.h>
#include <linux/kernel.h>

#include <linux/lirc_core.h>

#include "lirc_proto.h"

#define MCIR2_UNIT		333
#define MCIR2_LEADER		(8 * MCIR2_UNIT)
#define MCIR2_HEADER_BITS	5
#define MCIR2_KBD_BITS		32
#define MCIR2_MSE_BITS		29

struct lirc_mce_kbd_dec {
	bool in_frame;
	bool have_half;		/* the first half of a bit is known */
	bool half_pulse;	/* ... and it was a pulse */
	u8 count;		/* header and body bits */
	u8 wanted;		/* header and body bits of this frame */
	u64 bits;
};

static_assert(sizeof(struct lirc_mce_kbd_dec) <= LIRC_PROTO_STATE_MAX);

static void mce_kbd_reset(void *state)
{
	struct lirc_mce_kbd_dec *d = state;

	*d = (struct lirc_mce_kbd_dec){ };
}

/* Half-bit units in @us: 1, 2, or 0 when it is neither. */
static unsigned int mce_kbd_halves(u32 us)
{
	if (us <= MCIR2_UNIT / 2)
		return 0;
	if (us <= MCIR2_UNIT + MCIR2_UNIT / 2)
		return 1;
	if (us <= 2 * MCIR2_UNIT + MCIR2_UNIT / 2)
		return 2;
	return 0;
}

/* One half-bit at level @pulse; a (pulse, space) pair is a 1. */
static bool mce_kbd_half(struct lirc_mce_kbd_dec *d, bool pulse)
{
	if (!d->have_half) {
		if (d->count >= d->wanted)
			return false;	/* more bits than the frame has */
		d->have_half = true;
		d->half_pulse = pulse;
		return true;
	}
	if (d->half_pulse == pulse)
		return false;
	d->bits = d->bits << 1 | (pulse ? 0 : 1);
	d->count++;
	d->have_half = false;
	if (d->count != MCIR2_HEADER_BITS)
		return true;
	switch (d->bits & 0xf) {
	case 0x4:
		d->wanted = MCIR2_HEADER_BITS + MCIR2_KBD_BITS;
		return true;
	case 0x1:
		d->wanted = MCIR2_HEADER_BITS + MCIR2_MSE_BITS;
		return true;
	default:
		return false;
	}
}

static bool mce_kbd_finish(struct lirc_mce_kbd_dec *d, struct lirc_code *out)
{
	/* A final 1 bit ends with a space half that merged into the silence. */
	if (d->have_half && (!d->half_pulse || !mce_kbd_half(d, false)))
		return false;
	if (d->count < MCIR2_HEADER_BITS || d->count != d->wanted)
		return false;
	if (d->wanted == MCIR2_HEADER_BITS + MCIR2_KBD_BITS) {
		out->proto = RC_PROTO_MCIR2_KBD;
		out->scancode = d->bits & 0xffffff;
	} else {
		out->proto = RC_PROTO_MCIR2_MSE;
		out->scancode = d->bits & 0x1fffff;
	}
	out->toggle = false;
	out->repeat = false;
	return true;
}

static bool mce_kbd_feed(void *state, bool pulse, u32 us,
			 struct lirc_code *out)
{
	struct lirc_mce_kbd_dec *d = state;
	unsigned int n, i;
	bool done;

	if (!pulse && us > 2 * MCIR2_UNIT + MCIR2_UNIT / 2) {
		done = d->in_frame && mce_kbd_finish(d, out);
		mce_kbd_reset(d);
		return done;
	}
	if (d->in_frame) {
		n = mce_kbd_halves(us);
		for (i = 0; i < n; i++)
			if (!mce_kbd_half(d, pulse))
				break;
		if (n && i == n)
			return false;
	}
	/* Idle, or a sample that breaks the frame: is it a leader? */
	mce_kbd_reset(d);
	if (pulse && us > MCIR2_LEADER - MCIR2_UNIT &&
	    us < MCIR2_LEADER + MCIR2_UNIT) {
		d->in_frame = true;
		d->wanted = MCIR2_HEADER_BITS;
	}
	return false;
}

static bool mce_kbd_valid(u32 proto, u64 scancode)
{
	return false;	/* decode only */
}

static const struct lirc_proto_variant mce_kbd_variants[] = {
	{ RC_PROTO_MCIR2_KBD, "mcir2-kbd", "mce_kbd" },
	{ RC_PROTO_MCIR2_MSE, "mcir2-mse", "mce_kbd" },
};

const struct lirc_proto_family lirc_mce_kbd_family = {
	.variants = mce_kbd_variants,
	.n_variants = ARRAY_SIZE(mce_kbd_variants),
	.carrier = 36000,
	.state_size = sizeof(struct lirc_mce_kbd_dec),
	.reset = mce_kbd_reset,
	.feed = mce_kbd_feed,
	.valid = mce_kbd_valid,
	.encode = NULL,
};
