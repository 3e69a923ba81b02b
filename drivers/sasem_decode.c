// SPDX-License-Identifier: GPL-2.0
/*
 * Sasem OnAir / Dign HV5: the receiver's packets and the VFD's frames.
 *
 * IR: every packet is 8 bytes. A code is 0C 80 7F CC ~CC 00 00 00: the
 * NEC address 0x80 and its complement, the command CC and its complement.
 * 08 00 00 00 00 00 00 00 says "the last code again"; it is believed only
 * within SASEM_REPEAT_MS of the last code or believed repeat, and never
 * after a packet we could not read, which may have been another button.
 *
 * VFD: a frame is nine packets: the contrast, then for each row of 16
 * characters two set-up packets and its text in two packets of 8.
 */

#include <linux/bits.h>
#include <linux/input.h>
#include <linux/kernel.h>
#include <linux/string.h>

#include "sasem_decode.h"

#define SASEM_CODE		0x0c
#define SASEM_REPEAT_BYTE	0x08
#define SASEM_ADDRESS		0x80

/**
 * sasem_classify() - what one IR packet is, without the repeat rule
 * @buf: the packet
 * @len: its length
 * @cmd: set to the NEC command of a code
 *
 * Return: SASEM_PRESS for a code, SASEM_REPEAT for the repeat packet,
 * SASEM_BAD for anything else (a wrong length, address, complement or
 * trailing byte).
 */
enum sasem_packet sasem_classify(const u8 *buf, unsigned int len, u8 *cmd)
{
	static const u8 repeat[SASEM_PACKET_LEN] = { SASEM_REPEAT_BYTE };

	if (len != SASEM_PACKET_LEN)
		return SASEM_BAD;
	if (!memcmp(buf, repeat, sizeof(repeat)))
		return SASEM_REPEAT;
	if (buf[0] != SASEM_CODE || buf[1] != SASEM_ADDRESS ||
	    buf[2] != (SASEM_ADDRESS ^ 0xff) || buf[4] != (u8)~buf[3] ||
	    buf[5] || buf[6] || buf[7])
		return SASEM_BAD;
	*cmd = buf[3];
	return SASEM_PRESS;
}

/**
 * sasem_rx_packet() - one IR packet, with the repeat rule
 * @rx: the receiver's state
 * @buf: the packet
 * @len: its length
 * @now: when it came (monotonic clock)
 * @scancode: set to the NEC scancode (0x80CC) of a code
 *
 * Return: what to report, see enum sasem_packet.
 */
enum sasem_packet sasem_rx_packet(struct sasem_rx *rx, const u8 *buf,
				  unsigned int len, ktime_t now, u32 *scancode)
{
	enum sasem_packet kind;
	u8 cmd = 0;

	kind = sasem_classify(buf, len, &cmd);
	switch (kind) {
	case SASEM_PRESS:
		*scancode = SASEM_ADDRESS << 8 | cmd;
		break;
	case SASEM_REPEAT:
		if (!rx->have_code ||
		    ktime_ms_delta(now, rx->last) >= SASEM_REPEAT_MS ||
		    ktime_before(now, rx->last))
			return SASEM_LATE;
		break;
	default:
		rx->have_code = false;
		return kind;
	}
	rx->have_code = true;
	rx->last = now;
	return kind;
}

/**
 * sasem_lirccode() - the LIRCCODE of a code: the packet that carried it
 * @scancode: the NEC scancode, 0x80CC
 * @bytes: SASEM_LIRCCODE_BITS / 8 bytes, most significant first, as
 *	lircd.conf.sasem reads them (pre-data 0x0C807F, 16 bits, post-data 0)
 */
void sasem_lirccode(u64 scancode, u8 *bytes)
{
	u8 addr = scancode >> 8, cmd = scancode;

	memset(bytes, 0, SASEM_LIRCCODE_BITS / 8);
	bytes[0] = SASEM_CODE;
	bytes[1] = addr;
	bytes[2] = ~addr;
	bytes[3] = cmd;
	bytes[4] = ~cmd;
}

/**
 * sasem_contrast_byte() - the VFD's contrast setting for a contrast
 * @contrast: 0..SASEM_MAX_CONTRAST
 *
 * Return: 0x2B for 0; 0x2B - (contrast - 1) / 250 (0x2B..0x28) otherwise.
 */
u8 sasem_contrast_byte(unsigned int contrast)
{
	contrast = min(contrast, SASEM_MAX_CONTRAST);
	return contrast ? 0x2b - (contrast - 1) / 250 : 0x2b;
}

/**
 * sasem_vfd_frame() - the nine packets that show 32 characters
 * @text: SASEM_VFD_CELLS characters, row-major
 * @contrast: the contrast, 0..SASEM_MAX_CONTRAST
 * @pkts: the packets, in the order they are sent
 */
void sasem_vfd_frame(const u8 *text, unsigned int contrast,
		     u8 pkts[SASEM_VFD_PACKETS][SASEM_PACKET_LEN])
{
	unsigned int row;
	u8 (*p)[SASEM_PACKET_LEN] = pkts + 1;

	memset(pkts, 0, SASEM_VFD_PACKETS * SASEM_PACKET_LEN);
	pkts[0][0] = 0x07;
	pkts[0][1] = sasem_contrast_byte(contrast);
	for (row = 0; row < SASEM_VFD_ROWS; row++, p += 4) {
		p[0][0] = 0x09;
		p[0][1] = 0x01;
		p[1][0] = 0x0b;
		p[1][1] = row + 1;
		memcpy(p[2], text + row * SASEM_VFD_COLUMNS, SASEM_PACKET_LEN);
		memcpy(p[3], text + row * SASEM_VFD_COLUMNS + SASEM_PACKET_LEN,
		       SASEM_PACKET_LEN);
	}
}

#define SASEM_KEY(cmd, key) \
	{ .proto = RC_PROTO_NEC, .keycode = key, .scancode = 0x8000 | (cmd) }

/*
 * The remote's buttons, as Debian's lirc-compat-remotes names them in
 * sasem/lircd.conf.sasem (codes 0xCC~CC there); buttons named after a
 * program get the key of what that program does.
 */
static const struct lirc_keymap_entry sasem_keys[] = {
	SASEM_KEY(0x00, KEY_POWER),
	SASEM_KEY(0x01, KEY_NEXT),
	SASEM_KEY(0x02, KEY_EJECTCD),
	SASEM_KEY(0x03, KEY_LEFT),
	SASEM_KEY(0x04, KEY_FRAMEFORWARD),	/* step */
	SASEM_KEY(0x05, KEY_ESC),
	SASEM_KEY(0x06, KEY_FULL_SCREEN),	/* full_down */
	SASEM_KEY(0x07, KEY_CLOSE),
	SASEM_KEY(0x08, KEY_1),
	SASEM_KEY(0x09, KEY_2),
	SASEM_KEY(0x0a, KEY_3),
	SASEM_KEY(0x0b, KEY_UP),
	SASEM_KEY(0x0c, KEY_PREVIOUS),
	SASEM_KEY(0x0d, KEY_MUTE),
	SASEM_KEY(0x0e, KEY_VOLUMEUP),
	SASEM_KEY(0x0f, KEY_VOLUMEDOWN),
	SASEM_KEY(0x10, KEY_4),
	SASEM_KEY(0x11, KEY_5),
	SASEM_KEY(0x12, KEY_6),
	SASEM_KEY(0x13, KEY_ENTER),
	SASEM_KEY(0x14, KEY_VIDEO),		/* power_dvd */
	SASEM_KEY(0x15, KEY_PLAYER),		/* media_player */
	SASEM_KEY(0x16, KEY_CD),
	SASEM_KEY(0x17, KEY_TV),		/* hdtv */
	SASEM_KEY(0x18, KEY_7),
	SASEM_KEY(0x19, KEY_8),
	SASEM_KEY(0x1a, KEY_9),
	SASEM_KEY(0x1b, KEY_RIGHT),
	SASEM_KEY(0x1c, KEY_C),
	SASEM_KEY(0x1d, KEY_B),
	SASEM_KEY(0x1e, KEY_AUDIO),		/* winamp */
	SASEM_KEY(0x1f, KEY_D),
	SASEM_KEY(0x40, KEY_MEDIA),		/* start */
	SASEM_KEY(0x41, KEY_0),
	SASEM_KEY(0x43, KEY_DOWN),
	SASEM_KEY(0x44, KEY_DVD),		/* win_dvd */
	SASEM_KEY(0x45, KEY_A),
	SASEM_KEY(0x46, KEY_WWW),
	SASEM_KEY(0x47, KEY_EMAIL),
	SASEM_KEY(0x48, KEY_STOP),
	SASEM_KEY(0x49, KEY_PLAYPAUSE),
};

const struct lirc_keymap sasem_keymap = {
	.name = "rc-sasem",
	.entries = sasem_keys,
	.size = ARRAY_SIZE(sasem_keys),
};
