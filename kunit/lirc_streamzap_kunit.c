// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit tests for the Streamzap byte decoder. Expected durations are
 * worked out by hand from the format: a value v is v * 256 + 128 us.
 */

#include <kunit/test.h>

#include "lirc_kunit.h"
#include "streamzap.h"

#define P(us)	{ LIRC_RAW_PULSE, us }
#define S(us)	{ LIRC_RAW_SPACE, us }
#define END	{ LIRC_RAW_TIMEOUT, 0 }
/* The end of a signal reported when a transfer came after @us of silence. */
#define LATE(us) { LIRC_RAW_TIMEOUT, us }

/*
 * The recorded press of KEY_NUMERIC_1 (RC-5-SZ 0x28c1; nibbles 3 and 6 are
 * 896 and 1664 us) recurs in the rows below: its bytes as the receiver
 * sends them in two packets (0x33 ... 0x33, 0x63 ... 0x3f), its 23
 * durations, and in the rows that cut it, their first 12 and the rest.
 */

struct sz_case {
	const char *name;
	u8 bytes[72];
	unsigned int cuts[8];	/* transfer boundaries, ascending, 0 ends */
	unsigned int len;
	struct lirc_test_sample want[64];
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
	    P(896), S(896), P(896), S(896), P(896), S(1664), P(896), END },
	    24 },
};

static void sz_case_desc(const struct sz_case *c, char *desc)
{
	strscpy(desc, c->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(sz, sz_cases, sz_case_desc);

static void lirc_streamzap_decode_test(struct kunit *test)
{
	const struct sz_case *c = test->param_value;
	struct lirc_test_collector *col = kunit_kzalloc(test, sizeof(*col), GFP_KERNEL);
	struct sz_decoder d = { };
	unsigned int i, from = 0;

	KUNIT_ASSERT_NOT_NULL(test, col);
	sz_decoder_reset(&d);
	for (i = 0; i <= ARRAY_SIZE(c->cuts); i++) {
		unsigned int to = i < ARRAY_SIZE(c->cuts) && c->cuts[i] ? c->cuts[i] : c->len;

		sz_decode(&d, c->bytes + from, to - from, 0, SZ_MAX_TIMEOUT,
			  lirc_test_collect, col);
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

/*
 * Malformed streams, each followed by a valid press. A transfer is the
 * silence before it (since the last transfer with bytes, as the driver
 * measures it) and its bytes. The press is KEY_NUMERIC_1 as the receiver
 * sends it, in three transfers 10 ms apart, after @pause of silence; the
 * samples it must give are worked out by hand below.
 */
struct sz_xfer {
	u32 gap;
	unsigned int len;
	u8 bytes[12];
};

#define X(gap, ...) { gap, sizeof((u8[]){ __VA_ARGS__ }), { __VA_ARGS__ } }
#define ZLP(gap) { gap, 0, { } }

struct sz_malformed {
	const char *name;
	u32 timeout;		/* 0: SZ_MAX_TIMEOUT */
	struct sz_xfer x[10];
	unsigned int nx;
	u32 pause;
	struct lirc_test_sample want[64];	/* what comes before the press */
	unsigned int nwant;
};

static const struct sz_xfer sz_press[] = {
	X(0, 0x33, 0x66, 0x63, 0x33, 0x36, 0x33),
	X(10000, 0x63, 0x33, 0x33, 0x33, 0x36, 0x3f),
	X(10000, 0xff),
};

static const struct lirc_test_sample sz_press_want[] = {
	P(896), S(896), P(1664), S(1664), P(1664), S(896), P(896), S(896),
	P(896), S(1664), P(896), S(896), P(1664), S(896), P(896), S(896),
	P(896), S(896), P(896), S(896), P(896), S(1664), P(896), END
};

#define PAUSE	600000

static const struct sz_malformed sz_malformed_cases[] = {
	/* Cut inside an escape, then a pause: the escape is dropped. */
	{ "a pulse escape cut off", 0, { X(0, 0x33, 0x66, 0xf3) }, 1, PAUSE,
	  { P(896), S(896), P(1664), S(1664), LATE(PAUSE) }, 5 },
	{ "a pulse escape cut after its pulse byte", 0, { X(0, 0x33, 0xf0, 0x40) }, 1,
	  PAUSE, { P(896), S(896), P(16512), LATE(PAUSE) }, 4 },
	{ "a space escape cut off", 0, { X(0, 0x33, 0x6f) }, 1, PAUSE,
	  { P(896), S(896), P(1664), LATE(PAUSE) }, 4 },
	{ "a lone 0xff", 0, { X(0, 0xff) }, 1, PAUSE, { }, 0 },
	{ "a lone 0xf0", 0, { X(0, 0xf0) }, 1, PAUSE, { }, 0 },
	{ "a lone 0x0f", 0, { X(0, 0x0f) }, 1, PAUSE, { P(128), LATE(PAUSE) }, 2 },
	{ "an end marker, then a lone pulse escape", 0, { X(0, 0x33, 0x3f, 0xff, 0xf5) },
	  1, PAUSE, { P(896), S(896), P(896), END }, 4 },
	{ "a frame without its end marker", 0,
	  { X(0, 0x33, 0x66, 0x63, 0x33, 0x36, 0x33),
	    X(10000, 0x63, 0x33, 0x33, 0x33, 0x36) }, 2, PAUSE,
	  { P(896), S(896), P(1664), S(1664), P(1664), S(896), P(896), S(896),
	    P(896), S(1664), P(896), S(896), P(1664), S(896), P(896), S(896),
	    P(896), S(896), P(896), S(896), P(896), S(1664), LATE(PAUSE) },
	    23 },
	{ "a zero-length transfer", 0, { ZLP(0) }, 1, PAUSE, { }, 0 },
	/* Empty transfers: the silence goes on, the signal ends in it. */
	/* As the guest's case: an empty packet every 100 ms, the press 40 ms later. */
	{ "a space escape cut off, then empty transfers", 0,
	  { X(0, 0x33, 0x6f), ZLP(100000), ZLP(200000), ZLP(300000), ZLP(400000),
	    ZLP(500000), ZLP(600000) }, 7, 640000,
	  { P(896), S(896), P(1664), LATE(600000) }, 4 },
	{ "a pulse escape cut off, then empty transfers", 0,
	  { X(0, 0x33, 0xf0), ZLP(300000), ZLP(520000) }, 3, 560000,
	  { P(896), S(896), LATE(520000) }, 3 },
	/*
	 * The bound: the receiver's 0xff units and a host late by hundreds of
	 * ms, SZ_STALE_US = 500 ms. At it an escape still waits; past it the
	 * end marker is taken as lost.
	 */
	{ "a space escape, 0xff just past the bound: the escape is stale", 0,
	  { X(0, 0x33, 0x3f), X(SZ_STALE_US + 1, 0xff) }, 2, PAUSE,
	  { P(896), S(896), P(896), LATE(SZ_STALE_US + 1) }, 4 },
	{ "a space escape, 0xff at the bound: the end marker", 0,
	  { X(0, 0x33, 0x3f), X(SZ_STALE_US, 0xff) }, 2, 40000,
	  { P(896), S(896), P(896), END }, 4 },
	{ "a press whose end marker comes at the bound reads exactly", 0,
	  { X(0, 0x33, 0x66, 0x63, 0x33, 0x36, 0x33),
	    X(10000, 0x63, 0x33, 0x33, 0x33, 0x36, 0x3f),
	    X(SZ_STALE_US, 0xff) }, 3, 40000,
	  { P(896), S(896), P(1664), S(1664), P(1664), S(896), P(896), S(896),
	    P(896), S(1664), P(896), S(896), P(1664), S(896), P(896), S(896),
	    P(896), S(896), P(896), S(896), P(896), S(1664), P(896), END },
	    24 },
	{ "a press whose end marker comes just past the bound ends there", 0,
	  { X(0, 0x33, 0x66, 0x63, 0x33, 0x36, 0x33),
	    X(10000, 0x63, 0x33, 0x33, 0x33, 0x36, 0x3f),
	    X(SZ_STALE_US + 1, 0xff) }, 3,
	  PAUSE,
	  { P(896), S(896), P(1664), S(1664), P(1664), S(896), P(896), S(896),
	    P(896), S(1664), P(896), S(896), P(1664), S(896), P(896), S(896),
	    P(896), S(896), P(896), S(896), P(896), S(1664), P(896),
	    LATE(SZ_STALE_US + 1) }, 24 },
	{ "a frame cut inside a space escape, at a 20 ms timeout", 20000,
	  { X(0, 0x33, 0x3f) }, 1, 600000,
	  { P(896), S(896), P(896), LATE(600000) }, 4 },
	/* Legal: split escapes without a pause still decode. */
	{ "a pulse escape split across transfers", 0,
	  { X(0, 0x33, 0xf0), X(10000, 0x40), X(10000, 0x0f), X(10000, 0xff) }, 4,
	  PAUSE, { P(896), S(896), P(16512), END }, 4 },
	{ "a space escape split across transfers", 0,
	  { X(0, 0x33, 0x3f), X(10000, 0x50), X(10000, 0x3f), X(10000, 0xff) }, 4,
	  PAUSE, { P(896), S(896), P(896), S(20608), P(896), END }, 6 },
	{ "a split escape across an empty transfer", 0,
	  { X(0, 0x3f), ZLP(10000), X(20000, 0xff) }, 3, PAUSE,
	  { P(896), END }, 2 },
	/*
	 * Legal: transfers late beyond the timeout (the host polled late, or
	 * the receiver timed a long pulse or space) split no frame, and the
	 * press that comes soon after is not eaten.
	 */
	{ "a press with a 70 ms delay between its transfers", 0,
	  { X(0, 0x33, 0x66, 0x63, 0x33, 0x36, 0x33),
	    X(70000, 0x63, 0x33, 0x33, 0x33, 0x36, 0x3f), X(10000, 0xff) }, 3,
	    40000,
	  { P(896), S(896), P(1664), S(1664), P(1664), S(896), P(896), S(896),
	    P(896), S(1664), P(896), S(896), P(1664), S(896), P(896), S(896),
	    P(896), S(896), P(896), S(896), P(896), S(1664), P(896), END },
	    24 },
	/* A busy host: transfers tens of ms late, at the smallest timeout. */
	{ "a press with its transfers 30, 60, 90, 90 ms apart, at a 10 ms timeout",
	  10000,
	  { X(0, 0x33, 0x66, 0x63), X(30000, 0x33, 0x36, 0x33),
	    X(60000, 0x63, 0x33, 0x33, 0x33), X(90000, 0x36, 0x3f), X(90000, 0xff) },
	  5, 40000,
	  { P(896), S(896), P(1664), S(1664), P(1664), S(896), P(896), S(896),
	    P(896), S(1664), P(896), S(896), P(1664), S(896), P(896), S(896),
	    P(896), S(896), P(896), S(896), P(896), S(1664), P(896), END },
	    24 },
	/*
	 * A host under load (the soak: hundreds of ms between two transfers of
	 * one press): mainline keeps the press, and so do we, up to the bound.
	 */
	{ "a press 160 ms apart, then one 450 ms apart, read whole", 0,
	  { X(0, 0x33, 0x66, 0x63, 0x33, 0x36, 0x33),
	    X(160000, 0x63, 0x33, 0x33, 0x33, 0x36, 0x3f), X(10000, 0xff),
	    X(40000, 0x33, 0x66, 0x63, 0x33, 0x36, 0x33),
	    X(450000, 0x63, 0x33, 0x33, 0x33, 0x36, 0x3f), X(10000, 0xff) }, 6,
	    40000,
	  { P(896), S(896), P(1664), S(1664), P(1664), S(896), P(896), S(896),
	    P(896), S(1664), P(896), S(896), P(1664), S(896), P(896), S(896),
	    P(896), S(896), P(896), S(896), P(896), S(1664), P(896), END,
	    P(896), S(896), P(1664), S(1664), P(1664), S(896), P(896), S(896),
	    P(896), S(1664), P(896), S(896), P(1664), S(896), P(896), S(896),
	    P(896), S(896), P(896), S(896), P(896), S(1664), P(896), END },
	    48 },
	{ "a press 600 ms apart: a lost end, then a tail that decodes to nothing", 0,
	  { X(0, 0x33, 0x66, 0x63, 0x33, 0x36, 0x33),
	    X(600000, 0x63, 0x33, 0x33, 0x33, 0x36, 0x3f), X(10000, 0xff) }, 3,
	    40000,
	  { P(896), S(896), P(1664), S(1664), P(1664), S(896), P(896), S(896),
	    P(896), S(1664), P(896), S(896), LATE(600000), P(1664), S(896),
	    P(896), S(896), P(896), S(896), P(896), S(896), P(896), S(1664),
	    P(896), END }, 25 },
	/*
	 * A frame that lost its end marker and a press 160 ms later are one
	 * signal to the decoder; a pause past the bound still ends a cut escape.
	 */
	{ "a lost end merged with a press 160 ms later: a pause past the bound ends a cut escape",
	  0, { X(0, 0x33, 0x36), X(160000, 0x33, 0x3f), X(10000, 0xff),
	       X(40000, 0x33, 0x3f) }, 4, PAUSE,
	  { P(896), S(896), P(896), S(1664), P(896), S(896), P(896), END,
	    P(896), S(896), P(896), LATE(PAUSE) }, 12 },
	{ "a 20 ms timeout, a 16 ms space that came 25 ms late", 20000,
	  { X(0, 0x33, 0x3f), X(25000, 0x40, 0x33, 0x3f, 0xff) }, 2, 40000,
	  { P(896), S(896), P(896), S(16512), P(896), S(896), P(896), END }, 8 },
	/* The core turns the long space into the timeout, keeping its length. */
	{ "a 20 ms timeout, a 25 ms space ends the signal", 20000,
	  { X(0, 0x33, 0x3f), X(25000, 0x62), X(10000, 0x33, 0x3f, 0xff) }, 3, 40000,
	  { P(896), S(896), P(896), S(25216), P(896), S(896), P(896), END }, 8 },
	{ "a 20 ms timeout, a 30 ms pulse", 20000,
	  { X(0, 0xf0), X(30000, 0x75, 0x0f, 0xff) }, 2, 40000,
	  { P(30080), END }, 2 },
};

static void sz_malformed_desc(const struct sz_malformed *c, char *desc)
{
	strscpy(desc, c->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(sz_malformed, sz_malformed_cases, sz_malformed_desc);

static void lirc_streamzap_malformed_test(struct kunit *test)
{
	const struct sz_malformed *c = test->param_value;
	struct lirc_test_collector *col = kunit_kzalloc(test, sizeof(*col), GFP_KERNEL);
	u32 timeout = c->timeout ?: SZ_MAX_TIMEOUT;
	unsigned int i, n = ARRAY_SIZE(sz_press_want);
	struct sz_decoder d = { };

	KUNIT_ASSERT_NOT_NULL(test, col);
	sz_decoder_reset(&d);
	for (i = 0; i < c->nx; i++)
		sz_decode(&d, c->x[i].bytes, c->x[i].len, c->x[i].gap, timeout,
			  lirc_test_collect, col);
	for (i = 0; i < ARRAY_SIZE(sz_press); i++)
		sz_decode(&d, sz_press[i].bytes, sz_press[i].len,
			  i ? sz_press[i].gap : c->pause, timeout, lirc_test_collect, col);

	KUNIT_ASSERT_EQ(test, col->n, c->nwant + n);
	for (i = 0; i < c->nwant; i++) {
		KUNIT_EXPECT_EQ_MSG(test, col->got[i].type, c->want[i].type, "sample %u", i);
		KUNIT_EXPECT_EQ_MSG(test, col->got[i].us, c->want[i].us, "sample %u", i);
	}
	for (i = 0; i < n; i++) {
		KUNIT_EXPECT_EQ_MSG(test, col->got[c->nwant + i].type, sz_press_want[i].type,
				    "press sample %u", i);
		KUNIT_EXPECT_EQ_MSG(test, col->got[c->nwant + i].us, sz_press_want[i].us,
				    "press sample %u", i);
	}
}

/*
 * The core ends a signal after SZ_LOST_END_US without a sample, restarting
 * its clock at each sample only. A lone escape byte comes SZ_STALE_US
 * after the last sample and carries none; the byte that completes it comes
 * SZ_STALE_US later.
 * The decoder keeps them in the signal, so the core must wait that long.
 */
struct sz_clock {
	struct lirc_test_collector *col;
	u64 now;
	u64 last;		/* when the last sample of the open signal came */
	bool open;
	u64 longest;		/* the longest wait for a sample inside a signal */
};

static void sz_clock_emit(void *ctx, enum lirc_raw_type type, u32 us)
{
	struct sz_clock *c = ctx;

	if (c->open)
		c->longest = max(c->longest, c->now - c->last);
	c->open = type != LIRC_RAW_TIMEOUT;
	c->last = c->now;
	lirc_test_collect(c->col, type, us);
}

static void lirc_streamzap_lost_end_test(struct kunit *test)
{
	static const struct sz_xfer x[] = {
		X(0, 0x33, 0x3f), X(SZ_STALE_US, 0xff),
		X(40000, 0x33), X(SZ_STALE_US, 0xf0),
		X(SZ_STALE_US, 0x40, 0x03), X(10000, 0x3f), X(10000, 0xff),
	};
	static const struct lirc_test_sample want[] = {
		P(896), S(896), P(896), END,
		P(896), S(896), P(16512), S(896), P(896), END,
	};
	struct sz_clock c = { .col = kunit_kzalloc(test, sizeof(*c.col), GFP_KERNEL) };
	struct sz_decoder d = { };
	unsigned int i;

	KUNIT_ASSERT_NOT_NULL(test, c.col);
	sz_decoder_reset(&d);
	for (i = 0; i < ARRAY_SIZE(x); i++) {
		c.now += x[i].gap;
		sz_decode(&d, x[i].bytes, x[i].len, x[i].gap, SZ_MAX_TIMEOUT,
			  sz_clock_emit, &c);
	}
	KUNIT_ASSERT_EQ(test, c.col->n, ARRAY_SIZE(want));
	for (i = 0; i < ARRAY_SIZE(want); i++) {
		KUNIT_EXPECT_EQ_MSG(test, c.col->got[i].type, want[i].type, "sample %u", i);
		KUNIT_EXPECT_EQ_MSG(test, c.col->got[i].us, want[i].us, "sample %u", i);
	}
	KUNIT_EXPECT_EQ(test, c.longest, 2ULL * SZ_STALE_US);
	KUNIT_EXPECT_LE(test, c.longest, (u64)SZ_LOST_END_US);
}

/* A long run: 64 nibble bytes in one transfer, then the end. */
static void lirc_streamzap_long_run_test(struct kunit *test)
{
	struct lirc_test_collector *col = kunit_kzalloc(test, sizeof(*col), GFP_KERNEL);
	struct sz_decoder d = { };
	u8 buf[66];
	unsigned int i;

	KUNIT_ASSERT_NOT_NULL(test, col);
	memset(buf, 0x11, 64);
	buf[64] = 0x1f;
	buf[65] = 0xff;
	sz_decoder_reset(&d);
	sz_decode(&d, buf, sizeof(buf), 0, SZ_MAX_TIMEOUT, lirc_test_collect, col);
	KUNIT_ASSERT_EQ(test, col->n, 64U * 2 + 2);
	for (i = 0; i < 128; i++)
		KUNIT_EXPECT_EQ(test, col->got[i].us, 384U);
	KUNIT_EXPECT_EQ(test, col->got[128].type, LIRC_RAW_PULSE);
	KUNIT_EXPECT_EQ(test, col->got[129].type, LIRC_RAW_TIMEOUT);
}

static struct kunit_case lirc_streamzap_cases[] = {
	KUNIT_CASE_PARAM(lirc_streamzap_decode_test, sz_gen_params),
	KUNIT_CASE_PARAM(lirc_streamzap_malformed_test, sz_malformed_gen_params),
	KUNIT_CASE(lirc_streamzap_lost_end_test),
	KUNIT_CASE(lirc_streamzap_long_run_test),
	{}
};

static struct kunit_suite lirc_streamzap_suite = {
	.name = "lirc_streamzap",
	.test_cases = lirc_streamzap_cases,
};

kunit_test_suite(lirc_streamzap_suite);

MODULE_LICENSE("GPL");
