/* SPDX-License-Identifier: GPL-2.0 */
/*
 * SoundGraph iMON IR receivers: the packet formats, as pure functions and
 * tables, for lirc_imon and its KUnit tests. No locking, no allocation, no
 * static state: every bit of state lives in a struct the caller owns.
 */
#ifndef _LIRC_IMON_DECODE_H
#define _LIRC_IMON_DECODE_H

#include <linux/types.h>

#include "lirc_core.h"

/* Every packet of the receivers is this long (see imon_classify() for 5). */
#define IMON_PACKET_LEN		8

/* Raw units: a frame is 10 chunks of 40 samples of 250 us. */
#define IMON_RAW_CHUNKS		10
#define IMON_RAW_CHUNK_BYTES	5
#define IMON_RAW_BIT_US		250

/**
 * struct imon_raw_dec - state of the raw-unit decoder; it spans packets
 * @samples: the samples of the frame so far, chunk after chunk, most
 *	significant bit first, as the receiver sends them (0 = pulse)
 * @next: the chunk number expected next, 2..10, or 0 while waiting for a
 *	chunk 1 (after a reset, a complete frame or a broken one)
 *
 * One per receiver; the caller serialises calls on it.
 */
struct imon_raw_dec {
	u8 samples[IMON_RAW_CHUNKS * IMON_RAW_CHUNK_BYTES];
	u8 next;
};

/**
 * enum imon_raw_result - what a packet of a raw unit was
 * @IMON_RAW_PART: a chunk of a frame, stored; nothing emitted
 * @IMON_RAW_FRAME: chunk 10 completed a frame, its samples were emitted
 * @IMON_RAW_FILLER: a filler packet without data; the frame goes on
 * @IMON_RAW_ASSOC: a 2.4 GHz remote's association reply; the frame goes on
 * @IMON_RAW_BAD: a packet that breaks the frame (wrong length, a chunk
 *	missing, repeated or out of order, an unknown chunk number): the frame
 *	so far is dropped, nothing emitted. A chunk 1 starts a new frame at
 *	once and returns @IMON_RAW_PART instead.
 */
enum imon_raw_result {
	IMON_RAW_PART,
	IMON_RAW_FRAME,
	IMON_RAW_FILLER,
	IMON_RAW_ASSOC,
	IMON_RAW_BAD,
};

/**
 * typedef imon_emit_t - where imon_raw_decode() reports a sample
 * @ctx: the caller's context
 * @type: pulse, space or end of signal
 * @us: the duration in microseconds
 */
typedef void (*imon_emit_t)(void *ctx, enum lirc_raw_type type, u32 us);

/**
 * imon_raw_reset() - forget any partial frame; wait for a chunk 1
 * @d: the decoder
 */
void imon_raw_reset(struct imon_raw_dec *d);

/**
 * imon_raw_decode() - decode one packet of a raw unit
 * @d: the decoder
 * @buf: the packet
 * @len: its length; only 8 is valid
 * @emit: called with the samples of a frame that chunk 10 completed
 * @ctx: passed to @emit
 * @remote_id: where the remote id of an association reply goes; may be NULL
 *
 * Bytes 0-4 of a data packet are 40 samples of IMON_RAW_BIT_US, most
 * significant bit first, active low (0 = pulse); byte 7 numbers the chunk
 * 1..10. The samples are kept until chunk 10 completes the frame, so a
 * broken frame emits nothing. A complete frame goes out without its
 * leading space (the core measures the silence before a signal itself) as
 * alternating LIRC_RAW_PULSE and LIRC_RAW_SPACE runs of whole samples,
 * then one LIRC_RAW_TIMEOUT: as long as the trailing space, or 0 (the
 * device's timeout) when the frame ends in a pulse. A frame without a
 * pulse emits nothing. Byte 7 0xff and the 2.4 GHz filler
 * ``FF FF FF FF FF FF 4E|5E AF`` carry no data; the association reply
 * ``00 RR FF FF FF FF 4E|5E DF`` gives the remote id RR.
 *
 * Return: what the packet was (enum imon_raw_result).
 */
enum imon_raw_result imon_raw_decode(struct imon_raw_dec *d, const u8 *buf,
				     unsigned int len, imon_emit_t emit,
				     void *ctx, u8 *remote_id);

/**
 * enum imon_event_kind - what a packet of an onboard-decoding unit was
 * @IMON_EV_NONE: filler or junk without meaning: ignore it
 * @IMON_EV_PAD: a code of the iMON PAD remote: @proto RC_PROTO_IMON,
 *	@scancode
 * @IMON_EV_MCE: a code in MCE mode: @proto RC_PROTO_RC6_MCE, @scancode;
 *	an RC-6 code (0x800ff4NN as Linux 6.1 reports 0x800f04NN and
 *	0x800f84NN) with @toggle, or one of the keyboard-like codes both
 *	remotes send (0x02xxxxxx), as Linux 6.1 reports them in MCE mode
 * @IMON_EV_PANEL: a front-panel button: @keycode
 * @IMON_EV_KNOB: the volume knob turned: @knob steps, positive clockwise
 *	(volume up)
 * @IMON_EV_STICK: the PAD's stick moved by @x, @y (device units, positive
 *	right and down)
 * @IMON_EV_RELEASE: keys were released; @proto and @scancode name the key
 *	when the packet says which (else @scancode is 0)
 * @IMON_EV_ASSOC: a 2.4 GHz remote's association reply: @remote_id
 * @IMON_EV_BAD: a packet of the wrong length or of no known kind
 */
enum imon_event_kind {
	IMON_EV_NONE,
	IMON_EV_PAD,
	IMON_EV_MCE,
	IMON_EV_PANEL,
	IMON_EV_KNOB,
	IMON_EV_STICK,
	IMON_EV_RELEASE,
	IMON_EV_ASSOC,
	IMON_EV_BAD,
};

/**
 * struct imon_event - one packet of an onboard-decoding unit, classified
 * @kind: what it is; the fields below that it does not name are 0
 * @proto: enum rc_proto of @scancode (%IMON_EV_PAD, %IMON_EV_MCE,
 *	%IMON_EV_RELEASE)
 * @scancode: the code as Linux 6.1 reports it
 * @toggle: the RC-6 toggle bit (%IMON_EV_MCE)
 * @keycode: %IMON_EV_PANEL: the button's KEY_*. %IMON_EV_PAD and
 *	%IMON_EV_MCE: the key of @scancode in the default keymap
 *	(imon_pad_keymap / imon_mce_keymap), KEY_RESERVED if it has none; the
 *	device's keymap, which user space may change, decides the key sent
 * @x: stick movement, right positive (%IMON_EV_STICK)
 * @y: stick movement, down positive (%IMON_EV_STICK)
 * @knob: knob steps, clockwise positive (%IMON_EV_KNOB)
 * @remote_id: the associated remote's id (%IMON_EV_ASSOC)
 * @release: true for %IMON_EV_RELEASE
 */
struct imon_event {
	enum imon_event_kind kind;
	u32 proto;
	u32 scancode;
	bool toggle;
	u32 keycode;
	s8 x, y;
	s8 knob;
	u8 remote_id;
	bool release;
};

/**
 * imon_classify() - say what a packet of an onboard-decoding unit means
 * @buf: the packet
 * @len: its length: 8, or 5 for the stick packets of the units after
 *	15c2:ffdc (``01 BB XX YY 00``)
 * @mce_mode: the receiver was switched to the MCE (RC-6) protocol
 * @ffdc: the unit is a 15c2:ffdc, whose stick packets have the older layout
 * @ev: filled in; every field the kind does not use is 0
 *
 * A pure function: the stick's key mode (imon_stick_stabilize()), the
 * mouse mode and the key lookups of the device's keymap are the caller's.
 * The rules of each kind are in imon_decode.c.
 *
 * Return: @ev->kind.
 */
enum imon_event_kind imon_classify(const u8 *buf, unsigned int len,
				   bool mce_mode, bool ffdc,
				   struct imon_event *ev);

/* The arrow-key scancodes (RC_PROTO_IMON) the stick produces in key mode. */
#define IMON_STICK_UP		0x01008000
#define IMON_STICK_DOWN		0x01007f00
#define IMON_STICK_LEFT		0x01000080
#define IMON_STICK_RIGHT	0x0100007f

/**
 * struct imon_stick - the stick stabiliser's state, one per device
 * @x: movement summed since the last arrow or the last pause
 * @y: likewise, down positive
 * @last_ms: time of the last movement
 * @hit_ms: time of the first arrow of the current run in one direction
 * @last_dir: the last arrow given (an IMON_STICK_* scancode), 0 for none
 * @hits: arrows given in a row in @last_dir
 * @started: @last_ms is valid
 * @timeout_ms: a second arrow within this of the first is swallowed
 * @threshold: movement summed beyond this gives an arrow
 *
 * Set up with imon_stick_init(); the caller serialises calls on it.
 */
struct imon_stick {
	s32 x, y;
	u32 last_ms;
	u32 hit_ms;
	u32 last_dir;
	u32 hits;
	bool started;
	u16 timeout_ms;
	u16 threshold;
};

/**
 * imon_stick_init() - set up a stick stabiliser
 * @st: the state
 * @ffdc: the unit is a 15c2:ffdc: a 10 ms timeout and a threshold of 15,
 *	else 500 ms and 28 (the values of Linux 6.1)
 * @threshold: a threshold other than the default, or 0 for the default
 */
void imon_stick_init(struct imon_stick *st, bool ffdc, u16 threshold);

/**
 * imon_stick_stabilize() - turn stick movement into arrow keys, calmly
 * @st: the device's state
 * @x: movement right (negative: left), as in struct imon_event
 * @y: movement down (negative: up)
 * @now_ms: the time in milliseconds, any origin, wrapping
 *
 * Movement is summed; after a pause of more than 100 ms the sum starts
 * again. When it goes beyond the threshold in either axis, the larger
 * axis gives an arrow and the sum restarts. The second arrow of a run in
 * one direction is swallowed while less than the timeout has passed since
 * the first (so a single push gives one arrow); from the fourth arrow on,
 * the sum starts 17/30 of the threshold into that direction, so a held
 * push repeats faster.
 *
 * Return: IMON_STICK_UP, _DOWN, _LEFT or _RIGHT, or 0 for no key.
 */
u32 imon_stick_stabilize(struct imon_stick *st, int x, int y, u32 now_ms);

/**
 * imon_stick_arrow() - the arrow key of one stick packet, without state
 * @x: movement right (negative: left)
 * @y: movement down (negative: up)
 *
 * The larger axis wins; a tie goes to the horizontal one (as Linux 6.1
 * does without stabilising, and in MCE mode).
 *
 * Return: IMON_STICK_UP, _DOWN, _LEFT or _RIGHT, or 0 when @x and @y are 0.
 */
u32 imon_stick_arrow(int x, int y);

/* Length of the LIRCCODE codes of imon_lirccode(), in bits. */
#define IMON_LIRCCODE_BITS	32

/**
 * imon_lirccode() - the LIRCCODE code lircd's iMON configurations expect
 * @proto: enum rc_proto of the code
 * @scancode: the scancode as imon_classify() gave it
 * @toggle: its toggle bit
 * @bytes: IMON_LIRCCODE_BITS / 8 bytes, most significant first
 *
 * An iMON PAD code is its scancode (lircd.conf.imon-pad, "iMON-PAD"). An
 * MCE code 0x800fXXXX is the receiver's code as lircd.conf.imon-mceusb
 * ("MCE_via_iMON_ffdc") lists it, 0x800f04NN, with the toggle in bit 15
 * (its toggle_bit_mask 0x8000). Other codes are their scancode.
 */
void imon_lirccode(u32 proto, u32 scancode, bool toggle, u8 *bytes);

/**
 * struct imon_panel_key - one front-panel button or knob push
 * @code: bytes 0-5 of its packet, byte 0 most significant (byte 6 varies
 *	between units, byte 7 is 0xee)
 * @keycode: the KEY_* it produces
 */
struct imon_panel_key {
	u64 code;
	u32 keycode;
};

/*
 * The tables, in imon_keymaps.c:
 * imon_pad_keymap - "imon-pad": the iMON PAD remote, RC_PROTO_IMON
 * imon_mce_keymap - "imon-mce": MCE remotes through the receiver's
 *	decoder, RC_PROTO_RC6_MCE
 * imon_keymap - "imon-pad": both, for a receiver that can be switched
 * imon_raw_keymap - "rc-imon-rsc": the raw units' keys, the RSC remote's
 *	(RC_PROTO_NECX), then the PAD's and the MCE remote's as the core's
 *	decoders report them
 * imon_panel_keys - the front-panel buttons, imon_panel_keys_size of them
 */
extern const struct lirc_keymap imon_pad_keymap;
extern const struct lirc_keymap imon_mce_keymap;
extern const struct lirc_keymap imon_keymap;
extern const struct lirc_keymap imon_raw_keymap;
extern const struct imon_panel_key imon_panel_keys[];
extern const unsigned int imon_panel_keys_size;

#endif /* _LIRC_IMON_DECODE_H */
