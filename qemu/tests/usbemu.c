// SPDX-License-Identifier: GPL-2.0
/*
 * usbemu: emulated USB devices for guest tests, on raw_gadget + dummy_hcd.
 *
 *   usbemu MODEL [VARIANT] [UDC]
 *
 * plugs one device of MODEL into dummy_udc.UDC (default 0) and serves it
 * until its standard input ends or it is killed (unplug). Commands on
 * standard input, one per line:
 *   in HEX...     queue one packet on the interrupt-IN endpoint
 *   zlp           queue one packet of zero bytes on it
 *   burst N HEX...  queue N copies of that packet
 *   sleep MS      wait
 *   rc5sz SC [whole]  (streamzap) a button press: the RC-5-SZ frame of
 *                 scancode SC as the receiver sends it, in transfers of 6
 *                 bytes, or with "whole" in one transfer
 *   in1 HEX...    queue one packet on interface 1's interrupt-IN endpoint
 *   raw D1 D2 ... (iMON raw units) a press of pulses and spaces of D1, D2...
 *                 us (pulse first) as the receiver sends it: 250 us samples
 *                 (each duration rounded to the nearest number of samples),
 *                 40 a packet in bytes 0-4, most significant bit first,
 *                 0 = pulse; bytes 5-6 zero; byte 7 the chunk number 1..10.
 *                 A frame is 10 chunks; the last frame is filled up with
 *                 space; a press longer than one frame goes on in the next
 *                 frame, from chunk 1 again
 *   assoc RR [TT] (iMON 2.4 GHz) an association reply for remote id RR:
 *                 00 RR FF FF FF FF TT DF (TT 4E by default, 5E for DT)
 *   halt          stall the IN endpoint: the host sees -EPIPE until it
 *                 clears the halt (CLEAR_FEATURE), as a real device would
 *   wedge         stall it for good: clearing does not help
 *   unhalt        end a halt or wedge from the device's side
 *   stamps FILE   from now on, append the CLOCK_MONOTONIC time of every
 *                 IN write to FILE
 *   nec CC        (sasem) a press of the remote's button with NEC command
 *                 CC (hex): 0C 80 7F CC ~CC 00 00 00
 *   rep           (sasem) the repeat packet 08 00 00 00 00 00 00 00
 *   x10 KK CH     (atirw1, x10) a key KK (hex, toggle bit included) of
 *                 the remote on channel CH (1..16): 14 SUM KK (CH-1)<<4,
 *                 SUM = KK + (CH-1)<<4 + 0xd5
 *   mark TEXT     print "MARK TEXT" once every packet queued before it on
 *                 the interrupt-IN endpoint has been taken by the host
 *   mark1 TEXT    the same for interface 1's interrupt-IN endpoint ("in1")
 *   quit          unplug
 * The IN queue is served in order by its own thread; "READY" is printed
 * once the host has configured the device.
 *
 * Models: streamzap (0e9c:0000, one interrupt-IN endpoint); outtest
 * (1209:0001, interrupt IN and OUT, for the core's OUT and control helpers:
 * OUT packets are logged as "OUT HEX", class and vendor OUT requests as
 * "CTRL bRequestType bRequest wValue wIndex wLength HEX"); alwayson
 * (1209:0002, one interrupt-IN endpoint, bound as an always-on model);
 * szother (0e9c:0001, a Streamzap under an id no driver lists, for
 * new_id); iMON raw units imonraw (0aa8:ffda), imonraw8001 (0aa8:8001),
 * imonrawffda (15c2:ffda), imonrawff30 (04e8:ff30): interrupt IN 0x81 and
 * OUT 0x02, 8 bytes each; imonpad (15c2:ffdc, onboard decoder, 2.4 GHz
 * capable: interface 0 with IN 0x81 and OUT 0x02, interface 1 with IN
 * 0x83, all 8 bytes); imonlcd (15c2:0038, interface 0 with IN 0x81 only:
 * its driver talks to it with class control transfers, logged as CTRL);
 * imonlcdout (15c2:0038 with interface 0's IN 0x81 and an interrupt-OUT
 * endpoint 0x02, 8 bytes each: its driver uses OUT transfers, logged as
 * OUT); sasem (11ba:0101, the Sasem OnAir: interrupt IN 0x81 and OUT 0x02
 * for the VFD, 8 bytes each, OUT packets logged as OUT); atirw1 (0bc7:0004)
 * and x10 (0bc7:0007): ATI/X10 RF receivers, interrupt IN 0x81 and OUT
 * 0x02 (the init packets, logged as OUT), 8 bytes each; atirw2
 * (0471:0602) and atirw2b (0471:0603): the Remote Wonder II, interface 0
 * with IN 0x81 (the stick: "in"), interface 1 with IN 0x82 (the keys:
 * "in1"); xbox (045e:0284) and xboxg (040b:6521): the Xbox DVD kit, IN
 * 0x81 alone.
 *
 * imonpad answers the front-panel packet: when the host sends the OUT
 * packet 40 00 00 00 00 00 00 88, one IN packet 00 00 00 00 00 00 CC 00
 * is queued on interface 0, CC being its configuration byte (which display
 * and receiver the unit has): 0x24 (iMON VFD, iMON IR) unless the option
 * cfg=CC says otherwise.
 *
 * VARIANT is "-" (none), a variant, an option, or a comma-separated list
 * of at most one variant and options (e.g. "cfg=9f" or "babble,cfg=9f").
 * Options: cfg=CC (imonpad: the configuration byte above, hex).
 * A variant serves deliberately malformed descriptors: noep (no endpoint),
 * noout (the model's OUT endpoint left out: interface 0 has its IN
 * endpoint alone), outep (an interrupt-OUT endpoint instead of IN), bulk (a bulk-IN
 * endpoint), twointf (two interfaces), zeromps (wMaxPacketSize 0); or a
 * misbehaving device: babble (the descriptor says wMaxPacketSize 8, but
 * the device sends packets of up to 64 bytes: the host sees -EOVERFLOW);
 * deadout (outtest: the OUT endpoint is described but never enabled, so
 * every OUT transfer fails with -EPROTO); outbulk (the OUT endpoint is
 * described as bulk, and left disabled); intf1only (a model with interface
 * 1: only interface 1 is described); in1noep (interface 1 without its
 * endpoint); smallout (the OUT endpoint's wMaxPacketSize is 4). Only the
 * variants noep, noout, deadout, outbulk and intf1only leave the OUT
 * endpoint disabled; the variants describing interface 0's IN
 * endpoint wrongly (noep, outep, bulk, zeromps) leave interface 1 alone.
 *
 * A bus reset (the host's USBDEVFS_RESET, or a reset-resume) is survived:
 * the device is configured again and a packet cut by the reset is sent
 * again. Limitation of 6.1's raw_gadget: a write that starts while the
 * port is in reset fails to queue and marks the whole gadget failed, so
 * tests reset the device only while its IN queue is empty.
 * Other control requests are answered with STALL and logged.
 *
 *   usbemu fuzz VID:PID SEED [UDC]
 *
 * plugs a device of that id whose descriptors and traffic come from SEED
 * (see fz_generate()), served until the process is killed.
 *
 * More commands: outblock / outunblock (stop or resume reading the OUT
 * endpoint: a read already pending still takes the host's next packet,
 * later ones never complete), ctrlstall / ctrlok (refuse or accept
 * class/vendor requests); outhalt, outwedge, outunhalt: halt, wedge and
 * unhalt for the OUT endpoint (the host's OUT transfers see -EPIPE until
 * it clears the halt, which does not end a wedge; a read pending when
 * the endpoint is halted is withdrawn first, no packet is lost).
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>

#include <linux/usb/ch9.h>
#include <linux/usb/raw_gadget.h>

#define ARRAY_SIZE(a)	(sizeof(a) / sizeof((a)[0]))
#define EP0_MAX		1024
#define PKT_MAX		256
#define QUEUE_LEN	4096
#define MARK_LEN	0xffff	/* a queue entry that is a "mark", not a packet */

struct model {
	const char *name;
	uint16_t vendor, product;
	const char *manufacturer, *product_name;
	uint8_t ep_addr, ep_attr;	/* the IN endpoint */
	uint16_t ep_mps;
	uint8_t interval;
	uint8_t out_addr;		/* an interrupt-OUT endpoint, or 0 */
	uint16_t out_mps;
	uint8_t in1_addr;		/* interface 1's interrupt-IN endpoint, or 0 */
	bool ffdc_cfg;			/* answers the front-panel packet */
};

static const struct model models[] = {
	{ "streamzap", 0x0e9c, 0x0000, "Streamzap, Inc.", "Streamzap Remote Control",
	  0x81, USB_ENDPOINT_XFER_INT, 64, 10, 0, 0, 0, false },
	{ "outtest", 0x1209, 0x0001, "lirc_core", "lirc_core OUT test",
	  0x81, USB_ENDPOINT_XFER_INT, 8, 10, 0x02, 8, 0, false },
	{ "alwayson", 0x1209, 0x0002, "lirc_core", "lirc_core always-on test",
	  0x81, USB_ENDPOINT_XFER_INT, 8, 10, 0, 0, 0, false },
	{ "szother", 0x0e9c, 0x0001, "Streamzap, Inc.", "Streamzap Remote Control",
	  0x81, USB_ENDPOINT_XFER_INT, 64, 10, 0, 0, 0, false },
	{ "imonraw", 0x0aa8, 0xffda, "SoundGraph", "iMON IR Receiver",
	  0x81, USB_ENDPOINT_XFER_INT, 8, 10, 0x02, 8, 0, false },
	{ "imonraw8001", 0x0aa8, 0x8001, "SoundGraph", "iMON IR Receiver",
	  0x81, USB_ENDPOINT_XFER_INT, 8, 10, 0x02, 8, 0, false },
	{ "imonrawffda", 0x15c2, 0xffda, "SoundGraph", "iMON IR Receiver",
	  0x81, USB_ENDPOINT_XFER_INT, 8, 10, 0x02, 8, 0, false },
	{ "imonrawff30", 0x04e8, 0xff30, "SoundGraph", "iMON IR Receiver",
	  0x81, USB_ENDPOINT_XFER_INT, 8, 10, 0x02, 8, 0, false },
	{ "imonpad", 0x15c2, 0xffdc, "SoundGraph", "iMON PAD Receiver",
	  0x81, USB_ENDPOINT_XFER_INT, 8, 10, 0x02, 8, 0x83, true },
	{ "imonlcd", 0x15c2, 0x0038, "SoundGraph", "iMON LCD",
	  0x81, USB_ENDPOINT_XFER_INT, 8, 10, 0, 0, 0, false },
	{ "imonlcdout", 0x15c2, 0x0038, "SoundGraph", "iMON LCD",
	  0x81, USB_ENDPOINT_XFER_INT, 8, 10, 0x02, 8, 0, false },
	{ "sasem", 0x11ba, 0x0101, "Sasem", "OnAir Remocon-V",
	  0x81, USB_ENDPOINT_XFER_INT, 8, 10, 0x02, 8, 0, false },
	{ "atirw1", 0x0bc7, 0x0004, "X10 Wireless Technology Inc", "ATI Wireless Remote Receiver",
	  0x81, USB_ENDPOINT_XFER_INT, 8, 10, 0x02, 8, 0, false },
	{ "x10", 0x0bc7, 0x0007, "X10 Wireless Technology Inc", "USB Wireless Transceiver",
	  0x81, USB_ENDPOINT_XFER_INT, 8, 10, 0x02, 8, 0, false },
	{ "atirw2", 0x0471, 0x0602, "Philips", "ATI Remote Wonder II",
	  0x81, USB_ENDPOINT_XFER_INT, 8, 10, 0, 0, 0x82, false },
	{ "atirw2b", 0x0471, 0x0603, "Philips", "ATI Remote Wonder II",
	  0x81, USB_ENDPOINT_XFER_INT, 8, 10, 0, 0, 0x82, false },
	{ "xbox", 0x045e, 0x0284, "Microsoft", "Xbox DVD Movie Playback Kit",
	  0x81, USB_ENDPOINT_XFER_INT, 8, 10, 0, 0, 0, false },
	{ "xboxg", 0x040b, 0x6521, "Gamester", "Xbox DVD Movie Playback Kit",
	  0x81, USB_ENDPOINT_XFER_INT, 8, 10, 0, 0, 0, false },
};

/* imonpad's front-panel packet, and the configuration byte it answers with. */
static const uint8_t fp_packet[8] = { 0x40, 0, 0, 0, 0, 0, 0, 0x88 };
static unsigned int ffdc_cfg = 0x24;

static const struct model *model;
static const char *variant = "";
static int fd;

struct ep0_io {
	struct usb_raw_ep_io io;
	uint8_t data[EP0_MAX];
};

struct pkt {
	uint16_t len;
	uint8_t data[PKT_MAX];
};

/* One interrupt-IN endpoint's queue, served by its own thread. */
struct inq {
	struct pkt q[QUEUE_LEN];
	unsigned int head, tail;	/* under q_lock */
	int handle;
	pthread_t tid;
	bool paused, busy;		/* under q_lock */
};

static struct inq inq0 = { .handle = -1 };	/* interface 0 */
static struct inq inq1 = { .handle = -1 };	/* interface 1 */
static pthread_mutex_t q_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t q_cond = PTHREAD_COND_INITIALIZER;
static int out_handle = -1;
static pthread_t out_tid;
static bool out_paused, out_busy;	/* under q_lock */
static bool configured, out_blocked, ctrl_stall;
static unsigned int config_gen;	/* SET_CONFIGURATIONs so far, under q_lock */
static FILE *stamps;

static void queue_on(struct inq *iq, const struct pkt *p);

static bool is_variant(const char *v)
{
	return !strcmp(variant, v);
}

static void die(const char *what)
{
	fprintf(stderr, "usbemu: %s: %s\n", what, strerror(errno));
	exit(1);
}

static size_t device_desc(uint8_t *buf)
{
	struct usb_device_descriptor d = {
		.bLength = USB_DT_DEVICE_SIZE,
		.bDescriptorType = USB_DT_DEVICE,
		.bcdUSB = 0x0110,
		.bMaxPacketSize0 = 64,
		.idVendor = model->vendor,
		.idProduct = model->product,
		.bcdDevice = 0x0100,
		.iManufacturer = 1,
		.iProduct = 2,
		.bNumConfigurations = 1,
	};

	memcpy(buf, &d, sizeof(d));
	return sizeof(d);
}

static size_t put_intf(uint8_t *p, uint8_t num, uint8_t neps)
{
	struct usb_interface_descriptor i = {
		.bLength = USB_DT_INTERFACE_SIZE,
		.bDescriptorType = USB_DT_INTERFACE,
		.bInterfaceNumber = num,
		.bNumEndpoints = neps,
		.bInterfaceClass = USB_CLASS_VENDOR_SPEC,
	};

	memcpy(p, &i, sizeof(i));
	return sizeof(i);
}

/* The IN endpoint as the variant has it: as the host sees it, or as the
 * device really uses it (they differ for "babble").
 */
static struct usb_endpoint_descriptor in_ep(bool host_view)
{
	struct usb_endpoint_descriptor e = {
		.bLength = USB_DT_ENDPOINT_SIZE,
		.bDescriptorType = USB_DT_ENDPOINT,
		.bEndpointAddress = model->ep_addr,
		.bmAttributes = model->ep_attr,
		.wMaxPacketSize = model->ep_mps,
		.bInterval = model->interval,
	};

	if (!strcmp(variant, "outep"))
		e.bEndpointAddress &= ~USB_DIR_IN;
	if (!strcmp(variant, "bulk"))
		e.bmAttributes = USB_ENDPOINT_XFER_BULK;
	if (!strcmp(variant, "zeromps"))
		e.wMaxPacketSize = 0;
	if (!strcmp(variant, "babble"))
		e.wMaxPacketSize = host_view ? 8 : 64;
	return e;
}

static struct usb_endpoint_descriptor out_ep(void)
{
	struct usb_endpoint_descriptor e = {
		.bLength = USB_DT_ENDPOINT_SIZE,
		.bDescriptorType = USB_DT_ENDPOINT,
		.bEndpointAddress = model->out_addr,
		.bmAttributes = USB_ENDPOINT_XFER_INT,
		.wMaxPacketSize = model->out_mps,
		.bInterval = model->interval,
	};

	if (is_variant("outbulk"))
		e.bmAttributes = USB_ENDPOINT_XFER_BULK;
	if (is_variant("smallout"))
		e.wMaxPacketSize = 4;
	return e;
}

/* Interface 1's IN endpoint (models that have one). */
static struct usb_endpoint_descriptor in1_ep(void)
{
	struct usb_endpoint_descriptor e = {
		.bLength = USB_DT_ENDPOINT_SIZE,
		.bDescriptorType = USB_DT_ENDPOINT,
		.bEndpointAddress = model->in1_addr,
		.bmAttributes = USB_ENDPOINT_XFER_INT,
		.wMaxPacketSize = model->ep_mps,
		.bInterval = model->interval,
	};

	return e;
}

static size_t put_ep(uint8_t *p, struct usb_endpoint_descriptor e)
{
	memcpy(p, &e, USB_DT_ENDPOINT_SIZE);
	return USB_DT_ENDPOINT_SIZE;
}

static size_t config_desc(uint8_t *buf)
{
	struct usb_config_descriptor c = {
		.bLength = USB_DT_CONFIG_SIZE,
		.bDescriptorType = USB_DT_CONFIG,
		.bConfigurationValue = 1,
		.bmAttributes = USB_CONFIG_ATT_ONE,
		.bMaxPower = 50,
	};
	struct usb_endpoint_descriptor e = in_ep(true);
	bool noep = is_variant("noep");
	bool out = model->out_addr && !noep && !is_variant("noout");
	size_t n = sizeof(c);

	c.bNumInterfaces = 1;
	if (!is_variant("intf1only")) {
		n += put_intf(buf + n, 0, noep ? 0 : out ? 2 : 1);
		if (!noep)
			n += put_ep(buf + n, e);
		if (out)
			n += put_ep(buf + n, out_ep());
	}
	if (model->in1_addr) {
		bool none = is_variant("in1noep");

		c.bNumInterfaces = is_variant("intf1only") ? 1 : 2;
		n += put_intf(buf + n, 1, none ? 0 : 1);
		if (!none)
			n += put_ep(buf + n, in1_ep());
	} else if (is_variant("twointf")) {
		c.bNumInterfaces = 2;
		n += put_intf(buf + n, 1, 1);
		e.bEndpointAddress = 0x82;
		n += put_ep(buf + n, e);
	}
	c.wTotalLength = n;
	memcpy(buf, &c, sizeof(c));
	return n;
}

static size_t string_desc(uint8_t *buf, unsigned int index)
{
	const char *s = index == 1 ? model->manufacturer : model->product_name;
	size_t i, n = strlen(s);

	if (index == 0) {	/* language: US English */
		buf[0] = 4;
		buf[1] = USB_DT_STRING;
		buf[2] = 0x09;
		buf[3] = 0x04;
		return 4;
	}
	buf[0] = 2 + 2 * n;
	buf[1] = USB_DT_STRING;
	for (i = 0; i < n; i++) {
		buf[2 + 2 * i] = s[i];
		buf[3 + 2 * i] = 0;
	}
	return buf[0];
}

static void on_signal(int sig)
{
	(void)sig;	/* only interrupts a blocking ioctl */
}

/*
 * Serves the IN queue in order. A write that fails is tried again: it was
 * interrupted (see pause_in()), cut by a bus reset, or refused while the
 * endpoint is being halted; the device's process ending is the unplug.
 */
static void *in_thread(void *arg)
{
	struct inq *iq = arg;
	struct {
		struct usb_raw_ep_io io;
		uint8_t data[PKT_MAX];
	} w;
	int ret;

	for (;;) {
		pthread_mutex_lock(&q_lock);
		while (iq->head == iq->tail || iq->paused)
			pthread_cond_wait(&q_cond, &q_lock);
		if (iq->q[iq->tail % QUEUE_LEN].len == MARK_LEN) {
			const uint8_t *m = iq->q[iq->tail % QUEUE_LEN].data;

			printf("MARK %s\n", (const char *)m);
			fflush(stdout);
			iq->tail++;
			pthread_cond_broadcast(&q_cond);
			pthread_mutex_unlock(&q_lock);
			continue;
		}
		w.io.ep = iq->handle;
		w.io.flags = 0;
		w.io.length = iq->q[iq->tail % QUEUE_LEN].len;
		memcpy(w.data, iq->q[iq->tail % QUEUE_LEN].data, w.io.length);
		iq->busy = true;
		pthread_mutex_unlock(&q_lock);

		if (stamps) {	/* set before the packets it stamps were queued */
			struct timespec t;

			clock_gettime(CLOCK_MONOTONIC, &t);
			fprintf(stamps, "%lld.%09ld\n", (long long)t.tv_sec, t.tv_nsec);
			fflush(stamps);
		}
		ret = ioctl(fd, USB_RAW_IOCTL_EP_WRITE, &w);
		pthread_mutex_lock(&q_lock);
		iq->busy = false;
		if (ret >= 0)
			iq->tail++;
		pthread_cond_broadcast(&q_cond);
		pthread_mutex_unlock(&q_lock);
		if (ret < 0 && errno != EINTR)
			usleep(10000);
	}
	return NULL;
}

/*
 * Stop an endpoint thread (*paused, *busy under q_lock) between transfers,
 * interrupting the one in progress, or let it go.
 */
static void pause_thread(bool *paused, const bool *busy, pthread_t tid, bool pause)
{
	pthread_mutex_lock(&q_lock);
	*paused = pause;
	pthread_cond_broadcast(&q_cond);
	while (pause && *busy) {
		struct timespec t;

		pthread_kill(tid, SIGUSR1);
		clock_gettime(CLOCK_REALTIME, &t);
		t.tv_nsec += 10000000;
		if (t.tv_nsec >= 1000000000) {
			t.tv_sec++;
			t.tv_nsec -= 1000000000;
		}
		pthread_cond_timedwait(&q_cond, &q_lock, &t);
	}
	pthread_mutex_unlock(&q_lock);
}

/* Stop the IN thread between packets (an unsent one is kept) or let it go. */
static void pause_in(struct inq *iq, bool pause)
{
	pause_thread(&iq->paused, &iq->busy, iq->tid, pause);
}

/* halt, wedge or unhalt the IN endpoint; raw_gadget refuses while a write
 * is pending, so the IN thread pauses around it.
 */
static void halt_in(unsigned long req, const char *what)
{
	if (inq0.handle < 0) {
		fprintf(stderr, "usbemu: %s: no IN endpoint\n", what);
		return;
	}
	pause_in(&inq0, true);
	if (ioctl(fd, req, inq0.handle) < 0)
		fprintf(stderr, "usbemu: %s: %s\n", what, strerror(errno));
	pause_in(&inq0, false);
}

/* The same for the OUT endpoint: its pending read is withdrawn around it. */
static void halt_out(unsigned long req, const char *what)
{
	if (out_handle < 0) {
		fprintf(stderr, "usbemu: %s: no OUT endpoint\n", what);
		return;
	}
	pause_thread(&out_paused, &out_busy, out_tid, true);
	if (ioctl(fd, req, out_handle) < 0)
		fprintf(stderr, "usbemu: %s: %s\n", what, strerror(errno));
	pause_thread(&out_paused, &out_busy, out_tid, false);
}

/*
 * One whole line per call: the ep0 thread's READY right after a
 * SET_CONFIGURATION and the OUT thread's first packet (a driver's INIT
 * after a reset) are printed at the same moment by two threads.
 */
static void print_hex(const char *what, const uint8_t *p, unsigned int n)
{
	unsigned int i;

	flockfile(stdout);
	printf("%s", what);
	for (i = 0; i < n; i++)
		printf(" %02x", p[i]);
	printf("\n");
	fflush(stdout);
	funlockfile(stdout);
}

/*
 * Reads the OUT endpoint one packet at a time, unless blocked or paused
 * (a read interrupted by the pause ends with EINTR, without data). A read
 * cut by a bus reset is started again only after the host configured the
 * device again: a read queued while the port is in reset would fail and
 * mark the whole gadget failed (raw_gadget of 6.1). imonpad answers the
 * front-panel packet.
 */
static void *out_thread(void *arg)
{
	struct {
		struct usb_raw_ep_io io;
		uint8_t data[PKT_MAX];
	} r;
	unsigned int gen;
	int n, err;

	(void)arg;
	for (;;) {
		pthread_mutex_lock(&q_lock);
		while (out_blocked || out_paused)
			pthread_cond_wait(&q_cond, &q_lock);
		gen = config_gen;
		out_busy = true;
		pthread_mutex_unlock(&q_lock);
		r.io.ep = out_handle;
		r.io.flags = 0;
		r.io.length = model->out_mps;
		n = ioctl(fd, USB_RAW_IOCTL_EP_READ, &r);
		err = errno;
		pthread_mutex_lock(&q_lock);
		out_busy = false;
		pthread_cond_broadcast(&q_cond);
		pthread_mutex_unlock(&q_lock);
		if (n < 0 && err == EINTR)
			continue;
		if (n < 0) {
			pthread_mutex_lock(&q_lock);
			while (config_gen == gen)
				pthread_cond_wait(&q_cond, &q_lock);
			pthread_mutex_unlock(&q_lock);
			continue;
		}
		print_hex("OUT", r.data, n);
		if (model->ffdc_cfg && n == sizeof(fp_packet) &&
		    !memcmp(r.data, fp_packet, n)) {
			struct pkt p = { .len = 8 };

			p.data[6] = ffdc_cfg;
			queue_on(&inq0, &p);
		}
	}
	return NULL;
}

/* Again after a bus reset: the endpoints stay enabled. */
static void set_configuration(void)
{
	struct usb_endpoint_descriptor e = in_ep(false);

	/* Before the OUT thread starts: its first read is of this one. */
	pthread_mutex_lock(&q_lock);
	config_gen++;
	pthread_cond_broadcast(&q_cond);
	pthread_mutex_unlock(&q_lock);
	if (is_variant("noep") || is_variant("zeromps") || is_variant("intf1only") ||
	    configured) {
		/* Nothing the UDC could enable, or already enabled. */
	} else {
		inq0.handle = ioctl(fd, USB_RAW_IOCTL_EP_ENABLE, &e);
		if (inq0.handle < 0)
			die("EP_ENABLE");
	}
	if (model->out_addr && !configured && !is_variant("noep") && !is_variant("noout") &&
	    !is_variant("deadout") && !is_variant("outbulk") && !is_variant("intf1only")) {
		struct usb_endpoint_descriptor o = out_ep();

		out_handle = ioctl(fd, USB_RAW_IOCTL_EP_ENABLE, &o);
		if (out_handle < 0)
			die("EP_ENABLE (OUT)");
	}
	if (model->in1_addr && !configured && !is_variant("in1noep")) {
		struct usb_endpoint_descriptor e1 = in1_ep();

		inq1.handle = ioctl(fd, USB_RAW_IOCTL_EP_ENABLE, &e1);
		if (inq1.handle < 0)
			die("EP_ENABLE (interface 1)");
	}
	if (ioctl(fd, USB_RAW_IOCTL_VBUS_DRAW, 50) < 0)
		die("VBUS_DRAW");
	if (ioctl(fd, USB_RAW_IOCTL_CONFIGURE, 0) < 0)
		die("CONFIGURE");
	if (inq0.handle >= 0 && !configured && (e.bEndpointAddress & USB_DIR_IN))
		pthread_create(&inq0.tid, NULL, in_thread, &inq0);
	if (inq1.handle >= 0 && !configured)
		pthread_create(&inq1.tid, NULL, in_thread, &inq1);
	if (out_handle >= 0 && !configured)
		pthread_create(&out_tid, NULL, out_thread, NULL);
	configured = true;
}

/*
 * Descriptor fuzzing ("usbemu fuzz VID:PID SEED [UDC]"): a device of that
 * id whose descriptors, control replies and traffic all come from SEED.
 * The descriptors are well-formed enough to reach the drivers: mostly the
 * right types and lengths, with at random what a broken or hostile device
 * has: several interfaces and alternate settings, endpoint counts that
 * disagree with the endpoints that follow, any type, direction, address,
 * size and interval, extra (class) descriptors, bogus lengths, a total
 * length too short or too long, unusual ep0 sizes and configuration
 * counts. Whatever endpoint the UDC can enable is served: random packets
 * (up to twice the described size: babble) at random intervals on IN
 * endpoints, OUT endpoints read. Class and vendor requests are taken or
 * stalled at random. The same SEED serves the same device (replay).
 */
static bool fuzzing;
static uint64_t fz_seed;
static __thread uint64_t fz_state;	/* one stream per thread, see fz_stream() */
static uint8_t fz_dev[USB_DT_DEVICE_SIZE];
static size_t fz_dev_len;
static uint8_t fz_cfg[EP0_MAX];
static size_t fz_cfg_len;
static char fz_str[3][32];

#define FZ_EPS	16
/* The endpoints of alternate setting 0 the UDC may enable. */
static struct usb_endpoint_descriptor fz_eps[FZ_EPS];
static unsigned int fz_neps;

/*
 * xorshift64*, one stream per thread (the descriptors, ep0's replies,
 * each endpoint's traffic), each from the seed and the stream's number:
 * what one stream draws does not depend on how far the others got.
 */
static void fz_stream(unsigned int n)
{
	fz_state = (fz_seed + n) * 0x9e3779b97f4a7c15ULL + 1;
}

static uint32_t fz_rand(void)
{
	uint64_t x = fz_state;

	x ^= x >> 12;
	x ^= x << 25;
	x ^= x >> 27;
	fz_state = x;
	return (x * 0x2545f4914f6cdd1dULL) >> 32;
}

/* True one time in N. */
static bool fz_one_in(unsigned int n)
{
	return fz_rand() % n == 0;
}

static size_t fz_copy(uint8_t *buf, const uint8_t *src, size_t n)
{
	memcpy(buf, src, n);
	return n;
}

static size_t fz_string(uint8_t *buf, unsigned int index)
{
	size_t i, n;

	if (index == 0) {
		buf[0] = 4;
		buf[1] = USB_DT_STRING;
		buf[2] = 0x09;
		buf[3] = 0x04;
		return 4;
	}
	if (index > 3 || fz_one_in(8))
		return 0;	/* stalled */
	n = strlen(fz_str[index - 1]);
	buf[0] = fz_one_in(10) ? fz_rand() % 256 : 2 + 2 * n;	/* bogus length */
	buf[1] = fz_one_in(20) ? fz_rand() % 256 : USB_DT_STRING;
	for (i = 0; i < n; i++) {
		buf[2 + 2 * i] = fz_str[index - 1][i];
		buf[3 + 2 * i] = fz_one_in(20) ? fz_rand() : 0;
	}
	return 2 + 2 * n;
}

static size_t fz_put(size_t n, const void *d, size_t len)
{
	if (n + len > sizeof(fz_cfg))
		return n;
	memcpy(fz_cfg + n, d, len);
	return n + len;
}

/* An extra descriptor: a class descriptor, now and then a bogus one. */
static size_t fz_extra(size_t n)
{
	uint8_t x[32];
	size_t len = 2 + fz_rand() % 16, i;

	x[0] = len;
	x[1] = fz_one_in(2) ? 0x21 : fz_rand() % 256;	/* HID, or anything */
	for (i = 2; i < len; i++)
		x[i] = fz_rand();
	if (fz_one_in(8))
		x[0] = fz_one_in(2) ? fz_rand() % 4 : 200;	/* 0..3, or past the end */
	return fz_put(n, x, len);
}

static const uint16_t fz_sizes[] = { 0, 1, 4, 7, 8, 16, 32, 64, 65, 512, 1023, 0x1008 };

static size_t fz_endpoint(size_t n, unsigned int k, bool alt0)
{
	struct usb_endpoint_descriptor e = {
		.bLength = USB_DT_ENDPOINT_SIZE,
		.bDescriptorType = USB_DT_ENDPOINT,
	};
	uint8_t raw[USB_DT_ENDPOINT_AUDIO_SIZE] = { 0 };

	if (fz_one_in(2)) {	/* the usual shape: IN 0x81, OUT 0x02, IN 0x83 */
		e.bEndpointAddress = k == 1 ? 0x02 : 0x80 | (k + 1);
		e.bmAttributes = USB_ENDPOINT_XFER_INT;
		e.wMaxPacketSize = 8;
		e.bInterval = 10;
	} else {
		/* One draw a statement: the order is the seed's. */
		e.bEndpointAddress = fz_one_in(2) ? USB_DIR_IN : 0;
		e.bEndpointAddress |= fz_one_in(10) ? fz_rand() % 16 : 1 + fz_rand() % 15;
		e.bmAttributes = fz_one_in(2) ? USB_ENDPOINT_XFER_INT : fz_rand() % 256;
		e.wMaxPacketSize = fz_one_in(2) ? fz_rand() % 65536 :
				   fz_sizes[fz_rand() % ARRAY_SIZE(fz_sizes)];
		e.bInterval = fz_rand() % 256;
	}
	if (alt0 && fz_neps < FZ_EPS)
		fz_eps[fz_neps++] = e;
	memcpy(raw, &e, USB_DT_ENDPOINT_SIZE);
	if (fz_one_in(20))
		raw[0] = USB_DT_ENDPOINT_AUDIO_SIZE;
	else if (fz_one_in(30))
		raw[0] = fz_rand() % USB_DT_ENDPOINT_SIZE;	/* too short */
	n = fz_put(n, raw, raw[0] == USB_DT_ENDPOINT_AUDIO_SIZE ? raw[0] : USB_DT_ENDPOINT_SIZE);
	if (fz_one_in(10))
		n = fz_extra(n);
	return n;
}

static void fz_generate(uint16_t vendor, uint16_t product)
{
	struct usb_device_descriptor d = {
		.bLength = USB_DT_DEVICE_SIZE,
		.bDescriptorType = USB_DT_DEVICE,
		.bMaxPacketSize0 = 64,
		.idVendor = vendor,
		.idProduct = product,
		.iManufacturer = 1,
		.iProduct = 2,
		.bNumConfigurations = 1,
	};
	struct usb_config_descriptor c = {
		.bLength = USB_DT_CONFIG_SIZE,
		.bDescriptorType = USB_DT_CONFIG,
		.bConfigurationValue = 1,
		.bmAttributes = USB_CONFIG_ATT_ONE,
		.bMaxPower = 50,
	};
	unsigned int nintf, i, a, k;
	size_t n = sizeof(c);
	int s;

	nintf = fz_one_in(2) ? 1 : 1 + fz_rand() % 3;
	/* One draw a statement: the order is the seed's. */
	d.bcdUSB = fz_one_in(2) ? 0x0110 : 0x0200;
	d.bcdDevice = fz_rand();
	d.iSerialNumber = fz_one_in(2) ? 3 : 0;
	if (fz_one_in(10))
		d.bDeviceClass = fz_one_in(2) ? USB_CLASS_VENDOR_SPEC : fz_rand() % 256;
	if (fz_one_in(30))
		d.bMaxPacketSize0 = fz_one_in(2) ? 8 : fz_rand() % 256;
	if (fz_one_in(30))
		d.bNumConfigurations = fz_rand() % 3;
	memcpy(fz_dev, &d, sizeof(d));
	fz_dev_len = sizeof(d);
	if (fz_one_in(50))
		fz_dev[0] = fz_rand() % sizeof(d);	/* bogus bLength */

	if (fz_one_in(20))
		n = fz_extra(n);	/* before the first interface */
	for (i = 0; i < nintf; i++) {
		unsigned int nalt = fz_one_in(4) ? 2 : 1;

		for (a = 0; a < nalt; a++) {
			struct usb_interface_descriptor id = {
				.bLength = USB_DT_INTERFACE_SIZE,
				.bDescriptorType = USB_DT_INTERFACE,
				.bAlternateSetting = a,
			};
			unsigned int neps;

			id.bInterfaceNumber = fz_one_in(10) ? fz_rand() % 4 : i;
			id.bInterfaceClass = fz_one_in(4) ? fz_rand() % 256 : USB_CLASS_VENDOR_SPEC;
			neps = fz_one_in(3) ? fz_rand() % 5 : 1 + fz_rand() % 2;

			id.bNumEndpoints = fz_one_in(8) ? fz_rand() % 6 : neps;
			n = fz_put(n, &id, sizeof(id));
			if (fz_one_in(5))
				n = fz_extra(n);
			for (k = 0; k < neps; k++)
				n = fz_endpoint(n, k, a == 0);
		}
	}
	c.bNumInterfaces = fz_one_in(10) ? fz_rand() % 4 : nintf;
	if (fz_one_in(30))
		c.bConfigurationValue = fz_rand() % 3;
	s = n;
	if (fz_one_in(10))	/* wTotalLength too short or too long */
		s += fz_one_in(2) ? -(int)(fz_rand() % n) : (int)(fz_rand() % 64);
	c.wTotalLength = s;
	memcpy(fz_cfg, &c, sizeof(c));
	fz_cfg_len = n;
	for (i = 0; i < 3; i++) {
		size_t len = fz_rand() % (sizeof(fz_str[i]) - 1);

		for (k = 0; k < len; k++)
			fz_str[i][k] = 0x20 + fz_rand() % 0x5f;
		fz_str[i][len] = 0;
	}
}

/* Random packets on one IN endpoint, up to twice its size. */
static void *fz_in_thread(void *arg)
{
	const struct usb_endpoint_descriptor *e = arg;
	unsigned int mps = e->wMaxPacketSize & 0x7ff;
	struct {
		struct usb_raw_ep_io io;
		uint8_t data[PKT_MAX];
	} w;
	unsigned int i;

	fz_stream(16 + (e->bEndpointAddress & 0x8f));
	for (;;) {
		usleep(fz_rand() % 30 * 1000);
		w.io.ep = e->bLength;	/* the handle, see fz_set_configuration() */
		w.io.flags = 0;
		w.io.length = fz_rand() % (2 * mps + 1);
		if (w.io.length > PKT_MAX)
			w.io.length = PKT_MAX;
		for (i = 0; i < w.io.length; i++)
			w.data[i] = fz_rand();
		if (ioctl(fd, USB_RAW_IOCTL_EP_WRITE, &w) < 0 && errno != EINTR)
			usleep(10000);
	}
	return NULL;
}

static void *fz_out_thread(void *arg)
{
	const struct usb_endpoint_descriptor *e = arg;
	struct {
		struct usb_raw_ep_io io;
		uint8_t data[PKT_MAX];
	} r;

	for (;;) {
		r.io.ep = e->bLength;
		r.io.flags = 0;
		r.io.length = PKT_MAX;
		if (ioctl(fd, USB_RAW_IOCTL_EP_READ, &r) < 0 && errno != EINTR)
			usleep(10000);
	}
	return NULL;
}

/*
 * Enable what the UDC can of alternate setting 0's interrupt and bulk
 * endpoints (the others stay silent: the host's transfers to them never
 * complete), then serve them. Only the first SET_CONFIGURATION does this.
 */
static void fz_set_configuration(void)
{
	static struct usb_endpoint_descriptor run[FZ_EPS];
	unsigned int i, nrun = 0;
	pthread_t t;

	if (!configured) {
		for (i = 0; i < fz_neps; i++) {
			struct usb_endpoint_descriptor e = fz_eps[i];
			unsigned int type = e.bmAttributes & USB_ENDPOINT_XFERTYPE_MASK;
			unsigned int mps = e.wMaxPacketSize & 0x7ff;
			int h;

			if ((type != USB_ENDPOINT_XFER_INT && type != USB_ENDPOINT_XFER_BULK) ||
			    !(e.bEndpointAddress & 0x0f) || !mps || mps > 64)
				continue;
			e.bmAttributes = type;
			e.wMaxPacketSize = mps;
			h = ioctl(fd, USB_RAW_IOCTL_EP_ENABLE, &e);
			if (h < 0)
				continue;
			run[nrun] = e;
			run[nrun++].bLength = h;	/* the handle, for the thread */
		}
	}
	if (ioctl(fd, USB_RAW_IOCTL_VBUS_DRAW, 50) < 0 ||
	    ioctl(fd, USB_RAW_IOCTL_CONFIGURE, 0) < 0)
		return;
	for (i = 0; i < nrun; i++)
		pthread_create(&t, NULL, run[i].bEndpointAddress & USB_DIR_IN ?
			       fz_in_thread : fz_out_thread, &run[i]);
	configured = true;
}

static void *ep0_thread(void *arg)
{
	struct {
		struct usb_raw_event ev;
		struct usb_ctrlrequest req;
	} e;
	struct ep0_io r;

	(void)arg;
	fz_stream(1);	/* ep0's replies */
	for (;;) {
		struct usb_ctrlrequest *c = &e.req;
		bool in, ok = false;
		size_t n = 0;
		int got;

		e.ev.type = 0;
		e.ev.length = sizeof(e.req);
		if (ioctl(fd, USB_RAW_IOCTL_EVENT_FETCH, &e) < 0) {
			if (errno == EINTR || (fuzzing && errno != ENODEV && errno != EBADF))
				continue;
			die("EVENT_FETCH");
		}
		if (e.ev.type != USB_RAW_EVENT_CONTROL)
			continue;
		in = c->bRequestType & USB_DIR_IN;

		if ((c->bRequestType & USB_TYPE_MASK) == USB_TYPE_STANDARD) {
			switch (c->bRequest) {
			case USB_REQ_GET_DESCRIPTOR:
				switch (c->wValue >> 8) {
				case USB_DT_DEVICE:
					n = fuzzing ? fz_copy(r.data, fz_dev, fz_dev_len) :
						      device_desc(r.data);
					ok = true;
					break;
				case USB_DT_CONFIG:
					n = fuzzing ? fz_copy(r.data, fz_cfg, fz_cfg_len) :
						      config_desc(r.data);
					ok = true;
					break;
				case USB_DT_STRING:
					if (fuzzing) {
						n = fz_string(r.data, c->wValue & 0xff);
						ok = n > 0;
					} else if ((c->wValue & 0xff) <= 2) {
						n = string_desc(r.data, c->wValue & 0xff);
						ok = true;
					}
					break;
				}
				break;
			case USB_REQ_SET_CONFIGURATION:
				if (fuzzing)
					fz_set_configuration();
				else
					set_configuration();
				ok = true;
				break;
			case USB_REQ_SET_INTERFACE:
				ok = true;
				break;
			case USB_REQ_GET_STATUS:
				r.data[0] = 0;
				r.data[1] = 0;
				n = 2;
				ok = true;
				break;
			}
		}
		if (!ok) {
			char what[64];
			bool take = !in && !ctrl_stall && !(fuzzing && fz_rand() % 4 == 0) &&
				(c->bRequestType & USB_TYPE_MASK) != USB_TYPE_STANDARD &&
				c->wLength <= EP0_MAX;

			snprintf(what, sizeof(what), "CTRL %02x %02x %04x %04x %04x",
				 c->bRequestType, c->bRequest, c->wValue, c->wIndex,
				 c->wLength);
			if (fuzzing && in && c->wLength && fz_one_in(2)) {
				/* Any reply, up to what was asked for. */
				size_t i;

				r.io.ep = 0;
				r.io.flags = 0;
				r.io.length = fz_rand() % (c->wLength + 1);
				if (r.io.length > EP0_MAX)
					r.io.length = EP0_MAX;
				for (i = 0; i < r.io.length; i++)
					r.data[i] = fz_rand();
				ioctl(fd, USB_RAW_IOCTL_EP0_WRITE, &r);
				continue;
			}
			if (!take) {
				print_hex(what, NULL, 0);
				ioctl(fd, USB_RAW_IOCTL_EP0_STALL, 0);
				continue;
			}
			r.io.ep = 0;
			r.io.flags = 0;
			r.io.length = c->wLength;
			got = ioctl(fd, USB_RAW_IOCTL_EP0_READ, &r);
			print_hex(what, r.data, got > 0 ? got : 0);
			continue;
		}
		r.io.ep = 0;
		r.io.flags = 0;
		if (in && c->wLength) {
			r.io.length = n < c->wLength ? n : c->wLength;
			if (ioctl(fd, USB_RAW_IOCTL_EP0_WRITE, &r) < 0 && !fuzzing)
				die("EP0_WRITE");
		} else {
			r.io.length = 0;
			if (ioctl(fd, USB_RAW_IOCTL_EP0_READ, &r) < 0) {
				if (fuzzing)	/* the host gave up on it */
					continue;
				die("EP0_READ");
			}
			if (c->bRequest == USB_REQ_SET_CONFIGURATION) {
				printf("READY\n");
				fflush(stdout);
			}
		}
	}
	return NULL;
}

static int hexval(int c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	c |= 0x20;
	return c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

static void queue_on(struct inq *iq, const struct pkt *p)
{
	pthread_mutex_lock(&q_lock);
	while (iq->head - iq->tail >= QUEUE_LEN)
		pthread_cond_wait(&q_cond, &q_lock);
	iq->q[iq->head++ % QUEUE_LEN] = *p;
	pthread_cond_broadcast(&q_cond);
	pthread_mutex_unlock(&q_lock);
}

static void queue_hex(struct inq *iq, const char *hex)
{
	struct pkt p = { 0 };
	int hi, lo;

	while (*hex && p.len < PKT_MAX) {
		while (*hex == ' ')
			hex++;
		hi = hexval(hex[0]);
		lo = hi < 0 ? -1 : hexval(hex[1]);
		if (hi < 0 || lo < 0)
			break;
		p.data[p.len++] = hi << 4 | lo;
		hex += 2;
	}
	queue_on(iq, &p);
}

static void queue_packet(const char *hex)
{
	queue_hex(&inq0, hex);
}

#define RAW_SAMPLE_US	250
#define RAW_PER_CHUNK	40
#define RAW_CHUNKS	10
#define RAW_MAX_FRAMES	16

/*
 * An iMON raw unit's packets for one press (see "raw" above): the line is
 * sampled every 250 us; 40 samples a chunk, bytes 0-4 most significant
 * bit first, 0 = pulse (active low), byte 7 = chunk 1..10.
 */
static void press_raw(const char *args)
{
	static uint8_t space[RAW_MAX_FRAMES * RAW_CHUNKS * RAW_PER_CHUNK];
	unsigned int n = 0, i, c, total;
	bool pulse = true;
	char *end;

	for (;;) {
		long d = strtol(args, &end, 10);
		unsigned long k;

		if (end == args)
			break;
		args = end;
		for (k = (d + RAW_SAMPLE_US / 2) / RAW_SAMPLE_US; k && n < sizeof(space); k--)
			space[n++] = !pulse;
		pulse = !pulse;
	}
	total = (n + RAW_CHUNKS * RAW_PER_CHUNK - 1) / (RAW_CHUNKS * RAW_PER_CHUNK) *
		RAW_CHUNKS * RAW_PER_CHUNK;
	for (i = n; i < total; i++)
		space[i] = 1;
	for (c = 0; c < total / RAW_PER_CHUNK; c++) {
		struct pkt p = { .len = 8 };

		for (i = 0; i < RAW_PER_CHUNK; i++)
			p.data[i / 8] |= space[c * RAW_PER_CHUNK + i] << (7 - i % 8);
		p.data[7] = c % RAW_CHUNKS + 1;
		queue_on(&inq0, &p);
	}
}

/*
 * The Streamzap's bytes for one RC-5-SZ frame: Manchester halves of 889 us
 * (a 1 is space then pulse), merged into runs of one or two units, sent as
 * pulse/space nibbles of 256 us (889 -> 3, 1778 -> 6), ended by 0xf 0xff.
 */
static void press_rc5sz(unsigned int sc, bool whole)
{
	unsigned int bits = 1 << 14 | (sc & 0x2fff), i, n = 0, b = 0;
	int runs[40], last = -1;
	char cmd[3 * 40 + 8];
	uint8_t out[40];

	for (i = 0; i < 15; i++) {
		int one = (bits >> (14 - i)) & 1, h;

		for (h = 0; h < 2; h++) {
			int level = h ? one : !one;	/* 1 = pulse */

			if (level == last) {
				runs[n - 1]++;
			} else if (n || level) {
				runs[n++] = 1;
				last = level;
			}
		}
	}
	if (!last)
		n--;	/* the trailing space half is silence */
	for (i = 0; i < n; i += 2)
		out[b++] = (runs[i] * 3) << 4 | (i + 1 < n ? runs[i + 1] * 3 : 0xf);
	out[b++] = 0xff;
	for (i = 0; i < b; i += whole ? b : 6) {
		unsigned int j, k = 0;

		k += sprintf(cmd, "in");
		for (j = i; j < b && (whole || j < i + 6); j++)
			k += sprintf(cmd + k, " %02x", out[j]);
		queue_packet(cmd + 3);
	}
}

/*
 * VARIANT: "-", or a comma-separated list of at most one variant and
 * options. False when it is not one.
 */
static bool parse_variant(char *arg)
{
	char *tok, *save = NULL, *end;
	unsigned long v;

	for (tok = strtok_r(arg, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
		if (!strcmp(tok, "-"))
			continue;
		if (strncmp(tok, "cfg=", 4)) {
			if (*variant)
				return false;	/* a second variant */
			variant = tok;
			continue;
		}
		v = strtoul(tok + 4, &end, 16);
		if (!model->ffdc_cfg || !tok[4] || *end || v > 0xff)
			return false;
		ffdc_cfg = v;
	}
	return true;
}

int main(int argc, char **argv)
{
	struct usb_raw_init init = { .speed = USB_SPEED_FULL };
	char line[8192];
	struct sigaction sa = { .sa_handler = on_signal };
	pthread_t t;
	size_t i;

	setvbuf(stdout, NULL, _IOLBF, 0);
	sigaction(SIGUSR1, &sa, NULL);	/* no SA_RESTART: it interrupts */
	if (argc > 3 && !strcmp(argv[1], "fuzz")) {
		unsigned long long seed;
		unsigned int vid, pid;
		char *end;

		seed = strtoull(argv[3], &end, 10);
		if (sscanf(argv[2], "%x:%x", &vid, &pid) != 2 || !argv[3][0] || *end) {
			fprintf(stderr, "usage: usbemu fuzz VID:PID SEED [UDC]\n");
			return 2;
		}
		fuzzing = true;
		fz_seed = seed;
		fz_stream(0);
		fz_generate(vid, pid);
		argv++;
		argc--;
	}
	for (i = 0; argc > 1 && i < ARRAY_SIZE(models); i++)
		if (!strcmp(argv[1], models[i].name))
			model = &models[i];
	if ((!model && !fuzzing) || (!fuzzing && argc > 2 && !parse_variant(argv[2]))) {
		fprintf(stderr, "usage: usbemu MODEL [VARIANT|-][,cfg=CC] [UDC]\n");
		return 2;
	}
	snprintf((char *)init.driver_name, UDC_NAME_LENGTH_MAX, "dummy_udc");
	snprintf((char *)init.device_name, UDC_NAME_LENGTH_MAX, "dummy_udc.%s",
		 argc > 3 ? argv[3] : "0");

	fd = open("/dev/raw-gadget", O_RDWR);
	if (fd < 0)
		die("/dev/raw-gadget");
	if (ioctl(fd, USB_RAW_IOCTL_INIT, &init) < 0)
		die("INIT");
	if (ioctl(fd, USB_RAW_IOCTL_RUN, 0) < 0)
		die("RUN");
	pthread_create(&t, NULL, ep0_thread, NULL);
	if (fuzzing)
		for (;;)
			pause();	/* until killed: the unplug */

	while (fgets(line, sizeof(line), stdin)) {
		if (!strncmp(line, "in ", 3)) {
			queue_packet(line + 3);
		} else if (!strncmp(line, "zlp", 3)) {
			queue_packet("");
		} else if (!strncmp(line, "burst ", 6)) {
			char *hex;
			long n = strtol(line + 6, &hex, 10);

			while (n-- > 0)
				queue_packet(hex);
		} else if (!strncmp(line, "outblock", 8) || !strncmp(line, "outunblock", 10)) {
			pthread_mutex_lock(&q_lock);
			out_blocked = line[3] == 'b';
			pthread_cond_broadcast(&q_cond);
			pthread_mutex_unlock(&q_lock);
		} else if (!strncmp(line, "ctrlstall", 9) || !strncmp(line, "ctrlok", 6)) {
			ctrl_stall = line[4] == 's';
		} else if (!strncmp(line, "halt", 4)) {
			halt_in(USB_RAW_IOCTL_EP_SET_HALT, "halt");
		} else if (!strncmp(line, "wedge", 5)) {
			halt_in(USB_RAW_IOCTL_EP_SET_WEDGE, "wedge");
		} else if (!strncmp(line, "unhalt", 6)) {
			halt_in(USB_RAW_IOCTL_EP_CLEAR_HALT, "unhalt");
		} else if (!strncmp(line, "outhalt", 7)) {
			halt_out(USB_RAW_IOCTL_EP_SET_HALT, "outhalt");
		} else if (!strncmp(line, "outwedge", 8)) {
			halt_out(USB_RAW_IOCTL_EP_SET_WEDGE, "outwedge");
		} else if (!strncmp(line, "outunhalt", 9)) {
			halt_out(USB_RAW_IOCTL_EP_CLEAR_HALT, "outunhalt");
		} else if (!strncmp(line, "in1 ", 4)) {
			queue_hex(&inq1, line + 4);
		} else if (!strncmp(line, "raw ", 4)) {
			press_raw(line + 4);
		} else if (!strncmp(line, "assoc ", 6)) {
			char *tt;
			unsigned long rr = strtoul(line + 6, &tt, 16);
			unsigned long t = strtoul(tt, NULL, 16);
			char hex[32];

			snprintf(hex, sizeof(hex), "00 %02lx ff ff ff ff %02lx df",
				 rr & 0xff, t ? t & 0xff : 0x4e);
			queue_packet(hex);
		} else if (!strncmp(line, "nec ", 4)) {
			unsigned long cc = strtoul(line + 4, NULL, 16) & 0xff;
			char hex[32];

			snprintf(hex, sizeof(hex), "0c 80 7f %02lx %02lx 00 00 00", cc,
				 ~cc & 0xff);
			queue_packet(hex);
		} else if (!strncmp(line, "x10 ", 4)) {
			char *rest;
			unsigned long kk = strtoul(line + 4, &rest, 16) & 0xff;
			unsigned long ch = (strtoul(rest, NULL, 10) - 1) & 0x0f;
			char hex[32];

			snprintf(hex, sizeof(hex), "14 %02lx %02lx %02lx",
				 (kk + (ch << 4) + 0xd5) & 0xff, kk, ch << 4);
			queue_packet(hex);
		} else if (!strncmp(line, "rep", 3)) {
			queue_packet("08 00 00 00 00 00 00 00");
		} else if (!strncmp(line, "rc5sz ", 6)) {
			char *rest;
			unsigned long sc = strtoul(line + 6, &rest, 0);

			press_rc5sz(sc, !strncmp(rest, " whole", 6));
		} else if (!strncmp(line, "sleep ", 6)) {
			usleep(atoi(line + 6) * 1000);
		} else if (!strncmp(line, "stamps ", 7)) {
			line[strcspn(line, "\n")] = 0;
			pthread_mutex_lock(&q_lock);
			stamps = fopen(line + 7, "a");
			pthread_mutex_unlock(&q_lock);
		} else if (!strncmp(line, "mark ", 5) || !strncmp(line, "mark1 ", 6)) {
			struct pkt p = { .len = MARK_LEN };
			bool one = line[4] == '1';

			line[strcspn(line, "\n")] = 0;
			snprintf((char *)p.data, sizeof(p.data), "%.32s", line + 5 + one);
			queue_on(one ? &inq1 : &inq0, &p);
		} else if (!strncmp(line, "quit", 4)) {
			break;
		}
	}
	return 0;
}
