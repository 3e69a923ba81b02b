// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit: every protocol family's signals through every family's decoder.
 *
 * The matrix: each family with an encoder, each of its variants, a few
 * valid scancodes (0, the whole layout, seeded ones), both toggles where
 * the toggle is on the air; sent once and as a held key (twice, with a
 * gap); nominal, every duration scaled by 0.85 and by 1.15, and every
 * duration scaled by its own seeded factor within 15 %. The decode-only
 * families get signals built here from their descriptions. Each signal
 * goes to every family's decoder, from reset: its own must return the
 * scancode, every other must return nothing.
 *
 * Random trains: seeded pulse and space trains, of arbitrary durations and
 * of durations near the protocols' units, through every decoder: how often
 * does noise read as a code?
 *
 * Both walk lirc_proto_table, so a family added there is covered without
 * a change here.
 */

#include <kunit/test.h>
#include <linux/kernel.h>
#include <linux/ktime.h>
#include <linux/prandom.h>
#include <linux/sched.h>
#include <linux/slab.h>

#include <linux/lirc_core.h>

#include "lirc_proto.h"

#define END_SPACE	200000	/* the silence after every signal */
#define HELD_GAP	40000	/* between the two frames of a held key */
#define SIG_MAX		(2 * LIRC_ENCODE_MAX + 2)
#define CODES_MAX	4	/* codes kept per decoder and signal */
#define NFAM		LIRC_PROTO_FAMILIES

/* The ways a signal is distorted, in permille of each duration. */
enum jitter {
	J_NOMINAL,
	J_SHORT,	/* every duration * 0.85 */
	J_LONG,		/* every duration * 1.15 */
	J_RANDOM,	/* each its own factor in [0.85, 1.15] */
	J_KINDS,
};

#define JITTER_SEEDS	3	/* random jitters per signal */

static const char *const jitter_name[J_KINDS] = {
	"nominal", "x0.85", "x1.15", "random"
};

struct signal {
	u32 d[SIG_MAX];		/* d[0] a pulse, then alternating; odd n */
	unsigned int n;
};

static const char *fam_name(const struct lirc_proto_family *f)
{
	return f->variants[0].group;
}

static const char *proto_name(u32 proto)
{
	const struct lirc_proto_variant *v = NULL;

	return lirc_proto_find(proto, &v) ? v->name : "?";
}

/* The family of lirc_proto_table of @proto, as an index; NFAM if none. */
static unsigned int fam_index(u32 proto)
{
	const struct lirc_proto_family *f = lirc_proto_find(proto, NULL);
	unsigned int i;

	for (i = 0; i < NFAM; i++)
		if (lirc_proto_table[i] == f)
			return i;
	return NFAM;
}

/*
 * Off-diagonal pairs that may decode. Two lists: frames that are the same
 * on the air (no decoder can tell them apart), and decoder bugs, each with
 * a TODO, until they are fixed. An entry names the encoding family, the
 * decoding family, and whether only distorted signals may decode (the
 * nominal ones must still give nothing).
 */
struct pair {
	const struct lirc_proto_family *enc;
	const struct lirc_proto_family *dec;
	bool distorted_only;
};

static const struct pair same_frame[] = {
	/*
	 * A Sharp frame with every duration scaled by 0.85 (pulses 272 us,
	 * spaces 578 and 1428 us) or 1.15 (368, 782, 1932 us) is, duration by
	 * duration, within iMON's windows of half a 416 us unit: 1 unit of
	 * pulse, 1 and 3 (or 2 and 5) units of space, and its check units
	 * agree. iMON's windows are that wide by design (its receivers round
	 * to 250 us); at nominal timing the two differ.
	 */
	{ &lirc_sharp_family, &lirc_impad_family, true },
	/*
	 * The manchester decoder's defaults, v4l-utils', are RC-5's format
	 * (888 us halves, 14 bits, a start bit): with them it reads RC-5
	 * frames, by design. It is enabled only with a remote's own
	 * parameters.
	 */
	{ &lirc_rc5_family, &lirc_manchester_family, false },
};

static bool pair_listed(const struct pair *list, unsigned int n,
			const struct lirc_proto_family *enc,
			const struct lirc_proto_family *dec, enum jitter kind)
{
	unsigned int i;

	for (i = 0; i < n; i++)
		if (list[i].enc == enc && list[i].dec == dec &&
		    (!list[i].distorted_only || kind != J_NOMINAL))
			return true;
	return false;
}

static bool same_frame_allowed(const struct lirc_proto_family *enc,
			       const struct lirc_proto_family *dec,
			       enum jitter kind)
{
	return pair_listed(same_frame, ARRAY_SIZE(same_frame), enc, dec,
			   kind);
}

/*
 * Variants whose windows are narrower than 15 % somewhere, so that a
 * signal with every duration scaled by 0.85 or by 1.15 need not decode:
 * these scalings are reported for them, not asserted. Every other variant
 * must decode them; a new one with narrower windows belongs here, with
 * the reason.
 */
#define ANY_VARIANT	U32_MAX

static const struct {
	const struct lirc_proto_family *f;
	u32 proto;		/* or ANY_VARIANT */
} narrow[] = {
	/* the gap after the 8th bit: 4 units within half a unit, 12.5 % */
	{ &lirc_rc5_family, RC_PROTO_RC5X_20 },
	/* header 8400 and 4200 us, each within 262 us: 3.1 % and 6.2 % */
	{ &lirc_jvc_family, ANY_VARIANT },
	/* header pulse 2400 us within 300 us: 12.5 % */
	{ &lirc_sony_family, ANY_VARIANT },
	/* header 9008 and 4504 us, each within 281 us: 3.1 % and 6.2 % */
	{ &lirc_sanyo_family, ANY_VARIANT },
	/* n units within 208 us: 12.5 % for a run of 4 units, less beyond */
	{ &lirc_impad_family, ANY_VARIANT },
	/* the 611 and 778 us spaces within 83 us: 13.6 % and 10.7 % */
	{ &lirc_rcmm_family, ANY_VARIANT },
	/* nibble spaces of up to 2800 us within 68 us: 2.4 % */
	{ &lirc_xmp_family, ANY_VARIANT },
	/* the leader pulse, 2664 us within 333 us: 12.5 % */
	{ &lirc_mce_kbd_family, ANY_VARIANT },
};

static bool narrow_windows(const struct lirc_proto_family *f, u32 proto)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(narrow); i++)
		if (narrow[i].f == f &&
		    (narrow[i].proto == ANY_VARIANT || narrow[i].proto == proto))
			return true;
	return false;
}

/*
 * What one decoder made of one signal: how many codes, the first
 * CODES_MAX of them.
 */
struct decoded {
	unsigned int n, repeats;	/* codes, and repeat codes of them */
	struct lirc_code code[CODES_MAX];
};

static void decode(const struct lirc_proto_family *f, const u32 *d,
		   unsigned int n, struct decoded *out)
{
	u64 state[LIRC_PROTO_STATE_MAX / sizeof(u64)] = { };
	struct lirc_code code;
	unsigned int i;

	out->n = 0;
	out->repeats = 0;
	/* a configurable decoder with the parameters of a new device */
	lirc_cfg_init(f, state);
	f->reset(state);
	for (i = 0; i <= n; i++) {
		bool pulse = i < n && !(i & 1);

		if (!f->feed(state, pulse, i < n ? d[i] : END_SPACE, &code))
			continue;
		if (out->n < CODES_MAX)
			out->code[out->n] = code;
		out->n++;
		out->repeats += code.repeat;
	}
}

/* @us scaled by @permille, at least 1 us. */
static u32 scale(u32 us, u32 permille)
{
	return max_t(u32, DIV_ROUND_CLOSEST(us * permille, 1000), 1);
}

/* @in, distorted: @kind, with @rnd for J_RANDOM. */
static void distort(const struct signal *in, struct signal *out,
		    enum jitter kind, struct rnd_state *rnd)
{
	unsigned int i;

	for (i = 0; i < in->n; i++) {
		u32 p = 1000;

		if (kind == J_SHORT)
			p = 850;
		else if (kind == J_LONG)
			p = 1150;
		else if (kind == J_RANDOM)
			p = 850 + prandom_u32_state(rnd) % 301;
		out->d[i] = scale(in->d[i], p);
	}
	out->n = in->n;
}

/* @s, then HELD_GAP of space, then @s again. */
static void held(const struct signal *s, struct signal *out)
{
	memcpy(out->d, s->d, s->n * sizeof(u32));
	out->d[s->n] = HELD_GAP;
	memcpy(out->d + s->n + 1, s->d, s->n * sizeof(u32));
	out->n = 2 * s->n + 1;
}

/* Append @us at level @pulse, merging with the last level if equal. */
static void level(struct signal *s, bool pulse, u32 us)
{
	if (s->n && !((s->n - 1) & 1) == pulse) {
		s->d[s->n - 1] += us;
		return;
	}
	if ((s->n || pulse) && s->n < SIG_MAX)
		s->d[s->n++] = us;
}

/*
 * MCIR2 (decode only here): a 2664 us leader pulse, then Manchester code
 * of 333 us halves, most significant bit first, a 1 a pulse then a space:
 * a 5 bit header (0x04 keyboard, 0x01 mouse), then 32 or 29 bits. The
 * scancode is the low 24 (keyboard) or 21 (mouse) bits.
 */
static void sig_mcir2(struct signal *s, u32 proto, u32 bits)
{
	bool kbd = proto == RC_PROTO_MCIR2_KBD;
	u64 frame = kbd ? (u64)0x04 << 32 | bits :
			  (u64)0x01 << 29 | (bits & 0x1fffffff);
	int i;

	s->n = 0;
	level(s, true, 2664);
	for (i = (kbd ? 37 : 34) - 1; i >= 0; i--) {
		bool one = frame >> i & 1;

		level(s, one, 333);
		level(s, !one, 333);
	}
	if (!(s->n & 1))
		s->n--;	/* a final space half is part of the silence */
}

/*
 * XMP (decode only here): 16 nibbles, each a 210 us pulse and a space of
 * 760 + 136 * value us, a 210 us pulse and 13.8 ms of space after the
 * 8th, a 210 us pulse after the 16th. First half: subaddress high,
 * checksum, subaddress low, 0xf, OEM high, OEM low, address high, address
 * low; second half: subaddress high, checksum, toggle (0), subaddress low,
 * the OBC code's four nibbles. Each half sums to 0 modulo 16. The
 * scancode is address << 24 | subaddress << 16 | OBC; @oem is not in it.
 */
static void sig_xmp(struct signal *s, u32 sc, u8 oem)
{
	u8 nib[16] = {
		sc >> 20 & 15, 0, sc >> 16 & 15, 15, oem >> 4, oem & 15,
		sc >> 28, sc >> 24 & 15,
		sc >> 20 & 15, 0, 0, sc >> 16 & 15,
		sc >> 12 & 15, sc >> 8 & 15, sc >> 4 & 15, sc & 15,
	};
	unsigned int i, sum1 = 0, sum2 = 0;

	for (i = 0; i < 8; i++) {
		sum1 += nib[i];
		sum2 += nib[i + 8];
	}
	nib[1] = -sum1 & 15;
	nib[9] = -sum2 & 15;
	s->n = 0;
	for (i = 0; i < 16; i++) {
		s->d[s->n++] = 210;
		s->d[s->n++] = 760 + 136 * nib[i];
		if (i == 7) {
			s->d[s->n++] = 210;
			s->d[s->n++] = 13800;
		}
	}
	s->d[s->n++] = 210;
}

/* The matrix's tallies. */
struct matrix {
	/* signals of each encoding family, and of those decoded right */
	unsigned int sent[NFAM][J_KINDS];
	unsigned int right[NFAM][J_KINDS];
	/* codes of decoder [1] from signals of family [0] */
	unsigned int codes[NFAM][NFAM];
	/* signals of [0] that gave codes of [1], not allowed */
	unsigned int bad[NFAM][NFAM];
	struct signal in, alt, out, two;
	struct decoded got;
	struct rnd_state rnd;
};

static void show_signal(struct kunit *test, const struct signal *s)
{
	unsigned int i, j;
	char line[160];
	int len;

	for (i = 0; i < s->n; i += 16) {
		len = 0;
		for (j = i; j < s->n && j < i + 16; j++)
			len += scnprintf(line + len, sizeof(line) - len, " %u",
					 s->d[j]);
		kunit_info(test, "    d[%u]:%s\n", i, line);
	}
}

/* Whether the decoder's output is @proto @sc, once (twice if @twice). */
static bool decoded_right(const struct decoded *got, u32 proto, u64 sc,
			  int toggle, bool twice)
{
	unsigned int i;

	if (got->n != (twice ? 2 : 1))
		return false;
	for (i = 0; i < got->n; i++) {
		const struct lirc_code *c = &got->code[i];

		if (c->proto != proto)
			return false;
		if (c->repeat && i)
			continue;
		if (c->repeat || c->scancode != sc ||
		    (toggle >= 0 && c->toggle != toggle))
			return false;
	}
	return true;
}

/* Signal @s, of family @src, through every other family's decoder. */
static void matrix_others(struct kunit *test, struct matrix *mx,
			  const struct signal *s, unsigned int src, u32 proto,
			  u64 sc, int toggle, enum jitter k, bool twice)
{
	const struct lirc_proto_family *fs = lirc_proto_table[src];
	const struct lirc_code *c = &mx->got.code[0];
	unsigned int dst;

	for (dst = 0; dst < NFAM; dst++) {
		const struct lirc_proto_family *fd = lirc_proto_table[dst];

		if (dst == src)
			continue;
		decode(fd, s->d, s->n, &mx->got);
		mx->codes[src][dst] += mx->got.n;
		if (!mx->got.n || same_frame_allowed(fs, fd, k) ||
		    mx->bad[src][dst]++)
			continue;
		kunit_info(test, "%s %#llx toggle %d (%s%s): %u codes of %s, first %s %#llx, from\n",
			   proto_name(proto), sc, toggle, jitter_name[k],
			   twice ? ", held" : "", mx->got.n, fam_name(fd),
			   proto_name(c->proto), c->scancode);
		show_signal(test, s);
	}
}

/* Signal @s, of family @src, through its own decoder. */
static void matrix_own(struct kunit *test, struct matrix *mx,
		       const struct signal *s, unsigned int src, u32 proto,
		       u64 sc, int toggle, enum jitter k, bool twice)
{
	const struct lirc_proto_family *fs = lirc_proto_table[src];
	const struct lirc_code *c = &mx->got.code[0];
	bool ok;

	decode(fs, s->d, s->n, &mx->got);
	ok = decoded_right(&mx->got, proto, sc, toggle, twice);
	mx->sent[src][k]++;
	mx->right[src][k] += ok;
	if (ok || k == J_RANDOM || (k != J_NOMINAL && narrow_windows(fs, proto)))
		return;
	KUNIT_FAIL(test, "%s %#llx toggle %d (%s%s): %u codes, first %s %#llx",
		   proto_name(proto), sc, toggle, jitter_name[k],
		   twice ? ", held" : "", mx->got.n,
		   mx->got.n ? proto_name(c->proto) : "-",
		   mx->got.n ? c->scancode : 0);
	show_signal(test, s);
}

/*
 * One signal (mx->in) of family @src, @proto, @sc, @toggle (-1: not on
 * the air): every distortion, once and held, through every decoder.
 */
static void matrix_signal(struct kunit *test, struct matrix *mx,
			  unsigned int src, u32 proto, u64 sc, int toggle)
{
	unsigned int k, seed;

	for (k = 0; k < J_KINDS; k++) {
		for (seed = 0; seed < (k == J_RANDOM ? JITTER_SEEDS : 1); seed++) {
			distort(&mx->in, &mx->out, k, &mx->rnd);
			held(&mx->out, &mx->two);
			matrix_others(test, mx, &mx->out, src, proto, sc, toggle,
				      k, false);
			matrix_others(test, mx, &mx->two, src, proto, sc, toggle,
				      k, true);
			matrix_own(test, mx, &mx->out, src, proto, sc, toggle,
				   k, false);
			matrix_own(test, mx, &mx->two, src, proto, sc, toggle,
				   k, true);
		}
	}
}

/*
 * Variants whose layout does not contain 0 (a fixed customer or vendor
 * code): a valid scancode to start from. The layout is then probed bit by
 * bit around it.
 */
static const u64 base_scancodes[] = {
	0x800f0000,		/* RC-6-MCE: Microsoft's customer code */
	0x020000,		/* JVC-48: its vendor parity nibble, 2 */
};

static bool find_base(const struct lirc_proto_family *f, u32 proto, u64 *base)
{
	unsigned int i;

	*base = 0;
	if (f->valid(proto, 0))
		return true;
	for (i = 0; i < ARRAY_SIZE(base_scancodes); i++) {
		*base = base_scancodes[i];
		if (f->valid(proto, *base))
			return true;
	}
	return false;
}

/* @sc of @proto, of family @src: with either toggle if it is on the air. */
static void matrix_scancode(struct kunit *test, struct matrix *mx,
			    unsigned int src, u32 proto, u64 sc)
{
	int n, m;

	n = lirc_encode(proto, sc, false, mx->in.d, LIRC_ENCODE_MAX);
	m = lirc_encode(proto, sc, true, mx->alt.d, LIRC_ENCODE_MAX);
	KUNIT_ASSERT_GT_MSG(test, n, 0, "proto %u %#llx", proto, sc);
	KUNIT_ASSERT_GT_MSG(test, m, 0, "proto %u %#llx", proto, sc);
	mx->in.n = n;
	mx->alt.n = m;
	if (n == m && !memcmp(mx->in.d, mx->alt.d, n * sizeof(u32))) {
		matrix_signal(test, mx, src, proto, sc, -1);
		return;
	}
	matrix_signal(test, mx, src, proto, sc, 0);
	mx->in = mx->alt;
	matrix_signal(test, mx, src, proto, sc, 1);
}

#define RANDOM_SCANCODES	8

/* Every variant of every family with an encoder. */
static void matrix_encoded(struct kunit *test, struct matrix *mx)
{
	unsigned int src, v, i, tries;

	for (src = 0; src < NFAM; src++) {
		const struct lirc_proto_family *f = lirc_proto_table[src];

		if (!f->encode)
			continue;
		for (v = 0; v < f->n_variants; v++) {
			u32 proto = f->variants[v].proto;
			u64 base, mask = 0, sc[2 + RANDOM_SCANCODES];
			unsigned int nsc = 0;

			/* a variant that can be sent must be */
			if (!find_base(f, proto, &base)) {
				KUNIT_FAIL(test, "%s: no valid scancode found, not sent\n",
					   f->variants[v].name);
				continue;
			}
			for (i = 0; i < 64; i++)
				if (f->valid(proto, base ^ BIT_ULL(i)))
					mask |= BIT_ULL(i);
			sc[nsc++] = base;
			if (mask && f->valid(proto, base ^ mask))
				sc[nsc++] = base ^ mask;
			for (tries = 0; mask && tries < 100 &&
			     nsc < ARRAY_SIZE(sc); tries++) {
				u64 r = (u64)prandom_u32_state(&mx->rnd) << 32 |
					prandom_u32_state(&mx->rnd);

				if (f->valid(proto, base ^ (r & mask)))
					sc[nsc++] = base ^ (r & mask);
			}
			for (i = 0; i < nsc; i++)
				matrix_scancode(test, mx, src, proto, sc[i]);
		}
	}
}

/* The decode-only families' signals, built here. */
static void matrix_decode_only(struct kunit *test, struct matrix *mx)
{
	static const u32 protos[] = {
		RC_PROTO_MCIR2_KBD, RC_PROTO_MCIR2_MSE, RC_PROTO_XMP,
	};
	unsigned int p, i, src;

	for (p = 0; p < ARRAY_SIZE(protos); p++) {
		u32 proto = protos[p];

		src = fam_index(proto);
		if (src == NFAM || lirc_proto_table[src]->encode)
			continue;	/* unknown, or sent by its encoder */
		for (i = 0; i < 2 + RANDOM_SCANCODES; i++) {
			u32 r = i == 0 ? 0 : i == 1 ? ~0U :
				prandom_u32_state(&mx->rnd);
			u64 sc;

			if (proto == RC_PROTO_XMP) {
				sc = r;
				sig_xmp(&mx->in, r, prandom_u32_state(&mx->rnd));
			} else {
				sig_mcir2(&mx->in, proto, r);
				sc = r & (proto == RC_PROTO_MCIR2_KBD ?
					  0xffffff : 0x1fffff);
			}
			matrix_signal(test, mx, src, proto, sc, -1);
		}
	}
}

static void matrix_print(struct kunit *test, const struct matrix *mx)
{
	unsigned int src, dst, k, sent, right;
	char line[256];
	int len;

	len = 0;
	for (dst = 0; dst < NFAM; dst++)
		len += scnprintf(line + len, sizeof(line) - len, " %u:%s", dst,
				 fam_name(lirc_proto_table[dst]));
	kunit_info(test, "decoders:%s\n", line);
	kunit_info(test, "row: signals of a family, ok/sent on the diagonal, else codes\n");
	for (src = 0; src < NFAM; src++) {
		sent = 0;
		right = 0;
		for (k = 0; k < J_KINDS; k++) {
			sent += mx->sent[src][k];
			right += mx->right[src][k];
		}
		if (!sent)
			continue;
		len = 0;
		for (dst = 0; dst < NFAM; dst++) {
			if (dst == src)
				len += scnprintf(line + len, sizeof(line) - len,
						 " %u:%u/%u", dst, right, sent);
			else
				len += scnprintf(line + len, sizeof(line) - len,
						 " %u:%u", dst, mx->codes[src][dst]);
		}
		kunit_info(test, "%-8s%s\n", fam_name(lirc_proto_table[src]),
			   line);
	}
	for (src = 0; src < NFAM; src++) {
		if (!mx->sent[src][J_NOMINAL])
			continue;
		len = 0;
		for (k = 0; k < J_KINDS; k++)
			len += scnprintf(line + len, sizeof(line) - len,
					 " %s %u/%u (%u%%)", jitter_name[k],
					 mx->right[src][k], mx->sent[src][k],
					 mx->right[src][k] * 100 /
					 mx->sent[src][k]);
		kunit_info(test, "%-8s decoded:%s%s\n",
			   fam_name(lirc_proto_table[src]), line,
			   narrow_windows(lirc_proto_table[src], ANY_VARIANT) ?
			   " (narrow windows)" : "");
	}
}

static void lirc_matrix_test(struct kunit *test)
{
	struct matrix *mx = kunit_kzalloc(test, sizeof(*mx), GFP_KERNEL);
	unsigned int src, dst;

	KUNIT_ASSERT_NOT_NULL(test, mx);
	prandom_seed_state(&mx->rnd, 0x6d6174726978ULL);
	matrix_encoded(test, mx);
	matrix_decode_only(test, mx);
	matrix_print(test, mx);
	for (src = 0; src < NFAM; src++)
		for (dst = 0; dst < NFAM; dst++)
			KUNIT_EXPECT_EQ_MSG(test, mx->bad[src][dst], 0U,
					    "signals of %s decoded by %s (the first is above)",
					    fam_name(lirc_proto_table[src]),
					    fam_name(lirc_proto_table[dst]));
}

/*
 * Random trains: TRAINS seeded trains of 5 to 119 durations, pulse first,
 * a pulse last, then END_SPACE. Half of them mix, with equal chances,
 * durations spread from 50 to 20000 us with every octave equally likely
 * (uniform within one) and durations near (within 15 %) a unit or a
 * common level of some protocol. The other half take one of these units
 * and are made of it and twice it, each within 15 %: runs such as a
 * Manchester or pulse distance code's bits.
 */
#define TRAINS		100000
#define TRAIN_MIN	4
#define TRAIN_MAX	120

static const u32 protocol_units[] = {
	444, 500, 560, 600, 889, 1690, 2250, 2400, 4500, 9000,
	/* and a few more: RC-MM, MCIR2, Sharp, iMON, JVC, XMP, Sony's 1 */
	166, 278, 333, 320, 416, 525, 680, 1200, 1575, 2664, 8400, 13800,
};

/* A duration of a mixed train (@unit 0), or of a train of @unit. */
static u32 random_duration(struct rnd_state *rnd, u32 unit)
{
	u32 r = prandom_u32_state(rnd), u;

	if (unit) {
		u = unit << (r & 1);
	} else if (r & 1) {
		u = protocol_units[(r >> 1 & 0x7fff) % ARRAY_SIZE(protocol_units)];
	} else {
		/* log2(20000 / 50) = 8.64: octave, position in it, in 1/1000 */
		r = (r >> 1) % 8644;
		u = 50 << (r / 1000);
		return u + u * (r % 1000) / 1000;
	}
	return scale(u, 850 + (r >> 16) % 301);
}

/*
 * The most codes, and separately repeat codes, a decoder may find in the
 * TRAINS trains. The seeds are fixed, so the counts are too: a bound is
 * about three times what a decoder finds now (at least 2), to catch a
 * change that makes it accept more.
 *
 * A code needs a header (if any), every bit's durations within their
 * windows, the right number of bits, the silence, and the check (if any).
 * Fewer than one duration in two falls in a given window of a mixed
 * train, so a frame of 12 bits or more (24 durations or more) turns up by
 * chance about 6e6 * 0.5^24, less than once. In a train of one unit,
 * every duration is a bit's level; what is missing is the header: Sony
 * (2400 + 600 us), JVC, NEC, Sanyo, RC-6 and MCIR2 (a leader pulse over
 * twice the bits' unit), RC-MM (its 417 us leader, then 166 us pulses)
 * find none, and may find 2. RC-5 has no header and no check: 14 bits of
 * 889 and 1778 us Manchester code after a silence are a code, and a train
 * of the 889 us unit holds one now and then: 4 now, bound 12. A check or
 * an inverted copy (Sanyo's command, Sharp's second frame, XMP's
 * checksums and subaddress) divides the chances by 2^8 or more again: 0.
 *
 * iMON has no check, and a frame's last 1 bits merge into the silence:
 * 6.1's rules read one pulse after a quiet stretch as 0x7fffffff, 2805
 * codes here. Taking at most 16 bits from the silence and wanting four 0
 * bits leaves 60 (0.06 %), frames of enough pulses in iMON's wide
 * windows; bound 120.
 *
 * Samsung36 has no check but a header, a middle space and 36 bits: like
 * Sony, 2. Kaseikyo has two checks: 0. The configurable decoders run with
 * v4l-utils' defaults (a new device's): 4-bit codes after a 2125 + 1875
 * us header, or 14-bit Manchester codes of 888 us halves with no header,
 * like RC-5's (no check): 0, 0 and 3 now; bounds 2, 2 and 12, as Sony's
 * and RC-5's.
 *
 * Repeat codes are a header, a space and a pulse: NEC's, 9000 + 2250 +
 * 560 us within 25 %, 25 % and 50 %, then 5.3 ms of silence, turns up in
 * 1.3 % of the trains (1331, bound 4000); Sanyo's, windows of 3 % and
 * 6 %, only before the final silence (it must last 84 ms): 8, bound 25.
 * A repeat carries no scancode, and without a key down it does nothing.
 */
static const struct {
	const struct lirc_proto_family *f;
	unsigned int codes;
	unsigned int repeats;
} false_bound[] = {
	{ &lirc_rc5_family, 12, 0 },
	{ &lirc_nec_family, 2, 4000 },
	{ &lirc_rc6_family, 2, 0 },
	{ &lirc_impad_family, 120, 0 },
	{ &lirc_jvc_family, 2, 0 },
	{ &lirc_sony_family, 2, 0 },
	{ &lirc_sanyo_family, 0, 25 },
	{ &lirc_sharp_family, 0, 0 },
	{ &lirc_xmp_family, 0, 0 },
	{ &lirc_mce_kbd_family, 2, 0 },
	{ &lirc_rcmm_family, 2, 0 },
	{ &lirc_samsung36_family, 2, 0 },
	{ &lirc_kaseikyo_family, 0, 0 },
	{ &lirc_pulse_distance_family, 2, 0 },
	{ &lirc_pulse_length_family, 2, 0 },
	{ &lirc_manchester_family, 12, 0 },
};

/* A family not in false_bound[] yet: 0.1 % of the trains, of each. */
#define FALSE_BOUND_DEFAULT	(TRAINS / 1000)

static unsigned int false_max(const struct lirc_proto_family *f, bool repeats)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(false_bound); i++)
		if (false_bound[i].f == f)
			return repeats ? false_bound[i].repeats :
					 false_bound[i].codes;
	return FALSE_BOUND_DEFAULT;
}

struct trains {
	struct rnd_state rnd;
	struct signal s;
	unsigned int codes[NFAM], repeats[NFAM];
	struct signal first[NFAM];	/* the first train to give a code */
	struct lirc_code code[NFAM];	/* and its code */
};

static unsigned int per_million(unsigned int n)
{
	return div_u64((u64)n * 1000000, TRAINS);
}

static void lirc_random_trains_test(struct kunit *test)
{
	struct trains *tr = kunit_kzalloc(test, sizeof(*tr), GFP_KERNEL);
	struct decoded got;
	unsigned long long durations = 0;
	unsigned int t, i, dst;
	ktime_t start = ktime_get();
	u32 unit, r;

	KUNIT_ASSERT_NOT_NULL(test, tr);
	prandom_seed_state(&tr->rnd, 0x747261696e73ULL);
	for (t = 0; t < TRAINS; t++) {
		/* an odd number: pulse first and last */
		tr->s.n = TRAIN_MIN + 1 + 2 * (prandom_u32_state(&tr->rnd) %
					       ((TRAIN_MAX - TRAIN_MIN) / 2));
		r = prandom_u32_state(&tr->rnd);
		unit = r & 1 ? protocol_units[(r >> 1) %
					      ARRAY_SIZE(protocol_units)] : 0;
		for (i = 0; i < tr->s.n; i++)
			tr->s.d[i] = random_duration(&tr->rnd, unit);
		durations += tr->s.n;
		for (dst = 0; dst < NFAM; dst++) {
			decode(lirc_proto_table[dst], tr->s.d, tr->s.n, &got);
			if (!got.n)
				continue;
			tr->codes[dst] += got.n - got.repeats;
			tr->repeats[dst] += got.repeats;
			if (!tr->first[dst].n) {
				tr->first[dst] = tr->s;
				tr->code[dst] = got.code[0];
			}
		}
		if (t % 1024 == 0)
			cond_resched();
	}
	kunit_info(test, "%u trains, %llu durations, %lld ms\n", TRAINS,
		   durations, ktime_ms_delta(ktime_get(), start));
	for (dst = 0; dst < NFAM; dst++) {
		const struct lirc_proto_family *f = lirc_proto_table[dst];

		kunit_info(test, "%-8s codes %u (%u per million trains, bound %u), repeats %u (%u per million, bound %u)\n",
			   fam_name(f), tr->codes[dst],
			   per_million(tr->codes[dst]), false_max(f, false),
			   tr->repeats[dst], per_million(tr->repeats[dst]),
			   false_max(f, true));
		if (tr->first[dst].n) {
			kunit_info(test, "  first: proto %u %#llx%s, from\n",
				   tr->code[dst].proto, tr->code[dst].scancode,
				   tr->code[dst].repeat ? " (repeat)" : "");
			show_signal(test, &tr->first[dst]);
		}
		KUNIT_EXPECT_LE_MSG(test, tr->codes[dst], false_max(f, false),
				    "%s: codes", fam_name(f));
		KUNIT_EXPECT_LE_MSG(test, tr->repeats[dst], false_max(f, true),
				    "%s: repeats", fam_name(f));
	}
}

static struct kunit_case lirc_proto_matrix_cases[] = {
	KUNIT_CASE(lirc_matrix_test),
	KUNIT_CASE(lirc_random_trains_test),
	{}
};

static struct kunit_suite lirc_proto_matrix_suite = {
	.name = "lirc_proto_matrix",
	.test_cases = lirc_proto_matrix_cases,
};

kunit_test_suite(lirc_proto_matrix_suite);

MODULE_LICENSE("GPL");
