// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit tests for the USB IN stream's policy: what one completion status
 * does, and how consecutive errors are counted.
 */

#include <kunit/test.h>

#include "lirc_usb.h"

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
	{ "unlinked (kill) stops", -ENOENT, 0, LIRC_USB_IN_STOP, 0 },
	{ "unlinked (async) stops", -ECONNRESET, 2, LIRC_USB_IN_STOP, 2 },
	{ "host controller gone stops", -ESHUTDOWN, 0, LIRC_USB_IN_STOP, 0 },
	{ "protocol error (unplug) stops", -EPROTO, 0, LIRC_USB_IN_STOP, 0 },
	{ "stops do not count as errors", -ESHUTDOWN, 9, LIRC_USB_IN_STOP, 9 },
	{ "stall is cleared", -EPIPE, 0, LIRC_USB_IN_CLEAR_HALT, 1 },
	{ "ninth stall in a row is cleared", -EPIPE, 8, LIRC_USB_IN_CLEAR_HALT, 9 },
	{ "tenth stall in a row gives up", -EPIPE, 9, LIRC_USB_IN_GIVE_UP, 10 },
	{ "babble resubmits", -EOVERFLOW, 0, LIRC_USB_IN_RESUBMIT, 1 },
	{ "CRC error resubmits", -EILSEQ, 3, LIRC_USB_IN_RESUBMIT, 4 },
	{ "timeout resubmits", -ETIME, 0, LIRC_USB_IN_RESUBMIT, 1 },
	{ "short packet error resubmits", -EREMOTEIO, 0, LIRC_USB_IN_RESUBMIT, 1 },
	{ "tenth error in a row gives up", -EOVERFLOW, 9, LIRC_USB_IN_GIVE_UP, 10 },
	{ "errors mix in one count", -EILSEQ, 9, LIRC_USB_IN_GIVE_UP, 10 },
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

/* A device that fails every transfer: the stream ends after exactly
 * LIRC_USB_MAX_ERRORS completions, whatever the mix of errors.
 */
static void lirc_usb_in_bounded_test(struct kunit *test)
{
	static const int statuses[] = { -EPIPE, -EOVERFLOW, -EILSEQ, -ETIME };
	enum lirc_usb_in_action a;
	unsigned int errors = 0, n = 0;

	do {
		a = lirc_usb_in_action(statuses[n % ARRAY_SIZE(statuses)], &errors);
		n++;
	} while (a != LIRC_USB_IN_GIVE_UP && n < 1000);
	KUNIT_EXPECT_EQ(test, n, LIRC_USB_MAX_ERRORS);

	/* One success in between starts the count again. */
	errors = 0;
	for (n = 0; n < LIRC_USB_MAX_ERRORS - 1; n++)
		KUNIT_EXPECT_NE(test, lirc_usb_in_action(-EPIPE, &errors),
				LIRC_USB_IN_GIVE_UP);
	KUNIT_EXPECT_EQ(test, lirc_usb_in_action(0, &errors), LIRC_USB_IN_DELIVER);
	for (n = 0; n < LIRC_USB_MAX_ERRORS - 1; n++)
		KUNIT_EXPECT_NE(test, lirc_usb_in_action(-EPIPE, &errors),
				LIRC_USB_IN_GIVE_UP);
	KUNIT_EXPECT_EQ(test, lirc_usb_in_action(-EPIPE, &errors),
			LIRC_USB_IN_GIVE_UP);
}

static struct kunit_case lirc_usb_cases[] = {
	KUNIT_CASE_PARAM(lirc_usb_in_action_test, in_gen_params),
	KUNIT_CASE(lirc_usb_in_bounded_test),
	{}
};

static struct kunit_suite lirc_usb_suite = {
	.name = "lirc_usb",
	.test_cases = lirc_usb_cases,
};

kunit_test_suite(lirc_usb_suite);

MODULE_LICENSE("GPL");
