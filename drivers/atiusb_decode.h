/* SPDX-License-Identifier: GPL-2.0 */
/*
 * ATI Remote Wonder (RW1) and X10 receivers, the Remote Wonder II (RW2)
 * and the Xbox DVD kit: their frames as pure functions, for lirc_atiusb
 * and its KUnit tests.
 */
#ifndef _LIRC_ATIUSB_DECODE_H
#define _LIRC_ATIUSB_DECODE_H

#include <linux/ktime.h>
#include <linux/types.h>

#include "lirc_core.h"

/* LIRCCODE lengths of the 2008 driver: the frames as it passed them on. */
#define ATIUSB_RW1_LIRCCODE_BITS	40
#define ATIUSB_RW2_LIRCCODE_BITS	24
#define ATIUSB_XBOX_LIRCCODE_BITS	8
#define ATIUSB_LIRCCODE_MAX		5

/* The same code again within this window is a repeat (RW1/X10, Xbox). */
#define ATIUSB_WINDOW_MS		100
#define ATIUSB_WINDOW_MIN_MS		10
#define ATIUSB_WINDOW_MAX_MS		1000
/* RW2: it says press, hold and release; a lost release ends the key. */
#define ATIUSB_RW2_KEYUP_MS		300

#define ATIUSB_CHANNELS			16
#define ATIUSB_ALL_CHANNELS		0xffff
/* RW2: modes AUX1-AUX4 (0-3) and PC (4); the mode key's code. */
#define ATIUSB_RW2_MODES		5
#define ATIUSB_RW2_MODE_KEY		0x3f
/* RW2: the codes of its keys (the same in each mode). */
#define ATIUSB_RW2_CODES		46
#define ATIUSB_NO_MODE			0xff
/* RW2 stick: a dead zone radius up to this. */
#define ATIUSB_DEADZONE_MAX		127

/* The seed's compass codes of the RW2 stick (LIRCCODE byte 1). */
#define ATIUSB_COMPASS_N		0x01
#define ATIUSB_COMPASS_S		0x02
#define ATIUSB_COMPASS_E		0x10
#define ATIUSB_COMPASS_W		0x20
/* LIRCCODE key byte of a stick movement, and of updown's press/release. */
#define ATIUSB_LC_STICK			0xff
#define ATIUSB_LC_UPDOWN		0xfe

/**
 * enum atiusb_mode_keys - RW2: what the mode keys (AUX1-4, PC) send
 * @ATIUSB_MODE_KEYS_IGNORE: nothing
 * @ATIUSB_MODE_KEYS_SWITCH: a key when the mode changes (the stick sends
 *	the current mode's key too: those are dropped); LIRCCODE
 *	`mode 03 3f` once per change. The default
 * @ATIUSB_MODE_KEYS_RAW: every mode-key frame, as any other key
 */
enum atiusb_mode_keys {
	ATIUSB_MODE_KEYS_IGNORE,
	ATIUSB_MODE_KEYS_SWITCH,
	ATIUSB_MODE_KEYS_RAW,
};

/**
 * enum atiusb_key_states - RW2: which key states LIRCCODE readers get
 * @ATIUSB_STATES_HOLD: press and hold as `.. 02 key`, no release (the
 *	2008 driver's documented default, lircd.conf.atilibusb's codes)
 * @ATIUSB_STATES_UPDOWN: holds as `.. 02 key`; press and release as one
 *	code `.. 01 fe` / `.. 00 fe`
 * @ATIUSB_STATES_RAW: every frame as it came: `.. state key`
 *
 * Input devices always get press, repeat and release as they come.
 */
enum atiusb_key_states {
	ATIUSB_STATES_HOLD,
	ATIUSB_STATES_UPDOWN,
	ATIUSB_STATES_RAW,
};

/**
 * struct atiusb_settings - one receiver's settings (sysfs)
 * @channel_mask: RW1/X10 and RW2: bit N accepts channel N + 1
 * @channel_in_code: RW1/X10: the channel stays in the scancode (bits 8-11)
 *	and in the LIRCCODE; RW2: the mode stays in LIRCCODE byte 0
 * @window_ms: RW1/X10 and Xbox: the repeat window
 * @deadzone: RW2 stick: movements within this radius are dropped
 * @mode_keys: RW2, see enum atiusb_mode_keys
 * @key_states: RW2, see enum atiusb_key_states
 */
struct atiusb_settings {
	u16 channel_mask;
	bool channel_in_code;
	unsigned int window_ms;
	unsigned int deadzone;
	enum atiusb_mode_keys mode_keys;
	enum atiusb_key_states key_states;
};

/**
 * struct atiusb_state - what one receiver remembers between frames
 * @mode: RW2: the mode the last mode key switched to, or ATIUSB_NO_MODE
 * @move_code: RW1: the pad direction being held, 0 for none
 * @move_first: RW1: when that direction began (the pointer accelerates)
 * @move_last: RW1: its last frame
 */
struct atiusb_state {
	u8 mode;
	u8 move_code;
	ktime_t move_first;
	ktime_t move_last;
};

/**
 * enum atiusb_kind - what a frame asks to report
 * @ATIUSB_NONE: nothing (a channel or mode not accepted, an ignored mode
 *	key, the stick within its dead zone)
 * @ATIUSB_KEY: a key pressed or held: @proto, @scancode, @toggle
 * @ATIUSB_RELEASE: RW2: the key was released
 * @ATIUSB_MOVE: the pointer moves by @dx, @dy
 * @ATIUSB_BUTTON: pointer @button pressed (@down) or released
 * @ATIUSB_LIRCCODE: only LIRCCODE readers get something
 * @ATIUSB_BAD: a malformed frame: dropped, with a message
 *
 * Each but NONE and BAD may carry LIRCCODE bytes (@has_lc).
 */
enum atiusb_kind {
	ATIUSB_NONE,
	ATIUSB_KEY,
	ATIUSB_RELEASE,
	ATIUSB_MOVE,
	ATIUSB_BUTTON,
	ATIUSB_LIRCCODE,
	ATIUSB_BAD,
};

/**
 * struct atiusb_event - a decoded frame
 * @kind: see enum atiusb_kind
 * @proto: enum rc_proto of a key
 * @scancode: its scancode
 * @toggle: its toggle bit (RW1 remotes that have one)
 * @dx: pointer movement, REL_X
 * @dy: pointer movement, REL_Y
 * @button: BTN_LEFT or BTN_RIGHT
 * @down: @button pressed
 * @has_lc: LIRCCODE readers get @lirccode
 * @lirccode: the LIRCCODE bytes, most significant first
 */
struct atiusb_event {
	enum atiusb_kind kind;
	u32 proto;
	u32 scancode;
	bool toggle;
	int dx;
	int dy;
	unsigned int button;
	bool down;
	bool has_lc;
	u8 lirccode[ATIUSB_LIRCCODE_MAX];
};

void atiusb_rw1_frame(const u8 *buf, unsigned int len,
		      const struct atiusb_settings *set,
		      struct atiusb_state *st, ktime_t now,
		      struct atiusb_event *ev);
void atiusb_rw2_key(const u8 *buf, unsigned int len,
		    const struct atiusb_settings *set, struct atiusb_state *st,
		    struct atiusb_event *ev);
void atiusb_rw2_stick(const u8 *buf, unsigned int len,
		      const struct atiusb_settings *set,
		      struct atiusb_event *ev);
void atiusb_xbox_frame(const u8 *buf, unsigned int len,
		       struct atiusb_event *ev);
u8 atiusb_compass(int x, int y);
void atiusb_rw2_keymap_fill(void);
int atiusb_pad_step(struct atiusb_state *st, u8 code, ktime_t now,
		    unsigned int window_ms);

extern const struct lirc_keymap atiusb_x10_keymap;
extern const struct lirc_keymap atiusb_rw2_keymap;
extern const struct lirc_keymap atiusb_xbox_keymap;

#endif /* _LIRC_ATIUSB_DECODE_H */
