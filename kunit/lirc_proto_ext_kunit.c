// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit tests for the Samsung36 and Kaseikyo decoders and encoders.
 *
 * Test signals are built here from the protocols' descriptions (field
 * values, nominal timings), independently of the encoders under test; the
 * expected scancodes follow the layouts of <linux/lirc_core.h>, and the
 * window edges the limits documented at the top of lirc_samsung36.c and
 * lirc_kaseikyo.c. Every signal is fed to every family of the protocol
 * table, so that no other decoder takes these frames (NEC and Samsung36
 * share a header) and these decoders take no other frames.
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
 * Samsung36: header 4500 + 4500 us; @abits address bits, the most
 * significant first, as 500 us pulses and 500 us (0) or 1500 us (1)
 * spaces; if @middle, a 500 us pulse and a 4500 us space; @cbits command
 * bits the same way; a 500 us pulse.
 */
static void sig_s36(struct signal *s, u32 addr, unsigned int abits, bool middle,
		    u32 cmd, unsigned int cbits)
{
	unsigned int i;

	sig_add(s, 4500);
	sig_add(s, 4500);
	for (i = 0; i < abits; i++) {
		sig_add(s, 500);
		sig_add(s, (addr >> (abits - 1 - i)) & 1 ? 1500 : 500);
	}
	if (middle) {
		sig_add(s, 500);
		sig_add(s, 4500);
	}
	for (i = 0; i < cbits; i++) {
		sig_add(s, 500);
		sig_add(s, (cmd >> (cbits - 1 - i)) & 1 ? 1500 : 500);
	}
	sig_add(s, 500);
}

/*
 * Kaseikyo: header 3456 + 1728 us; @nbits bits of the bytes @b, each byte
 * least significant bit first, as 432 us pulses and 432 us (0) or 1296 us
 * (1) spaces; a 432 us pulse.
 */
static void sig_ksk(struct signal *s, const u8 *b, unsigned int nbits)
{
	unsigned int i;

	sig_add(s, 3456);
	sig_add(s, 1728);
	for (i = 0; i < nbits; i++) {
		sig_add(s, 432);
		sig_add(s, i < 56 && (b[i / 8] >> (i % 8)) & 1 ? 1296 : 432);
	}
	sig_add(s, 432);
}

/*
 * A NEC-style frame of four bytes, each least significant bit first:
 * header @hdr + 4500 us, 560 us pulses, 560 us (0) or 1690 us (1) spaces,
 * a 560 us pulse. Samsung32 is this with a 4500 us header pulse and the
 * bytes address, address, command, ~command.
 */
static void sig_nec(struct signal *s, u32 hdr, u8 b0, u8 b1, u8 b2, u8 b3)
{
	u32 bits = b0 | b1 << 8 | b2 << 16 | (u32)b3 << 24;
	unsigned int i;

	sig_add(s, hdr);
	sig_add(s, 4500);
	for (i = 0; i < 32; i++) {
		sig_add(s, 560);
		sig_add(s, (bits >> i) & 1 ? 1690 : 560);
	}
	sig_add(s, 560);
}

enum gen { GEN_NONE, GEN_S36, GEN_KSK, GEN_SAMSUNG32, GEN_NEC };

/*
 * The fields of a frame. Samsung36: address, command, address bits (0:
 * 16), command bits (0: 20), 1 to leave the middle out. Kaseikyo: vendor,
 * b2, b3, b4, bits to flip in b5 = b2 ^ b3 ^ b4, and the number of bits
 * (0: 48). Samsung32 and NEC: address, command.
 */
struct frame {
	enum gen gen;
	u64 f[6];
};

struct want {
	u32 proto;
	u64 scancode;
};

struct ext_case {
	const char *name;
	struct frame fr;
	struct frame then;	/* a second frame, or GEN_NONE */
	unsigned int frames;	/* copies of @fr; 0 means 1 */
	u32 end;		/* the silence at the end; 0: END_SPACE */
	unsigned int at;	/* 1 + index of a duration to change ... */
	u32 set;		/* ... to this */
	unsigned int truncate;	/* keep only this many durations */
	unsigned int pct;	/* scale every duration; 0 means 100 % */
	bool garbage_first;
	/* expected: @ncodes codes, the first want[0], the others want[1] */
	unsigned int ncodes;
	struct want want[2];
};

#define S36(a, c)		{ GEN_S36, { a, c } }
#define S36_BITS(a, c, ab, cb)	{ GEN_S36, { a, c, ab, cb } }
#define S36_NO_MIDDLE(a, c)	{ GEN_S36, { a, c, 0, 0, 1 } }
#define KSK(v, b2, b3, b4)	{ GEN_KSK, { v, b2, b3, b4 } }
#define KSK_BAD(v, b2, b3, b4, x) { GEN_KSK, { v, b2, b3, b4, x } }
#define KSK_BITS(v, b2, b3, b4, n) { GEN_KSK, { v, b2, b3, b4, 0, n } }
#define SAMSUNG32(a, c)		{ GEN_SAMSUNG32, { a, c } }
#define NEC(a, c)		{ GEN_NEC, { a, c } }

#define P_S36		LIRC_CORE_PROTO_SAMSUNG36
#define P_PANA		LIRC_CORE_PROTO_PANASONIC
#define P_DENON		LIRC_CORE_PROTO_DENON_K
#define P_JVC48		LIRC_CORE_PROTO_JVC48
#define P_KSK		LIRC_CORE_PROTO_KASEIKYO

/* A Samsung36 frame of address 0x1234, command 0x56789. */
#define S36_A		S36(0x1234, 0x56789)
#define S36_A_CODE	{ { P_S36, 0x123456789ULL } }
/* A Panasonic frame: vendor 0x2002, device 0x80, subdevice 0, function 0x3d. */
#define PANA_A		KSK(0x2002, 0x80, 0x00, 0x3d)
#define PANA_A_CODE	{ { P_PANA, 0x80003d } }

static const struct ext_case ext_cases[] = {
	/*
	 * Samsung36: d[0] header pulse, d[1] header space, address bit i
	 * at d[2 + 2i] (address 0x1234: the 4th bit sent is the first 1, its
	 * space d[9]), the middle pulse d[34], the middle space d[35],
	 * command bit j at d[36 + 2j], the trailing pulse d[76].
	 */
	{ "samsung36: address 0x1234 command 0x56789", S36_A, .ncodes = 1,
	  .want = S36_A_CODE },
	{ "samsung36: address 0xa5c3 command 0xf0e1d", S36(0xa5c3, 0xf0e1d),
	  .ncodes = 1, .want = { { P_S36, 0xa5c3f0e1dULL } } },
	{ "samsung36: address 0x0707 command 0x00002", S36(0x0707, 0x00002),
	  .ncodes = 1, .want = { { P_S36, 0x070700002ULL } } },
	{ "samsung36: all zero", S36(0, 0), .ncodes = 1,
	  .want = { { P_S36, 0 } } },
	{ "samsung36: all ones", S36(0xffff, 0xfffff), .ncodes = 1,
	  .want = { { P_S36, 0xfffffffffULL } } },
	{ "samsung36: header pulse 5399 us", S36_A, .at = 1, .set = 5399,
	  .ncodes = 1, .want = S36_A_CODE },
	{ "samsung36: header pulse 5400 us", S36_A, .at = 1, .set = 5400 },
	{ "samsung36: header pulse 3601 us", S36_A, .at = 1, .set = 3601,
	  .ncodes = 1, .want = S36_A_CODE },
	{ "samsung36: header pulse 3600 us", S36_A, .at = 1, .set = 3600 },
	{ "samsung36: header pulse 9000 us (NEC's)", S36_A, .at = 1,
	  .set = 9000 },
	{ "samsung36: header space 5399 us", S36_A, .at = 2, .set = 5399,
	  .ncodes = 1, .want = S36_A_CODE },
	{ "samsung36: header space 5400 us", S36_A, .at = 2, .set = 5400 },
	{ "samsung36: header space 3601 us", S36_A, .at = 2, .set = 3601,
	  .ncodes = 1, .want = S36_A_CODE },
	{ "samsung36: header space 3600 us", S36_A, .at = 2, .set = 3600 },
	{ "samsung36: bit pulse 749 us", S36_A, .at = 3, .set = 749,
	  .ncodes = 1, .want = S36_A_CODE },
	{ "samsung36: bit pulse 750 us", S36_A, .at = 3, .set = 750 },
	{ "samsung36: bit pulse 251 us", S36_A, .at = 3, .set = 251,
	  .ncodes = 1, .want = S36_A_CODE },
	{ "samsung36: bit pulse 250 us", S36_A, .at = 3, .set = 250 },
	{ "samsung36: 0 space 749 us", S36_A, .at = 4, .set = 749,
	  .ncodes = 1, .want = S36_A_CODE },
	{ "samsung36: 0 space 750 us", S36_A, .at = 4, .set = 750 },
	{ "samsung36: 0 space 251 us", S36_A, .at = 4, .set = 251,
	  .ncodes = 1, .want = S36_A_CODE },
	{ "samsung36: 0 space 250 us", S36_A, .at = 4, .set = 250 },
	{ "samsung36: 1 space 1749 us", S36_A, .at = 10, .set = 1749,
	  .ncodes = 1, .want = S36_A_CODE },
	{ "samsung36: 1 space 1750 us", S36_A, .at = 10, .set = 1750 },
	{ "samsung36: 1 space 1251 us", S36_A, .at = 10, .set = 1251,
	  .ncodes = 1, .want = S36_A_CODE },
	{ "samsung36: 1 space 1250 us", S36_A, .at = 10, .set = 1250 },
	{ "samsung36: middle pulse 749 us", S36_A, .at = 35, .set = 749,
	  .ncodes = 1, .want = S36_A_CODE },
	{ "samsung36: middle pulse 750 us", S36_A, .at = 35, .set = 750 },
	{ "samsung36: middle space 5399 us", S36_A, .at = 36, .set = 5399,
	  .ncodes = 1, .want = S36_A_CODE },
	{ "samsung36: middle space 5400 us", S36_A, .at = 36, .set = 5400 },
	{ "samsung36: middle space 3601 us", S36_A, .at = 36, .set = 3601,
	  .ncodes = 1, .want = S36_A_CODE },
	{ "samsung36: middle space 3600 us", S36_A, .at = 36, .set = 3600 },
	{ "samsung36: middle space 1500 us (a 1 bit)", S36_A, .at = 36,
	  .set = 1500 },
	{ "samsung36: trailing pulse 749 us", S36_A, .at = 77, .set = 749,
	  .ncodes = 1, .want = S36_A_CODE },
	{ "samsung36: trailing pulse 750 us", S36_A, .at = 77, .set = 750 },
	{ "samsung36: trailing pulse 251 us", S36_A, .at = 77, .set = 251,
	  .ncodes = 1, .want = S36_A_CODE },
	{ "samsung36: trailing pulse 250 us", S36_A, .at = 77, .set = 250 },
	{ "samsung36: silence 5000 us ends the frame", S36_A, .end = 5000,
	  .ncodes = 1, .want = S36_A_CODE },
	{ "samsung36: silence 4999 us is too short", S36_A, .end = 4999 },
	{ "samsung36: all durations 15 % short", S36(0xa5c3, 0xf0e1d),
	  .pct = 85, .ncodes = 1, .want = { { P_S36, 0xa5c3f0e1dULL } } },
	{ "samsung36: all durations 15 % long", S36(0xa5c3, 0xf0e1d),
	  .pct = 115, .ncodes = 1, .want = { { P_S36, 0xa5c3f0e1dULL } } },
	{ "samsung36: all durations 20 % long (header 5400 us)",
	  S36(0xa5c3, 0xf0e1d), .pct = 120 },
	{ "samsung36: all durations 20 % short (header 3600 us)",
	  S36(0xa5c3, 0xf0e1d), .pct = 80 },
	{ "samsung36: 15 address bits", S36_BITS(0x1234, 0x56789, 15, 20) },
	{ "samsung36: 17 address bits", S36_BITS(0x1234, 0x56789, 17, 20) },
	{ "samsung36: 19 command bits", S36_BITS(0x1234, 0x56789, 16, 19) },
	{ "samsung36: 21 command bits", S36_BITS(0x1234, 0x56789, 16, 21) },
	{ "samsung36: no middle pulse and space",
	  S36_NO_MIDDLE(0x1234, 0x56789) },
	{ "samsung36: no trailing pulse", S36_A, .truncate = 76 },
	{ "samsung36: truncated in the command", S36_A, .truncate = 50 },
	{ "samsung36: a held key is the frame again", S36_A, .frames = 3,
	  .ncodes = 3, .want = S36_A_CODE },
	{ "samsung36: garbage, then a frame", S36_A, .garbage_first = true,
	  .ncodes = 1, .want = S36_A_CODE },

	/* Samsung32 and NEC against Samsung36 */
	{ "samsung32 (4.5 ms header, 32 bits) is NEC-X, not samsung36",
	  SAMSUNG32(0x07, 0x02), .ncodes = 1,
	  .want = { { RC_PROTO_NECX, 0x070702 } } },
	{ "samsung32 all ones: NEC-X only", SAMSUNG32(0xff, 0xff),
	  .ncodes = 1, .want = { { RC_PROTO_NECX, 0xffffff } } },
	{ "samsung32 5 % long: NEC-X only", SAMSUNG32(0xe0, 0x40),
	  .pct = 105, .ncodes = 1, .want = { { RC_PROTO_NECX, 0xe0e040 } } },
	/* NEC's short header ends at 4784 us; samsung36's takes 5175 us */
	{ "samsung32 15 % long: neither NEC nor samsung36",
	  SAMSUNG32(0xe0, 0x40), .pct = 115 },
	{ "nec (9 ms header): NEC only", NEC(0x04, 0x08), .ncodes = 1,
	  .want = { { RC_PROTO_NEC, 0x0408 } } },
	{ "samsung36 address 0x0707 command 0x0fd02: samsung36 only",
	  S36(0x0707, 0x0fd02), .ncodes = 1,
	  .want = { { P_S36, 0x07070fd02ULL } } },
	{ "samsung32, then samsung36: NEC-X, then samsung36",
	  SAMSUNG32(0x07, 0x02), .then = S36_A, .ncodes = 2,
	  .want = { { RC_PROTO_NECX, 0x070702 }, { P_S36, 0x123456789ULL } } },
	{ "samsung36, then samsung32: samsung36, then NEC-X", S36_A,
	  .then = SAMSUNG32(0x07, 0x02), .ncodes = 2,
	  .want = { { P_S36, 0x123456789ULL }, { RC_PROTO_NECX, 0x070702 } } },

	/*
	 * Kaseikyo: d[0] header pulse, d[1] header space, bit i at
	 * d[2 + 2i], the trailing pulse d[98]. Panasonic's b0 is 0x02: bit 0
	 * is a 0 (space d[3]), bit 1 a 1 (space d[5]).
	 */
	{ "panasonic: device 0x80 subdevice 0 function 0x3d", PANA_A,
	  .ncodes = 1, .want = PANA_A_CODE },
	{ "panasonic: 0x40 0x04 0x0c", KSK(0x2002, 0x40, 0x04, 0x0c),
	  .ncodes = 1, .want = { { P_PANA, 0x40040c } } },
	{ "panasonic: all zero", KSK(0x2002, 0, 0, 0), .ncodes = 1,
	  .want = { { P_PANA, 0 } } },
	{ "panasonic: all ones but the parity nibble",
	  KSK(0x2002, 0xf0, 0xff, 0xff), .ncodes = 1,
	  .want = { { P_PANA, 0xf0ffff } } },
	{ "denon-k: 0x10 0x2a 0x55", KSK(0x3254, 0x10, 0x2a, 0x55),
	  .ncodes = 1, .want = { { P_DENON, 0x102a55 } } },
	{ "denon-k: 0xe0 0x01 0xfe", KSK(0x3254, 0xe0, 0x01, 0xfe),
	  .ncodes = 1, .want = { { P_DENON, 0xe001fe } } },
	{ "jvc-48: 0x72 0x01 0x9b (parity nibble 2)",
	  KSK(0x0103, 0x72, 0x01, 0x9b), .ncodes = 1,
	  .want = { { P_JVC48, 0x72019b } } },
	{ "jvc-48: 0x02 0xff 0x00", KSK(0x0103, 0x02, 0xff, 0x00),
	  .ncodes = 1, .want = { { P_JVC48, 0x02ff00 } } },
	{ "kaseikyo: vendor 0x5aaa (parity 0xf)",
	  KSK(0x5aaa, 0x3f, 0x12, 0x34), .ncodes = 1,
	  .want = { { P_KSK, 0x5aaa3f1234ULL } } },
	{ "kaseikyo: vendor 0x2003, next to Panasonic (parity 1)",
	  KSK(0x2003, 0x81, 0x12, 0x34), .ncodes = 1,
	  .want = { { P_KSK, 0x2003811234ULL } } },
	{ "kaseikyo: vendor 0x0000", KSK(0x0000, 0x00, 0x12, 0x34),
	  .ncodes = 1, .want = { { P_KSK, 0x0000001234ULL } } },
	{ "kaseikyo: vendor 0xffff", KSK(0xffff, 0xa0, 0xbb, 0xcc),
	  .ncodes = 1, .want = { { P_KSK, 0xffffa0bbccULL } } },
	{ "panasonic: parity nibble 1", KSK(0x2002, 0x81, 0x00, 0x3d) },
	{ "panasonic: parity nibble 8", KSK(0x2002, 0x88, 0x00, 0x3d) },
	{ "denon-k: parity nibble 2", KSK(0x3254, 0x12, 0x2a, 0x55) },
	{ "jvc-48: parity nibble 0", KSK(0x0103, 0x70, 0x01, 0x9b) },
	{ "jvc-48: parity nibble 3", KSK(0x0103, 0x73, 0x01, 0x9b) },
	{ "kaseikyo: vendor 0x5aaa, parity nibble 0",
	  KSK(0x5aaa, 0x30, 0x12, 0x34) },
	{ "panasonic: check byte bit 0 wrong",
	  KSK_BAD(0x2002, 0x80, 0x00, 0x3d, 0x01) },
	{ "panasonic: check byte bit 7 wrong",
	  KSK_BAD(0x2002, 0x80, 0x00, 0x3d, 0x80) },
	{ "kaseikyo: check byte bit 4 wrong",
	  KSK_BAD(0x5aaa, 0x3f, 0x12, 0x34, 0x10) },
	{ "panasonic: header pulse 4146 us", PANA_A, .at = 1, .set = 4146,
	  .ncodes = 1, .want = PANA_A_CODE },
	{ "panasonic: header pulse 4147 us", PANA_A, .at = 1, .set = 4147 },
	{ "panasonic: header pulse 2766 us", PANA_A, .at = 1, .set = 2766,
	  .ncodes = 1, .want = PANA_A_CODE },
	{ "panasonic: header pulse 2765 us", PANA_A, .at = 1, .set = 2765 },
	{ "panasonic: header space 2072 us", PANA_A, .at = 2, .set = 2072,
	  .ncodes = 1, .want = PANA_A_CODE },
	{ "panasonic: header space 2073 us", PANA_A, .at = 2, .set = 2073 },
	{ "panasonic: header space 1384 us", PANA_A, .at = 2, .set = 1384,
	  .ncodes = 1, .want = PANA_A_CODE },
	{ "panasonic: header space 1383 us", PANA_A, .at = 2, .set = 1383 },
	{ "panasonic: bit pulse 647 us", PANA_A, .at = 3, .set = 647,
	  .ncodes = 1, .want = PANA_A_CODE },
	{ "panasonic: bit pulse 648 us", PANA_A, .at = 3, .set = 648 },
	{ "panasonic: bit pulse 217 us", PANA_A, .at = 3, .set = 217,
	  .ncodes = 1, .want = PANA_A_CODE },
	{ "panasonic: bit pulse 216 us", PANA_A, .at = 3, .set = 216 },
	{ "panasonic: 0 space 647 us", PANA_A, .at = 4, .set = 647,
	  .ncodes = 1, .want = PANA_A_CODE },
	{ "panasonic: 0 space 648 us", PANA_A, .at = 4, .set = 648 },
	{ "panasonic: 0 space 217 us", PANA_A, .at = 4, .set = 217,
	  .ncodes = 1, .want = PANA_A_CODE },
	{ "panasonic: 0 space 216 us", PANA_A, .at = 4, .set = 216 },
	{ "panasonic: 1 space 1511 us", PANA_A, .at = 6, .set = 1511,
	  .ncodes = 1, .want = PANA_A_CODE },
	{ "panasonic: 1 space 1512 us", PANA_A, .at = 6, .set = 1512 },
	{ "panasonic: 1 space 1081 us", PANA_A, .at = 6, .set = 1081,
	  .ncodes = 1, .want = PANA_A_CODE },
	{ "panasonic: 1 space 1080 us", PANA_A, .at = 6, .set = 1080 },
	{ "panasonic: trailing pulse 647 us", PANA_A, .at = 99, .set = 647,
	  .ncodes = 1, .want = PANA_A_CODE },
	{ "panasonic: trailing pulse 648 us", PANA_A, .at = 99, .set = 648 },
	{ "panasonic: trailing pulse 217 us", PANA_A, .at = 99, .set = 217,
	  .ncodes = 1, .want = PANA_A_CODE },
	{ "panasonic: trailing pulse 216 us", PANA_A, .at = 99, .set = 216 },
	{ "panasonic: silence 4320 us ends the frame", PANA_A, .end = 4320,
	  .ncodes = 1, .want = PANA_A_CODE },
	{ "panasonic: silence 4319 us is too short", PANA_A, .end = 4319 },
	{ "denon-k: all durations 15 % short", KSK(0x3254, 0xe0, 0x01, 0xfe),
	  .pct = 85, .ncodes = 1, .want = { { P_DENON, 0xe001fe } } },
	{ "denon-k: all durations 15 % long", KSK(0x3254, 0xe0, 0x01, 0xfe),
	  .pct = 115, .ncodes = 1, .want = { { P_DENON, 0xe001fe } } },
	{ "kaseikyo: all durations 15 % short", KSK(0x5aaa, 0x3f, 0x12, 0x34),
	  .pct = 85, .ncodes = 1, .want = { { P_KSK, 0x5aaa3f1234ULL } } },
	{ "kaseikyo: all durations 15 % long", KSK(0x5aaa, 0x3f, 0x12, 0x34),
	  .pct = 115, .ncodes = 1, .want = { { P_KSK, 0x5aaa3f1234ULL } } },
	{ "denon-k: all durations 20 % long (header 4147 us)",
	  KSK(0x3254, 0xe0, 0x01, 0xfe), .pct = 120 },
	{ "denon-k: all durations 20 % short (header 2764 us)",
	  KSK(0x3254, 0xe0, 0x01, 0xfe), .pct = 80 },
	{ "panasonic: 47 bits", KSK_BITS(0x2002, 0x80, 0x00, 0x3d, 47) },
	{ "panasonic: 49 bits", KSK_BITS(0x2002, 0x80, 0x00, 0x3d, 49) },
	{ "panasonic: 56 bits (Kaseikyo56 is not decoded)",
	  KSK_BITS(0x2002, 0x80, 0x00, 0x3d, 56) },
	{ "panasonic: 32 bits", KSK_BITS(0x2002, 0x80, 0x00, 0x3d, 32) },
	{ "panasonic: no trailing pulse", PANA_A, .truncate = 98 },
	{ "panasonic: a held key is the frame again", PANA_A, .frames = 3,
	  .ncodes = 3, .want = PANA_A_CODE },
	{ "panasonic: garbage, then a frame", PANA_A, .garbage_first = true,
	  .ncodes = 1, .want = PANA_A_CODE },
	{ "panasonic, then denon-k", PANA_A,
	  .then = KSK(0x3254, 0x10, 0x2a, 0x55), .ncodes = 2,
	  .want = { { P_PANA, 0x80003d }, { P_DENON, 0x102a55 } } },
	{ "samsung36, then panasonic", S36_A, .then = PANA_A, .ncodes = 2,
	  .want = { { P_S36, 0x123456789ULL }, { P_PANA, 0x80003d } } },
};

LIRC_KUNIT_PARAMS(ext, ext_cases);

struct decoders {
	u64 state[LIRC_PROTO_FAMILIES][LIRC_PROTO_STATE_MAX / sizeof(u64)];
};

/* Every family from a zeroed state: the configurable ones unconfigured. */
static void decoders_reset(struct decoders *dec)
{
	unsigned int i;

	memset(dec, 0, sizeof(*dec));
	for (i = 0; i < LIRC_PROTO_FAMILIES; i++)
		lirc_proto_table[i]->reset(dec->state[i]);
}

/* Feed alternating pulses and spaces, then @end of silence, to them all. */
static unsigned int feed(struct decoders *dec, const struct signal *s, u32 end,
			 struct lirc_code *out, unsigned int max, unsigned int n)
{
	struct lirc_code code;
	unsigned int i, j;

	for (i = 0; i <= s->n; i++) {
		bool pulse = i < s->n && !(i % 2);
		u32 us = i < s->n ? s->d[i] : end;

		for (j = 0; j < LIRC_PROTO_FAMILIES; j++) {
			if (lirc_proto_table[j]->feed(dec->state[j], pulse, us,
						      &code) && n < max)
				out[n++] = code;
		}
	}
	return n;
}

static void build_frame(const struct frame *fr, struct signal *s)
{
	const u64 *f = fr->f;
	u8 b[7] = { f[0], f[0] >> 8, f[1], f[2], f[3] };

	switch (fr->gen) {
	case GEN_S36:
		sig_s36(s, f[0], f[2] ?: 16, !f[4], f[1], f[3] ?: 20);
		break;
	case GEN_KSK:
		b[5] = b[2] ^ b[3] ^ b[4] ^ f[4];
		sig_ksk(s, b, f[5] ?: 48);
		break;
	case GEN_SAMSUNG32:
		sig_nec(s, 4500, f[0], f[0], f[1], ~f[1]);
		break;
	case GEN_NEC:
		sig_nec(s, 9000, f[0], ~f[0], f[1], ~f[1]);
		break;
	case GEN_NONE:
		break;
	}
}

/* The frames of @c, 60 ms of silence between them, before the end. */
static void build(const struct ext_case *c, struct signal *s)
{
	unsigned int i, frames = c->frames ?: 1, pct = c->pct ?: 100;

	s->n = 0;
	for (i = 0; i < frames; i++) {
		if (i)
			sig_add(s, 60000);
		build_frame(&c->fr, s);
	}
	if (c->then.gen != GEN_NONE) {
		sig_add(s, 60000);
		build_frame(&c->then, s);
	}
	if (c->at && c->at <= s->n)
		s->d[c->at - 1] = c->set;
	if (c->truncate && c->truncate < s->n)
		s->n = c->truncate;
	for (i = 0; i < s->n; i++)
		s->d[i] = s->d[i] * pct / 100;
}

static void lirc_ext_decoder_test(struct kunit *test)
{
	const struct ext_case *c = test->param_value;
	static const u32 junk[] = { 4500, 4500, 500, 1500, 3456, 1728, 432,
				    1296, 500, 4500, 9000, 432, 700 };
	struct decoders *dec = kunit_kzalloc(test, sizeof(*dec), GFP_KERNEL);
	struct lirc_code codes[8];
	struct signal *s;
	unsigned int i, n = 0;

	s = kunit_kzalloc(test, sizeof(*s), GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, s);
	KUNIT_ASSERT_NOT_NULL(test, dec);
	decoders_reset(dec);
	if (c->garbage_first) {
		for (i = 0; i < ARRAY_SIZE(junk); i++)
			sig_add(s, junk[i]);
		n = feed(dec, s, 30000, codes, ARRAY_SIZE(codes), 0);
		KUNIT_EXPECT_EQ_MSG(test, n, 0U, "garbage decoded as a code");
	}
	build(c, s);
	n = feed(dec, s, c->end ?: END_SPACE, codes, ARRAY_SIZE(codes), n);

	KUNIT_ASSERT_EQ(test, n, c->ncodes);
	for (i = 0; i < n; i++) {
		const struct want *w = &c->want[i && c->want[1].proto ? 1 : 0];

		KUNIT_EXPECT_EQ_MSG(test, codes[i].proto, w->proto, "code %u", i);
		KUNIT_EXPECT_EQ_MSG(test, codes[i].scancode, w->scancode,
				    "code %u", i);
		KUNIT_EXPECT_FALSE_MSG(test, codes[i].repeat, "code %u", i);
		KUNIT_EXPECT_FALSE_MSG(test, codes[i].toggle, "code %u", i);
	}
}

/* The variants: names, groups, carriers, the masks of their scancodes. */
static const struct {
	u32 proto;
	const char *name;
	u32 carrier;
	u64 mask;
} variants[] = {
	{ P_S36, "samsung36", 38000, 0xfffffffffULL },
	{ P_PANA, "panasonic", 37000, 0xffffff },
	{ P_DENON, "denon-k", 37000, 0xffffff },
	{ P_JVC48, "jvc-48", 37000, 0xffffff },
	{ P_KSK, "kaseikyo", 37000, 0xffffffffffULL },
};

static void lirc_ext_table_test(struct kunit *test)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(variants); i++) {
		const struct lirc_proto_variant *v = NULL;
		const struct lirc_proto_family *f;
		u32 proto = ~0U;

		f = lirc_proto_find(variants[i].proto, &v);
		KUNIT_EXPECT_PTR_EQ(test, f, i ? &lirc_kaseikyo_family :
					     &lirc_samsung36_family);
		KUNIT_ASSERT_NOT_NULL(test, v);
		KUNIT_EXPECT_STREQ(test, v->name, variants[i].name);
		KUNIT_EXPECT_STREQ(test, v->group, i ? "kaseikyo" : "samsung36");
		KUNIT_EXPECT_EQ(test, lirc_proto_by_name(variants[i].name, &proto),
				0);
		KUNIT_EXPECT_EQ(test, proto, variants[i].proto);
		KUNIT_EXPECT_EQ(test, lirc_proto_carrier(variants[i].proto),
				variants[i].carrier);
		KUNIT_EXPECT_TRUE(test, lirc_proto_all() &
				  BIT_ULL(variants[i].proto));
	}
	KUNIT_EXPECT_EQ(test, lirc_proto_group_mask("samsung36"),
			BIT_ULL(P_S36));
	KUNIT_EXPECT_EQ(test, lirc_proto_group_mask("kaseikyo"),
			BIT_ULL(P_PANA) | BIT_ULL(P_DENON) | BIT_ULL(P_JVC48) |
			BIT_ULL(P_KSK));
	KUNIT_EXPECT_EQ(test, lirc_samsung36_family.n_variants, 1U);
	KUNIT_EXPECT_EQ(test, lirc_kaseikyo_family.n_variants, 4U);
}

/* valid(): what fits each layout, with the vendor's parity nibble. */
static const struct {
	const char *name;
	u32 proto;
	u64 scancode;
	bool valid;
} valid_cases[] = {
	{ "samsung36: 0", P_S36, 0, true },
	{ "samsung36: 36 bits", P_S36, 0xfffffffffULL, true },
	{ "samsung36: 0x123456789", P_S36, 0x123456789ULL, true },
	{ "samsung36: bit 36", P_S36, 0x1000000000ULL, false },
	{ "samsung36: bit 63", P_S36, BIT_ULL(63), false },
	{ "panasonic: 0x80003d", P_PANA, 0x80003d, true },
	{ "panasonic: 0xf0ffff", P_PANA, 0xf0ffff, true },
	{ "panasonic: parity nibble 1", P_PANA, 0x81003d, false },
	{ "panasonic: parity nibble 0xf", P_PANA, 0x8f003d, false },
	{ "panasonic: bit 24", P_PANA, 0x180003d, false },
	{ "panasonic: Panasonic's vendor in bits 24-39", P_PANA,
	  0x200280003dULL, false },
	{ "denon-k: 0x102a55", P_DENON, 0x102a55, true },
	{ "denon-k: parity nibble 2", P_DENON, 0x122a55, false },
	{ "denon-k: bit 24", P_DENON, 0x1102a55, false },
	{ "jvc-48: 0x72019b", P_JVC48, 0x72019b, true },
	{ "jvc-48: 0x02ff00", P_JVC48, 0x02ff00, true },
	{ "jvc-48: parity nibble 0", P_JVC48, 0x70019b, false },
	{ "jvc-48: bit 31", P_JVC48, 0x8072019bULL, false },
	{ "kaseikyo: vendor 0x5aaa", P_KSK, 0x5aaa3f1234ULL, true },
	{ "kaseikyo: vendor 0x2003", P_KSK, 0x2003811234ULL, true },
	{ "kaseikyo: vendor 0", P_KSK, 0x1234, true },
	{ "kaseikyo: vendor 0x5aaa, parity nibble 0", P_KSK, 0x5aaa301234ULL,
	  false },
	{ "kaseikyo: vendor 0x2003, parity nibble 0", P_KSK, 0x2003801234ULL,
	  false },
	{ "kaseikyo: Panasonic's vendor", P_KSK, 0x2002801234ULL, false },
	{ "kaseikyo: Denon's vendor", P_KSK, 0x3254101234ULL, false },
	{ "kaseikyo: JVC's vendor", P_KSK, 0x0103721234ULL, false },
	{ "kaseikyo: bit 40", P_KSK, 0x15aaa3f1234ULL, false },
};

LIRC_KUNIT_PARAMS(valid, valid_cases);

static void lirc_ext_valid_test(struct kunit *test)
{
	typeof(valid_cases[0]) *c = test->param_value;
	u32 d[LIRC_ENCODE_MAX];
	int n;

	KUNIT_EXPECT_EQ(test, lirc_scancode_valid(c->proto, c->scancode),
			c->valid);
	n = lirc_encode(c->proto, c->scancode, false, d, ARRAY_SIZE(d));
	if (c->valid)
		KUNIT_EXPECT_GT(test, n, 0);
	else
		KUNIT_EXPECT_EQ(test, n, -EINVAL);
}

/*
 * Encode, scale every duration to @pct %, decode with every family:
 * exactly one code, of @proto and @sc.
 */
static bool round_trip(struct kunit *test, u32 proto, u64 sc, unsigned int pct,
		       struct signal *s)
{
	struct decoders *dec = kunit_kzalloc(test, sizeof(*dec), GFP_KERNEL);
	struct lirc_code codes[4];
	unsigned int i;
	int n;

	KUNIT_ASSERT_NOT_NULL(test, dec);

	n = lirc_encode(proto, sc, false, s->d, LIRC_ENCODE_MAX);
	if (n <= 0 || n % 2 == 0) {
		KUNIT_FAIL(test, "proto %u scancode %#llx: encode gave %d",
			   proto, sc, n);
		return false;
	}
	for (i = 0; i < (unsigned int)n; i++)
		s->d[i] = s->d[i] * pct / 100;
	s->n = n;
	decoders_reset(dec);
	n = feed(dec, s, END_SPACE, codes, ARRAY_SIZE(codes), 0);
	kunit_kfree(test, dec);
	if (n != 1 || codes[0].proto != proto || codes[0].scancode != sc ||
	    codes[0].repeat) {
		KUNIT_FAIL(test, "proto %u scancode %#llx at %u %%: %d codes, first %u %#llx",
			   proto, sc, pct, n, n ? codes[0].proto : 0,
			   n ? codes[0].scancode : 0);
		return false;
	}
	return true;
}

/* The vendor parity nibble, computed here from the definition. */
static u64 with_parity(u64 sc, u16 vendor)
{
	u8 p = (vendor & 0xf) ^ (vendor >> 4 & 0xf) ^ (vendor >> 8 & 0xf) ^
	       (vendor >> 12 & 0xf);

	return (sc & ~0xf0000ULL) | (u64)p << 16;
}

/*
 * Each variant: hand-picked scancodes and 200 seeded ones (Kaseikyo's
 * with the right parity nibble, generic vendors other than the named
 * three) come back, at 85 %, 100 % and 115 % of their durations.
 */
static void lirc_ext_round_trip_test(struct kunit *test)
{
	static const struct {
		u32 proto;
		u64 sc;
	} picked[] = {
		{ P_S36, 0 }, { P_S36, 0xfffffffffULL },
		{ P_S36, 0x123456789ULL }, { P_S36, 0x800000001ULL },
		{ P_PANA, 0 }, { P_PANA, 0x80003d }, { P_PANA, 0xf0ffff },
		{ P_DENON, 0x102a55 }, { P_DENON, 0xe001fe },
		{ P_JVC48, 0x72019b }, { P_JVC48, 0x02ff00 },
		{ P_KSK, 0x5aaa3f1234ULL }, { P_KSK, 0x2003811234ULL },
		{ P_KSK, 0xffffa0ffffULL }, { P_KSK, 0x1234 },
	};
	static const u16 vendors[] = { 0x2002, 0x3254, 0x0103 };
	static const unsigned int pcts[] = { 85, 100, 115 };
	struct signal *s = kunit_kzalloc(test, sizeof(*s), GFP_KERNEL);
	unsigned int i, v, p, ok = 0, tried = 0;
	u32 seed = 4711;

	KUNIT_ASSERT_NOT_NULL(test, s);
	for (i = 0; i < ARRAY_SIZE(picked); i++) {
		KUNIT_EXPECT_TRUE_MSG(test, lirc_scancode_valid(picked[i].proto,
								picked[i].sc),
				      "%u %#llx", picked[i].proto, picked[i].sc);
		for (p = 0; p < ARRAY_SIZE(pcts); p++, tried++)
			ok += round_trip(test, picked[i].proto, picked[i].sc,
					 pcts[p], s);
	}
	for (v = 0; v < ARRAY_SIZE(variants); v++) {
		for (i = 0; i < 200; i++) {
			u64 sc = (u64)lirc_test_lcg(&seed) << 8 ^
				 lirc_test_lcg(&seed);
			u16 vendor;

			sc &= variants[v].mask;
			if (variants[v].proto == P_KSK) {
				vendor = sc >> 24;
				if (vendor == 0x2002 || vendor == 0x3254 ||
				    vendor == 0x0103)
					vendor ^= 0x8000;
				sc = (sc & 0xffffff) | (u64)vendor << 24;
				sc = with_parity(sc, vendor);
			} else if (variants[v].proto != P_S36) {
				sc = with_parity(sc, vendors[v - 1]);
			}
			KUNIT_EXPECT_TRUE_MSG(test,
					      lirc_scancode_valid(variants[v].proto, sc),
					      "%s %#llx", variants[v].name, sc);
			p = i % ARRAY_SIZE(pcts);
			ok += round_trip(test, variants[v].proto, sc, pcts[p], s);
			tried++;
		}
	}
	KUNIT_EXPECT_EQ(test, ok, tried);
}

/* The encoders' output equals the signals built from the descriptions. */
static void lirc_ext_encode_exact_test(struct kunit *test)
{
	static const struct {
		u32 proto;
		u64 sc;
		struct frame fr;
	} enc[] = {
		{ P_S36, 0x123456789ULL, S36(0x1234, 0x56789) },
		{ P_S36, 0xa5c3f0e1dULL, S36(0xa5c3, 0xf0e1d) },
		{ P_PANA, 0x80003d, KSK(0x2002, 0x80, 0x00, 0x3d) },
		{ P_DENON, 0x102a55, KSK(0x3254, 0x10, 0x2a, 0x55) },
		{ P_JVC48, 0x72019b, KSK(0x0103, 0x72, 0x01, 0x9b) },
		{ P_KSK, 0x5aaa3f1234ULL, KSK(0x5aaa, 0x3f, 0x12, 0x34) },
	};
	struct signal *want = kunit_kzalloc(test, sizeof(*want), GFP_KERNEL);
	u32 d[LIRC_ENCODE_MAX];
	unsigned int i;
	int n;

	KUNIT_ASSERT_NOT_NULL(test, want);
	for (i = 0; i < ARRAY_SIZE(enc); i++) {
		want->n = 0;
		build_frame(&enc[i].fr, want);
		KUNIT_EXPECT_EQ(test, want->n, enc[i].proto == P_S36 ? 77U : 99U);
		n = lirc_encode(enc[i].proto, enc[i].sc, false, d, ARRAY_SIZE(d));
		KUNIT_ASSERT_EQ(test, n, (int)want->n);
		KUNIT_EXPECT_TRUE_MSG(test, !memcmp(d, want->d, n * sizeof(u32)),
				      "proto %u %#llx", enc[i].proto, enc[i].sc);
		KUNIT_EXPECT_EQ(test, lirc_encode(enc[i].proto, enc[i].sc, false,
						  d, n - 1), -ENOSPC);
		KUNIT_EXPECT_EQ(test, lirc_encode(enc[i].proto, enc[i].sc, false,
						  d, n), n);
	}
}

/*
 * Robustness: far too many bits and random durations never overrun a
 * decoder (KASAN and UBSAN watch), and good frames decode afterwards.
 */
static void lirc_ext_robust_test(struct kunit *test)
{
	static const u32 units[] = { 500, 1500, 4500, 432, 1296, 1728, 3456,
				     560, 1690, 9000 };
	static const struct frame good[] = {
		S36(0xbeef, 0x12345), KSK(0x2002, 0x40, 0x04, 0x0c),
		KSK(0x1234, 0x44, 0x56, 0x78),
	};
	struct signal *s = kunit_kzalloc(test, sizeof(*s), GFP_KERNEL);
	static const u8 ones[7] = { 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff };
	struct decoders *dec = kunit_kzalloc(test, sizeof(*dec), GFP_KERNEL);
	struct lirc_code codes[4];
	unsigned int i, round, n;
	u32 seed = 1234;

	KUNIT_ASSERT_NOT_NULL(test, s);
	KUNIT_ASSERT_NOT_NULL(test, dec);
	decoders_reset(dec);
	for (round = 0; round < 30; round++) {
		s->n = 0;
		if (round % 2) {
			sig_ksk(s, ones, 56);
			s->n--;
			for (i = 0; i < 100; i++) {
				sig_add(s, 432);
				sig_add(s, 1296);
			}
			sig_add(s, 432);
		} else {
			sig_s36(s, 0xffff, 16, true, ~0U, 32);
			s->n--;
			for (i = 0; i < 100; i++) {
				sig_add(s, 500);
				sig_add(s, 1500);
			}
			sig_add(s, 500);
		}
		n = feed(dec, s, lirc_test_lcg(&seed) % 30000 + 1, codes,
			 ARRAY_SIZE(codes), 0);
		KUNIT_EXPECT_EQ_MSG(test, n, 0U, "round %u", round);
		s->n = 0;
		for (i = 0; i < 301; i++) {
			u32 r = lirc_test_lcg(&seed);

			sig_add(s, r & 1 ? units[(r >> 8) % ARRAY_SIZE(units)] +
				(r >> 16) % 200 - 100 : (r >> 8) % 50000 + 1);
		}
		feed(dec, s, END_SPACE, codes, ARRAY_SIZE(codes), 0);
	}
	n = 0;
	for (i = 0; i < ARRAY_SIZE(good); i++) {
		s->n = 0;
		build_frame(&good[i], s);
		n = feed(dec, s, END_SPACE, codes, ARRAY_SIZE(codes), n);
	}
	KUNIT_ASSERT_EQ(test, n, 3U);
	KUNIT_EXPECT_EQ(test, codes[0].proto, (u32)P_S36);
	KUNIT_EXPECT_EQ(test, codes[0].scancode, 0xbeef12345ULL);
	KUNIT_EXPECT_EQ(test, codes[1].proto, (u32)P_PANA);
	KUNIT_EXPECT_EQ(test, codes[1].scancode, 0x40040cULL);
	/* vendor 0x1234: parity 1 ^ 2 ^ 3 ^ 4 = 4 */
	KUNIT_EXPECT_EQ(test, codes[2].proto, (u32)P_KSK);
	KUNIT_EXPECT_EQ(test, codes[2].scancode, 0x1234445678ULL);
}

static struct kunit_case lirc_proto_ext_cases[] = {
	KUNIT_CASE(lirc_ext_table_test),
	KUNIT_CASE_PARAM(lirc_ext_decoder_test, ext_gen_params),
	KUNIT_CASE_PARAM(lirc_ext_valid_test, valid_gen_params),
	KUNIT_CASE(lirc_ext_round_trip_test),
	KUNIT_CASE(lirc_ext_encode_exact_test),
	KUNIT_CASE(lirc_ext_robust_test),
	{}
};

static struct kunit_suite lirc_proto_ext_suite = {
	.name = "lirc_proto_ext",
	.test_cases = lirc_proto_ext_cases,
};

kunit_test_suite(lirc_proto_ext_suite);

MODULE_LICENSE("GPL");
