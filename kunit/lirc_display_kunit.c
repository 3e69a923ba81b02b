// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit tests for the display class's size and text rules and for the
 * iMON display packets. Expected packets are written out by hand from the
 * formats in ../shared/reference/devices.md and the issue (the VFD's
 * five packets of seven bytes and a sequence byte, the sixth packet, the
 * two clock packets of Linux 6.1's imon_clock), not computed.
 */

#include <kunit/test.h>

#include "lirc_kunit.h"
#include "imon_display.h"
#include "lirc_display_priv.h"

/* @n bytes at @a are those at @b; both printed when not (n <= 64). */
static void ld_expect_bytes(struct kunit *test, const void *a, const void *b,
			    size_t n)
{
	KUNIT_EXPECT_EQ_MSG(test, memcmp(a, b, n), 0, "got %*ph, want %*ph",
			    (int)n, a, (int)n, b);
}

/* Text kind: what write() of @len bytes shows on a 16x2 display. */
struct pad_case {
	const char *name;
	size_t len;
	int err;
	size_t spaces;		/* trailing spaces added */
};

static const struct pad_case pad_cases[] = {
	{ "0 bytes: EINVAL", 0, -EINVAL, 0 },
	{ "1 byte: 31 spaces", 1, 0, 31 },
	{ "31 bytes: 1 space", 31, 0, 1 },
	{ "32 bytes: as they are", 32, 0, 0 },
	{ "33 bytes: EINVAL", 33, -EINVAL, 0 },
	{ "1000 bytes: EINVAL", 1000, -EINVAL, 0 },
};

LIRC_KUNIT_PARAMS(pad, pad_cases);

static void lirc_display_pad_test(struct kunit *test)
{
	const struct pad_case *c = test->param_value;
	static const u8 odd[8] = { 0x00, 0x07, 0x1b, '\n', 0x10, 0x9d, 0xa0, 'x' };
	u8 src[1000], frame[33];
	size_t i;

	/* Control bytes, bar glyphs and icons: nothing is interpreted. */
	for (i = 0; i < sizeof(src); i++)
		src[i] = odd[i % 8];
	memset(frame, 0xee, sizeof(frame));
	KUNIT_ASSERT_EQ(test, lirc_display_pad(src, c->len, 32, frame), c->err);
	if (c->err)
		return;
	ld_expect_bytes(test, frame, src, c->len);
	for (i = c->len; i < 32; i++)
		KUNIT_EXPECT_EQ(test, frame[i], ' ');
	KUNIT_EXPECT_EQ(test, 32 - c->len, c->spaces);
	KUNIT_EXPECT_EQ(test, frame[32], 0xee);		/* nothing beyond */
}

/* The sysfs message of a 16x2 display. */
struct msg_case {
	const char *name;
	const char *in;
	int err;
	const char *frame;	/* 32 bytes */
};

static const struct msg_case msg_cases[] = {
	{ "short, newline", "Hi\n", 0, "Hi                              " },
	{ "no newline", "Hi", 0, "Hi                              " },
	{ "two rows", "Top\nBottom\n", 0, "Top             Bottom          " },
	{ "row-major wrap", "0123456789abcdefXY", 0,
	  "0123456789abcdefXY              " },
	{ "a full row, then newline", "0123456789abcdef\nXY", 0,
	  "0123456789abcdefXY              " },
	{ "an empty row", "\nXY", 0, "                XY              " },
	{ "just a newline: blank", "\n", 0, "                                " },
	{ "32 characters", "0123456789abcdef0123456789abcdef\n", 0,
	  "0123456789abcdef0123456789abcdef" },
	{ "33 characters", "0123456789abcdef0123456789abcdefX", -EINVAL, NULL },
	{ "three rows", "a\nb\nc", -EINVAL, NULL },
};

LIRC_KUNIT_PARAMS(msg, msg_cases);

static void lirc_display_message_test(struct kunit *test)
{
	const struct msg_case *c = test->param_value;
	u8 frame[32];

	KUNIT_ASSERT_EQ(test, lirc_display_parse_message(c->in, strlen(c->in),
							 16, 2, frame), c->err);
	if (!c->err)
		ld_expect_bytes(test, frame, c->frame, 32);
}

/* Clock settings: the fields' ranges. */
struct time_case {
	const char *name;
	struct lirc_display_time t;
	int err;
};

static const struct time_case time_cases[] = {
	{ "valid", { 26, 12, 5, 6, 23, 59, 59 }, 0 },
	{ "first of everything", { 0, 1, 1, 0, 0, 0, 0 }, 0 },
	{ "year 100", { 100, 1, 1, 0, 0, 0, 0 }, -EINVAL },
	{ "month 0", { 26, 0, 1, 0, 0, 0, 0 }, -EINVAL },
	{ "month 13", { 26, 13, 1, 0, 0, 0, 0 }, -EINVAL },
	{ "day 0", { 26, 1, 0, 0, 0, 0, 0 }, -EINVAL },
	{ "day 32", { 26, 1, 32, 0, 0, 0, 0 }, -EINVAL },
	{ "dow 7", { 26, 1, 1, 7, 0, 0, 0 }, -EINVAL },
	{ "hour 24", { 26, 1, 1, 0, 24, 0, 0 }, -EINVAL },
	{ "minute 60", { 26, 1, 1, 0, 0, 60, 0 }, -EINVAL },
	{ "second 60", { 26, 1, 1, 0, 0, 0, 60 }, -EINVAL },
};

LIRC_KUNIT_PARAMS(time, time_cases);

static void lirc_display_time_test(struct kunit *test)
{
	const struct time_case *c = test->param_value;

	KUNIT_EXPECT_EQ(test, lirc_display_check_time(&c->t), c->err);
}

/* The VFD: "ABCDEFGHIJKLMNOPabcdefghijklmnop". */
static const u8 vfd_text[32] = "ABCDEFGHIJKLMNOPabcdefghijklmnop";

static const u8 vfd_expected[6][8] = {
	{ 'A', 'B', 'C', 'D', 'E', 'F', 'G', 0x00 },
	{ 'H', 'I', 'J', 'K', 'L', 'M', 'N', 0x02 },
	{ 'O', 'P', 'a', 'b', 'c', 'd', 'e', 0x04 },
	{ 'f', 'g', 'h', 'i', 'j', 'k', 'l', 0x06 },
	{ 'm', 'n', 'o', 'p', 0xff, 0xff, 0xff, 0x08 },
	{ 0x01, 0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0x0a },
};

static void lirc_imon_vfd_five_test(struct kunit *test)
{
	u8 pkts[IMON_VFD_MAX_PACKETS][IMON_PACKET_LEN];

	memset(pkts, 0xee, sizeof(pkts));
	KUNIT_ASSERT_EQ(test, imon_vfd_packets(vfd_text, false, pkts), 5U);
	ld_expect_bytes(test, pkts, vfd_expected, 5 * 8);
	KUNIT_EXPECT_EQ(test, pkts[5][0], 0xee);	/* untouched */
}

static void lirc_imon_vfd_six_test(struct kunit *test)
{
	u8 pkts[IMON_VFD_MAX_PACKETS][IMON_PACKET_LEN];

	KUNIT_ASSERT_EQ(test, imon_vfd_packets(vfd_text, true, pkts), 6U);
	ld_expect_bytes(test, pkts, vfd_expected, 6 * 8);
}

/* Bar glyphs and icon codes go out unchanged. */
static void lirc_imon_vfd_glyphs_test(struct kunit *test)
{
	static const u8 glyphs[8] = { 0x00, 0x07, 0x10, 0x11, 0x16, 0x9d, 0xa0, 0xff };
	u8 text[32], pkts[IMON_VFD_MAX_PACKETS][IMON_PACKET_LEN];
	unsigned int i;

	for (i = 0; i < 32; i++)
		text[i] = glyphs[i % 8];
	imon_vfd_packets(text, false, pkts);
	for (i = 0; i < 32; i++)
		KUNIT_EXPECT_EQ(test, pkts[i / 7][i % 7], text[i]);
}

/* Clock packets for 2026-12-05 (a Saturday), 23:58:07. */
struct clock_case {
	const char *name;
	enum imon_display_kind kind;
	bool ffdc;
	u8 pkts[2][8];
};

static const struct clock_case clock_cases[] = {
	{ "VFD", IMON_DISPLAY_VFD, false,
	  { { 26, 11, 5, 6, 23, 58, 7, 0x40 },
	    { 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x42 } } },
	{ "VFD on 15c2:ffdc", IMON_DISPLAY_VFD, true,
	  { { 26, 11, 5, 6, 23, 58, 7, 0x40 },
	    { 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x42 } } },
	{ "LCD 15c2:0038", IMON_DISPLAY_LCD, false,
	  { { 0x80, 26, 11, 5, 23, 58, 7, 0x88 },
	    { 0x80, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x8a } } },
	{ "LCD on 15c2:ffdc", IMON_DISPLAY_LCD, true,
	  { { 0x80, 26, 11, 5, 23, 58, 7, 0x50 },
	    { 0x80, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x51 } } },
};

LIRC_KUNIT_PARAMS(clock, clock_cases);

static void lirc_imon_clock_test(struct kunit *test)
{
	const struct clock_case *c = test->param_value;
	const struct lirc_display_time t = { 26, 12, 5, 6, 23, 58, 7 };
	u8 pkts[IMON_CLOCK_PACKETS][IMON_PACKET_LEN];

	memset(pkts, 0xee, sizeof(pkts));
	imon_clock_packets(c->kind, c->ffdc, &t, pkts);
	ld_expect_bytes(test, pkts, c->pkts, sizeof(pkts));
}

/* Which LCD packets are kept for a resume, in which order. */
static void lirc_imon_lcd_slot_test(struct kunit *test)
{
	static const struct { u8 cmd; int slot; } rows[] = {
		{ 0x02, 0 }, { 0x03, 1 }, { 0x01, 2 }, { 0x10, 3 }, { 0x11, 4 },
		{ 0x12, 5 }, { 0x20, 6 }, { 0x21, 7 }, { 0x3b, 33 },
		{ 0x3c, -1 }, { 0x1f, -1 }, { 0x13, -1 }, { 0x00, -1 },
		{ 0x50, -1 }, { 0x51, -1 }, { 0x88, -1 }, { 0x8a, -1 },
		{ 0x86, -1 }, { 0xff, -1 },
	};
	u8 pkt[8] = { 1, 2, 3, 4, 5, 6, 7, 0 };
	unsigned int i;

	KUNIT_EXPECT_EQ(test, IMON_LCD_SLOTS, 34);
	for (i = 0; i < ARRAY_SIZE(rows); i++) {
		pkt[7] = rows[i].cmd;
		KUNIT_EXPECT_EQ_MSG(test, imon_lcd_slot(pkt), rows[i].slot,
				    "command 0x%02x", rows[i].cmd);
	}
}

/* 15c2:ffdc configuration bytes, as Linux 6.1 reads them. */
static void lirc_imon_ffdc_test(struct kunit *test)
{
	static const struct { u8 cfg; enum imon_display_kind kind; } rows[] = {
		{ 0x21, IMON_DISPLAY_NONE }, { 0x26, IMON_DISPLAY_NONE },
		{ 0x4e, IMON_DISPLAY_NONE }, { 0x24, IMON_DISPLAY_VFD },
		{ 0x30, IMON_DISPLAY_VFD }, { 0x35, IMON_DISPLAY_VFD },
		{ 0x46, IMON_DISPLAY_VFD }, { 0x7e, IMON_DISPLAY_VFD },
		{ 0x85, IMON_DISPLAY_VFD }, { 0x9e, IMON_DISPLAY_VFD },
		{ 0x98, IMON_DISPLAY_LCD }, { 0x9f, IMON_DISPLAY_LCD },
		{ 0x00, IMON_DISPLAY_VFD }, { 0xff, IMON_DISPLAY_VFD },
	};
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(rows); i++)
		KUNIT_EXPECT_EQ_MSG(test, imon_ffdc_display(rows[i].cfg),
				    rows[i].kind, "0x%02x", rows[i].cfg);
}

/* The display_type override. */
struct lookup_case {
	const char *name;
	const char *list;
	const char *path;
	int err;
	enum imon_display_kind kind;
};

static const struct lookup_case lookup_cases[] = {
	{ "empty", "", "1-1", 0, IMON_DISPLAY_AUTO },
	{ "every unit", "lcd", "1-1", 0, IMON_DISPLAY_LCD },
	{ "with newline", "none\n", "1-1", 0, IMON_DISPLAY_NONE },
	{ "this unit", "2-1:lcd", "2-1", 0, IMON_DISPLAY_LCD },
	{ "another unit", "2-1:lcd", "1-1", 0, IMON_DISPLAY_AUTO },
	{ "a prefix is not the unit", "2-1:lcd", "2-1.3", 0, IMON_DISPLAY_AUTO },
	{ "unit beats every", "vfd,2-1.3:none", "2-1.3", 0, IMON_DISPLAY_NONE },
	{ "every, another listed", "vfd,2-1.3:none", "1-1", 0, IMON_DISPLAY_VFD },
	{ "two units", "1-1:lcd,2-1:vfd", "2-1", 0, IMON_DISPLAY_VFD },
	{ "check only", "1-1:lcd,auto", NULL, 0, IMON_DISPLAY_AUTO },
	{ "unknown kind", "oled", "1-1", -EINVAL, IMON_DISPLAY_AUTO },
	{ "unknown kind of a unit", "1-1:lcd2", "1-1", -EINVAL, IMON_DISPLAY_AUTO },
	{ "no path", ":lcd", "1-1", -EINVAL, IMON_DISPLAY_AUTO },
	{ "empty entry", "lcd,,vfd", "1-1", -EINVAL, IMON_DISPLAY_AUTO },
	{ "trailing comma", "1-1:lcd,", "1-1", -EINVAL, IMON_DISPLAY_AUTO },
	{ "upper case", "LCD", "1-1", -EINVAL, IMON_DISPLAY_AUTO },
};

LIRC_KUNIT_PARAMS(lookup, lookup_cases);

static void lirc_imon_lookup_test(struct kunit *test)
{
	const struct lookup_case *c = test->param_value;
	enum imon_display_kind kind = IMON_DISPLAY_LCD + 1;

	KUNIT_EXPECT_EQ(test, imon_display_lookup(c->list, c->path, &kind),
			c->err);
	KUNIT_EXPECT_EQ(test, kind, c->kind);
}

static struct kunit_case lirc_display_cases[] = {
	KUNIT_CASE_PARAM(lirc_display_pad_test, pad_gen_params),
	KUNIT_CASE_PARAM(lirc_display_message_test, msg_gen_params),
	KUNIT_CASE_PARAM(lirc_display_time_test, time_gen_params),
	KUNIT_CASE(lirc_imon_vfd_five_test),
	KUNIT_CASE(lirc_imon_vfd_six_test),
	KUNIT_CASE(lirc_imon_vfd_glyphs_test),
	KUNIT_CASE_PARAM(lirc_imon_clock_test, clock_gen_params),
	KUNIT_CASE(lirc_imon_lcd_slot_test),
	KUNIT_CASE(lirc_imon_ffdc_test),
	KUNIT_CASE_PARAM(lirc_imon_lookup_test, lookup_gen_params),
	{}
};

static struct kunit_suite lirc_display_suite = {
	.name = "lirc_display",
	.test_cases = lirc_display_cases,
};

kunit_test_suite(lirc_display_suite);

MODULE_LICENSE("GPL");
