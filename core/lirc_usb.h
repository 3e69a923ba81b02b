/* SPDX-License-Identifier: GPL-2.0 */
/*
 * lirc_core USB driver model, after usbnet's struct driver_info: the core
 * owns probe, the interrupt-IN URB, the lirc device, the device's lifetime,
 * power management and USB resets; a driver is an id table whose
 * driver_info entries point to a struct lirc_usb_info, and the hooks that
 * info names. struct lirc_usb is opaque: drivers use the accessors below.
 */
#ifndef _LIRC_USB_H
#define _LIRC_USB_H

#include <linux/usb.h>

#include "lirc_core.h"

struct lirc_usb;
struct lirc_display;
struct lirc_display_desc;

/* What a timeout of 0 means for lirc_usb_send() and lirc_usb_control_out(). */
#define LIRC_USB_TIMEOUT_MS	1000

/**
 * struct lirc_usb_info - one USB receiver model, what driver_info points to
 * @name: the receiver's name (input device and log)
 * @rx_type: raw receiver, decoded receiver or transmitter only, see
 *	struct lirc_device_desc; every model has an interrupt-IN endpoint
 * @interface: the interface number to bind; others are refused
 * @companion: the number of a second interface, or 0 for none: it is bound
 *	only while @interface of the same device is bound to this driver,
 *	is released when that one unbinds, and its interrupt-IN transfers
 *	go to @companion_rx (or @rx) of @interface's receiver (one at a time
 *	with its own). It streams from its probe to its disconnect
 * @companion_needed: the model is useless without its @companion (the
 *	receiver's keys come from there): a device whose configuration lacks
 *	that interface, or its interrupt-IN endpoint, is refused
 * @rx_resolution: see struct lirc_device_desc
 * @timeout: initial receive timeout, see struct lirc_device_desc
 * @min_timeout: see struct lirc_device_desc
 * @max_timeout: see struct lirc_device_desc
 * @keymap: the remote's keys, or NULL
 * @keyup_ms: see struct lirc_device_desc
 * @pointer: see struct lirc_device_desc
 * @lirccode_bits: LIRCCODE length in bits, 1..64: readers may choose
 *	LIRC_MODE_LIRCCODE. With @lirccode the core makes each code's bytes;
 *	without it, @rx passes them (lirc_rx_scancode_lirccode(),
 *	lirc_rx_lirccode())
 * @allowed_protocols: with @change_protocol, see struct lirc_device_desc
 * @protocols: with @change_protocol, the protocols @reset programs at probe
 * @ends_signals: a raw receiver whose @rx reports the end of every signal
 *	(see struct lirc_device_desc): the core never ends its signals at
 *	the timeout, however late the transfers come; only after
 *	@lost_end_us without a sample, if that is set
 * @lost_end_us: with @ends_signals, see struct lirc_device_desc
 * @priv_size: bytes of driver state, see lirc_usb_priv()
 * @always_on: stream from probe to disconnect, readers or not (for devices
 *	that must be polled); the device then never autosuspends
 * @bind: allocate the driver's own resources, after the endpoints were
 *	found and before the hardware is initialised (@reset) and the lirc
 *	device registers. Process context; may fail the probe. Optional.
 * @unbind: undo @bind, and @ready if it ran (probe's error paths call it
 *	without @ready); called after the lirc device is unregistered and
 *	the IN stream and the core's work have stopped, so nothing else of
 *	the driver runs any more. Process context. Optional.
 * @reset: (re)initialise the hardware: init packets, modes. Called after
 *	@bind at probe, after a reset-resume and after a USB reset (post-reset),
 *	in process context, with the IN stream stopped and every other OUT
 *	and control transfer of this receiver held back until it returns;
 *	it may sleep and use lirc_usb_send() and lirc_usb_control_out().
 *	An error at probe fails the probe; later, it is logged and @reset is
 *	tried again after 1 s, 2 s, 4 s ... up to 64 s, until it succeeds or
 *	the device goes away (the lirc device and its open files stay
 *	meanwhile). Optional.
 * @ready: the probe succeeded (the lirc device is registered, an always-on
 *	stream runs): register what user space may use at once and that
 *	needs an initialised device (a display: see @display). Process context;
 *	cannot fail the probe: a driver that fails here goes on without
 *	that part. @unbind undoes it. Optional.
 * @display: the receiver's front-panel display, if it has one: fill in
 *	@desc (the ops get the struct lirc_usb from lirc_display_priv())
 *	and return 0, or return an errno for none (-ENODEV quietly, others
 *	with a warning). Called once the probe succeeded, before @ready, in
 *	process context; it may use lirc_usb_send() (to blank the display,
 *	which the class starts blank). The core then owns
 *	the display: it registers it (a failure only costs the display),
 *	shows its kept frame again after every resume, reset-resume and USB
 *	reset (after @reset, before @restore, see there), and unregisters it
 *	at disconnect after the IN stream stopped and before @unbind.
 *	Optional.
 * @restore: send again what else the device forgets while suspended
 *	(the display, see @display, is restored by the core): called after
 *	every resume, reset-resume and USB reset (after @reset, if the
 *	device was reset, and after the display's frame), with every other OUT
 *	and control transfer held back, in process context; it may sleep and
 *	use lirc_usb_send() and lirc_usb_control_out(). An error is logged
 *	and @restore tried again after 1 s, 2 s ... up to 64 s (the IN stream
 *	runs meanwhile). Not called at probe. Optional.
 * @start: reset the driver's receive state before the IN stream (re)starts;
 *	under the core's stream lock and the receiver's receive spinlock,
 *	possibly within a PM callback: it only resets state, never sleeps,
 *	no transfers. Optional.
 * @rx: decode one successful IN transfer; interrupt context, never
 *	concurrently with itself; report with lirc_rx_raw(),
 *	lirc_rx_scancode() or lirc_rx_repeat() on lirc_usb_lirc().
 * @companion_rx: decode one successful IN transfer of the @companion
 *	interface; as @rx, never concurrently with it. Optional: without it
 *	@rx gets them.
 * @tx: send @count durations (pulse first and last, already checked
 *	against the ABI's limits). Its presence makes the device a
 *	transmitter. Optional.
 * @set_tx_carrier: set the carrier in Hz. Optional.
 * @set_tx_duty_cycle: set the duty cycle in percent. Optional.
 * @set_tx_mask: select emitters; returns 0, an errno or the number of
 *	emitters when @mask selects one that does not exist. Optional.
 * @set_rx_timeout: apply a receive timeout in microseconds, checked
 *	against [@min_timeout, @max_timeout]. Optional.
 * @lirccode: write the LIRCCODE bytes of a code, see struct
 *	lirc_device_ops; called under the lirc device's receive spinlock,
 *	must not sleep. Optional.
 * @change_protocol: a decoded receiver: switch the device to @protocols,
 *	see struct lirc_device_ops. Optional.
 *
 * The core builds the lirc device from this: its callbacks are exactly the
 * hooks present here, so LIRC_GET_FEATURES lists what the model can do.
 * @tx, @set_tx_carrier, @set_tx_duty_cycle, @set_tx_mask, @set_rx_timeout
 * and @change_protocol run in process context under the lirc device's mutex,
 * only while it is registered (never after disconnect began to unregister
 * it); they may sleep and use lirc_usb_send() and lirc_usb_control_out().
 */
struct lirc_usb_info {
	const char *name;
	enum lirc_rx_type rx_type;
	u8 interface;
	u8 companion;
	bool companion_needed;
	u32 rx_resolution;
	u32 timeout;
	u32 min_timeout;
	u32 max_timeout;
	const struct lirc_keymap *keymap;
	unsigned int keyup_ms;
	bool pointer;
	unsigned int lirccode_bits;
	u64 allowed_protocols;
	u64 protocols;
	bool ends_signals;
	u32 lost_end_us;
	size_t priv_size;
	bool always_on;
	int (*bind)(struct lirc_usb *lu);
	void (*unbind)(struct lirc_usb *lu);
	int (*reset)(struct lirc_usb *lu);
	void (*ready)(struct lirc_usb *lu);
	int (*display)(struct lirc_usb *lu, struct lirc_display_desc *desc);
	int (*restore)(struct lirc_usb *lu);
	void (*start)(struct lirc_usb *lu);
	void (*rx)(struct lirc_usb *lu, const u8 *buf, unsigned int len);
	void (*companion_rx)(struct lirc_usb *lu, const u8 *buf,
			     unsigned int len);
	int (*tx)(struct lirc_usb *lu, const u32 *durations, unsigned int count);
	int (*set_tx_carrier)(struct lirc_usb *lu, u32 carrier);
	int (*set_tx_duty_cycle)(struct lirc_usb *lu, u32 duty_cycle);
	int (*set_tx_mask)(struct lirc_usb *lu, u32 mask);
	int (*set_rx_timeout)(struct lirc_usb *lu, u32 timeout);
	void (*lirccode)(struct lirc_usb *lu, u32 proto, u64 scancode,
			 bool toggle, u8 *bytes);
	int (*change_protocol)(struct lirc_usb *lu, u64 *protocols);
};

void *lirc_usb_priv(struct lirc_usb *lu);
struct lirc_device *lirc_usb_lirc(struct lirc_usb *lu);
struct usb_interface *lirc_usb_intf(struct lirc_usb *lu);
struct lirc_usb *lirc_usb_of(struct usb_interface *intf);
const struct lirc_usb_info *lirc_usb_model(struct lirc_usb *lu);
struct lirc_display *lirc_usb_display(struct lirc_usb *lu);

int lirc_usb_probe(struct usb_interface *intf, const struct usb_device_id *id);
void lirc_usb_disconnect(struct usb_interface *intf);
int lirc_usb_suspend(struct usb_interface *intf, pm_message_t message);
int lirc_usb_resume(struct usb_interface *intf);
int lirc_usb_reset_resume(struct usb_interface *intf);
int lirc_usb_pre_reset(struct usb_interface *intf);
int lirc_usb_post_reset(struct usb_interface *intf);
int lirc_usb_send(struct lirc_usb *lu, const void *data, unsigned int len,
		  unsigned int timeout_ms);
int lirc_usb_recv(struct lirc_usb *lu, void *data, unsigned int len,
		  unsigned int timeout_ms);
bool lirc_usb_can_send(struct lirc_usb *lu, unsigned int len);
int lirc_usb_awake_get(struct lirc_usb *lu);
void lirc_usb_awake_put(struct lirc_usb *lu);
int lirc_usb_send_seq(struct lirc_usb *lu,
		      int (*send)(struct lirc_usb *lu, const u8 *pkt),
		      const u8 *pkts, unsigned int count, unsigned int len,
		      unsigned int pace_us);
int lirc_usb_control_out(struct lirc_usb *lu, u8 request_type, u8 request,
			 u16 value, u16 index, const void *data, u16 len,
			 unsigned int timeout_ms);

/**
 * LIRC_USB_DRIVER_OPS - the struct usb_driver callbacks of a lirc_usb driver
 *
 * Probe, disconnect, suspend, resume, reset-resume, pre- and post-reset
 * and autosuspend support, all provided by the core. Probing is always
 * synchronous: a companion interface relies on the USB device's lock,
 * which the driver core's asynchronous probe does not take.
 */
#define LIRC_USB_DRIVER_OPS				\
	.probe = lirc_usb_probe,			\
	.disconnect = lirc_usb_disconnect,		\
	.suspend = lirc_usb_suspend,			\
	.resume = lirc_usb_resume,			\
	.reset_resume = lirc_usb_reset_resume,		\
	.pre_reset = lirc_usb_pre_reset,		\
	.post_reset = lirc_usb_post_reset,		\
	.supports_autosuspend = 1,			\
	.driver.probe_type = PROBE_FORCE_SYNCHRONOUS

#endif /* _LIRC_USB_H */
