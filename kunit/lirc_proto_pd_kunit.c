// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit tests for the JVC, Sony, Sanyo and Sharp decoders and encoders.
 *
 * Test signals are built here from the protocols' descriptions (field
 * values, nominal timings), independently of the encoders under test; the
 * expected scancodes follow Linux 6.1's layouts, and the tolerance edges
 * the limits documented at the top of each protocol's file. Every signal
 * is fed to all four decoders, so that none decodes another's frames, and
 * RC-6 mode-0 frames (whose leader fits Sony's header) to them too.
 */

#include <kunit/test.h>
#include <linux/slab.h>

#include <linux/lirc_core.h>

#include "lirc_kunit.h"
#include "lirc_proto.h"

#define SIG_MAX		512
#define END_SPACE	125000	/* the receiver's timeout at the end */

struct signal {
	u32 d[SIG_MAX];
	unsigned int n;		/* d[0] is a pulse, then alternating */
};

static void sig_add(struct signal *s, u32 us)
{
	if (s->n < SIG_MAX)
		s->d[s->n++] = us;
}

/*
 * JVC: header 8400 + 4200 us, then two bytes, each least significant bit
 * first, as 525 us pulses and 525 us (0) or 1575 us (1) spaces, then a
 * 525 us pulse. A repeat is the same without the header.
 */
static void sig_jvc(struct signal *s, u8 b0, u8 b1, bool header)
{
	unsigned int i;

	if (header) {
		sig_add(s, 8400);
		sig_add(s, 4200);
	}
	for (i = 0; i < 16; i++) {
		sig_add(s, 525);
		sig_add(s, (i < 8 ? b0 >> i : b1 >> (i - 8)) & 1 ? 1575 : 525);
	}
	sig_add(s, 525);
}

/*
 * Sony: header 2400 + 600 us, then the bits least significant first as
 * pulses of 600 us (0) or 1200 us (1), 600 us apart: a 7-bit function, a
 * 5-bit or 8-bit device, and (20 bits) an 8-bit extension.
 */
static void sig_sony(struct signal *s, unsigned int nbits, u32 function,
		     u32 device, u32 ext)
{
	u32 bits = function | device << 7 | ext << 12;
	unsigned int i;

	sig_add(s, 2400);
	sig_add(s, 600);
	for (i = 0; i < nbits; i++) {
		if (i)
			sig_add(s, 600);
		sig_add(s, i < 32 && (bits >> i) & 1 ? 1200 : 600);
	}
}

/*
 * Sanyo: header 9008 + 4504 us, then the 13-bit address, its complement,
 * the command and its complement, least significant bit first, as 563 us
 * pulses and 563 us (0) or 1689 us (1) spaces, then a 563 us pulse. A
 * repeat code is the header and one 563 us pulse.
 *
 * @f: address, bits to flip in its complement, command, bits to flip in
 * its complement.
 */
static void sig_sanyo(struct signal *s, const u64 *f, unsigned int nbits)
{
	u64 bits = f[0] | (f[0] ^ 0x1fff ^ f[1]) << 13 | f[2] << 26 |
		   (f[2] ^ 0xff ^ f[3]) << 34;
	unsigned int i;

	sig_add(s, 9008);
	sig_add(s, 4504);
	for (i = 0; i < nbits; i++) {
		sig_add(s, 563);
		sig_add(s, i < 64 && (bits >> i) & 1 ? 1689 : 563);
	}
	sig_add(s, 563);
}

static void sig_sanyo_repeat(struct signal *s)
{
	sig_add(s, 9008);
	sig_add(s, 4504);
	sig_add(s, 563);
}

/*
 * Sharp: 15 bits least significant first, 320 us pulses and 680 us (0)
 * or 1680 us (1) spaces, a 320 us pulse, 40 ms of space, the second
 * frame the same way, a 320 us pulse.
 */
#define SHARP(addr, cmd, exp, chk) \
	((addr) | (cmd) << 5 | (exp) << 13 | (chk) << 14)

static void sig_sharp_frame(struct signal *s, u32 bits)
{
	unsigned int i;

	for (i = 0; i < 15; i++) {
		sig_add(s, 320);
		sig_add(s, (bits >> i) & 1 ? 1680 : 680);
	}
	sig_add(s, 320);
}

static void sig_sharp(struct signal *s, u32 first, u32 second)
{
	sig_sharp_frame(s, first);
	sig_add(s, 40000);
	sig_sharp_frame(s, second);
}

/* One level of a Manchester code: equal neighbouring levels merge. */
static void sig_level(struct signal *s, bool pulse, u32 us)
{
	if (s->n && !((s->n - 1) % 2) == pulse)
		s->d[s->n - 1] += us;
	else if (s->n || pulse)
		sig_add(s, us);
}

/*
 * RC-6 mode 0, for the Sony decoder to refuse: a leader of 2664 us pulse
 * and 888 us space, then 444 us halves: the start bit (1), three mode bits
 * (0), the trailer bit (0, halves twice as long), 8 address and 8 command
 * bits, most significant first; a 1 is pulse then space, a 0 the reverse.
 */
static void sig_rc6_0(struct signal *s, u8 addr, u8 cmd)
{
	u32 bits = 1 << 20 | addr << 8 | cmd;	/* start, mode, trailer, data */
	int i;

	sig_level(s, true, 2664);
	sig_level(s, false, 888);
	for (i = 20; i >= 0; i--) {
		bool one = bits & BIT(i);
		u32 half = i == 16 ? 888 : 444;

		sig_level(s, one, half);
		sig_level(s, !one, half);
	}
}

enum gen { GEN_JVC, GEN_SONY, GEN_SANYO, GEN_SHARP, GEN_RC6_0 };

struct pd_case {
	const char *name;
	enum gen gen;
	u64 f[4];		/* the fields, as each generator takes them */
	unsigned int nbits;	/* Sony: 12, 15, 20; Sanyo: 0 is 42 */
	bool no_header;		/* JVC: the frame without its header */
	unsigned int frames;	/* copies; 0 means 1 */
	unsigned int repeats;	/* JVC headerless frames, Sanyo repeat codes */
	bool other_repeat;	/* JVC: the repeats' first bit differs */
	u32 gap;		/* space after each frame; 0: the protocol's */
	u32 end;		/* the silence at the end; 0: END_SPACE */
	unsigned int at;	/* 1 + index of a duration to change ... */
	u32 set;		/* ... to this */
	unsigned int at2;	/* and another one */
	u32 set2;
	unsigned int truncate;	/* keep only this many durations */
	unsigned int pct;	/* scale every duration; 0 means 100 % */
	unsigned int quant;	/* 256: v / 256 * 256 + 128; 250: nearest 250 */
	bool garbage_first;
	/* expected */
	unsigned int ncodes;	/* codes ... */
	unsigned int nrepeats;	/* ... then repeat codes */
	u32 proto;
	u64 scancode;
};

static const struct pd_case pd_cases[] = {
	/* JVC: d[0] header pulse, d[1] header space, bit i at d[2 + 2i] */
	{ "jvc: bytes 0x03 0x80", GEN_JVC, { 0x03, 0x80 },
	  .ncodes = 1, .proto = RC_PROTO_JVC, .scancode = 0x0380 },
	{ "jvc: bytes 0xa5 0x1e", GEN_JVC, { 0xa5, 0x1e },
	  .ncodes = 1, .proto = RC_PROTO_JVC, .scancode = 0xa51e },
	{ "jvc: all zero", GEN_JVC, { 0x00, 0x00 },
	  .ncodes = 1, .proto = RC_PROTO_JVC, .scancode = 0x0000 },
	{ "jvc: all ones", GEN_JVC, { 0xff, 0xff },
	  .ncodes = 1, .proto = RC_PROTO_JVC, .scancode = 0xffff },
	{ "jvc: header pulse 8661 us", GEN_JVC, { 0x03, 0x80 }, .at = 1,
	  .set = 8661, .ncodes = 1, .proto = RC_PROTO_JVC, .scancode = 0x0380 },
	{ "jvc: header pulse 8662 us", GEN_JVC, { 0x03, 0x80 }, .at = 1,
	  .set = 8662 },
	{ "jvc: header pulse 8139 us", GEN_JVC, { 0x03, 0x80 }, .at = 1,
	  .set = 8139, .ncodes = 1, .proto = RC_PROTO_JVC, .scancode = 0x0380 },
	{ "jvc: header pulse 8138 us", GEN_JVC, { 0x03, 0x80 }, .at = 1,
	  .set = 8138 },
	{ "jvc: header space 4461 us", GEN_JVC, { 0x03, 0x80 }, .at = 2,
	  .set = 4461, .ncodes = 1, .proto = RC_PROTO_JVC, .scancode = 0x0380 },
	{ "jvc: header space 4462 us", GEN_JVC, { 0x03, 0x80 }, .at = 2,
	  .set = 4462 },
	{ "jvc: bit pulse 786 us", GEN_JVC, { 0x03, 0x80 }, .at = 3,
	  .set = 786, .ncodes = 1, .proto = RC_PROTO_JVC, .scancode = 0x0380 },
	{ "jvc: bit pulse 787 us", GEN_JVC, { 0x03, 0x80 }, .at = 3,
	  .set = 787 },
	{ "jvc: bit pulse 264 us", GEN_JVC, { 0x03, 0x80 }, .at = 3,
	  .set = 264, .ncodes = 1, .proto = RC_PROTO_JVC, .scancode = 0x0380 },
	{ "jvc: bit pulse 263 us", GEN_JVC, { 0x03, 0x80 }, .at = 3,
	  .set = 263 },
	{ "jvc: 1 space 1836 us", GEN_JVC, { 0x03, 0x80 }, .at = 4,
	  .set = 1836, .ncodes = 1, .proto = RC_PROTO_JVC, .scancode = 0x0380 },
	{ "jvc: 1 space 1837 us", GEN_JVC, { 0x03, 0x80 }, .at = 4,
	  .set = 1837 },
	{ "jvc: 1 space 1314 us", GEN_JVC, { 0x03, 0x80 }, .at = 4,
	  .set = 1314, .ncodes = 1, .proto = RC_PROTO_JVC, .scancode = 0x0380 },
	{ "jvc: 1 space 1313 us", GEN_JVC, { 0x03, 0x80 }, .at = 4,
	  .set = 1313 },
	{ "jvc: 0 space 786 us", GEN_JVC, { 0x03, 0x80 }, .at = 8,
	  .set = 786, .ncodes = 1, .proto = RC_PROTO_JVC, .scancode = 0x0380 },
	{ "jvc: 0 space 787 us", GEN_JVC, { 0x03, 0x80 }, .at = 8,
	  .set = 787 },
	{ "jvc: silence 18114 us ends the frame", GEN_JVC, { 0x03, 0x80 },
	  .end = 18114, .ncodes = 1, .proto = RC_PROTO_JVC, .scancode = 0x0380 },
	{ "jvc: silence 18113 us is too short", GEN_JVC, { 0x03, 0x80 },
	  .end = 18113 },
	{ "jvc: all durations 2 % long", GEN_JVC, { 0xa5, 0x1e }, .pct = 102,
	  .ncodes = 1, .proto = RC_PROTO_JVC, .scancode = 0xa51e },
	{ "jvc: all durations 4 % long (header off by 336 us)", GEN_JVC,
	  { 0xa5, 0x1e }, .pct = 104 },
	{ "jvc: frame, then two headerless repeats", GEN_JVC, { 0xa5, 0x1e },
	  .repeats = 2, .ncodes = 1, .nrepeats = 2, .proto = RC_PROTO_JVC,
	  .scancode = 0xa51e },
	{ "jvc: a headerless frame of other bits is no repeat", GEN_JVC,
	  { 0xa5, 0x1e }, .repeats = 1, .other_repeat = true,
	  .ncodes = 1, .proto = RC_PROTO_JVC, .scancode = 0xa51e },
	{ "jvc: a headerless frame alone is nothing", GEN_JVC, { 0xa5, 0x1e },
	  .no_header = true },
	{ "jvc: three frames with headers, toggle flips", GEN_JVC,
	  { 0x03, 0x80 }, .frames = 3, .ncodes = 3, .proto = RC_PROTO_JVC,
	  .scancode = 0x0380 },
	{ "jvc: truncated after 10 bits", GEN_JVC, { 0x03, 0x80 },
	  .truncate = 23 },
	{ "jvc: missing trailing pulse", GEN_JVC, { 0x03, 0x80 },
	  .truncate = 34 },
	{ "jvc: garbage, then a frame", GEN_JVC, { 0x03, 0x80 },
	  .garbage_first = true, .ncodes = 1, .proto = RC_PROTO_JVC,
	  .scancode = 0x0380 },
	{ "jvc: quantised to 250 us", GEN_JVC, { 0xa5, 0x1e }, .quant = 250,
	  .repeats = 1, .ncodes = 1, .nrepeats = 1, .proto = RC_PROTO_JVC,
	  .scancode = 0xa51e },
	{ "jvc: quantised like a Streamzap", GEN_JVC, { 0xa5, 0x1e },
	  .quant = 256, .ncodes = 1, .proto = RC_PROTO_JVC, .scancode = 0xa51e },

	/*
	 * Sony: d[0] header pulse, d[1] header space, bit i's pulse at
	 * d[2 + 2i]. Fields: function, device, extension.
	 */
	{ "sony-12: function 0x15 device 0x01", GEN_SONY, { 0x15, 0x01 },
	  .nbits = 12, .ncodes = 1, .proto = RC_PROTO_SONY12,
	  .scancode = 0x010015 },
	{ "sony-12: all zero", GEN_SONY, { 0, 0 }, .nbits = 12,
	  .ncodes = 1, .proto = RC_PROTO_SONY12, .scancode = 0 },
	{ "sony-12: all ones", GEN_SONY, { 0x7f, 0x1f }, .nbits = 12,
	  .ncodes = 1, .proto = RC_PROTO_SONY12, .scancode = 0x1f007f },
	{ "sony-15: function 0x2a device 0xa5", GEN_SONY, { 0x2a, 0xa5 },
	  .nbits = 15, .ncodes = 1, .proto = RC_PROTO_SONY15,
	  .scancode = 0xa5002a },
	{ "sony-15: all ones", GEN_SONY, { 0x7f, 0xff }, .nbits = 15,
	  .ncodes = 1, .proto = RC_PROTO_SONY15, .scancode = 0xff007f },
	{ "sony-20: function 0x01 device 0x1f extension 0xc3", GEN_SONY,
	  { 0x01, 0x1f, 0xc3 }, .nbits = 20, .ncodes = 1,
	  .proto = RC_PROTO_SONY20, .scancode = 0x1fc301 },
	{ "sony-20: all ones", GEN_SONY, { 0x7f, 0x1f, 0xff }, .nbits = 20,
	  .ncodes = 1, .proto = RC_PROTO_SONY20, .scancode = 0x1fff7f },
	{ "sony: 13 bits is no protocol", GEN_SONY, { 0x15, 0x01 },
	  .nbits = 13 },
	{ "sony: 19 bits is no protocol", GEN_SONY, { 0x15, 0x01 },
	  .nbits = 19 },
	{ "sony: 21 bits is no protocol", GEN_SONY, { 0x15, 0x01, 0xff },
	  .nbits = 21 },
	{ "sony: 40 bits is no protocol", GEN_SONY, { 0x15, 0x01, 0xff },
	  .nbits = 40 },
	{ "sony-12: header pulse 2699 us", GEN_SONY, { 0x15, 0x01 },
	  .nbits = 12, .at = 1, .set = 2699, .ncodes = 1,
	  .proto = RC_PROTO_SONY12, .scancode = 0x010015 },
	{ "sony-12: header pulse 2700 us", GEN_SONY, { 0x15, 0x01 },
	  .nbits = 12, .at = 1, .set = 2700 },
	{ "sony-12: header pulse 2101 us", GEN_SONY, { 0x15, 0x01 },
	  .nbits = 12, .at = 1, .set = 2101, .ncodes = 1,
	  .proto = RC_PROTO_SONY12, .scancode = 0x010015 },
	{ "sony-12: header pulse 2100 us", GEN_SONY, { 0x15, 0x01 },
	  .nbits = 12, .at = 1, .set = 2100 },
	{ "sony-12: header space 899 us", GEN_SONY, { 0x15, 0x01 },
	  .nbits = 12, .at = 2, .set = 899, .ncodes = 1,
	  .proto = RC_PROTO_SONY12, .scancode = 0x010015 },
	{ "sony-12: header space 900 us", GEN_SONY, { 0x15, 0x01 },
	  .nbits = 12, .at = 2, .set = 900 },
	{ "sony-12: header space 301 us", GEN_SONY, { 0x15, 0x01 },
	  .nbits = 12, .at = 2, .set = 301, .ncodes = 1,
	  .proto = RC_PROTO_SONY12, .scancode = 0x010015 },
	{ "sony-12: header space 300 us", GEN_SONY, { 0x15, 0x01 },
	  .nbits = 12, .at = 2, .set = 300 },
	{ "sony-12: 1 pulse 1499 us", GEN_SONY, { 0x15, 0x01 }, .nbits = 12,
	  .at = 3, .set = 1499, .ncodes = 1, .proto = RC_PROTO_SONY12,
	  .scancode = 0x010015 },
	{ "sony-12: 1 pulse 1500 us", GEN_SONY, { 0x15, 0x01 }, .nbits = 12,
	  .at = 3, .set = 1500 },
	{ "sony-12: 1 pulse 901 us", GEN_SONY, { 0x15, 0x01 }, .nbits = 12,
	  .at = 3, .set = 901, .ncodes = 1, .proto = RC_PROTO_SONY12,
	  .scancode = 0x010015 },
	{ "sony-12: 0 pulse 839 us (1439 us period)", GEN_SONY, { 0x15, 0x01 },
	  .nbits = 12, .at = 5, .set = 839, .ncodes = 1,
	  .proto = RC_PROTO_SONY12, .scancode = 0x010015 },
	{ "sony-12: 0 pulse 840 us (1440 us period)", GEN_SONY, { 0x15, 0x01 },
	  .nbits = 12, .at = 5, .set = 840 },
	{ "sony-12: 0 pulse 899 us is no 0 (1499 us period)", GEN_SONY,
	  { 0x15, 0x01 }, .nbits = 12, .at = 5, .set = 899 },
	{ "sony-12: 0 pulse 900 us is neither", GEN_SONY, { 0x15, 0x01 },
	  .nbits = 12, .at = 5, .set = 900 },
	{ "sony-12: 0 pulse 361 us (961 us period)", GEN_SONY, { 0x15, 0x01 },
	  .nbits = 12, .at = 5, .set = 361, .ncodes = 1,
	  .proto = RC_PROTO_SONY12, .scancode = 0x010015 },
	{ "sony-12: 0 pulse 360 us (960 us period)", GEN_SONY, { 0x15, 0x01 },
	  .nbits = 12, .at = 5, .set = 360 },
	{ "sony-12: 0 pulse 301 us is no 0 (901 us period)", GEN_SONY,
	  { 0x15, 0x01 }, .nbits = 12, .at = 5, .set = 301 },
	{ "sony-12: 0 space 361 us (961 us period)", GEN_SONY, { 0x15, 0x01 },
	  .nbits = 12, .at = 6, .set = 361, .ncodes = 1,
	  .proto = RC_PROTO_SONY12, .scancode = 0x010015 },
	{ "sony-12: 0 space 360 us (960 us period)", GEN_SONY, { 0x15, 0x01 },
	  .nbits = 12, .at = 6, .set = 360 },
	{ "sony-12: 1 space 301 us (1501 us period)", GEN_SONY, { 0x15, 0x01 },
	  .nbits = 12, .at = 4, .set = 301, .ncodes = 1,
	  .proto = RC_PROTO_SONY12, .scancode = 0x010015 },
	{ "sony-12: 1 pulse 1499 us, space 660 us (2159 us period)", GEN_SONY,
	  { 0x15, 0x01 }, .nbits = 12, .at = 3, .set = 1499, .at2 = 4,
	  .set2 = 660, .ncodes = 1, .proto = RC_PROTO_SONY12,
	  .scancode = 0x010015 },
	{ "sony-12: 1 pulse 1499 us, space 661 us (2160 us period)", GEN_SONY,
	  { 0x15, 0x01 }, .nbits = 12, .at = 3, .set = 1499, .at2 = 4,
	  .set2 = 661 },
	{ "sony-12: 1 pulse 901 us, space 540 us (1441 us period)", GEN_SONY,
	  { 0x15, 0x01 }, .nbits = 12, .at = 3, .set = 901, .at2 = 4,
	  .set2 = 540, .ncodes = 1, .proto = RC_PROTO_SONY12,
	  .scancode = 0x010015 },
	{ "sony-12: 1 pulse 901 us, space 539 us (1440 us period)", GEN_SONY,
	  { 0x15, 0x01 }, .nbits = 12, .at = 3, .set = 901, .at2 = 4,
	  .set2 = 539 },
	/* the pulse's share of the period: 35-65 % for a 0, 55-85 % for a 1 */
	{ "sony-12: 0 pulse 421 us, space 779 us (35.1 %)", GEN_SONY,
	  { 0x15, 0x01 }, .nbits = 12, .at = 5, .set = 421, .at2 = 6,
	  .set2 = 779, .ncodes = 1, .proto = RC_PROTO_SONY12,
	  .scancode = 0x010015 },
	{ "sony-12: 0 pulse 420 us, space 780 us (35 %)", GEN_SONY,
	  { 0x15, 0x01 }, .nbits = 12, .at = 5, .set = 420, .at2 = 6,
	  .set2 = 780 },
	{ "sony-12: 0 pulse 779 us, space 421 us (64.9 %)", GEN_SONY,
	  { 0x15, 0x01 }, .nbits = 12, .at = 5, .set = 779, .at2 = 6,
	  .set2 = 421, .ncodes = 1, .proto = RC_PROTO_SONY12,
	  .scancode = 0x010015 },
	{ "sony-12: 0 pulse 780 us, space 420 us (65 %)", GEN_SONY,
	  { 0x15, 0x01 }, .nbits = 12, .at = 5, .set = 780, .at2 = 6,
	  .set2 = 420 },
	{ "sony-12: 1 pulse 991 us, space 809 us (55.1 %)", GEN_SONY,
	  { 0x15, 0x01 }, .nbits = 12, .at = 3, .set = 991, .at2 = 4,
	  .set2 = 809, .ncodes = 1, .proto = RC_PROTO_SONY12,
	  .scancode = 0x010015 },
	{ "sony-12: 1 pulse 990 us, space 810 us (55 %)", GEN_SONY,
	  { 0x15, 0x01 }, .nbits = 12, .at = 3, .set = 990, .at2 = 4,
	  .set2 = 810 },
	{ "sony: an RC-6 mode-0 frame, address 0 command 0, is no Sony-20",
	  GEN_RC6_0, { 0x00, 0x00 } },
	{ "sony: an RC-6 mode-0 frame, address 0 command 0x0c", GEN_RC6_0,
	  { 0x00, 0x0c } },
	{ "sony: an RC-6 mode-0 frame, address 0x80 command 0xff", GEN_RC6_0,
	  { 0x80, 0xff } },
	{ "sony: an RC-6 mode-0 frame, address 0xff command 0xff", GEN_RC6_0,
	  { 0xff, 0xff } },
	{ "sony: an RC-6 mode-0 frame, address 0x55 command 0xaa", GEN_RC6_0,
	  { 0x55, 0xaa } },
	{ "sony: an RC-6 mode-0 frame, all durations 8 % long", GEN_RC6_0,
	  { 0x00, 0x00 }, .pct = 108 },
	{ "sony: an RC-6 mode-0 frame, all durations 15 % short", GEN_RC6_0,
	  { 0x00, 0x00 }, .pct = 85 },
	{ "sony-12: 0 pulse 300 us", GEN_SONY, { 0x15, 0x01 }, .nbits = 12,
	  .at = 5, .set = 300 },
	{ "sony-12: bit space 900 us", GEN_SONY, { 0x15, 0x01 }, .nbits = 12,
	  .at = 4, .set = 900, .ncodes = 1, .proto = RC_PROTO_SONY12,
	  .scancode = 0x010015 },
	{ "sony-12: bit space 901 us", GEN_SONY, { 0x15, 0x01 }, .nbits = 12,
	  .at = 4, .set = 901 },
	{ "sony-12: silence 6301 us ends the frame", GEN_SONY, { 0x15, 0x01 },
	  .nbits = 12, .end = 6301, .ncodes = 1, .proto = RC_PROTO_SONY12,
	  .scancode = 0x010015 },
	{ "sony-12: silence 6300 us is too short", GEN_SONY, { 0x15, 0x01 },
	  .nbits = 12, .end = 6300 },
	{ "sony-20: all durations 12 % long", GEN_SONY, { 0x01, 0x1f, 0xc3 },
	  .nbits = 20, .pct = 112, .ncodes = 1, .proto = RC_PROTO_SONY20,
	  .scancode = 0x1fc301 },
	{ "sony-20: all durations 13 % long (header off by 312 us)", GEN_SONY,
	  { 0x01, 0x1f, 0xc3 }, .nbits = 20, .pct = 113 },
	{ "sony-15: three frames", GEN_SONY, { 0x2a, 0xa5 }, .nbits = 15,
	  .frames = 3, .ncodes = 3, .proto = RC_PROTO_SONY15,
	  .scancode = 0xa5002a },
	{ "sony-20: truncated after 16 bits", GEN_SONY, { 0x01, 0x1f, 0xc3 },
	  .nbits = 20, .truncate = 33 },
	{ "sony-12: garbage, then a frame", GEN_SONY, { 0x15, 0x01 },
	  .nbits = 12, .garbage_first = true, .ncodes = 1,
	  .proto = RC_PROTO_SONY12, .scancode = 0x010015 },
	{ "sony-20: quantised to 250 us", GEN_SONY, { 0x01, 0x1f, 0xc3 },
	  .nbits = 20, .quant = 250, .ncodes = 1, .proto = RC_PROTO_SONY20,
	  .scancode = 0x1fc301 },
	{ "sony-15: quantised like a Streamzap", GEN_SONY, { 0x2a, 0xa5 },
	  .nbits = 15, .quant = 256, .ncodes = 1, .proto = RC_PROTO_SONY15,
	  .scancode = 0xa5002a },

	/*
	 * Sanyo: d[0] header pulse, d[1] header space, bit i at d[2 + 2i],
	 * the trailing pulse at d[86]. Address 0x1234: bit 2 is a 1 (d[7]).
	 */
	{ "sanyo: address 0x1234 command 0x56", GEN_SANYO,
	  { 0x1234, 0, 0x56, 0 }, .ncodes = 1, .proto = RC_PROTO_SANYO,
	  .scancode = 0x123456 },
	{ "sanyo: all zero", GEN_SANYO, { 0, 0, 0, 0 }, .ncodes = 1,
	  .proto = RC_PROTO_SANYO, .scancode = 0 },
	{ "sanyo: all ones", GEN_SANYO, { 0x1fff, 0, 0xff, 0 }, .ncodes = 1,
	  .proto = RC_PROTO_SANYO, .scancode = 0x1fffff },
	{ "sanyo: address complement not checked (as 6.1)", GEN_SANYO,
	  { 0x1234, 0x1fff, 0x56, 0 }, .ncodes = 1,
	  .proto = RC_PROTO_SANYO, .scancode = 0x123456 },
	{ "sanyo: command complement wrong", GEN_SANYO,
	  { 0x1234, 0, 0x56, 0x01 } },
	{ "sanyo: 32 bits (a NEC frame) is no frame", GEN_SANYO,
	  { 0x1234, 0, 0x56, 0 }, .nbits = 32 },
	{ "sanyo: 43 bits is no frame", GEN_SANYO, { 0x1234, 0, 0x56, 0 },
	  .nbits = 43 },
	{ "sanyo: header pulse 9288 us", GEN_SANYO, { 0x1234, 0, 0x56, 0 },
	  .at = 1, .set = 9288, .ncodes = 1, .proto = RC_PROTO_SANYO,
	  .scancode = 0x123456 },
	{ "sanyo: header pulse 9289 us", GEN_SANYO, { 0x1234, 0, 0x56, 0 },
	  .at = 1, .set = 9289 },
	{ "sanyo: header pulse 8728 us", GEN_SANYO, { 0x1234, 0, 0x56, 0 },
	  .at = 1, .set = 8728, .ncodes = 1, .proto = RC_PROTO_SANYO,
	  .scancode = 0x123456 },
	{ "sanyo: header pulse 8727 us", GEN_SANYO, { 0x1234, 0, 0x56, 0 },
	  .at = 1, .set = 8727 },
	{ "sanyo: header space 4784 us", GEN_SANYO, { 0x1234, 0, 0x56, 0 },
	  .at = 2, .set = 4784, .ncodes = 1, .proto = RC_PROTO_SANYO,
	  .scancode = 0x123456 },
	{ "sanyo: header space 4785 us", GEN_SANYO, { 0x1234, 0, 0x56, 0 },
	  .at = 2, .set = 4785 },
	{ "sanyo: 1 space 1969 us", GEN_SANYO, { 0x1234, 0, 0x56, 0 },
	  .at = 8, .set = 1969, .ncodes = 1, .proto = RC_PROTO_SANYO,
	  .scancode = 0x123456 },
	{ "sanyo: 1 space 1970 us", GEN_SANYO, { 0x1234, 0, 0x56, 0 },
	  .at = 8, .set = 1970 },
	{ "sanyo: bit pulse 843 us", GEN_SANYO, { 0x1234, 0, 0x56, 0 },
	  .at = 3, .set = 843, .ncodes = 1, .proto = RC_PROTO_SANYO,
	  .scancode = 0x123456 },
	{ "sanyo: bit pulse 844 us", GEN_SANYO, { 0x1234, 0, 0x56, 0 },
	  .at = 3, .set = 844 },
	{ "sanyo: silence 5350 us ends the frame", GEN_SANYO,
	  { 0x1234, 0, 0x56, 0 }, .end = 5350, .ncodes = 1,
	  .proto = RC_PROTO_SANYO, .scancode = 0x123456 },
	{ "sanyo: silence 5349 us is too short", GEN_SANYO,
	  { 0x1234, 0, 0x56, 0 }, .end = 5349 },
	{ "sanyo: frame, then two repeat codes", GEN_SANYO,
	  { 0x1234, 0, 0x56, 0 }, .repeats = 2, .ncodes = 1, .nrepeats = 2,
	  .proto = RC_PROTO_SANYO, .scancode = 0x123456 },
	{ "sanyo: repeat code, silence 84170 us", GEN_SANYO,
	  { 0x1234, 0, 0x56, 0 }, .repeats = 1, .end = 84170, .ncodes = 1,
	  .nrepeats = 1, .proto = RC_PROTO_SANYO, .scancode = 0x123456 },
	{ "sanyo: repeat code, silence 84169 us is too short", GEN_SANYO,
	  { 0x1234, 0, 0x56, 0 }, .repeats = 1, .end = 84169, .ncodes = 1,
	  .proto = RC_PROTO_SANYO, .scancode = 0x123456 },
	{ "sanyo: all durations 3 % long", GEN_SANYO, { 0x1234, 0, 0x56, 0 },
	  .pct = 103, .ncodes = 1, .proto = RC_PROTO_SANYO,
	  .scancode = 0x123456 },
	{ "sanyo: all durations 4 % long (header off by 360 us)", GEN_SANYO,
	  { 0x1234, 0, 0x56, 0 }, .pct = 104 },
	{ "sanyo: truncated after 30 bits", GEN_SANYO, { 0x1234, 0, 0x56, 0 },
	  .truncate = 63 },
	{ "sanyo: garbage, then a frame", GEN_SANYO, { 0x1234, 0, 0x56, 0 },
	  .garbage_first = true, .ncodes = 1, .proto = RC_PROTO_SANYO,
	  .scancode = 0x123456 },
	{ "sanyo: quantised to 250 us", GEN_SANYO, { 0x1abc, 0, 0xde, 0 },
	  .quant = 250, .repeats = 1, .ncodes = 1, .nrepeats = 1,
	  .proto = RC_PROTO_SANYO, .scancode = 0x1abcde },
	{ "sanyo: quantised like a Streamzap", GEN_SANYO,
	  { 0x1abc, 0, 0xde, 0 }, .quant = 256, .ncodes = 1,
	  .proto = RC_PROTO_SANYO, .scancode = 0x1abcde },

	/*
	 * Sharp: bit i of the first frame at d[2i], its trailing pulse at
	 * d[30], the 40 ms space d[31], the second frame from d[32].
	 * Address 0x11: bit 0 is a 1 (space d[1]), bit 1 a 0 (space d[3]).
	 */
	{ "sharp: address 0x11 command 0x5a", GEN_SHARP,
	  { SHARP(0x11, 0x5a, 1, 0), SHARP(0x11, 0xa5, 0, 1) },
	  .ncodes = 1, .proto = RC_PROTO_SHARP, .scancode = 0x115a },
	{ "sharp: all zero", GEN_SHARP,
	  { SHARP(0, 0, 1, 0), SHARP(0, 0xff, 0, 1) },
	  .ncodes = 1, .proto = RC_PROTO_SHARP, .scancode = 0 },
	{ "sharp: all ones", GEN_SHARP,
	  { SHARP(0x1f, 0xff, 1, 0), SHARP(0x1f, 0, 0, 1) },
	  .ncodes = 1, .proto = RC_PROTO_SHARP, .scancode = 0x1fff },
	{ "sharp: Denon's variant, expansion bit 0", GEN_SHARP,
	  { SHARP(0x0a, 0x33, 0, 0), SHARP(0x0a, 0xcc, 1, 1) },
	  .ncodes = 1, .proto = RC_PROTO_SHARP, .scancode = 0x0a33 },
	{ "sharp: first frame's check bit 1", GEN_SHARP,
	  { SHARP(0x11, 0x5a, 0, 1), SHARP(0x11, 0xa5, 1, 0) } },
	{ "sharp: second frame's address differs", GEN_SHARP,
	  { SHARP(0x11, 0x5a, 1, 0), SHARP(0x10, 0xa5, 0, 1) } },
	{ "sharp: second frame's command not inverted", GEN_SHARP,
	  { SHARP(0x11, 0x5a, 1, 0), SHARP(0x11, 0x5a, 0, 1) } },
	{ "sharp: second frame's check bits not inverted", GEN_SHARP,
	  { SHARP(0x11, 0x5a, 1, 0), SHARP(0x11, 0xa5, 1, 0) } },
	{ "sharp: the first frame alone", GEN_SHARP,
	  { SHARP(0x11, 0x5a, 1, 0), SHARP(0x11, 0xa5, 0, 1) },
	  .truncate = 31 },
	{ "sharp: pulse 479 us", GEN_SHARP,
	  { SHARP(0x11, 0x5a, 1, 0), SHARP(0x11, 0xa5, 0, 1) }, .at = 1,
	  .set = 479, .ncodes = 1, .proto = RC_PROTO_SHARP, .scancode = 0x115a },
	{ "sharp: pulse 480 us", GEN_SHARP,
	  { SHARP(0x11, 0x5a, 1, 0), SHARP(0x11, 0xa5, 0, 1) }, .at = 1,
	  .set = 480 },
	{ "sharp: pulse 161 us", GEN_SHARP,
	  { SHARP(0x11, 0x5a, 1, 0), SHARP(0x11, 0xa5, 0, 1) }, .at = 35,
	  .set = 161, .ncodes = 1, .proto = RC_PROTO_SHARP, .scancode = 0x115a },
	{ "sharp: pulse 160 us", GEN_SHARP,
	  { SHARP(0x11, 0x5a, 1, 0), SHARP(0x11, 0xa5, 0, 1) }, .at = 35,
	  .set = 160 },
	{ "sharp: 1 space 2319 us (2639 us period)", GEN_SHARP,
	  { SHARP(0x11, 0x5a, 1, 0), SHARP(0x11, 0xa5, 0, 1) }, .at = 2,
	  .set = 2319, .ncodes = 1, .proto = RC_PROTO_SHARP, .scancode = 0x115a },
	{ "sharp: 1 space 2320 us", GEN_SHARP,
	  { SHARP(0x11, 0x5a, 1, 0), SHARP(0x11, 0xa5, 0, 1) }, .at = 2,
	  .set = 2320 },
	{ "sharp: 1 space 1041 us (1361 us period)", GEN_SHARP,
	  { SHARP(0x11, 0x5a, 1, 0), SHARP(0x11, 0xa5, 0, 1) }, .at = 2,
	  .set = 1041, .ncodes = 1, .proto = RC_PROTO_SHARP, .scancode = 0x115a },
	{ "sharp: 1 space 1040 us reads as 0", GEN_SHARP,
	  { SHARP(0x11, 0x5a, 1, 0), SHARP(0x11, 0xa5, 0, 1) }, .at = 2,
	  .set = 1040 },
	{ "sharp: 0 space 41 us (361 us period)", GEN_SHARP,
	  { SHARP(0x11, 0x5a, 1, 0), SHARP(0x11, 0xa5, 0, 1) }, .at = 4,
	  .set = 41, .ncodes = 1, .proto = RC_PROTO_SHARP, .scancode = 0x115a },
	{ "sharp: 0 space 40 us", GEN_SHARP,
	  { SHARP(0x11, 0x5a, 1, 0), SHARP(0x11, 0xa5, 0, 1) }, .at = 4,
	  .set = 40 },
	{ "sharp: space between frames 49999 us", GEN_SHARP,
	  { SHARP(0x11, 0x5a, 1, 0), SHARP(0x11, 0xa5, 0, 1) }, .at = 32,
	  .set = 49999, .ncodes = 1, .proto = RC_PROTO_SHARP,
	  .scancode = 0x115a },
	{ "sharp: space between frames 50000 us", GEN_SHARP,
	  { SHARP(0x11, 0x5a, 1, 0), SHARP(0x11, 0xa5, 0, 1) }, .at = 32,
	  .set = 50000 },
	{ "sharp: space between frames 30001 us", GEN_SHARP,
	  { SHARP(0x11, 0x5a, 1, 0), SHARP(0x11, 0xa5, 0, 1) }, .at = 32,
	  .set = 30001, .ncodes = 1, .proto = RC_PROTO_SHARP,
	  .scancode = 0x115a },
	{ "sharp: space between frames 30000 us", GEN_SHARP,
	  { SHARP(0x11, 0x5a, 1, 0), SHARP(0x11, 0xa5, 0, 1) }, .at = 32,
	  .set = 30000 },
	{ "sharp: silence 4841 us ends the code", GEN_SHARP,
	  { SHARP(0x11, 0x5a, 1, 0), SHARP(0x11, 0xa5, 0, 1) }, .end = 4841,
	  .ncodes = 1, .proto = RC_PROTO_SHARP, .scancode = 0x115a },
	{ "sharp: silence 4840 us is too short", GEN_SHARP,
	  { SHARP(0x11, 0x5a, 1, 0), SHARP(0x11, 0xa5, 0, 1) }, .end = 4840 },
	{ "sharp: all durations 20 % long", GEN_SHARP,
	  { SHARP(0x11, 0x5a, 1, 0), SHARP(0x11, 0xa5, 0, 1) }, .pct = 120,
	  .ncodes = 1, .proto = RC_PROTO_SHARP, .scancode = 0x115a },
	{ "sharp: all durations 26 % long (space between frames 50.4 ms)",
	  GEN_SHARP, { SHARP(0x11, 0x5a, 1, 0), SHARP(0x11, 0xa5, 0, 1) },
	  .pct = 126 },
	{ "sharp: three codes", GEN_SHARP,
	  { SHARP(0x11, 0x5a, 1, 0), SHARP(0x11, 0xa5, 0, 1) }, .frames = 3,
	  .ncodes = 3, .proto = RC_PROTO_SHARP, .scancode = 0x115a },
	{ "sharp: garbage, then a code", GEN_SHARP,
	  { SHARP(0x11, 0x5a, 1, 0), SHARP(0x11, 0xa5, 0, 1) },
	  .garbage_first = true, .ncodes = 1, .proto = RC_PROTO_SHARP,
	  .scancode = 0x115a },
	{ "sharp: quantised to 250 us", GEN_SHARP,
	  { SHARP(0x15, 0xc3, 1, 0), SHARP(0x15, 0x3c, 0, 1) }, .quant = 250,
	  .ncodes = 1, .proto = RC_PROTO_SHARP, .scancode = 0x15c3 },
	{ "sharp: quantised like a Streamzap", GEN_SHARP,
	  { SHARP(0x15, 0xc3, 1, 0), SHARP(0x15, 0x3c, 0, 1) }, .quant = 256,
	  .ncodes = 1, .proto = RC_PROTO_SHARP, .scancode = 0x15c3 },
};

LIRC_KUNIT_PARAMS(pd, pd_cases);

static const struct lirc_proto_family *const families[] = {
	&lirc_jvc_family, &lirc_sony_family, &lirc_sanyo_family,
	&lirc_sharp_family,
};

struct decoders {
	u64 state[ARRAY_SIZE(families)][LIRC_PROTO_STATE_MAX / sizeof(u64)];
};

static void decoders_reset(struct decoders *dec)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(families); i++)
		families[i]->reset(dec->state[i]);
}

/* Feed alternating pulses and spaces, then @end of silence, to all four. */
static unsigned int feed(struct decoders *dec, const struct signal *s, u32 end,
			 struct lirc_code *out, unsigned int max, unsigned int n)
{
	struct lirc_code code;
	unsigned int i, j;

	for (i = 0; i <= s->n; i++) {
		bool pulse = i < s->n && !(i % 2);
		u32 us = i < s->n ? s->d[i] : end;

		for (j = 0; j < ARRAY_SIZE(families); j++) {
			if (families[j]->feed(dec->state[j], pulse, us, &code) &&
			    n < max)
				out[n++] = code;
		}
	}
	return n;
}

static u32 default_gap(enum gen gen)
{
	switch (gen) {
	case GEN_JVC:
		return 22000;	/* a frame every 50 ms or so */
	case GEN_SONY:
		return 25000;	/* a frame every 45 ms */
	case GEN_SANYO:
		return 23646;	/* 42 units */
	default:
		return 40000;
	}
}

/* All frames and repeats of @c, separated by their gaps, before the end. */
static void build(const struct pd_case *c, struct signal *s)
{
	unsigned int i, frames = c->frames ?: 1, pct = c->pct ?: 100;
	u32 gap = c->gap ?: default_gap(c->gen);

	s->n = 0;
	for (i = 0; i < frames + c->repeats; i++) {
		bool rpt = i >= frames;

		if (i)
			sig_add(s, c->gen == GEN_SANYO && i > frames ? 90000 : gap);
		switch (c->gen) {
		case GEN_JVC:
			sig_jvc(s, c->f[0] ^ (rpt && c->other_repeat), c->f[1],
				!rpt && !c->no_header);
			break;
		case GEN_SONY:
			sig_sony(s, c->nbits, c->f[0], c->f[1], c->f[2]);
			break;
		case GEN_SANYO:
			if (rpt)
				sig_sanyo_repeat(s);
			else
				sig_sanyo(s, c->f, c->nbits ?: 42);
			break;
		case GEN_SHARP:
			sig_sharp(s, c->f[0], c->f[1]);
			break;
		case GEN_RC6_0:
			sig_rc6_0(s, c->f[0], c->f[1]);
			break;
		}
	}
	if (c->at && c->at <= s->n)
		s->d[c->at - 1] = c->set;
	if (c->at2 && c->at2 <= s->n)
		s->d[c->at2 - 1] = c->set2;
	if (c->truncate && c->truncate < s->n)
		s->n = c->truncate;
	for (i = 0; i < s->n; i++) {
		u32 d = s->d[i] * pct / 100;

		if (c->quant == 256)
			d = d / 256 * 256 + 128;
		else if (c->quant)
			d = max(DIV_ROUND_CLOSEST(d, c->quant), 1U) * c->quant;
		s->d[i] = d;
	}
}

static void lirc_pd_decoder_test(struct kunit *test)
{
	const struct pd_case *c = test->param_value;
	static const u32 junk[] = { 300, 450, 8400, 1200, 600, 5000, 200, 4504,
				    9008, 320, 2400, 700, 320 };
	struct decoders dec;
	struct lirc_code codes[8];
	struct signal *s;
	unsigned int i, n = 0;

	s = kunit_kzalloc(test, sizeof(*s), GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, s);
	decoders_reset(&dec);
	if (c->garbage_first) {
		for (i = 0; i < ARRAY_SIZE(junk); i++)
			sig_add(s, junk[i]);
		n = feed(&dec, s, 30000, codes, ARRAY_SIZE(codes), 0);
		KUNIT_EXPECT_EQ_MSG(test, n, 0U, "garbage decoded as a code");
	}
	build(c, s);
	n = feed(&dec, s, c->end ?: END_SPACE, codes, ARRAY_SIZE(codes), n);

	KUNIT_ASSERT_EQ(test, n, c->ncodes + c->nrepeats);
	for (i = 0; i < n; i++) {
		bool repeat = i >= c->ncodes;

		KUNIT_EXPECT_EQ_MSG(test, codes[i].repeat, repeat, "code %u", i);
		KUNIT_EXPECT_EQ_MSG(test, codes[i].proto, c->proto, "code %u", i);
		if (repeat)
			continue;
		KUNIT_EXPECT_EQ_MSG(test, codes[i].scancode, c->scancode,
				    "code %u", i);
		/*
		 * 6.1's JVC toggle flips at every header, from 0 to 1 first;
		 * the garbage holds one JVC header.
		 */
		KUNIT_EXPECT_EQ_MSG(test, codes[i].toggle,
				    c->proto == RC_PROTO_JVC &&
				    !((i + c->garbage_first) % 2),
				    "code %u", i);
	}
}

/* The variants, with the masks of 6.1's selftests/ir/ir_loopback. */
static const struct {
	u32 proto;
	const char *name;
	const char *group;
	u32 mask;
	u32 carrier;
	const struct lirc_proto_family *f;
} variants[] = {
	{ RC_PROTO_JVC, "jvc", "jvc", 0xffff, 38000, &lirc_jvc_family },
	{ RC_PROTO_SONY12, "sony-12", "sony", 0x1f007f, 40000,
	  &lirc_sony_family },
	{ RC_PROTO_SONY15, "sony-15", "sony", 0xff007f, 40000,
	  &lirc_sony_family },
	{ RC_PROTO_SONY20, "sony-20", "sony", 0x1fff7f, 40000,
	  &lirc_sony_family },
	{ RC_PROTO_SANYO, "sanyo", "sanyo", 0x1fffff, 38000,
	  &lirc_sanyo_family },
	{ RC_PROTO_SHARP, "sharp", "sharp", 0x1fff, 38000, &lirc_sharp_family },
};

static void lirc_pd_table_test(struct kunit *test)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(variants); i++) {
		const struct lirc_proto_variant *v = NULL;
		u32 proto = ~0U;

		KUNIT_EXPECT_PTR_EQ(test, lirc_proto_find(variants[i].proto, &v),
				    variants[i].f);
		KUNIT_ASSERT_NOT_NULL(test, v);
		KUNIT_EXPECT_STREQ(test, v->name, variants[i].name);
		KUNIT_EXPECT_STREQ(test, v->group, variants[i].group);
		KUNIT_EXPECT_EQ(test, lirc_proto_by_name(variants[i].name, &proto),
				0);
		KUNIT_EXPECT_EQ(test, proto, variants[i].proto);
		KUNIT_EXPECT_EQ(test, lirc_proto_carrier(variants[i].proto),
				variants[i].carrier);
		KUNIT_EXPECT_TRUE(test, !!variants[i].f->encode);
		KUNIT_EXPECT_GT(test, variants[i].f->state_size, (size_t)0);
		KUNIT_EXPECT_LE(test, variants[i].f->state_size,
				(size_t)LIRC_PROTO_STATE_MAX);
	}
	KUNIT_EXPECT_EQ(test, lirc_sony_family.n_variants, 3U);
}

/*
 * Encode, decode (with all four decoders, quantised to @quant us if not
 * 0), compare: exactly one code, of @proto and @sc.
 */
static bool round_trip(struct kunit *test, u32 proto, u32 sc,
		       struct signal *s, unsigned int quant)
{
	struct decoders dec;
	struct lirc_code codes[4];
	unsigned int i;
	int n;

	n = lirc_encode(proto, sc, false, s->d, LIRC_ENCODE_MAX);
	if (n <= 0 || n % 2 == 0) {
		KUNIT_FAIL(test, "proto %u scancode %#x: encode gave %d",
			   proto, sc, n);
		return false;
	}
	for (i = 0; quant && i < (unsigned int)n; i++)
		s->d[i] = max(DIV_ROUND_CLOSEST(s->d[i], quant), 1U) * quant;
	s->n = n;
	decoders_reset(&dec);
	n = feed(&dec, s, END_SPACE, codes, ARRAY_SIZE(codes), 0);
	if (n != 1 || codes[0].proto != proto || codes[0].scancode != sc ||
	    codes[0].repeat) {
		KUNIT_FAIL(test, "proto %u scancode %#x: %d codes, first %u %#llx",
			   proto, sc, n, n ? codes[0].proto : 0,
			   n ? codes[0].scancode : 0);
		return false;
	}
	return true;
}

/*
 * Every variant: 0, the whole mask and 400 seeded scancodes within the
 * mask ir_loopback uses are valid and come back, as sent and quantised.
 */
static void lirc_pd_round_trip_test(struct kunit *test)
{
	struct signal *s = kunit_kzalloc(test, sizeof(*s), GFP_KERNEL);
	unsigned int i, v, ok, tried;
	u32 seed = 2026;

	KUNIT_ASSERT_NOT_NULL(test, s);
	for (v = 0; v < ARRAY_SIZE(variants); v++) {
		u32 proto = variants[v].proto, mask = variants[v].mask;

		ok = 0;
		tried = 0;
		for (i = 0; i < 402; i++) {
			u32 sc = i == 0 ? 0 : i == 1 ? mask :
				 lirc_test_lcg(&seed) & mask;

			KUNIT_EXPECT_TRUE_MSG(test, lirc_scancode_valid(proto, sc),
					      "%s %#x", variants[v].name, sc);
			ok += round_trip(test, proto, sc, s, 0);
			ok += round_trip(test, proto, sc, s, 250);
			tried += 2;
		}
		KUNIT_EXPECT_EQ_MSG(test, ok, tried, "%s", variants[v].name);
	}
}

/* A scancode with any bit outside the mask is refused. */
static void lirc_pd_invalid_test(struct kunit *test)
{
	unsigned int i, v, refused;
	u32 d[LIRC_ENCODE_MAX], seed = 77;

	for (v = 0; v < ARRAY_SIZE(variants); v++) {
		u32 proto = variants[v].proto;
		u64 outside = ~(u64)variants[v].mask;

		refused = 0;
		for (i = 0; i < 200; i++) {
			u64 bit = BIT_ULL(lirc_test_lcg(&seed) >> 26);
			u64 sc = (lirc_test_lcg(&seed) & variants[v].mask) | bit;

			if (!(bit & outside))
				bit = BIT_ULL(63);
			sc |= bit;
			if (!lirc_scancode_valid(proto, sc) &&
			    lirc_encode(proto, sc, false, d, ARRAY_SIZE(d)) ==
			    -EINVAL)
				refused++;
		}
		KUNIT_EXPECT_EQ_MSG(test, refused, 200U, "%s", variants[v].name);
	}
	/* the gaps inside the Sony masks */
	KUNIT_EXPECT_FALSE(test, lirc_scancode_valid(RC_PROTO_SONY12, 0x80));
	KUNIT_EXPECT_FALSE(test, lirc_scancode_valid(RC_PROTO_SONY12, 0x100));
	KUNIT_EXPECT_FALSE(test, lirc_scancode_valid(RC_PROTO_SONY12, 0x200000));
	KUNIT_EXPECT_FALSE(test, lirc_scancode_valid(RC_PROTO_SONY15, 0x8000));
	KUNIT_EXPECT_FALSE(test, lirc_scancode_valid(RC_PROTO_SONY15, 0x1000000));
	KUNIT_EXPECT_FALSE(test, lirc_scancode_valid(RC_PROTO_SONY20, 0x80));
	KUNIT_EXPECT_FALSE(test, lirc_scancode_valid(RC_PROTO_SONY20, 0x200000));
	KUNIT_EXPECT_FALSE(test, lirc_scancode_valid(RC_PROTO_JVC, 0x10000));
	KUNIT_EXPECT_FALSE(test, lirc_scancode_valid(RC_PROTO_SANYO, 0x200000));
	KUNIT_EXPECT_FALSE(test, lirc_scancode_valid(RC_PROTO_SHARP, 0x2000));
	KUNIT_EXPECT_TRUE(test, lirc_scancode_valid(RC_PROTO_SONY20, 0x1fff7f));
}

/* The encoders' output equals the signals built from the descriptions. */
static void lirc_pd_encode_exact_test(struct kunit *test)
{
	static const u64 sanyo[4] = { 0x1234, 0, 0x56, 0 };
	struct signal *want = kunit_kzalloc(test, 4 * sizeof(*want), GFP_KERNEL);
	static const struct {
		u32 proto;
		u32 sc;
	} enc[4] = {
		{ RC_PROTO_JVC, 0xa51e },
		{ RC_PROTO_SONY20, 0x1fc301 },
		{ RC_PROTO_SANYO, 0x123456 },
		{ RC_PROTO_SHARP, 0x115a },
	};
	u32 d[LIRC_ENCODE_MAX];
	unsigned int i;
	int n;

	KUNIT_ASSERT_NOT_NULL(test, want);
	sig_jvc(&want[0], 0xa5, 0x1e, true);
	sig_sony(&want[1], 20, 0x01, 0x1f, 0xc3);
	sig_sanyo(&want[2], sanyo, 42);
	sig_sharp(&want[3], SHARP(0x11, 0x5a, 1, 0), SHARP(0x11, 0xa5, 0, 1));
	for (i = 0; i < ARRAY_SIZE(enc); i++) {
		n = lirc_encode(enc[i].proto, enc[i].sc, false, d, ARRAY_SIZE(d));
		KUNIT_ASSERT_EQ(test, n, (int)want[i].n);
		KUNIT_EXPECT_TRUE_MSG(test, !memcmp(d, want[i].d, n * sizeof(u32)),
				      "proto %u", enc[i].proto);
		KUNIT_EXPECT_EQ(test, lirc_encode(enc[i].proto, enc[i].sc, false,
						  d, n - 1), -ENOSPC);
	}
	n = lirc_encode(RC_PROTO_SONY12, 0x010015, false, d, ARRAY_SIZE(d));
	want[1].n = 0;
	sig_sony(&want[1], 12, 0x15, 0x01, 0);
	KUNIT_ASSERT_EQ(test, n, (int)want[1].n);
	KUNIT_EXPECT_TRUE(test, !memcmp(d, want[1].d, n * sizeof(u32)));
	n = lirc_encode(RC_PROTO_SONY15, 0xa5002a, false, d, ARRAY_SIZE(d));
	want[1].n = 0;
	sig_sony(&want[1], 15, 0x2a, 0xa5, 0);
	KUNIT_ASSERT_EQ(test, n, (int)want[1].n);
	KUNIT_EXPECT_TRUE(test, !memcmp(d, want[1].d, n * sizeof(u32)));
}

/*
 * Robustness: long runs of bits and random durations never overrun a
 * decoder (KASAN and UBSAN watch), and each decoder still decodes a good
 * frame afterwards.
 */
static void lirc_pd_robust_test(struct kunit *test)
{
	static const u64 sanyo[4] = { 0x0abc, 0, 0x12, 0 };
	struct signal *s = kunit_kzalloc(test, sizeof(*s), GFP_KERNEL);
	struct decoders dec;
	struct lirc_code codes[4];
	unsigned int i, round, n;
	u32 seed = 99;

	KUNIT_ASSERT_NOT_NULL(test, s);
	decoders_reset(&dec);
	for (round = 0; round < 40; round++) {
		static const u32 units[] = { 525, 600, 563, 320, 1575, 1200, 1689,
					     680, 1680, 8400, 2400, 9008, 4504,
					     4200, 40000 };

		s->n = 0;
		/* a header, then far too many bits of one protocol */
		switch (round % 4) {
		case 0:
			sig_jvc(s, 0xff, 0xff, true);
			s->n--;
			for (i = 0; i < 100; i++) {
				sig_add(s, 525);
				sig_add(s, 1575);
			}
			break;
		case 1:
			sig_sony(s, 200, ~0U, ~0U, ~0U);
			break;
		case 2:
			sig_sanyo(s, sanyo, 200);
			break;
		default:
			for (i = 0; i < 100; i++)
				sig_sharp_frame(s, lirc_test_lcg(&seed));
			break;
		}
		n = feed(&dec, s, lirc_test_lcg(&seed) % 30000 + 1, codes,
			 ARRAY_SIZE(codes), 0);
		KUNIT_EXPECT_EQ_MSG(test, n, 0U, "round %u", round);
		/* random durations, near the protocols' or anything */
		s->n = 0;
		for (i = 0; i < 301; i++) {
			u32 r = lirc_test_lcg(&seed);

			sig_add(s, r & 1 ? units[(r >> 8) % ARRAY_SIZE(units)] +
				(r >> 16) % 200 - 100 : (r >> 8) % 50000 + 1);
		}
		feed(&dec, s, END_SPACE, codes, ARRAY_SIZE(codes), 0);
	}
	/* and then good frames decode */
	s->n = 0;
	sig_jvc(s, 0x12, 0x34, true);
	n = feed(&dec, s, END_SPACE, codes, ARRAY_SIZE(codes), 0);
	s->n = 0;
	sig_sony(s, 15, 0x7f, 0x80, 0);
	n = feed(&dec, s, END_SPACE, codes, ARRAY_SIZE(codes), n);
	s->n = 0;
	sig_sanyo(s, sanyo, 42);
	n = feed(&dec, s, END_SPACE, codes, ARRAY_SIZE(codes), n);
	s->n = 0;
	sig_sharp(s, SHARP(0x01, 0x80, 1, 0), SHARP(0x01, 0x7f, 0, 1));
	n = feed(&dec, s, END_SPACE, codes, ARRAY_SIZE(codes), n);
	KUNIT_ASSERT_EQ(test, n, 4U);
	KUNIT_EXPECT_EQ(test, codes[0].proto, (u32)RC_PROTO_JVC);
	KUNIT_EXPECT_EQ(test, codes[0].scancode, 0x1234ULL);
	KUNIT_EXPECT_EQ(test, codes[1].proto, (u32)RC_PROTO_SONY15);
	KUNIT_EXPECT_EQ(test, codes[1].scancode, 0x80007fULL);
	KUNIT_EXPECT_EQ(test, codes[2].proto, (u32)RC_PROTO_SANYO);
	KUNIT_EXPECT_EQ(test, codes[2].scancode, 0x0abc12ULL);
	KUNIT_EXPECT_EQ(test, codes[3].proto, (u32)RC_PROTO_SHARP);
	KUNIT_EXPECT_EQ(test, codes[3].scancode, 0x0180ULL);
}

static struct kunit_case lirc_proto_pd_cases[] = {
	KUNIT_CASE(lirc_pd_table_test),
	KUNIT_CASE_PARAM(lirc_pd_decoder_test, pd_gen_params),
	KUNIT_CASE(lirc_pd_round_trip_test),
	KUNIT_CASE(lirc_pd_invalid_test),
	KUNIT_CASE(lirc_pd_encode_exact_test),
	KUNIT_CASE(lirc_pd_robust_test),
	{}
};

static struct kunit_suite lirc_proto_pd_suite = {
	.name = "lirc_proto_pd",
	.test_cases = lirc_proto_pd_cases,
};

kunit_test_suite(lirc_proto_pd_suite);

MODULE_LICENSE("GPL");
