// SPDX-License-Identifier: GPL-2.0
/*
 * RC-MM (12, 24 and 32 bits): pulse distance code in units of 1/6 ms,
 * 36 kHz carrier. A 417 us leader pulse and a 278 us space, then two bits
 * at a time, most significant first: a 166 us pulse and a space of 278,
 * 444, 611 or 778 us for 0, 1, 2 or 3; then a 166 us trailing pulse. The
 * scancode is the bits (Linux 6.1's layout). In a 32 bit frame whose bits
 * 19:18 are not both set, bit 15 is the toggle and is not part of the
 * scancode.
 *
 * Timing, with Linux 6.1's nominal values and margins: the leader pulse
 * over 251 and under 583 us, its space over 112 and under 444 us, the
 * other pulses over 83 and under 249 us; a bit pair's space is 0 over 195
 * and up to 361 us, 1 up to 527, 2 up to 694, 3 under 861 us (6.1's
 * windows leave 361, 527/528 and 694/695 us unmatched; ours meet at the
 * midpoints). A 32 bit frame is complete at
 * its trailing pulse; a 12 or 24 bit frame when a space of 861 us or more
 * (silence, or a timeout) follows its trailing pulse.
 */

#include <linux/errno.h>
#include <linux/kernel.h>

#include <linux/lirc_core.h>

#include "lirc_proto.h"

#define RCMM_UNIT		166
#define RCMM_LEADER_PULSE	417
#define RCMM_LEADER_SPACE	278

static const u32 rcmm_space[4] = { 278, 444, 611, 778 };

enum {
	RCMM_IDLE,
	RCMM_LEADER,		/* the leader's space comes next */
	RCMM_BUMP,		/* a bit pair's pulse or the trailing pulse */
	RCMM_VALUE,		/* a bit pair's space, or the end of 12 or 24 */
	RCMM_LAST,		/* 32 bits: the trailing pulse */
};

struct lirc_rcmm_dec {
	u8 state;
	u8 count;		/* bits so far */
	u32 bits;
};

static_assert(sizeof(struct lirc_rcmm_dec) <= LIRC_PROTO_STATE_MAX);

static void rcmm_reset(void *state)
{
	struct lirc_rcmm_dec *d = state;

	*d = (struct lirc_rcmm_dec){ };
}

/* The bit pair a space stands for, 4 for the end of a frame, or -1. */
static int rcmm_value(u32 us)
{
	int v;

	if (us <= rcmm_space[0] - RCMM_UNIT / 2)
		return -1;
	for (v = 0; v < 3; v++)
		if (us <= (rcmm_space[v] + rcmm_space[v + 1]) / 2)
			return v;
	return us < rcmm_space[3] + RCMM_UNIT / 2 ? 3 : 4;
}

static bool rcmm_feed(void *state, bool pulse, u32 us, struct lirc_code *out)
{
	struct lirc_rcmm_dec *d = state;
	int v;

	switch (d->state) {
	case RCMM_LEADER:
		if (pulse || !lirc_near(us, RCMM_LEADER_SPACE, RCMM_UNIT))
			break;
		d->state = RCMM_BUMP;
		return false;
	case RCMM_BUMP:
	case RCMM_LAST:
		if (!pulse || !lirc_near(us, RCMM_UNIT, RCMM_UNIT / 2))
			break;
		if (d->state == RCMM_BUMP) {
			d->state = RCMM_VALUE;
			return false;
		}
		out->proto = RC_PROTO_RCMM32;
		out->scancode = d->bits;
		out->toggle = false;
		out->repeat = false;
		if ((d->bits & 0x000c0000) != 0x000c0000) {
			out->toggle = d->bits & 0x8000;
			out->scancode &= ~0x8000ULL;
		}
		rcmm_reset(d);
		return true;
	case RCMM_VALUE:
		if (pulse)
			break;
		v = rcmm_value(us);
		if (v < 0)
			break;
		if (v == 4) {
			if (d->count != 12 && d->count != 24)
				break;
			out->proto = d->count == 12 ? RC_PROTO_RCMM12 :
						      RC_PROTO_RCMM24;
			out->scancode = d->bits;
			out->toggle = false;
			out->repeat = false;
			rcmm_reset(d);
			return true;
		}
		d->bits = d->bits << 2 | v;
		d->count += 2;
		d->state = d->count == 32 ? RCMM_LAST : RCMM_BUMP;
		return false;
	default:
		break;
	}
	/* Idle, or a sample that breaks the frame: is it a leader? */
	rcmm_reset(d);
	if (pulse && lirc_near(us, RCMM_LEADER_PULSE, RCMM_UNIT))
		d->state = RCMM_LEADER;
	return false;
}

static unsigned int rcmm_bits(u32 proto)
{
	switch (proto) {
	case RC_PROTO_RCMM12:
		return 12;
	case RC_PROTO_RCMM24:
		return 24;
	default:	/* RC_PROTO_RCMM32 */
		return 32;
	}
}

static bool rcmm_valid(u32 proto, u64 scancode)
{
	if (scancode >> rcmm_bits(proto))
		return false;
	/* bit 15 is the toggle unless bits 19:18 are both set */
	return proto != RC_PROTO_RCMM32 ||
		(scancode & 0x000c0000) == 0x000c0000 || !(scancode & 0x8000);
}

static int rcmm_encode(u32 proto, u64 scancode, bool toggle, u32 *d,
		       unsigned int max)
{
	unsigned int n = 0, count = rcmm_bits(proto);
	u32 bits = scancode;
	int i;

	if (proto == RC_PROTO_RCMM32 && toggle &&
	    (bits & 0x000c0000) != 0x000c0000)
		bits |= 0x8000;
	if (max < count + 3)
		return -ENOSPC;
	d[n++] = RCMM_LEADER_PULSE;
	d[n++] = RCMM_LEADER_SPACE;
	for (i = count - 2; i >= 0; i -= 2) {
		d[n++] = RCMM_UNIT;
		d[n++] = rcmm_space[(bits >> i) & 3];
	}
	d[n++] = RCMM_UNIT;
	return n;
}

static const struct lirc_proto_variant rcmm_variants[] = {
	{ RC_PROTO_RCMM12, "rc-mm-12", "rc-mm" },
	{ RC_PROTO_RCMM24, "rc-mm-24", "rc-mm" },
	{ RC_PROTO_RCMM32, "rc-mm-32", "rc-mm" },
};

const struct lirc_proto_family lirc_rcmm_family = {
	.variants = rcmm_variants,
	.n_variants = ARRAY_SIZE(rcmm_variants),
	.carrier = 36000,
	.state_size = sizeof(struct lirc_rcmm_dec),
	.reset = rcmm_reset,
	.feed = rcmm_feed,
	.valid = rcmm_valid,
	.encode = rcmm_encode,
};
