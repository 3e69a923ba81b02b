// SPDX-License-Identifier: GPL-2.0
/*
 * lircsoak: every driver at once, under churn, with every press accounted.
 *
 *   lircsoak SECONDS I2C_BUS
 *
 * Devices: two Streamzaps, an iMON raw unit, an iMON PAD (with its VFD), a
 * Sasem OnAir (with its VFD), an ATI Remote Wonder (usbemu on dummy_udc
 * ports 0-5), and two chips on the simulated I2C adapter I2C_BUS (set up
 * by the caller: a Hauppauge at 0x18, a PixelView at 0x64). Each device
 * cycles through NCODES distinct buttons. Press n (n = 1, 2, ...) is
 * button n % NCODES; it is "sent" when the device has given it all to the
 * host (usbemu's "mark", the chip's read count), and each device keeps at
 * most two presses on their way: the highest rate it takes.
 *
 * First, one device at a time, each button is pressed once with a reader
 * of every kind open: what it reads (the scancode; the LIRCCODE bytes; the
 * MODE2 frame, pulses and spaces from the first pulse to the last) must be
 * one record, or one frame, per press, and different for every button and
 * every device. These are the device's codes. (What each button decodes to
 * is checked by the device's own script; here only that they stay apart.)
 *
 * Then, for SECONDS: every device is pressed at once; readers of every
 * kind (MODE2, SCANCODE, LIRCCODE, evdev) open a random device, read for a
 * random while and close; display writers write to the VFDs; and a churn
 * thread unplugs and replugs devices, changes protocols, keymaps and
 * timeouts, suspends and resumes the system (s2idle, pm_test=devices), and
 * unloads and reloads one driver while the others run.
 *
 * Accounting, per reader: the presses sent between its open (after its mode
 * was set) and the moment it decided to close are owed to it; before
 * closing it reads on until the last of them has arrived (at most 5 s).
 * Each owed press must have been read exactly once, in order, or be covered
 * by an overflow marker (MODE2's LIRC_MODE2_OVERFLOW, evdev's SYN_DROPPED;
 * SCANCODE and LIRCCODE have none, so there nothing may be lost). No code
 * may be read that the device was not sent (another device's code is a
 * leak, any other an invention), none twice in a row. A reader whose device
 * went away (unplug, unload, suspend) is excused what was owed after that,
 * but not the rest. Per device the counters are printed: sent, owed,
 * delivered, overflowed, and what was read beyond what was owed.
 * Prints RESULT lines (result.h's format); exit status 0 when all passed.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <linux/input.h>
#include <linux/lirc_core.h>

#define ARRAY_SIZE(a)	(sizeof(a) / sizeof((a)[0]))
#define NCODES		64
#define NDEV		8
#define NREADERS	6
#define MAX_INFLIGHT	2
#define DRAIN_MS	5000
#define SEPARATOR_US	20000	/* a space this long ends a MODE2 frame */
#define SIM		"/sys/kernel/debug/lirc_i2c_sim"

enum kind { K_MODE2, K_SCANCODE, K_LIRCCODE, K_EVDEV, K_NUM };
static const char *const kind_name[K_NUM] = { "MODE2", "SCANCODE", "LIRCCODE", "evdev" };

struct dev {
	const char *name, *model, *module;
	int udc;		/* dummy_udc port, or -1 for an I2C chip */
	int addr;		/* the chip's address */
	bool raw, display;
	char cmd[NCODES][512];	/* the press of each button */
	/* learned codes */
	uint64_t sc[NCODES];
	uint8_t lc[NCODES][8];
	unsigned int lc_len;	/* 0: no LIRCCODE */
	uint64_t sig[NCODES];	/* MODE2 frame signatures */

	pthread_mutex_t lock;
	pthread_cond_t cond;
	long long queued, sent;	/* presses handed over, and sent (under lock) */
	unsigned int epoch;	/* bumped when the device goes away */
	bool paused;		/* no presses (churn in progress) */
	bool ready;		/* usbemu: configured */
	pid_t pid;
	int in_fd, out_fd;
	pthread_t out_tid, tid;
	char bus_dev[16];

	/* counters, under lock */
	long long owed, delivered, overflowed, extra, windows[K_NUM], owed_windows[K_NUM];
	long long abandoned;	/* press numbers given up at an unplug */
	long long soak_start, abandoned_start;	/* sent, abandoned, when the soak began */
	long long resumed_sent, resumed_ms;	/* sent, time, at the last resume */
	bool pressing;		/* the press thread is in press() */
	unsigned int failures;
};

static struct dev devs[NDEV];
/* Bumped as each churn begins and ends: odd while one is under way. */
static atomic_uint churn_seq;
static unsigned int ndev;
static int i2c_bus;
static atomic_bool stop;
static pthread_mutex_t out_lock = PTHREAD_MUTEX_INITIALIZER;
static unsigned int passed, failed;
static long long t_start;

static long long now_ms(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec * 1000LL + t.tv_nsec / 1000000;
}

static void sleep_ms(unsigned int ms)
{
	usleep(ms * 1000);
}

static void result(bool ok, const char *fmt, ...)
{
	va_list ap;

	pthread_mutex_lock(&out_lock);
	printf("RESULT %s soak: ", ok ? "PASS" : "FAIL");
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	printf("\n");
	fflush(stdout);
	if (ok)
		passed++;
	else
		failed++;
	pthread_mutex_unlock(&out_lock);
}

static void info(const char *fmt, ...)
{
	va_list ap;

	pthread_mutex_lock(&out_lock);
	printf("INFO soak %5.1f s: ", (now_ms() - t_start) / 1000.0);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	printf("\n");
	fflush(stdout);
	pthread_mutex_unlock(&out_lock);
}

/* A failure of device d, printed at once and counted in its summary. */
static void dev_fail(struct dev *d, const char *fmt, ...)
{
	char msg[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	pthread_mutex_lock(&d->lock);
	d->failures++;
	pthread_mutex_unlock(&d->lock);
	info("%s: FAILURE: %s", d->name, msg);
}

static uint32_t rnd(void)
{
	static __thread uint64_t s;

	if (!s)
		s = (uint64_t)now_ms() * 2654435761u ^ (uintptr_t)&s;
	s ^= s >> 12;
	s ^= s << 25;
	s ^= s >> 27;
	return (s * 0x2545f4914f6cdd1dULL) >> 32;
}

static int write_file(const char *path, const char *fmt, ...)
{
	char buf[512];
	va_list ap;
	int f, n, ret;

	va_start(ap, fmt);
	n = vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	f = open(path, O_WRONLY | O_CLOEXEC);
	if (f < 0)
		return -errno;
	ret = write(f, buf, n);
	ret = ret == n ? 0 : -errno;
	close(f);
	return ret;
}

/* ---- where a device's nodes are ---- */

static void dev_sysdir(const struct dev *d, char *buf, size_t len)
{
	if (d->udc >= 0)
		snprintf(buf, len, "/sys/bus/usb/devices/%s", d->bus_dev);
	else
		snprintf(buf, len, "/sys/bus/i2c/devices/%d-%04x", i2c_bus, d->addr);
}

/*
 * The first entry of directory DIR whose name starts with PREFIX ("" for
 * any but "." and ".."), into name; false when there is none.
 */
static bool first_entry(const char *dir, const char *prefix, char *name, size_t len)
{
	struct dirent *de;
	bool found = false;
	DIR *dd = opendir(dir);

	while (dd && !found && (de = readdir(dd)))
		if (de->d_name[0] != '.' && !strncmp(de->d_name, prefix, strlen(prefix))) {
			snprintf(name, len, "%.60s", de->d_name);
			found = true;
		}
	if (dd)
		closedir(dd);
	return found;
}

/*
 * The first entry of class CLASS under the device (USB: under any of its
 * interfaces): "lirc_coreN" or "lcdN"; false when there is none.
 */
static bool dev_node(const struct dev *d, const char *class, char *name, size_t len)
{
	char dir[256], path[600];
	struct dirent *de;
	bool found = false;
	DIR *dd;

	dev_sysdir(d, dir, sizeof(dir));
	if (d->udc < 0) {
		snprintf(path, sizeof(path), "%s/%s", dir, class);
		return first_entry(path, "", name, len);
	}
	dd = opendir(dir);
	while (dd && !found && (de = readdir(dd))) {
		if (!strchr(de->d_name, ':'))
			continue;
		snprintf(path, sizeof(path), "%s/%s/%s", dir, de->d_name, class);
		found = first_entry(path, "", name, len);
	}
	if (dd)
		closedir(dd);
	return found;
}

/* The event node of the device's input device. */
static bool dev_evdev(const struct dev *d, char *path, size_t len)
{
	char lirc[64], dir[160], input[64], sub[300], ev[64];

	if (!dev_node(d, "lirc_core", lirc, sizeof(lirc)))
		return false;
	snprintf(dir, sizeof(dir), "/sys/class/lirc_core/%s", lirc);
	if (!first_entry(dir, "input", input, sizeof(input)))
		return false;
	snprintf(sub, sizeof(sub), "%s/%s", dir, input);
	if (!first_entry(sub, "event", ev, sizeof(ev)))
		return false;
	snprintf(path, len, "/dev/input/%s", ev);
	return true;
}

/* ---- the devices' side ---- */

/* usbemu's output: READY when configured, MARK n when press n is sent. */
static void *usb_out_thread(void *arg)
{
	struct dev *d = arg;
	char buf[4096], line[256];
	size_t have = 0;
	ssize_t n;

	for (;;) {
		char *nl;

		n = read(d->out_fd, buf + have, sizeof(buf) - have - 1);
		if (n <= 0)
			break;
		have += n;
		buf[have] = 0;
		while ((nl = strchr(buf, '\n'))) {
			size_t l = nl - buf;

			snprintf(line, sizeof(line), "%.*s", (int)(l < 255 ? l : 255), buf);
			memmove(buf, nl + 1, have - l - 1);
			have -= l + 1;
			buf[have] = 0;
			pthread_mutex_lock(&d->lock);
			if (!strncmp(line, "MARK ", 5)) {
				long long m = atoll(line + 5);

				if (m > d->sent)
					d->sent = m;
			} else if (!strcmp(line, "READY")) {
				d->ready = true;
			}
			pthread_cond_broadcast(&d->cond);
			pthread_mutex_unlock(&d->lock);
		}
		if (have == sizeof(buf) - 1)
			have = 0;
	}
	return NULL;
}

static void usb_plug(struct dev *d)
{
	int in[2], out[2];
	char udc[8];

	if (pipe2(in, O_CLOEXEC) || pipe2(out, O_CLOEXEC)) {
		perror("pipe");
		exit(2);
	}
	snprintf(udc, sizeof(udc), "%d", d->udc);
	d->ready = false;
	d->pid = fork();
	if (d->pid == 0) {
		dup2(in[0], 0);
		dup2(out[1], 1);
		close(in[1]);
		close(out[0]);
		execlp("usbemu", "usbemu", d->model, "-", udc, NULL);
		_exit(127);
	}
	close(in[0]);
	close(out[1]);
	d->in_fd = in[1];
	d->out_fd = out[0];
	pthread_create(&d->out_tid, NULL, usb_out_thread, d);
}

/* Unplug: usbemu ends with its input; what it had not sent is not sent. */
static void usb_unplug(struct dev *d)
{
	long long end;

	pthread_mutex_lock(&d->lock);
	d->epoch++;	/* before its node can go, or its name be another's */
	pthread_mutex_unlock(&d->lock);
	close(d->in_fd);
	kill(d->pid, SIGTERM);
	waitpid(d->pid, NULL, 0);
	pthread_join(d->out_tid, NULL);
	close(d->out_fd);
	/*
	 * Until the host has let it go (its nodes with it): a reader that
	 * looked it up meanwhile sees the epoch change below.
	 */
	for (end = now_ms() + 10000; now_ms() < end; sleep_ms(20)) {
		char dir[256];
		struct stat st;

		dev_sysdir(d, dir, sizeof(dir));
		if (stat(dir, &st))
			break;
	}
	if (now_ms() >= end)
		dev_fail(d, "still there 10 s after its unplug");
	pthread_mutex_lock(&d->lock);
	d->abandoned += d->queued - d->sent;
	d->sent = d->queued;	/* numbers are never used twice */
	d->epoch++;
	pthread_mutex_unlock(&d->lock);
}

/*
 * The protocol the soak presses: the iMON raw unit's NEC, the PAD's RC-6
 * MCE (the others decode theirs by default). Again after every bind.
 */
static bool dev_setup(struct dev *d)
{
	char name[64], path[160];

	if (strcmp(d->name, "imon-raw") && strcmp(d->name, "imon-pad"))
		return true;
	if (!dev_node(d, "lirc_core", name, sizeof(name)))
		return false;
	snprintf(path, sizeof(path), "/sys/class/lirc_core/%s/protocols", name);
	return !write_file(path, !strcmp(d->name, "imon-raw") ? "+nec" : "rc-6-mce");
}

/* Until the device's LIRC node (and its display's) exist; false after 20 s. */
static bool wait_bound(struct dev *d)
{
	long long end = now_ms() + 20000;
	char name[64];

	while (now_ms() < end) {
		if (dev_node(d, "lirc_core", name, sizeof(name)) &&
		    (!d->display || dev_node(d, "lirc_display", name, sizeof(name))) &&
		    (d->udc < 0 || d->ready))
			return dev_setup(d);
		sleep_ms(50);
	}
	return false;
}

static long long chip_reads(const struct dev *d)
{
	char line[256], want[32];
	long long reads = -1;
	FILE *f = fopen(SIM "/stats", "re");

	snprintf(want, sizeof(want), "0 0x%02x ", d->addr);
	while (f && fgets(line, sizeof(line), f))
		if (!strncmp(line, want, strlen(want))) {
			char *r = strstr(line, "reads ");

			if (r)
				reads = atoll(r + 6);
		}
	if (f)
		fclose(f);
	return reads;
}

/*
 * Hand press n to the device; the caller holds no lock. USB: the press and
 * a mark. I2C: the reply, sent once the chip has been read past it.
 */
static void press(struct dev *d, long long n)
{
	const char *cmd = d->cmd[n % NCODES];

	if (d->udc >= 0) {
		char buf[640];
		int len = snprintf(buf, sizeof(buf), "%s\nmark %lld\n", cmd, n);

		if (write(d->in_fd, buf, len) != len)
			return;	/* unplugged meanwhile */
	} else {
		long long r0 = chip_reads(d), end = now_ms() + 3000;

		if (write_file(SIM "/ctl", "%s", cmd))
			return;
		/*
		 * Two reads after r0: one may have been an idle read before the
		 * reply was queued, the second took the reply.
		 */
		while (chip_reads(d) < r0 + 2 && now_ms() < end && !stop)
			sleep_ms(10);
		pthread_mutex_lock(&d->lock);
		if (chip_reads(d) >= r0 + 2 && n > d->sent)
			d->sent = n;
		pthread_cond_broadcast(&d->cond);
		pthread_mutex_unlock(&d->lock);
	}
}

static void *press_thread(void *arg)
{
	struct dev *d = arg;

	while (!stop) {
		long long n;

		pthread_mutex_lock(&d->lock);
		if (d->paused || d->queued - d->sent >= MAX_INFLIGHT) {
			struct timespec t;

			clock_gettime(CLOCK_REALTIME, &t);
			t.tv_nsec += 50000000;
			if (t.tv_nsec >= 1000000000) {
				t.tv_sec++;
				t.tv_nsec -= 1000000000;
			}
			pthread_cond_timedwait(&d->cond, &d->lock, &t);
			pthread_mutex_unlock(&d->lock);
			continue;
		}
		n = ++d->queued;
		d->pressing = true;
		pthread_mutex_unlock(&d->lock);
		press(d, n);
		pthread_mutex_lock(&d->lock);
		d->pressing = false;
		pthread_mutex_unlock(&d->lock);
	}
	return NULL;
}

/*
 * Stop pressing d and wait until the press thread is out of press() and
 * what it was given is sent: a device that takes no press for 5 s fails.
 */
static void pause_dev(struct dev *d)
{
	long long end = now_ms() + 5000;

	pthread_mutex_lock(&d->lock);
	d->paused = true;
	while ((d->pressing || d->sent < d->queued) && now_ms() < end) {
		pthread_mutex_unlock(&d->lock);
		sleep_ms(20);
		pthread_mutex_lock(&d->lock);
	}
	if (d->pressing || d->sent < d->queued) {
		pthread_mutex_unlock(&d->lock);
		dev_fail(d, "took none of its last presses for 5 s");
		pthread_mutex_lock(&d->lock);
		while (d->pressing) {	/* at most press()'s own 3 s */
			pthread_mutex_unlock(&d->lock);
			sleep_ms(20);
			pthread_mutex_lock(&d->lock);
		}
	}
	pthread_mutex_unlock(&d->lock);
}

static void resume_dev(struct dev *d)
{
	pthread_mutex_lock(&d->lock);
	/* What was lost on the way is given up; numbers are never used twice. */
	d->abandoned += d->queued - d->sent;
	d->sent = d->queued;
	d->resumed_sent = d->sent;
	d->resumed_ms = now_ms();
	d->paused = false;
	pthread_cond_broadcast(&d->cond);
	pthread_mutex_unlock(&d->lock);
}

/* ---- reading ---- */

/* What a reader has read: the device's press numbers, in order. */
struct acc {
	struct dev *d;
	enum kind kind;
	long long open_mark, target;
	long long last;		/* press number, 0 = none yet */
	long long *got;		/* every press number read */
	size_t ngot, cap_got;
	bool overflow_pending;
	long long gap_lo[64], gap_hi[64];	/* presses an overflow marker covers */
	unsigned int ngaps;
	uint64_t last_code;
	bool have_last;
	/* MODE2: the frame being read */
	uint64_t sig;
	unsigned int sig_n;
	uint32_t frame[40];
	bool skip_frame;
	bool first_frame_done;	/* the first may be the tail of one on its way */
	bool failed;
	long long records;
	/* learning: the codes read in order, not matched */
	bool learning;
	unsigned int ncap;
	uint8_t cap[NCODES][8];
	unsigned int cap_len;
};

static void acc_fail(struct acc *a, const char *fmt, ...)
{
	char msg[400];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	a->failed = true;
	dev_fail(a->d, "%s reader: %s", kind_name[a->kind], msg);
}

/* Which device and button a code is: -1 when none. */
static int code_index(const struct dev *d, enum kind k, const void *code, unsigned int len)
{
	unsigned int i;

	for (i = 0; i < NCODES; i++) {
		switch (k) {
		case K_MODE2:
			if (d->sig[i] == *(const uint64_t *)code)
				return i;
			break;
		case K_SCANCODE:
			if (d->sc[i] == *(const uint64_t *)code)
				return i;
			break;
		case K_EVDEV:
			if ((uint32_t)d->sc[i] == (uint32_t)*(const uint64_t *)code)
				return i;
			break;
		case K_LIRCCODE:
			if (d->lc_len == len && !memcmp(d->lc[i], code, len))
				return i;
			break;
		default:
			break;
		}
	}
	return -1;
}

/*
 * One press read: button idx of a->d, or an unknown code. Its number: the
 * first one read lies near the open (a reader's queue starts there); one
 * after an overflow marker is recent (what was lost was the newest, or,
 * on evdev, everything queued); any other follows the last one read.
 */
static void acc_press(struct acc *a, const void *code, unsigned int len)
{
	long long n, sent;
	unsigned int i;
	int idx;

	a->records++;
	if (a->learning) {
		if (a->ncap < NCODES) {
			a->cap_len = len < sizeof(a->cap[0]) ? len : sizeof(a->cap[0]);
			memcpy(a->cap[a->ncap], code, a->cap_len);
		}
		a->ncap++;
		return;
	}
	if (a->failed)
		return;	/* one failure a reader */
	idx = code_index(a->d, a->kind, code, len);
	if (idx < 0) {
		for (i = 0; i < ndev; i++)
			if (&devs[i] != a->d && code_index(&devs[i], a->kind, code, len) >= 0) {
				acc_fail(a, "read a code of %s (leak)", devs[i].name);
				return;
			}
		if (a->kind == K_MODE2) {
			char f[400];
			unsigned int j, o = 0;

			for (j = 0; j < a->sig_n && j < 40 && o < sizeof(f) - 12; j++)
				o += snprintf(f + o, sizeof(f) - o, " %c%u",
					      LIRC_IS_PULSE(a->frame[j]) ? 'P' : 'S',
					      LIRC_VALUE(a->frame[j]));
			acc_fail(a, "read a frame never sent (invented), after press %lld:%s",
				 a->last, f);
		} else {
			acc_fail(a, "read a code never sent (invented): %llx, after press %lld",
				 (unsigned long long)*(const uint64_t *)code, a->last);
		}
		return;
	}
	pthread_mutex_lock(&a->d->lock);
	sent = a->d->sent;
	pthread_mutex_unlock(&a->d->lock);
	if (a->overflow_pending) {
		n = sent + MAX_INFLIGHT;
		while (n % NCODES != idx)
			n--;
		if (n <= a->last) {
			acc_fail(a, "after an overflow marker, read press %lld again (or too late)",
				 n);
			return;
		}
		/* What the marker stands for: from the last read (or the open) on. */
		if (a->ngaps < ARRAY_SIZE(a->gap_lo)) {
			a->gap_lo[a->ngaps] = (a->last > a->open_mark ? a->last : a->open_mark) + 1;
			a->gap_hi[a->ngaps++] = n - 1;
		} else {
			acc_fail(a, "more than %zu overflows in one window", ARRAY_SIZE(a->gap_lo));
			return;
		}
	} else if (!a->last) {
		n = a->open_mark - NCODES / 2 + 1;
		while (((n % NCODES) + NCODES) % NCODES != idx)
			n++;
	} else {
		long long step = ((idx - a->last % NCODES) % NCODES + NCODES) % NCODES;

		if (!step) {
			acc_fail(a, "read press %lld (button %d) twice", a->last, idx);
			return;
		}
		n = a->last + step;
		if (step > 1) {
			acc_fail(a, "lost presses %lld..%lld without an overflow marker",
				 a->last + 1, n - 1);
			return;
		}
	}
	a->overflow_pending = false;
	a->last = n;
	if (a->ngot == a->cap_got) {
		a->cap_got = a->cap_got ? 2 * a->cap_got : 256;
		a->got = realloc(a->got, a->cap_got * sizeof(*a->got));
		if (!a->got) {
			perror("realloc");
			exit(2);
		}
	}
	a->got[a->ngot++] = n;
}

static void acc_overflow(struct acc *a)
{
	a->overflow_pending = true;
}

/*
 * MODE2: frames of pulses and spaces, from the first pulse to the last;
 * samples of one kind in a row count as one (a receiver may report a long
 * space in pieces). A frame ends at a timeout, an overflow or a space of
 * SEPARATOR_US.
 */
static void mode2_add(struct acc *a, uint32_t v)
{
	unsigned int i;

	if (a->sig_n < ARRAY_SIZE(a->frame))
		a->frame[a->sig_n] = v;
	for (i = 0; i < 4; i++) {
		a->sig ^= (v >> (8 * i)) & 0xff;
		a->sig *= 1099511628211ULL;
	}
	a->sig_n++;
}

static void mode2_end_frame(struct acc *a, uint32_t *run)
{
	if (LIRC_IS_PULSE(*run) && LIRC_VALUE(*run))
		mode2_add(a, *run);
	*run = 0;
	if (a->sig_n && !a->skip_frame &&
	    (a->first_frame_done || a->learning ||
	     code_index(a->d, K_MODE2, &a->sig, sizeof(a->sig)) >= 0))
		acc_press(a, &a->sig, sizeof(a->sig));
	if (a->sig_n)
		a->first_frame_done = true;
	a->sig = 1469598103934665603ULL;
	a->sig_n = 0;
	a->skip_frame = false;
}

/* *run: the pulse or space being summed (LIRC_PULSE/LIRC_SPACE of it). */
static void mode2_sample(struct acc *a, uint32_t s, uint32_t *run)
{
	uint32_t v = LIRC_VALUE(s);

	switch (LIRC_MODE2(s)) {
	case LIRC_MODE2_PULSE:
		if (LIRC_IS_PULSE(*run)) {
			*run = LIRC_PULSE(LIRC_VALUE(*run) + v);
			break;
		}
		if (a->sig_n && LIRC_VALUE(*run))
			mode2_add(a, *run);	/* the space inside the frame */
		*run = LIRC_PULSE(v);
		break;
	case LIRC_MODE2_SPACE:
		if (LIRC_IS_PULSE(*run) && LIRC_VALUE(*run)) {
			mode2_add(a, *run);
			*run = LIRC_SPACE(0);
		}
		if (!a->sig_n)
			break;	/* no frame yet: a space before it */
		*run = LIRC_SPACE(LIRC_VALUE(*run) + v);
		if (LIRC_VALUE(*run) >= SEPARATOR_US)
			mode2_end_frame(a, run);
		break;
	case LIRC_MODE2_TIMEOUT:
		mode2_end_frame(a, run);
		break;
	case LIRC_MODE2_OVERFLOW:
		/* The frame cut by the loss, and the one the loss began in. */
		a->sig_n = 0;
		a->sig = 1469598103934665603ULL;
		a->skip_frame = true;
		*run = 0;
		acc_overflow(a);
		break;
	default:
		break;
	}
}

struct reader {
	struct acc a;
	int fd;
	uint32_t run;
	unsigned int rec;	/* LIRCCODE bytes per code */
};

/* Read what is there; false when the device went away. */
static bool reader_drain(struct reader *r)
{
	uint8_t buf[4080];	/* whole records of every mode (24 * 170) */
	size_t i, len = r->rec ? sizeof(buf) / r->rec * r->rec : sizeof(buf);
	ssize_t n;

	for (;;) {
		n = read(r->fd, buf, len);
		if (n < 0 && errno == EAGAIN)
			return true;
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0 && errno == ENODEV)
			return false;	/* the device went away */
		if (n <= 0) {
			acc_fail(&r->a, "read: %s", n ? strerror(errno) : "end of file");
			return false;
		}
		switch (r->a.kind) {
		case K_MODE2:
			for (i = 0; i + 4 <= (size_t)n; i += 4) {
				uint32_t s;

				memcpy(&s, buf + i, 4);
				mode2_sample(&r->a, s, &r->run);
			}
			break;
		case K_SCANCODE:
			for (i = 0; i + sizeof(struct lirc_scancode) <= (size_t)n;
			     i += sizeof(struct lirc_scancode)) {
				struct lirc_scancode sc;
				uint64_t code;

				memcpy(&sc, buf + i, sizeof(sc));
				code = sc.scancode;
				if ((sc.flags & LIRC_SCANCODE_FLAG_REPEAT) && r->a.have_last &&
				    r->a.last_code == code)
					continue;	/* the same press, held */
				r->a.last_code = code;
				r->a.have_last = true;
				acc_press(&r->a, &code, sizeof(code));
			}
			break;
		case K_LIRCCODE:
			for (i = 0; i + r->rec <= (size_t)n; i += r->rec)
				acc_press(&r->a, buf + i, r->rec);
			break;
		case K_EVDEV:
			for (i = 0; i + sizeof(struct input_event) <= (size_t)n;
			     i += sizeof(struct input_event)) {
				struct input_event ev;

				memcpy(&ev, buf + i, sizeof(ev));
				if (ev.type == EV_SYN && ev.code == SYN_DROPPED) {
					acc_overflow(&r->a);
				} else if (ev.type == EV_MSC && ev.code == MSC_SCAN) {
					uint64_t code = (uint32_t)ev.value;

					acc_press(&r->a, &code, sizeof(code));
				}
			}
			break;
		default:
			break;
		}
	}
}

/* Open a reader of kind k on d: -1 when the device is not there. */
static int reader_open(struct reader *r, struct dev *d, enum kind k)
{
	char path[300], name[64];
	uint32_t mode;

	memset(r, 0, sizeof(*r));
	r->a.d = d;
	r->a.kind = k;
	r->a.sig = 1469598103934665603ULL;
	if (k == K_EVDEV) {
		if (!dev_evdev(d, path, sizeof(path)))
			return -1;
	} else {
		if (!dev_node(d, "lirc_core", name, sizeof(name)))
			return -1;
		snprintf(path, sizeof(path), "/dev/%s", name);
	}
	r->fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	if (r->fd < 0)
		return -1;
	if (k != K_EVDEV) {
		mode = k == K_MODE2 ? LIRC_MODE_MODE2 : k == K_SCANCODE ? LIRC_MODE_SCANCODE :
		       LIRC_MODE_LIRCCODE;
		if (ioctl(r->fd, LIRC_SET_REC_MODE, &mode) < 0) {
			close(r->fd);
			return -1;
		}
		if (k == K_LIRCCODE) {
			uint32_t bits = 0;

			if (ioctl(r->fd, LIRC_GET_LENGTH, &bits) < 0 || !bits || bits > 64) {
				close(r->fd);
				return -1;
			}
			r->rec = (bits + 7) / 8;
		}
	}
	return 0;
}

/* ---- learning each device's codes ---- */

static bool learn(struct dev *d)
{
	long long end = now_ms() + 20000, settled = 0, n;
	struct reader r[K_NUM];
	bool have[K_NUM] = { false }, ok = true;
	unsigned int i, k, j;

	for (k = 0; k < K_NUM; k++) {
		if ((k == K_MODE2 && !d->raw) || k == K_EVDEV)
			continue;
		have[k] = reader_open(&r[k], d, k) == 0;
		if (have[k])
			r[k].a.learning = true;
	}
	if (!have[K_SCANCODE] || (d->raw && !have[K_MODE2])) {
		result(false, "%s: SCANCODE%s readers open", d->name, d->raw ? " and MODE2" : "");
		ok = false;
	}
	/* Every button once, in order, at most two presses on their way. */
	for (n = 1; n <= NCODES && ok; n++) {
		pthread_mutex_lock(&d->lock);
		while (d->queued - d->sent >= MAX_INFLIGHT && now_ms() < end) {
			pthread_mutex_unlock(&d->lock);
			sleep_ms(5);
			for (k = 0; k < K_NUM; k++)
				if (have[k])
					reader_drain(&r[k]);
			pthread_mutex_lock(&d->lock);
		}
		d->queued = n;
		pthread_mutex_unlock(&d->lock);
		press(d, n);
		for (k = 0; k < K_NUM; k++)
			if (have[k])
				reader_drain(&r[k]);
	}
	/* Then until each reader has NCODES codes, and 500 ms more. */
	while (ok && now_ms() < end) {
		bool all = true;

		sleep_ms(20);
		for (k = 0; k < K_NUM; k++) {
			if (!have[k])
				continue;
			reader_drain(&r[k]);
			if (r[k].a.ncap < NCODES)
				all = false;
		}
		if (all && !settled)
			settled = now_ms();
		if (settled && now_ms() - settled > 500)
			break;
	}
	for (k = 0; k < K_NUM && ok; k++) {
		if (!have[k])
			continue;
		if (r[k].a.ncap != NCODES) {
			result(false, "%s: %d presses read as %d %s codes (read %u)", d->name,
			       NCODES, NCODES, kind_name[k], r[k].a.ncap);
			ok = false;
			continue;
		}
		/* Press n was button n % NCODES: the first read is button 1. */
		for (i = 0; i < NCODES; i++) {
			unsigned int b = (i + 1) % NCODES;

			switch (k) {
			case K_MODE2:
				memcpy(&d->sig[b], r[k].a.cap[i], sizeof(uint64_t));
				break;
			case K_SCANCODE:
				memcpy(&d->sc[b], r[k].a.cap[i], sizeof(uint64_t));
				break;
			case K_LIRCCODE:
				memcpy(d->lc[b], r[k].a.cap[i], r[k].a.cap_len);
				d->lc_len = r[k].a.cap_len;
				break;
			}
		}
	}
	for (k = 0; k < K_NUM; k++)
		if (have[k])
			close(r[k].fd);
	if (!ok)
		return false;
	if (!have[K_LIRCCODE])
		d->lc_len = 0;
	for (i = 0; i < NCODES; i++)
		for (j = i + 1; j < NCODES; j++)
			if (d->sc[i] == d->sc[j] || (d->raw && d->sig[i] == d->sig[j]) ||
			    (d->lc_len && !memcmp(d->lc[i], d->lc[j], d->lc_len)))
				ok = false;
	result(ok, "%s: its %d buttons read as %d different codes (scancode%s%s)", d->name,
	       NCODES, NCODES, d->lc_len ? ", LIRCCODE" : "", d->raw ? ", MODE2 frame" : "");
	return ok;
}

/* No code of one device is a code of another (per kind). */
static bool codes_apart(void)
{
	unsigned int a, b, i, j;

	for (a = 0; a < ndev; a++)
		for (b = a + 1; b < ndev; b++)
			for (i = 0; i < NCODES; i++)
				for (j = 0; j < NCODES; j++)
					if ((uint32_t)devs[a].sc[i] == (uint32_t)devs[b].sc[j] ||
					    (devs[a].raw && devs[b].raw &&
					     devs[a].sig[i] == devs[b].sig[j])) {
						info("%s button %u and %s button %u read alike",
						     devs[a].name, i, devs[b].name, j);
						return false;
					}
	return true;
}

/* ---- readers ---- */

static void kinds_of(const struct dev *d, enum kind *out, unsigned int *n)
{
	*n = 0;
	if (d->raw)
		out[(*n)++] = K_MODE2;
	out[(*n)++] = K_SCANCODE;
	if (d->lc_len)
		out[(*n)++] = K_LIRCCODE;
	out[(*n)++] = K_EVDEV;
}

static void reader_window(struct dev *d, enum kind k)
{
	long long t_end, end, owed, delivered = 0, extra = 0, covered = 0;
	char diag[160];
	unsigned int cs0;

	unsigned int epoch;
	struct reader r;
	bool alive = true;
	size_t i;

	cs0 = churn_seq;
	pthread_mutex_lock(&d->lock);
	epoch = d->epoch;
	pthread_mutex_unlock(&d->lock);
	if (reader_open(&r, d, k)) {
		sleep_ms(20);
		return;
	}
	/* Owed: presses handed to the device from now on (not those on their way). */
	pthread_mutex_lock(&d->lock);
	r.a.open_mark = d->queued;
	if (d->epoch != epoch)
		alive = false;	/* it may be another device's node by now */
	snprintf(diag, sizeof(diag), "opened %.1f s, sent %lld, paused %d, resumed %.1f s",
		 (now_ms() - t_start) / 1000.0, d->sent, d->paused,
		 (d->resumed_ms - t_start) / 1000.0);
	pthread_mutex_unlock(&d->lock);
	if (!alive) {
		close(r.fd);
		return;
	}
	t_end = now_ms() + 200 + rnd() % 2500;
	/*
	 * Now and then a reader that does not read for a while: where the
	 * kind has an overflow marker (SCANCODE and LIRCCODE have none: a
	 * reader of those that falls 32 codes behind loses them unseen).
	 */
	if ((k == K_MODE2 || k == K_EVDEV) && rnd() % 8 == 0)
		sleep_ms(rnd() % 400);
	while (alive && !stop && now_ms() < t_end) {
		struct pollfd p = { .fd = r.fd, .events = POLLIN };

		poll(&p, 1, 50);
		alive = reader_drain(&r);
	}
	/* Owed: what was sent until now. Read until it is all there. */
	pthread_mutex_lock(&d->lock);
	r.a.target = d->sent;
	if (d->epoch != epoch)
		alive = false;
	pthread_mutex_unlock(&d->lock);
	end = now_ms() + DRAIN_MS;
	while (alive && r.a.last < r.a.target && !r.a.failed && now_ms() < end) {
		struct pollfd p = { .fd = r.fd, .events = POLLIN };

		poll(&p, 1, 50);
		alive = reader_drain(&r);
		pthread_mutex_lock(&d->lock);
		if (d->epoch != epoch)
			alive = false;
		pthread_mutex_unlock(&d->lock);
	}
	close(r.fd);
	pthread_mutex_lock(&d->lock);
	if (d->epoch != epoch) {
		alive = false;
	} else if (!alive && !r.a.failed && churn_seq == cs0 && !(cs0 & 1)) {
		pthread_mutex_unlock(&d->lock);
		acc_fail(&r.a, "the device went away by itself (ENODEV)");
		pthread_mutex_lock(&d->lock);
	}
	pthread_mutex_unlock(&d->lock);
	/*
	 * A device that went away owed what was sent before the last press
	 * read (the rest may have been cut off with it).
	 */
	if (!alive && r.a.target > r.a.last)
		r.a.target = r.a.last > r.a.open_mark ? r.a.last : r.a.open_mark;
	if (r.a.target < r.a.open_mark)
		r.a.target = r.a.open_mark;	/* nothing was sent while it was open */
	owed = r.a.target - r.a.open_mark;
	for (i = 0; i < r.a.ngot; i++)
		if (r.a.got[i] > r.a.open_mark && r.a.got[i] <= r.a.target)
			delivered++;
		else
			extra++;
	for (i = 0; i < r.a.ngaps; i++) {
		long long lo = r.a.gap_lo[i], hi = r.a.gap_hi[i];

		if (lo <= r.a.open_mark)
			lo = r.a.open_mark + 1;
		if (hi > r.a.target)
			hi = r.a.target;
		if (hi >= lo)
			covered += hi - lo + 1;
	}
	if (!r.a.failed && delivered + covered != owed)
		acc_fail(&r.a, "read %lld+%lld of %lld owed (%lld..%lld; got %lld..%lld; %s)",
			 delivered, covered, owed, r.a.open_mark + 1, r.a.target,
			 r.a.ngot ? r.a.got[0] : 0, r.a.ngot ? r.a.got[r.a.ngot - 1] : 0, diag);
	free(r.a.got);
	pthread_mutex_lock(&d->lock);
	d->windows[k]++;
	d->owed += owed;
	d->delivered += delivered;
	d->overflowed += covered;
	if (owed > 0)
		d->owed_windows[k]++;
	d->extra += extra;
	pthread_mutex_unlock(&d->lock);
}

/*
 * The device and reader kind with the fewest windows that were owed a
 * press so far: every kind of every device gets some, however short the
 * soak (each is checked at the end).
 */
static struct dev *least_owed(enum kind *kind)
{
	unsigned int i, k, n, from = rnd() % ndev;
	struct dev *best = NULL;
	long long fewest = 0;
	enum kind ks[K_NUM];

	/* Every device once, from a random one (ties go to the first). */
	for (i = 0; i < ndev; i++) {
		struct dev *d = &devs[(from + i) % ndev];

		kinds_of(d, ks, &n);
		pthread_mutex_lock(&d->lock);
		for (k = 0; k < n; k++)
			if (!best || d->owed_windows[ks[k]] < fewest) {
				best = d;
				*kind = ks[k];
				fewest = d->owed_windows[ks[k]];
			}
		pthread_mutex_unlock(&d->lock);
	}
	return best;
}

static void *reader_thread(void *arg)
{
	(void)arg;
	while (!stop) {
		struct dev *d = &devs[rnd() % ndev];
		enum kind ks[K_NUM], k;
		unsigned int n;

		kinds_of(d, ks, &n);
		k = ks[rnd() % n];
		/* Every other window the least covered instead. */
		if (rnd() % 2)
			d = least_owed(&k);
		reader_window(d, k);
	}
	return NULL;
}

/* ---- display writers ---- */

static atomic_llong display_writes, display_errors;

/* A display writer: when its write began (0: not writing); see watch(). */
struct writer {
	pthread_t tid;
	atomic_llong since;
	atomic_bool done;
};

static struct writer writers[2];

static void *display_thread(void *arg)
{
	struct writer *w = arg;

	while (!stop) {
		struct dev *d = &devs[rnd() % ndev];
		char name[64], path[128], text[64];
		unsigned int i, n = 1 + rnd() % 5;
		int f;

		if (!d->display || !dev_node(d, "lirc_display", name, sizeof(name))) {
			sleep_ms(10);
			continue;
		}
		snprintf(path, sizeof(path), "/dev/%s", name);
		f = open(path, O_WRONLY | O_CLOEXEC);
		if (f < 0) {
			sleep_ms(10);
			continue;
		}
		for (i = 0; i < n && !stop; i++) {
			int len = snprintf(text, sizeof(text), "soak %u\nline %lld\n", rnd() % 1000,
					   (long long)display_writes);
			long long t0 = now_ms();
			ssize_t ret;

			w->since = t0;
			ret = write(f, text, len);
			w->since = 0;
			if (ret < 0) {
				int err = errno;

				display_errors++;
				if (err == EINTR && now_ms() - t0 >= 10000)
					dev_fail(d, "a display write hangs (10 s)");
				/*
				 * What a device going away gives. Not EINTR: the
				 * freezer's wake-up at suspend restarts the write.
				 */
				else if (err != ENODEV && err != EIO && err != ETIMEDOUT &&
					 err != EPROTO && err != ESHUTDOWN && err != EPIPE &&
					 err != ENOENT && err != ECONNRESET)
					dev_fail(d, "a display write: %s", strerror(err));
				break;
			}
			display_writes++;
			if (now_ms() - t0 > 5000)
				dev_fail(d, "a display write took %lld ms", now_ms() - t0);
			sleep_ms(rnd() % 200);
		}
		close(f);
		sleep_ms(rnd() % 300);
	}
	w->done = true;
	return NULL;
}

/* Interrupt a display write that has taken 10 s (it then fails). */
static void watch(void)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(writers); i++) {
		long long t = writers[i].since;

		if (t && now_ms() - t >= 10000)
			pthread_kill(writers[i].tid, SIGUSR1);
	}
}

/* ---- churn ---- */

static long long n_unplug, n_proto, n_keymap, n_timeout, n_suspend, n_reload;
static bool can_suspend;

static void churn_unplug(struct dev *d)
{
	pause_dev(d);
	usb_unplug(d);
	sleep_ms(rnd() % 500);
	usb_plug(d);
	if (!wait_bound(d))
		dev_fail(d, "not bound again 20 s after the replug");
	resume_dev(d);
	info("%s: unplugged and replugged", d->name);
	n_unplug++;
}

/* The iMON raw unit's RC-6 MCE on and off: its NEC presses go on. */
static void churn_protocol(struct dev *d)
{
	char name[64], path[160];
	static bool on;

	if (strcmp(d->name, "imon-raw") || !dev_node(d, "lirc_core", name, sizeof(name)))
		return;
	snprintf(path, sizeof(path), "/sys/class/lirc_core/%s/protocols", name);
	on = !on;
	if (write_file(path, on ? "+rc-6-mce" : "-rc-6-mce"))
		return;	/* unplugged meanwhile */
	info("%s: protocols %s", d->name, on ? "+rc-6-mce" : "-rc-6-mce");
	n_proto++;
}

static void churn_keymap(struct dev *d)
{
	struct input_keymap_entry ke = { .len = 4 };
	uint32_t sc = d->sc[rnd() % NCODES];
	char path[128];
	int f;

	if (!dev_evdev(d, path, sizeof(path)))
		return;
	f = open(path, O_RDONLY | O_CLOEXEC);
	if (f < 0)
		return;
	memcpy(ke.scancode, &sc, 4);
	ke.keycode = KEY_1 + rnd() % 10;
	if (ioctl(f, EVIOCSKEYCODE_V2, &ke) == 0)
		n_keymap++;
	close(f);
}

/*
 * A new receive timeout on a raw receiver that can change it: on the
 * Streamzaps (the iMON raw unit's timeout is fixed), anywhere in their
 * range; counted when it really changed. Their presses come in several
 * transfers, which a busy host may poll tens of ms late: the receiver ends
 * its signals itself, so even the smallest timeout, 10 ms, cuts none.
 */
static void churn_timeout(struct dev *d)
{
	uint32_t feat = 0, lo = 0, hi = 0, old = 0, t;
	char name[64], path[128];
	int f;

	if (!d->raw || !dev_node(d, "lirc_core", name, sizeof(name)))
		return;
	snprintf(path, sizeof(path), "/dev/%s", name);
	f = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	if (f < 0)
		return;
	if (!ioctl(f, LIRC_GET_FEATURES, &feat) && (feat & LIRC_CAN_SET_REC_TIMEOUT) &&
	    !ioctl(f, LIRC_GET_MIN_TIMEOUT, &lo) && !ioctl(f, LIRC_GET_MAX_TIMEOUT, &hi) &&
	    !ioctl(f, LIRC_GET_REC_TIMEOUT, &old)) {
		/* Longer than any space inside a press (1.7 ms). */
		if (lo < 2000)
			lo = 2000;
		if (lo < hi) {
			t = lo + rnd() % (hi - lo + 1);
			if (ioctl(f, LIRC_SET_REC_TIMEOUT, &t) == 0) {
				if (t != old) {
					info("%s: timeout %u us (was %u)", d->name, t, old);
					n_timeout++;
				}
			} else if (errno != ENODEV) {
				dev_fail(d, "LIRC_SET_REC_TIMEOUT %u: %s", t, strerror(errno));
			}
		}
	}
	close(f);
}

static void churn_suspend(void)
{
	unsigned int i;
	int ret;

	for (i = 0; i < ndev; i++)
		pause_dev(&devs[i]);
	for (i = 0; i < ndev; i++) {
		pthread_mutex_lock(&devs[i].lock);
		devs[i].epoch++;
		pthread_mutex_unlock(&devs[i].lock);
	}
	ret = write_file("/sys/power/state", "freeze");
	info("suspend and resume (s2idle, pm_test=devices): %s", ret ? strerror(-ret) : "done");
	if (ret)
		result(false, "suspend/resume: /sys/power/state takes freeze (%s)", strerror(-ret));
	/*
	 * The emulated USB devices do not survive it: dummy_udc's suspend
	 * cancels the gadget's requests, after which 6.1's raw_gadget refuses
	 * all I/O ("device is not running"). They are plugged in again, as a
	 * user would; the I2C chips stay.
	 */
	for (i = 0; i < ndev; i++) {
		pthread_mutex_lock(&devs[i].lock);
		devs[i].epoch++;
		pthread_mutex_unlock(&devs[i].lock);
		if (devs[i].udc >= 0) {
			usb_unplug(&devs[i]);
			usb_plug(&devs[i]);
		}
	}
	for (i = 0; i < ndev; i++) {
		if (!wait_bound(&devs[i]))
			dev_fail(&devs[i], "not bound 20 s after the resume");
		resume_dev(&devs[i]);
	}
	n_suspend++;
}

static void churn_reload(void)
{
	static const char *const mods[] = { "lirc_sasem", "lirc_atiusb", "lirc_i2c" };
	const char *m = mods[rnd() % 3];
	char cmd[160];
	unsigned int i;
	int ret;

	for (i = 0; i < ndev; i++)
		if (!strcmp(devs[i].module, m))
			pause_dev(&devs[i]);
	for (i = 0; i < ndev; i++)
		if (!strcmp(devs[i].module, m)) {
			pthread_mutex_lock(&devs[i].lock);
			devs[i].epoch++;
			pthread_mutex_unlock(&devs[i].lock);
		}
	snprintf(cmd, sizeof(cmd), "rmmod %s && insmod /modules/%s.ko", m, m);
	info("%s: unloaded and loaded", m);
	ret = system(cmd);
	if (ret)
		result(false, "churn: %s unloads and loads while the others run", m);
	for (i = 0; i < ndev; i++)
		if (!strcmp(devs[i].module, m)) {
			if (!wait_bound(&devs[i]))
				dev_fail(&devs[i], "not bound 20 s after %s came back", m);
			resume_dev(&devs[i]);
		}
	n_reload++;
}

static struct dev *dev_named(const char *name)
{
	unsigned int i;

	for (i = 0; i < ndev && strcmp(devs[i].name, name); i++)
		;
	return &devs[i < ndev ? i : 0];
}

/* Each kind of change in turn, on a device it applies to. */
static void churn_turn(unsigned int turn, struct dev *d)
{
	switch (turn % 4) {
	case 0:
		while (d->udc < 0)
			d = &devs[rnd() % ndev];
		churn_unplug(d);
		break;
	case 1:
		churn_protocol(dev_named("imon-raw"));
		break;
	case 2:
		churn_keymap(d);
		break;
	case 3:
		churn_timeout(dev_named(rnd() % 2 ? "streamzap-1" : "streamzap-2"));
		break;
	}
}

static void *churn_thread(void *arg)
{
	long long next_suspend = now_ms() + 8000, next_reload = now_ms() + 4000;
	unsigned int turn = rnd();

	(void)arg;
	while (!stop) {
		struct dev *d = &devs[rnd() % ndev];

		sleep_ms(200 + rnd() % 800);
		if (stop)
			break;
		churn_seq++;
		if (can_suspend && now_ms() > next_suspend) {
			churn_suspend();
			next_suspend = now_ms() + 20000;
		} else if (now_ms() > next_reload) {
			churn_reload();
			next_reload = now_ms() + 10000;
		} else {
			churn_turn(turn++, d);
		}
		churn_seq++;
	}
	return NULL;
}

/* ---- the devices ---- */

static struct dev *add(const char *name, const char *model, const char *module, int udc,
		       int addr, bool raw, bool display)
{
	struct dev *d = &devs[ndev++];

	d->name = name;
	d->model = model;
	d->module = module;
	d->udc = udc;
	d->addr = addr;
	d->raw = raw;
	d->display = display;
	pthread_mutex_init(&d->lock, NULL);
	pthread_cond_init(&d->cond, NULL);
	return d;
}

/* "raw ..." of an NEC frame: address a, command c (LSB first). */
static void nec_raw(char *buf, size_t len, unsigned int a, unsigned int c)
{
	uint32_t bits = a | (~a & 0xff) << 8 | c << 16 | (~c & 0xff) << 24;
	size_t n = snprintf(buf, len, "raw 9000 4500");
	unsigned int i;

	for (i = 0; i < 32; i++)
		n += snprintf(buf + n, len - n, " 562 %d", (bits >> i) & 1 ? 1687 : 562);
	snprintf(buf + n, len - n, " 562");
}

static void setup_devices(void)
{
	struct dev *d;
	unsigned int i;

	/*
	 * The Streamzaps' presses as the receiver sends them (usbemu's rc5sz:
	 * packets of 6 bytes, so two or three transfers a press), not in one
	 * transfer: transfers of one press that a busy host polls late must
	 * still make one frame.
	 */
	d = add("streamzap-1", "streamzap", "lirc_streamzap", 0, 0, true, false);
	for (i = 0; i < NCODES; i++)
		snprintf(d->cmd[i], sizeof(d->cmd[i]), "rc5sz 0x%x", 0x28c0 + i);
	d = add("streamzap-2", "streamzap", "lirc_streamzap", 1, 0, true, false);
	for (i = 0; i < NCODES; i++)
		snprintf(d->cmd[i], sizeof(d->cmd[i]), "rc5sz 0x%x", 0x2880 + i);
	d = add("imon-raw", "imonraw", "lirc_imon", 2, 0, true, false);
	for (i = 0; i < NCODES; i++)
		nec_raw(d->cmd[i], sizeof(d->cmd[i]), 0x04, 0x10 + i);
	d = add("imon-pad", "imonpad", "lirc_imon", 3, 0, false, true);
	for (i = 0; i < NCODES; i++)	/* RC-6 MCE, the toggle bit alternating */
		snprintf(d->cmd[i], sizeof(d->cmd[i]), "in 80 0f %02x %02x 00 00 00 00",
			 i & 1 ? 0x84 : 0x04, 0x10 + i);
	d = add("sasem", "sasem", "lirc_sasem", 4, 0, false, true);
	for (i = 0; i < NCODES; i++)
		snprintf(d->cmd[i], sizeof(d->cmd[i]), "nec %02x", 0x10 + i);
	d = add("ati", "atirw1", "lirc_atiusb", 5, 0, false, false);
	for (i = 0; i < NCODES; i++)
		snprintf(d->cmd[i], sizeof(d->cmd[i]), "x10 %02x 1", i);
	d = add("i2c-hauppauge", NULL, "lirc_i2c", -1, 0x18, false, false);
	for (i = 0; i < NCODES; i++)	/* start, range, toggle alternating, system 0x1e; command */
		snprintf(d->cmd[i], sizeof(d->cmd[i]), "0 reply 0x18 %02x %02x 00",
			 i & 1 ? 0xfe : 0xde, i << 2);
	d = add("i2c-pixelview", NULL, "lirc_i2c", -1, 0x64, false, false);
	for (i = 0; i < NCODES; i++)
		snprintf(d->cmd[i], sizeof(d->cmd[i]), "0 reply 0x64 %02x", 0x80 + i);
}

/* usbB-1 of dummy_hcd.U. */
static void find_bus(struct dev *d)
{
	char path[128];
	struct dirent *de;
	DIR *dd;

	snprintf(path, sizeof(path), "/sys/devices/platform/dummy_hcd.%d", d->udc);
	dd = opendir(path);
	while (dd && (de = readdir(dd)))
		if (!strncmp(de->d_name, "usb", 3) && de->d_name[3] >= '1' && de->d_name[3] <= '9')
			snprintf(d->bus_dev, sizeof(d->bus_dev), "%.8s-1", de->d_name + 3);
	if (dd)
		closedir(dd);
}

static void on_signal(int sig)
{
	(void)sig;	/* only interrupts a display write that hangs */
}

/* Unplug what is plugged (on every way out). */
static void unplug_all(void)
{
	unsigned int i;

	for (i = 0; i < ndev; i++)
		if (devs[i].udc >= 0 && devs[i].pid > 0) {
			usb_unplug(&devs[i]);
			devs[i].pid = 0;
		}
}

int main(int argc, char **argv)
{
	struct sigaction sa = { .sa_handler = on_signal };
	pthread_t readers[NREADERS], churn;
	unsigned int i, seconds;
	long long end;
	bool ok = true;

	if (argc != 3) {
		fprintf(stderr, "usage: lircsoak SECONDS I2C_BUS\n");
		return 2;
	}
	seconds = atoi(argv[1]);
	i2c_bus = atoi(argv[2]);
	sigaction(SIGUSR1, &sa, NULL);	/* no SA_RESTART: it interrupts */
	signal(SIGPIPE, SIG_IGN);
	t_start = now_ms();
	setup_devices();

	for (i = 0; i < ndev; i++) {
		struct dev *d = &devs[i];

		if (d->udc >= 0) {
			find_bus(d);
			usb_plug(d);
		}
	}
	for (i = 0; i < ndev; i++)
		result(wait_bound(&devs[i]), "%s is bound", devs[i].name);
	/* Without pm_test, "freeze" would sleep until a wake-up that never comes. */
	can_suspend = !write_file("/sys/power/pm_test", "devices") &&
		      !write_file("/sys/module/suspend/parameters/pm_test_delay", "1");
	result(can_suspend, "suspend/resume: pm_test=devices and a 1 s delay can be set");
	for (i = 0; i < ndev; i++)
		if (!learn(&devs[i]))
			ok = false;
	result(codes_apart(), "no code of one device reads like a code of another");
	if (!ok) {
		stop = true;
		unplug_all();
		return 1;
	}
	info("learned every device's codes; soaking for %u s", seconds);

	/* Press numbers go on from the learning's. */
	for (i = 0; i < ndev; i++) {
		devs[i].soak_start = devs[i].sent;
		devs[i].resumed_sent = devs[i].sent;
		devs[i].abandoned_start = devs[i].abandoned;
		devs[i].resumed_ms = now_ms();
		pthread_create(&devs[i].tid, NULL, press_thread, &devs[i]);
	}
	for (i = 0; i < NREADERS; i++)
		pthread_create(&readers[i], NULL, reader_thread, NULL);
	for (i = 0; i < ARRAY_SIZE(writers); i++)
		pthread_create(&writers[i].tid, NULL, display_thread, &writers[i]);
	pthread_create(&churn, NULL, churn_thread, NULL);
	for (end = now_ms() + seconds * 1000LL; now_ms() < end; sleep_ms(500))
		watch();
	stop = true;
	pthread_join(churn, NULL);
	for (i = 0; i < NREADERS; i++)
		pthread_join(readers[i], NULL);
	for (i = 0; i < ARRAY_SIZE(writers); i++) {
		while (!writers[i].done) {
			watch();
			sleep_ms(100);
		}
		pthread_join(writers[i].tid, NULL);
	}
	for (i = 0; i < ndev; i++) {
		pthread_mutex_lock(&devs[i].lock);
		pthread_cond_broadcast(&devs[i].cond);
		pthread_mutex_unlock(&devs[i].lock);
		pthread_join(devs[i].tid, NULL);
	}

	info("churn: %lld unplugs, %lld protocol/%lld keymap/%lld timeout changes, %lld suspends",
	     n_unplug, n_proto, n_keymap, n_timeout, n_suspend);
	info("churn: %lld driver reloads; display: %lld writes, %lld refused with an errno",
	     n_reload, (long long)display_writes, (long long)display_errors);
	printf("soak: %-14s %8s %8s %9s %10s %6s  %s\n", "device", "sent", "owed", "delivered",
	       "overflowed", "extra", "reader windows (MODE2 SCANCODE LIRCCODE evdev)");
	for (i = 0; i < ndev; i++) {
		struct dev *d = &devs[i];

		enum kind ks[K_NUM];
		unsigned int n, k, kinds = 0, owing = 0;
		long long sent = d->sent - d->soak_start - (d->abandoned - d->abandoned_start);

		printf("soak: %-14s %8lld %8lld %9lld %10lld %6lld  %lld %lld %lld %lld\n", d->name,
		       sent, d->owed, d->delivered, d->overflowed, d->extra, d->windows[0],
		       d->windows[1], d->windows[2], d->windows[3]);
		result(!d->failures && d->delivered + d->overflowed == d->owed,
		       "%s: %lld presses sent, all %lld owed to its readers accounted (%lld read, %lld under overflow markers), none invented or leaked (%u failures)",
		       d->name, sent, d->owed, d->delivered, d->overflowed, d->failures);
		/* Every kind of reader of it was owed presses; it went on after its last churn. */
		kinds_of(d, ks, &n);
		for (k = 0; k < n; k++) {
			kinds++;
			owing += d->owed_windows[ks[k]] > 0;
		}
		result(owing == kinds && sent >= 20 &&
		       (now_ms() - d->resumed_ms < 10000 || d->sent > d->resumed_sent),
		       "%s: pressed throughout (%lld presses), each of its %u reader kinds owed some",
		       d->name, sent, kinds);
	}
	unplug_all();
	result(n_unplug && n_suspend && n_reload && n_proto && n_keymap && n_timeout,
	       "every kind of churn happened");
	result(display_writes > 0, "the displays took writes (%lld)", (long long)display_writes);
	return failed ? 1 : 0;
}
