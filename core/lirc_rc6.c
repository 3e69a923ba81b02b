// SPDX-License-Identifier: GPL-2.0
/*
 * RC-6 mode 0 (16 bits) and mode 6A (20, 24 or 32 bits): Manchester code
 * in units of 444 us, 36 kHz carrier. A frame is a leader (6 units of
 * pulse, 2 of space), a start bit (always 1), 3 mode bits, a trailer bit
 * of double width, and the data bits, most significant first; a 1 is
 * pulse then space. In mode 0 the trailer bit is the toggle; in mode 6A
 * it is 0. Scancode layouts are those of Linux 6.1: the data bits as they
 * are; a 32-bit mode 6A frame of customer code 0x800f (Microsoft MCE),
 * 0x8034 or 0x8046 is RC-6-MCE, its bit 15 the toggle, cleared from the
 * scancode.
 *
 * Timing: inside a frame a pulse or space is n units (1, 2 or 3) if it
 * lies in ((n - 1/2) * 444, (n + 1/2) * 444] us, as RC-5 allows half a
 * unit either way; the leader pulse may be 5 to 7 units. A space over
 * 3.5 units ends a frame; a pulse that fits nowhere breaks it. A leader
 * pulse starts a new frame at any time: none fits inside a frame.
 */

#include <linux/errno.h>
#include <linux/kernel.h>

#include <linux/lirc_core.h>

#include "lirc_proto.h"

static_assert(sizeof(struct lirc_rc6_dec) <= LIRC_PROTO_STATE_MAX);

#define RC6_HALF_UNIT		(LIRC_RC6_UNIT / 2)
#define RC6_END_SPACE		(3 * LIRC_RC6_UNIT + RC6_HALF_UNIT)
#define RC6_HEADER_BITS		5	/* start, mode, trailer */
#define RC6_MAX_BITS		32
#define RC6_MCE_TOGGLE		BIT(15)

enum {
	RC6_IDLE,
	RC6_LEADER_SPACE,
	RC6_BITS,
};

/**
 * lirc_rc6_reset() - put the RC-6 decoder back to idle
 * @d: decoder state
 */
void lirc_rc6_reset(struct lirc_rc6_dec *d)
{
	*d = (struct lirc_rc6_dec){ };
}

/* Units in @us inside a frame: 1, 2, 3, or 0 when it is none of them. */
static unsigned int rc6_units(u32 us)
{
	unsigned int n;

	for (n = 1; n <= 3; n++)
		if (us > n * LIRC_RC6_UNIT - RC6_HALF_UNIT &&
		    us <= n * LIRC_RC6_UNIT + RC6_HALF_UNIT)
			return n;
	return 0;
}

static bool rc6_leader(u32 us)
{
	return us > 5 * LIRC_RC6_UNIT && us <= 7 * LIRC_RC6_UNIT;
}

/* The trailer bit's halves (the 9th and 10th) are two units long. */
static unsigned int rc6_half_units(const struct lirc_rc6_dec *d)
{
	return d->halves == 8 || d->halves == 9 ? 2 : 1;
}

/* One half-bit at level @pulse; a (pulse, space) pair is a 1. */
static bool rc6_half(struct lirc_rc6_dec *d, bool pulse)
{
	bool one;

	d->halves++;		/* at most 76: the data bits are bounded */
	if (!d->have_half) {
		d->have_half = true;
		d->half_pulse = pulse;
		return true;
	}
	if (d->half_pulse == pulse)
		return false;
	d->have_half = false;
	one = d->half_pulse;
	if (d->halves <= 2 * RC6_HEADER_BITS) {
		d->header = d->header << 1 | one;
		return true;
	}
	if (d->count == RC6_MAX_BITS)
		return false;
	d->bits = d->bits << 1 | one;
	d->count++;
	return true;
}

/* A pulse or space of @n units: the half-bits it covers. */
static bool rc6_level(struct lirc_rc6_dec *d, bool pulse, unsigned int n)
{
	while (n) {
		unsigned int w = rc6_half_units(d);

		if (n < w || !rc6_half(d, pulse))
			return false;
		n -= w;
	}
	return true;
}

/* Customer codes whose 32-bit frames are RC-6-MCE, as in Linux 6.1. */
static bool rc6_mce_customer(u64 scancode)
{
	return scancode >> 16 == 0x800f || scancode >> 16 == 0x8034 ||
	       scancode >> 16 == 0x8046;
}

static bool rc6_finish(struct lirc_rc6_dec *d, struct lirc_code *out)
{
	bool trailer;

	/* A final 1 bit ends with a space half that merged into the silence. */
	if (d->have_half && (!d->half_pulse || !rc6_half(d, false)))
		return false;
	if (d->halves < 2 * RC6_HEADER_BITS || !(d->header & BIT(4)))
		return false;
	trailer = d->header & 1;

	switch ((d->header >> 1) & 7) {
	case 0:
		if (d->count != 16)
			return false;
		out->proto = RC_PROTO_RC6_0;
		out->scancode = d->bits;
		out->toggle = trailer;
		break;
	case 6:
		if (trailer)
			return false;
		out->scancode = d->bits;
		out->toggle = false;
		if (d->count == 20) {
			out->proto = RC_PROTO_RC6_6A_20;
		} else if (d->count == 24) {
			out->proto = RC_PROTO_RC6_6A_24;
		} else if (d->count != 32) {
			return false;
		} else if (rc6_mce_customer(d->bits)) {
			out->proto = RC_PROTO_RC6_MCE;
			out->scancode = d->bits & ~RC6_MCE_TOGGLE;
			out->toggle = d->bits & RC6_MCE_TOGGLE;
		} else {
			out->proto = RC_PROTO_RC6_6A_32;
		}
		break;
	default:
		return false;
	}
	out->repeat = false;
	return true;
}

/**
 * lirc_rc6_feed() - feed one pulse or space to the RC-6 decoder
 * @d: decoder state
 * @pulse: true for a pulse
 * @us: its duration
 * @out: the code, when one is complete
 *
 * A frame is complete when the silence after it (a space of more than
 * 3.5 units, or a timeout reported as a long space) arrives: mode 0 has
 * 16 data bits, mode 6A 20, 24 or 32; the number of bits received decides
 * which mode 6A protocol it is.
 *
 * Return: true when @out holds a code.
 */
bool lirc_rc6_feed(struct lirc_rc6_dec *d, bool pulse, u32 us,
		   struct lirc_code *out)
{
	unsigned int n;
	bool done;

	if (!pulse && us > RC6_END_SPACE) {
		done = d->state == RC6_BITS && rc6_finish(d, out);
		lirc_rc6_reset(d);
		return done;
	}
	if (pulse && rc6_leader(us)) {
		lirc_rc6_reset(d);
		d->state = RC6_LEADER_SPACE;
		return false;
	}
	switch (d->state) {
	case RC6_IDLE:
		return false;
	case RC6_LEADER_SPACE:
		if (pulse || rc6_units(us) != 2)
			break;
		d->state = RC6_BITS;
		return false;
	case RC6_BITS:
		n = rc6_units(us);
		if (n && rc6_level(d, pulse, n))
			return false;
		break;
	}
	lirc_rc6_reset(d);
	return false;
}

static bool rc6_valid(u32 proto, u64 scancode)
{
	switch (proto) {
	case RC_PROTO_RC6_0:
		return !(scancode & ~0xffffULL);
	case RC_PROTO_RC6_6A_20:
		return !(scancode & ~0xfffffULL);
	case RC_PROTO_RC6_6A_24:
		return !(scancode & ~0xffffffULL);
	case RC_PROTO_RC6_6A_32:	/* the customer codes of MCE are MCE */
		return !(scancode & ~0xffffffffULL) && !rc6_mce_customer(scancode);
	default:	/* RC_PROTO_RC6_MCE: sent with Microsoft's code only */
		return scancode >> 16 == 0x800f && !(scancode & RC6_MCE_TOGGLE);
	}
}

/* Append @count bits of @bits, each half @us long. */
static int rc6_encode_bits(u32 bits, unsigned int count, u32 us, u32 *d,
			   unsigned int *n, unsigned int max)
{
	int i, err = 0;

	for (i = count - 1; i >= 0 && !err; i--) {
		bool one = bits & BIT(i);

		err = lirc_encode_level(d, n, max, one, us);
		if (!err)
			err = lirc_encode_level(d, n, max, !one, us);
	}
	return err;
}

static int rc6_encode(u32 proto, u64 scancode, bool toggle, u32 *d,
		      unsigned int max)
{
	u32 sc = scancode, mode = 6;
	unsigned int n = 0, count;
	bool trailer = false;
	int err;

	switch (proto) {
	case RC_PROTO_RC6_0:
		mode = 0;
		count = 16;
		trailer = toggle;
		break;
	case RC_PROTO_RC6_6A_20:
		count = 20;
		break;
	case RC_PROTO_RC6_6A_24:
		count = 24;
		break;
	case RC_PROTO_RC6_6A_32:
		count = 32;
		break;
	default:	/* RC_PROTO_RC6_MCE */
		count = 32;
		if (toggle)
			sc |= RC6_MCE_TOGGLE;
		break;
	}
	err = lirc_encode_level(d, &n, max, true, 6 * LIRC_RC6_UNIT);
	if (!err)
		err = lirc_encode_level(d, &n, max, false, 2 * LIRC_RC6_UNIT);
	if (!err)	/* start bit, mode */
		err = rc6_encode_bits(BIT(3) | mode, 4, LIRC_RC6_UNIT, d, &n, max);
	if (!err)
		err = rc6_encode_bits(trailer, 1, 2 * LIRC_RC6_UNIT, d, &n, max);
	if (!err)
		err = rc6_encode_bits(sc, count, LIRC_RC6_UNIT, d, &n, max);
	if (err)
		return err;
	if (n % 2 == 0)	/* trailing space half: part of the silence */
		n--;
	return n;
}

static void rc6_reset(void *state)
{
	lirc_rc6_reset(state);
}

static bool rc6_feed(void *state, bool pulse, u32 us, struct lirc_code *out)
{
	return lirc_rc6_feed(state, pulse, us, out);
}

static const struct lirc_proto_variant rc6_variants[] = {
	{ RC_PROTO_RC6_0, "rc-6-0", "rc-6" },
	{ RC_PROTO_RC6_6A_20, "rc-6-6a-20", "rc-6" },
	{ RC_PROTO_RC6_6A_24, "rc-6-6a-24", "rc-6" },
	{ RC_PROTO_RC6_6A_32, "rc-6-6a-32", "rc-6" },
	{ RC_PROTO_RC6_MCE, "rc-6-mce", "rc-6" },
};

const struct lirc_proto_family lirc_rc6_family = {
	.variants = rc6_variants,
	.n_variants = ARRAY_SIZE(rc6_variants),
	.carrier = 36000,
	.state_size = sizeof(struct lirc_rc6_dec),
	.reset = rc6_reset,
	.feed = rc6_feed,
	.valid = rc6_valid,
	.encode = rc6_encode,
};
