/* SPDX-License-Identifier: GPL-2.0 */
/*
 * lirc_core driver API.
 *
 * A driver allocates a struct lirc_device, describes the hardware in it,
 * registers it and then pushes what the receiver sees with lirc_rx_raw().
 * The core owns /dev/lirc_coreN, the per-reader queues and the object's lifetime:
 * the device stays allocated while any file is open, after the driver has
 * unregistered it and freed its own data.
 */
#ifndef _LIRC_CORE_H
#define _LIRC_CORE_H

#include <linux/cdev.h>
#include <linux/device.h>
#include <linux/input.h>
#include <linux/ktime.h>
#include <linux/mutex.h>
#include <linux/spinlock.h>
#include <linux/types.h>
#include <linux/timer.h>
#include <linux/wait.h>

#include <linux/lirc_core.h>

#include "lirc_proto.h"

struct lirc_device;

/**
 * enum lirc_rx_type - what a receiver delivers
 * @LIRC_RX_RAW: pulses and spaces (lirc_rx_raw()); the core's decoders
 *	turn them into codes. Readers default to LIRC_MODE_MODE2.
 * @LIRC_RX_SCANCODE: codes the hardware decoded (lirc_rx_scancode()).
 *	Readers default to LIRC_MODE_SCANCODE.
 */
enum lirc_rx_type {
	LIRC_RX_RAW,
	LIRC_RX_SCANCODE,
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
 */
struct lirc_keymap {
	const char *name;
	const struct lirc_keymap_entry *entries;
	unsigned int size;
};

/**
 * enum lirc_raw_type - kind of a raw receiver event
 * @LIRC_RAW_SPACE: no carrier for the given duration
 * @LIRC_RAW_PULSE: carrier for the given duration
 * @LIRC_RAW_TIMEOUT: the receiver saw silence for the given duration and
 *	considers the signal ended; 0 means "the device's current timeout"
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
 *	Its presence makes the device a transmitter.
 * @set_tx_carrier: set the carrier in Hz (non-zero). Optional.
 * @set_tx_duty_cycle: set the duty cycle in percent (1..99). Optional.
 * @set_tx_mask: select emitters. Returns 0, a negative errno, or the number
 *	of emitters when @mask selects one that does not exist. Optional.
 * @set_rx_timeout: apply a receive timeout in microseconds, already
 *	checked against [min_timeout, max_timeout]. Optional: without it the
 *	core only records the value.
 * @lirccode: write the LIRCCODE bytes of @code (lirccode_bits long, most
 *	significant byte first) to @bytes. Optional: with it, readers may
 *	choose LIRC_MODE_LIRCCODE. Called in any context, without locks.
 *
 * Every callback but @lirccode runs in process context with the device's
 * mutex held and only while the device is registered: none runs after
 * lirc_device_unregister() has returned.
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
	void (*lirccode)(struct lirc_device *ld, const struct lirc_code *code,
			 u8 *bytes);
};

/**
 * struct lirc_device - one receiver (and transmitter) known to the core
 * @dev: the device behind /dev/lirc_coreN; its refcount is the object's lifetime
 * @cdev: the character device
 * @name: human-readable name, set by the driver before registering
 * @driver_name: the driver's name, set by the driver before registering
 * @ops: driver callbacks
 * @priv: driver data, see lirc_get_drvdata()
 * @rx_resolution: receiver resolution in microseconds, 0 if unknown
 * @timeout: receive timeout in microseconds, 0 if the device has none
 * @min_timeout: smallest settable timeout; settable only if less than
 *	@max_timeout
 * @max_timeout: largest settable timeout
 * @rx_type: raw or decoded receiver
 * @keymap: the remote's keys; may be NULL (codes then reach readers and
 *	MSC_SCAN only). The core keeps its own copy, changeable at run time.
 * @input_id: bus and ids of the input device
 * @keyup_ms: a key is released this long after its last press or repeat;
 *	0 means 200 ms
 * @lirccode_bits: length of a LIRCCODE code, 1..64, if @ops->lirccode is set
 * @lock: serialises registration state, open counting and driver calls
 * @registered: the device is registered; set and cleared under @lock
 * @users: open files and input-device opens that count as users
 * @readers_lock: protects @readers and the raw-event state below
 * @readers: list of open files (struct lirc_fh)
 * @wait: where readers sleep
 * @gap: a timeout was reported and no pulse has followed yet
 * @gap_start: when that timeout was reported
 * @gap_us: the timeout's duration
 * @protocols: bit mask (BIT_ULL(enum rc_proto)) of the protocols decoded
 *	and reported; raw receivers only
 * @legacy_lirccode: advertise exactly LIRC_CAN_REC_LIRCCODE and open files
 *	in LIRC_MODE_LIRCCODE, for unmodified lircd with old configurations
 * @rc5: RC-5 decoder state
 * @nec: NEC decoder state
 * @input: the input device
 * @input_live: key events may be sent to @input
 * @keymap_lock: protects @km, @km_size and @km_alloc
 * @km: the keymap in use
 * @km_size: entries in @km
 * @km_alloc: room in @km
 * @keyup_timer: releases the key that is down
 * @key_down: a key is down: @down_keycode
 * @down_keycode: the key that is down
 * @have_last: @last holds the last code, for repeats
 * @last: the last code reported
 * @last_time: when it was reported
 * @phys: the input device's phys
 *
 * Fields from @lock on belong to the core.
 */
struct lirc_device {
	struct device dev;
	struct cdev cdev;
	const char *name;
	const char *driver_name;
	const struct lirc_device_ops *ops;
	void *priv;
	u32 rx_resolution;
	u32 timeout;
	u32 min_timeout;
	u32 max_timeout;
	enum lirc_rx_type rx_type;
	const struct lirc_keymap *keymap;
	struct input_id input_id;
	unsigned int keyup_ms;
	unsigned int lirccode_bits;

	struct mutex lock;		/* see @lock above */
	bool registered;
	unsigned int users;
	spinlock_t readers_lock;	/* see @readers_lock above */
	struct list_head readers;
	wait_queue_head_t wait;
	bool gap;
	ktime_t gap_start;
	u32 gap_us;
	u64 protocols;
	bool legacy_lirccode;
	struct lirc_rc5_dec rc5;
	struct lirc_nec_dec nec;
	struct input_dev *input;
	bool input_live;
	spinlock_t keymap_lock;		/* see @keymap_lock above */
	struct lirc_keymap_entry *km;
	unsigned int km_size;
	unsigned int km_alloc;
	struct timer_list keyup_timer;
	bool key_down;
	u32 down_keycode;
	bool have_last;
	struct lirc_code last;
	ktime_t last_time;
	char phys[32];
};

struct lirc_device *lirc_device_alloc(struct device *parent,
				      const struct lirc_device_ops *ops);
void lirc_device_put(struct lirc_device *ld);
int lirc_device_register(struct lirc_device *ld);
void lirc_device_unregister(struct lirc_device *ld);
void lirc_rx_raw(struct lirc_device *ld, enum lirc_raw_type type, u32 us);
void lirc_rx_scancode(struct lirc_device *ld, u32 proto, u64 scancode,
			 bool toggle);
void lirc_rx_repeat(struct lirc_device *ld);

/**
 * lirc_get_drvdata() - the driver data of a device
 * @ld: the device
 *
 * Return: the pointer stored with lirc_set_drvdata().
 */
static inline void *lirc_get_drvdata(struct lirc_device *ld)
{
	return ld->priv;
}

/**
 * lirc_set_drvdata() - store driver data in a device
 * @ld: the device
 * @data: the driver's pointer
 */
static inline void lirc_set_drvdata(struct lirc_device *ld, void *data)
{
	ld->priv = data;
}

#endif /* _LIRC_CORE_H */
