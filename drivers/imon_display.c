// SPDX-License-Identifier: GPL-2.0
/*
 * SoundGraph iMON front-panel displays: packet formats, pure functions.
 */

#include <linux/errno.h>
#include <linux/string.h>

#include "imon_display.h"

/**
 * imon_vfd_packets() - the packets that show a frame on the VFD
 * @text: 32 characters, row-major, sent as they are
 * @sixth: the model needs the sixth packet
 * @pkts: the packets: seven data bytes each and a sequence byte 0, 2, 4,
 *	6, 8; the 32 characters are followed by three 0xff bytes. The sixth
 *	is 01 00 00 00 00 ff ff, sequence 0x0a.
 *
 * Return: the number of packets, 5 or 6.
 */
unsigned int imon_vfd_packets(const u8 *text, bool sixth,
			      u8 pkts[IMON_VFD_MAX_PACKETS][IMON_PACKET_LEN])
{
	static const u8 last[7] = { 0x01, 0, 0, 0, 0, 0xff, 0xff };
	u8 data[35];
	unsigned int i;

	memcpy(data, text, 32);
	memset(data + 32, 0xff, 3);
	for (i = 0; i < 5; i++) {
		memcpy(pkts[i], data + 7 * i, 7);
		pkts[i][7] = 2 * i;
	}
	if (!sixth)
		return 5;
	memcpy(pkts[5], last, 7);
	pkts[5][7] = 0x0a;
	return 6;
}

/**
 * imon_clock_packets() - the two packets that set a display's clock
 * @kind: IMON_DISPLAY_VFD or IMON_DISPLAY_LCD
 * @ffdc: the unit is a 15c2:ffdc (its LCD takes other command bytes)
 * @t: the time, checked by the caller
 * @pkts: LCD: 80 yy mm-1 dd HH MM SS 50|88, then 80 00 00 00 00 00 00
 *	51|8a (50/51 on 15c2:ffdc); VFD: yy mm-1 dd dow HH MM SS 40, then
 *	00 00 01 00 00 00 00 42
 */
void imon_clock_packets(enum imon_display_kind kind, bool ffdc,
			const struct lirc_display_time *t,
			u8 pkts[IMON_CLOCK_PACKETS][IMON_PACKET_LEN])
{
	memset(pkts, 0, IMON_CLOCK_PACKETS * IMON_PACKET_LEN);
	if (kind == IMON_DISPLAY_LCD) {
		pkts[0][0] = 0x80;
		pkts[0][1] = t->year;
		pkts[0][2] = t->month - 1;
		pkts[0][3] = t->day;
		pkts[0][4] = t->hour;
		pkts[0][5] = t->minute;
		pkts[0][6] = t->second;
		pkts[0][7] = ffdc ? 0x50 : 0x88;
		pkts[1][0] = 0x80;
		pkts[1][7] = ffdc ? 0x51 : 0x8a;
		return;
	}
	pkts[0][0] = t->year;
	pkts[0][1] = t->month - 1;
	pkts[0][2] = t->day;
	pkts[0][3] = t->dow;
	pkts[0][4] = t->hour;
	pkts[0][5] = t->minute;
	pkts[0][6] = t->second;
	pkts[0][7] = 0x40;
	pkts[1][2] = 0x01;
	pkts[1][7] = 0x42;
}

/**
 * imon_lcd_slot() - where an LCD packet belongs in the kept frame
 * @pkt: an 8-byte packet as LCDd's imonlcd driver writes it (the command
 *	in byte 7)
 *
 * The state a resumed LCD needs, in the order it is sent again: init
 * (0x02), contrast (0x03), icons (0x01), the three progress bars
 * (0x10-0x12), then the 28 bitmap packets (0x20-0x3b). Other commands
 * (display on and off, the clock) are one-offs.
 *
 * Return: the slot, 0..IMON_LCD_SLOTS-1, or -1.
 */
int imon_lcd_slot(const u8 *pkt)
{
	u8 cmd = pkt[7];

	switch (cmd) {
	case 0x02:
		return 0;
	case 0x03:
		return 1;
	case 0x01:
		return 2;
	case 0x10 ... 0x12:
		return 3 + cmd - 0x10;
	case 0x20 ... 0x20 + IMON_LCD_ROW_PACKETS - 1:
		return 6 + cmd - 0x20;
	}
	return -1;
}

/**
 * imon_ffdc_display() - a 15c2:ffdc unit's display, from its
 *	configuration byte (byte 6 of its reply to 40 00 00 00 00 00 00 88)
 * @cfg: the byte
 *
 * Return: IMON_DISPLAY_NONE (0x21 knob, 0x26 iMON Inside, 0x4e 2.4 GHz
 * stick), IMON_DISPLAY_LCD (0x98, 0x9f) or IMON_DISPLAY_VFD (all others,
 * unknown ones too, as Linux 6.1 does).
 */
enum imon_display_kind imon_ffdc_display(u8 cfg)
{
	switch (cfg) {
	case 0x21:
	case 0x26:
	case 0x4e:
		return IMON_DISPLAY_NONE;
	case 0x98:
	case 0x9f:
		return IMON_DISPLAY_LCD;
	}
	return IMON_DISPLAY_VFD;
}

static int imon_display_word(const char *s, size_t len,
			     enum imon_display_kind *kind)
{
	static const char * const names[] = {
		[IMON_DISPLAY_AUTO] = "auto",
		[IMON_DISPLAY_NONE] = "none",
		[IMON_DISPLAY_VFD] = "vfd",
		[IMON_DISPLAY_LCD] = "lcd",
	};
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(names); i++) {
		if (strlen(names[i]) == len && !strncmp(s, names[i], len)) {
			*kind = i;
			return 0;
		}
	}
	return -EINVAL;
}

/**
 * imon_display_lookup() - the display override for one unit
 * @list: comma-separated entries "KIND" (every unit) or "PATH:KIND" (the
 *	unit at USB device path PATH, e.g. 1-1 or 2-1.3), KIND one of auto,
 *	none, vfd, lcd; empty for no override. A trailing newline is allowed.
 * @path: the unit's USB device path, or NULL to check @list only
 * @kind: the entry for @path if there is one, else the last entry
 *	without a path, else IMON_DISPLAY_AUTO
 *
 * Return: 0, or -EINVAL when @list is malformed (@kind is then AUTO).
 */
int imon_display_lookup(const char *list, const char *path,
			enum imon_display_kind *kind)
{
	enum imon_display_kind any = IMON_DISPLAY_AUTO, k;
	bool found = false;
	const char *p = list, *end, *colon;
	size_t len = strlen(list);

	*kind = IMON_DISPLAY_AUTO;
	if (len && list[len - 1] == '\n')
		len--;
	while (p < list + len) {
		end = memchr(p, ',', list + len - p);
		if (!end)
			end = list + len;
		colon = memchr(p, ':', end - p);
		if (colon) {
			if (colon == p || imon_display_word(colon + 1,
							    end - colon - 1, &k))
				goto bad;
			if (!found && path && strlen(path) == colon - p &&
			    !strncmp(p, path, colon - p)) {
				*kind = k;
				found = true;
			}
		} else if (imon_display_word(p, end - p, &any)) {
			goto bad;
		}
		p = end + 1;
		if (end < list + len && p == list + len)
			goto bad;		/* a trailing comma */
	}
	if (!found)
		*kind = any;
	return 0;
bad:
	*kind = IMON_DISPLAY_AUTO;
	return -EINVAL;
}
