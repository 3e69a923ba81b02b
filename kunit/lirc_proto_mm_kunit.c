// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit tests for RC-5X-20, XMP, the MCE keyboard (MCIR2) and RC-MM.
 *
 * Test signals are built here from the protocols' descriptions (bit
 * strings, nibbles, bit pairs), independently of the encoders under test;
 * the expected scancodes follow Linux 6.1's layouts:
 *   rc-5x-20: bits 1 F T AAAAA CCCCCC XXXXXX give A << 16 | C << 8 | X,
 *	with bit 14 set when the field bit F is 0;
 *   xmp: address << 24 | subaddress << 16 | OBC;
 *   mcir2-kbd: the low 24 of 32 bits; mcir2-mse: the low 21 of 29 bits;
 *   rc-mm: the bits; in 32 bits, bit 15 is the toggle unless bits 19:18
 *	are both set.
 */

#include <kunit/test.h>
#include <linux/slab.h>

#include <linux/lirc_core.h>

#include "lirc_kunit.h"
#include "lirc_proto.h"

#define SIG_MAX		256
#define END_SPACE	125000	/* the receiver's timeout at the end */

struct signal {
	u32 d[SIG_MAX];
	unsigned int n;		/* d[0] is a pulse, then alternating */
};

/* Append a level; equal neighbours merge. */
static void sig_level(struct signal *s, bool pulse, u32 us)
{
	lirc_test_level(s->d, &s->n, SIG_MAX, pulse, us);
}

/* Drop a final space: it is part of the silence after the frame. */
static void sig_end(struct signal *s)
{
	if (s->n % 2 == 0)
		s->n--;
}

/*
 * RC-5X-20: Manchester in 889 us halves, a 1 being space then pulse; a
 * '|' in @bits is the 3556 us (4 unit) gap.
 */
static void sig_rc5x(struct signal *s, const char *bits)
{
	for (; *bits; bits++) {
		if (*bits == '|') {
			sig_level(s, false, 3556);
			continue;
		}
		if (*bits == ' ')
			continue;
		sig_level(s, *bits == '0', 889);
		sig_level(s, *bits == '1', 889);
	}
	sig_end(s);
}

/*
 * XMP: 16 nibbles, each a pulse and a space of 760 + 136 * nibble us
 * (+ @delta); a pulse and a 13800 us space after the 8th (@half us with
 * @half non-zero, none with @half 1), a pulse after the 16th. With @third, the second half
 * again after another half-frame space, as in a final frame.
 */
static void sig_xmp(struct signal *s, const u8 *nib, int delta, u32 pulse,
		    u32 half, bool third)
{
	unsigned int i, last = third ? 24 : 16;

	for (i = 0; i < last; i++) {
		if ((i == 8 && half != 1) || i == 16) {
			sig_level(s, true, pulse);
			sig_level(s, false, half ?: 13800);
		}
		sig_level(s, true, pulse);
		sig_level(s, false, 760 + 136 * nib[i < 16 ? i : i - 8] + delta);
	}
	sig_level(s, true, pulse);
}

/*
 * XMP nibbles of address @addr, subaddress @sub, OBC @obc and toggle
 * @toggle: checksums make each half sum to 0 modulo 16; OEM is 0x44.
 */
static void xmp_nibbles(u8 *n, u8 addr, u8 sub, u16 obc, u8 toggle)
{
	unsigned int i, sum = 0;

	n[0] = sub >> 4;
	n[2] = sub & 0xf;
	n[3] = 0xf;
	n[4] = 4;
	n[5] = 4;
	n[6] = addr >> 4;
	n[7] = addr & 0xf;
	n[8] = sub >> 4;
	n[10] = toggle;
	n[11] = sub & 0xf;
	n[12] = obc >> 12;
	n[13] = (obc >> 8) & 0xf;
	n[14] = (obc >> 4) & 0xf;
	n[15] = obc & 0xf;
	n[1] = 0;
	n[9] = 0;
	for (i = 0; i < 8; i++)
		sum += n[i];
	n[1] = (16 - sum % 16) % 16;
	for (sum = 0, i = 8; i < 16; i++)
		sum += n[i];
	n[9] = (16 - sum % 16) % 16;
}

/* MCIR2: a 2664 us leader, then Manchester in 333 us halves, 1 = pulse, space. */
static void sig_mce(struct signal *s, u64 bits, unsigned int count)
{
	sig_level(s, true, 2664);
	while (count--) {
		bool one = bits & BIT_ULL(count);

		sig_level(s, one, 333);
		sig_level(s, !one, 333);
	}
	sig_end(s);
}

/*
 * RC-MM: a 417 us pulse and a 278 us space, then per bit pair a @pulse us
 * pulse and a space of 278, 444, 611 or 778 us, then a trailing pulse.
 */
static void sig_rcmm(struct signal *s, u32 bits, unsigned int count, u32 pulse)
{
	static const u32 space[] = { 278, 444, 611, 778 };

	sig_level(s, true, 417);
	sig_level(s, false, 278);
	while (count) {
		count -= 2;
		sig_level(s, true, pulse);
		sig_level(s, false, space[(bits >> count) & 3]);
	}
	sig_level(s, true, pulse);
}

/* Feed @s and then @end us of silence to a family's decoder. */
static unsigned int feed(const struct lirc_proto_family *f, const struct signal *s,
			 u32 end, struct lirc_code *out, unsigned int max)
{
	u64 state[LIRC_PROTO_STATE_MAX / sizeof(u64)];
	struct lirc_code code;
	unsigned int i, n = 0;

	f->reset(state);
	for (i = 0; i <= s->n; i++) {
		bool pulse = i < s->n && !(i % 2);

		if (i == s->n && s->n % 2 == 0)
			break;	/* ends on a space already */
		if (f->feed(state, pulse, i < s->n ? s->d[i] : end, &code) &&
		    n < max)
			out[n++] = code;
	}
	return n;
}

enum gen { GEN_RC5X, GEN_XMP, GEN_MCE, GEN_RCMM };

struct mm_case {
	const char *name;
	enum gen gen;
	const char *rc5x;		/* GEN_RC5X */
	u8 addr, sub, xmp_toggle;	/* GEN_XMP */
	u16 obc;
	int tweak;			/* add 1 to nibble tweak - 1 */
	bool fix_sum;			/* ... and keep the checksum right */
	bool third;			/* a final frame's extra half */
	int delta;			/* on every nibble space */
	u32 half;			/* the half-frame space, if not 13800 */
	u64 bits;			/* GEN_MCE, GEN_RCMM */
	unsigned int count;
	u32 pulse;			/* XMP and RC-MM pulses, if not nominal */
	unsigned int pct;		/* scale every duration; 0 means 100 % */
	int pulse_add;			/* added to pulses, taken from spaces */
	int set_idx[2];			/* duration index + 1 to set ... */
	u32 set_us[2];			/* ... to this */
	u32 end;			/* the silence after, if not END_SPACE */
	/* expected */
	unsigned int ncodes;
	u32 proto;
	u64 scancode;
	bool toggle;
	bool repeat;
};

static const struct mm_case mm_cases[] = {
	/* RC-5X-20: start, field, toggle, 5 system, gap, 6 command, 6 data */
	{ "rc-5x-20: system 0x05 command 0x12 data 0x21", GEN_RC5X,
	  .rc5x = "1 1 0 00101 | 010010 100001",
	  .ncodes = 1, .proto = RC_PROTO_RC5X_20, .scancode = 0x051221 },
	{ "rc-5x-20: field 0 is command bit 6, toggle", GEN_RC5X,
	  .rc5x = "1 0 1 11111 | 111111 111111", .ncodes = 1,
	  .proto = RC_PROTO_RC5X_20, .scancode = 0x1f7f3f, .toggle = true },
	{ "rc-5x-20: gap between a 0 and a 1 (6 units of space)", GEN_RC5X,
	  .rc5x = "1 1 0 00000 | 100000 000000",
	  .ncodes = 1, .proto = RC_PROTO_RC5X_20, .scancode = 0x002000 },
	{ "rc-5x-20: gap between a 1 and a 1 (5 units)", GEN_RC5X,
	  .rc5x = "1 1 0 00001 | 111111 000001",
	  .ncodes = 1, .proto = RC_PROTO_RC5X_20, .scancode = 0x013f01 },
	{ "rc-5x-20: gap between a 0 and a 0 (5 units)", GEN_RC5X,
	  .rc5x = "1 1 0 00010 | 000000 101010",
	  .ncodes = 1, .proto = RC_PROTO_RC5X_20, .scancode = 0x02002a },
	{ "rc-5x-20: ends in a 0 bit", GEN_RC5X,
	  .rc5x = "1 1 0 00001 | 000000 111110",
	  .ncodes = 1, .proto = RC_PROTO_RC5X_20, .scancode = 0x01003e },
	{ "rc-5: 14 bits without a gap are still rc-5", GEN_RC5X,
	  .rc5x = "1 1 0 11110 000001",
	  .ncodes = 1, .proto = RC_PROTO_RC5, .scancode = 0x1e01 },
	{ "rc-5-sz: 15 bits without a gap are still rc-5-sz", GEN_RC5X,
	  .rc5x = "1 1 0 001010 100101",
	  .ncodes = 1, .proto = RC_PROTO_RC5_SZ, .scancode = 0x22a5 },
	{ "rc-5x-20: 20 bits without the gap", GEN_RC5X,
	  .rc5x = "1 1 0 00101 010010 100001", .ncodes = 0 },
	{ "rc-5x-20: the gap after the 7th bit", GEN_RC5X,
	  .rc5x = "1 1 0 0010 | 1010010 100001", .ncodes = 0 },
	{ "rc-5x-20: the gap after the 9th bit", GEN_RC5X,
	  .rc5x = "1 1 0 001010 | 10010 100001", .ncodes = 0 },
	{ "rc-5x-20: 19 bits", GEN_RC5X,
	  .rc5x = "1 1 0 00101 | 010010 10000", .ncodes = 0 },
	{ "rc-5x-20: 21 bits", GEN_RC5X,
	  .rc5x = "1 1 0 00101 | 010010 1000011", .ncodes = 0 },
	{ "rc-5x-20: rc-5 with the gap (14 bits)", GEN_RC5X,
	  .rc5x = "1 1 0 11110 | 000001", .ncodes = 0 },
	/*
	 * Tolerance: the 4 unit gap (3556 us) must stay within half a unit:
	 * 12 % longer is 3982 us, at most 4000; 13 % is 4018. 12 % shorter
	 * is 3129 us, over 3111; 13 % is 3093.
	 */
	{ "rc-5x-20: all durations 12 % long", GEN_RC5X,
	  .rc5x = "1 1 0 00101 | 010010 100001", .pct = 112,
	  .ncodes = 1, .proto = RC_PROTO_RC5X_20, .scancode = 0x051221 },
	{ "rc-5x-20: all durations 13 % long", GEN_RC5X,
	  .rc5x = "1 1 0 00101 | 010010 100001", .pct = 113, .ncodes = 0 },
	{ "rc-5x-20: all durations 12 % short", GEN_RC5X,
	  .rc5x = "1 1 0 00101 | 010010 100001", .pct = 88,
	  .ncodes = 1, .proto = RC_PROTO_RC5X_20, .scancode = 0x051221 },
	{ "rc-5x-20: all durations 13 % short", GEN_RC5X,
	  .rc5x = "1 1 0 00101 | 010010 100001", .pct = 87, .ncodes = 0 },
	{ "rc-5x-20: pulses 288 us longer, spaces 601 us", GEN_RC5X,
	  .rc5x = "1 1 0 10101 | 010101 010101", .pulse_add = 288,
	  .ncodes = 1, .proto = RC_PROTO_RC5X_20, .scancode = 0x151515 },
	{ "rc-5x-20: pulses 400 us longer, spaces 489 us, is too much", GEN_RC5X,
	  .rc5x = "1 1 0 10101 | 010101 010101", .pulse_add = 400, .ncodes = 0 },
	{ "rc-5x-20: pulses 450 us longer is too much", GEN_RC5X,
	  .rc5x = "1 1 0 10101 | 010101 010101", .pulse_add = 450, .ncodes = 0 },

	/* XMP */
	{ "xmp: address 0x12 subaddress 0x34 obc 0x5678", GEN_XMP,
	  .addr = 0x12, .sub = 0x34, .obc = 0x5678,
	  .ncodes = 1, .proto = RC_PROTO_XMP, .scancode = 0x12345678 },
	{ "xmp: all nibbles 0 and 15", GEN_XMP,
	  .addr = 0xf0, .sub = 0x0f, .obc = 0xf00f,
	  .ncodes = 1, .proto = RC_PROTO_XMP, .scancode = 0xf00ff00f },
	{ "xmp: a toggle nibble is a repeat code", GEN_XMP,
	  .addr = 0x12, .sub = 0x34, .obc = 0x5678, .xmp_toggle = 9,
	  .ncodes = 1, .proto = RC_PROTO_XMP, .repeat = true },
	{ "xmp: a final frame's third half", GEN_XMP,
	  .addr = 0x12, .sub = 0x34, .obc = 0x5678, .third = true,
	  .ncodes = 1, .proto = RC_PROTO_XMP, .scancode = 0x12345678 },
	{ "xmp: first checksum wrong", GEN_XMP,
	  .addr = 0x12, .sub = 0x34, .obc = 0x5678, .tweak = 7, .ncodes = 0 },
	{ "xmp: second checksum wrong", GEN_XMP,
	  .addr = 0x12, .sub = 0x34, .obc = 0x5678, .tweak = 16, .ncodes = 0 },
	{ "xmp: subaddresses differ", GEN_XMP, .addr = 0x12, .sub = 0x34,
	  .obc = 0x5678, .tweak = 12, .fix_sum = true, .ncodes = 0 },
	{ "xmp: frame cut after the first half", GEN_XMP,
	  .addr = 0x12, .sub = 0x34, .obc = 0x5678, .set_idx = { 18 },
	  .set_us = { 30000 }, .ncodes = 0 },
	{ "xmp: nibble spaces 67 us long", GEN_XMP, .addr = 0x12, .sub = 0x34,
	  .obc = 0x5678, .delta = 67,
	  .ncodes = 1, .proto = RC_PROTO_XMP, .scancode = 0x12345678 },
	{ "xmp: nibble spaces 68 us long are the next nibble", GEN_XMP,
	  .addr = 0x12, .sub = 0x34, .obc = 0x5678, .delta = 68, .ncodes = 0 },
	{ "xmp: nibble spaces 68 us short", GEN_XMP, .addr = 0x12, .sub = 0x34,
	  .obc = 0x5678, .delta = -68,
	  .ncodes = 1, .proto = RC_PROTO_XMP, .scancode = 0x12345678 },
	{ "xmp: nibble spaces 69 us short", GEN_XMP,
	  .addr = 0x12, .sub = 0x34, .obc = 0x5678, .delta = -69, .ncodes = 0 },
	{ "xmp: pulses 143 us", GEN_XMP, .addr = 0x12, .sub = 0x34,
	  .obc = 0x5678, .pulse = 143,
	  .ncodes = 1, .proto = RC_PROTO_XMP, .scancode = 0x12345678 },
	{ "xmp: pulses 142 us", GEN_XMP, .addr = 0x12, .sub = 0x34,
	  .obc = 0x5678, .pulse = 142, .ncodes = 0 },
	{ "xmp: pulses 277 us", GEN_XMP, .addr = 0x12, .sub = 0x34,
	  .obc = 0x5678, .pulse = 277,
	  .ncodes = 1, .proto = RC_PROTO_XMP, .scancode = 0x12345678 },
	{ "xmp: pulses 278 us", GEN_XMP, .addr = 0x12, .sub = 0x34,
	  .obc = 0x5678, .pulse = 278, .ncodes = 0 },
	{ "xmp: no half-frame space", GEN_XMP, .addr = 0x12, .sub = 0x34,
	  .obc = 0x5678, .half = 1, .ncodes = 0 },
	{ "xmp: half-frame space 13041 us", GEN_XMP, .addr = 0x12, .sub = 0x34,
	  .obc = 0x5678, .half = 13041,
	  .ncodes = 1, .proto = RC_PROTO_XMP, .scancode = 0x12345678 },
	{ "xmp: half-frame space 13040 us", GEN_XMP, .addr = 0x12, .sub = 0x34,
	  .obc = 0x5678, .half = 13040, .ncodes = 0 },
	{ "xmp: trailing space 19241 us", GEN_XMP, .addr = 0x12, .sub = 0x34,
	  .obc = 0x5678, .end = 19241,
	  .ncodes = 1, .proto = RC_PROTO_XMP, .scancode = 0x12345678 },
	{ "xmp: trailing space 19240 us is a half-frame space", GEN_XMP,
	  .addr = 0x12, .sub = 0x34, .obc = 0x5678, .end = 19240, .ncodes = 0 },

	/* MCIR2: header 00100 (keyboard) or 00001 (mouse), then the body */
	{ "mcir2-kbd: 32 bits 0x12345678", GEN_MCE,
	  .bits = 0x4ULL << 32 | 0x12345678, .count = 37,
	  .ncodes = 1, .proto = RC_PROTO_MCIR2_KBD, .scancode = 0x345678 },
	{ "mcir2-kbd: ends in a 1 bit", GEN_MCE,
	  .bits = 0x4ULL << 32 | 0xff00aa55, .count = 37,
	  .ncodes = 1, .proto = RC_PROTO_MCIR2_KBD, .scancode = 0x00aa55 },
	{ "mcir2-kbd: ends in a 0 bit", GEN_MCE,
	  .bits = 0x4ULL << 32 | 0x0000ff0e, .count = 37,
	  .ncodes = 1, .proto = RC_PROTO_MCIR2_KBD, .scancode = 0x00ff0e },
	{ "mcir2-mse: 29 bits 0x1abcdef1", GEN_MCE,
	  .bits = 0x1ULL << 29 | 0x1abcdef1, .count = 34,
	  .ncodes = 1, .proto = RC_PROTO_MCIR2_MSE, .scancode = 0x1cdef1 },
	{ "mcir2: header 00010 is neither", GEN_MCE,
	  .bits = 0x2ULL << 32 | 0x12345678, .count = 37, .ncodes = 0 },
	{ "mcir2-kbd: 31 bits", GEN_MCE,
	  .bits = 0x4ULL << 31 | 0x12345678, .count = 36, .ncodes = 0 },
	{ "mcir2-kbd: 33 bits", GEN_MCE,
	  .bits = 0x4ULL << 33 | 0x12345678, .count = 38, .ncodes = 0 },
	{ "mcir2-mse: 30 bits", GEN_MCE,
	  .bits = 0x1ULL << 30 | 0x1abcdef1, .count = 35, .ncodes = 0 },
	{ "mcir2-kbd: leader 2332 us", GEN_MCE,
	  .bits = 0x4ULL << 32 | 0x12345678, .count = 37, .set_idx = { 1 },
	  .set_us = { 2332 },
	  .ncodes = 1, .proto = RC_PROTO_MCIR2_KBD, .scancode = 0x345678 },
	{ "mcir2-kbd: leader 2331 us", GEN_MCE,
	  .bits = 0x4ULL << 32 | 0x12345678, .count = 37, .set_idx = { 1 },
	  .set_us = { 2331 }, .ncodes = 0 },
	{ "mcir2-kbd: leader 2996 us", GEN_MCE,
	  .bits = 0x4ULL << 32 | 0x12345678, .count = 37, .set_idx = { 1 },
	  .set_us = { 2996 },
	  .ncodes = 1, .proto = RC_PROTO_MCIR2_KBD, .scancode = 0x345678 },
	{ "mcir2-kbd: leader 2997 us", GEN_MCE,
	  .bits = 0x4ULL << 32 | 0x12345678, .count = 37, .set_idx = { 1 },
	  .set_us = { 2997 }, .ncodes = 0 },
	/* a unit is (166, 499] us, two units (499, 832] */
	{ "mcir2-kbd: pulses 166 us longer, spaces shorter", GEN_MCE,
	  .bits = 0x4ULL << 32 | 0x12345678, .count = 37, .pulse_add = 166,
	  .ncodes = 1, .proto = RC_PROTO_MCIR2_KBD, .scancode = 0x345678 },
	{ "mcir2-kbd: pulses 167 us longer is too much", GEN_MCE,
	  .bits = 0x4ULL << 32 | 0x12345678, .count = 37, .pulse_add = 167,
	  .ncodes = 0 },
	{ "mcir2-kbd: pulses 166 us shorter, spaces longer", GEN_MCE,
	  .bits = 0x4ULL << 32 | 0x12345678, .count = 37, .pulse_add = -166,
	  .ncodes = 1, .proto = RC_PROTO_MCIR2_KBD, .scancode = 0x345678 },
	{ "mcir2-kbd: pulses 167 us shorter is too much", GEN_MCE,
	  .bits = 0x4ULL << 32 | 0x12345678, .count = 37, .pulse_add = -167,
	  .ncodes = 0 },

	/* RC-MM */
	{ "rc-mm-12: 0xabc", GEN_RCMM, .bits = 0xabc, .count = 12,
	  .ncodes = 1, .proto = RC_PROTO_RCMM12, .scancode = 0xabc },
	{ "rc-mm-24: 0x123456", GEN_RCMM, .bits = 0x123456, .count = 24,
	  .ncodes = 1, .proto = RC_PROTO_RCMM24, .scancode = 0x123456 },
	{ "rc-mm-32: 0x12345678", GEN_RCMM, .bits = 0x12345678, .count = 32,
	  .ncodes = 1, .proto = RC_PROTO_RCMM32, .scancode = 0x12345678 },
	{ "rc-mm-32: bit 15 is the toggle", GEN_RCMM, .bits = 0x1234d678,
	  .count = 32, .ncodes = 1, .proto = RC_PROTO_RCMM32,
	  .scancode = 0x12345678, .toggle = true },
	{ "rc-mm-32: with bits 19:18 set, bit 15 is data", GEN_RCMM,
	  .bits = 0x123cd678, .count = 32,
	  .ncodes = 1, .proto = RC_PROTO_RCMM32, .scancode = 0x123cd678 },
	{ "rc-mm-32: the trailing pulse completes it", GEN_RCMM,
	  .bits = 0xffffffff, .count = 32, .end = 300,
	  .ncodes = 1, .proto = RC_PROTO_RCMM32, .scancode = 0xffffffff },
	{ "rc-mm: 14 bits", GEN_RCMM, .bits = 0x1abc, .count = 14, .ncodes = 0 },
	{ "rc-mm: 16 bits", GEN_RCMM, .bits = 0xabcd, .count = 16, .ncodes = 0 },
	{ "rc-mm: 26 bits", GEN_RCMM, .bits = 0x2abcdef, .count = 26,
	  .ncodes = 0 },
	{ "rc-mm-12: without the trailing pulse", GEN_RCMM, .bits = 0xabc,
	  .count = 12, .set_idx = { 15 }, .set_us = { 1 }, .ncodes = 0 },
	{ "rc-mm-24: a bad bit pair space (900 us)", GEN_RCMM,
	  .bits = 0x123456, .count = 24, .set_idx = { 10 }, .set_us = { 900 },
	  .ncodes = 0 },
	{ "rc-mm-24: a bad bit pair space (195 us)", GEN_RCMM,
	  .bits = 0x123456, .count = 24, .set_idx = { 10 }, .set_us = { 195 },
	  .ncodes = 0 },
	{ "rc-mm-12: bit pair space 196 us is 0", GEN_RCMM, .bits = 0x000,
	  .count = 12, .set_idx = { 4 }, .set_us = { 196 },
	  .ncodes = 1, .proto = RC_PROTO_RCMM12, .scancode = 0x000 },
	{ "rc-mm-12: bit pair space 361 us is 0", GEN_RCMM, .bits = 0x000,
	  .count = 12, .set_idx = { 4 }, .set_us = { 361 },
	  .ncodes = 1, .proto = RC_PROTO_RCMM12, .scancode = 0x000 },
	{ "rc-mm-12: bit pair space 362 us is 1", GEN_RCMM, .bits = 0x000,
	  .count = 12, .set_idx = { 4 }, .set_us = { 362 },
	  .ncodes = 1, .proto = RC_PROTO_RCMM12, .scancode = 0x400 },
	{ "rc-mm-12: bit pair space 860 us is 3", GEN_RCMM, .bits = 0x000,
	  .count = 12, .set_idx = { 4 }, .set_us = { 860 },
	  .ncodes = 1, .proto = RC_PROTO_RCMM12, .scancode = 0xc00 },
	{ "rc-mm-12: bit pair space 861 us ends the frame too early", GEN_RCMM,
	  .bits = 0x000, .count = 12, .set_idx = { 4 }, .set_us = { 861 },
	  .ncodes = 0 },
	{ "rc-mm-12: a space of 861 us ends it", GEN_RCMM, .bits = 0xabc,
	  .count = 12, .end = 861,
	  .ncodes = 1, .proto = RC_PROTO_RCMM12, .scancode = 0xabc },
	{ "rc-mm-12: a space of 860 us is a bit pair", GEN_RCMM, .bits = 0xabc,
	  .count = 12, .end = 860, .ncodes = 0 },
	{ "rc-mm-24: leader pulse 252 us", GEN_RCMM, .bits = 0x123456,
	  .count = 24, .set_idx = { 1 }, .set_us = { 252 },
	  .ncodes = 1, .proto = RC_PROTO_RCMM24, .scancode = 0x123456 },
	{ "rc-mm-24: leader pulse 251 us", GEN_RCMM, .bits = 0x123456,
	  .count = 24, .set_idx = { 1 }, .set_us = { 251 }, .ncodes = 0 },
	{ "rc-mm-24: leader pulse 582 us", GEN_RCMM, .bits = 0x123456,
	  .count = 24, .set_idx = { 1 }, .set_us = { 582 },
	  .ncodes = 1, .proto = RC_PROTO_RCMM24, .scancode = 0x123456 },
	{ "rc-mm-24: leader pulse 583 us", GEN_RCMM, .bits = 0x123456,
	  .count = 24, .set_idx = { 1 }, .set_us = { 583 }, .ncodes = 0 },
	{ "rc-mm-24: leader space 113 us", GEN_RCMM, .bits = 0x123456,
	  .count = 24, .set_idx = { 2 }, .set_us = { 113 },
	  .ncodes = 1, .proto = RC_PROTO_RCMM24, .scancode = 0x123456 },
	{ "rc-mm-24: leader space 443 us", GEN_RCMM, .bits = 0x123456,
	  .count = 24, .set_idx = { 2 }, .set_us = { 443 },
	  .ncodes = 1, .proto = RC_PROTO_RCMM24, .scancode = 0x123456 },
	{ "rc-mm-24: leader space 112 us", GEN_RCMM, .bits = 0x123456,
	  .count = 24, .set_idx = { 2 }, .set_us = { 112 }, .ncodes = 0 },
	{ "rc-mm-24: leader space 444 us", GEN_RCMM, .bits = 0x123456,
	  .count = 24, .set_idx = { 2 }, .set_us = { 444 }, .ncodes = 0 },
	{ "rc-mm-32: pulses 84 us", GEN_RCMM, .bits = 0x12345678, .count = 32,
	  .pulse = 84,
	  .ncodes = 1, .proto = RC_PROTO_RCMM32, .scancode = 0x12345678 },
	{ "rc-mm-32: pulses 83 us", GEN_RCMM, .bits = 0x12345678, .count = 32,
	  .pulse = 83, .ncodes = 0 },
	{ "rc-mm-32: pulses 248 us", GEN_RCMM, .bits = 0x12345678, .count = 32,
	  .pulse = 248,
	  .ncodes = 1, .proto = RC_PROTO_RCMM32, .scancode = 0x12345678 },
	{ "rc-mm-32: pulses 249 us", GEN_RCMM, .bits = 0x12345678, .count = 32,
	  .pulse = 249, .ncodes = 0 },
};

static void mm_case_desc(const struct mm_case *c, char *desc)
{
	strscpy(desc, c->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(mm, mm_cases, mm_case_desc);

static const struct lirc_proto_family *build(const struct mm_case *c,
					     struct signal *s)
{
	const struct lirc_proto_family *f = NULL;
	unsigned int i, pct = c->pct ?: 100;
	u8 nib[16];

	s->n = 0;
	switch (c->gen) {
	case GEN_RC5X:
		sig_rc5x(s, c->rc5x);
		f = &lirc_rc5_family;
		break;
	case GEN_XMP:
		xmp_nibbles(nib, c->addr, c->sub, c->obc, c->xmp_toggle);
		if (c->tweak) {
			nib[c->tweak - 1] = (nib[c->tweak - 1] + 1) % 16;
			if (c->fix_sum)
				nib[9] = (nib[9] + 15) % 16;
		}
		sig_xmp(s, nib, c->delta, c->pulse ?: 210, c->half, c->third);
		f = &lirc_xmp_family;
		break;
	case GEN_MCE:
		sig_mce(s, c->bits, c->count);
		f = &lirc_mce_kbd_family;
		break;
	case GEN_RCMM:
		sig_rcmm(s, c->bits, c->count, c->pulse ?: 166);
		f = &lirc_rcmm_family;
		break;
	}
	for (i = 0; i < s->n; i++) {
		int d = s->d[i] * pct / 100 +
			(i % 2 ? -c->pulse_add : c->pulse_add);

		s->d[i] = max(d, 1);
	}
	for (i = 0; i < ARRAY_SIZE(c->set_idx); i++)
		if (c->set_idx[i] && c->set_idx[i] <= s->n)
			s->d[c->set_idx[i] - 1] = c->set_us[i];
	return f;
}

static void lirc_mm_decoder_test(struct kunit *test)
{
	const struct mm_case *c = test->param_value;
	struct signal *s = kunit_kzalloc(test, sizeof(*s), GFP_KERNEL);
	const struct lirc_proto_family *f;
	struct lirc_code codes[4];
	unsigned int n;

	KUNIT_ASSERT_NOT_NULL(test, s);
	f = build(c, s);
	KUNIT_ASSERT_NOT_NULL(test, f);
	KUNIT_ASSERT_LT(test, s->n, (unsigned int)SIG_MAX);
	n = feed(f, s, c->end ?: END_SPACE, codes, ARRAY_SIZE(codes));
	KUNIT_ASSERT_EQ(test, n, c->ncodes);
	if (!n)
		return;
	KUNIT_EXPECT_EQ(test, codes[0].proto, c->proto);
	KUNIT_EXPECT_EQ(test, codes[0].repeat, c->repeat);
	KUNIT_EXPECT_EQ(test, codes[0].toggle, c->toggle);
	if (!c->repeat)
		KUNIT_EXPECT_EQ(test, codes[0].scancode, c->scancode);
}

/* No protocol decodes another's frame: each case through every family. */
static void lirc_mm_cross_test(struct kunit *test)
{
	static const struct lirc_proto_family *const mine[] = {
		&lirc_rc5_family, &lirc_xmp_family, &lirc_mce_kbd_family,
		&lirc_rcmm_family,
	};
	struct signal *s = kunit_kzalloc(test, sizeof(*s), GFP_KERNEL);
	struct lirc_code codes[4];
	unsigned int i, j;

	KUNIT_ASSERT_NOT_NULL(test, s);
	for (i = 0; i < ARRAY_SIZE(mm_cases); i++) {
		const struct lirc_proto_family *f = build(&mm_cases[i], s);

		for (j = 0; j < ARRAY_SIZE(mine); j++) {
			if (mine[j] == f)
				continue;
			KUNIT_EXPECT_EQ_MSG(test, feed(mine[j], s, END_SPACE, codes,
						       ARRAY_SIZE(codes)), 0U,
					    "%s decoded by family %u",
					    mm_cases[i].name, j);
		}
	}
}

/* Encode, then decode with the family's own decoder. */
static bool round_trip(struct kunit *test, u32 proto, u64 sc, bool toggle,
		       bool want_toggle, struct signal *s)
{
	const struct lirc_proto_family *f = lirc_proto_find(proto, NULL);
	struct lirc_code codes[4];
	int n;

	n = lirc_encode(proto, sc, toggle, s->d, LIRC_ENCODE_MAX);
	if (!f || n <= 0 || n % 2 == 0 || n > LIRC_ENCODE_MAX) {
		KUNIT_FAIL(test, "proto %u scancode %#llx: encode gave %d",
			   proto, sc, n);
		return false;
	}
	s->n = n;
	n = feed(f, s, END_SPACE, codes, ARRAY_SIZE(codes));
	if (n != 1 || codes[0].proto != proto || codes[0].scancode != sc ||
	    codes[0].toggle != want_toggle || codes[0].repeat) {
		KUNIT_FAIL(test, "proto %u scancode %#llx toggle %d: %d codes, first %u %#llx %d",
			   proto, sc, toggle, n, n ? codes[0].proto : 0,
			   n ? codes[0].scancode : 0, n ? codes[0].toggle : 0);
		return false;
	}
	return true;
}

/* Every scancode of the rc-5x-20 mask 0x1f7f3f, toggles alternating. */
static void lirc_mm_round_trip_rc5x_test(struct kunit *test)
{
	struct signal *s = kunit_kzalloc(test, sizeof(*s), GFP_KERNEL);
	unsigned int sys, cmd, x, ok = 0;

	KUNIT_ASSERT_NOT_NULL(test, s);
	for (sys = 0; sys < 32; sys++)
		for (cmd = 0; cmd < 128; cmd++)
			for (x = 0; x < 64; x++) {
				u32 sc = sys << 16 | cmd << 8 | x;
				bool t = (sys ^ cmd ^ x) & 1;

				ok += round_trip(test, RC_PROTO_RC5X_20, sc, t,
						 t, s);
			}
	KUNIT_EXPECT_EQ(test, ok, 32U * 128U * 64U);
}

/* A pseudo-random sweep of each rc-mm variant, and its mask's edges. */
static void lirc_mm_round_trip_rcmm_test(struct kunit *test)
{
	static const struct {
		u32 proto;
		u64 mask;
	} v[] = {
		{ RC_PROTO_RCMM12, 0xfff },
		{ RC_PROTO_RCMM24, 0xffffff },
		{ RC_PROTO_RCMM32, 0xffffffff },
	};
	struct signal *s = kunit_kzalloc(test, sizeof(*s), GFP_KERNEL);
	unsigned int i, k, ok, tried, refused;
	u32 seed = 4242;

	KUNIT_ASSERT_NOT_NULL(test, s);
	for (i = 0; i < ARRAY_SIZE(v); i++) {
		ok = 0;
		tried = 0;
		refused = 0;
		for (k = 0; k < 400; k++) {
			u64 sc = (k == 0 ? v[i].mask : k == 1 ? 0 :
				  lirc_test_lcg(&seed)) & v[i].mask;
			bool mode = (sc & 0x000c0000) != 0x000c0000;
			bool t = lirc_test_lcg(&seed) & 0x100;

			/* 6.1: in 32 bits, bit 15 is the toggle in this mode */
			if (v[i].proto == RC_PROTO_RCMM32 && mode &&
			    (sc & 0x8000)) {
				KUNIT_EXPECT_FALSE(test,
						   lirc_scancode_valid(v[i].proto, sc));
				refused++;
				continue;
			}
			KUNIT_EXPECT_TRUE(test, lirc_scancode_valid(v[i].proto, sc));
			ok += round_trip(test, v[i].proto, sc, t,
					 v[i].proto == RC_PROTO_RCMM32 && mode && t,
					 s);
			tried++;
		}
		KUNIT_EXPECT_EQ(test, ok, tried);
		KUNIT_EXPECT_GT(test, tried, 150U);
		if (v[i].proto == RC_PROTO_RCMM32)
			KUNIT_EXPECT_GT(test, refused, 50U);
	}
}

/* The encoders' output for one code each, from the descriptions. */
static void lirc_mm_encode_exact_test(struct kunit *test)
{
	struct signal *want = kunit_kzalloc(test, sizeof(*want), GFP_KERNEL);
	u32 d[LIRC_ENCODE_MAX];
	int n;

	KUNIT_ASSERT_NOT_NULL(test, want);
	sig_rc5x(want, "1 1 1 00101 | 010010 100001");
	n = lirc_encode(RC_PROTO_RC5X_20, 0x051221, true, d, ARRAY_SIZE(d));
	KUNIT_ASSERT_EQ(test, n, (int)want->n);
	KUNIT_EXPECT_TRUE(test, !memcmp(d, want->d, n * sizeof(u32)));

	want->n = 0;
	sig_rc5x(want, "1 0 0 00000 | 100000 000000");
	n = lirc_encode(RC_PROTO_RC5X_20, 0x006000, false, d, ARRAY_SIZE(d));
	KUNIT_ASSERT_EQ(test, n, (int)want->n);
	KUNIT_EXPECT_TRUE(test, !memcmp(d, want->d, n * sizeof(u32)));

	want->n = 0;
	sig_rcmm(want, 0x123456, 24, 166);
	n = lirc_encode(RC_PROTO_RCMM24, 0x123456, false, d, ARRAY_SIZE(d));
	KUNIT_ASSERT_EQ(test, n, (int)want->n);
	KUNIT_EXPECT_TRUE(test, !memcmp(d, want->d, n * sizeof(u32)));

	want->n = 0;
	sig_rcmm(want, 0x1234d678, 32, 166);
	n = lirc_encode(RC_PROTO_RCMM32, 0x12345678, true, d, ARRAY_SIZE(d));
	KUNIT_ASSERT_EQ(test, n, (int)want->n);
	KUNIT_EXPECT_TRUE(test, !memcmp(d, want->d, n * sizeof(u32)));

	KUNIT_EXPECT_EQ(test, lirc_encode(RC_PROTO_RCMM32, 0x12345678, false,
					  d, 20), -ENOSPC);
	KUNIT_EXPECT_EQ(test, lirc_encode(RC_PROTO_RC5X_20, 0x051221, false,
					  d, 20), -ENOSPC);
	KUNIT_EXPECT_EQ(test, lirc_proto_carrier(RC_PROTO_RC5X_20), 36000U);
	KUNIT_EXPECT_EQ(test, lirc_proto_carrier(RC_PROTO_RCMM12), 36000U);
	KUNIT_EXPECT_EQ(test, lirc_proto_carrier(RC_PROTO_XMP), 38000U);
	KUNIT_EXPECT_EQ(test, lirc_proto_carrier(RC_PROTO_MCIR2_MSE), 36000U);
}

struct valid_case {
	const char *name;
	u32 proto;
	u64 scancode;
	bool valid;
};

static const struct valid_case valid_cases[] = {
	{ "rc-5x-20 largest", RC_PROTO_RC5X_20, 0x1f7f3f, true },
	{ "rc-5x-20 bit 6 is not part of it", RC_PROTO_RC5X_20, 0x40, false },
	{ "rc-5x-20 bit 7", RC_PROTO_RC5X_20, 0x80, false },
	{ "rc-5x-20 bit 15", RC_PROTO_RC5X_20, 0x8000, false },
	{ "rc-5x-20 bit 21", RC_PROTO_RC5X_20, 0x200000, false },
	{ "rc-5x-20 beyond 32 bits", RC_PROTO_RC5X_20, 0x100000000ULL, false },
	{ "rc-5 is still 0x1f7f", RC_PROTO_RC5, 0x1f7f3f, false },
	{ "rc-mm-12 largest", RC_PROTO_RCMM12, 0xfff, true },
	{ "rc-mm-12 13 bits", RC_PROTO_RCMM12, 0x1000, false },
	{ "rc-mm-24 largest", RC_PROTO_RCMM24, 0xffffff, true },
	{ "rc-mm-24 25 bits", RC_PROTO_RCMM24, 0x1000000, false },
	{ "rc-mm-32 bits 19:18 set, bit 15 set", RC_PROTO_RCMM32, 0xffffffff,
	  true },
	{ "rc-mm-32 bit 15 is the toggle", RC_PROTO_RCMM32, 0xfff7ffff, false },
	{ "rc-mm-32 bit 15 alone", RC_PROTO_RCMM32, 0x8000, false },
	{ "rc-mm-32 bit 19 alone and bit 15", RC_PROTO_RCMM32, 0x88000, false },
	{ "rc-mm-32 bits 19:18 and bit 15", RC_PROTO_RCMM32, 0xc8000, true },
	{ "rc-mm-32 without bit 15", RC_PROTO_RCMM32, 0xffff7fff, true },
	{ "rc-mm-32 33 bits", RC_PROTO_RCMM32, 0x100000000ULL, false },
	{ "xmp is decode only", RC_PROTO_XMP, 0x12345678, false },
	{ "xmp is decode only (0)", RC_PROTO_XMP, 0, false },
	{ "mcir2-kbd is decode only", RC_PROTO_MCIR2_KBD, 0x345678, false },
	{ "mcir2-mse is decode only", RC_PROTO_MCIR2_MSE, 0x1cdef1, false },
};

static void valid_case_desc(const struct valid_case *c, char *desc)
{
	strscpy(desc, c->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(valid, valid_cases, valid_case_desc);

static void lirc_mm_valid_test(struct kunit *test)
{
	const struct valid_case *c = test->param_value;
	const struct lirc_proto_family *f = lirc_proto_find(c->proto, NULL);
	u32 d[LIRC_ENCODE_MAX];
	int n;

	KUNIT_ASSERT_NOT_NULL(test, f);
	KUNIT_EXPECT_EQ(test, f->valid(c->proto, c->scancode), c->valid);
	KUNIT_EXPECT_EQ(test, lirc_scancode_valid(c->proto, c->scancode),
			c->valid);
	n = lirc_encode(c->proto, c->scancode, false, d, ARRAY_SIZE(d));
	if (c->valid)
		KUNIT_EXPECT_GT(test, n, 0);
	else
		KUNIT_EXPECT_EQ(test, n, -EINVAL);
}

/* Decoders survive anything: random durations never crash or overrun. */
static void lirc_mm_garbage_test(struct kunit *test)
{
	static const struct lirc_proto_family *const mine[] = {
		&lirc_rc5_family, &lirc_xmp_family, &lirc_mce_kbd_family,
		&lirc_rcmm_family,
	};
	u64 state[LIRC_PROTO_STATE_MAX / sizeof(u64)];
	struct lirc_code code;
	unsigned int i, j, codes = 0;
	u32 seed = 99;

	for (j = 0; j < ARRAY_SIZE(mine); j++) {
		mine[j]->reset(state);
		for (i = 0; i < 20000; i++) {
			u32 r = lirc_test_lcg(&seed);
			u32 us = (r >> 8) % (r & 1 ? 30000 : 3000);

			codes += mine[j]->feed(state, i % 2 == 0, us, &code);
		}
	}
	/* random durations are not frames with valid checks */
	KUNIT_EXPECT_LT(test, codes, 5U);
}

static struct kunit_case lirc_proto_mm_cases[] = {
	KUNIT_CASE_PARAM(lirc_mm_decoder_test, mm_gen_params),
	KUNIT_CASE(lirc_mm_cross_test),
	KUNIT_CASE(lirc_mm_round_trip_rc5x_test),
	KUNIT_CASE(lirc_mm_round_trip_rcmm_test),
	KUNIT_CASE(lirc_mm_encode_exact_test),
	KUNIT_CASE_PARAM(lirc_mm_valid_test, valid_gen_params),
	KUNIT_CASE(lirc_mm_garbage_test),
	{}
};

static struct kunit_suite lirc_proto_mm_suite = {
	.name = "lirc_proto_mm",
	.test_cases = lirc_proto_mm_cases,
};

kunit_test_suite(lirc_proto_mm_suite);

MODULE_LICENSE("GPL");
