// SPDX-License-Identifier: GPL-2.0
/*
 * The rc view: with rc_view=1, every receiver also appears as
 * /sys/class/rc/rcN, laid out as rc-core lays out its devices, so that
 * ir-keytable, udev's 70-infrared.rules, lircd and the kernel's ir_loopback
 * selftest find it: the lirc and input devices are children of rcN, its
 * uevent carries NAME (the keymap), DRV_NAME and DEV_NAME, and its
 * `protocols` file speaks rc-core's format.
 *
 * Class "rc" belongs to rc-core, and only one module can hold it: the view
 * is off by default, and refused (with a message) when rc-core already
 * holds the class. While our view holds it, rc-core.ko cannot load.
 */

#include <linux/device.h>
#include <linux/idr.h>
#include <linux/module.h>
#include <linux/namei.h>
#include <linux/slab.h>
#include <linux/string.h>

#include <linux/lirc_core.h>

#include "lirc_compat.h"
#include "lirc_priv.h"
#include "lirc_proto.h"

#define LIRC_RCVIEW_CLASS	"rc"

static bool rc_view;
module_param(rc_view, bool, 0444);
MODULE_PARM_DESC(rc_view,
		 "Show receivers as /sys/class/rc/rcN for ir-keytable and ir_loopback; not while rc-core is loaded (default 0)");

static struct class *lirc_rcview_class;
static DEFINE_IDA(lirc_rcview_ida);

/**
 * struct lirc_rcview - a receiver's /sys/class/rc/rcN
 * @dev: the rc device, parent of the lirc and input devices
 * @ld: the receiver; valid while @dev is registered (the receiver
 *	unregisters @dev before it can be freed)
 * @map_name: the keymap's name, for the NAME uevent key
 */
struct lirc_rcview {
	struct device dev;
	struct lirc_device *ld;
	const char *map_name;
};

static struct lirc_rcview *to_rcview(struct device *dev)
{
	return container_of(dev, struct lirc_rcview, dev);
}

/*
 * rc-core's protocol names, in its order, then lirc_core's own. A name
 * stands for the variants whose group it is, plus the fixed bits of
 * protocols without a decoder.
 */
static const struct {
	const char *name;
	u64 fixed;
} lirc_rc_groups[] = {
	{ "other", BIT_ULL(RC_PROTO_OTHER) },
	{ "unknown", BIT_ULL(RC_PROTO_UNKNOWN) },
	{ "rc-5" },
	{ "nec" },
	{ "rc-6" },
	{ "jvc" },
	{ "sony" },
	{ "rc-5-sz" },
	{ "sanyo" },
	{ "sharp" },
	{ "mce_kbd" },
	{ "xmp" },
	{ "cec", BIT_ULL(RC_PROTO_CEC) },
	{ "imon" },
	{ "rc-mm" },
	{ "xbox-dvd", BIT_ULL(RC_PROTO_XBOX_DVD) },
	/*
	 * lirc_core's own, after rc-core's: ir-keytable 1.22 shows an
	 * unknown name as "other" and never writes one.
	 */
	{ "samsung36" },
	{ "kaseikyo" },
	{ "pulse_distance" },
	{ "pulse_length" },
	{ "manchester" },
};

static u64 lirc_rc_group_mask(unsigned int i)
{
	return lirc_rc_groups[i].fixed |
	       lirc_proto_group_mask(lirc_rc_groups[i].name);
}

/**
 * lirc_rc_protocols_format() - a protocols line as rc-core prints it
 * @buf: where it goes, PAGE_SIZE bytes
 * @offered: the protocols the receiver can decode
 * @enabled: those it decodes
 * @raw: a raw receiver, which rc-core shows with "[lirc]" last
 *
 * "rc-5 [nec] rc-6 ... [lirc]\n": each group with an offered protocol, in
 * rc-core's order, in brackets when one of its protocols is enabled.
 *
 * Return: the length written.
 */
int lirc_rc_protocols_format(char *buf, u64 offered, u64 enabled, bool raw)
{
	unsigned int i;
	int len = 0;
	u64 m;

	for (i = 0; i < ARRAY_SIZE(lirc_rc_groups); i++) {
		m = lirc_rc_group_mask(i) & offered;
		if (!m)
			continue;
		len += scnprintf(buf + len, PAGE_SIZE - len,
				 m & enabled ? "[%s] " : "%s ",
				 lirc_rc_groups[i].name);
		offered &= ~m;
	}
	if (raw)
		len += scnprintf(buf + len, PAGE_SIZE - len, "[lirc] ");
	if (len)
		len--;
	return len + scnprintf(buf + len, PAGE_SIZE - len, "\n");
}

/**
 * lirc_rc_protocols_parse() - what a write to rc-core's protocols file asks
 * @buf: the text written, NUL-terminated; cut into words in place
 * @offered: the protocols the receiver can decode
 * @chg: the change: the new set is ((replace ? set : current) | add) & ~del
 * @bad: the offending word, on error
 *
 * rc-core's syntax: words separated by blanks or newlines, applied in
 * turn: "+name" enables, "-name" disables, a bare name replaces the set
 * ("none" and "lirc" empty it: lircd writes "lirc" to stop the kernel's
 * decoders). Names are case-insensitive; the names of protocols without
 * a decoder ("other", "unknown", "cec", "xbox-dvd") are accepted whatever
 * the receiver offers, as rc-core does.
 *
 * Return: 0; -ENOENT for an unknown name, -EOPNOTSUPP for a group the
 * receiver cannot decode, -EINVAL for no word at all.
 */
int lirc_rc_protocols_parse(char *buf, u64 offered, struct lirc_proto_change *chg,
			    const char **bad)
{
	unsigned int i, words = 0;
	char *word;
	u64 mask;

	*chg = (struct lirc_proto_change){ };
	*bad = NULL;
	while ((word = strsep(&buf, " \t\n"))) {
		char op = *word;

		if (!*word)
			continue;
		if (op == '+' || op == '-')
			word++;
		mask = 0;
		if (strcasecmp(word, "none") && strcasecmp(word, "lirc")) {
			for (i = 0; i < ARRAY_SIZE(lirc_rc_groups); i++)
				if (!strcasecmp(word, lirc_rc_groups[i].name))
					break;
			*bad = word;
			if (i == ARRAY_SIZE(lirc_rc_groups))
				return -ENOENT;
			mask = lirc_rc_group_mask(i) & offered;
			if (!mask && !lirc_rc_groups[i].fixed)
				return -EOPNOTSUPP;
			*bad = NULL;
		}
		words++;
		if (op == '+') {
			chg->add |= mask;
			chg->del &= ~mask;
		} else if (op == '-') {
			chg->del |= mask;
			chg->add &= ~mask;
		} else {
			chg->replace = true;
			chg->set = mask;
			chg->add = 0;
			chg->del = 0;
		}
	}
	return words ? 0 : -EINVAL;
}

static ssize_t protocols_show(struct device *dev, struct device_attribute *attr,
			      char *buf)
{
	struct lirc_device *ld = to_rcview(dev)->ld;
	u64 enabled;

	spin_lock_irq(&ld->rx_lock);
	enabled = ld->protocols;
	spin_unlock_irq(&ld->rx_lock);
	return lirc_rc_protocols_format(buf, lirc_protocols_offered(ld), enabled,
					ld->desc.rx_type == LIRC_RX_RAW);
}

static ssize_t protocols_store(struct device *dev, struct device_attribute *attr,
			       const char *buf, size_t count)
{
	struct lirc_device *ld = to_rcview(dev)->ld;
	struct lirc_proto_change chg;
	const char *bad;
	char *copy;
	int err;

	copy = kstrndup(buf, count, GFP_KERNEL);
	if (!copy)
		return -ENOMEM;
	err = lirc_rc_protocols_parse(copy, lirc_protocols_offered(ld), &chg, &bad);
	if (err == -ENOENT)
		dev_warn_ratelimited(dev, "protocols: unknown protocol '%s'\n", bad);
	else if (err == -EOPNOTSUPP)
		dev_warn_ratelimited(dev, "protocols: this receiver cannot decode %s\n",
				     bad);
	else if (err)
		dev_dbg_ratelimited(dev, "protocols: no protocol named\n");
	kfree(copy);
	if (err)
		return -EINVAL;
	err = lirc_protocols_change(ld, chg.replace, chg.set, chg.add, chg.del);
	return err ? err : count;
}
static DEVICE_ATTR_RW(protocols);

static umode_t lirc_rcview_attr_visible(struct kobject *kobj,
					struct attribute *attr, int n)
{
	struct lirc_device *ld = to_rcview(kobj_to_dev(kobj))->ld;

	if (ld->desc.rx_type == LIRC_TX_ONLY)
		return 0;
	/* A receiver that decodes in hardware and cannot switch. */
	if (ld->desc.rx_type != LIRC_RX_RAW && !ld->desc.allowed_protocols)
		return 0444;
	return attr->mode;
}

static struct attribute *lirc_rcview_attrs[] = {
	&dev_attr_protocols.attr,
	NULL
};

static const struct attribute_group lirc_rcview_group = {
	.attrs = lirc_rcview_attrs,
	.is_visible = lirc_rcview_attr_visible,
};

static const struct attribute_group *lirc_rcview_groups[] = {
	&lirc_rcview_group,
	NULL
};

/* ir-keytable rejects a device with an empty value: add only real ones. */
static int lirc_rcview_uevent(LIRC_UEVENT_CONST struct device *dev,
			      struct kobj_uevent_env *env)
{
	const struct lirc_rcview *rv = container_of(dev, struct lirc_rcview, dev);
	int err = 0;

	if (rv->map_name)
		err = add_uevent_var(env, "NAME=%s", rv->map_name);
	if (!err && *rv->ld->desc.driver_name)
		err = add_uevent_var(env, "DRV_NAME=%s", rv->ld->desc.driver_name);
	if (!err && *rv->ld->desc.name)
		err = add_uevent_var(env, "DEV_NAME=%s", rv->ld->desc.name);
	return err;
}

static void lirc_rcview_release(struct device *dev)
{
	struct lirc_rcview *rv = to_rcview(dev);

	kfree_const(rv->map_name);
	kfree(rv);
}

static const struct device_type lirc_rcview_type = {
	.groups = lirc_rcview_groups,
	.uevent = lirc_rcview_uevent,
	.release = lirc_rcview_release,
};

/**
 * lirc_rcview_add() - create a receiver's rcN, when the view is on
 * @ld: a device being registered, not yet added; its parent becomes rcN
 * @map_name: its keymap's name, or NULL
 *
 * Return: 0 (also when the view is off), or an errno.
 */
int lirc_rcview_add(struct lirc_device *ld, const char *map_name)
{
	struct lirc_rcview *rv;
	int id, err;

	if (!lirc_rcview_class)
		return 0;
	/* After a failed registration the driver may only put the device. */
	if (WARN_ON_ONCE(ld->rcview))
		return -EINVAL;
	rv = kzalloc(sizeof(*rv), GFP_KERNEL);
	if (!rv)
		return -ENOMEM;
	id = ida_alloc(&lirc_rcview_ida, GFP_KERNEL);
	if (id < 0) {
		kfree(rv);
		return id;
	}
	rv->ld = ld;
	rv->dev.id = id;
	device_initialize(&rv->dev);
	/* From here on the release function frees the name and @rv. */
	rv->dev.class = lirc_rcview_class;
	rv->dev.type = &lirc_rcview_type;
	rv->dev.parent = ld->dev.parent;
	if (!map_name && ld->desc.rx_type != LIRC_TX_ONLY)
		map_name = "rc-empty";	/* rc-core's name for no keymap */
	err = 0;
	if (map_name) {
		rv->map_name = kstrdup_const(map_name, GFP_KERNEL);
		if (!rv->map_name)
			err = -ENOMEM;
	}
	if (!err)
		err = dev_set_name(&rv->dev, "rc%d", id);
	if (!err)
		err = device_add(&rv->dev);
	if (err) {
		ida_free(&lirc_rcview_ida, id);
		put_device(&rv->dev);
		return err;
	}
	ld->rcview = rv;
	ld->dev.parent = &rv->dev;
	return 0;
}

/**
 * lirc_rcview_del() - remove a receiver's rcN, after its children
 * @ld: the device; its rcN stays allocated until lirc_rcview_put(), but
 *	its number is free again at once, as rc-core frees it at unregister
 */
void lirc_rcview_del(struct lirc_device *ld)
{
	if (!ld->rcview)
		return;
	device_del(&ld->rcview->dev);
	ida_free(&lirc_rcview_ida, ld->rcview->dev.id);
}

/**
 * lirc_rcview_put() - free a receiver's rcN, from the device's release
 * @ld: the device; its dev.parent pointed at rcN until now
 */
void lirc_rcview_put(struct lirc_device *ld)
{
	if (ld->rcview)
		put_device(&ld->rcview->dev);
}

/**
 * lirc_rcview_parent() - where a receiver's input device goes
 * @ld: the device
 *
 * Return: its rcN when the view is on, else the lirc device itself.
 */
struct device *lirc_rcview_parent(struct lirc_device *ld)
{
	return ld->rcview ? &ld->rcview->dev : &ld->dev;
}

/*
 * Whether rc-core, built in or loaded, holds the class. The path lookup is
 * a best effort (sysfs may not be mounted at /sys in this namespace);
 * class_create() then fails with -EEXIST, after sysfs's duplicate-name
 * warning.
 */
static bool __init lirc_rcview_class_taken(void)
{
	struct path path;

	if (IS_BUILTIN(CONFIG_RC_CORE))
		return true;
	if (kern_path("/sys/class/" LIRC_RCVIEW_CLASS, LOOKUP_DIRECTORY, &path))
		return false;
	path_put(&path);
	return true;
}

/**
 * lirc_rcview_init() - create class rc, when rc_view=1 and rc-core is not
 *	there; the view is optional, so this never fails the module's load
 */
void __init lirc_rcview_init(void)
{
	struct class *cls;

	if (!rc_view)
		return;
	if (lirc_rcview_class_taken()) {
		pr_warn("lirc_core: rc_view refused: /sys/class/rc belongs to rc-core, which is loaded; receivers appear only under /sys/class/lirc_core\n");
		rc_view = false;
		return;
	}
	cls = lirc_class_create(LIRC_RCVIEW_CLASS);
	if (IS_ERR(cls)) {
		pr_warn("lirc_core: rc_view refused: cannot create class rc: %ld\n",
			PTR_ERR(cls));
		rc_view = false;
		return;
	}
	lirc_rcview_class = cls;
	pr_info("lirc_core: rc view on: receivers appear as /sys/class/rc/rcN; rc-core cannot load meanwhile\n");
}

/**
 * lirc_rcview_exit() - remove class rc, after every receiver is gone
 */
void __exit lirc_rcview_exit(void)
{
	if (lirc_rcview_class)
		class_destroy(lirc_rcview_class);
}
