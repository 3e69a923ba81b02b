// SPDX-License-Identifier: GPL-2.0
/*
 * USB receivers: probe, the interrupt-IN stream, disconnect, reset and PM.
 *
 * The IN URB runs while the receiver has users (lirc_device_ops open and
 * close), or from probe to disconnect for an always-on model, and while
 * the interface is neither suspended nor being reset. A user holds a
 * runtime-PM reference, so an idle receiver may autosuspend.
 *
 * The completion hands only successful transfers to the driver and follows
 * lirc_usb_in_action(): it stops for good on the statuses that mean
 * "unlinked" or "device gone", has a work item clear a stalled endpoint,
 * and resubmits after other errors, but only LIRC_USB_MAX_ERRORS times in
 * a row. Then the stream rests, and the work item tries again after a
 * back-off that doubles up to LIRC_USB_BACKOFF_MAX_MS, so a broken device
 * can neither keep a CPU busy nor leave the receiver dead once it recovers.
 * OUT and control transfers wait a bounded time, interruptibly, and kill
 * their URB when the wait ends early. Disconnect unregisters the lirc
 * device first (which stops the URB through close), then cancels the work
 * and kills the URB again, so no completion or work runs once it returns.
 */

#include <linux/module.h>
#include <linux/slab.h>
#include <linux/usb.h>
#include <linux/usb/input.h>

#include "lirc_usb.h"

#define LIRC_USB_BACKOFF_MIN_MS	1000
#define LIRC_USB_BACKOFF_MAX_MS	64000

static void lirc_usb_in_complete(struct urb *urb)
{
	struct lirc_usb *lu = urb->context;
	unsigned int backoff;
	int err;

	switch (lirc_usb_in_action(urb->status, &lu->errors)) {
	case LIRC_USB_IN_DELIVER:
		WRITE_ONCE(lu->backoff_ms, LIRC_USB_BACKOFF_MIN_MS);
		lu->info->rx(lu, lu->in_buf, urb->actual_length);
		break;
	case LIRC_USB_IN_RESUBMIT:
		dev_warn_ratelimited(&lu->intf->dev, "IN transfer failed: %d\n",
				     urb->status);
		break;
	case LIRC_USB_IN_CLEAR_HALT:
		dev_warn_ratelimited(&lu->intf->dev,
				     "IN endpoint stalled, clearing it\n");
		WRITE_ONCE(lu->halted, true);
		schedule_delayed_work(&lu->recover_work, 0);
		return;
	case LIRC_USB_IN_STOP:
		dev_dbg(&lu->intf->dev, "IN stream stopped: %d\n", urb->status);
		return;
	case LIRC_USB_IN_GIVE_UP:
		backoff = READ_ONCE(lu->backoff_ms);
		dev_err_ratelimited(&lu->intf->dev,
				    "IN stream stopped after %u errors (last %d), retrying in %u ms\n",
				    lu->errors, urb->status, backoff);
		WRITE_ONCE(lu->halted, urb->status == -EPIPE);
		WRITE_ONCE(lu->resting, true);
		schedule_delayed_work(&lu->recover_work, msecs_to_jiffies(backoff));
		return;
	}

	err = usb_submit_urb(urb, GFP_ATOMIC);
	if (err && err != -EPERM && err != -ENODEV)
		dev_err_ratelimited(&lu->intf->dev, "IN resubmit failed: %d\n", err);
}

/* Caller holds @lu->lock. */
static int lirc_usb_in_start(struct lirc_usb *lu)
{
	int err;

	if (!lu->streaming || lu->suspended)
		return 0;
	lu->errors = 0;
	lu->halted = false;
	lu->resting = false;
	lu->backoff_ms = LIRC_USB_BACKOFF_MIN_MS;
	cancel_delayed_work(&lu->recover_work);	/* nothing left to recover */
	if (lu->info->start)
		lu->info->start(lu);
	err = usb_submit_urb(lu->in_urb, GFP_KERNEL);
	if (err)
		dev_err(&lu->intf->dev, "cannot start the IN stream: %d\n", err);
	return err;
}

/*
 * The completion left the URB idle after a stall, or after too many errors
 * (@resting). Clearing a halt sleeps, hence the work item. The stream
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
	if ((lu->halted || lu->resting) && lu->streaming && !lu->suspended) {
		if (lu->resting) {
			lu->errors = 0;
			lu->backoff_ms = min(lu->backoff_ms * 2,
					     LIRC_USB_BACKOFF_MAX_MS);
		}
		if (lu->halted)
			err = usb_clear_halt(lu->udev, lu->in_urb->pipe);
		lu->halted = !!err;
		lu->resting = false;
		if (!err)
			err = usb_submit_urb(lu->in_urb, GFP_KERNEL);
		if (err) {
			/* Rest as after too many errors, then try again. */
			dev_err_ratelimited(&lu->intf->dev,
					    "cannot restart the IN stream: %d, retrying in %u ms\n",
					    err, lu->backoff_ms);
			lu->resting = true;
			schedule_delayed_work(&lu->recover_work,
					      msecs_to_jiffies(lu->backoff_ms));
		}
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

static const struct lirc_device_ops lirc_usb_ops = {
	.open = lirc_usb_open,
	.close = lirc_usb_close,
};

static void lirc_usb_free(struct lirc_usb *lu)
{
	usb_free_urb(lu->in_urb);
	usb_free_coherent(lu->udev, lu->in_len, lu->in_buf, lu->in_dma);
	usb_put_dev(lu->udev);
	kfree(lu);
}

/**
 * lirc_usb_probe() - bind a USB receiver described by id->driver_info
 * @intf: the interface
 * @id: the matching entry; driver_info points to a struct lirc_usb_info
 *
 * Refuses with -ENODEV an interface other than @info->interface and one
 * without a usable interrupt-IN endpoint (wMaxPacketSize 0 included).
 *
 * Return: 0 or an errno.
 */
int lirc_usb_probe(struct usb_interface *intf, const struct usb_device_id *id)
{
	const struct lirc_usb_info *info = (const void *)id->driver_info;
	struct usb_endpoint_descriptor *ep;
	struct usb_device *udev = interface_to_usbdev(intf);
	struct lirc_device_desc desc;
	struct lirc_usb *lu;
	struct lirc_device *ld;
	int err;

	if (intf->cur_altsetting->desc.bInterfaceNumber != info->interface)
		return -ENODEV;
	err = usb_find_int_in_endpoint(intf->cur_altsetting, &ep);
	if (err || !usb_endpoint_maxp(ep)) {
		dev_err(&intf->dev, "no usable interrupt-IN endpoint\n");
		return -ENODEV;
	}

	lu = kzalloc(struct_size(lu, priv, DIV_ROUND_UP(info->priv_size, 8)),
		     GFP_KERNEL);
	if (!lu)
		return -ENOMEM;
	lu->udev = usb_get_dev(udev);
	lu->intf = intf;
	lu->info = info;
	mutex_init(&lu->lock);
	mutex_init(&lu->out_lock);
	INIT_DELAYED_WORK(&lu->recover_work, lirc_usb_recover_work);
	if (usb_find_int_out_endpoint(intf->cur_altsetting, &lu->out_ep) ||
	    !usb_endpoint_maxp(lu->out_ep))
		lu->out_ep = NULL;
	lu->in_len = usb_endpoint_maxp(ep);
	lu->in_buf = usb_alloc_coherent(udev, lu->in_len, GFP_KERNEL, &lu->in_dma);
	lu->in_urb = usb_alloc_urb(0, GFP_KERNEL);
	if (!lu->in_buf || !lu->in_urb) {
		err = -ENOMEM;
		goto err_free;
	}
	usb_fill_int_urb(lu->in_urb, udev, usb_rcvintpipe(udev, ep->bEndpointAddress),
			 lu->in_buf, lu->in_len, lirc_usb_in_complete, lu,
			 ep->bInterval);
	lu->in_urb->transfer_dma = lu->in_dma;
	lu->in_urb->transfer_flags |= URB_NO_TRANSFER_DMA_MAP;

	desc = (struct lirc_device_desc){
		.name = info->name,
		.driver_name = to_usb_driver(intf->dev.driver)->name,
		.ops = &lirc_usb_ops,
		.rx_type = info->rx_type,
		.rx_resolution = info->rx_resolution,
		.timeout = info->timeout,
		.min_timeout = info->min_timeout,
		.max_timeout = info->max_timeout,
		.keymap = info->keymap,
	};
	usb_to_input_id(udev, &desc.input_id);
	ld = lirc_device_alloc(&intf->dev, &desc, lu);
	if (IS_ERR(ld)) {
		err = PTR_ERR(ld);
		goto err_free;
	}
	lu->ld = ld;

	err = info->bind ? info->bind(lu) : 0;
	if (err) {
		lirc_device_put(ld);
		goto err_free;
	}
	err = lirc_device_register(ld);
	if (err) {
		if (info->unbind)
			info->unbind(lu);
		lirc_device_put(ld);
		goto err_free;
	}
	usb_set_intfdata(intf, lu);
	if (info->always_on) {
		/* Streams until disconnect, so it must not autosuspend. */
		usb_autopm_get_interface_no_resume(intf);
		mutex_lock(&lu->lock);
		err = lirc_usb_stream(lu, true);
		mutex_unlock(&lu->lock);
		if (err) {
			usb_autopm_put_interface_no_suspend(intf);
			usb_set_intfdata(intf, NULL);
			lirc_device_unregister(ld);
			if (info->unbind)
				info->unbind(lu);
			goto err_free;
		}
	}
	return 0;

err_free:
	lirc_usb_free(lu);
	return err;
}
EXPORT_SYMBOL_GPL(lirc_usb_probe);

/**
 * lirc_usb_disconnect() - unbind a receiver bound by lirc_usb_probe()
 * @intf: the interface
 *
 * Open files stay valid and get -ENODEV; no URB completion runs after this
 * returns.
 */
void lirc_usb_disconnect(struct usb_interface *intf)
{
	struct lirc_usb *lu = usb_get_intfdata(intf);

	usb_set_intfdata(intf, NULL);
	lirc_device_unregister(lu->ld);
	mutex_lock(&lu->lock);
	if (lu->info->always_on) {
		lirc_usb_stream(lu, false);
		usb_autopm_put_interface_no_suspend(intf);
	}
	lu->suspended = true;	/* the work below must not restart anything */
	mutex_unlock(&lu->lock);
	cancel_delayed_work_sync(&lu->recover_work);
	usb_kill_urb(lu->in_urb);
	if (lu->info->unbind)
		lu->info->unbind(lu);
	lirc_usb_free(lu);
}
EXPORT_SYMBOL_GPL(lirc_usb_disconnect);

/* Hold the stream (@stop) for suspend or reset, or let it run again. */
static int lirc_usb_hold(struct usb_interface *intf, bool stop,
			 const char *why)
{
	struct lirc_usb *lu = usb_get_intfdata(intf);
	int err = 0;

	mutex_lock(&lu->lock);
	dev_dbg(&intf->dev, "%s (%s)\n", why,
		lu->streaming ? "streaming" : "idle");
	lu->suspended = stop;
	if (stop)
		usb_kill_urb(lu->in_urb);
	else
		err = lirc_usb_in_start(lu);
	mutex_unlock(&lu->lock);
	if (stop)
		cancel_delayed_work_sync(&lu->recover_work);
	return err;
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
	return lirc_usb_hold(intf, true, PMSG_IS_AUTO(message) ?
			     "autosuspend" : "suspend");
}
EXPORT_SYMBOL_GPL(lirc_usb_suspend);

/**
 * lirc_usb_resume() - restart the IN stream after resume
 * @intf: the interface
 *
 * The driver's @start hook resets its decoder first: a signal cut by the
 * suspend is not continued.
 *
 * Return: 0 or the error of restarting the stream.
 */
int lirc_usb_resume(struct usb_interface *intf)
{
	return lirc_usb_hold(intf, false, "resume");
}
EXPORT_SYMBOL_GPL(lirc_usb_resume);

/**
 * lirc_usb_reset_resume() - restart the IN stream after a reset-resume
 * @intf: the interface
 *
 * The device was reset while suspended and configured again by the USB
 * core; these receivers keep no other state in the device.
 *
 * Return: 0 or the error of restarting the stream.
 */
int lirc_usb_reset_resume(struct usb_interface *intf)
{
	return lirc_usb_hold(intf, false, "reset-resume");
}
EXPORT_SYMBOL_GPL(lirc_usb_reset_resume);

/**
 * lirc_usb_pre_reset() - stop the IN stream before the device is reset
 * @intf: the interface
 *
 * The lirc device, its open files and the input device stay; only the
 * stream pauses.
 *
 * Return: 0.
 */
int lirc_usb_pre_reset(struct usb_interface *intf)
{
	return lirc_usb_hold(intf, true, "pre-reset");
}
EXPORT_SYMBOL_GPL(lirc_usb_pre_reset);

/**
 * lirc_usb_post_reset() - restart the IN stream after a reset
 * @intf: the interface
 *
 * Return: 0 or the error of restarting the stream.
 */
int lirc_usb_post_reset(struct usb_interface *intf)
{
	return lirc_usb_hold(intf, false, "post-reset");
}
EXPORT_SYMBOL_GPL(lirc_usb_post_reset);

static void lirc_usb_wait_complete(struct urb *urb)
{
	complete(urb->context);
}

/*
 * Submit @urb and wait for it at most @timeout_ms, interruptibly. When the
 * wait ends early the URB is killed, which waits for its completion, so
 * nothing refers to the caller's stack afterwards.
 */
static int lirc_usb_submit_wait(struct lirc_usb *lu, struct urb *urb,
				unsigned int timeout_ms)
{
	DECLARE_COMPLETION_ONSTACK(done);
	long left;
	int err;

	urb->context = &done;
	urb->complete = lirc_usb_wait_complete;
	err = usb_submit_urb(urb, GFP_KERNEL);
	if (err)
		return err;
	left = wait_for_completion_interruptible_timeout(&done,
							 msecs_to_jiffies(timeout_ms));
	if (left <= 0) {
		usb_kill_urb(urb);
		if (!left) {
			dev_warn_ratelimited(&lu->intf->dev,
					     "transfer timed out after %u ms\n",
					     timeout_ms);
			return -ETIMEDOUT;
		}
		return -EINTR;
	}
	if (urb->status)
		return urb->status;
	return urb->actual_length == urb->transfer_buffer_length ? 0 : -EIO;
}

/* Send @len bytes of @data on @pipe, with @setup for a control transfer. */
static int lirc_usb_transfer(struct lirc_usb *lu, unsigned int pipe,
			     struct usb_ctrlrequest *setup, const void *data,
			     unsigned int len, unsigned int timeout_ms)
{
	struct urb *urb;
	void *buf = NULL;
	int err;

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

	err = usb_autopm_get_interface(lu->intf);	/* wake it if idle */
	if (err)
		goto out;
	err = mutex_lock_interruptible(&lu->out_lock);
	if (!err) {
		err = lirc_usb_submit_wait(lu, urb, timeout_ms);
		mutex_unlock(&lu->out_lock);
	}
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
 * @timeout_ms: longest wait
 *
 * Sleeps; one transfer at a time per receiver; wakes an autosuspended
 * device. A wait that times out or is interrupted kills the URB before
 * returning.
 *
 * Return: 0, -EOPNOTSUPP without an OUT endpoint, -EINVAL for a size the
 * endpoint cannot take, -ETIMEDOUT, -EINTR, or the transfer's error.
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
 * lirc_usb_control_out() - a control request with an OUT data stage
 * @lu: the receiver
 * @request_type: bmRequestType; the direction bit must be OUT
 * @request: bRequest
 * @value: wValue
 * @index: wIndex
 * @data: the data stage, copied; may be NULL when @len is 0
 * @len: wLength
 * @timeout_ms: longest wait
 *
 * Sleeps; bounded and interruptible like lirc_usb_send().
 *
 * Return: 0, -EINVAL for an IN request, -ETIMEDOUT, -EINTR, or the
 * transfer's error (-EPIPE when the device stalls the request).
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
