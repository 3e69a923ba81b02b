/* SPDX-License-Identifier: GPL-2.0 */
/*
 * lirc_core internals shared by the core's files and its KUnit tests.
 */
#ifndef _LIRC_PRIV_H
#define _LIRC_PRIV_H

#include <linux/cdev.h>
#include <linux/kfifo.h>
#include <linux/ktime.h>
#include <linux/list.h>
#include <linux/mutex.h>
#include <linux/ratelimit.h>
#include <linux/sched.h>
#include <linux/spinlock.h>
#include <linux/timer.h>
#include <linux/types.h>
#include <linux/wait.h>

#include <linux/lirc_core.h>

#include "lirc_core.h"
#include "lirc_proto.h"

/* Largest record a queue holds (struct lirc_scancode is 24 bytes). */
#define LIRC_QUEUE_MAX_REC	32

/* Per-open queue sizes, in records. */
#define LIRC_RAW_QUEUE_LEN	512
#define LIRC_CODE_QUEUE_LEN	32

/* Samples lirc_rx_raw_signal() reports per hold of the receive lock. */
#define LIRC_RX_RUN		64

/* Most keymap entries a device holds, as in mainline rc-core. */
#define LIRC_KEYMAP_MAX		8192

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
 * struct lirc_device - one receiver (and transmitter); core-private
 * @dev: the device behind /dev/lirc_coreN; its refcount is the lifetime
 * @cdev: the character device
 * @desc: the driver's description, copied at allocation: @desc.name and
 *	@desc.driver_name point to the core's copies, @desc.ops to @ops,
 *	@desc.keymap is only read by lirc_device_register()
 * @ops: the driver's callbacks, copied: the core never reads the driver
 *	module's ops table, and calls these only under @lock while
 *	@registered (@ops.lirccode: under @rx_lock while @rx_live)
 * @drvdata: the driver's pointer, see lirc_get_drvdata()
 * @lock: mutex; serialises registration, @users, @legacy_lirccode, every
 *	driver callback but @ops.lirccode, and writers of @timeout. @ops.tx
 *	may sleep under it for up to the signal's duration (500 ms at most),
 *	as the paced loopback does
 * @registered: the device is registered. Written under @lock with
 *	WRITE_ONCE(); read under @lock, or with READ_ONCE() as a hint
 * @users: open files and input-device opens; under @lock
 * @timeout: the current receive timeout in microseconds. Written under
 *	@lock with WRITE_ONCE(), read anywhere with READ_ONCE()
 * @legacy_lirccode: files open in LIRC_MODE_LIRCCODE, the only receive
 *	mode advertised; written under @lock, read with READ_ONCE()
 * @rx_lock: spinlock taken with interrupts off; protects everything below
 *	up to @keymap_lock: the readers list, the raw-event state, the
 *	decoders, the last code and the key state. Taken inside @lock, and
 *	inside the input device's mutex (its open, lirc_input.c).
 * @rx_live: lirc_rx_*() report to readers; false before registration and
 *	from unregistration on, so late reports are dropped
 * @readers: the open files (struct lirc_fh), readers or not
 * @in_signal: a pulse came since the last end of signal
 * @gap: the signal ended (timeout reported) and no pulse followed yet
 * @gap_since: when the silence's measured part (@gap_us) ended
 * @gap_us: silence measured when the gap began (timeout or long space)
 * @idle_timer: ends the signal when no sample came for @timeout (for a
 *	device with desc.ends_signals: for desc.lost_end_us, if not 0)
 * @protocols: BIT_ULL(enum rc_proto) of the protocols decoded (raw, or
 *	switchable decoded receivers); written under @rx_lock (and @lock for
 *	a decoded receiver)
 * @fams_of: the @protocols that @fams was worked out for
 * @fams: BIT(i) for each family of lirc_proto_table that decodes some of
 *	@protocols (lirc_proto_families()); @fams_of and @fams under @rx_lock
 * @dec: decoder state of each family of lirc_proto_table; a configurable
 *	family's holds its parameters too (struct lirc_cfg_dec), which its
 *	reset keeps: set by lirc_rx_init(), changed by sysfs, under @rx_lock
 * @have_last: @last holds the last code, for repeats
 * @last: the last code reported
 * @last_time: when it was reported
 * @input: the input device, or NULL; set before input_register_device(),
 *	events go to it only while @input_live
 * @input_live: key events may be sent to @input: from its first open
 *	attempt or the end of its registration, whichever is first, until
 *	lirc_input_unregister()
 * @key_down: a key is down: @down_keycode
 * @down_keycode: the key that is down
 * @keyup_timer: releases the key that is down
 * @keyup_ms: the key-up time, see lirc_set_keyup_ms(); written with
 *	WRITE_ONCE(), read with READ_ONCE(), no lock
 * @keymap_lock: spinlock; protects @km, @km_size and @km_alloc. Order:
 *	@rx_lock -> input event_lock -> @keymap_lock
 * @km: the keymap, sorted by scancode then protocol; allocated at
 *	registration for the driver's keymap, grown (doubling, at most
 *	LIRC_KEYMAP_MAX entries) when EVIOCSKEYCODE adds beyond @km_alloc
 * @km_size: entries in @km
 * @km_alloc: entries @km has room for
 * @room_wait: where a transmitter that feeds its own receiver (the
 *	loopback) waits for readers to make room, see lirc_rx_wait_room();
 *	readers wake it after taking records, files when they stop reading
 *	MODE2 or close
 * @stopping: set (WRITE_ONCE(), no lock) when unregistration begins, before
 *	it takes @lock: ends such waits, which run under @lock
 * @tx_fh: the file whose write() is transmitting, or NULL: not waited for
 *	(its writer is busy writing). Written under @lock and @rx_lock, read
 *	under @rx_lock
 * @paced: a transmitter waits for room in the middle of a signal: the
 *	silence timer does not end the signal meanwhile, nor does the wait
 *	count as silence. Under @rx_lock
 * @paced_since: when @paced was set; under @rx_lock
 * @phys: the input device's phys
 * @rcview: the device's /sys/class/rc/rcN (the rc view), or NULL; set
 *	before the device is added, freed by its release
 */
struct lirc_device {
	struct device dev;
	struct cdev cdev;
	struct lirc_device_desc desc;
	struct lirc_device_ops ops;
	void *drvdata;

	struct mutex lock;		/* see @lock above */
	bool registered;
	unsigned int users;
	u32 timeout;
	bool legacy_lirccode;

	spinlock_t rx_lock;		/* see @rx_lock above */
	bool rx_live;
	struct list_head readers;
	bool in_signal;
	bool gap;
	ktime_t gap_since;
	u32 gap_us;
	struct timer_list idle_timer;
	u64 protocols;
	u64 fams_of;
	unsigned long fams;
	u64 dec[LIRC_PROTO_FAMILIES][DIV_ROUND_UP(LIRC_PROTO_STATE_MAX, sizeof(u64))];
	bool have_last;
	struct lirc_code last;
	ktime_t last_time;
	struct input_dev *input;
	bool input_live;
	bool key_down;
	u32 down_keycode;
	struct timer_list keyup_timer;
	unsigned int keyup_ms;

	spinlock_t keymap_lock;		/* see @keymap_lock above */
	struct lirc_keymap_entry *km;
	unsigned int km_size;
	unsigned int km_alloc;
	wait_queue_head_t room_wait;
	bool stopping;
	struct lirc_fh *tx_fh;
	bool paced;
	ktime_t paced_since;
	char phys[32];
	struct lirc_rcview *rcview;
};

/**
 * struct lirc_queue - a fixed-size queue of fixed-size records on a kfifo
 * @fifo: the bytes; only whole records are ever added. Not when @rec_size
 *	is 4: then the kfifo is @words, whose in/out count u32s, not bytes
 * @words: the same kfifo as one u32 per record, when @rec_size is 4 (MODE2
 *	samples): puts are then one inline store, as in a typed kfifo
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
	union {
		struct kfifo fifo;
		DECLARE_KFIFO_PTR(words, u32);
	};
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
int lirc_queue_read(struct lirc_queue *q, char __user *buf, size_t len,
		    size_t *copied);
unsigned int lirc_queue_count(struct lirc_queue *q);

/* lirc_queue_test.c: only in KUnit builds */
unsigned int lirc_queue_get(struct lirc_queue *q, void *buf, unsigned int len);
void lirc_queue_flush(struct lirc_queue *q);

static inline bool lirc_queue_empty(struct lirc_queue *q)
{
	return kfifo_is_empty(&q->fifo);
}

/**
 * struct lirc_fh - one open file of a device
 * @node: entry in lirc_device.readers (every open file), under its @rx_lock
 * @ld: the device; the file holds a reference
 * @rawq: MODE2 samples (raw receivers)
 * @codeq: struct lirc_scancode records
 * @lircq: LIRCCODE codes (where the driver has a layout)
 *	A queue is allocated when its mode is first selected, so a file holds
 *	only the queues of the modes it chose; allocated under @read_lock and
 *	installed under the device's @rx_lock as well. A file that does not
 *	read (opened write-only) has none and gets no records.
 * @raw_len: samples @rawq holds; 0 for a file that does not read
 * @has_read: the file called read() or poll() once; until then a paced
 *	transmitter does not wait for it. WRITE_ONCE()/READ_ONCE()
 * @wake: a record was queued for this file since its last wake-up; under
 *	the device's @rx_lock, which wakes the file before it is released
 * @loss_reported: the current loss (since records last reached the
 *	queue) was reported; under the device's @rx_lock
 * @read_lock: one consumer of the queues at a time; never held while
 *	sleeping for data
 * @wait: where this file's readers and pollers sleep; a record wakes only
 *	the files it was queued for
 * @rec_mode: LIRC_MODE_* this file reads; only the queue of this mode is
 *	filled. Written under @read_lock and the device's @rx_lock with
 *	WRITE_ONCE(); read under either, or with READ_ONCE().
 * @send_mode: LIRC_MODE_* this file writes; WRITE_ONCE()/READ_ONCE()
 * @full_rs: limits the "reader too slow" warning of this file
 * @comm: the name of the process that opened the file
 * @pid: its pid
 */
struct lirc_fh {
	struct list_head node;
	struct lirc_device *ld;
	struct lirc_queue rawq;
	struct lirc_queue codeq;
	struct lirc_queue lircq;
	unsigned int raw_len;
	bool has_read;
	bool wake;
	bool loss_reported;
	struct mutex read_lock;		/* see @read_lock above */
	wait_queue_head_t wait;
	u32 rec_mode;
	u32 send_mode;
	struct ratelimit_state full_rs;
	char comm[TASK_COMM_LEN];
	pid_t pid;
};

/**
 * lirc_fh_mode_queue() - the queue of a file for a receive mode
 * @fh: the file
 * @mode: LIRC_MODE_*
 *
 * Return: the queue (allocated once the file selected @mode).
 */
static inline struct lirc_queue *lirc_fh_mode_queue(struct lirc_fh *fh,
						    u32 mode)
{
	switch (mode) {
	case LIRC_MODE_SCANCODE:
		return &fh->codeq;
	case LIRC_MODE_LIRCCODE:
		return &fh->lircq;
	default:
		return &fh->rawq;
	}
}

/**
 * lirc_fh_queue() - the queue a file reads in its current mode
 * @fh: the file
 *
 * Return: the queue.
 */
static inline struct lirc_queue *lirc_fh_queue(struct lirc_fh *fh)
{
	return lirc_fh_mode_queue(fh, READ_ONCE(fh->rec_mode));
}

struct lirc_fh *lirc_fh_create(struct lirc_device *ld, unsigned int qlen);
int lirc_fh_set_mode(struct lirc_fh *fh, u32 mode);
void lirc_fh_attach(struct lirc_fh *fh);
void lirc_fh_detach(struct lirc_fh *fh);
void lirc_fh_destroy(struct lirc_fh *fh);
u32 lirc_device_features(struct lirc_device *ld);
void lirc_fh_wake_all(struct lirc_device *ld, __poll_t events);

/* lirc_dev.c */
int lirc_device_use(struct lirc_device *ld);
void lirc_device_unuse(struct lirc_device *ld);
int lirc_chrdev_init(void);
void lirc_chrdev_exit(void);
u64 lirc_protocols_offered(struct lirc_device *ld);
int lirc_protocols_change(struct lirc_device *ld, bool replace, u64 set,
			  u64 add, u64 del);

/* lirc_rcview.c */
struct lirc_rcview;

/**
 * struct lirc_proto_change - a change of the protocols a receiver decodes
 * @replace: start from @set, else from the current protocols
 * @set: the new set, if @replace
 * @add: protocols to enable
 * @del: protocols to disable
 */
struct lirc_proto_change {
	bool replace;
	u64 set;
	u64 add;
	u64 del;
};

int lirc_rc_protocols_format(char *buf, u64 offered, u64 enabled, bool raw);
int lirc_rc_protocols_parse(char *buf, u64 offered, struct lirc_proto_change *chg,
			    const char **bad);
void lirc_rcview_init(void);
void __exit lirc_rcview_exit(void);
int lirc_rcview_add(struct lirc_device *ld, const char *map_name);
void lirc_rcview_del(struct lirc_device *ld);
void lirc_rcview_put(struct lirc_device *ld);
struct device *lirc_rcview_parent(struct lirc_device *ld);

/* lirc_rx.c */
void lirc_rx_init(struct lirc_device *ld);
void lirc_rx_start(struct lirc_device *ld);
void lirc_rx_stop(struct lirc_device *ld);
void lirc_deliver(struct lirc_device *ld, u32 mode, const void *rec);
void lirc_decoders_reset(struct lirc_device *ld, unsigned long fams);
u64 lirc_keymap_protocols(const struct lirc_keymap *map);
int lirc_tx_check(const u32 *durations, unsigned int count);
u64 lirc_tx_duration(const u32 *durations, unsigned int count);

/* lirc_input.c */
void lirc_input_init(struct lirc_device *ld);
u32 lirc_keymap_lookup(struct lirc_device *ld, u32 proto, u64 scancode);
int lirc_keymap_load(struct lirc_device *ld, const struct lirc_keymap *map);
int lirc_keymap_get(struct lirc_device *ld, struct input_keymap_entry *ke);
int lirc_keymap_set(struct lirc_device *ld, const struct input_keymap_entry *ke,
		    unsigned int *old_keycode, unsigned long *keybit);
unsigned int lirc_keyup_ms(struct lirc_device *ld);
void lirc_input_keyup(struct lirc_device *ld);
void lirc_input_pointer(struct lirc_device *ld, int dx, int dy);
void lirc_input_button(struct lirc_device *ld, unsigned int button, bool down);
void lirc_input_code(struct lirc_device *ld, u64 scancode, u32 keycode,
		     bool repeat);
int lirc_input_register(struct lirc_device *ld);
void lirc_input_unregister(struct lirc_device *ld);

#endif /* _LIRC_PRIV_H */
