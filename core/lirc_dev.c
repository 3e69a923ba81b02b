// SPDX-License-Identifier: GPL-2.0
/*
 * /dev/lirc_coreN: device lifetime, open files and the LIRC ABI.
 *
 * Lifetime: struct lirc_device is freed by the release of its struct device.
 * The driver holds one reference from lirc_device_alloc() until
 * lirc_device_unregister() (or lirc_device_put()); every open file holds
 * another. Unregistering clears @registered under @lock, so no driver
 * callback but the one @close runs afterwards, stops the receive path (@rx_live, timers), and
 * wakes every sleeper, which then sees the device gone. The core copied
 * the driver's description and callbacks at allocation, so an open file
 * never reads the driver module's memory, and calls a callback only under
 * @lock after checking @registered.
 *
 * Locking: @lock (mutex) serialises registration, open counting and all
 * driver callbacks. @rx_lock (spinlock, taken inside @lock where both are
 * needed) protects the list of open files and is the producers' lock.
 * Each file's @read_lock makes it the single consumer of its queues; it is
 * held to take records and to allocate a queue, never while waiting for
 * records.
 */

#include <linux/error-injection.h>
#include <linux/fs.h>
#include <linux/hrtimer.h>
#include <linux/idr.h>
#include <linux/module.h>
#include <linux/poll.h>
#include <linux/sched/signal.h>
#include <linux/slab.h>
#include <linux/uaccess.h>

#include <linux/lirc_core.h>

#include "lirc_compat.h"
#include "lirc_priv.h"

static struct class *lirc_class;
static dev_t lirc_base;
static DEFINE_IDA(lirc_ida);

static const u32 lirc_mode2_overflow = LIRC_OVERFLOW(LIRC_VALUE_MASK);

static void lirc_device_release(struct device *dev)
{
	struct lirc_device *ld = container_of(dev, struct lirc_device, dev);

	if (dev->devt)
		ida_free(&lirc_ida, MINOR(dev->devt));
	kfree(ld->km);
	kfree(ld->desc.name);
	kfree(ld->desc.driver_name);
	lirc_rcview_put(ld);
	kfree(ld);
}

static const struct file_operations lirc_fops;

/* What lirc_device_register() would refuse, checked at allocation. */
static bool lirc_desc_valid(const struct lirc_device_desc *desc)
{
	const struct lirc_device_ops *ops = desc->ops;

	if (!ops || !desc->name || !desc->driver_name ||
	    desc->rx_type > LIRC_TX_ONLY)
		return false;
	if (desc->rx_type == LIRC_TX_ONLY && !ops->tx)
		return false;
	/* A timeout must fit a MODE2 sample, as in mainline. */
	if (desc->timeout > LIRC_VALUE_MASK || desc->max_timeout > LIRC_VALUE_MASK)
		return false;
	/*
	 * A bound for lost ends only where the driver ends its signals, and
	 * no shorter than any timeout the device may have: a lost end is
	 * reported as the current timeout, with that much silence kept.
	 */
	if (desc->lost_end_us && (!desc->ends_signals ||
				  desc->lost_end_us > LIRC_VALUE_MASK ||
				  desc->lost_end_us < max(desc->timeout, desc->max_timeout)))
		return false;
	if (desc->max_timeout && (desc->min_timeout > desc->max_timeout ||
				  desc->timeout < desc->min_timeout ||
				  desc->timeout > desc->max_timeout))
		return false;
	if (ops->lirccode && (desc->rx_type == LIRC_TX_ONLY ||
			      !desc->lirccode_bits || desc->lirccode_bits > 64))
		return false;
	/* Switchable protocols: a decoded receiver, known protocols only. */
	if (!!ops->change_protocol != !!desc->allowed_protocols)
		return false;
	if (desc->allowed_protocols &&
	    (desc->rx_type != LIRC_RX_SCANCODE ||
	     desc->allowed_protocols & ~lirc_proto_all() ||
	     desc->protocols & ~desc->allowed_protocols))
		return false;
	return true;
}

/**
 * lirc_device_alloc() - allocate a device for a driver
 * @parent: the hardware device, or NULL
 * @desc: what the device is and does; copied, with its names and its
 *	callbacks, so none of it needs to outlive this call but @desc->keymap,
 *	which lirc_device_register() copies
 * @drvdata: the driver's pointer, returned by lirc_get_drvdata()
 *
 * The driver then calls lirc_device_register(). Until then it releases the
 * device with lirc_device_put().
 *
 * Return: the device, ERR_PTR(-EINVAL) for an inconsistent description
 * (no name or callbacks, a timeout outside [min, max], a LIRCCODE layout
 * without length, a transmitter without @tx, switchable protocols on a
 * device that cannot switch them, a lost_end_us without ends_signals or
 * shorter than the timeout or max_timeout), or ERR_PTR(-ENOMEM).
 */
struct lirc_device *lirc_device_alloc(struct device *parent,
				      const struct lirc_device_desc *desc,
				      void *drvdata)
{
	struct lirc_device *ld;

	if (!lirc_desc_valid(desc)) {
		pr_err_ratelimited("lirc_core: %s: invalid device description\n",
				   desc->driver_name ?: "?");
		return ERR_PTR(-EINVAL);
	}
	ld = kzalloc(sizeof(*ld), GFP_KERNEL);
	if (!ld)
		return ERR_PTR(-ENOMEM);
	ld->desc = *desc;
	ld->ops = *desc->ops;
	ld->desc.ops = &ld->ops;
	ld->desc.name = kstrdup(desc->name, GFP_KERNEL);
	ld->desc.driver_name = kstrdup(desc->driver_name, GFP_KERNEL);
	if (!ld->desc.name || !ld->desc.driver_name) {
		kfree(ld->desc.name);
		kfree(ld->desc.driver_name);
		kfree(ld);
		return ERR_PTR(-ENOMEM);
	}
	ld->drvdata = drvdata;
	ld->timeout = desc->timeout;

	device_initialize(&ld->dev);
	ld->dev.class = lirc_class;
	ld->dev.parent = parent;
	ld->dev.release = lirc_device_release;
	mutex_init(&ld->lock);
	lirc_rx_init(ld);
	lirc_input_init(ld);
	cdev_init(&ld->cdev, &lirc_fops);
	ld->cdev.owner = THIS_MODULE;
	return ld;
}
EXPORT_SYMBOL_GPL(lirc_device_alloc);

/**
 * lirc_get_drvdata() - the driver data of a device
 * @ld: the device
 *
 * Return: the pointer given to lirc_device_alloc().
 */
void *lirc_get_drvdata(struct lirc_device *ld)
{
	return ld->drvdata;
}
EXPORT_SYMBOL_GPL(lirc_get_drvdata);

/**
 * lirc_get_timeout() - the current receive timeout
 * @ld: the device
 *
 * Safe in any context; user space may change the timeout at any time
 * (LIRC_SET_REC_TIMEOUT), so a driver asks whenever it needs it.
 *
 * Return: the timeout in microseconds, 0 if the device has none.
 */
u32 lirc_get_timeout(struct lirc_device *ld)
{
	return READ_ONCE(ld->timeout);
}
EXPORT_SYMBOL_GPL(lirc_get_timeout);

/**
 * lirc_device_put() - drop the driver's reference to an unregistered device
 * @ld: the device, or NULL
 *
 * For error paths between lirc_device_alloc() and a successful
 * lirc_device_register(); after that, use lirc_device_unregister().
 */
void lirc_device_put(struct lirc_device *ld)
{
	if (ld)
		put_device(&ld->dev);
}
EXPORT_SYMBOL_GPL(lirc_device_put);

/*
 * The one receive mode a device advertises, and the mode its files start
 * in: LIRCCODE when legacy_lirccode is set, else MODE2 for raw receivers
 * and SCANCODE for decoded ones.
 */
static u32 lirc_default_rec_mode(struct lirc_device *ld)
{
	if (ld->desc.rx_type == LIRC_TX_ONLY)
		return 0;
	if (READ_ONCE(ld->legacy_lirccode))
		return LIRC_MODE_LIRCCODE;
	return ld->desc.rx_type == LIRC_RX_RAW ? LIRC_MODE_MODE2 :
						 LIRC_MODE_SCANCODE;
}

/**
 * lirc_device_features() - the LIRC_CAN_* bits of a device
 * @ld: the device
 *
 * Derived from what the driver provides, so the answer of LIRC_GET_FEATURES
 * cannot disagree with the ioctls that work.
 *
 * Return: the feature mask.
 */
u32 lirc_device_features(struct lirc_device *ld)
{
	const struct lirc_device_ops *ops = &ld->ops;
	/* Exactly one receive mode: lircd refuses anything else. */
	u32 features = LIRC_MODE2REC(lirc_default_rec_mode(ld));

	if (ops->tx)
		features |= LIRC_CAN_SEND_PULSE;
	if (ops->set_tx_carrier)
		features |= LIRC_CAN_SET_SEND_CARRIER;
	if (ops->set_tx_duty_cycle)
		features |= LIRC_CAN_SET_SEND_DUTY_CYCLE;
	if (ops->set_tx_mask)
		features |= LIRC_CAN_SET_TRANSMITTER_MASK;
	if (ld->desc.rx_type == LIRC_TX_ONLY)
		return features;
	if (ld->desc.rx_resolution)
		features |= LIRC_CAN_GET_REC_RESOLUTION;
	/* As Linux 6.1: settable whenever there is a range, even of one. */
	if (ld->desc.max_timeout)
		features |= LIRC_CAN_SET_REC_TIMEOUT;
	return features;
}

static struct lirc_device *to_lirc_device(struct device *dev)
{
	return container_of(dev, struct lirc_device, dev);
}

/**
 * lirc_protocols_offered() - the protocols a device can decode
 * @ld: the device
 *
 * Return: every one the core decodes for a raw receiver, the switchable
 * ones for a decoded receiver that can switch, else the fixed ones.
 */
u64 lirc_protocols_offered(struct lirc_device *ld)
{
	if (ld->desc.rx_type == LIRC_RX_RAW)
		return lirc_proto_all();
	return ld->desc.allowed_protocols ?: ld->desc.protocols;
}

/* "[rc-5] rc-5-sz [nec] ...": every protocol offered, enabled in brackets. */
static ssize_t protocols_show(struct device *dev, struct device_attribute *attr,
			      char *buf)
{
	struct lirc_device *ld = to_lirc_device(dev);
	unsigned int i, j;
	u64 enabled;
	int len = 0;

	u64 offered = lirc_protocols_offered(ld);

	spin_lock_irq(&ld->rx_lock);
	enabled = ld->protocols;
	spin_unlock_irq(&ld->rx_lock);
	for (i = 0; i < LIRC_PROTO_FAMILIES; i++) {
		const struct lirc_proto_family *f = lirc_proto_table[i];

		for (j = 0; j < f->n_variants; j++)
			if (offered & BIT_ULL(f->variants[j].proto))
				len += sysfs_emit_at(buf, len,
						     enabled & BIT_ULL(f->variants[j].proto) ?
						     "%s[%s]" : "%s%s", len ? " " : "",
						     f->variants[j].name);
	}
	return len + sysfs_emit_at(buf, len, "\n");
}

/*
 * A decoded receiver's new set, from the current one under @lock: the
 * driver programs the device, while registered, and may narrow the set.
 */
static int lirc_change_protocol(struct lirc_device *ld, bool replace, u64 set,
				u64 add, u64 del)
{
	int err = -ENODEV;
	u64 protos;

	mutex_lock(&ld->lock);
	protos = ((replace ? set : ld->protocols) | add) & ~del;
	if (ld->registered)
		err = ld->ops.change_protocol(ld, &protos);
	if (!err) {
		spin_lock_irq(&ld->rx_lock);
		ld->protocols = protos & ld->desc.allowed_protocols;
		spin_unlock_irq(&ld->rx_lock);
	}
	mutex_unlock(&ld->lock);
	return err;
}

/*
 * Words separated by blanks: "+name" enables, "-name" disables; plain names
 * (or "none") replace the whole set. A decoded receiver accepts only the
 * protocols it offers, and its driver may refuse a set it cannot decode.
 */
static ssize_t protocols_store(struct device *dev, struct device_attribute *attr,
			       const char *buf, size_t count)
{
	struct lirc_device *ld = to_lirc_device(dev);
	u64 set = 0, add = 0, del = 0, bit;
	char *copy, *p, *word;
	bool replace = false;
	int err = 0;
	u32 proto;

	copy = kstrndup(buf, count, GFP_KERNEL);
	if (!copy)
		return -ENOMEM;
	p = copy;
	while ((word = strsep(&p, " \t\n"))) {
		char op = *word;

		if (!*word)
			continue;
		if (op == '+' || op == '-')
			word++;
		else
			replace = true;
		if (!strcmp(word, "none") && op != '+' && op != '-')
			continue;
		err = lirc_proto_by_name(word, &proto);
		if (err) {
			dev_warn_ratelimited(dev, "protocols: unknown protocol '%s'\n",
					     word);
			break;
		}
		bit = BIT_ULL(proto);
		if (op == '+')
			add |= bit;
		else if (op == '-')
			del |= bit;
		else
			set |= bit;
	}
	kfree(copy);
	if (err)
		return err;
	if ((set | add) & ~lirc_protocols_offered(ld)) {
		dev_warn_ratelimited(dev, "protocols: this receiver cannot decode %s\n",
				     buf);
		return -EINVAL;
	}
	err = lirc_protocols_change(ld, replace, set, add, del);
	return err ? err : count;
}
static DEVICE_ATTR_RW(protocols);

/**
 * lirc_protocols_change() - change the protocols a receiver decodes
 * @ld: the device
 * @replace: start from @set, else from the current protocols
 * @set: the new set, if @replace
 * @add: protocols to enable, within lirc_protocols_offered()
 * @del: protocols to disable
 *
 * The new set is ((@replace ? @set : current) | @add) & ~@del, computed
 * under the lock that guards it, so that concurrent writers do not undo
 * each other. On a raw receiver the decoders switched on or off restart,
 * those that stay on keep the frame they are in (a signal arriving while
 * protocols change is not lost); a decoded receiver's driver programs the
 * device and may narrow the set.
 *
 * Return: 0, -EINVAL for a receiver that cannot switch or a configurable
 * decoder whose parameters are not set (lirc_cfg_ready()), -ENODEV for a
 * decoded receiver no longer registered, or the driver's error.
 */
int lirc_protocols_change(struct lirc_device *ld, bool replace, u64 set,
			  u64 add, u64 del)
{
	unsigned long was, now;
	unsigned int i;
	u64 protos;

	if (ld->desc.rx_type == LIRC_TX_ONLY ||
	    (ld->desc.rx_type != LIRC_RX_RAW && !ld->desc.allowed_protocols)) {
		dev_dbg_ratelimited(&ld->dev, "protocols: this receiver cannot switch\n");
		return -EINVAL;
	}
	if (ld->desc.rx_type != LIRC_RX_RAW)
		return lirc_change_protocol(ld, replace, set, add, del);

	spin_lock_irq(&ld->rx_lock);
	protos = ((replace ? set : ld->protocols) | add) & ~del;
	was = lirc_proto_families(ld->protocols);
	now = lirc_proto_families(protos);
	/* a configurable decoder is enabled only once it can decode */
	for_each_set_bit(i, &now, LIRC_PROTO_FAMILIES) {
		if (lirc_proto_table[i]->params &&
		    !((struct lirc_cfg_dec *)ld->dec[i])->ready) {
			spin_unlock_irq(&ld->rx_lock);
			dev_warn_ratelimited(&ld->dev, "protocols: set the parameters of %s first\n",
					     lirc_proto_table[i]->variants[0].name);
			return -EINVAL;
		}
	}
	ld->protocols = protos;
	lirc_decoders_reset(ld, was ^ now);
	spin_unlock_irq(&ld->rx_lock);
	return 0;
}

static ssize_t legacy_lirccode_show(struct device *dev,
				    struct device_attribute *attr, char *buf)
{
	return sysfs_emit(buf, "%d\n", READ_ONCE(to_lirc_device(dev)->legacy_lirccode));
}

static ssize_t legacy_lirccode_store(struct device *dev,
				     struct device_attribute *attr,
				     const char *buf, size_t count)
{
	struct lirc_device *ld = to_lirc_device(dev);
	bool on;
	int err = kstrtobool(buf, &on);

	if (err) {
		dev_dbg_ratelimited(dev, "legacy_lirccode: not a boolean\n");
		return err;
	}
	mutex_lock(&ld->lock);
	WRITE_ONCE(ld->legacy_lirccode, on);
	mutex_unlock(&ld->lock);
	return count;
}
static DEVICE_ATTR_RW(legacy_lirccode);

static umode_t lirc_attr_visible(struct kobject *kobj, struct attribute *attr,
				 int n)
{
	struct lirc_device *ld = to_lirc_device(kobj_to_dev(kobj));

	if (attr == &dev_attr_protocols.attr && ld->desc.rx_type != LIRC_RX_RAW &&
	    !ld->desc.allowed_protocols)
		return 0;
	if (attr == &dev_attr_legacy_lirccode.attr && !ld->ops.lirccode)
		return 0;
	return attr->mode;
}

static struct attribute *lirc_dev_attrs[] = {
	&dev_attr_protocols.attr,
	&dev_attr_legacy_lirccode.attr,
	NULL
};

static const struct attribute_group lirc_dev_group = {
	.attrs = lirc_dev_attrs,
	.is_visible = lirc_attr_visible,
};

/*
 * The configurable decoders' parameters: a directory per family that has
 * them (pulse_distance/, ...), a file per parameter, built at module load
 * from the families' tables. The values live in the decoder state, under
 * @rx_lock.
 */
struct lirc_param_attr {
	struct device_attribute attr;
	unsigned int fam;
	const struct lirc_proto_param *param;
};

static struct lirc_param_attr *lirc_param_attrs;
static struct attribute **lirc_param_list;
static struct attribute_group lirc_param_groups[LIRC_PROTO_FAMILIES] __ro_after_init;
static const struct attribute_group *lirc_dev_groups[] = {
	&lirc_dev_group,
	NULL
};

/* A raw receiver's: the above, then the parameters' */
static const struct attribute_group *lirc_raw_groups[LIRC_PROTO_FAMILIES + 2] __ro_after_init = {
	&lirc_dev_group,
};

static struct lirc_cfg_dec *lirc_param_dec(struct lirc_device *ld,
					   const struct lirc_param_attr *pa)
{
	return (struct lirc_cfg_dec *)ld->dec[pa->fam];
}

static ssize_t lirc_param_show(struct device *dev, struct device_attribute *attr,
			       char *buf)
{
	struct lirc_param_attr *pa = container_of(attr, struct lirc_param_attr, attr);
	struct lirc_device *ld = to_lirc_device(dev);
	u32 v;

	spin_lock_irq(&ld->rx_lock);
	v = *lirc_cfg_param(&lirc_param_dec(ld, pa)->p, pa->param);
	spin_unlock_irq(&ld->rx_lock);
	return sysfs_emit(buf, "%u\n", v);
}

/*
 * A new value, 0 to the parameter's max; refused (EINVAL) when the decoder
 * is enabled and could not decode with it. The decoder restarts.
 */
static ssize_t lirc_param_store(struct device *dev, struct device_attribute *attr,
				const char *buf, size_t count)
{
	struct lirc_param_attr *pa = container_of(attr, struct lirc_param_attr, attr);
	const struct lirc_proto_family *f = lirc_proto_table[pa->fam];
	struct lirc_device *ld = to_lirc_device(dev);
	struct lirc_cfg_params p;
	struct lirc_cfg_dec *dec;
	bool ready, on;
	u32 v;
	int err;

	err = kstrtou32(buf, 0, &v);	/* decimal, or hex with 0x */
	if (err || v > pa->param->max) {
		dev_warn_ratelimited(dev, "%s/%s: not a number from 0 to %u\n",
				     f->variants[0].name, pa->param->name,
				     pa->param->max);
		return -EINVAL;
	}
	spin_lock_irq(&ld->rx_lock);
	dec = lirc_param_dec(ld, pa);
	p = dec->p;
	*lirc_cfg_param(&p, pa->param) = v;
	ready = lirc_cfg_ready(f, &p);
	on = ld->protocols & lirc_proto_family_mask(f);
	if (ready || !on) {
		dec->p = p;
		dec->ready = ready;
		f->reset(dec);
	}
	spin_unlock_irq(&ld->rx_lock);
	if (!ready && on) {
		dev_warn_ratelimited(dev, "%s/%s: %u leaves the enabled decoder unable to decode\n",
				     f->variants[0].name, pa->param->name, v);
		return -EINVAL;
	}
	return count;
}

/* Build the parameters' groups; lirc_params_exit() frees them. */
static int lirc_params_init(void)
{
	unsigned int i, j, n = 0, g = 0, a = 0, l = 0;

	for (i = 0; i < LIRC_PROTO_FAMILIES; i++)
		n += lirc_proto_table[i]->n_params;
	lirc_param_attrs = kcalloc(n, sizeof(*lirc_param_attrs), GFP_KERNEL);
	lirc_param_list = kcalloc(n + LIRC_PROTO_FAMILIES,
				  sizeof(*lirc_param_list), GFP_KERNEL);
	if (!lirc_param_attrs || !lirc_param_list) {
		kfree(lirc_param_attrs);
		kfree(lirc_param_list);
		return -ENOMEM;
	}
	for (i = 0; i < LIRC_PROTO_FAMILIES; i++) {
		const struct lirc_proto_family *f = lirc_proto_table[i];

		if (!f->n_params)
			continue;
		lirc_param_groups[g].name = f->variants[0].name;
		lirc_param_groups[g].attrs = &lirc_param_list[l];
		for (j = 0; j < f->n_params; j++, a++) {
			struct lirc_param_attr *pa = &lirc_param_attrs[a];

			sysfs_attr_init(&pa->attr.attr);
			pa->attr.attr.name = f->params[j].name;
			pa->attr.attr.mode = 0644;
			pa->attr.show = lirc_param_show;
			pa->attr.store = lirc_param_store;
			pa->fam = i;
			pa->param = &f->params[j];
			lirc_param_list[l++] = &pa->attr.attr;
		}
		lirc_param_list[l++] = NULL;
		lirc_raw_groups[1 + g] = &lirc_param_groups[g];
		g++;
	}
	return 0;
}

static void lirc_params_exit(void)
{
	kfree(lirc_param_list);
	kfree(lirc_param_attrs);
}

/*
 * Stop a device that was (partly) registered: no driver callback, no
 * report and no timer after this; the driver's open is balanced by one
 * close if anyone had it open; sleepers wake and find the device gone.
 */
static void lirc_device_stop(struct lirc_device *ld)
{
	/* A transmitter pacing itself for its readers waits under @lock. */
	WRITE_ONCE(ld->stopping, true);
	wake_up_interruptible_all(&ld->room_wait);
	mutex_lock(&ld->lock);
	WRITE_ONCE(ld->registered, false);
	if (ld->users && ld->ops.close)
		ld->ops.close(ld);
	mutex_unlock(&ld->lock);
	lirc_rx_stop(ld);
	lirc_fh_wake_all(ld, EPOLLHUP | EPOLLERR);
}

/**
 * lirc_device_register() - make a device visible as /dev/lirc_coreN
 * @ld: a device from lirc_device_alloc()
 *
 * The node can be opened as soon as it exists, before this returns. If a
 * later step fails, the device is stopped as lirc_device_unregister() would:
 * files opened meanwhile see -ENODEV, their open is balanced by a close.
 *
 * Return: 0, or an errno; on error the driver still owns its reference
 * and drops it with lirc_device_put().
 */
int lirc_device_register(struct lirc_device *ld)
{
	const char *map_name = ld->desc.keymap ? ld->desc.keymap->name : NULL;
	int minor, err;

	if (ld->desc.rx_type == LIRC_RX_RAW)
		ld->protocols = lirc_keymap_protocols(ld->desc.keymap);
	else
		ld->protocols = ld->desc.protocols;
	if (ld->desc.rx_type != LIRC_TX_ONLY) {
		err = lirc_keymap_load(ld, ld->desc.keymap);
		if (err)
			return err;
	}
	ld->desc.keymap = NULL;		/* the driver's; never read again */
	ld->dev.groups = ld->desc.rx_type == LIRC_RX_RAW ? lirc_raw_groups :
							  lirc_dev_groups;

	minor = ida_alloc_max(&lirc_ida, LIRC_MAX_DEVICES - 1, GFP_KERNEL);
	if (minor < 0)
		return minor;
	/* From here on the release function frees the minor. */
	ld->dev.devt = MKDEV(MAJOR(lirc_base), minor);
	err = dev_set_name(&ld->dev, LIRC_DEV_NAME "%d", minor);
	if (err)
		return err;
	/* With the rc view, /sys/class/rc/rcN becomes the parent. */
	err = lirc_rcview_add(ld, map_name);
	if (err)
		return err;

	mutex_lock(&ld->lock);
	WRITE_ONCE(ld->registered, true);
	mutex_unlock(&ld->lock);
	/*
	 * Reports count before the node can be opened: a file opened at once
	 * (udev's lircd) starts the receiver, whose first transfers must reach
	 * it. Keys wait for the input device (@input_live).
	 */
	lirc_rx_start(ld);

	err = cdev_device_add(&ld->cdev, &ld->dev);
	if (err) {
		lirc_device_stop(ld);
		lirc_rcview_del(ld);
		return err;
	}
	/* The node is openable from here on. */
	if (ld->desc.rx_type != LIRC_TX_ONLY) {
		err = lirc_input_register(ld);
		if (err) {
			dev_err(&ld->dev, "cannot register the input device: %d\n",
				err);
			lirc_device_stop(ld);
			cdev_device_del(&ld->cdev, &ld->dev);
			lirc_rcview_del(ld);
			return err;
		}
	}
	dev_info(&ld->dev, "%s (%s) registered\n", ld->desc.name,
		 ld->desc.driver_name);
	return 0;
}
EXPORT_SYMBOL_GPL(lirc_device_register);

/**
 * lirc_device_unregister() - remove a device and drop the driver's reference
 * @ld: a registered device
 *
 * When this returns, no driver callback runs any more, reports through
 * lirc_rx_*() are ignored and the driver may free its data. Open files
 * stay valid: reads, writes and ioctls fail with -ENODEV, poll reports
 * EPOLLHUP | EPOLLERR, and readers blocked in read() wake up. If files (or
 * the input device) were open, @ops->close is called once here.
 */
void lirc_device_unregister(struct lirc_device *ld)
{
	lirc_device_stop(ld);
	lirc_input_unregister(ld);
	cdev_device_del(&ld->cdev, &ld->dev);
	lirc_rcview_del(ld);
	dev_dbg(&ld->dev, "unregistered\n");
	put_device(&ld->dev);
}
EXPORT_SYMBOL_GPL(lirc_device_unregister);

static void lirc_fh_free_queues(struct lirc_fh *fh)
{
	lirc_queue_free(&fh->rawq);
	lirc_queue_free(&fh->codeq);
	lirc_queue_free(&fh->lircq);
}

/*
 * The queue of @mode for a file, allocated into @q (zeroed when the mode
 * has no queue on this device). Return: 0 or -ENOMEM.
 */
static int lirc_fh_queue_init(struct lirc_fh *fh, u32 mode,
			      struct lirc_queue *q)
{
	struct lirc_device *ld = fh->ld;

	memset(q, 0, sizeof(*q));
	switch (mode) {
	case LIRC_MODE_MODE2:
		if (ld->desc.rx_type != LIRC_RX_RAW)
			return 0;
		return lirc_queue_init(q, sizeof(u32), fh->raw_len,
				       &lirc_mode2_overflow);
	case LIRC_MODE_SCANCODE:
		if (ld->desc.rx_type == LIRC_TX_ONLY)
			return 0;
		return lirc_queue_init(q, sizeof(struct lirc_scancode),
				       LIRC_CODE_QUEUE_LEN, NULL);
	case LIRC_MODE_LIRCCODE:
		if (!ld->ops.lirccode)
			return 0;
		return lirc_queue_init(q, DIV_ROUND_UP(ld->desc.lirccode_bits, 8),
				       LIRC_CODE_QUEUE_LEN, NULL);
	}
	return 0;
}

/**
 * lirc_fh_create() - a file of a device, not yet receiving
 * @ld: the device; the file takes a reference
 * @qlen: length of the MODE2 queue in samples; 0 for a file that does not
 *	read (opened write-only), which gets no queue and no records
 *
 * Only the queue of the default receive mode is allocated here; those of
 * other modes when lirc_fh_set_mode() first selects them.
 *
 * Return: the file, or an ERR_PTR().
 */
struct lirc_fh *lirc_fh_create(struct lirc_device *ld, unsigned int qlen)
{
	struct lirc_fh *fh = kzalloc(sizeof(*fh), GFP_KERNEL);
	int err;

	if (!fh)
		return ERR_PTR(-ENOMEM);
	fh->ld = ld;
	fh->raw_len = qlen;
	fh->rec_mode = lirc_default_rec_mode(ld);
	if (qlen) {
		err = lirc_fh_queue_init(fh, fh->rec_mode,
					 lirc_fh_mode_queue(fh, fh->rec_mode));
		if (err) {
			kfree(fh);
			return ERR_PTR(err);
		}
	}
	INIT_LIST_HEAD(&fh->node);
	mutex_init(&fh->read_lock);
	init_waitqueue_head(&fh->wait);
	fh->send_mode = LIRC_MODE_PULSE;
	ratelimit_state_init(&fh->full_rs, 5 * HZ, 1);
	/* Our message counts the losses; no "callbacks suppressed" lines. */
	ratelimit_set_flags(&fh->full_rs, RATELIMIT_MSG_ON_RELEASE);
	get_task_comm(fh->comm, current);
	fh->pid = task_tgid_nr(current);
	get_device(&ld->dev);
	return fh;
}

/**
 * lirc_fh_set_mode() - choose what a file reads (LIRC_SET_REC_MODE)
 * @fh: the file
 * @mode: a LIRC_MODE_* the device offers (the caller checked)
 *
 * The mode's queue is allocated the first time; records already queued in
 * other modes stay there for when the file selects them again.
 *
 * Return: 0, or -ENOMEM (the mode is then unchanged).
 */
int lirc_fh_set_mode(struct lirc_fh *fh, u32 mode)
{
	struct lirc_device *ld = fh->ld;
	struct lirc_queue *q = lirc_fh_mode_queue(fh, mode);
	struct lirc_queue fresh;
	bool install;
	int err = 0;

	mutex_lock(&fh->read_lock);
	/* Only @read_lock's holder installs queues: no one races us. */
	install = fh->raw_len && !q->rec_size;
	if (install)
		err = lirc_fh_queue_init(fh, mode, &fresh);
	if (!err) {
		spin_lock_irq(&ld->rx_lock);
		if (install)
			*q = fresh;
		WRITE_ONCE(fh->rec_mode, mode);
		spin_unlock_irq(&ld->rx_lock);
	}
	mutex_unlock(&fh->read_lock);
	if (!err) {
		wake_up_interruptible(&fh->wait);
		/* A transmitter may wait for this file's MODE2 room. */
		wake_up_interruptible(&ld->room_wait);
	}
	return err;
}

/**
 * lirc_fh_attach() - start queueing a device's records for a reader
 * @fh: the reader
 */
void lirc_fh_attach(struct lirc_fh *fh)
{
	spin_lock_irq(&fh->ld->rx_lock);
	list_add_tail(&fh->node, &fh->ld->readers);
	spin_unlock_irq(&fh->ld->rx_lock);
}

/**
 * lirc_fh_detach() - stop queueing records for a reader
 * @fh: an attached reader
 */
void lirc_fh_detach(struct lirc_fh *fh)
{
	spin_lock_irq(&fh->ld->rx_lock);
	list_del_init(&fh->node);
	spin_unlock_irq(&fh->ld->rx_lock);
	/* A transmitter may have waited for this reader. */
	wake_up_interruptible(&fh->ld->room_wait);
}

/**
 * lirc_fh_wake_all() - wake every reader and poller of a device
 * @ld: the device
 * @events: the poll events to report
 */
void lirc_fh_wake_all(struct lirc_device *ld, __poll_t events)
{
	struct lirc_fh *fh;

	spin_lock_irq(&ld->rx_lock);
	list_for_each_entry(fh, &ld->readers, node)
		wake_up_interruptible_poll(&fh->wait, events);
	spin_unlock_irq(&ld->rx_lock);
}

/**
 * lirc_fh_destroy() - free a detached reader and drop its reference
 * @fh: the reader
 */
void lirc_fh_destroy(struct lirc_fh *fh)
{
	struct lirc_device *ld = fh->ld;

	lirc_fh_free_queues(fh);
	mutex_destroy(&fh->read_lock);
	kfree(fh);
	put_device(&ld->dev);
}

/**
 * lirc_device_use() - one more user (an open file, an open input device)
 * @ld: the device
 *
 * The first user starts the receiver (@ops->open).
 *
 * Return: 0, -ENODEV once unregistered, -ERESTARTSYS (a signal: the
 * system call restarts unless a handler says otherwise, so the freezer's
 * wake-up at suspend is not an error), or the driver's error.
 */
int lirc_device_use(struct lirc_device *ld)
{
	int err = 0;

	if (mutex_lock_interruptible(&ld->lock))
		return -ERESTARTSYS;
	if (!ld->registered)
		err = -ENODEV;
	else if (!ld->users && ld->ops.open)
		err = ld->ops.open(ld);
	if (!err)
		ld->users++;
	mutex_unlock(&ld->lock);
	return err;
}

/**
 * lirc_device_unuse() - one user less
 * @ld: the device
 *
 * The last user stops the receiver (@ops->close), unless unregistering
 * already did.
 */
void lirc_device_unuse(struct lirc_device *ld)
{
	mutex_lock(&ld->lock);
	if (!--ld->users && ld->registered && ld->ops.close)
		ld->ops.close(ld);
	mutex_unlock(&ld->lock);
}

static int lirc_open(struct inode *inode, struct file *file)
{
	struct lirc_device *ld = container_of(inode->i_cdev, struct lirc_device,
					      cdev);
	struct lirc_fh *fh;
	int err;

	/* A file opened write-only is no reader: no queue, nothing queued. */
	fh = lirc_fh_create(ld, file->f_mode & FMODE_READ ?
			    LIRC_RAW_QUEUE_LEN : 0);
	if (IS_ERR(fh))
		return PTR_ERR(fh);

	err = lirc_device_use(ld);
	if (err) {
		lirc_fh_destroy(fh);
		return err;
	}
	lirc_fh_attach(fh);
	file->private_data = fh;
	return stream_open(inode, file);
}

static int lirc_release(struct inode *inode, struct file *file)
{
	struct lirc_fh *fh = file->private_data;
	struct lirc_device *ld = fh->ld;

	lirc_fh_detach(fh);
	lirc_device_unuse(ld);
	lirc_fh_destroy(fh);
	return 0;
}

/*
 * Whole records of the file's mode. @read_lock is held only to take
 * records, never while waiting for them: a non-blocking read on a file
 * another thread is blocked reading returns at once.
 */
static ssize_t lirc_read(struct file *file, char __user *buf, size_t count,
			 loff_t *ppos)
{
	struct lirc_fh *fh = file->private_data;
	struct lirc_device *ld = fh->ld;
	struct lirc_queue *q;
	size_t copied = 0;
	u32 mode;
	int err;

	if (ld->desc.rx_type == LIRC_TX_ONLY) {
		dev_dbg_ratelimited(&ld->dev, "read of a transmit-only device\n");
		return -EINVAL;
	}
	for (;;) {
		if (!READ_ONCE(ld->registered))
			return -ENODEV;
		if (file->f_flags & O_NONBLOCK) {
			if (!mutex_trylock(&fh->read_lock))
				return -EAGAIN;
		} else if (mutex_lock_interruptible(&fh->read_lock)) {
			return -ERESTARTSYS;
		}
		mode = READ_ONCE(fh->rec_mode);
		q = lirc_fh_queue(fh);
		if (!count || count % q->rec_size) {
			mutex_unlock(&fh->read_lock);
			dev_dbg_ratelimited(&ld->dev,
					    "read of %zu bytes: not a multiple of %u\n",
					    count, q->rec_size);
			return -EINVAL;
		}
		if (!READ_ONCE(fh->has_read))
			WRITE_ONCE(fh->has_read, true);
		err = lirc_queue_read(q, buf, count, &copied);
		mutex_unlock(&fh->read_lock);
		/* A transmitter may be waiting for this room, see lirc_rx_wait_room(). */
		if (copied && wq_has_sleeper(&ld->room_wait))
			wake_up_interruptible(&ld->room_wait);
		if (err || copied)
			return copied ? copied : err;
		if (file->f_flags & O_NONBLOCK)
			return -EAGAIN;
		err = wait_event_interruptible(fh->wait,
					       !lirc_queue_empty(q) ||
					       READ_ONCE(fh->rec_mode) != mode ||
					       !READ_ONCE(ld->registered));
		if (err)
			return err;
	}
}

/* A struct lirc_scancode written in LIRC_MODE_SCANCODE, as durations. */
static int lirc_encode_write(struct lirc_device *ld, const char __user *buf,
			     size_t count, u32 *txbuf, unsigned int *n,
			     u32 *proto)
{
	struct lirc_scancode sc;
	int ret;

	if (count != sizeof(sc)) {
		dev_dbg_ratelimited(&ld->dev, "scancode write of %zu bytes\n",
				    count);
		return -EINVAL;
	}
	if (copy_from_user(&sc, buf, sizeof(sc)))
		return -EFAULT;
	if (sc.flags || sc.keycode || sc.timestamp) {
		dev_dbg_ratelimited(&ld->dev,
				    "scancode write: flags, keycode and timestamp must be 0\n");
		return -EINVAL;
	}
	ret = lirc_encode(sc.rc_proto, sc.scancode, false, txbuf,
			  LIRC_ENCODE_MAX);
	if (ret < 0) {
		dev_dbg_ratelimited(&ld->dev,
				    "cannot encode scancode %#llx in protocol %u\n",
				    sc.scancode, sc.rc_proto);
		return -EINVAL;
	}
	*n = ret;
	*proto = sc.rc_proto;
	return 0;
}

/*
 * Sleep until @end, as Linux 6.1 does after a send: lircd computes the
 * gaps between repeats from the time write() returns. A signal ends the
 * wait early; the signal was sent all the same.
 */
static void lirc_wait_until(ktime_t end)
{
	while (ktime_before(ktime_get(), end) && !signal_pending(current)) {
		set_current_state(TASK_INTERRUPTIBLE);
		schedule_hrtimeout(&end, HRTIMER_MODE_ABS);
	}
	__set_current_state(TASK_RUNNING);
}

static ssize_t lirc_write(struct file *file, const char __user *buf,
			  size_t count, loff_t *ppos)
{
	struct lirc_fh *fh = file->private_data;
	struct lirc_device *ld = fh->ld;
	unsigned int n = count / sizeof(u32);
	u32 *txbuf, proto = 0;
	ktime_t start = 0;
	bool scancode;
	int err;

	if (!READ_ONCE(ld->registered))
		return -ENODEV;
	if (!ld->ops.tx) {
		dev_dbg_ratelimited(&ld->dev, "write to a receive-only device\n");
		return -EINVAL;
	}

	scancode = READ_ONCE(fh->send_mode) == LIRC_MODE_SCANCODE;
	if (scancode) {
		txbuf = kmalloc_array(LIRC_ENCODE_MAX, sizeof(u32), GFP_KERNEL);
		if (!txbuf)
			return -ENOMEM;
		err = lirc_encode_write(ld, buf, count, txbuf, &n, &proto);
		if (err)
			goto out;
	} else {
		if (!count || count % sizeof(u32) || n > LIRC_TX_MAX_VALUES) {
			dev_dbg_ratelimited(&ld->dev,
					    "write of %zu bytes refused\n", count);
			return -EINVAL;
		}
		txbuf = memdup_user(buf, count);
		if (IS_ERR(txbuf))
			return PTR_ERR(txbuf);
	}

	err = lirc_tx_check(txbuf, n);
	if (err) {
		dev_dbg_ratelimited(&ld->dev,
				    "invalid signal: %u values, odd count, each non-zero, %u us at most\n",
				    n, LIRC_TX_MAX_US);
		goto out;
	}

	err = mutex_lock_interruptible(&ld->lock);
	if (err)
		goto out;
	if (!ld->registered) {
		err = -ENODEV;
	} else {
		/*
		 * A scancode goes out on its protocol's carrier; as in 6.1, a
		 * carrier the driver refuses does not stop the send.
		 */
		if (scancode && ld->ops.set_tx_carrier &&
		    ld->ops.set_tx_carrier(ld, lirc_proto_carrier(proto)))
			dev_dbg_ratelimited(&ld->dev, "carrier %u Hz refused\n",
					    lirc_proto_carrier(proto));
		start = ktime_get();
		/* A transmitter that paces itself does not wait for this file. */
		spin_lock_irq(&ld->rx_lock);
		ld->tx_fh = fh;
		spin_unlock_irq(&ld->rx_lock);
		err = ld->ops.tx(ld, txbuf, n);
		spin_lock_irq(&ld->rx_lock);
		ld->tx_fh = NULL;
		spin_unlock_irq(&ld->rx_lock);
		if (err > 0)
			err = 0;	/* a count, in mainline's convention */
	}
	mutex_unlock(&ld->lock);
	if (!err)
		lirc_wait_until(ktime_add_us(start, lirc_tx_duration(txbuf, n)));
out:
	kfree(txbuf);
	return err ? err : count;
}

static __poll_t lirc_poll(struct file *file, poll_table *wait)
{
	struct lirc_fh *fh = file->private_data;
	struct lirc_device *ld = fh->ld;

	poll_wait(file, &fh->wait, wait);
	if (!READ_ONCE(fh->has_read))
		WRITE_ONCE(fh->has_read, true);
	if (!READ_ONCE(ld->registered))
		return EPOLLHUP | EPOLLERR;
	if (ld->desc.rx_type == LIRC_TX_ONLY)
		return 0;
	if (!lirc_queue_empty(lirc_fh_queue(fh)))
		return EPOLLIN | EPOLLRDNORM;
	return 0;
}

/*
 * Raw receivers read MODE2 or the codes of the core's decoders; decoded
 * receivers read codes; LIRCCODE where the driver has a layout.
 */
static int lirc_set_rec_mode(struct lirc_fh *fh, u32 mode)
{
	struct lirc_device *ld = fh->ld;

	switch (mode) {
	case LIRC_MODE_MODE2:
		if (ld->desc.rx_type != LIRC_RX_RAW)
			return -EINVAL;
		break;
	case LIRC_MODE_SCANCODE:
		break;
	case LIRC_MODE_LIRCCODE:
		if (!ld->ops.lirccode)
			return -EINVAL;
		break;
	default:
		return -EINVAL;
	}
	return lirc_fh_set_mode(fh, mode);
}

/*
 * The ioctls this device answers, as Linux 6.1 answers them; anything else
 * is -ENOTTY. Caller holds @lock and has checked @registered.
 * LIRC_SET_REC_MODE is not here: lirc_ioctl() does it without @lock.
 */
static long lirc_ioctl_locked(struct lirc_fh *fh, unsigned int cmd, u32 *val)
{
	struct lirc_device *ld = fh->ld;
	const struct lirc_device_ops *ops = &ld->ops;
	bool rx = ld->desc.rx_type != LIRC_TX_ONLY;
	u32 min = ld->desc.min_timeout, max = ld->desc.max_timeout;
	int ret;

	switch (cmd) {
	case LIRC_GET_FEATURES:
		*val = lirc_device_features(ld);
		return 0;
	case LIRC_GET_REC_MODE:
		if (!rx)
			return -ENOTTY;
		*val = READ_ONCE(fh->rec_mode);
		return 0;
	case LIRC_GET_LENGTH:
		if (!ops->lirccode)
			return -ENOTTY;
		*val = ld->desc.lirccode_bits;
		return 0;
	case LIRC_GET_SEND_MODE:
		if (!ops->tx)
			return -ENOTTY;
		*val = READ_ONCE(fh->send_mode);
		return 0;
	case LIRC_SET_SEND_MODE:
		if (!ops->tx)
			return -ENOTTY;
		if (*val != LIRC_MODE_PULSE && *val != LIRC_MODE_SCANCODE)
			return -EINVAL;
		WRITE_ONCE(fh->send_mode, *val);
		return 0;
	case LIRC_GET_REC_RESOLUTION:
		if (!rx || !ld->desc.rx_resolution)
			return -ENOTTY;
		*val = ld->desc.rx_resolution;
		return 0;
	case LIRC_SET_SEND_CARRIER:
		if (!ops->set_tx_carrier)
			return -ENOTTY;
		if (!*val)
			return -EINVAL;
		return ops->set_tx_carrier(ld, *val);
	case LIRC_SET_SEND_DUTY_CYCLE:
		if (!ops->set_tx_duty_cycle)
			return -ENOTTY;
		if (!*val || *val >= 100)
			return -EINVAL;
		return ops->set_tx_duty_cycle(ld, *val);
	case LIRC_SET_TRANSMITTER_MASK:
		if (!ops->set_tx_mask)
			return -ENOTTY;
		return ops->set_tx_mask(ld, *val);
	case LIRC_GET_REC_TIMEOUT:
		if (!rx || !ld->timeout)
			return -ENOTTY;
		*val = ld->timeout;
		return 0;
	case LIRC_GET_MIN_TIMEOUT:
		if (!rx || !max)
			return -ENOTTY;
		*val = min;
		return 0;
	case LIRC_GET_MAX_TIMEOUT:
		if (!rx || !max)
			return -ENOTTY;
		*val = max;
		return 0;
	case LIRC_SET_REC_TIMEOUT:
		if (!rx || !max)
			return -ENOTTY;
		if (*val < min || *val > max)
			return -EINVAL;
		if (ops->set_rx_timeout) {
			ret = ops->set_rx_timeout(ld, *val);
			if (ret)
				return ret;
		}
		WRITE_ONCE(ld->timeout, *val);
		return 0;
	case LIRC_SET_REC_TIMEOUT_REPORTS:
		/* Raw receivers always report timeouts. */
		return ld->desc.rx_type == LIRC_RX_RAW ? 0 : -ENOTTY;
	default:
		return -ENOTTY;
	}
}

static long lirc_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	struct lirc_fh *fh = file->private_data;
	struct lirc_device *ld = fh->ld;
	u32 __user *argp = (u32 __user *)arg;
	u32 val = 0;
	long ret;

	if (_IOC_TYPE(cmd) != 'i' || _IOC_SIZE(cmd) != sizeof(u32))
		return -ENOTTY;
	if ((_IOC_DIR(cmd) & _IOC_WRITE) && get_user(val, argp))
		return -EFAULT;

	if (cmd == LIRC_SET_REC_MODE) {
		/*
		 * Not under @lock: it waits for the file's reader, whose
		 * copy to user memory may take its time.
		 */
		if (!READ_ONCE(ld->registered))
			ret = -ENODEV;
		else if (ld->desc.rx_type == LIRC_TX_ONLY)
			ret = -ENOTTY;
		else
			ret = lirc_set_rec_mode(fh, val);
	} else {
		ret = mutex_lock_interruptible(&ld->lock);
		if (ret)
			return ret;
		if (ld->registered)
			ret = lirc_ioctl_locked(fh, cmd, &val);
		else
			ret = -ENODEV;
		mutex_unlock(&ld->lock);
	}

	if (ret == -EINVAL)
		dev_dbg_ratelimited(&ld->dev, "ioctl %#x: invalid value %u\n",
				    cmd, val);
	if (!ret && (_IOC_DIR(cmd) & _IOC_READ) && put_user(val, argp))
		ret = -EFAULT;
	return ret;
}

static const struct file_operations lirc_fops = {
	.owner		= THIS_MODULE,
	.open		= lirc_open,
	.release	= lirc_release,
	.read		= lirc_read,
	.write		= lirc_write,
	.poll		= lirc_poll,
	.unlocked_ioctl	= lirc_ioctl,
	.compat_ioctl	= compat_ptr_ioctl,
};

int lirc_chrdev_init(void)
{
	int err;

	err = lirc_params_init();
	if (err)
		return err;
	lirc_class = lirc_class_create(LIRC_DEV_NAME);
	if (IS_ERR(lirc_class)) {
		lirc_params_exit();
		return PTR_ERR(lirc_class);
	}

	err = alloc_chrdev_region(&lirc_base, 0, LIRC_MAX_DEVICES,
				  LIRC_DEV_NAME);
	if (err) {
		class_destroy(lirc_class);
		lirc_params_exit();
		return err;
	}
	return 0;
}

void lirc_chrdev_exit(void)
{
	unregister_chrdev_region(lirc_base, LIRC_MAX_DEVICES);
	class_destroy(lirc_class);
	lirc_params_exit();
}
