// SPDX-License-Identifier: GPL-2.0
/*
 * The IR chips of TV cards on I2C: what each variant's poll bytes mean,
 * and its keymap. Nothing here touches a device; KUnit tests it all.
 */

#include <linux/bitrev.h>
#include <linux/input.h>
#include <linux/kernel.h>

#include <media/i2c/ir-kbd-i2c.h>

#include "i2cir_decode.h"
#include "lirc_compat.h"

/*
 * Hauppauge: start bit (7), field bit (6), toggle (5) and address (4-0)
 * in the first data byte, the command in bits 7-2 of the second. Toggle,
 * address and command all ones is the idle bus, not a key. The scancode is Linux 6.1's:
 * address << 8 | command, the command 64 higher when the field bit is
 * clear (RC-5X's seventh command bit); LIRCCODE is the seed's 13 bits,
 * field bit down to command.
 */
static enum i2cir_result i2cir_parse_haup(struct i2cir_state *st,
					  const struct i2cir_chip *chip,
					  const u8 *buf, unsigned int len,
					  struct i2cir_code *code)
{
	unsigned int off = chip->len - 3;
	u8 b0, b1;

	/* Six bytes: byte 0 is the Zilog's status, bit 7 an RC-5 frame. */
	if (len != chip->len || (off && !(buf[0] & 0x80)))
		return I2CIR_NONE;
	b0 = buf[off];
	b1 = buf[off + 1];
	if (!(b0 & 0x80) || ((b0 & 0xbf) == 0xbf && (b1 >> 2) == 0x3f))
		return I2CIR_NONE;
	code->proto = RC_PROTO_RC5;
	code->scancode = (b0 & 0x1f) << 8 | (b1 >> 2) | (b0 & 0x40 ? 0 : 0x40);
	code->toggle = b0 & 0x20;
	return I2CIR_KEY;
}

static void i2cir_lirccode_haup(u32 scancode, bool toggle, u8 *bytes)
{
	u16 lc = (scancode & 0x40 ? 0 : 0x1000) | (toggle ? 0x800 : 0) |
		 (scancode >> 8 & 0x1f) << 6 | (scancode & 0x3f);

	bytes[0] = lc >> 8;
	bytes[1] = lc & 0xff;
}

/* The byte of a one-byte code. */
static void i2cir_lirccode_byte(u32 scancode, bool toggle, u8 *bytes)
{
	bytes[0] = scancode;
}

/* One byte, all a code; 0xff, an undriven bus, is none. */
static enum i2cir_result i2cir_parse_pixelview(struct i2cir_state *st,
					       const struct i2cir_chip *chip,
					       const u8 *buf, unsigned int len,
					       struct i2cir_code *code)
{
	if (len != 1 || buf[0] == 0xff)
		return I2CIR_NONE;
	code->proto = RC_PROTO_OTHER;
	code->scancode = buf[0];
	return I2CIR_KEY;
}

/*
 * One byte, 0xaa when idle. LIRCCODE is the seed's: an NEC-like frame of
 * address 0x61d6 and the byte bit-reversed, then inverted.
 */
static enum i2cir_result i2cir_parse_pv951(struct i2cir_state *st,
					   const struct i2cir_chip *chip,
					   const u8 *buf, unsigned int len,
					   struct i2cir_code *code)
{
	if (len != 1 || buf[0] == 0xaa)
		return I2CIR_NONE;
	code->proto = RC_PROTO_UNKNOWN;
	code->scancode = buf[0];
	return I2CIR_KEY;
}

static void i2cir_lirccode_pv951(u32 scancode, bool toggle, u8 *bytes)
{
	bytes[0] = 0x61;
	bytes[1] = 0xd6;
	bytes[2] = bitrev8(scancode);
	bytes[3] = ~bitrev8(scancode);
}

/* One byte: 0xff none, 0xfe the last key of this chip still held. */
static enum i2cir_result i2cir_parse_knc1(struct i2cir_state *st,
					  const struct i2cir_chip *chip,
					  const u8 *buf, unsigned int len,
					  struct i2cir_code *code)
{
	u8 b;

	if (len != 1 || buf[0] == 0xff)
		return I2CIR_NONE;
	b = buf[0];
	if (b == 0xfe) {
		if (!st->have_last)
			return I2CIR_NONE;
		b = st->last;
	}
	st->have_last = true;
	st->last = b;
	code->proto = RC_PROTO_UNKNOWN;
	code->scancode = b;
	return I2CIR_KEY;
}

/*
 * Four bytes after a written 0x00; byte 2 of 0xff is no key. Bit 7 of
 * byte 2 is a repeat flag, cleared; bit 7 of byte 3 is set, so that the
 * code is the remote's NEC-like frame (Debian's AVC-2410: 0x82f1xxxx).
 */
static enum i2cir_result i2cir_parse_adaptec(struct i2cir_state *st,
					     const struct i2cir_chip *chip,
					     const u8 *buf, unsigned int len,
					     struct i2cir_code *code)
{
	u8 b[4];

	if (len != 4 || buf[2] == 0xff)
		return I2CIR_NONE;
	memcpy(b, buf, sizeof(b));
	b[2] &= 0x7f;
	b[3] |= 0x80;
	code->proto = RC_PROTO_UNKNOWN;
	code->scancode = (u32)b[0] << 24 | b[1] << 16 | b[2] << 8 | b[3];
	return I2CIR_KEY;
}

/* The four bytes of a 32-bit code. */
static void i2cir_lirccode_be32(u32 scancode, bool toggle, u8 *bytes)
{
	put_unaligned_be32(scancode, bytes);
}

/* Register 0x10's bit 7 says register 0x00 holds a code. */
static enum i2cir_result i2cir_parse_pvr2000(struct i2cir_state *st,
					     const struct i2cir_chip *chip,
					     const u8 *buf, unsigned int len,
					     struct i2cir_code *code)
{
	if (len != 2 || !(buf[0] & 0x80))
		return I2CIR_NONE;
	code->proto = RC_PROTO_UNKNOWN;
	code->scancode = buf[1];
	return I2CIR_KEY;
}

/*
 * PCF8574 boxes: the code bits and a flag that is set while no key is
 * pressed. A poll equal to the last (code and flag) is nothing new.
 */
static enum i2cir_result i2cir_parse_pcf(struct i2cir_state *st,
					 const struct i2cir_chip *chip,
					 const u8 *buf, unsigned int len,
					 struct i2cir_code *code)
{
	u8 v;

	if (len != 1)
		return I2CIR_NONE;
	v = buf[0] & (chip->pcf_code | chip->pcf_flag);
	if (st->have_pcf && st->pcf == v)
		return I2CIR_NONE;
	st->have_pcf = true;
	st->pcf = v;
	if (v & chip->pcf_flag)
		return I2CIR_RELEASE;
	code->proto = RC_PROTO_OTHER;
	code->scancode = v;
	return I2CIR_KEY;
}

/**
 * i2cir_pcf_mask() - the byte a poll of a PCF8574 box writes
 * @chip: the box's row
 * @now: what the port reads now
 *
 * Its code and flag bits high (inputs of a quasi-bidirectional port),
 * the other bits as they are.
 *
 * Return: the byte to write.
 */
u8 i2cir_pcf_mask(const struct i2cir_chip *chip, u8 now)
{
	u8 all = chip->pcf_code | chip->pcf_flag;

	return all | (now & ~all);
}

/**
 * i2cir_pcf_detect() - which box a PCF8574 is, from its writable bits
 * @high: what it read after 0xff was written, or a negative errno
 * @low: what it read after 0x00 was written, or a negative errno
 *
 * The Asus TV-Box's bits 1-0 follow what is written, the
 * Creative/VisionTek BreakOut-Box's bits 7-6 (checked last, so it wins
 * where both do, as in the seed).
 *
 * Return: the box's row, or NULL for a chip without either signature.
 */
const struct i2cir_chip *i2cir_pcf_detect(int high, int low)
{
	const struct i2cir_chip *chip = NULL;

	if (high < 0 || low < 0 || high > 0xff || low > 0xff)
		return NULL;
	if ((high & 0x03) == 0x03 && !(low & 0x03))
		chip = &i2cir_chips[I2CIR_PCF_ASUS];
	if ((high & 0xc0) == 0xc0 && !(low & 0xc0))
		chip = &i2cir_chips[I2CIR_PCF_CREATIVE];
	return chip;
}

/**
 * i2cir_bridge_chip() - the chip behind a bridge's "ir_video" client
 * @addr: the client's address
 * @pdata: the bridge gave platform data (struct IR_i2c_init_data)
 * @get_key_func: its internal_get_key_func (enum ir_kbd_get_key_fn)
 * @custom: its get_key is a reader of the bridge's own
 *
 * As Linux 6.1's bridges instantiate them: ir-kbd-i2c's own readers name
 * the chip; a bridge's own reader at 0x6b is ivtv's Adaptec, at 0x4b
 * bttv's PV951, at 0x18/0x1a the Leadtek PVR2000's (cx88 means to pass
 * it, but 6.1's cx88 clears its platform data before instantiating, so
 * that board's chip comes as a bare 0x18: Hauppauge); without either,
 * the address tells. Other chips are not ours.
 *
 * Return: the chip's row, or NULL.
 */
const struct i2cir_chip *i2cir_bridge_chip(unsigned short addr, bool pdata,
					   int get_key_func, bool custom)
{
	if (pdata && get_key_func != IR_KBD_GET_KEY_CUSTOM) {
		switch (get_key_func) {
		case IR_KBD_GET_KEY_HAUP:
			return &i2cir_chips[I2CIR_HAUPPAUGE];
		case IR_KBD_GET_KEY_HAUP_XVR:
			return &i2cir_chips[I2CIR_HAUPPAUGE_PVR150];
		case IR_KBD_GET_KEY_PIXELVIEW:
			return &i2cir_chips[I2CIR_PIXELVIEW];
		case IR_KBD_GET_KEY_KNC1:
			return &i2cir_chips[I2CIR_KNC1];
		default:
			return NULL;
		}
	}
	if (pdata && custom) {
		if (addr == 0x18 || addr == 0x1a)
			return &i2cir_chips[I2CIR_PVR2000];
		if (addr == 0x6b)
			return &i2cir_chips[I2CIR_ADAPTEC];
		if (addr == 0x4b)
			return &i2cir_chips[I2CIR_PV951];
		return NULL;
	}
	if (addr == 0x18 || addr == 0x1a || addr == 0x1f)
		return &i2cir_chips[I2CIR_HAUPPAUGE];
	if (addr == 0x71)
		return &i2cir_chips[I2CIR_HAUPPAUGE_PVR150];
	if (addr == 0x64)
		return &i2cir_chips[I2CIR_PIXELVIEW];
	if (addr == 0x30)
		return &i2cir_chips[I2CIR_KNC1];
	return NULL;
}

/* ---- keymaps ---- */

#define HAUP(sc, key)	{ .proto = RC_PROTO_RC5, .scancode = (sc), .keycode = (key) }
#define PV951(sc, key)	{ .proto = RC_PROTO_UNKNOWN, .scancode = (sc), .keycode = (key) }
#define PIXELVIEW(sc, key) { .proto = RC_PROTO_OTHER, .scancode = (sc), .keycode = (key) }
#define KNC1(sc, key)	{ .proto = RC_PROTO_UNKNOWN, .scancode = (sc), .keycode = (key) }
#define ADAPTEC(sc, key) { .proto = RC_PROTO_UNKNOWN, .scancode = (sc), .keycode = (key) }
#define PVR2000(sc, key) { .proto = RC_PROTO_UNKNOWN, .scancode = (sc), .keycode = (key) }
#define PCF(sc, key)	{ .proto = RC_PROTO_OTHER, .scancode = (sc), .keycode = (key) }

/*
 * Where Linux 6.1's keymap for a chip is empty or missing, the keys are
 * the buttons Debian's lirc-compat-remotes configuration for its remote
 * names (a name that is no KEY_* in a comment).
 */

/* Hauppauge's remotes, as Linux 6.1's rc-hauppauge */
static const struct lirc_keymap_entry i2cir_haup_keys[] = {
	HAUP(0x1e3b, KEY_SELECT),
	HAUP(0x1e3d, KEY_POWER2),
	HAUP(0x1e1c, KEY_TV),
	HAUP(0x1e18, KEY_VIDEO),
	HAUP(0x1e19, KEY_AUDIO),
	HAUP(0x1e1a, KEY_CAMERA),
	HAUP(0x1e1b, KEY_EPG),
	HAUP(0x1e0c, KEY_RADIO),
	HAUP(0x1e14, KEY_UP),
	HAUP(0x1e15, KEY_DOWN),
	HAUP(0x1e16, KEY_LEFT),
	HAUP(0x1e17, KEY_RIGHT),
	HAUP(0x1e25, KEY_OK),
	HAUP(0x1e1f, KEY_EXIT),
	HAUP(0x1e0d, KEY_MENU),
	HAUP(0x1e10, KEY_VOLUMEUP),
	HAUP(0x1e11, KEY_VOLUMEDOWN),
	HAUP(0x1e12, KEY_PREVIOUS),
	HAUP(0x1e0f, KEY_MUTE),
	HAUP(0x1e20, KEY_CHANNELUP),
	HAUP(0x1e21, KEY_CHANNELDOWN),
	HAUP(0x1e37, KEY_RECORD),
	HAUP(0x1e36, KEY_STOP),
	HAUP(0x1e32, KEY_REWIND),
	HAUP(0x1e35, KEY_PLAY),
	HAUP(0x1e34, KEY_FASTFORWARD),
	HAUP(0x1e24, KEY_PREVIOUSSONG),
	HAUP(0x1e30, KEY_PAUSE),
	HAUP(0x1e1e, KEY_NEXTSONG),
	HAUP(0x1e01, KEY_NUMERIC_1),
	HAUP(0x1e02, KEY_NUMERIC_2),
	HAUP(0x1e03, KEY_NUMERIC_3),
	HAUP(0x1e04, KEY_NUMERIC_4),
	HAUP(0x1e05, KEY_NUMERIC_5),
	HAUP(0x1e06, KEY_NUMERIC_6),
	HAUP(0x1e07, KEY_NUMERIC_7),
	HAUP(0x1e08, KEY_NUMERIC_8),
	HAUP(0x1e09, KEY_NUMERIC_9),
	HAUP(0x1e0a, KEY_TEXT),
	HAUP(0x1e00, KEY_NUMERIC_0),
	HAUP(0x1e0e, KEY_SUBTITLE),
	HAUP(0x1e0b, KEY_RED),
	HAUP(0x1e2e, KEY_GREEN),
	HAUP(0x1e38, KEY_YELLOW),
	HAUP(0x1e29, KEY_BLUE),
	HAUP(0x1f3d, KEY_POWER2),
	HAUP(0x1f3b, KEY_SELECT),
	HAUP(0x1f00, KEY_NUMERIC_0),
	HAUP(0x1f01, KEY_NUMERIC_1),
	HAUP(0x1f02, KEY_NUMERIC_2),
	HAUP(0x1f03, KEY_NUMERIC_3),
	HAUP(0x1f04, KEY_NUMERIC_4),
	HAUP(0x1f05, KEY_NUMERIC_5),
	HAUP(0x1f06, KEY_NUMERIC_6),
	HAUP(0x1f07, KEY_NUMERIC_7),
	HAUP(0x1f08, KEY_NUMERIC_8),
	HAUP(0x1f09, KEY_NUMERIC_9),
	HAUP(0x1f1f, KEY_EXIT),
	HAUP(0x1f0d, KEY_MENU),
	HAUP(0x1f10, KEY_VOLUMEUP),
	HAUP(0x1f11, KEY_VOLUMEDOWN),
	HAUP(0x1f20, KEY_CHANNELUP),
	HAUP(0x1f21, KEY_CHANNELDOWN),
	HAUP(0x1f25, KEY_ENTER),
	HAUP(0x1f0b, KEY_RED),
	HAUP(0x1f2e, KEY_GREEN),
	HAUP(0x1f38, KEY_YELLOW),
	HAUP(0x1f29, KEY_BLUE),
	HAUP(0x1f0f, KEY_MUTE),
	HAUP(0x1f0c, KEY_RADIO),
	HAUP(0x1f3c, KEY_ZOOM),
	HAUP(0x1f32, KEY_REWIND),
	HAUP(0x1f35, KEY_PLAY),
	HAUP(0x1f34, KEY_FASTFORWARD),
	HAUP(0x1f37, KEY_RECORD),
	HAUP(0x1f36, KEY_STOP),
	HAUP(0x1f30, KEY_PAUSE),
	HAUP(0x1f24, KEY_PREVIOUSSONG),
	HAUP(0x1f1e, KEY_NEXTSONG),
	HAUP(0x1d00, KEY_NUMERIC_0),
	HAUP(0x1d01, KEY_NUMERIC_1),
	HAUP(0x1d02, KEY_NUMERIC_2),
	HAUP(0x1d03, KEY_NUMERIC_3),
	HAUP(0x1d04, KEY_NUMERIC_4),
	HAUP(0x1d05, KEY_NUMERIC_5),
	HAUP(0x1d06, KEY_NUMERIC_6),
	HAUP(0x1d07, KEY_NUMERIC_7),
	HAUP(0x1d08, KEY_NUMERIC_8),
	HAUP(0x1d09, KEY_NUMERIC_9),
	HAUP(0x1d0a, KEY_TEXT),
	HAUP(0x1d0d, KEY_MENU),
	HAUP(0x1d0f, KEY_MUTE),
	HAUP(0x1d10, KEY_VOLUMEUP),
	HAUP(0x1d11, KEY_VOLUMEDOWN),
	HAUP(0x1d12, KEY_PREVIOUS),
	HAUP(0x1d14, KEY_UP),
	HAUP(0x1d15, KEY_DOWN),
	HAUP(0x1d16, KEY_LEFT),
	HAUP(0x1d17, KEY_RIGHT),
	HAUP(0x1d1c, KEY_TV),
	HAUP(0x1d1e, KEY_NEXT),
	HAUP(0x1d1f, KEY_EXIT),
	HAUP(0x1d20, KEY_CHANNELUP),
	HAUP(0x1d21, KEY_CHANNELDOWN),
	HAUP(0x1d24, KEY_LAST),
	HAUP(0x1d25, KEY_OK),
	HAUP(0x1d30, KEY_PAUSE),
	HAUP(0x1d32, KEY_REWIND),
	HAUP(0x1d34, KEY_FASTFORWARD),
	HAUP(0x1d35, KEY_PLAY),
	HAUP(0x1d36, KEY_STOP),
	HAUP(0x1d37, KEY_RECORD),
	HAUP(0x1d3b, KEY_GOTO),
	HAUP(0x1d3d, KEY_POWER),
	HAUP(0x1d3f, KEY_HOME),
	HAUP(0x1c3b, KEY_GOTO),
	HAUP(0x1c3d, KEY_POWER),
	HAUP(0x1c14, KEY_UP),
	HAUP(0x1c15, KEY_DOWN),
	HAUP(0x1c16, KEY_LEFT),
	HAUP(0x1c17, KEY_RIGHT),
	HAUP(0x1c25, KEY_OK),
	HAUP(0x1c00, KEY_NUMERIC_0),
	HAUP(0x1c01, KEY_NUMERIC_1),
	HAUP(0x1c02, KEY_NUMERIC_2),
	HAUP(0x1c03, KEY_NUMERIC_3),
	HAUP(0x1c04, KEY_NUMERIC_4),
	HAUP(0x1c05, KEY_NUMERIC_5),
	HAUP(0x1c06, KEY_NUMERIC_6),
	HAUP(0x1c07, KEY_NUMERIC_7),
	HAUP(0x1c08, KEY_NUMERIC_8),
	HAUP(0x1c09, KEY_NUMERIC_9),
	HAUP(0x1c1f, KEY_EXIT),
	HAUP(0x1c0d, KEY_MENU),
	HAUP(0x1c1c, KEY_TV),
	HAUP(0x1c10, KEY_VOLUMEUP),
	HAUP(0x1c11, KEY_VOLUMEDOWN),
	HAUP(0x1c20, KEY_CHANNELUP),
	HAUP(0x1c21, KEY_CHANNELDOWN),
	HAUP(0x1c0f, KEY_MUTE),
	HAUP(0x1c12, KEY_PREVIOUS),
	HAUP(0x1c36, KEY_STOP),
	HAUP(0x1c37, KEY_RECORD),
	HAUP(0x1c24, KEY_LAST),
	HAUP(0x1c1e, KEY_NEXT),
	HAUP(0x1c0a, KEY_TEXT),
	HAUP(0x1c0e, KEY_SUBTITLE),
	HAUP(0x1c32, KEY_REWIND),
	HAUP(0x1c30, KEY_PAUSE),
	HAUP(0x1c35, KEY_PLAY),
	HAUP(0x1c34, KEY_FASTFORWARD),
	HAUP(0x000f, KEY_TV),
	HAUP(0x001f, KEY_TV),
	HAUP(0x0020, KEY_CHANNELUP),
	HAUP(0x000c, KEY_RADIO),
	HAUP(0x0011, KEY_VOLUMEDOWN),
	HAUP(0x002e, KEY_ZOOM),
	HAUP(0x0010, KEY_VOLUMEUP),
	HAUP(0x000d, KEY_MUTE),
	HAUP(0x0021, KEY_CHANNELDOWN),
	HAUP(0x0022, KEY_VIDEO),
	HAUP(0x0001, KEY_NUMERIC_1),
	HAUP(0x0002, KEY_NUMERIC_2),
	HAUP(0x0003, KEY_NUMERIC_3),
	HAUP(0x0004, KEY_NUMERIC_4),
	HAUP(0x0005, KEY_NUMERIC_5),
	HAUP(0x0006, KEY_NUMERIC_6),
	HAUP(0x0007, KEY_NUMERIC_7),
	HAUP(0x0008, KEY_NUMERIC_8),
	HAUP(0x0009, KEY_NUMERIC_9),
	HAUP(0x001e, KEY_RED),
	HAUP(0x0000, KEY_NUMERIC_0),
	HAUP(0x0026, KEY_SLEEP),
};

/* The PV951's remote, as Linux 6.1's rc-pv951 */
static const struct lirc_keymap_entry i2cir_pv951_keys[] = {
	PV951(0x00, KEY_NUMERIC_0),
	PV951(0x01, KEY_NUMERIC_1),
	PV951(0x02, KEY_NUMERIC_2),
	PV951(0x03, KEY_NUMERIC_3),
	PV951(0x04, KEY_NUMERIC_4),
	PV951(0x05, KEY_NUMERIC_5),
	PV951(0x06, KEY_NUMERIC_6),
	PV951(0x07, KEY_NUMERIC_7),
	PV951(0x08, KEY_NUMERIC_8),
	PV951(0x09, KEY_NUMERIC_9),
	PV951(0x12, KEY_POWER),
	PV951(0x10, KEY_MUTE),
	PV951(0x1f, KEY_VOLUMEDOWN),
	PV951(0x1b, KEY_VOLUMEUP),
	PV951(0x1a, KEY_CHANNELUP),
	PV951(0x1e, KEY_CHANNELDOWN),
	PV951(0x0e, KEY_PAGEUP),
	PV951(0x1d, KEY_PAGEDOWN),
	PV951(0x13, KEY_SOUND),
	PV951(0x18, KEY_KPPLUSMINUS),
	PV951(0x16, KEY_SUBTITLE),
	PV951(0x0d, KEY_TEXT),
	PV951(0x0b, KEY_TV),
	PV951(0x11, KEY_PC),
	PV951(0x17, KEY_OK),
	PV951(0x19, KEY_MODE),
	PV951(0x0c, KEY_SEARCH),
	PV951(0x0f, KEY_VIDEO),
	PV951(0x0a, KEY_KPPLUS),
	PV951(0x14, KEY_EQUAL),
	PV951(0x1c, KEY_TV),
};

/* pixelview/lircd.conf.playtv */
static const struct lirc_keymap_entry i2cir_pixelview_keys[] = {
	PIXELVIEW(0xe7, KEY_TUNER),	/* TV/FM */
	PIXELVIEW(0xbf, KEY_FULL_SCREEN),	/* FULL_SCREEN */
	PIXELVIEW(0x49, KEY_CHANNELUP),
	PIXELVIEW(0xc1, KEY_CHANNELDOWN),
	PIXELVIEW(0x6a, KEY_VOLUMEDOWN),
	PIXELVIEW(0x4a, KEY_VOLUMEUP),
	PIXELVIEW(0x47, KEY_MUTE),
	PIXELVIEW(0xe1, KEY_VIDEO),	/* SOURCE */
	PIXELVIEW(0xe0, KEY_1),
	PIXELVIEW(0xc8, KEY_2),
	PIXELVIEW(0xe8, KEY_3),
	PIXELVIEW(0x60, KEY_4),
	PIXELVIEW(0x62, KEY_5),
	PIXELVIEW(0xc9, KEY_6),
	PIXELVIEW(0xc0, KEY_7),
	PIXELVIEW(0xc2, KEY_8),
	PIXELVIEW(0x61, KEY_9),
	PIXELVIEW(0x40, KEY_0),
};

/* knc_one/lircd.conf.knc_one */
static const struct lirc_keymap_entry i2cir_knc1_keys[] = {
	KNC1(0x1c, KEY_TUNER),	/* TV/FM */
	KNC1(0x15, KEY_OK),
	KNC1(0x0b, KEY_F1),
	KNC1(0x12, KEY_POWER),
	KNC1(0x11, KEY_VIDEO),	/* AV/TV */
	KNC1(0x0f, KEY_TEXT),	/* TELETEXT */
	KNC1(0x13, KEY_FULL_SCREEN),	/* FULLSCREEN */
	KNC1(0x10, KEY_MUTE),
	KNC1(0x01, KEY_1),
	KNC1(0x02, KEY_2),
	KNC1(0x03, KEY_3),
	KNC1(0x04, KEY_4),
	KNC1(0x05, KEY_5),
	KNC1(0x06, KEY_6),
	KNC1(0x07, KEY_7),
	KNC1(0x08, KEY_8),
	KNC1(0x09, KEY_9),
	KNC1(0x00, KEY_0),
	KNC1(0x1a, KEY_CHANNELUP),
	KNC1(0x1e, KEY_CHANNELDOWN),
	KNC1(0x1b, KEY_VOLUMEUP),
	KNC1(0x1f, KEY_VOLUMEDOWN),
	KNC1(0x0a, KEY_CAMERA),	/* SNAPSHOT */
	KNC1(0x17, KEY_DIGITS),	/* 100+ */
	KNC1(0x0d, KEY_RECORD),
	KNC1(0x0e, KEY_PAUSE),
	KNC1(0x1d, KEY_PLAY),
	KNC1(0x19, KEY_STOP),
	KNC1(0x16, KEY_MENU),
	KNC1(0x14, KEY_ESC),
	KNC1(0x18, KEY_KPMINUS),
	KNC1(0x0c, KEY_KPPLUS),
};

/* adaptec/lircd.conf.AVC-2410 (pre-data 0x82f1) */
static const struct lirc_keymap_entry i2cir_adaptec_keys[] = {
	ADAPTEC(0x82f125da, KEY_TV),	/* Live */
	ADAPTEC(0x82f117e8, KEY_TIME),	/* Timeshift */
	ADAPTEC(0x82f118e7, KEY_SEARCH),	/* Scan */
	ADAPTEC(0x82f109f6, KEY_POWER),	/* Power */
	ADAPTEC(0x82f126d9, KEY_1),	/* 1 */
	ADAPTEC(0x82f119e6, KEY_2),	/* 2 */
	ADAPTEC(0x82f110ef, KEY_3),	/* 3 */
	ADAPTEC(0x82f127d8, KEY_4),	/* 4 */
	ADAPTEC(0x82f120df, KEY_5),	/* 5 */
	ADAPTEC(0x82f111ee, KEY_6),	/* 6 */
	ADAPTEC(0x82f128d7, KEY_7),	/* 7 */
	ADAPTEC(0x82f121de, KEY_8),	/* 8 */
	ADAPTEC(0x82f112ed, KEY_9),	/* 9 */
	ADAPTEC(0x82f122dd, KEY_0),	/* 0 */
	ADAPTEC(0x82f113ec, KEY_MUTE),	/* Mute */
	ADAPTEC(0x82f129d6, KEY_FULL_SCREEN),	/* Full */
	ADAPTEC(0x82f130cf, KEY_PLAY),	/* Play */
	ADAPTEC(0x82f123dc, KEY_STOP),	/* Stop */
	ADAPTEC(0x82f124db, KEY_NEXT),	/* Skip */
	ADAPTEC(0x82f114eb, KEY_AGAIN),	/* Replay */
	ADAPTEC(0x82f131ce, KEY_REWIND),	/* Rewind */
	ADAPTEC(0x82f115ea, KEY_FASTFORWARD),	/* Forward */
	ADAPTEC(0x82f101fe, KEY_CHANNELUP),	/* Ch+ */
	ADAPTEC(0x82f105fa, KEY_CHANNELDOWN),	/* Ch- */
	ADAPTEC(0x82f104fb, KEY_VOLUMEUP),	/* Vol+ */
	ADAPTEC(0x82f102fd, KEY_VOLUMEDOWN),	/* Vol- */
	ADAPTEC(0x82f103fc, KEY_ENTER),	/* Enter */
	ADAPTEC(0x82f132cd, KEY_INFO),	/* OSD */
	ADAPTEC(0x82f116e9, KEY_SUBTITLE),	/* cc */
};

/* leadtek/lircd.conf.PVR2000, its first remote */
static const struct lirc_keymap_entry i2cir_pvr2000_keys[] = {
	PVR2000(0x70, KEY_POWER),
	PVR2000(0x26, KEY_TV),
	PVR2000(0x27, KEY_RADIO),
	PVR2000(0x28, KEY_DVD),
	PVR2000(0x3b, KEY_RED),
	PVR2000(0x3c, KEY_GREEN),
	PVR2000(0x3d, KEY_YELLOW),
	PVR2000(0x3e, KEY_BLUE),
	PVR2000(0x6f, KEY_TEXT),	/* TELETEXT */
	PVR2000(0x30, KEY_SLEEP),
	PVR2000(0x64, KEY_MUTE),
	PVR2000(0x39, KEY_SCREENLOCK),	/* BOSS_KEY */
	PVR2000(0x7c, KEY_CHANNELUP),
	PVR2000(0x60, KEY_CHANNELDOWN),
	PVR2000(0x78, KEY_VOLUMEDOWN),
	PVR2000(0x74, KEY_VOLUMEUP),
	PVR2000(0x63, KEY_ENTER),
	PVR2000(0x20, KEY_SUBTITLE),	/* CC */
	PVR2000(0x73, KEY_FULL_SCREEN),	/* FULLSCREEN */
	PVR2000(0x3f, KEY_MENU),
	PVR2000(0x21, KEY_SEARCH),	/* SCAN */
	PVR2000(0x32, KEY_AGAIN),
	PVR2000(0x33, KEY_PLAY),
	PVR2000(0x34, KEY_NEXT),
	PVR2000(0x22, KEY_INFO),	/* OSD */
	PVR2000(0x24, KEY_BACK),
	PVR2000(0x36, KEY_STOP),
	PVR2000(0x25, KEY_FORWARD),
	PVR2000(0x23, KEY_LANGUAGE),
	PVR2000(0x75, KEY_1),
	PVR2000(0x76, KEY_2),
	PVR2000(0x77, KEY_3),
	PVR2000(0x79, KEY_4),
	PVR2000(0x7a, KEY_5),
	PVR2000(0x7b, KEY_6),
	PVR2000(0x7d, KEY_7),
	PVR2000(0x7e, KEY_8),
	PVR2000(0x7f, KEY_9),
	PVR2000(0x62, KEY_0),
	PVR2000(0x31, KEY_DOT),
	PVR2000(0x61, KEY_LAST),	/* RECALL */
	PVR2000(0x6e, KEY_VIDEO),
	PVR2000(0x6b, KEY_AUDIO),
	PVR2000(0x66, KEY_SCREEN),	/* DISPLAY */
	PVR2000(0x38, KEY_CAMERA),	/* SNAPSHOT */
	PVR2000(0x3a, KEY_NEW),	/* PIP */
	PVR2000(0x37, KEY_RECORD),
	PVR2000(0x35, KEY_TIME),	/* TIMESHIFT */
};

/* asus/lircd.conf.asus */
static const struct lirc_keymap_entry i2cir_asus_keys[] = {
	PCF(0x00, KEY_0),
	PCF(0x08, KEY_1),
	PCF(0x10, KEY_2),
	PCF(0x18, KEY_3),
	PCF(0x20, KEY_4),
	PCF(0x28, KEY_5),
	PCF(0x30, KEY_6),
	PCF(0x38, KEY_7),
	PCF(0x40, KEY_8),
	PCF(0x48, KEY_9),
	PCF(0x50, KEY_PREVIOUS),
	PCF(0x58, KEY_ENTER),
	PCF(0x60, KEY_CHANNELUP),
	PCF(0x68, KEY_CHANNELDOWN),
	PCF(0x70, KEY_VOLUMEUP),
	PCF(0x78, KEY_VOLUMEDOWN),
	PCF(0x80, KEY_ZOOM),	/* KEY_MAX */
	PCF(0x88, KEY_MUTE),
	PCF(0x90, KEY_POWER),
	PCF(0x98, KEY_MENU),
	PCF(0xa0, KEY_UP),
	PCF(0xa8, KEY_DOWN),
	PCF(0xb0, KEY_LEFT),
	PCF(0xb8, KEY_RIGHT),
	PCF(0xc0, KEY_SUBTITLE),	/* CAPTION */
	PCF(0xc8, KEY_LANGUAGE),	/* MTS/SAP */
	PCF(0xd0, KEY_SCREEN),	/* DISPLAY */
	PCF(0xd8, KEY_SEARCH),	/* SCAN */
	PCF(0xe0, KEY_RED),
	PCF(0xe8, KEY_GREEN),
	PCF(0xf0, KEY_YELLOW),
	PCF(0xf8, KEY_BLUE),
};

/* creative/lircd.conf.breakoutbox */
static const struct lirc_keymap_entry i2cir_creative_keys[] = {
	PCF(0x01, KEY_DVD),	/* DVD/CD */
	PCF(0x00, KEY_TV),	/* DVR/TV */
	PCF(0x03, KEY_MENU),
	PCF(0x05, KEY_LANGUAGE),
	PCF(0x11, KEY_OK),	/* also PLAYLIST */
	PCF(0x0a, KEY_REWIND),
	PCF(0x08, KEY_PLAY),
	PCF(0x0f, KEY_FORWARD),
	PCF(0x02, KEY_PREVIOUS),	/* LAST */
	PCF(0x07, KEY_STOP),
	PCF(0x06, KEY_NEXT),
	PCF(0x14, KEY_MUTE),
	PCF(0x09, KEY_FRAMEFORWARD),	/* STEP */
	PCF(0x0c, KEY_UP),
	PCF(0x0b, KEY_LEFT),
	PCF(0x0d, KEY_RIGHT),
	PCF(0x0e, KEY_DOWN),
	PCF(0x12, KEY_VOLUMEUP),
	PCF(0x15, KEY_VOLUMEDOWN),
	PCF(0x10, KEY_ANGLE),	/* ANGLE+ */
	PCF(0x13, KEY_ANGLE),	/* ANGLE- */
	PCF(0x04, KEY_RECORD),
	PCF(0x16, KEY_1),
	PCF(0x17, KEY_2),
	PCF(0x18, KEY_3),
	PCF(0x19, KEY_4),
	PCF(0x1a, KEY_5),
	PCF(0x1b, KEY_6),
	PCF(0x1c, KEY_7),
	PCF(0x1d, KEY_8),
	PCF(0x1e, KEY_9),
	PCF(0x1f, KEY_0),
};

static const struct lirc_keymap i2cir_haup_map = {
	.name = "rc-hauppauge",
	.entries = i2cir_haup_keys,
	.size = ARRAY_SIZE(i2cir_haup_keys),
};

static const struct lirc_keymap i2cir_pv951_map = {
	.name = "rc-pv951",
	.entries = i2cir_pv951_keys,
	.size = ARRAY_SIZE(i2cir_pv951_keys),
};

static const struct lirc_keymap i2cir_pixelview_map = {
	.name = "lirc-pixelview-playtv",
	.entries = i2cir_pixelview_keys,
	.size = ARRAY_SIZE(i2cir_pixelview_keys),
};

static const struct lirc_keymap i2cir_knc1_map = {
	.name = "lirc-knc-one",
	.entries = i2cir_knc1_keys,
	.size = ARRAY_SIZE(i2cir_knc1_keys),
};

static const struct lirc_keymap i2cir_adaptec_map = {
	.name = "lirc-adaptec-avc-2410",
	.entries = i2cir_adaptec_keys,
	.size = ARRAY_SIZE(i2cir_adaptec_keys),
};

static const struct lirc_keymap i2cir_pvr2000_map = {
	.name = "lirc-leadtek-pvr2000",
	.entries = i2cir_pvr2000_keys,
	.size = ARRAY_SIZE(i2cir_pvr2000_keys),
};

static const struct lirc_keymap i2cir_asus_map = {
	.name = "lirc-asus-tv-box",
	.entries = i2cir_asus_keys,
	.size = ARRAY_SIZE(i2cir_asus_keys),
};

static const struct lirc_keymap i2cir_creative_map = {
	.name = "lirc-creative-breakout-box",
	.entries = i2cir_creative_keys,
	.size = ARRAY_SIZE(i2cir_creative_keys),
};

/* ---- the chip table ---- */

const struct i2cir_chip i2cir_chips[I2CIR_VARIANTS] = {
	[I2CIR_HAUPPAUGE] = {
		.name = "hauppauge_ir", .desc = "Hauppauge IR",
		.xfer = I2CIR_XFER_READ, .len = 3,
		.parse = i2cir_parse_haup,
		.lirccode = i2cir_lirccode_haup, .lirccode_bits = 13,
		.keymap = &i2cir_haup_map,
	},
	[I2CIR_HAUPPAUGE_PVR150] = {
		.name = "hauppauge_pvr150", .desc = "Hauppauge PVR-150/HVR-1300 IR",
		.xfer = I2CIR_XFER_CMD_READ, .len = 6,
		.parse = i2cir_parse_haup,
		.lirccode = i2cir_lirccode_haup, .lirccode_bits = 13,
		.keymap = &i2cir_haup_map,
	},
	[I2CIR_PIXELVIEW] = {
		.name = "pixelview_ir", .desc = "Pixelview IR",
		.xfer = I2CIR_XFER_READ, .len = 1,
		.parse = i2cir_parse_pixelview,
		.lirccode = i2cir_lirccode_byte, .lirccode_bits = 8,
		.keymap = &i2cir_pixelview_map,
	},
	[I2CIR_PV951] = {
		.name = "pv951_ir", .desc = "PV951 IR",
		.xfer = I2CIR_XFER_READ, .len = 1,
		.parse = i2cir_parse_pv951,
		.lirccode = i2cir_lirccode_pv951, .lirccode_bits = 32,
		.keymap = &i2cir_pv951_map,
	},
	[I2CIR_KNC1] = {
		.name = "knc1_ir", .desc = "KNC One IR",
		.xfer = I2CIR_XFER_READ, .len = 1,
		.parse = i2cir_parse_knc1,
		.lirccode = i2cir_lirccode_byte, .lirccode_bits = 8,
		.keymap = &i2cir_knc1_map,
	},
	[I2CIR_ADAPTEC] = {
		.name = "adaptec_ir", .desc = "Adaptec IR",
		.xfer = I2CIR_XFER_CMD_READ, .len = 4,
		.parse = i2cir_parse_adaptec,
		.lirccode = i2cir_lirccode_be32, .lirccode_bits = 32,
		.keymap = &i2cir_adaptec_map,
	},
	[I2CIR_PVR2000] = {
		.name = "pvr2000_ir", .desc = "Leadtek Winfast PVR2000 IR",
		.xfer = I2CIR_XFER_SMBUS, .len = 2,
		.parse = i2cir_parse_pvr2000,
		.lirccode = i2cir_lirccode_byte, .lirccode_bits = 8,
		.keymap = &i2cir_pvr2000_map,
	},
	[I2CIR_PCF_ASUS] = {
		.name = "pcf8574_ir", .desc = "Asus TV-Box IR (PCF8574)",
		.xfer = I2CIR_XFER_PCF8574, .len = 1,
		.pcf_code = 0xf8, .pcf_flag = 0x04,	/* code ~0x07 */
		.parse = i2cir_parse_pcf,
		.lirccode = i2cir_lirccode_byte, .lirccode_bits = 8,
		.keymap = &i2cir_asus_map,
		.keyup_ms = LIRC_KEYUP_MAX_MS,	/* the box reports the release */
	},
	[I2CIR_PCF_CREATIVE] = {
		.name = "pcf8574_ir",
		.desc = "Creative/VisionTek BreakOut-Box IR (PCF8574)",
		.xfer = I2CIR_XFER_PCF8574, .len = 1,
		.pcf_code = 0x1f, .pcf_flag = 0x20,	/* code ~0xe0 */
		.parse = i2cir_parse_pcf,
		.lirccode = i2cir_lirccode_byte, .lirccode_bits = 8,
		.keymap = &i2cir_creative_map,
		.keyup_ms = LIRC_KEYUP_MAX_MS,	/* the box reports the release */
	},
};
