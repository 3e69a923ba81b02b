// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit tests for the rc view's protocols file: the line rc-core prints and
 * the writes it takes (Linux 6.1's show_protocols()/store_protocols()
 * behaviour, as ir-keytable, lircd and ir_loopback use it). The expected
 * masks are written out from rc-core's groups, not computed.
 */

#include <kunit/test.h>
#include <linux/slab.h>

#include <linux/lirc_core.h>

#include "lirc_kunit.h"
#include "lirc_proto.h"

#define B(p)		BIT_ULL(RC_PROTO_##p)
#define G_RC5		(B(RC5) | B(RC5X_20))
#define G_NEC		(B(NEC) | B(NECX) | B(NEC32))
#define G_RC6		(B(RC6_0) | B(RC6_6A_20) | B(RC6_6A_24) | B(RC6_6A_32) | \
			 B(RC6_MCE))
#define G_SONY		(B(SONY12) | B(SONY15) | B(SONY20))
#define G_MCE_KBD	(B(MCIR2_KBD) | B(MCIR2_MSE))
#define G_RCMM		(B(RCMM12) | B(RCMM24) | B(RCMM32))
/* lirc_core's own protocols with a decoder: Samsung36 and Kaseikyo's */
#define CORE_OWN	(BIT_ULL(LIRC_CORE_PROTO_SAMSUNG36) |		\
			 BIT_ULL(LIRC_CORE_PROTO_KASEIKYO) |		\
			 BIT_ULL(LIRC_CORE_PROTO_PANASONIC) |		\
			 BIT_ULL(LIRC_CORE_PROTO_DENON_K) |		\
			 BIT_ULL(LIRC_CORE_PROTO_JVC48))
/* Every protocol 6.1 has a raw decoder for. */
#define ALL_RAW		(G_RC5 | G_NEC | G_RC6 | B(JVC) | G_SONY | B(RC5_SZ) | \
			 B(SANYO) | B(SHARP) | G_MCE_KBD | B(XMP) | B(IMON) | \
			 G_RCMM)
/* lirc_core's own (uapi/linux/lirc_core.h) */
#define O(p)		BIT_ULL(LIRC_CORE_PROTO_##p)
#define G_CFG		(O(PULSE_DISTANCE) | O(PULSE_LENGTH) | O(MANCHESTER))
#define ALL_OWN		(CORE_OWN | G_CFG)

struct fmt_case {
	const char *name;
	u64 offered;
	u64 enabled;
	bool raw;
	const char *want;
};

static const struct fmt_case fmt_cases[] = {
	{ "raw, the loopback's keymap enabled", ALL_RAW,
	  B(NEC) | B(NECX) | B(NEC32) | B(RC5) | B(RC5_SZ), true,
	  "[rc-5] [nec] rc-6 jvc sony [rc-5-sz] sanyo sharp mce_kbd xmp imon rc-mm [lirc]\n" },
	{ "raw, nothing enabled: only [lirc]", ALL_RAW, 0, true,
	  "rc-5 nec rc-6 jvc sony rc-5-sz sanyo sharp mce_kbd xmp imon rc-mm [lirc]\n" },
	{ "one variant enabled brackets its group", ALL_RAW, B(NECX) | B(SONY20),
	  true,
	  "rc-5 [nec] rc-6 jvc [sony] rc-5-sz sanyo sharp mce_kbd xmp imon rc-mm [lirc]\n" },
	{ "decoded, iMON: its two groups, no [lirc]", B(RC6_MCE) | B(IMON),
	  B(IMON), false, "rc-6 [imon]\n" },
	{ "decoded, fixed: other", B(OTHER), B(OTHER), false, "[other]\n" },
	{ "decoded, fixed: xbox-dvd", B(XBOX_DVD), B(XBOX_DVD), false,
	  "[xbox-dvd]\n" },
	{ "decoded, nothing offered: an empty line", 0, 0, false, "\n" },
	{ "lirc_core's own groups after rc-core's", G_RCMM | G_CFG | G_NEC,
	  O(MANCHESTER), true,
	  "nec rc-mm pulse_distance pulse_length [manchester] [lirc]\n" },
};

LIRC_KUNIT_PARAMS(fmt, fmt_cases);

static void lirc_rc_format_test(struct kunit *test)
{
	const struct fmt_case *c = test->param_value;
	char *buf = kunit_kzalloc(test, PAGE_SIZE, GFP_KERNEL);
	int len;

	KUNIT_ASSERT_NOT_NULL(test, buf);
	len = lirc_rc_protocols_format(buf, c->offered, c->enabled, c->raw);
	KUNIT_EXPECT_STREQ(test, buf, c->want);
	KUNIT_EXPECT_EQ(test, len, (int)strlen(c->want));
}

struct parse_case {
	const char *name;
	const char *in;
	u64 offered;
	int err;
	const char *bad;
	bool replace;
	u64 set;
	u64 add;
	u64 del;
};

static const struct parse_case parse_cases[] = {
	{ "ir-keytable's one buffer: none, +jvc, +sony", "none\n+jvc\n+sony\n",
	  ALL_RAW, 0, NULL, true, 0, B(JVC) | G_SONY, 0 },
	{ "a bare name: only its group", "nec", ALL_RAW, 0, NULL, true, G_NEC },
	{ "names are case-insensitive", "NEC\n", ALL_RAW, 0, NULL, true, G_NEC },
	{ "ir_loopback's rc-5 is RC-5 and RC-5X", "rc-5", ALL_RAW, 0, NULL,
	  true, G_RC5 },
	{ "rc-5-sz is a group of its own", "rc-5-sz", ALL_RAW, 0, NULL, true,
	  B(RC5_SZ) },
	{ "+ and -, in turn", "+rc-mm -nec", ALL_RAW, 0, NULL, false, 0, G_RCMM,
	  G_NEC },
	{ "+xmp then -xmp: removed", "+xmp -xmp", ALL_RAW, 0, NULL, false, 0, 0,
	  B(XMP) },
	{ "-xmp then +xmp: added", "-xmp +xmp", ALL_RAW, 0, NULL, false, 0,
	  B(XMP), 0 },
	{ "a bare name after + and - starts over", "+jvc -nec sharp", ALL_RAW,
	  0, NULL, true, B(SHARP) },
	{ "lircd's lirc: nothing decoded", "lirc\n", ALL_RAW, 0, NULL, true, 0 },
	{ "+lirc changes nothing", "+lirc", ALL_RAW, 0, NULL, false, 0, 0, 0 },
	{ "blanks, tabs and newlines separate", " +nec \t+sony\n\n", ALL_RAW, 0,
	  NULL, false, 0, G_NEC | G_SONY, 0 },
	{ "mce_kbd is keyboard and mouse", "mce_kbd", ALL_RAW, 0, NULL, true,
	  G_MCE_KBD },
	{ "an unknown name", "+nec +bogus", ALL_RAW, -ENOENT, "bogus" },
	{ "a variant name is not rc-core's", "nec-x", ALL_RAW, -ENOENT, "nec-x" },
	{ "nothing written", "\n", ALL_RAW, -EINVAL },
	{ "a group the receiver cannot decode", "sony", B(RC6_MCE) | B(IMON),
	  -EOPNOTSUPP, "sony" },
	{ "a group narrowed to what is offered", "rc-6", B(RC6_MCE) | B(IMON),
	  0, NULL, true, B(RC6_MCE) },
	{ "other is accepted where nothing is other", "other", B(IMON), 0, NULL,
	  true, 0 },
	{ "unknown is accepted where offered", "+unknown", B(UNKNOWN), 0, NULL,
	  false, 0, B(UNKNOWN), 0 },
};

LIRC_KUNIT_PARAMS(parse, parse_cases);

static void lirc_rc_parse_test(struct kunit *test)
{
	const struct parse_case *c = test->param_value;
	size_t size = strlen(c->in) + 1;
	char *buf = kunit_kzalloc(test, size, GFP_KERNEL);
	struct lirc_proto_change chg;
	const char *bad;
	int err;

	KUNIT_ASSERT_NOT_NULL(test, buf);
	strscpy(buf, c->in, size);
	err = lirc_rc_protocols_parse(buf, c->offered, &chg, &bad);
	KUNIT_EXPECT_EQ(test, err, c->err);
	if (c->bad) {
		KUNIT_ASSERT_NOT_NULL(test, bad);
		KUNIT_EXPECT_STREQ(test, bad, c->bad);
	} else {
		KUNIT_EXPECT_PTR_EQ(test, bad, (const char *)NULL);
	}
	if (err)
		return;
	KUNIT_EXPECT_EQ(test, chg.replace, c->replace);
	KUNIT_EXPECT_EQ(test, chg.set, c->set);
	KUNIT_EXPECT_EQ(test, chg.add, c->add);
	KUNIT_EXPECT_EQ(test, chg.del, c->del);
}

/* Every variant belongs to exactly the rc-core group 6.1 gives it. */
static void lirc_rc_groups_test(struct kunit *test)
{
	static const char *const rc_names[] = {
		"rc-5", "nec", "rc-6", "jvc", "sony", "rc-5-sz", "sanyo",
		"sharp", "mce_kbd", "xmp", "imon", "rc-mm",
	};
	unsigned int i;

	KUNIT_EXPECT_EQ(test, lirc_proto_group_mask("rc-5"), G_RC5);
	KUNIT_EXPECT_EQ(test, lirc_proto_group_mask("nec"), G_NEC);
	KUNIT_EXPECT_EQ(test, lirc_proto_group_mask("rc-6"), G_RC6);
	KUNIT_EXPECT_EQ(test, lirc_proto_group_mask("sony"), G_SONY);
	KUNIT_EXPECT_EQ(test, lirc_proto_group_mask("rc-mm"), G_RCMM);
	KUNIT_EXPECT_EQ(test, lirc_proto_group_mask("mce_kbd"), G_MCE_KBD);
	KUNIT_EXPECT_EQ(test, lirc_proto_group_mask("rc-5-sz"), B(RC5_SZ));
	KUNIT_EXPECT_EQ(test, lirc_proto_group_mask("jvc"), B(JVC));
	KUNIT_EXPECT_EQ(test, lirc_proto_group_mask("sanyo"), B(SANYO));
	KUNIT_EXPECT_EQ(test, lirc_proto_group_mask("sharp"), B(SHARP));
	KUNIT_EXPECT_EQ(test, lirc_proto_group_mask("xmp"), B(XMP));
	KUNIT_EXPECT_EQ(test, lirc_proto_group_mask("imon"), B(IMON));
	KUNIT_EXPECT_EQ(test, lirc_proto_group_mask("bogus"), 0ULL);
	KUNIT_EXPECT_EQ(test, lirc_proto_group_mask("pulse_distance"),
			O(PULSE_DISTANCE));
	KUNIT_EXPECT_EQ(test, lirc_proto_group_mask("pulse_length"),
			O(PULSE_LENGTH));
	KUNIT_EXPECT_EQ(test, lirc_proto_group_mask("manchester"),
			O(MANCHESTER));
	KUNIT_EXPECT_EQ(test, lirc_proto_group_mask("samsung36"),
			BIT_ULL(LIRC_CORE_PROTO_SAMSUNG36));
	KUNIT_EXPECT_EQ(test, lirc_proto_group_mask("kaseikyo"),
			CORE_OWN & ~BIT_ULL(LIRC_CORE_PROTO_SAMSUNG36));
	/*
	 * the 21 variants ir_loopback sends, XMP and the two MCE ones, and
	 * lirc_core's own, which no rc-core group names
	 */
	KUNIT_EXPECT_EQ(test, lirc_proto_all(), ALL_RAW | ALL_OWN);
	for (i = 0; i < ARRAY_SIZE(rc_names); i++)
		KUNIT_EXPECT_EQ_MSG(test, lirc_proto_group_mask(rc_names[i]) &
				    CORE_OWN, 0ULL, "%s", rc_names[i]);
}

static struct kunit_case lirc_rcview_cases[] = {
	KUNIT_CASE_PARAM(lirc_rc_format_test, fmt_gen_params),
	KUNIT_CASE_PARAM(lirc_rc_parse_test, parse_gen_params),
	KUNIT_CASE(lirc_rc_groups_test),
	{}
};

static struct kunit_suite lirc_rcview_suite = {
	.name = "lirc_rcview",
	.test_cases = lirc_rcview_cases,
};

kunit_test_suite(lirc_rcview_suite);

MODULE_LICENSE("GPL");
