/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Helpers shared by the KUnit suites: a device that receives without a
 * character device or input device behind it.
 */
#ifndef _LIRC_KUNIT_H
#define _LIRC_KUNIT_H

#include <kunit/test.h>

#include "lirc_priv.h"

/*
 * LIRC_KUNIT_PARAMS(prefix, array): prefix##_gen_params for
 * KUNIT_CASE_PARAM over @array, each case described by its ->name (6.1
 * has no KUNIT_ARRAY_PARAM_DESC).
 */
#define LIRC_KUNIT_PARAMS(prefix, array)				\
	static void prefix##_desc(const typeof(array[0]) *c, char *desc) \
	{								\
		strscpy(desc, c->name, KUNIT_PARAM_DESC_SIZE);		\
	}								\
	KUNIT_ARRAY_PARAM(prefix, array, prefix##_desc)

/*
 * A device from @desc with its keymap and default protocols, receiving
 * (as after registration). Release it with lirc_test_put().
 */
static inline struct lirc_device *
lirc_test_device(struct kunit *test, const struct lirc_device_desc *desc)
{
	struct lirc_device *ld = lirc_device_alloc(NULL, desc, NULL);

	KUNIT_ASSERT_FALSE(test, IS_ERR_OR_NULL(ld));
	if (desc->rx_type == LIRC_RX_RAW)
		ld->protocols = lirc_keymap_protocols(desc->keymap);
	if (desc->rx_type != LIRC_TX_ONLY)
		KUNIT_ASSERT_EQ(test, lirc_keymap_load(ld, desc->keymap), 0);
	lirc_rx_start(ld);
	return ld;
}

static inline void lirc_test_put(struct lirc_device *ld)
{
	lirc_rx_stop(ld);
	lirc_device_put(ld);
}

/* A pulse, space or timeout as a driver's packet decoder emits it. */
struct lirc_test_sample {
	enum lirc_raw_type type;
	u32 us;
};

/* What a packet decoder emitted: the first 160 samples; @n counts all. */
struct lirc_test_collector {
	struct lirc_test_sample got[160];
	unsigned int n;
};

/* The emit callback of the drivers' decoders, for a lirc_test_collector. */
static inline void lirc_test_collect(void *ctx, enum lirc_raw_type type, u32 us)
{
	struct lirc_test_collector *c = ctx;

	if (c->n < ARRAY_SIZE(c->got))
		c->got[c->n] = (struct lirc_test_sample){ type, us };
	c->n++;
}

/*
 * lirc_test_level() - append a level to a test signal of at most @max
 * durations, d[0] a pulse and alternating: a level equal to the last one
 * lengthens it, a space before the first pulse is dropped.
 */
static inline void lirc_test_level(u32 *d, unsigned int *n, unsigned int max,
				   bool pulse, u32 us)
{
	if (*n && ((*n - 1) % 2 == 0) == pulse) {
		d[*n - 1] += us;
		return;
	}
	if (!*n && !pulse)
		return;
	if (*n < max)
		d[(*n)++] = us;
}

/* A fixed pseudo-random sequence, so that a failing sweep reproduces. */
static inline u32 lirc_test_lcg(u32 *state)
{
	*state = *state * 1664525 + 1013904223;
	return *state;
}

#endif /* _LIRC_KUNIT_H */
