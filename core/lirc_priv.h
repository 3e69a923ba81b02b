/* SPDX-License-Identifier: GPL-2.0 */
/*
 * lirc_core internals shared by the core's files and its KUnit tests.
 */
#ifndef _LIRC_PRIV_H
#define _LIRC_PRIV_H

#include <linux/kfifo.h>
#include <linux/list.h>
#include <linux/mutex.h>
#include <linux/types.h>

#include <linux/lirc_core.h>

#include "lirc_core.h"

/* Largest record a queue holds (struct lirc_scancode is 24 bytes). */
#define LIRC_QUEUE_MAX_REC	32

/* Per-open queue sizes, in records. */
#define LIRC_RAW_QUEUE_LEN	512
#define LIRC_CODE_QUEUE_LEN	32

/* Protocols the core decodes and encodes, by decoder. */
#define LIRC_RC5_PROTOS		(BIT_ULL(RC_PROTO_RC5) | BIT_ULL(RC_PROTO_RC5_SZ))
#define LIRC_NEC_PROTOS		(BIT_ULL(RC_PROTO_NEC) | BIT_ULL(RC_PROTO_NECX) | \
				 BIT_ULL(RC_PROTO_NEC32))
#define LIRC_RAW_PROTOCOLS	(LIRC_RC5_PROTOS | LIRC_NEC_PROTOS)

/* Transmit limits of the ABI. */
#define LIRC_TX_MAX_VALUES	1024
#define LIRC_TX_MAX_US		500000

#define LIRC_MAX_DEVICES	256

/*
 * Class, chrdev region, device and node names: "lirc_core", lirc_coreN,
 * /dev/lirc_coreN. Mainline rc-core owns "lirc" and lircN; both stacks load
 * side by side in either order.
 */
#define LIRC_DEV_NAME		"lirc_core"

/**
 * struct lirc_queue - a fixed-size queue of fixed-size records on a kfifo
 * @fifo: the bytes; only whole records are ever added
 * @rec_size: size of one record in bytes
 * @capacity: records the queue holds at most
 * @overflow_rec: record queued where records were lost, or NULL
 * @lost: records were refused since the last @overflow_rec was queued
 * @dropped: records refused because the queue was full, in total
 *
 * One producer and one consumer may run concurrently without a lock; several
 * producers (or several consumers) must be serialised by the caller.
 */
struct lirc_queue {
	struct kfifo fifo;
	unsigned int rec_size;
	unsigned int capacity;
	const void *overflow_rec;
	bool lost;
	unsigned long dropped;
};

int lirc_queue_init(struct lirc_queue *q, unsigned int rec_size,
		    unsigned int capacity, const void *overflow_rec);
void lirc_queue_free(struct lirc_queue *q);
bool lirc_queue_put(struct lirc_queue *q, const void *rec);
unsigned int lirc_queue_get(struct lirc_queue *q, void *buf, unsigned int len);
int lirc_queue_read(struct lirc_queue *q, char __user *buf, size_t len,
		    size_t *copied);
unsigned int lirc_queue_count(struct lirc_queue *q);
void lirc_queue_flush(struct lirc_queue *q);

static inline bool lirc_queue_empty(struct lirc_queue *q)
{
	return kfifo_is_empty(&q->fifo);
}

/**
 * struct lirc_fh - one open file of a device
 * @node: entry in lirc_device.readers
 * @ld: the device; the file holds a reference
 * @rawq: MODE2 samples (raw receivers)
 * @codeq: struct lirc_scancode records
 * @lircq: LIRCCODE codes (where the driver has a layout)
 * @read_lock: one consumer of the queues at a time
 * @rec_mode: LIRC_MODE_* this file reads; only the queue of this mode
 *	is filled. Changed under @read_lock and the device's readers_lock.
 * @send_mode: LIRC_MODE_* this file writes
 */
struct lirc_fh {
	struct list_head node;
	struct lirc_device *ld;
	struct lirc_queue rawq;
	struct lirc_queue codeq;
	struct lirc_queue lircq;
	struct mutex read_lock;		/* see @read_lock above */
	u32 rec_mode;
	u32 send_mode;
};

/**
 * lirc_fh_queue() - the queue a file reads in its current mode
 * @fh: the file
 *
 * Return: the queue.
 */
static inline struct lirc_queue *lirc_fh_queue(struct lirc_fh *fh)
{
	switch (READ_ONCE(fh->rec_mode)) {
	case LIRC_MODE_SCANCODE:
		return &fh->codeq;
	case LIRC_MODE_LIRCCODE:
		return &fh->lircq;
	default:
		return &fh->rawq;
	}
}

struct lirc_fh *lirc_fh_create(struct lirc_device *ld, unsigned int qlen);
void lirc_fh_attach(struct lirc_fh *fh);
void lirc_fh_detach(struct lirc_fh *fh);
void lirc_fh_destroy(struct lirc_fh *fh);
u32 lirc_device_features(struct lirc_device *ld);

/* lirc_dev.c */
int lirc_device_use(struct lirc_device *ld);
void lirc_device_unuse(struct lirc_device *ld);
int lirc_chrdev_init(void);
void lirc_chrdev_exit(void);

/* lirc_rx.c */
void lirc_deliver(struct lirc_device *ld, u32 mode, const void *rec);
void lirc_decoders_reset(struct lirc_device *ld);
int lirc_tx_check(const u32 *durations, unsigned int count);

/* lirc_input.c */
void lirc_input_init(struct lirc_device *ld);
u32 lirc_keymap_lookup(struct lirc_device *ld, u32 proto, u64 scancode);
int lirc_keymap_load(struct lirc_device *ld);
int lirc_keymap_get(struct lirc_device *ld, struct input_keymap_entry *ke);
int lirc_keymap_set(struct lirc_device *ld, const struct input_keymap_entry *ke,
		    unsigned int *old_keycode, unsigned long *keybit);
unsigned int lirc_keyup_ms(struct lirc_device *ld);
void lirc_input_code(struct lirc_device *ld, u64 scancode, u32 keycode,
		     bool repeat);
int lirc_input_register(struct lirc_device *ld);
void lirc_input_unregister(struct lirc_device *ld);

#endif /* _LIRC_PRIV_H */
