// SPDX-License-Identifier: GPL-2.0
/*
 * The configurable decoders: pulse-distance, pulse-length and Manchester
 * codes whose timings the user sets per device through sysfs, for remotes
 * of no protocol the core knows. They take the parameters of v4l-utils'
 * BPF decoders of the same names (which cannot attach to lirc_core's
 * devices), with the same names, meanings and defaults, so the integer
 * keys of an ir-keytable TOML keymap's [[protocols]] entry carry over one
 * for one (README, "Remotes of other protocols"). The three share their
 * parameters, checks and sysfs files, so they live in one file.
 *
 * Every duration matches a parameter when it lies strictly within margin
 * us of it; a parameter of 0 matches nothing. The bits are shifted in as
 * they come, the first sent ending up most significant, unless reverse is
 * set (pulse_distance, pulse_length): then the first is bit 0. Up to 64.
 *
 * pulse_distance: a header (header_pulse, header_space), then per bit a
 * pulse of bit_pulse and a space of bit_0_space or bit_1_space, then a
 * trailing pulse (trailer_pulse). The code is complete at the space after
 * it, once that is longer than both bit spaces by margin or more.
 *
 * pulse_length: a header, then per bit a pulse of bit_0_pulse or
 * bit_1_pulse, each but the last followed by a space of bit_space. The
 * code is complete at the space after the last bit, once that is longer
 * than bit_space by margin or more.
 *
 * For both, with header_optional set a frame may also start without its
 * header; with repeat_pulse and repeat_space set, a pulse and a space
 * matching them and a trailing pulse (trailer_pulse; for pulse_distance
 * bit_pulse when it is 0, for pulse_length any pulse then) are a repeat
 * code. A repeat pulse equal to the header pulse (NEC's) works.
 *
 * manchester: an optional header, then per bit two halves: a 0 is a pulse
 * of zero_pulse then a space of zero_space, a 1 a space of one_space then
 * a pulse of one_pulse (RC-5's convention); equal neighbouring halves merge
 * into one duration. The first bit must be a 1, a start bit as RC-5's:
 * without a header its space is part of the silence before the frame, and
 * after one the two spaces merge. The code is complete at a space after
 * the last bit (a final 0's runs into it) of at least zero_space +
 * one_space + margin, longer than any space inside a frame. If toggle_bit
 * is below bits, that bit of the code (counted from bit 0, the last sent)
 * is the toggle and is cleared, as are the bits of scancode_mask.
 *
 * A decoder decodes nothing while its parameters are inconsistent
 * (lirc_cfg_ready()); the protocols file refuses to enable it then, and a
 * parameter write that would leave an enabled decoder unable to decode
 * fails with EINVAL.
 */

#include <linux/bits.h>
#include <linux/errno.h>
#include <linux/kernel.h>
#include <linux/stddef.h>
#include <linux/string.h>

#include <linux/lirc_core.h>

#include "lirc_proto.h"

/* The largest duration parameter, in us. */
#define LIRC_CFG_US_MAX		100000

enum {
	CFG_IDLE,
	CFG_HDR,		/* a header pulse seen: its space next */
	CFG_RPT,		/* a repeat pulse seen: its space next */
	CFG_RPT_TRAIL,		/* a repeat code's trailing pulse next */
	CFG_PULSE,		/* a bit pulse, or the trailing pulse, next */
	CFG_SPACE,		/* a bit space next */
	CFG_END,		/* the silence after the last pulse next */
	CFG_BIT,		/* Manchester: a bit begins */
	CFG_HALF,		/* Manchester: its second half next */
};

static bool cfg_near(const struct lirc_cfg_dec *d, u32 us, u32 nominal)
{
	return nominal && us + d->p.margin > nominal &&
	       us < nominal + d->p.margin;
}

static void cfg_reset(void *state)
{
	struct lirc_cfg_dec *d = state;

	/* the parameters stay */
	memset(&d->run, 0, sizeof(d->run));
}

static void cfg_bit(struct lirc_cfg_dec *d, bool one)
{
	d->run.bits = d->run.bits << 1 | one;
	d->run.count++;
}

/* The code of a complete frame. */
static bool cfg_code(struct lirc_cfg_dec *d, u32 proto, struct lirc_code *out)
{
	u64 sc = d->run.bits;
	unsigned int n = d->p.bits, i;

	out->toggle = false;
	if (proto == LIRC_CORE_PROTO_MANCHESTER) {
		if (d->p.toggle_bit < n) {
			out->toggle = sc & BIT_ULL(d->p.toggle_bit);
			sc &= ~BIT_ULL(d->p.toggle_bit);
		}
		sc &= ~(u64)d->p.scancode_mask;
	} else if (d->p.reverse) {
		u64 r = 0;

		for (i = 0; i < n; i++)
			if (sc & BIT_ULL(i))
				r |= BIT_ULL(n - 1 - i);
		sc = r;
	}
	d->run.state = CFG_IDLE;
	out->proto = proto;
	out->scancode = sc;
	out->repeat = false;
	return true;
}

/*
 * A pulse where a frame may start: a header pulse, or a repeat pulse.
 * Returns true when @us was taken as one.
 */
static bool cfg_start(struct lirc_cfg_dec *d, bool pulse, u32 us)
{
	d->run.state = CFG_IDLE;
	d->run.count = 0;
	d->run.bits = 0;
	if (!pulse)
		return false;
	if (cfg_near(d, us, d->p.header_pulse))
		d->run.state = CFG_HDR;
	else if (cfg_near(d, us, d->p.repeat_pulse))
		d->run.state = CFG_RPT;
	return d->run.state != CFG_IDLE;
}

/* A frame may start without its header at a pulse of @us. */
static bool cfg_headless(const struct lirc_cfg_dec *d, bool pulse)
{
	return pulse && (d->p.header_optional || !d->p.header_pulse);
}

/*
 * The space after a header or repeat pulse, and a repeat code's trailing
 * pulse: returns true when @us was taken, with *@got set for a repeat.
 * A repeat pulse may equal the header's: its space tells them apart.
 */
static bool cfg_header(struct lirc_cfg_dec *d, bool pulse, u32 us,
		       u8 bits_state, u32 rpt_trailer, struct lirc_code *out,
		       bool *got)
{
	switch (d->run.state) {
	case CFG_HDR:
		if (pulse)
			return false;
		if (cfg_near(d, us, d->p.header_space)) {
			d->run.state = bits_state;
			return true;
		}
		if (!cfg_near(d, d->p.header_pulse, d->p.repeat_pulse))
			return false;
		fallthrough;
	case CFG_RPT:
		if (pulse || !cfg_near(d, us, d->p.repeat_space))
			return false;
		d->run.state = CFG_RPT_TRAIL;
		return true;
	default:	/* CFG_RPT_TRAIL */
		if (!pulse || (rpt_trailer && !cfg_near(d, us, rpt_trailer)))
			return false;
		d->run.state = CFG_IDLE;
		out->repeat = true;
		*got = true;
		return true;
	}
}

/* pulse_distance */

static bool pd_feed(void *state, bool pulse, u32 us, struct lirc_code *out)
{
	struct lirc_cfg_dec *d = state;
	u32 trailer = d->p.trailer_pulse ?: d->p.bit_pulse;
	bool got = false;

	if (!d->ready)
		return false;
	switch (d->run.state) {
	case CFG_HDR:
	case CFG_RPT:
	case CFG_RPT_TRAIL:
		if (cfg_header(d, pulse, us, CFG_PULSE, trailer, out, &got))
			return got;
		break;
	case CFG_PULSE:
		if (!pulse)
			break;
		if (d->run.count == d->p.bits) {
			if (!cfg_near(d, us, trailer))
				break;
			d->run.state = CFG_END;
			return false;
		}
		if (!cfg_near(d, us, d->p.bit_pulse))
			break;
		d->run.state = CFG_SPACE;
		return false;
	case CFG_SPACE:
		if (pulse)
			break;
		if (cfg_near(d, us, d->p.bit_0_space))
			cfg_bit(d, false);
		else if (cfg_near(d, us, d->p.bit_1_space))
			cfg_bit(d, true);
		else
			break;
		d->run.state = CFG_PULSE;
		return false;
	case CFG_END:
		if (pulse || us < max(d->p.bit_0_space, d->p.bit_1_space) +
				  d->p.margin)
			break;
		return cfg_code(d, LIRC_CORE_PROTO_PULSE_DISTANCE, out);
	}
	/* idle, or the frame broke: does a new one start here? */
	if (!cfg_start(d, pulse, us) && cfg_headless(d, pulse) &&
	    cfg_near(d, us, d->p.bit_pulse))
		d->run.state = CFG_SPACE;
	return false;
}

/* pulse_length */

/* A bit's pulse; false (and idle) when @us is none. */
static bool pl_pulse(struct lirc_cfg_dec *d, bool pulse, u32 us)
{
	if (pulse && cfg_near(d, us, d->p.bit_0_pulse))
		cfg_bit(d, false);
	else if (pulse && cfg_near(d, us, d->p.bit_1_pulse))
		cfg_bit(d, true);
	else
		return false;
	d->run.state = d->run.count == d->p.bits ? CFG_END : CFG_SPACE;
	return true;
}

static bool pl_feed(void *state, bool pulse, u32 us, struct lirc_code *out)
{
	struct lirc_cfg_dec *d = state;
	bool got = false;

	if (!d->ready)
		return false;
	switch (d->run.state) {
	case CFG_HDR:
	case CFG_RPT:
	case CFG_RPT_TRAIL:
		if (cfg_header(d, pulse, us, CFG_PULSE, d->p.trailer_pulse,
			       out, &got))
			return got;
		break;
	case CFG_PULSE:
		if (pl_pulse(d, pulse, us))
			return false;
		break;
	case CFG_SPACE:
		if (pulse || !cfg_near(d, us, d->p.bit_space))
			break;
		d->run.state = CFG_PULSE;
		return false;
	case CFG_END:
		if (pulse || us < d->p.bit_space + d->p.margin)
			break;
		return cfg_code(d, LIRC_CORE_PROTO_PULSE_LENGTH, out);
	}
	if (!cfg_start(d, pulse, us) && cfg_headless(d, pulse))
		pl_pulse(d, pulse, us);
	return false;
}

/* manchester */

/* A bit's first half: a pulse starts a 0, a space a 1. */
static u32 mc_first(const struct lirc_cfg_dec *d, bool pulse)
{
	return pulse ? d->p.zero_pulse : d->p.one_space;
}

/* Its second half: a space for a 0, a pulse for a 1. */
static u32 mc_second(const struct lirc_cfg_dec *d, bool one)
{
	return one ? d->p.one_pulse : d->p.zero_space;
}

/* The shortest silence after a frame: longer than any space inside one. */
static bool mc_silence(const struct lirc_cfg_dec *d, u32 us)
{
	return us >= d->p.zero_space + d->p.one_space + d->p.margin;
}

/*
 * The second half of the last bit, maybe with the next bit's first half
 * when they are of one level; the code when it is the frame's end. Returns
 * false when @us is neither.
 */
static bool mc_half(struct lirc_cfg_dec *d, bool pulse, u32 us,
		    struct lirc_code *out, bool *got)
{
	bool one = d->run.bits & 1;

	if (pulse != one)
		return false;
	if (d->run.count == d->p.bits) {
		if (!one) {	/* a final 0's space runs into the silence */
			if (!mc_silence(d, us))
				return false;
			*got = cfg_code(d, LIRC_CORE_PROTO_MANCHESTER, out);
			return true;
		}
		if (!cfg_near(d, us, mc_second(d, one)))
			return false;
		d->run.state = CFG_END;
		return true;
	}
	if (cfg_near(d, us, mc_second(d, one))) {
		d->run.state = CFG_BIT;
		return true;
	}
	if (!cfg_near(d, us, mc_second(d, one) + mc_first(d, pulse)))
		return false;
	cfg_bit(d, !pulse);	/* the next bit's first half too */
	d->run.state = CFG_HALF;
	return true;
}

static bool mc_feed(void *state, bool pulse, u32 us, struct lirc_code *out)
{
	struct lirc_cfg_dec *d = state;
	bool got = false;

	if (!d->ready)
		return false;
	switch (d->run.state) {
	case CFG_HDR:
		/* the first bit, a 1, begins with a space: the header's grows */
		if (pulse || !cfg_near(d, us, d->p.header_space + d->p.one_space))
			break;
		cfg_bit(d, true);
		d->run.state = CFG_HALF;
		return false;
	case CFG_BIT:
		if (!cfg_near(d, us, mc_first(d, pulse)))
			break;
		cfg_bit(d, !pulse);
		d->run.state = CFG_HALF;
		return false;
	case CFG_HALF:
		if (mc_half(d, pulse, us, out, &got))
			return got;
		break;
	case CFG_END:
		if (pulse || !mc_silence(d, us))
			break;
		return cfg_code(d, LIRC_CORE_PROTO_MANCHESTER, out);
	}
	if (cfg_start(d, pulse, us) || !cfg_headless(d, pulse))
		return false;
	/* no header: this pulse is the start bit's second half */
	cfg_bit(d, true);
	if (!mc_half(d, pulse, us, out, &got))
		d->run.state = CFG_IDLE;
	return got;
}

/* Whether @a and @b are at least @gap apart. */
static bool cfg_apart(u32 a, u32 b, u32 gap)
{
	return (a > b ? a - b : b - a) >= gap;
}

/**
 * lirc_cfg_init() - a configurable decoder with its family's defaults
 * @f: any family
 * @state: its decoder state
 *
 * A new device's parameters (v4l-utils' defaults) and whether they let it
 * decode; the caller resets the decoder after. Nothing for a family that
 * has no parameters.
 */
void lirc_cfg_init(const struct lirc_proto_family *f, void *state)
{
	struct lirc_cfg_dec *d = state;

	if (!f->params)
		return;
	d->p = *f->defaults;
	d->ready = lirc_cfg_ready(f, &d->p);
}

/**
 * lirc_cfg_param() - one parameter of a configurable decoder
 * @p: the parameters
 * @param: which, from its family's table
 *
 * Return: where its value is.
 */
u32 *lirc_cfg_param(struct lirc_cfg_params *p,
		    const struct lirc_proto_param *param)
{
	return (u32 *)((u8 *)p + param->offset);
}

/**
 * lirc_cfg_ready() - whether a configurable decoder's parameters let it
 *	decode
 * @f: one of the configurable families
 * @p: the parameters
 *
 * Return: true when they are consistent: 1 to 64 bits, a margin, header
 * and repeat code each complete or absent, every duration a bit is made of
 * above the margin, and the two a bit is told by at least two margins
 * apart, so that no duration matches both; for manchester, every half at
 * least two margins long, so that a half and two merged halves never
 * match one duration, and no repeat code.
 */
bool lirc_cfg_ready(const struct lirc_proto_family *f,
		    const struct lirc_cfg_params *p)
{
	u32 m = p->margin, m2 = 2 * p->margin;

	if (!p->bits || p->bits > 64 || !m ||
	    !p->header_pulse != !p->header_space ||
	    !p->repeat_pulse != !p->repeat_space ||
	    (p->header_optional && !p->header_pulse))
		return false;
	if (f == &lirc_pulse_distance_family)
		return p->bit_pulse > m && p->bit_0_space > m &&
		       p->bit_1_space > m &&
		       cfg_apart(p->bit_0_space, p->bit_1_space, m2) &&
		       (!p->trailer_pulse || p->trailer_pulse > m);
	if (f == &lirc_pulse_length_family)
		return p->bit_space > m && p->bit_0_pulse > m &&
		       p->bit_1_pulse > m &&
		       cfg_apart(p->bit_0_pulse, p->bit_1_pulse, m2) &&
		       (!p->trailer_pulse || p->trailer_pulse > m);
	/* manchester: no repeat code */
	return p->zero_pulse >= m2 && p->zero_space >= m2 &&
	       p->one_pulse >= m2 && p->one_space >= m2 && !p->repeat_pulse;
}

#define CFG_PARAM(n, field, mx) \
	{ .name = n, .offset = offsetof(struct lirc_cfg_params, field), \
	  .max = mx }
#define CFG_US(n, field)	CFG_PARAM(n, field, LIRC_CFG_US_MAX)

static const struct lirc_proto_param pd_params[] = {
	CFG_US("margin", margin),
	CFG_US("header_pulse", header_pulse),
	CFG_US("header_space", header_space),
	CFG_PARAM("header_optional", header_optional, 1),
	CFG_US("repeat_pulse", repeat_pulse),
	CFG_US("repeat_space", repeat_space),
	CFG_US("bit_pulse", bit_pulse),
	CFG_US("bit_0_space", bit_0_space),
	CFG_US("bit_1_space", bit_1_space),
	CFG_US("trailer_pulse", trailer_pulse),
	CFG_PARAM("bits", bits, 64),
	CFG_PARAM("reverse", reverse, 1),
};

static const struct lirc_proto_param pl_params[] = {
	CFG_US("margin", margin),
	CFG_US("header_pulse", header_pulse),
	CFG_US("header_space", header_space),
	CFG_PARAM("header_optional", header_optional, 1),
	CFG_US("repeat_pulse", repeat_pulse),
	CFG_US("repeat_space", repeat_space),
	CFG_US("bit_space", bit_space),
	CFG_US("bit_0_pulse", bit_0_pulse),
	CFG_US("bit_1_pulse", bit_1_pulse),
	CFG_US("trailer_pulse", trailer_pulse),
	CFG_PARAM("bits", bits, 64),
	CFG_PARAM("reverse", reverse, 1),
};

static const struct lirc_proto_param mc_params[] = {
	CFG_US("margin", margin),
	CFG_US("header_pulse", header_pulse),
	CFG_US("header_space", header_space),
	CFG_US("zero_pulse", zero_pulse),
	CFG_US("zero_space", zero_space),
	CFG_US("one_pulse", one_pulse),
	CFG_US("one_space", one_space),
	CFG_PARAM("toggle_bit", toggle_bit, 255),
	CFG_PARAM("bits", bits, 64),
	CFG_PARAM("scancode_mask", scancode_mask, U32_MAX),
};

/* v4l-utils' defaults, so that a keymap that leaves one out means the same */
static const struct lirc_cfg_params pd_defaults = {
	.margin = 200, .header_pulse = 2125, .header_space = 1875,
	.bit_pulse = 625, .bit_0_space = 375, .bit_1_space = 1625,
	.trailer_pulse = 625, .bits = 4,
};

static const struct lirc_cfg_params pl_defaults = {
	.margin = 200, .header_pulse = 2125, .header_space = 1875,
	.bit_space = 625, .bit_0_pulse = 375, .bit_1_pulse = 1625, .bits = 4,
};

static const struct lirc_cfg_params mc_defaults = {
	.margin = 200, .zero_pulse = 888, .zero_space = 888, .one_pulse = 888,
	.one_space = 888, .toggle_bit = 100, .bits = 14,
};

static const struct lirc_proto_variant pd_variants[] = {
	{ LIRC_CORE_PROTO_PULSE_DISTANCE, "pulse_distance", "pulse_distance" },
};

static const struct lirc_proto_variant pl_variants[] = {
	{ LIRC_CORE_PROTO_PULSE_LENGTH, "pulse_length", "pulse_length" },
};

static const struct lirc_proto_variant mc_variants[] = {
	{ LIRC_CORE_PROTO_MANCHESTER, "manchester", "manchester" },
};

static bool cfg_valid(u32 proto, u64 scancode)
{
	return false;	/* decode only: no encoder */
}

const struct lirc_proto_family lirc_pulse_distance_family = {
	.variants = pd_variants,
	.n_variants = ARRAY_SIZE(pd_variants),
	.state_size = sizeof(struct lirc_cfg_dec),
	.reset = cfg_reset,
	.feed = pd_feed,
	.valid = cfg_valid,
	.params = pd_params,
	.n_params = ARRAY_SIZE(pd_params),
	.defaults = &pd_defaults,
};

const struct lirc_proto_family lirc_pulse_length_family = {
	.variants = pl_variants,
	.n_variants = ARRAY_SIZE(pl_variants),
	.state_size = sizeof(struct lirc_cfg_dec),
	.reset = cfg_reset,
	.feed = pl_feed,
	.valid = cfg_valid,
	.params = pl_params,
	.n_params = ARRAY_SIZE(pl_params),
	.defaults = &pl_defaults,
};

const struct lirc_proto_family lirc_manchester_family = {
	.variants = mc_variants,
	.n_variants = ARRAY_SIZE(mc_variants),
	.state_size = sizeof(struct lirc_cfg_dec),
	.reset = cfg_reset,
	.feed = mc_feed,
	.valid = cfg_valid,
	.params = mc_params,
	.n_params = ARRAY_SIZE(mc_params),
	.defaults = &mc_defaults,
};
