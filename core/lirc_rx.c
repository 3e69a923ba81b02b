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
 * Caller holds @ld->readers_lock. A file whose queue is full loses the
 * record; the loss is counted and reported.
 */
void lirc_deliver(struct lirc_device *ld, u32 mode, const void *rec)
{
	struct lirc_fh *fh;
	bool woken = false;

	lockdep_assert_held(&ld->readers_lock);
	list_for_each_entry(fh, &ld->readers, node) {
		struct lirc_queue *q;

		if (fh->rec_mode != mode)
			continue;
		q = lirc_fh_queue(fh);
		if (!lirc_queue_put(q, rec))
			dev_warn_ratelimited(&ld->dev,
					     "reader too slow: %lu records dropped\n",
					     q->dropped);
		woken = true;
	}
	if (woken)
		wake_up_interruptible_poll(&ld->wait, EPOLLIN | EPOLLRDNORM);
}

static void lirc_deliver_mode2(struct lirc_device *ld, u32 sample)
{
	lirc_deliver(ld, LIRC_MODE_MODE2, &sample);
}

/*
 * One code, from the hardware or a decoder: a struct lirc_scancode for
 * SCANCODE readers, LIRCCODE bytes where the driver has a layout, and key
 * events. A code equal to the last one (toggle included) within the key-up
 * time is a repeat; so is a protocol's repeat code.
 */
static void lirc_code_event(struct lirc_device *ld, const struct lirc_code *in)
{
	ktime_t now = ktime_get();
	struct lirc_code code = *in;
	struct lirc_scancode sc = { };
	bool recent, repeat;
	u32 keycode;

	lockdep_assert_held(&ld->readers_lock);
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

	if (ld->ops->lirccode) {
		u8 bytes[8] = { };

		ld->ops->lirccode(ld, &code, bytes);
		lirc_deliver(ld, LIRC_MODE_LIRCCODE, bytes);
	}
	lirc_input_code(ld, code.scancode, keycode, repeat);
}

/* Feed the enabled decoders; report what they decode. */
static void lirc_decode(struct lirc_device *ld, bool pulse, u32 us)
{
	u64 protos = ld->protocols;
	struct lirc_code code;

	if ((protos & LIRC_RC5_PROTOS) &&
	    lirc_rc5_feed(&ld->rc5, pulse, us, &code) &&
	    (protos & BIT_ULL(code.proto)))
		lirc_code_event(ld, &code);
	if ((protos & LIRC_NEC_PROTOS) &&
	    lirc_nec_feed(&ld->nec, pulse, us, &code) &&
	    (code.repeat || (protos & BIT_ULL(code.proto))))
		lirc_code_event(ld, &code);
}

/**
 * lirc_decoders_reset() - put every decoder back to idle
 * @ld: the device; caller holds @readers_lock
 */
void lirc_decoders_reset(struct lirc_device *ld)
{
	lirc_rc5_reset(&ld->rc5);
	lirc_nec_reset(&ld->nec);
}

/**
 * lirc_rx_raw() - report what a raw receiver saw
 * @ld: the device
 * @type: pulse, space or timeout
 * @us: duration in microseconds; values beyond the 24 bits of a MODE2
 *	sample are clamped. For a timeout, 0 means @ld->timeout.
 *
 * Safe in any context, including URB completion handlers. After a timeout
 * the next pulse is preceded by one space that covers the whole silence
 * (the timeout plus the time that passed since), so spaces the driver
 * reports in between are absorbed into it. The samples also feed the
 * enabled protocol decoders.
 */
void lirc_rx_raw(struct lirc_device *ld, enum lirc_raw_type type, u32 us)
{
	unsigned long flags;

	us = min_t(u32, us, LIRC_VALUE_MASK);
	spin_lock_irqsave(&ld->readers_lock, flags);
	switch (type) {
	case LIRC_RAW_TIMEOUT:
		if (ld->gap)
			break;	/* one timeout per silence */
		if (!us)
			us = ld->timeout;
		ld->gap = true;
		ld->gap_start = ktime_get();
		ld->gap_us = us;
		lirc_deliver_mode2(ld, LIRC_TIMEOUT(us));
		/* To a decoder, a timeout is a silence that ends the frame. */
		lirc_decode(ld, false, LIRC_VALUE_MASK);
		break;
	case LIRC_RAW_PULSE:
		if (!us) {
			dev_dbg_ratelimited(&ld->dev, "zero-length pulse ignored\n");
			break;
		}
		if (ld->gap) {
			s64 silence = ld->gap_us +
				ktime_us_delta(ktime_get(), ld->gap_start);

			ld->gap = false;
			silence = min_t(s64, silence, LIRC_VALUE_MASK);
			lirc_deliver_mode2(ld, LIRC_SPACE(silence));
		}
		lirc_deliver_mode2(ld, LIRC_PULSE(us));
		lirc_decode(ld, true, us);
		break;
	case LIRC_RAW_SPACE:
		if (!us)
			break;
		if (!ld->gap)
			lirc_deliver_mode2(ld, LIRC_SPACE(us));
		lirc_decode(ld, false, us);
		break;
	}
	spin_unlock_irqrestore(&ld->readers_lock, flags);
}
EXPORT_SYMBOL_GPL(lirc_rx_raw);

/**
 * lirc_rx_scancode() - report a code the hardware decoded
 * @ld: the device
 * @proto: enum rc_proto
 * @scancode: the scancode
 * @toggle: the toggle bit, where the protocol has one
 *
 * Safe in any context. Readers in LIRC_MODE_SCANCODE get a struct
 * lirc_scancode (with LIRC_SCANCODE_FLAG_REPEAT when the same code comes
 * again while its key is held), the input device gets MSC_SCAN and the
 * key of the keymap, if any.
 */
void lirc_rx_scancode(struct lirc_device *ld, u32 proto, u64 scancode,
			 bool toggle)
{
	struct lirc_code code = {
		.proto = proto,
		.scancode = scancode,
		.toggle = toggle,
	};
	unsigned long flags;

	spin_lock_irqsave(&ld->readers_lock, flags);
	lirc_code_event(ld, &code);
	spin_unlock_irqrestore(&ld->readers_lock, flags);
}
EXPORT_SYMBOL_GPL(lirc_rx_scancode);

/**
 * lirc_rx_repeat() - report that the last code is being repeated
 * @ld: the device
 *
 * For hardware that signals "key still held" without the code. Ignored
 * when no code came within the key-up time. Safe in any context.
 */
void lirc_rx_repeat(struct lirc_device *ld)
{
	struct lirc_code code = { .repeat = true };
	unsigned long flags;

	spin_lock_irqsave(&ld->readers_lock, flags);
	lirc_code_event(ld, &code);
	spin_unlock_irqrestore(&ld->readers_lock, flags);
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
