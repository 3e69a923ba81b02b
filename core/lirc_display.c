// SPDX-License-Identifier: GPL-2.0
/*
 * lirc_core display class: /dev/lcdN for the front-panel displays of
 * remote receivers, one writer at a time, with sysfs controls and ioctls.
 */

#include <linux/cdev.h>
#include <linux/device.h>
#include <linux/fs.h>
#include <linux/idr.h>
#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/slab.h>
#include <linux/spinlock.h>
#include <linux/uaccess.h>

#include "lirc_compat.h"
#include "lirc_display_priv.h"

#define LIRC_DISPLAY_CLASS	"lirc_display"
#define LIRC_DISPLAY_MAX	32

static struct class *lirc_display_class;
static dev_t lirc_display_base;
static DEFINE_IDA(lirc_display_ida);

/**
 * struct lirc_display - a registered display
 * @dev: the class device lcdN; its reference count is the object's: the
 *	driver holds one until lirc_display_unregister(), every open file one
 * @cdev: the character device
 * @desc: the driver's description, copied; @desc.ops points to @ops
 * @ops: the driver's callbacks, copied
 * @priv: the driver's data; passed to nobody after unregister
 * @lock: mutex; serialises write(), the sysfs stores, the ioctls, the
 *	clock and unregister, and covers @registered, @writer and @contrast.
 *	The ops run under it (but see lirc_display_restore())
 * @registered: the driver's data is valid; cleared by unregister under
 *	@lock. lirc_display_restore() reads it with READ_ONCE()
 * @writer: a file is open for writing
 * @minor_freed: unregister gave the minor back (the next display may
 *	take the index while a file of this one is still open)
 * @contrast: the current contrast
 * @contrast_set: @contrast was set through the class: restore applies it
 *	to a text display (a packet display keeps its contrast packet).
 *	With @contrast written with WRITE_ONCE() (restore and
 *	lirc_display_contrast() read them with READ_ONCE())
 * @frame_lock: spinlock; covers the kept frame: @frame, @have_frame and
 *	@valid. Written under @lock too, read under it alone by
 *	lirc_display_restore() and by the message attribute
 * @have_frame: text kind: @frame was written (restore shows it again)
 * @valid: packet kind: bit n set when slot n of @frame holds a packet
 * @frame: text kind: what is shown, columns * rows bytes; packet kind:
 *	the kept packets, slots * packet_size bytes
 * @restore_buf: lirc_display_restore()'s copy of @frame; restore calls
 *	never overlap (the driver's PM callbacks are serialised)
 */
struct lirc_display {
	struct device dev;
	struct cdev cdev;
	struct lirc_display_desc desc;
	struct lirc_display_ops ops;
	void *priv;

	struct mutex lock;		/* see @lock above */
	bool registered;
	bool writer;
	bool minor_freed;
	unsigned int contrast;
	bool contrast_set;

	spinlock_t frame_lock;		/* see @frame_lock above */
	bool have_frame;
	u64 valid;
	u8 *frame;
	u8 *restore_buf;
};

/**
 * lirc_display_pad() - the frame a write() of text shows
 * @src: the bytes written
 * @len: how many
 * @cells: columns * rows
 * @frame: @cells bytes: @src, then spaces
 *
 * Return: 0, or -EINVAL when @len is 0 or more than @cells.
 */
int lirc_display_pad(const u8 *src, size_t len, size_t cells, u8 *frame)
{
	if (!len || len > cells)
		return -EINVAL;
	memcpy(frame, src, len);
	memset(frame + len, ' ', cells - len);
	return 0;
}

/**
 * lirc_display_parse_message() - the frame a message in sysfs shows
 * @buf: the text written; other bytes than newline fill the cells
 *	row-major, a newline ends the row (the rest of it is spaces; right
 *	after a row filled up it ends that row), a final newline is ignored
 * @len: its length
 * @columns: characters per row
 * @rows: rows
 * @frame: columns * rows bytes
 *
 * Return: 0, or -EINVAL when the text does not fit.
 */
int lirc_display_parse_message(const char *buf, size_t len,
			       unsigned int columns, unsigned int rows,
			       u8 *frame)
{
	size_t cells = (size_t)columns * rows, pos = 0, i;
	bool wrapped = false;

	if (len && buf[len - 1] == '\n')
		len--;
	memset(frame, ' ', cells);
	for (i = 0; i < len; i++) {
		if (buf[i] == '\n') {
			/* A newline right after a full row ends that row. */
			if (!wrapped)
				pos = (pos / columns + 1) * columns;
			wrapped = false;
			if (pos > cells)
				return -EINVAL;
			continue;
		}
		if (pos >= cells)
			return -EINVAL;
		frame[pos++] = buf[i];
		wrapped = !(pos % columns);
	}
	return 0;
}

/**
 * lirc_display_check_time() - is a clock setting valid
 * @t: the setting
 *
 * Return: 0 or -EINVAL.
 */
int lirc_display_check_time(const struct lirc_display_time *t)
{
	if (t->year > 99 || t->month < 1 || t->month > 12 || t->day < 1 ||
	    t->day > 31 || t->dow > 6 || t->hour > 23 || t->minute > 59 ||
	    t->second > 59)
		return -EINVAL;
	return 0;
}

static bool lirc_display_desc_valid(const struct lirc_display_desc *d)
{
	const struct lirc_display_ops *ops = d->ops;

	if (!ops || d->contrast > d->max_contrast ||
	    (d->max_contrast && !ops->set_contrast && !d->contrast_in_frame) ||
	    (d->contrast_in_frame && (d->kind != LIRC_DISPLAY_TEXT || !d->max_contrast)))
		return false;
	if (d->kind == LIRC_DISPLAY_TEXT)
		return ops->show && d->columns && d->rows &&
		       d->columns <= LIRC_DISPLAY_MAX_CELLS &&
		       d->rows <= LIRC_DISPLAY_MAX_CELLS &&
		       d->columns * d->rows <= LIRC_DISPLAY_MAX_CELLS;
	if (d->kind == LIRC_DISPLAY_PACKET)
		return ops->send && d->packet_size &&
		       d->packet_size <= LIRC_DISPLAY_MAX_PACKET &&
		       d->slots <= LIRC_DISPLAY_MAX_SLOTS &&
		       (!d->slots || ops->slot);
	return false;
}

static size_t lirc_display_frame_size(const struct lirc_display_desc *d)
{
	if (d->kind == LIRC_DISPLAY_TEXT)
		return d->columns * d->rows;
	return d->slots * d->packet_size;
}

/* Show @text and keep it as the frame. Caller holds @disp->lock. */
static int lirc_display_show(struct lirc_display *disp, const u8 *text)
{
	spin_lock(&disp->frame_lock);
	memcpy(disp->frame, text, lirc_display_frame_size(&disp->desc));
	disp->have_frame = true;
	spin_unlock(&disp->frame_lock);
	return disp->ops.show(disp, text);
}

/**
 * lirc_display_keep() - keep a packet the driver sent on its own
 * @disp: a display of the packet kind
 * @pkt: packet_size bytes
 *
 * For a packet display's ops that send packets of their own (contrast,
 * clear): @pkt goes to its slot of the kept frame, as if written, so
 * that lirc_display_restore() sends the latest state. Call it from such
 * an op only, before sending @pkt (as write() does: a restore that runs
 * meanwhile then sends the new packet, not the old one). Packets without
 * a slot, and any of a text display, are ignored.
 */
void lirc_display_keep(struct lirc_display *disp, const u8 *pkt)
{
	unsigned int size = disp->desc.packet_size;
	int slot = disp->ops.slot ? disp->ops.slot(disp, pkt) : -1;

	if (disp->desc.kind != LIRC_DISPLAY_PACKET || slot < 0 || slot >= disp->desc.slots)
		return;
	spin_lock(&disp->frame_lock);
	memcpy(disp->frame + slot * size, pkt, size);
	disp->valid |= BIT_ULL(slot);
	spin_unlock(&disp->frame_lock);
}
EXPORT_SYMBOL_GPL(lirc_display_keep);

/* Send @pkt, keeping it when it belongs to the frame. Caller holds @lock. */
static int lirc_display_send(struct lirc_display *disp, const u8 *pkt)
{
	lirc_display_keep(disp, pkt);
	return disp->ops.send(disp, pkt);
}

/* Blank the display. Caller holds @disp->lock. */
static int lirc_display_do_clear(struct lirc_display *disp)
{
	u8 spaces[LIRC_DISPLAY_MAX_CELLS];
	int err;

	if (disp->desc.kind == LIRC_DISPLAY_PACKET)	/* it keeps its packets */
		return disp->ops.clear ? disp->ops.clear(disp) : -EOPNOTSUPP;
	memset(spaces, ' ', lirc_display_frame_size(&disp->desc));
	if (!disp->ops.clear)
		return lirc_display_show(disp, spaces);
	err = disp->ops.clear(disp);
	if (!err) {
		spin_lock(&disp->frame_lock);
		memcpy(disp->frame, spaces, lirc_display_frame_size(&disp->desc));
		disp->have_frame = true;
		spin_unlock(&disp->frame_lock);
	}
	return err;
}

/* A text display shows its last frame again, if any. Caller holds @lock. */
static int lirc_display_show_again(struct lirc_display *disp)
{
	u8 text[LIRC_DISPLAY_MAX_CELLS];
	bool have;

	spin_lock(&disp->frame_lock);
	memcpy(text, disp->frame, lirc_display_frame_size(&disp->desc));
	have = disp->have_frame;
	spin_unlock(&disp->frame_lock);
	return have ? disp->ops.show(disp, text) : 0;
}

/*
 * Set the contrast; a display whose contrast travels with its frames shows
 * the last one again. On any error the contrast stays what it was (a
 * frame cut short by the error is replaced by the next one). Caller holds
 * @disp->lock.
 */
static int lirc_display_do_contrast(struct lirc_display *disp,
				    unsigned int contrast)
{
	unsigned int old = disp->contrast;
	bool old_set = disp->contrast_set;
	int err;

	if (contrast > disp->desc.max_contrast) {
		dev_dbg_ratelimited(&disp->dev, "contrast %u is above %u\n",
				    contrast, disp->desc.max_contrast);
		return -EINVAL;
	}
	err = disp->ops.set_contrast ? disp->ops.set_contrast(disp, contrast) : 0;
	if (err)
		return err;
	WRITE_ONCE(disp->contrast, contrast);
	WRITE_ONCE(disp->contrast_set, true);
	if (!disp->desc.contrast_in_frame)
		return 0;
	err = lirc_display_show_again(disp);
	if (err) {
		WRITE_ONCE(disp->contrast, old);
		WRITE_ONCE(disp->contrast_set, old_set);
	}
	return err;
}

/* Lock @disp for a user's call; -ENODEV once it is unregistered. */
static int lirc_display_lock(struct lirc_display *disp)
{
	if (mutex_lock_interruptible(&disp->lock))
		return -ERESTARTSYS;
	if (!disp->registered) {
		mutex_unlock(&disp->lock);
		return -ENODEV;
	}
	return 0;
}

static int lirc_display_open(struct inode *inode, struct file *file)
{
	struct lirc_display *disp = container_of(inode->i_cdev,
						 struct lirc_display, cdev);
	int err;

	err = lirc_display_lock(disp);
	if (err)
		return err;
	if (file->f_mode & FMODE_WRITE) {
		if (disp->writer) {
			mutex_unlock(&disp->lock);
			return -EBUSY;
		}
		disp->writer = true;
	}
	get_device(&disp->dev);
	mutex_unlock(&disp->lock);
	file->private_data = disp;
	return stream_open(inode, file);
}

static int lirc_display_release(struct inode *inode, struct file *file)
{
	struct lirc_display *disp = file->private_data;

	if (file->f_mode & FMODE_WRITE) {
		mutex_lock(&disp->lock);
		disp->writer = false;
		mutex_unlock(&disp->lock);
	}
	put_device(&disp->dev);
	return 0;
}

static ssize_t lirc_display_write(struct file *file, const char __user *ubuf,
				  size_t count, loff_t *ppos)
{
	struct lirc_display *disp = file->private_data;
	const struct lirc_display_desc *d = &disp->desc;
	u8 buf[LIRC_DISPLAY_MAX_CELLS], text[LIRC_DISPLAY_MAX_CELLS];
	size_t max = d->kind == LIRC_DISPLAY_TEXT ? d->columns * d->rows :
						  d->packet_size;
	int err;

	if (!count || count > max ||
	    (d->kind == LIRC_DISPLAY_PACKET && count != max)) {
		dev_dbg_ratelimited(&disp->dev, "write of %zu bytes refused (%s %zu)\n",
				    count, d->kind == LIRC_DISPLAY_TEXT ?
				    "1 to" : "exactly", max);
		return READ_ONCE(disp->registered) ? -EINVAL : -ENODEV;
	}
	if (copy_from_user(buf, ubuf, count))
		return -EFAULT;
	err = lirc_display_lock(disp);
	if (err)
		return err;
	if (d->kind == LIRC_DISPLAY_TEXT) {
		lirc_display_pad(buf, count, max, text);
		err = lirc_display_show(disp, text);
	} else {
		err = lirc_display_send(disp, buf);
	}
	mutex_unlock(&disp->lock);
	return err ? err : count;
}

static long lirc_display_ioctl(struct file *file, unsigned int cmd,
			       unsigned long arg)
{
	struct lirc_display *disp = file->private_data;
	const struct lirc_display_desc *d = &disp->desc;
	void __user *argp = (void __user *)arg;
	struct lirc_display_info info;
	u32 val = 0;
	int err;

	/* No fault may be taken under the lock unregister waits for. */
	if (cmd == LIRC_DISPLAY_SET_CONTRAST && d->max_contrast &&
	    (file->f_mode & FMODE_WRITE) && get_user(val, (u32 __user *)argp))
		return READ_ONCE(disp->registered) ? -EFAULT : -ENODEV;
	err = lirc_display_lock(disp);
	if (err)
		return err;
	switch (cmd) {
	case LIRC_DISPLAY_GET_INFO:
		memset(&info, 0, sizeof(info));
		info.kind = d->kind;
		info.columns = d->columns;
		info.rows = d->rows;
		info.packet_size = d->kind == LIRC_DISPLAY_PACKET ?
				   d->packet_size : 0;
		info.max_contrast = d->max_contrast;
		mutex_unlock(&disp->lock);
		return copy_to_user(argp, &info, sizeof(info)) ? -EFAULT : 0;
	case LIRC_DISPLAY_GET_CONTRAST:
		val = disp->contrast;
		err = d->max_contrast ? 0 : -ENOTTY;
		mutex_unlock(&disp->lock);
		if (!err && put_user(val, (u32 __user *)argp))
			err = -EFAULT;
		return err;
	case LIRC_DISPLAY_SET_CONTRAST:
		if (!d->max_contrast)
			err = -ENOTTY;
		else if (!(file->f_mode & FMODE_WRITE))
			err = -EBADF;
		else
			err = lirc_display_do_contrast(disp, val);
		break;
	case LIRC_DISPLAY_CLEAR:
		if (d->kind == LIRC_DISPLAY_PACKET && !disp->ops.clear)
			err = -ENOTTY;
		else if (!(file->f_mode & FMODE_WRITE))
			err = -EBADF;
		else
			err = lirc_display_do_clear(disp);
		break;
	default:
		err = -ENOTTY;
		break;
	}
	mutex_unlock(&disp->lock);
	return err;
}

static const struct file_operations lirc_display_fops = {
	.owner		= THIS_MODULE,
	.open		= lirc_display_open,
	.release	= lirc_display_release,
	.write		= lirc_display_write,
	.unlocked_ioctl	= lirc_display_ioctl,
	.compat_ioctl	= compat_ptr_ioctl,
};

static struct lirc_display *to_display(struct device *dev)
{
	return container_of(dev, struct lirc_display, dev);
}

static ssize_t type_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	return sysfs_emit(buf, "%s\n", to_display(dev)->desc.kind ==
			  LIRC_DISPLAY_TEXT ? "text" : "packet");
}
static DEVICE_ATTR_RO(type);

static ssize_t geometry_show(struct device *dev,
			     struct device_attribute *attr, char *buf)
{
	struct lirc_display *disp = to_display(dev);

	return sysfs_emit(buf, "%ux%u\n", disp->desc.columns, disp->desc.rows);
}
static DEVICE_ATTR_RO(geometry);

static ssize_t packet_size_show(struct device *dev,
				struct device_attribute *attr, char *buf)
{
	return sysfs_emit(buf, "%u\n", to_display(dev)->desc.packet_size);
}
static DEVICE_ATTR_RO(packet_size);

static ssize_t message_show(struct device *dev, struct device_attribute *attr,
			    char *buf)
{
	struct lirc_display *disp = to_display(dev);
	unsigned int cols = disp->desc.columns, r;
	u8 frame[LIRC_DISPLAY_MAX_CELLS];
	ssize_t len = 0;

	spin_lock(&disp->frame_lock);
	memcpy(frame, disp->frame, lirc_display_frame_size(&disp->desc));
	spin_unlock(&disp->frame_lock);
	for (r = 0; r < disp->desc.rows; r++) {
		memcpy(buf + len, frame + r * cols, cols);
		len += cols;
		buf[len++] = '\n';
	}
	return len;
}

static ssize_t message_store(struct device *dev, struct device_attribute *attr,
			     const char *buf, size_t count)
{
	struct lirc_display *disp = to_display(dev);
	u8 frame[LIRC_DISPLAY_MAX_CELLS];
	int err;

	err = lirc_display_parse_message(buf, count, disp->desc.columns,
					 disp->desc.rows, frame);
	if (err) {
		dev_dbg_ratelimited(dev, "message: the text does not fit %ux%u\n",
				    disp->desc.columns, disp->desc.rows);
		return err;
	}
	err = lirc_display_lock(disp);
	if (err)
		return err;
	if (disp->writer)	/* a program drives the display */
		err = -EBUSY;
	else
		err = lirc_display_show(disp, frame);
	mutex_unlock(&disp->lock);
	return err ? err : count;
}
static DEVICE_ATTR_RW(message);

static ssize_t contrast_show(struct device *dev, struct device_attribute *attr,
			     char *buf)
{
	struct lirc_display *disp = to_display(dev);
	unsigned int val;

	mutex_lock(&disp->lock);
	val = disp->contrast;
	mutex_unlock(&disp->lock);
	return sysfs_emit(buf, "%u\n", val);
}

static ssize_t contrast_store(struct device *dev, struct device_attribute *attr,
			      const char *buf, size_t count)
{
	struct lirc_display *disp = to_display(dev);
	unsigned int val;
	int err;

	err = kstrtouint(buf, 0, &val);
	if (err) {
		dev_dbg_ratelimited(dev, "contrast: not a number\n");
		return err;
	}
	err = lirc_display_lock(disp);
	if (err)
		return err;
	err = lirc_display_do_contrast(disp, val);
	mutex_unlock(&disp->lock);
	return err ? err : count;
}
static DEVICE_ATTR_RW(contrast);

static ssize_t clear_store(struct device *dev, struct device_attribute *attr,
			   const char *buf, size_t count)
{
	struct lirc_display *disp = to_display(dev);
	int err;

	err = lirc_display_lock(disp);
	if (err)
		return err;
	err = disp->writer ? -EBUSY : lirc_display_do_clear(disp);
	mutex_unlock(&disp->lock);
	return err ? err : count;
}
static DEVICE_ATTR_WO(clear);

static umode_t lirc_display_attr_visible(struct kobject *kobj,
					 struct attribute *attr, int n)
{
	struct lirc_display *disp = to_display(kobj_to_dev(kobj));
	bool text = disp->desc.kind == LIRC_DISPLAY_TEXT;

	if (attr == &dev_attr_message.attr && !text)
		return 0;
	if (attr == &dev_attr_packet_size.attr && text)
		return 0;
	if (attr == &dev_attr_contrast.attr && !disp->desc.max_contrast)
		return 0;
	if (attr == &dev_attr_clear.attr && !text && !disp->ops.clear)
		return 0;
	return attr->mode;
}

static struct attribute *lirc_display_attrs[] = {
	&dev_attr_type.attr,
	&dev_attr_geometry.attr,
	&dev_attr_packet_size.attr,
	&dev_attr_message.attr,
	&dev_attr_contrast.attr,
	&dev_attr_clear.attr,
	NULL
};

static const struct attribute_group lirc_display_group = {
	.attrs = lirc_display_attrs,
	.is_visible = lirc_display_attr_visible,
};

static const struct attribute_group *lirc_display_groups[] = {
	&lirc_display_group,
	NULL
};

static void lirc_display_dev_release(struct device *dev)
{
	struct lirc_display *disp = to_display(dev);

	if (dev->devt && !disp->minor_freed)
		ida_free(&lirc_display_ida, MINOR(dev->devt));
	kfree(disp->frame);
	kfree(disp->restore_buf);
	kfree(disp);
}

/**
 * lirc_display_register() - create /dev/lcdN for a display
 * @parent: the device the display belongs to (a USB interface: udev rules
 *	match its attributes); the node's sysfs parent
 * @desc: the display; copied, with its ops
 * @priv: the driver's data, for lirc_display_priv()
 *
 * N is the lowest free index, from 0. The display starts blank; the
 * driver has already initialised it. Process context.
 *
 * Return: the display, or an ERR_PTR: -EINVAL for a bad @desc, -ENOSPC
 * when LIRC_DISPLAY_MAX displays exist, -ENOMEM.
 */
struct lirc_display *lirc_display_register(struct device *parent,
					   const struct lirc_display_desc *desc,
					   void *priv)
{
	struct lirc_display *disp;
	size_t size;
	int minor, err;

	if (!lirc_display_desc_valid(desc)) {
		dev_err(parent, "display: invalid description\n");
		return ERR_PTR(-EINVAL);
	}
	disp = kzalloc(sizeof(*disp), GFP_KERNEL);
	if (!disp)
		return ERR_PTR(-ENOMEM);
	disp->desc = *desc;
	disp->ops = *desc->ops;
	disp->desc.ops = &disp->ops;
	disp->priv = priv;
	disp->contrast = desc->contrast;
	mutex_init(&disp->lock);
	spin_lock_init(&disp->frame_lock);
	device_initialize(&disp->dev);
	disp->dev.class = lirc_display_class;
	disp->dev.parent = parent;
	disp->dev.groups = lirc_display_groups;
	disp->dev.release = lirc_display_dev_release;
	cdev_init(&disp->cdev, &lirc_display_fops);
	disp->cdev.owner = THIS_MODULE;

	/* From here on the release function frees everything. */
	size = lirc_display_frame_size(desc);
	disp->frame = kmalloc(max_t(size_t, size, 1), GFP_KERNEL);
	disp->restore_buf = kmalloc(max_t(size_t, size, 1), GFP_KERNEL);
	if (!disp->frame || !disp->restore_buf) {
		err = -ENOMEM;
		goto err_put;
	}
	if (desc->kind == LIRC_DISPLAY_TEXT)
		memset(disp->frame, ' ', size);
	minor = ida_alloc_max(&lirc_display_ida, LIRC_DISPLAY_MAX - 1,
			      GFP_KERNEL);
	if (minor < 0) {
		err = minor;
		goto err_put;
	}
	disp->dev.devt = MKDEV(MAJOR(lirc_display_base), minor);
	err = dev_set_name(&disp->dev, "lcd%d", minor);
	if (err)
		goto err_put;
	disp->registered = true;
	err = cdev_device_add(&disp->cdev, &disp->dev);
	if (err)
		goto err_put;
	dev_info(&disp->dev, "%s display %ux%u registered\n",
		 desc->kind == LIRC_DISPLAY_TEXT ? "text" : "packet",
		 desc->columns, desc->rows);
	return disp;

err_put:
	dev_err(parent, "display: cannot register: %d\n", err);
	put_device(&disp->dev);
	return ERR_PTR(err);
}
EXPORT_SYMBOL_GPL(lirc_display_register);

/**
 * lirc_display_unregister() - remove a display
 * @disp: a display from lirc_display_register()
 *
 * Waits for the op in progress, if any; when this returns no op runs any
 * more and the driver may free its data. Open files stay valid: every
 * call but close() fails with -ENODEV. Stop the device's I/O first (the
 * op in progress then ends quickly). Process context.
 */
void lirc_display_unregister(struct lirc_display *disp)
{
	mutex_lock(&disp->lock);
	WRITE_ONCE(disp->registered, false);
	mutex_unlock(&disp->lock);
	cdev_device_del(&disp->cdev, &disp->dev);
	/* The node is gone: its index is free for the next display. */
	ida_free(&lirc_display_ida, MINOR(disp->dev.devt));
	disp->minor_freed = true;
	dev_dbg(&disp->dev, "unregistered\n");
	put_device(&disp->dev);
}
EXPORT_SYMBOL_GPL(lirc_display_unregister);

/**
 * lirc_display_priv() - the driver's data of a display
 * @disp: the display
 *
 * Return: the @priv given to lirc_display_register().
 */
void *lirc_display_priv(struct lirc_display *disp)
{
	return disp->priv;
}
EXPORT_SYMBOL_GPL(lirc_display_priv);

/**
 * lirc_display_restore() - show the kept frame again
 * @disp: a registered display
 *
 * For the driver's resume and reset paths, after the device lost what it
 * showed: a text display gets the contrast set through the class and the
 * last frame; a packet display gets the kept packets in slot order (its
 * set_contrast and clear keep theirs with lirc_display_keep()). It does not
 * take the display's mutex: it may run inside a writer's op, when that op
 * woke the device. So the driver calls it only between register and
 * unregister, never concurrently with itself, and with the device's other
 * transfers held back while it runs (the ops' transfers of a writer wait
 * for it). Process context.
 *
 * Return: 0 or the first op's error.
 */
int lirc_display_restore(struct lirc_display *disp)
{
	unsigned int size = disp->desc.packet_size, slot;
	bool have, contrast_set;
	unsigned int contrast;
	u64 valid;
	int err = 0;

	if (!READ_ONCE(disp->registered))
		return 0;
	spin_lock(&disp->frame_lock);
	memcpy(disp->restore_buf, disp->frame,
	       lirc_display_frame_size(&disp->desc));
	have = disp->have_frame;
	valid = disp->valid;
	spin_unlock(&disp->frame_lock);
	contrast = READ_ONCE(disp->contrast);
	contrast_set = READ_ONCE(disp->contrast_set);

	/* A packet display keeps its contrast packet in a slot. */
	if (contrast_set && disp->desc.kind == LIRC_DISPLAY_TEXT &&
	    disp->ops.set_contrast)
		err = disp->ops.set_contrast(disp, contrast);
	if (!err && disp->desc.kind == LIRC_DISPLAY_TEXT && have)
		err = disp->ops.show(disp, disp->restore_buf);
	for (slot = 0; !err && slot < disp->desc.slots; slot++)
		if (valid & BIT_ULL(slot))
			err = disp->ops.send(disp, disp->restore_buf + slot * size);
	return err;
}
EXPORT_SYMBOL_GPL(lirc_display_restore);

/**
 * lirc_display_contrast() - the display's contrast
 * @disp: a registered display
 *
 * For a display whose contrast travels with its frames: its show op
 * reads the contrast here. Any context.
 *
 * Return: the contrast last set (the initial one until then).
 */
unsigned int lirc_display_contrast(struct lirc_display *disp)
{
	return READ_ONCE(disp->contrast);
}
EXPORT_SYMBOL_GPL(lirc_display_contrast);

/**
 * lirc_display_set_clock() - set the device's clock
 * @disp: a display whose ops have set_clock
 * @time: the setting
 *
 * Serialised with the display's writer: refused while a file is open for
 * writing (the clock shows only while no program drives the display).
 *
 * Return: 0, -EINVAL for an invalid @time, -EBUSY while the display is
 * open for writing, -EOPNOTSUPP without set_clock, -ENODEV after
 * unregister, -ERESTARTSYS, or the op's error.
 */
int lirc_display_set_clock(struct lirc_display *disp,
			   const struct lirc_display_time *time)
{
	int err;

	if (lirc_display_check_time(time))
		return -EINVAL;
	err = lirc_display_lock(disp);
	if (err)
		return err;
	if (!disp->ops.set_clock)
		err = -EOPNOTSUPP;
	else if (disp->writer)
		err = -EBUSY;
	else
		err = disp->ops.set_clock(disp, time);
	mutex_unlock(&disp->lock);
	return err;
}
EXPORT_SYMBOL_GPL(lirc_display_set_clock);

int lirc_display_init(void)
{
	int err;

	lirc_display_class = lirc_class_create(LIRC_DISPLAY_CLASS);
	if (IS_ERR(lirc_display_class))
		return PTR_ERR(lirc_display_class);
	err = alloc_chrdev_region(&lirc_display_base, 0, LIRC_DISPLAY_MAX,
				  LIRC_DISPLAY_CLASS);
	if (err)
		class_destroy(lirc_display_class);
	return err;
}

void lirc_display_exit(void)
{
	unregister_chrdev_region(lirc_display_base, LIRC_DISPLAY_MAX);
	class_destroy(lirc_display_class);
}
