// SPDX-License-Identifier: GPL-2.0
/*
 * Sanyo (LC7461): pulse distance code in units of 563 us, 38 kHz carrier,
 * 42 bits: a 13-bit address, its complement, an 8-bit command and its
 * complement, each least significant bit first. The scancode layout is
 * that of Linux 6.1: address << 8 | command (mask 0x1fffff). As in 6.1,
 * the command must match its complement and the address's complement is
 * not checked.
 *
 * A frame is a header (pulse 16 units, space 8 units), 42 bits (pulse one
 * unit; space one unit for 0, three units for 1), a trailing pulse of one
 * unit and at least 10 units of silence; the code is complete at that
 * silence. A repeat code is the header, one pulse of one unit and a
 * silence of at least 150 units.
 *
 * Timing: every duration must lie strictly within half a unit (281 us) of
 * its nominal value; the silence after a frame be over 5349 us (10 units
 * less half a unit), after a repeat code over 84169 us (150 units less
 * half a unit).
 */

#include <linux/errno.h>
#include <linux/kernel.h>

#include <linux/lirc_core.h>

#include "lirc_proto.h"

#define SANYO_UNIT		563
#define SANYO_MARGIN		(SANYO_UNIT / 2)
#define SANYO_HDR_PULSE		(16 * SANYO_UNIT)
#define SANYO_HDR_SPACE		(8 * SANYO_UNIT)
#define SANYO_BIT_PULSE		SANYO_UNIT
#define SANYO_BIT_0		SANYO_UNIT
#define SANYO_BIT_1		(3 * SANYO_UNIT)
#define SANYO_TRAILER_SPACE	(10 * SANYO_UNIT)
#define SANYO_REPEAT_SPACE	(150 * SANYO_UNIT)
#define SANYO_NBITS		42

enum {
	SANYO_IDLE,
	SANYO_HDR,		/* header pulse seen */
	SANYO_PULSE,		/* a bit pulse (or the trailing pulse) next */
	SANYO_SPACE,		/* a bit space (or a repeat's silence) next */
	SANYO_TRAILER,		/* the silence after the trailing pulse next */
};

struct sanyo_dec {
	u8 state;
	u8 count;		/* bits so far */
	u64 bits;		/* bit n is the n-th bit sent */
};

static_assert(sizeof(struct sanyo_dec) <= LIRC_PROTO_STATE_MAX);

static void sanyo_reset(void *state)
{
	struct sanyo_dec *d = state;

	*d = (struct sanyo_dec){ };
}

static bool sanyo_end(const struct sanyo_dec *d, struct lirc_code *out)
{
	u32 address = d->bits & 0x1fff;
	u8 command = d->bits >> 26, not_command = d->bits >> 34;

	if ((command ^ not_command) != 0xff)
		return false;
	out->proto = RC_PROTO_SANYO;
	out->scancode = address << 8 | command;
	out->toggle = false;
	out->repeat = false;
	return true;
}

static bool sanyo_feed(void *state, bool pulse, u32 us, struct lirc_code *out)
{
	struct sanyo_dec *d = state;
	bool done;

	switch (d->state) {
	case SANYO_IDLE:
		break;
	case SANYO_HDR:
		if (pulse || !lirc_near(us, SANYO_HDR_SPACE, SANYO_MARGIN))
			break;
		d->count = 0;
		d->bits = 0;
		d->state = SANYO_PULSE;
		return false;
	case SANYO_PULSE:
		if (!pulse || !lirc_near(us, SANYO_BIT_PULSE, SANYO_MARGIN))
			break;
		d->state = d->count == SANYO_NBITS ? SANYO_TRAILER : SANYO_SPACE;
		return false;
	case SANYO_SPACE:
		if (pulse)
			break;
		if (!d->count && us > SANYO_REPEAT_SPACE - SANYO_MARGIN) {
			out->proto = RC_PROTO_SANYO;
			out->scancode = 0;
			out->toggle = false;
			out->repeat = true;
			d->state = SANYO_IDLE;
			return true;
		}
		if (lirc_near(us, SANYO_BIT_1, SANYO_MARGIN))
			d->bits |= BIT_ULL(d->count);
		else if (!lirc_near(us, SANYO_BIT_0, SANYO_MARGIN))
			break;
		d->count++;
		d->state = SANYO_PULSE;
		return false;
	case SANYO_TRAILER:
		if (pulse || us <= SANYO_TRAILER_SPACE - SANYO_MARGIN)
			break;
		done = sanyo_end(d, out);
		d->state = SANYO_IDLE;
		return done;
	}
	/* Idle, or a duration that breaks the frame: is it a new header? */
	d->state = pulse && lirc_near(us, SANYO_HDR_PULSE, SANYO_MARGIN) ?
		   SANYO_HDR : SANYO_IDLE;
	return false;
}

static bool sanyo_valid(u32 proto, u64 scancode)
{
	return !(scancode & ~0x1fffffULL);
}

static int sanyo_encode(u32 proto, u64 scancode, bool toggle, u32 *d,
			unsigned int max)
{
	u64 address = scancode >> 8 & 0x1fff, command = scancode & 0xff;
	u64 bits = address | (address ^ 0x1fff) << 13 | command << 26 |
		   (command ^ 0xff) << 34;
	unsigned int n = 0, i;

	if (max < 2 + 2 * SANYO_NBITS + 1)
		return -ENOSPC;
	d[n++] = SANYO_HDR_PULSE;
	d[n++] = SANYO_HDR_SPACE;
	for (i = 0; i < SANYO_NBITS; i++) {
		d[n++] = SANYO_BIT_PULSE;
		d[n++] = bits & BIT_ULL(i) ? SANYO_BIT_1 : SANYO_BIT_0;
	}
	d[n++] = SANYO_BIT_PULSE;
	return n;
}

static const struct lirc_proto_variant sanyo_variants[] = {
	{ RC_PROTO_SANYO, "sanyo", "sanyo" },
};

const struct lirc_proto_family lirc_sanyo_family = {
	.variants = sanyo_variants,
	.n_variants = ARRAY_SIZE(sanyo_variants),
	.carrier = 38000,
	.state_size = sizeof(struct sanyo_dec),
	.reset = sanyo_reset,
	.feed = sanyo_feed,
	.valid = sanyo_valid,
	.encode = sanyo_encode,
};
