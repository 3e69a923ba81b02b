// SPDX-License-Identifier: GPL-2.0
/*
 * SoundGraph iMON: the keymaps of its remotes and the table of its front
 * panel buttons. The keys are those of Linux 6.1's rc-imon-pad and
 * rc-imon-mce maps and of its default front-panel table, which serve
 * 15c2:ffdc and 15c2:0038.
 *
 * One array holds the PAD keys and then the MCE keys: imon_pad_keymap and
 * imon_mce_keymap are its two halves, imon_keymap all of it. The core's
 * keymap keys entries by (protocol, scancode), so the codes both remotes
 * share (0x02xxxxxx) stay apart, and a receiver switched between the two
 * protocols finds its keys either way.
 */

#include <linux/input.h>
#include <linux/kernel.h>

#include "imon_decode.h"

#define PAD(sc, key)	{ .proto = RC_PROTO_IMON, .keycode = key, .scancode = sc }
#define MCE(sc, key)	{ .proto = RC_PROTO_RC6_MCE, .keycode = key, .scancode = sc }

/*
 * The MCE remote's own buttons, by command: 0x800ff4NN as the onboard
 * receivers report them (Linux 6.1's rc-imon-mce layout), 0x800f04NN as the
 * core's RC-6 decoder reports them for the raw units (rc-rc6-mce layout).
 */
#define IMON_MCE_REMOTE(X) \
	X(0x00, KEY_NUMERIC_0) \
	X(0x01, KEY_NUMERIC_1) \
	X(0x02, KEY_NUMERIC_2) \
	X(0x03, KEY_NUMERIC_3) \
	X(0x04, KEY_NUMERIC_4) \
	X(0x05, KEY_NUMERIC_5) \
	X(0x06, KEY_NUMERIC_6) \
	X(0x07, KEY_NUMERIC_7) \
	X(0x08, KEY_NUMERIC_8) \
	X(0x09, KEY_NUMERIC_9) \
	X(0x0a, KEY_DELETE) \
	X(0x0b, KEY_ENTER) \
	X(0x0c, KEY_POWER) \
	X(0x0d, KEY_MEDIA) \
	X(0x0e, KEY_MUTE) \
	X(0x0f, KEY_INFO) \
	X(0x10, KEY_VOLUMEUP) \
	X(0x11, KEY_VOLUMEDOWN) \
	X(0x12, KEY_CHANNELUP) \
	X(0x13, KEY_CHANNELDOWN) \
	X(0x14, KEY_FASTFORWARD) \
	X(0x15, KEY_REWIND) \
	X(0x16, KEY_PLAY) \
	X(0x17, KEY_RECORD) \
	X(0x18, KEY_PAUSE) \
	X(0x19, KEY_STOP) \
	X(0x1a, KEY_NEXT) \
	X(0x1b, KEY_PREVIOUS) \
	X(0x1c, KEY_NUMERIC_POUND) \
	X(0x1d, KEY_NUMERIC_STAR) \
	X(0x1e, KEY_UP) \
	X(0x1f, KEY_DOWN) \
	X(0x20, KEY_LEFT) \
	X(0x21, KEY_RIGHT) \
	X(0x22, KEY_OK) \
	X(0x23, KEY_EXIT) \
	X(0x24, KEY_DVD) \
	X(0x25, KEY_TUNER) \
	X(0x26, KEY_EPG) \
	X(0x27, KEY_ZOOM) \
	X(0x46, KEY_TV) \
	X(0x47, KEY_AUDIO) \
	X(0x48, KEY_PVR) \
	X(0x49, KEY_CAMERA) \
	X(0x4a, KEY_VIDEO) \
	X(0x4c, KEY_LANGUAGE) \
	X(0x4d, KEY_TITLE) \
	X(0x50, KEY_RADIO) \
	X(0x5a, KEY_SUBTITLE) \
	X(0x5b, KEY_RED) \
	X(0x5c, KEY_GREEN) \
	X(0x5d, KEY_YELLOW) \
	X(0x5e, KEY_BLUE) \
	X(0x66, KEY_RED) \
	X(0x68, KEY_YELLOW)

#define MCE_IMON(cmd, key)	MCE(0x800ff400 | (cmd), key),
#define MCE_RC6(cmd, key)	MCE(0x800f0400 | (cmd), key),

/* Keep IMON_PAD_KEYS in step: the KUnit suite checks every entry's protocol. */
#define IMON_PAD_KEYS	90

static const struct lirc_keymap_entry imon_keys[] = {
	/* iMON PAD remote: RC_PROTO_IMON, as Linux 6.1 reports its codes */
	PAD(0x0100007f, KEY_RIGHT),
	PAD(0x01000080, KEY_LEFT),
	PAD(0x01007f00, KEY_DOWN),
	PAD(0x01008000, KEY_UP),
	PAD(0x01010000, BTN_LEFT),
	PAD(0x01010080, BTN_LEFT),
	PAD(0x01020000, BTN_RIGHT),
	PAD(0x01020080, BTN_RIGHT),
	PAD(0x0200001e, KEY_NUMERIC_1),
	PAD(0x0200001f, KEY_NUMERIC_2),
	PAD(0x02000020, KEY_NUMERIC_3),
	PAD(0x02000021, KEY_NUMERIC_4),
	PAD(0x02000022, KEY_NUMERIC_5),
	PAD(0x02000023, KEY_NUMERIC_6),
	PAD(0x02000024, KEY_NUMERIC_7),
	PAD(0x02000025, KEY_NUMERIC_8),
	PAD(0x02000026, KEY_NUMERIC_9),
	PAD(0x02000027, KEY_NUMERIC_0),
	PAD(0x02000028, KEY_ENTER),
	PAD(0x02000029, KEY_ESC),
	PAD(0x0200002a, KEY_BACKSPACE),
	PAD(0x0200002c, KEY_SPACE),
	PAD(0x02000065, KEY_COMPOSE),
	PAD(0x02200020, KEY_NUMERIC_POUND),
	PAD(0x02200025, KEY_NUMERIC_STAR),
	PAD(0x02800000, KEY_CONTEXT_MENU),
	PAD(0x288195b7, KEY_EXIT),
	PAD(0x288515b7, KEY_BOOKMARKS),
	PAD(0x288795b7, KEY_CHANNELDOWN),
	PAD(0x289115b7, KEY_POWER),
	PAD(0x289395b7, KEY_CHANNELUP),
	PAD(0x289515b7, KEY_DOWN),
	PAD(0x28a115b7, KEY_BACKSPACE),
	PAD(0x28a195b7, KEY_ENTER),
	PAD(0x28a395b7, KEY_VOLUMEUP),
	PAD(0x28a515b7, KEY_TV),
	PAD(0x28a595b7, KEY_VOLUMEDOWN),
	PAD(0x28b195b7, KEY_NUMERIC_3),
	PAD(0x28b515b7, KEY_NUMERIC_STAR),
	PAD(0x28b595b7, KEY_NUMERIC_1),
	PAD(0x28b715b7, KEY_COMPOSE),
	PAD(0x298115b7, KEY_RECORD),
	PAD(0x298195b7, KEY_NEXT),
	PAD(0x298315b7, KEY_REWIND),
	PAD(0x298595b7, KEY_SUBTITLE),
	PAD(0x299115b7, KEY_KEYBOARD),
	PAD(0x299135b7, KEY_KEYBOARD),
	PAD(0x299195b7, KEY_AUDIO),
	PAD(0x299395b7, KEY_EJECTCLOSECD),
	PAD(0x299595b7, KEY_NUMERIC_5),
	PAD(0x29a115b7, KEY_NUMERIC_POUND),
	PAD(0x29a295b7, KEY_DVD),
	PAD(0x29a395b7, KEY_DVD),
	PAD(0x29a515b7, KEY_LEFT),
	PAD(0x29a595b7, KEY_ZOOM),
	PAD(0x29b195b7, KEY_EJECTCD),
	PAD(0x29b715b7, KEY_DASHBOARD),
	PAD(0x2a8115b7, KEY_PLAY),
	PAD(0x2a8195b7, KEY_REWIND),
	PAD(0x2a8315b7, KEY_PLAY),
	PAD(0x2a8515b7, KEY_NUMERIC_8),
	PAD(0x2a8595b7, KEY_NUMERIC_4),
	PAD(0x2a9115b7, KEY_PAUSE),
	PAD(0x2a9315b7, KEY_SPACE),
	PAD(0x2a9395b7, KEY_CYCLEWINDOWS),
	PAD(0x2aa115b7, KEY_NUMERIC_9),
	PAD(0x2aa395b7, KEY_SCREEN),
	PAD(0x2aa515b7, KEY_UP),
	PAD(0x2aa595b7, KEY_NUMERIC_6),
	PAD(0x2ab195b7, KEY_MEDIA),
	PAD(0x2ab715b7, KEY_CAMERA),
	PAD(0x2b8115b7, KEY_FASTFORWARD),
	PAD(0x2b8195b7, KEY_CONTEXT_MENU),
	PAD(0x2b8315b7, KEY_FASTFORWARD),
	PAD(0x2b8395b7, KEY_TIME),
	PAD(0x2b8515b7, KEY_VIDEO),
	PAD(0x2b8595b7, KEY_LANGUAGE),
	PAD(0x2b9115b7, KEY_PREVIOUS),
	PAD(0x2b9395b7, KEY_NUMERIC_7),
	PAD(0x2b9595b7, KEY_MUTE),
	PAD(0x2b9715b7, KEY_STOP),
	PAD(0x2ba115b7, KEY_IMAGES),
	PAD(0x2ba385b7, KEY_MENU),
	PAD(0x2ba395b7, KEY_MENU),
	PAD(0x2ba515b7, KEY_RIGHT),
	PAD(0x2ba595b7, KEY_NUMERIC_0),
	PAD(0x2bb195b7, KEY_NUMERIC_2),
	PAD(0x2bb715b7, KEY_ESC),
	PAD(0x688301b7, BTN_LEFT),
	PAD(0x688481b7, BTN_RIGHT),
	/* MCE remotes through the receiver: RC_PROTO_RC6_MCE */
	MCE(0x0200001e, KEY_NUMERIC_1),
	MCE(0x0200001f, KEY_NUMERIC_2),
	MCE(0x02000020, KEY_NUMERIC_3),
	MCE(0x02000021, KEY_NUMERIC_4),
	MCE(0x02000022, KEY_NUMERIC_5),
	MCE(0x02000023, KEY_NUMERIC_6),
	MCE(0x02000024, KEY_NUMERIC_7),
	MCE(0x02000025, KEY_NUMERIC_8),
	MCE(0x02000026, KEY_NUMERIC_9),
	MCE(0x02000027, KEY_NUMERIC_0),
	MCE(0x02000028, KEY_ENTER),
	MCE(0x02000029, KEY_DELETE),
	MCE(0x0200002a, KEY_EXIT),
	MCE(0x0200004f, KEY_RIGHT),
	MCE(0x02000050, KEY_LEFT),
	MCE(0x02000051, KEY_DOWN),
	MCE(0x02000052, KEY_UP),
	MCE(0x02200020, KEY_NUMERIC_POUND),
	MCE(0x02200025, KEY_NUMERIC_STAR),
	IMON_MCE_REMOTE(MCE_IMON)
};

const struct lirc_keymap imon_pad_keymap = {
	.name = "imon-pad",
	.entries = imon_keys,
	.size = IMON_PAD_KEYS,
};

const struct lirc_keymap imon_mce_keymap = {
	.name = "imon-mce",
	.entries = imon_keys + IMON_PAD_KEYS,
	.size = ARRAY_SIZE(imon_keys) - IMON_PAD_KEYS,
};

const struct lirc_keymap imon_keymap = {
	.name = "imon-pad",
	.entries = imon_keys,
	.size = ARRAY_SIZE(imon_keys),
};

/* The raw units hear the RSC remote (NEC-X, address 0x8010) too. */
#define RSC(cmd, key) \
	{ .proto = RC_PROTO_NECX, .scancode = 0x801000 | (cmd), .keycode = (key) }

static const struct lirc_keymap_entry imon_rsc_keys[] = {
	RSC(0x10, KEY_EXIT), RSC(0x2f, KEY_POWER), RSC(0x4a, KEY_SCREENSAVER),
	RSC(0x49, KEY_TIME), RSC(0x54, KEY_NUMERIC_1), RSC(0x55, KEY_NUMERIC_2),
	RSC(0x56, KEY_NUMERIC_3), RSC(0x57, KEY_NUMERIC_4),
	RSC(0x58, KEY_NUMERIC_5), RSC(0x59, KEY_NUMERIC_6),
	RSC(0x5a, KEY_NUMERIC_7), RSC(0x5b, KEY_NUMERIC_8),
	RSC(0x5c, KEY_NUMERIC_9), RSC(0x5d, KEY_NUMERIC_0),
	RSC(0x81, KEY_SCREEN), RSC(0x82, KEY_ZOOM), RSC(0x48, KEY_ESC),
	RSC(0x4b, KEY_MEDIA), RSC(0x83, KEY_MENU), RSC(0x45, KEY_APPSELECT),
	RSC(0x84, KEY_STOP), RSC(0x46, KEY_CYCLEWINDOWS),
	RSC(0x85, KEY_BACKSPACE), RSC(0x86, KEY_KEYBOARD), RSC(0x87, KEY_SPACE),
	RSC(0x98, BTN_0), RSC(0x1f, KEY_TAB), RSC(0x1b, BTN_LEFT),
	RSC(0x1d, BTN_RIGHT), RSC(0x16, BTN_MIDDLE), RSC(0x88, KEY_MUTE),
	RSC(0x5e, KEY_VOLUMEDOWN), RSC(0x5f, KEY_VOLUMEUP), RSC(0x4c, KEY_PLAY),
	RSC(0x4d, KEY_PAUSE), RSC(0x4f, KEY_EJECTCD), RSC(0x50, KEY_PREVIOUS),
	RSC(0x51, KEY_NEXT), RSC(0x4e, KEY_STOP), RSC(0x52, KEY_REWIND),
	RSC(0x53, KEY_FASTFORWARD), RSC(0x89, KEY_FULL_SCREEN),
};

static const struct lirc_keymap_entry imon_rc6_mce_keys[] = {
	IMON_MCE_REMOTE(MCE_RC6)
};

static const struct lirc_keymap imon_rc6_mce_keymap = {
	.name = "rc6-mce",
	.entries = imon_rc6_mce_keys,
	.size = ARRAY_SIZE(imon_rc6_mce_keys),
};

static const struct lirc_keymap imon_raw_pad_keymap = {
	.name = "imon-pad",
	.entries = imon_keys,
	.size = IMON_PAD_KEYS,
	.more = &imon_rc6_mce_keymap,
};

const struct lirc_keymap imon_raw_keymap = {
	.name = "imon-rsc",
	.entries = imon_rsc_keys,
	.size = ARRAY_SIZE(imon_rsc_keys),
	.more = &imon_raw_pad_keymap,
};

#define PANEL(c, key)	{ .code = c, .keycode = key }

/*
 * Bytes 0-5 of a panel packet (byte 7 0xee). The volume knob's turns
 * (a count in byte 0 or 1, the rest 00 00 00 00, 00 00 ff ff or
 * 00 ff ff ff) are not here: imon_classify() reports them as knob steps.
 */
const struct imon_panel_key imon_panel_keys[] = {
	/* buttons */
	PANEL(0x000000000100, KEY_MUTE),	/* volume knob pushed */
	PANEL(0x000000000400, KEY_STOP),
	PANEL(0x000000000500, KEY_PREVIOUS),
	PANEL(0x000000000600, KEY_NEXT),
	PANEL(0x000000000700, KEY_REWIND),
	PANEL(0x000000000800, KEY_FASTFORWARD),
	PANEL(0x000000000f00, KEY_MEDIA),	/* Go */
	PANEL(0x000000001200, KEY_UP),
	PANEL(0x000000001300, KEY_DOWN),
	PANEL(0x000000001400, KEY_LEFT),
	PANEL(0x000000001500, KEY_RIGHT),
	PANEL(0x000000001600, KEY_ENTER),
	PANEL(0x000000001700, KEY_ESC),
	PANEL(0x000000001f00, KEY_AUDIO),
	PANEL(0x000000002000, KEY_VIDEO),
	PANEL(0x000000002100, KEY_CAMERA),
	PANEL(0x000000002300, KEY_TV),
	PANEL(0x000000002700, KEY_DVD),
	PANEL(0x000000002b00, KEY_EXIT),
	PANEL(0x000000002c00, KEY_SELECT),
	PANEL(0x000000002d00, KEY_MENU),
	PANEL(0x000000003c00, KEY_PLAYPAUSE),
	PANEL(0x000000003d00, KEY_SELECT),	/* navigation knob pushed */
	/* the navigation knob turned */
	PANEL(0x000000010000, KEY_RIGHT),
	PANEL(0x000001000000, KEY_LEFT),
	/* 15c2:ffdc with a VFD and MCE IR */
	PANEL(0x00000001ffff, KEY_MUTE),
	PANEL(0x0000000fffff, KEY_MEDIA),
	PANEL(0x00000012ffff, KEY_UP),
	PANEL(0x00000013ffff, KEY_DOWN),
	PANEL(0x00000014ffff, KEY_LEFT),
	PANEL(0x00000015ffff, KEY_RIGHT),
	PANEL(0x00000016ffff, KEY_ENTER),
	PANEL(0x00000017ffff, KEY_ESC),
	/* iMON Knob */
	PANEL(0x000008ffffff, KEY_MUTE),
};

const unsigned int imon_panel_keys_size = ARRAY_SIZE(imon_panel_keys);
