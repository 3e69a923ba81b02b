// SPDX-License-Identifier: GPL-2.0
/*
 * lircbench: figures of a loopback receive path, the same for lirc_core's
 * /dev/lirc_coreN and mainline rc-core's /dev/lircN (both speak the LIRC
 * ABI). Every figure is one line "BENCH <label> <name> <value>", which
 * scripts/bench-report.sh tabulates; nothing here passes or fails except
 * the "RESULT" lines of what must hold whatever the timings.
 *
 *   lircbench lat DEV EVDEV N LABEL
 *	N NEC frames each, alternating two scancodes (keys KEY_1, KEY_2 set
 *	with EVIOCSKEYCODE_V2): write() to the MODE2 reader's timeout record,
 *	to the SCANCODE reader's record, to evdev's key-down; the scancode
 *	record's kernel timestamp; medians, p90 and p99 in microseconds.
 *   lircbench rate DEV SECONDS LABEL [MAXLEN]
 *	signals of 63..1023 (or MAXLEN) short values back to back for SECONDS each:
 *	samples per second, samples lost, the writer's CPU time in write()
 *	and the kernel's CPU time (/proc/stat) per sample.
 *   lircbench whole DEV TIMEOUT_US LABEL
 *	with the receive timeout at TIMEOUT_US, one write of 1023 values whose
 *	every 8th space lasts twice the timeout (each ends the signal: more
 *	records than values) reaches a reader that keeps reading whole
 *   lircbench mem LABEL            slab and vmalloc bytes in use now
 *   lircbench readers DEV N LABEL  bytes per open reader (N readers)
 *
 * A write() sleeps for the signal's duration, as lircd expects; the reader
 * thread ends that sleep with a signal once it has the whole frame, so the
 * figures are those of the kernel's work, not of the signal's length.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>

#include <linux/input.h>
#include <linux/lirc_core.h>

#include "result.h"

#define MODE2_TYPE(v)	((v) & 0xff000000u)
#define MODE2_VAL(v)	((v) & 0x00ffffffu)
#define T_PULSE		0x01000000u
#define T_SPACE		0x00000000u
#define T_TIMEOUT	0x03000000u
#define T_OVERFLOW	0x04000000u

#define ARRAY_SIZE(a)	(sizeof(a) / sizeof((a)[0]))

#define NEC_A		0x0408u
#define NEC_B		0x0409u
#define NEC_VALUES	67

static const char *label;

static int64_t now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

static int64_t cpu_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
	return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

static void bench(const char *name, const char *fmt, ...)
{
	va_list ap;

	printf("BENCH %s %s ", label, name);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	printf("\n");
	fflush(stdout);
}

static int cmp_i64(const void *a, const void *b)
{
	int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;

	return (x > y) - (x < y);
}

/* The @p-th percentile of @n sorted values, nearest rank. */
static int64_t rank(const int64_t *v, int n, int p)
{
	int i = (n * p + 99) / 100 - 1;

	return v[i < 0 ? 0 : i];
}

/* Median, p90 and p99 of @n values in ns, printed in us (0.1 us). */
static void percentiles(const char *name, int64_t *v, int n)
{
	char key[64];

	if (!n) {
		printf("INFO %s %s: no values\n", label, name);
		return;
	}
	qsort(v, n, sizeof(*v), cmp_i64);
	snprintf(key, sizeof(key), "%s_p50_us", name);
	bench(key, "%.1f", rank(v, n, 50) / 1000.0);
	snprintf(key, sizeof(key), "%s_p90_us", name);
	bench(key, "%.1f", rank(v, n, 90) / 1000.0);
	snprintf(key, sizeof(key), "%s_p99_us", name);
	bench(key, "%.1f", rank(v, n, 99) / 1000.0);
}

/* NEC frame of @sc (address << 8 | command): 67 values. */
static int nec_frame(uint32_t sc, uint32_t *v)
{
	uint32_t bits = (sc >> 8 & 0xff) | (~sc >> 8 & 0xff) << 8 |
			(sc & 0xff) << 16 | (~sc & 0xff) << 24;
	int i, n = 0;

	v[n++] = 9000;
	v[n++] = 4500;
	for (i = 0; i < 32; i++) {
		v[n++] = 560;
		v[n++] = bits >> i & 1 ? 1690 : 560;
	}
	v[n++] = 560;
	return n;
}

static void on_sigusr1(int sig)
{
	(void)sig;
}

/* The shared state of a writer (the main thread) and one reader thread. */
struct run {
	int rx;			/* the reader's file */
	int kind;		/* 0 MODE2, 1 SCANCODE, 2 evdev */
	int frames;
	int k;			/* values per frame (rate) */
	pthread_t writer;
	int done[2];		/* pipe: the reader says a frame arrived */
	int stop;		/* __atomic */
	int64_t *t_end;		/* when the reader had frame i */
	int64_t *t_kernel;	/* the scancode record's timestamp */
	int cur;		/* frame being read */
	long got;		/* values of the current frame (rate) */
	long lost;		/* values lost (rate) */
	long bad;		/* records not as sent */
};

static void frame_done(struct run *r, int i, int64_t t)
{
	char c = 1;

	r->t_end[i] = t;
	pthread_kill(r->writer, SIGUSR1);
	if (write(r->done[1], &c, 1) != 1)
		r->bad++;
}

static void *lat_reader(void *arg)
{
	struct run *r = arg;
	uint32_t buf[256];
	struct lirc_scancode sc[8];
	struct input_event ev[16];
	int i = 0;

	while (!__atomic_load_n(&r->stop, __ATOMIC_RELAXED) && i < r->frames) {
		struct pollfd p = { .fd = r->rx, .events = POLLIN };
		ssize_t n;
		int j;

		if (poll(&p, 1, 200) <= 0)
			continue;
		if (r->kind == 0) {
			n = read(r->rx, buf, sizeof(buf));
			for (j = 0; j < n / 4 && i < r->frames; j++)
				if (MODE2_TYPE(buf[j]) == T_TIMEOUT)
					frame_done(r, i++, now_ns());
		} else if (r->kind == 1) {
			n = read(r->rx, sc, sizeof(sc));
			for (j = 0; j < n / (ssize_t)sizeof(sc[0]) && i < r->frames; j++) {
				if (sc[j].scancode != (i & 1 ? NEC_B : NEC_A)) {
					r->bad++;
					continue;
				}
				r->t_kernel[i] = sc[j].timestamp;
				frame_done(r, i++, now_ns());
			}
		} else {
			n = read(r->rx, ev, sizeof(ev));
			for (j = 0; j < n / (ssize_t)sizeof(ev[0]) && i < r->frames; j++)
				if (ev[j].type == EV_KEY && ev[j].value == 1 &&
				    ev[j].code == (i & 1 ? KEY_2 : KEY_1))
					frame_done(r, i++, now_ns());
		}
	}
	return NULL;
}

/* Wait up to @ms for the reader's word on the current frame. */
static bool wait_done(struct run *r, int ms)
{
	int64_t end = now_ns() + (int64_t)ms * 1000000;
	char c;

	for (;;) {
		struct pollfd p = { .fd = r->done[0], .events = POLLIN };
		int left = (int)((end - now_ns()) / 1000000);

		if (left < 0)
			return false;
		if (poll(&p, 1, left) > 0)
			return read(r->done[0], &c, 1) == 1;
	}
}

static int set_mode(int fd, uint32_t mode)
{
	return ioctl(fd, LIRC_SET_REC_MODE, &mode);
}

static bool set_key(int ev, uint32_t sc, unsigned int key)
{
	struct input_keymap_entry ke = {
		.len = sizeof(sc),
		.keycode = key,
	};

	memcpy(ke.scancode, &sc, sizeof(sc));
	return ioctl(ev, EVIOCSKEYCODE_V2, &ke) == 0;
}

static void drain_fd(int fd)
{
	char buf[4096];

	for (;;) {
		struct pollfd p = { .fd = fd, .events = POLLIN };

		if (poll(&p, 1, 300) <= 0 || read(fd, buf, sizeof(buf)) <= 0)
			break;
	}
}

static void lat_one(const char *dev, const char *evdev, int kind, int frames)
{
	static const char *const names[] = { "lat_mode2", "lat_scancode", "lat_key" };
	uint32_t fa[NEC_VALUES], fb[NEC_VALUES];
	int64_t *t0 = calloc(frames, sizeof(int64_t));
	int64_t *lat = calloc(frames, sizeof(int64_t));
	int64_t *dec = calloc(frames, sizeof(int64_t));
	struct run r = { .kind = kind, .frames = frames };
	pthread_t th;
	int tx, i, got = 0, missed = 0;
	char what[96];

	r.t_end = calloc(frames, sizeof(int64_t));
	r.t_kernel = calloc(frames, sizeof(int64_t));
	r.writer = pthread_self();
	nec_frame(NEC_A, fa);
	nec_frame(NEC_B, fb);
	/* As ir-ctl and lircd open it: the writer's file reads too. */
	tx = open(dev, O_RDWR);
	r.rx = open(kind == 2 ? evdev : dev, O_RDONLY);
	if (tx < 0 || r.rx < 0 || pipe(r.done) || !t0 || !lat || !r.t_end) {
		result(false, "bench: set up", "%s: %s", dev, strerror(errno));
		exit(1);
	}
	if (kind == 1 && set_mode(r.rx, LIRC_MODE_SCANCODE)) {
		result(false, "bench: SCANCODE mode", "%s", strerror(errno));
		exit(1);
	}
	drain_fd(r.rx);
	pthread_create(&th, NULL, lat_reader, &r);
	for (i = 0; i < frames; i++) {
		const uint32_t *f = i & 1 ? fb : fa;

		t0[i] = now_ns();
		if (write(tx, f, sizeof(fa)) != sizeof(fa)) {
			missed++;
			continue;
		}
		if (!wait_done(&r, 2000))
			break;		/* the reader is off by one from here */
	}
	__atomic_store_n(&r.stop, 1, __ATOMIC_RELAXED);
	pthread_join(th, NULL);
	for (i = 0; i < frames; i++) {
		if (!r.t_end[i]) {
			missed++;
			continue;
		}
		lat[got] = r.t_end[i] - t0[i];
		dec[got++] = r.t_kernel[i] - t0[i];
	}
	snprintf(what, sizeof(what), "bench %s: %s: every frame arrived as sent", label,
		 names[kind]);
	result(!missed && !r.bad, what, "%d of %d missed, %ld not as sent", missed,
	       frames, r.bad);
	percentiles(names[kind], lat, got);
	if (kind == 1)
		percentiles("decode", dec, got);
	close(tx);
	close(r.rx);
	close(r.done[0]);
	close(r.done[1]);
	free(t0);
	free(lat);
	free(dec);
	free(r.t_end);
	free(r.t_kernel);
}

static void cmd_lat(const char *dev, const char *evdev, int frames)
{
	int ev = open(evdev, O_RDONLY);
	uint32_t proto_ok = 1;

	if (ev < 0 || !set_key(ev, NEC_A, KEY_1) || !set_key(ev, NEC_B, KEY_2))
		proto_ok = 0;
	result(proto_ok, "bench: keys set with EVIOCSKEYCODE_V2", "%s: %s", evdev,
	       strerror(errno));
	if (ev >= 0)
		close(ev);
	lat_one(dev, evdev, 0, frames);
	lat_one(dev, evdev, 1, frames);
	if (proto_ok)
		lat_one(dev, evdev, 2, frames);
}

/* Value j of a rate frame: short (or @base long), telling its place. */
static uint32_t rate_base = 1;

static uint32_t rate_value(int j)
{
	return rate_base + (j % 16);
}

static void *rate_reader(void *arg)
{
	struct run *r = arg;
	uint32_t buf[1024];
	int64_t expect = 0;	/* index of the next value in the frame */

	while (!__atomic_load_n(&r->stop, __ATOMIC_RELAXED)) {
		struct pollfd p = { .fd = r->rx, .events = POLLIN };
		ssize_t n;
		int j;

		if (poll(&p, 1, 100) <= 0)
			continue;
		n = read(r->rx, buf, sizeof(buf));
		for (j = 0; j < n / 4; j++) {
			uint32_t t = MODE2_TYPE(buf[j]), v = MODE2_VAL(buf[j]);

			if (t == T_TIMEOUT) {
				__atomic_add_fetch(&r->lost, r->k - r->got, __ATOMIC_SEQ_CST);
				r->got = 0;
				expect = 0;
				frame_done(r, r->cur, now_ns());
				continue;
			}
			if (t == T_OVERFLOW)
				continue;
			if (t == T_SPACE && expect == 0)
				continue;	/* the silence before the signal */
			if (t != (expect & 1 ? T_SPACE : T_PULSE) || v != rate_value(expect))
				r->bad++;
			expect++;
			r->got++;
		}
	}
	return NULL;
}

static void stat_ticks(long long *busy)
{
	long long u, ni, sy, id, io, irq, sirq;
	FILE *f = fopen("/proc/stat", "r");

	*busy = 0;
	if (f && fscanf(f, "cpu %lld %lld %lld %lld %lld %lld %lld", &u, &ni, &sy,
			&id, &io, &irq, &sirq) == 7)
		*busy = sy + irq + sirq;
	if (f)
		fclose(f);
}

/* One signal length: back to back for @secs (at least @min frames). */
static void rate_one(const char *dev, int k, double secs, int min, double *best)
{
	uint32_t *v = calloc(k, sizeof(uint32_t));
	struct run r = { .kind = 0, .k = k, .frames = 1 };
	int64_t start, wcpu = 0, el;
	long long b0, b1;
	long frames = 0, sent, ends_lost = 0;
	pthread_t th;
	int tx, j;
	double sps;
	char key[64];

	r.t_end = calloc(1, sizeof(int64_t));
	r.writer = pthread_self();
	for (j = 0; j < k; j++)
		v[j] = rate_value(j);
	tx = open(dev, O_RDWR);
	r.rx = open(dev, O_RDONLY);
	if (tx < 0 || r.rx < 0 || pipe(r.done)) {
		result(false, "bench: rate set up", "%s: %s", dev, strerror(errno));
		exit(1);
	}
	drain_fd(r.rx);
	pthread_create(&th, NULL, rate_reader, &r);
	stat_ticks(&b0);
	start = now_ns();
	while (frames < min || now_ns() - start < (int64_t)(secs * 1e9)) {
		int64_t c0 = cpu_ns();
		ssize_t w = write(tx, v, k * sizeof(uint32_t));

		wcpu += cpu_ns() - c0;
		if (w != (ssize_t)(k * sizeof(uint32_t))) {
			result(false, "bench: rate write", "%d values: %s", k, strerror(errno));
			break;
		}
		frames++;
		if (!wait_done(&r, 1000)) {
			ends_lost++;
			/* The end of the signal was lost: count what came. */
			usleep(100000);
			__atomic_add_fetch(&r.lost, k - r.got, __ATOMIC_SEQ_CST);
			r.got = 0;
		}
	}
	el = now_ns() - start;
	stat_ticks(&b1);
	__atomic_store_n(&r.stop, 1, __ATOMIC_RELAXED);
	pthread_join(th, NULL);
	sent = frames * k;
	sps = sent / (el / 1e9);
	snprintf(key, sizeof(key), "rate_%d_sps", k);
	bench(key, "%.0f", sps);
	snprintf(key, sizeof(key), "lost_%d", k);
	bench(key, "%ld", r.lost);
	snprintf(key, sizeof(key), "write_cpu_%d_ns_per_sample", k);
	bench(key, "%.0f", (double)wcpu / sent);
	snprintf(key, sizeof(key), "kernel_cpu_%d_ns_per_sample", k);
	bench(key, "%.0f", (b1 - b0) * (1e9 / sysconf(_SC_CLK_TCK)) / sent);
	snprintf(key, sizeof(key), "ends_lost_%d", k);
	bench(key, "%ld", ends_lost);
	printf("INFO %s rate %d: %ld frames, %ld values not as sent\n", label, k, frames,
	       r.bad);
	if (!r.lost && !r.bad && sps > *best)
		*best = sps;
	close(tx);
	close(r.rx);
	close(r.done[0]);
	close(r.done[1]);
	free(r.t_end);
	free(v);
}

static void cmd_rate(const char *dev, double secs, int maxlen)
{
	static const int ks[] = { 63, 127, 255, 509 };
	double best = 0, big = 0;
	unsigned int i;

	/* Signals both stacks take whole: the best rate without loss. */
	for (i = 0; i < ARRAY_SIZE(ks) && ks[i] <= maxlen; i++)
		rate_one(dev, ks[i], secs, 3, &best);
	bench("tput_sps", "%.0f", best);
	/*
	 * The longest signal the ABI allows (1023 values, here 450 ms of
	 * them: a real signal's pace), a few times; the reader keeps reading.
	 */
	if (maxlen >= 1023) {
		rate_base = 433;
		rate_one(dev, 1023, 0, 3, &big);
		rate_base = 1;
	}
}

struct whole {
	int rx;
	int stop;		/* __atomic */
	int pulses, timeouts, overflows, after_last;
};

static void *whole_reader(void *arg)
{
	struct whole *w = arg;
	uint32_t buf[1024];

	while (!__atomic_load_n(&w->stop, __ATOMIC_RELAXED)) {
		struct pollfd p = { .fd = w->rx, .events = POLLIN };
		ssize_t n;
		int j;

		if (poll(&p, 1, 100) <= 0)
			continue;
		n = read(w->rx, buf, sizeof(buf));
		for (j = 0; j < n / 4; j++) {
			uint32_t t = MODE2_TYPE(buf[j]);

			w->pulses += t == T_PULSE;
			w->overflows += t == T_OVERFLOW;
			if (t == T_TIMEOUT) {
				w->timeouts++;
				w->after_last = w->pulses == 512;
			}
		}
	}
	return NULL;
}

static void cmd_whole(const char *dev, uint32_t timeout)
{
	static uint32_t v[1023];
	struct whole w = { 0 };
	pthread_t th;
	int tx, j, ok;
	char what[128];

	for (j = 0; j < 1023; j++)
		v[j] = (j & 1) && j % 16 == 15 ? 2 * timeout : 100;
	tx = open(dev, O_RDWR);
	w.rx = open(dev, O_RDONLY);
	if (tx < 0 || w.rx < 0 || ioctl(w.rx, LIRC_SET_REC_TIMEOUT, &timeout)) {
		result(false, "bench: whole: set up", "%s: %s", dev, strerror(errno));
		exit(1);
	}
	drain_fd(w.rx);
	pthread_create(&th, NULL, whole_reader, &w);
	usleep(100000);		/* the reader waits in poll() */
	ok = write(tx, v, sizeof(v)) == sizeof(v);
	usleep(300000);
	__atomic_store_n(&w.stop, 1, __ATOMIC_RELAXED);
	pthread_join(th, NULL);
	snprintf(what, sizeof(what),
		 "bench %s: 1023 values with %u us spaces every 8 reach the reader whole",
		 label, 2 * timeout);
	result(ok && w.pulses == 512 && !w.overflows && w.timeouts == 64 && w.after_last,
	       what, "write %s, %d pulses, %d timeouts (the last at the end: %d), %d overflows",
	       ok ? "ok" : strerror(errno), w.pulses, w.timeouts, w.after_last, w.overflows);
	close(tx);
	close(w.rx);
}

/* Bytes in slab objects (after shrinking) and in non-module vmalloc areas. */
static void mem_now(long long *slab, long long *vm)
{
	char line[512], path[300];
	struct dirent *d;
	DIR *dir;
	FILE *f;

	f = fopen("/proc/sys/vm/drop_caches", "w");
	if (f) {
		fputs("3\n", f);
		fclose(f);
	}
	dir = opendir("/sys/kernel/slab");
	while (dir && (d = readdir(dir))) {
		if (d->d_name[0] == '.')
			continue;
		snprintf(path, sizeof(path), "/sys/kernel/slab/%s/shrink", d->d_name);
		f = fopen(path, "w");
		if (f) {
			fputs("1\n", f);
			fclose(f);
		}
	}
	if (dir)
		closedir(dir);
	*slab = 0;
	f = fopen("/proc/slabinfo", "r");
	while (f && fgets(line, sizeof(line), f)) {
		char name[64];
		long long active, total, size;

		if (sscanf(line, "%63s %lld %lld %lld", name, &active, &total, &size) == 4)
			*slab += active * size;
	}
	if (f)
		fclose(f);
	*vm = 0;
	f = fopen("/proc/vmallocinfo", "r");
	while (f && fgets(line, sizeof(line), f)) {
		long long a, b, size;

		/* vmalloc()ed areas, but not the modules' code and data. */
		if (!strstr(line, " vmalloc") || strstr(line, "module"))
			continue;
		if (sscanf(line, "0x%llx-0x%llx %lld", &a, &b, &size) == 3)
			*vm += size;
	}
	if (f)
		fclose(f);
}

/* MemFree in bytes. */
static long long mem_free(void)
{
	char line[256];
	long long kb = 0;
	FILE *f = fopen("/proc/meminfo", "r");

	while (f && fgets(line, sizeof(line), f))
		if (sscanf(line, "MemFree: %lld kB", &kb) == 1)
			break;
	if (f)
		fclose(f);
	return kb * 1024;
}

static void cmd_mem(void)
{
	long long slab, vm;

	mem_now(&slab, &vm);
	printf("MEM %s slab=%lld vmalloc=%lld free=%lld\n", label, slab, vm, mem_free());
}

static void cmd_readers(const char *dev, int n)
{
	long long s0, v0, s1, v1;
	int *fd = calloc(n, sizeof(int));
	int i, ok = 0;

	mem_now(&s0, &v0);
	for (i = 0; i < n; i++)
		ok += (fd[i] = open(dev, O_RDONLY)) >= 0;
	mem_now(&s1, &v1);
	for (i = 0; i < n; i++)
		if (fd[i] >= 0)
			close(fd[i]);
	result(ok == n, "bench: readers opened", "%d of %d", ok, n);
	bench("mem_reader_bytes", "%lld", (s1 - s0 + v1 - v0) / n);
	free(fd);
}

int main(int argc, char **argv)
{
	struct sigaction sa = { .sa_handler = on_sigusr1 };

	/* No SA_RESTART: the signal ends write()'s sleep. */
	sigaction(SIGUSR1, &sa, NULL);
	if (argc == 6 && !strcmp(argv[1], "lat")) {
		label = argv[5];
		cmd_lat(argv[2], argv[3], atoi(argv[4]));
	} else if ((argc == 5 || argc == 6) && !strcmp(argv[1], "rate")) {
		label = argv[4];
		cmd_rate(argv[2], atof(argv[3]), argc == 6 ? atoi(argv[5]) : 1023);
	} else if (argc == 5 && !strcmp(argv[1], "whole")) {
		label = argv[4];
		cmd_whole(argv[2], strtoul(argv[3], NULL, 0));
	} else if (argc == 3 && !strcmp(argv[1], "mem")) {
		label = argv[2];
		cmd_mem();
	} else if (argc == 5 && !strcmp(argv[1], "readers")) {
		label = argv[4];
		cmd_readers(argv[2], atoi(argv[3]));
	} else {
		fprintf(stderr, "usage: see the comment at the top of lircbench.c\n");
		return 2;
	}
	return failures ? 1 : 0;
}
