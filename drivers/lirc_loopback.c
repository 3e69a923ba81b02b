// SPDX-License-Identifier: GPL-2.0
/*
 * lirc_loopback: a transmitter whose signal is received again by itself.
 *
 * Every signal written to /dev/lirc_coreN comes back to the readers of the same
 * device as its pulses and spaces, followed by a timeout, and through the
 * core's decoders as codes and keys. It exercises the core without hardware
 * and is the shortest example of a lirc_core driver.
 */

#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/module.h>
#include <linux/moduleparam.h>
#include <linux/slab.h>

#include "lirc_compat.h"
#include "lirc_core.h"

#define LOOPBACK_EMITTERS	2
#define LOOPBACK_MAX_DEVICES	8
/* Values fed at a time when readers have little room. */
#define LOOPBACK_CHUNK		64U

static unsigned int devices = 1;
module_param(devices, uint, 0444);
MODULE_PARM_DESC(devices, "Number of loopback devices (1-8, default 1)");

static bool txonly;
module_param(txonly, bool, 0444);
MODULE_PARM_DESC(txonly, "Transmit-only devices, without a receiver (default 0)");

struct loopback {
	struct lirc_device *ld;
	u32 carrier;
	u32 duty_cycle;
	u32 tx_mask;
};

static struct loopback *loopbacks[LOOPBACK_MAX_DEVICES];

/* A remote for tests: one key per protocol the core decodes. */
static const struct lirc_keymap_entry loopback_keys[] = {
	{ .proto = RC_PROTO_NEC,    .scancode = 0x0408,     .keycode = KEY_VOLUMEUP },
	{ .proto = RC_PROTO_NECX,   .scancode = 0x123456,   .keycode = KEY_VOLUMEDOWN },
	{ .proto = RC_PROTO_NEC32,  .scancode = 0x12345678, .keycode = KEY_MUTE },
	{ .proto = RC_PROTO_RC5,    .scancode = 0x1e01,     .keycode = KEY_1 },
	{ .proto = RC_PROTO_RC5_SZ, .scancode = 0x28a5,     .keycode = KEY_2 },
};

static const struct lirc_keymap loopback_keymap = {
	.name = "lirc-loopback-test",
	.entries = loopback_keys,
	.size = ARRAY_SIZE(loopback_keys),
};

/* LIRCCODE: the 32-bit scancode, most significant byte first. */
static void loopback_lirccode(struct lirc_device *ld, u32 proto, u64 scancode,
			      bool toggle, u8 *bytes)
{
	put_unaligned_be32(scancode, bytes);
}

/*
 * How many values from @first fit in @room records: one each, two for a
 * space as long as the timeout (it ends the signal: a timeout record, and
 * the next pulse brings the silence), and two more for the silence before
 * and the timeout after.
 */
static unsigned int loopback_fit(const u32 *durations, unsigned int first,
				 unsigned int count, unsigned int room,
				 u32 timeout)
{
	unsigned int i, cost = 2;

	for (i = first; i < count; i++) {
		cost += (i & 1) && timeout && durations[i] >= timeout ? 2 : 1;
		if (cost > room)
			break;
	}
	return i - first;
}

/*
 * The signal comes back as the receiver would see it, at most as fast as
 * the readers take it: when a reader's queue is about to fill, the rest
 * waits for room (lirc_rx_wait_room()), at the longest until the time the
 * signal itself would have taken on the air, which write() waits for
 * anyway. A signal longer than a reader's queue (up to the 1024 values of
 * a write) thus reaches a reader that keeps reading whole, timeout
 * included; one that does not read loses the rest, which its overflow
 * record and the core's "too slow" message report.
 */
static int loopback_tx(struct lirc_device *ld, const u32 *durations,
		       unsigned int count)
{
	u32 timeout = lirc_get_timeout(ld);	/* stable: we hold the lock */
	ktime_t deadline = ktime_get();
	unsigned int i, room, n;

	for (i = 0; i < count; i++)
		deadline = ktime_add_us(deadline, durations[i]);
	for (i = 0; i < count; i += n) {
		room = lirc_rx_wait_room(ld, 2 * min(count - i, LOOPBACK_CHUNK) + 2,
					 deadline);
		n = loopback_fit(durations, i, count, room, timeout);
		if (!n)		/* no room by the deadline: readers lose the rest */
			n = count - i;
		lirc_rx_raw_signal(ld, i & 1 ? LIRC_RAW_SPACE : LIRC_RAW_PULSE,
				   durations + i, n);
	}
	lirc_rx_raw(ld, LIRC_RAW_TIMEOUT, 0);
	return 0;
}

static int loopback_set_tx_carrier(struct lirc_device *ld, u32 carrier)
{
	struct loopback *lb = lirc_get_drvdata(ld);

	pr_debug("carrier %u Hz\n", carrier);
	lb->carrier = carrier;
	return 0;
}

static int loopback_set_tx_duty_cycle(struct lirc_device *ld, u32 duty_cycle)
{
	struct loopback *lb = lirc_get_drvdata(ld);

	lb->duty_cycle = duty_cycle;
	return 0;
}

static int loopback_set_tx_mask(struct lirc_device *ld, u32 mask)
{
	struct loopback *lb = lirc_get_drvdata(ld);

	if (mask >= BIT(LOOPBACK_EMITTERS))
		return LOOPBACK_EMITTERS;
	lb->tx_mask = mask;
	return 0;
}

static const struct lirc_device_ops loopback_ops = {
	.tx			= loopback_tx,
	.set_tx_carrier		= loopback_set_tx_carrier,
	.set_tx_duty_cycle	= loopback_set_tx_duty_cycle,
	.set_tx_mask		= loopback_set_tx_mask,
	.lirccode		= loopback_lirccode,
};

static const struct lirc_device_desc loopback_desc = {
	.name = "LIRC loopback",
	.driver_name = "rc-loopback",	/* rc-core's name: ir_loopback looks for it */
	.ops = &loopback_ops,
	.rx_type = LIRC_RX_RAW,
	.rx_resolution = 1,
	.timeout = 100000,
	.min_timeout = 1000,
	.max_timeout = 1000000,
	.keymap = &loopback_keymap,
	.lirccode_bits = 32,
	.ends_signals = true,	/* a timeout after every transmission */
};

/* The same transmitter, without its receiver (txonly=1). */
static const struct lirc_device_ops loopback_tx_ops = {
	.tx			= loopback_tx,
	.set_tx_carrier		= loopback_set_tx_carrier,
	.set_tx_duty_cycle	= loopback_set_tx_duty_cycle,
	.set_tx_mask		= loopback_set_tx_mask,
};

static const struct lirc_device_desc loopback_tx_desc = {
	.name = "LIRC loopback transmitter",
	.driver_name = "rc-loopback",	/* rc-core's name: ir_loopback looks for it */
	.ops = &loopback_tx_ops,
	.rx_type = LIRC_TX_ONLY,
};

static struct loopback *loopback_create(void)
{
	struct loopback *lb;
	int err;

	lb = kzalloc(sizeof(*lb), GFP_KERNEL);
	if (!lb)
		return ERR_PTR(-ENOMEM);

	lb->carrier = 38000;
	lb->duty_cycle = 50;
	lb->tx_mask = 1;
	lb->ld = lirc_device_alloc(NULL, txonly ? &loopback_tx_desc :
				   &loopback_desc, lb);
	if (IS_ERR(lb->ld)) {
		err = PTR_ERR(lb->ld);
		kfree(lb);
		return ERR_PTR(err);
	}

	err = lirc_device_register(lb->ld);
	if (err) {
		lirc_device_put(lb->ld);
		kfree(lb);
		return ERR_PTR(err);
	}
	return lb;
}

static void loopback_destroy(struct loopback *lb)
{
	lirc_device_unregister(lb->ld);
	kfree(lb);
}

static void loopback_destroy_all(void)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(loopbacks) && loopbacks[i]; i++) {
		loopback_destroy(loopbacks[i]);
		loopbacks[i] = NULL;
	}
}

static int __init loopback_init(void)
{
	unsigned int i;

	if (!devices || devices > LOOPBACK_MAX_DEVICES) {
		pr_err("devices=%u is outside 1-%u\n", devices,
		       LOOPBACK_MAX_DEVICES);
		return -EINVAL;
	}

	for (i = 0; i < devices; i++) {
		loopbacks[i] = loopback_create();
		if (IS_ERR(loopbacks[i])) {
			int err = PTR_ERR(loopbacks[i]);

			loopbacks[i] = NULL;
			loopback_destroy_all();
			return err;
		}
	}
	return 0;
}

static void __exit loopback_exit(void)
{
	loopback_destroy_all();
}

module_init(loopback_init);
module_exit(loopback_exit);

MODULE_DESCRIPTION("LIRC loopback transmitter/receiver");
MODULE_LICENSE("GPL");
