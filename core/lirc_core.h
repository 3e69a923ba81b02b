/* SPDX-License-Identifier: GPL-2.0 */
/*
 * lirc_core driver API.
 *
 * A driver describes its hardware in a struct lirc_device_desc, allocates a
 * device from it, registers it and then reports what the receiver sees with
 * lirc_rx_raw(), lirc_rx_scancode() or lirc_rx_repeat(). struct lirc_device
 * is opaque: the core owns /dev/lirc_coreN, the per-reader queues, the
 * decoders, the input device and the object's lifetime. The device stays
 * allocated while any file is open, after the driver has unregistered it
 * and freed its own data; the core keeps its own copy of the description
 * and of the callbacks, so it never reads the driver's memory afterwards.
 */
#ifndef _LIRC_CORE_H
#define _LIRC_CORE_H

#include <linux/device.h>
#include <linux/input.h>
#include <linux/ktime.h>
#include <linux/types.h>

#include <linux/lirc_core.h>

struct lirc_device;

/* The longest key-up time (a repeat window) a device may have. */
#define LIRC_KEYUP_MAX_MS	10000U

/**
 * enum lirc_rx_type - what a receiver delivers
 * @LIRC_RX_RAW: pulses and spaces (lirc_rx_raw()); the core's decoders
 *	turn them into codes. Readers default to LIRC_MODE_MODE2.
 * @LIRC_RX_SCANCODE: codes the hardware decoded (lirc_rx_scancode()).
 *	Readers default to LIRC_MODE_SCANCODE.
 * @LIRC_TX_ONLY: a transmitter without a receiver: no receive feature,
 *	read() fails with -EINVAL and the receive ioctls with -ENOTTY, as in
 *	Linux 6.1; no input device.
 */
enum lirc_rx_type {
	LIRC_RX_RAW,
	LIRC_RX_SCANCODE,
	LIRC_TX_ONLY,
};

/**
 * struct lirc_keymap_entry - one key of a remote
 * @proto: enum rc_proto; RC_PROTO_UNKNOWN matches any protocol
 * @scancode: the scancode
 * @keycode: the KEY_* it produces
 */
struct lirc_keymap_entry {
	u32 proto;
	u32 keycode;
	u64 scancode;
};

/**
 * struct lirc_keymap - the keys of one remote, supplied by a driver
 * @name: name of the remote
 * @entries: the keys
 * @size: number of @entries
 * @more: another keymap whose keys belong to this one too (a receiver
 *	that hears several remotes), or NULL; it may have @more of its own
 */
struct lirc_keymap {
	const char *name;
	const struct lirc_keymap_entry *entries;
	unsigned int size;
	const struct lirc_keymap *more;
};

/**
 * enum lirc_raw_type - kind of a raw receiver event
 * @LIRC_RAW_SPACE: no carrier for the given duration
 * @LIRC_RAW_PULSE: carrier for the given duration
 * @LIRC_RAW_TIMEOUT: the receiver saw silence for the given duration and
 *	considers the signal ended; 0 means "the device's current timeout".
 *	Optional, unless the device says it ends its signals itself
 *	(lirc_device_desc.ends_signals): otherwise the core ends a signal
 *	by itself when no sample came for the current timeout. A space at
 *	least that long ends a signal in either case.
 */
enum lirc_raw_type {
	LIRC_RAW_SPACE,
	LIRC_RAW_PULSE,
	LIRC_RAW_TIMEOUT,
};

/**
 * struct lirc_device_ops - driver callbacks
 * @open: the first user came (an open file, or the input device opened);
 *	start receiving. Optional.
 * @close: the last user left, or the device is being unregistered while
 *	in use; stop receiving. Optional. Called exactly once for every
 *	successful @open.
 * @tx: send @count durations in microseconds, pulse first and last. The
 *	core has checked them against the ABI's limits. Returns 0 or an errno.
 *	Its presence makes the device a transmitter. write() returns when
 *	the signal's duration has passed, whenever @tx returns.
 * @set_tx_carrier: set the carrier in Hz (non-zero). Optional.
 * @set_tx_duty_cycle: set the duty cycle in percent (1..99). Optional.
 * @set_tx_mask: select emitters. Returns 0, a negative errno, or the number
 *	of emitters when @mask selects one that does not exist. Optional.
 * @set_rx_timeout: apply a receive timeout in microseconds, already
 *	checked against [min_timeout, max_timeout]. Optional: without it the
 *	core only records the value.
 * @lirccode: write the LIRCCODE bytes of a code (protocol @proto, enum
 *	rc_proto, @scancode and its @toggle bit) to @bytes: lirccode_bits long, most
 *	significant byte first, at most 8 bytes. Optional: with it, readers
 *	may choose LIRC_MODE_LIRCCODE.
 * @change_protocol: a decoded receiver that can be switched between the
 *	protocols of lirc_device_desc.allowed_protocols: program the device
 *	for @protocols (BIT_ULL(enum rc_proto), a subset of those, written to
 *	the sysfs protocols file). It may narrow *@protocols to what the
 *	device really decodes; an error leaves the set unchanged. Optional.
 *
 * Every callback but @lirccode runs in process context with the device's
 * mutex held, and only while the device is registered: none runs after
 * lirc_device_unregister() has returned. @lirccode runs in the receive
 * path under the core's receive spinlock with interrupts off, never after
 * lirc_device_unregister() has returned: it must not sleep nor take locks
 * of its own that are held elsewhere with interrupts on.
 */
struct lirc_device_ops {
	int (*open)(struct lirc_device *ld);
	void (*close)(struct lirc_device *ld);
	int (*tx)(struct lirc_device *ld, const u32 *durations,
		  unsigned int count);
	int (*set_tx_carrier)(struct lirc_device *ld, u32 carrier);
	int (*set_tx_duty_cycle)(struct lirc_device *ld, u32 duty_cycle);
	int (*set_tx_mask)(struct lirc_device *ld, u32 mask);
	int (*set_rx_timeout)(struct lirc_device *ld, u32 timeout);
	void (*lirccode)(struct lirc_device *ld, u32 proto, u64 scancode,
			 bool toggle, u8 *bytes);
	int (*change_protocol)(struct lirc_device *ld, u64 *protocols);
};

/**
 * struct lirc_device_desc - what a driver tells the core about its device
 * @name: human-readable name (input device, log); copied
 * @driver_name: the driver's name; copied
 * @ops: driver callbacks; copied, the table need not outlive the call
 * @rx_type: raw receiver, decoded receiver or transmitter only
 * @rx_resolution: receiver resolution in microseconds, 0 if unknown
 * @timeout: initial receive timeout in microseconds, 0 if the device has
 *	none; lirc_get_timeout() gives the current one
 * @min_timeout: smallest settable timeout
 * @max_timeout: largest settable timeout; non-zero makes the timeout
 *	readable through LIRC_GET_MIN/MAX_TIMEOUT and settable within
 *	[@min_timeout, @max_timeout] (a fixed timeout has both equal)
 * @keymap: the remote's keys, or NULL (codes then reach readers and
 *	MSC_SCAN only); copied when the device registers. Its protocols are
 *	the ones a raw receiver decodes by default.
 * @input_id: bus and ids of the input device
 * @keyup_ms: a key is released this long after its last press or repeat;
 *	0 means 200 ms; at most LIRC_KEYUP_MAX_MS. lirc_set_keyup_ms()
 *	changes it later
 * @pointer: the input device is a pointer too: REL_X, REL_Y, BTN_LEFT,
 *	BTN_RIGHT and BTN_MIDDLE, see lirc_rx_pointer() and lirc_rx_button()
 * @lirccode_bits: length of a LIRCCODE code, 1..64, if @ops->lirccode is set
 * @allowed_protocols: a decoded receiver with @ops->change_protocol: the
 *	protocols it can be switched between, BIT_ULL(enum rc_proto) each;
 *	they make the sysfs protocols file appear
 * @protocols: with @allowed_protocols, the ones the device decodes when
 *	it registers (the driver programs the device for them beforehand)
 * @ends_signals: a raw receiver that reports the end of every signal
 *	itself, with a LIRC_RAW_TIMEOUT or a space at least the current
 *	timeout long (a receiver's end marker, a frame it delivers whole, a
 *	loopback's end of transmission). The core then never ends its
 *	signals at the timeout: however late its samples come (a USB
 *	transfer the host polled late, a loaded machine), they stay in the
 *	signal they belong to (within @lost_end_us, if set). Without it,
 *	the core also ends a signal when no sample came for the current
 *	timeout. If such a driver's end of a signal gets lost and it has no
 *	@lost_end_us, the signal stays open: the next signal's first pulse
 *	follows the last sample directly, with no space for the silence
 *	between (the two read as one signal), until the driver reports an
 *	end; the driver must then end a signal itself when it knows the end
 *	was lost.
 * @lost_end_us: with @ends_signals, for a receiver whose end of a signal
 *	can get lost (an end marker in a transfer that never came): the core
 *	ends a signal when no sample came for this long (its clock restarts
 *	at each sample only, not at a report that gives none), reported as
 *	the current timeout, the whole silence kept for the next space. At
 *	least @timeout and @max_timeout (lirc_device_alloc() refuses less),
 *	and far longer than any delay of a busy host, including the longest
 *	the driver may take between two samples of one signal; 0: never,
 *	the signal stays open until the driver ends it
 */
struct lirc_device_desc {
	const char *name;
	const char *driver_name;
	const struct lirc_device_ops *ops;
	enum lirc_rx_type rx_type;
	u32 rx_resolution;
	u32 timeout;
	u32 min_timeout;
	u32 max_timeout;
	const struct lirc_keymap *keymap;
	struct input_id input_id;
	unsigned int keyup_ms;
	bool pointer;
	unsigned int lirccode_bits;
	u64 allowed_protocols;
	u64 protocols;
	bool ends_signals;
	u32 lost_end_us;
};

struct lirc_device *lirc_device_alloc(struct device *parent,
				      const struct lirc_device_desc *desc,
				      void *drvdata);
void lirc_device_put(struct lirc_device *ld);
int lirc_device_register(struct lirc_device *ld);
void lirc_device_unregister(struct lirc_device *ld);
void *lirc_get_drvdata(struct lirc_device *ld);
u32 lirc_get_timeout(struct lirc_device *ld);
void lirc_rx_raw(struct lirc_device *ld, enum lirc_raw_type type, u32 us);
void lirc_rx_raw_signal(struct lirc_device *ld, enum lirc_raw_type first,
			const u32 *durations, unsigned int count);
unsigned int lirc_rx_wait_room(struct lirc_device *ld, unsigned int want,
			       ktime_t deadline);
void lirc_rx_scancode(struct lirc_device *ld, u32 proto, u64 scancode,
		      bool toggle);
void lirc_rx_repeat(struct lirc_device *ld);
void lirc_rx_scancode_lirccode(struct lirc_device *ld, u32 proto,
			       u64 scancode, bool toggle, const u8 *lirccode);
void lirc_rx_lirccode(struct lirc_device *ld, const u8 *lirccode);
void lirc_rx_keyup(struct lirc_device *ld);
void lirc_rx_pointer(struct lirc_device *ld, int dx, int dy);
void lirc_rx_button(struct lirc_device *ld, unsigned int button, bool down);
void lirc_set_keyup_ms(struct lirc_device *ld, unsigned int ms);

#endif /* _LIRC_CORE_H */
