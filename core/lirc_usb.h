/* SPDX-License-Identifier: GPL-2.0 */
/*
 * lirc_core USB helpers: the core owns probe, the interrupt-IN URB, the
 * device's lifetime and power management; a driver is a struct
 * lirc_usb_info and a function that decodes one IN transfer.
 */
#ifndef _LIRC_USB_H
#define _LIRC_USB_H

#include <linux/usb.h>

#include "lirc_core.h"

struct lirc_usb;

/**
 * struct lirc_usb_info - one USB receiver model
 * @name: the receiver's name (input device and log)
 * @rx_type: raw or decoded
 * @interface: the interface number to bind; others are refused
 * @rx_resolution: see struct lirc_device
 * @timeout: default receive timeout, see struct lirc_device
 * @min_timeout: see struct lirc_device
 * @max_timeout: see struct lirc_device
 * @keymap: the remote's keys
 * @priv_size: bytes of driver state in struct lirc_usb
 * @always_on: stream from probe to disconnect, readers or not (for devices
 *	that must be polled); the device then never autosuspends
 * @bind: set the device up after the endpoints were found and before the
 *	lirc device registers (init packets, for instance). Optional.
 * @unbind: undo @bind; called after the lirc device is gone. Optional.
 * @start: reset the driver state before the IN stream (re)starts; process
 *	context. Optional.
 * @rx: decode one successful IN transfer; interrupt context
 */
struct lirc_usb_info {
	const char *name;
	enum lirc_rx_type rx_type;
	u8 interface;
	u32 rx_resolution;
	u32 timeout;
	u32 min_timeout;
	u32 max_timeout;
	const struct lirc_keymap *keymap;
	size_t priv_size;
	bool always_on;
	int (*bind)(struct lirc_usb *lu);
	void (*unbind)(struct lirc_usb *lu);
	void (*start)(struct lirc_usb *lu);
	void (*rx)(struct lirc_usb *lu, const u8 *buf, unsigned int len);
};

/**
 * struct lirc_usb - a bound USB receiver
 * @udev: the USB device (referenced)
 * @intf: the bound interface
 * @info: the model
 * @ld: its lirc device
 * @in_urb: the interrupt-IN URB
 * @in_buf: its DMA-coherent buffer, allocated on its own
 * @in_dma: DMA address of @in_buf
 * @in_len: size of @in_buf (the endpoint's wMaxPacketSize)
 * @out_ep: the interrupt-OUT endpoint, or NULL
 * @out_lock: one OUT or control transfer at a time
 * @lock: serialises @streaming, @suspended, @halted, @resting,
 *	@backoff_ms and the URB's submission
 * @streaming: readers want data (or @info->always_on): the URB runs unless
 *	@suspended
 * @suspended: the interface is suspended or being reset
 * @halted: the IN endpoint stalled; @recover_work clears it
 * @resting: the stream gave up after too many errors; @recover_work
 *	restarts it after @backoff_ms
 * @errors: consecutive failed transfers
 * @backoff_ms: the next rest after giving up
 * @recover_work: clears a stalled IN endpoint, restarts a resting stream
 * @priv: driver state, @info->priv_size bytes
 */
struct lirc_usb {
	struct usb_device *udev;
	struct usb_interface *intf;
	const struct lirc_usb_info *info;
	struct lirc_device *ld;
	struct urb *in_urb;
	u8 *in_buf;
	dma_addr_t in_dma;
	unsigned int in_len;
	struct usb_endpoint_descriptor *out_ep;
	struct mutex out_lock;		/* see @out_lock above */
	struct mutex lock;		/* see @lock above */
	bool streaming;
	bool suspended;
	bool halted;
	bool resting;
	unsigned int errors;
	unsigned int backoff_ms;
	struct delayed_work recover_work;
	u64 priv[];
};

/**
 * lirc_usb_priv() - driver state of a receiver
 * @lu: the receiver
 *
 * Return: @lu->priv.
 */
static inline void *lirc_usb_priv(struct lirc_usb *lu)
{
	return lu->priv;
}

/* Consecutive failed IN transfers after which the stream gives up. */
#define LIRC_USB_MAX_ERRORS	10

/**
 * enum lirc_usb_in_action - what to do with a completed IN transfer
 * @LIRC_USB_IN_DELIVER: hand the data to the driver, then resubmit
 * @LIRC_USB_IN_RESUBMIT: a transient error: resubmit
 * @LIRC_USB_IN_CLEAR_HALT: the endpoint stalled: clear it, then resubmit
 * @LIRC_USB_IN_STOP: unlinked, or the device is gone: stop quietly
 * @LIRC_USB_IN_GIVE_UP: too many errors in a row: say so, rest, try again
 */
enum lirc_usb_in_action {
	LIRC_USB_IN_DELIVER,
	LIRC_USB_IN_RESUBMIT,
	LIRC_USB_IN_CLEAR_HALT,
	LIRC_USB_IN_STOP,
	LIRC_USB_IN_GIVE_UP,
};

/**
 * lirc_usb_in_action() - the IN stream's policy for one completion status
 * @status: the URB's status
 * @errors: consecutive failures so far; updated
 *
 * A pure function, so that KUnit can check every status.
 *
 * Return: the action.
 */
static inline enum lirc_usb_in_action
lirc_usb_in_action(int status, unsigned int *errors)
{
	switch (status) {
	case 0:
		*errors = 0;
		return LIRC_USB_IN_DELIVER;
	case -ENOENT:
	case -ECONNRESET:
	case -ESHUTDOWN:
	case -EPROTO:
		return LIRC_USB_IN_STOP;
	}
	if (++*errors >= LIRC_USB_MAX_ERRORS)
		return LIRC_USB_IN_GIVE_UP;
	return status == -EPIPE ? LIRC_USB_IN_CLEAR_HALT : LIRC_USB_IN_RESUBMIT;
}

int lirc_usb_probe(struct usb_interface *intf, const struct usb_device_id *id);
void lirc_usb_disconnect(struct usb_interface *intf);
int lirc_usb_suspend(struct usb_interface *intf, pm_message_t message);
int lirc_usb_resume(struct usb_interface *intf);
int lirc_usb_reset_resume(struct usb_interface *intf);
int lirc_usb_pre_reset(struct usb_interface *intf);
int lirc_usb_post_reset(struct usb_interface *intf);
int lirc_usb_send(struct lirc_usb *lu, const void *data, unsigned int len,
		  unsigned int timeout_ms);
int lirc_usb_control_out(struct lirc_usb *lu, u8 request_type, u8 request,
			 u16 value, u16 index, const void *data, u16 len,
			 unsigned int timeout_ms);

/**
 * LIRC_USB_DRIVER_OPS - the struct usb_driver callbacks of a lirc_usb driver
 *
 * Probe, disconnect, suspend, resume, reset-resume, pre- and post-reset
 * and autosuspend support, all provided by the core.
 */
#define LIRC_USB_DRIVER_OPS				\
	.probe = lirc_usb_probe,			\
	.disconnect = lirc_usb_disconnect,		\
	.suspend = lirc_usb_suspend,			\
	.resume = lirc_usb_resume,			\
	.reset_resume = lirc_usb_reset_resume,		\
	.pre_reset = lirc_usb_pre_reset,		\
	.post_reset = lirc_usb_post_reset,		\
	.supports_autosuspend = 1

#endif /* _LIRC_USB_H */
