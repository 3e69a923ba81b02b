// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit micro-benchmarks of the receive path, for make bench: the record
 * queue against a bare typed kfifo (what mainline's lirc uses per file),
 * every decoder family per sample, a keymap lookup among 8192 entries, and
 * the whole raw receive path per sample, one call per sample and in runs.
 * Each case checks that the work was done right; the times are printed as
 * "BENCH ours|mainline kunit_<name> <ns>" lines and never asserted.
 */

#include <kunit/test.h>
#include <linux/kfifo.h>
#include <linux/ktime.h>
#include <linux/slab.h>

#include <linux/lirc_core.h>

#include "lirc_kunit.h"

/* Rounds of each benchmark: short, as make check runs them too. */
#define BENCH_ROUNDS	64

static void bench_report(const char *who, const char *name, u64 ns, u64 ops)
{
	pr_info("BENCH %s kunit_%s %llu\n", who, name, ops ? div64_u64(ns, ops) : 0);
}

/* 256 records in, 256 out, BENCH_ROUNDS times: ours, then a bare kfifo. */
static void lirc_bench_queue_mode2(struct kunit *test)
{
	DECLARE_KFIFO_PTR(bare, u32);
	struct lirc_queue q;
	u32 buf[256], v, sum = 0, want = 0;
	unsigned int r, i;
	u64 t;

	KUNIT_ASSERT_EQ(test, lirc_queue_init(&q, sizeof(u32), 512, NULL), 0);
	KUNIT_ASSERT_EQ(test, kfifo_alloc(&bare, 512, GFP_KERNEL), 0);

	t = ktime_get_ns();
	for (r = 0; r < BENCH_ROUNDS; r++) {
		for (i = 0; i < 256; i++) {
			v = r * 256 + i;
			lirc_queue_put(&q, &v);
		}
		KUNIT_ASSERT_EQ(test, lirc_queue_get(&q, buf, sizeof(buf)), sizeof(buf));
		for (i = 0; i < 256; i++)
			sum += buf[i];
	}
	bench_report("ours", "queue_mode2_put_get_ns", ktime_get_ns() - t,
		     BENCH_ROUNDS * 256);

	/* Mainline's reader takes its samples in bulk too. */
	t = ktime_get_ns();
	for (r = 0; r < BENCH_ROUNDS; r++) {
		for (i = 0; i < 256; i++)
			kfifo_put(&bare, r * 256 + i);
		KUNIT_ASSERT_EQ(test, kfifo_out(&bare, buf, 256), 256U);
		for (i = 0; i < 256; i++)
			want += buf[i];
	}
	bench_report("mainline", "queue_mode2_put_get_ns", ktime_get_ns() - t,
		     BENCH_ROUNDS * 256);
	KUNIT_EXPECT_EQ(test, sum, want);
	kfifo_free(&bare);
	lirc_queue_free(&q);
}

/* The same with struct lirc_scancode records, 32 at a time. */
static void lirc_bench_queue_scancode(struct kunit *test)
{
	DECLARE_KFIFO_PTR(bare, struct lirc_scancode);
	struct lirc_scancode buf[32], sc = { };
	struct lirc_queue q;
	unsigned int r, i;
	u64 t, sum = 0, want = 0;

	KUNIT_ASSERT_EQ(test, lirc_queue_init(&q, sizeof(sc), 32, NULL), 0);
	KUNIT_ASSERT_EQ(test, kfifo_alloc(&bare, 32, GFP_KERNEL), 0);

	t = ktime_get_ns();
	for (r = 0; r < BENCH_ROUNDS * 8; r++) {
		for (i = 0; i < 32; i++) {
			sc.scancode = r * 32 + i;
			lirc_queue_put(&q, &sc);
		}
		KUNIT_ASSERT_EQ(test, lirc_queue_get(&q, buf, sizeof(buf)), sizeof(buf));
		for (i = 0; i < 32; i++)
			sum += buf[i].scancode;
	}
	bench_report("ours", "queue_scancode_put_get_ns", ktime_get_ns() - t,
		     BENCH_ROUNDS * 8 * 32);

	t = ktime_get_ns();
	for (r = 0; r < BENCH_ROUNDS * 8; r++) {
		for (i = 0; i < 32; i++) {
			sc.scancode = r * 32 + i;
			kfifo_put(&bare, sc);
		}
		KUNIT_ASSERT_EQ(test, kfifo_out(&bare, buf, 32), 32U);
		for (i = 0; i < 32; i++)
			want += buf[i].scancode;
	}
	bench_report("mainline", "queue_scancode_put_get_ns", ktime_get_ns() - t,
		     BENCH_ROUNDS * 8 * 32);
	KUNIT_EXPECT_EQ(test, sum, want);
	kfifo_free(&bare);
	lirc_queue_free(&q);
}

/* A scancode the family's first variant encodes, or false. */
static bool bench_scancode(const struct lirc_proto_family *f, u64 *sc)
{
	static const u64 tries[] = { 0x1234, 0x12, 0x1, 0x123456, 0x12345678 };
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(tries); i++) {
		if (f->valid(f->variants[0].proto, tries[i])) {
			*sc = tries[i];
			return true;
		}
	}
	return false;
}

/*
 * A frame for a configurable family with v4l-utils' defaults (a new
 * device's): pulse_distance and pulse_length 0b1011 after their 2125 +
 * 1875 us header, manchester an RC-5 frame (888 us halves, 14 bits).
 */
static int bench_cfg_frame(const struct lirc_proto_family *f, u32 *d)
{
	const struct lirc_cfg_params *p = f->defaults;
	int n = 0, i;

	if (f == &lirc_manchester_family)
		return lirc_encode(RC_PROTO_RC5, 0x1234, false, d, LIRC_ENCODE_MAX);
	d[n++] = p->header_pulse;
	d[n++] = p->header_space;
	for (i = 3; i >= 0; i--) {
		bool one = 0xb & BIT(i);

		if (f == &lirc_pulse_distance_family) {
			d[n++] = p->bit_pulse;
			d[n++] = one ? p->bit_1_space : p->bit_0_space;
		} else {
			d[n++] = one ? p->bit_1_pulse : p->bit_0_pulse;
			if (i)
				d[n++] = p->bit_space;
		}
	}
	if (f == &lirc_pulse_distance_family)
		d[n++] = p->trailer_pulse;
	return n;
}

/* Every family: its own frames, ns per sample fed. */
static void lirc_bench_decoders(struct kunit *test)
{
	u32 *dur = kunit_kcalloc(test, LIRC_ENCODE_MAX, sizeof(u32), GFP_KERNEL);
	u64 state[LIRC_PROTO_STATE_MAX / sizeof(u64)];
	unsigned int fam, benched = 0;

	KUNIT_ASSERT_NOT_NULL(test, dur);
	for (fam = 0; fam < LIRC_PROTO_FAMILIES; fam++) {
		const struct lirc_proto_family *f = lirc_proto_table[fam];
		unsigned int r, i, codes = 0;
		struct lirc_code code;
		char name[48];
		u64 sc, t;
		int n;

		lirc_cfg_init(f, state);
		if (f->params) {
			n = bench_cfg_frame(f, dur);
		} else if (f->encode && bench_scancode(f, &sc)) {
			n = f->encode(f->variants[0].proto, sc, false, dur,
				      LIRC_ENCODE_MAX);
		} else {
			continue;
		}
		KUNIT_ASSERT_GT(test, n, 0);
		f->reset(state);
		t = ktime_get_ns();
		for (r = 0; r < BENCH_ROUNDS; r++) {
			for (i = 0; i < n; i++)
				codes += f->feed(state, !(i & 1), dur[i], &code);
			/* The end of the signal, as the core feeds it. */
			codes += f->feed(state, false, LIRC_VALUE_MASK, &code);
		}
		t = ktime_get_ns() - t;
		KUNIT_EXPECT_EQ_MSG(test, codes, BENCH_ROUNDS, "family of %s",
				    f->variants[0].name);
		snprintf(name, sizeof(name), "decode_%s_ns_per_sample",
			 f->variants[0].name);
		bench_report("ours", name, t, (u64)BENCH_ROUNDS * (n + 1));
		benched++;
	}
	/* all but XMP and the MCE keyboard, which have no encoder */
	KUNIT_EXPECT_EQ(test, benched, LIRC_PROTO_FAMILIES - 2);
}

/* 8192 entries; lookups of present and absent scancodes. */
static void lirc_bench_keymap(struct kunit *test)
{
	struct lirc_keymap_entry *e;
	struct lirc_keymap map = { .name = "bench" };
	struct lirc_device_desc desc = {
		.name = "bench", .driver_name = "bench",
		.ops = &(const struct lirc_device_ops){ },
		.rx_type = LIRC_RX_SCANCODE, .keymap = &map,
	};
	struct lirc_device *ld;
	unsigned int i, hits = 0;
	u64 t;

	e = kunit_kcalloc(test, LIRC_KEYMAP_MAX, sizeof(*e), GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, e);
	/* Odd scancodes are in the map, in reverse order: the load sorts. */
	for (i = 0; i < LIRC_KEYMAP_MAX; i++) {
		e[i].proto = RC_PROTO_NEC;
		e[i].scancode = 2 * (LIRC_KEYMAP_MAX - i) + 1;
		e[i].keycode = KEY_1 + i % 64;
	}
	map.entries = e;
	map.size = LIRC_KEYMAP_MAX;
	ld = lirc_test_device(test, &desc);

	t = ktime_get_ns();
	for (i = 0; i < BENCH_ROUNDS * 64; i++) {
		u32 k = (i * 2654435761U) % (2 * LIRC_KEYMAP_MAX) + 2;
		u32 key = lirc_keymap_lookup(ld, RC_PROTO_NEC, k);

		if (k & 1) {
			KUNIT_EXPECT_EQ(test, key,
					KEY_1 + (LIRC_KEYMAP_MAX - (k - 1) / 2) % 64);
			hits++;
		} else {
			KUNIT_EXPECT_EQ(test, key, (u32)KEY_RESERVED);
		}
	}
	bench_report("ours", "keymap_lookup_8192_ns", ktime_get_ns() - t,
		     BENCH_ROUNDS * 64);
	KUNIT_EXPECT_GT(test, hits, 0U);
	lirc_test_put(ld);
}

/*
 * NEC frames through the receive path, per call and in runs, twice each,
 * alternating: the second of each is reported; @got counts the records.
 */
static void bench_rx_passes(struct lirc_device *ld, struct lirc_fh *fh,
			    const u32 *dur, int n, u32 *out, bool all,
			    unsigned int *got)
{
	static const char *const names[2][2] = {
		{ "rx_nec_per_call_ns_per_sample", "rx_nec_run_ns_per_sample" },
		{ "rx_all_per_call_ns_per_sample", "rx_all_run_ns_per_sample" },
	};
	unsigned int r, i;
	int pass;
	u64 t;

	for (pass = 0; pass < 4; pass++) {
		t = ktime_get_ns();
		for (r = 0; r < BENCH_ROUNDS; r++) {
			if (pass & 1) {
				lirc_rx_raw_signal(ld, LIRC_RAW_PULSE, dur, n);
			} else {
				for (i = 0; i < n; i++)
					lirc_rx_raw(ld, i & 1 ? LIRC_RAW_SPACE :
						    LIRC_RAW_PULSE, dur[i]);
			}
			lirc_rx_raw(ld, LIRC_RAW_TIMEOUT, 0);
			got[pass & 1] += lirc_queue_get(&fh->rawq, out,
							512 * sizeof(u32)) / sizeof(u32);
		}
		t = ktime_get_ns() - t;
		if (pass >= 2)
			bench_report("ours", names[all][pass & 1], t,
				     (u64)BENCH_ROUNDS * (n + 1));
	}
}

/*
 * The raw receive path with one MODE2 reader, with the NEC decoder, then
 * with every decoder (the configurable ones with their defaults): NEC
 * frames reported one lirc_rx_raw() call per sample, then as runs with
 * lirc_rx_raw_signal(). All must queue the same records. make bench
 * compares every decoder's cost to NEC's alone.
 */
static void lirc_bench_rx_path(struct kunit *test)
{
	static const struct lirc_keymap_entry keys[] = {
		{ .proto = RC_PROTO_NEC, .scancode = 0x0408, .keycode = KEY_1 },
	};
	static const struct lirc_keymap map = {
		.name = "bench", .entries = keys, .size = ARRAY_SIZE(keys),
	};
	struct lirc_device_desc desc = {
		.name = "bench", .driver_name = "bench",
		.ops = &(const struct lirc_device_ops){ },
		.rx_type = LIRC_RX_RAW, .timeout = 100000,
		.min_timeout = 100000, .max_timeout = 100000, .keymap = &map,
	};
	u32 dur[LIRC_ENCODE_MAX], *out;
	struct lirc_device *ld;
	struct lirc_fh *fh;
	unsigned int got[2] = { };
	int n;

	out = kunit_kcalloc(test, 512, sizeof(u32), GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, out);
	n = lirc_encode(RC_PROTO_NEC, 0x0408, false, dur, ARRAY_SIZE(dur));
	KUNIT_ASSERT_GT(test, n, 0);
	ld = lirc_test_device(test, &desc);
	fh = lirc_fh_create(ld, 512);
	KUNIT_ASSERT_FALSE(test, IS_ERR(fh));
	lirc_fh_attach(fh);

	/* NEC, then every decoder */
	bench_rx_passes(ld, fh, dur, n, out, false, got);
	KUNIT_ASSERT_EQ(test, lirc_protocols_change(ld, true, lirc_proto_all(),
						    0, 0), 0);
	bench_rx_passes(ld, fh, dur, n, out, true, got);
	/* Each frame: its samples, the timeout, and (but the first) the gap. */
	KUNIT_EXPECT_EQ(test, got[0], 4 * BENCH_ROUNDS * (n + 2) - 1);
	KUNIT_EXPECT_EQ(test, got[1], 4 * BENCH_ROUNDS * (n + 2));
	KUNIT_EXPECT_EQ(test, fh->rawq.dropped, 0UL);
	lirc_fh_detach(fh);
	lirc_fh_destroy(fh);
	lirc_test_put(ld);
}

static struct kunit_case lirc_bench_cases[] = {
	KUNIT_CASE(lirc_bench_queue_mode2),
	KUNIT_CASE(lirc_bench_queue_scancode),
	KUNIT_CASE(lirc_bench_decoders),
	KUNIT_CASE(lirc_bench_keymap),
	KUNIT_CASE(lirc_bench_rx_path),
	{}
};

static struct kunit_suite lirc_bench_suite = {
	.name = "lirc_bench",
	.test_cases = lirc_bench_cases,
};

kunit_test_suite(lirc_bench_suite);

MODULE_DESCRIPTION("KUnit micro-benchmarks of the lirc_core receive path");
MODULE_LICENSE("GPL");
