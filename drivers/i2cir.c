// SPDX-License-Identifier: GPL-2.0
/*
 * lirc_i2c: the IR receiver chips of TV cards on I2C.
 *
 * A TV card's bridge driver (or a user, through the adapter's sysfs
 * new_device) instantiates an I2C client by name: one of our ids names the
 * chip variant; "ir_video" and "ir_z8f0811_haup", the names Linux 6.1's
 * bridges give these chips, are resolved from the address and the bridge's
 * platform data. Each variant is a row of i2cir_chips[]: how to poll the
 * chip, a pure function that makes a code of the bytes read, its LIRCCODE
 * layout and keymap. The chips cannot interrupt: they are polled, only
 * while the receiver has a user, every poll_ms (sysfs), with back-off
 * while the adapter fails.
 */

#include <linux/i2c.h>
#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/ratelimit.h>
#include <linux/workqueue.h>

#include <media/i2c/ir-kbd-i2c.h>

#include "i2cir_decode.h"
#include "lirc_compat.h"
#include "lirc_core.h"

#define I2CIR_POLL_MS		100	/* the seed's period */
#define I2CIR_POLL_MIN_MS	10
#define I2CIR_POLL_MAX_MS	1000
#define I2CIR_BACKOFF_MAX_MS	4000

/* driver_data of the ids that do not name one row */
#define I2CIR_ID_PCF8574	100
#define I2CIR_ID_BRIDGE		101

/**
 * struct i2cir - one chip
 * @client: its I2C client
 * @chip: its variant's row
 * @ld: its lirc device
 * @poll: the poll work; queued only while @polling
 * @st: decoding state; only @poll touches it, and open before queueing it
 * @failures: failed polls in a row; only @poll and open touch it
 * @rs: limits this chip's failure and recovery messages
 * @poll_ms: the poll period; written under @set_lock, read with READ_ONCE
 * @polling: written under @set_lock by open and close; read by @poll
 * @set_lock: @poll_ms with the key-up time it sets; @polling, so that a
 *	store never queues @poll after close has cancelled it
 */
struct i2cir {
	struct i2c_client *client;
	const struct i2cir_chip *chip;
	struct lirc_device *ld;
	struct delayed_work poll;
	struct i2cir_state st;
	unsigned int failures;
	struct ratelimit_state rs;
	unsigned int poll_ms;
	bool polling;
	struct mutex set_lock;	/* see above */
};

/*
 * A code's key stays down for two periods and an RC-5 frame's repeat, or
 * until the chip reports the release (the PCF8574 boxes).
 */
static unsigned int i2cir_keyup_ms(const struct i2cir_chip *chip,
				   unsigned int poll_ms)
{
	return chip->keyup_ms ?: 2 * poll_ms + 150;
}

/* One poll's bytes into @buf; their number or a negative errno. */
static int i2cir_read(struct i2cir *ir, u8 *buf)
{
	struct i2c_client *c = ir->client;
	const struct i2cir_chip *chip = ir->chip;
	u8 zero = 0;
	int ret;

	switch (chip->xfer) {
	case I2CIR_XFER_CMD_READ:
		ret = i2c_master_send(c, &zero, 1);
		if (ret != 1)
			return ret < 0 ? ret : -EIO;
		fallthrough;
	case I2CIR_XFER_READ:
		ret = i2c_master_recv(c, buf, chip->len);
		if (ret != chip->len)
			return ret < 0 ? ret : -EIO;
		return ret;
	case I2CIR_XFER_SMBUS:
		ret = i2c_smbus_read_byte_data(c, 0x10);
		buf[0] = ret;
		if (ret < 0 || !(ret & 0x80))
			return ret < 0 ? ret : 1;
		ret = i2c_smbus_read_byte_data(c, 0x00);
		buf[1] = ret;
		return ret < 0 ? ret : 2;
	case I2CIR_XFER_PCF8574:
		ret = i2c_smbus_read_byte(c);
		if (ret >= 0)
			ret = i2c_smbus_write_byte(c, i2cir_pcf_mask(chip, ret));
		if (ret >= 0)
			ret = i2c_smbus_read_byte(c);
		buf[0] = ret;
		return ret < 0 ? ret : 1;
	}
	return -EINVAL;
}

static void i2cir_poll(struct work_struct *work)
{
	struct i2cir *ir = container_of(to_delayed_work(work), struct i2cir,
					poll);
	unsigned int delay = READ_ONCE(ir->poll_ms);
	struct i2cir_code code = { };
	u8 buf[I2CIR_MAX_READ];
	int len;

	len = i2cir_read(ir, buf);
	if (len < 0) {
		/* Nothing is made of a failed read; retried ever later. */
		ir->failures++;
		delay = min(delay << min(ir->failures, 6U), I2CIR_BACKOFF_MAX_MS);
		if (ir->failures == 1 && __ratelimit(&ir->rs))
			dev_warn(&ir->client->dev,
				 "poll failed (%d): retrying every %u ms at most\n",
				 len, I2CIR_BACKOFF_MAX_MS);
		dev_dbg(&ir->client->dev, "poll failed (%d), %u in a row\n",
			len, ir->failures);
	} else {
		if (ir->failures && __ratelimit(&ir->rs))
			dev_info(&ir->client->dev, "polls again after %u failures\n",
				 ir->failures);
		ir->failures = 0;
		switch (ir->chip->parse(&ir->st, ir->chip, buf, len, &code)) {
		case I2CIR_KEY:
			lirc_rx_scancode(ir->ld, code.proto, code.scancode,
					 code.toggle);
			break;
		case I2CIR_RELEASE:
			lirc_rx_keyup(ir->ld);
			break;
		case I2CIR_NONE:
			break;
		}
	}
	if (READ_ONCE(ir->polling))
		queue_delayed_work(system_freezable_wq, &ir->poll,
				   msecs_to_jiffies(delay));
}

static int i2cir_open(struct lirc_device *ld)
{
	struct i2cir *ir = lirc_get_drvdata(ld);

	/* Closed, the work is neither queued nor running. */
	memset(&ir->st, 0, sizeof(ir->st));
	ir->failures = 0;
	mutex_lock(&ir->set_lock);
	WRITE_ONCE(ir->polling, true);
	/* One period on: the reader that opens is attached by then. */
	queue_delayed_work(system_freezable_wq, &ir->poll,
			   msecs_to_jiffies(ir->poll_ms));
	mutex_unlock(&ir->set_lock);
	return 0;
}

static void i2cir_close(struct lirc_device *ld)
{
	struct i2cir *ir = lirc_get_drvdata(ld);

	mutex_lock(&ir->set_lock);
	WRITE_ONCE(ir->polling, false);
	mutex_unlock(&ir->set_lock);
	cancel_delayed_work_sync(&ir->poll);
}

static void i2cir_lirccode(struct lirc_device *ld, u32 proto, u64 scancode,
			   bool toggle, u8 *bytes)
{
	struct i2cir *ir = lirc_get_drvdata(ld);

	ir->chip->lirccode(scancode, toggle, bytes);
}

static const struct lirc_device_ops i2cir_ops = {
	.open = i2cir_open,
	.close = i2cir_close,
	.lirccode = i2cir_lirccode,
};

static ssize_t poll_ms_show(struct device *dev, struct device_attribute *attr,
			    char *buf)
{
	struct i2cir *ir = i2c_get_clientdata(to_i2c_client(dev));

	return sysfs_emit(buf, "%u\n", READ_ONCE(ir->poll_ms));
}

static ssize_t poll_ms_store(struct device *dev, struct device_attribute *attr,
			     const char *buf, size_t count)
{
	struct i2cir *ir = i2c_get_clientdata(to_i2c_client(dev));
	unsigned int ms;

	if (kstrtouint(buf, 10, &ms) || ms < I2CIR_POLL_MIN_MS ||
	    ms > I2CIR_POLL_MAX_MS) {
		dev_dbg_ratelimited(dev, "poll_ms: %u..%u\n",
				    I2CIR_POLL_MIN_MS, I2CIR_POLL_MAX_MS);
		return -EINVAL;
	}
	mutex_lock(&ir->set_lock);
	WRITE_ONCE(ir->poll_ms, ms);
	lirc_set_keyup_ms(ir->ld, i2cir_keyup_ms(ir->chip, ms));
	/* The new period from now (a failing chip keeps its back-off after). */
	if (ir->polling)
		mod_delayed_work(system_freezable_wq, &ir->poll,
				 msecs_to_jiffies(ms));
	mutex_unlock(&ir->set_lock);
	return count;
}
static DEVICE_ATTR_RW(poll_ms);

static struct attribute *i2cir_attrs[] = {
	&dev_attr_poll_ms.attr,
	NULL
};
ATTRIBUTE_GROUPS(i2cir);

/*
 * A PCF8574 is an IR box when the bits its IR receiver does not drive
 * follow what is written (the 2008 driver's test); the port is then left
 * as it was, its IR bits inputs. A chip that is no IR box gets back what
 * it read before (its high bits exactly; a low one may have been driven
 * from outside).
 */
static const struct i2cir_chip *i2cir_pcf_probe(struct i2c_client *c)
{
	const struct i2cir_chip *chip;
	int was, high, low;

	was = i2c_smbus_read_byte(c);
	if (was < 0) {
		dev_info(&c->dev, "no PCF8574 here (read: %d)\n", was);
		return NULL;
	}
	high = i2c_smbus_write_byte(c, 0xff);
	if (!high)
		high = i2c_smbus_read_byte(c);
	low = i2c_smbus_write_byte(c, 0x00);
	if (!low)
		low = i2c_smbus_read_byte(c);
	chip = i2cir_pcf_detect(high, low);
	if (!chip) {
		i2c_smbus_write_byte(c, was);
		dev_info(&c->dev, "no PCF8574 IR box here (read 0x%02x, %d after 0xff, %d after 0x00)\n",
			 was, high, low);
		return NULL;
	}
	if (i2c_smbus_write_byte(c, i2cir_pcf_mask(chip, was)) < 0) {
		dev_info(&c->dev, "PCF8574 IR box lost during the probe\n");
		return NULL;
	}
	return chip;
}

static const struct i2c_device_id i2cir_ids[];

static int i2cir_probe(struct i2c_client *client)
{
	const struct i2c_device_id *id = i2c_match_id(i2cir_ids, client);
	const struct IR_i2c_init_data *pd = dev_get_platdata(&client->dev);
	struct lirc_device_desc desc = { };
	const struct i2cir_chip *chip;
	struct i2cir *ir;
	int err;

	if (!id)
		return -ENODEV;
	if (id->driver_data == I2CIR_ID_PCF8574)
		chip = i2cir_pcf_probe(client);
	else if (id->driver_data == I2CIR_ID_BRIDGE)
		chip = i2cir_bridge_chip(client->addr, pd, pd ? pd->internal_get_key_func : 0,
					 pd && pd->get_key);
	else
		chip = &i2cir_chips[id->driver_data];
	if (!chip) {
		dev_info(&client->dev, "%s at 0x%02x is no chip of ours\n",
			 id->name, client->addr);
		return -ENODEV;
	}
	ir = devm_kzalloc(&client->dev, sizeof(*ir), GFP_KERNEL);
	if (!ir)
		return -ENOMEM;
	ir->client = client;
	ir->chip = chip;
	ir->poll_ms = I2CIR_POLL_MS;
	ratelimit_state_init(&ir->rs, 5 * HZ, 4);
	mutex_init(&ir->set_lock);
	INIT_DELAYED_WORK(&ir->poll, i2cir_poll);

	desc.name = chip->desc;
	desc.driver_name = KBUILD_MODNAME;
	desc.ops = &i2cir_ops;
	desc.rx_type = LIRC_RX_SCANCODE;
	desc.keymap = chip->keymap;
	desc.input_id.bustype = BUS_I2C;
	desc.input_id.product = client->addr;
	desc.keyup_ms = i2cir_keyup_ms(chip, I2CIR_POLL_MS);
	desc.lirccode_bits = chip->lirccode_bits;
	ir->ld = lirc_device_alloc(&client->dev, &desc, ir);
	if (IS_ERR(ir->ld))
		return PTR_ERR(ir->ld);
	i2c_set_clientdata(client, ir);
	err = lirc_device_register(ir->ld);
	if (err) {
		lirc_device_put(ir->ld);
		return err;
	}
	dev_info(&client->dev, "%s at 0x%02x on %s\n", chip->desc,
		 client->addr, client->adapter->name);
	return 0;
}

/*
 * Unregistering closes the device (polling has stopped when it returns)
 * and drops our reference; open files keep theirs.
 */
static void i2cir_remove(struct i2c_client *client)
{
	struct i2cir *ir = i2c_get_clientdata(client);

	lirc_device_unregister(ir->ld);
}

static const struct i2c_device_id i2cir_ids[] = {
	{ "hauppauge_ir", I2CIR_HAUPPAUGE },
	{ "hauppauge_pvr150", I2CIR_HAUPPAUGE_PVR150 },
	{ "pixelview_ir", I2CIR_PIXELVIEW },
	{ "pv951_ir", I2CIR_PV951 },
	{ "knc1_ir", I2CIR_KNC1 },
	{ "adaptec_ir", I2CIR_ADAPTEC },
	{ "pvr2000_ir", I2CIR_PVR2000 },
	{ "pcf8574_ir", I2CIR_ID_PCF8574 },
	/* The names Linux 6.1's TV bridges give these chips */
	{ "ir_video", I2CIR_ID_BRIDGE },
	{ "ir_z8f0811_haup", I2CIR_HAUPPAUGE_PVR150 },
	{ }
};
MODULE_DEVICE_TABLE(i2c, i2cir_ids);

static struct i2c_driver i2cir_driver = {
	.driver = {
		.name = "lirc_i2c",
		.dev_groups = i2cir_groups,
	},
	.LIRC_I2C_PROBE = i2cir_probe,
	.remove = i2cir_remove,
	.id_table = i2cir_ids,
};
module_i2c_driver(i2cir_driver);

MODULE_DESCRIPTION("Infrared receiver chips of TV cards on I2C");
MODULE_LICENSE("GPL");
