// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit tests for codes in the core: struct lirc_scancode records and their
 * flags, LIRCCODE records, the keymap, raw samples decoded into codes, and
 * the exports for hardware that decodes (own LIRCCODE bytes, releases).
 */

#include <kunit/test.h>
#include <linux/delay.h>
#include <linux/input.h>
#include <linux/slab.h>

#include <linux/lirc_core.h>

#include "lirc_kunit.h"

static const struct lirc_keymap_entry test_keys[] = {
	{ .proto = RC_PROTO_NEC, .scancode = 0x0408, .keycode = KEY_VOLUMEUP },
	{ .proto = RC_PROTO_RC5, .scancode = 0x1e01, .keycode = KEY_1 },
	{ .proto = RC_PROTO_UNKNOWN, .scancode = 0x55, .keycode = KEY_A },
	{ .proto = RC_PROTO_UNKNOWN, .scancode = 0x10, .keycode = KEY_C },
	{ .proto = RC_PROTO_NEC, .scancode = 0x10, .keycode = KEY_D },
};

static const struct lirc_keymap test_keymap = {
	.name = "kunit",
	.entries = test_keys,
	.size = ARRAY_SIZE(test_keys),
};

/* LIRCCODE for tests: the scancode's low bytes, most significant first. */
static void test_lirccode(struct lirc_device *ld, u32 proto, u64 scancode,
			  bool toggle, u8 *bytes)
{
	unsigned int n = DIV_ROUND_UP(ld->desc.lirccode_bits, 8), i;

	for (i = 0; i < n; i++)
		bytes[i] = scancode >> (8 * (n - 1 - i));
}

static const struct lirc_device_ops code_ops = {
	.lirccode = test_lirccode,
};

static struct lirc_device *code_device_bits(struct kunit *test,
					    enum lirc_rx_type type,
					    const struct lirc_keymap *map,
					    unsigned int bits)
{
	struct lirc_device_desc desc = {
		.name = "test", .driver_name = "test", .ops = &code_ops,
		.rx_type = type, .keymap = map, .lirccode_bits = bits,
		.timeout = 100000,
	};

	return lirc_test_device(test, &desc);
}

static struct lirc_device *code_device(struct kunit *test,
				       enum lirc_rx_type type)
{
	return code_device_bits(test, type, &test_keymap, 32);
}

static struct lirc_fh *reader(struct kunit *test, struct lirc_device *ld,
			      u32 mode)
{
	struct lirc_fh *fh = lirc_fh_create(ld, 512);

	KUNIT_ASSERT_FALSE(test, IS_ERR(fh));
	KUNIT_ASSERT_EQ(test, lirc_fh_set_mode(fh, mode), 0);
	lirc_fh_attach(fh);
	return fh;
}

static void drop(struct lirc_fh *fh)
{
	lirc_fh_detach(fh);
	lirc_fh_destroy(fh);
}

static unsigned int take_codes(struct lirc_fh *fh, struct lirc_scancode *sc,
			       unsigned int max)
{
	return lirc_queue_get(&fh->codeq, sc, max * sizeof(*sc)) / sizeof(*sc);
}

/* What one code becomes, and which flags follow from what came before. */
static void lirc_scancode_record_test(struct kunit *test)
{
	struct lirc_device *ld = code_device(test, LIRC_RX_SCANCODE);
	struct lirc_fh *fh = reader(test, ld, LIRC_MODE_SCANCODE);
	struct lirc_scancode sc[4];
	u64 t0, t1;

	KUNIT_EXPECT_EQ(test, fh->codeq.rec_size, 24U);
	t0 = ktime_get_ns();
	lirc_rx_scancode(ld, RC_PROTO_NEC, 0x0408, false);
	t1 = ktime_get_ns();
	KUNIT_ASSERT_EQ(test, take_codes(fh, sc, 4), 1U);
	KUNIT_EXPECT_EQ(test, sc[0].rc_proto, (u16)RC_PROTO_NEC);
	KUNIT_EXPECT_EQ(test, sc[0].scancode, 0x0408ULL);
	KUNIT_EXPECT_EQ(test, sc[0].keycode, (u32)KEY_VOLUMEUP);
	KUNIT_EXPECT_EQ(test, sc[0].flags, 0);
	KUNIT_EXPECT_GE(test, sc[0].timestamp, t0);
	KUNIT_EXPECT_LE(test, sc[0].timestamp, t1);

	/* The same code again while the key is held: a repeat. */
	lirc_rx_scancode(ld, RC_PROTO_NEC, 0x0408, false);
	lirc_rx_repeat(ld);
	KUNIT_ASSERT_EQ(test, take_codes(fh, sc, 4), 2U);
	KUNIT_EXPECT_EQ(test, sc[0].flags, LIRC_SCANCODE_FLAG_REPEAT);
	KUNIT_EXPECT_EQ(test, sc[1].flags, LIRC_SCANCODE_FLAG_REPEAT);
	KUNIT_EXPECT_EQ(test, sc[1].scancode, 0x0408ULL);
	KUNIT_EXPECT_EQ(test, sc[1].keycode, (u32)KEY_VOLUMEUP);

	/* A toggle bit is a flag; a changed toggle is a new press. */
	lirc_rx_scancode(ld, RC_PROTO_RC5, 0x1e01, true);
	lirc_rx_scancode(ld, RC_PROTO_RC5, 0x1e01, false);
	KUNIT_ASSERT_EQ(test, take_codes(fh, sc, 4), 2U);
	KUNIT_EXPECT_EQ(test, sc[0].flags, LIRC_SCANCODE_FLAG_TOGGLE);
	KUNIT_EXPECT_EQ(test, sc[0].keycode, (u32)KEY_1);
	KUNIT_EXPECT_EQ(test, sc[1].flags, 0);

	/* Unknown scancodes still reach readers, with KEY_RESERVED. */
	lirc_rx_scancode(ld, RC_PROTO_SONY12, 0xabc, false);
	KUNIT_ASSERT_EQ(test, take_codes(fh, sc, 4), 1U);
	KUNIT_EXPECT_EQ(test, sc[0].keycode, (u32)KEY_RESERVED);
	KUNIT_EXPECT_EQ(test, sc[0].rc_proto, (u16)RC_PROTO_SONY12);

	/* A repeat long after the last code repeats nothing. */
	lirc_set_keyup_ms(ld, 20);
	msleep(60);
	lirc_rx_repeat(ld);
	KUNIT_EXPECT_EQ(test, take_codes(fh, sc, 4), 0U);

	drop(fh);
	lirc_test_put(ld);
}

struct lirccode_case {
	const char *name;
	unsigned int bits;
	u64 scancode;
	u8 want[8];
};

static const struct lirccode_case lirccode_cases[] = {
	{ "8 bits (pixelview, knc one)", 8, 0x1234, { 0x34 } },
	{ "13 bits (hauppauge)", 13, 0x1abc, { 0x1a, 0xbc } },
	{ "32 bits (imon pad)", 32, 0x0a0b0c0d, { 0x0a, 0x0b, 0x0c, 0x0d } },
	{ "40 bits (atiusb)", 40, 0x0102030405ULL, { 1, 2, 3, 4, 5 } },
	{ "64 bits (sasem)", 64, 0x0807060504030201ULL, { 8, 7, 6, 5, 4, 3, 2, 1 } },
};

static void lirccode_case_desc(const struct lirccode_case *c, char *desc)
{
	strscpy(desc, c->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(lirccode, lirccode_cases, lirccode_case_desc);

/* LIRCCODE records are ceil(bits / 8) bytes, as the driver laid them out. */
static void lirc_lirccode_test(struct kunit *test)
{
	const struct lirccode_case *c = test->param_value;
	struct lirc_device *ld = code_device_bits(test, LIRC_RX_SCANCODE,
						  &test_keymap, c->bits);
	struct lirc_fh *fh;
	u8 buf[32];
	unsigned int n = DIV_ROUND_UP(c->bits, 8);

	fh = reader(test, ld, LIRC_MODE_LIRCCODE);
	KUNIT_EXPECT_EQ(test, fh->lircq.rec_size, n);
	lirc_rx_scancode(ld, RC_PROTO_OTHER, c->scancode, false);
	lirc_rx_scancode(ld, RC_PROTO_OTHER, c->scancode, false);
	KUNIT_ASSERT_EQ(test, lirc_queue_get(&fh->lircq, buf, sizeof(buf)), 2 * n);
	KUNIT_EXPECT_TRUE(test, !memcmp(buf, c->want, n));
	KUNIT_EXPECT_TRUE(test, !memcmp(buf + n, c->want, n));
	KUNIT_EXPECT_TRUE(test, lirc_queue_empty(&fh->codeq));
	drop(fh);
	lirc_test_put(ld);
}

enum km_op { KM_GET_INDEX, KM_GET_SCANCODE, KM_SET_INDEX, KM_SET_SCANCODE };

struct keymap_case {
	const char *name;
	enum km_op op;
	u32 index;
	u32 scancode;
	u8 len;			/* scancode bytes; 0 means 4 */
	u32 keycode;		/* to set */
	int err;
	u32 want_keycode;	/* got (GET) or old (SET) */
	/* afterwards: lookup of (proto, scancode) and the size */
	u32 check_proto;
	u32 check_scancode;
	u32 check_keycode;
	unsigned int size;
};

/*
 * The keymap is kept sorted by scancode, then protocol (RC_PROTO_UNKNOWN
 * first), so the indexes of test_keys are: 0 = 0x10 any (KEY_C), 1 = 0x10
 * NEC (KEY_D), 2 = 0x55 any (KEY_A), 3 = 0x0408 NEC (KEY_VOLUMEUP),
 * 4 = 0x1e01 RC-5 (KEY_1).
 */
static const struct keymap_case keymap_cases[] = {
	{ "get by index", KM_GET_INDEX, .index = 3, .want_keycode = KEY_VOLUMEUP,
	  .check_proto = RC_PROTO_NEC, .check_scancode = 0x0408,
	  .check_keycode = KEY_VOLUMEUP, .size = 5 },
	{ "get by index past the end", KM_GET_INDEX, .index = 5, .err = -EINVAL,
	  .size = 5 },
	{ "get by scancode", KM_GET_SCANCODE, .scancode = 0x1e01,
	  .want_keycode = KEY_1, .size = 5 },
	{ "get an unmapped scancode", KM_GET_SCANCODE, .scancode = 0x9999,
	  .want_keycode = KEY_RESERVED, .size = 5 },
	{ "get with a 3-byte scancode", KM_GET_SCANCODE, .scancode = 1, .len = 3,
	  .err = -EINVAL, .size = 5 },
	{ "get with an 8-byte scancode, as rc-core takes it", KM_GET_SCANCODE,
	  .scancode = 0x0408, .len = 8, .want_keycode = KEY_VOLUMEUP, .size = 5 },
	{ "set with an 8-byte scancode, as ir-keytable sends it",
	  KM_SET_SCANCODE, .scancode = 0x1e01, .len = 8, .keycode = KEY_2,
	  .want_keycode = KEY_1, .check_proto = RC_PROTO_RC5,
	  .check_scancode = 0x1e01, .check_keycode = KEY_2, .size = 5 },
	{ "set by scancode replaces the key", KM_SET_SCANCODE, .scancode = 0x1e01,
	  .keycode = KEY_2, .want_keycode = KEY_1, .check_proto = RC_PROTO_RC5,
	  .check_scancode = 0x1e01, .check_keycode = KEY_2, .size = 5 },
	{ "set a new scancode adds it for any protocol", KM_SET_SCANCODE,
	  .scancode = 0x7777, .keycode = KEY_B, .want_keycode = KEY_RESERVED,
	  .check_proto = RC_PROTO_NEC32, .check_scancode = 0x7777,
	  .check_keycode = KEY_B, .size = 6 },
	{ "a new scancode between others is found", KM_SET_SCANCODE,
	  .scancode = 0x100, .keycode = KEY_E, .want_keycode = KEY_RESERVED,
	  .check_proto = RC_PROTO_RC5, .check_scancode = 0x100,
	  .check_keycode = KEY_E, .size = 6 },
	{ "set by index", KM_SET_INDEX, .index = 4, .keycode = KEY_3,
	  .want_keycode = KEY_1, .check_proto = RC_PROTO_RC5,
	  .check_scancode = 0x1e01, .check_keycode = KEY_3, .size = 5 },
	{ "KEY_RESERVED removes the entry", KM_SET_INDEX, .index = 3,
	  .keycode = KEY_RESERVED, .want_keycode = KEY_VOLUMEUP,
	  .check_proto = RC_PROTO_NEC, .check_scancode = 0x0408,
	  .check_keycode = KEY_RESERVED, .size = 4 },
	{ "set a keycode beyond KEY_MAX", KM_SET_SCANCODE, .scancode = 0x55,
	  .keycode = KEY_MAX + 1, .err = -EINVAL, .check_proto = RC_PROTO_NEC,
	  .check_scancode = 0x55, .check_keycode = KEY_A, .size = 5 },
	{ "an exact protocol beats any protocol", KM_GET_INDEX, .index = 1,
	  .want_keycode = KEY_D, .check_proto = RC_PROTO_NEC,
	  .check_scancode = 0x10, .check_keycode = KEY_D, .size = 5 },
	{ "any protocol matches the others", KM_GET_INDEX, .index = 0,
	  .want_keycode = KEY_C, .check_proto = RC_PROTO_RC5,
	  .check_scancode = 0x10, .check_keycode = KEY_C, .size = 5 },
};

static void keymap_case_desc(const struct keymap_case *c, char *desc)
{
	strscpy(desc, c->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(keymap, keymap_cases, keymap_case_desc);

static void lirc_keymap_test(struct kunit *test)
{
	const struct keymap_case *c = test->param_value;
	struct lirc_device *ld = code_device(test, LIRC_RX_SCANCODE);
	DECLARE_BITMAP(keybit, KEY_CNT) = { };
	struct input_keymap_entry ke = { };
	unsigned int old = 12345;
	int err;

	ke.len = c->len ?: 4;
	memcpy(ke.scancode, &c->scancode, sizeof(c->scancode));
	ke.index = c->index;
	ke.keycode = c->keycode;
	if (c->op == KM_GET_INDEX || c->op == KM_SET_INDEX)
		ke.flags = INPUT_KEYMAP_BY_INDEX;

	if (c->op == KM_GET_INDEX || c->op == KM_GET_SCANCODE) {
		err = lirc_keymap_get(ld, &ke);
		KUNIT_EXPECT_EQ(test, err, c->err);
		if (!err)
			KUNIT_EXPECT_EQ(test, ke.keycode, c->want_keycode);
	} else {
		err = lirc_keymap_set(ld, &ke, &old, keybit);
		KUNIT_EXPECT_EQ(test, err, c->err);
		if (!err) {
			KUNIT_EXPECT_EQ(test, old, c->want_keycode);
			KUNIT_EXPECT_EQ(test, test_bit(c->keycode, keybit),
					c->keycode != KEY_RESERVED);
		}
	}
	if (c->check_scancode)
		KUNIT_EXPECT_EQ(test, lirc_keymap_lookup(ld, c->check_proto,
							 c->check_scancode),
				c->check_keycode);
	KUNIT_EXPECT_EQ(test, ld->km_size, c->size);
	lirc_test_put(ld);
}

/*
 * The keymap takes up to LIRC_KEYMAP_MAX entries, as mainline's, growing
 * as they come; it refuses one more with -ENOSPC, and every entry stays
 * reachable.
 */
static void lirc_keymap_limit_test(struct kunit *test)
{
	struct lirc_device *ld = code_device(test, LIRC_RX_SCANCODE);
	DECLARE_BITMAP(keybit, KEY_CNT) = { };
	struct input_keymap_entry ke = { .len = 4 };
	unsigned int old, i, n = LIRC_KEYMAP_MAX - 5;
	u32 sc;

	/* Room for the driver's keymap only; it grows as entries come. */
	KUNIT_EXPECT_EQ(test, ld->km_alloc, ld->km_size);
	for (i = 0; i < n; i++) {
		/* descending, so that every insertion moves the others */
		sc = 0x100000 - i;
		memcpy(ke.scancode, &sc, sizeof(sc));
		ke.keycode = KEY_F1 + i % 10;
		KUNIT_ASSERT_EQ(test, lirc_keymap_set(ld, &ke, &old, keybit), 0);
	}
	KUNIT_EXPECT_EQ(test, ld->km_size, LIRC_KEYMAP_MAX);
	KUNIT_EXPECT_EQ(test, ld->km_alloc, LIRC_KEYMAP_MAX);
	sc = 0x200000;
	memcpy(ke.scancode, &sc, sizeof(sc));
	KUNIT_EXPECT_EQ(test, lirc_keymap_set(ld, &ke, &old, keybit), -ENOSPC);
	KUNIT_EXPECT_EQ(test, ld->km_size, LIRC_KEYMAP_MAX);
	for (i = 0; i < n; i += 97)
		KUNIT_EXPECT_EQ(test, lirc_keymap_lookup(ld, RC_PROTO_NEC,
							 0x100000 - i),
				(u32)(KEY_F1 + i % 10));
	KUNIT_EXPECT_EQ(test, lirc_keymap_lookup(ld, RC_PROTO_NEC, 0x0408),
			(u32)KEY_VOLUMEUP);
	/* Replacing and removing still work when full. */
	sc = 0x100000;
	memcpy(ke.scancode, &sc, sizeof(sc));
	ke.keycode = KEY_Z;
	KUNIT_EXPECT_EQ(test, lirc_keymap_set(ld, &ke, &old, keybit), 0);
	ke.keycode = KEY_RESERVED;
	KUNIT_EXPECT_EQ(test, lirc_keymap_set(ld, &ke, &old, keybit), 0);
	KUNIT_EXPECT_EQ(test, old, (unsigned int)KEY_Z);
	KUNIT_EXPECT_EQ(test, ld->km_size, LIRC_KEYMAP_MAX - 1);
	lirc_test_put(ld);
}

/*
 * Removing the last keymap entry of BTN_LEFT clears its key bit on a
 * device without a pointer, and keeps it on a pointer device, whose pad
 * or stick still sends it.
 */
static void lirc_keymap_pointer_button_test(struct kunit *test)
{
	static const struct lirc_keymap_entry btn[] = {
		{ .proto = RC_PROTO_OTHER, .scancode = 0x10, .keycode = BTN_LEFT },
	};
	static const struct lirc_keymap map = {
		.name = "btn", .entries = btn, .size = ARRAY_SIZE(btn),
	};
	struct lirc_device_desc desc = {
		.name = "test", .driver_name = "test", .ops = &code_ops,
		.rx_type = LIRC_RX_SCANCODE, .lirccode_bits = 32, .keymap = &map,
	};
	struct input_keymap_entry ke = { .len = 4, .keycode = KEY_RESERVED };
	DECLARE_BITMAP(keybit, KEY_CNT);
	struct lirc_device *ld;
	unsigned int old, pointer;
	u32 sc = 0x10;

	memcpy(ke.scancode, &sc, sizeof(sc));
	for (pointer = 0; pointer < 2; pointer++) {
		desc.pointer = pointer;
		ld = lirc_test_device(test, &desc);
		bitmap_zero(keybit, KEY_CNT);
		__set_bit(BTN_LEFT, keybit);
		KUNIT_EXPECT_EQ(test, lirc_keymap_set(ld, &ke, &old, keybit), 0);
		KUNIT_EXPECT_EQ(test, old, (unsigned int)BTN_LEFT);
		KUNIT_EXPECT_EQ(test, ld->km_size, 0);
		KUNIT_EXPECT_EQ_MSG(test, test_bit(BTN_LEFT, keybit), (bool)pointer,
				    "pointer %u", pointer);
		lirc_test_put(ld);
	}
}

/* A driver keymap larger than the limit is refused at registration. */
static void lirc_keymap_too_big_test(struct kunit *test)
{
	struct lirc_keymap big = { .name = "big", .size = LIRC_KEYMAP_MAX + 1 };
	struct lirc_keymap_entry *e;
	struct lirc_device_desc desc = {
		.name = "test", .driver_name = "test", .ops = &code_ops,
		.rx_type = LIRC_RX_SCANCODE, .lirccode_bits = 32,
	};
	struct lirc_device *ld;

	e = kunit_kcalloc(test, big.size, sizeof(*e), GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, e);
	big.entries = e;
	ld = lirc_device_alloc(NULL, &desc, NULL);
	KUNIT_ASSERT_FALSE(test, IS_ERR(ld));
	KUNIT_EXPECT_EQ(test, lirc_keymap_load(ld, &big), -EINVAL);
	lirc_device_put(ld);
}

static void send_raw(struct lirc_device *ld, u32 proto, u64 scancode)
{
	u32 d[LIRC_ENCODE_MAX];
	int i, n = lirc_encode(proto, scancode, false, d, ARRAY_SIZE(d));

	for (i = 0; i < n; i++)
		lirc_rx_raw(ld, i % 2 ? LIRC_RAW_SPACE : LIRC_RAW_PULSE, d[i]);
	lirc_rx_raw(ld, LIRC_RAW_TIMEOUT, 0);
}

/* A raw receiver: MODE2 readers get samples, SCANCODE readers get codes. */
static void lirc_raw_decode_test(struct kunit *test)
{
	struct lirc_device *ld = code_device(test, LIRC_RX_RAW);
	struct lirc_fh *codes = reader(test, ld, LIRC_MODE_SCANCODE);
	struct lirc_fh *raw = reader(test, ld, LIRC_MODE_MODE2);
	struct lirc_fh *lirc = reader(test, ld, LIRC_MODE_LIRCCODE);
	struct lirc_scancode sc[4];
	u8 bytes[8];

	ld->protocols = lirc_proto_all();
	send_raw(ld, RC_PROTO_NEC, 0x0408);
	KUNIT_ASSERT_EQ(test, take_codes(codes, sc, 4), 1U);
	KUNIT_EXPECT_EQ(test, sc[0].rc_proto, (u16)RC_PROTO_NEC);
	KUNIT_EXPECT_EQ(test, sc[0].scancode, 0x0408ULL);
	KUNIT_EXPECT_EQ(test, sc[0].keycode, (u32)KEY_VOLUMEUP);
	/* 67 durations and a timeout */
	KUNIT_EXPECT_EQ(test, lirc_queue_count(&raw->rawq), 68U);
	KUNIT_ASSERT_EQ(test, lirc_queue_get(&lirc->lircq, bytes, 8), 4U);
	KUNIT_EXPECT_EQ(test, bytes[2], 0x04);
	KUNIT_EXPECT_EQ(test, bytes[3], 0x08);

	send_raw(ld, RC_PROTO_RC5_SZ, 0x22a5);
	KUNIT_ASSERT_EQ(test, take_codes(codes, sc, 4), 1U);
	KUNIT_EXPECT_EQ(test, sc[0].rc_proto, (u16)RC_PROTO_RC5_SZ);
	KUNIT_EXPECT_EQ(test, sc[0].scancode, 0x22a5ULL);

	/* Disabled protocols are not reported. */
	ld->protocols = BIT_ULL(RC_PROTO_RC5);
	send_raw(ld, RC_PROTO_NEC, 0x0408);
	send_raw(ld, RC_PROTO_RC5_SZ, 0x22a5);
	KUNIT_EXPECT_EQ(test, take_codes(codes, sc, 4), 0U);
	send_raw(ld, RC_PROTO_RC5, 0x1e01);
	KUNIT_ASSERT_EQ(test, take_codes(codes, sc, 4), 1U);
	KUNIT_EXPECT_EQ(test, sc[0].keycode, (u32)KEY_1);

	drop(codes);
	drop(raw);
	drop(lirc);
	lirc_test_put(ld);
}

/*
 * Protocols changed in the middle of a frame (found by the soak: its
 * protocol churn lost the iMON raw unit's NEC presses): a decoder that
 * stays on finishes its frame; one switched off and on again starts
 * afresh and takes nothing of the frame it missed.
 */
static void lirc_protocols_mid_frame_test(struct kunit *test)
{
	struct lirc_device *ld = code_device(test, LIRC_RX_RAW);
	struct lirc_fh *codes = reader(test, ld, LIRC_MODE_SCANCODE);
	const u64 nec = BIT_ULL(RC_PROTO_NEC), mce = BIT_ULL(RC_PROTO_RC6_MCE);
	struct lirc_scancode sc[4];
	u32 d[LIRC_ENCODE_MAX];
	int i, n = lirc_encode(RC_PROTO_NEC, 0x0408, false, d, ARRAY_SIZE(d));

	KUNIT_ASSERT_GT(test, n, 10);
	ld->protocols = nec;
	for (i = 0; i < n / 2; i++)
		lirc_rx_raw(ld, i % 2 ? LIRC_RAW_SPACE : LIRC_RAW_PULSE, d[i]);
	KUNIT_ASSERT_EQ(test, lirc_protocols_change(ld, false, 0, mce, 0), 0);
	for (; i < n; i++)
		lirc_rx_raw(ld, i % 2 ? LIRC_RAW_SPACE : LIRC_RAW_PULSE, d[i]);
	lirc_rx_raw(ld, LIRC_RAW_TIMEOUT, 0);
	KUNIT_ASSERT_EQ(test, take_codes(codes, sc, 4), 1U);
	KUNIT_EXPECT_EQ(test, sc[0].scancode, 0x0408ULL);
	KUNIT_EXPECT_EQ(test, ld->protocols, nec | mce);

	/* Replacing the set with the same NEC: still the same frame. */
	for (i = 0; i < n / 2; i++)
		lirc_rx_raw(ld, i % 2 ? LIRC_RAW_SPACE : LIRC_RAW_PULSE, d[i]);
	KUNIT_ASSERT_EQ(test, lirc_protocols_change(ld, true, nec, 0, 0), 0);
	for (; i < n; i++)
		lirc_rx_raw(ld, i % 2 ? LIRC_RAW_SPACE : LIRC_RAW_PULSE, d[i]);
	lirc_rx_raw(ld, LIRC_RAW_TIMEOUT, 0);
	KUNIT_EXPECT_EQ(test, take_codes(codes, sc, 4), 1U);

	/* Off and on again half-way: the decoder restarted, no code. */
	for (i = 0; i < n / 2; i++)
		lirc_rx_raw(ld, i % 2 ? LIRC_RAW_SPACE : LIRC_RAW_PULSE, d[i]);
	KUNIT_ASSERT_EQ(test, lirc_protocols_change(ld, false, 0, 0, nec), 0);
	KUNIT_ASSERT_EQ(test, lirc_protocols_change(ld, false, 0, nec, 0), 0);
	for (; i < n; i++)
		lirc_rx_raw(ld, i % 2 ? LIRC_RAW_SPACE : LIRC_RAW_PULSE, d[i]);
	lirc_rx_raw(ld, LIRC_RAW_TIMEOUT, 0);
	KUNIT_EXPECT_EQ(test, take_codes(codes, sc, 4), 0U);
	drop(codes);
	lirc_test_put(ld);
}

static const struct lirc_keymap_entry sz_keys[] = {
	{ .proto = RC_PROTO_RC5_SZ, .scancode = 0x28c1, .keycode = KEY_NUMERIC_1 },
};

static const struct lirc_keymap sz_keymap = {
	.name = "sz", .entries = sz_keys, .size = ARRAY_SIZE(sz_keys),
};

/*
 * A raw receiver decodes its keymap's protocols by default, as 6.1 does: a
 * damaged RC-5-SZ frame (one bit short, which is a well-formed RC-5 frame)
 * never comes out as an RC-5 code; RC-5 is opt-in.
 */
static void lirc_keymap_protocols_test(struct kunit *test)
{
	struct lirc_device *ld = code_device_bits(test, LIRC_RX_RAW, &sz_keymap,
						  32);
	struct lirc_fh *codes = reader(test, ld, LIRC_MODE_SCANCODE);
	struct lirc_scancode sc[4];

	KUNIT_EXPECT_EQ(test, ld->protocols, BIT_ULL(RC_PROTO_RC5_SZ));
	KUNIT_EXPECT_EQ(test, lirc_keymap_protocols(&test_keymap),
			BIT_ULL(RC_PROTO_NEC) | BIT_ULL(RC_PROTO_RC5));
	KUNIT_EXPECT_EQ(test, lirc_keymap_protocols(NULL), 0ULL);

	send_raw(ld, RC_PROTO_RC5, 0x0a01);	/* the SZ frame minus one bit */
	KUNIT_EXPECT_EQ(test, take_codes(codes, sc, 4), 0U);
	send_raw(ld, RC_PROTO_RC5_SZ, 0x28c1);
	KUNIT_ASSERT_EQ(test, take_codes(codes, sc, 4), 1U);
	KUNIT_EXPECT_EQ(test, sc[0].keycode, (u32)KEY_NUMERIC_1);

	ld->protocols |= BIT_ULL(RC_PROTO_RC5);	/* opt in */
	send_raw(ld, RC_PROTO_RC5, 0x0a01);
	KUNIT_ASSERT_EQ(test, take_codes(codes, sc, 4), 1U);
	KUNIT_EXPECT_EQ(test, sc[0].rc_proto, (u16)RC_PROTO_RC5);
	drop(codes);
	lirc_test_put(ld);
}

/* A chained keymap: the keys and protocols of every link count. */
static void lirc_keymap_chain_test(struct kunit *test)
{
	static const struct lirc_keymap_entry more_keys[] = {
		{ .proto = RC_PROTO_NECX, .scancode = 0x801054,
		  .keycode = KEY_NUMERIC_1 },
	};
	static const struct lirc_keymap more = {
		.name = "more", .entries = more_keys,
		.size = ARRAY_SIZE(more_keys),
	};
	struct lirc_keymap chain = sz_keymap;
	struct lirc_device *ld;
	struct lirc_fh *codes;
	struct lirc_scancode sc[4];

	chain.more = &more;
	KUNIT_EXPECT_EQ(test, lirc_keymap_protocols(&chain),
			BIT_ULL(RC_PROTO_RC5_SZ) | BIT_ULL(RC_PROTO_NECX));
	ld = code_device_bits(test, LIRC_RX_RAW, &chain, 32);
	codes = reader(test, ld, LIRC_MODE_SCANCODE);
	KUNIT_EXPECT_EQ(test, ld->protocols,
			BIT_ULL(RC_PROTO_RC5_SZ) | BIT_ULL(RC_PROTO_NECX));
	send_raw(ld, RC_PROTO_NECX, 0x801054);
	KUNIT_ASSERT_EQ(test, take_codes(codes, sc, 4), 1U);
	KUNIT_EXPECT_EQ(test, sc[0].keycode, (u32)KEY_NUMERIC_1);
	send_raw(ld, RC_PROTO_RC5_SZ, 0x28c1);
	KUNIT_ASSERT_EQ(test, take_codes(codes, sc, 4), 1U);
	KUNIT_EXPECT_EQ(test, sc[0].keycode, (u32)KEY_NUMERIC_1);
	drop(codes);
	lirc_test_put(ld);
}

enum hw_op { HW_END, HW_SCAN, HW_SCAN_LC, HW_LC, HW_KEYUP, HW_REPEAT,
	     HW_POINTER };

struct hw_step {
	enum hw_op op;
	u64 scancode;		/* HW_SCAN, HW_SCAN_LC */
	bool has_lc;		/* HW_SCAN_LC: bytes given, else NULL */
	u8 lc[4];		/* HW_SCAN_LC, HW_LC */
};

struct hw_case {
	const char *name;
	bool no_lirccode_ops;	/* the device has no ops.lirccode */
	struct hw_step steps[4];
	/* scancode records: their flags, in order */
	unsigned int codes;
	u16 flags[4];
	/* LIRCCODE records (4 bytes each), in order */
	unsigned int lcs;
	u8 lc[2][4];
};

/*
 * The exports for hardware that decodes on its own: codes with their own
 * LIRCCODE bytes, LIRCCODE-only codes, releases, pointer events. The
 * device's ops.lirccode would make the scancode's bytes (test_lirccode).
 */
static const struct hw_case hw_cases[] = {
	{ "own LIRCCODE bytes replace ops.lirccode",
	  .steps = { { HW_SCAN_LC, 0x0408, true, { 1, 2, 3, 4 } } },
	  .codes = 1, .lcs = 1, .lc = { { 1, 2, 3, 4 } } },
	{ "no LIRCCODE bytes: a scancode record, no LIRCCODE record",
	  .steps = { { HW_SCAN_LC, 0x0408 } }, .codes = 1 },
	{ "ops.lirccode when a driver does not give bytes",
	  .steps = { { HW_SCAN, 0x0408 } },
	  .codes = 1, .lcs = 1, .lc = { { 0, 0, 4, 8 } } },
	{ "a LIRCCODE-only code: nothing for scancode readers",
	  .steps = { { HW_LC, .lc = { 9, 8, 7, 6 } } },
	  .lcs = 1, .lc = { { 9, 8, 7, 6 } } },
	{ "a LIRCCODE-only code on a device without LIRCCODE: nothing",
	  .no_lirccode_ops = true, .steps = { { HW_LC, .lc = { 9, 8, 7, 6 } } } },
	{ "the same code twice: a press and its repeat",
	  .steps = { { HW_SCAN, 0x0408 }, { HW_SCAN, 0x0408 } },
	  .codes = 2, .flags = { 0, LIRC_SCANCODE_FLAG_REPEAT },
	  .lcs = 2, .lc = { { 0, 0, 4, 8 }, { 0, 0, 4, 8 } } },
	{ "after a release the same code is a new press",
	  .steps = { { HW_SCAN_LC, 0x0408 }, { HW_KEYUP },
		     { HW_SCAN_LC, 0x0408 } },
	  .codes = 2, .flags = { 0, 0 } },
	{ "after a release a repeat repeats nothing",
	  .steps = { { HW_SCAN_LC, 0x0408 }, { HW_KEYUP }, { HW_REPEAT } },
	  .codes = 1 },
	{ "a release with no key down: nothing",
	  .steps = { { HW_KEYUP }, { HW_REPEAT } } },
	{ "pointer events on a device without a pointer: nothing",
	  .steps = { { HW_POINTER } } },
};

static void hw_case_desc(const struct hw_case *c, char *desc)
{
	strscpy(desc, c->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(hw, hw_cases, hw_case_desc);

static void lirc_hw_code_test(struct kunit *test)
{
	static const struct lirc_device_ops no_lc_ops = {};
	const struct hw_case *c = test->param_value;
	struct lirc_device_desc desc = {
		.name = "test", .driver_name = "test",
		.ops = c->no_lirccode_ops ? &no_lc_ops : &code_ops,
		.rx_type = LIRC_RX_SCANCODE, .keymap = &test_keymap,
		.lirccode_bits = c->no_lirccode_ops ? 0 : 32, .timeout = 100000,
	};
	struct lirc_device *ld = lirc_test_device(test, &desc);
	struct lirc_fh *codes = reader(test, ld, LIRC_MODE_SCANCODE);
	struct lirc_fh *lcs = c->no_lirccode_ops ? NULL :
			      reader(test, ld, LIRC_MODE_LIRCCODE);
	const struct hw_step *st;
	struct lirc_scancode sc[5];
	u8 buf[3 * 4];
	unsigned int i, n;

	for (st = c->steps; st < c->steps + ARRAY_SIZE(c->steps); st++) {
		switch (st->op) {
		case HW_END:
			break;
		case HW_SCAN:
			lirc_rx_scancode(ld, RC_PROTO_NEC, st->scancode, false);
			break;
		case HW_SCAN_LC:
			lirc_rx_scancode_lirccode(ld, RC_PROTO_NEC, st->scancode,
						  false,
						  st->has_lc ? st->lc : NULL);
			break;
		case HW_LC:
			lirc_rx_lirccode(ld, st->lc);
			break;
		case HW_KEYUP:
			lirc_rx_keyup(ld);
			break;
		case HW_REPEAT:
			lirc_rx_repeat(ld);
			break;
		case HW_POINTER:
			lirc_rx_pointer(ld, 3, -4);
			lirc_rx_button(ld, BTN_LEFT, true);
			lirc_rx_button(ld, KEY_A, true);
			break;
		}
	}
	n = take_codes(codes, sc, ARRAY_SIZE(sc));
	KUNIT_ASSERT_EQ(test, n, c->codes);
	for (i = 0; i < n; i++) {
		KUNIT_EXPECT_EQ(test, sc[i].flags, c->flags[i]);
		KUNIT_EXPECT_EQ(test, sc[i].keycode, (u32)KEY_VOLUMEUP);
	}
	if (lcs) {
		n = lirc_queue_get(&lcs->lircq, buf, sizeof(buf));
		KUNIT_ASSERT_EQ(test, n, 4 * c->lcs);
		for (i = 0; i < c->lcs; i++)
			KUNIT_EXPECT_TRUE(test, !memcmp(buf + 4 * i, c->lc[i], 4));
		drop(lcs);
	}
	drop(codes);
	lirc_test_put(ld);
}

/* The key-up time a driver sets is kept within 1 ms .. LIRC_KEYUP_MAX_MS. */
static void lirc_keyup_ms_test(struct kunit *test)
{
	struct lirc_device *ld = code_device(test, LIRC_RX_SCANCODE);

	lirc_set_keyup_ms(ld, 300);
	KUNIT_EXPECT_EQ(test, lirc_keyup_ms(ld), 300U);
	lirc_set_keyup_ms(ld, 0);
	KUNIT_EXPECT_EQ(test, lirc_keyup_ms(ld), 1U);
	lirc_set_keyup_ms(ld, LIRC_KEYUP_MAX_MS + 1);
	KUNIT_EXPECT_EQ(test, lirc_keyup_ms(ld), LIRC_KEYUP_MAX_MS);
	lirc_test_put(ld);
}

static struct kunit_case lirc_code_cases[] = {
	KUNIT_CASE(lirc_scancode_record_test),
	KUNIT_CASE_PARAM(lirc_lirccode_test, lirccode_gen_params),
	KUNIT_CASE_PARAM(lirc_keymap_test, keymap_gen_params),
	KUNIT_CASE(lirc_keymap_limit_test),
	KUNIT_CASE(lirc_keymap_pointer_button_test),
	KUNIT_CASE(lirc_keymap_too_big_test),
	KUNIT_CASE(lirc_raw_decode_test),
	KUNIT_CASE(lirc_keymap_protocols_test),
	KUNIT_CASE(lirc_protocols_mid_frame_test),
	KUNIT_CASE(lirc_keymap_chain_test),
	KUNIT_CASE_PARAM(lirc_hw_code_test, hw_gen_params),
	KUNIT_CASE(lirc_keyup_ms_test),
	{}
};

static struct kunit_suite lirc_code_suite = {
	.name = "lirc_code",
	.test_cases = lirc_code_cases,
};

kunit_test_suite(lirc_code_suite);

MODULE_LICENSE("GPL");
