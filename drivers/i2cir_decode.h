/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The IR chips of TV cards on I2C: one table row per chip variant, and
 * the pure functions that turn the bytes read from a chip into a code.
 */
#ifndef _I2CIR_DECODE_H
#define _I2CIR_DECODE_H

#include <linux/types.h>

#include "lirc_core.h"

/* The longest read of any chip (the PVR-150's six bytes). */
#define I2CIR_MAX_READ		6

/**
 * enum i2cir_xfer - how a chip is polled
 * @I2CIR_XFER_READ: one plain read of &i2cir_chip.len bytes
 * @I2CIR_XFER_CMD_READ: write one 0x00 byte, then read &i2cir_chip.len
 *	bytes (Adaptec)
 * @I2CIR_XFER_SMBUS: SMBus byte read of register 0x10 (flags); only when
 *	its bit 7 is set, of register 0x00 (the code) too (Leadtek PVR2000)
 * @I2CIR_XFER_PCF8574: SMBus receive byte, send byte of i2cir_pcf_mask(),
 *	receive byte (the PCF8574 boxes)
 */
enum i2cir_xfer {
	I2CIR_XFER_READ,
	I2CIR_XFER_CMD_READ,
	I2CIR_XFER_SMBUS,
	I2CIR_XFER_PCF8574,
};

/**
 * enum i2cir_result - what one poll of a chip gave
 * @I2CIR_NONE: no key (idle, or a duplicate poll)
 * @I2CIR_KEY: a code; a code equal to the last within the key-up time is
 *	a held key
 * @I2CIR_RELEASE: the chip says the key was released (PCF8574 boxes)
 */
enum i2cir_result {
	I2CIR_NONE,
	I2CIR_KEY,
	I2CIR_RELEASE,
};

/**
 * struct i2cir_state - what a chip's decoding remembers between polls
 * @have_last: @last holds a code (KNC One: what a held key repeats)
 * @last: the last code byte (KNC One)
 * @have_pcf: @pcf holds the last poll's valid bits (PCF8574)
 * @pcf: the code and flag bits of the last poll (PCF8574)
 *
 * One per device, never shared; zeroed when a device starts polling.
 */
struct i2cir_state {
	bool have_last;
	u8 last;
	bool have_pcf;
	u8 pcf;
};

/**
 * struct i2cir_code - one decoded code
 * @proto: enum rc_proto, as Linux 6.1 reports the chip
 * @scancode: the scancode
 * @toggle: the RC-5 toggle bit (Hauppauge)
 */
struct i2cir_code {
	u32 proto;
	u32 scancode;
	bool toggle;
};

struct i2cir_chip;

/**
 * typedef i2cir_parse_fn - decode the bytes of one poll
 * @st: the device's decoding state
 * @chip: the chip's row
 * @buf: the bytes read (for I2CIR_XFER_SMBUS: flags, then the code)
 * @len: how many bytes @buf holds
 * @code: filled for I2CIR_KEY
 *
 * Pure: depends on nothing but its arguments.
 */
typedef enum i2cir_result (*i2cir_parse_fn)(struct i2cir_state *st,
					    const struct i2cir_chip *chip,
					    const u8 *buf, unsigned int len,
					    struct i2cir_code *code);

/**
 * struct i2cir_chip - one chip variant
 * @name: the I2C device id that selects it
 * @desc: human-readable name
 * @xfer: how it is polled
 * @len: bytes read per poll (I2CIR_XFER_READ, I2CIR_XFER_CMD_READ)
 * @pcf_code: PCF8574: the code bits
 * @pcf_flag: PCF8574: the release flag bit
 * @parse: turns a poll's bytes into a code
 * @lirccode: writes the LIRCCODE bytes of a code, most significant first,
 *	as the seed's lirc_i2c wrote them (@lirccode_bits long). Pure.
 * @lirccode_bits: length of a LIRCCODE code, as the seed's
 * @keymap: the remote's keys
 * @keyup_ms: how long a key stays down after its last code; 0: from the
 *	poll period (the chip repeats a held key's code)
 */
struct i2cir_chip {
	const char *name;
	const char *desc;
	enum i2cir_xfer xfer;
	u8 len;
	u8 pcf_code;
	u8 pcf_flag;
	i2cir_parse_fn parse;
	void (*lirccode)(u32 scancode, bool toggle, u8 *bytes);
	unsigned int lirccode_bits;
	const struct lirc_keymap *keymap;
	unsigned int keyup_ms;
};

/* The rows, indexed by enum i2cir_variant. */
enum i2cir_variant {
	I2CIR_HAUPPAUGE,
	I2CIR_HAUPPAUGE_PVR150,
	I2CIR_PIXELVIEW,
	I2CIR_PV951,
	I2CIR_KNC1,
	I2CIR_ADAPTEC,
	I2CIR_PVR2000,
	I2CIR_PCF_ASUS,
	I2CIR_PCF_CREATIVE,
	I2CIR_VARIANTS,
};

extern const struct i2cir_chip i2cir_chips[I2CIR_VARIANTS];

const struct i2cir_chip *i2cir_pcf_detect(int high, int low);
u8 i2cir_pcf_mask(const struct i2cir_chip *chip, u8 now);
const struct i2cir_chip *i2cir_bridge_chip(unsigned short addr, bool pdata,
					   int get_key_func, bool custom);

#endif /* _I2CIR_DECODE_H */
