// SPDX-License-Identifier: GPL-2.0
/*
 * The protocol table: every protocol family the core decodes and encodes,
 * and the lookups the rest of the core uses. Adding a protocol means one
 * file with its struct lirc_proto_family and one row in lirc_proto_table.
 */

#include <linux/errno.h>
#include <linux/kernel.h>
#include <linux/string.h>

#include <linux/lirc_core.h>

#include "lirc_proto.h"

/* lirc_core's own protocols never mean one of the kernel's (lirc_core.h) */
static_assert(RC_PROTO_MAX < LIRC_CORE_PROTO_FIRST);
static_assert(LIRC_CORE_PROTO_LAST < 64);

const struct lirc_proto_family *const lirc_proto_table[LIRC_PROTO_FAMILIES] = {
	&lirc_rc5_family,
	&lirc_nec_family,
	&lirc_rc6_family,
	&lirc_impad_family,
	&lirc_jvc_family,
	&lirc_sony_family,
	&lirc_sanyo_family,
	&lirc_sharp_family,
	&lirc_xmp_family,
	&lirc_mce_kbd_family,
	&lirc_rcmm_family,
	&lirc_samsung36_family,
	&lirc_kaseikyo_family,
	&lirc_pulse_distance_family,
	&lirc_pulse_length_family,
	&lirc_manchester_family,
};

/**
 * lirc_proto_family_mask() - the protocols of one family
 * @f: the family
 *
 * Return: BIT_ULL(enum rc_proto) of each of its variants.
 */
u64 lirc_proto_family_mask(const struct lirc_proto_family *f)
{
	u64 mask = 0;
	unsigned int i;

	for (i = 0; i < f->n_variants; i++)
		mask |= BIT_ULL(f->variants[i].proto);
	return mask;
}

/**
 * lirc_proto_families() - the families that decode some of a set
 * @protos: BIT_ULL(enum rc_proto) of protocols
 *
 * Return: BIT(i) for each lirc_proto_table[i] with a variant in @protos.
 */
unsigned long lirc_proto_families(u64 protos)
{
	unsigned long fams = 0;
	unsigned int i;

	for (i = 0; i < LIRC_PROTO_FAMILIES; i++)
		if (protos & lirc_proto_family_mask(lirc_proto_table[i]))
			fams |= BIT(i);
	return fams;
}

/**
 * lirc_proto_all() - every protocol the core decodes
 *
 * Return: the mask of all variants of all families.
 */
u64 lirc_proto_all(void)
{
	u64 mask = 0;
	unsigned int i;

	for (i = 0; i < LIRC_PROTO_FAMILIES; i++)
		mask |= lirc_proto_family_mask(lirc_proto_table[i]);
	return mask;
}

/**
 * lirc_proto_group_mask() - the protocols rc-core names together
 * @group: a name of rc-core's protocols file ("nec", "rc-6", ...)
 *
 * Return: BIT_ULL(enum rc_proto) of every variant of that group.
 */
u64 lirc_proto_group_mask(const char *group)
{
	u64 mask = 0;
	unsigned int i, j;

	for (i = 0; i < LIRC_PROTO_FAMILIES; i++) {
		const struct lirc_proto_family *f = lirc_proto_table[i];

		for (j = 0; j < f->n_variants; j++)
			if (!strcmp(f->variants[j].group, group))
				mask |= BIT_ULL(f->variants[j].proto);
	}
	return mask;
}

/**
 * lirc_proto_find() - the family and variant of a protocol
 * @proto: enum rc_proto
 * @variant: where the variant goes, or NULL
 *
 * Return: the family, or NULL when the core does not know @proto.
 */
const struct lirc_proto_family *
lirc_proto_find(u32 proto, const struct lirc_proto_variant **variant)
{
	unsigned int i, j;

	for (i = 0; i < LIRC_PROTO_FAMILIES; i++) {
		const struct lirc_proto_family *f = lirc_proto_table[i];

		for (j = 0; j < f->n_variants; j++) {
			if (f->variants[j].proto != proto)
				continue;
			if (variant)
				*variant = &f->variants[j];
			return f;
		}
	}
	return NULL;
}

/**
 * lirc_proto_by_name() - a protocol by its sysfs name
 * @name: "rc-5", "nec-x", ...
 * @proto: where the enum rc_proto goes
 *
 * Return: 0, or -EINVAL for a name the core does not know.
 */
int lirc_proto_by_name(const char *name, u32 *proto)
{
	unsigned int i, j;

	for (i = 0; i < LIRC_PROTO_FAMILIES; i++) {
		const struct lirc_proto_family *f = lirc_proto_table[i];

		for (j = 0; j < f->n_variants; j++) {
			if (!strcmp(name, f->variants[j].name)) {
				*proto = f->variants[j].proto;
				return 0;
			}
		}
	}
	return -EINVAL;
}

/**
 * lirc_scancode_valid() - whether a scancode can be sent in a protocol
 * @proto: enum rc_proto
 * @scancode: the scancode
 *
 * Return: true if lirc_encode() can encode it and a decoder would return
 * the same protocol and scancode.
 */
bool lirc_scancode_valid(u32 proto, u64 scancode)
{
	const struct lirc_proto_family *f = lirc_proto_find(proto, NULL);

	return f && f->encode && f->valid(proto, scancode);
}

/**
 * lirc_proto_carrier() - the carrier a protocol is sent on
 * @proto: enum rc_proto
 *
 * Return: the carrier in Hz, or 0 for a protocol the core does not know.
 */
u32 lirc_proto_carrier(u32 proto)
{
	const struct lirc_proto_family *f = lirc_proto_find(proto, NULL);

	return f ? f->carrier : 0;
}

/**
 * lirc_encode_level() - append a level to a signal being encoded
 * @durations: the signal so far, pulse first
 * @n: how many durations it has; updated
 * @max: room in @durations
 * @pulse: true for a pulse
 * @us: how long the level lasts
 *
 * For the encoders of Manchester codes: a level equal to the last one
 * lengthens it, and a space before the first pulse is not sent.
 *
 * Return: 0, or -ENOSPC.
 */
int lirc_encode_level(u32 *durations, unsigned int *n, unsigned int max,
		      bool pulse, u32 us)
{
	if (*n && (*n % 2 == 1) == pulse) {
		durations[*n - 1] += us;
		return 0;
	}
	if (!*n && !pulse)
		return 0;
	if (*n >= max)
		return -ENOSPC;
	durations[(*n)++] = us;
	return 0;
}

/**
 * lirc_encode() - encode a scancode as pulses and spaces
 * @proto: enum rc_proto
 * @scancode: a scancode for which lirc_scancode_valid() holds
 * @toggle: the toggle bit, for protocols that have one
 * @durations: where the durations go, pulse first and last
 * @max: room in @durations
 *
 * Return: the number of durations, or -EINVAL for a protocol or scancode
 * that cannot be encoded, or -ENOSPC.
 */
int lirc_encode(u32 proto, u64 scancode, bool toggle, u32 *durations,
		unsigned int max)
{
	const struct lirc_proto_family *f = lirc_proto_find(proto, NULL);

	if (!f || !f->encode || !f->valid(proto, scancode))
		return -EINVAL;
	return f->encode(proto, scancode, toggle, durations, max);
}
