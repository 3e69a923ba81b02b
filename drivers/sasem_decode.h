/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Sasem OnAir / Dign HV5 (11ba:0101): its IR packets, its VFD's frames and
 * its remote's keys, as pure functions for lirc_sasem and its KUnit tests.
 */
#ifndef _LIRC_SASEM_DECODE_H
#define _LIRC_SASEM_DECODE_H

#include <linux/ktime.h>
#include <linux/types.h>

#include "lirc_core.h"

#define SASEM_PACKET_LEN	8
/* A repeat packet counts only this soon after the last code or repeat. */
#define SASEM_REPEAT_MS		250
/*
 * The key is released a little later, so that a repeat accepted just
 * within SASEM_REPEAT_MS never finds it released by the jiffies timer.
 */
#define SASEM_KEYUP_MS		(SASEM_REPEAT_MS + 20)
/* LIRCCODE: the whole 8-byte packet of a code, most significant first. */
#define SASEM_LIRCCODE_BITS	64
/* The VFD: 16x2 characters in nine packets; contrast 0..1000. */
#define SASEM_VFD_COLUMNS	16
#define SASEM_VFD_ROWS		2
#define SASEM_VFD_CELLS		(SASEM_VFD_COLUMNS * SASEM_VFD_ROWS)
#define SASEM_VFD_PACKETS	9
#define SASEM_MAX_CONTRAST	1000

/**
 * enum sasem_packet - what an IR packet is
 * @SASEM_PRESS: a code of the Sasem remote: NEC address 0x80, a command
 * @SASEM_REPEAT: the repeat packet, in time: the last code again
 * @SASEM_LATE: the repeat packet with no code or repeat in the last
 *	SASEM_REPEAT_MS (it may belong to a press we never saw): dropped
 * @SASEM_BAD: anything else: dropped, and a repeat after it is too
 */
enum sasem_packet {
	SASEM_PRESS,
	SASEM_REPEAT,
	SASEM_LATE,
	SASEM_BAD,
};

/**
 * struct sasem_rx - the repeat rule's state of one receiver
 * @have_code: a code came and no malformed packet since
 * @last: when the last code or accepted repeat came (monotonic clock)
 */
struct sasem_rx {
	bool have_code;
	ktime_t last;
};

enum sasem_packet sasem_classify(const u8 *buf, unsigned int len, u8 *cmd);
enum sasem_packet sasem_rx_packet(struct sasem_rx *rx, const u8 *buf,
				  unsigned int len, ktime_t now, u32 *scancode);
void sasem_lirccode(u64 scancode, u8 *bytes);
u8 sasem_contrast_byte(unsigned int contrast);
void sasem_vfd_frame(const u8 *text, unsigned int contrast,
		     u8 pkts[SASEM_VFD_PACKETS][SASEM_PACKET_LEN]);

extern const struct lirc_keymap sasem_keymap;

#endif /* _LIRC_SASEM_DECODE_H */
