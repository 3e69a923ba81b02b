// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit tests for the iMON packet decoders, stick stabiliser, LIRCCODE
 * codes and tables. Every packet and every expected value is worked out by
 * hand from the formats (see imon_decode.c); codes are cross-checked
 * against lirc-compat-remotes' lircd.conf.imon-pad and
 * lircd.conf.imon-mceusb and against Linux 6.1's rc-imon-pad and
 * rc-imon-mce maps.
 */

#include <kunit/test.h>
#include <linux/input.h>

#include "imon_decode.h"
#include "lirc_kunit.h"

/* Raw units. */

struct imon_pkt {
	unsigned int len;
	u8 b[9];
};

/* Chunk @n of a frame: 40 samples in bytes 0-4, the number in byte 7. */
#define CH(n, b0, b1, b2, b3, b4) { 8, { b0, b1, b2, b3, b4, 0, 0, n } }
/* A chunk of 40 spaces; one of 40 pulses. */
#define SIL(n) CH(n, 0xff, 0xff, 0xff, 0xff, 0xff)
#define PUL(n) CH(n, 0x00, 0x00, 0x00, 0x00, 0x00)

/*
 * Frame A. Chunk 1: FF F0 00 00 0F = 11111111 11110000 00000000 00000000
 * 00001111; chunk 2: FF FF 00 FF FF = 11111111 11111111 00000000 11111111
 * 11111111; chunks 3-10 all spaces. Samples: 12 spaces (leading, dropped),
 * 4 + 16 + 4 = 24 pulses (6000 us), 4 + 16 = 20 spaces across the chunk
 * boundary (5000 us), 8 pulses (2000 us), then 16 + 8 * 40 = 336 spaces,
 * the trailing silence: a timeout of 84000 us. 12 + 24 + 20 + 8 + 336 = 400.
 */
static const struct imon_pkt frame_a[] = {
	CH(1, 0xff, 0xf0, 0x00, 0x00, 0x0f), CH(2, 0xff, 0xff, 0x00, 0xff, 0xff),
	SIL(3), SIL(4), SIL(5), SIL(6), SIL(7), SIL(8), SIL(9), SIL(10),
};

/*
 * Frame B. Chunk 1: FF FF FF FF FE: 39 spaces (dropped), 1 pulse. Chunk 2:
 * 40 pulses (41 so far). Chunk 3: 00 7F FF FF 80 = 00000000 01111111
 * 11111111 11111111 10000000: 8 + 1 pulses (50 in all, 12500 us), 7 + 16 + 1
 * = 24 spaces (6000 us), 7 pulses. Chunk 4: 55 FF FF FF FF = 01010101 then
 * 32 ones: 1 more pulse (8, 2000 us), then space 1, pulse 1, space 1,
 * pulse 1, space 1, pulse 1 (250 us each), then 1 + 32 spaces. Chunks 5-9:
 * 200 more spaces (233). Chunk 10: FF FF FF FF F0: 36 spaces (269 in all,
 * 67250 us) and 4 pulses (1000 us) that end the frame: a timeout of 0, the
 * silence after them is unmeasured.
 * 39 + 50 + 24 + 8 + 6 + 269 + 4 = 400.
 */
static const struct imon_pkt frame_b[] = {
	CH(1, 0xff, 0xff, 0xff, 0xff, 0xfe), PUL(2),
	CH(3, 0x00, 0x7f, 0xff, 0xff, 0x80), CH(4, 0x55, 0xff, 0xff, 0xff, 0xff),
	SIL(5), SIL(6), SIL(7), SIL(8), SIL(9),
	CH(10, 0xff, 0xff, 0xff, 0xff, 0xf0),
};

/* 00 FF FF FF FF: 8 pulses at once (2000 us), then 32 + 9 * 40 = 392 spaces. */
static const struct imon_pkt frame_c[] = {
	CH(1, 0x00, 0xff, 0xff, 0xff, 0xff), SIL(2), SIL(3), SIL(4), SIL(5),
	SIL(6), SIL(7), SIL(8), SIL(9), SIL(10),
};

/* 400 pulses: 100000 us, ending in a pulse. */
static const struct imon_pkt frame_p[] = {
	PUL(1), PUL(2), PUL(3), PUL(4), PUL(5), PUL(6), PUL(7), PUL(8), PUL(9),
	PUL(10),
};

/* 400 spaces: no pulse. */
static const struct imon_pkt frame_s[] = {
	SIL(1), SIL(2), SIL(3), SIL(4), SIL(5), SIL(6), SIL(7), SIL(8), SIL(9),
	SIL(10),
};

/*
 * The 2.4 GHz filler (LT), a packet with byte 7 0xff, an association reply
 * (remote 0x2a on an LT), the 2.4 GHz filler (DT).
 */
static const struct imon_pkt fillers[] = {
	{ 8, { 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x4e, 0xaf } },
	{ 8, { 0x12, 0x34, 0x56, 0x78, 0x9a, 0x00, 0x00, 0xff } },
	{ 8, { 0x00, 0x2a, 0xff, 0xff, 0xff, 0xff, 0x4e, 0xdf } },
	{ 8, { 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x5e, 0xaf } },
};

static const struct imon_pkt assoc_dt = {
	8, { 0x00, 0x07, 0xff, 0xff, 0xff, 0xff, 0x5e, 0xdf }
};

/* Byte 6 0x4f is neither LT nor DT; byte 7 0xae is no chunk. */
static const struct imon_pkt near_fillers[] = {
	{ 8, { 0x00, 0x2a, 0xff, 0xff, 0xff, 0xff, 0x4f, 0xdf } },
	{ 8, { 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x4e, 0xae } },
};

/* Chunk numbers 0, 11, 0xee, 0x80. */
static const struct imon_pkt garbage[] = {
	{ 8, { 0x12, 0x34, 0x56, 0x78, 0x9a, 0xbc, 0xde, 0x00 } },
	{ 8, { 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x0b } },
	{ 8, { 0x28, 0x81, 0x95, 0xb7, 0x00, 0x00, 0x00, 0xee } },
	{ 8, { 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x80 } },
};

/* A chunk 6 one byte short, one byte long, and an empty packet. */
static const struct imon_pkt pk_short = { 7, { 0, 0, 0, 0, 0, 0, 0 } };
static const struct imon_pkt pk_long = { 9, { 0, 0, 0, 0, 0, 0, 0, 6, 0 } };
static const struct imon_pkt pk_empty = { 0, { } };

#define P(us)	{ LIRC_RAW_PULSE, us }
#define S(us)	{ LIRC_RAW_SPACE, us }
#define T(us)	{ LIRC_RAW_TIMEOUT, us }

static const struct lirc_test_sample want_a[] = { P(6000), S(5000), P(2000), T(84000) };

static const struct lirc_test_sample want_b[] = {
	P(12500), S(6000), P(2000), S(250), P(250), S(250), P(250), S(250),
	P(250), S(67250), P(1000), T(0),
};

static const struct lirc_test_sample want_c[] = { P(2000), T(98000) };

static const struct lirc_test_sample want_p[] = { P(100000), T(0) };

/* @n packets from @p; the samples of @n from @s. */
struct pkt_seg {
	const struct imon_pkt *p;
	unsigned int n;
};

struct want_seg {
	const struct lirc_test_sample *s;
	unsigned int n;
};

#define SEG(a, n)	{ a, n }
#define FULL(a)		{ a, IMON_RAW_CHUNKS }
#define ONE(a)		{ &(a), 1 }
#define PART(a, from, n) { (a) + (from) - 1, n }	/* chunks from..from+n-1 */

/*
 * @res has one letter per packet: P part, F frame, f filler, a assoc,
 * B bad.
 */
static_assert(ARRAY_SIZE(frame_a) == IMON_RAW_CHUNKS && ARRAY_SIZE(frame_b) == IMON_RAW_CHUNKS);
static_assert(ARRAY_SIZE(frame_c) == IMON_RAW_CHUNKS && ARRAY_SIZE(frame_p) == IMON_RAW_CHUNKS);
static_assert(ARRAY_SIZE(frame_s) == IMON_RAW_CHUNKS && ARRAY_SIZE(fillers) == 4);
static_assert(ARRAY_SIZE(near_fillers) == 2 && ARRAY_SIZE(garbage) == 4);
static_assert(ARRAY_SIZE(want_a) == 4 && ARRAY_SIZE(want_b) == 12);
static_assert(ARRAY_SIZE(want_c) == 2 && ARRAY_SIZE(want_p) == 2);

struct imon_raw_case {
	const char *name;
	struct pkt_seg pkts[6];
	const char *res;
	struct want_seg want[2];
	int remote_id;		/* expected, or -1 for untouched */
	int reset_after;	/* imon_raw_reset() after this packet, or -1 */
};

#define GOOD "PPPPPPPPPF"	/* a frame */

static const struct imon_raw_case imon_raw_cases[] = {
	{ "frame A: runs across a chunk boundary, trailing space as timeout",
	  { FULL(frame_a) }, GOOD, { SEG(want_a, 4) }, -1, -1 },
	{ "frame B: pulses across three chunks, ends in a pulse",
	  { FULL(frame_b) }, GOOD, { SEG(want_b, 12) }, -1, -1 },
	{ "no leading space", { FULL(frame_c) }, GOOD, { SEG(want_c, 2) }, -1, -1 },
	{ "all pulse: one 100 ms pulse, timeout 0",
	  { FULL(frame_p) }, GOOD, { SEG(want_p, 2) }, -1, -1 },
	{ "all space: a frame, nothing emitted", { FULL(frame_s) }, GOOD, { }, -1, -1 },
	{ "two frames back to back", { FULL(frame_a), FULL(frame_b) }, GOOD GOOD,
	  { SEG(want_a, 4), SEG(want_b, 12) }, -1, -1 },
	{ "fillers and association replies inside a frame change nothing",
	  { PART(frame_a, 1, 5), SEG(fillers, 4), PART(frame_a, 6, 5) },
	  "PPPPPffafPPPPF", { SEG(want_a, 4) }, 0x2a, -1 },
	{ "fillers and association replies alone",
	  { SEG(fillers, 4), ONE(assoc_dt) }, "ffafa", { }, 0x07, -1 },
	{ "near-fillers are bad", { SEG(near_fillers, 2), FULL(frame_a) }, "BB" GOOD,
	  { SEG(want_a, 4) }, -1, -1 },
	/* Every broken frame below is followed by frame A, which must decode. */
	{ "missing chunk: 1 2 4 breaks, 5..10 wait for a chunk 1",
	  { PART(frame_p, 1, 2), PART(frame_s, 4, 7), FULL(frame_a) },
	  "PPBBBBBBB" GOOD, { SEG(want_a, 4) }, -1, -1 },
	{ "repeated chunk: 5 twice breaks",
	  { PART(frame_b, 1, 5), PART(frame_p, 5, 1), PART(frame_b, 6, 5),
	    FULL(frame_a) }, "PPPPPBBBBBB" GOOD, { SEG(want_a, 4) }, -1, -1 },
	{ "out of order: 1 3 2 breaks",
	  { PART(frame_p, 1, 1), PART(frame_s, 3, 1), PART(frame_s, 2, 1),
	    PART(frame_s, 4, 7), FULL(frame_a) },
	  "PBBBBBBBBB" GOOD, { SEG(want_a, 4) }, -1, -1 },
	{ "short packet breaks the frame",
	  { PART(frame_p, 1, 2), ONE(pk_short), PART(frame_s, 3, 8), FULL(frame_a) },
	  "PPBBBBBBBBB" GOOD, { SEG(want_a, 4) }, -1, -1 },
	{ "long packet breaks the frame",
	  { PART(frame_b, 1, 5), ONE(pk_long), PART(frame_b, 6, 5), FULL(frame_a) },
	  "PPPPPBBBBBB" GOOD, { SEG(want_a, 4) }, -1, -1 },
	{ "empty packet breaks the frame",
	  { PART(frame_b, 1, 5), ONE(pk_empty), PART(frame_b, 6, 5), FULL(frame_a) },
	  "PPPPPBBBBBB" GOOD, { SEG(want_a, 4) }, -1, -1 },
	{ "chunk 10 without 1..9", { PART(frame_p, 10, 1), FULL(frame_a) },
	  "B" GOOD, { SEG(want_a, 4) }, -1, -1 },
	{ "a frame that never reaches 10, then a good one",
	  { PART(frame_b, 1, 9), FULL(frame_a) }, "PPPPPPPPP" GOOD,
	  { SEG(want_a, 4) }, -1, -1 },
	{ "chunk 1 twice: the second starts the frame",
	  { PART(frame_p, 1, 1), FULL(frame_a) }, "P" GOOD, { SEG(want_a, 4) }, -1, -1 },
	{ "garbage, then a good frame", { SEG(garbage, 4), FULL(frame_a) },
	  "BBBB" GOOD, { SEG(want_a, 4) }, -1, -1 },
	{ "after a frame, chunk 2 waits for a chunk 1",
	  { FULL(frame_a), PART(frame_s, 2, 2), FULL(frame_a) }, GOOD "BB" GOOD,
	  { SEG(want_a, 4), SEG(want_a, 4) }, -1, -1 },
	{ "a reset drops the partial frame",
	  { PART(frame_b, 1, 5), PART(frame_b, 6, 5), FULL(frame_a) },
	  "PPPPPBBBBB" GOOD, { SEG(want_a, 4) }, -1, 4 },
};

static void imon_raw_case_desc(const struct imon_raw_case *c, char *desc)
{
	strscpy(desc, c->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(imon_raw, imon_raw_cases, imon_raw_case_desc);

static const char imon_raw_letter[] = {
	[IMON_RAW_PART] = 'P', [IMON_RAW_FRAME] = 'F', [IMON_RAW_FILLER] = 'f',
	[IMON_RAW_ASSOC] = 'a', [IMON_RAW_BAD] = 'B',
};

static void lirc_imon_raw_test(struct kunit *test)
{
	const struct imon_raw_case *c = test->param_value;
	struct lirc_test_collector *col = kunit_kzalloc(test, sizeof(*col), GFP_KERNEL);
	unsigned int i, j, k = 0, nwant = 0;
	struct imon_raw_dec d;
	u8 id = 0xee;

	KUNIT_ASSERT_NOT_NULL(test, col);
	imon_raw_reset(&d);
	for (i = 0; i < ARRAY_SIZE(c->pkts) && c->pkts[i].p; i++) {
		for (j = 0; j < c->pkts[i].n; j++, k++) {
			const struct imon_pkt *p = &c->pkts[i].p[j];
			enum imon_raw_result r;

			KUNIT_ASSERT_LT(test, k, (unsigned int)strlen(c->res));
			r = imon_raw_decode(&d, p->b, p->len, lirc_test_collect, col, &id);
			KUNIT_ASSERT_LT(test, (unsigned int)r, ARRAY_SIZE(imon_raw_letter));
			KUNIT_EXPECT_EQ_MSG(test, imon_raw_letter[r], c->res[k],
					    "packet %u", k);
			if (c->reset_after == k)
				imon_raw_reset(&d);
		}
	}
	KUNIT_EXPECT_EQ(test, k, (unsigned int)strlen(c->res));
	KUNIT_EXPECT_EQ(test, id, c->remote_id < 0 ? 0xee : c->remote_id);

	for (i = 0; i < ARRAY_SIZE(c->want); i++)
		nwant += c->want[i].n;
	KUNIT_ASSERT_EQ(test, col->n, nwant);
	for (i = 0, k = 0; i < ARRAY_SIZE(c->want); i++) {
		for (j = 0; j < c->want[i].n; j++, k++) {
			KUNIT_EXPECT_EQ_MSG(test, col->got[k].type, c->want[i].s[j].type,
					    "sample %u", k);
			KUNIT_EXPECT_EQ_MSG(test, col->got[k].us, c->want[i].s[j].us,
					    "sample %u", k);
		}
	}
}

/* A NULL remote_id is allowed. */
static void lirc_imon_raw_assoc_null_test(struct kunit *test)
{
	struct lirc_test_collector *col = kunit_kzalloc(test, sizeof(*col), GFP_KERNEL);
	struct imon_raw_dec d;

	KUNIT_ASSERT_NOT_NULL(test, col);
	imon_raw_reset(&d);
	KUNIT_EXPECT_EQ(test, imon_raw_decode(&d, assoc_dt.b, 8, lirc_test_collect,
					      col, NULL),
			IMON_RAW_ASSOC);
	KUNIT_EXPECT_EQ(test, col->n, 0U);
}

/* Onboard-decoding units. */

struct imon_cls_case {
	const char *name;
	unsigned int len;
	u8 b[8];
	bool mce, ffdc;
	struct imon_event want;
};

#define E_PAD(sc, key) { .kind = IMON_EV_PAD, .proto = RC_PROTO_IMON, \
			  .scancode = sc, .keycode = key }
#define E_MCE(sc, t, key) { .kind = IMON_EV_MCE, .proto = RC_PROTO_RC6_MCE, \
			     .scancode = sc, .toggle = t, .keycode = key }
#define E_REL(p, sc) { .kind = IMON_EV_RELEASE, .proto = p, .scancode = sc, \
			.release = true }
#define E_PANEL(key) { .kind = IMON_EV_PANEL, .keycode = key }
#define E_KNOB(n) { .kind = IMON_EV_KNOB, .knob = n }
#define E_STICK(dx, dy) { .kind = IMON_EV_STICK, .x = dx, .y = dy }
#define E_ASSOC(id) { .kind = IMON_EV_ASSOC, .remote_id = id }
#define E(k) { .kind = k }

#define PAD_M	false	/* iMON protocol */
#define MCE_M	true	/* MCE protocol */

static const struct imon_cls_case imon_cls_cases[] = {
	/* iMON PAD codes: bytes 0-3, most significant first. */
	{ "PAD KEY_EXIT, lircd iMON-PAD 0x288195B7", 8,
	  { 0x28, 0x81, 0x95, 0xb7, 0, 0, 0, 0 }, PAD_M, true,
	  E_PAD(0x288195b7, KEY_EXIT) },
	{ "PAD KEY_VOLUMEUP, lircd 0x28A395B7", 8,
	  { 0x28, 0xa3, 0x95, 0xb7, 0, 0, 0, 0 }, PAD_M, true,
	  E_PAD(0x28a395b7, KEY_VOLUMEUP) },
	{ "PAD KEY_PLAY, lircd 0x2A8115B7", 8,
	  { 0x2a, 0x81, 0x15, 0xb7, 0, 0, 0, 0 }, PAD_M, true,
	  E_PAD(0x2a8115b7, KEY_PLAY) },
	/* iMON-PAD64 (15c2:0038): 0x289115B7 00002401, bytes 4-7 ignored. */
	{ "PAD KEY_POWER on 15c2:0038, lircd iMON-PAD64", 8,
	  { 0x28, 0x91, 0x15, 0xb7, 0x00, 0x00, 0x24, 0x01 }, PAD_M, false,
	  E_PAD(0x289115b7, KEY_POWER) },
	{ "PAD keyboard 1, lircd 0x0200001E", 8,
	  { 0x02, 0x00, 0x00, 0x1e, 0, 0, 0, 0 }, PAD_M, true,
	  E_PAD(0x0200001e, KEY_NUMERIC_1) },
	{ "PAD keyboard Star (shift + 8), lircd 0x02200025", 8,
	  { 0x02, 0x20, 0x00, 0x25, 0, 0, 0, 0 }, PAD_M, true,
	  E_PAD(0x02200025, KEY_NUMERIC_STAR) },
	{ "PAD Left Menu 0x02800000 is a key, not a release", 8,
	  { 0x02, 0x80, 0x00, 0x00, 0, 0, 0, 0 }, PAD_M, true,
	  E_PAD(0x02800000, KEY_CONTEXT_MENU) },
	{ "PAD keyboard release 0x02000000", 8,
	  { 0x02, 0x00, 0x00, 0x00, 0, 0, 0, 0 }, PAD_M, true,
	  E_REL(RC_PROTO_IMON, 0) },
	{ "PAD keyboard release with shift 0x02200000", 8,
	  { 0x02, 0x20, 0x00, 0x00, 0, 0, 0, 0 }, PAD_M, false,
	  E_REL(RC_PROTO_IMON, 0) },
	/* lircd's "different codes": 0xD5 = 0x95 | 0x40, bit 14 of the code. */
	{ "PAD release of KEY_MENU, lircd 0x2BA3D5B7", 8,
	  { 0x2b, 0xa3, 0xd5, 0xb7, 0, 0, 0, 0 }, PAD_M, true,
	  E_REL(RC_PROTO_IMON, 0x2ba395b7) },
	{ "PAD release of KEY_DVD, lircd 0x29A3D5B7", 8,
	  { 0x29, 0xa3, 0xd5, 0xb7, 0, 0, 0, 0 }, PAD_M, true,
	  E_REL(RC_PROTO_IMON, 0x29a395b7) },
	/* Bit 14 set but 0x2b9b15b7 is no key: an unknown code. */
	{ "PAD unknown code with bit 14 set", 8,
	  { 0x2b, 0x9b, 0x55, 0xb7, 0, 0, 0, 0 }, PAD_M, true,
	  E_PAD(0x2b9b55b7, KEY_RESERVED) },
	{ "PAD unknown code, lircd KEY_SPACE 0x2B9B15F7", 8,
	  { 0x2b, 0x9b, 0x15, 0xf7, 0, 0, 0, 0 }, PAD_M, true,
	  E_PAD(0x2b9b15f7, KEY_RESERVED) },
	/* 15c2:ffdc mouse buttons: byte 1 bit 0 (0x83) or bit 2 (0x84) set. */
	{ "ffdc mouse left button 0x688301B7", 8,
	  { 0x68, 0x83, 0x01, 0xb7, 0, 0, 0, 0 }, PAD_M, true,
	  E_PAD(0x688301b7, BTN_LEFT) },
	{ "ffdc mouse right button 0x688481B7", 8,
	  { 0x68, 0x84, 0x81, 0xb7, 0, 0, 0, 0 }, PAD_M, true,
	  E_PAD(0x688481b7, BTN_RIGHT) },
	{ "ffdc mouse buttons released 0x688281B7", 8,
	  { 0x68, 0x82, 0x81, 0xb7, 0, 0, 0, 0 }, PAD_M, true,
	  E_REL(RC_PROTO_IMON, 0) },
	{ "mouse buttons released 0x010081B7", 8,
	  { 0x01, 0x00, 0x81, 0xb7, 0, 0, 0, 0 }, PAD_M, true,
	  E_REL(RC_PROTO_IMON, 0) },
	/*
	 * 15c2:ffdc stick, x = -3, y = +9. x: negative, so byte 0 bit 1;
	 * -3 + 16 = 13 = 1101b: bit 3 -> byte 1 bit 3 (0x08), bit 2 -> bit 4
	 * (0x10), bit 1 (0) -> bit 5, bit 0 -> bit 6 (0x40): byte 1 = 0x58,
	 * bits 0 and 2 clear. y = 9 = 1001b: 0x08 | 0x40 = 0x48, byte 0 bit 0
	 * clear. Byte 0 = 0x6a (bit 6 set, bit 1 set, bit 0 clear).
	 */
	{ "ffdc stick x -3 y +9", 8,
	  { 0x6a, 0x58, 0x48, 0xb7, 0, 0, 0, 0 }, PAD_M, true, E_STICK(-3, 9) },
	/* x = +15 = 1111b: byte 1 0x78; y = -16: magnitude 0, byte 0 bit 0. */
	{ "ffdc stick x +15 y -16", 8,
	  { 0x69, 0x78, 0x00, 0xb7, 0, 0, 0, 0 }, PAD_M, true, E_STICK(15, -16) },
	{ "ffdc stick in MCE mode too", 8,
	  { 0x6a, 0x58, 0x48, 0xb7, 0, 0, 0, 0 }, MCE_M, true, E_STICK(-3, 9) },
	{ "ffdc stick without movement is a release", 8,
	  { 0x40, 0x00, 0x00, 0x00, 0, 0, 0, 0 }, PAD_M, true,
	  E_REL(RC_PROTO_IMON, 0) },
	{ "the ffdc stick layout is a plain code on newer units", 8,
	  { 0x6a, 0x58, 0x48, 0xb7, 0, 0, 0, 0 }, PAD_M, false,
	  E_PAD(0x6a5848b7, KEY_RESERVED) },
	/* Newer units' 5-byte stick packets: 01 BB XX YY 00. */
	{ "stick (5 bytes) x +5 y -16", 5, { 0x01, 0x00, 0x05, 0xf0, 0x00 },
	  PAD_M, false, E_STICK(5, -16) },
	{ "stick (5 bytes) without movement is a release", 5,
	  { 0x01, 0x00, 0x00, 0x00, 0x00 }, PAD_M, false, E_REL(RC_PROTO_IMON, 0) },
	{ "mouse left button (5 bytes), lircd 0x01010000", 5,
	  { 0x01, 0x01, 0x00, 0x00, 0x00 }, PAD_M, false,
	  E_PAD(0x01010000, BTN_LEFT) },
	{ "mouse right button (5 bytes), lircd 0x01020080", 5,
	  { 0x01, 0x02, 0x00, 0x80, 0x00 }, PAD_M, false,
	  E_PAD(0x01020080, BTN_RIGHT) },
	{ "5 bytes on a 15c2:ffdc is bad", 5, { 0x01, 0x00, 0x05, 0xf0, 0x00 },
	  PAD_M, true, E(IMON_EV_BAD) },
	{ "5 bytes not a stick is bad", 5, { 0x02, 0x00, 0x00, 0x1e, 0x00 },
	  PAD_M, false, E(IMON_EV_BAD) },
	{ "8-byte arrow code, lircd KEY_UP 0x01008000", 8,
	  { 0x01, 0x00, 0x80, 0x00, 0, 0, 0, 0 }, PAD_M, false,
	  E_PAD(0x01008000, KEY_UP) },
	/* MCE: 0x800fTCNN, toggle in bit 15; Linux 6.1 reports 0x800ff4NN. */
	{ "MCE Play, lircd MCE_via_iMON_ffdc 0x800F0416", 8,
	  { 0x80, 0x0f, 0x04, 0x16, 0, 0, 0, 0 }, MCE_M, true,
	  E_MCE(0x800ff416, false, KEY_PLAY) },
	{ "MCE Play toggled 0x800F8416", 8,
	  { 0x80, 0x0f, 0x84, 0x16, 0, 0, 0, 0 }, MCE_M, true,
	  E_MCE(0x800ff416, true, KEY_PLAY) },
	{ "MCE Play, receiver setting bits 12-14: 0x800F7416", 8,
	  { 0x80, 0x0f, 0x74, 0x16, 0, 0, 0, 0 }, MCE_M, true,
	  E_MCE(0x800ff416, false, KEY_PLAY) },
	{ "MCE Play toggled, bits 12-14 set: 0x800FF416", 8,
	  { 0x80, 0x0f, 0xf4, 0x16, 0, 0, 0, 0 }, MCE_M, true,
	  E_MCE(0x800ff416, true, KEY_PLAY) },
	/* MCE_via_iMON (15c2:0038): KEY_VOLUMEUP 0x800f0410 000002ae. */
	{ "MCE Vol+ on 15c2:0038, lircd MCE_via_iMON", 8,
	  { 0x80, 0x0f, 0x04, 0x10, 0x00, 0x00, 0x02, 0xae }, MCE_M, false,
	  E_MCE(0x800ff410, false, KEY_VOLUMEUP) },
	{ "MCE code in iMON mode is still an MCE code", 8,
	  { 0x80, 0x0f, 0x04, 0x0c, 0, 0, 0, 0 }, PAD_M, true,
	  E_MCE(0x800ff40c, false, KEY_POWER) },
	{ "MCE mode: keyboard Enter 0x02000028 is RC6_MCE", 8,
	  { 0x02, 0x00, 0x00, 0x28, 0, 0, 0, 0 }, MCE_M, true,
	  E_MCE(0x02000028, false, KEY_ENTER) },
	/* 0x02000029: KEY_ESC in rc-imon-pad, KEY_DELETE in rc-imon-mce. */
	{ "MCE mode: 0x02000029 is the MCE map's KEY_DELETE", 8,
	  { 0x02, 0x00, 0x00, 0x29, 0, 0, 0, 0 }, MCE_M, true,
	  E_MCE(0x02000029, false, KEY_DELETE) },
	{ "iMON mode: 0x02000029 is the PAD map's KEY_ESC", 8,
	  { 0x02, 0x00, 0x00, 0x29, 0, 0, 0, 0 }, PAD_M, true,
	  E_PAD(0x02000029, KEY_ESC) },
	{ "MCE mode: keyboard release", 8,
	  { 0x02, 0x00, 0x00, 0x00, 0, 0, 0, 0 }, MCE_M, true,
	  E_REL(RC_PROTO_RC6_MCE, 0) },
	{ "MCE mode: a PAD code is bad", 8,
	  { 0x28, 0x81, 0x95, 0xb7, 0, 0, 0, 0 }, MCE_M, true, E(IMON_EV_BAD) },
	{ "MCE mode: an 8-byte arrow code is bad", 8,
	  { 0x01, 0x00, 0x80, 0x00, 0, 0, 0, 0 }, MCE_M, false, E(IMON_EV_BAD) },
	/* Front panel: byte 7 0xee, bytes 0-5 the button, byte 6 varies. */
	{ "panel Go", 8, { 0, 0, 0, 0, 0x0f, 0x00, 0xff, 0xee }, PAD_M, true,
	  E_PANEL(KEY_MEDIA) },
	{ "panel Play/Pause, lircd Antec_Veris_Premiere 0x3c0002ee", 8,
	  { 0, 0, 0, 0, 0x3c, 0x00, 0x02, 0xee }, PAD_M, false,
	  E_PANEL(KEY_PLAYPAUSE) },
	{ "panel navigation knob clockwise, lircd 0x00000001000002ee", 8,
	  { 0, 0, 0, 0x01, 0x00, 0x00, 0x02, 0xee }, PAD_M, false,
	  E_PANEL(KEY_RIGHT) },
	{ "panel navigation knob anticlockwise", 8,
	  { 0, 0, 0x01, 0x00, 0x00, 0x00, 0xff, 0xee }, MCE_M, false,
	  E_PANEL(KEY_LEFT) },
	{ "panel ffdc VFD Enter", 8,
	  { 0, 0, 0, 0x16, 0xff, 0xff, 0xff, 0xee }, MCE_M, true,
	  E_PANEL(KEY_ENTER) },
	{ "panel iMON Knob pushed", 8,
	  { 0, 0, 0x08, 0xff, 0xff, 0xff, 0xff, 0xee }, PAD_M, true,
	  E_PANEL(KEY_MUTE) },
	{ "panel unknown button is bad", 8,
	  { 0, 0, 0, 0, 0x99, 0x00, 0xff, 0xee }, PAD_M, true, E(IMON_EV_BAD) },
	/* Volume knob: byte 1 clockwise steps, byte 0 anticlockwise. */
	{ "knob up, lircd Antec_Veris_Premiere 0x00010000000002ee", 8,
	  { 0x00, 0x01, 0, 0, 0, 0, 0x02, 0xee }, PAD_M, false, E_KNOB(1) },
	{ "knob down, default table 0x010000000000ffee", 8,
	  { 0x01, 0x00, 0, 0, 0, 0, 0xff, 0xee }, PAD_M, false, E_KNOB(-1) },
	{ "knob up, lircd Antec_Fusion_Wheel CW 0x000100FF", 8,
	  { 0x00, 0x01, 0x00, 0xff, 0xff, 0xff, 0xff, 0xee }, PAD_M, true,
	  E_KNOB(1) },
	{ "knob down, lircd imon-mceusb Antec_knob_left 0x01000000", 8,
	  { 0x01, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xee }, MCE_M, true,
	  E_KNOB(-1) },
	{ "knob three steps clockwise", 8,
	  { 0x00, 0x03, 0, 0, 0, 0, 0xff, 0xee }, PAD_M, true, E_KNOB(3) },
	{ "knob both ways at once is bad", 8,
	  { 0x01, 0x01, 0, 0, 0, 0, 0xff, 0xee }, PAD_M, true, E(IMON_EV_BAD) },
	/* Filler, junk, association, lengths. */
	{ "ffdc junk FF FF FF", 8,
	  { 0xff, 0xff, 0xff, 0x12, 0x34, 0x56, 0x78, 0x9a }, PAD_M, true,
	  E(IMON_EV_NONE) },
	{ "2.4G filler (LT)", 8,
	  { 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x4e, 0xaf }, PAD_M, true,
	  E(IMON_EV_NONE) },
	{ "all zero", 8, { 0, 0, 0, 0, 0, 0, 0, 0 }, MCE_M, false, E(IMON_EV_NONE) },
	{ "association reply LT, remote 0x2a", 8,
	  { 0x00, 0x2a, 0xff, 0xff, 0xff, 0xff, 0x4e, 0xdf }, PAD_M, true,
	  E_ASSOC(0x2a) },
	{ "association reply DT, remote 0x07, MCE mode", 8,
	  { 0x00, 0x07, 0xff, 0xff, 0xff, 0xff, 0x5e, 0xdf }, MCE_M, false,
	  E_ASSOC(0x07) },
	{ "length 7 is bad", 7, { 0x28, 0x81, 0x95, 0xb7, 0, 0, 0 }, PAD_M, true,
	  E(IMON_EV_BAD) },
	{ "length 4 is bad", 4, { 0x28, 0x81, 0x95, 0xb7 }, PAD_M, false,
	  E(IMON_EV_BAD) },
	{ "length 0 is bad", 0, { }, PAD_M, false, E(IMON_EV_BAD) },
};

static void imon_cls_case_desc(const struct imon_cls_case *c, char *desc)
{
	strscpy(desc, c->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(imon_cls, imon_cls_cases, imon_cls_case_desc);

static void lirc_imon_classify_test(struct kunit *test)
{
	const struct imon_cls_case *c = test->param_value;
	const struct imon_event *w = &c->want;
	struct imon_event ev;

	/* Stale contents must not leak into the result. */
	memset(&ev, 0x5a, sizeof(ev));
	KUNIT_EXPECT_EQ(test, imon_classify(c->b, c->len, c->mce, c->ffdc, &ev),
			w->kind);
	KUNIT_EXPECT_EQ(test, ev.kind, w->kind);
	KUNIT_EXPECT_EQ(test, ev.proto, w->proto);
	KUNIT_EXPECT_EQ(test, ev.scancode, w->scancode);
	KUNIT_EXPECT_EQ(test, ev.toggle, w->toggle);
	KUNIT_EXPECT_EQ(test, ev.keycode, w->keycode);
	KUNIT_EXPECT_EQ(test, ev.x, w->x);
	KUNIT_EXPECT_EQ(test, ev.y, w->y);
	KUNIT_EXPECT_EQ(test, ev.knob, w->knob);
	KUNIT_EXPECT_EQ(test, ev.remote_id, w->remote_id);
	KUNIT_EXPECT_EQ(test, ev.release, w->release);
}

/* The stick in key mode. */

#define R	IMON_STICK_RIGHT
#define L	IMON_STICK_LEFT
#define U	IMON_STICK_UP
#define D	IMON_STICK_DOWN

struct stick_step {
	int x, y;
	u32 t;
	u32 want;
};

struct stick_case {
	const char *name;
	bool ffdc;
	u16 threshold;
	struct stick_step s[16];
	unsigned int n;
};

/*
 * Newer units: threshold 28, timeout 500 ms; 15c2:ffdc: 15 and 10 ms. The
 * lead-in after the third arrow in a row is 17 * 28 / 30 = 15.
 */
static const struct stick_case stick_cases[] = {
	{ "small pushes sum up to the threshold", false, 0,
	  { { 10, 0, 0, 0 }, { 10, 0, 10, 0 }, { 8, 0, 20, 0 }, { 1, 0, 30, R } }, 4 },
	{ "each direction", false, 0,
	  { { 0, -29, 0, U }, { 0, 29, 200, D }, { -29, 0, 400, L },
	    { 29, 0, 600, R } }, 4 },
	{ "the larger axis wins, a tie is horizontal", false, 0,
	  { { 20, -25, 0, 0 }, { 0, -4, 10, U }, { 29, -29, 200, R } }, 3 },
	{ "a pause over 100 ms forgets the sum", false, 0,
	  { { 20, 0, 0, 0 }, { 20, 0, 101, 0 }, { 9, 0, 150, R } }, 3 },
	{ "a pause of 100 ms keeps it", false, 0,
	  { { 20, 0, 0, 0 }, { 20, 0, 100, R } }, 2 },
	/*
	 * Arrows at 0 (first), 50..499 swallowed (second within 500 ms of
	 * the first), 550 (second), 600 (third); at 650 14 is not enough; at
	 * 700 the fourth arrow leads in 15, so 14 is enough at 750.
	 */
	{ "held: one arrow, a pause, then repeats, then faster", false, 0,
	  { { 29, 0, 0, R }, { 29, 0, 50, 0 }, { 29, 0, 100, 0 }, { 29, 0, 200, 0 },
	    { 29, 0, 300, 0 }, { 29, 0, 400, 0 }, { 29, 0, 499, 0 },
	    { 29, 0, 550, R }, { 29, 0, 600, R }, { 14, 0, 650, 0 },
	    { 15, 0, 700, R }, { 14, 0, 750, R } }, 12 },
	{ "held up: the lead-in goes up", false, 0,
	  { { 0, -29, 0, U }, { 0, -29, 100, 0 }, { 0, -29, 200, 0 },
	    { 0, -29, 300, 0 }, { 0, -29, 400, 0 }, { 0, -29, 500, U },
	    { 0, -29, 600, U }, { 0, -29, 700, U }, { 0, -14, 750, U } }, 9 },
	{ "a new direction starts a new run", false, 0,
	  { { 29, 0, 0, R }, { 0, 29, 50, D }, { 0, 29, 100, 0 }, { 29, 0, 150, R } },
	  4 },
	{ "15c2:ffdc: threshold 15, timeout 10 ms", true, 0,
	  { { 15, 0, 0, 0 }, { 1, 0, 1, R }, { 16, 0, 5, 0 }, { 16, 0, 11, R } }, 4 },
	{ "a threshold of 40", false, 40,
	  { { 35, 0, 0, 0 }, { 6, 0, 10, R } }, 2 },
	/*
	 * 0x10 is 32 ms after 0xfffffff0: the second arrow is swallowed, and
	 * the sum of -20 is kept over the 32 ms pause, so -9 more is beyond.
	 */
	{ "the clock wraps", false, 0,
	  { { 29, 0, 0xfffffff0, R }, { 29, 0, 0x10, 0 }, { -20, 0, 0x30, 0 },
	    { -9, 0, 0x50, L } }, 4 },
	{ "huge values count as 127", false, 0,
	  { { 100000, 0, 0, R }, { -100000, 0, 300, L } }, 2 },
};

static void stick_case_desc(const struct stick_case *c, char *desc)
{
	strscpy(desc, c->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(stick, stick_cases, stick_case_desc);

static void lirc_imon_stick_test(struct kunit *test)
{
	const struct stick_case *c = test->param_value;
	struct imon_stick st;
	unsigned int i;

	imon_stick_init(&st, c->ffdc, c->threshold);
	for (i = 0; i < c->n; i++)
		KUNIT_EXPECT_EQ_MSG(test, imon_stick_stabilize(&st, c->s[i].x, c->s[i].y,
							       c->s[i].t),
				    c->s[i].want, "step %u", i);
}

/* Two devices' stabilisers are independent (no shared state). */
static void lirc_imon_stick_two_test(struct kunit *test)
{
	struct imon_stick a, b;

	imon_stick_init(&a, false, 0);
	imon_stick_init(&b, false, 0);
	KUNIT_EXPECT_EQ(test, imon_stick_stabilize(&a, 20, 0, 0), 0U);
	KUNIT_EXPECT_EQ(test, imon_stick_stabilize(&b, 20, 0, 0), 0U);
	KUNIT_EXPECT_EQ(test, imon_stick_stabilize(&a, 9, 0, 10), (u32)R);
	/* b's sum is its own: 20 + 8 = 28, not beyond. */
	KUNIT_EXPECT_EQ(test, imon_stick_stabilize(&b, 8, 0, 10), 0U);
	KUNIT_EXPECT_EQ(test, imon_stick_stabilize(&b, 0, 0, 20), 0U);
	KUNIT_EXPECT_EQ(test, imon_stick_stabilize(&b, 1, 0, 30), (u32)R);
}

static void lirc_imon_stick_arrow_test(struct kunit *test)
{
	KUNIT_EXPECT_EQ(test, imon_stick_arrow(0, 0), 0U);
	KUNIT_EXPECT_EQ(test, imon_stick_arrow(1, 0), 0x0100007fU);
	KUNIT_EXPECT_EQ(test, imon_stick_arrow(-1, 0), 0x01000080U);
	KUNIT_EXPECT_EQ(test, imon_stick_arrow(0, 1), 0x01007f00U);
	KUNIT_EXPECT_EQ(test, imon_stick_arrow(0, -1), 0x01008000U);
	KUNIT_EXPECT_EQ(test, imon_stick_arrow(3, -3), 0x0100007fU);
	KUNIT_EXPECT_EQ(test, imon_stick_arrow(-3, 4), 0x01007f00U);
}

/* LIRCCODE. */

struct lirccode_case {
	const char *name;
	u32 proto;
	u32 scancode;
	bool toggle;
	u8 want[4];
};

static const struct lirccode_case lirccode_cases[] = {
	{ "iMON-PAD KEY_EXIT 0x288195B7", RC_PROTO_IMON, 0x288195b7, false,
	  { 0x28, 0x81, 0x95, 0xb7 } },
	{ "iMON-PAD KEY_1 0x0200001E", RC_PROTO_IMON, 0x0200001e, false,
	  { 0x02, 0x00, 0x00, 0x1e } },
	{ "iMON-PAD KEY_UP 0x01008000", RC_PROTO_IMON, 0x01008000, false,
	  { 0x01, 0x00, 0x80, 0x00 } },
	{ "MCE_via_iMON_ffdc Play 0x800F0416", RC_PROTO_RC6_MCE, 0x800ff416, false,
	  { 0x80, 0x0f, 0x04, 0x16 } },
	{ "MCE_via_iMON_ffdc Play toggled: mask 0x8000", RC_PROTO_RC6_MCE,
	  0x800ff416, true, { 0x80, 0x0f, 0x84, 0x16 } },
	{ "MCE_via_iMON_ffdc Power 0x800F040C", RC_PROTO_RC6_MCE, 0x800ff40c, false,
	  { 0x80, 0x0f, 0x04, 0x0c } },
	{ "MCE_via_iMON_ffdc Blue 0x800F045E", RC_PROTO_RC6_MCE, 0x800ff45e, true,
	  { 0x80, 0x0f, 0x84, 0x5e } },
	{ "MCE mode keyboard code 0x02000028", RC_PROTO_RC6_MCE, 0x02000028, false,
	  { 0x02, 0x00, 0x00, 0x28 } },
};

static void lirccode_case_desc(const struct lirccode_case *c, char *desc)
{
	strscpy(desc, c->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(lirccode, lirccode_cases, lirccode_case_desc);

static void lirc_imon_lirccode_test(struct kunit *test)
{
	const struct lirccode_case *c = test->param_value;
	unsigned int i;
	u8 bytes[8];

	memset(bytes, 0xa5, sizeof(bytes));
	imon_lirccode(c->proto, c->scancode, c->toggle, bytes);
	KUNIT_EXPECT_EQ(test, IMON_LIRCCODE_BITS, 32);
	for (i = 0; i < 4; i++)
		KUNIT_EXPECT_EQ_MSG(test, bytes[i], c->want[i], "byte %u", i);
	/* Nothing written beyond the code. */
	KUNIT_EXPECT_EQ(test, bytes[4], 0xa5);
}

/*
 * From packet to lircd's code: MCE Vol- toggled as two receivers send it,
 * 0x800F8411 and 0x800FF411, both give lircd's Vol_Down 0x800F0411 with
 * the toggle bit 0x8000 set.
 */
static void lirc_imon_lirccode_packet_test(struct kunit *test)
{
	static const u8 pkts[2][8] = {
		{ 0x80, 0x0f, 0x84, 0x11, 0, 0, 0, 0 },
		{ 0x80, 0x0f, 0xf4, 0x11, 0, 0, 0, 0 },
	};
	static const u8 want[4] = { 0x80, 0x0f, 0x84, 0x11 };
	struct imon_event ev;
	unsigned int i, j;
	u8 bytes[4];

	for (i = 0; i < ARRAY_SIZE(pkts); i++) {
		KUNIT_ASSERT_EQ(test, imon_classify(pkts[i], 8, true, true, &ev),
				IMON_EV_MCE);
		imon_lirccode(ev.proto, ev.scancode, ev.toggle, bytes);
		for (j = 0; j < 4; j++)
			KUNIT_EXPECT_EQ_MSG(test, bytes[j], want[j], "packet %u byte %u", i, j);
	}
}

/* Tables. */

static u32 km_key(const struct lirc_keymap *map, u32 proto, u32 scancode)
{
	unsigned int i;

	for (i = 0; i < map->size; i++)
		if (map->entries[i].proto == proto && map->entries[i].scancode == scancode)
			return map->entries[i].keycode;
	return KEY_RESERVED;
}

static void lirc_imon_keymaps_test(struct kunit *test)
{
	const struct lirc_keymap *all = &imon_keymap;
	unsigned int i, j;

	/* 90 keys in 6.1's rc-imon-pad, 74 in rc-imon-mce. */
	KUNIT_EXPECT_EQ(test, imon_pad_keymap.size, 90U);
	KUNIT_EXPECT_EQ(test, imon_mce_keymap.size, 74U);
	KUNIT_EXPECT_EQ(test, all->size, 164U);
	KUNIT_EXPECT_STREQ(test, imon_pad_keymap.name, "rc-imon-pad");
	KUNIT_EXPECT_STREQ(test, imon_mce_keymap.name, "rc-imon-mce");
	KUNIT_EXPECT_STREQ(test, all->name, "rc-imon-pad");
	for (i = 0; i < imon_pad_keymap.size; i++)
		KUNIT_EXPECT_EQ_MSG(test, imon_pad_keymap.entries[i].proto,
				    (u32)RC_PROTO_IMON, "pad entry %u", i);
	for (i = 0; i < imon_mce_keymap.size; i++)
		KUNIT_EXPECT_EQ_MSG(test, imon_mce_keymap.entries[i].proto,
				    (u32)RC_PROTO_RC6_MCE, "mce entry %u", i);
	/* No (protocol, scancode) twice, no KEY_RESERVED. */
	for (i = 0; i < all->size; i++) {
		KUNIT_EXPECT_NE(test, all->entries[i].keycode, (u32)KEY_RESERVED);
		for (j = i + 1; j < all->size; j++)
			KUNIT_EXPECT_FALSE_MSG(test,
					       all->entries[i].proto == all->entries[j].proto &&
					       all->entries[i].scancode == all->entries[j].scancode,
					       "entries %u and %u", i, j);
	}

	/* Spot checks against rc-imon-pad / rc-imon-mce and lircd. */
	KUNIT_EXPECT_EQ(test, km_key(all, RC_PROTO_IMON, 0x2b9595b7), (u32)KEY_MUTE);
	KUNIT_EXPECT_EQ(test, km_key(all, RC_PROTO_IMON, 0x2b9715b7), (u32)KEY_STOP);
	KUNIT_EXPECT_EQ(test, km_key(all, RC_PROTO_IMON, 0x299115b7), (u32)KEY_KEYBOARD);
	KUNIT_EXPECT_EQ(test, km_key(all, RC_PROTO_IMON, 0x29b715b7), (u32)KEY_DASHBOARD);
	KUNIT_EXPECT_EQ(test, km_key(all, RC_PROTO_RC6_MCE, 0x800ff40d), (u32)KEY_MEDIA);
	KUNIT_EXPECT_EQ(test, km_key(all, RC_PROTO_RC6_MCE, 0x800ff422), (u32)KEY_OK);
	KUNIT_EXPECT_EQ(test, km_key(all, RC_PROTO_RC6_MCE, 0x800ff45e), (u32)KEY_BLUE);
	KUNIT_EXPECT_EQ(test, km_key(all, RC_PROTO_RC6_MCE, 0x02000028), (u32)KEY_ENTER);
	/* A shared code keeps each protocol's key. */
	KUNIT_EXPECT_EQ(test, km_key(all, RC_PROTO_IMON, 0x0200002a), (u32)KEY_BACKSPACE);
	KUNIT_EXPECT_EQ(test, km_key(all, RC_PROTO_RC6_MCE, 0x0200002a), (u32)KEY_EXIT);
	/* MCE codes are not PAD codes. */
	KUNIT_EXPECT_EQ(test, km_key(&imon_pad_keymap, RC_PROTO_RC6_MCE, 0x800ff416),
			(u32)KEY_RESERVED);
}

static void lirc_imon_panel_table_test(struct kunit *test)
{
	unsigned int i, j;

	/* 6.1's default table: 40 entries, 6 of them the volume knob's turns. */
	KUNIT_EXPECT_EQ(test, imon_panel_keys_size, 34U);
	for (i = 0; i < imon_panel_keys_size; i++) {
		u64 code = imon_panel_keys[i].code;
		u8 pkt[8] = { code >> 40, code >> 32, code >> 24, code >> 16,
			      code >> 8, code, 0x5a, 0xee };
		struct imon_event ev;

		KUNIT_EXPECT_EQ(test, code >> 48, 0ULL);
		for (j = i + 1; j < imon_panel_keys_size; j++)
			KUNIT_EXPECT_NE(test, code, imon_panel_keys[j].code);
		/* No button is taken for a knob turn. */
		KUNIT_EXPECT_EQ_MSG(test, imon_classify(pkt, 8, false, true, &ev),
				    IMON_EV_PANEL, "entry %u", i);
		KUNIT_EXPECT_EQ_MSG(test, ev.keycode, imon_panel_keys[i].keycode,
				    "entry %u", i);
	}
}

/* Through the core: what mode2 and ir-ctl -r read, what the keymap says. */

static const struct lirc_device_ops imon_test_ops = { };

static struct lirc_fh *imon_reader(struct kunit *test, struct lirc_device *ld,
				   u32 mode)
{
	struct lirc_fh *fh = lirc_fh_create(ld, 64);

	KUNIT_ASSERT_FALSE(test, IS_ERR(fh));
	KUNIT_ASSERT_EQ(test, lirc_fh_set_mode(fh, mode), 0);
	lirc_fh_attach(fh);
	return fh;
}

static void imon_drop_reader(struct lirc_fh *fh)
{
	lirc_fh_detach(fh);
	lirc_fh_destroy(fh);
}

static void imon_to_core(void *ctx, enum lirc_raw_type type, u32 us)
{
	lirc_rx_raw(ctx, type, us);
}

static void imon_feed(struct lirc_device *ld, struct imon_raw_dec *d,
		      const struct imon_pkt *frame)
{
	unsigned int i;

	for (i = 0; i < IMON_RAW_CHUNKS; i++)
		imon_raw_decode(d, frame[i].b, frame[i].len, imon_to_core, ld, NULL);
}

/*
 * Frame A, then frame C, then frame B, with a 100 ms receive timeout: the
 * samples exactly, each frame's trailing space as its timeout, and before
 * the next frame one space of at least that silence. Frame B ends in a
 * pulse: the device's timeout follows.
 */
static void lirc_imon_raw_core_test(struct kunit *test)
{
	struct lirc_device_desc desc = {
		.name = "imon test", .driver_name = "imon_test", .ops = &imon_test_ops,
		.rx_type = LIRC_RX_RAW, .rx_resolution = IMON_RAW_BIT_US,
		.timeout = 100000, .min_timeout = 100000, .max_timeout = 100000,
	};
	struct lirc_device *ld = lirc_test_device(test, &desc);
	struct lirc_fh *fh = imon_reader(test, ld, LIRC_MODE_MODE2);
	static const u32 want_first[] = {
		LIRC_PULSE(6000), LIRC_SPACE(5000), LIRC_PULSE(2000), LIRC_TIMEOUT(84000),
	};
	static const u32 want_b[] = {
		LIRC_PULSE(12500), LIRC_SPACE(6000), LIRC_PULSE(2000), LIRC_SPACE(250),
		LIRC_PULSE(250), LIRC_SPACE(250), LIRC_PULSE(250), LIRC_SPACE(250),
		LIRC_PULSE(250), LIRC_SPACE(67250), LIRC_PULSE(1000),
		LIRC_TIMEOUT(100000),
	};
	struct imon_raw_dec d;
	u32 buf[32];
	unsigned int n, i;

	imon_raw_reset(&d);
	imon_feed(ld, &d, frame_a);
	imon_feed(ld, &d, frame_c);
	imon_feed(ld, &d, frame_b);
	n = lirc_queue_get(&fh->rawq, buf, sizeof(buf)) / sizeof(u32);
	KUNIT_ASSERT_EQ(test, n, 4U + 3 + 1 + 12);
	for (i = 0; i < 4; i++)
		KUNIT_EXPECT_EQ_MSG(test, buf[i], want_first[i], "sample %u", i);
	/* Frame C: the silence since A's last pulse, 2000 us, 98000 us. */
	KUNIT_EXPECT_EQ(test, buf[4] & LIRC_MODE2_MASK, LIRC_MODE2_SPACE);
	KUNIT_EXPECT_GE(test, buf[4] & LIRC_VALUE_MASK, 84000U);
	KUNIT_EXPECT_EQ(test, buf[5], LIRC_PULSE(2000));
	KUNIT_EXPECT_EQ(test, buf[6], LIRC_TIMEOUT(98000));
	KUNIT_EXPECT_EQ(test, buf[7] & LIRC_MODE2_MASK, LIRC_MODE2_SPACE);
	KUNIT_EXPECT_GE(test, buf[7] & LIRC_VALUE_MASK, 98000U);
	for (i = 0; i < ARRAY_SIZE(want_b); i++)
		KUNIT_EXPECT_EQ_MSG(test, buf[8 + i], want_b[i], "frame B sample %u", i);

	imon_drop_reader(fh);
	lirc_test_put(ld);
}

/*
 * The combined keymap in the core: one scancode, two protocols, two keys;
 * an MCE event as imon_classify() gives it reaches a SCANCODE reader with
 * its key and toggle.
 */
static void lirc_imon_keymap_core_test(struct kunit *test)
{
	struct lirc_device_desc desc = {
		.name = "imon test", .driver_name = "imon_test", .ops = &imon_test_ops,
		.rx_type = LIRC_RX_SCANCODE, .keymap = &imon_keymap,
	};
	static const u8 play_toggled[8] = { 0x80, 0x0f, 0x84, 0x16, 0, 0, 0, 0 };
	struct lirc_device *ld = lirc_test_device(test, &desc);
	struct lirc_fh *fh = imon_reader(test, ld, LIRC_MODE_SCANCODE);
	struct lirc_scancode sc[2];
	struct imon_event ev;

	KUNIT_EXPECT_EQ(test, lirc_keymap_lookup(ld, RC_PROTO_IMON, 0x0200002a),
			(u32)KEY_BACKSPACE);
	KUNIT_EXPECT_EQ(test, lirc_keymap_lookup(ld, RC_PROTO_RC6_MCE, 0x0200002a),
			(u32)KEY_EXIT);
	KUNIT_EXPECT_EQ(test, lirc_keymap_lookup(ld, RC_PROTO_IMON, 0x288195b7),
			(u32)KEY_EXIT);
	KUNIT_EXPECT_EQ(test, lirc_keymap_lookup(ld, RC_PROTO_RC6_MCE, 0x800ff416),
			(u32)KEY_PLAY);
	KUNIT_EXPECT_EQ(test, lirc_keymap_lookup(ld, RC_PROTO_IMON, 0x800ff416),
			(u32)KEY_RESERVED);

	KUNIT_ASSERT_EQ(test, imon_classify(play_toggled, 8, true, true, &ev),
			IMON_EV_MCE);
	lirc_rx_scancode(ld, ev.proto, ev.scancode, ev.toggle);
	KUNIT_ASSERT_EQ(test, lirc_queue_get(&fh->codeq, sc, sizeof(sc)),
			sizeof(sc[0]));
	KUNIT_EXPECT_EQ(test, sc[0].rc_proto, (u16)RC_PROTO_RC6_MCE);
	KUNIT_EXPECT_EQ(test, sc[0].scancode, 0x800ff416ULL);
	KUNIT_EXPECT_EQ(test, sc[0].keycode, (u32)KEY_PLAY);
	KUNIT_EXPECT_TRUE(test, sc[0].flags & LIRC_SCANCODE_FLAG_TOGGLE);

	imon_drop_reader(fh);
	lirc_test_put(ld);
}

/*
 * The raw units' keymap in the core: the RSC remote's NEC-X codes, the
 * PAD's codes and the MCE remote's codes in the layout of the core's RC-6
 * decoder (0x800f04NN, no toggle), which an RC-6 MCE frame encoded by the
 * core and fed back decodes to. Expected keys from Linux 6.1's rc-imon-rsc,
 * rc-imon-pad and rc-rc6-mce maps.
 */
static void lirc_imon_raw_keymap_core_test(struct kunit *test)
{
	struct lirc_device_desc desc = {
		.name = "imon raw test", .driver_name = "imon_test",
		.ops = &imon_test_ops, .rx_type = LIRC_RX_RAW,
		.keymap = &imon_raw_keymap, .timeout = 100000,
	};
	struct lirc_device *ld = lirc_test_device(test, &desc);
	struct lirc_fh *fh = imon_reader(test, ld, LIRC_MODE_SCANCODE);
	u32 d[LIRC_ENCODE_MAX];
	struct lirc_scancode sc[2];
	int n, i;

	KUNIT_EXPECT_EQ(test, ld->protocols, BIT_ULL(RC_PROTO_NECX) |
			BIT_ULL(RC_PROTO_IMON) | BIT_ULL(RC_PROTO_RC6_MCE));
	KUNIT_EXPECT_EQ(test, lirc_keymap_lookup(ld, RC_PROTO_NECX, 0x801054),
			(u32)KEY_NUMERIC_1);
	KUNIT_EXPECT_EQ(test, lirc_keymap_lookup(ld, RC_PROTO_IMON, 0x28a395b7),
			(u32)KEY_VOLUMEUP);
	KUNIT_EXPECT_EQ(test, lirc_keymap_lookup(ld, RC_PROTO_RC6_MCE, 0x800f0410),
			(u32)KEY_VOLUMEUP);
	KUNIT_EXPECT_EQ(test, lirc_keymap_lookup(ld, RC_PROTO_RC6_MCE, 0x800f0416),
			(u32)KEY_PLAY);

	n = lirc_encode(RC_PROTO_RC6_MCE, 0x800f0410, false, d, ARRAY_SIZE(d));
	KUNIT_ASSERT_GT(test, n, 0);
	for (i = 0; i < n; i++)
		lirc_rx_raw(ld, i & 1 ? LIRC_RAW_SPACE : LIRC_RAW_PULSE, d[i]);
	lirc_rx_raw(ld, LIRC_RAW_TIMEOUT, 100000);
	KUNIT_ASSERT_EQ(test, lirc_queue_get(&fh->codeq, sc, sizeof(sc)),
			sizeof(sc[0]));
	KUNIT_EXPECT_EQ(test, sc[0].rc_proto, (u16)RC_PROTO_RC6_MCE);
	KUNIT_EXPECT_EQ(test, sc[0].scancode, 0x800f0410ULL);
	KUNIT_EXPECT_EQ(test, sc[0].keycode, (u32)KEY_VOLUMEUP);

	imon_drop_reader(fh);
	lirc_test_put(ld);
}

/* The raw units' MCE keys are the onboard ones in the RC-6 decoder's layout. */
static void lirc_imon_rc6_mce_table_test(struct kunit *test)
{
	const struct lirc_keymap *rc6 = imon_raw_keymap.more->more;
	unsigned int i, j, n = 0;

	KUNIT_ASSERT_NOT_NULL(test, rc6);
	KUNIT_EXPECT_NULL(test, rc6->more);
	for (i = 0; i < imon_mce_keymap.size; i++) {
		const struct lirc_keymap_entry *e = &imon_mce_keymap.entries[i];
		bool found = false;

		if ((e->scancode & 0xffffff00) != 0x800ff400)
			continue;
		n++;
		for (j = 0; j < rc6->size; j++)
			if (rc6->entries[j].scancode == (e->scancode & ~0xf000ULL) &&
			    rc6->entries[j].keycode == e->keycode &&
			    rc6->entries[j].proto == RC_PROTO_RC6_MCE)
				found = true;
		KUNIT_EXPECT_TRUE_MSG(test, found, "0x%llx", e->scancode);
	}
	KUNIT_EXPECT_EQ(test, rc6->size, n);
}

static struct kunit_case lirc_imon_cases[] = {
	KUNIT_CASE_PARAM(lirc_imon_raw_test, imon_raw_gen_params),
	KUNIT_CASE(lirc_imon_raw_assoc_null_test),
	KUNIT_CASE_PARAM(lirc_imon_classify_test, imon_cls_gen_params),
	KUNIT_CASE_PARAM(lirc_imon_stick_test, stick_gen_params),
	KUNIT_CASE(lirc_imon_stick_two_test),
	KUNIT_CASE(lirc_imon_stick_arrow_test),
	KUNIT_CASE_PARAM(lirc_imon_lirccode_test, lirccode_gen_params),
	KUNIT_CASE(lirc_imon_lirccode_packet_test),
	KUNIT_CASE(lirc_imon_keymaps_test),
	KUNIT_CASE(lirc_imon_panel_table_test),
	KUNIT_CASE(lirc_imon_raw_core_test),
	KUNIT_CASE(lirc_imon_keymap_core_test),
	KUNIT_CASE(lirc_imon_raw_keymap_core_test),
	KUNIT_CASE(lirc_imon_rc6_mce_table_test),
	{}
};

static struct kunit_suite lirc_imon_suite = {
	.name = "lirc_imon",
	.test_cases = lirc_imon_cases,
};

kunit_test_suite(lirc_imon_suite);

MODULE_LICENSE("GPL");
