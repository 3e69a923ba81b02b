// SPDX-License-Identifier: GPL-2.0
/*
 * USB receivers: probe, the interrupt-IN stream, the lirc device built from
 * the model's struct lirc_usb_info, disconnect, USB resets and PM.
 *
 * The IN URB runs while the receiver has users (lirc_device_ops open and
 * close), or from probe to disconnect for an always-on model, and while
 * the interface is neither suspended nor being reset. A user holds a
 * runtime-PM reference, so an idle receiver may autosuspend.
 *
 * The completion hands only successful transfers to the driver and follows
 * lirc_usb_in_action(): it ends the stream only when we unlinked the URB or
 * the device is gone, has a work item clear a stalled endpoint, and
 * resubmits after any other error, but only LIRC_USB_MAX_ERRORS times in a
 * row. Then the stream rests and the work item tries again after a
 * back-off that doubles up to LIRC_USB_BACKOFF_MAX_MS. A submission that
 * fails (in the completion, at open, resume, reset-resume, post-reset or
 * in the work item) rests the same way unless the device is gone, so a
 * broken device can neither keep a CPU busy nor leave the receiver dead
 * once it recovers.
 *
 * The model's @reset hook initialises the hardware at probe, after a
 * reset-resume and after a USB reset, and its @restore hook sends what the
 * device forgot after every resume and reset (after the core showed the
 * frame of the model's display again), both with every other OUT
 * and control transfer held back; when either fails after probe it is
 * retried with the same kind of back-off from a work item of its own.
 *
 * OUT and control transfers wait a bounded time (0 means
 * LIRC_USB_TIMEOUT_MS), interruptibly, and kill their URB when the wait
 * ends early. Disconnect first stops everything that could report to the
 * lirc device (the IN URB, both work items), then unregisters it and the
 * model's display, then calls the driver's @unbind and frees.
 */

#include <linux/delay.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/usb.h>
#include <linux/usb/input.h>

#include "lirc_display.h"
#include "lirc_priv.h"
#include "lirc_usb_priv.h"

/**
 * lirc_usb_priv() - driver state of a receiver
 * @lu: the receiver
 *
 * @info->priv_size bytes, zeroed at probe, aligned for any scalar type.
 * Valid from @bind until @unbind returns; any context.
 *
 * Return: the driver's state.
 */
void *lirc_usb_priv(struct lirc_usb *lu)
{
	return lu->priv;
}
EXPORT_SYMBOL_GPL(lirc_usb_priv);

/**
 * lirc_usb_lirc() - the lirc device of a receiver
 * @lu: the receiver
 *
 * For lirc_rx_raw(), lirc_rx_scancode(), lirc_rx_repeat() and
 * lirc_get_timeout(). The pointer is valid from @bind until @unbind
 * returns (the core keeps a reference); reports made before the device
 * registered or after disconnect unregistered it are ignored. Any context.
 *
 * Return: the lirc device.
 */
struct lirc_device *lirc_usb_lirc(struct lirc_usb *lu)
{
	return lu->ld;
}
EXPORT_SYMBOL_GPL(lirc_usb_lirc);

/**
 * lirc_usb_intf() - the USB interface a receiver is bound to
 * @lu: the receiver
 *
 * For messages (&intf->dev) and for interface_to_usbdev(). Valid from
 * @bind until @unbind returns; any context.
 *
 * Return: the interface.
 */
struct usb_interface *lirc_usb_intf(struct lirc_usb *lu)
{
	return lu->intf;
}
EXPORT_SYMBOL_GPL(lirc_usb_intf);

/**
 * lirc_usb_model() - the model a receiver was bound with
 * @lu: the receiver
 *
 * For drivers whose table rows embed struct lirc_usb_info in a larger
 * structure of their own (container_of()). Any context.
 *
 * Return: the model.
 */
const struct lirc_usb_info *lirc_usb_model(struct lirc_usb *lu)
{
	return lu->info;
}
EXPORT_SYMBOL_GPL(lirc_usb_model);

/**
 * lirc_usb_display() - the display of a receiver
 * @lu: the receiver
 *
 * Return: the display registered through the model's @display hook, from
 * the end of probe until disconnect, or NULL (none, or its registration
 * failed). For the driver's sysfs attributes and hooks, which the USB
 * core or this library serialise with disconnect; any context.
 */
struct lirc_display *lirc_usb_display(struct lirc_usb *lu)
{
	return READ_ONCE(lu->display);
}
EXPORT_SYMBOL_GPL(lirc_usb_display);

/* The model's display, if any, once the probe succeeded; non-fatal. */
static void lirc_usb_display_add(struct lirc_usb *lu)
{
	struct lirc_display_desc desc = {};
	struct lirc_display *disp;
	int err;

	if (!lu->info->display)
		return;
	err = lu->info->display(lu, &desc);
	if (err) {
		if (err != -ENODEV)
			dev_warn(&lu->intf->dev, "no display: %d\n", err);
		return;
	}
	disp = lirc_display_register(&lu->intf->dev, &desc, lu);
	if (IS_ERR(disp)) {
		dev_warn(&lu->intf->dev, "the display is not available: %pe\n",
			 disp);
		return;
	}
	mutex_lock(&lu->lock);
	WRITE_ONCE(lu->display, disp);
	mutex_unlock(&lu->lock);
}

/* At disconnect, after I/O stopped: no restore can run any more. */
static void lirc_usb_display_remove(struct lirc_usb *lu)
{
	struct lirc_display *disp;

	mutex_lock(&lu->lock);
	disp = lu->display;
	WRITE_ONCE(lu->display, NULL);
	mutex_unlock(&lu->lock);
	if (disp)
		lirc_display_unregister(disp);
}

/**
 * lirc_usb_of() - the receiver bound to an interface
 * @intf: an interface bound to a lirc_usb driver
 *
 * For the driver's own sysfs attributes (usb_driver.dev_groups), which
 * exist only while the interface is bound. For a companion interface,
 * the receiver of its main interface.
 *
 * Return: the receiver.
 */
struct lirc_usb *lirc_usb_of(struct usb_interface *intf)
{
	struct lirc_usb *lu = usb_get_intfdata(intf);

	return lu->primary ?: lu;
}
EXPORT_SYMBOL_GPL(lirc_usb_of);

/* Hand a transfer to the model's @rx: one at a time per receiver. */
static void lirc_usb_deliver(struct lirc_usb *lu, unsigned int len)
{
	struct lirc_usb *p = lu->primary ?: lu;
	unsigned long flags;

	spin_lock_irqsave(&p->rx_lock, flags);
	if (lu->primary && p->info->companion_rx)
		p->info->companion_rx(p, lu->in_buf, len);
	else
		p->info->rx(p, lu->in_buf, len);
	spin_unlock_irqrestore(&p->rx_lock, flags);
}

/* Rest the IN stream for @backoff_ms, then @recover_work restarts it. */
static void lirc_usb_rest(struct lirc_usb *lu)
{
	WRITE_ONCE(lu->resting, true);
	schedule_delayed_work(&lu->recover_work,
			      msecs_to_jiffies(READ_ONCE(lu->backoff_ms)));
}

static void lirc_usb_in_complete(struct urb *urb)
{
	struct lirc_usb *lu = urb->context;
	unsigned int errors = READ_ONCE(lu->errors);
	int status = urb->status;
	enum lirc_usb_in_action action;
	int err;

	action = lirc_usb_in_action(status, &errors);
	WRITE_ONCE(lu->errors, errors);
	switch (action) {
	case LIRC_USB_IN_DELIVER:
		WRITE_ONCE(lu->backoff_ms, LIRC_USB_BACKOFF_MIN_MS);
		lirc_usb_deliver(lu, urb->actual_length);
		break;
	case LIRC_USB_IN_RESUBMIT:
		dev_warn_ratelimited(&lu->intf->dev, "IN transfer failed: %d\n",
				     status);
		break;
	case LIRC_USB_IN_CLEAR_HALT:
		dev_warn_ratelimited(&lu->intf->dev,
				     "IN endpoint stalled, clearing it\n");
		WRITE_ONCE(lu->halted, true);
		/* Now, even if a rest is queued for later. */
		mod_delayed_work(system_wq, &lu->recover_work, 0);
		return;
	case LIRC_USB_IN_STOP:
		dev_dbg(&lu->intf->dev, "IN stream stopped: %d\n", status);
		return;
	case LIRC_USB_IN_REST:
		dev_err_ratelimited(&lu->intf->dev,
				    "IN stream stopped after %u errors (last %d), retrying in %u ms\n",
				    errors, status, READ_ONCE(lu->backoff_ms));
		WRITE_ONCE(lu->halted, status == -EPIPE);
		lirc_usb_rest(lu);
		return;
	}

	err = usb_submit_urb(urb, GFP_ATOMIC);
	if (!err)
		return;
	if (lirc_usb_submit_action(err) == LIRC_USB_IN_STOP) {
		dev_dbg(&lu->intf->dev, "IN resubmit: stopped (%d)\n", err);
		return;
	}
	dev_err_ratelimited(&lu->intf->dev,
			    "IN resubmit failed: %d, retrying in %u ms\n",
			    err, READ_ONCE(lu->backoff_ms));
	lirc_usb_rest(lu);
}

/*
 * Start the IN stream if it is wanted and may run. A submission that fails
 * for another reason than the device being gone rests and is retried by
 * @recover_work, so that only a gone device returns an error. Caller holds
 * @lu->lock; the URB is idle.
 */
static int lirc_usb_in_start(struct lirc_usb *lu)
{
	int err;

	if (!lu->streaming || lu->suspended || lu->gone)
		return 0;
	WRITE_ONCE(lu->errors, 0);
	WRITE_ONCE(lu->halted, false);
	WRITE_ONCE(lu->resting, false);
	WRITE_ONCE(lu->backoff_ms, LIRC_USB_BACKOFF_MIN_MS);
	cancel_delayed_work(&lu->recover_work);	/* nothing left to recover */
	if (lu->info->start && !lu->primary) {
		/* A companion's transfers may reach @rx meanwhile. */
		spin_lock_irq(&lu->rx_lock);
		lu->info->start(lu);
		spin_unlock_irq(&lu->rx_lock);
	}
	err = usb_submit_urb(lu->in_urb, GFP_KERNEL);
	if (!err)
		return 0;
	if (lirc_usb_submit_action(err) == LIRC_USB_IN_STOP) {
		dev_dbg(&lu->intf->dev, "cannot start the IN stream: %d\n", err);
		return err;
	}
	dev_err_ratelimited(&lu->intf->dev,
			    "cannot start the IN stream: %d, retrying in %u ms\n",
			    err, lu->backoff_ms);
	lirc_usb_rest(lu);
	return 0;
}

/*
 * The completion (or a failed start) left the URB idle after a stall, or
 * resting. Clearing a halt sleeps, hence the work item. The stream
 * restarts only if nothing stopped or restarted it meanwhile:
 * lirc_usb_in_start() resets @halted and @resting. When the clear or the
 * submission fails, the stream rests and this runs again later; disconnect
 * and suspend cancel it.
 */
static void lirc_usb_recover_work(struct work_struct *work)
{
	struct lirc_usb *lu = container_of(to_delayed_work(work),
					   struct lirc_usb, recover_work);
	int err = 0;

	mutex_lock(&lu->lock);
	if ((lu->halted || lu->resting) && lu->streaming && !lu->suspended &&
	    !lu->gone) {
		if (lu->resting) {
			WRITE_ONCE(lu->errors, 0);
			WRITE_ONCE(lu->backoff_ms,
				   lirc_usb_next_backoff(lu->backoff_ms));
		}
		if (lu->halted)
			err = usb_clear_halt(lu->udev, lu->in_urb->pipe);
		WRITE_ONCE(lu->halted, !!err);
		WRITE_ONCE(lu->resting, false);
		if (!err)
			err = usb_submit_urb(lu->in_urb, GFP_KERNEL);
		if (err && lirc_usb_submit_action(err) == LIRC_USB_IN_REST) {
			dev_err_ratelimited(&lu->intf->dev,
					    "cannot restart the IN stream: %d, retrying in %u ms\n",
					    err, lu->backoff_ms);
			lirc_usb_rest(lu);
		} else if (err) {
			dev_dbg(&lu->intf->dev, "IN stream ends: %d\n", err);
		}
	}
	mutex_unlock(&lu->lock);
}

/* Let held-back OUT and control transfers go. */
static void lirc_usb_release_out(struct lirc_usb *lu)
{
	mutex_lock(&lu->out_lock);
	WRITE_ONCE(lu->out_held, false);
	mutex_unlock(&lu->out_lock);
	wake_up_all(&lu->out_wait);
}

/*
 * Hold back OUT and control transfers; waits for the transfer and the
 * sequence (lirc_usb_send_seq()) in progress, so that what a reset or
 * restore sends never lands within a display's frame. Held already (since
 * pre-reset): a sequence begun since waits before its first packet.
 */
static void lirc_usb_hold_out(struct lirc_usb *lu)
{
	if (READ_ONCE(lu->out_held))
		return;
	mutex_lock(&lu->seq_lock);
	mutex_lock(&lu->out_lock);
	WRITE_ONCE(lu->out_held, true);
	mutex_unlock(&lu->out_lock);
	mutex_unlock(&lu->seq_lock);
}

/* Is there anything to send again after a resume? Caller holds @lu->lock. */
static bool lirc_usb_has_restore(struct lirc_usb *lu)
{
	return lu->info->restore || lu->display;
}

/*
 * Run the model's @reset hook (if @reset), and then (if @restore) show the
 * display's frame again and run its @restore hook, with every other
 * transfer held back, then let them go. Caller holds @lu->lock; the
 * device is awake; the IN URB is idle when @reset.
 */
static int lirc_usb_reinit(struct lirc_usb *lu, bool reset, bool restore)
{
	int err = 0;

	reset = reset && lu->info->reset;
	restore = restore && lirc_usb_has_restore(lu);
	if (reset || restore) {
		lirc_usb_hold_out(lu);
		WRITE_ONCE(lu->reset_task, current);
		if (reset)
			err = lu->info->reset(lu);
		if (!err && restore && lu->display)
			err = lirc_display_restore(lu->display);
		if (!err && restore && lu->info->restore)
			err = lu->info->restore(lu);
		WRITE_ONCE(lu->reset_task, NULL);
	}
	lirc_usb_release_out(lu);
	return err;
}

/* Have @reset_work try again after the back-off. Caller holds @lu->lock. */
static void lirc_usb_retry_later(struct lirc_usb *lu)
{
	schedule_delayed_work(&lu->reset_work,
			      msecs_to_jiffies(lu->reset_backoff_ms));
	lu->reset_backoff_ms = lirc_usb_next_backoff(lu->reset_backoff_ms);
}

/*
 * @restore after a resume or reset (its @reset succeeded): on failure, say
 * so and have @reset_work try again after a back-off, without touching
 * the IN stream. Caller holds @lu->lock.
 */
static void lirc_usb_restore_or_retry(struct lirc_usb *lu, const char *why)
{
	int err = lirc_usb_has_restore(lu) ? lirc_usb_reinit(lu, false, true) : 0;

	if (!err) {
		if (lu->need_restore)
			dev_info(&lu->intf->dev, "device state restored (%s)\n",
				 why);
		lu->need_restore = false;
		lu->reset_backoff_ms = LIRC_USB_BACKOFF_MIN_MS;
		return;
	}
	dev_warn_ratelimited(&lu->intf->dev,
			     "cannot restore the device's state (%s): %d, retrying in %u ms\n",
			     why, err, lu->reset_backoff_ms);
	lu->need_restore = true;
	lirc_usb_retry_later(lu);
}

/*
 * @reset (when @reset, or when it failed before), then @restore, after a
 * reset or a resume: on failure, say so and have @reset_work try again
 * after a back-off. Caller holds @lu->lock; the IN URB is idle.
 */
static void lirc_usb_reinit_or_retry(struct lirc_usb *lu, bool reset,
				     const char *why)
{
	int err = 0;

	if (reset || lu->need_reset)
		err = lirc_usb_reinit(lu, true, false);
	if (err) {
		dev_err_ratelimited(&lu->intf->dev,
				    "cannot initialise the device (%s): %d, retrying in %u ms\n",
				    why, err, lu->reset_backoff_ms);
		lu->need_reset = true;
		lirc_usb_retry_later(lu);
		return;
	}
	if (lu->need_reset) {
		dev_info(&lu->intf->dev, "device initialised again (%s)\n", why);
		lu->reset_backoff_ms = LIRC_USB_BACKOFF_MIN_MS;
	}
	lu->need_reset = false;
	lirc_usb_restore_or_retry(lu, why);
}

/*
 * Retries a failed @reset (and then @restore) with the IN stream stopped,
 * or a failed @restore alone with the stream running. While the interface
 * is suspended nothing happens: resume retries them. The device is awake
 * while @lu->lock is held and @suspended is false (suspend takes
 * @lu->lock).
 */
static void lirc_usb_reset_work(struct work_struct *work)
{
	struct lirc_usb *lu = container_of(to_delayed_work(work),
					   struct lirc_usb, reset_work);

	mutex_lock(&lu->lock);
	if (lu->need_reset && !lu->suspended && !lu->gone) {
		/* @reset runs with the IN stream stopped, as documented. */
		usb_kill_urb(lu->in_urb);
		lirc_usb_reinit_or_retry(lu, true, "retry");
		lirc_usb_in_start(lu);
	} else if (lu->need_restore && !lu->suspended && !lu->gone) {
		lirc_usb_restore_or_retry(lu, "retry");
	}
	mutex_unlock(&lu->lock);
}

/* Start streaming for good (@on) or stop; caller holds @lu->lock. */
static int lirc_usb_stream(struct lirc_usb *lu, bool on)
{
	int err = 0;

	lu->streaming = on;
	if (on)
		err = lirc_usb_in_start(lu);
	if (!on || err) {
		lu->streaming = false;
		usb_kill_urb(lu->in_urb);
	}
	return err;
}

static int lirc_usb_open(struct lirc_device *ld)
{
	struct lirc_usb *lu = lirc_get_drvdata(ld);
	int err;

	if (lu->info->always_on)
		return 0;
	err = usb_autopm_get_interface(lu->intf);
	if (err)
		return err;
	mutex_lock(&lu->lock);
	err = lirc_usb_stream(lu, true);
	mutex_unlock(&lu->lock);
	if (err)
		usb_autopm_put_interface(lu->intf);
	return err;
}

static void lirc_usb_close(struct lirc_device *ld)
{
	struct lirc_usb *lu = lirc_get_drvdata(ld);

	if (lu->info->always_on)
		return;
	mutex_lock(&lu->lock);
	lirc_usb_stream(lu, false);
	mutex_unlock(&lu->lock);
	usb_autopm_put_interface(lu->intf);
}

static int lirc_usb_tx(struct lirc_device *ld, const u32 *durations,
		       unsigned int count)
{
	struct lirc_usb *lu = lirc_get_drvdata(ld);

	return lu->info->tx(lu, durations, count);
}

static int lirc_usb_set_tx_carrier(struct lirc_device *ld, u32 carrier)
{
	struct lirc_usb *lu = lirc_get_drvdata(ld);

	return lu->info->set_tx_carrier(lu, carrier);
}

static int lirc_usb_set_tx_duty_cycle(struct lirc_device *ld, u32 duty_cycle)
{
	struct lirc_usb *lu = lirc_get_drvdata(ld);

	return lu->info->set_tx_duty_cycle(lu, duty_cycle);
}

static int lirc_usb_set_tx_mask(struct lirc_device *ld, u32 mask)
{
	struct lirc_usb *lu = lirc_get_drvdata(ld);

	return lu->info->set_tx_mask(lu, mask);
}

static int lirc_usb_set_rx_timeout(struct lirc_device *ld, u32 timeout)
{
	struct lirc_usb *lu = lirc_get_drvdata(ld);

	return lu->info->set_rx_timeout(lu, timeout);
}

static void lirc_usb_lirccode(struct lirc_device *ld, u32 proto, u64 scancode,
			      bool toggle, u8 *bytes)
{
	struct lirc_usb *lu = lirc_get_drvdata(ld);

	/* Without the hook the model passes its bytes with each code. */
	if (lu->info->lirccode)
		lu->info->lirccode(lu, proto, scancode, toggle, bytes);
}

static int lirc_usb_change_protocol(struct lirc_device *ld, u64 *protocols)
{
	struct lirc_usb *lu = lirc_get_drvdata(ld);

	return lu->info->change_protocol(lu, protocols);
}

/* Every callback a model may need; lirc_usb_build_desc() picks its own. */
static const struct lirc_device_ops lirc_usb_all_ops = {
	.open = lirc_usb_open,
	.close = lirc_usb_close,
	.tx = lirc_usb_tx,
	.set_tx_carrier = lirc_usb_set_tx_carrier,
	.set_tx_duty_cycle = lirc_usb_set_tx_duty_cycle,
	.set_tx_mask = lirc_usb_set_tx_mask,
	.set_rx_timeout = lirc_usb_set_rx_timeout,
	.lirccode = lirc_usb_lirccode,
	.change_protocol = lirc_usb_change_protocol,
};

static void lirc_usb_free(struct lirc_usb *lu)
{
	if (lu->ld)
		put_device(&lu->ld->dev);	/* the core's own reference */
	usb_free_urb(lu->in_urb);
	usb_free_coherent(lu->udev, lu->in_len, lu->in_buf, lu->in_dma);
	usb_put_dev(lu->udev);
	kfree(lu);
}

/*
 * Has the device's current configuration interface @ifnum, with a usable
 * interrupt-IN endpoint?
 */
static bool lirc_usb_companion_usable(struct usb_device *udev, u8 ifnum)
{
	struct usb_interface *c = usb_ifnum_to_if(udev, ifnum);
	struct usb_endpoint_descriptor *ep;

	return c && !usb_find_int_in_endpoint(c->cur_altsetting, &ep) &&
	       usb_endpoint_maxp(ep);
}

/*
 * Why an interface is not ours, said once per refusal (rate-limited: a
 * device can be plugged again and again). Return: 0 or -ENODEV.
 */
static int lirc_usb_check_intf(struct usb_interface *intf,
			       const struct usb_device_id *id,
			       struct usb_endpoint_descriptor **ep)
{
	const struct lirc_usb_info *info = (const void *)id->driver_info;
	struct usb_device *udev = interface_to_usbdev(intf);
	struct usb_host_interface *alt = intf->cur_altsetting;

	if (!info) {
		dev_warn_ratelimited(&intf->dev,
				     "refused: no model data for %04x:%04x (an id added by new_id needs a reference id)\n",
				     le16_to_cpu(udev->descriptor.idVendor),
				     le16_to_cpu(udev->descriptor.idProduct));
		return -ENODEV;
	}
	if (alt->desc.bInterfaceNumber != info->interface &&
	    (!info->companion || alt->desc.bInterfaceNumber != info->companion)) {
		dev_info_ratelimited(&intf->dev,
				     "refused: interface %u is not the model's (%u)\n",
				     alt->desc.bInterfaceNumber, info->interface);
		return -ENODEV;
	}
	if (usb_find_int_in_endpoint(alt, ep)) {
		dev_err_ratelimited(&intf->dev,
				    "refused: no usable interrupt-IN endpoint: there is none\n");
		return -ENODEV;
	}
	if (!usb_endpoint_maxp(*ep)) {
		dev_err_ratelimited(&intf->dev,
				    "refused: no usable interrupt-IN endpoint: 0x%02x has wMaxPacketSize 0\n",
				    (*ep)->bEndpointAddress);
		return -ENODEV;
	}
	if (info->companion_needed &&
	    alt->desc.bInterfaceNumber == info->interface &&
	    !lirc_usb_companion_usable(udev, info->companion)) {
		dev_err_ratelimited(&intf->dev,
				    "refused: the model's interface %u, where its keys come from, is missing or has no usable interrupt-IN endpoint\n",
				    info->companion);
		return -ENODEV;
	}
	return 0;
}

/* A receiver with its IN URB and buffer; NULL without memory. */
static struct lirc_usb *lirc_usb_alloc(struct usb_interface *intf,
				       const struct lirc_usb_info *info,
				       struct usb_endpoint_descriptor *ep,
				       size_t priv_size)
{
	struct usb_device *udev = interface_to_usbdev(intf);
	struct lirc_usb *lu;

	lu = kzalloc(struct_size(lu, priv, DIV_ROUND_UP(priv_size, 8)),
		     GFP_KERNEL);
	if (!lu)
		return NULL;
	lu->udev = usb_get_dev(udev);
	lu->intf = intf;
	lu->info = info;
	mutex_init(&lu->lock);
	mutex_init(&lu->out_lock);
	mutex_init(&lu->seq_lock);
	init_waitqueue_head(&lu->out_wait);
	spin_lock_init(&lu->rx_lock);
	INIT_DELAYED_WORK(&lu->recover_work, lirc_usb_recover_work);
	INIT_DELAYED_WORK(&lu->reset_work, lirc_usb_reset_work);
	lu->backoff_ms = LIRC_USB_BACKOFF_MIN_MS;
	lu->reset_backoff_ms = LIRC_USB_BACKOFF_MIN_MS;
	if (usb_find_int_out_endpoint(intf->cur_altsetting, &lu->out_ep) ||
	    !usb_endpoint_maxp(lu->out_ep))
		lu->out_ep = NULL;
	lu->in_len = usb_endpoint_maxp(ep);
	lu->in_interval = ep->bInterval;
	lu->in_buf = usb_alloc_coherent(udev, lu->in_len, GFP_KERNEL, &lu->in_dma);
	lu->in_urb = usb_alloc_urb(0, GFP_KERNEL);
	if (!lu->in_buf || !lu->in_urb) {
		lirc_usb_free(lu);
		return NULL;
	}
	usb_fill_int_urb(lu->in_urb, udev, usb_rcvintpipe(udev, ep->bEndpointAddress),
			 lu->in_buf, lu->in_len, lirc_usb_in_complete, lu,
			 ep->bInterval);
	lu->in_urb->transfer_dma = lu->in_dma;
	lu->in_urb->transfer_flags |= URB_NO_TRANSFER_DMA_MAP;
	return lu;
}

/*
 * Stop all I/O for good: nothing restarts the stream (@gone), the IN URB is
 * dead, held-back transfers return -ENODEV and no work item is queued or
 * running once this returns. For disconnect and for probe's error paths.
 */
static void lirc_usb_stop_io(struct lirc_usb *lu)
{
	mutex_lock(&lu->lock);
	WRITE_ONCE(lu->gone, true);
	lu->streaming = false;
	usb_kill_urb(lu->in_urb);
	mutex_unlock(&lu->lock);
	wake_up_all(&lu->out_wait);
	cancel_delayed_work_sync(&lu->recover_work);
	cancel_delayed_work_sync(&lu->reset_work);
}

/*
 * Stream from now until disconnect (an always-on model, a companion): the
 * interface must not autosuspend meanwhile. On error all of it is undone,
 * the interface's data cleared and I/O stopped for good.
 */
static int lirc_usb_stream_always(struct usb_interface *intf,
				  struct lirc_usb *lu)
{
	int err;

	usb_autopm_get_interface_no_resume(intf);
	mutex_lock(&lu->lock);
	err = lirc_usb_stream(lu, true);
	mutex_unlock(&lu->lock);
	if (err) {
		usb_autopm_put_interface_no_suspend(intf);
		usb_set_intfdata(intf, NULL);
		lirc_usb_stop_io(lu);
	}
	return err;
}

/*
 * A companion interface: served only while the model's main interface of
 * the same device is bound to this driver (another driver's data behind
 * that interface must never be taken for ours). The USB core holds the
 * device's lock across every interface's probe and disconnect, so the main
 * interface cannot unbind meanwhile; when it does later, it releases this
 * one first.
 */
static int lirc_usb_probe_companion(struct usb_interface *intf,
				    const struct lirc_usb_info *info,
				    struct usb_endpoint_descriptor *ep)
{
	struct usb_interface *main_intf;
	struct lirc_usb *p = NULL, *lu;
	int err;

	main_intf = usb_ifnum_to_if(interface_to_usbdev(intf), info->interface);
	if (main_intf && main_intf->dev.driver == intf->dev.driver)
		p = usb_get_intfdata(main_intf);
	if (!p || p->primary || p->companion) {
		dev_err_ratelimited(&intf->dev,
				    "refused: interface %u is served only while interface %u of the device is bound to %s\n",
				    info->companion, info->interface,
				    intf->dev.driver->name);
		return -ENODEV;
	}
	lu = lirc_usb_alloc(intf, info, ep, 0);
	if (!lu)
		return -ENOMEM;
	lu->primary = p;
	usb_set_intfdata(intf, lu);
	err = lirc_usb_stream_always(intf, lu);
	if (err) {
		lirc_usb_free(lu);
		return err;
	}
	p->companion = lu;
	dev_dbg(&intf->dev, "companion of interface %u\n", info->interface);
	return 0;
}

/*
 * A companion left unbound because its main interface was not bound when
 * it probed (bound again later through sysfs or after usbfs let it go):
 * probe it now, as the USB core's own rebinding does, under the device's
 * lock. At enumeration it is not registered yet and probes by itself.
 */
static void lirc_usb_attach_companion(struct usb_interface *intf,
				      const struct lirc_usb_info *info)
{
	struct usb_interface *c;
	int err;

	if (!info->companion)
		return;
	c = usb_ifnum_to_if(interface_to_usbdev(intf), info->companion);
	if (!c || !device_is_registered(&c->dev) || c->dev.driver)
		return;
	err = device_attach(&c->dev);
	if (err < 0)
		dev_warn(&intf->dev, "interface %u not bound: %d\n",
			 info->companion, err);
}

/**
 * lirc_usb_probe() - bind a USB receiver described by id->driver_info
 * @intf: the interface
 * @id: the matching entry; driver_info points to a struct lirc_usb_info
 *
 * Refuses with -ENODEV, and says why: an entry without model data (an id
 * added through new_id without a reference id), an interface other than
 * @info->interface (or @info->companion), and one without a usable
 * interrupt-IN endpoint (wMaxPacketSize 0 included). A companion binds
 * only next to its main interface, see lirc_usb_info. Then calls
 * @info->bind and @info->reset and registers the lirc device; an error of
 * either hook fails the probe, undone in reverse order. Last, the model's
 * display (@info->display) and @info->ready, which cannot fail it.
 *
 * Return: 0 or an errno.
 */
int lirc_usb_probe(struct usb_interface *intf, const struct usb_device_id *id)
{
	const struct lirc_usb_info *info = (const void *)id->driver_info;
	struct usb_device *udev = interface_to_usbdev(intf);
	struct usb_endpoint_descriptor *ep;
	struct lirc_device_desc desc;
	struct lirc_device_ops ops;
	struct lirc_usb *lu;
	struct lirc_device *ld;
	int err;

	err = lirc_usb_check_intf(intf, id, &ep);
	if (err)
		return err;
	if (info->companion &&
	    intf->cur_altsetting->desc.bInterfaceNumber == info->companion)
		return lirc_usb_probe_companion(intf, info, ep);
	err = lirc_usb_build_desc(info, &lirc_usb_all_ops,
				  to_usb_driver(intf->dev.driver)->name,
				  &desc, &ops);
	if (err) {
		dev_err_ratelimited(&intf->dev,
				    "refused: the model has no name or no rx hook\n");
		return err;
	}
	usb_to_input_id(udev, &desc.input_id);

	lu = lirc_usb_alloc(intf, info, ep, info->priv_size);
	if (!lu)
		return -ENOMEM;

	ld = lirc_device_alloc(&intf->dev, &desc, lu);
	if (IS_ERR(ld)) {
		err = PTR_ERR(ld);
		goto err_free;
	}
	lu->ld = ld;
	get_device(&ld->dev);	/* ours, until lirc_usb_free() */

	err = info->bind ? info->bind(lu) : 0;
	if (err)
		goto err_put;
	mutex_lock(&lu->lock);
	err = lirc_usb_reinit(lu, true, false);
	mutex_unlock(&lu->lock);
	if (err) {
		dev_err(&intf->dev, "cannot initialise the device: %d\n", err);
		goto err_unbind;
	}
	err = lirc_device_register(ld);
	if (err)
		goto err_unbind;
	usb_set_intfdata(intf, lu);
	if (info->always_on) {
		err = lirc_usb_stream_always(intf, lu);
		if (err) {
			lirc_device_unregister(ld);
			goto err_unbind_registered;
		}
	}
	lirc_usb_attach_companion(intf, info);
	lirc_usb_display_add(lu);
	if (info->ready)
		info->ready(lu);
	return 0;

err_unbind:
	/*
	 * A file opened while lirc_device_register() failed may have started
	 * the stream and its recovery; its close killed the URB, the work
	 * may still be queued.
	 */
	lirc_usb_stop_io(lu);
	lirc_device_put(ld);		/* the driver's reference */
err_unbind_registered:
	if (info->unbind)
		info->unbind(lu);
	goto err_free;
err_put:
	lirc_device_put(ld);
err_free:
	lirc_usb_free(lu);
	return err;
}
EXPORT_SYMBOL_GPL(lirc_usb_probe);

/**
 * lirc_usb_disconnect() - unbind a receiver bound by lirc_usb_probe()
 * @intf: the interface
 *
 * Stops the IN URB and the core's work items first, so that nothing
 * reports to the lirc device any more; then unregisters it (open files
 * stay valid and get -ENODEV) and the display, calls @info->unbind and
 * frees. No URB completion, work item or hook runs after this returns. A
 * main interface releases its companion first.
 */
void lirc_usb_disconnect(struct usb_interface *intf)
{
	struct lirc_usb *lu = usb_get_intfdata(intf);

	if (lu->primary) {
		usb_set_intfdata(intf, NULL);
		usb_autopm_put_interface_no_suspend(intf);
		lirc_usb_stop_io(lu);
		lu->primary->companion = NULL;
		lirc_usb_free(lu);
		return;
	}
	if (lu->companion)
		usb_driver_release_interface(to_usb_driver(intf->dev.driver),
					     lu->companion->intf);
	usb_set_intfdata(intf, NULL);
	if (lu->info->always_on)
		usb_autopm_put_interface_no_suspend(intf);
	lirc_usb_stop_io(lu);
	lirc_device_unregister(lu->ld);
	lirc_usb_display_remove(lu);
	if (lu->info->unbind)
		lu->info->unbind(lu);
	lirc_usb_free(lu);
}
EXPORT_SYMBOL_GPL(lirc_usb_disconnect);

/* Stop the stream for suspend or reset; the work items stop too. */
static void lirc_usb_pause(struct usb_interface *intf, const char *why)
{
	struct lirc_usb *lu = usb_get_intfdata(intf);

	mutex_lock(&lu->lock);
	dev_dbg(&intf->dev, "%s (%s)\n", why,
		lu->streaming ? "streaming" : "idle");
	lu->suspended = true;
	usb_kill_urb(lu->in_urb);
	mutex_unlock(&lu->lock);
	cancel_delayed_work_sync(&lu->recover_work);
	cancel_delayed_work_sync(&lu->reset_work);
}

/*
 * Let the stream run again after resume or reset; @reinit: the device was
 * reset, run @reset; then @restore (either retried later if it fails). A
 * @reset or @restore that failed before is retried here too. Errors are
 * handled here (rest and retry), so the USB core never unbinds the
 * receiver.
 */
static int lirc_usb_restart(struct usb_interface *intf, bool reinit,
			    const char *why)
{
	struct lirc_usb *lu = usb_get_intfdata(intf);

	mutex_lock(&lu->lock);
	dev_dbg(&intf->dev, "%s (%s)\n", why,
		lu->streaming ? "streaming" : "idle");
	lu->suspended = false;
	if (lu->primary)	/* a companion: no @reset, nothing to initialise */
		lirc_usb_release_out(lu);
	else if (reinit || lu->need_reset || lu->need_restore ||
		 lirc_usb_has_restore(lu))
		lirc_usb_reinit_or_retry(lu, reinit, why);
	lirc_usb_in_start(lu);
	mutex_unlock(&lu->lock);
	return 0;
}

/**
 * lirc_usb_suspend() - stop the IN stream for suspend
 * @intf: the interface
 * @message: the PM event
 *
 * Return: 0.
 */
int lirc_usb_suspend(struct usb_interface *intf, pm_message_t message)
{
	lirc_usb_pause(intf, PMSG_IS_AUTO(message) ? "autosuspend" : "suspend");
	return 0;
}
EXPORT_SYMBOL_GPL(lirc_usb_suspend);

/**
 * lirc_usb_resume() - restart the IN stream after resume
 * @intf: the interface
 *
 * The driver's @start hook resets its decoder first: a signal cut by the
 * suspend is not continued. A @reset that failed earlier is tried again.
 *
 * Return: 0; a failed restart rests and is retried.
 */
int lirc_usb_resume(struct usb_interface *intf)
{
	return lirc_usb_restart(intf, false, "resume");
}
EXPORT_SYMBOL_GPL(lirc_usb_resume);

/**
 * lirc_usb_reset_resume() - initialise and restart after a reset-resume
 * @intf: the interface
 *
 * The device was reset while suspended and configured again by the USB
 * core; the model's @reset initialises it again.
 *
 * Return: 0; a failed @reset or restart is reported and retried.
 */
int lirc_usb_reset_resume(struct usb_interface *intf)
{
	return lirc_usb_restart(intf, true, "reset-resume");
}
EXPORT_SYMBOL_GPL(lirc_usb_reset_resume);

/**
 * lirc_usb_pre_reset() - stop the IN stream before the device is reset
 * @intf: the interface
 *
 * Waits for an OUT or control transfer in progress and holds back new
 * ones until lirc_usb_post_reset() has run the model's @reset. The lirc
 * device, its open files and the input device stay.
 *
 * Return: 0.
 */
int lirc_usb_pre_reset(struct usb_interface *intf)
{
	struct lirc_usb *lu = usb_get_intfdata(intf);

	lirc_usb_pause(intf, "pre-reset");
	lirc_usb_hold_out(lu);
	return 0;
}
EXPORT_SYMBOL_GPL(lirc_usb_pre_reset);

/**
 * lirc_usb_post_reset() - initialise and restart after a reset
 * @intf: the interface
 *
 * Runs the model's @reset, lets held-back transfers go and restarts the
 * IN stream.
 *
 * Return: 0; a failed @reset or restart is reported and retried.
 */
int lirc_usb_post_reset(struct usb_interface *intf)
{
	return lirc_usb_restart(intf, true, "post-reset");
}
EXPORT_SYMBOL_GPL(lirc_usb_post_reset);

static void lirc_usb_wait_complete(struct urb *urb)
{
	complete(urb->context);
}

/*
 * Submit @urb and wait for it at most @left jiffies, interruptibly. When
 * the wait ends early the URB is killed, which waits for its completion,
 * so nothing refers to the caller's stack afterwards.
 */
static int lirc_usb_submit_wait(struct lirc_usb *lu, struct urb *urb,
				long left, unsigned int timeout_ms)
{
	DECLARE_COMPLETION_ONSTACK(done);
	int err;

	urb->context = &done;
	urb->complete = lirc_usb_wait_complete;
	err = usb_submit_urb(urb, GFP_KERNEL);
	if (err)
		return err;
	left = wait_for_completion_interruptible_timeout(&done, left);
	if (left <= 0) {
		usb_kill_urb(urb);
		if (!left) {
			dev_warn_ratelimited(&lu->intf->dev,
					     "transfer timed out after %u ms\n",
					     timeout_ms);
			return -ETIMEDOUT;
		}
		return -ERESTARTSYS;
	}
	if (urb->status)
		return urb->status;
	return urb->actual_length == urb->transfer_buffer_length ? 0 : -EIO;
}

/*
 * Take @out_lock for a transfer. While a reset holds transfers back, wait
 * (at most @left jiffies, updated) unless this is the reset's own task.
 */
static int lirc_usb_out_lock(struct lirc_usb *lu, long *left)
{
	for (;;) {
		if (mutex_lock_interruptible(&lu->out_lock))
			return -ERESTARTSYS;
		if (READ_ONCE(lu->gone)) {
			mutex_unlock(&lu->out_lock);
			return -ENODEV;
		}
		if (!lu->out_held || READ_ONCE(lu->reset_task) == current)
			return 0;
		mutex_unlock(&lu->out_lock);
		*left = wait_event_interruptible_timeout(lu->out_wait,
							 !READ_ONCE(lu->out_held) ||
							 READ_ONCE(lu->gone),
							 *left);
		if (*left < 0)
			return -ERESTARTSYS;
		if (!*left)
			return -ETIMEDOUT;
	}
}

/* Send @len bytes of @data on @pipe, with @setup for a control transfer. */
static int lirc_usb_transfer(struct lirc_usb *lu, unsigned int pipe,
			     struct usb_ctrlrequest *setup, const void *data,
			     unsigned int len, unsigned int timeout_ms)
{
	/* @reset runs with the device awake, within PM callbacks: no autopm */
	bool own = READ_ONCE(lu->reset_task) == current;
	struct urb *urb;
	void *buf = NULL;
	long left;
	int err;

	if (!timeout_ms)
		timeout_ms = LIRC_USB_TIMEOUT_MS;
	left = msecs_to_jiffies(timeout_ms);
	urb = usb_alloc_urb(0, GFP_KERNEL);
	if (len)
		buf = kmemdup(data, len, GFP_KERNEL);	/* DMA-safe, our own */
	if (!urb || (len && !buf)) {
		err = -ENOMEM;
		goto out;
	}
	if (setup)
		usb_fill_control_urb(urb, lu->udev, pipe, (void *)setup, buf, len,
				     NULL, NULL);
	else
		usb_fill_int_urb(urb, lu->udev, pipe, buf, len, NULL, NULL,
				 lu->out_ep->bInterval);

	err = own ? 0 : usb_autopm_get_interface(lu->intf);	/* wake it */
	if (err)
		goto out;
	err = lirc_usb_out_lock(lu, &left);
	if (!err) {
		err = lirc_usb_submit_wait(lu, urb, left, timeout_ms);
		if (err == -EPIPE && !setup) {
			/* Clear a stalled OUT endpoint, so the next send works. */
			int ret = usb_clear_halt(lu->udev, pipe);

			dev_warn_ratelimited(&lu->intf->dev,
					     "OUT endpoint stalled, cleared: %d\n", ret);
		}
		mutex_unlock(&lu->out_lock);
	} else if (err == -ETIMEDOUT) {
		dev_warn_ratelimited(&lu->intf->dev,
				     "transfer timed out after %u ms, held back by a reset\n",
				     timeout_ms);
	}
	if (!own)
		usb_autopm_put_interface(lu->intf);
out:
	kfree(buf);
	usb_free_urb(urb);
	return err;
}

/**
 * lirc_usb_send() - send on the interrupt-OUT endpoint
 * @lu: the receiver
 * @data: the bytes; copied, so any memory will do
 * @len: how many, at most the endpoint's wMaxPacketSize
 * @timeout_ms: longest wait in milliseconds; 0 means LIRC_USB_TIMEOUT_MS
 *
 * Process context: the tx and set hooks, @reset, or any other place that
 * may sleep (not @rx nor @start). One transfer at a time per receiver;
 * wakes an autosuspended device; during a USB reset, @reset or @restore,
 * only @reset's and @restore's own transfers go ahead, others wait
 * (within @timeout_ms). A wait that times out or is interrupted kills the
 * URB before returning.
 *
 * Return: 0, -EOPNOTSUPP without an OUT endpoint, -EINVAL for a size the
 * endpoint cannot take, -ETIMEDOUT, -ERESTARTSYS, -ENODEV once disconnect began,
 * or the transfer's error.
 */
int lirc_usb_send(struct lirc_usb *lu, const void *data, unsigned int len,
		  unsigned int timeout_ms)
{
	if (!lu->out_ep)
		return -EOPNOTSUPP;
	if (!len || len > usb_endpoint_maxp(lu->out_ep))
		return -EINVAL;
	return lirc_usb_transfer(lu, usb_sndintpipe(lu->udev,
						    lu->out_ep->bEndpointAddress),
				 NULL, data, len, timeout_ms);
}
EXPORT_SYMBOL_GPL(lirc_usb_send);

/**
 * lirc_usb_recv() - read one transfer from the interrupt-IN endpoint
 * @lu: the receiver
 * @data: where the bytes go
 * @len: room at @data, at most the endpoint's wMaxPacketSize; a longer
 *	transfer is cut to @len
 * @timeout_ms: longest wait in milliseconds; 0 means LIRC_USB_TIMEOUT_MS
 *
 * For a device's reply to a command while the IN stream is not running:
 * in @bind only (the stream starts after it, and nothing else reads the
 * endpoint then). A wait that times out or is interrupted kills the URB
 * before returning.
 *
 * Return: the number of bytes read, -EINVAL for a bad @len, -ETIMEDOUT,
 * -ERESTARTSYS, -ENOMEM, or the transfer's error.
 */
int lirc_usb_recv(struct lirc_usb *lu, void *data, unsigned int len,
		  unsigned int timeout_ms)
{
	struct urb *urb;
	void *buf;
	int err;

	if (!len || len > lu->in_len)
		return -EINVAL;
	if (!timeout_ms)
		timeout_ms = LIRC_USB_TIMEOUT_MS;
	urb = usb_alloc_urb(0, GFP_KERNEL);
	buf = kmalloc(lu->in_len, GFP_KERNEL);	/* DMA-safe, our own */
	if (!urb || !buf) {
		err = -ENOMEM;
		goto out;
	}
	usb_fill_int_urb(urb, lu->udev, lu->in_urb->pipe, buf, lu->in_len,
			 NULL, NULL, lu->in_interval);
	err = lirc_usb_submit_wait(lu, urb, msecs_to_jiffies(timeout_ms),
				   timeout_ms);
	if (!err || (err == -EIO && !urb->status)) {	/* a short read */
		err = min(urb->actual_length, len);
		memcpy(data, buf, err);
	}
out:
	kfree(buf);
	usb_free_urb(urb);
	return err;
}
EXPORT_SYMBOL_GPL(lirc_usb_recv);

/**
 * lirc_usb_can_send() - can the receiver send packets of a size
 * @lu: the receiver
 * @len: the packet size the driver needs
 *
 * Return: true when lirc_usb_send() has an interrupt-OUT endpoint to send
 * on whose wMaxPacketSize takes @len bytes.
 */
bool lirc_usb_can_send(struct lirc_usb *lu, unsigned int len)
{
	return lu->out_ep && len && len <= usb_endpoint_maxp(lu->out_ep);
}
EXPORT_SYMBOL_GPL(lirc_usb_can_send);

/**
 * lirc_usb_awake_get() - keep the device awake across several transfers
 * @lu: the receiver
 *
 * For a driver's sequence of transfers that must not be cut by a suspend
 * (a display's frame): wakes the device and keeps it from autosuspending
 * until lirc_usb_awake_put(). Within @reset and @restore, whose device is
 * awake already, it does nothing. Process context.
 *
 * Return: 0 or the runtime PM error (then no put is due).
 */
int lirc_usb_awake_get(struct lirc_usb *lu)
{
	if (READ_ONCE(lu->reset_task) == current)
		return 0;
	return usb_autopm_get_interface(lu->intf);
}
EXPORT_SYMBOL_GPL(lirc_usb_awake_get);

/**
 * lirc_usb_awake_put() - end lirc_usb_awake_get()
 * @lu: the receiver
 */
void lirc_usb_awake_put(struct lirc_usb *lu)
{
	if (READ_ONCE(lu->reset_task) != current)
		usb_autopm_put_interface(lu->intf);
}
EXPORT_SYMBOL_GPL(lirc_usb_awake_put);

/**
 * lirc_usb_send_seq() - send packets as one sequence
 * @lu: the receiver
 * @send: sends one packet (for packets that go as control transfers), or
 *	NULL for lirc_usb_send() with the default timeout
 * @pkts: @count packets of @len bytes each, back to back
 * @count: how many
 * @len: bytes per packet
 * @pace_us: pause after each packet, or 0
 *
 * The device is kept awake from the first packet to the last, so that a
 * frame of a display is never cut by an autosuspend, and a USB reset, the
 * model's @reset and @restore and the display's restore wait until the
 * sequence has ended (within @reset and @restore, the sequence is theirs).
 * Stops at the first error. Process context, as lirc_usb_send().
 *
 * Return: 0, -ERESTARTSYS when a signal came while waiting for another
 * sequence, or the first error.
 */
int lirc_usb_send_seq(struct lirc_usb *lu,
		      int (*send)(struct lirc_usb *lu, const u8 *pkt),
		      const u8 *pkts, unsigned int count, unsigned int len,
		      unsigned int pace_us)
{
	bool own = READ_ONCE(lu->reset_task) == current;
	unsigned int i;
	int err;

	err = lirc_usb_awake_get(lu);
	if (err)
		return err;
	if (!own && mutex_lock_interruptible(&lu->seq_lock)) {
		lirc_usb_awake_put(lu);
		return -ERESTARTSYS;
	}
	for (i = 0; i < count && !err; i++) {
		err = send ? send(lu, pkts + i * len) :
			     lirc_usb_send(lu, pkts + i * len, len, 0);
		if (!err && pace_us)
			usleep_range(pace_us, pace_us + 1000);
	}
	if (!own)
		mutex_unlock(&lu->seq_lock);
	lirc_usb_awake_put(lu);
	return err;
}
EXPORT_SYMBOL_GPL(lirc_usb_send_seq);

/**
 * lirc_usb_control_out() - a control request with an OUT data stage
 * @lu: the receiver
 * @request_type: bmRequestType; the direction bit must be OUT
 * @request: bRequest
 * @value: wValue
 * @index: wIndex
 * @data: the data stage, copied; may be NULL when @len is 0
 * @len: wLength
 * @timeout_ms: longest wait in milliseconds; 0 means LIRC_USB_TIMEOUT_MS
 *
 * Same contexts and rules as lirc_usb_send().
 *
 * Return: 0, -EINVAL for an IN request, -ETIMEDOUT, -ERESTARTSYS, -ENODEV once
 * disconnect began, or the transfer's error (-EPIPE when the device stalls
 * the request).
 */
int lirc_usb_control_out(struct lirc_usb *lu, u8 request_type, u8 request,
			 u16 value, u16 index, const void *data, u16 len,
			 unsigned int timeout_ms)
{
	struct usb_ctrlrequest *setup;
	int err;

	if (request_type & USB_DIR_IN)
		return -EINVAL;
	setup = kmalloc(sizeof(*setup), GFP_KERNEL);
	if (!setup)
		return -ENOMEM;
	setup->bRequestType = request_type;
	setup->bRequest = request;
	setup->wValue = cpu_to_le16(value);
	setup->wIndex = cpu_to_le16(index);
	setup->wLength = cpu_to_le16(len);
	err = lirc_usb_transfer(lu, usb_sndctrlpipe(lu->udev, 0), setup, data,
				len, timeout_ms);
	kfree(setup);
	return err;
}
EXPORT_SYMBOL_GPL(lirc_usb_control_out);
