// SPDX-License-Identifier: GPL-2.0
/*
 * lirctest: guest-side checks of /dev/lirc_coreN through the raw system calls.
 *
 * Every check prints one line, "RESULT PASS <name>" or
 * "RESULT FAIL <name>: <why>", which the host counts.
 *
 *   lirctest abi DEV          errnos and values of the ABI on a loopback
 *   lirctest readers DEV      two readers both receive every sample
 *   lirctest overflow DEV     a reader that does not read loses samples, marked
 *   lirctest gap DEV          the space after a timeout covers the silence
 *   lirctest multi DEV0 DEV1  two devices keep their samples apart
 *   lirctest unplug DEV CMD   readers blocked in read() and poll() wake when
 *                             shell command CMD removes the device (rmmod,
 *                             unplug); the open files stay safe
 *   lirctest codes DEV EVDEV PROTO SCANCODE KEYCODE [COMMAND...]
 *                             send the code with COMMAND (or the kernel's
 *                             encoder); check the scancode record, the
 *                             LIRCCODE bytes and the key events
 *                             (CODES_LIRCCODE=HEX: the LIRCCODE bytes
 *                             expected, for a layout of that length)
 *   lirctest hwrepeat DEV EVDEV PROTO SCANCODE KEYCODE WANT COMMAND...
 *                             COMMAND sends a press and the device's repeat
 *                             packet: WANT 1, it repeats the press; 0, it is
 *                             dropped
 *   lirctest dump DEV MS      print the scancode records of MS ms
 *   lirctest nocode LABEL DEV EVDEV COMMAND...
 *                             COMMAND produces no code and no event on DEV
 *   lirctest setkey EVDEV SCANCODE KEYCODE    EVIOCSKEYCODE_V2, read back
 *   lirctest getkey EVDEV INDEX SCANCODE KEYCODE   EVIOCGKEYCODE_V2 by index
 *   lirctest repeat DEV EVDEV  EVIOCSREP, and a held key auto-repeats
 *   lirctest sendcode DEV      errnos of LIRC_MODE_SCANCODE writes
 *   lirctest apart DEV0 EVDEV0 DEV1 EVDEV1   two receivers keep codes apart
 *   lirctest legacy DEV       the device advertises and defaults to LIRCCODE
 *   lirctest settimeout DEV US   LIRC_SET_REC_TIMEOUT, read back
 *   lirctest compare A B TOL   two "pulse N"/"space N" files agree within TOL
 *   lirctest latency DEV FIFO STAMPS N LABEL
 *                             N times: one pulse through the emulated device
 *                             (commands to FIFO), time from usbemu's write
 *                             (its STAMPS file) to the reader's wake-up
 *   lirctest usbreset USBDEV LABEL
 *                             USBDEVFS_RESET on the USB device whose sysfs
 *                             directory is USBDEV (/sys/bus/usb/devices/1-1)
 *   lirctest hammer LABEL STOPFILE DEV...   open the nodes in turn until STOPFILE
 *                             exists; files opened while registration fails
 *                             must see the device go (POLLHUP|POLLERR, ENODEV)
 *   lirctest lifetime STOPFILE DEV    open/ioctl/write/read loops racing
 *                             rmmod of the driver, until STOPFILE exists
 *   lirctest timeout30 DEV    10 ms timeout, a 30 ms space inside a signal
 *   lirctest idle DEV COMMAND...  COMMAND sends a signal without end marker:
 *                             exactly one timeout follows (the idle timer)
 *   lirctest wtime DEV        write() returns after the signal's duration
 *   lirctest carrier DEV HZ [PROTO SCANCODE]  set the carrier, then send
 *   lirctest nbread DEV       non-blocking read beside a blocked reader
 *   lirctest keymapfull DEV EVDEV   8192 keymap entries at most
 *   lirctest necrepeat DEV EVDEV    500/125 auto-repeat; press + one repeat
 *   lirctest order DEV EVDEV  A's release before B's MSC_SCAN
 *   lirctest code64 DEV EVDEV CODEFILE  scancodes through lirc_usb_test
 *   lirctest txonly DEV       a transmit-only device
 *   lirctest rxonly DEV       a receive-only device refuses writes
 *   lirctest timeouts DEV MIN MAX LABEL   the settable timeout range
 *   lirctest wakeups DEV      one wait queue per open file
 *   lirctest slow DEV         named, rate-limited "too slow" warnings
 *   lirctest failbind DRIVERDIR INTERFACE MAXN   bind with each slab
 *                             allocation of the binding thread failing in turn
 *   lirctest write1 FILE TEXT one write() of TEXT to FILE, no retry on
 *                             EINTR: prints "write1: N" or "write1: errno"
 *   lirctest exit CODE        leave QEMU through isa-debug-exit
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <sys/ioctl.h>
#include <sys/klog.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <linux/input.h>
#include <linux/usbdevice_fs.h>
#include <linux/lirc_core.h>

#include "result.h"

#define ARRAY_SIZE(a)	(sizeof(a) / sizeof((a)[0]))

/* A page the process may not touch (PROT_NONE), set up by main(). */
static void *bad_ptr;

/* A call that must fail with @want. */
static void expect_errno(const char *name, long ret, int want)
{
	int err = errno;

	result(ret < 0 && err == want, name, "returned %ld, errno %d (%s), want %s",
	       ret, ret < 0 ? err : 0, ret < 0 ? strerror(err) : "-",
	       strerror(want));
}

static void expect_val(const char *name, long ret, uint32_t got, uint32_t want)
{
	result(ret == 0 && got == want, name, "ret %ld (%s), got %#x, want %#x",
	       ret, ret ? strerror(errno) : "ok", got, want);
}

static int open_dev(const char *dev, int flags)
{
	int fd = open(dev, flags);

	if (fd < 0) {
		printf("RESULT FAIL open %s: %s\n", dev, strerror(errno));
		failures++;
		exit(1);
	}
	return fd;
}

static long send_signal(int fd, const uint32_t *v, unsigned int n)
{
	return write(fd, v, n * sizeof(*v));
}

/* Read up to @max samples, waiting at most @ms for each batch. */
static int read_samples(int fd, uint32_t *buf, int max, int ms)
{
	struct pollfd p = { .fd = fd, .events = POLLIN };
	int n = 0;

	while (n < max) {
		ssize_t r;

		if (poll(&p, 1, ms) <= 0 || !(p.revents & POLLIN))
			break;
		r = read(fd, buf + n, (max - n) * sizeof(*buf));
		if (r <= 0)
			break;
		n += r / sizeof(*buf);
	}
	return n;
}

static const char *fmt_sample(uint32_t s)
{
	static char bufs[4][32];
	static int i;
	static const char *const types[] = {
		"space", "pulse", "freq", "timeout", "overflow"
	};
	char *b = bufs[i++ % 4];
	unsigned int t = LIRC_MODE2(s) >> 24;

	snprintf(b, 32, "%s %u", t < 5 ? types[t] : "?", LIRC_VALUE(s));
	return b;
}

static void expect_samples(const char *name, const uint32_t *got, int n,
			   const uint32_t *want, int wn)
{
	int i;

	if (n != wn) {
		result(false, name, "%d samples, want %d (first: %s)", n, wn,
		       n ? fmt_sample(got[0]) : "none");
		return;
	}
	for (i = 0; i < n; i++) {
		if (got[i] != want[i]) {
			result(false, name, "sample %d is %s, want %s", i,
			       fmt_sample(got[i]), fmt_sample(want[i]));
			return;
		}
	}
	result(true, name, "");
}

static void drain(int fd)
{
	uint32_t buf[1024];

	while (read_samples(fd, buf, 1024, 50) > 0)
		;
}

/* Loopback parameters, as the driver declares them. */
#define LB_TIMEOUT	100000
#define LB_MIN_TIMEOUT	1000
#define LB_MAX_TIMEOUT	1000000
#define LB_FEATURES	(LIRC_CAN_REC_MODE2 | LIRC_CAN_SEND_PULSE | \
			 LIRC_CAN_SET_SEND_CARRIER | LIRC_CAN_SET_SEND_DUTY_CYCLE | \
			 LIRC_CAN_SET_TRANSMITTER_MASK | LIRC_CAN_GET_REC_RESOLUTION | \
			 LIRC_CAN_SET_REC_TIMEOUT)

static void test_abi(const char *dev)
{
	int fd = open_dev(dev, O_RDWR);
	int nb = open_dev(dev, O_RDWR | O_NONBLOCK);
	uint32_t v = 0, big[1025], buf[8];
	char c3[3];
	long r;
	int i;

	r = ioctl(fd, LIRC_GET_FEATURES, &v);
	expect_val("abi: GET_FEATURES", r, v, LB_FEATURES);
	r = ioctl(fd, LIRC_GET_REC_MODE, &v);
	expect_val("abi: GET_REC_MODE is MODE2", r, v, LIRC_MODE_MODE2);
	r = ioctl(fd, LIRC_GET_SEND_MODE, &v);
	expect_val("abi: GET_SEND_MODE is PULSE", r, v, LIRC_MODE_PULSE);
	r = ioctl(fd, LIRC_GET_REC_RESOLUTION, &v);
	expect_val("abi: GET_REC_RESOLUTION", r, v, 1);
	r = ioctl(fd, LIRC_GET_REC_TIMEOUT, &v);
	expect_val("abi: GET_REC_TIMEOUT", r, v, LB_TIMEOUT);
	r = ioctl(fd, LIRC_GET_MIN_TIMEOUT, &v);
	expect_val("abi: GET_MIN_TIMEOUT", r, v, LB_MIN_TIMEOUT);
	r = ioctl(fd, LIRC_GET_MAX_TIMEOUT, &v);
	expect_val("abi: GET_MAX_TIMEOUT", r, v, LB_MAX_TIMEOUT);

	v = 20000;
	r = ioctl(fd, LIRC_SET_REC_TIMEOUT, &v);
	v = 0;
	r = r ? r : ioctl(fd, LIRC_GET_REC_TIMEOUT, &v);
	expect_val("abi: SET_REC_TIMEOUT then GET", r, v, 20000);
	v = LB_MIN_TIMEOUT - 1;
	expect_errno("abi: SET_REC_TIMEOUT below min is EINVAL",
		     ioctl(fd, LIRC_SET_REC_TIMEOUT, &v), EINVAL);
	v = LB_MAX_TIMEOUT + 1;
	expect_errno("abi: SET_REC_TIMEOUT above max is EINVAL",
		     ioctl(fd, LIRC_SET_REC_TIMEOUT, &v), EINVAL);
	v = LB_TIMEOUT;
	ioctl(fd, LIRC_SET_REC_TIMEOUT, &v);

	v = 1;
	r = ioctl(fd, LIRC_SET_REC_TIMEOUT_REPORTS, &v);
	result(r == 0, "abi: SET_REC_TIMEOUT_REPORTS accepted", "%s", strerror(errno));
	v = LIRC_MODE_MODE2;
	r = ioctl(fd, LIRC_SET_REC_MODE, &v);
	result(r == 0, "abi: SET_REC_MODE(MODE2) accepted", "%s", strerror(errno));
	v = LIRC_MODE_LIRCCODE;
	r = ioctl(fd, LIRC_SET_REC_MODE, &v);
	v = 0;
	r = r ? r : ioctl(fd, LIRC_GET_REC_MODE, &v);
	expect_val("abi: SET_REC_MODE(LIRCCODE), opt-in where the driver has a layout",
		   r, v, LIRC_MODE_LIRCCODE);
	v = LIRC_MODE_SCANCODE;
	r = ioctl(fd, LIRC_SET_REC_MODE, &v);
	v = 0;
	r = r ? r : ioctl(fd, LIRC_GET_REC_MODE, &v);
	expect_val("abi: SET_REC_MODE(SCANCODE) on a raw device", r, v, LIRC_MODE_SCANCODE);
	expect_errno("abi: a 4-byte read in SCANCODE mode is EINVAL", read(fd, &v, 4), EINVAL);
	v = LIRC_MODE_MODE2;
	ioctl(fd, LIRC_SET_REC_MODE, &v);
	v = LIRC_MODE_SCANCODE;
	r = ioctl(fd, LIRC_SET_SEND_MODE, &v);
	v = 0;
	r = r ? r : ioctl(fd, LIRC_GET_SEND_MODE, &v);
	expect_val("abi: SET_SEND_MODE(SCANCODE) on a transmitter", r, v, LIRC_MODE_SCANCODE);
	v = LIRC_MODE_PULSE;
	ioctl(fd, LIRC_SET_SEND_MODE, &v);
	v = LIRC_MODE_PULSE;
	expect_errno("abi: SET_REC_MODE(PULSE) is EINVAL",
		     ioctl(fd, LIRC_SET_REC_MODE, &v), EINVAL);
	v = LIRC_MODE_MODE2;
	expect_errno("abi: SET_SEND_MODE(MODE2) is EINVAL",
		     ioctl(fd, LIRC_SET_SEND_MODE, &v), EINVAL);

	v = 36000;
	r = ioctl(fd, LIRC_SET_SEND_CARRIER, &v);
	result(r == 0, "abi: SET_SEND_CARRIER 36 kHz", "%s", strerror(errno));
	v = 0;
	expect_errno("abi: SET_SEND_CARRIER 0 is EINVAL",
		     ioctl(fd, LIRC_SET_SEND_CARRIER, &v), EINVAL);
	v = 0;
	expect_errno("abi: SET_SEND_DUTY_CYCLE 0 is EINVAL",
		     ioctl(fd, LIRC_SET_SEND_DUTY_CYCLE, &v), EINVAL);
	v = 100;
	expect_errno("abi: SET_SEND_DUTY_CYCLE 100 is EINVAL",
		     ioctl(fd, LIRC_SET_SEND_DUTY_CYCLE, &v), EINVAL);
	v = 33;
	r = ioctl(fd, LIRC_SET_SEND_DUTY_CYCLE, &v);
	result(r == 0, "abi: SET_SEND_DUTY_CYCLE 33", "%s", strerror(errno));
	v = 4;
	r = ioctl(fd, LIRC_SET_TRANSMITTER_MASK, &v);
	result(r == 2, "abi: SET_TRANSMITTER_MASK of a missing emitter returns the count",
	       "returned %ld", r);
	v = 3;
	r = ioctl(fd, LIRC_SET_TRANSMITTER_MASK, &v);
	result(r == 0, "abi: SET_TRANSMITTER_MASK 3", "returned %ld", r);

	r = ioctl(fd, LIRC_GET_LENGTH, &v);
	expect_val("abi: GET_LENGTH is the loopback's 32-bit LIRCCODE", r, v, 32);
	expect_errno("abi: SET_WIDEBAND_RECEIVER unsupported is ENOTTY",
		     ioctl(fd, LIRC_SET_WIDEBAND_RECEIVER, &v), ENOTTY);
	expect_errno("abi: SET_REC_CARRIER unsupported is ENOTTY",
		     ioctl(fd, LIRC_SET_REC_CARRIER, &v), ENOTTY);
	expect_errno("abi: unknown ioctl is ENOTTY",
		     ioctl(fd, _IOR('i', 0x7f, uint32_t), &v), ENOTTY);
	expect_errno("abi: the 2008 unsigned-long GET_FEATURES is ENOTTY",
		     ioctl(fd, _IOR('i', 0x00, unsigned long), &v), ENOTTY);
	expect_errno("abi: foreign ioctl (TCGETS) is ENOTTY",
		     ioctl(fd, 0x5401, &v), ENOTTY);
	expect_errno("abi: GET_FEATURES into a bad pointer is EFAULT",
		     ioctl(fd, LIRC_GET_FEATURES, bad_ptr), EFAULT);
	expect_errno("abi: SET_REC_TIMEOUT from a bad pointer is EFAULT",
		     ioctl(fd, LIRC_SET_REC_TIMEOUT, bad_ptr), EFAULT);

	expect_errno("abi: read of 3 bytes is EINVAL", read(fd, c3, 3), EINVAL);
	expect_errno("abi: read of 0 bytes is EINVAL", read(fd, c3, 0), EINVAL);
	expect_errno("abi: read of 6 bytes is EINVAL", read(fd, buf, 6), EINVAL);
	drain(nb);
	expect_errno("abi: non-blocking read of an empty queue is EAGAIN",
		     read(nb, buf, sizeof(buf)), EAGAIN);

	buf[0] = 500; buf[1] = 500;
	expect_errno("abi: write of an even count is EINVAL", send_signal(fd, buf, 2), EINVAL);
	expect_errno("abi: write of 6 bytes is EINVAL", write(fd, buf, 6), EINVAL);
	expect_errno("abi: write of 0 bytes is EINVAL", write(fd, buf, 0), EINVAL);
	buf[0] = 500; buf[1] = 0; buf[2] = 500;
	expect_errno("abi: write with a zero duration is EINVAL", send_signal(fd, buf, 3), EINVAL);
	buf[0] = 250000; buf[1] = 2; buf[2] = 249999;
	expect_errno("abi: write over 500 ms is EINVAL", send_signal(fd, buf, 3), EINVAL);
	for (i = 0; i < 1025; i++)
		big[i] = 10;
	expect_errno("abi: write of 1025 values is EINVAL", send_signal(fd, big, 1025), EINVAL);
	expect_errno("abi: write from a bad pointer is EFAULT",
		     write(fd, bad_ptr, 12), EFAULT);

	/*
	 * Poll: nothing before a signal, POLLIN after; a read may return
	 * several records. A first signal makes sure that the second one
	 * starts with a gap space.
	 */
	buf[0] = 100;
	send_signal(fd, buf, 1);
	drain(nb);
	{
		struct pollfd p = { .fd = nb, .events = POLLIN };

		r = poll(&p, 1, 100);
		result(r == 0, "abi: poll of an empty queue times out", "poll %ld revents %#x",
		       r, p.revents);
		buf[0] = 250000; buf[1] = 1; buf[2] = 249999;
		r = send_signal(fd, buf, 3);
		result(r == 12, "abi: write of exactly 500 ms is accepted", "returned %ld (%s)",
		       r, strerror(errno));
		r = poll(&p, 1, 1000);
		result(r == 1 && p.revents == POLLIN,
		       "abi: poll after a signal is POLLIN", "poll %ld revents %#x", r, p.revents);
		r = read(nb, buf, 8);
		result(r == 8 && LIRC_IS_SPACE(buf[0]) && buf[1] == LIRC_PULSE(250000),
		       "abi: read returns several whole records", "returned %ld: %s %s", r,
		       fmt_sample(buf[0]), fmt_sample(buf[1]));
		r = read(nb, buf, 4);
		result(r == 4 && buf[0] == LIRC_SPACE(1),
		       "abi: read of one record returns the next", "returned %ld: %s", r,
		       fmt_sample(buf[0]));
		expect_errno("abi: read into a bad pointer is EFAULT",
			     read(nb, bad_ptr, 4), EFAULT);
		r = read(nb, buf, 8);
		result(r == 8 && buf[0] == LIRC_PULSE(249999) &&
		       buf[1] == LIRC_TIMEOUT(LB_TIMEOUT),
		       "abi: a faulting read loses nothing", "returned %ld: %s", r,
		       fmt_sample(buf[0]));
	}
	close(nb);
	close(fd);
}

static void test_readers(const char *dev)
{
	static const uint32_t sig[] = { 900, 450, 600, 1200, 300 };
	uint32_t want[6], a[16], b[16];
	int tx = open_dev(dev, O_RDWR);
	int ra = open_dev(dev, O_RDONLY);
	int rb = open_dev(dev, O_RDONLY);
	int i, na, nb;

	drain(ra);
	drain(rb);
	/* A gap space may come first (silence since the last signal). */
	for (i = 0; i < 5; i++)
		want[i] = i & 1 ? LIRC_SPACE(sig[i]) : LIRC_PULSE(sig[i]);
	want[5] = LIRC_TIMEOUT(LB_TIMEOUT);

	result(send_signal(tx, sig, 5) == 20, "readers: send", "%s", strerror(errno));
	na = read_samples(ra, a, 16, 500);
	nb = read_samples(rb, b, 16, 500);
	if (na && LIRC_IS_SPACE(a[0]))
		memmove(a, a + 1, --na * sizeof(*a));
	if (nb && LIRC_IS_SPACE(b[0]))
		memmove(b, b + 1, --nb * sizeof(*b));
	expect_samples("readers: first reader gets every sample", a, na, want, 6);
	expect_samples("readers: second reader gets every sample", b, nb, want, 6);
	close(ra);
	close(rb);
	close(tx);
}

static void test_overflow(const char *dev)
{
	uint32_t sig[511], buf[2048];
	int tx = open_dev(dev, O_RDWR);
	int rx = open_dev(dev, O_RDONLY);
	int i, n, k, off;

	drain(rx);
	for (i = 0; i < 511; i++)
		sig[i] = 100 + i;
	/* 3 x (511 samples + timeout) plus gaps, into a 512-sample queue. */
	for (k = 0; k < 3; k++)
		send_signal(tx, sig, 511);
	n = read_samples(rx, buf, 2048, 200);
	result(n == 512, "overflow: the queue holds exactly 512 samples", "read %d", n);
	/* The silence since the previous test's signal comes first. */
	off = n && LIRC_IS_SPACE(buf[0]) ? 1 : 0;
	for (i = 0; i < 511 && off + i < n; i++)
		if (buf[off + i] != (i & 1 ? LIRC_SPACE(sig[i]) : LIRC_PULSE(sig[i])))
			break;
	result(i == 511 && (off || buf[511] == LIRC_TIMEOUT(LB_TIMEOUT)),
	       "overflow: the oldest samples are kept in order", "differs at %d: %s", i,
	       off + i < n ? fmt_sample(buf[off + i]) : "missing");
	send_signal(tx, sig, 1);
	n = read_samples(rx, buf, 2048, 200);
	result(n == 4 && LIRC_IS_OVERFLOW(buf[0]) && LIRC_IS_SPACE(buf[1]) &&
	       buf[2] == LIRC_PULSE(100) && LIRC_IS_TIMEOUT(buf[3]),
	       "overflow: the loss is marked before the next sample",
	       "read %d: %s %s %s", n, n > 0 ? fmt_sample(buf[0]) : "",
	       n > 1 ? fmt_sample(buf[1]) : "", n > 2 ? fmt_sample(buf[2]) : "");
	close(rx);
	close(tx);
}

static long elapsed_us(const struct timespec *a, const struct timespec *b)
{
	return (b->tv_sec - a->tv_sec) * 1000000L + (b->tv_nsec - a->tv_nsec) / 1000;
}

static void test_gap(const char *dev)
{
	static const uint32_t sig[] = { 700 };
	struct timespec t0, t1;
	uint32_t buf[16];
	int tx = open_dev(dev, O_RDWR);
	int rx = open_dev(dev, O_RDONLY);
	int n;
	long slept;

	drain(rx);
	send_signal(tx, sig, 1);
	clock_gettime(CLOCK_MONOTONIC, &t0);
	drain(rx);
	usleep(200000);
	clock_gettime(CLOCK_MONOTONIC, &t1);
	slept = elapsed_us(&t0, &t1);
	send_signal(tx, sig, 1);
	n = read_samples(rx, buf, 16, 500);
	result(n == 3 && LIRC_IS_SPACE(buf[0]) && buf[1] == LIRC_PULSE(700) &&
	       LIRC_IS_TIMEOUT(buf[2]), "gap: a space precedes the pulse after a timeout",
	       "read %d: %s", n, n ? fmt_sample(buf[0]) : "");
	/* The silence: the timeout plus what passed after it, at least @slept. */
	result(n > 0 && LIRC_VALUE(buf[0]) >= LB_TIMEOUT + slept - 1000 &&
	       LIRC_VALUE(buf[0]) < LB_TIMEOUT + slept + 2000000,
	       "gap: its length covers the whole silence", "space %u us after %ld us",
	       LIRC_VALUE(buf[0]), slept);
	close(rx);
	close(tx);
}

static void test_multi(const char *dev0, const char *dev1)
{
	static const uint32_t sig[] = { 1500 };
	uint32_t buf[16];
	int tx1 = open_dev(dev1, O_RDWR);
	int rx0 = open_dev(dev0, O_RDONLY);
	int rx1 = open_dev(dev1, O_RDONLY);
	int n0, n1;

	drain(rx0);
	drain(rx1);
	send_signal(tx1, sig, 1);
	n1 = read_samples(rx1, buf, 16, 500);
	result(n1 >= 2 && buf[n1 - 2] == LIRC_PULSE(1500), "multi: the sending device receives",
	       "read %d", n1);
	n0 = read_samples(rx0, buf, 16, 300);
	result(n0 == 0, "multi: the other device receives nothing", "read %d: %s", n0,
	       n0 ? fmt_sample(buf[0]) : "");
	close(rx0);
	close(rx1);
	close(tx1);
}

struct blocked {
	int fd;
	long ret;
	int err;
	short revents;
	bool done;	/* accessed with __atomic builtins */
};

static void set_done(struct blocked *b)
{
	__atomic_store_n(&b->done, true, __ATOMIC_RELEASE);
}

static bool is_done(struct blocked *b)
{
	return __atomic_load_n(&b->done, __ATOMIC_ACQUIRE);
}

/* One sample, or one struct lirc_scancode on a file in LIRC_MODE_SCANCODE. */
static void *blocked_read(void *arg)
{
	struct blocked *b = arg;
	struct lirc_scancode sc;
	uint32_t mode = 0;
	size_t len = sizeof(uint32_t);

	if (!ioctl(b->fd, LIRC_GET_REC_MODE, &mode) && mode == LIRC_MODE_SCANCODE)
		len = sizeof(sc);
	b->ret = read(b->fd, &sc, len);
	b->err = errno;
	set_done(b);
	return NULL;
}

static void *blocked_poll(void *arg)
{
	struct blocked *b = arg;
	struct pollfd p = { .fd = b->fd, .events = POLLIN };

	b->ret = poll(&p, 1, 10000);
	b->revents = p.revents;
	b->err = errno;
	set_done(b);
	return NULL;
}

static int run(const char *cmd)
{
	int st = system(cmd);

	return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

static bool wait_done(struct blocked *b, int ms)
{
	while (!is_done(b) && ms-- > 0)
		usleep(1000);
	return is_done(b);
}

static void test_unplug(const char *dev, const char *cmd)
{
	struct blocked rd = { .fd = open_dev(dev, O_RDONLY) };
	struct blocked pl = { .fd = open_dev(dev, O_RDWR) };
	pthread_t trd, tpl;
	uint32_t v, sig[] = { 100 };
	struct pollfd p;
	long r;
	int i;

	drain(rd.fd);
	drain(pl.fd);
	pthread_create(&trd, NULL, blocked_read, &rd);
	pthread_create(&tpl, NULL, blocked_poll, &pl);
	usleep(300000);
	result(!is_done(&rd) && !is_done(&pl), "unplug: reader and poller are blocked",
	       "read done %d poll done %d", is_done(&rd), is_done(&pl));

	result(run(cmd) == 0, "unplug: device removed while files are open",
	       "%s failed", cmd);

	result(wait_done(&rd, 3000) && rd.ret == -1 && rd.err == ENODEV,
	       "unplug: blocked read wakes with ENODEV", "ret %ld errno %s",
	       rd.ret, strerror(rd.err));
	result(wait_done(&pl, 3000) && pl.ret == 1 && (pl.revents & (POLLHUP | POLLERR)) ==
	       (POLLHUP | POLLERR), "unplug: blocked poll wakes with POLLHUP|POLLERR",
	       "ret %ld revents %#x", pl.ret, pl.revents);
	if (is_done(&rd))
		pthread_join(trd, NULL);
	if (is_done(&pl))
		pthread_join(tpl, NULL);

	p.fd = rd.fd;
	p.events = POLLIN;
	r = poll(&p, 1, 0);
	result(r == 1 && (p.revents & (POLLHUP | POLLERR)) == (POLLHUP | POLLERR),
	       "unplug: poll afterwards is POLLHUP|POLLERR", "poll %ld revents %#x", r, p.revents);
	expect_errno("unplug: read afterwards is ENODEV", read(rd.fd, &v, 4), ENODEV);
	expect_errno("unplug: ioctl afterwards is ENODEV",
		     ioctl(pl.fd, LIRC_GET_FEATURES, &v), ENODEV);
	expect_errno("unplug: write afterwards is ENODEV", send_signal(pl.fd, sig, 1), ENODEV);
	for (i = 0; i < 600 && !(access(dev, F_OK) < 0 && errno == ENOENT); i++)
		usleep(5000);	/* at most 3 s */
	expect_errno("unplug: the device node is gone", open(dev, O_RDONLY), ENOENT);
	result(close(rd.fd) == 0 && close(pl.fd) == 0, "unplug: close afterwards succeeds",
	       "%s", strerror(errno));
}

static int open_evdev(const char *path)
{
	int fd = open_dev(path, O_RDONLY | O_NONBLOCK);
	struct input_event ev;

	while (read(fd, &ev, sizeof(ev)) == sizeof(ev))
		;
	return fd;
}

/*
 * Wait (at most 3 s) until no key of @evdev is down: an earlier press has
 * gone up. A key still down then, or a failed query, fails a check.
 */
static void wait_keys_up(const char *evdev)
{
	unsigned long keys[KEY_CNT / (8 * sizeof(long)) + 1];
	int fd = open(evdev, O_RDONLY | O_NONBLOCK), ms, i;
	bool down = true;

	for (ms = 0; fd >= 0 && down && ms < 3000; ms += 5) {
		memset(keys, 0, sizeof(keys));
		if (ioctl(fd, EVIOCGKEY(sizeof(keys)), keys) < 0)
			break;
		down = false;
		for (i = 0; i < (int)ARRAY_SIZE(keys); i++)
			down |= keys[i] != 0;
		if (down)
			usleep(5000);
	}
	if (down)
		result(false, "an earlier key has gone up (within 3 s)", "%s: %s", evdev,
		       fd < 0 ? strerror(errno) : "a key is still down");
	if (fd >= 0)
		close(fd);
}

/*
 * Collect input events for @ms, or until key @stop_key goes up (0: never).
 * A release of another key, left over from an earlier press, is no end.
 */
static int read_events(int fd, struct input_event *ev, int max, int ms,
		       unsigned int stop_key)
{
	struct pollfd p = { .fd = fd, .events = POLLIN };
	struct timespec t0, t;
	int n = 0;

	clock_gettime(CLOCK_MONOTONIC, &t0);
	for (;;) {
		long left;

		clock_gettime(CLOCK_MONOTONIC, &t);
		left = ms - elapsed_us(&t0, &t) / 1000;
		if (left <= 0 || n >= max)
			break;
		if (poll(&p, 1, left) <= 0)
			break;
		while (n < max && read(fd, &ev[n], sizeof(*ev)) == sizeof(*ev)) {
			bool up = stop_key && ev[n].type == EV_KEY &&
				  ev[n].code == stop_key && ev[n].value == 0;

			n++;
			if (up)
				return n;
		}
	}
	return n;
}

static int set_mode(int fd, unsigned long req, uint32_t mode)
{
	return ioctl(fd, req, &mode);
}

static int send_scancode(const char *dev, uint32_t proto, uint64_t scancode)
{
	struct lirc_scancode sc = { .rc_proto = proto, .scancode = scancode };
	int fd = open_dev(dev, O_RDWR);
	long r;

	if (set_mode(fd, LIRC_SET_SEND_MODE, LIRC_MODE_SCANCODE))
		return -1;
	r = write(fd, &sc, sizeof(sc));
	close(fd);
	return r == sizeof(sc) ? 0 : -1;
}

static int run_argv(char **argv)
{
	int st;
	pid_t pid = fork();

	if (pid == 0) {
		execvp(argv[0], argv);
		_exit(127);
	}
	if (pid < 0 || waitpid(pid, &st, 0) < 0)
		return -1;
	return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

static void test_codes(const char *dev, const char *evdev, uint32_t proto,
		       uint64_t scancode, uint32_t keycode, char **cmd)
{
	struct lirc_scancode sc;
	struct input_event ev[64];
	char name[160];
	uint8_t bytes[8] = { 0 }, want[8] = { 0 };
	int rx, lc, ed, n, i, scan_at = -1, down_at = -1, up_at = -1, r, nb = 4;
	const char *want_lc = getenv("CODES_LIRCCODE");
	uint32_t bits = 0;
	bool lirccode;

	wait_keys_up(evdev);
	rx = open_dev(dev, O_RDONLY | O_NONBLOCK);
	lc = open_dev(dev, O_RDONLY | O_NONBLOCK);
	ed = open_evdev(evdev);
	snprintf(name, sizeof(name), "code %u:%#llx via %s", proto,
		 (unsigned long long)scancode, cmd ? cmd[0] : "the kernel encoder");
	set_mode(rx, LIRC_SET_REC_MODE, LIRC_MODE_SCANCODE);
	/*
	 * LIRCCODE where the driver has a 32-bit layout (the loopback: the
	 * scancode's bytes), or the bytes the environment's CODES_LIRCCODE
	 * gives in hex for a layout of that length.
	 */
	if (want_lc) {
		size_t digits = strlen(want_lc);

		for (nb = 0; nb < 8 && digits >= 2 * (size_t)nb + 2; nb++)
			if (sscanf(want_lc + 2 * nb, "%2hhx", &want[nb]) != 1)
				break;
		lirccode = !ioctl(lc, LIRC_GET_LENGTH, &bits) && (int)((bits + 7) / 8) == nb &&
			   !set_mode(lc, LIRC_SET_REC_MODE, LIRC_MODE_LIRCCODE);
		result(lirccode, "LIRCCODE of the expected length",
		       "%s: LIRC_GET_LENGTH %u bits, want %d bytes", name, bits, nb);
	} else {
		lirccode = !ioctl(lc, LIRC_GET_LENGTH, &bits) && bits == 32 &&
			   !set_mode(lc, LIRC_SET_REC_MODE, LIRC_MODE_LIRCCODE);
		for (i = 0; i < 4; i++)
			want[i] = scancode >> (24 - 8 * i);
	}
	while (read(rx, &sc, sizeof(sc)) > 0 || read(lc, bytes, nb) > 0)
		;

	r = cmd ? run_argv(cmd) : send_scancode(dev, proto, scancode);
	result(r == 0, name, "sending failed (%d)", r);

	n = read_samples(rx, (uint32_t *)&sc, sizeof(sc) / 4, 2000);
	result(n == (int)(sizeof(sc) / 4) && sc.rc_proto == proto && sc.scancode == scancode &&
	       sc.keycode == keycode && !(sc.flags & LIRC_SCANCODE_FLAG_REPEAT) &&
	       sc.timestamp, "scancode record",
	       "%s: read %d words: proto %u scancode %#llx keycode %u flags %#x", name, n,
	       sc.rc_proto, (unsigned long long)sc.scancode, sc.keycode, sc.flags);
	if (lirccode) {
		struct pollfd p = { .fd = lc, .events = POLLIN };

		n = poll(&p, 1, 500) == 1 ? read(lc, bytes, nb) : 0;
		result(n == nb && !memcmp(bytes, want, nb),
		       "LIRCCODE bytes, most significant first", "%s: read %d: %02x %02x %02x %02x",
		       name, n, bytes[0], bytes[1], bytes[2], bytes[3]);
	}

	n = read_events(ed, ev, 64, 2000, keycode);
	for (i = 0; i < n; i++) {
		if (ev[i].type == EV_MSC && ev[i].code == MSC_SCAN &&
		    (uint32_t)ev[i].value == (uint32_t)scancode && scan_at < 0)
			scan_at = i;
		if (ev[i].type == EV_KEY && ev[i].code == keycode && ev[i].value == 1 &&
		    down_at < 0)
			down_at = i;
		if (ev[i].type == EV_KEY && ev[i].code == keycode && ev[i].value == 0)
			up_at = i;
	}
	if (keycode) {
		result(scan_at >= 0 && down_at > scan_at, "MSC_SCAN, then the key goes down",
		       "%s: %d events, MSC_SCAN at %d, key down at %d", name, n, scan_at,
		       down_at);
		result(up_at > down_at, "the key goes up after the timeout",
		       "%s: key down at %d, up at %d", name, down_at, up_at);
	} else {
		for (i = 0; i < n && ev[i].type != EV_KEY; i++)
			;
		result(scan_at >= 0 && i == n, "unknown scancode: MSC_SCAN and no key",
		       "%s: %d events, MSC_SCAN at %d, key event at %d", name, n, scan_at,
		       i < n ? i : -1);
	}
	close(rx);
	close(lc);
	close(ed);
}

/*
 * The scancode records DEV gives within MS milliseconds, one line each:
 * "sc PROTO SCANCODE KEYCODE FLAGS" (hex scancode and flags).
 */
static void test_dump(const char *dev, int ms)
{
	struct lirc_scancode sc;
	int fd = open_dev(dev, O_RDONLY | O_NONBLOCK);
	struct pollfd p = { .fd = fd, .events = POLLIN };
	struct timespec t0, t;
	int left = ms;

	set_mode(fd, LIRC_SET_REC_MODE, LIRC_MODE_SCANCODE);
	clock_gettime(CLOCK_MONOTONIC, &t0);
	/* Until MS have passed, or the device is gone (POLLHUP, POLLERR). */
	while (left > 0 && poll(&p, 1, left) >= 0 && !(p.revents & (POLLHUP | POLLERR))) {
		while (read(fd, &sc, sizeof(sc)) == sizeof(sc))
			printf("sc %u %#llx %u %#x\n", sc.rc_proto,
			       (unsigned long long)sc.scancode, sc.keycode, sc.flags);
		fflush(stdout);
		clock_gettime(CLOCK_MONOTONIC, &t);
		left = ms - elapsed_us(&t0, &t) / 1000;
	}
	close(fd);
}

/*
 * A press followed by the device's "same code again" packet (COMMAND sends
 * both): @want, it came in time: a second scancode record with the repeat
 * flag, a second MSC_SCAN, the key held through it (at least 300 ms: the
 * 100 ms to the repeat and 250 ms key-up, minus slack; the environment's
 * HWREPEAT_MIN_MS says otherwise for a receiver whose key-up is shorter);
 * otherwise it is dropped: one record, one MSC_SCAN, nothing after the
 * key-up.
 */
static void test_hwrepeat(const char *dev, const char *evdev, uint32_t proto,
			  uint64_t scancode, uint32_t keycode, bool want, char **cmd)
{
	struct lirc_scancode sc[3];
	struct input_event ev[64], more[8];
	int rx, ed, n, m, i, recs, r, scans = 0, downs = 0, ups = 0;
	long held_ms = -1, min_held = 300;
	struct timeval down = { 0 };
	char name[160];
	bool recs_ok;

	if (getenv("HWREPEAT_MIN_MS"))
		min_held = atol(getenv("HWREPEAT_MIN_MS"));
	wait_keys_up(evdev);
	rx = open_dev(dev, O_RDONLY | O_NONBLOCK);
	ed = open_evdev(evdev);
	snprintf(name, sizeof(name), "%#llx and a %s repeat (%s)",
		 (unsigned long long)scancode, want ? "timely" : "late", cmd[0]);
	set_mode(rx, LIRC_SET_REC_MODE, LIRC_MODE_SCANCODE);
	while (read(rx, sc, sizeof(sc)) > 0)
		;
	r = run_argv(cmd);
	result(r == 0, name, "sending failed (%d)", r);

	n = read_events(ed, ev, 64, 3000, keycode);
	/* After the key-up (and its SYN_REPORT): nothing but reports. */
	m = read_events(ed, more, 8, 400, 0);
	for (i = 0, r = 0; i < m; i++)
		if (more[i].type != EV_SYN)
			more[r++] = more[i];
	m = r;
	recs = read_samples(rx, (uint32_t *)sc, sizeof(sc) / 4, 300) /
	       (int)(sizeof(sc[0]) / 4);
	for (i = 0; i < n; i++) {
		if (ev[i].type == EV_MSC && ev[i].code == MSC_SCAN &&
		    (uint32_t)ev[i].value == (uint32_t)scancode)
			scans++;
		if (ev[i].type == EV_KEY && ev[i].code == keycode && ev[i].value == 1 &&
		    !downs++)
			down = ev[i].time;
		if (ev[i].type == EV_KEY && ev[i].code == keycode && ev[i].value == 0 &&
		    downs && !ups++)
			held_ms = (ev[i].time.tv_sec - down.tv_sec) * 1000 +
				  (ev[i].time.tv_usec - down.tv_usec) / 1000;
	}
	recs_ok = recs == (want ? 2 : 1) && sc[0].rc_proto == proto &&
		  sc[0].scancode == scancode && sc[0].keycode == keycode &&
		  !(sc[0].flags & LIRC_SCANCODE_FLAG_REPEAT);
	if (want)
		recs_ok = recs_ok && sc[1].rc_proto == proto && sc[1].scancode == scancode &&
			  (sc[1].flags & LIRC_SCANCODE_FLAG_REPEAT);
	result(recs_ok, want ? "scancode records: the press, then its repeat" :
	       "scancode records: the press alone, the late repeat dropped",
	       "%s: %d records, first %u:%#llx flags %#x, second %u:%#llx flags %#x", name,
	       recs, sc[0].rc_proto, (unsigned long long)sc[0].scancode, sc[0].flags,
	       recs > 1 ? sc[1].rc_proto : 0,
	       recs > 1 ? (unsigned long long)sc[1].scancode : 0ULL,
	       recs > 1 ? sc[1].flags : 0);
	result(scans == (want ? 2 : 1) && downs == 1 && ups == 1 && m == 0,
	       want ? "evdev: MSC_SCAN twice, one key press" :
	       "evdev: MSC_SCAN once, one key press, nothing after",
	       "%s: %d MSC_SCAN, %d down, %d up, %d events after the key-up", name, scans,
	       downs, ups, m);
	if (want)
		result(held_ms >= min_held, "evdev: the repeat holds the key down",
		       "%s: held %ld ms (at least %ld)", name, held_ms, min_held);
	close(rx);
	close(ed);
}

static void test_nocode(const char *label, const char *dev, const char *evdev,
			char **cmd)
{
	struct input_event ev[16];
	struct lirc_scancode sc;
	int rx, ed, n, e, r;

	wait_keys_up(evdev);
	rx = open_dev(dev, O_RDONLY | O_NONBLOCK);
	ed = open_evdev(evdev);

	set_mode(rx, LIRC_SET_REC_MODE, LIRC_MODE_SCANCODE);
	while (read(rx, &sc, sizeof(sc)) > 0)
		;
	r = run_argv(cmd);
	n = read_samples(rx, (uint32_t *)&sc, sizeof(sc) / 4, 500);
	e = read_events(ed, ev, 16, 300, 0);
	result(r == 0 && n == 0 && e == 0, label,
	       "%s: status %d, %d words, %d events", cmd[0], r, n, e);
	close(rx);
	close(ed);
}

static void test_setkey(const char *evdev, uint32_t scancode, uint32_t keycode)
{
	struct input_keymap_entry ke = { .len = 4, .keycode = keycode };
	int fd = open_dev(evdev, O_RDONLY);
	long r;

	memcpy(ke.scancode, &scancode, 4);
	r = ioctl(fd, EVIOCSKEYCODE_V2, &ke);
	result(r == 0, "EVIOCSKEYCODE_V2 by scancode", "%s", strerror(errno));
	memset(&ke, 0, sizeof(ke));
	ke.len = 4;
	memcpy(ke.scancode, &scancode, 4);
	r = ioctl(fd, EVIOCGKEYCODE_V2, &ke);
	result(r == 0 && ke.keycode == keycode, "EVIOCGKEYCODE_V2 reads the new key back",
	       "ret %ld keycode %u", r, ke.keycode);
	close(fd);
}

static void test_getkey(const char *evdev, uint32_t index, uint32_t scancode,
			uint32_t keycode)
{
	struct input_keymap_entry ke = { .flags = INPUT_KEYMAP_BY_INDEX, .index = index };
	int fd = open_dev(evdev, O_RDONLY);
	uint32_t sc = 0;
	long r;

	r = ioctl(fd, EVIOCGKEYCODE_V2, &ke);
	memcpy(&sc, ke.scancode, 4);
	result(r == 0 && ke.len == 4 && sc == scancode && ke.keycode == keycode,
	       "EVIOCGKEYCODE_V2 by index", "ret %ld len %u scancode %#x keycode %u", r,
	       ke.len, sc, ke.keycode);
	ke.index = 10000;
	expect_errno("EVIOCGKEYCODE_V2 past the end is EINVAL",
		     ioctl(fd, EVIOCGKEYCODE_V2, &ke), EINVAL);
	close(fd);
}

/* Hold a NEC key with repeat codes; the input core auto-repeats it. */
static void test_repeat(const char *dev, const char *evdev)
{
	static const uint32_t rpt[] = { 9000, 2250, 560 };
	unsigned int rep[2] = { 0, 0 }, set[2] = { 100, 40 };
	struct input_event ev[256];
	int ed = open_evdev(evdev);
	int tx = open_dev(dev, O_RDWR);
	int n, i, downs = 0, reps = 0, ups = 0;
	long r;

	r = ioctl(ed, EVIOCGREP, rep);
	result(r == 0 && rep[0] == 500 && rep[1] == 125, "EVIOCGREP: mainline rc-core's 500/125",
	       "ret %ld delay %u period %u", r, rep[0], rep[1]);
	r = ioctl(ed, EVIOCSREP, set);
	rep[0] = 0;
	rep[1] = 0;
	r = r ? r : ioctl(ed, EVIOCGREP, rep);
	result(r == 0 && rep[0] == 100 && rep[1] == 40, "EVIOCSREP changes the auto-repeat",
	       "ret %ld delay %u period %u", r, rep[0], rep[1]);

	send_scancode(dev, RC_PROTO_NEC, 0x0408);
	for (i = 0; i < 6; i++) {
		usleep(90000);
		send_signal(tx, rpt, 3);
	}
	n = read_events(ed, ev, 256, 2000, KEY_VOLUMEUP);
	for (i = 0; i < n; i++) {
		if (ev[i].type != EV_KEY || ev[i].code != KEY_VOLUMEUP)
			continue;
		downs += ev[i].value == 1;
		reps += ev[i].value == 2;
		ups += ev[i].value == 0;
	}
	result(downs == 1 && reps >= 1 && ups == 1,
	       "a held key: one press, auto-repeats, one release",
	       "press %d, repeat %d, release %d", downs, reps, ups);
	set[0] = 500;
	set[1] = 125;
	ioctl(ed, EVIOCSREP, set);
	close(tx);
	close(ed);
}

static void test_sendcode(const char *dev)
{
	struct lirc_scancode two[2] = { { .rc_proto = RC_PROTO_NEC, .scancode = 0x0408 },
					{ .rc_proto = RC_PROTO_NEC, .scancode = 0x0408 } };
	struct lirc_scancode sc = two[0];
	int fd = open_dev(dev, O_RDWR);
	uint32_t v;

	set_mode(fd, LIRC_SET_SEND_MODE, LIRC_MODE_SCANCODE);
	sc.flags = LIRC_SCANCODE_FLAG_TOGGLE;
	expect_errno("scancode write: flags set is EINVAL", write(fd, &sc, sizeof(sc)), EINVAL);
	sc.flags = 0;
	sc.keycode = KEY_A;
	expect_errno("scancode write: keycode set is EINVAL", write(fd, &sc, sizeof(sc)), EINVAL);
	sc.keycode = 0;
	sc.timestamp = 1;
	expect_errno("scancode write: timestamp set is EINVAL", write(fd, &sc, sizeof(sc)),
		     EINVAL);
	sc.timestamp = 0;
	sc.scancode = 0x10000;
	expect_errno("scancode write: a 17-bit NEC scancode is EINVAL",
		     write(fd, &sc, sizeof(sc)), EINVAL);
	sc.scancode = 0x0408;
	sc.rc_proto = RC_PROTO_SONY12;
	expect_errno("scancode write: a protocol without encoder is EINVAL",
		     write(fd, &sc, sizeof(sc)), EINVAL);
	sc.rc_proto = 200;
	expect_errno("scancode write: an unknown protocol is EINVAL",
		     write(fd, &sc, sizeof(sc)), EINVAL);
	sc.rc_proto = RC_PROTO_NEC;
	expect_errno("scancode write: 23 bytes is EINVAL", write(fd, &sc, 23), EINVAL);
	expect_errno("scancode write: two records is EINVAL", write(fd, two, sizeof(two)), EINVAL);
	expect_errno("scancode write: from a bad pointer is EFAULT",
		     write(fd, bad_ptr, sizeof(sc)), EFAULT);
	result(write(fd, &sc, sizeof(sc)) == sizeof(sc), "scancode write: a valid one is sent",
	       "%s", strerror(errno));
	v = LIRC_MODE_LIRCCODE;
	expect_errno("SET_SEND_MODE(LIRCCODE) is EINVAL", ioctl(fd, LIRC_SET_SEND_MODE, &v),
		     EINVAL);
	close(fd);
}

static void test_apart(const char *dev0, const char *ev0, const char *dev1,
		       const char *ev1)
{
	struct input_event ev[32];
	struct lirc_scancode sc;
	int rx0 = open_dev(dev0, O_RDONLY | O_NONBLOCK);
	int e0 = open_evdev(ev0), e1 = open_evdev(ev1);
	int n0, n1, w0, i, down1 = 0;

	set_mode(rx0, LIRC_SET_REC_MODE, LIRC_MODE_SCANCODE);
	send_scancode(dev1, RC_PROTO_NEC, 0x0408);
	n1 = read_events(e1, ev, 32, 1500, KEY_VOLUMEUP);
	for (i = 0; i < n1; i++)
		down1 += ev[i].type == EV_KEY && ev[i].value == 1;
	result(down1 == 1, "two devices: the sender's input device gets the key",
	       "%d events, %d presses", n1, down1);
	n0 = read_events(e0, ev, 32, 300, 0);
	w0 = read_samples(rx0, (uint32_t *)&sc, 6, 200);
	result(n0 == 0 && w0 == 0, "two devices: the other gets no event and no code",
	       "%d events, %d words", n0, w0);
	close(rx0);
	close(e0);
	close(e1);
}

static void test_legacy(const char *dev)
{
	uint32_t v = 0;
	int fd = open_dev(dev, O_RDONLY);
	long r;

	r = ioctl(fd, LIRC_GET_FEATURES, &v);
	result(r == 0 && LIRC_CAN_REC(v) == LIRC_CAN_REC_LIRCCODE,
	       "legacy_lirccode: receive features are exactly LIRCCODE", "features %#x", v);
	r = ioctl(fd, LIRC_GET_REC_MODE, &v);
	expect_val("legacy_lirccode: a new open reads LIRCCODE", r, v, LIRC_MODE_LIRCCODE);
	r = ioctl(fd, LIRC_GET_LENGTH, &v);
	expect_val("legacy_lirccode: GET_LENGTH", r, v, 32);
	close(fd);
}

static void test_settimeout(const char *dev, uint32_t us)
{
	int fd = open_dev(dev, O_RDONLY);
	uint32_t v = us;
	long r = ioctl(fd, LIRC_SET_REC_TIMEOUT, &v);

	v = 0;
	r = r ? r : ioctl(fd, LIRC_GET_REC_TIMEOUT, &v);
	expect_val("SET_REC_TIMEOUT within the device's range", r, v, us);
	close(fd);
}

static int load_samples(const char *path, char *type, long *val, int max)
{
	FILE *f = fopen(path, "r");
	char word[16];
	int n = 0;

	while (f && n < max && fscanf(f, "%15s %ld", word, &val[n]) == 2)
		type[n++] = word[0];
	if (f)
		fclose(f);
	return n;
}

static void test_compare(const char *a, const char *b, long tol)
{
	static char ta[4096], tb[4096];
	static long va[4096], vb[4096];
	int na = load_samples(a, ta, va, 4096), nb = load_samples(b, tb, vb, 4096);
	int i, diff = 0, worst = 0;

	for (i = 0; i < na && i < nb; i++) {
		long d = labs(va[i] - vb[i]);

		diff += ta[i] != tb[i] || d > 0;
		if (ta[i] != tb[i] || d > tol)
			worst = i + 1;
	}
	printf("METRIC compare %s %s samples=%d/%d differing=%d\n", a, b, na, nb, diff);
	result(na == nb && na > 0 && !worst,
	       "the same sequence within the receiver's resolution",
	       "%d vs %d samples, first beyond %ld us at %d", na, nb, tol, worst);
}

static int cmp_long(const void *a, const void *b)
{
	long x = *(const long *)a, y = *(const long *)b;

	return (x > y) - (x < y);
}

/* The number of lines in file @path (0 if it cannot be read). */
static int file_lines(const char *path)
{
	FILE *f = fopen(path, "r");
	int c, n = 0;

	if (!f)
		return 0;
	while ((c = getc(f)) != EOF)
		n += c == '\n';
	fclose(f);
	return n;
}

static void test_latency(const char *dev, const char *fifo, const char *stamps,
			 int count, const char *label)
{
	long *lat = calloc(count, sizeof(long));
	struct timespec *woke = calloc(count, sizeof(*woke));
	int rx = open_dev(dev, O_RDONLY);
	int f = open(fifo, O_WRONLY);
	int i, got = 0, bad = 0;
	uint32_t buf[64];
	FILE *st;

	if (!lat || !woke || f < 0) {
		result(false, "latency: set up", "%s", strerror(errno));
		return;
	}
	drain(rx);
	for (i = 0; i < count; i++) {
		int n;

		/* One pulse (3 units) and the end of the signal. */
		if (write(f, "in 3F FF\n", 9) != 9)
			break;
		n = read(rx, buf, sizeof(buf));
		clock_gettime(CLOCK_MONOTONIC, &woke[i]);
		bad += n < 4;
		usleep(15000);
		drain(rx);
	}
	close(f);
	/* Every press was read: its stamp is written (at most 3 s more). */
	for (i = 0; i < 600 && file_lines(stamps) < count; i++)
		usleep(5000);
	st = fopen(stamps, "r");
	for (i = 0; st && i < count; i++) {
		long long sec, nsec;

		if (fscanf(st, "%lld.%lld", &sec, &nsec) != 2)
			break;
		lat[got++] = (woke[i].tv_sec - sec) * 1000000L +
			     (woke[i].tv_nsec - nsec) / 1000;
	}
	if (st)
		fclose(st);
	result(got == count && !bad, "latency: every press was stamped and read",
	       "%d of %d stamped, %d bad reads", got, count, bad);
	if (got) {
		qsort(lat, got, sizeof(long), cmp_long);
		printf("METRIC latency %s n=%d p50_us=%ld p90_us=%ld p99_us=%ld max_us=%ld\n",
		       label, got, lat[got / 2], lat[got * 90 / 100], lat[got * 99 / 100],
		       lat[got - 1]);
		result(lat[0] >= 0, "latency: the reader never wakes before the device wrote",
		       "minimum %ld us", lat[0]);
	}
	free(lat);
	free(woke);
	close(rx);
}

static int read_int(const char *dir, const char *name)
{
	char path[256];
	FILE *f;
	int v = -1;

	snprintf(path, sizeof(path), "%s/%s", dir, name);
	f = fopen(path, "r");
	if (f) {
		if (fscanf(f, "%d", &v) != 1)
			v = -1;
		fclose(f);
	}
	return v;
}

/* A bus reset through usbfs, as a user's tool would do it. */
static void test_usbreset(const char *usbdev, const char *label)
{
	char node[64];
	int fd, ret;

	snprintf(node, sizeof(node), "/dev/bus/usb/%03d/%03d",
		 read_int(usbdev, "busnum"), read_int(usbdev, "devnum"));
	fd = open(node, O_RDWR);
	if (fd < 0) {
		result(false, label, "open %s: %s", node, strerror(errno));
		return;
	}
	ret = ioctl(fd, USBDEVFS_RESET, 0);
	result(ret == 0, label, "USBDEVFS_RESET on %s: %s", node, strerror(errno));
	close(fd);
}

/* ------------------------------------------------------------------ */
/* Core v2 checks (issue 8 item 5)                                     */
/* ------------------------------------------------------------------ */

static long now_us(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec * 1000000L + t.tv_nsec / 1000;
}

/* Value of "KEY:" in /proc/self/task/TID/status, -1 if absent. */
static long task_status(pid_t tid, const char *key)
{
	char path[64], line[256];
	size_t klen = strlen(key);
	long v = -1;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/self/task/%d/status", tid);
	f = fopen(path, "r");
	while (f && fgets(line, sizeof(line), f)) {
		if (!strncmp(line, key, klen) && line[klen] == ':') {
			if (!strcmp(key, "State"))
				v = line[klen + 2];	/* the state letter */
			else
				v = strtol(line + klen + 1, NULL, 10);
			break;
		}
	}
	if (f)
		fclose(f);
	return v;
}

/* Wait (at most @ms) until thread @tid sleeps interruptibly. */
static bool wait_sleeping(pid_t tid, int ms)
{
	while (ms-- > 0) {
		if (task_status(tid, "State") == 'S')
			return true;
		usleep(1000);
	}
	return false;
}

/* Set or clear O_NONBLOCK on an open file description. */
static void set_nonblock(int fd, bool on)
{
	int fl = fcntl(fd, F_GETFL);

	fcntl(fd, F_SETFL, on ? fl | O_NONBLOCK : fl & ~O_NONBLOCK);
}

/* Empty the queue of @fd, whatever its mode, without blocking. */
static void drain_any(int fd)
{
	char buf[4096];
	int fl = fcntl(fd, F_GETFL);

	fcntl(fd, F_SETFL, fl | O_NONBLOCK);
	while (read(fd, buf, 24 * 128) > 0)
		;
	fcntl(fd, F_SETFL, fl);
}

static bool stop_requested(const char *stopfile, long t0, long max_s)
{
	return access(stopfile, F_OK) == 0 || now_us() - t0 > max_s * 1000000L;
}

/*
 * lirctest hammer LABEL STOPFILE DEV...: open the nodes in turn until STOPFILE
 * exists, while another process makes the device's registration fail after
 * its node appeared. Every open that succeeds must see the device go away:
 * poll reports POLLHUP|POLLERR (bounded), read and ioctl give ENODEV. Opens
 * of a missing or dying node may fail with ENOENT, ENXIO or ENODEV only.
 */
static void test_hammer(const char *label, const char *stopfile, char **devs, int ndev)
{
	long opens = 0, landed = 0, enodev = 0, gone = 0, hung = 0, odd = 0;
	long t0 = now_us(), i;
	char first[160] = "", name[160];

	for (i = 0; !stop_requested(stopfile, t0, 600); i++) {
		const char *dev = devs[i % ndev];
		struct pollfd p;
		uint32_t v;
		int fd = open(dev, O_RDWR | O_NONBLOCK);

		if (fd < 0) {
			if (errno == ENODEV)
				enodev++;
			else if (errno == ENOENT || errno == ENXIO)
				gone++;
			else if (!odd++)
				snprintf(first, sizeof(first), "open %s: %s", dev,
					 strerror(errno));
			continue;
		}
		opens++;
		p.fd = fd;
		p.events = POLLIN;
		if (poll(&p, 1, 3000) == 1 &&
		    (p.revents & (POLLHUP | POLLERR)) == (POLLHUP | POLLERR)) {
			landed++;
			if ((read(fd, &v, 4) != -1 || errno != ENODEV ||
			     ioctl(fd, LIRC_GET_FEATURES, &v) != -1 || errno != ENODEV) &&
			    !odd++)
				snprintf(first, sizeof(first),
					 "%s: read/ioctl after POLLHUP not ENODEV (%s)", dev,
					 strerror(errno));
		} else if (!hung++) {
			snprintf(first, sizeof(first),
				 "%s: opened, then no POLLHUP within 3 s (revents %#x)", dev,
				 p.revents);
		}
		close(fd);
	}
	printf("INFO %s: %ld open attempts; %ld opens succeeded, ", label, i, opens);
	printf("%ld saw the device go (POLLHUP|POLLERR, then ENODEV); ", landed);
	printf("%ld ENODEV, %ld ENOENT/ENXIO\n", enodev, gone);
	snprintf(name, sizeof(name), "%s: every file opened meanwhile sees the device go", label);
	result(!hung, name, "%ld of %ld opens hung: %s", hung, opens, first);
	snprintf(name, sizeof(name),
		 "%s: opens, reads and ioctls fail only with ENOENT/ENXIO/ENODEV", label);
	result(!odd, name, "%s", first);
}

/* lirctest lifetime STOPFILE DEV: system calls racing rmmod of the driver. */
struct life {
	const char *dev;
	int kind;		/* 0 churn, 1 holder, 2 blocked reader */
	pid_t tid;
	long opens, ops, enodev, gone, unexpected;
	char first[160];
	bool done;		/* __atomic */
};

static bool life_stop;		/* __atomic */

static void life_note(struct life *l, const char *what, int err)
{
	if (err == ENODEV) {
		l->enodev++;
		return;
	}
	if (!l->unexpected++)
		snprintf(l->first, sizeof(l->first), "%s: %s", what, strerror(err));
}

/* One round of ioctls, a write and a read; false once the device is gone. */
static bool life_ops(struct life *l, int fd)
{
	static const uint32_t sig[] = { 100 };
	uint32_t v, buf[512];
	struct pollfd p = { .fd = fd, .events = POLLIN };

	if (ioctl(fd, LIRC_GET_FEATURES, &v)) {
		life_note(l, "GET_FEATURES", errno);
		return false;
	}
	v = 50000;
	if (ioctl(fd, LIRC_SET_REC_TIMEOUT, &v)) {
		life_note(l, "SET_REC_TIMEOUT", errno);
		return false;
	}
	if (write(fd, sig, sizeof(sig)) != sizeof(sig)) {
		life_note(l, "write", errno);
		return false;
	}
	if (poll(&p, 1, 50) < 0) {
		life_note(l, "poll", errno);
		return false;
	}
	if (read(fd, buf, sizeof(buf)) < 0 && errno != EAGAIN) {
		life_note(l, "read", errno);
		return false;
	}
	l->ops++;
	return true;
}

static void life_sig(int sig)
{
	(void)sig;
}

static void *life_thread(void *arg)
{
	struct life *l = arg;
	int fd = -1;

	l->tid = syscall(SYS_gettid);
	while (!__atomic_load_n(&life_stop, __ATOMIC_ACQUIRE)) {
		uint32_t buf[64];

		if (fd < 0) {
			fd = open(l->dev, l->kind == 2 ? O_RDONLY : O_RDWR | O_NONBLOCK);
			if (fd < 0) {
				if (errno == ENOENT || errno == ENXIO || errno == ENODEV)
					l->gone++;
				else
					life_note(l, "open", errno);
				usleep(2000);
				continue;
			}
			l->opens++;
		}
		if (l->kind == 2) {
			/* Data, ENODEV when the driver goes, EINTR at the end. */
			if (read(fd, buf, sizeof(buf)) < 0 && errno != EINTR)
				life_note(l, "blocking read", errno);
			else
				l->ops++;
			close(fd);
			fd = -1;
			continue;
		}
		if (!life_ops(l, fd) || l->kind == 0) {
			close(fd);
			fd = -1;
		}
		usleep(5000);	/* leave the CPU to insmod and rmmod too */
	}
	if (fd >= 0)
		close(fd);
	__atomic_store_n(&l->done, true, __ATOMIC_RELEASE);
	return NULL;
}

static void test_lifetime(const char *stopfile, const char *dev)
{
	struct life l[4] = {
		{ .dev = dev, .kind = 0 }, { .dev = dev, .kind = 0 },
		{ .dev = dev, .kind = 1 }, { .dev = dev, .kind = 2 },
	};
	struct sigaction sa = { .sa_handler = life_sig };	/* no SA_RESTART */
	pthread_t th[4];
	long t0 = now_us(), opens = 0, ops = 0, enodev = 0, unexpected = 0;
	int i, ms, running;
	const char *first = "";

	sigaction(SIGUSR1, &sa, NULL);
	for (i = 0; i < 4; i++)
		pthread_create(&th[i], NULL, life_thread, &l[i]);
	while (!stop_requested(stopfile, t0, 600))
		usleep(50000);
	__atomic_store_n(&life_stop, true, __ATOMIC_RELEASE);
	/* Bounded: a loop still running 5 s after the last round hangs. */
	for (ms = 0; ms < 5000; ms += 10) {
		running = 0;
		for (i = 0; i < 4; i++) {
			if (__atomic_load_n(&l[i].done, __ATOMIC_ACQUIRE))
				continue;
			running++;
			if (l[i].kind == 2)
				pthread_kill(th[i], SIGUSR1);
		}
		if (!running)
			break;
		usleep(10000);
	}
	for (i = 0; i < 4; i++) {
		opens += l[i].opens;
		ops += l[i].ops;
		enodev += l[i].enodev;
		unexpected += l[i].unexpected;
		if (l[i].unexpected && !*first)
			first = l[i].first;
	}
	printf("INFO module lifetime: %ld opens, %ld rounds of ioctl/write/read, %ld ENODEV\n",
	       opens, ops, enodev);
	result(!running, "module lifetime: every loop ends within 5 s of the last rmmod",
	       "%d loops still running", running);
	result(!unexpected && opens > 0 && ops > 0,
	       "module lifetime: racing loops see only data, EAGAIN, ENOENT/ENXIO or ENODEV",
	       "%ld unexpected errors, first %s; %ld opens, %ld rounds", unexpected, first,
	       opens, ops);
	if (running) {
		fflush(stdout);
		_exit(3);	/* the hung thread cannot be joined */
	}
	for (i = 0; i < 4; i++)
		pthread_join(th[i], NULL);
}

/*
 * lirctest timeout30 DEV: a 10 ms timeout and a 30 ms space inside a
 * signal: the space ends the signal with one timeout, and the next pulse
 * is preceded by a space covering the whole silence. Five such signals
 * give exactly two timeouts each, never two in a row.
 */
static void test_timeout30(const char *dev)
{
	static const uint32_t sig[] = { 500, 30000, 500 };
	int tx = open_dev(dev, O_RDWR), rx = open_dev(dev, O_RDONLY);
	uint32_t v = 10000, buf[256], old = 0;
	int n, i, k, timeouts = 0, bad = -1, twice = -1;
	long r;

	ioctl(tx, LIRC_GET_REC_TIMEOUT, &old);
	r = ioctl(tx, LIRC_SET_REC_TIMEOUT, &v);
	result(r == 0, "10 ms timeout: SET_REC_TIMEOUT 10000", "%s", strerror(errno));
	drain(rx);
	for (k = 0; k < 5; k++) {
		send_signal(tx, sig, 3);
		usleep(60000);	/* past the idle timer of a signal without end */
	}
	n = read_samples(rx, buf, 256, 300);
	/*
	 * Per signal: [gap space] pulse 500, timeout 10000, space >= 30000,
	 * pulse 500, timeout 10000. The gap space is missing before the first
	 * signal only if nothing was received since the device appeared.
	 */
	for (i = 0, k = 0; i < n && bad < 0; k++) {
		long s;

		if (LIRC_IS_SPACE(buf[i]))
			i++;
		if (i + 5 > n) {
			bad = i;
			break;
		}
		s = LIRC_VALUE(buf[i + 2]);
		if (buf[i] != LIRC_PULSE(500) || buf[i + 1] != LIRC_TIMEOUT(10000) ||
		    !LIRC_IS_SPACE(buf[i + 2]) || s < 30000 || s >= 38000 ||
		    buf[i + 3] != LIRC_PULSE(500) || buf[i + 4] != LIRC_TIMEOUT(10000))
			bad = i;
		i += 5;
	}
	result(n > 0 && bad < 0 && k == 5,
	       "10 ms timeout: a 30 ms space gives pulse, timeout 10000, space >= 30000 (< 38000), pulse",
	       "%d samples, signal %d differs at sample %d: %s %s %s %s %s", n, k, bad,
	       bad >= 0 && bad < n ? fmt_sample(buf[bad]) : "-",
	       bad >= 0 && bad + 1 < n ? fmt_sample(buf[bad + 1]) : "-",
	       bad >= 0 && bad + 2 < n ? fmt_sample(buf[bad + 2]) : "-",
	       bad >= 0 && bad + 3 < n ? fmt_sample(buf[bad + 3]) : "-",
	       bad >= 0 && bad + 4 < n ? fmt_sample(buf[bad + 4]) : "-");
	for (i = 0; i < n; i++) {
		if (!LIRC_IS_TIMEOUT(buf[i]))
			continue;
		timeouts++;
		if (i && LIRC_IS_TIMEOUT(buf[i - 1]) && twice < 0)
			twice = i;
	}
	result(timeouts == 10 && twice < 0,
	       "10 ms timeout: exactly one timeout per silence (5 signals, 10 timeouts, never two in a row)",
	       "%d timeouts, two in a row at %d", timeouts, twice);
	if (old) {
		v = old;
		ioctl(tx, LIRC_SET_REC_TIMEOUT, &v);
	}
	close(rx);
	close(tx);
}

/*
 * lirctest idle DEV COMMAND...: COMMAND makes the receiver report a signal
 * without its end marker; the core ends it by itself, once: exactly one
 * timeout (the device's current timeout) follows, and nothing after it.
 */
static void test_idle(const char *dev, char **cmd)
{
	int rx = open_dev(dev, O_RDONLY | O_NONBLOCK);
	uint32_t buf[256], timeout = 0;
	int n, i, timeouts = 0, last = -1, pulses = 0;
	long t0, t1 = 0;

	ioctl(rx, LIRC_GET_REC_TIMEOUT, &timeout);
	drain(rx);
	t0 = now_us();
	result(run_argv(cmd) == 0, "idle timer: the signal without end marker is sent",
	       "%s failed", cmd[0]);
	n = 0;
	while (n < 256 && now_us() - t0 < 2000000) {
		struct pollfd p = { .fd = rx, .events = POLLIN };
		ssize_t r;

		if (poll(&p, 1, 100) <= 0)
			continue;
		r = read(rx, buf + n, (256 - n) * sizeof(*buf));
		if (r <= 0)
			break;
		for (i = n; i < n + r / 4; i++)
			if (LIRC_IS_TIMEOUT(buf[i]) && !t1)
				t1 = now_us();
		n += r / 4;
	}
	for (i = 0; i < n; i++) {
		pulses += LIRC_IS_PULSE(buf[i]);
		if (LIRC_IS_TIMEOUT(buf[i])) {
			timeouts++;
			last = i;
		}
	}
	result(pulses > 0 && timeouts == 1 && last == n - 1 && buf[last] == LIRC_TIMEOUT(timeout),
	       "idle timer: a signal without end marker ends with exactly one timeout",
	       "%d samples, %d pulses, %d timeouts, last at %d (%s), want timeout %u", n,
	       pulses, timeouts, last, n ? fmt_sample(buf[n - 1]) : "-", timeout);
	printf("INFO idle timer: timeout sample %ld us after the command started\n",
	       t1 ? t1 - t0 : -1);
	close(rx);
}

/* Sum of the pulses and spaces of a received signal (no gap, no timeout). */
static long signal_us(const uint32_t *buf, int n)
{
	long sum = 0;
	int i = n && LIRC_IS_SPACE(buf[0]) ? 1 : 0;

	for (; i < n && !LIRC_IS_TIMEOUT(buf[i]); i++)
		sum += LIRC_VALUE(buf[i]);
	return sum;
}

/*
 * lirctest wtime DEV: write() returns when the signal has been sent: a
 * 300 ms PULSE signal takes at least 300 ms; a SCANCODE write at least the
 * duration of the encoded signal (read back from the loopback).
 */
static void test_wtime(const char *dev)
{
	static const uint32_t sig[] = { 100000, 100000, 100000 };
	static const struct {
		uint32_t proto;
		uint64_t sc;
		long lo, hi;
		const char *name;
	} codes[] = {
		/* NEC: 9000 + 4500 + 16 * (560 + 1690) + 16 * (560 + 560) + 560 */
		{ RC_PROTO_NEC, 0x0408, 67000, 69000, "NEC 0x0408" },
		/* RC-5: 14 bits of 1778 us, the first half-bit space not sent */
		{ RC_PROTO_RC5, 0x1e01, 23000, 25000, "RC-5 0x1e01" },
	};
	int tx = open_dev(dev, O_RDWR), rx = open_dev(dev, O_RDONLY);
	uint32_t buf[256];
	char name[128];
	long t0, dt, sent;
	unsigned int c;
	int n;

	drain(rx);
	t0 = now_us();
	n = send_signal(tx, sig, 3);
	dt = now_us() - t0;
	printf("INFO write timing: 300 ms PULSE write took %ld us\n", dt);
	result(n == 12 && dt >= 300000 && dt < 1300000,
	       "write timing: a 300 ms PULSE write returns after 300 ms, not before",
	       "returned %d after %ld us", n, dt);
	drain(rx);
	for (c = 0; c < ARRAY_SIZE(codes); c++) {
		struct lirc_scancode sc = { .rc_proto = codes[c].proto, .scancode = codes[c].sc };
		int fd = open_dev(dev, O_RDWR);

		set_mode(fd, LIRC_SET_SEND_MODE, LIRC_MODE_SCANCODE);
		t0 = now_us();
		n = write(fd, &sc, sizeof(sc));
		dt = now_us() - t0;
		close(fd);
		n = n == (int)sizeof(sc) ? read_samples(rx, buf, 256, 300) : 0;
		sent = signal_us(buf, n);
		printf("INFO write timing: %s: %ld us encoded, write took %ld us\n",
		       codes[c].name, sent, dt);
		snprintf(name, sizeof(name),
			 "write timing: a %s SCANCODE write returns after the encoded signal",
			 codes[c].name);
		result(sent >= codes[c].lo && sent <= codes[c].hi && dt >= sent &&
		       dt < sent + 1000000, name,
		       "encoded %ld us (want %ld..%ld), write took %ld us", sent, codes[c].lo,
		       codes[c].hi, dt);
	}
	close(rx);
	close(tx);
}

/*
 * lirctest carrier DEV HZ [PROTO SCANCODE]: set the send carrier, then send
 * the scancode (or a short PULSE signal); the kernel log tells the rest.
 */
static void test_carrier(const char *dev, uint32_t hz, int argc, char **argv)
{
	static const uint32_t sig[] = { 500 };
	int fd = open_dev(dev, O_RDWR);
	long r = ioctl(fd, LIRC_SET_SEND_CARRIER, &hz);

	if (!r && argc == 2) {
		struct lirc_scancode sc = {
			.rc_proto = strtoul(argv[0], NULL, 0),
			.scancode = strtoull(argv[1], NULL, 0),
		};

		r = set_mode(fd, LIRC_SET_SEND_MODE, LIRC_MODE_SCANCODE);
		r = r ? r : write(fd, &sc, sizeof(sc)) == (ssize_t)sizeof(sc) ? 0 : -1;
	} else if (!r) {
		r = send_signal(fd, sig, 1) == 4 ? 0 : -1;
	}
	result(r == 0, "carrier: SET_SEND_CARRIER and a send", "%s", strerror(errno));
	close(fd);
}

/* A thread blocked in read(); @tid is set once it runs. */
struct sleeper {
	int fd;
	pid_t tid;	/* __atomic */
	long ret;
	int err;
	bool done;	/* __atomic */
};

static void *sleeper_read(void *arg)
{
	struct sleeper *s = arg;
	uint32_t v[12];		/* a multiple of both record sizes, 4 and 24 */

	__atomic_store_n(&s->tid, (pid_t)syscall(SYS_gettid), __ATOMIC_RELEASE);
	s->ret = read(s->fd, v, sizeof(v));
	s->err = errno;
	__atomic_store_n(&s->done, true, __ATOMIC_RELEASE);
	return NULL;
}

static pid_t sleeper_start(struct sleeper *s, pthread_t *t)
{
	pid_t tid;

	pthread_create(t, NULL, sleeper_read, s);
	while (!(tid = __atomic_load_n(&s->tid, __ATOMIC_ACQUIRE)))
		usleep(1000);
	return tid;
}

static bool sleeper_done(struct sleeper *s, int ms)
{
	while (!__atomic_load_n(&s->done, __ATOMIC_ACQUIRE) && ms-- > 0)
		usleep(1000);
	return __atomic_load_n(&s->done, __ATOMIC_ACQUIRE);
}

struct nbread {
	int fd;
	long ret, us;
	int err;
	bool done;	/* __atomic */
};

static void *nb_read(void *arg)
{
	struct nbread *nb = arg;
	uint32_t v[16];
	long t0 = now_us();

	nb->ret = read(nb->fd, v, sizeof(v));
	nb->err = errno;
	nb->us = now_us() - t0;
	__atomic_store_n(&nb->done, true, __ATOMIC_RELEASE);
	return NULL;
}

/*
 * lirctest nbread DEV: one thread blocks in read() on a file description;
 * a non-blocking read() on the same description returns at once.
 */
static void test_nbread(const char *dev)
{
	static const uint32_t sig[] = { 700 };
	struct sleeper a = { .fd = open_dev(dev, O_RDONLY) };
	struct nbread nb = { .fd = a.fd };
	int tx = open_dev(dev, O_RDWR);
	pthread_t ta, tb;
	pid_t tid;
	int ms;

	drain(a.fd);
	tid = sleeper_start(&a, &ta);
	result(wait_sleeping(tid, 3000) && !sleeper_done(&a, 0),
	       "non-blocking read: the first thread blocks in read()", "done %d",
	       sleeper_done(&a, 0));
	usleep(100000);
	set_nonblock(a.fd, true);
	pthread_create(&tb, NULL, nb_read, &nb);
	for (ms = 0; ms < 2000 && !__atomic_load_n(&nb.done, __ATOMIC_ACQUIRE); ms++)
		usleep(1000);
	if (!__atomic_load_n(&nb.done, __ATOMIC_ACQUIRE))
		send_signal(tx, sig, 1);	/* release both, then judge */
	for (ms = 0; ms < 3000 && !__atomic_load_n(&nb.done, __ATOMIC_ACQUIRE); ms++)
		usleep(1000);
	printf("INFO non-blocking read beside a blocked reader took %ld us\n", nb.us);
	result(__atomic_load_n(&nb.done, __ATOMIC_ACQUIRE) && nb.us < 100000 &&
	       ((nb.ret == -1 && nb.err == EAGAIN) || nb.ret > 0),
	       "non-blocking read: returns at once (< 100 ms) while another thread is blocked reading",
	       "done %d after %ld us, ret %ld (%s)", nb.done, nb.us, nb.ret, strerror(nb.err));
	send_signal(tx, sig, 1);
	result(sleeper_done(&a, 3000) && a.ret > 0,
	       "non-blocking read: the blocked reader then gets the signal", "ret %ld (%s)",
	       a.ret, strerror(a.err));
	if (__atomic_load_n(&nb.done, __ATOMIC_ACQUIRE))
		pthread_join(tb, NULL);
	if (sleeper_done(&a, 0))
		pthread_join(ta, NULL);
	close(tx);
	close(a.fd);
}

static int keymap_size(int ed)
{
	struct input_keymap_entry ke = { .flags = INPUT_KEYMAP_BY_INDEX };
	int n = 0;

	for (ke.index = 0; !ioctl(ed, EVIOCGKEYCODE_V2, &ke); ke.index = ++n)
		;
	return n;
}

static long set_key(int ed, uint32_t sc, uint32_t key)
{
	struct input_keymap_entry ke = { .len = 4, .keycode = key };

	memcpy(ke.scancode, &sc, 4);
	return ioctl(ed, EVIOCSKEYCODE_V2, &ke);
}

static uint32_t get_key(int ed, uint32_t sc)
{
	struct input_keymap_entry ke = { .len = 4 };

	memcpy(ke.scancode, &sc, 4);
	return ioctl(ed, EVIOCGKEYCODE_V2, &ke) ? 0xffffffff : ke.keycode;
}

/*
 * lirctest keymapfull DEV EVDEV: EVIOCSKEYCODE_V2 adds entries up to 8192 in
 * all; the next is refused with ENOSPC; lookups stay right.
 */
static void test_keymapfull(const char *dev, const char *evdev)
{
	int ed = open_evdev(evdev);
	int n0 = keymap_size(ed), n, i, failed_at = -1;
	struct input_event ev[64];
	int e, down = 0;
	long r;

	result(n0 == 5, "keymap bound: the loopback starts with its 5 keys", "%d entries", n0);
	for (i = 0; i < 8192 - n0; i++) {
		if (set_key(ed, 0x40000000 + i, KEY_A + i % 26)) {
			failed_at = i;
			break;
		}
	}
	result(failed_at < 0, "keymap bound: adding entries up to 8192 succeeds",
	       "entry %d refused: %s", n0 + failed_at, strerror(errno));
	n = keymap_size(ed);
	result(n == 8192, "keymap bound: EVIOCGKEYCODE_V2 by index sees 8192 entries",
	       "%d entries", n);
	r = set_key(ed, 0x7fff0000, KEY_B);
	expect_errno("keymap bound: entry 8193 is refused with ENOSPC", r, ENOSPC);
	result(get_key(ed, 0x7fff0000) == KEY_RESERVED,
	       "keymap bound: the refused scancode has no key", "key %u",
	       get_key(ed, 0x7fff0000));
	result(get_key(ed, 0x0408) == KEY_VOLUMEUP && get_key(ed, 0x1e01) == KEY_1 &&
	       get_key(ed, 0x40000000) == KEY_A &&
	       get_key(ed, 0x40000000 + 8186) == (uint32_t)(KEY_A + 8186 % 26) &&
	       get_key(ed, 0x40000000 + 4000) == (uint32_t)(KEY_A + 4000 % 26),
	       "keymap bound: lookups by scancode are right in a full keymap",
	       "0x0408 -> %u, 0x1e01 -> %u, first -> %u, last -> %u", get_key(ed, 0x0408),
	       get_key(ed, 0x1e01), get_key(ed, 0x40000000), get_key(ed, 0x40000000 + 8186));
	r = set_key(ed, 0x40000000 + 4000, KEY_RESERVED);
	r = r ? r : set_key(ed, 0x7fff0000, KEY_B);
	result(r == 0 && get_key(ed, 0x7fff0000) == KEY_B && keymap_size(ed) == 8192,
	       "keymap bound: removing one entry makes room for one", "ret %ld (%s)", r,
	       strerror(errno));
	send_scancode(dev, RC_PROTO_NEC, 0x0408);
	e = read_events(ed, ev, 64, 1500, KEY_VOLUMEUP);
	for (i = 0; i < e; i++)
		down += ev[i].type == EV_KEY && ev[i].code == KEY_VOLUMEUP && ev[i].value == 1;
	result(down == 1, "keymap bound: a full keymap still turns NEC 0x0408 into KEY_VOLUMEUP",
	       "%d events, %d presses", e, down);
	close(ed);
}

/* NEC frame of a 16-bit address/command scancode, pulse first and last. */
static int nec_frame(uint32_t sc, uint32_t *d)
{
	uint8_t b[4] = { sc >> 8, ~sc >> 8, sc, ~sc };
	int n = 0, i, bit;

	d[n++] = 9000;
	d[n++] = 4500;
	for (i = 0; i < 4; i++) {
		for (bit = 0; bit < 8; bit++) {
			d[n++] = 560;
			d[n++] = b[i] >> bit & 1 ? 1690 : 560;
		}
	}
	d[n++] = 560;
	return n;
}

/*
 * lirctest necrepeat DEV EVDEV: auto-repeat 500/125 as in mainline; a NEC
 * press and, 108 ms after the frame began (a 40 ms space after it, the
 * NEC repeat period), one repeat code: one press, one release, no
 * auto-repeat. The loopback delivers a write at once, so the repeat is a
 * write of its own, sent at its real time: the key then stays down about
 * 320 ms, past a 250 ms delay but not a 500 ms one.
 */
static void test_necrepeat(const char *dev, const char *evdev)
{
	static const uint32_t rpt[] = { 9000, 2250, 560 };
	unsigned int rep[2] = { 0, 0 };
	struct input_event ev[64];
	uint32_t d[80];
	int ed = open_evdev(evdev), tx = open_dev(dev, O_RDWR);
	int n = nec_frame(0x0408, d), i, e, downs = 0, ups = 0, reps = 0;
	long r, r2, t0, wait;

	r = ioctl(ed, EVIOCGREP, rep);
	result(r == 0 && rep[0] == 500 && rep[1] == 125,
	       "auto-repeat: EVIOCGREP shows delay 500 ms, period 125 ms", "ret %ld: %u/%u", r,
	       rep[0], rep[1]);
	wait_keys_up(evdev);
	t0 = now_us();
	r = send_signal(tx, d, n);
	wait = t0 + 108000 - now_us();
	if (wait > 0)
		usleep(wait);
	r2 = send_signal(tx, rpt, 3);
	e = read_events(ed, ev, 64, 1500, KEY_VOLUMEUP);
	for (i = 0; i < e; i++) {
		if (ev[i].type != EV_KEY || ev[i].code != KEY_VOLUMEUP)
			continue;
		downs += ev[i].value == 1;
		ups += ev[i].value == 0;
		reps += ev[i].value == 2;
	}
	usleep(300000);		/* anything late would still be counted */
	for (; e < 64 && read(ed, &ev[e], sizeof(*ev)) == sizeof(*ev); e++)
		reps += ev[e].type == EV_KEY && ev[e].value == 2;
	result(r == n * 4 && r2 == 12 && downs == 1 && ups == 1 && reps == 0,
	       "auto-repeat: a NEC press and one repeat code give one press, one release, no repeat",
	       "writes %ld/%ld, press %d, release %d, auto-repeat %d", r, r2, downs, ups, reps);
	close(tx);
	close(ed);
}

/*
 * lirctest order DEV EVDEV: code A (NEC 0x0408, KEY_VOLUMEUP) then code B
 * (RC-5 0x1e01, KEY_1) within the key-up time: A's release comes before
 * B's MSC_SCAN, which comes before B's press.
 */
static void test_order(const char *dev, const char *evdev)
{
	struct input_event ev[64];
	int ed = open_evdev(evdev), e, i, up_a = -1, scan_b = -1, down_b = -1;

	wait_keys_up(evdev);
	send_scancode(dev, RC_PROTO_NEC, 0x0408);
	send_scancode(dev, RC_PROTO_RC5, 0x1e01);
	e = read_events(ed, ev, 64, 1500, KEY_1);
	for (i = 0; i < e; i++) {
		if (ev[i].type == EV_KEY && ev[i].code == KEY_VOLUMEUP && ev[i].value == 0 &&
		    up_a < 0)
			up_a = i;
		if (ev[i].type == EV_MSC && ev[i].code == MSC_SCAN && ev[i].value == 0x1e01 &&
		    scan_b < 0)
			scan_b = i;
		if (ev[i].type == EV_KEY && ev[i].code == KEY_1 && ev[i].value == 1 && down_b < 0)
			down_b = i;
	}
	result(up_a >= 0 && scan_b > up_a && down_b > scan_b,
	       "event order: A's release comes before B's MSC_SCAN, then B's press",
	       "%d events: release A at %d, MSC_SCAN B at %d, press B at %d", e, up_a, scan_b,
	       down_b);
	close(ed);
}

/*
 * lirctest code64 DEV EVDEV CODEFILE: lirc_rx_scancode() through the test
 * driver's debugfs file: a scancode wider than 32 bits reaches SCANCODE
 * readers whole and gives no MSC_SCAN; a 32-bit one gives MSC_SCAN.
 */
static void test_code64(const char *dev, const char *evdev, const char *codefile)
{
	static const struct { uint64_t sc; bool scan; const char *name; } cases[] = {
		{ 0x123456789abcULL, false,
		  "64-bit scancode: SCANCODE readers get it whole, no MSC_SCAN at all" },
		{ 0x89abcdefULL, true,
		  "32-bit scancode: SCANCODE record and MSC_SCAN with its value" },
	};
	unsigned int c;

	if (access(codefile, W_OK)) {
		for (c = 0; c < 2; c++)
			result(false, cases[c].name,
			       "%s missing: needs lirc_usb_test's code file (testmod branch)",
			       codefile);
		return;
	}
	for (c = 0; c < 2; c++) {
		struct lirc_scancode sc = { 0 };
		struct input_event ev[32];
		int rx = open_dev(dev, O_RDONLY | O_NONBLOCK), ed = open_evdev(evdev);
		int n, e, i, scans = 0, scan_ok = 0;
		char line[64];
		bool ok;
		FILE *f;

		set_mode(rx, LIRC_SET_REC_MODE, LIRC_MODE_SCANCODE);
		drain_any(rx);
		f = fopen(codefile, "w");
		snprintf(line, sizeof(line), "%d %llx\n", RC_PROTO_OTHER,
			 (unsigned long long)cases[c].sc);
		n = f ? fputs(line, f) : -1;
		if (f && fclose(f))
			n = -1;
		result(n >= 0, "test driver: code file accepts \"PROTO SCANCODE\"", "%s: %s",
		       line, strerror(errno));
		n = read_samples(rx, (uint32_t *)&sc, sizeof(sc) / 4, 1000);
		e = read_events(ed, ev, 32, 500, 0);
		for (i = 0; i < e; i++) {
			if (ev[i].type != EV_MSC || ev[i].code != MSC_SCAN)
				continue;
			scans++;
			scan_ok += (uint32_t)ev[i].value == (uint32_t)cases[c].sc;
		}
		if (cases[c].scan)
			ok = scans == 1 && scan_ok == 1;
		else
			ok = !scans;
		result(n == 6 && sc.scancode == cases[c].sc && sc.rc_proto == RC_PROTO_OTHER && ok,
		       cases[c].name,
		       "%d words: proto %u scancode %#llx; %d MSC_SCAN (%d right) in %d events",
		       n, sc.rc_proto, (unsigned long long)sc.scancode, scans, scan_ok, e);
		close(rx);
		close(ed);
	}
}

/* lirctest txonly DEV: a transmitter without receiver, as in 6.1. */
static void test_txonly(const char *dev)
{
	static const uint32_t sig[] = { 500, 500, 500 };
	/* Non-blocking: a read of a receiver must not hang the check. */
	int fd = open_dev(dev, O_RDWR | O_NONBLOCK);
	struct pollfd p = { .fd = fd, .events = POLLIN };
	uint32_t v = 0;
	long r;

	r = ioctl(fd, LIRC_GET_FEATURES, &v);
	result(r == 0 && !(v & LIRC_CAN_REC_MASK) && (v & LIRC_CAN_SEND_PULSE) &&
	       !(v & (LIRC_CAN_SET_REC_TIMEOUT | LIRC_CAN_GET_REC_RESOLUTION)),
	       "transmit-only: GET_FEATURES has sending and no receive bit", "features %#x", v);
	expect_errno("transmit-only: read is EINVAL", read(fd, &v, 4), EINVAL);
	expect_errno("transmit-only: GET_REC_MODE is ENOTTY", ioctl(fd, LIRC_GET_REC_MODE, &v),
		     ENOTTY);
	v = LIRC_MODE_MODE2;
	expect_errno("transmit-only: SET_REC_MODE is ENOTTY", ioctl(fd, LIRC_SET_REC_MODE, &v),
		     ENOTTY);
	expect_errno("transmit-only: GET_REC_TIMEOUT is ENOTTY",
		     ioctl(fd, LIRC_GET_REC_TIMEOUT, &v), ENOTTY);
	v = 50000;
	expect_errno("transmit-only: SET_REC_TIMEOUT is ENOTTY",
		     ioctl(fd, LIRC_SET_REC_TIMEOUT, &v), ENOTTY);
	r = poll(&p, 1, 200);
	result(r == 0, "transmit-only: poll reports no event", "poll %ld revents %#x", r,
	       p.revents);
	r = send_signal(fd, sig, 3);
	result(r == 12, "transmit-only: write sends", "returned %ld (%s)", r, strerror(errno));
	r = poll(&p, 1, 200);
	result(r == 0, "transmit-only: nothing comes back to read", "poll %ld revents %#x", r,
	       p.revents);
	close(fd);
}

/* lirctest rxonly DEV: a receiver without transmitter refuses writes. */
static void test_rxonly(const char *dev)
{
	static const uint32_t sig[] = { 500 };
	int fd = open_dev(dev, O_RDWR);
	uint32_t v = 0;
	long r = ioctl(fd, LIRC_GET_FEATURES, &v);

	result(r == 0 && !(v & LIRC_CAN_SEND_MASK) && (v & LIRC_CAN_REC_MASK),
	       "receive-only: GET_FEATURES has receiving and no send bit", "features %#x", v);
	expect_errno("receive-only: write is EINVAL", send_signal(fd, sig, 1), EINVAL);
	expect_errno("receive-only: GET_SEND_MODE is ENOTTY", ioctl(fd, LIRC_GET_SEND_MODE, &v),
		     ENOTTY);
	close(fd);
}

/*
 * lirctest timeouts DEV MIN MAX LABEL: the settable range, Linux 6.1's
 * semantics (a fixed timeout is a range of one value).
 */
static void test_timeouts(const char *dev, uint32_t min, uint32_t max, const char *label)
{
	int fd = open_dev(dev, O_RDONLY);
	uint32_t v = 0, cur = 0;
	char name[160];
	long r;

	ioctl(fd, LIRC_GET_REC_TIMEOUT, &cur);
	r = ioctl(fd, LIRC_GET_FEATURES, &v);
	snprintf(name, sizeof(name), "%s: features include CAN_SET_REC_TIMEOUT", label);
	result(r == 0 && (v & LIRC_CAN_SET_REC_TIMEOUT), name, "features %#x", v);
	r = ioctl(fd, LIRC_GET_MIN_TIMEOUT, &v);
	snprintf(name, sizeof(name), "%s: GET_MIN_TIMEOUT is %u", label, min);
	expect_val(name, r, v, min);
	r = ioctl(fd, LIRC_GET_MAX_TIMEOUT, &v);
	snprintf(name, sizeof(name), "%s: GET_MAX_TIMEOUT is %u", label, max);
	expect_val(name, r, v, max);
	v = min;
	r = ioctl(fd, LIRC_SET_REC_TIMEOUT, &v);
	v = max;
	r = r ? r : ioctl(fd, LIRC_SET_REC_TIMEOUT, &v);
	v = 0;
	r = r ? r : ioctl(fd, LIRC_GET_REC_TIMEOUT, &v);
	snprintf(name, sizeof(name), "%s: SET_REC_TIMEOUT %u and %u succeed", label, min, max);
	expect_val(name, r, v, max);
	v = min - 1;
	snprintf(name, sizeof(name), "%s: SET_REC_TIMEOUT %u is EINVAL", label, min - 1);
	expect_errno(name, ioctl(fd, LIRC_SET_REC_TIMEOUT, &v), EINVAL);
	v = max + 1;
	snprintf(name, sizeof(name), "%s: SET_REC_TIMEOUT %u is EINVAL", label, max + 1);
	expect_errno(name, ioctl(fd, LIRC_SET_REC_TIMEOUT, &v), EINVAL);
	if (cur)
		ioctl(fd, LIRC_SET_REC_TIMEOUT, &cur);
	close(fd);
}

/*
 * lirctest wakeups DEV: a reader blocked in LIRC_MODE_SCANCODE is not woken
 * by samples that only MODE2 readers get (one wait queue per file).
 */
static void test_wakeups(const char *dev)
{
	static const uint32_t noise[] = { 300, 300, 300, 300, 300 };
	struct sleeper a = { .fd = open_dev(dev, O_RDONLY) };
	int m2 = open_dev(dev, O_RDONLY | O_NONBLOCK), tx = open_dev(dev, O_RDWR);
	uint32_t buf[1024];
	long v0, v1, grew;
	int i, n, pulses = 0;
	pthread_t ta;
	pid_t tid;

	set_mode(a.fd, LIRC_SET_REC_MODE, LIRC_MODE_SCANCODE);
	drain_any(a.fd);
	drain(m2);
	tid = sleeper_start(&a, &ta);
	wait_sleeping(tid, 3000);
	usleep(200000);
	v0 = task_status(tid, "voluntary_ctxt_switches");
	for (i = 0; i < 20; i++)
		send_signal(tx, noise, 5);
	usleep(100000);
	v1 = task_status(tid, "voluntary_ctxt_switches");
	grew = v1 - v0;
	n = read_samples(m2, buf, 1024, 300);
	for (i = 0; i < n; i++)
		pulses += buf[i] == LIRC_PULSE(300);
	printf("INFO wake-ups: the blocked SCANCODE reader switched %ld times during 20 sends\n",
	       grew);
	result(pulses == 60, "wait queues: the MODE2 reader gets all 20 signals",
	       "%d pulses of 300 us in %d samples", pulses, n);
	result(v0 >= 0 && !sleeper_done(&a, 0) && grew <= 2,
	       "wait queues: a blocked SCANCODE reader is not woken by MODE2-only samples",
	       "voluntary_ctxt_switches %ld -> %ld, read done %d", v0, v1, sleeper_done(&a, 0));
	send_scancode(dev, RC_PROTO_NEC, 0x0408);
	result(sleeper_done(&a, 3000) && a.ret == (long)sizeof(struct lirc_scancode),
	       "wait queues: its own code wakes it", "ret %ld (%s)", a.ret, strerror(a.err));
	if (sleeper_done(&a, 0))
		pthread_join(ta, NULL);
	close(tx);
	close(m2);
	close(a.fd);
}

/* Lines of the kernel log containing @needle. */
static int klog_count(const char *needle)
{
	int size = klogctl(10, NULL, 0), n = 0, len;
	char *buf, *p;

	if (size <= 0)
		return -1;
	buf = malloc(size + 1);
	if (!buf)
		return -1;
	len = klogctl(3, buf, size);
	if (len < 0) {
		free(buf);
		return -1;
	}
	buf[len] = 0;
	for (p = buf; (p = strstr(p, needle)); p++)
		n++;
	free(buf);
	return n;
}

/*
 * lirctest slow DEV: two processes open DEV and never read while many
 * signals are sent: each gets its own rate-limited (1 per 5 s) warning
 * naming its command and pid.
 */
static void test_slow(const char *dev)
{
	static uint32_t sig[511];
	const char *name = strrchr(dev, '/') ? strrchr(dev, '/') + 1 : dev;
	int tx = open_dev(dev, O_RDWR), i, k, ready[2], hold[2];
	pid_t pid[2];
	char needle[128], label[160];
	long t0;

	for (i = 0; i < 511; i++)
		sig[i] = 100;
	if (pipe(ready) || pipe(hold))
		return;
	for (k = 0; k < 2; k++) {
		pid[k] = fork();
		if (pid[k] == 0) {
			char comm[16], c = 0;
			int fd;

			close(hold[1]);		/* EOF on hold[0] ends the child */
			snprintf(comm, sizeof(comm), "slowrdr%d", k + 1);
			prctl(PR_SET_NAME, comm);
			fd = open(dev, O_RDONLY);
			if (write(ready[1], &c, 1) != 1 || read(hold[0], &c, 1) < 0)
				_exit(1);
			close(fd);
			_exit(0);
		}
	}
	close(hold[0]);
	close(ready[1]);
	for (k = 0; k < 2; k++) {
		char c;

		if (read(ready[0], &c, 1) != 1)
			break;
	}
	t0 = now_us();
	for (i = 0; i < 8; i++)
		send_signal(tx, sig, 511);
	printf("INFO slow readers: 8 x 511 samples sent in %ld us\n", now_us() - t0);
	/* Until both warnings are in the log (at most 3 s). */
	for (i = 0; i < 600; i++) {
		for (k = 0; k < 2; k++) {
			snprintf(needle, sizeof(needle), "%s: reader slowrdr%d[%d] too slow: ",
				 name, k + 1, pid[k]);
			if (klog_count(needle) < 1)
				break;
		}
		if (k == 2)
			break;
		usleep(5000);
	}
	for (k = 0; k < 2; k++) {
		int n;

		snprintf(needle, sizeof(needle), "%s: reader slowrdr%d[%d] too slow: ", name,
			 k + 1, pid[k]);
		n = klog_count(needle);
		snprintf(label, sizeof(label),
			 "queue full: one warning for reader %d, naming its command and pid",
			 k + 1);
		result(n >= 1 && n <= 2, label, "%d lines with '%s'", n, needle);
	}
	snprintf(needle, sizeof(needle), "%s: reader too slow", name);
	result(klog_count(needle) == 0, "queue full: no warning without the reader's name",
	       "%d lines with '%s'", klog_count(needle), needle);
	close(hold[1]);
	for (k = 0; k < 2; k++)
		waitpid(pid[k], NULL, 0);
	close(ready[0]);
	close(tx);
}

/* Write @v to an open /proc/.../fail-nth; read it back. */
static long fail_nth(int fd, long v)
{
	char buf[32];
	ssize_t n;

	if (v >= 0) {
		n = snprintf(buf, sizeof(buf), "%ld", v);
		if (pwrite(fd, buf, n, 0) != n)
			return -1;
		return v;
	}
	n = pread(fd, buf, sizeof(buf) - 1, 0);
	if (n <= 0)
		return -1;
	buf[n] = 0;
	return strtol(buf, NULL, 10);
}

/*
 * lirctest failbind DRIVERDIR INTERFACE MAXN: bind INTERFACE to the driver
 * with the Nth slab allocation of the binding thread failing (failslab,
 * fail-nth), for N = 1, 2, ... until a bind needs no more than N - 1
 * allocations. Every failing bind must return an error and leave the
 * interface unbound; a bind that succeeded is undone (the interface is
 * left unbound).
 */
static void test_failbind(const char *drvdir, const char *intf, int maxn)
{
	char bind[256], unbind[256], bound[256], path[64], first[160] = "";
	int n, failed = 0, absorbed = 0, nomem = 0, bad = 0, nth;
	bool complete = false;
	long t0 = now_us();

	snprintf(bind, sizeof(bind), "%s/bind", drvdir);
	snprintf(unbind, sizeof(unbind), "%s/unbind", drvdir);
	snprintf(bound, sizeof(bound), "%s/%s", drvdir, intf);
	snprintf(path, sizeof(path), "/proc/self/task/%ld/fail-nth", (long)syscall(SYS_gettid));
	nth = open(path, O_RDWR);
	if (nth < 0) {
		result(false, "failslab: bind with each allocation failing in turn", "%s: %s",
		       path, strerror(errno));
		return;
	}
	for (n = 1; n <= maxn && !complete; n++) {
		int fd = open(bind, O_WRONLY), err;
		long r, left;

		if (fd < 0 || fail_nth(nth, n) != n) {
			bad++;
			snprintf(first, sizeof(first), "round %d: set-up: %s", n, strerror(errno));
			break;
		}
		r = write(fd, intf, strlen(intf));
		err = errno;
		left = fail_nth(nth, -1);
		fail_nth(nth, 0);
		close(fd);
		if (r >= 0) {
			/* Bound: the failure was absorbed, or none was left. */
			complete = left > 0;
			absorbed += !complete;
			fd = open(unbind, O_WRONLY);
			if (fd < 0 || write(fd, intf, strlen(intf)) < 0) {
				bad++;
				snprintf(first, sizeof(first), "round %d: unbind: %s", n,
					 strerror(errno));
			}
			if (fd >= 0)
				close(fd);
		} else {
			failed++;
			nomem += err == ENOMEM;
			if (left > 0 && !bad++)
				snprintf(first, sizeof(first), "round %d: %s, nothing injected",
					 n, strerror(err));
			if (!access(bound, F_OK) && !bad++)
				snprintf(first, sizeof(first), "round %d: %s, but %s is bound",
					 n, strerror(err), intf);
		}
		if (bad)
			break;
	}
	close(nth);
	printf("INFO failslab: a bind of %s makes %d slab allocations; ", intf, n - 2);
	printf("%d failing binds (%d ENOMEM), %d failures absorbed; %ld ms\n", failed, nomem,
	       absorbed, (now_us() - t0) / 1000);
	result(complete && !bad,
	       "failslab: a bind with each of its allocations failing in turn fails cleanly",
	       "%s (complete %d after %d rounds)", first, complete, n - 1);
}

/* One write(), its result as it is (what a shell's echo would retry). */
static int write1(const char *path, const char *text)
{
	int fd = open(path, O_WRONLY);
	ssize_t n;

	if (fd < 0) {
		printf("%s: open: %s\n", __func__, strerror(errno));
		return 1;
	}
	n = write(fd, text, strlen(text));
	if (n < 0)
		printf("%s: %s\n", __func__, strerror(errno));
	else
		printf("%s: %zd\n", __func__, n);
	close(fd);
	return n < 0;
}

/* isa-debug-exit at port 0xf4: QEMU exits with status (code << 1) | 1. */
static void guest_exit(int code)
{
	unsigned char v = code;
	int fd = open("/dev/port", O_WRONLY);

	fflush(NULL);
	if (fd < 0 || pwrite(fd, &v, 1, 0xf4) != 1) {
		perror("/dev/port");
		exit(1);
	}
	for (;;)
		pause();
}

int main(int argc, char **argv)
{
	setvbuf(stdout, NULL, _IOLBF, 0);
	bad_ptr = mmap(NULL, 4096, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (bad_ptr == MAP_FAILED)
		return 2;

	if (argc == 3 && !strcmp(argv[1], "abi")) {
		test_abi(argv[2]);
	} else if (argc == 3 && !strcmp(argv[1], "readers")) {
		test_readers(argv[2]);
	} else if (argc == 3 && !strcmp(argv[1], "overflow")) {
		test_overflow(argv[2]);
	} else if (argc == 3 && !strcmp(argv[1], "gap")) {
		test_gap(argv[2]);
	} else if (argc == 4 && !strcmp(argv[1], "multi")) {
		test_multi(argv[2], argv[3]);
	} else if (argc == 4 && !strcmp(argv[1], "unplug")) {
		test_unplug(argv[2], argv[3]);
	} else if (argc >= 7 && !strcmp(argv[1], "codes")) {
		test_codes(argv[2], argv[3], strtoul(argv[4], NULL, 0),
			   strtoull(argv[5], NULL, 0), strtoul(argv[6], NULL, 0),
			   argc > 7 ? argv + 7 : NULL);
	} else if (argc == 4 && !strcmp(argv[1], "dump")) {
		test_dump(argv[2], atoi(argv[3]));
	} else if (argc >= 6 && !strcmp(argv[1], "nocode")) {
		test_nocode(argv[2], argv[3], argv[4], argv + 5);
	} else if (argc == 5 && !strcmp(argv[1], "setkey")) {
		test_setkey(argv[2], strtoul(argv[3], NULL, 0), strtoul(argv[4], NULL, 0));
	} else if (argc == 6 && !strcmp(argv[1], "getkey")) {
		test_getkey(argv[2], strtoul(argv[3], NULL, 0), strtoul(argv[4], NULL, 0),
			    strtoul(argv[5], NULL, 0));
	} else if (argc == 4 && !strcmp(argv[1], "repeat")) {
		test_repeat(argv[2], argv[3]);
	} else if (argc == 3 && !strcmp(argv[1], "sendcode")) {
		test_sendcode(argv[2]);
	} else if (argc == 6 && !strcmp(argv[1], "apart")) {
		test_apart(argv[2], argv[3], argv[4], argv[5]);
	} else if (argc == 4 && !strcmp(argv[1], "settimeout")) {
		test_settimeout(argv[2], strtoul(argv[3], NULL, 0));
	} else if (argc == 5 && !strcmp(argv[1], "compare")) {
		test_compare(argv[2], argv[3], atol(argv[4]));
	} else if (argc == 7 && !strcmp(argv[1], "latency")) {
		test_latency(argv[2], argv[3], argv[4], atoi(argv[5]), argv[6]);
	} else if (argc == 3 && !strcmp(argv[1], "legacy")) {
		test_legacy(argv[2]);
	} else if (argc == 4 && !strcmp(argv[1], "usbreset")) {
		test_usbreset(argv[2], argv[3]);
	} else if (argc >= 5 && !strcmp(argv[1], "hammer")) {
		test_hammer(argv[2], argv[3], argv + 4, argc - 4);
	} else if (argc == 4 && !strcmp(argv[1], "lifetime")) {
		test_lifetime(argv[2], argv[3]);
	} else if (argc == 3 && !strcmp(argv[1], "timeout30")) {
		test_timeout30(argv[2]);
	} else if (argc >= 4 && !strcmp(argv[1], "idle")) {
		test_idle(argv[2], argv + 3);
	} else if (argc == 3 && !strcmp(argv[1], "wtime")) {
		test_wtime(argv[2]);
	} else if ((argc == 4 || argc == 6) && !strcmp(argv[1], "carrier")) {
		test_carrier(argv[2], strtoul(argv[3], NULL, 0), argc - 4, argv + 4);
	} else if (argc == 3 && !strcmp(argv[1], "nbread")) {
		test_nbread(argv[2]);
	} else if (argc == 4 && !strcmp(argv[1], "keymapfull")) {
		test_keymapfull(argv[2], argv[3]);
	} else if (argc >= 9 && !strcmp(argv[1], "hwrepeat")) {
		test_hwrepeat(argv[2], argv[3], strtoul(argv[4], NULL, 0),
			      strtoull(argv[5], NULL, 0), strtoul(argv[6], NULL, 0),
			      atoi(argv[7]), argv + 8);
	} else if (argc == 4 && !strcmp(argv[1], "necrepeat")) {
		test_necrepeat(argv[2], argv[3]);
	} else if (argc == 4 && !strcmp(argv[1], "order")) {
		test_order(argv[2], argv[3]);
	} else if (argc == 5 && !strcmp(argv[1], "code64")) {
		test_code64(argv[2], argv[3], argv[4]);
	} else if (argc == 3 && !strcmp(argv[1], "txonly")) {
		test_txonly(argv[2]);
	} else if (argc == 3 && !strcmp(argv[1], "rxonly")) {
		test_rxonly(argv[2]);
	} else if (argc == 6 && !strcmp(argv[1], "timeouts")) {
		test_timeouts(argv[2], strtoul(argv[3], NULL, 0), strtoul(argv[4], NULL, 0),
			      argv[5]);
	} else if (argc == 3 && !strcmp(argv[1], "wakeups")) {
		test_wakeups(argv[2]);
	} else if (argc == 3 && !strcmp(argv[1], "slow")) {
		test_slow(argv[2]);
	} else if (argc == 5 && !strcmp(argv[1], "failbind")) {
		test_failbind(argv[2], argv[3], atoi(argv[4]));
	} else if (argc == 4 && !strcmp(argv[1], "write1")) {
		return write1(argv[2], argv[3]);
	} else if (argc == 3 && !strcmp(argv[1], "exit")) {
		guest_exit(atoi(argv[2]));
	} else {
		fprintf(stderr, "usage: see the comment at the top of lirctest.c\n");
		return 2;
	}
	return failures ? 1 : 0;
}
