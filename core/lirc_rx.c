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
		if (fh->rec_mode != mode)
			continue;
		if (!lirc_queue_put(&fh->rxq, rec))
			dev_warn_ratelimited(&ld->dev,
					     "reader too slow: %lu records dropped\n",
					     fh->rxq.dropped);
		woken = true;
	}
	if (woken)
		wake_up_interruptible_poll(&ld->wait, EPOLLIN | EPOLLRDNORM);
}

static void lirc_deliver_mode2(struct lirc_device *ld, u32 sample)
{
	lirc_deliver(ld, LIRC_MODE_MODE2, &sample);
}

/**
 * lirc_raw_event() - report what a raw receiver saw
 * @ld: the device
 * @type: pulse, space or timeout
 * @us: duration in microseconds; values beyond the 24 bits of a MODE2
 *	sample are clamped. For a timeout, 0 means @ld->timeout.
 *
 * Safe in any context, including URB completion handlers. After a timeout
 * the next pulse is preceded by one space that covers the whole silence
 * (the timeout plus the time that passed since), so spaces the driver
 * reports in between are absorbed into it.
 */
void lirc_raw_event(struct lirc_device *ld, enum lirc_raw_type type, u32 us)
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
		break;
	case LIRC_RAW_SPACE:
		if (ld->gap || !us)
			break;
		lirc_deliver_mode2(ld, LIRC_SPACE(us));
		break;
	}
	spin_unlock_irqrestore(&ld->readers_lock, flags);
}
EXPORT_SYMBOL_GPL(lirc_raw_event);

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
