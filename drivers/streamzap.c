// SPDX-License-Identifier: GPL-2.0
/*
 * lirc_streamzap: Streamzap PC Remote infrared receiver (0e9c:0000).
 *
 * A raw receiver with one interrupt-IN endpoint; streamzap_decode.c turns
 * its bytes into pulses and spaces, the core decodes the remote's RC-5-SZ
 * codes into keys. The receiver ends a signal by itself after 65280 us of
 * silence; a shorter timeout can be set, reported at the first space that
 * long. It ends every signal itself (ends_signals): the core never cuts one
 * at the timeout, so transfers that come late do not split a press. The
 * driver measures the silence between transfers, with which the decoder
 * ends a signal that lost its end marker and drops a stale escape; when no
 * transfer comes at all, the core ends it after SZ_LOST_END_US.
 */

#include <linux/ktime.h>
#include <linux/module.h>
#include <linux/usb.h>

#include "lirc_usb.h"
#include "streamzap.h"

#define SZ_KEY(sc, key) \
	{ .proto = RC_PROTO_RC5_SZ, .scancode = (sc), .keycode = (key) }

static const struct lirc_keymap_entry streamzap_keys[] = {
	SZ_KEY(0x28c0, KEY_NUMERIC_0), SZ_KEY(0x28c1, KEY_NUMERIC_1),
	SZ_KEY(0x28c2, KEY_NUMERIC_2), SZ_KEY(0x28c3, KEY_NUMERIC_3),
	SZ_KEY(0x28c4, KEY_NUMERIC_4), SZ_KEY(0x28c5, KEY_NUMERIC_5),
	SZ_KEY(0x28c6, KEY_NUMERIC_6), SZ_KEY(0x28c7, KEY_NUMERIC_7),
	SZ_KEY(0x28c8, KEY_NUMERIC_8), SZ_KEY(0x28c9, KEY_NUMERIC_9),
	SZ_KEY(0x28ca, KEY_POWER), SZ_KEY(0x28cb, KEY_MUTE),
	SZ_KEY(0x28cc, KEY_CHANNELUP), SZ_KEY(0x28cd, KEY_VOLUMEUP),
	SZ_KEY(0x28ce, KEY_CHANNELDOWN), SZ_KEY(0x28cf, KEY_VOLUMEDOWN),
	SZ_KEY(0x28d0, KEY_UP), SZ_KEY(0x28d1, KEY_LEFT),
	SZ_KEY(0x28d2, KEY_OK), SZ_KEY(0x28d3, KEY_RIGHT),
	SZ_KEY(0x28d4, KEY_DOWN), SZ_KEY(0x28d5, KEY_MENU),
	SZ_KEY(0x28d6, KEY_EXIT), SZ_KEY(0x28d7, KEY_PLAY),
	SZ_KEY(0x28d8, KEY_PAUSE), SZ_KEY(0x28d9, KEY_STOP),
	SZ_KEY(0x28da, KEY_BACK), SZ_KEY(0x28db, KEY_FORWARD),
	SZ_KEY(0x28dc, KEY_RECORD), SZ_KEY(0x28dd, KEY_REWIND),
	SZ_KEY(0x28de, KEY_FASTFORWARD), SZ_KEY(0x28e0, KEY_RED),
	SZ_KEY(0x28e1, KEY_GREEN), SZ_KEY(0x28e2, KEY_YELLOW),
	SZ_KEY(0x28e3, KEY_BLUE),
};

static const struct lirc_keymap streamzap_keymap = {
	.name = "rc-streamzap",
	.entries = streamzap_keys,
	.size = ARRAY_SIZE(streamzap_keys),
};

/**
 * struct streamzap - the driver's state for one receiver
 * @dec: the byte decoder
 * @last_rx: when the last transfer with bytes came (or the stream started)
 *
 * Only the IN completion uses it, and streamzap_start() while the IN URB
 * is idle: no lock.
 */
struct streamzap {
	struct sz_decoder dec;
	ktime_t last_rx;
};

static void streamzap_emit(void *ctx, enum lirc_raw_type type, u32 us)
{
	lirc_rx_raw(ctx, type, us);
}

static void streamzap_start(struct lirc_usb *lu)
{
	struct streamzap *sz = lirc_usb_priv(lu);

	sz_decoder_reset(&sz->dec);
	sz->last_rx = ktime_get();
}

/*
 * The decoder needs the silence before each transfer: after more than the
 * receiver can measure, it ends a signal that lost its end marker and
 * drops a stale escape. An empty transfer carries no signal, so the
 * silence goes on.
 */
static void streamzap_rx(struct lirc_usb *lu, const u8 *buf, unsigned int len)
{
	struct streamzap *sz = lirc_usb_priv(lu);
	ktime_t now = ktime_get();
	s64 silence = ktime_us_delta(now, sz->last_rx);

	sz_decode(&sz->dec, buf, len, clamp_t(s64, silence, 0, U32_MAX),
		  lirc_get_timeout(lirc_usb_lirc(lu)), streamzap_emit,
		  lirc_usb_lirc(lu));
	if (len)
		sz->last_rx = now;
}

static const struct lirc_usb_info streamzap_info = {
	.name = "Streamzap PC Remote Infrared Receiver",
	.rx_type = LIRC_RX_RAW,
	.rx_resolution = SZ_RESOLUTION,
	.timeout = SZ_MAX_TIMEOUT,
	.min_timeout = 10000,
	.max_timeout = SZ_MAX_TIMEOUT,
	.keymap = &streamzap_keymap,
	.ends_signals = true,
	.lost_end_us = SZ_LOST_END_US,
	.priv_size = sizeof(struct streamzap),
	.start = streamzap_start,
	.rx = streamzap_rx,
};

static const struct usb_device_id streamzap_ids[] = {
	{ USB_DEVICE(0x0e9c, 0x0000), .driver_info = (kernel_ulong_t)&streamzap_info },
	{ }
};
MODULE_DEVICE_TABLE(usb, streamzap_ids);

static struct usb_driver streamzap_driver = {
	.name = "lirc_streamzap",
	LIRC_USB_DRIVER_OPS,
	.id_table = streamzap_ids,
};
module_usb_driver(streamzap_driver);

MODULE_DESCRIPTION("Streamzap PC Remote infrared receiver");
MODULE_LICENSE("GPL");
