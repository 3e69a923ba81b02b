// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit tests for the RC-5, RC-5-SZ and NEC decoders and encoders.
 *
 * Test signals are built here from the protocols' descriptions (bit
 * strings, byte values), independently of the encoders under test; the
 * expected scancodes follow Linux 6.1's rc-protos.rst.
 */

#include <kunit/test.h>
#include <linux/slab.h>

#include <linux/lirc_core.h>

#include "lirc_proto.h"

#define SIG_MAX		512
#define FRAME_GAP	40000	/* space between back-to-back frames */
#define END_SPACE	125000	/* the receiver's timeout at the end */

struct signal {
	u32 d[SIG_MAX];
	unsigned int n;		/* d[0] is a pulse, then alternating */
};

/* Append a level; equal neighbours merge. */
static void sig_level(struct signal *s, bool pulse, u32 us)
{
	if (s->n && ((s->n - 1) % 2 == 0) == pulse) {
		s->d[s->n - 1] += us;
		return;
	}
	if (!s->n && !pulse)
		return;
	if (s->n < SIG_MAX)
		s->d[s->n++] = us;
}

/* NEC: header, 32 bits least significant first, trailing pulse. */
static void sig_nec(struct signal *s, const u8 *bytes)
{
	unsigned int i;

	sig_level(s, true, 9000);
	sig_level(s, false, 4500);
	for (i = 0; i < 32; i++) {
		sig_level(s, true, 560);
		sig_level(s, false, bytes[i / 8] & BIT(i % 8) ? 1690 : 560);
	}
	sig_level(s, true, 560);
}

static void sig_nec_repeat(struct signal *s)
{
	sig_level(s, true, 9000);
	sig_level(s, false, 2250);
	sig_level(s, true, 560);
}

/* RC-5: Manchester, a 1 is space then pulse, 889 us each half. */
static void sig_rc5(struct signal *s, const char *bits)
{
	for (; *bits; bits++) {
		if (*bits == ' ')
			continue;
		sig_level(s, *bits == '0', 889);
		sig_level(s, *bits == '1', 889);
	}
	if (s->n % 2 == 0)	/* ended on a space half: it is silence */
		s->n--;
}

enum gen { GEN_NEC, GEN_RC5, GEN_RAW };

struct dec_case {
	const char *name;
	enum gen gen;
	u8 nec[4];
	const char *rc5;
	u32 raw[8];
	unsigned int nraw;
	unsigned int frames;	/* back-to-back copies; 0 means 1 */
	unsigned int repeats;	/* NEC repeat codes after the frames */
	unsigned int truncate;	/* keep only this many durations of a frame */
	unsigned int pct;	/* scale every duration; 0 means 100 % */
	int pulse_add;		/* added to pulses, taken from spaces */
	bool garbage_first;
	unsigned int quant;	/* 256: v * 256 + 128; 250: nearest 250 */
	bool break_first;	/* a 3 ms pulse right before the frame */
	/* expected */
	unsigned int ncodes;
	u32 proto;
	u64 scancode;
	bool toggle;
};

static const struct dec_case dec_cases[] = {
	{ "nec: address 0x04 command 0x08", GEN_NEC, { 0x04, 0xfb, 0x08, 0xf7 },
	  .ncodes = 1, .proto = RC_PROTO_NEC, .scancode = 0x0408 },
	{ "nec-x: address byte not inverted", GEN_NEC, { 0x12, 0x34, 0x56, 0xa9 },
	  .ncodes = 1, .proto = RC_PROTO_NECX, .scancode = 0x123456 },
	{ "nec-32: command byte not inverted", GEN_NEC, { 0x78, 0x56, 0x34, 0x12 },
	  .ncodes = 1, .proto = RC_PROTO_NEC32, .scancode = 0x56781234 },
	{ "nec: all durations 24 % long", GEN_NEC, { 0x04, 0xfb, 0x08, 0xf7 },
	  .pct = 124, .ncodes = 1, .proto = RC_PROTO_NEC, .scancode = 0x0408 },
	{ "nec: all durations 26 % long", GEN_NEC, { 0x04, 0xfb, 0x08, 0xf7 },
	  .pct = 126, .ncodes = 0 },
	{ "nec: all durations 24 % short", GEN_NEC, { 0x04, 0xfb, 0x08, 0xf7 },
	  .pct = 76, .ncodes = 1, .proto = RC_PROTO_NEC, .scancode = 0x0408 },
	{ "nec: all durations 26 % short", GEN_NEC, { 0x04, 0xfb, 0x08, 0xf7 },
	  .pct = 74, .ncodes = 0 },
	{ "nec: pulses 250 us longer, spaces shorter", GEN_NEC,
	  { 0x00, 0xff, 0x45, 0xba }, .pulse_add = 250,
	  .ncodes = 1, .proto = RC_PROTO_NEC, .scancode = 0x0045 },
	{ "nec: pulses 250 us shorter, spaces longer", GEN_NEC,
	  { 0x00, 0xff, 0x45, 0xba }, .pulse_add = -250,
	  .ncodes = 1, .proto = RC_PROTO_NEC, .scancode = 0x0045 },
	{ "nec: pulses 300 us longer is too much", GEN_NEC,
	  { 0x00, 0xff, 0x45, 0xba }, .pulse_add = 300, .ncodes = 0 },
	{ "nec: frame then two repeat codes", GEN_NEC, { 0x04, 0xfb, 0x08, 0xf7 },
	  .repeats = 2, .ncodes = 3, .proto = RC_PROTO_NEC, .scancode = 0x0408 },
	{ "nec: three frames back to back", GEN_NEC, { 0x04, 0xfb, 0x08, 0xf7 },
	  .frames = 3, .ncodes = 3, .proto = RC_PROTO_NEC, .scancode = 0x0408 },
	{ "nec: truncated after 20 bits", GEN_NEC, { 0x04, 0xfb, 0x08, 0xf7 },
	  .truncate = 42, .ncodes = 0 },
	{ "nec: missing trailing pulse", GEN_NEC, { 0x04, 0xfb, 0x08, 0xf7 },
	  .truncate = 66, .ncodes = 0 },
	{ "nec: garbage, then a frame", GEN_NEC, { 0x04, 0xfb, 0x08, 0xf7 },
	  .garbage_first = true, .ncodes = 1, .proto = RC_PROTO_NEC,
	  .scancode = 0x0408 },
	{ "rc-5: address 0x1e command 0x01", GEN_RC5,
	  .rc5 = "1 1 0 11110 000001",
	  .ncodes = 1, .proto = RC_PROTO_RC5, .scancode = 0x1e01 },
	{ "rc-5: toggle set", GEN_RC5, .rc5 = "1 1 1 11110 000001",
	  .ncodes = 1, .proto = RC_PROTO_RC5, .scancode = 0x1e01, .toggle = true },
	{ "rc-5: field bit clear is command bit 6", GEN_RC5,
	  .rc5 = "1 0 0 00101 000011",
	  .ncodes = 1, .proto = RC_PROTO_RC5, .scancode = 0x0543 },
	{ "rc-5: command ends in a 0 bit", GEN_RC5, .rc5 = "1 1 0 00000 111110",
	  .ncodes = 1, .proto = RC_PROTO_RC5, .scancode = 0x003e },
	{ "rc-5: all durations 24 % long", GEN_RC5, .rc5 = "1 1 0 11110 000001",
	  .pct = 124, .ncodes = 1, .proto = RC_PROTO_RC5, .scancode = 0x1e01 },
	{ "rc-5: all durations 26 % long", GEN_RC5, .rc5 = "1 1 0 11110 000001",
	  .pct = 126, .ncodes = 0 },
	{ "rc-5: all durations 24 % short", GEN_RC5, .rc5 = "1 1 0 11110 000001",
	  .pct = 76, .ncodes = 1, .proto = RC_PROTO_RC5, .scancode = 0x1e01 },
	{ "rc-5: all durations 26 % short", GEN_RC5, .rc5 = "1 1 0 11110 000001",
	  .pct = 74, .ncodes = 0 },
	{ "rc-5: pulses 250 us longer, spaces shorter", GEN_RC5,
	  .rc5 = "1 1 0 10101 010101", .pulse_add = 250,
	  .ncodes = 1, .proto = RC_PROTO_RC5, .scancode = 0x1515 },
	{ "rc-5: pulses 450 us longer is too much", GEN_RC5,
	  .rc5 = "1 1 0 10101 010101", .pulse_add = 450, .ncodes = 0 },
	{ "rc-5: three frames back to back", GEN_RC5, .rc5 = "1 1 1 00011 000111",
	  .frames = 3, .ncodes = 3, .proto = RC_PROTO_RC5, .scancode = 0x0307,
	  .toggle = true },
	{ "rc-5: truncated after 10 bits", GEN_RC5, .rc5 = "1 1 0 11110 0",
	  .ncodes = 0 },
	{ "rc-5: 16 bits is no protocol", GEN_RC5, .rc5 = "1 1 0 11110 00000100",
	  .ncodes = 0 },
	{ "rc-5: a frame right after a broken one is ignored", GEN_RC5,
	  .rc5 = "1 1 0 11110 000001", .break_first = true, .ncodes = 0 },
	{ "rc-5: garbage, then a frame", GEN_RC5, .rc5 = "1 1 0 11110 000001",
	  .garbage_first = true, .ncodes = 1, .proto = RC_PROTO_RC5,
	  .scancode = 0x1e01 },
	{ "rc-5-sz: 15 bits", GEN_RC5, .rc5 = "1 1 0 001010 100101",
	  .ncodes = 1, .proto = RC_PROTO_RC5_SZ, .scancode = 0x22a5 },
	{ "rc-5-sz: toggle set", GEN_RC5, .rc5 = "1 0 1 101000 100101",
	  .ncodes = 1, .proto = RC_PROTO_RC5_SZ, .scancode = 0x0a25,
	  .toggle = true },
	{ "rc-5-sz: quantised like a Streamzap (v * 256 + 128 us)", GEN_RC5,
	  .rc5 = "1 1 0 001010 100101", .quant = 256,
	  .ncodes = 1, .proto = RC_PROTO_RC5_SZ, .scancode = 0x22a5 },
	{ "rc-5: quantised like an iMON (250 us steps)", GEN_RC5,
	  .rc5 = "1 1 0 11110 000001", .quant = 250,
	  .ncodes = 1, .proto = RC_PROTO_RC5, .scancode = 0x1e01 },
	{ "nec: quantised like a Streamzap", GEN_NEC, { 0x04, 0xfb, 0x08, 0xf7 },
	  .quant = 256, .ncodes = 1, .proto = RC_PROTO_NEC, .scancode = 0x0408 },
	{ "nec: quantised like an iMON", GEN_NEC, { 0x04, 0xfb, 0x08, 0xf7 },
	  .quant = 250, .ncodes = 1, .proto = RC_PROTO_NEC, .scancode = 0x0408 },
	{ "garbage only", GEN_RAW, .raw = { 100, 100, 3000, 7000, 20000, 300 },
	  .nraw = 6, .ncodes = 0 },
};

static void dec_case_desc(const struct dec_case *c, char *desc)
{
	strscpy(desc, c->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(dec, dec_cases, dec_case_desc);

static void build_frame(const struct dec_case *c, struct signal *f)
{
	unsigned int i, pct = c->pct ?: 100;

	f->n = 0;
	if (c->break_first) {
		sig_level(f, true, 3000);
		sig_level(f, false, 889);
	}
	if (c->gen == GEN_NEC)
		sig_nec(f, c->nec);
	else if (c->gen == GEN_RC5)
		sig_rc5(f, c->rc5);
	else
		for (i = 0; i < c->nraw; i++)
			sig_level(f, !(i % 2), c->raw[i]);
	if (c->truncate && c->truncate < f->n)
		f->n = c->truncate;
	for (i = 0; i < f->n; i++) {
		int d = f->d[i] * pct / 100 + (i % 2 ? -c->pulse_add : c->pulse_add);

		d = max(d, 1);
		if (c->quant == 256)
			d = d / 256 * 256 + 128;
		else if (c->quant)
			d = max(DIV_ROUND_CLOSEST(d, c->quant), 1) * c->quant;
		f->d[i] = d;
	}
}

/* Feed alternating pulses and spaces, then @gap of silence, to both decoders. */
static unsigned int feed(struct lirc_rc5_dec *rc5, struct lirc_nec_dec *nec,
			 const struct signal *s, u32 gap, struct lirc_code *out,
			 unsigned int max, unsigned int n)
{
	struct lirc_code code;
	unsigned int i;

	for (i = 0; i <= s->n; i++) {
		bool pulse = i < s->n && !(i % 2);
		u32 us = i < s->n ? s->d[i] : gap;

		if (i == s->n && s->n % 2 == 0)
			break;	/* ends on a space already */
		if (lirc_rc5_feed(rc5, pulse, us, &code) && n < max)
			out[n++] = code;
		if (lirc_nec_feed(nec, pulse, us, &code) && n < max)
			out[n++] = code;
	}
	return n;
}

static void lirc_decoder_test(struct kunit *test)
{
	const struct dec_case *c = test->param_value;
	static const u32 junk[] = { 300, 450, 9000, 1200, 889, 5000, 200 };
	struct lirc_rc5_dec rc5;
	struct lirc_nec_dec nec;
	struct lirc_code codes[8];
	struct signal *f, *g;
	unsigned int i, n = 0, frames = c->frames ?: 1;

	f = kunit_kzalloc(test, sizeof(*f), GFP_KERNEL);
	g = kunit_kzalloc(test, sizeof(*g), GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, f);
	KUNIT_ASSERT_NOT_NULL(test, g);
	lirc_rc5_reset(&rc5);
	lirc_nec_reset(&nec);

	if (c->garbage_first) {
		for (i = 0; i < ARRAY_SIZE(junk); i++)
			sig_level(g, !(i % 2), junk[i]);
		n = feed(&rc5, &nec, g, FRAME_GAP, codes, ARRAY_SIZE(codes), n);
		KUNIT_EXPECT_EQ_MSG(test, n, 0U, "garbage decoded as a code");
	}
	build_frame(c, f);
	for (i = 0; i < frames; i++)
		n = feed(&rc5, &nec, f, i + 1 < frames || c->repeats ? FRAME_GAP :
			 END_SPACE, codes, ARRAY_SIZE(codes), n);
	g->n = 0;
	sig_nec_repeat(g);
	for (i = 0; i < c->repeats; i++)
		n = feed(&rc5, &nec, g, i + 1 < c->repeats ? FRAME_GAP : END_SPACE,
			 codes, ARRAY_SIZE(codes), n);

	KUNIT_ASSERT_EQ(test, n, c->ncodes);
	for (i = 0; i < n; i++) {
		bool repeat = i >= frames;

		KUNIT_EXPECT_EQ_MSG(test, codes[i].repeat, repeat, "code %u", i);
		if (repeat)
			continue;
		KUNIT_EXPECT_EQ_MSG(test, codes[i].proto, c->proto, "code %u", i);
		KUNIT_EXPECT_EQ_MSG(test, codes[i].scancode, c->scancode, "code %u", i);
		KUNIT_EXPECT_EQ_MSG(test, codes[i].toggle, c->toggle, "code %u", i);
	}
}

/* Encode, decode, compare: one scancode. */
static bool round_trip(struct kunit *test, u32 proto, u64 scancode, bool toggle,
		       struct signal *s)
{
	struct lirc_rc5_dec rc5;
	struct lirc_nec_dec nec;
	struct lirc_code codes[4];
	int n;

	lirc_rc5_reset(&rc5);
	lirc_nec_reset(&nec);
	n = lirc_encode(proto, scancode, toggle, s->d, SIG_MAX);
	if (n <= 0 || n % 2 == 0) {
		KUNIT_FAIL(test, "proto %u scancode %#llx: encode gave %d", proto,
			   scancode, n);
		return false;
	}
	s->n = n;
	n = feed(&rc5, &nec, s, END_SPACE, codes, ARRAY_SIZE(codes), 0);
	if (n != 1 || codes[0].proto != proto || codes[0].scancode != scancode ||
	    codes[0].toggle != toggle) {
		KUNIT_FAIL(test, "proto %u scancode %#llx toggle %d: %d codes, first %u %#llx %d",
			   proto, scancode, toggle, n, n ? codes[0].proto : 0,
			   n ? codes[0].scancode : 0, n ? codes[0].toggle : 0);
		return false;
	}
	return true;
}

static void lirc_round_trip_rc5_test(struct kunit *test)
{
	struct signal *s = kunit_kzalloc(test, sizeof(*s), GFP_KERNEL);
	unsigned int addr, cmd, ok = 0;

	KUNIT_ASSERT_NOT_NULL(test, s);
	for (addr = 0; addr < 32; addr++)
		for (cmd = 0; cmd < 128; cmd++)
			ok += round_trip(test, RC_PROTO_RC5, addr << 8 | cmd,
					 cmd & 1, s);
	KUNIT_EXPECT_EQ(test, ok, 32U * 128U);
}

static void lirc_round_trip_rc5_sz_test(struct kunit *test)
{
	struct signal *s = kunit_kzalloc(test, sizeof(*s), GFP_KERNEL);
	unsigned int sc, ok = 0, total = 0;

	KUNIT_ASSERT_NOT_NULL(test, s);
	for (sc = 0; sc <= 0x2fff; sc++) {
		if (sc & 0x1000)
			continue;	/* the toggle bit's place */
		ok += round_trip(test, RC_PROTO_RC5_SZ, sc, sc & 2, s);
		total++;
	}
	KUNIT_EXPECT_EQ(test, ok, total);
}

static void lirc_round_trip_nec_test(struct kunit *test)
{
	struct signal *s = kunit_kzalloc(test, sizeof(*s), GFP_KERNEL);
	unsigned int sc, ok = 0;

	KUNIT_ASSERT_NOT_NULL(test, s);
	for (sc = 0; sc <= 0xffff; sc++)
		ok += round_trip(test, RC_PROTO_NEC, sc, false, s);
	KUNIT_EXPECT_EQ(test, ok, 0x10000U);
}

/* A fixed pseudo-random sequence, so that failures reproduce. */
static u32 lcg(u32 *state)
{
	*state = *state * 1664525 + 1013904223;
	return *state;
}

static void lirc_round_trip_nec_sampled_test(struct kunit *test)
{
	struct signal *s = kunit_kzalloc(test, sizeof(*s), GFP_KERNEL);
	unsigned int i, ok = 0, tried = 0;
	u32 seed = 12345;

	KUNIT_ASSERT_NOT_NULL(test, s);
	for (i = 0; i < 8000; i++) {
		u32 proto = i % 2 ? RC_PROTO_NEC32 : RC_PROTO_NECX;
		u32 sc = lcg(&seed);

		if (proto == RC_PROTO_NECX)
			sc &= 0xffffff;
		if (!lirc_scancode_valid(proto, sc))
			continue;
		ok += round_trip(test, proto, sc, false, s);
		tried++;
	}
	KUNIT_EXPECT_GT(test, tried, 7900U);
	KUNIT_EXPECT_EQ(test, ok, tried);
}

struct valid_case {
	const char *name;
	u32 proto;
	u64 scancode;
	bool valid;
};

static const struct valid_case valid_cases[] = {
	{ "rc-5 largest", RC_PROTO_RC5, 0x1f7f, true },
	{ "rc-5 bit 7 is not part of it", RC_PROTO_RC5, 0x0080, false },
	{ "rc-5 address beyond 5 bits", RC_PROTO_RC5, 0x2000, false },
	{ "rc-5-sz largest", RC_PROTO_RC5_SZ, 0x2fff, true },
	{ "rc-5-sz toggle position", RC_PROTO_RC5_SZ, 0x1000, false },
	{ "nec 16 bits", RC_PROTO_NEC, 0xffff, true },
	{ "nec 17 bits", RC_PROTO_NEC, 0x10000, false },
	{ "nec-x with an inverted address is nec", RC_PROTO_NECX, 0x12ed56, false },
	{ "nec-x", RC_PROTO_NECX, 0x12ee56, true },
	{ "nec-32 with an inverted command is nec-x", RC_PROTO_NEC32, 0x1234cb34, false },
	{ "nec-32", RC_PROTO_NEC32, 0x12341234, true },
	{ "nec-32 beyond 32 bits", RC_PROTO_NEC32, 0x100000000ULL, false },
	{ "imon 31 bits", RC_PROTO_IMON, 0x7fffffff, true },
	{ "imon bit 31 is not part of it", RC_PROTO_IMON, 0x80000000, false },
	{ "sony-12 is not encoded here", RC_PROTO_SONY12, 0x1, false },
	{ "unknown protocol number", 200, 0x1, false },
};

static void valid_case_desc(const struct valid_case *c, char *desc)
{
	strscpy(desc, c->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(valid, valid_cases, valid_case_desc);

static void lirc_encode_valid_test(struct kunit *test)
{
	const struct valid_case *c = test->param_value;
	u32 d[LIRC_ENCODE_MAX];
	int n;

	KUNIT_EXPECT_EQ(test, lirc_scancode_valid(c->proto, c->scancode), c->valid);
	n = lirc_encode(c->proto, c->scancode, false, d, ARRAY_SIZE(d));
	if (c->valid)
		KUNIT_EXPECT_GT(test, n, 0);
	else
		KUNIT_EXPECT_EQ(test, n, -EINVAL);
}

/* The encoders' output for one code each, from the protocol descriptions. */
static void lirc_encode_exact_test(struct kunit *test)
{
	static const u8 nec_bytes[] = { 0x04, 0xfb, 0x08, 0xf7 };
	struct signal *want = kunit_kzalloc(test, sizeof(*want), GFP_KERNEL);
	u32 d[LIRC_ENCODE_MAX];
	int n;

	KUNIT_ASSERT_NOT_NULL(test, want);
	sig_nec(want, nec_bytes);
	n = lirc_encode(RC_PROTO_NEC, 0x0408, false, d, ARRAY_SIZE(d));
	KUNIT_ASSERT_EQ(test, n, (int)want->n);
	KUNIT_EXPECT_TRUE(test, !memcmp(d, want->d, n * sizeof(u32)));

	want->n = 0;
	sig_rc5(want, "1 1 1 11110 000001");
	n = lirc_encode(RC_PROTO_RC5, 0x1e01, true, d, ARRAY_SIZE(d));
	KUNIT_ASSERT_EQ(test, n, (int)want->n);
	KUNIT_EXPECT_TRUE(test, !memcmp(d, want->d, n * sizeof(u32)));

	KUNIT_EXPECT_EQ(test, lirc_encode(RC_PROTO_NEC, 0x0408, false, d, 10),
			-ENOSPC);
}

/*
 * The protocol table is the one place protocol knowledge lives: every
 * variant has a unique rc_proto and name, a carrier, state that fits, and
 * the family's encoder and decoder agree on a valid scancode of it.
 */
static void lirc_proto_table_test(struct kunit *test)
{
	static const u64 sample[] = { 0x0408, 0x1e01, 0x22a5, 0x123456, 0x1 };
	u64 seen = 0;
	unsigned int i, j, k;

	for (i = 0; i < LIRC_PROTO_FAMILIES; i++) {
		const struct lirc_proto_family *f = lirc_proto_table[i];

		KUNIT_ASSERT_NOT_NULL(test, f);
		KUNIT_EXPECT_GT(test, f->n_variants, 0U);
		KUNIT_EXPECT_GT(test, f->carrier, 0U);
		KUNIT_EXPECT_LE(test, f->state_size, (size_t)LIRC_PROTO_STATE_MAX);
		for (j = 0; j < f->n_variants; j++) {
			const struct lirc_proto_variant *v = &f->variants[j], *w;
			u32 proto;
			int found = 0;

			KUNIT_EXPECT_FALSE(test, seen & BIT_ULL(v->proto));
			seen |= BIT_ULL(v->proto);
			KUNIT_EXPECT_PTR_EQ(test, lirc_proto_find(v->proto, &w), f);
			KUNIT_EXPECT_PTR_EQ(test, w, v);
			KUNIT_EXPECT_EQ(test, lirc_proto_by_name(v->name, &proto), 0);
			KUNIT_EXPECT_EQ(test, proto, v->proto);
			KUNIT_EXPECT_EQ(test, lirc_proto_carrier(v->proto), f->carrier);

			/* a valid sample scancode survives encode + decode */
			for (k = 0; k < ARRAY_SIZE(sample); k++) {
				u64 state[LIRC_PROTO_STATE_MAX / sizeof(u64)];
				struct lirc_code code;
				u32 d[LIRC_ENCODE_MAX];
				int n, m;
				bool got = false;

				if (!f->valid(v->proto, sample[k]))
					continue;
				n = lirc_encode(v->proto, sample[k], false, d,
						ARRAY_SIZE(d));
				KUNIT_ASSERT_GT(test, n, 0);
				f->reset(state);
				for (m = 0; m < n; m++)
					got |= f->feed(state, !(m % 2), d[m], &code);
				got |= f->feed(state, false, END_SPACE, &code);
				KUNIT_EXPECT_TRUE(test, got);
				KUNIT_EXPECT_EQ(test, code.proto, v->proto);
				KUNIT_EXPECT_EQ(test, code.scancode, sample[k]);
				found++;
			}
			KUNIT_EXPECT_GT_MSG(test, found, 0, "%s", v->name);
		}
	}
	KUNIT_EXPECT_EQ(test, seen, lirc_proto_all());
}

/* What the table does not know is refused everywhere. */
static void lirc_proto_unknown_test(struct kunit *test)
{
	u32 d[LIRC_ENCODE_MAX], proto = 12345;

	KUNIT_EXPECT_PTR_EQ(test, lirc_proto_find(RC_PROTO_SONY12, NULL),
			    (const struct lirc_proto_family *)NULL);
	KUNIT_EXPECT_EQ(test, lirc_proto_by_name("sony-12", &proto), -EINVAL);
	KUNIT_EXPECT_EQ(test, proto, 12345U);
	KUNIT_EXPECT_EQ(test, lirc_proto_by_name("", &proto), -EINVAL);
	KUNIT_EXPECT_EQ(test, lirc_proto_carrier(RC_PROTO_RC6_0), 0U);
	KUNIT_EXPECT_FALSE(test, lirc_scancode_valid(RC_PROTO_SONY12, 1));
	KUNIT_EXPECT_EQ(test, lirc_encode(RC_PROTO_SONY12, 1, false, d,
					  ARRAY_SIZE(d)), -EINVAL);
	KUNIT_EXPECT_EQ(test, lirc_encode(RC_PROTO_NEC, 0x10000, false, d,
					  ARRAY_SIZE(d)), -EINVAL);
	KUNIT_EXPECT_EQ(test, lirc_proto_carrier(RC_PROTO_RC5), 36000U);
	KUNIT_EXPECT_EQ(test, lirc_proto_carrier(RC_PROTO_NECX), 38000U);
}

static struct kunit_case lirc_proto_cases[] = {
	KUNIT_CASE(lirc_proto_table_test),
	KUNIT_CASE(lirc_proto_unknown_test),
	KUNIT_CASE_PARAM(lirc_decoder_test, dec_gen_params),
	KUNIT_CASE(lirc_round_trip_rc5_test),
	KUNIT_CASE(lirc_round_trip_rc5_sz_test),
	KUNIT_CASE(lirc_round_trip_nec_test),
	KUNIT_CASE(lirc_round_trip_nec_sampled_test),
	KUNIT_CASE_PARAM(lirc_encode_valid_test, valid_gen_params),
	KUNIT_CASE(lirc_encode_exact_test),
	{}
};

static struct kunit_suite lirc_proto_suite = {
	.name = "lirc_proto",
	.test_cases = lirc_proto_cases,
};

kunit_test_suite(lirc_proto_suite);

MODULE_LICENSE("GPL");
