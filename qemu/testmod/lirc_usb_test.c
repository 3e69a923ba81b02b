// SPDX-License-Identifier: GPL-2.0
/*
 * lirc_usb_test: a test-only USB driver for usbemu's "outtest" (1209:0001)
 * and "alwayson" (1209:0002) models. It lets guest tests drive the core's
 * OUT and control helpers and watch its IN stream through debugfs; it is
 * not a product driver. "alwayson" is bound as an always-on model.
 *
 *   /sys/kernel/debug/lirc_usb_test/<interface>/out
 *	write "TIMEOUT_MS HEX": lirc_usb_send(); the write returns its error
 *   /sys/kernel/debug/lirc_usb_test/<interface>/ctrl
 *	write "TIMEOUT_MS TYPE REQUEST VALUE INDEX [HEX]":
 *	lirc_usb_control_out()
 *   /sys/kernel/debug/lirc_usb_test/<interface>/rx
 *	bytes received on the IN endpoint so far
 */

#include <linux/debugfs.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/usb.h>

#include "lirc_usb.h"

static struct dentry *test_root;

struct test_priv {
	struct dentry *dir;
	atomic_t rx_bytes;
};

/* Parse "TIMEOUT HEX..." style input; returns the number of data bytes. */
static int parse_hex(const char *hex, u8 *out, unsigned int max)
{
	unsigned int n = 0;

	while (*hex == ' ')
		hex++;
	while (hex[0] && hex[0] != '\n' && n < max) {
		if (hex2bin(&out[n], hex, 1))
			return -EINVAL;
		n++;
		hex += 2;
	}
	return n;
}

static ssize_t test_write(struct file *file, const char __user *ubuf,
			  size_t count, loff_t *ppos, bool ctrl)
{
	struct lirc_usb *lu = file->private_data;
	unsigned int timeout, type, req, value, index;
	char buf[200], hex[140] = "";
	u8 data[64];
	int n, err;

	if (count >= sizeof(buf))
		return -EINVAL;
	if (copy_from_user(buf, ubuf, count))
		return -EFAULT;
	buf[count] = 0;

	if (ctrl) {
		if (sscanf(buf, "%u %x %x %x %x %139s", &timeout, &type, &req,
			   &value, &index, hex) < 5)
			return -EINVAL;
	} else if (sscanf(buf, "%u %139s", &timeout, hex) != 2) {
		return -EINVAL;
	}
	n = parse_hex(hex, data, sizeof(data));
	if (n < 0)
		return n;
	if (ctrl)
		err = lirc_usb_control_out(lu, type, req, value, index, data, n,
					   timeout);
	else
		err = lirc_usb_send(lu, data, n, timeout);
	return err ? err : count;
}

static ssize_t out_write(struct file *file, const char __user *ubuf,
			 size_t count, loff_t *ppos)
{
	return test_write(file, ubuf, count, ppos, false);
}

static ssize_t ctrl_write(struct file *file, const char __user *ubuf,
			  size_t count, loff_t *ppos)
{
	return test_write(file, ubuf, count, ppos, true);
}

static const struct file_operations out_fops = {
	.owner = THIS_MODULE,
	.open = simple_open,
	.write = out_write,
};

static const struct file_operations ctrl_fops = {
	.owner = THIS_MODULE,
	.open = simple_open,
	.write = ctrl_write,
};

static int test_bind(struct lirc_usb *lu)
{
	struct test_priv *tp = lirc_usb_priv(lu);

	tp->dir = debugfs_create_dir(dev_name(&lu->intf->dev), test_root);
	debugfs_create_file("out", 0200, tp->dir, lu, &out_fops);
	debugfs_create_file("ctrl", 0200, tp->dir, lu, &ctrl_fops);
	debugfs_create_atomic_t("rx", 0444, tp->dir, &tp->rx_bytes);
	return 0;
}

/* Waits for writers still in the files: their transfers are bounded. */
static void test_unbind(struct lirc_usb *lu)
{
	struct test_priv *tp = lirc_usb_priv(lu);

	debugfs_remove(tp->dir);
}

static void test_rx(struct lirc_usb *lu, const u8 *buf, unsigned int len)
{
	struct test_priv *tp = lirc_usb_priv(lu);

	atomic_add(len, &tp->rx_bytes);
}

static const struct lirc_usb_info test_info = {
	.name = "lirc_core OUT test",
	.rx_type = LIRC_RX_RAW,
	.priv_size = sizeof(struct test_priv),
	.bind = test_bind,
	.unbind = test_unbind,
	.rx = test_rx,
};

static const struct lirc_usb_info test_always_on_info = {
	.name = "lirc_core always-on test",
	.rx_type = LIRC_RX_RAW,
	.priv_size = sizeof(struct test_priv),
	.always_on = true,
	.bind = test_bind,
	.unbind = test_unbind,
	.rx = test_rx,
};

static const struct usb_device_id test_ids[] = {
	{ USB_DEVICE(0x1209, 0x0001), .driver_info = (kernel_ulong_t)&test_info },
	{ USB_DEVICE(0x1209, 0x0002),
	  .driver_info = (kernel_ulong_t)&test_always_on_info },
	{ }
};
MODULE_DEVICE_TABLE(usb, test_ids);

static struct usb_driver test_driver = {
	.name = "lirc_usb_test",
	LIRC_USB_DRIVER_OPS,
	.id_table = test_ids,
};

static int __init test_init(void)
{
	int err;

	test_root = debugfs_create_dir("lirc_usb_test", NULL);
	err = usb_register(&test_driver);
	if (err)
		debugfs_remove(test_root);
	return err;
}

static void __exit test_exit(void)
{
	usb_deregister(&test_driver);
	debugfs_remove(test_root);
}

module_init(test_init);
module_exit(test_exit);

MODULE_DESCRIPTION("Test driver for the lirc_core USB OUT and control helpers");
MODULE_LICENSE("GPL");
