// SPDX-License-Identifier: GPL-2.0
/*
 * NEC, NEC-X and NEC-32: pulse distance code in units of 562.5 us, 38 kHz
 * carrier. The three differ only in which of the four bytes are the
 * complements of others; the scancode layouts are those of Linux 6.1.
 *
 * Timing: header pulse 9000 +/- 25 %, or the short one of Samsung32-style
 * remotes, 4504 +/- 281 us (exclusive, Linux 6.1's window); header space
 * 4500 +/- 25 %, repeat space 2250 +/- 25 %, bit pulse 560 +/- 50 %; a bit
 * space is 0 from 280 to 1124 us and 1 from 1125 to 2250 us. A frame or
 * repeat code counts only when its trailing pulse is followed by at least
 * 5344 us of silence (ten units less half a unit): the 42-bit Sanyo code
 * starts as NEC does, and its 33rd bit must not complete a NEC-32 code.
 *
 * The header does not decide the variant: the bytes do, as in 6.1 (a
 * Samsung32 frame, address twice and the command inverted, is NEC-X). As
 * in 6.1, after a frame with the short header, a short header, header
 * space, one bit and the silence is that frame's repeat.
 */

#include <linux/errno.h>
#include <linux/kernel.h>

#include <linux/lirc_core.h>

#include "lirc_proto.h"

static_assert(sizeof(struct lirc_nec_dec) <= LIRC_PROTO_STATE_MAX);

enum {
	NEC_IDLE,
	NEC_HDR_SPACE,
	NEC_BIT_PULSE,
	NEC_BIT_SPACE,
	NEC_TRAILER,
	NEC_RPT_TRAILER,
	NEC_END_SPACE,
	NEC_RPT_END_SPACE,
};

#define NEC_END_SPACE_MIN	(10 * 5625 / 10 - 5625 / 20)

static bool within(u32 us, u32 nominal, unsigned int pct)
{
	u32 margin = nominal * pct / 100;

	return us >= nominal - margin && us <= nominal + margin;
}

/* A header pulse: which one goes to @d (a long one ends a short repeat). */
static bool nec_header(struct lirc_nec_dec *d, bool pulse, u32 us)
{
	if (!pulse)
		return false;
	if (within(us, LIRC_NEC_HDR_PULSE, 25)) {
		d->short_hdr = false;
		d->short_repeat = false;
		return true;
	}
	if (lirc_near(us, LIRC_NEC_SHORT_HDR_PULSE, LIRC_NEC_SHORT_HDR_MARGIN)) {
		d->short_hdr = true;
		return true;
	}
	return false;
}

/**
 * lirc_nec_reset() - put the NEC decoder back to idle
 * @d: decoder state
 */
void lirc_nec_reset(struct lirc_nec_dec *d)
{
	*d = (struct lirc_nec_dec){ };
}

static void nec_scancode(u32 bits, struct lirc_code *out)
{
	u8 addr = bits, naddr = bits >> 8, cmd = bits >> 16, ncmd = bits >> 24;

	if ((cmd ^ ncmd) != 0xff) {
		out->proto = RC_PROTO_NEC32;
		out->scancode = (u32)naddr << 24 | addr << 16 | ncmd << 8 | cmd;
	} else if ((addr ^ naddr) != 0xff) {
		out->proto = RC_PROTO_NECX;
		out->scancode = addr << 16 | naddr << 8 | cmd;
	} else {
		out->proto = RC_PROTO_NEC;
		out->scancode = addr << 8 | cmd;
	}
}

/* A repeat code is complete: report it, back to idle. */
static bool nec_repeat(struct lirc_nec_dec *d, struct lirc_code *out)
{
	out->proto = RC_PROTO_NEC;
	out->scancode = 0;
	out->repeat = true;
	out->toggle = false;
	d->state = NEC_IDLE;
	return true;
}

/**
 * lirc_nec_feed() - feed one pulse or space to the NEC decoder
 * @d: decoder state
 * @pulse: true for a pulse
 * @us: its duration
 * @out: the code, when one is complete
 *
 * A frame is complete at the silence after its trailing pulse. A repeat
 * code (header pulse, short space, trailing pulse, silence) yields
 * @out->repeat; so does, after a frame with the short header, a short
 * header, header space, one bit and the silence.
 *
 * Return: true when @out holds a code.
 */
bool lirc_nec_feed(struct lirc_nec_dec *d, bool pulse, u32 us,
		   struct lirc_code *out)
{
	switch (d->state) {
	case NEC_IDLE:
		break;
	case NEC_HDR_SPACE:
		if (pulse)
			break;
		if (within(us, LIRC_NEC_HDR_SPACE, 25)) {
			d->state = NEC_BIT_PULSE;
			d->count = 0;
			d->bits = 0;
			return false;
		}
		if (within(us, LIRC_NEC_RPT_SPACE, 25)) {
			d->state = NEC_RPT_TRAILER;
			return false;
		}
		break;
	case NEC_BIT_PULSE:
	case NEC_TRAILER:
	case NEC_RPT_TRAILER:
		if (!pulse || !within(us, LIRC_NEC_BIT_PULSE, 50))
			break;
		if (d->state == NEC_BIT_PULSE)
			d->state = NEC_BIT_SPACE;
		else if (d->state == NEC_TRAILER)
			d->state = NEC_END_SPACE;
		else
			d->state = NEC_RPT_END_SPACE;
		return false;
	case NEC_END_SPACE:
	case NEC_RPT_END_SPACE:
		if (pulse || us < NEC_END_SPACE_MIN)
			break;
		if (d->state == NEC_RPT_END_SPACE)
			return nec_repeat(d, out);
		nec_scancode(d->bits, out);
		out->repeat = false;
		out->toggle = false;
		d->short_repeat = d->short_hdr;
		d->state = NEC_IDLE;
		return true;
	case NEC_BIT_SPACE:
		/* A long header ended @short_repeat: this one is short. */
		if (!pulse && d->short_repeat && d->count == 1 &&
		    us >= NEC_END_SPACE_MIN)
			return nec_repeat(d, out);
		if (d->count > 1)
			d->short_repeat = false;	/* a whole frame comes */
		if (pulse || us < LIRC_NEC_BIT_0 / 2 || us > LIRC_NEC_RPT_SPACE)
			break;
		if (us >= (LIRC_NEC_BIT_0 + LIRC_NEC_BIT_1) / 2)
			d->bits |= BIT(d->count);
		d->count++;
		d->state = d->count == 32 ? NEC_TRAILER : NEC_BIT_PULSE;
		return false;
	}
	/* Idle, or a sample that breaks the frame: is it a new header? */
	d->state = nec_header(d, pulse, us) ? NEC_HDR_SPACE : NEC_IDLE;
	return false;
}

static bool nec_valid(u32 proto, u64 scancode)
{
	switch (proto) {
	case RC_PROTO_NEC:
		return !(scancode & ~0xffffULL);
	case RC_PROTO_NECX:
		return !(scancode & ~0xffffffULL) &&
			((scancode >> 16) ^ (scancode >> 8)) % 256 != 0xff;
	default:	/* RC_PROTO_NEC32 */
		return !(scancode & ~0xffffffffULL) &&
			(scancode ^ (scancode >> 8)) % 256 != 0xff;
	}
}

static int nec_encode_bytes(u8 b0, u8 b1, u8 b2, u8 b3, u32 *d,
			    unsigned int max)
{
	u32 bits = b0 | b1 << 8 | b2 << 16 | (u32)b3 << 24;
	unsigned int n = 0, i;

	if (max < 2 + 64 + 1)
		return -ENOSPC;
	d[n++] = LIRC_NEC_HDR_PULSE;
	d[n++] = LIRC_NEC_HDR_SPACE;
	for (i = 0; i < 32; i++) {
		d[n++] = LIRC_NEC_BIT_PULSE;
		d[n++] = bits & BIT(i) ? LIRC_NEC_BIT_1 : LIRC_NEC_BIT_0;
	}
	d[n++] = LIRC_NEC_BIT_PULSE;
	return n;
}

static int nec_encode(u32 proto, u64 scancode, bool toggle, u32 *d,
		      unsigned int max)
{
	u32 sc = scancode;

	switch (proto) {
	case RC_PROTO_NEC:
		return nec_encode_bytes(sc >> 8, ~sc >> 8, sc, ~sc, d, max);
	case RC_PROTO_NECX:
		return nec_encode_bytes(sc >> 16, sc >> 8, sc, ~sc, d, max);
	default:	/* RC_PROTO_NEC32 */
		return nec_encode_bytes(sc >> 16, sc >> 24, sc, sc >> 8, d, max);
	}
}

static void nec_reset(void *state)
{
	lirc_nec_reset(state);
}

static bool nec_feed(void *state, bool pulse, u32 us, struct lirc_code *out)
{
	return lirc_nec_feed(state, pulse, us, out);
}

static const struct lirc_proto_variant nec_variants[] = {
	{ RC_PROTO_NEC, "nec", "nec" },
	{ RC_PROTO_NECX, "nec-x", "nec" },
	{ RC_PROTO_NEC32, "nec-32", "nec" },
};

const struct lirc_proto_family lirc_nec_family = {
	.variants = nec_variants,
	.n_variants = ARRAY_SIZE(nec_variants),
	.carrier = 38000,
	.state_size = sizeof(struct lirc_nec_dec),
	.reset = nec_reset,
	.feed = nec_feed,
	.valid = nec_valid,
	.encode = nec_encode,
};
