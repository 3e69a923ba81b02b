// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit tests for lirc_atiusb's frame decoders: RW1/X10 frames (channels,
 * checksums, the mouse pad, other X10 remotes' frames), the pad's
 * acceleration on a fake clock, the RW2's keys (mode keys, key states)
 * and stick (dead zone, compass), the Xbox DVD kit, and the keymaps.
 * Expected bytes are written out by hand from Debian's
 * atiusb/lircd.conf.atiusb and lircd.conf.atilibusb and from the formats
 * in ../shared/reference/devices.md, not computed.
 */

#include <kunit/test.h>
#include <linux/input.h>

#include "lirc_kunit.h"
#include "atiusb_decode.h"

static const struct atiusb_settings at_default = {
	.channel_mask = 0xffff,
	.window_ms = 100,
	.mode_keys = ATIUSB_MODE_KEYS_SWITCH,
	.key_states = ATIUSB_STATES_HOLD,
};

/* @want_lc: 0 for no LIRCCODE, else the bytes (5 for RW1) */
static void at_expect(struct kunit *test, const struct atiusb_event *ev,
		      enum atiusb_kind kind, unsigned int nlc, const u8 *lc)
{
	KUNIT_EXPECT_EQ(test, ev->kind, kind);
	KUNIT_EXPECT_EQ(test, ev->has_lc, nlc != 0);
	if (nlc && ev->has_lc)
		KUNIT_EXPECT_EQ_MSG(test, memcmp(ev->lirccode, lc, nlc), 0,
				    "LIRCCODE %*ph, want %*ph", nlc,
				    ev->lirccode, nlc, lc);
}

struct rw1_case {
	const char *name;
	u8 frame[6];
	unsigned int len;
	u16 mask;
	bool in_code;
	enum atiusb_kind kind;
	u32 scancode;
	bool toggle;
	u8 lc[5];
	bool no_lc;
};

static const struct rw1_case rw1_cases[] = {
	/* lircd.conf.atiusb X10_Ch1: Power 0xD702, pre 0x14, post 0x0000 */
	{ "X10 ch1 Power", { 0x14, 0xd7, 0x02, 0x00 }, 4, 0xffff, false,
	  ATIUSB_KEY, 0x02, false, { 0x14, 0xd7, 0x02, 0x00, 0x00 } },
	/* X10_Ch2 Power 0xE702, post 0x1000: with the channel kept */
	{ "X10 ch2 Power, channel in code", { 0x14, 0xe7, 0x02, 0x10 }, 4,
	  0xffff, true, ATIUSB_KEY, 0x102, false,
	  { 0x14, 0xe7, 0x02, 0x10, 0x00 } },
	/* ... and without: the channel 1 code */
	{ "X10 ch2 Power, channel stripped", { 0x14, 0xe7, 0x02, 0x10 }, 4,
	  0xffff, false, ATIUSB_KEY, 0x02, false,
	  { 0x14, 0xd7, 0x02, 0x00, 0x00 } },
	/* X10_Ch16 Power 0xC702, post 0xF000 */
	{ "X10 ch16 Power, channel in code", { 0x14, 0xc7, 0x02, 0xf0 }, 4,
	  0xffff, true, ATIUSB_KEY, 0xf02, false,
	  { 0x14, 0xc7, 0x02, 0xf0, 0x00 } },
	/* X10_Ch2 Live_TV 0x819C: key 0x1c with its toggle bit */
	{ "X10 ch2 Live_TV, toggle set", { 0x14, 0x81, 0x9c, 0x10 }, 4,
	  0xffff, true, ATIUSB_KEY, 0x11c, true,
	  { 0x14, 0x81, 0x9c, 0x10, 0x00 } },
	/* X10_Ch1 Live_TV 0x719C */
	{ "X10 ch1 Live_TV", { 0x14, 0x71, 0x9c, 0x00 }, 4, 0xffff, false,
	  ATIUSB_KEY, 0x1c, true, { 0x14, 0x71, 0x9c, 0x00, 0x00 } },
	{ "ATI KEY_A (0x00)", { 0x14, 0xd5, 0x00, 0x00 }, 4, 0xffff, false,
	  ATIUSB_KEY, 0x00, false, { 0x14, 0xd5, 0x00, 0x00, 0x00 } },
	/* Niveus_X10 mouse-up 0x1447720000 */
	{ "pad up", { 0x14, 0x47, 0x72, 0x00 }, 4, 0xffff, false,
	  ATIUSB_MOVE, 0, false, { 0x14, 0x47, 0x72, 0x00, 0x00 } },
	{ "pad left button down", { 0x14, 0x4d, 0x78, 0x00 }, 4, 0xffff, false,
	  ATIUSB_BUTTON, 0, false, { 0x14, 0x4d, 0x78, 0x00, 0x00 } },
	{ "pad double click: LIRCCODE only", { 0x14, 0x4f, 0x7a, 0x00 }, 4,
	  0xffff, false, ATIUSB_LIRCCODE, 0, false,
	  { 0x14, 0x4f, 0x7a, 0x00, 0x00 } },
	/* lircd.conf.atiusb microapp6in1 num_1 0x20EE11820D (5 bytes) */
	{ "X10 5-byte frame: LIRCCODE only", { 0x20, 0xee, 0x11, 0x82, 0x0d }, 5,
	  0xffff, false, ATIUSB_LIRCCODE, 0, false,
	  { 0x20, 0xee, 0x11, 0x82, 0x0d } },
	/* 3 bytes on channel 2: 0x10 out of the last and the first byte */
	{ "X10 3-byte frame, channel stripped", { 0xaa, 0xbb, 0x1c }, 3,
	  0xffff, false, ATIUSB_LIRCCODE, 0, false,
	  { 0x9a, 0xbb, 0x0c, 0x00, 0x00 } },
	{ "X10 3-byte frame, channel kept", { 0xaa, 0xbb, 0x1c }, 3,
	  0xffff, true, ATIUSB_LIRCCODE, 0, false,
	  { 0xaa, 0xbb, 0x1c, 0x00, 0x00 } },
	{ "4 bytes of another remote", { 0x20, 0x01, 0x02, 0x03 }, 4, 0xffff,
	  false, ATIUSB_LIRCCODE, 0, false, { 0x20, 0x01, 0x02, 0x03, 0x00 } },
	{ "wrong checksum", { 0x14, 0xd8, 0x02, 0x00 }, 4, 0xffff, false,
	  ATIUSB_BAD, 0, false, { }, true },
	{ "low nibble in the channel byte", { 0x14, 0xd8, 0x02, 0x01 }, 4,
	  0xffff, false, ATIUSB_BAD, 0, false, { }, true },
	{ "2 bytes", { 0x14, 0xd7 }, 2, 0xffff, false, ATIUSB_BAD, 0, false,
	  { }, true },
	{ "6 bytes", { 0x14, 0xd7, 0x02, 0x00, 0x00, 0x00 }, 6, 0xffff, false,
	  ATIUSB_BAD, 0, false, { }, true },
	{ "empty", { }, 0, 0xffff, false, ATIUSB_BAD, 0, false, { }, true },
	{ "channel 2 masked out", { 0x14, 0xe7, 0x02, 0x10 }, 4, 0xfffd, false,
	  ATIUSB_NONE, 0, false, { }, true },
	{ "only channel 2 accepted: channel 1", { 0x14, 0xd7, 0x02, 0x00 }, 4,
	  0x0002, false, ATIUSB_NONE, 0, false, { }, true },
	{ "only channel 2 accepted: channel 2", { 0x14, 0xe7, 0x02, 0x10 }, 4,
	  0x0002, false, ATIUSB_KEY, 0x02, false,
	  { 0x14, 0xd7, 0x02, 0x00, 0x00 } },
	{ "no channel accepted", { 0x14, 0xd7, 0x02, 0x00 }, 4, 0, false,
	  ATIUSB_NONE, 0, false, { }, true },
};

LIRC_KUNIT_PARAMS(rw1, rw1_cases);

static void atiusb_rw1_test(struct kunit *test)
{
	const struct rw1_case *c = test->param_value;
	struct atiusb_settings set = at_default;
	struct atiusb_state st = { .mode = ATIUSB_NO_MODE };
	struct atiusb_event ev;

	set.channel_mask = c->mask;
	set.channel_in_code = c->in_code;
	atiusb_rw1_frame(c->frame, c->len, &set, &st, 0, &ev);
	at_expect(test, &ev, c->kind, c->no_lc ? 0 : 5, c->lc);
	if (c->kind == ATIUSB_KEY) {
		KUNIT_EXPECT_EQ(test, ev.proto, (u32)RC_PROTO_OTHER);
		KUNIT_EXPECT_EQ(test, ev.scancode, c->scancode);
		KUNIT_EXPECT_EQ(test, ev.toggle, c->toggle);
	}
}

struct pad_case {
	const char *name;
	u8 key;
	int dx;
	int dy;
	unsigned int button;
	bool down;
};

/* Mainline's ati_remote directions: left, right, up, down, diagonals. */
static const struct pad_case pad_cases[] = {
	{ "0x70 left", 0x70, -1, 0 },
	{ "0x71 right", 0x71, 1, 0 },
	{ "0x72 up", 0x72, 0, -1 },
	{ "0x73 down", 0x73, 0, 1 },
	{ "0x74 left-up", 0x74, -1, -1 },
	{ "0x75 right-up", 0x75, 1, -1 },
	{ "0x76 right-down", 0x76, 1, 1 },
	{ "0x77 left-down", 0x77, -1, 1 },
	{ "0x78 left button down", 0x78, 0, 0, BTN_LEFT, true },
	{ "0x79 left button up", 0x79, 0, 0, BTN_LEFT, false },
	{ "0x7c right button down", 0x7c, 0, 0, BTN_RIGHT, true },
	{ "0x7d right button up", 0x7d, 0, 0, BTN_RIGHT, false },
	{ "0xf2 up with the toggle bit", 0xf2, 0, -1 },
};

LIRC_KUNIT_PARAMS(pad, pad_cases);

static void atiusb_pad_test(struct kunit *test)
{
	const struct pad_case *c = test->param_value;
	struct atiusb_state st = { .mode = ATIUSB_NO_MODE };
	u8 frame[4] = { 0x14, (u8)(c->key + 0xd5), c->key, 0x00 };
	struct atiusb_event ev;

	atiusb_rw1_frame(frame, 4, &at_default, &st, 0, &ev);
	KUNIT_ASSERT_EQ(test, ev.kind,
			c->button ? ATIUSB_BUTTON : ATIUSB_MOVE);
	if (c->button) {
		KUNIT_EXPECT_EQ(test, ev.button, c->button);
		KUNIT_EXPECT_EQ(test, ev.down, c->down);
	} else {
		KUNIT_EXPECT_EQ(test, ev.dx, c->dx);
		KUNIT_EXPECT_EQ(test, ev.dy, c->dy);
	}
}

struct accel_case {
	const char *name;
	u8 code;
	int at_ms;
	int step;
};

/* One held direction: frames under 100 ms apart, a pause, another direction. */
static const struct accel_case accel_cases[] = {
	{ "first frame", 0x71, 0, 1 },
	{ "50 ms", 0x71, 50, 1 },
	{ "100 ms", 0x71, 100, 1 },
	{ "150 ms: doubled", 0x71, 150, 2 },
	{ "200 ms", 0x71, 200, 2 },
	{ "250 ms: 4", 0x71, 250, 4 },
	{ "300 ms", 0x71, 300, 4 },
	{ "375 ms: 8", 0x71, 375, 8 },
	{ "450 ms", 0x71, 450, 8 },
	{ "500 ms: 16", 0x71, 500, 16 },
	{ "550 ms", 0x71, 550, 16 },
	{ "600 ms: at most 16", 0x71, 600, 16 },
	{ "690 ms: at most 16", 0x71, 690, 16 },
	{ "2000 ms after a pause: 1 again", 0x71, 2000, 1 },
	{ "2050 ms another direction: 1", 0x70, 2050, 1 },
	{ "2099 ms", 0x70, 2099, 1 },
	{ "2180 ms: doubled", 0x70, 2180, 2 },
	{ "2280 ms: 100 ms after, a new hold", 0x70, 2280, 1 },
};

static void atiusb_accel_test(struct kunit *test)
{
	struct atiusb_state st = { .mode = ATIUSB_NO_MODE };
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(accel_cases); i++) {
		const struct accel_case *c = &accel_cases[i];

		KUNIT_EXPECT_EQ_MSG(test,
				    atiusb_pad_step(&st, c->code,
						    ms_to_ktime(c->at_ms), 100),
				    c->step, "%s", c->name);
	}
	/* A new stream (the core's start hook clears move_code). */
	st.move_code = 0;
	KUNIT_EXPECT_EQ(test, atiusb_pad_step(&st, 0x70, ms_to_ktime(2300), 100), 1);
}

/* A key frame of another direction ends the hold. */
static void atiusb_accel_key_ends_test(struct kunit *test)
{
	struct atiusb_state st = { .mode = ATIUSB_NO_MODE };
	static const u8 right[4] = { 0x14, 0x46, 0x71, 0x00 };
	static const u8 power[4] = { 0x14, 0xd7, 0x02, 0x00 };
	struct atiusb_event ev;

	atiusb_rw1_frame(right, 4, &at_default, &st, ms_to_ktime(0), &ev);
	atiusb_rw1_frame(right, 4, &at_default, &st, ms_to_ktime(80), &ev);
	atiusb_rw1_frame(right, 4, &at_default, &st, ms_to_ktime(160), &ev);
	KUNIT_EXPECT_EQ(test, ev.dx, 2);
	atiusb_rw1_frame(power, 4, &at_default, &st, ms_to_ktime(200), &ev);
	KUNIT_EXPECT_EQ(test, ev.kind, ATIUSB_KEY);
	atiusb_rw1_frame(right, 4, &at_default, &st, ms_to_ktime(240), &ev);
	KUNIT_EXPECT_EQ(test, ev.dx, 1);
}

struct rw2_case {
	const char *name;
	enum atiusb_mode_keys mode_keys;
	enum atiusb_key_states states;
	bool in_code;
	u16 mask;
	u8 mode_before;
	u8 frame[4];
	unsigned int len;
	enum atiusb_kind kind;
	u32 scancode;
	u8 lc[3];
	bool no_lc;
	u8 mode_after;
};

#define M_SW ATIUSB_MODE_KEYS_SWITCH
#define S_HOLD ATIUSB_STATES_HOLD
#define NOM ATIUSB_NO_MODE

static const struct rw2_case rw2_cases[] = {
	/* lircd.conf.atilibusb: KEY_POWER 0x00020C, KEY_VOLUMEUP 0x000210 */
	{ "AUX1 power press", M_SW, S_HOLD, false, 0xffff, NOM,
	  { 0x00, 0x01, 0x0c }, 3, ATIUSB_KEY, 0x00c, { 0x00, 0x02, 0x0c },
	  false, NOM },
	{ "AUX1 power hold", M_SW, S_HOLD, false, 0xffff, NOM,
	  { 0x00, 0x02, 0x0c }, 3, ATIUSB_KEY, 0x00c, { 0x00, 0x02, 0x0c },
	  false, NOM },
	{ "AUX1 power release: no LIRCCODE", M_SW, S_HOLD, false, 0xffff, NOM,
	  { 0x00, 0x00, 0x0c }, 3, ATIUSB_RELEASE, 0x00c, { }, true, NOM },
	{ "PC volume up: mode in the scancode, not the LIRCCODE", M_SW,
	  S_HOLD, false, 0xffff, NOM, { 0x04, 0x01, 0x10 }, 3, ATIUSB_KEY,
	  0x410, { 0x00, 0x02, 0x10 }, false, NOM },
	{ "PC volume up, mode in code", M_SW, S_HOLD, true, 0xffff, NOM,
	  { 0x04, 0x01, 0x10 }, 3, ATIUSB_KEY, 0x410, { 0x04, 0x02, 0x10 },
	  false, NOM },
	{ "updown: press", M_SW, ATIUSB_STATES_UPDOWN, false, 0xffff, NOM,
	  { 0x00, 0x01, 0x10 }, 3, ATIUSB_KEY, 0x010, { 0x00, 0x01, 0xfe },
	  false, NOM },
	{ "updown: hold", M_SW, ATIUSB_STATES_UPDOWN, false, 0xffff, NOM,
	  { 0x00, 0x02, 0x10 }, 3, ATIUSB_KEY, 0x010, { 0x00, 0x02, 0x10 },
	  false, NOM },
	{ "updown: release", M_SW, ATIUSB_STATES_UPDOWN, false, 0xffff, NOM,
	  { 0x00, 0x00, 0x10 }, 3, ATIUSB_RELEASE, 0x010,
	  { 0x00, 0x00, 0xfe }, false, NOM },
	{ "raw: press", M_SW, ATIUSB_STATES_RAW, false, 0xffff, NOM,
	  { 0x00, 0x01, 0x10 }, 3, ATIUSB_KEY, 0x010, { 0x00, 0x01, 0x10 },
	  false, NOM },
	{ "raw: release", M_SW, ATIUSB_STATES_RAW, false, 0xffff, NOM,
	  { 0x00, 0x00, 0x10 }, 3, ATIUSB_RELEASE, 0x010,
	  { 0x00, 0x00, 0x10 }, false, NOM },
	{ "switch: AUX2 key pressed in no mode yet", M_SW, S_HOLD, false,
	  0xffff, NOM, { 0x01, 0x01, 0x3f }, 3, ATIUSB_KEY, 0x13f,
	  { 0x01, 0x03, 0x3f }, false, NOM },
	{ "switch: AUX2 held", M_SW, S_HOLD, false, 0xffff, NOM,
	  { 0x01, 0x02, 0x3f }, 3, ATIUSB_KEY, 0x13f, { }, true, NOM },
	{ "switch: AUX2 released: the mode is AUX2", M_SW, S_HOLD, false,
	  0xffff, NOM, { 0x01, 0x00, 0x3f }, 3, ATIUSB_RELEASE, 0x13f, { },
	  true, 1 },
	{ "switch: AUX2 again in AUX2 (the stick's echo): nothing", M_SW,
	  S_HOLD, false, 0xffff, 1, { 0x01, 0x01, 0x3f }, 3, ATIUSB_NONE, 0,
	  { }, true, 1 },
	{ "switch: PC in AUX2", M_SW, S_HOLD, false, 0xffff, 1,
	  { 0x04, 0x01, 0x3f }, 3, ATIUSB_KEY, 0x43f, { 0x04, 0x03, 0x3f },
	  false, 1 },
	{ "ignore: PC pressed: nothing", ATIUSB_MODE_KEYS_IGNORE, S_HOLD,
	  false, 0xffff, 1, { 0x04, 0x01, 0x3f }, 3, ATIUSB_NONE, 0, { },
	  true, 1 },
	{ "ignore: PC released: nothing, the mode is PC",
	  ATIUSB_MODE_KEYS_IGNORE, S_HOLD, false, 0xffff, 1,
	  { 0x04, 0x00, 0x3f }, 3, ATIUSB_NONE, 0, { }, true, 4 },
	{ "raw: AUX2 again in AUX2: a key, mode kept in LIRCCODE",
	  ATIUSB_MODE_KEYS_RAW, S_HOLD, false, 0xffff, 1,
	  { 0x01, 0x01, 0x3f }, 3, ATIUSB_KEY, 0x13f, { 0x01, 0x02, 0x3f },
	  false, 1 },
	{ "channel 2 masked out", M_SW, S_HOLD, false, 0x0001, NOM,
	  { 0x10, 0x01, 0x0c }, 3, ATIUSB_NONE, 0, { }, true, NOM },
	{ "channel 2 accepted", M_SW, S_HOLD, false, 0x0002, NOM,
	  { 0x10, 0x01, 0x0c }, 3, ATIUSB_KEY, 0x00c, { 0x00, 0x02, 0x0c },
	  false, NOM },
	{ "mode 5: malformed", M_SW, S_HOLD, false, 0xffff, NOM,
	  { 0x05, 0x01, 0x0c }, 3, ATIUSB_BAD, 0, { }, true, NOM },
	{ "state 3: malformed", M_SW, S_HOLD, false, 0xffff, NOM,
	  { 0x00, 0x03, 0x0c }, 3, ATIUSB_BAD, 0, { }, true, NOM },
	{ "2 bytes: malformed", M_SW, S_HOLD, false, 0xffff, NOM,
	  { 0x00, 0x01 }, 2, ATIUSB_BAD, 0, { }, true, NOM },
	{ "4 bytes: malformed", M_SW, S_HOLD, false, 0xffff, NOM,
	  { 0x00, 0x01, 0x0c, 0x00 }, 4, ATIUSB_BAD, 0, { }, true, NOM },
};

LIRC_KUNIT_PARAMS(rw2, rw2_cases);

static void atiusb_rw2_test(struct kunit *test)
{
	const struct rw2_case *c = test->param_value;
	struct atiusb_settings set = at_default;
	struct atiusb_state st = { .mode = c->mode_before };
	struct atiusb_event ev;

	set.mode_keys = c->mode_keys;
	set.key_states = c->states;
	set.channel_in_code = c->in_code;
	set.channel_mask = c->mask;
	atiusb_rw2_key(c->frame, c->len, &set, &st, &ev);
	at_expect(test, &ev, c->kind, c->no_lc ? 0 : 3, c->lc);
	if (c->kind == ATIUSB_KEY || c->kind == ATIUSB_RELEASE) {
		KUNIT_EXPECT_EQ(test, ev.proto, (u32)RC_PROTO_OTHER);
		KUNIT_EXPECT_EQ(test, ev.scancode, c->scancode);
	}
	KUNIT_EXPECT_EQ(test, st.mode, c->mode_after);
}

struct stick_case {
	const char *name;
	u8 frame[4];
	unsigned int len;
	unsigned int deadzone;
	bool in_code;
	enum atiusb_kind kind;
	int dx;
	int dy;
	u8 lc[3];
};

/* lircd.conf.atilibusb: mouse_up 0x0001FF, mouse_down_right 0x0012FF ... */
static const struct stick_case stick_cases[] = {
	{ "up (0, -46): N", { 0x00, 0x00, 0xd2 }, 3, 0, false, ATIUSB_MOVE,
	  0, -46, { 0x00, 0x01, 0xff } },
	{ "down (0, 46): S", { 0x00, 0x00, 0x2e }, 3, 0, false, ATIUSB_MOVE,
	  0, 46, { 0x00, 0x02, 0xff } },
	{ "right (46, 0): E", { 0x00, 0x2e, 0x00 }, 3, 0, false, ATIUSB_MOVE,
	  46, 0, { 0x00, 0x10, 0xff } },
	{ "left (-46, 0): W", { 0x00, 0xd2, 0x00 }, 3, 0, false, ATIUSB_MOVE,
	  -46, 0, { 0x00, 0x20, 0xff } },
	{ "down-right (46, 46): SE", { 0x00, 0x2e, 0x2e }, 3, 0, false,
	  ATIUSB_MOVE, 46, 46, { 0x00, 0x12, 0xff } },
	{ "down-left (-46, 46): SW", { 0x00, 0xd2, 0x2e }, 3, 0, false,
	  ATIUSB_MOVE, -46, 46, { 0x00, 0x22, 0xff } },
	{ "up-left (-20, -20): NW", { 0x00, 0xec, 0xec }, 3, 0, false,
	  ATIUSB_MOVE, -20, -20, { 0x00, 0x21, 0xff } },
	{ "PC mode, mode in code", { 0x04, 0x00, 0xd2 }, 3, 0, true,
	  ATIUSB_MOVE, 0, -46, { 0x04, 0x01, 0xff } },
	{ "(0, 0): nothing", { 0x00, 0x00, 0x00 }, 3, 0, false, ATIUSB_NONE },
	{ "(5, 5) in a dead zone of 10", { 0x00, 0x05, 0x05 }, 3, 10, false,
	  ATIUSB_NONE },
	{ "(10, 0) on a dead zone of 10", { 0x00, 0x0a, 0x00 }, 3, 10, false,
	  ATIUSB_NONE },
	{ "(11, 0) past a dead zone of 10", { 0x00, 0x0b, 0x00 }, 3, 10, false,
	  ATIUSB_MOVE, 11, 0, { 0x00, 0x10, 0xff } },
	{ "(-127, 0) on the largest dead zone", { 0x00, 0x81, 0x00 }, 3,
	  127, false, ATIUSB_NONE },
	{ "(-128, 0) past the largest dead zone", { 0x00, 0x80, 0x00 }, 3,
	  127, false, ATIUSB_MOVE, -128, 0, { 0x00, 0x20, 0xff } },
	{ "mode 7: malformed", { 0x07, 0x00, 0xd2 }, 3, 0, false, ATIUSB_BAD },
	{ "2 bytes: malformed", { 0x00, 0x00 }, 2, 0, false, ATIUSB_BAD },
	{ "8 bytes: malformed", { 0x00, 0x01, 0x02, 0x03 }, 4, 0, false,
	  ATIUSB_BAD },
};

LIRC_KUNIT_PARAMS(stick, stick_cases);

static void atiusb_stick_test(struct kunit *test)
{
	const struct stick_case *c = test->param_value;
	struct atiusb_settings set = at_default;
	struct atiusb_event ev;

	set.deadzone = c->deadzone;
	set.channel_in_code = c->in_code;
	atiusb_rw2_stick(c->frame, c->len, &set, &ev);
	at_expect(test, &ev, c->kind, c->kind == ATIUSB_MOVE ? 3 : 0, c->lc);
	KUNIT_EXPECT_EQ(test, ev.dx, c->dx);
	KUNIT_EXPECT_EQ(test, ev.dy, c->dy);
}

struct compass_case {
	const char *name;
	int x;
	int y;
	u8 code;
};

/* The 2008 driver's rule: |1000 y / x| above 375 is N/S, and the same for E/W. */
static const struct compass_case compass_cases[] = {
	{ "(8, 3): 375 is not above: E", 8, 3, 0x10 },
	{ "(8, 4): SE", 8, 4, 0x12 },
	{ "(3, 8): S", 3, 8, 0x02 },
	{ "(-3, -8): N", -3, -8, 0x01 },
	{ "(-8, 3): W", -8, 3, 0x20 },
	{ "(100, 38): SE", 100, 38, 0x12 },
	{ "(100, 37): E", 100, 37, 0x10 },
	{ "(1, -1): NE", 1, -1, 0x11 },
	{ "(0, 5): S", 0, 5, 0x02 },
	{ "(-5, 0): W", -5, 0, 0x20 },
	{ "(0, 0): none", 0, 0, 0x00 },
};

LIRC_KUNIT_PARAMS(compass, compass_cases);

static void atiusb_compass_test(struct kunit *test)
{
	const struct compass_case *c = test->param_value;

	KUNIT_EXPECT_EQ(test, atiusb_compass(c->x, c->y), c->code);
}

struct xbox_case {
	const char *name;
	u8 pkt[8];
	unsigned int len;
	enum atiusb_kind kind;
	u32 scancode;
	u8 lc;
};

static const struct xbox_case xbox_cases[] = {
	{ "OK (0x0a0b)", { 0x00, 0x06, 0x0b, 0x0a, 0x40, 0x01 }, 6, ATIUSB_KEY,
	  0x0a0b, 0x0b },
	{ "MENU (0x0af7)", { 0x00, 0x06, 0xf7, 0x0a, 0x00, 0x00 }, 6,
	  ATIUSB_KEY, 0x0af7, 0xf7 },
	{ "5 bytes", { 0x00, 0x06, 0x0b, 0x0a, 0x40 }, 5, ATIUSB_BAD },
	{ "7 bytes", { 0x00, 0x06, 0x0b, 0x0a, 0x40, 0x01, 0x00 }, 7,
	  ATIUSB_BAD },
	{ "length byte 5", { 0x00, 0x05, 0x0b, 0x0a, 0x40, 0x01 }, 6,
	  ATIUSB_BAD },
	{ "empty", { }, 0, ATIUSB_BAD },
};

LIRC_KUNIT_PARAMS(xbox, xbox_cases);

static void atiusb_xbox_test(struct kunit *test)
{
	const struct xbox_case *c = test->param_value;
	struct atiusb_event ev;

	atiusb_xbox_frame(c->pkt, c->len, &ev);
	at_expect(test, &ev, c->kind, c->kind == ATIUSB_KEY ? 1 : 0, &c->lc);
	if (c->kind == ATIUSB_KEY) {
		KUNIT_EXPECT_EQ(test, ev.proto, (u32)RC_PROTO_XBOX_DVD);
		KUNIT_EXPECT_EQ(test, ev.scancode, c->scancode);
	}
}

static u32 at_lookup(const struct lirc_keymap *map, u32 proto, u64 scancode)
{
	unsigned int i;

	for (i = 0; i < map->size; i++)
		if (map->entries[i].proto == proto &&
		    map->entries[i].scancode == scancode)
			return map->entries[i].keycode;
	return KEY_RESERVED;
}

/* Spot checks against Linux 6.1's keymaps, and their sizes. */
static void atiusb_keymap_test(struct kunit *test)
{
	const struct lirc_keymap *x10 = &atiusb_x10_keymap;
	const struct lirc_keymap *rw2 = &atiusb_rw2_keymap;
	const struct lirc_keymap *xbox = &atiusb_xbox_keymap;
	unsigned int m;

	atiusb_rw2_keymap_fill();
	KUNIT_EXPECT_STREQ(test, x10->name, "rc-ati-x10");
	KUNIT_EXPECT_EQ(test, x10->size, 48U);
	KUNIT_EXPECT_EQ(test, at_lookup(x10, RC_PROTO_OTHER, 0x02), KEY_POWER);
	KUNIT_EXPECT_EQ(test, at_lookup(x10, RC_PROTO_OTHER, 0x0d), KEY_NUMERIC_1);
	KUNIT_EXPECT_EQ(test, at_lookup(x10, RC_PROTO_OTHER, 0x17), KEY_NUMERIC_0);
	KUNIT_EXPECT_EQ(test, at_lookup(x10, RC_PROTO_OTHER, 0x1c), KEY_PROPS);
	KUNIT_EXPECT_EQ(test, at_lookup(x10, RC_PROTO_OTHER, 0x30), KEY_SELECT);
	KUNIT_EXPECT_EQ(test, at_lookup(x10, RC_PROTO_OTHER, 0x2c), KEY_RESERVED);
	KUNIT_EXPECT_EQ(test, at_lookup(x10, RC_PROTO_OTHER, 0x102), KEY_RESERVED);

	KUNIT_EXPECT_EQ(test, rw2->size, 5U * 46U);
	/* Mode keys: AUX1-4 are KEY_PROG1-4, PC is KEY_PC (Linux 6.1). */
	KUNIT_EXPECT_EQ(test, at_lookup(rw2, RC_PROTO_OTHER, 0x03f), KEY_PROG1);
	KUNIT_EXPECT_EQ(test, at_lookup(rw2, RC_PROTO_OTHER, 0x13f), KEY_PROG2);
	KUNIT_EXPECT_EQ(test, at_lookup(rw2, RC_PROTO_OTHER, 0x23f), KEY_PROG3);
	KUNIT_EXPECT_EQ(test, at_lookup(rw2, RC_PROTO_OTHER, 0x33f), KEY_PROG4);
	KUNIT_EXPECT_EQ(test, at_lookup(rw2, RC_PROTO_OTHER, 0x43f), KEY_PC);
	for (m = 0; m < 5; m++) {
		KUNIT_EXPECT_EQ(test, at_lookup(rw2, RC_PROTO_OTHER, m << 8 | 0x0c),
				KEY_POWER);
		KUNIT_EXPECT_EQ(test, at_lookup(rw2, RC_PROTO_OTHER, m << 8 | 0xa9),
				BTN_LEFT);
		KUNIT_EXPECT_EQ(test, at_lookup(rw2, RC_PROTO_OTHER, m << 8 | 0xf9),
				KEY_INFO);
	}
	KUNIT_EXPECT_EQ(test, at_lookup(rw2, RC_PROTO_OTHER, 5 << 8 | 0x0c),
			KEY_RESERVED);

	KUNIT_EXPECT_STREQ(test, xbox->name, "rc-xbox-dvd");
	KUNIT_EXPECT_EQ(test, xbox->size, 27U);
	KUNIT_EXPECT_EQ(test, at_lookup(xbox, RC_PROTO_XBOX_DVD, 0xa0b), KEY_OK);
	KUNIT_EXPECT_EQ(test, at_lookup(xbox, RC_PROTO_XBOX_DVD, 0xaf7), KEY_MENU);
	KUNIT_EXPECT_EQ(test, at_lookup(xbox, RC_PROTO_XBOX_DVD, 0xace),
			KEY_NUMERIC_1);
}

static struct kunit_case atiusb_cases[] = {
	KUNIT_CASE_PARAM(atiusb_rw1_test, rw1_gen_params),
	KUNIT_CASE_PARAM(atiusb_pad_test, pad_gen_params),
	KUNIT_CASE(atiusb_accel_test),
	KUNIT_CASE(atiusb_accel_key_ends_test),
	KUNIT_CASE_PARAM(atiusb_rw2_test, rw2_gen_params),
	KUNIT_CASE_PARAM(atiusb_stick_test, stick_gen_params),
	KUNIT_CASE_PARAM(atiusb_compass_test, compass_gen_params),
	KUNIT_CASE_PARAM(atiusb_xbox_test, xbox_gen_params),
	KUNIT_CASE(atiusb_keymap_test),
	{}
};

static struct kunit_suite atiusb_suite = {
	.name = "lirc_atiusb",
	.test_cases = atiusb_cases,
};

kunit_test_suite(atiusb_suite);

MODULE_DESCRIPTION("KUnit tests for lirc_atiusb's frame decoders");
MODULE_LICENSE("GPL");
