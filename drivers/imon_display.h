/* SPDX-License-Identifier: GPL-2.0 */
/*
 * SoundGraph iMON front-panel displays: the packet formats, as pure
 * functions, for lirc_imon and its KUnit tests.
 */
#ifndef _LIRC_IMON_DISPLAY_H
#define _LIRC_IMON_DISPLAY_H

#include <linux/types.h>

#include "imon_decode.h"
#include "lirc_display.h"

/* The VFD: 16x2 characters, in five packets (six on some models). */
#define IMON_VFD_COLUMNS	16
#define IMON_VFD_ROWS		2
#define IMON_VFD_MAX_PACKETS	6
/* The LCD: a 96x16 bitmap; its packets are kept in this many slots. */
#define IMON_LCD_WIDTH		96
#define IMON_LCD_HEIGHT		16
#define IMON_LCD_ROW_PACKETS	28
#define IMON_LCD_SLOTS		(6 + IMON_LCD_ROW_PACKETS)
/* Both clocks take two packets. */
#define IMON_CLOCK_PACKETS	2

/**
 * enum imon_display_kind - what display a unit has
 * @IMON_DISPLAY_AUTO: as the model table (and 15c2:ffdc's configuration
 *	byte) says; only as the value of an override
 * @IMON_DISPLAY_NONE: none
 * @IMON_DISPLAY_VFD: the 16x2 VFD
 * @IMON_DISPLAY_LCD: the 96x16 LCD
 */
enum imon_display_kind {
	IMON_DISPLAY_AUTO,
	IMON_DISPLAY_NONE,
	IMON_DISPLAY_VFD,
	IMON_DISPLAY_LCD,
};

unsigned int imon_vfd_packets(const u8 *text, bool sixth,
			      u8 pkts[IMON_VFD_MAX_PACKETS][IMON_PACKET_LEN]);
void imon_clock_packets(enum imon_display_kind kind, bool ffdc,
			const struct lirc_display_time *t,
			u8 pkts[IMON_CLOCK_PACKETS][IMON_PACKET_LEN]);
int imon_lcd_slot(const u8 *pkt);
enum imon_display_kind imon_ffdc_display(u8 cfg);
int imon_display_lookup(const char *list, const char *path,
			enum imon_display_kind *kind);

#endif /* _LIRC_IMON_DISPLAY_H */
