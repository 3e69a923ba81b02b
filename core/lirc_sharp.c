// SPDX-License-Identifier: GPL-2.0
/*
 * Sharp: pulse distance code, 38 kHz carrier, sent as two frames of 15
 * bits, each least significant bit first: a 5-bit address, an 8-bit
 * command, an expansion bit and a check bit. The second frame repeats the
 * address and inverts the other ten bits. The first frame's check bit is
 * 0 (its expansion bit is 1, or 0 on Denon's variant). The scancode layout
 * is that of Linux 6.1: address << 8 | command (mask 0x1fff).
 *
 * A bit is a pulse of 320 us and a space, 680 us for 0 and 1680 us for 1;
 * each frame ends with a pulse of 320 us. A space of 40 ms separates the
 * frames; the code is complete at the silence after the second one.
 *
 * Timing: a pulse lies strictly between 160 and 480 us; a bit is 1 when
 * its pulse and space together lie strictly within 640 us of 2000 us,
 * else 0 when they lie strictly within 640 us of 1000 us. The space
 * between the frames lies strictly between 30 and 50 ms, the silence
 * after the second one is over 4840 us.
 */

#include <linux/errno.h>
#include <linux/kernel.h>

#include <linux/lirc_core.h>

#include "lirc_proto.h"

#define SHARP_PULSE		320
#define SHARP_PULSE_MARGIN	(SHARP_PULSE / 2)
#define SHARP_BIT_0		680
#define SHARP_BIT_1		1680
#define SHARP_PERIOD_0		(SHARP_PULSE + SHARP_BIT_0)
#define SHARP_PERIOD_1		(SHARP_PULSE + SHARP_BIT_1)
#define SHARP_PERIOD_MARGIN	(2 * SHARP_PULSE)
#define SHARP_ECHO_SPACE	40000
#define SHARP_ECHO_MARGIN	(SHARP_ECHO_SPACE / 4)
#define SHARP_END_SPACE_MIN	(5000 - SHARP_PULSE_MARGIN)
#define SHARP_NBITS		15
#define SHARP_CHECK		BIT(14)		/* the check bit */
#define SHARP_INVERTED		GENMASK(14, 5)	/* command, expansion, check */

enum {
	SHARP_IDLE,
	SHARP_PULSE_NEXT,	/* a bit pulse (or a trailing pulse) next */
	SHARP_SPACE_NEXT,	/* a bit space next */
	SHARP_ECHO,		/* the space between the frames next */
	SHARP_SECOND,		/* the second frame's first pulse next */
	SHARP_TRAILER,		/* the silence after the second frame next */
};

struct sharp_dec {
	u8 state;
	u8 count;		/* bits so far, of both frames */
	u16 pulse;		/* the last bit pulse */
	u32 bits;		/* bit n is the n-th bit sent */
};

static_assert(sizeof(struct sharp_dec) <= LIRC_PROTO_STATE_MAX);

static bool sharp_pulse(bool pulse, u32 us)
{
	return pulse && lirc_near(us, SHARP_PULSE, SHARP_PULSE_MARGIN);
}

static void sharp_reset(void *state)
{
	struct sharp_dec *d = state;

	*d = (struct sharp_dec){ };
}

static bool sharp_end(const struct sharp_dec *d, struct lirc_code *out)
{
	u32 first = d->bits & GENMASK(14, 0), second = d->bits >> SHARP_NBITS;

	if ((first ^ second) != SHARP_INVERTED)
		return false;
	out->proto = RC_PROTO_SHARP;
	out->scancode = (first & 0x1f) << 8 | (first >> 5 & 0xff);
	out->toggle = false;
	out->repeat = false;
	return true;
}

static bool sharp_feed(void *state, bool pulse, u32 us, struct lirc_code *out)
{
	struct sharp_dec *d = state;
	u32 period;
	bool done;

	switch (d->state) {
	case SHARP_IDLE:
		break;
	case SHARP_PULSE_NEXT:
		if (!sharp_pulse(pulse, us))
			break;
		d->pulse = us;
		if (d->count == SHARP_NBITS) {
			if (d->bits & SHARP_CHECK)
				break;
			d->state = SHARP_ECHO;
		} else if (d->count == 2 * SHARP_NBITS) {
			d->state = SHARP_TRAILER;
		} else {
			d->state = SHARP_SPACE_NEXT;
		}
		return false;
	case SHARP_SPACE_NEXT:
		if (pulse)
			break;
		period = d->pulse + us;
		if (lirc_near(period, SHARP_PERIOD_1, SHARP_PERIOD_MARGIN))
			d->bits |= BIT(d->count);
		else if (!lirc_near(period, SHARP_PERIOD_0, SHARP_PERIOD_MARGIN))
			break;
		d->count++;
		d->state = SHARP_PULSE_NEXT;
		return false;
	case SHARP_ECHO:
		if (pulse || !lirc_near(us, SHARP_ECHO_SPACE, SHARP_ECHO_MARGIN))
			break;
		d->state = SHARP_SECOND;
		return false;
	case SHARP_SECOND:
		if (!sharp_pulse(pulse, us))
			break;
		d->pulse = us;
		d->state = SHARP_SPACE_NEXT;
		return false;
	case SHARP_TRAILER:
		if (pulse || us <= SHARP_END_SPACE_MIN)
			break;
		done = sharp_end(d, out);
		d->state = SHARP_IDLE;
		return done;
	}
	/* Idle, or a duration that breaks the frame: a first bit's pulse? */
	if (sharp_pulse(pulse, us)) {
		d->count = 0;
		d->bits = 0;
		d->pulse = us;
		d->state = SHARP_SPACE_NEXT;
	} else {
		d->state = SHARP_IDLE;
	}
	return false;
}

static bool sharp_valid(u32 proto, u64 scancode)
{
	return !(scancode & ~0x1fffULL);
}

static unsigned int sharp_frame(u32 *d, unsigned int n, u32 bits)
{
	unsigned int i;

	for (i = 0; i < SHARP_NBITS; i++) {
		d[n++] = SHARP_PULSE;
		d[n++] = bits & BIT(i) ? SHARP_BIT_1 : SHARP_BIT_0;
	}
	d[n++] = SHARP_PULSE;
	return n;
}

static int sharp_encode(u32 proto, u64 scancode, bool toggle, u32 *d,
			unsigned int max)
{
	u32 address = scancode >> 8 & 0x1f, command = scancode & 0xff;
	/* expansion bit 1, check bit 0 */
	u32 first = address | command << 5 | BIT(13);
	unsigned int n;

	if (max < 2 * (2 * SHARP_NBITS + 1) + 1)
		return -ENOSPC;
	n = sharp_frame(d, 0, first);
	d[n++] = SHARP_ECHO_SPACE;
	return sharp_frame(d, n, first ^ SHARP_INVERTED);
}

static const struct lirc_proto_variant sharp_variants[] = {
	{ RC_PROTO_SHARP, "sharp", "sharp" },
};

const struct lirc_proto_family lirc_sharp_family = {
	.variants = sharp_variants,
	.n_variants = ARRAY_SIZE(sharp_variants),
	.carrier = 38000,
	.state_size = sizeof(struct sharp_dec),
	.reset = sharp_reset,
	.feed = sharp_feed,
	.valid = sharp_valid,
	.encode = sharp_encode,
};
