// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit tests for the Sasem OnAir receiver's packets (the classifier and
 * the 250 ms repeat rule, on a fake clock), its LIRCCODE, and its VFD's
 * frames with the contrast. Expected bytes are written out by hand from
 * the formats in ../shared/reference/devices.md and Debian's
 * sasem/lircd.conf.sasem, not computed.
 */

#include <kunit/test.h>
#include <linux/input.h>

#include "lirc_kunit.h"
#include "sasem_decode.h"

static void sp_expect_bytes(struct kunit *test, const void *a, const void *b,
			    size_t n)
{
	KUNIT_EXPECT_EQ_MSG(test, memcmp(a, b, n), 0, "got %*ph, want %*ph",
			    (int)n, a, (int)n, b);
}

struct classify_case {
	const char *name;
	u8 pkt[9];
	unsigned int len;
	enum sasem_packet kind;
	u8 cmd;
};

static const struct classify_case classify_cases[] = {
	{ "KEY_1 (0x08F7)", { 0x0c, 0x80, 0x7f, 0x08, 0xf7 }, 8, SASEM_PRESS, 0x08 },
	{ "KEY_POWER (0x00FF)", { 0x0c, 0x80, 0x7f, 0x00, 0xff }, 8, SASEM_PRESS, 0x00 },
	{ "KEY_PLAYPAUSE (0x49B6)", { 0x0c, 0x80, 0x7f, 0x49, 0xb6 }, 8, SASEM_PRESS, 0x49 },
	{ "command 0xff", { 0x0c, 0x80, 0x7f, 0xff, 0x00 }, 8, SASEM_PRESS, 0xff },
	{ "repeat", { 0x08 }, 8, SASEM_REPEAT, 0 },
	{ "code of 7 bytes", { 0x0c, 0x80, 0x7f, 0x08, 0xf7 }, 7, SASEM_BAD, 0 },
	{ "code of 9 bytes", { 0x0c, 0x80, 0x7f, 0x08, 0xf7 }, 9, SASEM_BAD, 0 },
	{ "repeat of 7 bytes", { 0x08 }, 7, SASEM_BAD, 0 },
	{ "zero bytes", { }, 0, SASEM_BAD, 0 },
	{ "first byte 0x0d", { 0x0d, 0x80, 0x7f, 0x08, 0xf7 }, 8, SASEM_BAD, 0 },
	{ "address 0x81 with its complement", { 0x0c, 0x81, 0x7e, 0x08, 0xf7 }, 8,
	  SASEM_BAD, 0 },
	{ "address complement wrong", { 0x0c, 0x80, 0x7e, 0x08, 0xf7 }, 8, SASEM_BAD, 0 },
	{ "command complement wrong", { 0x0c, 0x80, 0x7f, 0x08, 0xf6 }, 8, SASEM_BAD, 0 },
	{ "byte 5 set", { 0x0c, 0x80, 0x7f, 0x08, 0xf7, 0x01 }, 8, SASEM_BAD, 0 },
	{ "byte 6 set", { 0x0c, 0x80, 0x7f, 0x08, 0xf7, 0, 0x80 }, 8, SASEM_BAD, 0 },
	{ "byte 7 set", { 0x0c, 0x80, 0x7f, 0x08, 0xf7, 0, 0, 0xff }, 8, SASEM_BAD, 0 },
	{ "repeat with byte 7 set", { 0x08, 0, 0, 0, 0, 0, 0, 0x01 }, 8, SASEM_BAD, 0 },
	{ "repeat with byte 1 set", { 0x08, 0x80 }, 8, SASEM_BAD, 0 },
	{ "all zero", { }, 8, SASEM_BAD, 0 },
	{ "all 0xff", { 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff }, 8, SASEM_BAD, 0 },
};

LIRC_KUNIT_PARAMS(classify, classify_cases);

static void sasem_classify_test(struct kunit *test)
{
	const struct classify_case *c = test->param_value;
	u8 cmd = 0xee;

	KUNIT_EXPECT_EQ(test, sasem_classify(c->pkt, c->len, &cmd), c->kind);
	if (c->kind == SASEM_PRESS)
		KUNIT_EXPECT_EQ(test, cmd, c->cmd);
	else
		KUNIT_EXPECT_EQ(test, cmd, 0xee);	/* untouched */
}

/* A sequence of packets at given times, and what each must be. */
enum { P_KEY1, P_KEY2, P_REP, P_BAD, P_SHORT };

struct rule_step {
	unsigned int ms;
	int pkt;
	enum sasem_packet want;
};

struct rule_case {
	const char *name;
	struct rule_step steps[6];
	unsigned int n;
};

static const struct rule_case rule_cases[] = {
	{ "repeat 100 ms after the code", {
		{ 0, P_KEY1, SASEM_PRESS }, { 100, P_REP, SASEM_REPEAT } }, 2 },
	{ "repeat 249 ms after", {
		{ 0, P_KEY1, SASEM_PRESS }, { 249, P_REP, SASEM_REPEAT } }, 2 },
	{ "repeat 250 ms after: late", {
		{ 0, P_KEY1, SASEM_PRESS }, { 250, P_REP, SASEM_LATE } }, 2 },
	{ "repeat 400 ms after: late", {
		{ 0, P_KEY1, SASEM_PRESS }, { 400, P_REP, SASEM_LATE } }, 2 },
	{ "repeats chained, each within 250 ms of the last", {
		{ 0, P_KEY1, SASEM_PRESS }, { 200, P_REP, SASEM_REPEAT },
		{ 400, P_REP, SASEM_REPEAT }, { 640, P_REP, SASEM_REPEAT },
		{ 1000, P_REP, SASEM_LATE } }, 5 },
	{ "a late repeat does not count as the last", {
		{ 0, P_KEY1, SASEM_PRESS }, { 300, P_REP, SASEM_LATE },
		{ 400, P_REP, SASEM_LATE } }, 3 },
	{ "repeat with no code before", {
		{ 0, P_REP, SASEM_LATE }, { 10, P_REP, SASEM_LATE } }, 2 },
	{ "repeat after a malformed packet", {
		{ 0, P_KEY1, SASEM_PRESS }, { 50, P_BAD, SASEM_BAD },
		{ 100, P_REP, SASEM_LATE } }, 3 },
	{ "repeat after a short packet", {
		{ 0, P_KEY1, SASEM_PRESS }, { 50, P_SHORT, SASEM_BAD },
		{ 100, P_REP, SASEM_LATE } }, 3 },
	{ "a new code restarts the window", {
		{ 0, P_KEY1, SASEM_PRESS }, { 200, P_KEY2, SASEM_PRESS },
		{ 400, P_REP, SASEM_REPEAT } }, 3 },
	{ "a code after a malformed packet, then its repeat", {
		{ 0, P_BAD, SASEM_BAD }, { 10, P_KEY2, SASEM_PRESS },
		{ 120, P_REP, SASEM_REPEAT } }, 3 },
};

LIRC_KUNIT_PARAMS(rule, rule_cases);

static void sasem_repeat_rule_test(struct kunit *test)
{
	static const u8 pkts[][8] = {
		[P_KEY1] = { 0x0c, 0x80, 0x7f, 0x08, 0xf7 },
		[P_KEY2] = { 0x0c, 0x80, 0x7f, 0x0e, 0xf1 },
		[P_REP] = { 0x08 },
		[P_BAD] = { 0x0c, 0x80, 0x7f, 0x08, 0xf6 },
		[P_SHORT] = { 0x08 },
	};
	static const u32 scancodes[] = { [P_KEY1] = 0x8008, [P_KEY2] = 0x800e };
	const struct rule_case *c = test->param_value;
	/* A clock far from zero, as the monotonic clock is. */
	ktime_t base = ms_to_ktime(123456789);
	struct sasem_rx rx = { };
	unsigned int i;

	for (i = 0; i < c->n; i++) {
		const struct rule_step *s = &c->steps[i];
		u32 sc = 0;

		KUNIT_EXPECT_EQ_MSG(test, sasem_rx_packet(&rx, pkts[s->pkt],
							  s->pkt == P_SHORT ? 4 : 8,
							  ktime_add_ms(base, s->ms), &sc),
				    s->want, "step %u at %u ms", i, s->ms);
		if (s->want == SASEM_PRESS)
			KUNIT_EXPECT_EQ(test, sc, scancodes[s->pkt]);
	}
}

/* LIRCCODE: the packet, as lircd.conf.sasem's pre-data, code and post-data. */
static void sasem_lirccode_test(struct kunit *test)
{
	static const struct {
		u32 scancode;
		u8 bytes[8];
	} cases[] = {
		{ 0x8008, { 0x0c, 0x80, 0x7f, 0x08, 0xf7, 0, 0, 0 } },	/* KEY_1 */
		{ 0x8000, { 0x0c, 0x80, 0x7f, 0x00, 0xff, 0, 0, 0 } },	/* KEY_POWER */
		{ 0x8049, { 0x0c, 0x80, 0x7f, 0x49, 0xb6, 0, 0, 0 } },	/* KEY_PLAYPAUSE */
	};
	unsigned int i;
	u8 got[9];

	for (i = 0; i < ARRAY_SIZE(cases); i++) {
		memset(got, 0xee, sizeof(got));
		sasem_lirccode(cases[i].scancode, got);
		sp_expect_bytes(test, got, cases[i].bytes, 8);
		KUNIT_EXPECT_EQ(test, got[8], 0xee);
	}
	KUNIT_EXPECT_EQ(test, SASEM_LIRCCODE_BITS, 64);
}

struct contrast_case {
	const char *name;
	unsigned int contrast;
	u8 byte;
};

static const struct contrast_case contrast_cases[] = {
	{ "0", 0, 0x2b }, { "1", 1, 0x2b }, { "250", 250, 0x2b },
	{ "251", 251, 0x2a }, { "500", 500, 0x2a }, { "501", 501, 0x29 },
	{ "750", 750, 0x29 }, { "751", 751, 0x28 }, { "1000", 1000, 0x28 },
};

LIRC_KUNIT_PARAMS(contrast, contrast_cases);

static void sasem_contrast_test(struct kunit *test)
{
	const struct contrast_case *c = test->param_value;

	KUNIT_EXPECT_EQ(test, sasem_contrast_byte(c->contrast), c->byte);
}

/* The nine packets of a frame, in order, the contrast in the first. */
static void sasem_frame_test(struct kunit *test)
{
	static const u8 text[32] = "Sasem OnAir VFD Second row here!";
	static const u8 want[9][8] = {
		{ 0x07, 0x28 },
		{ 0x09, 0x01 },
		{ 0x0b, 0x01 },
		{ 'S', 'a', 's', 'e', 'm', ' ', 'O', 'n' },
		{ 'A', 'i', 'r', ' ', 'V', 'F', 'D', ' ' },
		{ 0x09, 0x01 },
		{ 0x0b, 0x02 },
		{ 'S', 'e', 'c', 'o', 'n', 'd', ' ', 'r' },
		{ 'o', 'w', ' ', 'h', 'e', 'r', 'e', '!' },
	};
	u8 got[10][8];

	memset(got, 0xee, sizeof(got));
	sasem_vfd_frame(text, 1000, got);
	sp_expect_bytes(test, got, want, sizeof(want));
	KUNIT_EXPECT_EQ(test, got[9][0], 0xee);		/* nothing beyond */

	sasem_vfd_frame(text, 0, got);
	KUNIT_EXPECT_EQ(test, got[0][1], 0x2b);
	sasem_vfd_frame(text, 300, got);
	KUNIT_EXPECT_EQ(test, got[0][1], 0x2a);
	sp_expect_bytes(test, got[1], want[1], sizeof(want) - 8);
}

/* Control bytes and icon codes go out as they are. */
static void sasem_frame_bytes_test(struct kunit *test)
{
	u8 text[32], got[9][8];
	unsigned int i;

	for (i = 0; i < 32; i++)
		text[i] = i * 8;	/* 0x00, 0x08 ... 0xf8 */
	sasem_vfd_frame(text, 1, got);
	KUNIT_EXPECT_EQ(test, got[0][1], 0x2b);
	sp_expect_bytes(test, got[3], text, 8);
	sp_expect_bytes(test, got[4], text + 8, 8);
	sp_expect_bytes(test, got[7], text + 16, 8);
	sp_expect_bytes(test, got[8], text + 24, 8);
}

/* Buttons of lircd.conf.sasem (code 0xCC~CC) and their keys. */
static void sasem_keymap_test(struct kunit *test)
{
	static const struct {
		u32 cmd;
		u32 key;
	} named[] = {
		{ 0x08, KEY_1 }, { 0x41, KEY_0 }, { 0x00, KEY_POWER },
		{ 0x0e, KEY_VOLUMEUP }, { 0x0f, KEY_VOLUMEDOWN }, { 0x13, KEY_ENTER },
		{ 0x43, KEY_DOWN }, { 0x0b, KEY_UP }, { 0x49, KEY_PLAYPAUSE },
		{ 0x48, KEY_STOP }, { 0x02, KEY_EJECTCD }, { 0x1f, KEY_D },
	};
	const struct lirc_keymap *m = &sasem_keymap;
	unsigned int i, j, found;

	/* 41 buttons in lircd.conf.sasem */
	KUNIT_EXPECT_EQ(test, m->size, 41U);
	KUNIT_EXPECT_NULL(test, m->more);
	for (i = 0; i < m->size; i++) {
		KUNIT_EXPECT_EQ(test, m->entries[i].proto, (u32)RC_PROTO_NEC);
		KUNIT_EXPECT_EQ(test, m->entries[i].scancode & ~0xffULL, 0x8000ULL);
		KUNIT_EXPECT_NE(test, m->entries[i].keycode, (u32)KEY_RESERVED);
		for (j = 0; j < i; j++)
			KUNIT_EXPECT_NE(test, m->entries[i].scancode, m->entries[j].scancode);
	}
	for (i = 0; i < ARRAY_SIZE(named); i++) {
		found = 0;
		for (j = 0; j < m->size; j++)
			if (m->entries[j].scancode == (0x8000 | named[i].cmd)) {
				KUNIT_EXPECT_EQ(test, m->entries[j].keycode, named[i].key);
				found++;
			}
		KUNIT_EXPECT_EQ_MSG(test, found, 1U, "command %#x", named[i].cmd);
	}
}

static struct kunit_case sasem_cases[] = {
	KUNIT_CASE_PARAM(sasem_classify_test, classify_gen_params),
	KUNIT_CASE_PARAM(sasem_repeat_rule_test, rule_gen_params),
	KUNIT_CASE(sasem_lirccode_test),
	KUNIT_CASE_PARAM(sasem_contrast_test, contrast_gen_params),
	KUNIT_CASE(sasem_frame_test),
	KUNIT_CASE(sasem_frame_bytes_test),
	KUNIT_CASE(sasem_keymap_test),
	{}
};

static struct kunit_suite sasem_suite = {
	.name = "lirc_sasem",
	.test_cases = sasem_cases,
};

kunit_test_suite(sasem_suite);

MODULE_DESCRIPTION("KUnit tests for the Sasem OnAir packets and VFD frames");
MODULE_LICENSE("GPL");
