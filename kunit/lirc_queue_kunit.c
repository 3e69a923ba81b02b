// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit tests for the lirc_core record queues.
 */

#include <kunit/test.h>
#include <linux/bitmap.h>
#include <linux/completion.h>
#include <linux/delay.h>
#include <linux/hrtimer.h>
#include <linux/kthread.h>
#include <linux/slab.h>

#include "lirc_priv.h"

/* Record number @seq: byte i is (seq * 7 + i) & 0xff, easy to check. */
static void make_rec(u8 *rec, unsigned int size, unsigned int seq)
{
	unsigned int i;

	for (i = 0; i < size; i++)
		rec[i] = (seq * 7 + i) & 0xff;
}

static void expect_recs(struct kunit *test, const u8 *buf, unsigned int size,
			unsigned int first, unsigned int count)
{
	u8 want[LIRC_QUEUE_MAX_REC];
	unsigned int i;

	for (i = 0; i < count; i++) {
		make_rec(want, size, first + i);
		KUNIT_EXPECT_TRUE_MSG(test, !memcmp(buf + i * size, want, size),
				      "record %u differs", first + i);
	}
}

struct fill_case {
	const char *name;
	unsigned int rec_size;
	unsigned int capacity;
	unsigned int puts;
	unsigned int read_len;
	unsigned int accepted;
	unsigned int dropped;
	unsigned int read_bytes;
};

static const struct fill_case fill_cases[] = {
	{ "mode2 fills to capacity", 4, 512, 512, 4096, 512, 0, 2048 },
	{ "mode2 overflow drops the newest", 4, 512, 600, 4096, 512, 88, 2048 },
	{ "scancode fills to capacity", 24, 32, 32, 24 * 64, 32, 0, 768 },
	{ "scancode overflow drops the newest", 24, 32, 40, 24 * 64, 32, 8, 768 },
	{ "capacity not a power of two", 24, 5, 7, 24 * 8, 5, 2, 120 },
	{ "read rounds down to whole records", 24, 8, 3, 50, 3, 0, 48 },
	{ "read shorter than a record gets nothing", 24, 8, 3, 23, 3, 0, 0 },
	{ "read of exactly one record", 4, 8, 3, 4, 3, 0, 4 },
	{ "empty queue reads nothing", 4, 16, 0, 64, 0, 0, 0 },
};

static void fill_case_desc(const struct fill_case *c, char *desc)
{
	strscpy(desc, c->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(fill, fill_cases, fill_case_desc);

static void lirc_queue_fill_test(struct kunit *test)
{
	const struct fill_case *c = test->param_value;
	struct lirc_queue q;
	unsigned int i, accepted = 0, got;
	u8 rec[LIRC_QUEUE_MAX_REC];
	u8 *buf;

	KUNIT_ASSERT_EQ(test, lirc_queue_init(&q, c->rec_size, c->capacity, NULL), 0);
	buf = kunit_kzalloc(test, c->read_len, GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, buf);

	for (i = 0; i < c->puts; i++) {
		make_rec(rec, c->rec_size, i);
		accepted += lirc_queue_put(&q, rec);
	}
	KUNIT_EXPECT_EQ(test, accepted, c->accepted);
	KUNIT_EXPECT_EQ(test, q.dropped, (unsigned long)c->dropped);
	KUNIT_EXPECT_EQ(test, lirc_queue_count(&q), c->accepted);

	got = lirc_queue_get(&q, buf, c->read_len);
	KUNIT_EXPECT_EQ(test, got, c->read_bytes);
	expect_recs(test, buf, c->rec_size, 0, got / c->rec_size);
	KUNIT_EXPECT_EQ(test, lirc_queue_count(&q),
			c->accepted - got / c->rec_size);
	lirc_queue_free(&q);
}

struct init_case {
	const char *name;
	unsigned int rec_size;
	unsigned int capacity;
	bool marker;
	int err;
};

static const u32 marker = 0xfeedf00d;

static const struct init_case init_cases[] = {
	{ "zero record size", 0, 8, false, -EINVAL },
	{ "record larger than the maximum", LIRC_QUEUE_MAX_REC + 1, 8, false, -EINVAL },
	{ "zero capacity", 4, 0, false, -EINVAL },
	{ "marker needs two records", 4, 1, true, -EINVAL },
	{ "over 1 MiB", 24, (1U << 20) / 24 + 1, false, -EINVAL },
	{ "smallest queue", 1, 1, false, 0 },
	{ "smallest queue with marker", 4, 2, true, 0 },
	{ "largest record", LIRC_QUEUE_MAX_REC, 16, false, 0 },
};

static void init_case_desc(const struct init_case *c, char *desc)
{
	strscpy(desc, c->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(init, init_cases, init_case_desc);

static void lirc_queue_init_test(struct kunit *test)
{
	const struct init_case *c = test->param_value;
	struct lirc_queue q;
	int err;

	err = lirc_queue_init(&q, c->rec_size, c->capacity,
			      c->marker ? &marker : NULL);
	KUNIT_EXPECT_EQ(test, err, c->err);
	if (!err) {
		KUNIT_EXPECT_TRUE(test, lirc_queue_empty(&q));
		lirc_queue_free(&q);
	}
}

/* Records straddle the end of the kfifo's storage again and again. */
static void lirc_queue_wrap_test(struct kunit *test)
{
	u8 rec[24], buf[24 * 4];
	unsigned int put = 0, taken = 0, round, i, got;
	struct lirc_queue q;

	/* 10 records of 24 bytes in 256 bytes of storage. */
	KUNIT_ASSERT_EQ(test, lirc_queue_init(&q, 24, 10, NULL), 0);
	for (round = 0; round < 200; round++) {
		for (i = 0; i < 3; i++) {
			make_rec(rec, 24, put);
			KUNIT_ASSERT_TRUE(test, lirc_queue_put(&q, rec));
			put++;
		}
		got = lirc_queue_get(&q, buf, round % 2 ? 24 * 4 : 24 * 2);
		KUNIT_ASSERT_EQ(test, got % 24, 0U);
		expect_recs(test, buf, 24, taken, got / 24);
		taken += got / 24;
	}
	got = lirc_queue_get(&q, buf, sizeof(buf));
	expect_recs(test, buf, 24, taken, got / 24);
	taken += got / 24;
	KUNIT_EXPECT_EQ(test, taken, put);
	KUNIT_EXPECT_EQ(test, q.dropped, 0UL);
	lirc_queue_free(&q);
}

static void lirc_queue_flush_test(struct kunit *test)
{
	struct lirc_queue q;
	u32 v, buf[8];
	unsigned int i;

	KUNIT_ASSERT_EQ(test, lirc_queue_init(&q, 4, 4, NULL), 0);
	for (v = 0; v < 6; v++)
		lirc_queue_put(&q, &v);
	KUNIT_EXPECT_EQ(test, q.dropped, 2UL);
	lirc_queue_flush(&q);
	KUNIT_EXPECT_TRUE(test, lirc_queue_empty(&q));
	KUNIT_EXPECT_EQ(test, lirc_queue_get(&q, buf, sizeof(buf)), 0U);

	/* Full capacity is available again, and the loss count is kept. */
	for (v = 10; v < 14; v++)
		KUNIT_EXPECT_TRUE(test, lirc_queue_put(&q, &v));
	KUNIT_EXPECT_EQ(test, q.dropped, 2UL);
	KUNIT_ASSERT_EQ(test, lirc_queue_get(&q, buf, sizeof(buf)), 16U);
	for (i = 0; i < 4; i++)
		KUNIT_EXPECT_EQ(test, buf[i], 10 + i);
	lirc_queue_free(&q);
}

/* A loss is marked where it happened, once, when there is room. */
static void lirc_queue_marker_test(struct kunit *test)
{
	static const u32 want[] = { 0xfeedf00d, 8, 0xfeedf00d, 9 };
	struct lirc_queue q;
	u32 v, buf[8];

	KUNIT_ASSERT_EQ(test, lirc_queue_init(&q, 4, 4, &marker), 0);
	for (v = 1; v <= 6; v++)
		lirc_queue_put(&q, &v);		/* 1-4 kept, 5 and 6 lost */
	KUNIT_EXPECT_EQ(test, q.dropped, 2UL);
	KUNIT_ASSERT_EQ(test, lirc_queue_get(&q, buf, 4), 4U);
	KUNIT_EXPECT_EQ(test, buf[0], 1U);
	v = 7;
	KUNIT_EXPECT_FALSE(test, lirc_queue_put(&q, &v));	/* no room for marker + 7 */
	KUNIT_EXPECT_EQ(test, q.dropped, 3UL);
	KUNIT_ASSERT_EQ(test, lirc_queue_get(&q, buf, 4), 4U);
	KUNIT_EXPECT_EQ(test, buf[0], 2U);
	v = 8;
	KUNIT_EXPECT_TRUE(test, lirc_queue_put(&q, &v));	/* 3 4 M 8 */
	v = 9;
	KUNIT_EXPECT_FALSE(test, lirc_queue_put(&q, &v));	/* full again */
	KUNIT_EXPECT_EQ(test, q.dropped, 4UL);
	KUNIT_ASSERT_EQ(test, lirc_queue_get(&q, buf, 4), 4U);
	KUNIT_EXPECT_FALSE(test, lirc_queue_put(&q, &v));	/* 1 free, 2 needed */
	KUNIT_ASSERT_EQ(test, lirc_queue_get(&q, buf, 4), 4U);
	KUNIT_EXPECT_EQ(test, buf[0], 4U);
	KUNIT_EXPECT_TRUE(test, lirc_queue_put(&q, &v));	/* M 8 M 9 */
	KUNIT_EXPECT_EQ(test, q.dropped, 5UL);
	KUNIT_ASSERT_EQ(test, lirc_queue_get(&q, buf, sizeof(buf)), 16U);
	KUNIT_EXPECT_TRUE_MSG(test, !memcmp(buf, want, sizeof(want)),
			      "got %x %x %x %x", buf[0], buf[1], buf[2], buf[3]);
	lirc_queue_free(&q);
}

/*
 * A producer in hard interrupt context (an hrtimer) races a consumer
 * kthread on one queue. Every accepted record must arrive once, in order
 * and whole; refused ones must be counted.
 */
#define RACE_RECORDS	40000
#define RACE_BATCH	24

struct race {
	struct lirc_queue q;
	struct hrtimer timer;
	unsigned int next;
	unsigned long *accepted;
	unsigned long *received;
	unsigned int torn, disorder, received_count;
	bool done, abort;
	struct completion consumer_done;
};

static enum hrtimer_restart race_produce(struct hrtimer *timer)
{
	struct race *r = container_of(timer, struct race, timer);
	u32 rec[6];
	unsigned int i, j;

	for (i = 0; i < RACE_BATCH && r->next < RACE_RECORDS; i++, r->next++) {
		for (j = 0; j < ARRAY_SIZE(rec); j++)
			rec[j] = r->next;
		if (lirc_queue_put(&r->q, rec))
			__set_bit(r->next, r->accepted);
	}
	if (r->next >= RACE_RECORDS) {
		/* Pairs with the consumer's acquire: all records are in. */
		smp_store_release(&r->done, true);
		return HRTIMER_NORESTART;
	}
	hrtimer_forward_now(timer, ns_to_ktime(50 * NSEC_PER_USEC));
	return HRTIMER_RESTART;
}

static int race_consume(void *data)
{
	struct race *r = data;
	u32 buf[6 * 8];
	long last = -1;
	unsigned int n, i, j, loops = 0;

	while (!READ_ONCE(r->abort)) {
		/* Pairs with the producer's release after its last record. */
		bool done = smp_load_acquire(&r->done);

		n = lirc_queue_get(&r->q, buf, sizeof(buf)) / 24;
		for (i = 0; i < n; i++) {
			u32 *rec = &buf[i * 6];

			for (j = 1; j < 6; j++)
				r->torn += rec[j] != rec[0];
			if ((long)rec[0] <= last || rec[0] >= RACE_RECORDS) {
				r->disorder++;
				continue;
			}
			last = rec[0];
			__set_bit(rec[0], r->received);
			r->received_count++;
		}
		if (!n && done && lirc_queue_empty(&r->q))
			break;
		/* Now and then sleep, so that the queue overflows. */
		if (++loops % 16 == 0)
			usleep_range(2000, 3000);
		else if (!n)
			cond_resched();
	}
	complete(&r->consumer_done);
	return 0;
}

static void lirc_queue_race_test(struct kunit *test)
{
	struct task_struct *task;
	unsigned int accepted;
	struct race *r;

	r = kunit_kzalloc(test, sizeof(*r), GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, r);
	r->accepted = kunit_kcalloc(test, BITS_TO_LONGS(RACE_RECORDS),
				    sizeof(long), GFP_KERNEL);
	r->received = kunit_kcalloc(test, BITS_TO_LONGS(RACE_RECORDS),
				    sizeof(long), GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, r->accepted);
	KUNIT_ASSERT_NOT_NULL(test, r->received);
	KUNIT_ASSERT_EQ(test, lirc_queue_init(&r->q, 24, 32, NULL), 0);
	init_completion(&r->consumer_done);

	task = kthread_run(race_consume, r, "lirc_race");
	KUNIT_ASSERT_FALSE(test, IS_ERR(task));
	hrtimer_init(&r->timer, CLOCK_MONOTONIC, HRTIMER_MODE_REL_HARD);
	r->timer.function = race_produce;
	hrtimer_start(&r->timer, ns_to_ktime(50 * NSEC_PER_USEC), HRTIMER_MODE_REL_HARD);

	if (!wait_for_completion_timeout(&r->consumer_done, 60 * HZ)) {
		hrtimer_cancel(&r->timer);
		WRITE_ONCE(r->abort, true);
		wait_for_completion(&r->consumer_done);
		KUNIT_FAIL(test, "consumer did not finish in 60 s");
	}
	hrtimer_cancel(&r->timer);

	accepted = bitmap_weight(r->accepted, RACE_RECORDS);
	KUNIT_EXPECT_EQ(test, r->torn, 0U);
	KUNIT_EXPECT_EQ(test, r->disorder, 0U);
	KUNIT_EXPECT_EQ(test, accepted + r->q.dropped, (unsigned long)RACE_RECORDS);
	KUNIT_EXPECT_GT_MSG(test, r->q.dropped, 0UL, "the queue never overflowed");
	KUNIT_EXPECT_GT(test, accepted, 0U);
	KUNIT_EXPECT_EQ(test, r->received_count, accepted);
	KUNIT_EXPECT_TRUE_MSG(test, bitmap_equal(r->accepted, r->received,
						 RACE_RECORDS),
			      "received records differ from accepted ones");
	lirc_queue_free(&r->q);
}

static struct kunit_case lirc_queue_cases[] = {
	KUNIT_CASE_PARAM(lirc_queue_fill_test, fill_gen_params),
	KUNIT_CASE_PARAM(lirc_queue_init_test, init_gen_params),
	KUNIT_CASE(lirc_queue_wrap_test),
	KUNIT_CASE(lirc_queue_flush_test),
	KUNIT_CASE(lirc_queue_marker_test),
	KUNIT_CASE(lirc_queue_race_test),
	{}
};

static struct kunit_suite lirc_queue_suite = {
	.name = "lirc_queue",
	.test_cases = lirc_queue_cases,
};

kunit_test_suite(lirc_queue_suite);

MODULE_LICENSE("GPL");
