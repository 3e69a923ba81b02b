// SPDX-License-Identifier: GPL-2.0
/*
 * RC-5 (14 bits), RC-5-SZ (15 bits, the Streamzap remote's variant) and
 * RC-5X-20 (20 bits, with a 4 unit space after the 8th): Manchester code in
 * units of 889 us, 36 kHz carrier. Scancode layouts are those of Linux 6.1
 * (Documentation/userspace-api/media/rc/rc-protos.rst).
 *
 * Timing: a pulse or space is one unit if it lies in (600, 1333] us, two
 * units if in (1333, 2222]; a space over 2222 us ends a frame, except right
 * after the 8th bit, where a space that is 4 units (+/- half a unit) beyond
 * the bits' own halves is RC-5X-20's gap. After a
 * broken frame, only silence re-arms the decoder: other protocols' bit
 * patterns can look like Manchester code. Tolerances suit receivers that
 * quantise coarsely (Streamzap reports multiples of 256 us, iMON of 250).
 * The floor of a unit, 600 us rather than half of it, keeps out Manchester
 * codes of a 512 us unit: read with a floor of 444 us both their levels
 * (512 and 1024 us) would be one unit, every bit a 1, a false 0x1f3f. It
 * still takes an 889 us space shortened by 250 us (a receiver's pulses
 * come out longer and its spaces shorter) or scaled by 0.76.
 */

#include <linux/errno.h>
#include <linux/kernel.h>

#include <linux/lirc_core.h>

#include "lirc_proto.h"

/* The shortest level that is one unit. */
#define RC5_UNIT_MIN	600

static_assert(sizeof(struct lirc_rc5_dec) <= LIRC_PROTO_STATE_MAX);

/**
 * lirc_rc5_reset() - put the RC-5 decoder back to idle
 * @d: decoder state
 */
void lirc_rc5_reset(struct lirc_rc5_dec *d)
{
	*d = (struct lirc_rc5_dec){ };
}

/* Half-bit units in @us: 1, 2, or 0 when it is neither. */
static unsigned int rc5_halves(u32 us)
{
	if (us <= RC5_UNIT_MIN)
		return 0;
	if (us <= LIRC_RC5_UNIT + LIRC_RC5_UNIT / 2)
		return 1;
	if (us <= 2 * LIRC_RC5_UNIT + LIRC_RC5_UNIT / 2)
		return 2;
	return 0;
}

/* One half-bit at level @pulse; a (space, pulse) pair is a 1. */
static bool rc5_half(struct lirc_rc5_dec *d, bool pulse)
{
	if (!d->have_half) {
		d->have_half = true;
		d->half_pulse = pulse;
		return true;
	}
	if (d->half_pulse == pulse)
		return false;
	d->bits = d->bits << 1 | pulse;
	d->count++;
	d->have_half = false;
	return d->count <= 20;
}

/*
 * A long space right after the 8th bit: RC-5X-20's gap of 4 units, which
 * may also hold the space half of the 8th bit (a 0) before it and the space
 * half of the 9th (a 1) after it. True when it was the gap.
 */
static bool rc5x_gap(struct lirc_rc5_dec *d, u32 us)
{
	bool pending = d->have_half;

	if (d->x || (pending ? d->count != 7 || !d->half_pulse : d->count != 8))
		return false;
	if (pending)
		us -= LIRC_RC5_UNIT;
	if (us <= 3 * LIRC_RC5_UNIT + LIRC_RC5_UNIT / 2 ||
	    us > 5 * LIRC_RC5_UNIT + LIRC_RC5_UNIT / 2)
		return false;
	if (pending)
		rc5_half(d, false);
	d->x = true;
	if (us > 4 * LIRC_RC5_UNIT + LIRC_RC5_UNIT / 2)
		rc5_half(d, false);
	return true;
}

static bool rc5_finish(struct lirc_rc5_dec *d, struct lirc_code *out)
{
	u32 data;

	/* A final 0 bit ends with a space half that merged into the silence. */
	if (d->have_half && (!d->half_pulse || !rc5_half(d, false)))
		return false;

	if (d->x) {	/* start, field, toggle, 5 address, 6 command, 6 */
		if (d->count != 20)
			return false;
		data = d->bits;
		out->proto = RC_PROTO_RC5X_20;
		out->scancode = ((data >> 12) & 0x1f) << 16 |
				((data >> 6) & 0x3f) << 8 | (data & 0x3f);
		if (!(data & BIT(18)))
			out->scancode |= 0x4000;
		out->toggle = data & BIT(17);
		out->repeat = false;
		return true;
	}
	switch (d->count) {
	case 14:	/* start, field, toggle, 5 address, 6 command */
		data = d->bits;
		out->proto = RC_PROTO_RC5;
		out->scancode = ((data >> 6) & 0x1f) << 8 | (data & 0x3f);
		if (!(data & BIT(12)))
			out->scancode |= 0x40;
		out->toggle = data & BIT(11);
		break;
	case 15:	/* start, 14 data bits of which bit 12 toggles */
		data = d->bits & 0x3fff;
		out->proto = RC_PROTO_RC5_SZ;
		out->scancode = data & 0x2fff;
		out->toggle = data & BIT(12);
		break;
	default:
		return false;
	}
	out->repeat = false;
	return true;
}

/**
 * lirc_rc5_feed() - feed one pulse or space to the RC-5 decoder
 * @d: decoder state
 * @pulse: true for a pulse
 * @us: its duration
 * @out: the code, when one is complete
 *
 * A frame is complete when the silence after it (a space of more than
 * 2.5 units, or a timeout reported as a long space) arrives: 14 bits are
 * RC-5, 15 bits RC-5-SZ, and 20 bits with the gap after the 8th RC-5X-20.
 *
 * Return: true when @out holds a code.
 */
bool lirc_rc5_feed(struct lirc_rc5_dec *d, bool pulse, u32 us,
		   struct lirc_code *out)
{
	unsigned int n, i;
	bool done;

	if (!pulse && us > 2 * LIRC_RC5_UNIT + LIRC_RC5_UNIT / 2) {
		if (d->in_frame && rc5x_gap(d, us))
			return false;
		done = d->in_frame && rc5_finish(d, out);
		lirc_rc5_reset(d);
		return done;
	}
	if (d->broken)
		return false;
	if (!d->in_frame) {
		if (!pulse)
			return false;
		/* The start bit's first half is a space nobody sees. */
		d->in_frame = true;
		d->have_half = true;
		d->half_pulse = false;
	}
	n = rc5_halves(us);
	for (i = 0; i < n; i++)
		if (!rc5_half(d, pulse))
			break;
	if (!n || i < n) {
		lirc_rc5_reset(d);
		d->broken = true;
	}
	return false;
}

static bool rc5_valid(u32 proto, u64 scancode)
{
	if (proto == RC_PROTO_RC5)
		return !(scancode & ~0x1f7fULL);
	if (proto == RC_PROTO_RC5X_20)
		return !(scancode & ~0x1f7f3fULL);
	return !(scancode & ~0x2fffULL);	/* RC_PROTO_RC5_SZ */
}

/* @count bits, most significant first; with @gap, 4 units after the 8th. */
static int rc5_encode_bits(u32 bits, unsigned int count, bool gap, u32 *d,
			   unsigned int max)
{
	unsigned int n = 0;
	int i, err = 0;

	for (i = count - 1; i >= 0 && !err; i--) {
		bool one = bits & BIT(i);

		err = lirc_encode_level(d, &n, max, !one, LIRC_RC5_UNIT);
		if (!err)
			err = lirc_encode_level(d, &n, max, one, LIRC_RC5_UNIT);
		if (!err && gap && i == count - 8)
			err = lirc_encode_level(d, &n, max, false,
						4 * LIRC_RC5_UNIT);
	}
	if (err)
		return err;
	if (n % 2 == 0)	/* trailing space half: part of the silence */
		n--;
	return n;
}

static int rc5_encode(u32 proto, u64 scancode, bool toggle, u32 *d,
		      unsigned int max)
{
	u32 sc = scancode;

	if (proto == RC_PROTO_RC5)	/* 1, field, toggle, address, command */
		return rc5_encode_bits(BIT(13) | (sc & 0x40 ? 0 : BIT(12)) |
				       (toggle ? BIT(11) : 0) |
				       ((sc >> 8) & 0x1f) << 6 | (sc & 0x3f),
				       14, false, d, max);
	if (proto == RC_PROTO_RC5X_20)	/* 1, field, toggle, 5 + 6 + 6 bits */
		return rc5_encode_bits(BIT(19) | (sc & 0x4000 ? 0 : BIT(18)) |
				       (toggle ? BIT(17) : 0) |
				       ((sc >> 16) & 0x1f) << 12 |
				       ((sc >> 8) & 0x3f) << 6 | (sc & 0x3f),
				       20, true, d, max);
	/* RC-5-SZ: 1, address bit, toggle, 12 bits */
	return rc5_encode_bits(BIT(14) | (sc & 0x2fff) | (toggle ? BIT(12) : 0),
			       15, false, d, max);
}

static void rc5_reset(void *state)
{
	lirc_rc5_reset(state);
}

static bool rc5_feed(void *state, bool pulse, u32 us, struct lirc_code *out)
{
	return lirc_rc5_feed(state, pulse, us, out);
}

static const struct lirc_proto_variant rc5_variants[] = {
	{ RC_PROTO_RC5, "rc-5", "rc-5" },
	{ RC_PROTO_RC5_SZ, "rc-5-sz", "rc-5-sz" },
	{ RC_PROTO_RC5X_20, "rc-5x-20", "rc-5" },
};

const struct lirc_proto_family lirc_rc5_family = {
	.variants = rc5_variants,
	.n_variants = ARRAY_SIZE(rc5_variants),
	.carrier = 36000,
	.state_size = sizeof(struct lirc_rc5_dec),
	.reset = rc5_reset,
	.feed = rc5_feed,
	.valid = rc5_valid,
	.encode = rc5_encode,
};
