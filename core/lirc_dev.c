// SPDX-License-Identifier: GPL-2.0
/*
 * /dev/lirc_coreN: device lifetime, open files and the LIRC ABI.
 *
 * Lifetime: struct lirc_device is freed by the release of its struct device.
 * The driver holds one reference from lirc_device_alloc() until
 * lirc_device_unregister() (or lirc_device_put()); every open file holds
 * another. Unregistering clears @registered under @lock, so no driver
 * callback runs afterwards, and wakes every sleeper, which then sees the
 * device gone.
 *
 * Locking: @lock (mutex) serialises registration, open counting and all
 * driver callbacks. @readers_lock (spinlock, taken inside @lock where both
 * are needed) protects the list of open files and is the producers' lock.
 * Each file's @read_lock makes it the single consumer of its queue.
 */

#include <linux/fs.h>
#include <linux/idr.h>
#include <linux/module.h>
#include <linux/poll.h>
#include <linux/sched/signal.h>
#include <linux/slab.h>
#include <linux/uaccess.h>

#include <linux/lirc_core.h>

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
	kfree(ld);
}

static const struct file_operations lirc_fops;

/**
 * lirc_device_alloc() - allocate a device for a driver
 * @parent: the hardware device, or NULL
 * @ops: the driver's callbacks; must outlive the registration
 *
 * The driver then fills in @name, @driver_name, the timeouts and the
 * resolution, and calls lirc_device_register(). Until then it releases the
 * device with lirc_device_put().
 *
 * Return: the device, or NULL when out of memory.
 */
struct lirc_device *lirc_device_alloc(struct device *parent,
				      const struct lirc_device_ops *ops)
{
	struct lirc_device *ld = kzalloc(sizeof(*ld), GFP_KERNEL);

	if (!ld)
		return NULL;

	device_initialize(&ld->dev);
	ld->dev.class = lirc_class;
	ld->dev.parent = parent;
	ld->dev.release = lirc_device_release;
	ld->ops = ops;
	mutex_init(&ld->lock);
	spin_lock_init(&ld->readers_lock);
	INIT_LIST_HEAD(&ld->readers);
	init_waitqueue_head(&ld->wait);
	lirc_input_init(ld);
	cdev_init(&ld->cdev, &lirc_fops);
	ld->cdev.owner = THIS_MODULE;
	return ld;
}
EXPORT_SYMBOL_GPL(lirc_device_alloc);

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
	if (READ_ONCE(ld->legacy_lirccode))
		return LIRC_MODE_LIRCCODE;
	return ld->rx_type == LIRC_RX_RAW ? LIRC_MODE_MODE2 : LIRC_MODE_SCANCODE;
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
	const struct lirc_device_ops *ops = ld->ops;
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
	if (ld->rx_resolution)
		features |= LIRC_CAN_GET_REC_RESOLUTION;
	if (ld->min_timeout < ld->max_timeout)
		features |= LIRC_CAN_SET_REC_TIMEOUT;
	return features;
}

static struct lirc_device *to_lirc_device(struct device *dev)
{
	return container_of(dev, struct lirc_device, dev);
}

static const struct {
	u32 proto;
	const char *name;
} lirc_proto_names[] = {
	{ RC_PROTO_RC5, "rc-5" },
	{ RC_PROTO_RC5_SZ, "rc-5-sz" },
	{ RC_PROTO_NEC, "nec" },
	{ RC_PROTO_NECX, "nec-x" },
	{ RC_PROTO_NEC32, "nec-32" },
};

/* "[rc-5] rc-5-sz [nec] ...": every decodable protocol, enabled in brackets. */
static ssize_t protocols_show(struct device *dev, struct device_attribute *attr,
			      char *buf)
{
	u64 enabled = READ_ONCE(to_lirc_device(dev)->protocols);
	unsigned int i;
	int len = 0;

	for (i = 0; i < ARRAY_SIZE(lirc_proto_names); i++)
		len += sysfs_emit_at(buf, len,
				     enabled & BIT_ULL(lirc_proto_names[i].proto) ?
				     "%s[%s]" : "%s%s", i ? " " : "",
				     lirc_proto_names[i].name);
	return len + sysfs_emit_at(buf, len, "\n");
}

/*
 * Words separated by blanks: "+name" enables, "-name" disables; plain names
 * (or "none") replace the whole set.
 */
static ssize_t protocols_store(struct device *dev, struct device_attribute *attr,
			       const char *buf, size_t count)
{
	struct lirc_device *ld = to_lirc_device(dev);
	u64 set = 0, add = 0, del = 0, bit;
	char *copy, *p, *word;
	bool replace = false;
	int err = 0;
	unsigned int i;

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
		for (i = 0; i < ARRAY_SIZE(lirc_proto_names); i++)
			if (!strcmp(word, lirc_proto_names[i].name))
				break;
		if (i == ARRAY_SIZE(lirc_proto_names)) {
			dev_dbg_ratelimited(dev, "protocols: unknown protocol '%s'\n",
					    word);
			err = -EINVAL;
			break;
		}
		bit = BIT_ULL(lirc_proto_names[i].proto);
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

	spin_lock_irq(&ld->readers_lock);
	ld->protocols = ((replace ? set : ld->protocols) | add) & ~del;
	lirc_decoders_reset(ld);
	spin_unlock_irq(&ld->readers_lock);
	return count;
}
static DEVICE_ATTR_RW(protocols);

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

	if (attr == &dev_attr_protocols.attr && ld->rx_type != LIRC_RX_RAW)
		return 0;
	if (attr == &dev_attr_legacy_lirccode.attr && !ld->ops->lirccode)
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

static const struct attribute_group *lirc_dev_groups[] = {
	&lirc_dev_group,
	NULL
};

/**
 * lirc_device_register() - make a device visible as /dev/lirc_coreN
 * @ld: a device from lirc_device_alloc()
 *
 * Return: 0, or an errno; on error the driver still owns its reference
 * and drops it with lirc_device_put().
 */
int lirc_device_register(struct lirc_device *ld)
{
	int minor, err;

	if (!ld->ops || !ld->name || !ld->driver_name ||
	    (ld->min_timeout < ld->max_timeout &&
	     (ld->timeout < ld->min_timeout || ld->timeout > ld->max_timeout)) ||
	    (ld->ops->lirccode && (!ld->lirccode_bits || ld->lirccode_bits > 64)))
		return -EINVAL;
	if (ld->rx_type == LIRC_RX_RAW)
		ld->protocols = LIRC_RAW_PROTOCOLS;
	ld->dev.groups = lirc_dev_groups;

	minor = ida_alloc_max(&lirc_ida, LIRC_MAX_DEVICES - 1, GFP_KERNEL);
	if (minor < 0)
		return minor;
	/* From here on the release function frees the minor. */
	ld->dev.devt = MKDEV(MAJOR(lirc_base), minor);
	err = dev_set_name(&ld->dev, LIRC_DEV_NAME "%d", minor);
	if (err)
		return err;

	mutex_lock(&ld->lock);
	ld->registered = true;
	mutex_unlock(&ld->lock);

	err = cdev_device_add(&ld->cdev, &ld->dev);
	if (!err) {
		err = lirc_input_register(ld);
		if (err)
			cdev_device_del(&ld->cdev, &ld->dev);
	}
	if (err) {
		mutex_lock(&ld->lock);
		ld->registered = false;
		mutex_unlock(&ld->lock);
		return err;
	}
	dev_info(&ld->dev, "%s (%s) registered\n", ld->name, ld->driver_name);
	return 0;
}
EXPORT_SYMBOL_GPL(lirc_device_register);

/**
 * lirc_device_unregister() - remove a device and drop the driver's reference
 * @ld: a registered device
 *
 * When this returns, no driver callback runs any more and the driver may
 * free its data. Open files stay valid: reads, writes and ioctls fail with
 * -ENODEV, poll reports EPOLLHUP | EPOLLERR, and readers blocked in read()
 * wake up. If files (or the input device) were open, @ops->close is called
 * once here.
 */
void lirc_device_unregister(struct lirc_device *ld)
{
	mutex_lock(&ld->lock);
	ld->registered = false;
	if (ld->users && ld->ops->close)
		ld->ops->close(ld);
	mutex_unlock(&ld->lock);

	wake_up_interruptible_poll(&ld->wait, EPOLLHUP | EPOLLERR);
	lirc_input_unregister(ld);
	cdev_device_del(&ld->cdev, &ld->dev);
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

/**
 * lirc_fh_create() - a reader of a device, not yet receiving
 * @ld: the device; the reader takes a reference
 * @qlen: length of the MODE2 queue in samples
 *
 * Return: the reader, or an ERR_PTR().
 */
struct lirc_fh *lirc_fh_create(struct lirc_device *ld, unsigned int qlen)
{
	struct lirc_fh *fh = kzalloc(sizeof(*fh), GFP_KERNEL);
	int err;

	if (!fh)
		return ERR_PTR(-ENOMEM);
	fh->ld = ld;
	err = lirc_queue_init(&fh->codeq, sizeof(struct lirc_scancode),
			      LIRC_CODE_QUEUE_LEN, NULL);
	if (!err && ld->rx_type == LIRC_RX_RAW)
		err = lirc_queue_init(&fh->rawq, sizeof(u32), qlen,
				      &lirc_mode2_overflow);
	if (!err && ld->ops->lirccode)
		err = lirc_queue_init(&fh->lircq, DIV_ROUND_UP(ld->lirccode_bits, 8),
				      LIRC_CODE_QUEUE_LEN, NULL);
	if (err) {
		lirc_fh_free_queues(fh);
		kfree(fh);
		return ERR_PTR(err);
	}
	INIT_LIST_HEAD(&fh->node);
	mutex_init(&fh->read_lock);
	fh->rec_mode = lirc_default_rec_mode(ld);
	fh->send_mode = LIRC_MODE_PULSE;
	get_device(&ld->dev);
	return fh;
}

/**
 * lirc_fh_attach() - start queueing a device's records for a reader
 * @fh: the reader
 */
void lirc_fh_attach(struct lirc_fh *fh)
{
	spin_lock_irq(&fh->ld->readers_lock);
	list_add_tail(&fh->node, &fh->ld->readers);
	spin_unlock_irq(&fh->ld->readers_lock);
}

/**
 * lirc_fh_detach() - stop queueing records for a reader
 * @fh: an attached reader
 */
void lirc_fh_detach(struct lirc_fh *fh)
{
	spin_lock_irq(&fh->ld->readers_lock);
	list_del_init(&fh->node);
	spin_unlock_irq(&fh->ld->readers_lock);
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
 * Return: 0, -ENODEV once unregistered, -EINTR, or the driver's error.
 */
int lirc_device_use(struct lirc_device *ld)
{
	int err = mutex_lock_interruptible(&ld->lock);

	if (err)
		return err;
	if (!ld->registered)
		err = -ENODEV;
	else if (!ld->users && ld->ops->open)
		err = ld->ops->open(ld);
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
	if (!--ld->users && ld->registered && ld->ops->close)
		ld->ops->close(ld);
	mutex_unlock(&ld->lock);
}

static int lirc_open(struct inode *inode, struct file *file)
{
	struct lirc_device *ld = container_of(inode->i_cdev, struct lirc_device,
					      cdev);
	struct lirc_fh *fh;
	int err;

	fh = lirc_fh_create(ld, LIRC_RAW_QUEUE_LEN);
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

static ssize_t lirc_read(struct file *file, char __user *buf, size_t count,
			 loff_t *ppos)
{
	struct lirc_fh *fh = file->private_data;
	struct lirc_device *ld = fh->ld;
	struct lirc_queue *q;
	size_t copied = 0;
	u32 mode;
	int err;

	if (mutex_lock_interruptible(&fh->read_lock))
		return -ERESTARTSYS;
again:
	mode = READ_ONCE(fh->rec_mode);
	q = lirc_fh_queue(fh);
	if (!count || count % q->rec_size) {
		dev_dbg_ratelimited(&ld->dev,
				    "read of %zu bytes: not a multiple of %u\n",
				    count, q->rec_size);
		err = -EINVAL;
		goto out;
	}

	for (;;) {
		if (!READ_ONCE(ld->registered)) {
			err = -ENODEV;
			break;
		}
		if (READ_ONCE(fh->rec_mode) != mode)
			goto again;	/* the mode changed while we slept */
		if (lirc_queue_empty(q)) {
			if (file->f_flags & O_NONBLOCK) {
				err = -EAGAIN;
				break;
			}
			err = wait_event_interruptible(ld->wait,
						       !lirc_queue_empty(q) ||
						       READ_ONCE(fh->rec_mode) != mode ||
						       !READ_ONCE(ld->registered));
			if (err)
				break;
			continue;
		}
		err = lirc_queue_read(q, buf, count, &copied);
		if (err || copied)
			break;
	}
out:
	mutex_unlock(&fh->read_lock);
	return copied ? copied : err;
}

/* A struct lirc_scancode written in LIRC_MODE_SCANCODE, as durations. */
static int lirc_encode_write(struct lirc_device *ld, const char __user *buf,
			     size_t count, u32 *txbuf, unsigned int *n)
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
	return 0;
}

static ssize_t lirc_write(struct file *file, const char __user *buf,
			  size_t count, loff_t *ppos)
{
	struct lirc_fh *fh = file->private_data;
	struct lirc_device *ld = fh->ld;
	unsigned int n = count / sizeof(u32);
	u32 *txbuf;
	int err;

	if (!READ_ONCE(ld->registered))
		return -ENODEV;
	if (!ld->ops->tx) {
		dev_dbg_ratelimited(&ld->dev, "write to a receive-only device\n");
		return -EINVAL;
	}

	if (READ_ONCE(fh->send_mode) == LIRC_MODE_SCANCODE) {
		txbuf = kmalloc_array(LIRC_ENCODE_MAX, sizeof(u32), GFP_KERNEL);
		if (!txbuf)
			return -ENOMEM;
		err = lirc_encode_write(ld, buf, count, txbuf, &n);
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
	if (ld->registered)
		err = ld->ops->tx(ld, txbuf, n);
	else
		err = -ENODEV;
	mutex_unlock(&ld->lock);
out:
	kfree(txbuf);
	return err ? err : count;
}

static __poll_t lirc_poll(struct file *file, poll_table *wait)
{
	struct lirc_fh *fh = file->private_data;
	struct lirc_device *ld = fh->ld;

	poll_wait(file, &ld->wait, wait);
	if (!READ_ONCE(ld->registered))
		return EPOLLHUP | EPOLLERR;
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
		if (ld->rx_type != LIRC_RX_RAW)
			return -EINVAL;
		break;
	case LIRC_MODE_SCANCODE:
		break;
	case LIRC_MODE_LIRCCODE:
		if (!ld->ops->lirccode)
			return -EINVAL;
		break;
	default:
		return -EINVAL;
	}
	spin_lock_irq(&ld->readers_lock);
	WRITE_ONCE(fh->rec_mode, mode);
	spin_unlock_irq(&ld->readers_lock);
	wake_up_interruptible(&ld->wait);
	return 0;
}

/* The ioctls this device answers; anything else is -ENOTTY. */
static long lirc_ioctl_locked(struct lirc_fh *fh, unsigned int cmd, u32 *val)
{
	struct lirc_device *ld = fh->ld;
	const struct lirc_device_ops *ops = ld->ops;
	u32 features = lirc_device_features(ld);
	bool timeout_settable = features & LIRC_CAN_SET_REC_TIMEOUT;
	int ret;

	switch (cmd) {
	case LIRC_GET_FEATURES:
		*val = features;
		return 0;
	case LIRC_GET_REC_MODE:
		*val = fh->rec_mode;
		return 0;
	case LIRC_SET_REC_MODE:
		return lirc_set_rec_mode(fh, *val);
	case LIRC_GET_LENGTH:
		if (!ops->lirccode)
			return -ENOTTY;
		*val = ld->lirccode_bits;
		return 0;
	case LIRC_GET_SEND_MODE:
		if (!ops->tx)
			return -ENOTTY;
		*val = fh->send_mode;
		return 0;
	case LIRC_SET_SEND_MODE:
		if (!ops->tx)
			return -ENOTTY;
		if (*val != LIRC_MODE_PULSE && *val != LIRC_MODE_SCANCODE)
			return -EINVAL;
		WRITE_ONCE(fh->send_mode, *val);
		return 0;
	case LIRC_GET_REC_RESOLUTION:
		if (!ld->rx_resolution)
			return -ENOTTY;
		*val = ld->rx_resolution;
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
		if (!ld->timeout)
			return -ENOTTY;
		*val = ld->timeout;
		return 0;
	case LIRC_GET_MIN_TIMEOUT:
		if (!timeout_settable)
			return -ENOTTY;
		*val = ld->min_timeout;
		return 0;
	case LIRC_GET_MAX_TIMEOUT:
		if (!timeout_settable)
			return -ENOTTY;
		*val = ld->max_timeout;
		return 0;
	case LIRC_SET_REC_TIMEOUT:
		if (!timeout_settable)
			return -ENOTTY;
		if (*val < ld->min_timeout || *val > ld->max_timeout)
			return -EINVAL;
		if (ops->set_rx_timeout) {
			ret = ops->set_rx_timeout(ld, *val);
			if (ret)
				return ret;
		}
		ld->timeout = *val;
		return 0;
	case LIRC_SET_REC_TIMEOUT_REPORTS:
		/* Raw receivers always report timeouts. */
		return ld->rx_type == LIRC_RX_RAW ? 0 : -ENOTTY;
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

	ret = mutex_lock_interruptible(&ld->lock);
	if (ret)
		return ret;
	if (ld->registered)
		ret = lirc_ioctl_locked(fh, cmd, &val);
	else
		ret = -ENODEV;
	mutex_unlock(&ld->lock);

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
	.llseek		= no_llseek,
};

int lirc_chrdev_init(void)
{
	int err;

	lirc_class = class_create(THIS_MODULE, LIRC_DEV_NAME);
	if (IS_ERR(lirc_class))
		return PTR_ERR(lirc_class);

	err = alloc_chrdev_region(&lirc_base, 0, LIRC_MAX_DEVICES,
				  LIRC_DEV_NAME);
	if (err) {
		class_destroy(lirc_class);
		return err;
	}
	return 0;
}

void lirc_chrdev_exit(void)
{
	unregister_chrdev_region(lirc_base, LIRC_MAX_DEVICES);
	class_destroy(lirc_class);
}
