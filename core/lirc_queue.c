// SPDX-License-Identifier: GPL-2.0
/*
 * Fixed-size record queues on <linux/kfifo.h>.
 *
 * A full queue refuses new records rather than overwriting old ones: what a
 * reader already holds stays in order, and the loss is counted. When the
 * queue has an overflow record (MODE2's LIRC_MODE2_OVERFLOW), that record is
 * queued at the place of the loss as soon as there is room for it and the
 * next record, so a reader always learns that something is missing.
 */

#include <linux/kernel.h>
#include <linux/log2.h>
#include <linux/slab.h>
#include <linux/uaccess.h>

#include "lirc_priv.h"

/**
 * lirc_queue_init() - allocate a queue
 * @q: the queue
 * @rec_size: bytes per record, 1..LIRC_QUEUE_MAX_REC
 * @capacity: records the queue holds; at least 2 with an @overflow_rec
 * @overflow_rec: record of @rec_size bytes to queue where records were
 *	lost, or NULL; it must outlive the queue
 *
 * Return: 0, -EINVAL for impossible sizes, or -ENOMEM.
 */
int lirc_queue_init(struct lirc_queue *q, unsigned int rec_size,
		    unsigned int capacity, const void *overflow_rec)
{
	if (!rec_size || rec_size > LIRC_QUEUE_MAX_REC || !capacity ||
	    capacity > (1U << 20) / rec_size || (overflow_rec && capacity < 2))
		return -EINVAL;

	q->rec_size = rec_size;
	q->capacity = capacity;
	q->overflow_rec = overflow_rec;
	q->lost = false;
	q->dropped = 0;
	/* kfifo wants a power of two, and at least 2 elements. */
	if (rec_size == sizeof(u32))
		return kfifo_alloc(&q->words, roundup_pow_of_two(max(capacity, 2U)),
				   GFP_KERNEL);
	return kfifo_alloc(&q->fifo,
			   roundup_pow_of_two(max(rec_size * capacity, 2U)),
			   GFP_KERNEL);
}

/**
 * lirc_queue_free() - free a queue's storage
 * @q: the queue; no producer or consumer may use it any more
 */
void lirc_queue_free(struct lirc_queue *q)
{
	kfifo_free(&q->fifo);
}

/**
 * lirc_queue_count() - records in a queue
 * @q: the queue
 *
 * Return: the number of whole records queued.
 */
unsigned int lirc_queue_count(struct lirc_queue *q)
{
	if (q->rec_size == sizeof(u32))
		return kfifo_len(&q->words);
	return kfifo_len(&q->fifo) / q->rec_size;
}

/**
 * lirc_queue_put() - add one record (producer side)
 * @q: the queue
 * @rec: @q->rec_size bytes
 *
 * Safe in any context. Producers must be serialised by the caller.
 *
 * Return: true if @rec was queued, false if it was dropped (and counted).
 */
bool lirc_queue_put(struct lirc_queue *q, const void *rec)
{
	unsigned int need = q->lost && q->overflow_rec ? 2 : 1;
	bool words = q->rec_size == sizeof(u32);
	u32 w;

	/* No division on the receive path. */
	if (words ? kfifo_len(&q->words) + need > q->capacity :
		    kfifo_len(&q->fifo) + need * q->rec_size >
		    q->capacity * q->rec_size) {
		q->lost = true;
		q->dropped++;
		return false;
	}
	if (words) {
		if (need == 2) {
			memcpy(&w, q->overflow_rec, sizeof(w));
			kfifo_put(&q->words, w);
		}
		memcpy(&w, rec, sizeof(w));
		kfifo_put(&q->words, w);
	} else {
		if (need == 2)
			kfifo_in(&q->fifo, q->overflow_rec, q->rec_size);
		kfifo_in(&q->fifo, rec, q->rec_size);
	}
	q->lost = false;
	return true;
}

/* lirc_queue_read() of a queue of u32 records. */
static int lirc_queue_read_words(struct lirc_queue *q, char __user *buf,
				 size_t len, size_t *copied)
{
	u32 bounce[64];
	unsigned int n;

	while (len - *copied >= sizeof(u32)) {
		n = min_t(size_t, (len - *copied) / sizeof(u32), ARRAY_SIZE(bounce));
		n = kfifo_out_peek(&q->words, bounce, n);
		if (!n)
			break;
		if (copy_to_user(buf + *copied, bounce, n * sizeof(u32)))
			return *copied ? 0 : -EFAULT;
		/* Only this consumer moves the out index: drop what we sent. */
		*copied += kfifo_out(&q->words, bounce, n) * sizeof(u32);
	}
	return 0;
}

/**
 * lirc_queue_read() - take whole records into user memory (consumer side)
 * @q: the queue
 * @buf: user destination
 * @len: size of @buf in bytes
 * @copied: bytes copied, a multiple of the record size
 *
 * Records are removed from the queue only once they reached user memory,
 * so a fault loses nothing.
 *
 * Return: 0, or -EFAULT if nothing could be copied.
 */
int lirc_queue_read(struct lirc_queue *q, char __user *buf, size_t len,
		    size_t *copied)
{
	u8 bounce[8 * LIRC_QUEUE_MAX_REC];
	unsigned int chunk = sizeof(bounce) - sizeof(bounce) % q->rec_size;

	*copied = 0;
	if (q->rec_size == sizeof(u32))
		return lirc_queue_read_words(q, buf, len, copied);
	while (len - *copied >= q->rec_size) {
		unsigned int n = min_t(size_t, len - *copied, chunk);

		n = min(n, kfifo_len(&q->fifo));
		n -= n % q->rec_size;
		if (!n)
			break;
		n = kfifo_out_peek(&q->fifo, bounce, n);
		if (copy_to_user(buf + *copied, bounce, n))
			return *copied ? 0 : -EFAULT;
		/* Only this consumer moves the out index: drop what we sent. */
		*copied += kfifo_out(&q->fifo, bounce, n);
	}
	return 0;
}
