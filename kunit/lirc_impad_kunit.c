// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit tests for the iMON PAD decoder and encoder.
 *
 * The frames below are derived by hand from the format (lirc_impad.c):
 * a header pulse of one unit (416 us), then per bit, bit 30 first, a check
 * unit and a data unit (pulse for 0, space for 1). The check unit is a
 * pulse only in bits 30, 25, 24, 22-16 and 14-9, and there only when that
 * bit and the one sent before it are both 0. Equal neighbours merge;
 * trailing spaces are silence. Written as units, pulse first, with P for
 * pulse and S for space units, "c d" per bit:
 *
 * 0x28b195b7, key 3 of the iMON PAD remote in 6.1's keymap:
 *   bits 30..0 = 0 1 0 1 0 0 0 1 0 1 1 0 0 0 1 1 0 0 1 0 1 0 1 1 0 1 1 0 1 1 1
 *   hdr P | 30 PP | 29 SS | 28 SP | 27 SS | 26 SP | 25 PP | 24 PP | 23 SS |
 *   22 SP | 21 SS | 20 SS | 19 SP | 18 PP | 17 PP | 16 SS | 15 SS | 14 SP |
 *   13 PP | 12 SS | 11 SP | 10 SS | 9 SP | 8 SS | 7 SS | 6 SP | 5 SS |
 *   4 SS | 3 SP | 2 SS | 1 SS | 0 SS
 *   = 3P 3S 1P 3S 5P 3S 1P 5S 5P 5S 3P 3S 1P 3S 1P 5S 1P 5S 1P
 * 0x28a195b7, its Enter key: bit 20 is 0, so 20 is "SP" and 19 "PP":
 *   = 3P 3S 1P 3S 5P 3S 1P 3S 7P 5S 3P 3S 1P 3S 1P 5S 1P 5S 1P
 * 0x00000000: the unchecked bits 29-26, 23, 15, 8-0 are "SP", the others
 *   "PP": 3P, then 1S 1P three times, 1S, 5P (26-24), 1S, 15P (23-16),
 *   1S, 13P (15-9), then 1S 1P nine times (8-0)
 * 0x40000000: bit 30 is "SS": 1P 3S 1P, then as 0x00000000 after bit 29
 * 0x0000ffff: as 0x00000000 up to the 15P of bits 23-16; bits 15-0 are
 *   silence, the most the decoder takes from it
 * 0x0001ffff: bit 16 is "SS", so the 15P becomes 13P (bits 23-17); bits
 *   16-0 would be silence: no code (nor can it be sent)
 * 0x7fffffff: the header pulse alone: no code
 */

#include <kunit/test.h>
#include <linux/prandom.h>
#include <linux/slab.h>

#include <linux/lirc_core.h>

#include "lirc_proto.h"

#define UNIT		416
#define SIG_MAX		128
#define FRAME_GAP	12000	/* between a held stick's frames */
#define END_SPACE	125000	/* the receiver's timeout at the end */

static const u8 frame_3[] = {
	3, 3, 1, 3, 5, 3, 1, 5, 5, 5, 3, 3, 1, 3, 1, 5, 1, 5, 1,
};

static const u8 frame_enter[] = {
	3, 3, 1, 3, 5, 3, 1, 3, 7, 5, 3, 3, 1, 3, 1, 5, 1, 5, 1,
};

static const u8 frame_zero[] = {
	3, 1, 1, 1, 1, 1, 1, 1, 5, 1, 15, 1, 13,
	1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
};

static const u8 frame_bit30[] = {
	1, 3, 1, 1, 1, 1, 1, 1, 5, 1, 15, 1, 13,
	1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
};

static const u8 frame_ffff[] = { 3, 1, 1, 1, 1, 1, 1, 1, 5, 1, 15 };

static const u8 frame_1ffff[] = { 3, 1, 1, 1, 1, 1, 1, 1, 5, 1, 13 };

static const u8 frame_ones[] = { 1 };

struct frame {
	const char *name;
	const u8 *units;
	unsigned int n;
	u32 scancode;
};

/* The frames from F_3 up to F_END can be sent; the others cannot. */
enum {
	NO_FRAME, F_3, F_ENTER, F_ZERO, F_BIT30, F_FFFF, F_END,
	F_1FFFF, F_ONES, F_ALL
};

static const struct frame frames[F_ALL] = {
	[F_3] = { "0x28b195b7", frame_3, ARRAY_SIZE(frame_3), 0x28b195b7 },
	[F_ENTER] = { "0x28a195b7", frame_enter, ARRAY_SIZE(frame_enter),
		      0x28a195b7 },
	[F_ZERO] = { "0x00000000", frame_zero, ARRAY_SIZE(frame_zero), 0 },
	[F_BIT30] = { "0x40000000", frame_bit30, ARRAY_SIZE(frame_bit30),
		      0x40000000 },
	[F_FFFF] = { "0x0000ffff", frame_ffff, ARRAY_SIZE(frame_ffff),
		     0xffff },
	[F_1FFFF] = { "0x0001ffff", frame_1ffff, ARRAY_SIZE(frame_1ffff),
		      0x1ffff },
	[F_ONES] = { "0x7fffffff", frame_ones, ARRAY_SIZE(frame_ones),
		     0x7fffffff },
};

struct signal {
	u32 d[SIG_MAX];
	unsigned int n;		/* d[0] is a pulse, then alternating */
};

static void sig_add(struct signal *s, u32 us)
{
	if (s->n < SIG_MAX)
		s->d[s->n++] = us;
}

static void sig_frame(struct signal *s, const u8 *units, unsigned int n)
{
	unsigned int i;

	for (i = 0; i < n; i++)
		sig_add(s, units[i] * UNIT);
}

/* The nearest multiple of 250 us, as an iMON raw receiver reports it. */
static u32 quantise(u32 us)
{
	return max(DIV_ROUND_CLOSEST(us, 250), 1U) * 250;
}

/* Feed @s, then a space of @gap; the codes found go to @out. */
static unsigned int feed(void *state, const struct signal *s, u32 gap,
			 struct lirc_code *out, unsigned int max, unsigned int n)
{
	struct lirc_code code;
	unsigned int i;

	for (i = 0; i < s->n; i++)
		if (lirc_impad_family.feed(state, !(i % 2), s->d[i], &code) &&
		    n < max)
			out[n++] = code;
	if (s->n % 2 &&
	    lirc_impad_family.feed(state, false, gap, &code) && n < max)
		out[n++] = code;
	return n;
}

struct dec_case {
	const char *name;
	unsigned int frame;	/* a frame from above, or ... */
	u32 raw[8];		/* ... durations */
	unsigned int nraw;
	unsigned int frames;	/* back-to-back copies; 0 means 1 */
	unsigned int truncate;	/* keep only this many durations */
	unsigned int last_units; /* and make the last one this long */
	int add;		/* added to every duration */
	int pulse_add;		/* added to pulses, taken from spaces */
	bool quant;		/* each duration to the nearest 250 us */
	unsigned int split;	/* duration split by a glitch: index + 1 */
	u32 split_at, glitch;
	bool garbage_first;	/* junk that breaks a frame, then ... */
	u32 first_gap;		/* ... this much silence */
	u32 end_gap;		/* silence after the frame; 0: END_SPACE */
	u32 then_pulse;		/* a pulse after end_gap, then END_SPACE */
	/* expected */
	unsigned int ncodes;
	u32 scancode;
};

static const struct dec_case dec_cases[] = {
	{ "0x28b195b7 (key 3)", .frame = F_3, .ncodes = 1,
	  .scancode = 0x28b195b7 },
	{ "0x28a195b7 (Enter): a 7-unit pulse", .frame = F_ENTER,
	  .ncodes = 1, .scancode = 0x28a195b7 },
	{ "0x00000000: 13- and 15-unit pulses, ends in a pulse",
	  .frame = F_ZERO, .ncodes = 1, .scancode = 0 },
	{ "0x40000000: bit 30 set", .frame = F_BIT30, .ncodes = 1,
	  .scancode = 0x40000000 },
	{ "0x0000ffff: 16 bits from the silence", .frame = F_FFFF,
	  .ncodes = 1, .scancode = 0xffff },
	{ "0x0001ffff: 17 bits from the silence are no code",
	  .frame = F_1FFFF, .ncodes = 0 },
	{ "the header pulse alone is no code (6.1: 0x7fffffff)",
	  .frame = F_ONES, .ncodes = 0 },
	{ "a 416 us pulse alone, quantised to 500 us, is no code",
	  .frame = F_ONES, .quant = true, .ncodes = 0 },
	{ "three frames 12 ms apart", .frame = F_3, .frames = 3,
	  .ncodes = 3, .scancode = 0x28b195b7 },
	{ "the timeout as the longest space", .frame = F_3,
	  .end_gap = LIRC_VALUE_MASK, .ncodes = 1, .scancode = 0x28b195b7 },
	/* 250 us steps: 416 -> 500, 1248 -> 1250, 2080 -> 2000, ... */
	{ "quantised: 0x28b195b7", .frame = F_3, .quant = true,
	  .ncodes = 1, .scancode = 0x28b195b7 },
	{ "quantised: 0x28a195b7", .frame = F_ENTER, .quant = true,
	  .ncodes = 1, .scancode = 0x28a195b7 },
	{ "quantised: 0x00000000 (6240 -> 6250, 5408 -> 5500)",
	  .frame = F_ZERO, .quant = true, .ncodes = 1, .scancode = 0 },
	{ "quantised: 0x40000000", .frame = F_BIT30, .quant = true,
	  .ncodes = 1, .scancode = 0x40000000 },
	{ "quantised: three frames", .frame = F_3, .quant = true,
	  .frames = 3, .ncodes = 3, .scancode = 0x28b195b7 },
	/* n units: (416 n - 208, 416 n + 208] */
	{ "pulses 200 us longer, spaces shorter", .frame = F_3,
	  .pulse_add = 200, .ncodes = 1, .scancode = 0x28b195b7 },
	/* 3P + 210 = 4 units: bit 29's check unit is a pulse */
	{ "pulses 210 us longer is too much", .frame = F_3,
	  .pulse_add = 210, .ncodes = 0 },
	{ "pulses 200 us shorter, spaces longer", .frame = F_3,
	  .pulse_add = -200, .ncodes = 1, .scancode = 0x28b195b7 },
	/* 3P - 210 = 2 units: bit 30's data a space after a pulse check */
	{ "pulses 210 us shorter is too much", .frame = F_3,
	  .pulse_add = -210, .ncodes = 0 },
	{ "every duration 200 us longer", .frame = F_ZERO, .add = 200,
	  .ncodes = 1, .scancode = 0 },
	{ "every duration 210 us longer is too much", .frame = F_ZERO,
	  .add = 210, .ncodes = 0 },
	{ "every duration 200 us shorter", .frame = F_ZERO, .add = -200,
	  .ncodes = 1, .scancode = 0 },
	/* 3P - 210: 2 units; 1S and 1P - 210 skipped; 5P - 210: 4 more */
	{ "every duration 210 us shorter is too much", .frame = F_ZERO,
	  .add = -210, .ncodes = 0 },
	/* after bit 3's pulse: 6 units of bits 2-0, then one of silence */
	{ "a final 1: 7 units of space end the frame", .frame = F_3,
	  .end_gap = 6 * UNIT + 209, .then_pulse = 3000, .ncodes = 1,
	  .scancode = 0x28b195b7 },
	{ "a final 1: 6.5 units of space do not", .frame = F_3,
	  .end_gap = 6 * UNIT + 208, .then_pulse = 3000, .ncodes = 0 },
	{ "a final 0: 209 us of space end the frame", .frame = F_ZERO,
	  .end_gap = 209, .then_pulse = 3000, .ncodes = 1, .scancode = 0 },
	{ "a final 0: 208 us is a glitch, the pulse breaks it",
	  .frame = F_ZERO, .end_gap = 208, .then_pulse = 3000,
	  .ncodes = 0 },
	/* truncated: up to 16 missing bits read as 1 bits, as in 6.1 */
	/* the last pulse is bit 6's data: bits 5-0 from the silence */
	{ "without its last pulse: bits 5-0 read 1", .frame = F_3,
	  .truncate = 17, .ncodes = 1, .scancode = 0x28b195bf },
	/* the last pulse is bit 13's data: bits 12-0 from the silence */
	{ "cut after bit 13: bits 12-0 read 1", .frame = F_3,
	  .truncate = 11, .ncodes = 1, .scancode = 0x28b19fff },
	/* the last pulse is bit 17's data: bits 16-0 would be silence */
	{ "cut after bit 17: no code (6.1: 0x28b1ffff)", .frame = F_3,
	  .truncate = 9, .ncodes = 0 },
	{ "cut after bit 28: no code (6.1: 0x2fffffff)", .frame = F_3,
	  .truncate = 3, .ncodes = 0 },
	/* 5P of bits 26-24 cut to 2: bit 25's check pulse, then silence */
	{ "cut inside a pulse: a check unit without its data",
	  .frame = F_3, .truncate = 5, .last_units = 2, .ncodes = 0 },
	/* 5P = 1100 + 150 (skipped) + 830: 3 units + 2 units */
	{ "a 150 us space inside a pulse is skipped", .frame = F_3,
	  .split = 5, .split_at = 1100, .glitch = 150, .ncodes = 1,
	  .scancode = 0x28b195b7 },
	/* 3S = 600 + 150 + 498: 1 unit + 1 unit */
	{ "a 150 us pulse inside a space costs a unit", .frame = F_3,
	  .split = 2, .split_at = 600, .glitch = 150, .ncodes = 0 },
	{ "garbage, then a frame after 10.5 ms", .frame = F_3,
	  .garbage_first = true, .first_gap = 10500, .ncodes = 1,
	  .scancode = 0x28b195b7 },
	{ "garbage, then a frame after 9 ms is lost", .frame = F_3,
	  .garbage_first = true, .first_gap = 9000, .ncodes = 0 },
	/* 9000 = 22 units: the check unit of bit 29 is a pulse */
	{ "a NEC header and bits", .raw = { 9000, 4500, 560, 560, 560, 1690,
	  560 }, .nraw = 7, .ncodes = 0 },
	{ "RC-5: 889 us halves", .raw = { 889, 889, 889, 1778, 1778, 889,
	  889 }, .nraw = 7, .ncodes = 0 },
	{ "garbage only", .raw = { 100, 100, 3000, 7000, 20000, 300 },
	  .nraw = 6, .ncodes = 0 },
	/* a random train that 6.1 and the tail rule alone read as 0x7ffff7ff */
	{ "noise that reads as one 0 bit", .raw = { 1175, 559, 185, 169, 557,
	  628, 448, 365 }, .nraw = 8, .then_pulse = 0, .ncodes = 0 },
	{ "a 150 us pulse alone is skipped", .raw = { 150 }, .nraw = 1,
	  .ncodes = 0 },
};

static void dec_case_desc(const struct dec_case *c, char *desc)
{
	strscpy(desc, c->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(dec, dec_cases, dec_case_desc);

static void build_frame(const struct dec_case *c, struct signal *f)
{
	unsigned int i;

	f->n = 0;
	if (c->frame)
		sig_frame(f, frames[c->frame].units, frames[c->frame].n);
	for (i = 0; i < c->nraw; i++)
		sig_add(f, c->raw[i]);
	if (c->truncate && c->truncate < f->n)
		f->n = c->truncate;
	if (c->last_units)
		f->d[f->n - 1] = c->last_units * UNIT;
	for (i = 0; i < f->n; i++) {
		int d = f->d[i] + c->add + (i % 2 ? -c->pulse_add : c->pulse_add);

		d = max(d, 1);
		f->d[i] = c->quant ? quantise(d) : d;
	}
	if (c->split && c->split <= f->n && f->n + 2 <= SIG_MAX) {
		i = c->split - 1;
		memmove(&f->d[i + 2], &f->d[i], (f->n - i) * sizeof(u32));
		f->n += 2;
		f->d[i + 2] = f->d[i] - c->split_at - c->glitch;
		f->d[i] = c->split_at;
		f->d[i + 1] = c->glitch;
	}
}

static void lirc_impad_decode_test(struct kunit *test)
{
	static const u32 junk[] = { 300, 450, 9000, 1200, 889, 5000, 200 };
	const struct dec_case *c = test->param_value;
	u64 state[LIRC_PROTO_STATE_MAX / sizeof(u64)];
	unsigned int i, n = 0, frames = c->frames ?: 1;
	struct lirc_code codes[8];
	struct signal *f, *g;

	f = kunit_kzalloc(test, sizeof(*f), GFP_KERNEL);
	g = kunit_kzalloc(test, sizeof(*g), GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, f);
	KUNIT_ASSERT_NOT_NULL(test, g);
	lirc_impad_family.reset(state);

	if (c->garbage_first) {
		for (i = 0; i < ARRAY_SIZE(junk); i++)
			sig_add(g, junk[i]);
		n = feed(state, g, c->first_gap, codes, ARRAY_SIZE(codes), n);
		KUNIT_EXPECT_EQ_MSG(test, n, 0U, "garbage decoded as a code");
	}
	build_frame(c, f);
	for (i = 0; i < frames; i++)
		n = feed(state, f, i + 1 < frames ? FRAME_GAP :
			 c->end_gap ?: END_SPACE, codes, ARRAY_SIZE(codes), n);
	if (c->then_pulse) {
		g->n = 0;
		sig_add(g, c->then_pulse);
		n = feed(state, g, END_SPACE, codes, ARRAY_SIZE(codes), n);
	}

	KUNIT_ASSERT_EQ(test, n, c->ncodes);
	for (i = 0; i < n; i++) {
		KUNIT_EXPECT_EQ_MSG(test, codes[i].proto, (u32)RC_PROTO_IMON,
				    "code %u", i);
		KUNIT_EXPECT_EQ_MSG(test, codes[i].scancode, (u64)c->scancode,
				    "code %u", i);
		KUNIT_EXPECT_FALSE_MSG(test, codes[i].toggle, "code %u", i);
		KUNIT_EXPECT_FALSE_MSG(test, codes[i].repeat, "code %u", i);
	}
}

/* The encoder's output for the frames above, and its limits. */
static void lirc_impad_encode_test(struct kunit *test)
{
	struct signal *want = kunit_kzalloc(test, sizeof(*want), GFP_KERNEL);
	u32 d[LIRC_ENCODE_MAX];
	unsigned int i;
	int n;

	KUNIT_ASSERT_NOT_NULL(test, want);
	for (i = F_3; i < F_END; i++) {
		want->n = 0;
		sig_frame(want, frames[i].units, frames[i].n);
		n = lirc_encode(RC_PROTO_IMON, frames[i].scancode, false, d,
				ARRAY_SIZE(d));
		KUNIT_ASSERT_EQ_MSG(test, n, (int)want->n, "%s", frames[i].name);
		KUNIT_EXPECT_TRUE_MSG(test, !memcmp(d, want->d, n * sizeof(u32)),
				      "%s", frames[i].name);
		/* no toggle bit: the same signal */
		KUNIT_EXPECT_EQ(test, lirc_encode(RC_PROTO_IMON,
						  frames[i].scancode, true, d,
						  ARRAY_SIZE(d)), n);
		KUNIT_EXPECT_EQ(test, lirc_encode(RC_PROTO_IMON,
						  frames[i].scancode, false, d,
						  n - 1), -ENOSPC);
	}
	KUNIT_EXPECT_EQ(test, lirc_encode(RC_PROTO_IMON, 0, false, d, 0),
			-ENOSPC);
	KUNIT_EXPECT_EQ(test, lirc_encode(RC_PROTO_IMON, 0x80000000ULL, false, d,
					  ARRAY_SIZE(d)), -EINVAL);
	KUNIT_EXPECT_EQ(test, lirc_proto_carrier(RC_PROTO_IMON), 38000U);
}

/* No other family decodes an iMON PAD frame. */
static void lirc_impad_other_families_test(struct kunit *test)
{
	struct signal *s = kunit_kzalloc(test, sizeof(*s), GFP_KERNEL);
	unsigned int i, j, k, fed = 0;

	KUNIT_ASSERT_NOT_NULL(test, s);
	for (i = 0; i < LIRC_PROTO_FAMILIES; i++) {
		const struct lirc_proto_family *f = lirc_proto_table[i];
		u64 state[LIRC_PROTO_STATE_MAX / sizeof(u64)] = { };

		if (f == &lirc_impad_family)
			continue;
		for (j = F_3; j < F_ALL; j++) {
			struct lirc_code code;
			bool got = false;

			if (j == F_END)
				continue;
			s->n = 0;
			sig_frame(s, frames[j].units, frames[j].n);
			f->reset(state);
			for (k = 0; k < s->n; k++)
				got |= f->feed(state, !(k % 2), s->d[k], &code);
			got |= f->feed(state, false, END_SPACE, &code);
			KUNIT_EXPECT_FALSE_MSG(test, got, "family %u decodes %s",
					       i, frames[j].name);
			fed++;
		}
	}
	KUNIT_EXPECT_GT(test, fed, 0U);
}

/* Encode; decode as sent and as quantised to 250 us; compare. */
static bool round_trip(struct kunit *test, u32 sc, struct signal *s)
{
	u64 state[LIRC_PROTO_STATE_MAX / sizeof(u64)];
	struct lirc_code codes[2];
	unsigned int i, units = 0, n, q;
	int ret;

	ret = lirc_encode(RC_PROTO_IMON, sc, false, s->d, LIRC_ENCODE_MAX);
	if (ret <= 0 || ret % 2 == 0) {
		KUNIT_FAIL(test, "scancode %#x: encode gave %d", sc, ret);
		return false;
	}
	s->n = ret;
	for (i = 0; i < s->n; i++)
		units += s->d[i] / UNIT;
	for (i = 0; i < s->n && s->d[i] % UNIT == 0 && s->d[i]; i++)
		;
	if (i < s->n || units > 63) {
		KUNIT_FAIL(test, "scancode %#x: duration %u of %u, %u units", sc,
			   i, s->n, units);
		return false;
	}
	lirc_impad_family.reset(state);
	n = feed(state, s, END_SPACE, codes, ARRAY_SIZE(codes), 0);
	for (i = 0; i < s->n; i++)
		s->d[i] = quantise(s->d[i]);
	lirc_impad_family.reset(state);
	q = feed(state, s, END_SPACE, codes + 1, 1, 0);
	if (n != 1 || q != 1 || codes[0].scancode != sc ||
	    codes[1].scancode != sc || codes[0].proto != RC_PROTO_IMON ||
	    codes[1].proto != RC_PROTO_IMON) {
		KUNIT_FAIL(test, "scancode %#x: %u codes (%#llx), quantised %u (%#llx)",
			   sc, n, n ? codes[0].scancode : 0, q,
			   q ? codes[1].scancode : 0);
		return false;
	}
	return true;
}

static void lirc_impad_round_trip_test(struct kunit *test)
{
	static const u32 edge[] = {
		0, 0x7ffe0fff, 0x2aaaaaaa, 0x55555555, 0x40000000, 0x3ffe0fff,
		0x00000001, 0x7fff0ffe, 0x437f7e00, 0x3c8081ff, 0x0000ffff,
		0x7fff0fff, 0x78ffffef,
	};
	/*
	 * 17 or more trailing 1 bits: more than 16 bits of silence; or fewer
	 * than four 0 bits
	 */
	static const u32 unsendable[] = {
		0x7fffffff, 0x3fffffff, 0x0001ffff, 0x4003ffff, 0x2aa3ffff,
		0x7fff1fff, 0x7ffffffe, 0x7ffeffff, 0x79ffffef,
	};
	struct signal *s = kunit_kzalloc(test, sizeof(*s), GFP_KERNEL);
	struct rnd_state rnd;
	unsigned int i, ok = 0, skipped;

	KUNIT_ASSERT_NOT_NULL(test, s);
	for (i = 0; i < ARRAY_SIZE(edge); i++)
		ok += round_trip(test, edge[i], s);
	KUNIT_EXPECT_EQ(test, ok, (unsigned int)ARRAY_SIZE(edge));

	/* a fixed seed, so that a failure reproduces; ten failures will do */
	prandom_seed_state(&rnd, 0x1a0d0416);
	for (i = 0, ok = 0, skipped = 0; i < 100000 && i - ok - skipped < 10;
	     i++) {
		u32 sc = prandom_u32_state(&rnd) & 0x7fffffff;

		if ((sc & 0x1ffff) == 0x1ffff || hweight32(sc) > 27)
			skipped++;	/* cannot be sent: the rows above */
		else
			ok += round_trip(test, sc, s);
	}
	KUNIT_EXPECT_EQ(test, ok + skipped, 100000U);
	/* about 1 in 100000 */
	KUNIT_EXPECT_LT(test, skipped, 10U);
	for (i = 0; i < ARRAY_SIZE(unsendable); i++)
		KUNIT_EXPECT_EQ_MSG(test, lirc_encode(RC_PROTO_IMON,
						      unsendable[i], false,
						      s->d, LIRC_ENCODE_MAX),
				    -EINVAL, "%#x", unsendable[i]);
}

static struct kunit_case lirc_impad_cases[] = {
	KUNIT_CASE_PARAM(lirc_impad_decode_test, dec_gen_params),
	KUNIT_CASE(lirc_impad_encode_test),
	KUNIT_CASE(lirc_impad_other_families_test),
	KUNIT_CASE(lirc_impad_round_trip_test),
	{}
};

static struct kunit_suite lirc_impad_suite = {
	.name = "lirc_impad",
	.test_cases = lirc_impad_cases,
};

kunit_test_suite(lirc_impad_suite);

MODULE_LICENSE("GPL");
