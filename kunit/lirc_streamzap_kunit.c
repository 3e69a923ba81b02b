// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit tests for the Streamzap byte decoder. Expected durations are
 * worked out by hand from the format: a value v is v * 256 + 128 us.
 */

#include <kunit/test.h>

#include "streamzap.h"

#define P(us)	{ LIRC_RAW_PULSE, us }
#define S(us)	{ LIRC_RAW_SPACE, us }
#define END	{ LIRC_RAW_TIMEOUT, 0 }

struct sample {
	enum lirc_raw_type type;
	u32 us;
};

struct sz_case {
	const char *name;
	u8 bytes[72];
	unsigned int cuts[8];	/* transfer boundaries, ascending, 0 ends */
	unsigned int len;
	struct sample want[64];
	unsigned int nwant;
	bool reset_after_first;	/* reset the decoder after the first transfer */
};

static const struct sz_case sz_cases[] = {
	{ "pulse and space nibbles", { 0x12 }, { }, 1,
	  { P(384), S(640) }, 2 },
	{ "zero nibbles are 128 us", { 0x00 }, { }, 1,
	  { P(128), S(128) }, 2 },
	{ "largest nibbles", { 0xee }, { }, 1,
	  { P(3712), S(3712) }, 2 },
	{ "space escape, full space", { 0x3f, 0x40 }, { }, 2,
	  { P(896), S(16512) }, 2 },
	{ "largest full space", { 0x1f, 0xfe }, { }, 2,
	  { P(384), S(65152) }, 2 },
	{ "0xff full space ends the signal", { 0x3f, 0xff }, { }, 2,
	  { P(896), END }, 2 },
	{ "pulse escape, full pulse, space nibble", { 0xf0, 0x40, 0x03 }, { }, 3,
	  { P(16512), S(896) }, 2 },
	{ "after a full pulse the high nibble is unused", { 0xf5, 0x40, 0x73 }, { }, 3,
	  { P(16512), S(896) }, 2 },
	{ "full pulse 0xff", { 0xf0, 0xff, 0x01 }, { }, 3,
	  { P(65408), S(384) }, 2 },
	{ "pulse escape then space escape", { 0xf0, 0x40, 0x0f, 0x20 }, { }, 4,
	  { P(16512), S(8320) }, 2 },
	{ "0xff where a nibble pair is expected is a pulse escape",
	  { 0xff, 0x10, 0x02 }, { }, 3,
	  { P(4224), S(640) }, 2 },
	{ "0xff after a full pulse escapes the space, 0xff ends",
	  { 0xf0, 0x20, 0xff, 0xff }, { }, 4,
	  { P(8320), END }, 2 },
	{ "space escape split across transfers", { 0x3f, 0xff }, { 1 }, 2,
	  { P(896), END }, 2 },
	{ "pulse escape split three ways", { 0xf0, 0x40, 0x03 }, { 1, 2 }, 3,
	  { P(16512), S(896) }, 2 },
	{ "odd transfer lengths", { 0x12, 0x34, 0x56, 0x78, 0x9a, 0xbc },
	  { 1, 3 }, 6,
	  { P(384), S(640), P(896), S(1152), P(1408), S(1664), P(1920), S(2176),
	    P(2432), S(2688), P(2944), S(3200) }, 12 },
	{ "an empty transfer changes nothing", { 0x3f, 0xff }, { 1, 1 }, 2,
	  { P(896), END }, 2 },
	{ "a reset forgets a pending escape", { 0xf0, 0x12 }, { 1 }, 2,
	  { P(384), S(640) }, 2, true },
	{ "recorded press: KEY_NUMERIC_1 (RC-5-SZ 0x28c1)",
	  { 0x33, 0x66, 0x63, 0x33, 0x36, 0x33, 0x63, 0x33, 0x33, 0x33, 0x36,
	    0x3f, 0xff }, { 6, 12 }, 13,
	  { P(896), S(896), P(1664), S(1664), P(1664), S(896), P(896), S(896),
	    P(896), S(1664), P(896), S(896), P(1664), S(896), P(896), S(896),
	    P(896), S(896), P(896), S(896), P(896), S(1664), P(896), END }, 24 },
};

static void sz_case_desc(const struct sz_case *c, char *desc)
{
	strscpy(desc, c->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(sz, sz_cases, sz_case_desc);

struct collector {
	struct sample got[160];
	unsigned int n;
};

static void collect(void *ctx, enum lirc_raw_type type, u32 us)
{
	struct collector *c = ctx;

	if (c->n < ARRAY_SIZE(c->got))
		c->got[c->n] = (struct sample){ type, us };
	c->n++;
}

static void lirc_streamzap_decode_test(struct kunit *test)
{
	const struct sz_case *c = test->param_value;
	struct collector *col = kunit_kzalloc(test, sizeof(*col), GFP_KERNEL);
	struct sz_decoder d;
	unsigned int i, from = 0;

	KUNIT_ASSERT_NOT_NULL(test, col);
	sz_decoder_reset(&d);
	for (i = 0; i <= ARRAY_SIZE(c->cuts); i++) {
		unsigned int to = i < ARRAY_SIZE(c->cuts) && c->cuts[i] ? c->cuts[i] : c->len;

		sz_decode(&d, c->bytes + from, to - from, collect, col);
		if (i == 0 && c->reset_after_first)
			sz_decoder_reset(&d);
		from = to;
		if (to == c->len)
			break;
	}
	KUNIT_ASSERT_EQ(test, col->n, c->nwant);
	for (i = 0; i < c->nwant; i++) {
		KUNIT_EXPECT_EQ_MSG(test, col->got[i].type, c->want[i].type, "sample %u", i);
		KUNIT_EXPECT_EQ_MSG(test, col->got[i].us, c->want[i].us, "sample %u", i);
	}
}

/* A long run: 64 nibble bytes in one transfer, then the end. */
static void lirc_streamzap_long_run_test(struct kunit *test)
{
	struct collector *col = kunit_kzalloc(test, sizeof(*col), GFP_KERNEL);
	struct sz_decoder d;
	u8 buf[66];
	unsigned int i;

	KUNIT_ASSERT_NOT_NULL(test, col);
	memset(buf, 0x11, 64);
	buf[64] = 0x1f;
	buf[65] = 0xff;
	sz_decoder_reset(&d);
	sz_decode(&d, buf, sizeof(buf), collect, col);
	KUNIT_ASSERT_EQ(test, col->n, 64U * 2 + 2);
	for (i = 0; i < 128; i++)
		KUNIT_EXPECT_EQ(test, col->got[i].us, 384U);
	KUNIT_EXPECT_EQ(test, col->got[128].type, LIRC_RAW_PULSE);
	KUNIT_EXPECT_EQ(test, col->got[129].type, LIRC_RAW_TIMEOUT);
}

static struct kunit_case lirc_streamzap_cases[] = {
	KUNIT_CASE_PARAM(lirc_streamzap_decode_test, sz_gen_params),
	KUNIT_CASE(lirc_streamzap_long_run_test),
	{}
};

static struct kunit_suite lirc_streamzap_suite = {
	.name = "lirc_streamzap",
	.test_cases = lirc_streamzap_cases,
};

kunit_test_suite(lirc_streamzap_suite);

MODULE_LICENSE("GPL");
