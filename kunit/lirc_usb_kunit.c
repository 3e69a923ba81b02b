// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit tests for the USB driver model's pure parts: what one completion
 * status or one failed submission does to the IN stream, how consecutive
 * errors are counted, the back-off, and the lirc device a model's struct
 * lirc_usb_info describes (callbacks, hence LIRC_GET_FEATURES).
 */

#include <kunit/test.h>

#include "lirc_priv.h"
#include "lirc_usb_priv.h"

struct in_case {
	const char *name;
	int status;
	unsigned int errors;		/* before */
	enum lirc_usb_in_action want;
	unsigned int want_errors;	/* after */
};

static const struct in_case in_cases[] = {
	{ "success delivers", 0, 0, LIRC_USB_IN_DELIVER, 0 },
	{ "success resets the error count", 0, 9, LIRC_USB_IN_DELIVER, 0 },
	{ "killed by us (-ENOENT) stops", -ENOENT, 0, LIRC_USB_IN_STOP, 0 },
	{ "unlinked by us (-ECONNRESET) stops", -ECONNRESET, 2, LIRC_USB_IN_STOP, 2 },
	{ "host controller gone (-ESHUTDOWN) stops", -ESHUTDOWN, 0, LIRC_USB_IN_STOP, 0 },
	{ "device gone (-ENODEV) stops", -ENODEV, 0, LIRC_USB_IN_STOP, 0 },
	{ "stops do not count as errors", -ESHUTDOWN, 9, LIRC_USB_IN_STOP, 9 },
	{ "protocol error (-EPROTO) resubmits", -EPROTO, 0, LIRC_USB_IN_RESUBMIT, 1 },
	{ "CRC error (-EILSEQ) resubmits", -EILSEQ, 3, LIRC_USB_IN_RESUBMIT, 4 },
	{ "no response (-ETIME) resubmits", -ETIME, 0, LIRC_USB_IN_RESUBMIT, 1 },
	{ "babble (-EOVERFLOW) resubmits", -EOVERFLOW, 0, LIRC_USB_IN_RESUBMIT, 1 },
	{ "short packet error (-EREMOTEIO) resubmits", -EREMOTEIO, 0,
	  LIRC_USB_IN_RESUBMIT, 1 },
	{ "stall (-EPIPE) is cleared", -EPIPE, 0, LIRC_USB_IN_CLEAR_HALT, 1 },
	{ "ninth stall in a row is cleared", -EPIPE, 8, LIRC_USB_IN_CLEAR_HALT, 9 },
	{ "tenth stall in a row rests", -EPIPE, 9, LIRC_USB_IN_REST, 10 },
	{ "tenth -EPROTO in a row rests", -EPROTO, 9, LIRC_USB_IN_REST, 10 },
	{ "tenth -EILSEQ in a row rests", -EILSEQ, 9, LIRC_USB_IN_REST, 10 },
	{ "tenth -ETIME in a row rests", -ETIME, 9, LIRC_USB_IN_REST, 10 },
	{ "tenth -EOVERFLOW in a row rests", -EOVERFLOW, 9, LIRC_USB_IN_REST, 10 },
};

static void in_case_desc(const struct in_case *c, char *desc)
{
	strscpy(desc, c->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(in, in_cases, in_case_desc);

static void lirc_usb_in_action_test(struct kunit *test)
{
	const struct in_case *c = test->param_value;
	unsigned int errors = c->errors;

	KUNIT_EXPECT_EQ(test, lirc_usb_in_action(c->status, &errors), c->want);
	KUNIT_EXPECT_EQ(test, errors, c->want_errors);
}

struct submit_case {
	const char *name;
	int err;
	enum lirc_usb_in_action want;
};

static const struct submit_case submit_cases[] = {
	{ "no memory (-ENOMEM) rests", -ENOMEM, LIRC_USB_IN_REST },
	{ "suspended device (-EHOSTUNREACH) rests", -EHOSTUNREACH, LIRC_USB_IN_REST },
	{ "URB still busy (-EBUSY) rests", -EBUSY, LIRC_USB_IN_REST },
	{ "bad URB (-EINVAL) rests", -EINVAL, LIRC_USB_IN_REST },
	{ "no bandwidth (-ENOSPC) rests", -ENOSPC, LIRC_USB_IN_REST },
	{ "endpoint missing (-ENOENT) stops", -ENOENT, LIRC_USB_IN_STOP },
	{ "being killed (-EPERM) stops", -EPERM, LIRC_USB_IN_STOP },
	{ "device gone (-ENODEV) stops", -ENODEV, LIRC_USB_IN_STOP },
	{ "endpoint disabled (-ESHUTDOWN) stops", -ESHUTDOWN, LIRC_USB_IN_STOP },
};

static void submit_case_desc(const struct submit_case *c, char *desc)
{
	strscpy(desc, c->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(submit, submit_cases, submit_case_desc);

static void lirc_usb_submit_action_test(struct kunit *test)
{
	const struct submit_case *c = test->param_value;

	KUNIT_EXPECT_EQ(test, lirc_usb_submit_action(c->err), c->want);
}

/* A device that fails every transfer: the stream rests after exactly
 * LIRC_USB_MAX_ERRORS completions, whatever the mix of errors.
 */
static void lirc_usb_in_bounded_test(struct kunit *test)
{
	static const int statuses[] = {
		-EPIPE, -EOVERFLOW, -EILSEQ, -ETIME, -EPROTO,
	};
	enum lirc_usb_in_action a;
	unsigned int errors = 0, n = 0;

	do {
		a = lirc_usb_in_action(statuses[n % ARRAY_SIZE(statuses)], &errors);
		n++;
	} while (a != LIRC_USB_IN_REST && n < 1000);
	KUNIT_EXPECT_EQ(test, n, LIRC_USB_MAX_ERRORS);

	/* One success in between starts the count again. */
	errors = 0;
	for (n = 0; n < LIRC_USB_MAX_ERRORS - 1; n++)
		KUNIT_EXPECT_NE(test, lirc_usb_in_action(-EPROTO, &errors),
				LIRC_USB_IN_REST);
	KUNIT_EXPECT_EQ(test, lirc_usb_in_action(0, &errors), LIRC_USB_IN_DELIVER);
	for (n = 0; n < LIRC_USB_MAX_ERRORS - 1; n++)
		KUNIT_EXPECT_NE(test, lirc_usb_in_action(-EPROTO, &errors),
				LIRC_USB_IN_REST);
	KUNIT_EXPECT_EQ(test, lirc_usb_in_action(-EPROTO, &errors),
			LIRC_USB_IN_REST);
}

static void lirc_usb_backoff_test(struct kunit *test)
{
	static const unsigned int want[] = {
		2000, 4000, 8000, 16000, 32000, 64000, 64000, 64000,
	};
	unsigned int ms = LIRC_USB_BACKOFF_MIN_MS, i;

	for (i = 0; i < ARRAY_SIZE(want); i++) {
		ms = lirc_usb_next_backoff(ms);
		KUNIT_EXPECT_EQ(test, ms, want[i]);
	}
}

/* Stand-ins: only their presence matters to lirc_usb_build_desc(). */
static void h_rx(struct lirc_usb *lu, const u8 *buf, unsigned int len) { }
static int h_tx(struct lirc_usb *lu, const u32 *d, unsigned int n) { return 0; }
static int h_u32(struct lirc_usb *lu, u32 v) { return 0; }
static void h_code(struct lirc_usb *lu, u32 p, u64 s, bool t, u8 *b) { }
static int h_proto(struct lirc_usb *lu, u64 *p) { return 0; }
static int c_open(struct lirc_device *ld) { return 0; }
static void c_close(struct lirc_device *ld) { }
static int c_tx(struct lirc_device *ld, const u32 *d, unsigned int n) { return 0; }
static int c_u32(struct lirc_device *ld, u32 v) { return 0; }
static void c_code(struct lirc_device *ld, u32 p, u64 s, bool t, u8 *b) { }
static int c_proto(struct lirc_device *ld, u64 *p) { return 0; }

static const struct lirc_device_ops all_ops = {
	.open = c_open, .close = c_close, .tx = c_tx,
	.set_tx_carrier = c_u32, .set_tx_duty_cycle = c_u32,
	.set_tx_mask = c_u32, .set_rx_timeout = c_u32, .lirccode = c_code,
	.change_protocol = c_proto,
};

struct desc_case {
	const char *name;
	struct lirc_usb_info info;
	u32 features;
};

static const struct desc_case desc_cases[] = {
	{ "raw receiver without hooks: MODE2 only",
	  { .name = "a", .rx = h_rx },
	  LIRC_CAN_REC_MODE2 },
	{ "resolution and timeout range",
	  { .name = "a", .rx = h_rx, .rx_resolution = 256, .timeout = 65280,
	    .min_timeout = 10000, .max_timeout = 65280 },
	  LIRC_CAN_REC_MODE2 | LIRC_CAN_GET_REC_RESOLUTION |
	  LIRC_CAN_SET_REC_TIMEOUT },
	{ "tx hook: a transmitter",
	  { .name = "a", .rx = h_rx, .tx = h_tx },
	  LIRC_CAN_REC_MODE2 | LIRC_CAN_SEND_PULSE },
	{ "tx and carrier",
	  { .name = "a", .rx = h_rx, .tx = h_tx, .set_tx_carrier = h_u32 },
	  LIRC_CAN_REC_MODE2 | LIRC_CAN_SEND_PULSE | LIRC_CAN_SET_SEND_CARRIER },
	{ "every transmitter hook",
	  { .name = "a", .rx = h_rx, .tx = h_tx, .set_tx_carrier = h_u32,
	    .set_tx_duty_cycle = h_u32, .set_tx_mask = h_u32 },
	  LIRC_CAN_REC_MODE2 | LIRC_CAN_SEND_PULSE | LIRC_CAN_SET_SEND_CARRIER |
	  LIRC_CAN_SET_SEND_DUTY_CYCLE | LIRC_CAN_SET_TRANSMITTER_MASK },
	{ "decoded receiver",
	  { .name = "a", .rx = h_rx, .rx_type = LIRC_RX_SCANCODE },
	  LIRC_CAN_REC_SCANCODE },
	{ "decoded receiver with a LIRCCODE layout",
	  { .name = "a", .rx = h_rx, .rx_type = LIRC_RX_SCANCODE,
	    .lirccode = h_code, .lirccode_bits = 16 },
	  LIRC_CAN_REC_SCANCODE },
	{ "LIRCCODE layout without hook (bytes passed with each code)",
	  { .name = "a", .rx = h_rx, .rx_type = LIRC_RX_SCANCODE,
	    .lirccode_bits = 24 },
	  LIRC_CAN_REC_SCANCODE },
	{ "pointer and companion hooks: the same lirc device",
	  { .name = "a", .rx = h_rx, .rx_type = LIRC_RX_SCANCODE,
	    .companion = 1, .companion_rx = h_rx, .pointer = true },
	  LIRC_CAN_REC_SCANCODE },
	{ "decoded receiver switchable between two protocols",
	  { .name = "a", .rx = h_rx, .rx_type = LIRC_RX_SCANCODE,
	    .change_protocol = h_proto,
	    .allowed_protocols = BIT_ULL(RC_PROTO_NEC) | BIT_ULL(RC_PROTO_RC5),
	    .protocols = BIT_ULL(RC_PROTO_RC5) },
	  LIRC_CAN_REC_SCANCODE },
	{ "transmitter only",
	  { .name = "a", .rx = h_rx, .rx_type = LIRC_TX_ONLY, .tx = h_tx },
	  LIRC_CAN_SEND_PULSE },
	{ "a raw receiver that ends its signals itself",
	  { .name = "a", .rx = h_rx, .ends_signals = true },
	  LIRC_CAN_REC_MODE2 },
	{ "... and whose end may get lost",
	  { .name = "a", .rx = h_rx, .ends_signals = true, .lost_end_us = 230560 },
	  LIRC_CAN_REC_MODE2 },
};

static void desc_case_desc(const struct desc_case *c, char *desc)
{
	strscpy(desc, c->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(desc, desc_cases, desc_case_desc);

/* Each callback is present exactly when the model has its hook, the
 * description's fields are the model's, and the features follow.
 */
static void lirc_usb_build_desc_test(struct kunit *test)
{
	const struct desc_case *c = test->param_value;
	const struct lirc_usb_info *info = &c->info;
	struct lirc_device_desc desc;
	struct lirc_device_ops ops;
	struct lirc_device *ld;

	KUNIT_ASSERT_EQ(test, lirc_usb_build_desc(info, &all_ops, "drv", &desc,
						  &ops), 0);
	KUNIT_EXPECT_PTR_EQ(test, desc.ops, (const struct lirc_device_ops *)&ops);
	KUNIT_EXPECT_PTR_EQ(test, ops.open, all_ops.open);
	KUNIT_EXPECT_PTR_EQ(test, ops.close, all_ops.close);
	KUNIT_EXPECT_EQ(test, !!ops.tx, !!info->tx);
	KUNIT_EXPECT_EQ(test, !!ops.set_tx_carrier, !!info->set_tx_carrier);
	KUNIT_EXPECT_EQ(test, !!ops.set_tx_duty_cycle, !!info->set_tx_duty_cycle);
	KUNIT_EXPECT_EQ(test, !!ops.set_tx_mask, !!info->set_tx_mask);
	KUNIT_EXPECT_EQ(test, !!ops.set_rx_timeout, !!info->set_rx_timeout);
	KUNIT_EXPECT_EQ(test, !!ops.lirccode,
			info->lirccode || info->lirccode_bits);
	KUNIT_EXPECT_EQ(test, !!ops.change_protocol, !!info->change_protocol);
	KUNIT_EXPECT_EQ(test, desc.allowed_protocols, info->allowed_protocols);
	KUNIT_EXPECT_EQ(test, desc.protocols, info->protocols);
	KUNIT_EXPECT_STREQ(test, desc.name, info->name);
	KUNIT_EXPECT_STREQ(test, desc.driver_name, "drv");
	KUNIT_EXPECT_EQ(test, desc.rx_type, info->rx_type);
	KUNIT_EXPECT_EQ(test, desc.rx_resolution, info->rx_resolution);
	KUNIT_EXPECT_EQ(test, desc.timeout, info->timeout);
	KUNIT_EXPECT_EQ(test, desc.min_timeout, info->min_timeout);
	KUNIT_EXPECT_EQ(test, desc.max_timeout, info->max_timeout);
	KUNIT_EXPECT_EQ(test, desc.lirccode_bits, info->lirccode_bits);
	KUNIT_EXPECT_EQ(test, desc.pointer, info->pointer);
	KUNIT_EXPECT_EQ(test, desc.keyup_ms, info->keyup_ms);
	KUNIT_EXPECT_EQ(test, desc.ends_signals, info->ends_signals);
	KUNIT_EXPECT_EQ(test, desc.lost_end_us, info->lost_end_us);

	ld = lirc_device_alloc(NULL, &desc, NULL);
	KUNIT_ASSERT_FALSE(test, IS_ERR_OR_NULL(ld));
	KUNIT_EXPECT_EQ(test, lirc_device_features(ld), c->features);
	lirc_device_put(ld);
}

static void lirc_usb_build_desc_refuses_test(struct kunit *test)
{
	const struct lirc_usb_info no_rx = { .name = "a" };
	const struct lirc_usb_info no_name = { .rx = h_rx };
	const struct lirc_usb_info keyup = { .name = "a", .rx = h_rx,
					     .keyup_ms = 123 };
	struct lirc_device_desc desc;
	struct lirc_device_ops ops;

	KUNIT_EXPECT_EQ(test, lirc_usb_build_desc(&no_rx, &all_ops, "d", &desc,
						  &ops), -EINVAL);
	KUNIT_EXPECT_EQ(test, lirc_usb_build_desc(&no_name, &all_ops, "d", &desc,
						  &ops), -EINVAL);
	KUNIT_ASSERT_EQ(test, lirc_usb_build_desc(&keyup, &all_ops, "d", &desc,
						  &ops), 0);
	KUNIT_EXPECT_EQ(test, desc.keyup_ms, 123U);
}

static struct kunit_case lirc_usb_cases[] = {
	KUNIT_CASE_PARAM(lirc_usb_in_action_test, in_gen_params),
	KUNIT_CASE_PARAM(lirc_usb_submit_action_test, submit_gen_params),
	KUNIT_CASE(lirc_usb_in_bounded_test),
	KUNIT_CASE(lirc_usb_backoff_test),
	KUNIT_CASE_PARAM(lirc_usb_build_desc_test, desc_gen_params),
	KUNIT_CASE(lirc_usb_build_desc_refuses_test),
	{}
};

static struct kunit_suite lirc_usb_suite = {
	.name = "lirc_usb",
	.test_cases = lirc_usb_cases,
};

kunit_test_suite(lirc_usb_suite);

MODULE_LICENSE("GPL");
