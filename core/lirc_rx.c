// SPDX-License-Identifier: GPL-2.0
/*
 * What drivers report, turned into records for every open file.
 */

#include <linux/kernel.h>
#include <linux/ktime.h>
#include <linux/module.h>
#include <linux/poll.h>
#include <linux/sched/signal.h>

#include <linux/lirc_core.h>

#include "lirc_priv.h"

/**
 * lirc_deliver() - queue one record on every file reading in @mode
 * @ld: the device
 * @mode: LIRC_MODE_* of the record
 * @rec: the record, in @mode's size
 *
 * Caller holds @ld->rx_lock and calls lirc_rx_wake() before dropping it:
 * the files that got a record are woken once for all the records of a
 * report, not once per record. A file whose queue is full loses the
 * record; the loss is counted and reported, at most once in five seconds
 * per file, naming its process.
 */
void lirc_deliver(struct lirc_device *ld, u32 mode, const void *rec)
{
	struct lirc_fh *fh;

	lockdep_assert_held(&ld->rx_lock);
	list_for_each_entry(fh, &ld->readers, node) {
		struct lirc_queue *q;
		bool was_lost;

		if (fh->rec_mode != mode || !fh->raw_len)
			continue;	/* another mode, or no reader */
		q = lirc_fh_queue(fh);
		was_lost = q->lost;
		if (!lirc_queue_put(q, rec)) {
			/* Once per loss, not per record lost. */
			if (!fh->loss_reported && __ratelimit(&fh->full_rs)) {
				fh->loss_reported = true;
				dev_warn(&ld->dev,
					 "reader %s[%d] too slow: %lu records dropped\n",
					 fh->comm, fh->pid, q->dropped);
			}
			continue;
		}
		if (was_lost)
			fh->loss_reported = false;
		fh->wake = true;
	}
}

/* Caller holds @rx_lock: wake the files that got records. */
static void lirc_rx_wake(struct lirc_device *ld)
{
	struct lirc_fh *fh;

	lockdep_assert_held(&ld->rx_lock);
	list_for_each_entry(fh, &ld->readers, node) {
		if (!fh->wake)
			continue;
		fh->wake = false;
		wake_up_interruptible_poll(&fh->wait, EPOLLIN | EPOLLRDNORM);
	}
}

/* Wake the readers of what was reported under @rx_lock, and drop it. */
static void lirc_rx_unlock(struct lirc_device *ld, unsigned long flags)
	__releases(&ld->rx_lock)
{
	lirc_rx_wake(ld);
	spin_unlock_irqrestore(&ld->rx_lock, flags);
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
	unsigned long fams;
	unsigned int i;

	/* The families of @protocols, worked out again when it changes. */
	if (unlikely(protos != ld->fams_of)) {
		ld->fams_of = protos;
		ld->fams = lirc_proto_families(protos);
	}
	fams = ld->fams;
	for_each_set_bit(i, &fams, LIRC_PROTO_FAMILIES) {
		const struct lirc_proto_family *f = lirc_proto_table[i];

		if (f->feed(ld->dec[i], pulse, us, &code) &&
		    (code.repeat || (protos & BIT_ULL(code.proto))))
			lirc_code_event(ld, &code, NULL, true);
	}
}

/**
 * lirc_decoders_reset() - put decoders back to idle
 * @ld: the device; caller holds @rx_lock, or the device is not yet live
 * @fams: BIT(i) for each family of lirc_proto_table to reset
 */
void lirc_decoders_reset(struct lirc_device *ld, unsigned long fams)
{
	unsigned int i;

	for (i = 0; i < LIRC_PROTO_FAMILIES; i++)
		if (fams & BIT(i))
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
	/*
	 * A sample that came while we waited for the lock re-armed us; a
	 * paced transmitter's signal goes on after its wait.
	 */
	if (ld->rx_live && ld->in_signal && !ld->paced &&
	    !timer_pending(&ld->idle_timer)) {
		u32 timeout = READ_ONCE(ld->timeout);
		/* For a device that ends its signals: its end got lost. */
		u32 silence = ld->desc.ends_signals ? ld->desc.lost_end_us :
			      timeout;

		lirc_end_signal(ld, timeout ?: silence, silence);
	}
	lirc_rx_unlock(ld, flags);
}

/*
 * Caller holds @rx_lock: a sample arrived; the silence timer restarts, for
 * the current timeout. Not so for a device that ends its signals itself:
 * its samples may come late (a USB transfer polled late on a busy host)
 * without splitting the signal they belong to; the timer waits only for
 * its lost_end_us, if it has one.
 */
static void lirc_idle_rearm(struct lirc_device *ld)
{
	u32 wait = ld->desc.ends_signals ? ld->desc.lost_end_us :
		   READ_ONCE(ld->timeout);

	if (wait && ld->desc.rx_type == LIRC_RX_RAW)
		mod_timer(&ld->idle_timer,
			  jiffies + usecs_to_jiffies(wait) + 1);
}

/**
 * lirc_rx_init() - initialise the receive state of a new device
 * @ld: the device
 *
 * The configurable decoders get their families' default parameters.
 */
void lirc_rx_init(struct lirc_device *ld)
{
	unsigned int i;

	spin_lock_init(&ld->rx_lock);
	INIT_LIST_HEAD(&ld->readers);
	init_waitqueue_head(&ld->room_wait);
	timer_setup(&ld->idle_timer, lirc_idle_timer, 0);
	for (i = 0; i < LIRC_PROTO_FAMILIES; i++)
		lirc_cfg_init(lirc_proto_table[i], ld->dec[i]);
	lirc_decoders_reset(ld, ~0UL);
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

/*
 * One sample of a raw receiver; caller holds @rx_lock, with @rx_live and a
 * raw receiver checked. Return: the sample went into a signal, so the
 * silence timer must restart once the report is done (false for samples
 * that ended the signal, were ignored or fell into the silence).
 */
static bool lirc_rx_raw_one(struct lirc_device *ld, enum lirc_raw_type type,
			    u32 us, u32 timeout)
{
	us = min_t(u32, us, LIRC_VALUE_MASK);
	switch (type) {
	case LIRC_RAW_TIMEOUT:
		lirc_end_signal(ld, us ?: timeout, us ?: timeout);
		return false;
	case LIRC_RAW_PULSE:
		if (!us) {
			dev_dbg_ratelimited(&ld->dev, "zero-length pulse ignored\n");
			return false;
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
		return true;
	case LIRC_RAW_SPACE:
		if (!us)
			return false;
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
			return false;
		}
		if (timeout && us >= timeout) {
			/* The whole measured space stays in the stream. */
			lirc_end_signal(ld, timeout, us);
			return false;
		}
		lirc_deliver_mode2(ld, LIRC_SPACE(us));
		lirc_decode(ld, false, us);
		return true;
	}
	return false;
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
 * For a device described with ends_signals the timer waits not for the
 * timeout but for its lost_end_us (or not at all): its signals end when the
 * driver says so, however late samples come.
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

	spin_lock_irqsave(&ld->rx_lock, flags);
	if (ld->rx_live && ld->desc.rx_type == LIRC_RX_RAW &&
	    lirc_rx_raw_one(ld, type, us, READ_ONCE(ld->timeout)))
		lirc_idle_rearm(ld);
	lirc_rx_unlock(ld, flags);
}
EXPORT_SYMBOL_GPL(lirc_rx_raw);

/**
 * lirc_rx_raw_signal() - report a run of alternating pulses and spaces
 * @ld: the device
 * @first: LIRC_RAW_PULSE or LIRC_RAW_SPACE, the kind of @durations[0]
 * @durations: microseconds; pulses and spaces alternate
 * @count: how many
 *
 * As @count calls of lirc_rx_raw(), in fewer steps: the lock is taken, each
 * reader woken and the silence timer restarted once per LIRC_RX_RUN
 * samples (which bounds the time with interrupts off). For drivers that
 * have a run at hand (a transfer's worth, a loopback's signal). Same
 * context rules as lirc_rx_raw().
 */
void lirc_rx_raw_signal(struct lirc_device *ld, enum lirc_raw_type first,
			const u32 *durations, unsigned int count)
{
	bool pulse = first == LIRC_RAW_PULSE;
	unsigned long flags;
	unsigned int i = 0, end;
	u32 timeout;
	bool rearm;

	if (WARN_ON_ONCE(first == LIRC_RAW_TIMEOUT))
		return;
	while (i < count) {
		end = min(count, i + LIRC_RX_RUN);
		rearm = false;
		spin_lock_irqsave(&ld->rx_lock, flags);
		if (!ld->rx_live || ld->desc.rx_type != LIRC_RX_RAW) {
			spin_unlock_irqrestore(&ld->rx_lock, flags);
			return;
		}
		timeout = READ_ONCE(ld->timeout);
		for (; i < end; i++, pulse = !pulse) {
			if (lirc_rx_raw_one(ld, pulse ? LIRC_RAW_PULSE :
					    LIRC_RAW_SPACE, durations[i], timeout))
				rearm = true;
			else if (!ld->in_signal)
				rearm = false;	/* the signal ended */
		}
		if (rearm)
			lirc_idle_rearm(ld);
		lirc_rx_unlock(ld, flags);
	}
}
EXPORT_SYMBOL_GPL(lirc_rx_raw_signal);

/*
 * The room, in records, of the MODE2 reader with the least of it. Not
 * counted: readers that already lost records (they do not keep up, the
 * overflow record tells them), files that never called read() or poll()
 * and the file that transmits. @satisfied: every reader counted has room for
 * @want records, or for as many as its queue holds.
 */
static unsigned int lirc_rx_room(struct lirc_device *ld, unsigned int want,
				 bool *satisfied)
{
	unsigned int room = UINT_MAX;
	struct lirc_fh *fh;

	*satisfied = true;
	spin_lock_irq(&ld->rx_lock);
	list_for_each_entry(fh, &ld->readers, node) {
		struct lirc_queue *q = &fh->rawq;
		unsigned int free;

		if (fh->rec_mode != LIRC_MODE_MODE2 || !fh->raw_len ||
		    q->lost || fh == ld->tx_fh || !READ_ONCE(fh->has_read))
			continue;
		free = q->capacity - lirc_queue_count(q);
		room = min(room, free);
		if (free < min(want, q->capacity))
			*satisfied = false;
	}
	spin_unlock_irq(&ld->rx_lock);
	return room;
}

static void lirc_rx_set_paced(struct lirc_device *ld, bool paced)
{
	ktime_t now = ktime_get();

	spin_lock_irq(&ld->rx_lock);
	ld->paced = paced;
	if (paced) {
		ld->paced_since = now;
	} else {
		/* The wait is not part of a silence the signal holds... */
		if (ld->gap)
			ld->gap_since = ktime_add(ld->gap_since,
						  ktime_sub(now, ld->paced_since));
		/* ...and if the timer came meanwhile, it counts from now. */
		if (ld->rx_live && ld->in_signal &&
		    !timer_pending(&ld->idle_timer))
			lirc_idle_rearm(ld);
	}
	spin_unlock_irq(&ld->rx_lock);
}

static bool lirc_rx_room_for(struct lirc_device *ld, unsigned int want)
{
	bool satisfied;

	lirc_rx_room(ld, want, &satisfied);
	return satisfied || READ_ONCE(ld->stopping);
}

/**
 * lirc_rx_wait_room() - wait until the MODE2 readers can take more
 * @ld: the device
 * @want: records to make room for
 * @deadline: CLOCK_MONOTONIC time after which not to wait
 *
 * For a transmitter that feeds its own receiver and can pace itself, as
 * the loopback does: a signal longer than a reader's queue then reaches a
 * reader that keeps reading whole. Sleeps (interruptibly) until every
 * MODE2 reader has room for @want records (or its whole queue is free),
 * until @deadline, a signal, or unregistration. Not waited for: readers
 * that already lost records, files that never read or polled and the
 * transmitting file itself. Meanwhile the silence timer does not end the signal: the
 * caller goes on with it, and ends it. Process context; the caller may
 * hold @lock (ops.tx runs under it): unregistration ends the wait before
 * taking it.
 *
 * Return: the room of the reader with the least, which may be less than
 * @want; UINT_MAX when there is no reader to wait for.
 */
unsigned int lirc_rx_wait_room(struct lirc_device *ld, unsigned int want,
			       ktime_t deadline)
{
	unsigned int room;
	bool satisfied;

	might_sleep();
	lirc_rx_set_paced(ld, true);
	for (;;) {
		room = lirc_rx_room(ld, want, &satisfied);
		if (satisfied || READ_ONCE(ld->stopping) ||
		    signal_pending(current) ||
		    !ktime_before(ktime_get(), deadline))
			break;
		wait_event_interruptible_hrtimeout(ld->room_wait,
						   lirc_rx_room_for(ld, want),
						   ktime_sub(deadline, ktime_get()));
	}
	lirc_rx_set_paced(ld, false);
	return room;
}
EXPORT_SYMBOL_GPL(lirc_rx_wait_room);

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
	lirc_rx_unlock(ld, flags);
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
	lirc_rx_unlock(ld, flags);
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
	lirc_rx_unlock(ld, flags);
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
