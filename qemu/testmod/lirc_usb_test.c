// SPDX-License-Identifier: GPL-2.0
/*
 * lirc_usb_test: a test-only driver on the core's USB model, for usbemu's
 * "outtest" (1209:0001) and "alwayson" (1209:0002) devices. Guest tests
 * drive the core's OUT and control helpers, its hooks and its IN stream
 * through it; it is not a product driver.
 *
 * Both models are raw receivers: each byte B of an IN transfer is reported
 * as lirc_rx_raw(LIRC_RAW_PULSE, 100 + B), and counted.
 *
 * outtest is also a transmitter. Its tx hook sends the durations as
 * little-endian 16-bit values in microseconds, 4 per OUT packet of 8 bytes
 * (the last packet holds the rest); a duration over 65535 us is refused
 * with -EINVAL. set_tx_carrier sends "CARR" and the carrier in Hz as a
 * little-endian 32-bit value. Its reset hook sends the 4-byte packet
 * "INIT", with a 500 ms timeout, at probe, after a reset-resume and after
 * a USB reset; if that fails, the probe fails (or the core retries).
 *
 * alwayson streams from probe to disconnect, has a fixed receive timeout
 * of 100000 us (min = max) and no transmitter.
 *
 * Per interface, in /sys/kernel/debug/lirc_usb_test/<interface>/:
 *   out	write "TIMEOUT_MS HEX": lirc_usb_send(); the write returns
 *		its error. TIMEOUT_MS 0 means the core's default.
 *   ctrl	write "TIMEOUT_MS TYPE REQUEST VALUE INDEX [HEX]" (all but
 *		TIMEOUT_MS in hex): lirc_usb_control_out()
 *   code	write "PROTO SCANCODE [TOGGLE]": PROTO a decimal enum rc_proto,
 *		SCANCODE a hexadecimal 64-bit value (0x optional), TOGGLE 0
 *		or 1 (default 0): lirc_rx_scancode() on the interface's lirc
 *		device, as a decoding receiver's driver would call it. PROTO
 *		is passed on unchecked, so the core's own checks are exercised.
 *   rx		bytes received on the IN endpoint so far
 */

#include <linux/debugfs.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/usb.h>

#include "lirc_compat.h"
#include "lirc_usb.h"

#define TEST_INIT_TIMEOUT_MS	500
#define TEST_OUT_PACKET		8

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

/* Copy a short line from user space into @buf, NUL-terminated. */
static int test_get_line(char *buf, size_t size, const char __user *ubuf,
			 size_t count)
{
	if (count >= size)
		return -EINVAL;
	if (copy_from_user(buf, ubuf, count))
		return -EFAULT;
	buf[count] = 0;
	return 0;
}

static ssize_t test_write(struct file *file, const char __user *ubuf,
			  size_t count, loff_t *ppos, bool ctrl)
{
	struct lirc_usb *lu = file->private_data;
	unsigned int timeout, type, req, value, index;
	char buf[200], hex[140] = "";
	u8 data[64];
	int n, err;

	err = test_get_line(buf, sizeof(buf), ubuf, count);
	if (err)
		return err;
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

static ssize_t code_write(struct file *file, const char __user *ubuf,
			  size_t count, loff_t *ppos)
{
	struct lirc_usb *lu = file->private_data;
	unsigned int proto, toggle = 0;
	char buf[64];
	u64 scancode;
	int err;

	err = test_get_line(buf, sizeof(buf), ubuf, count);
	if (err)
		return err;
	if (sscanf(buf, "%u %llx %u", &proto, &scancode, &toggle) < 2 ||
	    toggle > 1)
		return -EINVAL;
	lirc_rx_scancode(lirc_usb_lirc(lu), proto, scancode, toggle);
	return count;
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

static const struct file_operations code_fops = {
	.owner = THIS_MODULE,
	.open = simple_open,
	.write = code_write,
};

static int test_bind(struct lirc_usb *lu)
{
	struct test_priv *tp = lirc_usb_priv(lu);

	tp->dir = debugfs_create_dir(dev_name(&lirc_usb_intf(lu)->dev), test_root);
	debugfs_create_file("out", 0200, tp->dir, lu, &out_fops);
	debugfs_create_file("ctrl", 0200, tp->dir, lu, &ctrl_fops);
	debugfs_create_file("code", 0200, tp->dir, lu, &code_fops);
	debugfs_create_atomic_t("rx", 0444, tp->dir, &tp->rx_bytes);
	return 0;
}

/*
 * Waits for writers still in the files: their transfers are bounded, and
 * the lirc device stays allocated until this returns.
 */
static void test_unbind(struct lirc_usb *lu)
{
	struct test_priv *tp = lirc_usb_priv(lu);

	debugfs_remove(tp->dir);
}

static int test_reset(struct lirc_usb *lu)
{
	return lirc_usb_send(lu, "INIT", 4, TEST_INIT_TIMEOUT_MS);
}

static void test_rx(struct lirc_usb *lu, const u8 *buf, unsigned int len)
{
	struct test_priv *tp = lirc_usb_priv(lu);
	unsigned int i;

	for (i = 0; i < len; i++)
		lirc_rx_raw(lirc_usb_lirc(lu), LIRC_RAW_PULSE, 100 + buf[i]);
	atomic_add(len, &tp->rx_bytes);
}

static int test_tx(struct lirc_usb *lu, const u32 *durations,
		   unsigned int count)
{
	u8 pkt[TEST_OUT_PACKET];
	unsigned int i, n = 0;
	int err;

	for (i = 0; i < count; i++) {
		if (durations[i] > U16_MAX) {
			dev_warn_ratelimited(&lirc_usb_intf(lu)->dev,
					     "tx: %u us does not fit 16 bits\n",
					     durations[i]);
			return -EINVAL;
		}
	}
	for (i = 0; i < count; i++) {
		put_unaligned_le16(durations[i], &pkt[n]);
		n += 2;
		if (n == sizeof(pkt) || i == count - 1) {
			err = lirc_usb_send(lu, pkt, n, 0);
			if (err)
				return err;
			n = 0;
		}
	}
	return 0;
}

static int test_set_tx_carrier(struct lirc_usb *lu, u32 carrier)
{
	u8 pkt[TEST_OUT_PACKET] = { 'C', 'A', 'R', 'R' };

	put_unaligned_le32(carrier, &pkt[4]);
	return lirc_usb_send(lu, pkt, sizeof(pkt), 0);
}

static const struct lirc_usb_info test_info = {
	.name = "lirc_core OUT test",
	.rx_type = LIRC_RX_RAW,
	.priv_size = sizeof(struct test_priv),
	.bind = test_bind,
	.unbind = test_unbind,
	.reset = test_reset,
	.rx = test_rx,
	.tx = test_tx,
	.set_tx_carrier = test_set_tx_carrier,
};

static const struct lirc_usb_info test_always_on_info = {
	.name = "lirc_core always-on test",
	.rx_type = LIRC_RX_RAW,
	.timeout = 100000,
	.min_timeout = 100000,
	.max_timeout = 100000,
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

MODULE_DESCRIPTION("Test driver for the lirc_core USB driver model");
MODULE_LICENSE("GPL");
