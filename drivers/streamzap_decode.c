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
}

/* The space nibble of @b, or the escape to a full space byte. */
static void sz_space_nibble(struct sz_decoder *d, u8 b, sz_emit_t emit,
			    void *ctx)
{
	if ((b & 0x0f) == 0x0f) {
		d->state = SZ_FULL_SPACE;
		return;
	}
	emit(ctx, LIRC_RAW_SPACE, sz_us(b & 0x0f));
	d->state = SZ_NIBBLES;
}

/**
 * sz_decode() - decode one transfer
 * @d: the decoder
 * @buf: the bytes
 * @len: how many
 * @emit: called for every pulse, space and end of signal (a timeout of 0)
 * @ctx: passed to @emit
 */
void sz_decode(struct sz_decoder *d, const u8 *buf, unsigned int len,
	       sz_emit_t emit, void *ctx)
{
	unsigned int i;

	for (i = 0; i < len; i++) {
		u8 b = buf[i];

		switch (d->state) {
		case SZ_NIBBLES:
			if ((b >> 4) == 0x0f) {
				d->state = SZ_FULL_PULSE;
				break;
			}
			emit(ctx, LIRC_RAW_PULSE, sz_us(b >> 4));
			sz_space_nibble(d, b, emit, ctx);
			break;
		case SZ_FULL_PULSE:
			emit(ctx, LIRC_RAW_PULSE, sz_us(b));
			d->state = SZ_SPACE_NIBBLE;
			break;
		case SZ_SPACE_NIBBLE:
			sz_space_nibble(d, b, emit, ctx);
			break;
		case SZ_FULL_SPACE:
			if (b == 0xff)
				emit(ctx, LIRC_RAW_TIMEOUT, 0);
			else
				emit(ctx, LIRC_RAW_SPACE, sz_us(b));
			d->state = SZ_NIBBLES;
			break;
		}
	}
}
