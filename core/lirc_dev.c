// SPDX-License-Identifier: GPL-2.0
/*
 * /dev/lircN: device lifetime, open files and the LIRC ABI.
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
	u32 features = LIRC_CAN_REC_MODE2;

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

/**
 * lirc_device_register() - make a device visible as /dev/lircN
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
	     (ld->timeout < ld->min_timeout || ld->timeout > ld->max_timeout)))
		return -EINVAL;

	minor = ida_alloc_max(&lirc_ida, LIRC_MAX_DEVICES - 1, GFP_KERNEL);
	if (minor < 0)
		return minor;
	/* From here on the release function frees the minor. */
	ld->dev.devt = MKDEV(MAJOR(lirc_base), minor);
	err = dev_set_name(&ld->dev, "lirc%d", minor);
	if (err)
		return err;

	mutex_lock(&ld->lock);
	ld->registered = true;
	mutex_unlock(&ld->lock);

	err = cdev_device_add(&ld->cdev, &ld->dev);
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
 * wake up. If files were open, @ops->close is called once here.
 */
void lirc_device_unregister(struct lirc_device *ld)
{
	mutex_lock(&ld->lock);
	ld->registered = false;
	if (ld->users && ld->ops->close)
		ld->ops->close(ld);
	mutex_unlock(&ld->lock);

	wake_up_interruptible_poll(&ld->wait, EPOLLHUP | EPOLLERR);
	cdev_device_del(&ld->cdev, &ld->dev);
	dev_dbg(&ld->dev, "unregistered\n");
	put_device(&ld->dev);
}
EXPORT_SYMBOL_GPL(lirc_device_unregister);

/**
 * lirc_fh_create() - a reader of a device, not yet receiving
 * @ld: the device; the reader takes a reference
 * @qlen: queue length in records
 *
 * Return: the reader, or an ERR_PTR().
 */
struct lirc_fh *lirc_fh_create(struct lirc_device *ld, unsigned int qlen)
{
	struct lirc_fh *fh = kzalloc(sizeof(*fh), GFP_KERNEL);
	int err;

	if (!fh)
		return ERR_PTR(-ENOMEM);
	err = lirc_queue_init(&fh->rxq, sizeof(u32), qlen, &lirc_mode2_overflow);
	if (err) {
		kfree(fh);
		return ERR_PTR(err);
	}
	INIT_LIST_HEAD(&fh->node);
	mutex_init(&fh->read_lock);
	fh->rec_mode = LIRC_MODE_MODE2;
	fh->send_mode = LIRC_MODE_PULSE;
	fh->ld = ld;
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

	lirc_queue_free(&fh->rxq);
	mutex_destroy(&fh->read_lock);
	kfree(fh);
	put_device(&ld->dev);
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

	err = mutex_lock_interruptible(&ld->lock);
	if (err)
		goto err_free;
	if (!ld->registered) {
		err = -ENODEV;
		goto err_unlock;
	}
	if (!ld->users && ld->ops->open) {
		err = ld->ops->open(ld);
		if (err)
			goto err_unlock;
	}
	ld->users++;
	lirc_fh_attach(fh);
	mutex_unlock(&ld->lock);

	file->private_data = fh;
	return stream_open(inode, file);

err_unlock:
	mutex_unlock(&ld->lock);
err_free:
	lirc_fh_destroy(fh);
	return err;
}

static int lirc_release(struct inode *inode, struct file *file)
{
	struct lirc_fh *fh = file->private_data;
	struct lirc_device *ld = fh->ld;

	mutex_lock(&ld->lock);
	lirc_fh_detach(fh);
	if (!--ld->users && ld->registered && ld->ops->close)
		ld->ops->close(ld);
	mutex_unlock(&ld->lock);

	lirc_fh_destroy(fh);
	return 0;
}

static ssize_t lirc_read(struct file *file, char __user *buf, size_t count,
			 loff_t *ppos)
{
	struct lirc_fh *fh = file->private_data;
	struct lirc_device *ld = fh->ld;
	size_t copied = 0;
	int err;

	if (mutex_lock_interruptible(&fh->read_lock))
		return -ERESTARTSYS;

	if (!count || count % fh->rxq.rec_size) {
		dev_dbg_ratelimited(&ld->dev,
				    "read of %zu bytes: not a multiple of %u\n",
				    count, fh->rxq.rec_size);
		err = -EINVAL;
		goto out;
	}

	for (;;) {
		if (!READ_ONCE(ld->registered)) {
			err = -ENODEV;
			break;
		}
		if (lirc_queue_empty(&fh->rxq)) {
			if (file->f_flags & O_NONBLOCK) {
				err = -EAGAIN;
				break;
			}
			err = wait_event_interruptible(ld->wait,
						       !lirc_queue_empty(&fh->rxq) ||
						       !READ_ONCE(ld->registered));
			if (err)
				break;
			continue;
		}
		err = lirc_queue_read(&fh->rxq, buf, count, &copied);
		if (err || copied)
			break;
	}
out:
	mutex_unlock(&fh->read_lock);
	return copied ? copied : err;
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
	if (!count || count % sizeof(u32) || n > LIRC_TX_MAX_VALUES) {
		dev_dbg_ratelimited(&ld->dev, "write of %zu bytes refused\n",
				    count);
		return -EINVAL;
	}

	txbuf = memdup_user(buf, count);
	if (IS_ERR(txbuf))
		return PTR_ERR(txbuf);

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
	if (!lirc_queue_empty(&fh->rxq))
		return EPOLLIN | EPOLLRDNORM;
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
		if (*val != LIRC_MODE_MODE2)
			return -EINVAL;
		fh->rec_mode = *val;
		return 0;
	case LIRC_GET_SEND_MODE:
		if (!ops->tx)
			return -ENOTTY;
		*val = fh->send_mode;
		return 0;
	case LIRC_SET_SEND_MODE:
		if (!ops->tx)
			return -ENOTTY;
		if (*val != LIRC_MODE_PULSE)
			return -EINVAL;
		fh->send_mode = *val;
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
		return 0;
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

static char *lirc_devnode(struct device *dev, umode_t *mode)
{
	return kasprintf(GFP_KERNEL, "lirc%d", MINOR(dev->devt));
}

int lirc_dev_init(void)
{
	int err;

	lirc_class = class_create(THIS_MODULE, "lirc");
	if (IS_ERR(lirc_class))
		return PTR_ERR(lirc_class);
	lirc_class->devnode = lirc_devnode;

	err = alloc_chrdev_region(&lirc_base, 0, LIRC_MAX_DEVICES, "lirc");
	if (err) {
		class_destroy(lirc_class);
		return err;
	}
	return 0;
}

void lirc_dev_exit(void)
{
	unregister_chrdev_region(lirc_base, LIRC_MAX_DEVICES);
	class_destroy(lirc_class);
}
