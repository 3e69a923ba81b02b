// SPDX-License-Identifier: GPL-2.0
/*
 * Streamzap byte stream -> pulses and spaces.
 *
 * Each byte normally holds a pulse (high nibble) and a space (low nibble),
 * in units of 256 us; a value v stands for v * 256 + 128 us. A nibble of
 * 0xf escapes to a whole byte: a pulse escape is followed by the pulse
 * byte and then a byte whose low nibble is the space; a space escape is
 * followed by the space byte, where 0xff means "end of signal". Escapes
 * may be split across transfers, so the state is kept between calls.
 *
 * Silence between transfers. The receiver ends every signal itself with
 * the end marker, 0xff units after its last pulse, and measures nothing
 * longer. A transfer that comes more than SZ_STALE_US after the last one
 * with bytes (the receiver's 0xff units and a host late by up to ~435 ms,
 * see streamzap.h) therefore starts a new signal: a pending escape is
 * dropped (a frame cut inside an escape, a lone escape byte), and a
 * signal with a pulse and no end since (a frame cut short, or without its
 * end marker) ends there with a timeout as long as the silence, so that
 * the space the core puts before the next pulse covers the whole silence.
 * The next press decodes. The driver tells the core that it ends its
 * signals itself, so the core ends none at the timeout; when no transfer
 * comes at all, it ends such a signal after SZ_LOST_END_US, and it reports
 * one timeout per silence, so this adds nothing where the core has ended
 * the signal already. Within that bound every escape waits however the
 * stream was cut into transfers, and a late transfer does not split a
 * frame, whatever the receive timeout: the receiver's own long spaces and
 * end markers end a signal at that timeout. An empty transfer carries no
 * signal: the silence goes on.
 */

#include <linux/export.h>

#include "streamzap.h"

static u32 sz_us(u8 v)
{
	return v * SZ_RESOLUTION + SZ_RESOLUTION / 2;
}

/**
 * sz_decoder_reset() - start at a byte boundary of a fresh stream
 * @d: the decoder
 */
void sz_decoder_reset(struct sz_decoder *d)
{
	d->state = SZ_NIBBLES;
	d->in_signal = false;
}

/* What sz_decode() passes along while it decodes one transfer. */
struct sz_out {
	struct sz_decoder *d;
	u32 timeout_us;
	sz_emit_t emit;
	void *ctx;
};

static void sz_pulse(struct sz_out *o, u32 us)
{
	o->d->in_signal = true;
	o->emit(o->ctx, LIRC_RAW_PULSE, us);
}

/* The end of the signal; @us of silence, 0 for the receive timeout. */
static void sz_end(struct sz_out *o, u32 us)
{
	if (!o->d->in_signal)
		return;
	o->d->in_signal = false;
	o->emit(o->ctx, LIRC_RAW_TIMEOUT, us);
}

/*
 * A space as long as the timeout ends the signal there. It goes out as the
 * space it is: the core reports the timeout and keeps the whole measured
 * space before the next pulse.
 */
static void sz_space(struct sz_out *o, u32 us)
{
	if (us >= o->timeout_us)
		o->d->in_signal = false;
	o->emit(o->ctx, LIRC_RAW_SPACE, us);
}

/* The space nibble of @b, or the escape to a full space byte. */
static void sz_space_nibble(struct sz_out *o, u8 b)
{
	if ((b & 0x0f) == 0x0f) {
		o->d->state = SZ_FULL_SPACE;
		return;
	}
	sz_space(o, sz_us(b & 0x0f));
	o->d->state = SZ_NIBBLES;
}

/**
 * sz_decode() - decode one transfer
 * @d: the decoder
 * @buf: the bytes
 * @len: how many; 0 for an empty transfer
 * @silence_us: time since the last transfer that had bytes (since the
 *	reset if none had), U32_MAX at most
 * @timeout_us: the receive timeout: a space that long ends the signal
 * @emit: called for every pulse, space and end of signal. An end is a
 *	timeout of 0 (the receive timeout) when the receiver said so, or of
 *	@silence_us when the transfer came after more than SZ_STALE_US of
 *	silence in the middle of a signal; a space that reached @timeout_us
 *	goes out as that space, which ends the signal in the core.
 * @ctx: passed to @emit
 *
 * A pure function: the caller measures the silence.
 */
void sz_decode(struct sz_decoder *d, const u8 *buf, unsigned int len,
	       u32 silence_us, u32 timeout_us, sz_emit_t emit, void *ctx)
{
	struct sz_out o = { d, timeout_us, emit, ctx };
	unsigned int i;

	if (silence_us > SZ_STALE_US) {
		d->state = SZ_NIBBLES;
		sz_end(&o, silence_us);
	}

	for (i = 0; i < len; i++) {
		u8 b = buf[i];

		switch (d->state) {
		case SZ_NIBBLES:
			if ((b >> 4) == 0x0f) {
				d->state = SZ_FULL_PULSE;
				break;
			}
			sz_pulse(&o, sz_us(b >> 4));
			sz_space_nibble(&o, b);
			break;
		case SZ_FULL_PULSE:
			sz_pulse(&o, sz_us(b));
			d->state = SZ_SPACE_NIBBLE;
			break;
		case SZ_SPACE_NIBBLE:
			sz_space_nibble(&o, b);
			break;
		case SZ_FULL_SPACE:
			if (b == 0xff)
				sz_end(&o, 0);
			else
				sz_space(&o, sz_us(b));
			d->state = SZ_NIBBLES;
			break;
		}
	}
}
