/* SPDX-License-Identifier: GPL-2.0 */
/*
 * lirc_core driver API.
 *
 * A driver allocates a struct lirc_device, describes the hardware in it,
 * registers it and then pushes what the receiver sees with lirc_raw_event().
 * The core owns /dev/lircN, the per-reader queues and the object's lifetime:
 * the device stays allocated while any file is open, after the driver has
 * unregistered it and freed its own data.
 */
#ifndef _LIRC_CORE_H
#define _LIRC_CORE_H

#include <linux/cdev.h>
#include <linux/device.h>
#include <linux/ktime.h>
#include <linux/mutex.h>
#include <linux/spinlock.h>
#include <linux/types.h>
#include <linux/wait.h>

struct lirc_device;

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
 * @open: the first file was opened; start receiving. Optional.
 * @close: the last file was closed, or the device is being unregistered
 *	while files are open; stop receiving. Optional. Called exactly once
 *	for every successful @open.
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
 *
 * Every callback runs in process context with the device's mutex held and
 * only while the device is registered: none runs after
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
};

/**
 * struct lirc_device - one receiver (and transmitter) known to the core
 * @dev: the device behind /dev/lircN; its refcount is the object's lifetime
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
 * @lock: serialises registration state, open counting and driver calls
 * @registered: the device is registered; set and cleared under @lock
 * @users: number of open files that called @ops->open
 * @readers_lock: protects @readers and the raw-event state below
 * @readers: list of open files (struct lirc_fh)
 * @wait: where readers sleep
 * @gap: a timeout was reported and no pulse has followed yet
 * @gap_start: when that timeout was reported
 * @gap_us: the timeout's duration
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

	struct mutex lock;		/* see @lock above */
	bool registered;
	unsigned int users;
	spinlock_t readers_lock;	/* see @readers_lock above */
	struct list_head readers;
	wait_queue_head_t wait;
	bool gap;
	ktime_t gap_start;
	u32 gap_us;
};

struct lirc_device *lirc_device_alloc(struct device *parent,
				      const struct lirc_device_ops *ops);
void lirc_device_put(struct lirc_device *ld);
int lirc_device_register(struct lirc_device *ld);
void lirc_device_unregister(struct lirc_device *ld);
void lirc_raw_event(struct lirc_device *ld, enum lirc_raw_type type, u32 us);

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
