// SPDX-License-Identifier: GPL-2.0
/*
 * What drivers report, turned into records for every open file.
 */

#include <linux/kernel.h>
#include <linux/ktime.h>
#include <linux/module.h>
#include <linux/poll.h>

#include <linux/lirc_core.h>

#include "lirc_priv.h"

/**
 * lirc_deliver() - queue one record on every file reading in @mode
 * @ld: the device
 * @mode: LIRC_MODE_* of the record
 * @rec: the record, in @mode's size
 *
 * Caller holds @ld->rx_lock. Only the files that got the record are woken.
 * A file whose queue is full loses the record; the loss is counted and
 * reported, at most once in five seconds per file, naming its process.
 */
void lirc_deliver(struct lirc_device *ld, u32 mode, const void *rec)
{
	struct lirc_fh *fh;

	lockdep_assert_held(&ld->rx_lock);
	list_for_each_entry(fh, &ld->readers, node) {
		struct lirc_queue *q;

		if (fh->rec_mode != mode)
			continue;
		q = lirc_fh_queue(fh);
		if (!lirc_queue_put(q, rec)) {
			if (__ratelimit(&fh->full_rs))
				dev_warn(&ld->dev,
					 "reader %s[%d] too slow: %lu records dropped\n",
					 fh->comm, fh->pid, q->dropped);
			continue;
		}
		wake_up_interruptible_poll(&fh->wait, EPOLLIN | EPOLLRDNORM);
	}
}

static void lirc_deliver_mode2(struct lirc_device *ld, u32 sample)
{
	lirc_deliver(ld, LIRC_MODE_MODE2, &sample);
}

/*
 * One code, from the hardware or a decoder: a struct lirc_scancode for
 * SCANCODE readers, LIRCCODE bytes where the driver has a layout (@lc, or
 * with @hook what ops.lirccode makes of the code), and key events. A code
 * equal to the last one (toggle included) within the key-up time is a
 * repeat; so is a protocol's repeat code.
 */
static void lirc_code_event(struct lirc_device *ld, const struct lirc_code *in,
			    const u8 *lc, bool hook)
{
	ktime_t now = ktime_get();
	struct lirc_code code = *in;
	struct lirc_scancode sc = { };
	bool recent, repeat;
	u32 keycode;

	lockdep_assert_held(&ld->rx_lock);
	recent = ld->have_last &&
		ktime_ms_delta(now, ld->last_time) < lirc_keyup_ms(ld);
	if (code.repeat) {
		if (!recent)
			return;		/* a repeat of nothing we know */
		code = ld->last;
		repeat = true;
	} else {
		repeat = recent && code.proto == ld->last.proto &&
			code.scancode == ld->last.scancode &&
			code.toggle == ld->last.toggle;
	}
	ld->have_last = true;
	ld->last = code;
	ld->last_time = now;

	keycode = lirc_keymap_lookup(ld, code.proto, code.scancode);
	sc.timestamp = ktime_to_ns(now);
	sc.flags = (code.toggle ? LIRC_SCANCODE_FLAG_TOGGLE : 0) |
		   (repeat ? LIRC_SCANCODE_FLAG_REPEAT : 0);
	sc.rc_proto = code.proto;
	sc.keycode = keycode;
	sc.scancode = code.scancode;
	lirc_deliver(ld, LIRC_MODE_SCANCODE, &sc);

	if (ld->ops.lirccode && hook) {
		u8 bytes[8] = { };

		ld->ops.lirccode(ld, code.proto, code.scancode, code.toggle,
				 bytes);
		lirc_deliver(ld, LIRC_MODE_LIRCCODE, bytes);
	} else if (ld->ops.lirccode && lc) {
		lirc_deliver(ld, LIRC_MODE_LIRCCODE, lc);
	}
	lirc_input_code(ld, code.scancode, keycode, repeat);
}

/* Feed the enabled decoders; report what they decode. */
static void lirc_decode(struct lirc_device *ld, bool pulse, u32 us)
{
	u64 protos = ld->protocols;
	struct lirc_code code;
	unsigned int i;

	for (i = 0; i < LIRC_PROTO_FAMILIES; i++) {
		const struct lirc_proto_family *f = lirc_proto_table[i];

		if (!(protos & lirc_proto_family_mask(f)))
			continue;
		if (f->feed(ld->dec[i], pulse, us, &code) &&
		    (code.repeat || (protos & BIT_ULL(code.proto))))
			lirc_code_event(ld, &code, NULL, true);
	}
}

/**
 * lirc_decoders_reset() - put every decoder back to idle
 * @ld: the device; caller holds @rx_lock
 */
void lirc_decoders_reset(struct lirc_device *ld)
{
	unsigned int i;

	for (i = 0; i < LIRC_PROTO_FAMILIES; i++)
		lirc_proto_table[i]->reset(ld->dec[i]);
}

/**
 * lirc_keymap_protocols() - the protocols a raw receiver decodes by default
 * @map: the driver's keymap, or NULL
 *
 * As in Linux 6.1: those of the keymap's entries that the core decodes;
 * others are opt-in through the protocols file.
 *
 * Return: the protocol mask.
 */
u64 lirc_keymap_protocols(const struct lirc_keymap *map)
{
	u64 all = lirc_proto_all(), mask = 0;
	unsigned int i;

	for (; map; map = map->more)
		for (i = 0; i < map->size; i++)
			if (map->entries[i].proto < 64)
				mask |= BIT_ULL(map->entries[i].proto);
	return mask & all;
}

/*
 * The signal ended: report a timeout of @report_us, and let the measured
 * silence, @silence_us, count towards the space before the next pulse.
 * Decoders see the silence as a long space.
 */
static void lirc_end_signal(struct lirc_device *ld, u32 report_us,
			    u32 silence_us)
{
	lockdep_assert_held(&ld->rx_lock);
	if (ld->gap)
		return;		/* one timeout per silence */
	ld->gap = true;
	ld->in_signal = false;
	ld->gap_since = ktime_get();
	ld->gap_us = silence_us;
	lirc_deliver_mode2(ld, LIRC_TIMEOUT(report_us));
	lirc_decode(ld, false, LIRC_VALUE_MASK);
}

static void lirc_idle_timer(struct timer_list *t)
{
	struct lirc_device *ld = from_timer(ld, t, idle_timer);
	unsigned long flags;

	spin_lock_irqsave(&ld->rx_lock, flags);
	/* A sample that came while we waited for the lock re-armed us. */
	if (ld->rx_live && ld->in_signal && !timer_pending(&ld->idle_timer)) {
		u32 timeout = READ_ONCE(ld->timeout);

		lirc_end_signal(ld, timeout, timeout);
	}
	spin_unlock_irqrestore(&ld->rx_lock, flags);
}

/* Caller holds @rx_lock: a sample arrived; the silence timer restarts. */
static void lirc_idle_rearm(struct lirc_device *ld)
{
	u32 timeout = READ_ONCE(ld->timeout);

	if (timeout && ld->desc.rx_type == LIRC_RX_RAW)
		mod_timer(&ld->idle_timer,
			  jiffies + usecs_to_jiffies(timeout) + 1);
}

/**
 * lirc_rx_init() - initialise the receive state of a new device
 * @ld: the device
 */
void lirc_rx_init(struct lirc_device *ld)
{
	spin_lock_init(&ld->rx_lock);
	INIT_LIST_HEAD(&ld->readers);
	timer_setup(&ld->idle_timer, lirc_idle_timer, 0);
	lirc_decoders_reset(ld);
}

/**
 * lirc_rx_start() - let reports reach readers; at registration
 * @ld: the device
 */
void lirc_rx_start(struct lirc_device *ld)
{
	spin_lock_irq(&ld->rx_lock);
	ld->rx_live = true;
	spin_unlock_irq(&ld->rx_lock);
}

/**
 * lirc_rx_stop() - ignore reports from now on, stop the silence timer
 * @ld: the device
 *
 * When this returns, no report changes anything and no timer of the
 * receive path runs.
 */
void lirc_rx_stop(struct lirc_device *ld)
{
	spin_lock_irq(&ld->rx_lock);
	ld->rx_live = false;
	spin_unlock_irq(&ld->rx_lock);
	del_timer_sync(&ld->idle_timer);
}

/**
 * lirc_rx_raw() - report what a raw receiver saw
 * @ld: the device
 * @type: pulse, space or timeout
 * @us: duration in microseconds; values beyond the 24 bits of a MODE2
 *	sample are clamped. For a timeout, 0 means the current timeout.
 *
 * Safe in any context, including URB completion handlers. Reports before
 * lirc_device_register() or while lirc_device_unregister() runs are
 * dropped; once lirc_device_unregister() has returned, @ld may be gone:
 * the driver stops its I/O before unregistering.
 *
 * A signal ends with one timeout sample, when the driver reports one, when
 * a space at least as long as the current timeout comes, or when no sample
 * came for the current timeout (the core's own timer), whichever is first.
 * The next pulse is preceded by one space covering the whole silence: the
 * measured part (the long space, or the timeout) plus the time that passed
 * since it was measured; spaces reported in between are part of it.
 * The samples also feed the enabled protocol decoders, one sample at a
 * time: report a space as one sample, not in pieces (a decoder that
 * needs a minimum silence after a frame, as NEC does, sees each piece).
 */
void lirc_rx_raw(struct lirc_device *ld, enum lirc_raw_type type, u32 us)
{
	unsigned long flags;
	u32 timeout;

	us = min_t(u32, us, LIRC_VALUE_MASK);
	spin_lock_irqsave(&ld->rx_lock, flags);
	if (!ld->rx_live || ld->desc.rx_type != LIRC_RX_RAW)
		goto out;
	timeout = READ_ONCE(ld->timeout);
	switch (type) {
	case LIRC_RAW_TIMEOUT:
		lirc_end_signal(ld, us ?: timeout, us ?: timeout);
		break;
	case LIRC_RAW_PULSE:
		if (!us) {
			dev_dbg_ratelimited(&ld->dev, "zero-length pulse ignored\n");
			break;
		}
		if (ld->gap) {
			s64 silence = ld->gap_us +
				ktime_us_delta(ktime_get(), ld->gap_since);

			ld->gap = false;
			silence = min_t(s64, silence, LIRC_VALUE_MASK);
			lirc_deliver_mode2(ld, LIRC_SPACE(silence));
		}
		ld->in_signal = true;
		lirc_deliver_mode2(ld, LIRC_PULSE(us));
		lirc_decode(ld, true, us);
		lirc_idle_rearm(ld);
		break;
	case LIRC_RAW_SPACE:
		if (!us)
			break;
		if (ld->gap) {
			/*
			 * The silence, measured by the hardware, is longer than
			 * what the timeout and the clock say so far: keep it.
			 */
			ktime_t now = ktime_get();

			if (us > ld->gap_us +
				 ktime_us_delta(now, ld->gap_since)) {
				ld->gap_us = us;
				ld->gap_since = now;
			}
			break;
		}
		if (timeout && us >= timeout) {
			/* The whole measured space stays in the stream. */
			lirc_end_signal(ld, timeout, us);
			break;
		}
		lirc_deliver_mode2(ld, LIRC_SPACE(us));
		lirc_decode(ld, false, us);
		lirc_idle_rearm(ld);
		break;
	}
out:
	spin_unlock_irqrestore(&ld->rx_lock, flags);
}
EXPORT_SYMBOL_GPL(lirc_rx_raw);

/* A code from the hardware, see lirc_rx_scancode_lirccode(). */
static void lirc_rx_hw_code(struct lirc_device *ld, u32 proto, u64 scancode,
			    bool toggle, const u8 *lc, bool hook)
{
	struct lirc_code code = {
		.proto = proto,
		.scancode = scancode,
		.toggle = toggle,
	};
	unsigned long flags;

	/* enum rc_proto values index 64-bit protocol masks. */
	if (proto >= 64) {
		dev_warn_ratelimited(&ld->dev, "code of unknown protocol %u dropped\n",
				     proto);
		return;
	}
	spin_lock_irqsave(&ld->rx_lock, flags);
	if (ld->rx_live && ld->desc.rx_type != LIRC_TX_ONLY)
		lirc_code_event(ld, &code, lc, hook);
	spin_unlock_irqrestore(&ld->rx_lock, flags);
}

/**
 * lirc_rx_scancode() - report a code the hardware decoded
 * @ld: the device
 * @proto: enum rc_proto; a value of 64 or more is dropped with a message
 * @scancode: the scancode
 * @toggle: the toggle bit, where the protocol has one
 *
 * Safe in any context; dropped outside registration, and never to be
 * called once lirc_device_unregister() has returned. Readers in
 * LIRC_MODE_SCANCODE get a struct
 * lirc_scancode (with LIRC_SCANCODE_FLAG_REPEAT when the same code comes
 * again while its key is held), the input device gets MSC_SCAN and the
 * key of the keymap, if any.
 */
void lirc_rx_scancode(struct lirc_device *ld, u32 proto, u64 scancode,
		      bool toggle)
{
	lirc_rx_hw_code(ld, proto, scancode, toggle, NULL, true);
}
EXPORT_SYMBOL_GPL(lirc_rx_scancode);

/**
 * lirc_rx_scancode_lirccode() - report a code with its own LIRCCODE bytes
 * @ld: the device
 * @proto: as lirc_rx_scancode()
 * @scancode: as lirc_rx_scancode()
 * @toggle: as lirc_rx_scancode()
 * @lirccode: what LIRCCODE readers get for this code (lirccode_bits long,
 *	most significant byte first, at most 8 bytes), or NULL for nothing
 *
 * As lirc_rx_scancode(), for hardware whose codes carry more than their
 * scancode (a channel, a state byte) or whose LIRCCODE depends on
 * per-device settings: @lirccode replaces what ops.lirccode would make.
 */
void lirc_rx_scancode_lirccode(struct lirc_device *ld, u32 proto,
			       u64 scancode, bool toggle, const u8 *lirccode)
{
	lirc_rx_hw_code(ld, proto, scancode, toggle, lirccode, false);
}
EXPORT_SYMBOL_GPL(lirc_rx_scancode_lirccode);

/**
 * lirc_rx_lirccode() - report a code that only LIRCCODE readers get
 * @ld: the device, with ops.lirccode (else this does nothing)
 * @lirccode: lirccode_bits long, most significant byte first, at most 8
 *	bytes
 *
 * For what the hardware reports without a scancode or key of its own,
 * which old lircd configurations name (a mouse pad's directions, a key's
 * release). Safe in any context; dropped outside registration, and never
 * to be called once lirc_device_unregister() has returned.
 */
void lirc_rx_lirccode(struct lirc_device *ld, const u8 *lirccode)
{
	unsigned long flags;

	spin_lock_irqsave(&ld->rx_lock, flags);
	if (ld->rx_live && ld->ops.lirccode && ld->desc.rx_type != LIRC_TX_ONLY)
		lirc_deliver(ld, LIRC_MODE_LIRCCODE, lirccode);
	spin_unlock_irqrestore(&ld->rx_lock, flags);
}
EXPORT_SYMBOL_GPL(lirc_rx_lirccode);

/**
 * lirc_rx_keyup() - the hardware says the key was released
 * @ld: the device
 *
 * Releases the key that is down now, and the next code is a new press
 * even if it is the same. For hardware that reports releases; others rely
 * on the key-up time. Safe in any context; dropped outside registration,
 * and never to be called once lirc_device_unregister() has returned.
 */
void lirc_rx_keyup(struct lirc_device *ld)
{
	unsigned long flags;

	spin_lock_irqsave(&ld->rx_lock, flags);
	if (ld->rx_live) {
		ld->have_last = false;
		lirc_input_keyup(ld);
	}
	spin_unlock_irqrestore(&ld->rx_lock, flags);
}
EXPORT_SYMBOL_GPL(lirc_rx_keyup);

/**
 * lirc_rx_pointer() - a pointer movement
 * @ld: the device, described with lirc_device_desc.pointer
 * @dx: REL_X
 * @dy: REL_Y
 *
 * Safe in any context; dropped outside registration, and never to be
 * called once lirc_device_unregister() has returned.
 */
void lirc_rx_pointer(struct lirc_device *ld, int dx, int dy)
{
	unsigned long flags;

	spin_lock_irqsave(&ld->rx_lock, flags);
	if (ld->rx_live)
		lirc_input_pointer(ld, dx, dy);
	spin_unlock_irqrestore(&ld->rx_lock, flags);
}
EXPORT_SYMBOL_GPL(lirc_rx_pointer);

/**
 * lirc_rx_button() - a pointer button pressed or released
 * @ld: the device, described with lirc_device_desc.pointer
 * @button: BTN_LEFT, BTN_RIGHT or BTN_MIDDLE; others are dropped
 * @down: pressed
 *
 * Safe in any context; dropped outside registration, and never to be
 * called once lirc_device_unregister() has returned.
 */
void lirc_rx_button(struct lirc_device *ld, unsigned int button, bool down)
{
	unsigned long flags;

	spin_lock_irqsave(&ld->rx_lock, flags);
	if (ld->rx_live)
		lirc_input_button(ld, button, down);
	spin_unlock_irqrestore(&ld->rx_lock, flags);
}
EXPORT_SYMBOL_GPL(lirc_rx_button);

/**
 * lirc_rx_repeat() - report that the last code is being repeated
 * @ld: the device
 *
 * For hardware that signals "key still held" without the code. Ignored
 * when no code came within the key-up time. Safe in any context; dropped
 * outside registration, and never to be called once
 * lirc_device_unregister() has returned.
 */
void lirc_rx_repeat(struct lirc_device *ld)
{
	struct lirc_code code = { .repeat = true };
	unsigned long flags;

	spin_lock_irqsave(&ld->rx_lock, flags);
	if (ld->rx_live && ld->desc.rx_type != LIRC_TX_ONLY)
		lirc_code_event(ld, &code, NULL, true);
	spin_unlock_irqrestore(&ld->rx_lock, flags);
}
EXPORT_SYMBOL_GPL(lirc_rx_repeat);

/**
 * lirc_tx_check() - check durations written in LIRC_MODE_PULSE
 * @durations: the values
 * @count: how many
 *
 * Return: 0 if they form a valid signal: an odd count (pulse first and
 * last) of at most LIRC_TX_MAX_VALUES non-zero values adding up to at most
 * LIRC_TX_MAX_US microseconds; -EINVAL otherwise.
 */
int lirc_tx_check(const u32 *durations, unsigned int count)
{
	u64 total = 0;
	unsigned int i;

	if (!(count & 1) || count > LIRC_TX_MAX_VALUES)
		return -EINVAL;
	for (i = 0; i < count; i++) {
		if (!durations[i])
			return -EINVAL;
		total += durations[i];
	}
	return total > LIRC_TX_MAX_US ? -EINVAL : 0;
}

/**
 * lirc_tx_duration() - how long a checked signal lasts
 * @durations: the values
 * @count: how many
 *
 * Return: the sum in microseconds.
 */
u64 lirc_tx_duration(const u32 *durations, unsigned int count)
{
	u64 total = 0;

	while (count--)
		total += *durations++;
	return total;
}
