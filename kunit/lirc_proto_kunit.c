// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit tests for the RC-5, RC-5-SZ, NEC and RC-6 decoders and encoders.
 *
 * Test signals are built here from the protocols' descriptions (bit
 * strings, byte values), independently of the encoders under test; the
 * expected scancodes follow Linux 6.1's rc-protos.rst.
 */

#include <kunit/test.h>
#include <linux/slab.h>

#include <linux/lirc_core.h>

#include "lirc_kunit.h"
#include "lirc_proto.h"

#define SIG_MAX		512
#define FRAME_GAP	40000	/* space between back-to-back frames */
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

/*
 * NEC: header (@hdr and @hdr_space us; 0 for 9000 and 4500), 32 bits least
 * significant first, trailing pulse.
 */
static void sig_nec_hdr(struct signal *s, const u8 *bytes, u32 hdr, u32 hdr_space)
{
	unsigned int i;

	sig_level(s, true, hdr ?: 9000);
	sig_level(s, false, hdr_space ?: 4500);
	for (i = 0; i < 32; i++) {
		sig_level(s, true, 560);
		sig_level(s, false, bytes[i / 8] & BIT(i % 8) ? 1690 : 560);
	}
	sig_level(s, true, 560);
}

static void sig_nec(struct signal *s, const u8 *bytes)
{
	sig_nec_hdr(s, bytes, 0, 0);
}

/*
 * The repeat after a frame with the short header: one bit, as in 6.1;
 * @hdr (0: 4504) its header pulse, @bit (0: 560) its bit space.
 */
static void sig_nec_short_repeat(struct signal *s, u32 hdr, u32 bit)
{
	sig_level(s, true, hdr ?: 4504);
	sig_level(s, false, 4500);
	sig_level(s, true, 560);
	sig_level(s, false, bit ?: 560);
	sig_level(s, true, 560);
}

static void sig_nec_repeat(struct signal *s)
{
	sig_level(s, true, 9000);
	sig_level(s, false, 2250);
	sig_level(s, true, 560);
}

/* RC-5: Manchester, a 1 is space then pulse, 889 us each half. */
static void sig_rc5(struct signal *s, const char *bits)
{
	for (; *bits; bits++) {
		if (*bits == ' ')
			continue;
		sig_level(s, *bits == '0', 889);
		sig_level(s, *bits == '1', 889);
	}
	if (s->n % 2 == 0)	/* ended on a space half: it is silence */
		s->n--;
}

/*
 * RC-6: a 2664 us leader pulse and an 888 us space, then Manchester bits
 * of 444 us halves, a 1 being pulse then space. The fifth bit (after the
 * start bit and the 3 mode bits) is the trailer bit, of 888 us halves.
 */
static void sig_rc6(struct signal *s, const char *bits)
{
	unsigned int i = 0;

	sig_level(s, true, 2664);
	sig_level(s, false, 888);
	for (; *bits; bits++) {
		u32 half;

		if (*bits == ' ')
			continue;
		half = i++ == 4 ? 888 : 444;
		sig_level(s, *bits == '1', half);
		sig_level(s, *bits == '0', half);
	}
	if (s->n % 2 == 0)	/* ended on a space half: it is silence */
		s->n--;
}

enum gen { GEN_NEC, GEN_RC5, GEN_RC6, GEN_RAW };

struct dec_case {
	const char *name;
	enum gen gen;
	u8 nec[4];
	const char *rc5;
	const char *rc6;	/* start, mode, trailer, data bits */
	u32 raw[8];
	unsigned int nraw;
	unsigned int frames;	/* back-to-back copies; 0 means 1 */
	unsigned int repeats;	/* NEC repeat codes after the frames */
	bool short_repeats;	/* ... of the short header's one-bit kind: */
	u32 rpt_hdr, rpt_bit;	/* its header (0: 4504) and bit space (0: 560) */
	bool rpt_broken;	/* after a broken frame of two bits */
	u32 hdr, hdr_space;	/* NEC header pulse and space; 0: 9000, 4500 */
	unsigned int truncate;	/* keep only this many durations of a frame */
	unsigned int pct;	/* scale every duration; 0 means 100 % */
	int pulse_add;		/* added to pulses, taken from spaces */
	bool garbage_first;
	unsigned int quant;	/* 256: v * 256 + 128; 250: nearest 250 */
	bool break_first;	/* a 3 ms pulse right before the frame */
	u32 lead_pulse, lead_space;	/* right before the frame, if set */
	u32 gap;		/* between frames; 0 means FRAME_GAP */
	/* expected */
	unsigned int ncodes;
	u32 proto;
	u64 scancode;
	bool toggle;
};

static const struct dec_case dec_cases[] = {
	{ "nec: address 0x04 command 0x08", GEN_NEC, { 0x04, 0xfb, 0x08, 0xf7 },
	  .ncodes = 1, .proto = RC_PROTO_NEC, .scancode = 0x0408 },
	{ "nec-x: address byte not inverted", GEN_NEC, { 0x12, 0x34, 0x56, 0xa9 },
	  .ncodes = 1, .proto = RC_PROTO_NECX, .scancode = 0x123456 },
	{ "nec-32: command byte not inverted", GEN_NEC, { 0x78, 0x56, 0x34, 0x12 },
	  .ncodes = 1, .proto = RC_PROTO_NEC32, .scancode = 0x56781234 },
	{ "nec: all durations 24 % long", GEN_NEC, { 0x04, 0xfb, 0x08, 0xf7 },
	  .pct = 124, .ncodes = 1, .proto = RC_PROTO_NEC, .scancode = 0x0408 },
	{ "nec: all durations 26 % long", GEN_NEC, { 0x04, 0xfb, 0x08, 0xf7 },
	  .pct = 126, .ncodes = 0 },
	{ "nec: all durations 24 % short", GEN_NEC, { 0x04, 0xfb, 0x08, 0xf7 },
	  .pct = 76, .ncodes = 1, .proto = RC_PROTO_NEC, .scancode = 0x0408 },
	{ "nec: all durations 26 % short", GEN_NEC, { 0x04, 0xfb, 0x08, 0xf7 },
	  .pct = 74, .ncodes = 0 },
	{ "nec: pulses 250 us longer, spaces shorter", GEN_NEC,
	  { 0x00, 0xff, 0x45, 0xba }, .pulse_add = 250,
	  .ncodes = 1, .proto = RC_PROTO_NEC, .scancode = 0x0045 },
	{ "nec: pulses 250 us shorter, spaces longer", GEN_NEC,
	  { 0x00, 0xff, 0x45, 0xba }, .pulse_add = -250,
	  .ncodes = 1, .proto = RC_PROTO_NEC, .scancode = 0x0045 },
	{ "nec: pulses 300 us longer is too much", GEN_NEC,
	  { 0x00, 0xff, 0x45, 0xba }, .pulse_add = 300, .ncodes = 0 },
	{ "nec: frame then two repeat codes", GEN_NEC, { 0x04, 0xfb, 0x08, 0xf7 },
	  .repeats = 2, .ncodes = 3, .proto = RC_PROTO_NEC, .scancode = 0x0408 },
	{ "nec: three frames back to back", GEN_NEC, { 0x04, 0xfb, 0x08, 0xf7 },
	  .frames = 3, .ncodes = 3, .proto = RC_PROTO_NEC, .scancode = 0x0408 },
	{ "nec: truncated after 20 bits", GEN_NEC, { 0x04, 0xfb, 0x08, 0xf7 },
	  .truncate = 42, .ncodes = 0 },
	{ "nec: missing trailing pulse", GEN_NEC, { 0x04, 0xfb, 0x08, 0xf7 },
	  .truncate = 66, .ncodes = 0 },
	{ "nec: garbage, then a frame", GEN_NEC, { 0x04, 0xfb, 0x08, 0xf7 },
	  .garbage_first = true, .ncodes = 1, .proto = RC_PROTO_NEC,
	  .scancode = 0x0408 },
	/*
	 * The short header (Samsung32 and others): 4504 +- 281 us, the
	 * bounds excluded, as in Linux 6.1; the bytes decide the variant.
	 */
	{ "nec short header: Samsung32 (address twice) is nec-x", GEN_NEC,
	  { 0x07, 0x07, 0x02, 0xfd }, .hdr = 4504,
	  .ncodes = 1, .proto = RC_PROTO_NECX, .scancode = 0x070702 },
	{ "nec short header: inverted address is nec", GEN_NEC,
	  { 0x04, 0xfb, 0x08, 0xf7 }, .hdr = 4504,
	  .ncodes = 1, .proto = RC_PROTO_NEC, .scancode = 0x0408 },
	{ "nec short header: a real capture (+4564 -4477) is nec-32", GEN_NEC,
	  { 0x5a, 0x03, 0x06, 0x63 }, .hdr = 4564, .hdr_space = 4477,
	  .ncodes = 1, .proto = RC_PROTO_NEC32, .scancode = 0x035a6306 },
	{ "nec short header: 4224 us, the lowest", GEN_NEC,
	  { 0x07, 0x07, 0x02, 0xfd }, .hdr = 4224,
	  .ncodes = 1, .proto = RC_PROTO_NECX, .scancode = 0x070702 },
	{ "nec short header: 4223 us is too short", GEN_NEC,
	  { 0x07, 0x07, 0x02, 0xfd }, .hdr = 4223, .ncodes = 0 },
	{ "nec short header: 4784 us, the highest", GEN_NEC,
	  { 0x07, 0x07, 0x02, 0xfd }, .hdr = 4784,
	  .ncodes = 1, .proto = RC_PROTO_NECX, .scancode = 0x070702 },
	{ "nec short header: 4785 us is too long", GEN_NEC,
	  { 0x07, 0x07, 0x02, 0xfd }, .hdr = 4785, .ncodes = 0 },
	{ "nec header: 6749 us is between the two", GEN_NEC,
	  { 0x04, 0xfb, 0x08, 0xf7 }, .hdr = 6749, .ncodes = 0 },
	{ "nec header: 6750 us, the lowest long one", GEN_NEC,
	  { 0x04, 0xfb, 0x08, 0xf7 }, .hdr = 6750,
	  .ncodes = 1, .proto = RC_PROTO_NEC, .scancode = 0x0408 },
	{ "nec header: 11250 us, the highest", GEN_NEC,
	  { 0x04, 0xfb, 0x08, 0xf7 }, .hdr = 11250,
	  .ncodes = 1, .proto = RC_PROTO_NEC, .scancode = 0x0408 },
	{ "nec header: 11251 us is too long", GEN_NEC,
	  { 0x04, 0xfb, 0x08, 0xf7 }, .hdr = 11251, .ncodes = 0 },
	{ "nec short header: header space 3375 us, the lowest", GEN_NEC,
	  { 0x07, 0x07, 0x02, 0xfd }, .hdr = 4504, .hdr_space = 3375,
	  .ncodes = 1, .proto = RC_PROTO_NECX, .scancode = 0x070702 },
	{ "nec short header: header space 3374 us is too short", GEN_NEC,
	  { 0x07, 0x07, 0x02, 0xfd }, .hdr = 4504, .hdr_space = 3374, .ncodes = 0 },
	{ "nec short header: header space 5625 us, the highest", GEN_NEC,
	  { 0x07, 0x07, 0x02, 0xfd }, .hdr = 4504, .hdr_space = 5625,
	  .ncodes = 1, .proto = RC_PROTO_NECX, .scancode = 0x070702 },
	{ "nec short header: header space 5626 us is too long", GEN_NEC,
	  { 0x07, 0x07, 0x02, 0xfd }, .hdr = 4504, .hdr_space = 5626, .ncodes = 0 },
	{ "nec short header: then two one-bit repeats", GEN_NEC,
	  { 0x07, 0x07, 0x02, 0xfd }, .hdr = 4504, .repeats = 2, .short_repeats = true,
	  .ncodes = 3, .proto = RC_PROTO_NECX, .scancode = 0x070702 },
	{ "nec short header: then a nec repeat code", GEN_NEC,
	  { 0x07, 0x07, 0x02, 0xfd }, .hdr = 4504, .repeats = 1,
	  .ncodes = 2, .proto = RC_PROTO_NECX, .scancode = 0x070702 },
	{ "nec short header: a one-bit repeat whose bit is 1", GEN_NEC,
	  { 0x07, 0x07, 0x02, 0xfd }, .hdr = 4504, .repeats = 1, .short_repeats = true,
	  .rpt_bit = 1690,
	  .ncodes = 2, .proto = RC_PROTO_NECX, .scancode = 0x070702 },
	{ "nec short header: a one-bit train after a long-header one is nothing", GEN_NEC,
	  { 0x07, 0x07, 0x02, 0xfd }, .hdr = 4504, .repeats = 1, .short_repeats = true,
	  .rpt_hdr = 9000,
	  .ncodes = 1, .proto = RC_PROTO_NECX, .scancode = 0x070702 },
	{ "nec short header: a one-bit train after a frame of two bits is nothing",
	  GEN_NEC, { 0x07, 0x07, 0x02, 0xfd }, .hdr = 4504, .repeats = 1,
	  .short_repeats = true, .rpt_broken = true,
	  .ncodes = 1, .proto = RC_PROTO_NECX, .scancode = 0x070702 },
	{ "nec: a one-bit repeat after a long header is nothing", GEN_NEC,
	  { 0x04, 0xfb, 0x08, 0xf7 }, .repeats = 1, .short_repeats = true,
	  .ncodes = 1, .proto = RC_PROTO_NEC, .scancode = 0x0408 },
	{ "nec short header: quantised like an iMON", GEN_NEC,
	  { 0x07, 0x07, 0x02, 0xfd }, .hdr = 4504, .quant = 250,
	  .ncodes = 1, .proto = RC_PROTO_NECX, .scancode = 0x070702 },
	{ "nec short header: quantised like a Streamzap", GEN_NEC,
	  { 0x07, 0x07, 0x02, 0xfd }, .hdr = 4504, .quant = 256,
	  .ncodes = 1, .proto = RC_PROTO_NECX, .scancode = 0x070702 },
	{ "rc-5: address 0x1e command 0x01", GEN_RC5,
	  .rc5 = "1 1 0 11110 000001",
	  .ncodes = 1, .proto = RC_PROTO_RC5, .scancode = 0x1e01 },
	{ "rc-5: toggle set", GEN_RC5, .rc5 = "1 1 1 11110 000001",
	  .ncodes = 1, .proto = RC_PROTO_RC5, .scancode = 0x1e01, .toggle = true },
	{ "rc-5: field bit clear is command bit 6", GEN_RC5,
	  .rc5 = "1 0 0 00101 000011",
	  .ncodes = 1, .proto = RC_PROTO_RC5, .scancode = 0x0543 },
	{ "rc-5: command ends in a 0 bit", GEN_RC5, .rc5 = "1 1 0 00000 111110",
	  .ncodes = 1, .proto = RC_PROTO_RC5, .scancode = 0x003e },
	{ "rc-5: all durations 24 % long", GEN_RC5, .rc5 = "1 1 0 11110 000001",
	  .pct = 124, .ncodes = 1, .proto = RC_PROTO_RC5, .scancode = 0x1e01 },
	{ "rc-5: all durations 26 % long", GEN_RC5, .rc5 = "1 1 0 11110 000001",
	  .pct = 126, .ncodes = 0 },
	{ "rc-5: all durations 24 % short", GEN_RC5, .rc5 = "1 1 0 11110 000001",
	  .pct = 76, .ncodes = 1, .proto = RC_PROTO_RC5, .scancode = 0x1e01 },
	{ "rc-5: all durations 26 % short", GEN_RC5, .rc5 = "1 1 0 11110 000001",
	  .pct = 74, .ncodes = 0 },
	{ "rc-5: pulses 250 us longer, spaces shorter", GEN_RC5,
	  .rc5 = "1 1 0 10101 010101", .pulse_add = 250,
	  .ncodes = 1, .proto = RC_PROTO_RC5, .scancode = 0x1515 },
	{ "rc-5: pulses 288 us longer, spaces 601 us, decode", GEN_RC5,
	  .rc5 = "1 1 0 10101 010101", .pulse_add = 288,
	  .ncodes = 1, .proto = RC_PROTO_RC5, .scancode = 0x1515 },
	{ "rc-5: pulses 289 us longer, spaces 600 us, do not", GEN_RC5,
	  .rc5 = "1 1 0 10101 010101", .pulse_add = 289, .ncodes = 0 },
	/* A Manchester code of a 512 us unit is not RC-5 read as all ones. */
	{ "rc-5: a 512 us unit (58 %), all ones, is no code", GEN_RC5,
	  .rc5 = "1 1 1 11111 111111", .pct = 58, .ncodes = 0 },
	{ "rc-5: a 512 us unit (58 %), mixed bits, is no code", GEN_RC5,
	  .rc5 = "1 1 0 10011 100101", .pct = 58, .ncodes = 0 },
	{ "rc-5: a 512 us unit, 15 % long, is no code", GEN_RC5,
	  .rc5 = "1 1 1 11111 111111", .pct = 67, .ncodes = 0 },
	/* A broken header (+2384 -505, a real capture's) does not re-arm it. */
	{ "rc-5: no code after a broken 2.4 ms header", GEN_RC5,
	  .rc5 = "1 1 1 11111 111111", .lead_pulse = 2384, .lead_space = 505,
	  .ncodes = 0 },
	{ "rc-5: a frame after a broken header and silence decodes", GEN_RC5,
	  .rc5 = "1 1 1 11111 111111", .lead_pulse = 2384, .lead_space = 3000,
	  .ncodes = 1, .proto = RC_PROTO_RC5, .scancode = 0x1f3f, .toggle = true },
	{ "rc-5: pulses 450 us longer is too much", GEN_RC5,
	  .rc5 = "1 1 0 10101 010101", .pulse_add = 450, .ncodes = 0 },
	{ "rc-5: three frames back to back", GEN_RC5, .rc5 = "1 1 1 00011 000111",
	  .frames = 3, .ncodes = 3, .proto = RC_PROTO_RC5, .scancode = 0x0307,
	  .toggle = true },
	{ "rc-5: truncated after 10 bits", GEN_RC5, .rc5 = "1 1 0 11110 0",
	  .ncodes = 0 },
	{ "rc-5: 16 bits is no protocol", GEN_RC5, .rc5 = "1 1 0 11110 00000100",
	  .ncodes = 0 },
	{ "rc-5: a frame right after a broken one is ignored", GEN_RC5,
	  .rc5 = "1 1 0 11110 000001", .break_first = true, .ncodes = 0 },
	{ "rc-5: garbage, then a frame", GEN_RC5, .rc5 = "1 1 0 11110 000001",
	  .garbage_first = true, .ncodes = 1, .proto = RC_PROTO_RC5,
	  .scancode = 0x1e01 },
	{ "rc-5-sz: 15 bits", GEN_RC5, .rc5 = "1 1 0 001010 100101",
	  .ncodes = 1, .proto = RC_PROTO_RC5_SZ, .scancode = 0x22a5 },
	{ "rc-5-sz: toggle set", GEN_RC5, .rc5 = "1 0 1 101000 100101",
	  .ncodes = 1, .proto = RC_PROTO_RC5_SZ, .scancode = 0x0a25,
	  .toggle = true },
	{ "rc-5-sz: quantised like a Streamzap (v * 256 + 128 us)", GEN_RC5,
	  .rc5 = "1 1 0 001010 100101", .quant = 256,
	  .ncodes = 1, .proto = RC_PROTO_RC5_SZ, .scancode = 0x22a5 },
	{ "rc-5: quantised like an iMON (250 us steps)", GEN_RC5,
	  .rc5 = "1 1 0 11110 000001", .quant = 250,
	  .ncodes = 1, .proto = RC_PROTO_RC5, .scancode = 0x1e01 },
	{ "nec: quantised like a Streamzap", GEN_NEC, { 0x04, 0xfb, 0x08, 0xf7 },
	  .quant = 256, .ncodes = 1, .proto = RC_PROTO_NEC, .scancode = 0x0408 },
	{ "nec: quantised like an iMON", GEN_NEC, { 0x04, 0xfb, 0x08, 0xf7 },
	  .quant = 250, .ncodes = 1, .proto = RC_PROTO_NEC, .scancode = 0x0408 },
	/*
	 * RC-6: the expected scancodes are the data bits as written, read
	 * by hand: 0000 0100 0000 1000 is 0x0408.
	 */
	{ "rc-6-0: address 0x04 command 0x08", GEN_RC6,
	  .rc6 = "1 000 0 0000010000001000",
	  .ncodes = 1, .proto = RC_PROTO_RC6_0, .scancode = 0x0408 },
	{ "rc-6-0: the trailer bit is the toggle", GEN_RC6,
	  .rc6 = "1 000 1 0000010000001000",
	  .ncodes = 1, .proto = RC_PROTO_RC6_0, .scancode = 0x0408, .toggle = true },
	{ "rc-6-0: ends in a 1 bit", GEN_RC6, .rc6 = "1 000 0 1111111111111111",
	  .ncodes = 1, .proto = RC_PROTO_RC6_0, .scancode = 0xffff },
	{ "rc-6-6a-20: 20 data bits", GEN_RC6,
	  .rc6 = "1 110 0 0001 0010 0011 0100 0101",
	  .ncodes = 1, .proto = RC_PROTO_RC6_6A_20, .scancode = 0x12345 },
	{ "rc-6-6a-24: 24 data bits", GEN_RC6,
	  .rc6 = "1 110 0 1010 1011 1100 1101 1110 1111",
	  .ncodes = 1, .proto = RC_PROTO_RC6_6A_24, .scancode = 0xabcdef },
	{ "rc-6-6a-32: 32 data bits, not an MCE customer", GEN_RC6,
	  .rc6 = "1 110 0 0001 0010 0011 0100 1000 0000 0000 0001",
	  .ncodes = 1, .proto = RC_PROTO_RC6_6A_32, .scancode = 0x12348001 },
	{ "rc-6-mce: customer 0x800f, bit 15 clear", GEN_RC6,
	  .rc6 = "1 110 0 1000 0000 0000 1111 0000 0100 0001 0000",
	  .ncodes = 1, .proto = RC_PROTO_RC6_MCE, .scancode = 0x800f0410 },
	{ "rc-6-mce: bit 15 is the toggle, cleared from the scancode", GEN_RC6,
	  .rc6 = "1 110 0 1000 0000 0000 1111 1000 0100 0001 0000",
	  .ncodes = 1, .proto = RC_PROTO_RC6_MCE, .scancode = 0x800f0410,
	  .toggle = true },
	{ "rc-6-mce: customer 0x8034 (Zotac) is MCE in 6.1", GEN_RC6,
	  .rc6 = "1 110 0 1000 0000 0011 0100 1000 0000 0000 0001",
	  .ncodes = 1, .proto = RC_PROTO_RC6_MCE, .scancode = 0x80340001,
	  .toggle = true },
	{ "rc-6-mce: customer 0x8046 (Kathrein) is MCE in 6.1", GEN_RC6,
	  .rc6 = "1 110 0 1000 0000 0100 0110 0000 0000 0000 0010",
	  .ncodes = 1, .proto = RC_PROTO_RC6_MCE, .scancode = 0x80460002 },
	{ "rc-6: mode 6a with the trailer bit set", GEN_RC6,
	  .rc6 = "1 110 1 0001 0010 0011 0100 0101", .ncodes = 0 },
	{ "rc-6: mode 3 is no protocol", GEN_RC6,
	  .rc6 = "1 011 0 0000010000001000", .ncodes = 0 },
	{ "rc-6: start bit 0", GEN_RC6,
	  .rc6 = "0 000 0 0000010000001000", .ncodes = 0 },
	{ "rc-6-0: 15 data bits", GEN_RC6, .rc6 = "1 000 0 000010000001000",
	  .ncodes = 0 },
	{ "rc-6-0: 17 data bits", GEN_RC6, .rc6 = "1 000 0 00000100000010001",
	  .ncodes = 0 },
	{ "rc-6-6a: 21 data bits", GEN_RC6,
	  .rc6 = "1 110 0 0001 0010 0011 0100 0101 1", .ncodes = 0 },
	{ "rc-6-6a: 33 data bits", GEN_RC6,
	  .rc6 = "1 110 0 0001 0010 0011 0100 1000 0000 0000 0001 1", .ncodes = 0 },
	{ "rc-6: header only", GEN_RC6, .rc6 = "1 000 0", .ncodes = 0 },
	{ "rc-6-0: truncated in the trailer bit", GEN_RC6,
	  .rc6 = "1 000 0 0000010000001000", .truncate = 9, .ncodes = 0 },
	{ "rc-6-0: truncated after 10 data bits", GEN_RC6,
	  .rc6 = "1 000 0 0000010000", .ncodes = 0 },
	{ "rc-6-mce: truncated after 31 data bits", GEN_RC6,
	  .rc6 = "1 110 0 1000 0000 0000 1111 0000 0100 0001 000", .ncodes = 0 },
	/*
	 * Tolerance: half a unit (222 us) either way on every duration.
	 * With the toggle set this frame has 3-unit runs (1332 us): 16 %
	 * longer is 1545 us, within 1554; 17 % is 1558. 16 % shorter is
	 * 1118 us, above 1110; 17 % is 1105, two units.
	 */
	{ "rc-6-0: all durations 16 % long", GEN_RC6,
	  .rc6 = "1 000 1 0000010000001000", .pct = 116,
	  .ncodes = 1, .proto = RC_PROTO_RC6_0, .scancode = 0x0408, .toggle = true },
	{ "rc-6-0: all durations 17 % long", GEN_RC6,
	  .rc6 = "1 000 1 0000010000001000", .pct = 117, .ncodes = 0 },
	{ "rc-6-0: all durations 16 % short", GEN_RC6,
	  .rc6 = "1 000 1 0000010000001000", .pct = 84,
	  .ncodes = 1, .proto = RC_PROTO_RC6_0, .scancode = 0x0408, .toggle = true },
	{ "rc-6-0: all durations 17 % short", GEN_RC6,
	  .rc6 = "1 000 1 0000010000001000", .pct = 83, .ncodes = 0 },
	/* 444 - 220 = 224 us is still one unit; 444 - 223 = 221 is none. */
	{ "rc-6-mce: pulses 220 us longer, spaces shorter", GEN_RC6,
	  .rc6 = "1 110 0 1000 0000 0000 1111 1000 0100 0001 0000",
	  .pulse_add = 220, .ncodes = 1, .proto = RC_PROTO_RC6_MCE,
	  .scancode = 0x800f0410, .toggle = true },
	{ "rc-6-mce: pulses 223 us longer is too much", GEN_RC6,
	  .rc6 = "1 110 0 1000 0000 0000 1111 1000 0100 0001 0000",
	  .pulse_add = 223, .ncodes = 0 },
	{ "rc-6-mce: pulses 220 us shorter, spaces longer", GEN_RC6,
	  .rc6 = "1 110 0 1000 0000 0000 1111 1000 0100 0001 0000",
	  .pulse_add = -220, .ncodes = 1, .proto = RC_PROTO_RC6_MCE,
	  .scancode = 0x800f0410, .toggle = true },
	{ "rc-6-mce: pulses 223 us shorter is too much", GEN_RC6,
	  .rc6 = "1 110 0 1000 0000 0000 1111 1000 0100 0001 0000",
	  .pulse_add = -223, .ncodes = 0 },
	{ "rc-6-0: quantised like an iMON (250 us steps)", GEN_RC6,
	  .rc6 = "1 000 1 0000010000001000", .quant = 250,
	  .ncodes = 1, .proto = RC_PROTO_RC6_0, .scancode = 0x0408, .toggle = true },
	{ "rc-6-mce: quantised like an iMON", GEN_RC6,
	  .rc6 = "1 110 0 1000 0000 0000 1111 1000 0100 0001 0000", .quant = 250,
	  .ncodes = 1, .proto = RC_PROTO_RC6_MCE, .scancode = 0x800f0410,
	  .toggle = true },
	{ "rc-6-6a-24: quantised like a Streamzap", GEN_RC6,
	  .rc6 = "1 110 0 1010 1011 1100 1101 1110 1111", .quant = 256,
	  .ncodes = 1, .proto = RC_PROTO_RC6_6A_24, .scancode = 0xabcdef },
	{ "rc-6-mce: three frames back to back", GEN_RC6,
	  .rc6 = "1 110 0 1000 0000 0000 1111 0000 0100 0001 0000", .frames = 3,
	  .ncodes = 3, .proto = RC_PROTO_RC6_MCE, .scancode = 0x800f0410 },
	{ "rc-6-0: three frames 6 units apart", GEN_RC6,
	  .rc6 = "1 000 0 0000010000001000", .frames = 3, .gap = 2664,
	  .ncodes = 3, .proto = RC_PROTO_RC6_0, .scancode = 0x0408 },
	{ "rc-6-6a-20: three frames 6 units apart, ending in a 1", GEN_RC6,
	  .rc6 = "1 110 0 0001 0010 0011 0100 0101", .frames = 3, .gap = 2664,
	  .ncodes = 3, .proto = RC_PROTO_RC6_6A_20, .scancode = 0x12345 },
	{ "rc-6: a leader re-arms right after a broken frame", GEN_RC6,
	  .rc6 = "1 000 0 0000010000001000", .break_first = true,
	  .ncodes = 1, .proto = RC_PROTO_RC6_0, .scancode = 0x0408 },
	{ "rc-6: garbage, then a frame", GEN_RC6,
	  .rc6 = "1 110 0 0001 0010 0011 0100 0101", .garbage_first = true,
	  .ncodes = 1, .proto = RC_PROTO_RC6_6A_20, .scancode = 0x12345 },
	{ "rc-6: a leader and garbage", GEN_RAW,
	  .raw = { 2664, 888, 444, 1776, 444, 3000, 444 }, .nraw = 7, .ncodes = 0 },
	{ "garbage only", GEN_RAW, .raw = { 100, 100, 3000, 7000, 20000, 300 },
	  .nraw = 6, .ncodes = 0 },
};

static void dec_case_desc(const struct dec_case *c, char *desc)
{
	strscpy(desc, c->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(dec, dec_cases, dec_case_desc);

static void build_frame(const struct dec_case *c, struct signal *f)
{
	unsigned int i, pct = c->pct ?: 100;

	f->n = 0;
	if (c->break_first) {
		sig_level(f, true, 3000);
		sig_level(f, false, 889);
	}
	if (c->lead_pulse) {
		sig_level(f, true, c->lead_pulse);
		sig_level(f, false, c->lead_space);
	}
	if (c->gen == GEN_NEC)
		sig_nec_hdr(f, c->nec, c->hdr, c->hdr_space);
	else if (c->gen == GEN_RC5)
		sig_rc5(f, c->rc5);
	else if (c->gen == GEN_RC6)
		sig_rc6(f, c->rc6);
	else
		for (i = 0; i < c->nraw; i++)
			sig_level(f, !(i % 2), c->raw[i]);
	if (c->truncate && c->truncate < f->n)
		f->n = c->truncate;
	for (i = 0; i < f->n; i++) {
		int d = f->d[i] * pct / 100 + (i % 2 ? -c->pulse_add : c->pulse_add);

		d = max(d, 1);
		if (c->quant == 256)
			d = d / 256 * 256 + 128;
		else if (c->quant)
			d = max(DIV_ROUND_CLOSEST(d, c->quant), 1) * c->quant;
		f->d[i] = d;
	}
}

struct decoders {
	struct lirc_rc5_dec rc5;
	struct lirc_nec_dec nec;
	struct lirc_rc6_dec rc6;
};

static void decoders_reset(struct decoders *dec)
{
	lirc_rc5_reset(&dec->rc5);
	lirc_nec_reset(&dec->nec);
	lirc_rc6_reset(&dec->rc6);
}

/* Feed alternating pulses and spaces, then @gap of silence, to all decoders. */
static unsigned int feed(struct decoders *dec, const struct signal *s, u32 gap,
			 struct lirc_code *out, unsigned int max, unsigned int n)
{
	struct lirc_code code;
	unsigned int i;

	for (i = 0; i <= s->n; i++) {
		bool pulse = i < s->n && !(i % 2);
		u32 us = i < s->n ? s->d[i] : gap;

		if (i == s->n && s->n % 2 == 0)
			break;	/* ends on a space already */
		if (lirc_rc5_feed(&dec->rc5, pulse, us, &code) && n < max)
			out[n++] = code;
		if (lirc_nec_feed(&dec->nec, pulse, us, &code) && n < max)
			out[n++] = code;
		if (lirc_rc6_feed(&dec->rc6, pulse, us, &code) && n < max)
			out[n++] = code;
	}
	return n;
}

static void lirc_decoder_test(struct kunit *test)
{
	const struct dec_case *c = test->param_value;
	static const u32 junk[] = { 300, 450, 9000, 1200, 889, 5000, 200 };
	struct decoders dec;
	struct lirc_code codes[8];
	struct signal *f, *g;
	unsigned int i, n = 0, frames = c->frames ?: 1;
	u32 gap = c->gap ?: FRAME_GAP;

	f = kunit_kzalloc(test, sizeof(*f), GFP_KERNEL);
	g = kunit_kzalloc(test, sizeof(*g), GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, f);
	KUNIT_ASSERT_NOT_NULL(test, g);
	decoders_reset(&dec);

	if (c->garbage_first) {
		for (i = 0; i < ARRAY_SIZE(junk); i++)
			sig_level(g, !(i % 2), junk[i]);
		n = feed(&dec, g, FRAME_GAP, codes, ARRAY_SIZE(codes), n);
		KUNIT_EXPECT_EQ_MSG(test, n, 0U, "garbage decoded as a code");
	}
	build_frame(c, f);
	for (i = 0; i < frames; i++)
		n = feed(&dec, f, i + 1 < frames || c->repeats ? gap : END_SPACE,
			 codes, ARRAY_SIZE(codes), n);
	g->n = 0;
	if (c->rpt_broken) {
		/* A short header and two bits, then a space that breaks it. */
		static const u32 broken[] = { 4504, 4500, 560, 560, 560, 1690, 560 };

		for (i = 0; i < ARRAY_SIZE(broken); i++)
			sig_level(g, !(i % 2), broken[i]);
		n = feed(&dec, g, 3000, codes, ARRAY_SIZE(codes), n);
		g->n = 0;
	}
	if (c->short_repeats)
		sig_nec_short_repeat(g, c->rpt_hdr, c->rpt_bit);
	else
		sig_nec_repeat(g);
	for (i = 0; i < c->repeats; i++)
		n = feed(&dec, g, i + 1 < c->repeats ? FRAME_GAP : END_SPACE,
			 codes, ARRAY_SIZE(codes), n);

	KUNIT_ASSERT_EQ(test, n, c->ncodes);
	for (i = 0; i < n; i++) {
		bool repeat = i >= frames;

		KUNIT_EXPECT_EQ_MSG(test, codes[i].repeat, repeat, "code %u", i);
		if (repeat)
			continue;
		KUNIT_EXPECT_EQ_MSG(test, codes[i].proto, c->proto, "code %u", i);
		KUNIT_EXPECT_EQ_MSG(test, codes[i].scancode, c->scancode, "code %u", i);
		KUNIT_EXPECT_EQ_MSG(test, codes[i].toggle, c->toggle, "code %u", i);
	}
}

/*
 * Encode, decode, compare: one scancode. With @quant, every duration is
 * first rounded to a multiple of @quant us, as an iMON receiver does.
 */
static bool round_trip_quant(struct kunit *test, u32 proto, u64 scancode,
			     bool toggle, struct signal *s, unsigned int quant)
{
	struct decoders dec;
	struct lirc_code codes[4];
	int n, i;

	decoders_reset(&dec);
	n = lirc_encode(proto, scancode, toggle, s->d, SIG_MAX);
	if (n <= 0 || n % 2 == 0 || n > LIRC_ENCODE_MAX) {
		KUNIT_FAIL(test, "proto %u scancode %#llx: encode gave %d", proto,
			   scancode, n);
		return false;
	}
	for (i = 0; quant && i < n; i++)
		s->d[i] = max(DIV_ROUND_CLOSEST(s->d[i], quant), 1U) * quant;
	s->n = n;
	n = feed(&dec, s, END_SPACE, codes, ARRAY_SIZE(codes), 0);
	if (n != 1 || codes[0].proto != proto || codes[0].scancode != scancode ||
	    codes[0].toggle != toggle) {
		KUNIT_FAIL(test, "proto %u scancode %#llx toggle %d: %d codes, first %u %#llx %d",
			   proto, scancode, toggle, n, n ? codes[0].proto : 0,
			   n ? codes[0].scancode : 0, n ? codes[0].toggle : 0);
		return false;
	}
	return true;
}

static bool round_trip(struct kunit *test, u32 proto, u64 scancode, bool toggle,
		       struct signal *s)
{
	return round_trip_quant(test, proto, scancode, toggle, s, 0);
}

static void lirc_round_trip_rc5_test(struct kunit *test)
{
	struct signal *s = kunit_kzalloc(test, sizeof(*s), GFP_KERNEL);
	unsigned int addr, cmd, ok = 0;

	KUNIT_ASSERT_NOT_NULL(test, s);
	for (addr = 0; addr < 32; addr++)
		for (cmd = 0; cmd < 128; cmd++)
			ok += round_trip(test, RC_PROTO_RC5, addr << 8 | cmd,
					 cmd & 1, s);
	KUNIT_EXPECT_EQ(test, ok, 32U * 128U);
}

static void lirc_round_trip_rc5_sz_test(struct kunit *test)
{
	struct signal *s = kunit_kzalloc(test, sizeof(*s), GFP_KERNEL);
	unsigned int sc, ok = 0, total = 0;

	KUNIT_ASSERT_NOT_NULL(test, s);
	for (sc = 0; sc <= 0x2fff; sc++) {
		if (sc & 0x1000)
			continue;	/* the toggle bit's place */
		ok += round_trip(test, RC_PROTO_RC5_SZ, sc, sc & 2, s);
		total++;
	}
	KUNIT_EXPECT_EQ(test, ok, total);
}

static void lirc_round_trip_nec_test(struct kunit *test)
{
	struct signal *s = kunit_kzalloc(test, sizeof(*s), GFP_KERNEL);
	unsigned int sc, ok = 0;

	KUNIT_ASSERT_NOT_NULL(test, s);
	for (sc = 0; sc <= 0xffff; sc++)
		ok += round_trip(test, RC_PROTO_NEC, sc, false, s);
	KUNIT_EXPECT_EQ(test, ok, 0x10000U);
}

/* A fixed pseudo-random sequence, so that failures reproduce. */
static u32 lcg(u32 *state)
{
	*state = *state * 1664525 + 1013904223;
	return *state;
}

static void lirc_round_trip_nec_sampled_test(struct kunit *test)
{
	struct signal *s = kunit_kzalloc(test, sizeof(*s), GFP_KERNEL);
	unsigned int i, ok = 0, tried = 0;
	u32 seed = 12345;

	KUNIT_ASSERT_NOT_NULL(test, s);
	for (i = 0; i < 8000; i++) {
		u32 proto = i % 2 ? RC_PROTO_NEC32 : RC_PROTO_NECX;
		u32 sc = lcg(&seed);

		if (proto == RC_PROTO_NECX)
			sc &= 0xffffff;
		if (!lirc_scancode_valid(proto, sc))
			continue;
		ok += round_trip(test, proto, sc, false, s);
		tried++;
	}
	KUNIT_EXPECT_GT(test, tried, 7900U);
	KUNIT_EXPECT_EQ(test, ok, tried);
}

/* The whole of RC-6 mode 0, both toggles, exact and quantised. */
static void lirc_round_trip_rc6_0_test(struct kunit *test)
{
	struct signal *s = kunit_kzalloc(test, sizeof(*s), GFP_KERNEL);
	unsigned int sc, ok = 0;

	KUNIT_ASSERT_NOT_NULL(test, s);
	for (sc = 0; sc <= 0xffff; sc++) {
		ok += round_trip(test, RC_PROTO_RC6_0, sc, sc & 1, s);
		ok += round_trip_quant(test, RC_PROTO_RC6_0, sc, !(sc & 1), s, 250);
	}
	KUNIT_EXPECT_EQ(test, ok, 2 * 0x10000U);
}

/* 4000 seeded scancodes of each mode 6A variant, exact and quantised. */
static void lirc_round_trip_rc6_6a_sampled_test(struct kunit *test)
{
	static const struct {
		u32 proto;
		u32 mask;
		u32 fixed;
	} vars[] = {
		{ RC_PROTO_RC6_6A_20, 0xfffff, 0 },
		{ RC_PROTO_RC6_6A_24, 0xffffff, 0 },
		{ RC_PROTO_RC6_6A_32, 0xffffffff, 0 },
		{ RC_PROTO_RC6_MCE, 0x7fff, 0x800f0000 },
	};
	struct signal *s = kunit_kzalloc(test, sizeof(*s), GFP_KERNEL);
	unsigned int i, v, ok, tried;
	u32 seed = 4242;

	KUNIT_ASSERT_NOT_NULL(test, s);
	for (v = 0; v < ARRAY_SIZE(vars); v++) {
		ok = 0;
		tried = 0;
		for (i = 0; i < 4000; i++) {
			u32 r = lcg(&seed), sc = (r & vars[v].mask) | vars[v].fixed;
			bool toggle = vars[v].proto == RC_PROTO_RC6_MCE && (r & BIT(15));

			if (!lirc_scancode_valid(vars[v].proto, sc))
				continue;
			ok += round_trip(test, vars[v].proto, sc, toggle, s);
			ok += round_trip_quant(test, vars[v].proto, sc, toggle, s, 250);
			tried += 2;
		}
		KUNIT_EXPECT_GT_MSG(test, tried, 7900U, "proto %u", vars[v].proto);
		KUNIT_EXPECT_EQ_MSG(test, ok, tried, "proto %u", vars[v].proto);
	}
}

struct valid_case {
	const char *name;
	u32 proto;
	u64 scancode;
	bool valid;
};

static const struct valid_case valid_cases[] = {
	{ "rc-5 largest", RC_PROTO_RC5, 0x1f7f, true },
	{ "rc-5 bit 7 is not part of it", RC_PROTO_RC5, 0x0080, false },
	{ "rc-5 address beyond 5 bits", RC_PROTO_RC5, 0x2000, false },
	{ "rc-5-sz largest", RC_PROTO_RC5_SZ, 0x2fff, true },
	{ "rc-5-sz toggle position", RC_PROTO_RC5_SZ, 0x1000, false },
	{ "nec 16 bits", RC_PROTO_NEC, 0xffff, true },
	{ "nec 17 bits", RC_PROTO_NEC, 0x10000, false },
	{ "nec-x with an inverted address is nec", RC_PROTO_NECX, 0x12ed56, false },
	{ "nec-x", RC_PROTO_NECX, 0x12ee56, true },
	{ "nec-32 with an inverted command is nec-x", RC_PROTO_NEC32, 0x1234cb34, false },
	{ "nec-32", RC_PROTO_NEC32, 0x12341234, true },
	{ "nec-32 beyond 32 bits", RC_PROTO_NEC32, 0x100000000ULL, false },
	{ "rc-6-0 16 bits", RC_PROTO_RC6_0, 0xffff, true },
	{ "rc-6-0 17 bits", RC_PROTO_RC6_0, 0x10000, false },
	{ "rc-6-6a-20 20 bits", RC_PROTO_RC6_6A_20, 0xfffff, true },
	{ "rc-6-6a-20 21 bits", RC_PROTO_RC6_6A_20, 0x100000, false },
	{ "rc-6-6a-24 24 bits", RC_PROTO_RC6_6A_24, 0xffffff, true },
	{ "rc-6-6a-24 25 bits", RC_PROTO_RC6_6A_24, 0x1000000, false },
	{ "rc-6-6a-32 32 bits", RC_PROTO_RC6_6A_32, 0xffffffff, true },
	{ "rc-6-6a-32 33 bits", RC_PROTO_RC6_6A_32, 0x100000000ULL, false },
	{ "rc-6-6a-32 of customer 0x800f is mce", RC_PROTO_RC6_6A_32, 0x800f0410, false },
	{ "rc-6-6a-32 of customer 0x8034 is mce", RC_PROTO_RC6_6A_32, 0x80340001, false },
	{ "rc-6-6a-32 of customer 0x8046 is mce", RC_PROTO_RC6_6A_32, 0x80460001, false },
	{ "rc-6-mce largest", RC_PROTO_RC6_MCE, 0x800f7fff, true },
	{ "rc-6-mce toggle position", RC_PROTO_RC6_MCE, 0x800f8000, false },
	{ "rc-6-mce needs customer 0x800f", RC_PROTO_RC6_MCE, 0x800e0410, false },
	{ "rc-6-mce is sent as 0x800f only, as in 6.1", RC_PROTO_RC6_MCE,
	  0x80340410, false },
	{ "rc-6-mce beyond 32 bits", RC_PROTO_RC6_MCE, 0x1800f0410ULL, false },
	{ "imon 31 bits", RC_PROTO_IMON, 0x7fff0fff, true },
	{ "imon: three 0 bits are too few", RC_PROTO_IMON, 0x7fff1fff, false },
	{ "imon: 16 trailing 1 bits", RC_PROTO_IMON, 0x0000ffff, true },
	{ "imon: 17 trailing 1 bits are silence, not sent", RC_PROTO_IMON,
	  0x0001ffff, false },
	{ "imon all ones (6.1's false code)", RC_PROTO_IMON, 0x7fffffff, false },
	{ "imon bit 31 is not part of it", RC_PROTO_IMON, 0x80000000, false },
	{ "cec is not encoded here (no decoder either)", RC_PROTO_CEC, 0x1, false },
	{ "xmp is decoded, not encoded (as 6.1)", RC_PROTO_XMP, 0x1, false },
	{ "unknown protocol number", 200, 0x1, false },
};

static void valid_case_desc(const struct valid_case *c, char *desc)
{
	strscpy(desc, c->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(valid, valid_cases, valid_case_desc);

static void lirc_encode_valid_test(struct kunit *test)
{
	const struct valid_case *c = test->param_value;
	u32 d[LIRC_ENCODE_MAX];
	int n;

	KUNIT_EXPECT_EQ(test, lirc_scancode_valid(c->proto, c->scancode), c->valid);
	n = lirc_encode(c->proto, c->scancode, false, d, ARRAY_SIZE(d));
	if (c->valid)
		KUNIT_EXPECT_GT(test, n, 0);
	else
		KUNIT_EXPECT_EQ(test, n, -EINVAL);
}

/* The encoders' output for one code each, from the protocol descriptions. */
static void lirc_encode_exact_test(struct kunit *test)
{
	static const u8 nec_bytes[] = { 0x04, 0xfb, 0x08, 0xf7 };
	struct signal *want = kunit_kzalloc(test, sizeof(*want), GFP_KERNEL);
	u32 d[LIRC_ENCODE_MAX];
	int n;

	KUNIT_ASSERT_NOT_NULL(test, want);
	sig_nec(want, nec_bytes);
	n = lirc_encode(RC_PROTO_NEC, 0x0408, false, d, ARRAY_SIZE(d));
	KUNIT_ASSERT_EQ(test, n, (int)want->n);
	KUNIT_EXPECT_TRUE(test, !memcmp(d, want->d, n * sizeof(u32)));

	want->n = 0;
	sig_rc5(want, "1 1 1 11110 000001");
	n = lirc_encode(RC_PROTO_RC5, 0x1e01, true, d, ARRAY_SIZE(d));
	KUNIT_ASSERT_EQ(test, n, (int)want->n);
	KUNIT_EXPECT_TRUE(test, !memcmp(d, want->d, n * sizeof(u32)));

	KUNIT_EXPECT_EQ(test, lirc_encode(RC_PROTO_NEC, 0x0408, false, d, 10),
			-ENOSPC);
	KUNIT_EXPECT_EQ(test, lirc_encode(RC_PROTO_RC6_MCE, 0x800f0410, false, d,
					  10), -ENOSPC);
}

/*
 * RC-6 by hand, in units T of 444 us; a 1 bit is pulse then space, and
 * equal neighbouring halves merge into one duration.
 *
 * rc-6-0 0x0408, toggle 0: start 1, mode 000, trailer 0 (2T halves),
 * data 0000 0100 0000 1000:
 *   leader             P 6T, S 2T
 *   start 1            P T, S T  (merges with mode bit 2's first half)
 *   mode 0 0 0         S T, P T, S T, P T, S T, P T
 *   trailer 0          S 2T, P 2T
 *   data bits 15-11 0  S T, P T five times
 *   bit 10 1           P T (merges with bit 11's last), S T
 *   bits 9-4 0         S T (merges with bit 10's last), P T, ...
 *   bit 3 1            P T (merges), S T
 *   bits 2-0 0         S T (merges), P T, S T, P T, S T, P T
 */
static const u32 rc6_0_0408[] = {
	2664, 888,
	444, 888, 444, 444, 444, 444, 444,
	888, 888,
	444, 444, 444, 444, 444, 444, 444, 444, 444,
	888, 888,
	444, 444, 444, 444, 444, 444, 444, 444, 444, 444,
	888, 888,
	444, 444, 444, 444, 444,
};

/*
 * rc-6-mce 0x800f0410, toggle 0: start 1, mode 110, trailer 0,
 * data 1000 0000 0000 1111 0000 0100 0001 0000:
 *   leader             P 6T, S 2T
 *   start 1, mode 1 1  P T, S T, P T, S T, P T, S T
 *   mode 0             S T (merges), P T
 *   trailer 0          S 2T, P 2T
 *   bit 31 1           P T (merges: 3T), S T
 *   bits 30-20 0       S T (merges), P T, ... S T, P T
 *   bits 19-16 1       P T (merges), S T, P T, S T, P T, S T, P T, S T
 *   bits 15-11 0       S T (merges), P T, ... S T, P T
 *   bit 10 1           P T (merges), S T
 *   bits 9-5 0         S T (merges), P T, ...
 *   bit 4 1            P T (merges), S T
 *   bits 3-0 0         S T (merges), P T, ... S T, P T
 */
static const u32 rc6_mce_800f0410[] = {
	2664, 888,
	444, 444, 444, 444, 444, 888, 444,
	888, 1332, 888, 444,
	444, 444, 444, 444, 444, 444, 444, 444, 444, 444,
	444, 444, 444, 444, 444, 444, 444, 444, 444, 888,
	444, 444, 444, 444, 444, 444, 888, 444,
	444, 444, 444, 444, 444, 444, 444, 888, 888, 444,
	444, 444, 444, 444, 444, 444, 444, 888, 888, 444,
	444, 444, 444, 444, 444, 444,
};

static void lirc_rc6_exact_test(struct kunit *test)
{
	static const struct {
		const u32 *d;
		unsigned int n;
		u32 proto;
		u64 scancode;
	} hand[] = {
		{ rc6_0_0408, ARRAY_SIZE(rc6_0_0408), RC_PROTO_RC6_0, 0x0408 },
		{ rc6_mce_800f0410, ARRAY_SIZE(rc6_mce_800f0410), RC_PROTO_RC6_MCE,
		  0x800f0410 },
	};
	struct signal *s = kunit_kzalloc(test, sizeof(*s), GFP_KERNEL);
	struct lirc_code codes[4];
	struct decoders dec;
	u32 d[LIRC_ENCODE_MAX];
	unsigned int i, n;
	int m;

	KUNIT_ASSERT_NOT_NULL(test, s);
	for (i = 0; i < ARRAY_SIZE(hand); i++) {
		/* The bit-string generator agrees with the hand derivation. */
		s->n = 0;
		if (hand[i].proto == RC_PROTO_RC6_0)
			sig_rc6(s, "1 000 0 0000010000001000");
		else
			sig_rc6(s, "1 110 0 1000 0000 0000 1111 0000 0100 0001 0000");
		KUNIT_ASSERT_EQ(test, s->n, hand[i].n);
		KUNIT_EXPECT_TRUE(test, !memcmp(s->d, hand[i].d, s->n * sizeof(u32)));

		m = lirc_encode(hand[i].proto, hand[i].scancode, false, d,
				ARRAY_SIZE(d));
		KUNIT_ASSERT_EQ(test, m, (int)hand[i].n);
		KUNIT_EXPECT_TRUE(test, !memcmp(d, hand[i].d, m * sizeof(u32)));

		memcpy(s->d, hand[i].d, hand[i].n * sizeof(u32));
		s->n = hand[i].n;
		decoders_reset(&dec);
		n = feed(&dec, s, END_SPACE, codes, ARRAY_SIZE(codes), 0);
		KUNIT_ASSERT_EQ(test, n, 1U);
		KUNIT_EXPECT_EQ(test, codes[0].proto, hand[i].proto);
		KUNIT_EXPECT_EQ(test, codes[0].scancode, hand[i].scancode);
		KUNIT_EXPECT_FALSE(test, codes[0].toggle);
	}

	/* The toggle: the trailer bit of mode 0, bit 15 of MCE. */
	m = lirc_encode(RC_PROTO_RC6_0, 0x0408, true, d, ARRAY_SIZE(d));
	s->n = 0;
	sig_rc6(s, "1 000 1 0000010000001000");
	KUNIT_ASSERT_EQ(test, m, (int)s->n);
	KUNIT_EXPECT_TRUE(test, !memcmp(d, s->d, m * sizeof(u32)));
	m = lirc_encode(RC_PROTO_RC6_MCE, 0x800f0410, true, d, ARRAY_SIZE(d));
	s->n = 0;
	sig_rc6(s, "1 110 0 1000 0000 0000 1111 1000 0100 0001 0000");
	KUNIT_ASSERT_EQ(test, m, (int)s->n);
	KUNIT_EXPECT_TRUE(test, !memcmp(d, s->d, m * sizeof(u32)));
}

/*
 * The protocol table is the one place protocol knowledge lives: every
 * variant has a unique rc_proto and name, a group, a carrier, state that
 * fits, and the family's encoder and decoder agree on a valid scancode of
 * it; a decode-only family (no encoder) refuses every scancode.
 */
static void lirc_proto_table_test(struct kunit *test)
{
	static const u64 sample[] = { 0x0408, 0x1e01, 0x22a5, 0x123456, 0x1,
				      0x800f0410, 0x0101, 0x010001 };
	u64 seen = 0;
	unsigned int i, j, k;

	for (i = 0; i < LIRC_PROTO_FAMILIES; i++) {
		const struct lirc_proto_family *f = lirc_proto_table[i];

		KUNIT_ASSERT_NOT_NULL(test, f);
		KUNIT_EXPECT_GT(test, f->n_variants, 0U);
		/* a configurable family's remotes have no carrier known */
		KUNIT_EXPECT_EQ(test, !f->carrier, !!f->params);
		KUNIT_EXPECT_LE(test, f->state_size, (size_t)LIRC_PROTO_STATE_MAX);
		KUNIT_EXPECT_NOT_NULL(test, f->reset);
		KUNIT_EXPECT_NOT_NULL(test, f->feed);
		KUNIT_EXPECT_NOT_NULL(test, f->valid);
		for (j = 0; j < f->n_variants; j++) {
			const struct lirc_proto_variant *v = &f->variants[j], *w;
			u32 proto;
			int found = 0;

			KUNIT_EXPECT_FALSE(test, seen & BIT_ULL(v->proto));
			seen |= BIT_ULL(v->proto);
			KUNIT_EXPECT_NOT_NULL_MSG(test, v->group, "%s", v->name);
			if (v->group)
				KUNIT_EXPECT_NE_MSG(test, v->group[0], '\0', "%s",
						    v->name);
			KUNIT_EXPECT_PTR_EQ(test, lirc_proto_find(v->proto, &w), f);
			KUNIT_EXPECT_PTR_EQ(test, w, v);
			KUNIT_EXPECT_EQ(test, lirc_proto_by_name(v->name, &proto), 0);
			KUNIT_EXPECT_EQ(test, proto, v->proto);
			KUNIT_EXPECT_EQ(test, lirc_proto_carrier(v->proto), f->carrier);

			/* a valid sample scancode survives encode + decode */
			for (k = 0; k < ARRAY_SIZE(sample); k++) {
				u64 state[LIRC_PROTO_STATE_MAX / sizeof(u64)] = { };
				struct lirc_code code;
				u32 d[LIRC_ENCODE_MAX];
				int n, m;
				bool got = false;

				if (!f->encode) {	/* decode only */
					KUNIT_EXPECT_FALSE(test,
							   f->valid(v->proto, sample[k]));
					KUNIT_EXPECT_FALSE(test,
							   lirc_scancode_valid(v->proto,
									       sample[k]));
					KUNIT_EXPECT_EQ(test,
							lirc_encode(v->proto, sample[k],
								    false, d,
								    ARRAY_SIZE(d)),
							-EINVAL);
					continue;
				}
				if (!f->valid(v->proto, sample[k]))
					continue;
				n = lirc_encode(v->proto, sample[k], false, d,
						ARRAY_SIZE(d));
				KUNIT_ASSERT_GT(test, n, 0);
				f->reset(state);
				for (m = 0; m < n; m++)
					got |= f->feed(state, !(m % 2), d[m], &code);
				got |= f->feed(state, false, END_SPACE, &code);
				KUNIT_EXPECT_TRUE(test, got);
				KUNIT_EXPECT_EQ(test, code.proto, v->proto);
				KUNIT_EXPECT_EQ(test, code.scancode, sample[k]);
				found++;
			}
			if (f->encode)
				KUNIT_EXPECT_GT_MSG(test, found, 0, "%s", v->name);
		}
	}
	KUNIT_EXPECT_EQ(test, seen, lirc_proto_all());
}

/* Feed @n durations and a final space of @end to a fresh NEC decoder. */
static unsigned int nec_codes(const u32 *d, unsigned int n, u32 end,
			      struct lirc_code *code)
{
	struct lirc_nec_dec dec;
	unsigned int i, got = 0;

	lirc_nec_reset(&dec);
	for (i = 0; i < n; i++)
		got += lirc_nec_feed(&dec, !(i % 2), d[i], code);
	return got + lirc_nec_feed(&dec, false, end, code);
}

/*
 * A NEC code counts once ten units less half a unit (5344 us) of silence
 * follow its trailing pulse; so the 42-bit Sanyo frame, which begins as
 * NEC does, never gives the NEC-32 code of its first 32 bits.
 */
static void lirc_nec_end_silence_test(struct kunit *test)
{
	static const u8 bytes[] = { 0x04, 0xfb, 0x08, 0xf7 };
	struct signal *s = kunit_kzalloc(test, sizeof(*s), GFP_KERNEL);
	u32 d[LIRC_ENCODE_MAX];
	struct lirc_code code;
	int n;

	KUNIT_ASSERT_NOT_NULL(test, s);
	sig_nec(s, bytes);
	KUNIT_EXPECT_EQ(test, nec_codes(s->d, s->n, 5343, &code), 0U);
	KUNIT_EXPECT_EQ(test, nec_codes(s->d, s->n, 5344, &code), 1U);
	KUNIT_EXPECT_EQ(test, code.proto, (u32)RC_PROTO_NEC);
	KUNIT_EXPECT_EQ(test, code.scancode, 0x0408ULL);

	n = lirc_encode(RC_PROTO_SANYO, 0x1abcde, false, d, ARRAY_SIZE(d));
	KUNIT_ASSERT_GT(test, n, 2 + 64 + 1);
	KUNIT_EXPECT_EQ(test, nec_codes(d, n, END_SPACE, &code), 0U);
}

/* What the table does not know is refused everywhere. */
static void lirc_proto_unknown_test(struct kunit *test)
{
	u32 d[LIRC_ENCODE_MAX], proto = 12345;

	KUNIT_EXPECT_PTR_EQ(test, lirc_proto_find(RC_PROTO_CEC, NULL),
			    (const struct lirc_proto_family *)NULL);
	KUNIT_EXPECT_EQ(test, lirc_proto_by_name("cec", &proto), -EINVAL);
	KUNIT_EXPECT_EQ(test, proto, 12345U);
	KUNIT_EXPECT_EQ(test, lirc_proto_by_name("", &proto), -EINVAL);
	KUNIT_EXPECT_EQ(test, lirc_proto_carrier(RC_PROTO_XBOX_DVD), 0U);
	KUNIT_EXPECT_FALSE(test, lirc_scancode_valid(RC_PROTO_CEC, 1));
	KUNIT_EXPECT_EQ(test, lirc_encode(RC_PROTO_CEC, 1, false, d,
					  ARRAY_SIZE(d)), -EINVAL);
	KUNIT_EXPECT_EQ(test, lirc_encode(RC_PROTO_NEC, 0x10000, false, d,
					  ARRAY_SIZE(d)), -EINVAL);
	KUNIT_EXPECT_EQ(test, lirc_proto_carrier(RC_PROTO_RC5), 36000U);
	KUNIT_EXPECT_EQ(test, lirc_proto_carrier(RC_PROTO_NECX), 38000U);
	KUNIT_EXPECT_EQ(test, lirc_proto_carrier(RC_PROTO_RC6_MCE), 36000U);
}

static struct kunit_case lirc_proto_cases[] = {
	KUNIT_CASE(lirc_proto_table_test),
	KUNIT_CASE(lirc_proto_unknown_test),
	KUNIT_CASE(lirc_nec_end_silence_test),
	KUNIT_CASE_PARAM(lirc_decoder_test, dec_gen_params),
	KUNIT_CASE(lirc_round_trip_rc5_test),
	KUNIT_CASE(lirc_round_trip_rc5_sz_test),
	KUNIT_CASE(lirc_round_trip_nec_test),
	KUNIT_CASE(lirc_round_trip_nec_sampled_test),
	KUNIT_CASE(lirc_round_trip_rc6_0_test),
	KUNIT_CASE(lirc_round_trip_rc6_6a_sampled_test),
	KUNIT_CASE_PARAM(lirc_encode_valid_test, valid_gen_params),
	KUNIT_CASE(lirc_encode_exact_test),
	KUNIT_CASE(lirc_rc6_exact_test),
	{}
};

static struct kunit_suite lirc_proto_suite = {
	.name = "lirc_proto",
	.test_cases = lirc_proto_cases,
};

kunit_test_suite(lirc_proto_suite);

MODULE_LICENSE("GPL");
