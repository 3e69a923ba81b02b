// SPDX-License-Identifier: GPL-2.0
/*
 * Queue operations only the KUnit suites use. Built into lirc_core only
 * with CONFIG_LIRC_CORE_KUNIT_TEST, never part of the shipped module.
 */

#include <linux/kernel.h>

#include "lirc_priv.h"

/**
 * lirc_queue_get() - take whole records (consumer side, kernel buffer)
 * @q: the queue
 * @buf: destination
 * @len: size of @buf in bytes
 *
 * Return: bytes copied, a multiple of the record size (0 if @len is
 * smaller than one record or the queue is empty).
 */
unsigned int lirc_queue_get(struct lirc_queue *q, void *buf, unsigned int len)
{
	unsigned int n;

	if (q->rec_size == sizeof(u32))
		return kfifo_out(&q->words, (u32 *)buf, len / sizeof(u32)) *
		       sizeof(u32);
	n = min(len, kfifo_len(&q->fifo));

	n -= n % q->rec_size;
	return kfifo_out(&q->fifo, buf, n);
}

/**
 * lirc_queue_flush() - discard every queued record (consumer side)
 * @q: the queue
 *
 * Safe against a concurrent producer.
 */
void lirc_queue_flush(struct lirc_queue *q)
{
	kfifo_reset_out(&q->fifo);
}
