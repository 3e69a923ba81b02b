// SPDX-License-Identifier: GPL-2.0
/*
 * lirc_imon: SoundGraph iMON infrared receivers, receive side.
 *
 * Raw units (0aa8:ffda, 0aa8:8001, 15c2:ffda, 04e8:ff30) sample the IR
 * signal: imon_raw_decode() turns their packets into pulses and spaces and
 * the core's decoders find the iMON RSC (NEC-X), iMON PAD and RC-6 MCE
 * codes in them. Onboard units (15c2:ffdc, 15c2:0038) send decoded codes:
 * imon_classify() sorts each packet into remote codes, which become
 * scancodes, and front-panel buttons, knob turns and PAD stick movements,
 * which go to an input device of their own. Such a unit decodes either
 * the iMON PAD or the MCE protocol, switched through the protocols file;
 * 2.4 GHz units associate a remote through associate_remote. Units with
 * a VFD or an LCD register it with the core's display class (/dev/lcdN):
 * the packet formats are in imon_display.c, the glue below.
 */

#include <linux/input.h>
#include <linux/jiffies.h>
#include <linux/module.h>
#include <linux/moduleparam.h>
#include <linux/usb.h>
#include <linux/usb/input.h>

#include "imon_decode.h"
#include "imon_display.h"
#include "lirc_usb.h"

/* A raw unit's frame is 100 ms; the signal ends with it. */
#define IMON_RAW_TIMEOUT_US	125000

#define IMON_PROTOS	(BIT_ULL(RC_PROTO_IMON) | BIT_ULL(RC_PROTO_RC6_MCE))

/**
 * struct imon_model - one row of the model table
 * @info: what the core's USB model needs
 * @panel: name of the front panel, knob and mouse input device, or NULL
 *	for a unit without one (raw units)
 * @rf: a 2.4 GHz unit: remotes are associated
 * @ffdc: the PAD stick's older packet layout
 * @ctrl_out: without an OUT endpoint, packets go as class control transfers
 * @display: its display (IMON_DISPLAY_AUTO: as the configuration byte says)
 * @vfd_sixth: the VFD needs the sixth packet of every frame
 * @vfd_pace_us: the VFD's pause after each packet
 */
struct imon_model {
	struct lirc_usb_info info;
	const char *panel;
	bool rf;
	bool ffdc;
	bool ctrl_out;
	enum imon_display_kind display;
	bool vfd_sixth;
	unsigned int vfd_pace_us;
};

/**
 * struct imon - the driver's state for one receiver
 * @model: its row of the model table
 * @panel: the front panel, knob and mouse input device (onboard units)
 * @raw: the raw units' frame decoder; IN completions and imon_start() only
 * @stick: the PAD stick's state in keyboard mode; IN completions and
 *	imon_start() only
 * @proto: RC_PROTO_IMON or RC_PROTO_RC6_MCE, what the unit decodes (or
 *	is being switched to); written under the lirc device's mutex with
 *	WRITE_ONCE(), read with READ_ONCE()
 * @mouse: the PAD stick moves the mouse; IN completions, and cleared with
 *	WRITE_ONCE() when the protocol changes
 * @associating: association was started and no reply came yet
 * @remote: the last associated remote's id, or -1; with @associating
 *	written with WRITE_ONCE() by the IN completion and the sysfs store
 * @ctrl: packets go as control transfers (no OUT endpoint)
 * @display: the display's kind, set at bind (the core registers the
 *	display through imon_display_desc())
 *
 * The core runs IN completions (of both interfaces) and imon_start() one
 * at a time under its receive lock.
 */
struct imon {
	const struct imon_model *model;
	struct input_dev *panel;
	struct imon_raw_dec raw;
	struct imon_stick stick;
	u32 proto;
	bool mouse;
	bool associating;
	int remote;
	bool ctrl;
	enum imon_display_kind display;
};

static struct imon *imon_of(struct lirc_usb *lu)
{
	return lirc_usb_priv(lu);
}

static int imon_send(struct lirc_usb *lu, const u8 *pkt)
{
	if (imon_of(lu)->ctrl)
		return lirc_usb_control_out(lu, USB_TYPE_CLASS | USB_RECIP_INTERFACE,
					    0x09, 0x0200, 0x0001, pkt, 8, 0);
	return lirc_usb_send(lu, pkt, 8, 0);
}

/* Tell an onboard unit which protocol to decode. */
static int imon_send_proto(struct lirc_usb *lu, u32 proto)
{
	const u8 pkt[8] = { proto == RC_PROTO_RC6_MCE, 0, 0, 0, 0, 0, 0, 0x86 };

	return imon_send(lu, pkt);
}

static int imon_reset(struct lirc_usb *lu)
{
	return imon_send_proto(lu, READ_ONCE(imon_of(lu)->proto));
}

static int imon_change_protocol(struct lirc_usb *lu, u64 *protocols)
{
	struct imon *im = imon_of(lu);
	u32 proto, old;
	int err;

	if (!(*protocols & IMON_PROTOS)) {
		dev_warn_ratelimited(&lirc_usb_intf(lu)->dev,
				     "protocols: the unit decodes imon or rc-6-mce, one of them\n");
		return -EINVAL;
	}
	proto = *protocols & BIT_ULL(RC_PROTO_RC6_MCE) ? RC_PROTO_RC6_MCE :
							  RC_PROTO_IMON;
	/*
	 * First the state, then the packet: a reset that runs meanwhile
	 * either sends the new protocol itself or holds this packet back
	 * until it has sent the old one, so the unit ends up with the new.
	 */
	old = im->proto;
	WRITE_ONCE(im->proto, proto);
	err = imon_send_proto(lu, proto);
	if (err) {
		WRITE_ONCE(im->proto, old);
		return err;
	}
	WRITE_ONCE(im->mouse, false);
	*protocols = BIT_ULL(proto);
	return 0;
}

static void imon_lirccode_hook(struct lirc_usb *lu, u32 proto, u64 scancode,
			       bool toggle, u8 *bytes)
{
	imon_lirccode(proto, scancode, toggle, bytes);
}

static void imon_start(struct lirc_usb *lu)
{
	struct imon *im = imon_of(lu);

	imon_raw_reset(&im->raw);
	imon_stick_init(&im->stick, im->model->ffdc, 0);
}

static void imon_emit(void *ctx, enum lirc_raw_type type, u32 us)
{
	lirc_rx_raw(ctx, type, us);
}

static void imon_associated(struct lirc_usb *lu, u8 remote)
{
	struct imon *im = imon_of(lu);

	WRITE_ONCE(im->remote, remote);
	WRITE_ONCE(im->associating, false);
	dev_info(&lirc_usb_intf(lu)->dev, "remote 0x%02x associated\n", remote);
}

static void imon_key(struct input_dev *in, unsigned int keycode)
{
	input_report_key(in, keycode, 1);
	input_sync(in);
	input_report_key(in, keycode, 0);
	input_sync(in);
}

static void imon_stick(struct lirc_usb *lu, const struct imon_event *ev)
{
	struct imon *im = imon_of(lu);
	u32 sc;

	if (READ_ONCE(im->mouse)) {
		input_report_rel(im->panel, REL_X, ev->x);
		input_report_rel(im->panel, REL_Y, ev->y);
		input_sync(im->panel);
		return;
	}
	if (READ_ONCE(im->proto) == RC_PROTO_IMON)
		sc = imon_stick_stabilize(&im->stick, ev->x, ev->y,
					  jiffies_to_msecs(jiffies));
	else
		sc = imon_stick_arrow(ev->x, ev->y);
	if (sc)
		lirc_rx_scancode(lirc_usb_lirc(lu), RC_PROTO_IMON, sc, false);
}

static void imon_rx_onboard(struct lirc_usb *lu, const u8 *buf,
			    unsigned int len)
{
	struct imon *im = imon_of(lu);
	struct imon_event ev;
	int i;

	imon_classify(buf, len, READ_ONCE(im->proto) == RC_PROTO_RC6_MCE,
		      im->model->ffdc, &ev);
	switch (ev.kind) {
	case IMON_EV_PAD:
		if (ev.keycode == KEY_KEYBOARD) {	/* the mouse/keys button */
			WRITE_ONCE(im->mouse, !READ_ONCE(im->mouse));
			break;
		}
		if (READ_ONCE(im->mouse) &&
		    (ev.keycode == BTN_LEFT || ev.keycode == BTN_RIGHT)) {
			input_report_key(im->panel, ev.keycode, 1);
			input_sync(im->panel);
			break;
		}
		fallthrough;
	case IMON_EV_MCE:
		lirc_rx_scancode(lirc_usb_lirc(lu), ev.proto, ev.scancode,
				 ev.toggle);
		break;
	case IMON_EV_PANEL:
		imon_key(im->panel, ev.keycode);
		break;
	case IMON_EV_KNOB:
		if (READ_ONCE(im->mouse)) {
			input_report_rel(im->panel, REL_WHEEL, ev.knob);
			input_sync(im->panel);
			break;
		}
		for (i = 0; i < abs(ev.knob); i++)
			imon_key(im->panel, ev.knob > 0 ? KEY_VOLUMEUP :
					    KEY_VOLUMEDOWN);
		break;
	case IMON_EV_STICK:
		imon_stick(lu, &ev);
		break;
	case IMON_EV_RELEASE:	/* the mouse buttons; keys go up by themselves */
		input_report_key(im->panel, BTN_LEFT, 0);
		input_report_key(im->panel, BTN_RIGHT, 0);
		input_sync(im->panel);
		break;
	case IMON_EV_ASSOC:
		imon_associated(lu, ev.remote_id);
		break;
	case IMON_EV_BAD:
		dev_warn_ratelimited(&lirc_usb_intf(lu)->dev,
				     "malformed packet (%u bytes: %*ph) ignored\n",
				     len, min(len, 8U), buf);
		break;
	default:
		break;
	}
}

static void imon_rx(struct lirc_usb *lu, const u8 *buf, unsigned int len)
{
	struct imon *im = imon_of(lu);
	u8 remote;

	if (im->model->panel) {
		imon_rx_onboard(lu, buf, len);
		return;
	}
	switch (imon_raw_decode(&im->raw, buf, len, imon_emit,
				lirc_usb_lirc(lu), &remote)) {
	case IMON_RAW_ASSOC:
		imon_associated(lu, remote);
		break;
	case IMON_RAW_BAD:
		dev_dbg_ratelimited(&lirc_usb_intf(lu)->dev,
				    "frame dropped at packet %*ph\n",
				    min(len, 8U), buf);
		break;
	default:
		break;
	}
}

/*
 * display_type: which display a unit has, overriding the model table and
 * 15c2:ffdc's configuration byte: "vfd", "lcd", "none" or "auto" for every
 * unit, or "PATH:KIND" entries for the unit at a USB device path, e.g.
 * "2-1:lcd,2-2:none". Read at probe.
 */
static char imon_display_type[128];

static int imon_display_type_set(const char *val, const struct kernel_param *kp)
{
	enum imon_display_kind kind;

	if (strlen(val) >= sizeof(imon_display_type) ||
	    imon_display_lookup(val, NULL, &kind)) {
		pr_warn("lirc_imon: display_type: \"%s\" is not a list of [PATH:]auto|none|vfd|lcd\n",
			val);
		return -EINVAL;
	}
	return param_set_copystring(val, kp);
}

static const struct kernel_param_ops imon_display_type_ops = {
	.set = imon_display_type_set,
	.get = param_get_string,
};

static struct kparam_string imon_display_type_str = {
	.maxlen = sizeof(imon_display_type),
	.string = imon_display_type,
};
module_param_cb(display_type, &imon_display_type_ops, &imon_display_type_str,
		0444);
MODULE_PARM_DESC(display_type,
		 "Display of the units: [PATH:]auto|none|vfd|lcd, comma-separated (default auto)");

static int imon_vfd_show(struct lirc_display *disp, const u8 *text)
{
	struct lirc_usb *lu = lirc_display_priv(disp);
	const struct imon_model *m = imon_of(lu)->model;
	u8 pkts[IMON_VFD_MAX_PACKETS][IMON_PACKET_LEN];
	unsigned int n = imon_vfd_packets(text, m->vfd_sixth, pkts);

	return lirc_usb_send_seq(lu, imon_send, pkts[0], n, IMON_PACKET_LEN,
				 m->vfd_pace_us);
}

static int imon_lcd_send(struct lirc_display *disp, const u8 *pkt)
{
	return imon_send(lirc_display_priv(disp), pkt);
}

static int imon_lcd_slot_op(struct lirc_display *disp, const u8 *pkt)
{
	return imon_lcd_slot(pkt);
}

/* The contrast command as LCDd's imonlcd driver sends it (level 0..40). */
static int imon_lcd_contrast(struct lirc_display *disp, unsigned int contrast)
{
	const u8 pkt[IMON_PACKET_LEN] = {
		contrast, 0x0a, 0x58, 0x00, 0xff, 0xff, 0xff, 0x03
	};

	/* Kept first, as write() does: a restore meanwhile sends this one. */
	lirc_display_keep(disp, pkt);
	return imon_send(lirc_display_priv(disp), pkt);
}

static int imon_lcd_clear(struct lirc_display *disp)
{
	u8 pkts[IMON_LCD_ROW_PACKETS][IMON_PACKET_LEN] = {};
	unsigned int i;

	for (i = 0; i < IMON_LCD_ROW_PACKETS; i++) {
		pkts[i][7] = 0x20 + i;
		lirc_display_keep(disp, pkts[i]);	/* first, as write() */
	}
	return lirc_usb_send_seq(lirc_display_priv(disp), imon_send, pkts[0],
				 IMON_LCD_ROW_PACKETS, IMON_PACKET_LEN, 0);
}

static int imon_set_clock(struct lirc_display *disp,
			  const struct lirc_display_time *t)
{
	struct lirc_usb *lu = lirc_display_priv(disp);
	struct imon *im = imon_of(lu);
	u8 pkts[IMON_CLOCK_PACKETS][IMON_PACKET_LEN];

	imon_clock_packets(im->display, im->model->ffdc, t, pkts);
	return lirc_usb_send_seq(lu, imon_send, pkts[0], IMON_CLOCK_PACKETS,
				 IMON_PACKET_LEN, im->display == IMON_DISPLAY_VFD ?
				 im->model->vfd_pace_us : 0);
}

static const struct lirc_display_ops imon_vfd_ops = {
	.show = imon_vfd_show,
	.set_clock = imon_set_clock,
};

static const struct lirc_display_ops imon_lcd_ops = {
	.send = imon_lcd_send,
	.slot = imon_lcd_slot_op,
	.set_contrast = imon_lcd_contrast,
	.clear = imon_lcd_clear,
	.set_clock = imon_set_clock,
};

/* LCD contrast levels, as LCDd's imonlcd driver sends them (0-1000 / 25). */
#define IMON_LCD_MAX_CONTRAST	40

/*
 * The display the unit has: the override, else the model's, else (a
 * 15c2:ffdc) the configuration byte of the unit's reply to the front
 * panel packet, as Linux 6.1 reads it.
 */
static enum imon_display_kind imon_display_of(struct lirc_usb *lu)
{
	static const u8 fp[IMON_PACKET_LEN] = { 0x40, 0, 0, 0, 0, 0, 0, 0x88 };
	const struct imon_model *m = imon_of(lu)->model;
	struct usb_interface *intf = lirc_usb_intf(lu);
	enum imon_display_kind kind;
	u8 reply[IMON_PACKET_LEN] = {};
	int err;

	/* display_type is read-only (0444): set at load, before any probe. */
	imon_display_lookup(imon_display_type,
			    dev_name(&interface_to_usbdev(intf)->dev), &kind);
	if (kind != IMON_DISPLAY_AUTO) {
		dev_info(&intf->dev, "display set by display_type\n");
		return kind;
	}
	if (m->display != IMON_DISPLAY_AUTO)
		return m->display;
	err = imon_send(lu, fp);
	if (!err)
		err = lirc_usb_recv(lu, reply, sizeof(reply), 250);
	if (err < IMON_PACKET_LEN) {
		dev_info(&intf->dev, "no configuration byte (%d): a VFD, as 6.1\n",
			 err);
		return IMON_DISPLAY_VFD;
	}
	dev_info(&intf->dev, "configuration byte 0x%02x\n", reply[6]);
	return imon_ffdc_display(reply[6]);
}

/* At bind, while the IN stream is not running: which display, if any. */
static void imon_display_probe(struct lirc_usb *lu)
{
	struct imon *im = imon_of(lu);

	im->display = imon_display_of(lu);
	if (im->display != IMON_DISPLAY_NONE &&
	    !lirc_usb_can_send(lu, IMON_PACKET_LEN) && !im->model->ctrl_out) {
		dev_info(&lirc_usb_intf(lu)->dev,
			 "no OUT endpoint for %u-byte packets: the display is not driven\n",
			 IMON_PACKET_LEN);
		im->display = IMON_DISPLAY_NONE;
	}
}

/* The core registers the unit's display, if it has one, after the probe. */
static int imon_display_desc(struct lirc_usb *lu, struct lirc_display_desc *desc)
{
	struct imon *im = imon_of(lu);

	if (im->display == IMON_DISPLAY_NONE)
		return -ENODEV;
	if (im->display == IMON_DISPLAY_VFD) {
		desc->kind = LIRC_DISPLAY_TEXT;
		desc->columns = IMON_VFD_COLUMNS;
		desc->rows = IMON_VFD_ROWS;
		desc->ops = &imon_vfd_ops;
	} else {
		desc->kind = LIRC_DISPLAY_PACKET;
		desc->columns = IMON_LCD_WIDTH;
		desc->rows = IMON_LCD_HEIGHT;
		desc->packet_size = IMON_PACKET_LEN;
		desc->slots = IMON_LCD_SLOTS;
		desc->max_contrast = IMON_LCD_MAX_CONTRAST;
		desc->ops = &imon_lcd_ops;
	}
	return 0;
}

/* The front panel, knob and mouse of an onboard unit; devres ends it. */
static int imon_bind(struct lirc_usb *lu)
{
	struct imon *im = imon_of(lu);
	struct usb_interface *intf = lirc_usb_intf(lu);
	struct input_dev *in;
	unsigned int i;

	im->model = container_of(lirc_usb_model(lu), struct imon_model, info);
	im->proto = RC_PROTO_IMON;
	im->remote = -1;
	im->ctrl = im->model->ctrl_out && !lirc_usb_can_send(lu, IMON_PACKET_LEN);
	imon_stick_init(&im->stick, im->model->ffdc, 0);
	imon_display_probe(lu);
	if (!im->model->panel)
		return 0;
	in = devm_input_allocate_device(&intf->dev);
	if (!in)
		return -ENOMEM;
	in->name = im->model->panel;
	in->phys = devm_kasprintf(&intf->dev, GFP_KERNEL, "usb-%s-%s/panel",
				  interface_to_usbdev(intf)->bus->bus_name,
				  interface_to_usbdev(intf)->devpath);
	if (!in->phys)
		return -ENOMEM;
	usb_to_input_id(interface_to_usbdev(intf), &in->id);
	input_set_capability(in, EV_REL, REL_X);
	input_set_capability(in, EV_REL, REL_Y);
	input_set_capability(in, EV_REL, REL_WHEEL);
	input_set_capability(in, EV_KEY, BTN_LEFT);
	input_set_capability(in, EV_KEY, BTN_RIGHT);
	input_set_capability(in, EV_KEY, KEY_VOLUMEUP);
	input_set_capability(in, EV_KEY, KEY_VOLUMEDOWN);
	for (i = 0; i < imon_panel_keys_size; i++)
		input_set_capability(in, EV_KEY, imon_panel_keys[i].keycode);
	im->panel = in;
	return input_register_device(in);
}

static ssize_t associate_remote_show(struct device *dev,
				     struct device_attribute *attr, char *buf)
{
	struct imon *im = imon_of(lirc_usb_of(to_usb_interface(dev)));
	int remote = READ_ONCE(im->remote);

	if (remote < 0)
		return sysfs_emit(buf, "associating: %s\nremote: none\n",
				  READ_ONCE(im->associating) ? "yes" : "no");
	return sysfs_emit(buf, "associating: %s\nremote: 0x%02x\n",
			  READ_ONCE(im->associating) ? "yes" : "no", remote);
}

/* Writing a true value starts association: the next remote heard joins. */
static ssize_t associate_remote_store(struct device *dev,
				      struct device_attribute *attr,
				      const char *buf, size_t count)
{
	static const u8 pkt[8] = { 0x01, 0, 0, 0, 0, 0, 0, 0x20 };
	struct lirc_usb *lu = lirc_usb_of(to_usb_interface(dev));
	bool on;
	int err;

	err = kstrtobool(buf, &on);
	if (err || !on) {
		dev_dbg_ratelimited(dev, "associate_remote: write 1 to associate\n");
		return -EINVAL;
	}
	err = imon_send(lu, pkt);
	if (err)
		return err;
	WRITE_ONCE(imon_of(lu)->associating, true);
	return count;
}
static DEVICE_ATTR_RW(associate_remote);

static ssize_t imon_clock_show(struct device *dev,
			       struct device_attribute *attr, char *buf)
{
	return sysfs_emit(buf, "To set the clock on the display, while no program has it open:\n"
			  "# date \"+%%y %%m %%d %%w %%H %%M %%S\" > imon_clock\n");
}

/* Seven numbers, "yy mm dd dow HH MM SS", as Linux 6.1 takes them. */
static ssize_t imon_clock_store(struct device *dev,
				struct device_attribute *attr,
				const char *buf, size_t count)
{
	struct lirc_usb *lu = lirc_usb_of(to_usb_interface(dev));
	struct lirc_display_time t;
	struct lirc_display *disp;
	int err;

	if (sscanf(buf, "%u %u %u %u %u %u %u", &t.year, &t.month, &t.day,
		   &t.dow, &t.hour, &t.minute, &t.second) != 7) {
		dev_dbg_ratelimited(dev, "imon_clock: write \"yy mm dd dow HH MM SS\"\n");
		return -EINVAL;
	}
	disp = lirc_usb_display(lu);
	err = disp ? lirc_display_set_clock(disp, &t) : -ENODEV;
	return err ? err : count;
}
static DEVICE_ATTR_RW(imon_clock);

static umode_t imon_attr_visible(struct kobject *kobj, struct attribute *attr,
				 int n)
{
	struct usb_interface *intf = to_usb_interface(kobj_to_dev(kobj));
	struct lirc_usb *lu = lirc_usb_of(intf);

	if (lirc_usb_intf(lu) != intf)
		return 0;
	if (attr == &dev_attr_imon_clock.attr)
		return lirc_usb_display(lu) ? attr->mode : 0;
	return imon_of(lu)->model->rf ? attr->mode : 0;
}

static struct attribute *imon_attrs[] = {
	&dev_attr_associate_remote.attr,
	&dev_attr_imon_clock.attr,
	NULL
};

static const struct attribute_group imon_group = {
	.attrs = imon_attrs,
	.is_visible = imon_attr_visible,
};
__ATTRIBUTE_GROUPS(imon);

#define IMON_RAW(_name, ...) {						\
	.info = {							\
		.name = _name,						\
		.rx_type = LIRC_RX_RAW,					\
		.rx_resolution = IMON_RAW_BIT_US,			\
		.timeout = IMON_RAW_TIMEOUT_US,				\
		.min_timeout = IMON_RAW_TIMEOUT_US,			\
		.max_timeout = IMON_RAW_TIMEOUT_US,			\
		.keymap = &imon_raw_keymap,				\
		.ends_signals = true,	/* each frame, whole */		\
		.priv_size = sizeof(struct imon),			\
		.bind = imon_bind,					\
		.display = imon_display_desc,				\
		.start = imon_start,					\
		.rx = imon_rx,						\
	},								\
	__VA_ARGS__							\
}

#define IMON_ONBOARD(_name, _panel, ...) {				\
	.info = {							\
		.name = _name,						\
		.rx_type = LIRC_RX_SCANCODE,				\
		.companion = 1,						\
		.keymap = &imon_keymap,				\
		.lirccode_bits = IMON_LIRCCODE_BITS,					\
		.allowed_protocols = IMON_PROTOS,			\
		.protocols = BIT_ULL(RC_PROTO_IMON),			\
		.priv_size = sizeof(struct imon),			\
		.always_on = true,					\
		.bind = imon_bind,					\
		.display = imon_display_desc,				\
		.reset = imon_reset,					\
		.start = imon_start,					\
		.rx = imon_rx,						\
		.lirccode = imon_lirccode_hook,				\
		.change_protocol = imon_change_protocol,		\
	},								\
	.panel = _panel,						\
	__VA_ARGS__							\
}

static const struct imon_model imon_models[] = {
	IMON_RAW("SoundGraph iMON IR/VFD (0aa8:ffda)",
		 .display = IMON_DISPLAY_VFD, .vfd_pace_us = 5000),
	IMON_RAW("SoundGraph iMON IR (0aa8:8001)", .display = IMON_DISPLAY_NONE),
	IMON_RAW("SoundGraph iMON IR/VFD (15c2:ffda)",
		 .display = IMON_DISPLAY_VFD, .vfd_sixth = true,
		 .vfd_pace_us = 5000),
	IMON_RAW("SoundGraph iMON external IR (04e8:ff30)",
		 .display = IMON_DISPLAY_NONE),
	IMON_ONBOARD("SoundGraph iMON PAD/VFD (15c2:ffdc)",
		     "SoundGraph iMON PAD/VFD (15c2:ffdc) front panel",
		     .rf = true, .ffdc = true, .display = IMON_DISPLAY_AUTO,
		     .vfd_sixth = true, .vfd_pace_us = 5000),
	IMON_ONBOARD("SoundGraph iMON LCD (15c2:0038)",
		     "SoundGraph iMON LCD (15c2:0038) front panel",
		     .ctrl_out = true, .display = IMON_DISPLAY_LCD,
		     /* a VFD as the seed drives it, for display_type=vfd */
		     .vfd_sixth = true, .vfd_pace_us = 5000),
};

#define IMON_DEV(vid, pid, n) \
	{ USB_DEVICE(vid, pid), .driver_info = (kernel_ulong_t)&imon_models[n].info }

static const struct usb_device_id imon_ids[] = {
	IMON_DEV(0x0aa8, 0xffda, 0),
	IMON_DEV(0x0aa8, 0x8001, 1),
	IMON_DEV(0x15c2, 0xffda, 2),
	IMON_DEV(0x04e8, 0xff30, 3),
	IMON_DEV(0x15c2, 0xffdc, 4),
	IMON_DEV(0x15c2, 0x0038, 5),
	{ }
};
MODULE_DEVICE_TABLE(usb, imon_ids);

static struct usb_driver imon_driver = {
	.name = "lirc_imon",
	.id_table = imon_ids,
	.dev_groups = imon_groups,
	LIRC_USB_DRIVER_OPS,
};
module_usb_driver(imon_driver);

MODULE_DESCRIPTION("SoundGraph iMON infrared receivers");
MODULE_LICENSE("GPL");
