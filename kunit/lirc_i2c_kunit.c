// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit tests for the I2C IR chips: every variant's poll bytes, their
 * LIRCCODE, the PCF8574 signature and port mask, which chip a bridge's
 * "ir_video" client is, and a key of each keymap. Expected values are
 * worked out by hand from the formats in ../shared/reference/devices.md,
 * Linux 6.1's scancode layouts and Debian's lirc-compat-remotes
 * configurations (hauppauge: KEY_1 = 0x1001; AVC-2410: Power =
 * 0x82f1 09f6; asus: KEY_9 = 0x48), not computed.
 */

#include <kunit/test.h>
#include <linux/input.h>

#include "lirc_kunit.h"
#include "i2cir_decode.h"

struct parse_case {
	const char *name;
	enum i2cir_variant v;
	struct i2cir_state in;		/* state before the poll */
	u8 buf[I2CIR_MAX_READ];
	unsigned int len;
	enum i2cir_result res;
	u32 proto;
	u32 scancode;
	bool toggle;
	u8 lc[4];			/* LIRCCODE of the code */
	struct i2cir_state out;		/* state after it */
};

#define NONE_CASE(n, var, ...)						\
	{ .name = n, .v = var, .buf = { __VA_ARGS__ }, .res = I2CIR_NONE }

static const struct parse_case parse_cases[] = {
	/* Hauppauge, 3 bytes: start, field, toggle, address | command << 2 */
	{ "haup KEY_1 of the black remote", I2CIR_HAUPPAUGE, { }, { 0xc0, 0x04, 0x00 }, 3,
	  I2CIR_KEY, RC_PROTO_RC5, 0x0001, false, { 0x10, 0x01 } },
	{ "haup grey power", I2CIR_HAUPPAUGE, { }, { 0xde, 0xf4, 0x00 }, 3,
	  I2CIR_KEY, RC_PROTO_RC5, 0x1e3d, false, { 0x17, 0xbd } },
	{ "haup grey power, toggle", I2CIR_HAUPPAUGE, { }, { 0xfe, 0xf4, 0x55 }, 3,
	  I2CIR_KEY, RC_PROTO_RC5, 0x1e3d, true, { 0x1f, 0xbd } },
	{ "haup field bit clear: command + 64", I2CIR_HAUPPAUGE, { }, { 0x9e, 0x14, 0x00 }, 3,
	  I2CIR_KEY, RC_PROTO_RC5, 0x1e45, false, { 0x07, 0x85 } },
	{ "haup address 0x1f command 0x3e", I2CIR_HAUPPAUGE, { }, { 0xdf, 0xf8, 0x00 }, 3,
	  I2CIR_KEY, RC_PROTO_RC5, 0x1f3e, false, { 0x17, 0xfe } },
	{ "haup no start bit", I2CIR_HAUPPAUGE, { }, { 0x5e, 0xf4, 0x00 }, 3, I2CIR_NONE },
	{ "haup idle bus (all ones)", I2CIR_HAUPPAUGE, { }, { 0xff, 0xff, 0xff }, 3, I2CIR_NONE },
	{ "haup all ones but the field bit", I2CIR_HAUPPAUGE, { }, { 0xbf, 0xfc, 0x00 }, 3,
	  I2CIR_NONE },
	{ "haup short read", I2CIR_HAUPPAUGE, { }, { 0xc0, 0x04 }, 2, I2CIR_NONE },
	{ "haup zeros", I2CIR_HAUPPAUGE, { }, { }, 3, I2CIR_NONE },
	/* PVR-150/HVR-1300: six bytes, status (bit 7: RC-5), data from 3 */
	{ "pvr150 KEY_1", I2CIR_HAUPPAUGE_PVR150, { }, { 0x80, 0x00, 0x00, 0xc0, 0x04, 0x00 }, 6,
	  I2CIR_KEY, RC_PROTO_RC5, 0x0001, false, { 0x10, 0x01 } },
	{ "pvr150 toggle", I2CIR_HAUPPAUGE_PVR150, { }, { 0x92, 0x34, 0x56, 0xfe, 0xf4, 0x00 }, 6,
	  I2CIR_KEY, RC_PROTO_RC5, 0x1e3d, true, { 0x1f, 0xbd } },
	{ "pvr150 status without RC-5", I2CIR_HAUPPAUGE_PVR150, { },
	  { 0x00, 0x00, 0x00, 0xc0, 0x04, 0x00 }, 6, I2CIR_NONE },
	{ "pvr150 an RC-6 frame (status 0x40)", I2CIR_HAUPPAUGE_PVR150, { },
	  { 0x40, 0x80, 0x0f, 0x84, 0x0c, 0x00 }, 6, I2CIR_NONE },
	{ "pvr150 RC-5 status, no start bit at offset 3", I2CIR_HAUPPAUGE_PVR150, { },
	  { 0x80, 0x00, 0x00, 0x40, 0x04, 0x00 }, 6, I2CIR_NONE },
	{ "pvr150 three bytes", I2CIR_HAUPPAUGE_PVR150, { }, { 0xc0, 0x04, 0x00 }, 3, I2CIR_NONE },
	/* Pixelview: one byte, all of it the code */
	{ "pixelview KEY_VOLUMEUP", I2CIR_PIXELVIEW, { }, { 0x4a }, 1,
	  I2CIR_KEY, RC_PROTO_OTHER, 0x4a, false, { 0x4a } },
	{ "pixelview 0x00", I2CIR_PIXELVIEW, { }, { 0x00 }, 1,
	  I2CIR_KEY, RC_PROTO_OTHER, 0x00, false, { 0x00 } },
	{ "pixelview 0xff, the idle bus", I2CIR_PIXELVIEW, { }, { 0xff }, 1, I2CIR_NONE },
	{ "pixelview two bytes", I2CIR_PIXELVIEW, { }, { 0x4a, 0x4a }, 2, I2CIR_NONE },
	/* PV951: 0xaa idle; LIRCCODE 0x61d6, the byte reversed, inverted */
	{ "pv951 0x01", I2CIR_PV951, { }, { 0x01 }, 1,
	  I2CIR_KEY, RC_PROTO_UNKNOWN, 0x01, false, { 0x61, 0xd6, 0x80, 0x7f } },
	{ "pv951 0x14", I2CIR_PV951, { }, { 0x14 }, 1,
	  I2CIR_KEY, RC_PROTO_UNKNOWN, 0x14, false, { 0x61, 0xd6, 0x28, 0xd7 } },
	{ "pv951 0xff", I2CIR_PV951, { }, { 0xff }, 1,
	  I2CIR_KEY, RC_PROTO_UNKNOWN, 0xff, false, { 0x61, 0xd6, 0xff, 0x00 } },
	{ "pv951 idle 0xaa", I2CIR_PV951, { }, { 0xaa }, 1, I2CIR_NONE },
	/* KNC One: 0xff none, 0xfe the last key of this chip */
	{ "knc1 KEY_VOLUMEUP", I2CIR_KNC1, { }, { 0x1b }, 1,
	  I2CIR_KEY, RC_PROTO_UNKNOWN, 0x1b, false, { 0x1b },
	  { .have_last = true, .last = 0x1b } },
	{ "knc1 held after 0x1b", I2CIR_KNC1, { .have_last = true, .last = 0x1b }, { 0xfe }, 1,
	  I2CIR_KEY, RC_PROTO_UNKNOWN, 0x1b, false, { 0x1b },
	  { .have_last = true, .last = 0x1b } },
	{ "knc1 held, nothing before", I2CIR_KNC1, { }, { 0xfe }, 1, I2CIR_NONE },
	{ "knc1 none keeps the last", I2CIR_KNC1, { .have_last = true, .last = 0x12 }, { 0xff }, 1,
	  I2CIR_NONE, .out = { .have_last = true, .last = 0x12 } },
	{ "knc1 a new key replaces the last", I2CIR_KNC1, { .have_last = true, .last = 0x12 },
	  { 0x00 }, 1, I2CIR_KEY, RC_PROTO_UNKNOWN, 0x00, false, { 0x00 },
	  { .have_last = true, .last = 0x00 } },
	/* Adaptec: four bytes, byte 2 0xff none, its bit 7 a repeat flag */
	{ "adaptec AVC-2410 Power", I2CIR_ADAPTEC, { }, { 0x82, 0xf1, 0x09, 0xf6 }, 4,
	  I2CIR_KEY, RC_PROTO_UNKNOWN, 0x82f109f6, false, { 0x82, 0xf1, 0x09, 0xf6 } },
	{ "adaptec repeat flag and bit 7 clear", I2CIR_ADAPTEC, { }, { 0x82, 0xf1, 0x89, 0x76 }, 4,
	  I2CIR_KEY, RC_PROTO_UNKNOWN, 0x82f109f6, false, { 0x82, 0xf1, 0x09, 0xf6 } },
	{ "adaptec none", I2CIR_ADAPTEC, { }, { 0x82, 0xf1, 0xff, 0x00 }, 4, I2CIR_NONE },
	{ "adaptec short", I2CIR_ADAPTEC, { }, { 0x82, 0xf1, 0x09 }, 3, I2CIR_NONE },
	/* Leadtek PVR2000: flags (bit 7: key), then the code */
	{ "pvr2000 KEY_POWER", I2CIR_PVR2000, { }, { 0x80, 0x70 }, 2,
	  I2CIR_KEY, RC_PROTO_UNKNOWN, 0x70, false, { 0x70 } },
	{ "pvr2000 other flags too", I2CIR_PVR2000, { }, { 0xff, 0x26 }, 2,
	  I2CIR_KEY, RC_PROTO_UNKNOWN, 0x26, false, { 0x26 } },
	{ "pvr2000 no key flag", I2CIR_PVR2000, { }, { 0x7f }, 1, I2CIR_NONE },
	{ "pvr2000 no key flag with a code", I2CIR_PVR2000, { }, { 0x00, 0x70 }, 2, I2CIR_NONE },
	{ "pvr2000 flag without the code", I2CIR_PVR2000, { }, { 0x80 }, 1, I2CIR_NONE },
	/* Asus TV-Box: code 0xf8, flag 0x04 (set: no key) */
	{ "asus KEY_9 pressed", I2CIR_PCF_ASUS, { }, { 0x48 }, 1,
	  I2CIR_KEY, RC_PROTO_OTHER, 0x48, false, { 0x48 }, { .have_pcf = true, .pcf = 0x48 } },
	{ "asus the same poll again", I2CIR_PCF_ASUS, { .have_pcf = true, .pcf = 0x48 },
	  { 0x48 }, 1, I2CIR_NONE, .out = { .have_pcf = true, .pcf = 0x48 } },
	{ "asus the other bits changed only", I2CIR_PCF_ASUS, { .have_pcf = true, .pcf = 0x48 },
	  { 0x4b }, 1, I2CIR_NONE, .out = { .have_pcf = true, .pcf = 0x48 } },
	{ "asus released", I2CIR_PCF_ASUS, { .have_pcf = true, .pcf = 0x48 }, { 0x4c }, 1,
	  I2CIR_RELEASE, .out = { .have_pcf = true, .pcf = 0x4c } },
	{ "asus released, first poll", I2CIR_PCF_ASUS, { }, { 0xff }, 1,
	  I2CIR_RELEASE, .out = { .have_pcf = true, .pcf = 0xfc } },
	{ "asus KEY_0 after a release", I2CIR_PCF_ASUS, { .have_pcf = true, .pcf = 0xfc },
	  { 0x03 }, 1, I2CIR_KEY, RC_PROTO_OTHER, 0x00, false, { 0x00 },
	  { .have_pcf = true, .pcf = 0x00 } },
	/* Creative/VisionTek BreakOut-Box: code 0x1f, flag 0x20 */
	{ "creative KEY_VOLUMEUP, bits 7-6 high", I2CIR_PCF_CREATIVE, { }, { 0xd2 }, 1,
	  I2CIR_KEY, RC_PROTO_OTHER, 0x12, false, { 0x12 }, { .have_pcf = true, .pcf = 0x12 } },
	{ "creative released", I2CIR_PCF_CREATIVE, { .have_pcf = true, .pcf = 0x12 }, { 0x32 }, 1,
	  I2CIR_RELEASE, .out = { .have_pcf = true, .pcf = 0x32 } },
	{ "creative two bytes", I2CIR_PCF_CREATIVE, { }, { 0x12, 0x12 }, 2, I2CIR_NONE },
};

LIRC_KUNIT_PARAMS(parse, parse_cases);

static void i2cir_parse_test(struct kunit *test)
{
	const struct parse_case *c = test->param_value;
	const struct i2cir_chip *chip = &i2cir_chips[c->v];
	struct i2cir_state st = c->in;
	struct i2cir_code code = { .scancode = 0xdeadbeef };
	u8 lc[8] = { };
	unsigned int n = DIV_ROUND_UP(chip->lirccode_bits, 8);

	KUNIT_ASSERT_EQ(test, chip->parse(&st, chip, c->buf, c->len, &code), c->res);
	if (c->res == I2CIR_KEY) {
		KUNIT_EXPECT_EQ(test, code.proto, c->proto);
		KUNIT_EXPECT_EQ(test, code.scancode, c->scancode);
		KUNIT_EXPECT_EQ(test, code.toggle, c->toggle);
		chip->lirccode(code.scancode, code.toggle, lc);
		KUNIT_EXPECT_EQ_MSG(test, memcmp(lc, c->lc, n), 0, "LIRCCODE %*ph, want %*ph",
				    n, lc, n, c->lc);
		KUNIT_EXPECT_NULL(test, memchr_inv(lc + n, 0, sizeof(lc) - n));
	} else {
		KUNIT_EXPECT_EQ(test, code.scancode, 0xdeadbeef);	/* untouched */
	}
	KUNIT_EXPECT_EQ(test, st.have_last, c->out.have_last);
	KUNIT_EXPECT_EQ(test, st.last, c->out.last);
	KUNIT_EXPECT_EQ(test, st.have_pcf, c->out.have_pcf);
	KUNIT_EXPECT_EQ(test, st.pcf, c->out.pcf);
}

/* A key held on one KNC One repeats that chip's last key, not another's. */
static void i2cir_knc1_per_device_test(struct kunit *test)
{
	const struct i2cir_chip *chip = &i2cir_chips[I2CIR_KNC1];
	struct i2cir_state a = { }, b = { };
	struct i2cir_code code = { };
	u8 k1 = 0x01, k2 = 0x1f, held = 0xfe;

	KUNIT_ASSERT_EQ(test, chip->parse(&a, chip, &k1, 1, &code), I2CIR_KEY);
	KUNIT_ASSERT_EQ(test, chip->parse(&b, chip, &k2, 1, &code), I2CIR_KEY);
	KUNIT_ASSERT_EQ(test, chip->parse(&a, chip, &held, 1, &code), I2CIR_KEY);
	KUNIT_EXPECT_EQ(test, code.scancode, 0x01);
	KUNIT_ASSERT_EQ(test, chip->parse(&b, chip, &held, 1, &code), I2CIR_KEY);
	KUNIT_EXPECT_EQ(test, code.scancode, 0x1f);
}

struct detect_case {
	const char *name;
	int high, low;
	int v;				/* enum i2cir_variant, or -1 */
};

static const struct detect_case detect_cases[] = {
	{ "asus: bits 1-0 follow", 0xff, 0xfc, I2CIR_PCF_ASUS },
	{ "asus: IR lines low meanwhile", 0x07, 0x04, I2CIR_PCF_ASUS },
	{ "creative: bits 7-6 follow", 0xff, 0x3f, I2CIR_PCF_CREATIVE },
	{ "both follow: creative", 0xff, 0x3c, I2CIR_PCF_CREATIVE },
	{ "nothing follows", 0xff, 0xff, -1 },
	{ "only bit 0 follows", 0xff, 0xfe, -1 },
	{ "only bit 7 follows", 0xff, 0x7f, -1 },
	{ "bits stuck low", 0x00, 0x00, -1 },
	{ "inverted", 0x00, 0xff, -1 },
	{ "write 0xff failed", -ENXIO, 0x00, -1 },
	{ "read after 0x00 failed", 0xff, -EIO, -1 },
};

LIRC_KUNIT_PARAMS(detect, detect_cases);

static void i2cir_pcf_detect_test(struct kunit *test)
{
	const struct detect_case *c = test->param_value;
	const struct i2cir_chip *chip = i2cir_pcf_detect(c->high, c->low);

	if (c->v < 0)
		KUNIT_EXPECT_NULL(test, chip);
	else
		KUNIT_EXPECT_PTR_EQ(test, chip, &i2cir_chips[c->v]);
}

struct mask_case {
	const char *name;
	enum i2cir_variant v;
	u8 now, want;
};

static const struct mask_case mask_cases[] = {
	{ "asus, other bits low", I2CIR_PCF_ASUS, 0x00, 0xfc },
	{ "asus, bit 0 high", I2CIR_PCF_ASUS, 0x01, 0xfd },
	{ "asus, bit 1 high, IR low", I2CIR_PCF_ASUS, 0x02, 0xfe },
	{ "creative, other bits low", I2CIR_PCF_CREATIVE, 0x00, 0x3f },
	{ "creative, bit 7 high", I2CIR_PCF_CREATIVE, 0x80, 0xbf },
	{ "creative, bits 7-6 high", I2CIR_PCF_CREATIVE, 0xc5, 0xff },
};

LIRC_KUNIT_PARAMS(mask, mask_cases);

static void i2cir_pcf_mask_test(struct kunit *test)
{
	const struct mask_case *c = test->param_value;

	KUNIT_EXPECT_EQ(test, i2cir_pcf_mask(&i2cir_chips[c->v], c->now), c->want);
}

struct bridge_case {
	const char *name;
	unsigned short addr;
	bool pdata;
	int func;			/* enum ir_kbd_get_key_fn */
	bool custom;
	int v;				/* enum i2cir_variant, or -1 */
};

static const struct bridge_case bridge_cases[] = {
	{ "0x18 bare: Hauppauge", 0x18, false, 0, false, I2CIR_HAUPPAUGE },
	{ "0x1a bare: Hauppauge", 0x1a, false, 0, false, I2CIR_HAUPPAUGE },
	{ "0x1f bare: Hauppauge", 0x1f, false, 0, false, I2CIR_HAUPPAUGE },
	{ "0x71 bare: PVR-150", 0x71, false, 0, false, I2CIR_HAUPPAUGE_PVR150 },
	{ "0x64 bare: Pixelview", 0x64, false, 0, false, I2CIR_PIXELVIEW },
	{ "0x30 bare: KNC One", 0x30, false, 0, false, I2CIR_KNC1 },
	{ "0x6b bare: FusionHDTV, not ours", 0x6b, false, 0, false, -1 },
	{ "0x33 bare: Geniatech, not ours", 0x33, false, 0, false, -1 },
	{ "0x4b bare", 0x4b, false, 0, false, -1 },
	{ "platform data without a reader: the address", 0x18, true, 0, false, I2CIR_HAUPPAUGE },
	{ "a PVR2000 reader at 0x18", 0x18, true, 0, true, I2CIR_PVR2000 },
	{ "a PVR2000 reader at 0x1a", 0x1a, true, 0, true, I2CIR_PVR2000 },
	{ "ivtv Adaptec at 0x6b", 0x6b, true, 0, true, I2CIR_ADAPTEC },
	{ "bttv PV951 at 0x4b", 0x4b, true, 0, true, I2CIR_PV951 },
	{ "saa7134's own reader at 0x30", 0x30, true, 0, true, -1 },
	{ "saa7134's own reader at 0x71", 0x71, true, 0, true, -1 },
	{ "ivtv Hauppauge reader (2)", 0x1a, true, 2, false, I2CIR_HAUPPAUGE },
	{ "ivtv Zilog reader (6)", 0x71, true, 6, false, I2CIR_HAUPPAUGE_PVR150 },
	{ "Pixelview reader (1)", 0x64, true, 1, false, I2CIR_PIXELVIEW },
	{ "KNC One reader (3)", 0x30, true, 3, false, I2CIR_KNC1 },
	{ "Geniatech reader (4)", 0x33, true, 4, false, -1 },
	{ "FusionHDTV reader (5) at 0x6b", 0x6b, true, 5, false, -1 },
	{ "AVerMedia reader (7) at 0x40", 0x40, true, 7, false, -1 },
	{ "AVerMedia reader (7) at 0x18", 0x18, true, 7, false, -1 },
};

LIRC_KUNIT_PARAMS(bridge, bridge_cases);

static void i2cir_bridge_test(struct kunit *test)
{
	const struct bridge_case *c = test->param_value;
	const struct i2cir_chip *chip = i2cir_bridge_chip(c->addr, c->pdata, c->func,
							  c->custom);

	if (c->v < 0)
		KUNIT_EXPECT_NULL(test, chip);
	else
		KUNIT_EXPECT_PTR_EQ(test, chip, &i2cir_chips[c->v]);
}

struct key_case {
	const char *name;
	enum i2cir_variant v;
	u32 scancode;
	u32 keycode;
	unsigned int bits;		/* LIRCCODE length */
};

static const struct key_case key_cases[] = {
	{ "hauppauge grey power", I2CIR_HAUPPAUGE, 0x1e3d, KEY_POWER2, 13 },
	{ "hauppauge black 1", I2CIR_HAUPPAUGE, 0x0001, KEY_NUMERIC_1, 13 },
	{ "pvr150 grey 1", I2CIR_HAUPPAUGE_PVR150, 0x1e01, KEY_NUMERIC_1, 13 },
	{ "pixelview volume up", I2CIR_PIXELVIEW, 0x4a, KEY_VOLUMEUP, 8 },
	{ "pv951 power", I2CIR_PV951, 0x12, KEY_POWER, 32 },
	{ "knc1 volume up", I2CIR_KNC1, 0x1b, KEY_VOLUMEUP, 8 },
	{ "adaptec power", I2CIR_ADAPTEC, 0x82f109f6, KEY_POWER, 32 },
	{ "pvr2000 power", I2CIR_PVR2000, 0x70, KEY_POWER, 8 },
	{ "asus 9", I2CIR_PCF_ASUS, 0x48, KEY_9, 8 },
	{ "creative volume up", I2CIR_PCF_CREATIVE, 0x12, KEY_VOLUMEUP, 8 },
};

LIRC_KUNIT_PARAMS(key, key_cases);

static void i2cir_keymap_test(struct kunit *test)
{
	const struct key_case *c = test->param_value;
	const struct i2cir_chip *chip = &i2cir_chips[c->v];
	const struct lirc_keymap *map = chip->keymap;
	unsigned int i, found = 0;

	KUNIT_EXPECT_EQ(test, chip->lirccode_bits, c->bits);
	KUNIT_ASSERT_NOT_NULL(test, map);
	for (i = 0; i < map->size; i++) {
		if (map->entries[i].scancode != c->scancode)
			continue;
		found++;
		KUNIT_EXPECT_EQ(test, map->entries[i].keycode, c->keycode);
	}
	KUNIT_EXPECT_EQ(test, found, 1);
}

/* Every row is whole, and no keymap has a scancode twice. */
static void i2cir_table_test(struct kunit *test)
{
	unsigned int v, i, j;

	for (v = 0; v < I2CIR_VARIANTS; v++) {
		const struct i2cir_chip *chip = &i2cir_chips[v];

		KUNIT_EXPECT_NOT_NULL(test, chip->name);
		KUNIT_EXPECT_NOT_NULL(test, chip->parse);
		KUNIT_EXPECT_NOT_NULL(test, chip->lirccode);
		KUNIT_EXPECT_GE(test, chip->len, 1);
		KUNIT_EXPECT_LE(test, chip->len, I2CIR_MAX_READ);
		KUNIT_EXPECT_GE(test, chip->lirccode_bits, 1);
		KUNIT_EXPECT_LE(test, chip->lirccode_bits, 32);
		for (i = 0; i < chip->keymap->size; i++)
			for (j = i + 1; j < chip->keymap->size; j++)
				KUNIT_EXPECT_NE_MSG(test, chip->keymap->entries[i].scancode,
						    chip->keymap->entries[j].scancode,
						    "%s: entries %u and %u", chip->name, i, j);
	}
}

static struct kunit_case i2cir_cases[] = {
	KUNIT_CASE_PARAM(i2cir_parse_test, parse_gen_params),
	KUNIT_CASE(i2cir_knc1_per_device_test),
	KUNIT_CASE_PARAM(i2cir_pcf_detect_test, detect_gen_params),
	KUNIT_CASE_PARAM(i2cir_pcf_mask_test, mask_gen_params),
	KUNIT_CASE_PARAM(i2cir_bridge_test, bridge_gen_params),
	KUNIT_CASE_PARAM(i2cir_keymap_test, key_gen_params),
	KUNIT_CASE(i2cir_table_test),
	{ }
};

static struct kunit_suite i2cir_suite = {
	.name = "lirc_i2c",
	.test_cases = i2cir_cases,
};

kunit_test_suite(i2cir_suite);

MODULE_DESCRIPTION("KUnit tests for the I2C IR chips' poll bytes and tables");
MODULE_LICENSE("GPL");
