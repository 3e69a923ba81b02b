/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Raw IR protocol families: decoders and encoders as pure state machines
 * and functions, no locking and no allocation, so that KUnit can drive
 * them directly. Core-internal: drivers never include this file.
 */
#ifndef _LIRC_PROTO_H
#define _LIRC_PROTO_H

#include <linux/align.h>
#include <linux/types.h>

/**
 * struct lirc_code - a decoded code
 * @proto: enum rc_proto
 * @scancode: the scancode, in Linux 6.1's layout for @proto
 * @toggle: the toggle bit, for protocols that have one
 * @repeat: a repeat code: "the last code again"; @scancode is not set
 */
struct lirc_code {
	u32 proto;
	u64 scancode;
	bool toggle;
	bool repeat;
};

/*
 * RC-5 (14 bits), RC-5-SZ (15 bits) and RC-5X-20 (20 bits): Manchester code,
 * 889 us units.
 */
#define LIRC_RC5_UNIT		889

struct lirc_rc5_dec {
	bool broken;		/* wait for silence before the next frame */
	bool in_frame;
	bool have_half;		/* the first half of a bit is known */
	bool half_pulse;	/* ... and it was a pulse */
	bool x;			/* RC-5X: the gap after the 8th bit was seen */
	u8 count;
	u32 bits;
};

/* NEC, NEC-X and NEC-32: pulse distance code, 562.5 us units. */
#define LIRC_NEC_HDR_PULSE	9000
/*
 * The short header pulse (Samsung32 and others): Linux 6.1's window, 8 and
 * half a unit of its 563 us unit, the bounds excluded (4224-4784 us).
 */
#define LIRC_NEC_SHORT_HDR_PULSE	4504
#define LIRC_NEC_SHORT_HDR_MARGIN	281
#define LIRC_NEC_HDR_SPACE	4500
#define LIRC_NEC_RPT_SPACE	2250
#define LIRC_NEC_BIT_PULSE	560
#define LIRC_NEC_BIT_0		560
#define LIRC_NEC_BIT_1		1690

struct lirc_nec_dec {
	u8 state;
	u8 count;
	bool short_hdr;		/* this frame's header pulse is the short one */
	bool short_repeat;	/* the last frame's was: a one-bit repeat may come */
	u32 bits;
};

/* RC-6 mode 0 and mode 6A: Manchester code, 444 us units. */
#define LIRC_RC6_UNIT		444

struct lirc_rc6_dec {
	u8 state;
	bool have_half;		/* the first half of a bit is known */
	bool half_pulse;	/* ... and it was a pulse */
	u8 halves;		/* half-bits since the leader */
	u8 header;		/* start bit, 3 mode bits, trailer bit */
	u8 count;		/* data bits */
	u32 bits;
};

/**
 * lirc_near() - whether a duration is strictly within a margin of a value
 * @us: the duration
 * @nominal: the protocol's value
 * @margin: at most @nominal
 *
 * Return: true when @nominal - @margin < @us < @nominal + @margin.
 */
static inline bool lirc_near(u32 us, u32 nominal, u32 margin)
{
	return us > nominal - margin && us < nominal + margin;
}

/**
 * struct lirc_cfg_params - the parameters of a configurable decoder
 *	(lirc_cfgdec.c), as v4l-utils' BPF decoders name them; durations in
 *	us, 0 for "none"
 * @margin: a duration matches a parameter within this, bounds excluded
 * @header_pulse: the header's pulse
 * @header_space: the header's space
 * @header_optional: a frame may also come without its header
 * @repeat_pulse: a repeat code's pulse
 * @repeat_space: a repeat code's space
 * @bit_pulse: pulse_distance: every bit's pulse
 * @bit_0_space: pulse_distance: the space of a 0
 * @bit_1_space: pulse_distance: the space of a 1
 * @trailer_pulse: pulse_distance: the last pulse (0: @bit_pulse), of a
 *	frame and of a repeat code; pulse_length: a repeat code's last pulse
 *	(0: any)
 * @bit_space: pulse_length: the space between bits
 * @bit_0_pulse: pulse_length: the pulse of a 0
 * @bit_1_pulse: pulse_length: the pulse of a 1
 * @zero_pulse: manchester: a 0's first half
 * @zero_space: manchester: a 0's second half
 * @one_pulse: manchester: a 1's second half
 * @one_space: manchester: a 1's first half
 * @toggle_bit: manchester: the toggle's bit of the code (bit 0 is the
 *	last sent); none when not below @bits
 * @scancode_mask: manchester: bits cleared in the code (bits 0-31 only,
 *	as v4l-utils')
 * @bits: bits per frame, 1 to 64
 * @reverse: pulse_distance, pulse_length: the first bit sent is the least
 *	significant, not the most
 */
struct lirc_cfg_params {
	u32 margin;
	u32 header_pulse;
	u32 header_space;
	u32 header_optional;
	u32 repeat_pulse;
	u32 repeat_space;
	u32 bit_pulse;
	u32 bit_0_space;
	u32 bit_1_space;
	u32 trailer_pulse;
	u32 bit_space;
	u32 bit_0_pulse;
	u32 bit_1_pulse;
	u32 zero_pulse;
	u32 zero_space;
	u32 one_pulse;
	u32 one_space;
	u32 toggle_bit;
	u32 scancode_mask;
	u32 bits;
	u32 reverse;
};

/**
 * struct lirc_cfg_dec - the state of a configurable decoder
 * @p: its parameters, kept by the family's reset
 * @ready: @p lets it decode, lirc_cfg_ready(); kept by reset
 * @run: the frame being decoded; cleared by reset
 * @run.bits: the bits so far, the last one received in bit 0
 * @run.state: where in the frame the decoder is
 * @run.count: how many bits so far
 */
struct lirc_cfg_dec {
	struct lirc_cfg_params p;
	bool ready;
	struct {
		u64 bits;
		u8 state;
		u8 count;
	} run;
};

/*
 * The largest decoder state of any family, in bytes: a whole number of
 * u64s, the unit decoder states are kept in (on 32-bit x86 a u64 in a
 * struct is 4-byte aligned, so the struct's size alone may not be).
 */
#define LIRC_PROTO_STATE_MAX	ALIGN(sizeof(struct lirc_cfg_dec), sizeof(u64))

/**
 * struct lirc_proto_param - a parameter of a configurable family, a file
 *	in the family's directory of the device's sysfs
 * @name: the file's name
 * @offset: of its u32 in struct lirc_cfg_params
 * @max: the largest value it takes (the smallest is 0)
 */
struct lirc_proto_param {
	const char *name;
	unsigned int offset;
	u32 max;
};

/**
 * struct lirc_proto_variant - one protocol of a family
 * @proto: enum rc_proto
 * @name: its name in the core's own protocols file
 * @group: the name rc-core's protocols file gives it and the protocols
 *	sharing that name ("nec" for NEC, NEC-X and NEC-32)
 */
struct lirc_proto_variant {
	u32 proto;
	const char *name;
	const char *group;
};

/**
 * struct lirc_proto_family - everything the core knows about protocols
 *	that share one decoder
 * @variants: the family's protocols
 * @n_variants: how many
 * @carrier: the carrier a scancode is sent on, in Hz
 * @state_size: bytes of decoder state, at most LIRC_PROTO_STATE_MAX
 * @reset: put the decoder state back to idle
 * @feed: feed one pulse or space; true when @out holds a code (or a
 *	repeat). A timeout reaches the decoder as a long space.
 * @valid: whether @scancode of variant @proto can be encoded and decodes
 *	back to itself; always false for a family without @encode
 * @encode: durations of a valid scancode, pulse first and last; returns
 *	their number or -ENOSPC. NULL for a decode-only family
 * @params: a configurable family's parameters (its state is a struct
 *	lirc_cfg_dec), else NULL
 * @n_params: how many
 * @defaults: their values in a new device
 */
struct lirc_proto_family {
	const struct lirc_proto_variant *variants;
	unsigned int n_variants;
	u32 carrier;
	size_t state_size;
	void (*reset)(void *state);
	bool (*feed)(void *state, bool pulse, u32 us, struct lirc_code *out);
	bool (*valid)(u32 proto, u64 scancode);
	int (*encode)(u32 proto, u64 scancode, bool toggle, u32 *durations,
		      unsigned int max);
	const struct lirc_proto_param *params;
	unsigned int n_params;
	const struct lirc_cfg_params *defaults;
};

#define LIRC_PROTO_FAMILIES	16
extern const struct lirc_proto_family *const lirc_proto_table[LIRC_PROTO_FAMILIES];
extern const struct lirc_proto_family lirc_rc5_family;
extern const struct lirc_proto_family lirc_nec_family;
extern const struct lirc_proto_family lirc_rc6_family;
extern const struct lirc_proto_family lirc_impad_family;
extern const struct lirc_proto_family lirc_jvc_family;
extern const struct lirc_proto_family lirc_sony_family;
extern const struct lirc_proto_family lirc_sanyo_family;
extern const struct lirc_proto_family lirc_sharp_family;
extern const struct lirc_proto_family lirc_xmp_family;
extern const struct lirc_proto_family lirc_mce_kbd_family;
extern const struct lirc_proto_family lirc_rcmm_family;
extern const struct lirc_proto_family lirc_samsung36_family;
extern const struct lirc_proto_family lirc_kaseikyo_family;
extern const struct lirc_proto_family lirc_pulse_distance_family;
extern const struct lirc_proto_family lirc_pulse_length_family;
extern const struct lirc_proto_family lirc_manchester_family;

bool lirc_cfg_ready(const struct lirc_proto_family *f,
		    const struct lirc_cfg_params *p);
void lirc_cfg_init(const struct lirc_proto_family *f, void *state);
u32 *lirc_cfg_param(struct lirc_cfg_params *p,
		    const struct lirc_proto_param *param);

u64 lirc_proto_family_mask(const struct lirc_proto_family *f);
unsigned long lirc_proto_families(u64 protos);
u64 lirc_proto_all(void);
u64 lirc_proto_group_mask(const char *group);
const struct lirc_proto_family *
lirc_proto_find(u32 proto, const struct lirc_proto_variant **variant);
int lirc_proto_by_name(const char *name, u32 *proto);
u32 lirc_proto_carrier(u32 proto);

void lirc_rc5_reset(struct lirc_rc5_dec *d);
bool lirc_rc5_feed(struct lirc_rc5_dec *d, bool pulse, u32 us,
		   struct lirc_code *out);
void lirc_nec_reset(struct lirc_nec_dec *d);
bool lirc_nec_feed(struct lirc_nec_dec *d, bool pulse, u32 us,
		   struct lirc_code *out);
void lirc_rc6_reset(struct lirc_rc6_dec *d);
bool lirc_rc6_feed(struct lirc_rc6_dec *d, bool pulse, u32 us,
		   struct lirc_code *out);

/* Longest signal an encoder produces, in durations. */
#define LIRC_ENCODE_MAX		128

int lirc_encode_level(u32 *durations, unsigned int *n, unsigned int max,
		      bool pulse, u32 us);
int lirc_encode(u32 proto, u64 scancode, bool toggle, u32 *durations,
		unsigned int max);
bool lirc_scancode_valid(u32 proto, u64 scancode);

#endif /* _LIRC_PROTO_H */
