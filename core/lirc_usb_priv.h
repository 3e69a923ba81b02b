/* SPDX-License-Identifier: GPL-2.0 */
/*
 * lirc_core USB internals: struct lirc_usb and the IN stream's pure policy
 * functions, shared by lirc_usb.c and its KUnit tests. Drivers include
 * lirc_usb.h only.
 */
#ifndef _LIRC_USB_PRIV_H
#define _LIRC_USB_PRIV_H

#include <linux/mutex.h>
#include <linux/sched.h>
#include <linux/usb.h>
#include <linux/wait.h>
#include <linux/workqueue.h>

#include "lirc_usb.h"

/* Consecutive failed IN transfers after which the stream rests. */
#define LIRC_USB_MAX_ERRORS	10
/* The first rest after giving up; it doubles up to the maximum. */
#define LIRC_USB_BACKOFF_MIN_MS	1000
#define LIRC_USB_BACKOFF_MAX_MS	64000

/**
 * struct lirc_usb - a bound USB receiver
 * @udev: the USB device (referenced)
 * @intf: the bound interface
 * @info: the model
 * @ld: its lirc device; the core holds a reference of its own until
 *	lirc_usb_free(), so the pointer stays valid until after @info->unbind
 * @in_urb: the interrupt-IN URB
 * @in_buf: its DMA-coherent buffer, allocated on its own
 * @in_dma: DMA address of @in_buf
 * @in_len: size of @in_buf (the endpoint's wMaxPacketSize)
 * @out_ep: the interrupt-OUT endpoint, or NULL
 * @in_interval: the IN endpoint's bInterval, as usb_fill_int_urb() takes it
 * @lock: mutex; covers @streaming, @suspended, @gone, @need_reset,
 *	@need_restore, @reset_backoff_ms and the IN URB's submission from
 *	process context.
 *	@halted, @resting, @errors and @backoff_ms are also written by the
 *	URB's completion, but only while the URB runs, and read or written
 *	under @lock only while it is idle; they are accessed with
 *	READ_ONCE()/WRITE_ONCE(). Taken before @out_lock.
 * @streaming: readers want data (or @info->always_on): the URB runs unless
 *	@suspended or @gone
 * @suspended: the interface is suspended or being reset
 * @gone: disconnect began: nothing restarts the stream, transfers fail
 *	with -ENODEV. Written under @lock with WRITE_ONCE(); transfers read
 *	it with READ_ONCE()
 * @halted: the IN endpoint stalled; @recover_work clears it
 * @resting: the stream rests after too many errors or a failed
 *	submission; @recover_work restarts it after @backoff_ms
 * @errors: consecutive failed transfers
 * @backoff_ms: the next rest of the stream
 * @recover_work: clears a stalled IN endpoint, restarts a resting stream
 * @need_reset: @info->reset failed after a reset; @reset_work retries it
 *	(and @info->restore after it)
 * @need_restore: @info->restore failed after a resume or reset;
 *	@reset_work retries it, the IN stream running meanwhile
 * @reset_backoff_ms: the wait before the next retry of either hook
 * @reset_work: retries @info->reset and @info->restore
 * @out_lock: mutex; one OUT or control transfer at a time, and covers
 *	@out_held. Held across the transfer, never while taking @lock
 * @seq_lock: mutex; held across a sequence of lirc_usb_send_seq() (not
 *	by @reset_task's own), and taken by lirc_usb_hold_out() before it
 *	holds transfers back, so no reset or restore lands within a frame.
 *	Taken after @lock, before @out_lock
 * @out_held: a USB reset, @info->reset or @info->restore is in progress:
 *	OUT and control transfers other than @reset_task's wait (boundedly)
 *	on @out_wait.
 *	Written under @out_lock with WRITE_ONCE(); the waiters' condition
 *	reads it with READ_ONCE()
 * @reset_task: the task running @info->reset or @info->restore, whose
 *	transfers go ahead;
 *	written under @lock, compared with current with READ_ONCE()
 * @out_wait: where held-back transfers wait
 * @primary: a companion interface's receiver (see lirc_usb_info.companion):
 *	the receiver of the model's main interface, whose @rx gets this one's
 *	transfers; NULL for a main interface. Valid while this is bound: the
 *	main interface releases its companion before it unbinds
 * @companion: the bound companion of a main interface, or NULL. Written
 *	only by the companion's probe and disconnect, which the USB core
 *	serialises with the main interface's under the device's lock
 * @display: the display registered through @info->display, or NULL;
 *	written under @lock with WRITE_ONCE() (at the end of probe, and at
 *	disconnect after I/O stopped), read under @lock by the restore path
 *	and with READ_ONCE() by lirc_usb_display()
 * @rx_lock: spinlock (main interface); one @info->rx at a time, for the
 *	transfers of the main interface and of its companion
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
	u8 in_interval;
	struct usb_endpoint_descriptor *out_ep;

	struct mutex lock;		/* see @lock above */
	bool streaming;
	bool suspended;
	bool gone;
	bool halted;
	bool resting;
	unsigned int errors;
	unsigned int backoff_ms;
	struct delayed_work recover_work;
	bool need_reset;
	bool need_restore;
	unsigned int reset_backoff_ms;
	struct delayed_work reset_work;

	struct mutex out_lock;		/* see @out_lock above */
	struct mutex seq_lock;		/* see @seq_lock above */
	bool out_held;
	struct task_struct *reset_task;
	wait_queue_head_t out_wait;

	struct lirc_usb *primary;
	struct lirc_usb *companion;
	struct lirc_display *display;
	spinlock_t rx_lock;		/* see @rx_lock above */

	u64 priv[];
};

/**
 * enum lirc_usb_in_action - what to do after an IN completion or submission
 * @LIRC_USB_IN_DELIVER: hand the data to the driver, then resubmit
 * @LIRC_USB_IN_RESUBMIT: a transient error: resubmit
 * @LIRC_USB_IN_CLEAR_HALT: the endpoint stalled: clear it, then resubmit
 * @LIRC_USB_IN_STOP: unlinked by us, or the device is gone: stop quietly
 * @LIRC_USB_IN_REST: too many errors in a row, or the URB could not be
 *	submitted: say so, rest, try again
 */
enum lirc_usb_in_action {
	LIRC_USB_IN_DELIVER,
	LIRC_USB_IN_RESUBMIT,
	LIRC_USB_IN_CLEAR_HALT,
	LIRC_USB_IN_STOP,
	LIRC_USB_IN_REST,
};

/**
 * lirc_usb_gone() - does an errno mean "unlinked by us" or "device gone"
 * @err: a completion status or usb_submit_urb()'s error
 *
 * -ENOENT and -ECONNRESET are what usb_kill_urb() and usb_unlink_urb()
 * give; -EPERM is usb_submit_urb() during usb_kill_urb(); -ENODEV and
 * -ESHUTDOWN mean the device or its host controller went away.
 *
 * Return: true if the stream must end.
 */
static inline bool lirc_usb_gone(int err)
{
	switch (err) {
	case -ENOENT:
	case -ECONNRESET:
	case -EPERM:
	case -ENODEV:
	case -ESHUTDOWN:
		return true;
	}
	return false;
}

/**
 * lirc_usb_in_action() - the IN stream's policy for one completion status
 * @status: the URB's status
 * @errors: consecutive failures so far; updated
 *
 * A pure function, so that KUnit can check every status. Only the end of
 * the device (or our own unlink) stops the stream; every other error,
 * protocol errors (-EPROTO, -EILSEQ, -ETIME) included, is retried, and
 * after LIRC_USB_MAX_ERRORS in a row the stream rests and tries again.
 *
 * Return: the action.
 */
static inline enum lirc_usb_in_action
lirc_usb_in_action(int status, unsigned int *errors)
{
	if (!status) {
		*errors = 0;
		return LIRC_USB_IN_DELIVER;
	}
	if (lirc_usb_gone(status))
		return LIRC_USB_IN_STOP;
	if (++*errors >= LIRC_USB_MAX_ERRORS)
		return LIRC_USB_IN_REST;
	return status == -EPIPE ? LIRC_USB_IN_CLEAR_HALT : LIRC_USB_IN_RESUBMIT;
}

/**
 * lirc_usb_submit_action() - the IN stream's policy for a failed submission
 * @err: usb_submit_urb()'s error, not 0
 *
 * Wherever the IN URB is submitted (completion, open, resume, reset-resume,
 * post-reset, recovery), a failure rests and retries unless the device is
 * gone or we are killing the URB.
 *
 * Return: LIRC_USB_IN_STOP or LIRC_USB_IN_REST.
 */
static inline enum lirc_usb_in_action lirc_usb_submit_action(int err)
{
	return lirc_usb_gone(err) ? LIRC_USB_IN_STOP : LIRC_USB_IN_REST;
}

/**
 * lirc_usb_next_backoff() - the rest after @ms
 * @ms: the current rest
 *
 * Return: twice @ms, at most LIRC_USB_BACKOFF_MAX_MS.
 */
static inline unsigned int lirc_usb_next_backoff(unsigned int ms)
{
	return min(ms * 2, LIRC_USB_BACKOFF_MAX_MS);
}

/**
 * lirc_usb_build_desc() - the lirc device a model describes
 * @info: the model
 * @all: the core's callbacks, one for each hook a model may have
 * @driver_name: the USB driver's name
 * @desc: filled in; its @ops points to @ops
 * @ops: filled in: @all's open and close, and each other callback of @all
 *	only if @info has the matching hook (lirccode also with
 *	@info->lirccode_bits alone)
 *
 * A pure function, so that KUnit can check that the lirc device offers
 * exactly what the model has (LIRC_GET_FEATURES is derived from it).
 *
 * Return: 0, or -EINVAL for a model without name or without @rx.
 */
static inline int lirc_usb_build_desc(const struct lirc_usb_info *info,
				      const struct lirc_device_ops *all,
				      const char *driver_name,
				      struct lirc_device_desc *desc,
				      struct lirc_device_ops *ops)
{
	if (!info->name || !info->rx)
		return -EINVAL;
	*ops = (struct lirc_device_ops){
		.open = all->open,
		.close = all->close,
		.tx = info->tx ? all->tx : NULL,
		.set_tx_carrier = info->set_tx_carrier ? all->set_tx_carrier : NULL,
		.set_tx_duty_cycle = info->set_tx_duty_cycle ?
				     all->set_tx_duty_cycle : NULL,
		.set_tx_mask = info->set_tx_mask ? all->set_tx_mask : NULL,
		.set_rx_timeout = info->set_rx_timeout ? all->set_rx_timeout : NULL,
		.lirccode = info->lirccode || info->lirccode_bits ?
			    all->lirccode : NULL,
		.change_protocol = info->change_protocol ?
				   all->change_protocol : NULL,
	};
	*desc = (struct lirc_device_desc){
		.name = info->name,
		.driver_name = driver_name,
		.ops = ops,
		.rx_type = info->rx_type,
		.rx_resolution = info->rx_resolution,
		.timeout = info->timeout,
		.min_timeout = info->min_timeout,
		.max_timeout = info->max_timeout,
		.keymap = info->keymap,
		.keyup_ms = info->keyup_ms,
		.pointer = info->pointer,
		.lirccode_bits = info->lirccode_bits,
		.allowed_protocols = info->allowed_protocols,
		.protocols = info->protocols,
		.ends_signals = info->ends_signals,
		.lost_end_us = info->lost_end_us,
	};
	return 0;
}

#endif /* _LIRC_USB_PRIV_H */
