// SPDX-License-Identifier: GPL-2.0
/*
 * lirc_atiusb: ATI Remote Wonder and X10 RF receivers (RW1), the ATI
 * Remote Wonder II (RW2) and the Xbox DVD Movie Playback Kit.
 *
 * Each family is a row of the model table; the core's USB driver model
 * does the rest. The frames are decoded by the pure functions of
 * atiusb_decode.c. The RW2's keys come from interface 1, its stick from
 * interface 0: the model's companion interface, one receiver. What the
 * 2008 driver took as module parameters for every device are settings of
 * each receiver, attributes of its USB interface.
 */

#include <linux/module.h>
#include <linux/usb.h>

#include "atiusb_decode.h"
#include "lirc_usb.h"

enum atiusb_family {
	ATIUSB_RW1,
	ATIUSB_RW2,
	ATIUSB_XBOX,
};

/**
 * struct atiusb_model - a row of the model table
 * @info: what the core needs
 * @family: how its frames read
 */
struct atiusb_model {
	struct lirc_usb_info info;
	enum atiusb_family family;
};

/**
 * struct atiusb - one receiver
 * @model: its row
 * @set: its settings: written by the sysfs stores with WRITE_ONCE(), read
 *	by the receive path with READ_ONCE() (each frame takes a snapshot)
 * @st: what the decoders remember; only the receive hooks and
 *	atiusb_start() touch it, which the core runs one at a time under its
 *	receive lock
 * @set_lock: serialises repeat_window_ms stores (the window and the
 *	core's key-up time change together); the other settings are single
 *	WRITE_ONCE() stores
 */
struct atiusb {
	const struct atiusb_model *model;
	struct atiusb_settings set;
	struct atiusb_state st;
	struct mutex set_lock;		/* see @set_lock above */
};

static struct atiusb *atiusb_of(struct lirc_usb *lu)
{
	return lirc_usb_priv(lu);
}

static int atiusb_bind(struct lirc_usb *lu)
{
	struct atiusb *at = atiusb_of(lu);

	at->model = container_of(lirc_usb_model(lu), struct atiusb_model, info);
	at->set = (struct atiusb_settings){
		.channel_mask = ATIUSB_ALL_CHANNELS,
		.window_ms = ATIUSB_WINDOW_MS,
		.mode_keys = ATIUSB_MODE_KEYS_SWITCH,
		.key_states = ATIUSB_STATES_HOLD,
	};
	at->st.mode = ATIUSB_NO_MODE;
	mutex_init(&at->set_lock);
	return 0;
}

/*
 * RW1/X10: the two packets that make the receiver report; a receiver that
 * never takes them is still bound (it may report anyway), with a warning.
 */
static int atiusb_reset(struct lirc_usb *lu)
{
	static const u8 init1[] = { 0x80, 0x01, 0x00, 0x20, 0x14 };
	static const u8 init2[] = { 0x80, 0x01, 0x00, 0x20, 0x14, 0x20, 0x20, 0x20 };
	struct device *dev = &lirc_usb_intf(lu)->dev;
	int err;

	if (!lirc_usb_can_send(lu, sizeof(init2))) {
		dev_warn(dev, "no OUT endpoint for its init packets: the receiver may stay silent\n");
		return 0;
	}
	err = lirc_usb_send(lu, init1, sizeof(init1), 0);
	if (!err)
		err = lirc_usb_send(lu, init2, sizeof(init2), 0);
	if (err)
		dev_warn(dev, "init packets not taken (%d): the receiver may stay silent\n",
			 err);
	return 0;
}

/* A new stream: no pad direction is held. */
static void atiusb_start(struct lirc_usb *lu)
{
	atiusb_of(lu)->st.move_code = 0;
}

static void atiusb_settings(struct atiusb *at, struct atiusb_settings *set)
{
	set->channel_mask = READ_ONCE(at->set.channel_mask);
	set->channel_in_code = READ_ONCE(at->set.channel_in_code);
	set->window_ms = READ_ONCE(at->set.window_ms);
	set->deadzone = READ_ONCE(at->set.deadzone);
	set->mode_keys = READ_ONCE(at->set.mode_keys);
	set->key_states = READ_ONCE(at->set.key_states);
}

static void atiusb_report(struct lirc_usb *lu, const struct atiusb_event *ev,
			  const u8 *buf, unsigned int len)
{
	struct lirc_device *ld = lirc_usb_lirc(lu);
	const u8 *lc = ev->has_lc ? ev->lirccode : NULL;

	switch (ev->kind) {
	case ATIUSB_NONE:
		break;
	case ATIUSB_KEY:
		lirc_rx_scancode_lirccode(ld, ev->proto, ev->scancode,
					  ev->toggle, lc);
		break;
	case ATIUSB_RELEASE:
		lirc_rx_keyup(ld);
		break;
	case ATIUSB_MOVE:
		lirc_rx_pointer(ld, ev->dx, ev->dy);
		break;
	case ATIUSB_BUTTON:
		lirc_rx_button(ld, ev->button, ev->down);
		break;
	case ATIUSB_LIRCCODE:
		break;
	case ATIUSB_BAD:
		dev_warn_ratelimited(&lirc_usb_intf(lu)->dev,
				     "malformed frame (%u bytes: %*ph) ignored\n",
				     len, min(len, 8U), buf);
		return;
	}
	if (lc && ev->kind != ATIUSB_KEY)
		lirc_rx_lirccode(ld, lc);
}

static void atiusb_rx(struct lirc_usb *lu, const u8 *buf, unsigned int len)
{
	struct atiusb *at = atiusb_of(lu);
	struct atiusb_settings set;
	struct atiusb_event ev;

	atiusb_settings(at, &set);
	switch (at->model->family) {
	case ATIUSB_RW1:
		atiusb_rw1_frame(buf, len, &set, &at->st, ktime_get(), &ev);
		break;
	case ATIUSB_RW2:
		atiusb_rw2_stick(buf, len, &set, &ev);
		break;
	case ATIUSB_XBOX:
		atiusb_xbox_frame(buf, len, &ev);
		break;
	}
	atiusb_report(lu, &ev, buf, len);
}

/* The RW2's key interface. */
static void atiusb_rw2_rx(struct lirc_usb *lu, const u8 *buf, unsigned int len)
{
	struct atiusb *at = atiusb_of(lu);
	struct atiusb_settings set;
	struct atiusb_event ev;

	atiusb_settings(at, &set);
	atiusb_rw2_key(buf, len, &set, &at->st, &ev);
	atiusb_report(lu, &ev, buf, len);
}

/* ---- settings: attributes of the USB interface ---- */

static struct lirc_usb *atiusb_lu(struct device *dev)
{
	return lirc_usb_of(to_usb_interface(dev));
}

static ssize_t channel_mask_show(struct device *dev,
				 struct device_attribute *attr, char *buf)
{
	return sysfs_emit(buf, "0x%04x\n",
			  READ_ONCE(atiusb_of(atiusb_lu(dev))->set.channel_mask));
}

static ssize_t channel_mask_store(struct device *dev,
				  struct device_attribute *attr,
				  const char *buf, size_t count)
{
	u16 mask;

	if (kstrtou16(buf, 0, &mask)) {
		dev_dbg_ratelimited(dev, "channel_mask: 0x0000..0xffff\n");
		return -EINVAL;
	}
	WRITE_ONCE(atiusb_of(atiusb_lu(dev))->set.channel_mask, mask);
	return count;
}
static DEVICE_ATTR_RW(channel_mask);

static ssize_t channel_in_code_show(struct device *dev,
				    struct device_attribute *attr, char *buf)
{
	return sysfs_emit(buf, "%d\n",
			  READ_ONCE(atiusb_of(atiusb_lu(dev))->set.channel_in_code));
}

static ssize_t channel_in_code_store(struct device *dev,
				     struct device_attribute *attr,
				     const char *buf, size_t count)
{
	bool on;

	if (kstrtobool(buf, &on)) {
		dev_dbg_ratelimited(dev, "channel_in_code: 0 or 1\n");
		return -EINVAL;
	}
	WRITE_ONCE(atiusb_of(atiusb_lu(dev))->set.channel_in_code, on);
	return count;
}
static DEVICE_ATTR_RW(channel_in_code);

static ssize_t repeat_window_ms_show(struct device *dev,
				     struct device_attribute *attr, char *buf)
{
	return sysfs_emit(buf, "%u\n",
			  READ_ONCE(atiusb_of(atiusb_lu(dev))->set.window_ms));
}

static ssize_t repeat_window_ms_store(struct device *dev,
				      struct device_attribute *attr,
				      const char *buf, size_t count)
{
	struct lirc_usb *lu = atiusb_lu(dev);
	struct atiusb *at = atiusb_of(lu);
	unsigned int ms;

	if (kstrtouint(buf, 0, &ms) || ms < ATIUSB_WINDOW_MIN_MS ||
	    ms > ATIUSB_WINDOW_MAX_MS) {
		dev_dbg_ratelimited(dev, "repeat_window_ms: %u..%u\n",
				    ATIUSB_WINDOW_MIN_MS, ATIUSB_WINDOW_MAX_MS);
		return -EINVAL;
	}
	mutex_lock(&at->set_lock);
	WRITE_ONCE(at->set.window_ms, ms);
	lirc_set_keyup_ms(lirc_usb_lirc(lu), ms);
	mutex_unlock(&at->set_lock);
	return count;
}
static DEVICE_ATTR_RW(repeat_window_ms);

static ssize_t mouse_deadzone_show(struct device *dev,
				   struct device_attribute *attr, char *buf)
{
	return sysfs_emit(buf, "%u\n",
			  READ_ONCE(atiusb_of(atiusb_lu(dev))->set.deadzone));
}

static ssize_t mouse_deadzone_store(struct device *dev,
				    struct device_attribute *attr,
				    const char *buf, size_t count)
{
	unsigned int dz;

	if (kstrtouint(buf, 0, &dz) || dz > ATIUSB_DEADZONE_MAX) {
		dev_dbg_ratelimited(dev, "mouse_deadzone: 0..%u\n",
				    ATIUSB_DEADZONE_MAX);
		return -EINVAL;
	}
	WRITE_ONCE(atiusb_of(atiusb_lu(dev))->set.deadzone, dz);
	return count;
}
static DEVICE_ATTR_RW(mouse_deadzone);

static const char * const atiusb_mode_keys_names[] = {
	[ATIUSB_MODE_KEYS_IGNORE] = "ignore",
	[ATIUSB_MODE_KEYS_SWITCH] = "switch",
	[ATIUSB_MODE_KEYS_RAW] = "raw",
};

static const char * const atiusb_key_states_names[] = {
	[ATIUSB_STATES_HOLD] = "hold",
	[ATIUSB_STATES_UPDOWN] = "updown",
	[ATIUSB_STATES_RAW] = "raw",
};

/* "a [b] c": the choices, the current one in brackets. */
static ssize_t atiusb_show_choice(char *buf, const char * const *names,
				  unsigned int n, unsigned int cur)
{
	ssize_t len = 0;
	unsigned int i;

	for (i = 0; i < n; i++)
		len += sysfs_emit_at(buf, len, i == cur ? "%s[%s]" : "%s%s",
				     i ? " " : "", names[i]);
	return len + sysfs_emit_at(buf, len, "\n");
}

static ssize_t mode_keys_show(struct device *dev,
			      struct device_attribute *attr, char *buf)
{
	return atiusb_show_choice(buf, atiusb_mode_keys_names,
				  ARRAY_SIZE(atiusb_mode_keys_names),
				  READ_ONCE(atiusb_of(atiusb_lu(dev))->set.mode_keys));
}

static ssize_t mode_keys_store(struct device *dev,
			       struct device_attribute *attr,
			       const char *buf, size_t count)
{
	int i = sysfs_match_string(atiusb_mode_keys_names, buf);

	if (i < 0) {
		dev_dbg_ratelimited(dev, "mode_keys: ignore, switch or raw\n");
		return -EINVAL;
	}
	WRITE_ONCE(atiusb_of(atiusb_lu(dev))->set.mode_keys, i);
	return count;
}
static DEVICE_ATTR_RW(mode_keys);

static ssize_t key_states_show(struct device *dev,
			       struct device_attribute *attr, char *buf)
{
	return atiusb_show_choice(buf, atiusb_key_states_names,
				  ARRAY_SIZE(atiusb_key_states_names),
				  READ_ONCE(atiusb_of(atiusb_lu(dev))->set.key_states));
}

static ssize_t key_states_store(struct device *dev,
				struct device_attribute *attr,
				const char *buf, size_t count)
{
	int i = sysfs_match_string(atiusb_key_states_names, buf);

	if (i < 0) {
		dev_dbg_ratelimited(dev, "key_states: hold, updown or raw\n");
		return -EINVAL;
	}
	WRITE_ONCE(atiusb_of(atiusb_lu(dev))->set.key_states, i);
	return count;
}
static DEVICE_ATTR_RW(key_states);

static struct attribute *atiusb_attrs[] = {
	&dev_attr_channel_mask.attr,
	&dev_attr_channel_in_code.attr,
	&dev_attr_repeat_window_ms.attr,
	&dev_attr_mouse_deadzone.attr,
	&dev_attr_mode_keys.attr,
	&dev_attr_key_states.attr,
	NULL
};

/* Each family's settings, on its main interface only. */
static umode_t atiusb_attr_visible(struct kobject *kobj, struct attribute *attr,
				   int n)
{
	struct usb_interface *intf = to_usb_interface(kobj_to_dev(kobj));
	struct lirc_usb *lu = lirc_usb_of(intf);
	enum atiusb_family f = atiusb_of(lu)->model->family;

	if (lirc_usb_intf(lu) != intf)
		return 0;
	if (attr == &dev_attr_channel_mask.attr ||
	    attr == &dev_attr_channel_in_code.attr)
		return f != ATIUSB_XBOX ? attr->mode : 0;
	if (attr == &dev_attr_repeat_window_ms.attr)
		return f != ATIUSB_RW2 ? attr->mode : 0;
	return f == ATIUSB_RW2 ? attr->mode : 0;
}

static const struct attribute_group atiusb_group = {
	.attrs = atiusb_attrs,
	.is_visible = atiusb_attr_visible,
};
__ATTRIBUTE_GROUPS(atiusb);

/* ---- the model table ---- */

static const struct atiusb_model atiusb_rw1 = {
	.info = {
		.name = "ATI/X10 RF remote receiver",
		.rx_type = LIRC_RX_SCANCODE,
		.keymap = &atiusb_x10_keymap,
		.keyup_ms = ATIUSB_WINDOW_MS,
		.pointer = true,
		.lirccode_bits = ATIUSB_RW1_LIRCCODE_BITS,
		.priv_size = sizeof(struct atiusb),
		.bind = atiusb_bind,
		.reset = atiusb_reset,
		.start = atiusb_start,
		.rx = atiusb_rx,
	},
	.family = ATIUSB_RW1,
};

static const struct atiusb_model atiusb_rw2 = {
	.info = {
		.name = "ATI Remote Wonder II",
		.rx_type = LIRC_RX_SCANCODE,
		.companion = 1,
		.companion_needed = true,
		.keymap = &atiusb_rw2_keymap,
		.keyup_ms = ATIUSB_RW2_KEYUP_MS,
		.pointer = true,
		.lirccode_bits = ATIUSB_RW2_LIRCCODE_BITS,
		.priv_size = sizeof(struct atiusb),
		.bind = atiusb_bind,
		.start = atiusb_start,
		.rx = atiusb_rx,
		.companion_rx = atiusb_rw2_rx,
	},
	.family = ATIUSB_RW2,
};

static const struct atiusb_model atiusb_xbox = {
	.info = {
		.name = "Xbox DVD Movie Playback Kit IR",
		.rx_type = LIRC_RX_SCANCODE,
		.keymap = &atiusb_xbox_keymap,
		.keyup_ms = ATIUSB_WINDOW_MS,
		.lirccode_bits = ATIUSB_XBOX_LIRCCODE_BITS,
		.priv_size = sizeof(struct atiusb),
		.bind = atiusb_bind,
		.start = atiusb_start,
		.rx = atiusb_rx,
	},
	.family = ATIUSB_XBOX,
};

#define ATIUSB_ID(v, p, m) \
	{ USB_DEVICE(v, p), .driver_info = (kernel_ulong_t)&(m).info }

static const struct usb_device_id atiusb_ids[] = {
	ATIUSB_ID(0x0bc7, 0x0002, atiusb_rw1),	/* X10 USB Firecracker */
	ATIUSB_ID(0x0bc7, 0x0003, atiusb_rw1),	/* X10 VGA Video Sender */
	ATIUSB_ID(0x0bc7, 0x0004, atiusb_rw1),	/* ATI Remote Wonder */
	ATIUSB_ID(0x0bc7, 0x0005, atiusb_rw1),	/* NVIDIA (ATI) receiver */
	ATIUSB_ID(0x0bc7, 0x0006, atiusb_rw1),	/* ATI receiver */
	ATIUSB_ID(0x0bc7, 0x0007, atiusb_rw1),	/* X10 transceivers */
	ATIUSB_ID(0x0bc7, 0x0008, atiusb_rw1),
	ATIUSB_ID(0x0bc7, 0x0009, atiusb_rw1),
	ATIUSB_ID(0x0bc7, 0x000a, atiusb_rw1),
	ATIUSB_ID(0x0bc7, 0x000b, atiusb_rw1),
	ATIUSB_ID(0x0bc7, 0x000c, atiusb_rw1),
	ATIUSB_ID(0x0bc7, 0x000d, atiusb_rw1),
	ATIUSB_ID(0x0bc7, 0x000e, atiusb_rw1),
	ATIUSB_ID(0x0bc7, 0x000f, atiusb_rw1),
	ATIUSB_ID(0x0471, 0x0602, atiusb_rw2),	/* ATI Remote Wonder II */
	ATIUSB_ID(0x0471, 0x0603, atiusb_rw2),
	ATIUSB_ID(0x040b, 0x6521, atiusb_xbox),	/* Gamester Xbox DVD kit */
	ATIUSB_ID(0x045e, 0x0284, atiusb_xbox),	/* Microsoft Xbox DVD kit */
	{ }
};
MODULE_DEVICE_TABLE(usb, atiusb_ids);

static struct usb_driver atiusb_driver = {
	.name = "lirc_atiusb",
	.id_table = atiusb_ids,
	.dev_groups = atiusb_groups,
	LIRC_USB_DRIVER_OPS,
};

static int __init atiusb_init(void)
{
	atiusb_rw2_keymap_fill();
	return usb_register(&atiusb_driver);
}
module_init(atiusb_init);

static void __exit atiusb_exit(void)
{
	usb_deregister(&atiusb_driver);
}
module_exit(atiusb_exit);

MODULE_DESCRIPTION("ATI/X10 RF remote receivers, ATI Remote Wonder II, Xbox DVD kit");
MODULE_LICENSE("GPL");
