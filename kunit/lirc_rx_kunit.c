// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit tests for what the core makes of driver reports: fan-out to
 * several readers, MODE2 timeout and gap rules, transmit checks, features.
 */

#include <kunit/test.h>
#include <linux/delay.h>
#include <linux/slab.h>

#include <linux/lirc_core.h>

#include "lirc_kunit.h"

/* Long enough that the idle timer never fires within a table row. */
#define TO	100000U

static const struct lirc_device_ops rx_only_ops = { };

static struct lirc_device *test_device_to(struct kunit *test,
					  const struct lirc_device_ops *ops,
					  u32 timeout)
{
	struct lirc_device_desc desc = {
		.name = "test", .driver_name = "test", .ops = ops,
		.rx_type = LIRC_RX_RAW, .timeout = timeout,
		.min_timeout = timeout, .max_timeout = timeout,
	};

	return lirc_test_device(test, &desc);
}

static struct lirc_device *test_device(struct kunit *test,
				       const struct lirc_device_ops *ops)
{
	return test_device_to(test, ops, TO);
}

static struct lirc_fh *test_reader(struct kunit *test, struct lirc_device *ld,
				   unsigned int qlen)
{
	struct lirc_fh *fh = lirc_fh_create(ld, qlen);

	KUNIT_ASSERT_FALSE(test, IS_ERR(fh));
	lirc_fh_attach(fh);
	return fh;
}

static void drop_reader(struct lirc_fh *fh)
{
	lirc_fh_detach(fh);
	lirc_fh_destroy(fh);
}

static unsigned int drain(struct lirc_fh *fh, u32 *buf, unsigned int max)
{
	return lirc_queue_get(&fh->rawq, buf, max * sizeof(u32)) / sizeof(u32);
}

/* Every reader gets every sample; a slow one loses only its own. */
static void lirc_rx_fanout_test(struct kunit *test)
{
	struct lirc_device *ld = test_device(test, &rx_only_ops);
	struct lirc_fh *a, *b, *other;
	u32 buf[16];
	unsigned int n;

	a = test_reader(test, ld, 64);
	b = test_reader(test, ld, 4);
	other = test_reader(test, ld, 64);
	KUNIT_ASSERT_EQ(test, lirc_fh_set_mode(other, LIRC_MODE_SCANCODE), 0);

	lirc_rx_raw(ld, LIRC_RAW_PULSE, 100);
	lirc_rx_raw(ld, LIRC_RAW_SPACE, 200);
	lirc_rx_raw(ld, LIRC_RAW_PULSE, 300);
	lirc_rx_raw(ld, LIRC_RAW_TIMEOUT, 0);

	n = drain(a, buf, 16);
	KUNIT_ASSERT_EQ(test, n, 4U);
	KUNIT_EXPECT_EQ(test, buf[0], LIRC_PULSE(100));
	KUNIT_EXPECT_EQ(test, buf[1], LIRC_SPACE(200));
	KUNIT_EXPECT_EQ(test, buf[2], LIRC_PULSE(300));
	KUNIT_EXPECT_EQ(test, buf[3], LIRC_TIMEOUT(TO));

	/* b is full now: the next signal is lost for b only. */
	lirc_rx_raw(ld, LIRC_RAW_PULSE, 400);
	KUNIT_EXPECT_EQ(test, drain(a, buf, 16), 2U);	/* gap space + pulse */
	KUNIT_EXPECT_EQ(test, buf[1], LIRC_PULSE(400));
	KUNIT_EXPECT_EQ(test, b->rawq.dropped, 2UL);

	n = drain(b, buf, 16);
	KUNIT_ASSERT_EQ(test, n, 4U);
	KUNIT_EXPECT_EQ(test, buf[3], LIRC_TIMEOUT(TO));

	/* b learns of the loss before its next sample. */
	lirc_rx_raw(ld, LIRC_RAW_SPACE, 500);
	n = drain(b, buf, 16);
	KUNIT_ASSERT_EQ(test, n, 2U);
	KUNIT_EXPECT_EQ(test, buf[0], LIRC_OVERFLOW(LIRC_VALUE_MASK));
	KUNIT_EXPECT_EQ(test, buf[1], LIRC_SPACE(500));
	KUNIT_EXPECT_EQ(test, drain(a, buf, 16), 1U);

	KUNIT_EXPECT_TRUE(test, lirc_queue_empty(&other->rawq));
	KUNIT_EXPECT_TRUE(test, lirc_queue_empty(&other->codeq));

	drop_reader(a);
	drop_reader(b);
	drop_reader(other);
	lirc_test_put(ld);
}

/* One row per MODE2 rule: the events a driver reports and what readers get. */
struct mode2_case {
	const char *name;
	struct { enum lirc_raw_type type; u32 us; } in[8];
	unsigned int n_in;
	u32 out[8];
	unsigned int n_out;
	bool gap_first;		/* out[gap_at] is a gap space, checked by range */
	unsigned int gap_at;
	u32 gap_min;		/* its least value; 0 means TO */
};

#define P LIRC_RAW_PULSE
#define S LIRC_RAW_SPACE
#define T LIRC_RAW_TIMEOUT

static const struct mode2_case mode2_cases[] = {
	{ "pulses and spaces pass unchanged",
	  { { P, 560 }, { S, 1690 }, { P, 560 } }, 3,
	  { LIRC_PULSE(560), LIRC_SPACE(1690), LIRC_PULSE(560) }, 3 },
	{ "timeout of 0 reports the device timeout",
	  { { P, 10 }, { T, 0 } }, 2,
	  { LIRC_PULSE(10), LIRC_TIMEOUT(TO) }, 2 },
	{ "timeout with a value keeps it",
	  { { P, 10 }, { T, 12345 } }, 2,
	  { LIRC_PULSE(10), LIRC_TIMEOUT(12345) }, 2 },
	{ "a second timeout in the same silence is dropped",
	  { { P, 10 }, { T, 0 }, { T, 0 } }, 3,
	  { LIRC_PULSE(10), LIRC_TIMEOUT(TO) }, 2 },
	{ "spaces after a timeout fold into the gap",
	  { { P, 10 }, { T, 0 }, { S, 999 }, { P, 20 } }, 4,
	  { LIRC_PULSE(10), LIRC_TIMEOUT(TO), 0, LIRC_PULSE(20) }, 4,
	  true, 2 },
	{ "durations beyond 24 bits are clamped",
	  { { P, 0x2000000 }, { S, 0x1000000 } }, 2,
	  { LIRC_PULSE(LIRC_VALUE_MASK), LIRC_TIMEOUT(TO) }, 2 },
	{ "zero-length pulses and spaces are ignored",
	  { { P, 0 }, { S, 0 }, { P, 7 } }, 3,
	  { LIRC_PULSE(7) }, 1 },
	{ "a leading space before any timeout is kept",
	  { { S, 300 }, { P, 7 } }, 2,
	  { LIRC_SPACE(300), LIRC_PULSE(7) }, 2 },
	{ "a space as long as the timeout ends the signal",
	  { { P, 10 }, { S, TO } }, 2,
	  { LIRC_PULSE(10), LIRC_TIMEOUT(TO) }, 2 },
	{ "a space longer than the timeout stays whole in the next space",
	  { { P, 10 }, { S, 3 * TO }, { P, 20 } }, 3,
	  { LIRC_PULSE(10), LIRC_TIMEOUT(TO), 0, LIRC_PULSE(20) }, 4,
	  true, 2, 3 * TO },
	{ "a timeout after a long space is not repeated",
	  { { P, 10 }, { S, 2 * TO }, { T, 0 } }, 3,
	  { LIRC_PULSE(10), LIRC_TIMEOUT(TO) }, 2 },
	{ "a space just under the timeout passes",
	  { { P, 10 }, { S, TO - 1 }, { P, 20 } }, 3,
	  { LIRC_PULSE(10), LIRC_SPACE(TO - 1), LIRC_PULSE(20) }, 3 },
	{ "a clamped long space still ends the signal once",
	  { { P, 10 }, { S, 0x2000000 }, { S, 5 }, { P, 20 } }, 4,
	  { LIRC_PULSE(10), LIRC_TIMEOUT(TO), 0, LIRC_PULSE(20) }, 4,
	  true, 2, LIRC_VALUE_MASK },
};

#undef P
#undef S
#undef T

static void mode2_case_desc(const struct mode2_case *c, char *desc)
{
	strscpy(desc, c->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(mode2, mode2_cases, mode2_case_desc);

static void lirc_rx_mode2_test(struct kunit *test)
{
	const struct mode2_case *c = test->param_value;
	struct lirc_device *ld = test_device(test, &rx_only_ops);
	struct lirc_fh *fh = test_reader(test, ld, 64);
	u32 buf[16];
	unsigned int i, n;

	for (i = 0; i < c->n_in; i++)
		lirc_rx_raw(ld, c->in[i].type, c->in[i].us);
	n = drain(fh, buf, 16);
	KUNIT_ASSERT_EQ(test, n, c->n_out);
	for (i = 0; i < n; i++) {
		if (c->gap_first && i == c->gap_at) {
			/* measured silence + time since, well under 1 s more */
			KUNIT_EXPECT_TRUE(test, LIRC_IS_SPACE(buf[i]));
			u32 min = c->gap_min ?: TO;

			KUNIT_EXPECT_GE(test, LIRC_VALUE(buf[i]), min);
			KUNIT_EXPECT_LE(test, LIRC_VALUE(buf[i]),
					min_t(u32, min + 1000000U, LIRC_VALUE_MASK));
			continue;
		}
		KUNIT_EXPECT_EQ_MSG(test, buf[i], c->out[i], "sample %u", i);
	}
	drop_reader(fh);
	lirc_test_put(ld);
}

/* The gap covers the real silence: the timeout plus the time since. */
static void lirc_rx_gap_length_test(struct kunit *test)
{
	struct lirc_device *ld = test_device(test, &rx_only_ops);
	struct lirc_fh *fh = test_reader(test, ld, 64);
	u32 buf[8];

	lirc_rx_raw(ld, LIRC_RAW_PULSE, 100);
	lirc_rx_raw(ld, LIRC_RAW_TIMEOUT, 0);
	msleep(30);
	lirc_rx_raw(ld, LIRC_RAW_PULSE, 100);
	KUNIT_ASSERT_EQ(test, drain(fh, buf, 8), 4U);
	KUNIT_EXPECT_TRUE(test, LIRC_IS_SPACE(buf[2]));
	KUNIT_EXPECT_GE(test, LIRC_VALUE(buf[2]), TO + 30000U);
	KUNIT_EXPECT_LT(test, LIRC_VALUE(buf[2]), TO + 2000000U);
	drop_reader(fh);
	lirc_test_put(ld);
}

struct tx_case {
	const char *name;
	u32 values[4];
	unsigned int count;	/* values beyond 4 repeat values[0] */
	int err;
};

static const struct tx_case tx_cases[] = {
	{ "one pulse", { 500 }, 1, 0 },
	{ "pulse space pulse", { 500, 500, 500 }, 3, 0 },
	{ "even count", { 500, 500 }, 2, -EINVAL },
	{ "zero count", { }, 0, -EINVAL },
	{ "a zero duration", { 500, 0, 500 }, 3, -EINVAL },
	{ "exactly 500 ms", { 250000, 1, 249999 }, 3, 0 },
	{ "one microsecond over 500 ms", { 250000, 2, 249999 }, 3, -EINVAL },
	{ "1023 values", { 100 }, 1023, 0 },
	{ "1025 values", { 100 }, 1025, -EINVAL },
	{ "a value that would wrap 32 bits", { 0xffffffff, 1, 2 }, 3, -EINVAL },
};

static void tx_case_desc(const struct tx_case *c, char *desc)
{
	strscpy(desc, c->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(tx, tx_cases, tx_case_desc);

static void lirc_tx_check_test(struct kunit *test)
{
	const struct tx_case *c = test->param_value;
	u32 *v = kunit_kcalloc(test, c->count + 1, sizeof(u32), GFP_KERNEL);
	unsigned int i;

	KUNIT_ASSERT_NOT_NULL(test, v);
	for (i = 0; i < c->count; i++)
		v[i] = i < ARRAY_SIZE(c->values) && c->count <= 4 ?
			c->values[i] : c->values[0];
	KUNIT_EXPECT_EQ(test, lirc_tx_check(v, c->count), c->err);
}

static int dummy_tx(struct lirc_device *ld, const u32 *d, unsigned int n)
{
	return 0;
}

static int dummy_set(struct lirc_device *ld, u32 v)
{
	return 0;
}

static const struct lirc_device_ops tx_ops = {
	.tx = dummy_tx,
	.set_tx_carrier = dummy_set,
};

static const struct lirc_device_ops full_ops = {
	.tx = dummy_tx,
	.set_tx_carrier = dummy_set,
	.set_tx_duty_cycle = dummy_set,
	.set_tx_mask = dummy_set,
};

struct features_case {
	const char *name;
	const struct lirc_device_ops *ops;
	enum lirc_rx_type rx_type;
	u32 resolution, min_timeout, max_timeout;
	u32 features;
};

static const struct features_case features_cases[] = {
	{ "receiver only", &rx_only_ops, LIRC_RX_RAW, 0, 0, 0,
	  LIRC_CAN_REC_MODE2 },
	{ "with resolution", &rx_only_ops, LIRC_RX_RAW, 50, 0, 0,
	  LIRC_CAN_REC_MODE2 | LIRC_CAN_GET_REC_RESOLUTION },
	/* Linux 6.1: settable whenever max_timeout is set, to itself here. */
	{ "fixed timeout is settable to itself", &rx_only_ops, LIRC_RX_RAW,
	  0, 100, 100, LIRC_CAN_REC_MODE2 | LIRC_CAN_SET_REC_TIMEOUT },
	{ "timeout range", &rx_only_ops, LIRC_RX_RAW, 0, 100, 200,
	  LIRC_CAN_REC_MODE2 | LIRC_CAN_SET_REC_TIMEOUT },
	{ "decoded receiver", &rx_only_ops, LIRC_RX_SCANCODE, 0, 0, 0,
	  LIRC_CAN_REC_SCANCODE },
	{ "transmitter with carrier", &tx_ops, LIRC_RX_RAW, 0, 0, 0,
	  LIRC_CAN_REC_MODE2 | LIRC_CAN_SEND_PULSE | LIRC_CAN_SET_SEND_CARRIER },
	{ "every transmit control", &full_ops, LIRC_RX_RAW, 0, 0, 0,
	  LIRC_CAN_REC_MODE2 | LIRC_CAN_SEND_PULSE | LIRC_CAN_SET_SEND_CARRIER |
	  LIRC_CAN_SET_SEND_DUTY_CYCLE | LIRC_CAN_SET_TRANSMITTER_MASK },
	{ "transmit only: no receive feature", &full_ops, LIRC_TX_ONLY,
	  50, 100, 200,
	  LIRC_CAN_SEND_PULSE | LIRC_CAN_SET_SEND_CARRIER |
	  LIRC_CAN_SET_SEND_DUTY_CYCLE | LIRC_CAN_SET_TRANSMITTER_MASK },
};

static void features_case_desc(const struct features_case *c, char *desc)
{
	strscpy(desc, c->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(features, features_cases, features_case_desc);

static void lirc_features_test(struct kunit *test)
{
	const struct features_case *c = test->param_value;
	struct lirc_device_desc desc = {
		.name = "test", .driver_name = "test", .ops = c->ops,
		.rx_type = c->rx_type, .rx_resolution = c->resolution,
		.timeout = c->min_timeout, .min_timeout = c->min_timeout,
		.max_timeout = c->max_timeout,
	};
	struct lirc_device *ld = lirc_test_device(test, &desc);

	KUNIT_EXPECT_EQ(test, lirc_device_features(ld), c->features);
	lirc_test_put(ld);
}

/* Descriptions the core refuses at allocation. */
static void lirc_desc_refused_test(struct kunit *test)
{
	struct lirc_device_desc good = {
		.name = "test", .driver_name = "test", .ops = &rx_only_ops,
		.rx_type = LIRC_RX_RAW, .timeout = 150, .min_timeout = 100,
		.max_timeout = 200,
	};
	struct lirc_device_desc d;
	struct lirc_device *ld;

	ld = lirc_device_alloc(NULL, &good, NULL);
	KUNIT_ASSERT_FALSE(test, IS_ERR(ld));
	lirc_device_put(ld);

	d = good;
	d.timeout = 250;
	KUNIT_EXPECT_EQ(test, PTR_ERR(lirc_device_alloc(NULL, &d, NULL)), -EINVAL);
	d = good;
	d.name = NULL;
	KUNIT_EXPECT_EQ(test, PTR_ERR(lirc_device_alloc(NULL, &d, NULL)), -EINVAL);
	d = good;
	d.ops = NULL;
	KUNIT_EXPECT_EQ(test, PTR_ERR(lirc_device_alloc(NULL, &d, NULL)), -EINVAL);
	d = good;
	d.rx_type = LIRC_TX_ONLY;	/* a transmitter needs @tx */
	KUNIT_EXPECT_EQ(test, PTR_ERR(lirc_device_alloc(NULL, &d, NULL)), -EINVAL);
	d = good;
	d.lost_end_us = 200000;		/* without ends_signals: no meaning */
	KUNIT_EXPECT_EQ(test, PTR_ERR(lirc_device_alloc(NULL, &d, NULL)), -EINVAL);
	d.ends_signals = true;
	d.lost_end_us = LIRC_VALUE_MASK + 1;	/* beyond a MODE2 sample */
	KUNIT_EXPECT_EQ(test, PTR_ERR(lirc_device_alloc(NULL, &d, NULL)), -EINVAL);
	d.lost_end_us = 200000;
	ld = lirc_device_alloc(NULL, &d, NULL);
	KUNIT_ASSERT_FALSE(test, IS_ERR(ld));
	lirc_device_put(ld);
	/*
	 * A lost end is reported as the timeout: shorter than the longest
	 * timeout the device may be set to, a reader would see a timeout
	 * longer than the silence kept before the next pulse.
	 */
	d.lost_end_us = 199;		/* below max_timeout (200) */
	KUNIT_EXPECT_EQ(test, PTR_ERR(lirc_device_alloc(NULL, &d, NULL)), -EINVAL);
	d.lost_end_us = 200;
	ld = lirc_device_alloc(NULL, &d, NULL);
	KUNIT_ASSERT_FALSE(test, IS_ERR(ld));
	lirc_device_put(ld);
	d.min_timeout = 0;		/* a fixed timeout: 500 ms, lost end 60 ms */
	d.max_timeout = 0;
	d.timeout = 500000;
	d.lost_end_us = 60000;
	KUNIT_EXPECT_EQ(test, PTR_ERR(lirc_device_alloc(NULL, &d, NULL)), -EINVAL);
	d.lost_end_us = 500000;
	ld = lirc_device_alloc(NULL, &d, NULL);
	KUNIT_ASSERT_FALSE(test, IS_ERR(ld));
	lirc_device_put(ld);
}

static int switch_proto(struct lirc_device *ld, u64 *protocols)
{
	return 0;
}

static const struct lirc_device_ops switch_ops = {
	.change_protocol = switch_proto,
};

/* Switchable protocols: only on a decoded receiver, with its hook, known. */
static void lirc_desc_switchable_test(struct kunit *test)
{
	struct lirc_device_desc good = {
		.name = "test", .driver_name = "test", .ops = &switch_ops,
		.rx_type = LIRC_RX_SCANCODE,
		.allowed_protocols = BIT_ULL(RC_PROTO_NEC) | BIT_ULL(RC_PROTO_RC5),
		.protocols = BIT_ULL(RC_PROTO_NEC),
	};
	struct lirc_device_desc d;
	struct lirc_device *ld;

	ld = lirc_device_alloc(NULL, &good, NULL);
	KUNIT_ASSERT_FALSE(test, IS_ERR(ld));
	lirc_device_put(ld);

	d = good;
	d.rx_type = LIRC_RX_RAW;	/* a raw receiver has the core's decoders */
	KUNIT_EXPECT_EQ(test, PTR_ERR(lirc_device_alloc(NULL, &d, NULL)), -EINVAL);
	d = good;
	d.ops = &rx_only_ops;		/* no hook to tell the device */
	KUNIT_EXPECT_EQ(test, PTR_ERR(lirc_device_alloc(NULL, &d, NULL)), -EINVAL);
	d = good;
	d.allowed_protocols = 0;	/* a hook with nothing to switch */
	KUNIT_EXPECT_EQ(test, PTR_ERR(lirc_device_alloc(NULL, &d, NULL)), -EINVAL);
	d = good;
	d.protocols = BIT_ULL(RC_PROTO_SHARP);	/* not one of the allowed */
	KUNIT_EXPECT_EQ(test, PTR_ERR(lirc_device_alloc(NULL, &d, NULL)), -EINVAL);
	d = good;
	d.allowed_protocols |= BIT_ULL(63);	/* no such protocol */
	KUNIT_EXPECT_EQ(test, PTR_ERR(lirc_device_alloc(NULL, &d, NULL)), -EINVAL);
}

/* Wait (bounded) until @fh has @n samples; returns how many it has. */
static unsigned int wait_samples(struct lirc_fh *fh, unsigned int n,
				 unsigned int ms)
{
	while (lirc_queue_count(&fh->rawq) < n && ms--)
		usleep_range(1000, 2000);
	return lirc_queue_count(&fh->rawq);
}

/*
 * The core's idle timer ends a signal the hardware never ends, exactly
 * once; a late hardware timeout adds nothing; the next pulse is preceded
 * by the whole silence.
 */
static void lirc_rx_idle_timeout_test(struct kunit *test)
{
	struct lirc_device *ld = test_device_to(test, &rx_only_ops, 10000);
	struct lirc_fh *fh = test_reader(test, ld, 64);
	u32 buf[8];

	lirc_rx_raw(ld, LIRC_RAW_PULSE, 500);
	lirc_rx_raw(ld, LIRC_RAW_SPACE, 600);
	lirc_rx_raw(ld, LIRC_RAW_PULSE, 700);
	KUNIT_ASSERT_EQ(test, wait_samples(fh, 4, 2000), 4U);
	msleep(50);			/* a second timeout would come by now */
	lirc_rx_raw(ld, LIRC_RAW_TIMEOUT, 0);
	lirc_rx_raw(ld, LIRC_RAW_PULSE, 800);
	KUNIT_ASSERT_EQ(test, drain(fh, buf, 8), 6U);
	KUNIT_EXPECT_EQ(test, buf[2], LIRC_PULSE(700));
	KUNIT_EXPECT_EQ(test, buf[3], LIRC_TIMEOUT(10000));
	KUNIT_EXPECT_TRUE(test, LIRC_IS_SPACE(buf[4]));
	KUNIT_EXPECT_GE(test, LIRC_VALUE(buf[4]), 10000U + 50000U);
	KUNIT_EXPECT_EQ(test, buf[5], LIRC_PULSE(800));
	drop_reader(fh);
	lirc_test_put(ld);
}

/* A 10 ms timeout and a 30 ms space: the MODE2 stream keeps all 30 ms. */
static void lirc_rx_short_timeout_test(struct kunit *test)
{
	struct lirc_device *ld = test_device_to(test, &rx_only_ops, 10000);
	struct lirc_fh *fh = test_reader(test, ld, 64);
	u32 buf[8];

	lirc_rx_raw(ld, LIRC_RAW_PULSE, 500);
	lirc_rx_raw(ld, LIRC_RAW_SPACE, 30080);
	lirc_rx_raw(ld, LIRC_RAW_PULSE, 500);
	KUNIT_ASSERT_EQ(test, drain(fh, buf, 8), 4U);
	KUNIT_EXPECT_EQ(test, buf[1], LIRC_TIMEOUT(10000));
	KUNIT_EXPECT_TRUE(test, LIRC_IS_SPACE(buf[2]));
	KUNIT_EXPECT_GE(test, LIRC_VALUE(buf[2]), 30080U);
	KUNIT_EXPECT_LT(test, LIRC_VALUE(buf[2]), 30080U + 1000000U);
	drop_reader(fh);
	lirc_test_put(ld);
}

/*
 * Samples that come later than the timeout (a USB transfer polled late on a
 * busy host). A device that ends its signals itself (ends_signals) keeps
 * them in one signal: the core's clock never ends it, only the driver's
 * timeout or a space at least the timeout long does. Without the flag the
 * core ends the signal when no sample came for the timeout (10 ms here;
 * samples within it are lirc_rx_mode2_test's rows, at 100 ms). With the
 * flag and a @lost_end_us the core ends it only after that long. Each
 * sample may come @late_ms after the one before; @queued is how many
 * records the reader holds just before it is reported (where the core's
 * timer runs, waited for, up to 2 s).
 */
#define LT_TO	10000U

struct late_step {
	enum lirc_raw_type type;
	u32 us;
	unsigned int late_ms;
	unsigned int queued;
};

struct late_case {
	const char *name;
	bool ends_signals;
	u32 lost_end_us;
	struct late_step in[8];
	unsigned int n_in;
	u32 out[12];		/* 0: a gap space of at least gap_min */
	unsigned int n_out;
	u32 gap_min;
};

#define P LIRC_RAW_PULSE
#define S LIRC_RAW_SPACE
#define T LIRC_RAW_TIMEOUT

static const struct late_case late_cases[] = {
	{ "ends_signals: samples 30 ms apart at a 10 ms timeout are one signal",
	  true, 0, { { P, 500, 0, 0 }, { S, 600, 30, 1 }, { P, 700, 30, 2 },
		  { S, 800, 30, 3 }, { P, 900, 30, 4 }, { T, 0, 0, 5 } }, 6,
	  { LIRC_PULSE(500), LIRC_SPACE(600), LIRC_PULSE(700), LIRC_SPACE(800),
	    LIRC_PULSE(900), LIRC_TIMEOUT(LT_TO) }, 6 },
	{ "ends_signals: a pulse 90 ms late stays in the signal",
	  true, 0, { { P, 500, 0, 0 }, { S, 600, 0, 1 }, { P, 700, 90, 2 },
		  { T, 0, 0, 3 } }, 4,
	  { LIRC_PULSE(500), LIRC_SPACE(600), LIRC_PULSE(700),
	    LIRC_TIMEOUT(LT_TO) }, 4 },
	{ "ends_signals: its own timeout ends the signal, the gap is measured",
	  true, 0, { { P, 500, 0, 0 }, { T, 0, 0, 1 }, { P, 600, 30, 2 },
		  { T, 0, 30, 4 } }, 4,
	  { LIRC_PULSE(500), LIRC_TIMEOUT(LT_TO), 0, LIRC_PULSE(600),
	    LIRC_TIMEOUT(LT_TO) }, 5, LT_TO + 30000 },
	{ "ends_signals: a space as long as the timeout still ends it",
	  true, 0, { { P, 500, 0, 0 }, { S, LT_TO, 30, 1 }, { P, 700, 30, 2 },
		  { T, 0, 0, 4 } }, 4,
	  { LIRC_PULSE(500), LIRC_TIMEOUT(LT_TO), 0, LIRC_PULSE(700),
	    LIRC_TIMEOUT(LT_TO) }, 5, LT_TO + 30000 },
	{ "ends_signals, lost_end_us 500 ms: 100 ms late stays, 700 ms without a sample end it",
	  true, 500000, { { P, 500, 0, 0 }, { S, 600, 0, 1 }, { P, 700, 0, 2 },
			  { S, 900, 100, 3 }, { P, 800, 700, 5 }, { T, 0, 0, 7 } }, 6,
	  { LIRC_PULSE(500), LIRC_SPACE(600), LIRC_PULSE(700), LIRC_SPACE(900),
	    LIRC_TIMEOUT(LT_TO), 0, LIRC_PULSE(800), LIRC_TIMEOUT(LT_TO) }, 8, 500000 },
	{ "without it: a pulse 30 ms late starts a new signal",
	  false, 0, { { P, 500, 0, 0 }, { S, 600, 30, 2 }, { P, 700, 0, 2 } }, 3,
	  { LIRC_PULSE(500), LIRC_TIMEOUT(LT_TO), 0, LIRC_PULSE(700) }, 4,
	  LT_TO },
};

#undef P
#undef S
#undef T

LIRC_KUNIT_PARAMS(late, late_cases);

static void lirc_rx_late_test(struct kunit *test)
{
	const struct late_case *c = test->param_value;
	struct lirc_device_desc desc = {
		.name = "test", .driver_name = "test", .ops = &rx_only_ops,
		.rx_type = LIRC_RX_RAW, .timeout = LT_TO,
		.min_timeout = LT_TO, .max_timeout = LT_TO,
		.ends_signals = c->ends_signals,
		.lost_end_us = c->lost_end_us,
	};
	struct lirc_device *ld = lirc_test_device(test, &desc);
	struct lirc_fh *fh = test_reader(test, ld, 64);
	unsigned int i, n;
	u32 buf[16];

	for (i = 0; i < c->n_in; i++) {
		const struct late_step *st = &c->in[i];

		if (st->late_ms)
			msleep(st->late_ms);
		if (!c->ends_signals || c->lost_end_us)
			wait_samples(fh, st->queued, 2000);
		KUNIT_EXPECT_EQ_MSG(test, lirc_queue_count(&fh->rawq), st->queued,
				    "records before sample %u", i);
		lirc_rx_raw(ld, st->type, st->us);
		/* The core keeps no clock for such a device. */
		if (c->ends_signals && !c->lost_end_us)
			KUNIT_EXPECT_FALSE_MSG(test, timer_pending(&ld->idle_timer),
					       "timer armed after sample %u", i);
	}
	n = drain(fh, buf, 16);
	KUNIT_ASSERT_EQ(test, n, c->n_out);
	for (i = 0; i < n; i++) {
		if (!c->out[i]) {
			KUNIT_EXPECT_TRUE_MSG(test, LIRC_IS_SPACE(buf[i]), "record %u", i);
			KUNIT_EXPECT_GE_MSG(test, LIRC_VALUE(buf[i]), c->gap_min,
					    "record %u", i);
			KUNIT_EXPECT_LT_MSG(test, LIRC_VALUE(buf[i]),
					    c->gap_min + 2000000U, "record %u", i);
			continue;
		}
		KUNIT_EXPECT_EQ_MSG(test, buf[i], c->out[i], "record %u", i);
	}
	drop_reader(fh);
	lirc_test_put(ld);
}

/* Reports before registration and after unregistration are dropped. */
static void lirc_rx_stopped_test(struct kunit *test)
{
	struct lirc_device *ld = test_device(test, &rx_only_ops);
	struct lirc_fh *fh = test_reader(test, ld, 64);

	lirc_rx_stop(ld);
	lirc_rx_raw(ld, LIRC_RAW_PULSE, 500);
	lirc_rx_raw(ld, LIRC_RAW_TIMEOUT, 0);
	lirc_rx_scancode(ld, RC_PROTO_NEC, 0x0408, false);
	KUNIT_EXPECT_TRUE(test, lirc_queue_empty(&fh->rawq));
	KUNIT_EXPECT_TRUE(test, lirc_queue_empty(&fh->codeq));
	drop_reader(fh);
	lirc_device_put(ld);
}

/*
 * lirc_rx_raw_signal() queues exactly what one lirc_rx_raw() call per
 * sample queues: one row per case, across runs longer than one lock hold,
 * with a space as long as the timeout ending the signal inside the run.
 */
struct run_case {
	const char *name;
	enum lirc_raw_type first;
	unsigned int n;
	u32 fill;		/* every value, but... */
	unsigned int long_at;	/* ...this one (if not 0) is TO */
	unsigned int zero_at;	/* ...and this one (if not 0) is 0 */
};

static const struct run_case run_cases[] = {
	{ "a short run", LIRC_RAW_PULSE, 5, 300, 0, 0 },
	{ "a run of one lock hold", LIRC_RAW_PULSE, LIRC_RX_RUN, 200, 0, 0 },
	{ "a run of several holds", LIRC_RAW_PULSE, 3 * LIRC_RX_RUN + 7, 100, 0, 0 },
	{ "a run that starts with a space", LIRC_RAW_SPACE, 9, 400, 0, 0 },
	{ "the signal ends inside the run", LIRC_RAW_PULSE, 2 * LIRC_RX_RUN + 1, 150,
	  LIRC_RX_RUN + 1, 0 },
	{ "a zero value inside the run", LIRC_RAW_PULSE, 21, 250, 0, 6 },
};

LIRC_KUNIT_PARAMS(run, run_cases);

static void lirc_rx_run_test(struct kunit *test)
{
	const struct run_case *c = test->param_value;
	struct lirc_device *one = test_device(test, &rx_only_ops);
	struct lirc_device *run = test_device(test, &rx_only_ops);
	struct lirc_fh *a = test_reader(test, one, 512);
	struct lirc_fh *b = test_reader(test, run, 512);
	u32 *dur, *ga, *gb;
	unsigned int i, na, nb;

	dur = kunit_kcalloc(test, c->n, sizeof(u32), GFP_KERNEL);
	ga = kunit_kcalloc(test, 512, sizeof(u32), GFP_KERNEL);
	gb = kunit_kcalloc(test, 512, sizeof(u32), GFP_KERNEL);
	KUNIT_ASSERT_TRUE(test, dur && ga && gb);
	for (i = 0; i < c->n; i++)
		dur[i] = c->fill + i;
	if (c->long_at)
		dur[c->long_at] = TO;
	if (c->zero_at)
		dur[c->zero_at] = 0;

	for (i = 0; i < c->n; i++)
		lirc_rx_raw(one, (i & 1) == (c->first == LIRC_RAW_PULSE) ?
			    LIRC_RAW_SPACE : LIRC_RAW_PULSE, dur[i]);
	lirc_rx_raw_signal(run, c->first, dur, c->n);
	/* Both are in the same state: both end the same way. */
	KUNIT_EXPECT_EQ(test, one->in_signal, run->in_signal);
	KUNIT_EXPECT_EQ(test, timer_pending(&one->idle_timer),
			timer_pending(&run->idle_timer));
	lirc_rx_raw(one, LIRC_RAW_TIMEOUT, 0);
	lirc_rx_raw(run, LIRC_RAW_TIMEOUT, 0);

	na = drain(a, ga, 512);
	nb = drain(b, gb, 512);
	KUNIT_ASSERT_EQ(test, na, nb);
	KUNIT_EXPECT_GT(test, na, 0U);
	for (i = 0; i < na; i++) {
		/* A gap space's length is a clock reading: its type only. */
		if (LIRC_IS_SPACE(ga[i]) && i && LIRC_IS_TIMEOUT(ga[i - 1]))
			KUNIT_EXPECT_TRUE(test, LIRC_IS_SPACE(gb[i]));
		else
			KUNIT_EXPECT_EQ_MSG(test, ga[i], gb[i], "record %u", i);
	}
	drop_reader(a);
	drop_reader(b);
	lirc_test_put(one);
	lirc_test_put(run);
}

/* lirc_rx_wait_room(): who is waited for, and for how long at most. */
static void lirc_rx_room_test(struct kunit *test)
{
	struct lirc_device *ld = test_device(test, &rx_only_ops);
	struct lirc_fh *fh, *codes;
	u32 dur[8] = { 100, 100, 100, 100, 100, 100, 100, 100 };
	unsigned int room;
	ktime_t t;

	/* Nobody reads: no limit, no wait. */
	KUNIT_EXPECT_EQ(test, lirc_rx_wait_room(ld, 10, ktime_get()), UINT_MAX);

	fh = test_reader(test, ld, 8);
	codes = test_reader(test, ld, 8);
	KUNIT_ASSERT_EQ(test, lirc_fh_set_mode(codes, LIRC_MODE_SCANCODE), 0);
	/* A file that never read is not waited for. */
	lirc_rx_raw_signal(ld, LIRC_RAW_PULSE, dur, 8);
	KUNIT_EXPECT_EQ(test, lirc_rx_wait_room(ld, 4, ktime_add_ms(ktime_get(), 2000)),
			UINT_MAX);
	lirc_rx_raw(ld, LIRC_RAW_TIMEOUT, 0);	/* dropped: fh is full */
	lirc_queue_flush(&fh->rawq);
	fh->rawq.lost = false;
	WRITE_ONCE(fh->has_read, true);
	/* Room enough: at once, the room of the MODE2 reader only. */
	KUNIT_EXPECT_EQ(test, lirc_rx_wait_room(ld, 4, ktime_add_ms(ktime_get(), 500)), 8U);
	/* A queue smaller than @want: its whole room is enough. */
	KUNIT_EXPECT_EQ(test, lirc_rx_wait_room(ld, 100, ktime_add_ms(ktime_get(), 500)), 8U);

	lirc_rx_raw_signal(ld, LIRC_RAW_PULSE, dur, 6);	/* the gap and 6: 7 of 8 */
	t = ktime_get();
	room = lirc_rx_wait_room(ld, 4, ktime_add_ms(t, 20));
	KUNIT_EXPECT_EQ(test, room, 1U);
	KUNIT_EXPECT_GE(test, ktime_ms_delta(ktime_get(), t), 20LL);	/* waited */
	/* ... but not when it is the file that transmits. */
	ld->tx_fh = fh;
	KUNIT_EXPECT_EQ(test, lirc_rx_wait_room(ld, 4, ktime_add_ms(ktime_get(), 2000)),
			UINT_MAX);
	ld->tx_fh = NULL;

	/* A reader that lost records is not waited for. */
	lirc_rx_raw_signal(ld, LIRC_RAW_SPACE, dur, 2);
	KUNIT_EXPECT_TRUE(test, fh->rawq.lost);
	t = ktime_get();
	KUNIT_EXPECT_EQ(test, lirc_rx_wait_room(ld, 4, ktime_add_ms(t, 2000)), UINT_MAX);
	KUNIT_EXPECT_LT(test, ktime_ms_delta(ktime_get(), t), 1000LL);

	/* Unregistration ends a wait at once. */
	lirc_queue_flush(&fh->rawq);
	fh->rawq.lost = false;
	lirc_rx_raw_signal(ld, LIRC_RAW_PULSE, dur, 8);
	WRITE_ONCE(ld->stopping, true);
	t = ktime_get();
	lirc_rx_wait_room(ld, 4, ktime_add_ms(t, 2000));
	KUNIT_EXPECT_LT(test, ktime_ms_delta(ktime_get(), t), 1000LL);

	drop_reader(fh);
	drop_reader(codes);
	lirc_test_put(ld);
}

/* A file holds the queue of the modes it selected, and keeps their records. */
static void lirc_rx_lazy_queues_test(struct kunit *test)
{
	struct lirc_device *ld = test_device(test, &rx_only_ops);
	struct lirc_fh *fh = test_reader(test, ld, 16);
	struct lirc_fh *wo = lirc_fh_create(ld, 0);
	u32 buf[4];

	KUNIT_ASSERT_FALSE(test, IS_ERR(wo));
	KUNIT_EXPECT_EQ(test, fh->rawq.capacity, 16U);
	KUNIT_EXPECT_EQ(test, fh->codeq.rec_size, 0U);	/* not yet */
	KUNIT_EXPECT_EQ(test, wo->rawq.rec_size, 0U);	/* write-only: none */

	lirc_rx_raw(ld, LIRC_RAW_PULSE, 100);
	KUNIT_ASSERT_EQ(test, lirc_fh_set_mode(fh, LIRC_MODE_SCANCODE), 0);
	KUNIT_EXPECT_EQ(test, fh->codeq.capacity, (unsigned int)LIRC_CODE_QUEUE_LEN);
	lirc_rx_raw(ld, LIRC_RAW_SPACE, 200);	/* not for a SCANCODE reader */
	KUNIT_ASSERT_EQ(test, lirc_fh_set_mode(fh, LIRC_MODE_MODE2), 0);
	KUNIT_ASSERT_EQ(test, drain(fh, buf, 4), 1U);	/* kept across modes */
	KUNIT_EXPECT_EQ(test, buf[0], LIRC_PULSE(100));

	/* A write-only file may select a mode; it still gets no queue. */
	KUNIT_EXPECT_EQ(test, lirc_fh_set_mode(wo, LIRC_MODE_SCANCODE), 0);
	KUNIT_EXPECT_EQ(test, wo->codeq.rec_size, 0U);
	lirc_fh_destroy(wo);
	drop_reader(fh);
	lirc_test_put(ld);
}

static struct kunit_case lirc_rx_cases[] = {
	KUNIT_CASE(lirc_rx_fanout_test),
	KUNIT_CASE_PARAM(lirc_rx_mode2_test, mode2_gen_params),
	KUNIT_CASE(lirc_rx_gap_length_test),
	KUNIT_CASE_PARAM(lirc_tx_check_test, tx_gen_params),
	KUNIT_CASE_PARAM(lirc_features_test, features_gen_params),
	KUNIT_CASE(lirc_desc_refused_test),
	KUNIT_CASE(lirc_desc_switchable_test),
	KUNIT_CASE(lirc_rx_idle_timeout_test),
	KUNIT_CASE(lirc_rx_short_timeout_test),
	KUNIT_CASE_PARAM(lirc_rx_late_test, late_gen_params),
	KUNIT_CASE(lirc_rx_stopped_test),
	KUNIT_CASE_PARAM(lirc_rx_run_test, run_gen_params),
	KUNIT_CASE(lirc_rx_room_test),
	KUNIT_CASE(lirc_rx_lazy_queues_test),
	{}
};

static struct kunit_suite lirc_rx_suite = {
	.name = "lirc_rx",
	.test_cases = lirc_rx_cases,
};

kunit_test_suite(lirc_rx_suite);

MODULE_LICENSE("GPL");
