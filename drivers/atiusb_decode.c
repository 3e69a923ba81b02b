// SPDX-License-Identifier: GPL-2.0
/*
 * ATI/X10 RF receivers, the Remote Wonder II and the Xbox DVD kit: their
 * frames, as pure functions.
 *
 * RW1/X10: frames of 3 to 5 bytes; the channel (remote id 1..16) is the
 * high nibble of the last byte. The ATI remotes send 4 bytes:
 * 14 SUM KEY CH, SUM = KEY + CH + 0xd5, KEY's top bit a toggle on some
 * remotes; KEY 0x70-0x7e are the mouse pad's. Other X10 remotes send 3 or
 * 5 bytes that only old lircd configurations know. The LIRCCODE is the
 * frame padded to 5 bytes, the channel taken out of it (from the last
 * byte and from the third-last) unless the user wants it in.
 *
 * RW2: 3-byte frames, mode|channel<<4, then state (0 release, 1 press,
 * 2 hold) and key on one endpoint, signed x and y of the stick on the
 * other. LIRCCODE: mode (or 0), state, key; the stick: mode (or 0),
 * compass, 0xff.
 *
 * Xbox DVD kit: 6-byte packets, 00 06 KEYLO KEYHI t t; LIRCCODE the low
 * key byte.
 */

#include <linux/bits.h>
#include <linux/input.h>
#include <linux/kernel.h>
#include <linux/minmax.h>
#include <linux/string.h>

#include "atiusb_decode.h"

#define RW1_PREFIX		0x14
#define RW1_SUM			0xd5
#define RW1_TOGGLE		0x80
/* The mouse pad: eight directions, two buttons (down, up), double clicks. */
#define RW1_PAD_FIRST		0x70
#define RW1_PAD_LAST		0x77
#define RW1_LEFT_DOWN		0x78
#define RW1_LEFT_UP		0x79
#define RW1_LEFT_DOUBLE		0x7a
#define RW1_RIGHT_DOWN		0x7c
#define RW1_RIGHT_UP		0x7d
#define RW1_RIGHT_DOUBLE	0x7e
/* A held pad direction doubles its step every this long, up to 16. */
#define RW1_ACCEL_MS		125
#define RW1_ACCEL_MAX_SHIFT	4
/* The compass: north/south when |y/x| is above this (in 1/1000). */
#define COMPASS_GRADIENT	375

#define XBOX_LEN		6

static void atiusb_lc(struct atiusb_event *ev, u8 b0, u8 b1, u8 b2)
{
	ev->has_lc = true;
	ev->lirccode[0] = b0;
	ev->lirccode[1] = b1;
	ev->lirccode[2] = b2;
}

/**
 * atiusb_pad_step() - how far one frame of a held pad direction moves
 * @st: the receiver's state
 * @code: the direction's key byte
 * @now: when the frame came (monotonic clock)
 * @window_ms: frames of the same direction closer than this are one hold
 *
 * Return: 1 for a new direction, doubling every RW1_ACCEL_MS it is held,
 * up to 16.
 */
int atiusb_pad_step(struct atiusb_state *st, u8 code, ktime_t now,
		    unsigned int window_ms)
{
	s64 held;

	if (code != st->move_code || ktime_before(now, st->move_last) ||
	    ktime_ms_delta(now, st->move_last) >= window_ms) {
		st->move_code = code;
		st->move_first = now;
	}
	st->move_last = now;
	held = ktime_ms_delta(now, st->move_first);
	return 1 << min_t(s64, held / RW1_ACCEL_MS, RW1_ACCEL_MAX_SHIFT);
}

/* The pad's directions, from RW1_PAD_FIRST: x and y of one step. */
static const s8 rw1_pad_dir[8][2] = {
	{ -1, 0 }, { 1, 0 }, { 0, -1 }, { 0, 1 },
	{ -1, -1 }, { 1, -1 }, { 1, 1 }, { -1, 1 },
};

/* A valid 4-byte ATI frame: its key (toggle included) is in @ev. */
static void atiusb_rw1_key(u8 key, u8 chan, const struct atiusb_settings *set,
			   struct atiusb_state *st, ktime_t now,
			   struct atiusb_event *ev)
{
	u8 code = key & ~RW1_TOGGLE;
	int step;

	if (code >= RW1_PAD_FIRST && code <= RW1_PAD_LAST) {
		step = atiusb_pad_step(st, code, now, set->window_ms);
		ev->kind = ATIUSB_MOVE;
		ev->dx = rw1_pad_dir[code - RW1_PAD_FIRST][0] * step;
		ev->dy = rw1_pad_dir[code - RW1_PAD_FIRST][1] * step;
		return;
	}
	st->move_code = 0;
	switch (code) {
	case RW1_LEFT_DOWN:
	case RW1_LEFT_UP:
	case RW1_RIGHT_DOWN:
	case RW1_RIGHT_UP:
		ev->kind = ATIUSB_BUTTON;
		ev->button = code < RW1_RIGHT_DOWN ? BTN_LEFT : BTN_RIGHT;
		ev->down = !(code & 1);
		return;
	case RW1_LEFT_DOUBLE:
	case RW1_RIGHT_DOUBLE:
		/* The receiver's own double click: the clicks came already. */
		ev->kind = ATIUSB_LIRCCODE;
		return;
	}
	ev->kind = ATIUSB_KEY;
	ev->proto = RC_PROTO_OTHER;
	ev->scancode = code | (set->channel_in_code ? chan << 8 : 0);
	ev->toggle = key & RW1_TOGGLE;
}

/**
 * atiusb_rw1_frame() - one frame of an RW1/X10 receiver
 * @buf: the frame
 * @len: its length
 * @set: the receiver's settings
 * @st: the receiver's state
 * @now: when it came (monotonic clock)
 * @ev: filled in
 *
 * A frame of 3 to 5 bytes on an accepted channel carries LIRCCODE bytes.
 * A 4-byte frame 14 SUM KEY CH is a key as Linux 6.1 reports it
 * (RC_PROTO_OTHER, the key byte without its toggle bit; the channel in
 * bits 8-11 with @set->channel_in_code), a pad direction, a pad button or
 * a double click; with a wrong sum or a low nibble in CH it is malformed.
 * Other frames are for LIRCCODE readers only. Other lengths: malformed.
 */
void atiusb_rw1_frame(const u8 *buf, unsigned int len,
		      const struct atiusb_settings *set,
		      struct atiusb_state *st, ktime_t now,
		      struct atiusb_event *ev)
{
	u8 chan;

	memset(ev, 0, sizeof(*ev));
	if (len < 3 || len > ATIUSB_LIRCCODE_MAX) {
		ev->kind = ATIUSB_BAD;
		return;
	}
	chan = buf[len - 1] >> 4;
	if (!(set->channel_mask & BIT(chan))) {
		ev->kind = ATIUSB_NONE;
		return;
	}
	if (len == 4 && buf[0] == RW1_PREFIX &&
	    ((buf[3] & 0x0f) || buf[1] != (u8)(buf[2] + buf[3] + RW1_SUM))) {
		ev->kind = ATIUSB_BAD;
		return;
	}
	ev->has_lc = true;
	memcpy(ev->lirccode, buf, len);
	if (!set->channel_in_code) {
		ev->lirccode[len - 1] &= 0x0f;
		ev->lirccode[len - 3] -= chan << 4;
	}
	if (len == 4 && buf[0] == RW1_PREFIX) {
		atiusb_rw1_key(buf[2], chan, set, st, now, ev);
	} else {
		st->move_code = 0;
		ev->kind = ATIUSB_LIRCCODE;
	}
}

/**
 * atiusb_rw2_key() - one frame of the RW2's key endpoint
 * @buf: the frame
 * @len: its length
 * @set: the receiver's settings
 * @st: the receiver's state
 * @ev: filled in
 *
 * A key is RC_PROTO_OTHER mode << 8 | key (the scancodes of Linux 6.1's
 * per-mode keymaps); press and hold give ATIUSB_KEY, release
 * ATIUSB_RELEASE; LIRCCODE as @set->key_states says. The mode keys as
 * @set->mode_keys says. Malformed: not 3 bytes, a mode above PC, a state
 * above 2.
 */
void atiusb_rw2_key(const u8 *buf, unsigned int len,
		    const struct atiusb_settings *set, struct atiusb_state *st,
		    struct atiusb_event *ev)
{
	u8 chan, mode, state, key, m;

	memset(ev, 0, sizeof(*ev));
	if (len != 3 || (buf[0] & 0x0f) >= ATIUSB_RW2_MODES || buf[1] > 2) {
		ev->kind = ATIUSB_BAD;
		return;
	}
	chan = buf[0] >> 4;
	mode = buf[0] & 0x0f;
	state = buf[1];
	key = buf[2];
	if (!(set->channel_mask & BIT(chan))) {
		ev->kind = ATIUSB_NONE;
		return;
	}
	m = set->channel_in_code ? mode : 0;
	ev->proto = RC_PROTO_OTHER;
	ev->scancode = mode << 8 | key;
	ev->kind = state ? ATIUSB_KEY : ATIUSB_RELEASE;
	if (key == ATIUSB_RW2_MODE_KEY &&
	    set->mode_keys != ATIUSB_MODE_KEYS_RAW) {
		bool same = mode == st->mode;

		if (!state)
			st->mode = mode;
		if (set->mode_keys == ATIUSB_MODE_KEYS_IGNORE || same)
			ev->kind = ATIUSB_NONE;
		else if (state == 1)
			atiusb_lc(ev, mode, 0x03, key);
		return;
	}
	if (key == ATIUSB_RW2_MODE_KEY)
		m = mode;
	switch (set->key_states) {
	case ATIUSB_STATES_HOLD:
		if (state)
			atiusb_lc(ev, m, 0x02, key);
		break;
	case ATIUSB_STATES_UPDOWN:
		atiusb_lc(ev, m, state, state == 2 ? key : ATIUSB_LC_UPDOWN);
		break;
	case ATIUSB_STATES_RAW:
		atiusb_lc(ev, m, state, key);
		break;
	}
}

/**
 * atiusb_compass() - the 2008 driver's compass code of a stick position
 * @x: signed x, east positive
 * @y: signed y, south positive
 *
 * Return: ATIUSB_COMPASS_N or _S when |y/x| is above 0.375, ORed with _E
 * or _W when |x/y| is (both for a diagonal); 0 for 0, 0.
 */
u8 atiusb_compass(int x, int y)
{
	u8 ns = y > 0 ? ATIUSB_COMPASS_S : ATIUSB_COMPASS_N;
	u8 ew = x > 0 ? ATIUSB_COMPASS_E : ATIUSB_COMPASS_W;
	u8 code = 0;

	if (!x && !y)
		return 0;
	if (!x)
		return ns;
	if (!y)
		return ew;
	if (1000 * abs(y) / abs(x) > COMPASS_GRADIENT)
		code |= ns;
	if (1000 * abs(x) / abs(y) > COMPASS_GRADIENT)
		code |= ew;
	return code;
}

/**
 * atiusb_rw2_stick() - one frame of the RW2's stick endpoint
 * @buf: the frame: mode|channel<<4, x, y (signed)
 * @len: its length
 * @set: the receiver's settings
 * @ev: filled in
 *
 * ATIUSB_MOVE by x, y with the compass LIRCCODE, or ATIUSB_NONE within the
 * dead zone (x² + y² at most its square: 0, 0 always). Malformed as the
 * key endpoint's frames.
 */
void atiusb_rw2_stick(const u8 *buf, unsigned int len,
		      const struct atiusb_settings *set,
		      struct atiusb_event *ev)
{
	unsigned int dz = min_t(unsigned int, set->deadzone, ATIUSB_DEADZONE_MAX);
	int x, y;

	memset(ev, 0, sizeof(*ev));
	if (len != 3 || (buf[0] & 0x0f) >= ATIUSB_RW2_MODES) {
		ev->kind = ATIUSB_BAD;
		return;
	}
	x = (s8)buf[1];
	y = (s8)buf[2];
	if (!(set->channel_mask & BIT(buf[0] >> 4)) ||
	    x * x + y * y <= dz * dz) {
		ev->kind = ATIUSB_NONE;
		return;
	}
	ev->kind = ATIUSB_MOVE;
	ev->dx = x;
	ev->dy = y;
	atiusb_lc(ev, set->channel_in_code ? buf[0] & 0x0f : 0,
		  atiusb_compass(x, y), ATIUSB_LC_STICK);
}

/**
 * atiusb_xbox_frame() - one packet of the Xbox DVD kit
 * @buf: the packet
 * @len: its length
 * @ev: filled in
 *
 * 00 06 LO HI t t (t: the time since the last press): the key
 * RC_PROTO_XBOX_DVD HI << 8 | LO as Linux 6.1 reports it, LIRCCODE LO.
 * Malformed: not 6 bytes, or a length byte that does not say 6.
 */
void atiusb_xbox_frame(const u8 *buf, unsigned int len,
		       struct atiusb_event *ev)
{
	memset(ev, 0, sizeof(*ev));
	if (len != XBOX_LEN || buf[1] != XBOX_LEN) {
		ev->kind = ATIUSB_BAD;
		return;
	}
	ev->kind = ATIUSB_KEY;
	ev->proto = RC_PROTO_XBOX_DVD;
	ev->scancode = buf[3] << 8 | buf[2];
	ev->has_lc = true;
	ev->lirccode[0] = buf[2];
}

#define X10_KEY(sc, key) { .proto = RC_PROTO_OTHER, .scancode = (sc), .keycode = (key) }

/* The ATI Remote Wonder and its X10 kin, as Linux 6.1's rc-ati-x10. */
static const struct lirc_keymap_entry atiusb_x10_keys[] = {
	X10_KEY(0x00, KEY_A), X10_KEY(0x01, KEY_B),
	X10_KEY(0x02, KEY_POWER), X10_KEY(0x03, KEY_TV),
	X10_KEY(0x04, KEY_DVD), X10_KEY(0x05, KEY_WWW),
	X10_KEY(0x06, KEY_BOOKMARKS), X10_KEY(0x07, KEY_EDIT),
	X10_KEY(0x08, KEY_VOLUMEUP), X10_KEY(0x09, KEY_VOLUMEDOWN),
	X10_KEY(0x0a, KEY_MUTE), X10_KEY(0x0b, KEY_CHANNELUP),
	X10_KEY(0x0c, KEY_CHANNELDOWN), X10_KEY(0x0d, KEY_NUMERIC_1),
	X10_KEY(0x0e, KEY_NUMERIC_2), X10_KEY(0x0f, KEY_NUMERIC_3),
	X10_KEY(0x10, KEY_NUMERIC_4), X10_KEY(0x11, KEY_NUMERIC_5),
	X10_KEY(0x12, KEY_NUMERIC_6), X10_KEY(0x13, KEY_NUMERIC_7),
	X10_KEY(0x14, KEY_NUMERIC_8), X10_KEY(0x15, KEY_NUMERIC_9),
	X10_KEY(0x16, KEY_MENU), X10_KEY(0x17, KEY_NUMERIC_0),
	X10_KEY(0x18, KEY_SETUP), X10_KEY(0x19, KEY_C),
	X10_KEY(0x1a, KEY_UP), X10_KEY(0x1b, KEY_D),
	X10_KEY(0x1c, KEY_PROPS), X10_KEY(0x1d, KEY_LEFT),
	X10_KEY(0x1e, KEY_OK), X10_KEY(0x1f, KEY_RIGHT),
	X10_KEY(0x20, KEY_SCREEN), X10_KEY(0x21, KEY_E),
	X10_KEY(0x22, KEY_DOWN), X10_KEY(0x23, KEY_F),
	X10_KEY(0x24, KEY_REWIND), X10_KEY(0x25, KEY_PLAY),
	X10_KEY(0x26, KEY_FASTFORWARD), X10_KEY(0x27, KEY_RECORD),
	X10_KEY(0x28, KEY_STOPCD), X10_KEY(0x29, KEY_PAUSE),
	X10_KEY(0x2a, KEY_NEXT), X10_KEY(0x2b, KEY_PREVIOUS),
	X10_KEY(0x2d, KEY_INFO), X10_KEY(0x2e, KEY_HOME),
	X10_KEY(0x2f, KEY_END), X10_KEY(0x30, KEY_SELECT),
};

const struct lirc_keymap atiusb_x10_keymap = {
	.name = "rc-ati-x10",
	.entries = atiusb_x10_keys,
	.size = ARRAY_SIZE(atiusb_x10_keys),
};

/*
 * The RW2's fixed codes (Linux 6.1's ati_remote2), the same in each mode
 * but the mode key's (0x3f), which is the mode's own key.
 * Its keymap has them under scancode mode << 8 | code, so that a user can
 * give a mode keys of its own; atiusb_rw2_keymap_fill() makes it.
 */
static const struct {
	u8 code;
	u16 keycode;
} atiusb_rw2_codes[ATIUSB_RW2_CODES] = {
	{ 0x00, KEY_0 }, { 0x01, KEY_1 },
	{ 0x02, KEY_2 }, { 0x03, KEY_3 },
	{ 0x04, KEY_4 }, { 0x05, KEY_5 },
	{ 0x06, KEY_6 }, { 0x07, KEY_7 },
	{ 0x08, KEY_8 }, { 0x09, KEY_9 },
	{ 0x0c, KEY_POWER }, { 0x0d, KEY_MUTE },
	{ 0x10, KEY_VOLUMEUP }, { 0x11, KEY_VOLUMEDOWN },
	{ 0x20, KEY_CHANNELUP }, { 0x21, KEY_CHANNELDOWN },
	{ 0x28, KEY_FORWARD }, { 0x29, KEY_REWIND },
	{ 0x2c, KEY_PLAY }, { 0x30, KEY_PAUSE },
	{ 0x31, KEY_STOP }, { 0x37, KEY_RECORD },
	{ 0x38, KEY_DVD }, { 0x39, KEY_TV },
	{ 0x3f, KEY_RESERVED }, { 0x54, KEY_MENU },
	{ 0x58, KEY_UP }, { 0x59, KEY_DOWN },
	{ 0x5a, KEY_LEFT }, { 0x5b, KEY_RIGHT },
	{ 0x5c, KEY_OK }, { 0x78, KEY_A },
	{ 0x79, KEY_B }, { 0x7a, KEY_C },
	{ 0x7b, KEY_D }, { 0x7c, KEY_E },
	{ 0x7d, KEY_F }, { 0x82, KEY_ENTER },
	{ 0x8e, KEY_VENDOR }, { 0x96, KEY_COFFEE },
	{ 0xa9, BTN_LEFT }, { 0xaa, BTN_RIGHT },
	{ 0xbe, KEY_QUESTION }, { 0xd0, KEY_EDIT },
	{ 0xd5, KEY_FRONT }, { 0xf9, KEY_INFO },
};

static struct lirc_keymap_entry atiusb_rw2_keys[ATIUSB_RW2_MODES * ATIUSB_RW2_CODES];

/**
 * atiusb_rw2_keymap_fill() - make atiusb_rw2_keymap's entries
 *
 * Every code of the RW2 in each of its modes. Call it before the keymap is
 * used (module init); it always writes the same entries.
 */
void atiusb_rw2_keymap_fill(void)
{
	/* The mode keys AUX1-AUX4 and PC, as Linux 6.1 maps them. */
	static const u16 mode_key[ATIUSB_RW2_MODES] = {
		KEY_PROG1, KEY_PROG2, KEY_PROG3, KEY_PROG4, KEY_PC,
	};
	unsigned int m, i;
	u8 code;

	for (m = 0; m < ATIUSB_RW2_MODES; m++) {
		for (i = 0; i < ATIUSB_RW2_CODES; i++) {
			code = atiusb_rw2_codes[i].code;
			atiusb_rw2_keys[m * ATIUSB_RW2_CODES + i] =
				(struct lirc_keymap_entry){
					.proto = RC_PROTO_OTHER,
					.scancode = m << 8 | code,
					.keycode = code == ATIUSB_RW2_MODE_KEY ?
						   mode_key[m] :
						   atiusb_rw2_codes[i].keycode,
				};
		}
	}
}

const struct lirc_keymap atiusb_rw2_keymap = {
	.name = "rc-ati-remote-wonder-ii",
	.entries = atiusb_rw2_keys,
	.size = ARRAY_SIZE(atiusb_rw2_keys),
};

#define XBOX_KEY(sc, key) { .proto = RC_PROTO_XBOX_DVD, .scancode = (sc), .keycode = (key) }

/* The Xbox DVD remote, as Linux 6.1's rc-xbox-dvd. */
static const struct lirc_keymap_entry atiusb_xbox_keys[] = {
	XBOX_KEY(0xa0b, KEY_OK), XBOX_KEY(0xaa6, KEY_UP),
	XBOX_KEY(0xaa7, KEY_DOWN), XBOX_KEY(0xaa8, KEY_RIGHT),
	XBOX_KEY(0xaa9, KEY_LEFT), XBOX_KEY(0xac3, KEY_INFO),
	XBOX_KEY(0xac6, KEY_NUMERIC_9), XBOX_KEY(0xac7, KEY_NUMERIC_8),
	XBOX_KEY(0xac8, KEY_NUMERIC_7), XBOX_KEY(0xac9, KEY_NUMERIC_6),
	XBOX_KEY(0xaca, KEY_NUMERIC_5), XBOX_KEY(0xacb, KEY_NUMERIC_4),
	XBOX_KEY(0xacc, KEY_NUMERIC_3), XBOX_KEY(0xacd, KEY_NUMERIC_2),
	XBOX_KEY(0xace, KEY_NUMERIC_1), XBOX_KEY(0xacf, KEY_NUMERIC_0),
	XBOX_KEY(0xad5, KEY_ANGLE), XBOX_KEY(0xad8, KEY_BACK),
	XBOX_KEY(0xadd, KEY_PREVIOUSSONG), XBOX_KEY(0xadf, KEY_NEXTSONG),
	XBOX_KEY(0xae0, KEY_STOP), XBOX_KEY(0xae2, KEY_REWIND),
	XBOX_KEY(0xae3, KEY_FASTFORWARD), XBOX_KEY(0xae5, KEY_TITLE),
	XBOX_KEY(0xae6, KEY_PAUSE), XBOX_KEY(0xaea, KEY_PLAY),
	XBOX_KEY(0xaf7, KEY_MENU),
};

const struct lirc_keymap atiusb_xbox_keymap = {
	.name = "rc-xbox-dvd",
	.entries = atiusb_xbox_keys,
	.size = ARRAY_SIZE(atiusb_xbox_keys),
};
