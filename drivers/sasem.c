// SPDX-License-Identifier: GPL-2.0
/*
 * lirc_sasem: the Sasem OnAir / Dign HV5 receiver (11ba:0101) and its VFD.
 *
 * The receiver decodes its remote itself: sasem_rx_packet() turns each
 * packet into a NEC scancode, a repeat or nothing, and the core's USB
 * driver model does everything else. The 16x2 VFD behind the
 * interrupt-OUT endpoint is a text display of the core's display class
 * (/dev/lcdN); a frame is the nine packets of sasem_vfd_frame(), the
 * contrast travelling in the first. A unit described without an OUT
 * endpoint is a receiver alone.
 */

#include <linux/module.h>
#include <linux/usb.h>

#include "lirc_display.h"
#include "lirc_usb.h"
#include "sasem_decode.h"

/**
 * struct sasem - the driver's state for one unit
 * @rx: the repeat rule's state; only sasem_rx() and sasem_start() touch
 *	it, which the core runs one at a time under its receive lock
 */
struct sasem {
	struct sasem_rx rx;
};

static struct sasem *sasem_of(struct lirc_usb *lu)
{
	return lirc_usb_priv(lu);
}

/* A new stream: a repeat must follow a code of its own. */
static void sasem_start(struct lirc_usb *lu)
{
	sasem_of(lu)->rx.have_code = false;
}

static void sasem_rx(struct lirc_usb *lu, const u8 *buf, unsigned int len)
{
	struct device *dev = &lirc_usb_intf(lu)->dev;
	u32 scancode = 0;

	switch (sasem_rx_packet(&sasem_of(lu)->rx, buf, len, ktime_get(),
				&scancode)) {
	case SASEM_PRESS:
		lirc_rx_scancode(lirc_usb_lirc(lu), RC_PROTO_NEC, scancode,
				 false);
		break;
	case SASEM_REPEAT:
		lirc_rx_repeat(lirc_usb_lirc(lu));
		break;
	case SASEM_LATE:
		dev_dbg_ratelimited(dev, "repeat without a recent code dropped\n");
		break;
	case SASEM_BAD:
		dev_warn_ratelimited(dev, "malformed packet (%u bytes: %*ph) ignored\n",
				     len, min(len, 8U), buf);
		break;
	}
}

static void sasem_lirccode_hook(struct lirc_usb *lu, u32 proto, u64 scancode,
				bool toggle, u8 *bytes)
{
	sasem_lirccode(scancode, bytes);
}

static int sasem_show(struct lirc_display *disp, const u8 *text)
{
	u8 pkts[SASEM_VFD_PACKETS][SASEM_PACKET_LEN];

	sasem_vfd_frame(text, lirc_display_contrast(disp), pkts);
	return lirc_usb_send_seq(lirc_display_priv(disp), NULL, pkts[0],
				 SASEM_VFD_PACKETS, SASEM_PACKET_LEN, 0);
}

static const u8 sasem_clear_pkt[SASEM_PACKET_LEN] = { 0x0c };

static int sasem_clear(struct lirc_display *disp)
{
	return lirc_usb_send(lirc_display_priv(disp), sasem_clear_pkt,
			     sizeof(sasem_clear_pkt), 0);
}

static const struct lirc_display_ops sasem_vfd_ops = {
	.show = sasem_show,
	.clear = sasem_clear,
};

static int sasem_display(struct lirc_usb *lu, struct lirc_display_desc *desc)
{
	int err;

	if (!lirc_usb_can_send(lu, SASEM_PACKET_LEN)) {
		dev_info(&lirc_usb_intf(lu)->dev,
			 "no OUT endpoint for %u-byte packets: a receiver without its display\n",
			 SASEM_PACKET_LEN);
		return -ENODEV;
	}
	/* The class starts blank: so does the VFD (a failure costs nothing). */
	err = lirc_usb_send(lu, sasem_clear_pkt, sizeof(sasem_clear_pkt), 0);
	if (err)
		dev_warn(&lirc_usb_intf(lu)->dev, "cannot clear the VFD: %d\n", err);
	desc->kind = LIRC_DISPLAY_TEXT;
	desc->columns = SASEM_VFD_COLUMNS;
	desc->rows = SASEM_VFD_ROWS;
	desc->max_contrast = SASEM_MAX_CONTRAST;
	desc->contrast = SASEM_MAX_CONTRAST;
	desc->contrast_in_frame = true;
	desc->ops = &sasem_vfd_ops;
	return 0;
}

static const struct lirc_usb_info sasem_info = {
	.name = "Sasem OnAir IR/VFD (11ba:0101)",
	.rx_type = LIRC_RX_SCANCODE,
	.keymap = &sasem_keymap,
	.keyup_ms = SASEM_KEYUP_MS,
	.lirccode_bits = SASEM_LIRCCODE_BITS,
	.priv_size = sizeof(struct sasem),
	.display = sasem_display,
	.start = sasem_start,
	.rx = sasem_rx,
	.lirccode = sasem_lirccode_hook,
};

static const struct usb_device_id sasem_ids[] = {
	{ USB_DEVICE(0x11ba, 0x0101), .driver_info = (kernel_ulong_t)&sasem_info },
	{ }
};
MODULE_DEVICE_TABLE(usb, sasem_ids);

static struct usb_driver sasem_driver = {
	.name = "lirc_sasem",
	.id_table = sasem_ids,
	LIRC_USB_DRIVER_OPS,
};
module_usb_driver(sasem_driver);

MODULE_DESCRIPTION("Sasem OnAir / Dign HV5 infrared receiver and VFD");
MODULE_LICENSE("GPL");
