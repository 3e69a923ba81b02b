// SPDX-License-Identifier: GPL-2.0
/*
 * The input side of a receiver: one input device per lirc_device, a keymap
 * of (protocol, scancode) -> keycode that user space reads and changes with
 * EVIOCGKEYCODE_V2 / EVIOCSKEYCODE_V2, EV_MSC/MSC_SCAN before every key
 * event, and key release a timeout after the last press or repeat.
 *
 * The keymap is an array sorted by scancode, then protocol, allocated at
 * registration for the driver's keymap: lookups in the receive path are a
 * binary search. EVIOCSKEYCODE, which the input core calls with interrupts
 * off, grows it by doubling with GFP_ATOMIC (as rc-core does), up to
 * LIRC_KEYMAP_MAX entries.
 *
 * Locking: @keymap_lock protects the keymap. The input core calls our
 * get/setkeycode under its event_lock; we call input_event() under
 * @rx_lock but never under @keymap_lock, so the order is
 * rx_lock -> event_lock -> keymap_lock and never the reverse. The input
 * core calls our open and close under the input device's mutex; they take
 * @lock (lirc_device_use()) and @rx_lock, so the input device is never
 * registered or unregistered under @lock or @rx_lock.
 */

#include <linux/error-injection.h>
#include <linux/input.h>
#include <linux/mm.h>
#include <linux/slab.h>
#include <linux/sort.h>

#include <linux/lirc_core.h>

#include "lirc_priv.h"

static int km_cmp(const struct lirc_keymap_entry *e, u64 sc, u32 proto)
{
	if (e->scancode != sc)
		return e->scancode < sc ? -1 : 1;
	if (e->proto != proto)
		return e->proto < proto ? -1 : 1;
	return 0;
}

static int km_sort_cmp(const void *a, const void *b)
{
	const struct lirc_keymap_entry *y = b;

	return km_cmp(a, y->scancode, y->proto);
}

/* First index whose (scancode, proto) is not below (@sc, @proto). */
static unsigned int km_lower_bound(struct lirc_device *ld, u64 sc, u32 proto)
{
	unsigned int lo = 0, hi = ld->km_size;

	while (lo < hi) {
		unsigned int mid = lo + (hi - lo) / 2;

		if (km_cmp(&ld->km[mid], sc, proto) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/*
 * Index of the entry for @sc: of protocol @proto, else of RC_PROTO_UNKNOWN
 * (which matches any protocol); with @any_proto, the first entry of @sc.
 * km_size if none. O(log n) plus the entries sharing @sc.
 */
static unsigned int km_find(struct lirc_device *ld, u32 proto, u64 sc,
			    bool any_proto)
{
	unsigned int i = km_lower_bound(ld, sc, 0), wild = ld->km_size;

	lockdep_assert_held(&ld->keymap_lock);
	for (; i < ld->km_size && ld->km[i].scancode == sc; i++) {
		if (any_proto || ld->km[i].proto == proto)
			return i;
		if (ld->km[i].proto == RC_PROTO_UNKNOWN)
			wild = i;
	}
	return wild;
}

/**
 * lirc_keymap_lookup() - the keycode of a code
 * @ld: the device
 * @proto: enum rc_proto
 * @scancode: the scancode
 *
 * Return: the keycode, or KEY_RESERVED if the keymap has none.
 */
u32 lirc_keymap_lookup(struct lirc_device *ld, u32 proto, u64 scancode)
{
	unsigned long flags;
	unsigned int i;
	u32 keycode = KEY_RESERVED;

	spin_lock_irqsave(&ld->keymap_lock, flags);
	i = km_find(ld, proto, scancode, false);
	if (i < ld->km_size)
		keycode = ld->km[i].keycode;
	spin_unlock_irqrestore(&ld->keymap_lock, flags);
	return keycode;
}

static bool km_uses(struct lirc_device *ld, u32 keycode)
{
	unsigned int i;

	for (i = 0; i < ld->km_size; i++)
		if (ld->km[i].keycode == keycode)
			return true;
	return false;
}

/*
 * Index and scancode of a request, by index or by scancode: 1, 2 or 4
 * bytes, or 8 as rc-core takes them (ir-keytable sends 8).
 */
static int km_entry_index(struct lirc_device *ld,
			  const struct input_keymap_entry *ke,
			  unsigned int *index, u64 *scancode)
{
	unsigned int sc32;
	int err;

	if (ke->flags & INPUT_KEYMAP_BY_INDEX) {
		*index = ke->index;
		return *index < ld->km_size ? 0 : -EINVAL;
	}
	if (ke->len == sizeof(u64)) {
		memcpy(scancode, ke->scancode, sizeof(u64));
	} else {
		err = input_scancode_to_scalar(ke, &sc32);
		if (err)
			return err;
		*scancode = sc32;
	}
	*index = km_find(ld, 0, *scancode, true);
	return 0;
}

/*
 * A scancode as EVIOCGKEYCODE_V2 returns it: 4 bytes, or 8 if wider; the
 * bytes after it are zero, for clients that read a u64 whatever the length.
 */
static void km_put_scancode(struct input_keymap_entry *ke, u64 sc)
{
	u32 sc32 = sc;

	memset(ke->scancode, 0, sizeof(ke->scancode));

	if (sc > U32_MAX) {
		ke->len = sizeof(sc);
		memcpy(ke->scancode, &sc, sizeof(sc));
	} else {
		ke->len = sizeof(sc32);
		memcpy(ke->scancode, &sc32, sizeof(sc32));
	}
}

/**
 * lirc_keymap_get() - EVIOCGKEYCODE_V2: one entry, by index or scancode
 * @ld: the device
 * @ke: the request; by scancode, a scancode with no entry gives KEY_RESERVED
 *
 * Return: 0, or -EINVAL for an index or scancode size out of range.
 */
int lirc_keymap_get(struct lirc_device *ld, struct input_keymap_entry *ke)
{
	unsigned long flags;
	unsigned int i;
	u64 sc = 0;
	int err;

	spin_lock_irqsave(&ld->keymap_lock, flags);
	err = km_entry_index(ld, ke, &i, &sc);
	if (!err) {
		if (i < ld->km_size) {
			ke->keycode = ld->km[i].keycode;
			sc = ld->km[i].scancode;
		} else {
			ke->keycode = KEY_RESERVED;
		}
		ke->index = i;
		km_put_scancode(ke, sc);
	}
	spin_unlock_irqrestore(&ld->keymap_lock, flags);
	return err;
}

/* A pointer's buttons are the device's whatever its keymap holds. */
static bool lirc_pointer_button(struct lirc_device *ld, u32 keycode)
{
	return ld->desc.pointer && (keycode == BTN_LEFT ||
				    keycode == BTN_RIGHT ||
				    keycode == BTN_MIDDLE);
}

/* Caller holds @keymap_lock: room for one more entry. */
static int km_grow(struct lirc_device *ld)
{
	struct lirc_keymap_entry *km;
	unsigned int alloc;

	if (ld->km_size < ld->km_alloc)
		return 0;
	alloc = clamp(ld->km_alloc * 2, 8U, (unsigned int)LIRC_KEYMAP_MAX);
	km = krealloc_array(ld->km, alloc, sizeof(*km),
			    GFP_ATOMIC | __GFP_NOWARN);
	if (!km) {
		dev_warn_ratelimited(&ld->dev, "no memory for a keymap of %u entries\n",
				     alloc);
		return -ENOMEM;
	}
	ld->km = km;
	ld->km_alloc = alloc;
	return 0;
}

/**
 * lirc_keymap_set() - EVIOCSKEYCODE_V2: change, add or remove an entry
 * @ld: the device
 * @ke: by index, or by scancode (a new scancode is added for any protocol);
 *	KEY_RESERVED removes the entry
 * @old_keycode: the key the entry had, or KEY_RESERVED
 * @keybit: the input device's key bits, kept in step with the keymap (a
 *	pointer device keeps its buttons)
 *
 * Called in atomic context (under the input core's event lock); a new
 * entry beyond the room the keymap has doubles it (GFP_ATOMIC).
 *
 * Return: 0, -EINVAL, -ENOSPC when the keymap is full, or -ENOMEM.
 */
int lirc_keymap_set(struct lirc_device *ld, const struct input_keymap_entry *ke,
		    unsigned int *old_keycode, unsigned long *keybit)
{
	unsigned long flags;
	unsigned int i;
	u64 sc = 0;
	int err;

	if (ke->keycode > KEY_MAX)
		return -EINVAL;

	spin_lock_irqsave(&ld->keymap_lock, flags);
	err = km_entry_index(ld, ke, &i, &sc);
	if (err)
		goto out;

	*old_keycode = i < ld->km_size ? ld->km[i].keycode : KEY_RESERVED;
	if (i < ld->km_size && ke->keycode == KEY_RESERVED) {
		/* Mapping to KEY_RESERVED removes the entry. */
		ld->km_size--;
		memmove(&ld->km[i], &ld->km[i + 1],
			(ld->km_size - i) * sizeof(*ld->km));
	} else if (i < ld->km_size) {
		ld->km[i].keycode = ke->keycode;
	} else if (ke->keycode != KEY_RESERVED) {
		if (ld->km_size >= LIRC_KEYMAP_MAX) {
			err = -ENOSPC;
			goto out;
		}
		err = km_grow(ld);
		if (err)
			goto out;
		i = km_lower_bound(ld, sc, RC_PROTO_UNKNOWN);
		memmove(&ld->km[i + 1], &ld->km[i],
			(ld->km_size - i) * sizeof(*ld->km));
		ld->km[i] = (struct lirc_keymap_entry){
			.proto = RC_PROTO_UNKNOWN,
			.scancode = sc,
			.keycode = ke->keycode,
		};
		ld->km_size++;
	}
	if (ke->keycode != KEY_RESERVED)
		__set_bit(ke->keycode, keybit);
	if (*old_keycode != KEY_RESERVED && !km_uses(ld, *old_keycode) &&
	    !lirc_pointer_button(ld, *old_keycode))
		__clear_bit(*old_keycode, keybit);
out:
	spin_unlock_irqrestore(&ld->keymap_lock, flags);
	return err;
}

static int lirc_getkeycode(struct input_dev *idev, struct input_keymap_entry *ke)
{
	return lirc_keymap_get(input_get_drvdata(idev), ke);
}

static int lirc_setkeycode(struct input_dev *idev,
			   const struct input_keymap_entry *ke,
			   unsigned int *old_keycode)
{
	return lirc_keymap_set(input_get_drvdata(idev), ke, old_keycode,
			       idev->keybit);
}

/*
 * An open input device is a user of the receiver, like an open file. The
 * open may come before input_register_device() has returned (evdev's node
 * exists once its handler is connected, and a reader may open it at once):
 * key events flow from the first open attempt on, set before the receiver
 * starts, or the presses that this open starts it for would reach no one.
 * Not after lirc_input_unregister() began (@input no longer @in).
 */
static int lirc_input_open(struct input_dev *in)
{
	struct lirc_device *ld = input_get_drvdata(in);

	spin_lock_irq(&ld->rx_lock);
	if (ld->input == in)
		ld->input_live = true;
	spin_unlock_irq(&ld->rx_lock);
	return lirc_device_use(ld);
}

static void lirc_input_close(struct input_dev *in)
{
	lirc_device_unuse(input_get_drvdata(in));
}

/* Caller holds @rx_lock. */
static void lirc_key_release(struct lirc_device *ld)
{
	if (ld->key_down && ld->input_live) {
		input_report_key(ld->input, ld->down_keycode, 0);
		input_sync(ld->input);
	}
	ld->key_down = false;
}

static void lirc_keyup_timer(struct timer_list *t)
{
	struct lirc_device *ld = from_timer(ld, t, keyup_timer);
	unsigned long flags;

	spin_lock_irqsave(&ld->rx_lock, flags);
	/* A repeat or press that came while we waited re-armed us. */
	if (!timer_pending(&ld->keyup_timer))
		lirc_key_release(ld);
	spin_unlock_irqrestore(&ld->rx_lock, flags);
}

/**
 * lirc_input_init() - initialise the input state of a new device
 * @ld: the device
 */
void lirc_input_init(struct lirc_device *ld)
{
	spin_lock_init(&ld->keymap_lock);
	timer_setup(&ld->keyup_timer, lirc_keyup_timer, 0);
	ld->keyup_ms = clamp(ld->desc.keyup_ms ?: 200, 1U, LIRC_KEYUP_MAX_MS);
}

/**
 * lirc_keyup_ms() - how long a key stays down without a repeat
 * @ld: the device
 *
 * Return: milliseconds.
 */
unsigned int lirc_keyup_ms(struct lirc_device *ld)
{
	return READ_ONCE(ld->keyup_ms);
}

/**
 * lirc_set_keyup_ms() - change how long a key stays down without a repeat
 * @ld: the device
 * @ms: the new key-up time, 1..LIRC_KEYUP_MAX_MS (others are clamped)
 *
 * For a per-device setting of the driver (a repeat window): a code equal
 * to the last one within this time is its repeat. Any context.
 */
void lirc_set_keyup_ms(struct lirc_device *ld, unsigned int ms)
{
	WRITE_ONCE(ld->keyup_ms, clamp(ms, 1U, LIRC_KEYUP_MAX_MS));
}
EXPORT_SYMBOL_GPL(lirc_set_keyup_ms);

/**
 * lirc_input_keyup() - release the key that is down, now
 * @ld: the device; caller holds @rx_lock
 */
void lirc_input_keyup(struct lirc_device *ld)
{
	lockdep_assert_held(&ld->rx_lock);
	lirc_key_release(ld);
}

/**
 * lirc_input_pointer() - REL_X and REL_Y of a pointer device
 * @ld: the device; caller holds @rx_lock
 * @dx: REL_X
 * @dy: REL_Y
 */
void lirc_input_pointer(struct lirc_device *ld, int dx, int dy)
{
	lockdep_assert_held(&ld->rx_lock);
	if (!ld->input_live || !ld->desc.pointer || (!dx && !dy))
		return;
	input_report_rel(ld->input, REL_X, dx);
	input_report_rel(ld->input, REL_Y, dy);
	input_sync(ld->input);
}

/**
 * lirc_input_button() - a button of a pointer device
 * @ld: the device; caller holds @rx_lock
 * @button: BTN_LEFT, BTN_RIGHT or BTN_MIDDLE
 * @down: pressed
 */
void lirc_input_button(struct lirc_device *ld, unsigned int button, bool down)
{
	lockdep_assert_held(&ld->rx_lock);
	if (!ld->input_live || !ld->desc.pointer ||
	    (button != BTN_LEFT && button != BTN_RIGHT && button != BTN_MIDDLE))
		return;
	input_report_key(ld->input, button, down);
	input_sync(ld->input);
}

/**
 * lirc_input_code() - key events for one code
 * @ld: the device; caller holds @rx_lock
 * @scancode: the code's scancode, reported as MSC_SCAN when it fits the
 *	event's 32 bits (a wider one is not truncated into another code)
 * @keycode: its key, or KEY_RESERVED
 * @repeat: the same code again while its key is down
 *
 * A new code first releases the key that is down, in a frame of its own,
 * so MSC_SCAN always belongs to the key that follows it.
 */
void lirc_input_code(struct lirc_device *ld, u64 scancode, u32 keycode,
		     bool repeat)
{
	struct input_dev *in = ld->input;

	lockdep_assert_held(&ld->rx_lock);
	if (!ld->input_live)
		return;

	if (repeat && ld->key_down && ld->down_keycode == keycode) {
		if (scancode <= U32_MAX)
			input_event(in, EV_MSC, MSC_SCAN, scancode);
		mod_timer(&ld->keyup_timer,
			  jiffies + msecs_to_jiffies(lirc_keyup_ms(ld)));
		input_sync(in);
		return;
	}
	lirc_key_release(ld);
	if (scancode <= U32_MAX)
		input_event(in, EV_MSC, MSC_SCAN, scancode);
	if (keycode != KEY_RESERVED) {
		input_report_key(in, keycode, 1);
		ld->key_down = true;
		ld->down_keycode = keycode;
		mod_timer(&ld->keyup_timer,
			  jiffies + msecs_to_jiffies(lirc_keyup_ms(ld)));
	}
	input_sync(in);
}

/**
 * lirc_keymap_load() - take a sorted copy of the driver's keymap
 * @ld: the device, not yet registered
 * @map: the driver's keymap, or NULL
 *
 * Return: 0, -EINVAL for a keycode beyond KEY_MAX or more than
 * LIRC_KEYMAP_MAX entries, or -ENOMEM.
 */
int lirc_keymap_load(struct lirc_device *ld, const struct lirc_keymap *map)
{
	const struct lirc_keymap *m;
	unsigned int n = 0, i;

	for (m = map; m; m = m->more) {
		if (m->size > LIRC_KEYMAP_MAX - n) {
			pr_err("lirc_core: %s: keymap of more than %u entries\n",
			       ld->desc.driver_name, LIRC_KEYMAP_MAX);
			return -EINVAL;
		}
		for (i = 0; i < m->size; i++) {
			if (m->entries[i].keycode > KEY_MAX) {
				pr_err("lirc_core: %s: keymap: keycode %u beyond KEY_MAX\n",
				       ld->desc.driver_name, m->entries[i].keycode);
				return -EINVAL;
			}
		}
		n += m->size;
	}

	kfree(ld->km);
	ld->km_size = 0;
	ld->km_alloc = 0;
	ld->km = kmalloc_array(max(n, 1U), sizeof(*ld->km), GFP_KERNEL);
	if (!ld->km)
		return -ENOMEM;
	ld->km_alloc = max(n, 1U);
	for (m = map, n = 0; m; m = m->more) {
		if (m->size)
			memcpy(ld->km + n, m->entries, m->size * sizeof(*ld->km));
		n += m->size;
	}
	sort(ld->km, n, sizeof(*ld->km), km_sort_cmp, NULL);
	ld->km_size = n;
	return 0;
}

/**
 * lirc_input_register() - create the input device of a registered device
 * @ld: the device
 *
 * Return: 0 or an errno.
 */
int lirc_input_register(struct lirc_device *ld)
{
	struct input_dev *in;
	unsigned int i;
	int err;

	in = input_allocate_device();
	if (!in)
		return -ENOMEM;
	snprintf(ld->phys, sizeof(ld->phys), "%s/input0", dev_name(&ld->dev));
	in->name = ld->desc.name;
	in->phys = ld->phys;
	in->id = ld->desc.input_id;
	if (!in->id.bustype)
		in->id.bustype = BUS_VIRTUAL;
	in->dev.parent = lirc_rcview_parent(ld);
	in->open = lirc_input_open;
	in->close = lirc_input_close;
	in->getkeycode = lirc_getkeycode;
	in->setkeycode = lirc_setkeycode;
	input_set_drvdata(in, ld);
	__set_bit(EV_KEY, in->evbit);
	__set_bit(EV_MSC, in->evbit);
	__set_bit(EV_REP, in->evbit);
	__set_bit(MSC_SCAN, in->mscbit);
	for (i = 0; i < ld->km_size; i++)
		__set_bit(ld->km[i].keycode, in->keybit);
	__clear_bit(KEY_RESERVED, in->keybit);
	if (ld->desc.pointer) {
		input_set_capability(in, EV_REL, REL_X);
		input_set_capability(in, EV_REL, REL_Y);
		input_set_capability(in, EV_KEY, BTN_LEFT);
		input_set_capability(in, EV_KEY, BTN_RIGHT);
		input_set_capability(in, EV_KEY, BTN_MIDDLE);
	}
	/* Mainline's defaults, which users and clients rely on. */
	input_enable_softrepeat(in, 500, 125);

	/* Not live yet: the first open (lirc_input_open()) or the end of it. */
	spin_lock_irq(&ld->rx_lock);
	ld->input = in;
	spin_unlock_irq(&ld->rx_lock);
	err = input_register_device(in);
	if (err) {
		/*
		 * It fails only before a handler connects, so before any
		 * open: @input_live and the key-up timer are reset in case.
		 */
		spin_lock_irq(&ld->rx_lock);
		ld->input_live = false;
		ld->input = NULL;
		spin_unlock_irq(&ld->rx_lock);
		del_timer_sync(&ld->keyup_timer);
		input_free_device(in);
		return err;
	}
	spin_lock_irq(&ld->rx_lock);
	ld->input_live = true;
	spin_unlock_irq(&ld->rx_lock);
	return 0;
}

/* Guest checks make it fail (fail_function) to test the error path. */
ALLOW_ERROR_INJECTION(lirc_input_register, ERRNO);

/**
 * lirc_input_unregister() - remove the input device
 * @ld: the device; no key event is sent once this returns
 */
void lirc_input_unregister(struct lirc_device *ld)
{
	struct input_dev *in;

	spin_lock_irq(&ld->rx_lock);
	ld->input_live = false;
	in = ld->input;
	ld->input = NULL;
	spin_unlock_irq(&ld->rx_lock);
	del_timer_sync(&ld->keyup_timer);
	if (in)
		input_unregister_device(in);
}
