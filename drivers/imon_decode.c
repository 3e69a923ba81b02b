// SPDX-License-Identifier: GPL-2.0
/*
 * SoundGraph iMON packets -> samples, codes and events. Pure functions: no
 * locking, no allocation, no static state.
 *
 * Raw units (0aa8:ffda, 0aa8:8001, 15c2:ffda, 04e8:ff30) send the IR signal
 * itself: a frame of 10 chunks, each 40 samples of 250 us in bytes 0-4 and
 * its number in byte 7. The decoder keeps the frame's samples and lets them
 * out only when chunk 10 completes the frame, so that a frame with a chunk
 * lost, repeated or out of order gives nothing rather than a corrupted
 * signal.
 *
 * Onboard-decoding units (15c2:ffdc, 15c2:0038) send codes. What each
 * packet means, in the order imon_classify() tests it:
 *
 * - length 5: only the units after 15c2:ffdc send it, for the PAD's stick
 *   and mouse buttons: ``01 BB XX YY 00``. BB 0 with XX or YY non-zero is a
 *   stick movement (XX right, YY down, signed); BB 0 and no movement is a
 *   release; BB non-zero is the code of a mouse button (0x0101xxxx left,
 *   0x0102xxxx right). Any other length but 8 is bad.
 * - ``FF FF FF ...``: junk the 15c2:ffdc sends, and the 2.4 GHz filler.
 * - ``00 RR FF FF FF FF 4E|5E DF``: a 2.4 GHz remote associated as RR.
 * - byte 7 0xee: the front panel. The volume knob turned: a count of steps
 *   in byte 0 (anticlockwise) or byte 1 (clockwise), bytes 2-5 one of
 *   ``00 00 00 00``, ``00 00 FF FF``, ``00 FF FF FF``. Else bytes 0-5 name
 *   a button of imon_panel_keys (byte 6 differs between units); a code not
 *   in the table is bad.
 * - otherwise bytes 0-3 are a code, most significant first; 0 is nothing.
 * - 0x688281b7 and 0x010081b7: the PAD's mouse buttons released (some
 *   15c2:ffdc units).
 * - on a 15c2:ffdc, byte 0 with bit 6 set and byte 1 with bits 0 and 2
 *   clear: the stick. Byte 1 carries the horizontal magnitude and byte 2
 *   the vertical one, each in bits 3..6 with bit 6 the least significant
 *   (bit 3 stays the most significant); byte 0 bit 1 makes the horizontal
 *   value negative and bit 0 the vertical one (two's complement in 5
 *   bits). No movement is a release. The mouse buttons of these units
 *   (0x688301b7, 0x688481b7) have bit 0 or 2 of byte 1 set: they are
 *   codes, mapped to BTN_LEFT and BTN_RIGHT as in Linux 6.1.
 * - byte 0 0x80: an MCE remote's RC-6 6A code, 0x800fTCNN with the toggle
 *   in bit 15 of T. Some receivers set bits 12-14, some do not; like Linux
 *   6.1 the scancode has bits 12-15 set (so it is 0x800ff4NN for the
 *   remote's 0x800f04NN) and the toggle goes to its own field. Reported
 *   in either protocol mode: only a receiver decoding RC-6 sends it.
 * - byte 0 0x02: keyboard-like keys both remotes send, a HID usage in byte
 *   3 and modifiers in byte 1. Byte 3 0 is the release, except for
 *   0x02800000, the one modifier-only key ("Left Menu"). In MCE mode they
 *   are RC_PROTO_RC6_MCE codes, else RC_PROTO_IMON ones, as in Linux 6.1.
 * - in MCE mode, nothing else has a meaning: bad.
 * - in iMON mode, a code of the PAD remote. A code absent from the PAD
 *   keymap whose bit 14 cleared gives a code present in it is the release
 *   of that key (how the remote reports the release of some keys, e.g.
 *   0x2ba3d5b7 for 0x2ba395b7).
 */

#include <linux/kernel.h>
#include <linux/string.h>

#include "imon_decode.h"
#include "lirc_compat.h"

/* Bytes 2-5 all 0xff, byte 6 0x4e (LT) or 0x5e (DT), byte 7 @tail. */
static bool imon_24g(const u8 *buf, u8 tail)
{
	return buf[2] == 0xff && buf[3] == 0xff && buf[4] == 0xff &&
	       buf[5] == 0xff && (buf[6] == 0x4e || buf[6] == 0x5e) &&
	       buf[7] == tail;
}

static bool imon_assoc(const u8 *buf)
{
	return buf[0] == 0x00 && imon_24g(buf, 0xdf);
}

static bool imon_filler(const u8 *buf)
{
	return buf[7] == 0xff ||
	       (buf[0] == 0xff && buf[1] == 0xff && imon_24g(buf, 0xaf));
}

void imon_raw_reset(struct imon_raw_dec *d)
{
	memset(d->samples, 0xff, sizeof(d->samples));
	d->next = 0;
}

/* Sample @i of the frame: true for a pulse (active low). */
static bool imon_raw_pulse(const struct imon_raw_dec *d, unsigned int i)
{
	return !(d->samples[i / 8] & (0x80 >> (i % 8)));
}

static void imon_raw_emit(const struct imon_raw_dec *d, imon_emit_t emit,
			  void *ctx)
{
	const unsigned int n = sizeof(d->samples) * 8;
	unsigned int i = 0, start;
	bool pulse = false;

	/* The silence before the signal is the core's to measure. */
	while (i < n && !imon_raw_pulse(d, i))
		i++;
	if (i == n)
		return;		/* no pulse at all */

	while (i < n) {
		pulse = imon_raw_pulse(d, i);
		start = i;
		while (i < n && imon_raw_pulse(d, i) == pulse)
			i++;
		if (pulse)
			emit(ctx, LIRC_RAW_PULSE, (i - start) * IMON_RAW_BIT_US);
		else if (i < n)
			emit(ctx, LIRC_RAW_SPACE, (i - start) * IMON_RAW_BIT_US);
		else
			/* The measured silence after the signal. */
			emit(ctx, LIRC_RAW_TIMEOUT, (i - start) * IMON_RAW_BIT_US);
	}
	/* Ended in a pulse: the silence after it is unmeasured. */
	if (pulse)
		emit(ctx, LIRC_RAW_TIMEOUT, 0);
}

enum imon_raw_result imon_raw_decode(struct imon_raw_dec *d, const u8 *buf,
				     unsigned int len, imon_emit_t emit,
				     void *ctx, u8 *remote_id)
{
	u8 chunk;

	if (len != IMON_PACKET_LEN) {
		d->next = 0;
		return IMON_RAW_BAD;
	}
	if (imon_filler(buf))
		return IMON_RAW_FILLER;
	if (imon_assoc(buf)) {
		if (remote_id)
			*remote_id = buf[1];
		return IMON_RAW_ASSOC;
	}

	chunk = buf[7];
	if (chunk == 1) {
		d->next = 1;	/* a new frame, whatever came before */
	} else if (chunk != d->next || d->next == 0) {
		d->next = 0;	/* lost, repeated, out of order or unknown */
		return IMON_RAW_BAD;
	}
	memcpy(d->samples + (chunk - 1) * IMON_RAW_CHUNK_BYTES, buf,
	       IMON_RAW_CHUNK_BYTES);
	if (chunk < IMON_RAW_CHUNKS) {
		d->next = chunk + 1;
		return IMON_RAW_PART;
	}
	d->next = 0;
	imon_raw_emit(d, emit, ctx);
	return IMON_RAW_FRAME;
}

/* The key of (@proto, @scancode) in the default keymap @map. */
static u32 imon_default_key(const struct lirc_keymap *map, u32 proto,
			    u32 scancode)
{
	unsigned int i;

	for (i = 0; i < map->size; i++)
		if (map->entries[i].proto == proto &&
		    map->entries[i].scancode == scancode)
			return map->entries[i].keycode;
	return KEY_RESERVED;
}

static enum imon_event_kind imon_code(struct imon_event *ev,
				      enum imon_event_kind kind, u32 proto,
				      u32 scancode)
{
	ev->kind = kind;
	ev->proto = proto;
	ev->scancode = scancode;
	ev->keycode = imon_default_key(proto == RC_PROTO_RC6_MCE ?
				       &imon_mce_keymap : &imon_pad_keymap,
				       proto, scancode);
	return kind;
}

static enum imon_event_kind imon_release(struct imon_event *ev, u32 proto,
					 u32 scancode)
{
	ev->kind = IMON_EV_RELEASE;
	ev->proto = proto;
	ev->scancode = scancode;
	ev->release = true;
	return ev->kind;
}

static enum imon_event_kind imon_stick(struct imon_event *ev, s8 x, s8 y,
				       u32 proto)
{
	if (!x && !y)
		return imon_release(ev, proto, 0);
	ev->kind = IMON_EV_STICK;
	ev->x = x;
	ev->y = y;
	return ev->kind;
}

/* One axis of a 15c2:ffdc stick packet: see the table at the top. */
static s8 imon_ffdc_axis(u8 b, bool negative)
{
	s8 v = (b & 0x08) | (b & 0x10) >> 2 | (b & 0x20) >> 4 | (b & 0x40) >> 6;

	return negative ? v - 16 : v;
}

/* Bytes 0-5 of a panel packet, the knob or a button. */
static enum imon_event_kind imon_panel(const u8 *buf, struct imon_event *ev)
{
	u64 code = get_unaligned_be64(buf) >> 16;
	u32 rest = code & 0xffffffff;
	unsigned int i;

	if ((rest == 0 || rest == 0xffff || rest == 0xffffff) &&
	    !buf[0] != !buf[1] && buf[0] < 0x80 && buf[1] < 0x80) {
		ev->kind = IMON_EV_KNOB;
		ev->knob = buf[1] ? buf[1] : -buf[0];
		return ev->kind;
	}
	for (i = 0; i < imon_panel_keys_size; i++) {
		if (imon_panel_keys[i].code == code) {
			ev->kind = IMON_EV_PANEL;
			ev->keycode = imon_panel_keys[i].keycode;
			return ev->kind;
		}
	}
	ev->kind = IMON_EV_BAD;
	return ev->kind;
}

enum imon_event_kind imon_classify(const u8 *buf, unsigned int len,
				   bool mce_mode, bool ffdc,
				   struct imon_event *ev)
{
	u32 proto = mce_mode ? RC_PROTO_RC6_MCE : RC_PROTO_IMON;
	enum imon_event_kind kind = mce_mode ? IMON_EV_MCE : IMON_EV_PAD;
	u32 code;

	memset(ev, 0, sizeof(*ev));
	ev->kind = IMON_EV_BAD;

	if (len == 5) {
		if (ffdc || buf[0] != 0x01 || buf[4] != 0x00)
			return ev->kind;
		if (!buf[1])
			return imon_stick(ev, (s8)buf[2], (s8)buf[3], proto);
		return imon_code(ev, kind, proto, get_unaligned_be32(buf));
	}
	if (len != IMON_PACKET_LEN)
		return ev->kind;

	if (buf[0] == 0xff && buf[1] == 0xff && buf[2] == 0xff) {
		ev->kind = IMON_EV_NONE;
		return ev->kind;
	}
	if (imon_assoc(buf)) {
		ev->kind = IMON_EV_ASSOC;
		ev->remote_id = buf[1];
		return ev->kind;
	}
	if (buf[7] == 0xee)
		return imon_panel(buf, ev);

	code = get_unaligned_be32(buf);
	if (!code) {
		ev->kind = IMON_EV_NONE;
		return ev->kind;
	}
	if (code == 0x688281b7 || code == 0x010081b7)
		return imon_release(ev, proto, 0);
	if (ffdc && (buf[0] & 0x40) && !(buf[1] & 0x05))
		return imon_stick(ev, imon_ffdc_axis(buf[1], buf[0] & 0x02),
				  imon_ffdc_axis(buf[2], buf[0] & 0x01), proto);
	if (buf[0] == 0x80) {
		imon_code(ev, IMON_EV_MCE, RC_PROTO_RC6_MCE, code | 0xf000);
		ev->toggle = code & 0x8000;
		return ev->kind;
	}
	if (buf[0] == 0x02) {
		if (!buf[3] && code != 0x02800000)
			return imon_release(ev, proto, 0);
		return imon_code(ev, kind, proto, code);
	}
	if (mce_mode)
		return ev->kind;

	imon_code(ev, IMON_EV_PAD, RC_PROTO_IMON, code);
	if (ev->keycode == KEY_RESERVED && (code & 0x4000) &&
	    imon_default_key(&imon_pad_keymap, RC_PROTO_IMON,
			     code & ~0x4000) != KEY_RESERVED) {
		memset(ev, 0, sizeof(*ev));
		return imon_release(ev, RC_PROTO_IMON, code & ~0x4000);
	}
	return ev->kind;
}

void imon_stick_init(struct imon_stick *st, bool ffdc, u16 threshold)
{
	memset(st, 0, sizeof(*st));
	st->timeout_ms = ffdc ? 10 : 500;
	st->threshold = threshold ? threshold : ffdc ? 15 : 28;
}

u32 imon_stick_arrow(int x, int y)
{
	if (!x && !y)
		return 0;
	if (abs(y) > abs(x))
		return y > 0 ? IMON_STICK_DOWN : IMON_STICK_UP;
	return x > 0 ? IMON_STICK_RIGHT : IMON_STICK_LEFT;
}

/* A pause longer than this between movements starts the sum afresh. */
#define IMON_STICK_PAUSE_MS	100

u32 imon_stick_stabilize(struct imon_stick *st, int x, int y, u32 now_ms)
{
	s32 lead = 17 * st->threshold / 30;
	u32 dir;

	if (!st->started || now_ms - st->last_ms > IMON_STICK_PAUSE_MS) {
		st->x = 0;
		st->y = 0;
		st->hits = 0;
	}
	st->started = true;
	st->last_ms = now_ms;
	st->x += clamp(x, -128, 127);
	st->y += clamp(y, -128, 127);
	if (abs(st->x) <= st->threshold && abs(st->y) <= st->threshold)
		return 0;

	dir = imon_stick_arrow(st->x, st->y);
	st->x = 0;
	st->y = 0;
	if (dir != st->last_dir) {
		st->last_dir = dir;
		st->hits = 1;
		st->hit_ms = now_ms;
		return dir;
	}

	st->hits++;
	if (st->hits > 3) {
		/* Held: start the next sum part of the way there. */
		switch (dir) {
		case IMON_STICK_DOWN:
			st->y = lead;
			break;
		case IMON_STICK_UP:
			st->y = -lead;
			break;
		case IMON_STICK_RIGHT:
			st->x = lead;
			break;
		default:
			st->x = -lead;
			break;
		}
	}
	if (st->hits == 2 && now_ms - st->hit_ms < st->timeout_ms) {
		st->hits = 1;
		return 0;
	}
	return dir;
}

void imon_lirccode(u32 proto, u32 scancode, bool toggle, u8 *bytes)
{
	u32 code = scancode;

	if (proto == RC_PROTO_RC6_MCE && (scancode >> 24) == 0x80)
		code = (scancode & ~0xf000) | (toggle ? 0x8000 : 0);
	put_unaligned_be32(code, bytes);
}
