/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Streamzap PC Remote receiver: the packet format, as a pure decoder.
 */
#ifndef _LIRC_STREAMZAP_H
#define _LIRC_STREAMZAP_H

#include <linux/types.h>

#include "lirc_core.h"

#define SZ_RESOLUTION	256
/* The receiver ends a signal after a 0xff "full space": 255 units. */
#define SZ_MAX_TIMEOUT	(0xff * SZ_RESOLUTION)
/*
 * The receiver sends a byte at the latest 0xff units after the one before
 * (its end marker, or a full pulse or space that long); allow one 10 ms
 * polling interval of the interrupt endpoint and the host's scheduling on
 * top. After more silence than that between two transfers, nothing that
 * was pending can be completed any more: the end marker was lost.
 */
#define SZ_STALE_US	(SZ_MAX_TIMEOUT + 64 * SZ_RESOLUTION)

/**
 * enum sz_state - where the decoder is within the byte stream
 * @SZ_NIBBLES: next byte is a pulse nibble and a space nibble
 * @SZ_FULL_PULSE: next byte is a whole pulse value
 * @SZ_SPACE_NIBBLE: next byte's low nibble is a space (high nibble unused)
 * @SZ_FULL_SPACE: next byte is a whole space value, 0xff ends the signal
 */
enum sz_state {
	SZ_NIBBLES,
	SZ_FULL_PULSE,
	SZ_SPACE_NIBBLE,
	SZ_FULL_SPACE,
};

/**
 * struct sz_decoder - decoder state; it spans transfers
 * @state: the state
 * @in_signal: a pulse was reported and the signal has not ended since
 */
struct sz_decoder {
	enum sz_state state;
	bool in_signal;
};

typedef void (*sz_emit_t)(void *ctx, enum lirc_raw_type type, u32 us);

void sz_decoder_reset(struct sz_decoder *d);
void sz_decode(struct sz_decoder *d, const u8 *buf, unsigned int len,
	       u32 silence_us, u32 timeout_us, sz_emit_t emit, void *ctx);

#endif /* _LIRC_STREAMZAP_H */
