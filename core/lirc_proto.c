// SPDX-License-Identifier: GPL-2.0
/*
 * RC-5, RC-5-SZ and NEC (NEC-X, NEC-32) decoders and encoders.
 *
 * Scancode layouts are those of Linux 6.1
 * (Documentation/userspace-api/media/rc/rc-protos.rst). Timing tolerances
 * are chosen for receivers that quantise coarsely (Streamzap reports
 * multiples of 256 us, iMON of 250 us):
 *   RC-5:  a pulse or space is one unit (889 us) if it lies in (444, 1333],
 *          two units if in (1333, 2222]; a space over 2222 us ends a frame.
 *          After a broken frame, only silence re-arms the decoder: other
 *          protocols' bit patterns can look like Manchester code.
 *   NEC:   header pulse 9000 +/- 25 %, header space 4500 +/- 25 %, repeat
 *          space 2250 +/- 25 %, bit pulse 560 +/- 50 %; a bit space is 0
 *          from 280 to 1124 us and 1 from 1125 to 2250 us.
 */

#include <linux/errno.h>
#include <linux/kernel.h>

#include <linux/lirc_core.h>

#include "lirc_proto.h"

/* --- RC-5 and RC-5-SZ --------------------------------------------------- */

void lirc_rc5_reset(struct lirc_rc5_dec *d)
{
	*d = (struct lirc_rc5_dec){ };
}

/* Half-bit units in @us: 1, 2, or 0 when it is neither. */
static unsigned int rc5_halves(u32 us)
{
	if (us <= LIRC_RC5_UNIT / 2)
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
	return d->count <= 15;
}

static bool rc5_finish(struct lirc_rc5_dec *d, struct lirc_code *out)
{
	u32 data;

	/* A final 0 bit ends with a space half that merged into the silence. */
	if (d->have_half && (!d->half_pulse || !rc5_half(d, false)))
		return false;

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
 * RC-5, 15 bits RC-5-SZ.
 *
 * Return: true when @out holds a code.
 */
bool lirc_rc5_feed(struct lirc_rc5_dec *d, bool pulse, u32 us,
		   struct lirc_code *out)
{
	unsigned int n, i;
	bool done;

	if (!pulse && us > 2 * LIRC_RC5_UNIT + LIRC_RC5_UNIT / 2) {
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

/* --- NEC, NEC-X, NEC-32 ------------------------------------------------- */

enum {
	NEC_IDLE,
	NEC_HDR_SPACE,
	NEC_BIT_PULSE,
	NEC_BIT_SPACE,
	NEC_TRAILER,
	NEC_RPT_TRAILER,
};

static bool within(u32 us, u32 nominal, unsigned int pct)
{
	u32 margin = nominal * pct / 100;

	return us >= nominal - margin && us <= nominal + margin;
}

static bool nec_header(bool pulse, u32 us)
{
	return pulse && within(us, LIRC_NEC_HDR_PULSE, 25);
}

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

/**
 * lirc_nec_feed() - feed one pulse or space to the NEC decoder
 * @d: decoder state
 * @pulse: true for a pulse
 * @us: its duration
 * @out: the code, when one is complete
 *
 * A frame is complete at its trailing pulse. A repeat code (header pulse,
 * short space, trailing pulse) yields @out->repeat.
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
		if (d->state == NEC_BIT_PULSE) {
			d->state = NEC_BIT_SPACE;
			return false;
		}
		if (d->state == NEC_TRAILER) {
			nec_scancode(d->bits, out);
			out->repeat = false;
		} else {
			out->proto = RC_PROTO_NEC;
			out->scancode = 0;
			out->repeat = true;
		}
		out->toggle = false;
		d->state = NEC_IDLE;
		return true;
	case NEC_BIT_SPACE:
		if (pulse || us < LIRC_NEC_BIT_0 / 2 || us > LIRC_NEC_RPT_SPACE)
			break;
		if (us >= (LIRC_NEC_BIT_0 + LIRC_NEC_BIT_1) / 2)
			d->bits |= BIT(d->count);
		d->count++;
		d->state = d->count == 32 ? NEC_TRAILER : NEC_BIT_PULSE;
		return false;
	}
	/* Idle, or a sample that breaks the frame: is it a new header? */
	d->state = nec_header(pulse, us) ? NEC_HDR_SPACE : NEC_IDLE;
	return false;
}

/* --- Encoders ------------------------------------------------------------ */

/**
 * lirc_scancode_valid() - whether a scancode can be sent in a protocol
 * @proto: enum rc_proto
 * @scancode: the scancode
 *
 * Return: true if lirc_encode() can encode it and a decoder would return
 * the same protocol and scancode.
 */
bool lirc_scancode_valid(u32 proto, u64 scancode)
{
	switch (proto) {
	case RC_PROTO_RC5:
		return !(scancode & ~0x1f7fULL);
	case RC_PROTO_RC5_SZ:
		return !(scancode & ~0x2fffULL);
	case RC_PROTO_NEC:
		return !(scancode & ~0xffffULL);
	case RC_PROTO_NECX:
		return !(scancode & ~0xffffffULL) &&
			((scancode >> 16) ^ (scancode >> 8)) % 256 != 0xff;
	case RC_PROTO_NEC32:
		return !(scancode & ~0xffffffffULL) &&
			(scancode ^ (scancode >> 8)) % 256 != 0xff;
	default:
		return false;
	}
}

/* Append a half-bit level; merges equal neighbours into one duration. */
static int put_level(u32 *d, unsigned int *n, unsigned int max, bool pulse,
		     u32 us, bool *last)
{
	if (*n && *last == pulse) {
		d[*n - 1] += us;
		return 0;
	}
	if (!*n && !pulse)
		return 0;	/* leading silence is not sent */
	if (*n >= max)
		return -ENOSPC;
	d[(*n)++] = us;
	*last = pulse;
	return 0;
}

static int rc5_encode(u32 bits, unsigned int count, u32 *d, unsigned int max)
{
	unsigned int n = 0;
	bool last = false;
	int i, err = 0;

	for (i = count - 1; i >= 0 && !err; i--) {
		bool one = bits & BIT(i);

		err = put_level(d, &n, max, !one, LIRC_RC5_UNIT, &last);
		if (!err)
			err = put_level(d, &n, max, one, LIRC_RC5_UNIT, &last);
	}
	if (err)
		return err;
	if (!last)	/* trailing space half: part of the silence */
		n--;
	return n;
}

static int nec_encode(u8 b0, u8 b1, u8 b2, u8 b3, u32 *d, unsigned int max)
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

/**
 * lirc_encode() - encode a scancode as pulses and spaces
 * @proto: RC_PROTO_RC5, RC5_SZ, NEC, NECX or NEC32
 * @scancode: a scancode for which lirc_scancode_valid() holds
 * @toggle: the toggle bit (RC-5 protocols)
 * @durations: where the durations go, pulse first and last
 * @max: room in @durations
 *
 * Return: the number of durations, or -EINVAL for a protocol or scancode
 * that cannot be encoded, or -ENOSPC.
 */
int lirc_encode(u32 proto, u64 scancode, bool toggle, u32 *durations,
		unsigned int max)
{
	u32 sc = scancode;

	if (!lirc_scancode_valid(proto, scancode))
		return -EINVAL;

	switch (proto) {
	case RC_PROTO_RC5:	/* 1, field, toggle, address, command */
		return rc5_encode(BIT(13) | (sc & 0x40 ? 0 : BIT(12)) |
				  (toggle ? BIT(11) : 0) |
				  ((sc >> 8) & 0x1f) << 6 | (sc & 0x3f),
				  14, durations, max);
	case RC_PROTO_RC5_SZ:	/* 1, address bit, toggle, 12 bits */
		return rc5_encode(BIT(14) | (sc & 0x2fff) |
				  (toggle ? BIT(12) : 0), 15, durations, max);
	case RC_PROTO_NEC:
		return nec_encode(sc >> 8, ~sc >> 8, sc, ~sc, durations, max);
	case RC_PROTO_NECX:
		return nec_encode(sc >> 16, sc >> 8, sc, ~sc, durations, max);
	default:		/* RC_PROTO_NEC32 */
		return nec_encode(sc >> 16, sc >> 24, sc, sc >> 8, durations, max);
	}
}
