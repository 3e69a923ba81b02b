// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit tests for the configurable decoders (pulse_distance, pulse_length,
 * manchester): made-up remotes described by their parameters, signals
 * built here from those descriptions, expected codes from the bits sent.
 */

#include <kunit/test.h>
#include <linux/slab.h>

#include <linux/lirc_core.h>

#include "lirc_kunit.h"
#include "lirc_proto.h"

#define SIG_MAX		512
#define END_SPACE	125000
#define FRAME_GAP	40000

struct signal {
	u32 d[SIG_MAX];
	unsigned int n;		/* d[0] is a pulse, then alternating */
};

/* Append a level; equal neighbours merge, a leading space is dropped. */
static void level(struct signal *s, bool pulse, u32 us)
{
	if (s->n && !((s->n - 1) % 2) == pulse)
		s->d[s->n - 1] += us;
	else if ((s->n || pulse) && s->n < SIG_MAX)
		s->d[s->n++] = us;
}

enum kind { PD, PL, MC };

/* A made-up pulse-distance remote: 24 bits, 3 ms header. */
#define PD_REMOTE .margin = 200, .header_pulse = 3000, .header_space = 1500, \
	.bit_pulse = 500, .bit_0_space = 500, .bit_1_space = 1500, .bits = 24
/* Sony-12 seen as a pulse-length code, least significant bit first. */
#define PL_SONY .margin = 250, .header_pulse = 2400, .header_space = 600, \
	.bit_space = 600, .bit_0_pulse = 600, .bit_1_pulse = 1200, \
	.bits = 12, .reverse = 1
/* RC-5 seen as a Manchester code: 14 bits, the third sent the toggle. */
#define MC_RC5 .margin = 300, .zero_pulse = 889, .zero_space = 889, \
	.one_pulse = 889, .one_space = 889, .bits = 14, .toggle_bit = 11
/* v4l-utils' defaults, from its documentation */
#define PD_DEFAULTS .margin = 200, .header_pulse = 2125, .header_space = 1875, \
	.bit_pulse = 625, .bit_0_space = 375, .bit_1_space = 1625, \
	.trailer_pulse = 625, .bits = 4
#define PL_DEFAULTS .margin = 200, .header_pulse = 2125, .header_space = 1875, \
	.bit_space = 625, .bit_0_pulse = 375, .bit_1_pulse = 1625, .bits = 4
#define MC_DEFAULTS .margin = 200, .zero_pulse = 888, .zero_space = 888, \
	.one_pulse = 888, .one_space = 888, .toggle_bit = 100, .bits = 14
/* A Manchester code with a header and unequal halves. */
#define MC_HDR .margin = 150, .header_pulse = 2500, .header_space = 1000, \
	.zero_pulse = 400, .zero_space = 700, .one_pulse = 500, \
	.one_space = 600, .toggle_bit = 100, .bits = 16

enum base {
	B_NONE, B_PD_REMOTE, B_PL_SONY, B_MC_RC5, B_MC_HDR, B_PD_DEFAULTS,
	B_PL_DEFAULTS, B_MC_DEFAULTS,
};

static const struct lirc_cfg_params bases[] = {
	[B_NONE] = { },
	[B_PD_REMOTE] = { PD_REMOTE },
	[B_PL_SONY] = { PL_SONY },
	[B_MC_RC5] = { MC_RC5 },
	[B_MC_HDR] = { MC_HDR },
	[B_PD_DEFAULTS] = { PD_DEFAULTS },
	[B_PL_DEFAULTS] = { PL_DEFAULTS },
	[B_MC_DEFAULTS] = { MC_DEFAULTS },
};

/* A parameter to change: its offset + 1 (0: none), its value. */
struct param_set {
	unsigned int at;
	u32 v;
};

#define SET(field, val)	{ offsetof(struct lirc_cfg_params, field) + 1, val }

static void params_of(enum base b, const struct param_set *set,
		      struct lirc_cfg_params *p)
{
	unsigned int i;

	*p = bases[b];
	for (i = 0; i < 3 && set[i].at; i++)
		*(u32 *)((u8 *)p + set[i].at - 1) = set[i].v;
}

struct cfg_case {
	const char *name;
	enum kind kind;
	enum base base;		/* the parameters: a remote's ... */
	struct param_set chg[3];	/* ... with these changed */
	u64 sent;		/* the bits, the first sent most significant */
	unsigned int nbits;	/* bits sent; 0: p.bits */
	bool no_header;
	unsigned int frames;	/* 0 means 1 */
	unsigned int repeats;	/* repeat codes after the frames */
	unsigned int at;	/* 1 + index of a duration to change ... */
	u32 set;		/* ... to this */
	unsigned int pct;	/* scale every duration; 0 means 100 % */
	u32 end;		/* the silence at the end; 0: END_SPACE */
	/* expected */
	unsigned int ncodes;
	unsigned int nrepeats;
	u64 scancode;
	bool toggle;
};

static const struct cfg_case cfg_cases[] = {
	/* pulse_distance: d[0], d[1] header, bit i: d[2 + 2i], d[3 + 2i] */
	{ "pd: 24 bits", PD, B_PD_REMOTE, { }, 0xa5c3e1, .ncodes = 1,
	  .scancode = 0xa5c3e1 },
	{ "pd: all zero", PD, B_PD_REMOTE, { }, 0, .ncodes = 1, .scancode = 0 },
	{ "pd: all ones", PD, B_PD_REMOTE, { }, 0xffffff, .ncodes = 1,
	  .scancode = 0xffffff },
	{ "pd: reverse: the first bit is the least significant", PD,
	  B_PD_REMOTE, { SET(reverse, 1) }, 0xa5c3e1, .ncodes = 1,
	  .scancode = 0x87c3a5 },
	{ "pd: 64 bits", PD, B_PD_REMOTE, { SET(bits, 64) },
	  0xfedcba9876543210ULL, .ncodes = 1,
	  .scancode = 0xfedcba9876543210ULL },
	{ "pd: 23 bits sent is no code", PD, B_PD_REMOTE, { }, 0x25c3e1,
	  .nbits = 23 },
	{ "pd: 25 bits sent is no code", PD, B_PD_REMOTE, { }, 0x1a5c3e1,
	  .nbits = 25 },
	{ "pd: header pulse 3199 us", PD, B_PD_REMOTE, { }, 0xa5c3e1, .at = 1,
	  .set = 3199, .ncodes = 1, .scancode = 0xa5c3e1 },
	{ "pd: header pulse 3200 us", PD, B_PD_REMOTE, { }, 0xa5c3e1, .at = 1,
	  .set = 3200 },
	{ "pd: header space 1301 us", PD, B_PD_REMOTE, { }, 0xa5c3e1, .at = 2,
	  .set = 1301, .ncodes = 1, .scancode = 0xa5c3e1 },
	{ "pd: header space 1300 us", PD, B_PD_REMOTE, { }, 0xa5c3e1, .at = 2,
	  .set = 1300 },
	/* 0xa5c3e1: the first bit sent is a 1 */
	{ "pd: 1 space 1699 us", PD, B_PD_REMOTE, { }, 0xa5c3e1, .at = 4,
	  .set = 1699, .ncodes = 1, .scancode = 0xa5c3e1 },
	{ "pd: 1 space 1700 us", PD, B_PD_REMOTE, { }, 0xa5c3e1, .at = 4,
	  .set = 1700 },
	{ "pd: 0 space 301 us", PD, B_PD_REMOTE, { }, 0xa5c3e1, .at = 6,
	  .set = 301, .ncodes = 1, .scancode = 0xa5c3e1 },
	{ "pd: 0 space 300 us", PD, B_PD_REMOTE, { }, 0xa5c3e1, .at = 6,
	  .set = 300 },
	{ "pd: 0 space 1000 us is neither", PD, B_PD_REMOTE, { }, 0xa5c3e1,
	  .at = 6, .set = 1000 },
	{ "pd: bit pulse 699 us", PD, B_PD_REMOTE, { }, 0xa5c3e1, .at = 3,
	  .set = 699, .ncodes = 1, .scancode = 0xa5c3e1 },
	{ "pd: bit pulse 700 us", PD, B_PD_REMOTE, { }, 0xa5c3e1, .at = 3,
	  .set = 700 },
	{ "pd: without the trailing pulse, no code", PD, B_PD_REMOTE, { },
	  0xa5c3e1, .at = 51, .set = 0 },
	{ "pd: a trailer pulse of its own", PD,
	  B_PD_REMOTE, { SET(trailer_pulse, 1000) }, 0x123456, .ncodes = 1,
	  .scancode = 0x123456 },
	{ "pd: a bit pulse where the trailer should be", PD,
	  B_PD_REMOTE, { SET(trailer_pulse, 1000) }, 0x123456, .at = 51,
	  .set = 500 },
	{ "pd: silence 1700 us ends the frame", PD, B_PD_REMOTE, { }, 0xa5c3e1,
	  .end = 1700, .ncodes = 1, .scancode = 0xa5c3e1 },
	{ "pd: silence 1699 us does not", PD, B_PD_REMOTE, { }, 0xa5c3e1,
	  .end = 1699 },
	{ "pd: all durations 6 % long", PD, B_PD_REMOTE, { }, 0xa5c3e1,
	  .pct = 106, .ncodes = 1, .scancode = 0xa5c3e1 },
	{ "pd: all durations 7 % long (header off by 210 us)", PD,
	  B_PD_REMOTE, { }, 0xa5c3e1, .pct = 107 },
	{ "pd: three frames", PD, B_PD_REMOTE, { }, 0x0f0f0f, .frames = 3,
	  .ncodes = 3, .scancode = 0x0f0f0f },
	{ "pd: no header sent, none optional: no code", PD, B_PD_REMOTE, { },
	  0xa5c3e1, .no_header = true },
	{ "pd: no header sent, header optional", PD,
	  B_PD_REMOTE, { SET(header_optional, 1) }, 0xa5c3e1, .no_header = true,
	  .ncodes = 1, .scancode = 0xa5c3e1 },
	{ "pd: header sent, header optional", PD,
	  B_PD_REMOTE, { SET(header_optional, 1) }, 0xa5c3e1, .ncodes = 1,
	  .scancode = 0xa5c3e1 },
	{ "pd: no header at all", PD,
	  B_PD_REMOTE, { SET(header_pulse, 0), SET(header_space, 0) }, 0x00ff00,
	  .ncodes = 1, .scancode = 0x00ff00 },
	{ "pd: a frame, then two repeat codes", PD,
	  B_PD_REMOTE, { SET(repeat_pulse, 3000), SET(repeat_space, 750) }, 0x5a5a5a,
	  .repeats = 2, .ncodes = 1, .nrepeats = 2, .scancode = 0x5a5a5a },
	{ "pd: repeat codes without a repeat configured: nothing", PD,
	  B_PD_REMOTE, { }, 0x5a5a5a, .repeats = 2, .ncodes = 1,
	  .scancode = 0x5a5a5a },

	/* pulse_length: d[0], d[1] header, bit i: d[2 + 2i] */
	{ "pl: Sony-12, function 0x15 device 0x01", PL, B_PL_SONY, { },
	  /* sent bits 0..11 of 0x095, least significant first */
	  0xa90, .ncodes = 1, .scancode = 0x095 },
	{ "pl: the same, most significant first", PL,
	  B_PL_SONY, { SET(reverse, 0) }, 0xa90, .ncodes = 1, .scancode = 0xa90 },
	{ "pl: 1 pulse 1449 us", PL, B_PL_SONY, { }, 0xa90, .at = 3, .set = 1449,
	  .ncodes = 1, .scancode = 0x095 },
	{ "pl: 1 pulse 1450 us", PL, B_PL_SONY, { }, 0xa90, .at = 3, .set = 1450 },
	{ "pl: bit space 849 us", PL, B_PL_SONY, { }, 0xa90, .at = 4, .set = 849,
	  .ncodes = 1, .scancode = 0x095 },
	{ "pl: bit space 850 us", PL, B_PL_SONY, { }, 0xa90, .at = 4,
	  .set = 850 },
	{ "pl: 11 bits is no code", PL, B_PL_SONY, { }, 0x548, .nbits = 11 },
	{ "pl: 13 bits is no code", PL, B_PL_SONY, { }, 0x1521, .nbits = 13 },
	{ "pl: silence 850 us ends the frame", PL, B_PL_SONY, { }, 0xa90,
	  .end = 850, .ncodes = 1, .scancode = 0x095 },
	{ "pl: silence 849 us does not", PL, B_PL_SONY, { }, 0xa90, .end = 849 },
	{ "pl: two frames", PL, B_PL_SONY, { }, 0xa90, .frames = 2, .ncodes = 2,
	  .scancode = 0x095 },

	/* manchester */
	{ "mc: RC-5 system 5 command 0x35, toggle 0", MC, B_MC_RC5, { },
	  0x3175, .ncodes = 1, .scancode = 0x3175 },
	{ "mc: RC-5 system 5 command 0x35, toggle 1", MC, B_MC_RC5, { },
	  0x3975, .ncodes = 1, .scancode = 0x3175, .toggle = true },
	{ "mc: RC-5 ending in a 0", MC, B_MC_RC5, { }, 0x3174, .ncodes = 1,
	  .scancode = 0x3174 },
	{ "mc: RC-5 all ones", MC, B_MC_RC5, { }, 0x3fff, .ncodes = 1,
	  .scancode = 0x37ff, .toggle = true },
	{ "mc: RC-5, the start bits masked", MC,
	  B_MC_RC5, { SET(scancode_mask, 0x3000) }, 0x3975, .ncodes = 1,
	  .scancode = 0x0175, .toggle = true },
	{ "mc: RC-5, toggle bit 14 is none", MC, B_MC_RC5, { SET(toggle_bit, 14) },
	  0x3975, .ncodes = 1, .scancode = 0x3975 },
	{ "mc: RC-5, toggle bit 0 is the last sent", MC,
	  B_MC_RC5, { SET(toggle_bit, 0) }, 0x3975, .ncodes = 1,
	  .scancode = 0x3974, .toggle = true },
	{ "mc: RC-5, 13 bits sent", MC, B_MC_RC5, { }, 0x1175, .nbits = 13 },
	{ "mc: RC-5, 15 bits sent", MC, B_MC_RC5, { }, 0x7175, .nbits = 15 },
	{ "mc: RC-5, a half 1188 us", MC, B_MC_RC5, { }, 0x3175, .at = 1,
	  .set = 1188, .ncodes = 1, .scancode = 0x3175 },
	{ "mc: RC-5, a half 1189 us", MC, B_MC_RC5, { }, 0x3175, .at = 1,
	  .set = 1189 },
	{ "mc: RC-5, all durations 15 % long", MC, B_MC_RC5, { }, 0x3175,
	  .pct = 115, .ncodes = 1, .scancode = 0x3175 },
	{ "mc: RC-5, all durations 15 % short", MC, B_MC_RC5, { }, 0x3175,
	  .pct = 85, .ncodes = 1, .scancode = 0x3175 },
	{ "mc: RC-5, three frames", MC, B_MC_RC5, { }, 0x3175, .frames = 3,
	  .ncodes = 3, .scancode = 0x3175 },
	{ "mc: header, unequal halves", MC, B_MC_HDR, { }, 0x8d35, .ncodes = 1,
	  .scancode = 0x8d35 },
	{ "mc: header, first bit 0 (no start bit): no code", MC, B_MC_HDR, { },
	  0x4d35 },
	{ "mc: header, a start bit and zeros", MC, B_MC_HDR, { }, 0x8000,
	  .ncodes = 1, .scancode = 0x8000 },
	{ "mc: header, all ones", MC, B_MC_HDR, { }, 0xffff, .ncodes = 1,
	  .scancode = 0xffff },
	{ "mc: header missing", MC, B_MC_HDR, { }, 0x8d35, .no_header = true },
	{ "mc: header pulse 2649 us", MC, B_MC_HDR, { }, 0x8d35, .at = 1,
	  .set = 2649, .ncodes = 1, .scancode = 0x8d35 },
	{ "mc: header pulse 2650 us", MC, B_MC_HDR, { }, 0x8d35, .at = 1,
	  .set = 2650 },
	/* the header's space and the start bit's first half: 1600 us */
	{ "mc: header and start bit space 1749 us", MC, B_MC_HDR, { }, 0x8d35,
	  .at = 2, .set = 1749, .ncodes = 1, .scancode = 0x8d35 },
	{ "mc: header and start bit space 1750 us", MC, B_MC_HDR, { }, 0x8d35,
	  .at = 2, .set = 1750 },
	/* v4l-utils' defaults: RC-5 with 888 us halves, no toggle */
	{ "mc: the defaults read RC-5", MC, B_MC_DEFAULTS, { }, 0x3975,
	  .ncodes = 1, .scancode = 0x3975 },
	{ "pd: the defaults, 4 bits", PD, B_PD_DEFAULTS, { }, 0x9, .ncodes = 1,
	  .scancode = 0x9 },
	{ "pl: the defaults, 4 bits", PL, B_PL_DEFAULTS, { }, 0x6, .ncodes = 1,
	  .scancode = 0x6 },
};

static void cfg_case_desc(const struct cfg_case *c, char *desc)
{
	strscpy(desc, c->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(cfg, cfg_cases, cfg_case_desc);

static const struct lirc_proto_family *family(enum kind k)
{
	return k == PD ? &lirc_pulse_distance_family :
	       k == PL ? &lirc_pulse_length_family : &lirc_manchester_family;
}

static u32 proto(enum kind k)
{
	return k == PD ? LIRC_CORE_PROTO_PULSE_DISTANCE :
	       k == PL ? LIRC_CORE_PROTO_PULSE_LENGTH :
	       LIRC_CORE_PROTO_MANCHESTER;
}

/* One frame of @c, with parameters @p, from its description. */
static void build_frame(const struct cfg_case *c,
			const struct lirc_cfg_params *p, struct signal *s)
{
	unsigned int n = c->nbits ?: p->bits, i;

	if (p->header_pulse && !c->no_header) {
		level(s, true, p->header_pulse);
		level(s, false, p->header_space);
	}
	for (i = 0; i < n; i++) {
		bool one = c->sent >> (n - 1 - i) & 1;

		switch (c->kind) {
		case PD:
			level(s, true, p->bit_pulse);
			level(s, false, one ? p->bit_1_space : p->bit_0_space);
			break;
		case PL:
			if (i)
				level(s, false, p->bit_space);
			level(s, true, one ? p->bit_1_pulse : p->bit_0_pulse);
			break;
		case MC:
			if (one) {
				level(s, false, p->one_space);
				level(s, true, p->one_pulse);
			} else {
				level(s, true, p->zero_pulse);
				level(s, false, p->zero_space);
			}
			break;
		}
	}
	if (c->kind == PD)
		level(s, true, p->trailer_pulse ?: p->bit_pulse);
	/* a frame ends with its last pulse; a final space is silence */
	if (s->n % 2 == 0)
		s->n--;
}

static void build(const struct cfg_case *c, const struct lirc_cfg_params *p,
		  struct signal *s)
{
	unsigned int i, frames = c->frames ?: 1, pct = c->pct ?: 100;

	for (i = 0; i < frames + c->repeats; i++) {
		if (i)
			level(s, false, FRAME_GAP);
		if (i < frames) {
			build_frame(c, p, s);
			continue;
		}
		/* a repeat code: the repeat pulse and space, a bit pulse */
		level(s, true, p->repeat_pulse ?: p->header_pulse);
		level(s, false, p->repeat_space ?: 750);
		level(s, true, p->bit_pulse);
	}
	if (c->at && c->at <= s->n) {
		if (c->set)
			s->d[c->at - 1] = c->set;
		else	/* drop it, what follows, and a space before it */
			s->n = (c->at - 1) & ~1U;
	}
	for (i = 0; i < s->n; i++)
		s->d[i] = s->d[i] * pct / 100;
}

static unsigned int feed(struct lirc_cfg_dec *d, const struct lirc_proto_family *f,
			 const struct signal *s, u32 end, struct lirc_code *out,
			 unsigned int max)
{
	struct lirc_code code;
	unsigned int i, n = 0;

	for (i = 0; i <= s->n; i++) {
		bool pulse = i < s->n && !(i % 2);
		u32 us = i < s->n ? s->d[i] : end;

		if (f->feed(d, pulse, us, &code) && n < max)
			out[n++] = code;
	}
	return n;
}

static void lirc_cfg_decode_test(struct kunit *test)
{
	const struct cfg_case *c = test->param_value;
	const struct lirc_proto_family *f = family(c->kind);
	struct lirc_code codes[8];
	struct lirc_cfg_dec *d;
	struct signal *s;
	unsigned int i, n;

	s = kunit_kzalloc(test, sizeof(*s), GFP_KERNEL);
	d = kunit_kzalloc(test, sizeof(*d), GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, s);
	KUNIT_ASSERT_NOT_NULL(test, d);
	params_of(c->base, c->chg, &d->p);
	d->ready = lirc_cfg_ready(f, &d->p);
	KUNIT_ASSERT_TRUE(test, d->ready);
	f->reset(d);
	KUNIT_EXPECT_TRUE(test, d->ready);
	build(c, &d->p, s);
	n = feed(d, f, s, c->end ?: END_SPACE, codes, ARRAY_SIZE(codes));

	KUNIT_ASSERT_EQ(test, n, c->ncodes + c->nrepeats);
	for (i = 0; i < n; i++) {
		bool repeat = i >= c->ncodes;

		KUNIT_EXPECT_EQ_MSG(test, codes[i].repeat, repeat, "code %u", i);
		if (repeat)
			continue;
		KUNIT_EXPECT_EQ_MSG(test, codes[i].proto, proto(c->kind),
				    "code %u", i);
		KUNIT_EXPECT_EQ_MSG(test, codes[i].scancode, c->scancode,
				    "code %u: %#llx", i, codes[i].scancode);
		KUNIT_EXPECT_EQ_MSG(test, codes[i].toggle, c->toggle, "code %u", i);
	}
}

struct ready_case {
	const char *name;
	enum kind kind;
	enum base base;
	struct param_set chg[3];
	bool ready;
};

static const struct ready_case ready_cases[] = {
	{ "pd: the made-up remote", PD, B_PD_REMOTE, { }, true },
	{ "pd: nothing set", PD, B_NONE, { }, false },
	{ "pd: 0 bits", PD, B_PD_REMOTE, { SET(bits, 0) }, false },
	{ "pd: 65 bits", PD, B_PD_REMOTE, { SET(bits, 65) }, false },
	{ "pd: no margin", PD, B_PD_REMOTE, { SET(margin, 0) }, false },
	{ "pd: a header pulse without a space", PD,
	  B_PD_REMOTE, { SET(header_space, 0) }, false },
	{ "pd: a repeat pulse without a space", PD,
	  B_PD_REMOTE, { SET(repeat_pulse, 3000) }, false },
	{ "pd: header optional, no header", PD,
	  B_PD_REMOTE, { SET(header_pulse, 0), SET(header_space, 0),
			 SET(header_optional, 1) }, false },
	{ "pd: 0 and 1 spaces equal", PD, B_PD_REMOTE, { SET(bit_1_space, 500) },
	  false },
	{ "pd: 0 and 1 spaces 399 us apart (windows overlap)", PD,
	  B_PD_REMOTE, { SET(bit_1_space, 899) }, false },
	{ "pd: 0 and 1 spaces 400 us apart", PD,
	  B_PD_REMOTE, { SET(bit_1_space, 900) }, true },
	{ "pd: bit pulse within the margin of 0", PD,
	  B_PD_REMOTE, { SET(bit_pulse, 200) }, false },
	{ "pl: Sony-12", PL, B_PL_SONY, { }, true },
	{ "pl: no bit space", PL, B_PL_SONY, { SET(bit_space, 0) }, false },
	{ "pl: 0 and 1 pulses too close", PL,
	  B_PL_SONY, { SET(bit_1_pulse, 1000) }, false },
	{ "pl: a repeat code with its trailer", PL,
	  B_PL_SONY, { SET(repeat_pulse, 2400), SET(repeat_space, 1200),
		       SET(trailer_pulse, 600) }, true },
	{ "pl: a trailer within the margin of 0", PL,
	  B_PL_SONY, { SET(trailer_pulse, 250) }, false },
	{ "pl: pulse_distance's parameters do not make one", PL,
	  B_PD_REMOTE, { }, false },
	{ "mc: RC-5", MC, B_MC_RC5, { }, true },
	{ "mc: with a header", MC, B_MC_HDR, { }, true },
	{ "mc: a half missing", MC, B_MC_RC5, { SET(one_space, 0) }, false },
	{ "mc: toggle bit beyond the frame is none", MC,
	  B_MC_RC5, { SET(toggle_bit, 100) }, true },
	{ "mc: a half under two margins (a half and a merged pair overlap)",
	  MC, B_MC_RC5, { SET(one_pulse, 599) }, false },
	{ "mc: a half of two margins", MC, B_MC_RC5, { SET(one_pulse, 600) }, true },
	{ "mc: no repeat code", MC,
	  B_MC_RC5, { SET(repeat_pulse, 2000), SET(repeat_space, 2000) }, false },
	{ "pd: v4l-utils' defaults", PD, B_PD_DEFAULTS, { }, true },
	{ "pl: v4l-utils' defaults", PL, B_PL_DEFAULTS, { }, true },
	{ "mc: v4l-utils' defaults", MC, B_MC_DEFAULTS, { }, true },
};

static void ready_case_desc(const struct ready_case *c, char *desc)
{
	strscpy(desc, c->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(ready, ready_cases, ready_case_desc);

static void lirc_cfg_ready_test(struct kunit *test)
{
	const struct ready_case *c = test->param_value;
	struct lirc_cfg_params p;

	params_of(c->base, c->chg, &p);
	KUNIT_EXPECT_EQ(test, lirc_cfg_ready(family(c->kind), &p), c->ready);
}

/* Not ready: nothing decodes, whatever comes; no encoder; in the table. */
static void lirc_cfg_family_test(struct kunit *test)
{
	static const struct cfg_case frame = { "", PD, B_PD_REMOTE, { }, 0xa5c3e1 };
	struct signal *s = kunit_kzalloc(test, sizeof(*s), GFP_KERNEL);
	struct lirc_cfg_dec *d = kunit_kzalloc(test, sizeof(*d), GFP_KERNEL);
	struct lirc_code code;
	unsigned int k, found = 0, i;

	KUNIT_ASSERT_NOT_NULL(test, s);
	KUNIT_ASSERT_NOT_NULL(test, d);
	build(&frame, &bases[B_PD_REMOTE], s);
	for (k = PD; k <= MC; k++) {
		const struct lirc_proto_family *f = family(k);

		memset(d, 0, sizeof(*d));
		d->p = bases[B_PD_REMOTE];	/* but not ready */
		f->reset(d);
		KUNIT_EXPECT_EQ(test, feed(d, f, s, END_SPACE, &code, 1), 0U);
		KUNIT_EXPECT_NULL(test, f->encode);
		KUNIT_EXPECT_FALSE(test, lirc_scancode_valid(proto(k), 0));
		KUNIT_EXPECT_EQ(test, f->state_size, sizeof(*d));
		KUNIT_EXPECT_GE(test, f->n_params, 10U);
		KUNIT_ASSERT_NOT_NULL(test, f->defaults);
		KUNIT_EXPECT_TRUE(test, lirc_cfg_ready(f, f->defaults));
		for (i = 0; i < LIRC_PROTO_FAMILIES; i++)
			found += lirc_proto_table[i] == f;
		KUNIT_EXPECT_PTR_EQ(test, lirc_proto_find(proto(k), NULL), f);
	}
	KUNIT_EXPECT_EQ(test, found, 3U);
}

/* The parameters of a new device: v4l-utils' defaults. */
static void lirc_cfg_defaults_test(struct kunit *test)
{
	static const struct {
		const struct lirc_proto_family *f;
		struct lirc_cfg_params p;
	} want[] = {
		{ &lirc_pulse_distance_family, { PD_DEFAULTS } },
		{ &lirc_pulse_length_family, { PL_DEFAULTS } },
		{ &lirc_manchester_family, { MC_DEFAULTS } },
	};
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(want); i++)
		KUNIT_EXPECT_TRUE_MSG(test, !memcmp(want[i].f->defaults,
						    &want[i].p,
						    sizeof(want[i].p)),
				      "%s", want[i].f->variants[0].name);
}

static struct kunit_case lirc_cfg_cases[] = {
	KUNIT_CASE_PARAM(lirc_cfg_decode_test, cfg_gen_params),
	KUNIT_CASE_PARAM(lirc_cfg_ready_test, ready_gen_params),
	KUNIT_CASE(lirc_cfg_family_test),
	KUNIT_CASE(lirc_cfg_defaults_test),
	{}
};

static struct kunit_suite lirc_cfg_suite = {
	.name = "lirc_cfgdec",
	.test_cases = lirc_cfg_cases,
};

kunit_test_suite(lirc_cfg_suite);
