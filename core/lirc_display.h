/* SPDX-License-Identifier: GPL-2.0 */
/*
 * lirc_core display class: front-panel displays of remote receivers.
 *
 * A driver describes its display in a struct lirc_display_desc and
 * registers it; the class owns /dev/lcdN (class "lirc_display"), the one
 * writer, the size rules of write(), the sysfs controls and ioctls, the
 * last frame (sent again after a resume through lirc_display_restore()),
 * and the object's lifetime: an open file keeps the class object, never
 * the driver's data. The ops are called with the display's mutex held and
 * only while the display is registered, except through
 * lirc_display_restore(), see there.
 */
#ifndef _LIRC_DISPLAY_H
#define _LIRC_DISPLAY_H

#include <linux/device.h>
#include <linux/types.h>

#include <linux/lirc_display.h>

struct lirc_display;

/* Limits of struct lirc_display_desc */
#define LIRC_DISPLAY_MAX_CELLS		256
#define LIRC_DISPLAY_MAX_PACKET		64
#define LIRC_DISPLAY_MAX_SLOTS		64

/**
 * struct lirc_display_time - a clock setting
 * @year: 0..99, years since 2000
 * @month: 1..12
 * @day: 1..31
 * @dow: day of the week, 0 (Sunday)..6
 * @hour: 0..23
 * @minute: 0..59
 * @second: 0..59
 */
struct lirc_display_time {
	unsigned int year;
	unsigned int month;
	unsigned int day;
	unsigned int dow;
	unsigned int hour;
	unsigned int minute;
	unsigned int second;
};

/**
 * struct lirc_display_ops - what a driver does for its display
 * @show: text kind: show @text, columns * rows bytes, row-major, already
 *	padded with spaces. Required for the text kind.
 * @send: packet kind: send one packet of packet_size bytes as it is.
 *	Required for the packet kind.
 * @slot: packet kind: where @pkt belongs in the frame kept for
 *	lirc_display_restore(), 0..slots-1, or a negative number for a
 *	packet that is not kept (a one-off command). A pure function.
 *	Optional: without it nothing is kept.
 * @set_contrast: set the contrast, 0..max_contrast. Optional (but needed
 *	for a contrast unless the desc says contrast_in_frame). A packet
 *	display's op keeps the packets it sends with lirc_display_keep()
 *	(before sending them), or a resume loses them.
 * @clear: blank the display. Optional for the text kind (the class shows
 *	spaces without it); the packet kind offers "clear" only with it, and
 *	its op keeps what it sends as @set_contrast does.
 * @set_clock: set the device's clock (shown while no program drives the
 *	display). Optional.
 *
 * All run in process context and may sleep; every wait must be bounded.
 * An error is returned to the caller (write(), the sysfs store, the
 * ioctl) as it is.
 */
struct lirc_display_ops {
	int (*show)(struct lirc_display *disp, const u8 *text);
	int (*send)(struct lirc_display *disp, const u8 *pkt);
	int (*slot)(struct lirc_display *disp, const u8 *pkt);
	int (*set_contrast)(struct lirc_display *disp, unsigned int contrast);
	int (*clear)(struct lirc_display *disp);
	int (*set_clock)(struct lirc_display *disp,
			 const struct lirc_display_time *time);
};

/**
 * struct lirc_display_desc - a display, as its driver describes it
 * @kind: LIRC_DISPLAY_TEXT or LIRC_DISPLAY_PACKET
 * @columns: text: characters per row; packet: width in pixels or 0
 * @rows: text: rows (columns * rows at most LIRC_DISPLAY_MAX_CELLS);
 *	packet: height in pixels or 0
 * @packet_size: packet kind: bytes per packet, 1..LIRC_DISPLAY_MAX_PACKET
 * @slots: packet kind: packets kept for lirc_display_restore(), at most
 *	LIRC_DISPLAY_MAX_SLOTS, with @ops->slot
 * @max_contrast: highest contrast, with @ops->set_contrast or
 *	@contrast_in_frame; 0: none
 * @contrast: the contrast the display starts with
 * @contrast_in_frame: text kind: the contrast travels with every frame:
 *	@ops->show reads it with lirc_display_contrast() (@ops->set_contrast
 *	is then optional), and when it changes the class shows the last
 *	frame again at once (if one was shown)
 * @ops: the driver's callbacks; copied, the table need not outlive the call
 */
struct lirc_display_desc {
	u32 kind;
	unsigned int columns;
	unsigned int rows;
	unsigned int packet_size;
	unsigned int slots;
	unsigned int max_contrast;
	unsigned int contrast;
	bool contrast_in_frame;
	const struct lirc_display_ops *ops;
};

struct lirc_display *lirc_display_register(struct device *parent,
					   const struct lirc_display_desc *desc,
					   void *priv);
void lirc_display_unregister(struct lirc_display *disp);
void *lirc_display_priv(struct lirc_display *disp);
int lirc_display_restore(struct lirc_display *disp);
void lirc_display_keep(struct lirc_display *disp, const u8 *pkt);
unsigned int lirc_display_contrast(struct lirc_display *disp);
int lirc_display_set_clock(struct lirc_display *disp,
			   const struct lirc_display_time *time);

#endif /* _LIRC_DISPLAY_H */
