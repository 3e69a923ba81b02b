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
 * (its end marker, or a full pulse or space that long). What comes later
 * than that is the host's (or, in an emulation, the device's) lateness:
 * a busy host polls the endpoint late, by tens of ms, and one under heavy
 * load (the soak: a single-CPU guest that unplugs, reloads and suspends
 * devices beside the presses) by hundreds. Mainline, which ends a signal
 * only at the end marker, keeps such a press, so this driver keeps it as
 * long as the silence between two transfers stays within SZ_STALE_US. A
 * longer silence in the middle of a signal means its end marker was lost
 * (a cut transfer, a reset): the signal ends there and a pending escape
 * is dropped, so the next press decodes.
 *
 * What the decoder cannot tell: a signal whose end marker was lost,
 * followed within SZ_STALE_US by a press, is one signal to it, and that
 * press is lost. End markers are lost only with a failed transfer, rare
 * beside a host that is late; the longer bound is the better trade.
 */
#define SZ_STALE_US	500000
/*
 * When no transfer comes at all after a signal that lost its end marker,
 * the core ends it after this long without a sample (lost_end_us; it
 * restarts its clock at each sample only). A transfer with bytes carries
 * no sample only when it is a lone escape byte, and the byte after an
 * escape always gives one (a pulse, a space or the end); each of the two
 * transfers may come up to SZ_STALE_US after the one before. So the core
 * never ends a signal that the decoder would still complete: between two
 * samples of one signal the decoder keeps, at most 2 * SZ_STALE_US pass.
 */
#define SZ_LOST_END_US	(2 * SZ_STALE_US)

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
 * struct sz_decoder - decoder state; it spans transfers. Zero it before
 *	its first use.
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
