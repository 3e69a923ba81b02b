// SPDX-License-Identifier: GPL-2.0
/*
 * Kaseikyo, the 48-bit code of the Japanese association of electronics
 * makers: pulse distance code in units of 432 us, 37 kHz carrier, six
 * bytes b0-b5, each sent least significant bit first.
 *
 * b0 and b1 are the vendor id, b0 its low byte (Panasonic 0x2002, Denon
 * 0x3254, JVC 0x0103). The low nibble of b2 is the vendor parity, the XOR
 * of the vendor id's four nibbles; the rest of b2, b3 and b4 are the
 * vendor's own (device, subdevice, function for most), and b5 is the
 * check byte b2 ^ b3 ^ b4. Some vendors are known to use another check
 * (JP1's "nominal" Kaseikyo form has a check nibble and a constant
 * nibble in b5); their frames are not decoded.
 *
 * Scancodes: Panasonic, Denon-K and JVC-48 are b2 << 16 | b3 << 8 | b4
 * (24 bits, the parity nibble included, which must be the vendor's); any
 * other vendor is Kaseikyo, vendor << 24 | b2 << 16 | b3 << 8 | b4 (40
 * bits). A Kaseikyo scancode never has one of the three named vendors.
 *
 * A frame is a header (pulse 8 units, space 4 units), the 48 bits (pulse
 * 1 unit; space 1 unit for 0, 3 units for 1) and a trailing pulse of one
 * unit. There is no repeat code: a held key sends the frame again.
 *
 * Timing, every window exclusive of its bounds (at least +/- 15 % of the
 * nominal value everywhere):
 *   header pulse: 3456 +/- 691 us (2766-4146 us);
 *   header space: 1728 +/- 345 us (1384-2072 us);
 *   bit pulse, trailing pulse: 432 +/- 216 us (217-647 us);
 *   space of a 0: 432 +/- 216 us (217-647 us);
 *   space of a 1: 1296 +/- 216 us (1081-1511 us).
 * The code is complete when the trailing pulse is followed by at least
 * 4320 us (10 units) of silence and both checks hold; anything else breaks
 * the frame.
 */

#include <linux/errno.h>
#include <linux/kernel.h>

#include <linux/lirc_core.h>

#include "lirc_proto.h"

#define KSK_UNIT		432
#define KSK_MARGIN		(KSK_UNIT / 2)
#define KSK_HDR_PULSE		(8 * KSK_UNIT)
#define KSK_HDR_SPACE		(4 * KSK_UNIT)
#define KSK_HDR_PULSE_MARGIN	(KSK_HDR_PULSE / 5)
#define KSK_HDR_SPACE_MARGIN	(KSK_HDR_SPACE / 5)
#define KSK_BIT_PULSE		KSK_UNIT
#define KSK_BIT_0		KSK_UNIT
#define KSK_BIT_1		(3 * KSK_UNIT)
#define KSK_END_SPACE		(10 * KSK_UNIT)
#define KSK_NBITS		48

#define KSK_PANASONIC		0x2002
#define KSK_DENON		0x3254
#define KSK_JVC			0x0103

enum {
	KSK_IDLE,
	KSK_HDR,		/* header pulse seen */
	KSK_PULSE,		/* a bit pulse or the trailing pulse next */
	KSK_SPACE,		/* a bit space next */
	KSK_END,		/* the silence after the trailing pulse next */
};

struct ksk_dec {
	u8 state;
	u8 count;		/* bits so far */
	u64 bits;		/* bit n is the n-th bit sent */
};

static_assert(sizeof(struct ksk_dec) <= LIRC_PROTO_STATE_MAX);

/* The XOR of the four nibbles of a vendor id. */
static u8 ksk_parity(u16 vendor)
{
	return (vendor ^ vendor >> 4 ^ vendor >> 8 ^ vendor >> 12) & 0xf;
}

/* The vendor id of a named variant, 0 for generic Kaseikyo. */
static u16 ksk_vendor(u32 proto)
{
	switch (proto) {
	case LIRC_CORE_PROTO_PANASONIC:
		return KSK_PANASONIC;
	case LIRC_CORE_PROTO_DENON_K:
		return KSK_DENON;
	case LIRC_CORE_PROTO_JVC48:
		return KSK_JVC;
	default:
		return 0;
	}
}

static u32 ksk_proto(u16 vendor)
{
	switch (vendor) {
	case KSK_PANASONIC:
		return LIRC_CORE_PROTO_PANASONIC;
	case KSK_DENON:
		return LIRC_CORE_PROTO_DENON_K;
	case KSK_JVC:
		return LIRC_CORE_PROTO_JVC48;
	default:
		return LIRC_CORE_PROTO_KASEIKYO;
	}
}

static void ksk_reset(void *state)
{
	struct ksk_dec *d = state;

	*d = (struct ksk_dec){ };
}

/* The 48 bits are in: a code if both checks hold. */
static bool ksk_end(const struct ksk_dec *d, struct lirc_code *out)
{
	u16 vendor = d->bits & 0xffff;
	u8 b2 = d->bits >> 16, b3 = d->bits >> 24, b4 = d->bits >> 32;
	u8 b5 = d->bits >> 40;
	u32 data = b2 << 16 | b3 << 8 | b4;

	if ((b2 & 0xf) != ksk_parity(vendor) || b5 != (b2 ^ b3 ^ b4))
		return false;
	out->proto = ksk_proto(vendor);
	out->scancode = data;
	if (out->proto == LIRC_CORE_PROTO_KASEIKYO)
		out->scancode |= (u64)vendor << 24;
	out->toggle = false;
	out->repeat = false;
	return true;
}

static bool ksk_feed(void *state, bool pulse, u32 us, struct lirc_code *out)
{
	struct ksk_dec *d = state;
	bool done;

	switch (d->state) {
	case KSK_IDLE:
		break;
	case KSK_HDR:
		if (pulse || !lirc_near(us, KSK_HDR_SPACE, KSK_HDR_SPACE_MARGIN))
			break;
		d->count = 0;
		d->bits = 0;
		d->state = KSK_PULSE;
		return false;
	case KSK_PULSE:
		if (!pulse || !lirc_near(us, KSK_BIT_PULSE, KSK_MARGIN))
			break;
		d->state = d->count == KSK_NBITS ? KSK_END : KSK_SPACE;
		return false;
	case KSK_SPACE:
		if (pulse)
			break;
		if (lirc_near(us, KSK_BIT_1, KSK_MARGIN))
			d->bits |= BIT_ULL(d->count);
		else if (!lirc_near(us, KSK_BIT_0, KSK_MARGIN))
			break;
		d->count++;
		d->state = KSK_PULSE;
		return false;
	case KSK_END:
		if (pulse || us < KSK_END_SPACE)
			break;
		done = ksk_end(d, out);
		d->state = KSK_IDLE;
		return done;
	}
	/* Idle, or a duration that breaks the frame: is it a new header? */
	d->state = pulse && lirc_near(us, KSK_HDR_PULSE, KSK_HDR_PULSE_MARGIN) ?
		   KSK_HDR : KSK_IDLE;
	return false;
}

static bool ksk_valid(u32 proto, u64 scancode)
{
	u16 vendor = ksk_vendor(proto);

	if (!vendor) {
		if (scancode >> 40)
			return false;
		vendor = scancode >> 24;
		if (ksk_proto(vendor) != LIRC_CORE_PROTO_KASEIKYO)
			return false;
	} else if (scancode >> 24) {
		return false;
	}
	return (scancode >> 16 & 0xf) == ksk_parity(vendor);
}

static int ksk_encode(u32 proto, u64 scancode, bool toggle, u32 *d,
		      unsigned int max)
{
	u16 vendor = ksk_vendor(proto) ?: scancode >> 24;
	u8 b2 = scancode >> 16, b3 = scancode >> 8, b4 = scancode;
	u64 bits = vendor | (u64)b2 << 16 | (u64)b3 << 24 | (u64)b4 << 32 |
		   (u64)(b2 ^ b3 ^ b4) << 40;
	unsigned int n = 0, i;

	if (max < 2 + 2 * KSK_NBITS + 1)
		return -ENOSPC;
	d[n++] = KSK_HDR_PULSE;
	d[n++] = KSK_HDR_SPACE;
	for (i = 0; i < KSK_NBITS; i++) {
		d[n++] = KSK_BIT_PULSE;
		d[n++] = bits & BIT_ULL(i) ? KSK_BIT_1 : KSK_BIT_0;
	}
	d[n++] = KSK_BIT_PULSE;
	return n;
}

static const struct lirc_proto_variant ksk_variants[] = {
	{ LIRC_CORE_PROTO_PANASONIC, "panasonic", "kaseikyo" },
	{ LIRC_CORE_PROTO_DENON_K, "denon-k", "kaseikyo" },
	{ LIRC_CORE_PROTO_JVC48, "jvc-48", "kaseikyo" },
	{ LIRC_CORE_PROTO_KASEIKYO, "kaseikyo", "kaseikyo" },
};

const struct lirc_proto_family lirc_kaseikyo_family = {
	.variants = ksk_variants,
	.n_variants = ARRAY_SIZE(ksk_variants),
	.carrier = 37000,
	.state_size = sizeof(struct ksk_dec),
	.reset = ksk_reset,
	.feed = ksk_feed,
	.valid = ksk_valid,
	.encode = ksk_encode,
};
