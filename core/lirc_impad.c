// SPDX-License-Identifier: GPL-2.0
/*
 * iMON PAD: the remote of SoundGraph's iMON PAD receivers, 31 bits in units
 * of 416 us, 38 kHz carrier. The scancode layout is that of Linux 6.1: the
 * bits in the order they are sent, the first one most significant (scancode
 * mask 0x7fffffff).
 *
 * A frame is a header pulse of one unit, then two units per bit, bit 30
 * first: a check unit, then a data unit, a pulse for 0 and a space for 1.
 * The check unit is a space, except in bits 30, 25, 24, 22-16 and 14-9,
 * where it is a pulse when both that bit and the one sent before it (none
 * for bit 30) are 0. Equal neighbouring units merge into one duration, and
 * trailing 1 bits merge into the silence. The remote's codes all end in
 * 0xb7, three such bits; the decoder takes at most half a frame, 16 bits,
 * from the silence (LIRC_IMPAD_TAIL_MAX), so a lone pulse followed by
 * silence, or a frame that lost more than half its bits, is no code (6.1
 * reads the first as 0x7fffffff and the second as if its last bits were
 * 1). And a frame has at least four 0 bits (LIRC_IMPAD_ZEROS_MIN): the
 * remote's own codes have eleven or more, while a short burst of noise
 * followed by silence reads as nearly all ones. Scancodes whose low 17
 * bits are all 1, or with fewer than four 0 bits, can therefore not be
 * sent: about one in 100000 of the random ones the kernel's ir_loopback
 * test sends.
 *
 * Timing: a pulse or space is n units if it lies in (416 n - 208,
 * 416 n + 208] us; one of 208 us or less is skipped, as a glitch. Each
 * duration is judged alone, never by the time since the header: rounded
 * to a multiple of 250 us, as iMON's raw receivers report them, every one
 * is off by 125 us at most and decodes, while the rounding errors of a
 * frame add up to more than half a unit. After a broken frame, only a
 * space over 10 ms re-arms the decoder: the remote repeats a held stick's
 * frame after about 12 ms.
 */

#include <linux/bitops.h>
#include <linux/bits.h>
#include <linux/errno.h>
#include <linux/kernel.h>

#include <linux/lirc_core.h>

#include "lirc_proto.h"

#define LIRC_IMPAD_UNIT		416
#define LIRC_IMPAD_BITS		31
#define LIRC_IMPAD_GAP		10000	/* re-arms after a broken frame */
/* The bits whose check unit depends on the data. */
#define LIRC_IMPAD_CHECKED	(BIT(30) | GENMASK(25, 24) | GENMASK(22, 16) | \
				 GENMASK(14, 9))
/* At most this many bits of a frame are read from the silence after it. */
#define LIRC_IMPAD_TAIL_MAX	16
/* A frame has at least this many 0 bits. */
#define LIRC_IMPAD_ZEROS_MIN	4
/* No frame lasts more units than this; more of one level change nothing. */
#define LIRC_IMPAD_UNITS_MAX	(2 * LIRC_IMPAD_BITS + 2)

enum {
	IMPAD_IDLE,
	IMPAD_CHECK,
	IMPAD_DATA,
	IMPAD_END,
	IMPAD_BROKEN,
};

struct lirc_impad_dec {
	u8 state;
	u8 count;		/* bits still to come */
	bool check;		/* the check unit of this bit was a pulse */
	u8 after;		/* bits to come after the last pulse so far */
	u32 bits;
};

static_assert(sizeof(struct lirc_impad_dec) <= LIRC_PROTO_STATE_MAX);

static void impad_reset(void *state)
{
	struct lirc_impad_dec *d = state;

	*d = (struct lirc_impad_dec){ };
}

/* One unit at level @pulse; false when it breaks the frame. */
static bool impad_unit(struct lirc_impad_dec *d, bool pulse)
{
	u32 bit;

	switch (d->state) {
	case IMPAD_IDLE:
		if (pulse) {	/* the header */
			d->state = IMPAD_CHECK;
			d->count = LIRC_IMPAD_BITS;
			d->after = LIRC_IMPAD_BITS;
			d->bits = 0;
		}
		return true;
	case IMPAD_CHECK:
		bit = BIT(d->count - 1);
		if (pulse && !(LIRC_IMPAD_CHECKED & bit))
			return false;
		d->check = pulse;
		d->state = IMPAD_DATA;
		return true;
	case IMPAD_DATA:
		bit = BIT(d->count - 1);
		d->bits <<= 1;
		if (!pulse)
			d->bits |= 1;
		/* a pulse only if this bit and the one before are 0 */
		if ((LIRC_IMPAD_CHECKED & bit) && d->check != !(d->bits & 3))
			return false;
		d->state = --d->count ? IMPAD_CHECK : IMPAD_END;
		if (pulse)
			d->after = d->count;
		return true;
	default:	/* IMPAD_END: silence must follow */
		return !pulse;
	}
}

/*
 * Feed one pulse or space. A frame is complete at the first unit of
 * silence after its last bit: the space after a final 0, or the second
 * unit of the space that holds a final 1.
 */
static bool impad_feed(void *state, bool pulse, u32 us, struct lirc_code *out)
{
	struct lirc_impad_dec *d = state;
	unsigned int n;

	if (d->state == IMPAD_BROKEN) {
		if (!pulse && us > LIRC_IMPAD_GAP)
			d->state = IMPAD_IDLE;
		return false;
	}
	n = (us + LIRC_IMPAD_UNIT / 2 - 1) / LIRC_IMPAD_UNIT;
	for (n = min_t(unsigned int, n, LIRC_IMPAD_UNITS_MAX); n; n--) {
		if (d->state == IMPAD_END && !pulse) {
			d->state = IMPAD_IDLE;
			if (d->after > LIRC_IMPAD_TAIL_MAX ||
			    hweight32(d->bits) >
			    LIRC_IMPAD_BITS - LIRC_IMPAD_ZEROS_MIN)
				return false;	/* too much of it is silence */
			out->proto = RC_PROTO_IMON;
			out->scancode = d->bits;
			out->toggle = false;
			out->repeat = false;
			return true;	/* the rest of the space is silence */
		}
		if (!impad_unit(d, pulse)) {
			d->state = IMPAD_BROKEN;
			return false;
		}
	}
	return false;
}

static bool impad_valid(u32 proto, u64 scancode)
{
	/*
	 * RC_PROTO_IMON; not more than LIRC_IMPAD_TAIL_MAX trailing 1 bits,
	 * at least LIRC_IMPAD_ZEROS_MIN 0 bits
	 */
	return !(scancode & ~0x7fffffffULL) &&
	       (~scancode & GENMASK(LIRC_IMPAD_TAIL_MAX, 0)) &&
	       hweight32(scancode) <= LIRC_IMPAD_BITS - LIRC_IMPAD_ZEROS_MIN;
}

/* Append one unit at level @pulse; d[0] is a pulse, then they alternate. */
static int impad_put(u32 *d, unsigned int *n, unsigned int max, bool pulse)
{
	if (*n && ((*n - 1) % 2 == 0) == pulse) {
		d[*n - 1] += LIRC_IMPAD_UNIT;
		return 0;
	}
	if (*n >= max)
		return -ENOSPC;
	d[(*n)++] = LIRC_IMPAD_UNIT;
	return 0;
}

static int impad_encode(u32 proto, u64 scancode, bool toggle, u32 *d,
			unsigned int max)
{
	u32 sc = scancode;
	unsigned int n = 0;
	int i, err;

	err = impad_put(d, &n, max, true);	/* the header */
	for (i = LIRC_IMPAD_BITS - 1; i >= 0 && !err; i--) {
		bool check = (LIRC_IMPAD_CHECKED & BIT(i)) && !((sc >> i) & 3);

		err = impad_put(d, &n, max, check);
		if (!err)
			err = impad_put(d, &n, max, !(sc & BIT(i)));
	}
	if (err)
		return err;
	if (n % 2 == 0)	/* trailing 1 bits: part of the silence */
		n--;
	return n;
}

static const struct lirc_proto_variant impad_variants[] = {
	{ RC_PROTO_IMON, "imon", "imon" },
};

const struct lirc_proto_family lirc_impad_family = {
	.variants = impad_variants,
	.n_variants = ARRAY_SIZE(impad_variants),
	.carrier = 38000,
	.state_size = sizeof(struct lirc_impad_dec),
	.reset = impad_reset,
	.feed = impad_feed,
	.valid = impad_valid,
	.encode = impad_encode,
};
