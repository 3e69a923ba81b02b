// SPDX-License-Identifier: GPL-2.0
/*
 * lcdtest: guest-side checks of the front-panel displays, /dev/lcdN
 * (uapi/linux/lirc_display.h), through the raw system calls.
 *
 * Every check prints one line, "RESULT PASS <name>" or
 * "RESULT FAIL <name>: <why>", which the host counts; names start with
 * LABEL. Exit status: 0 all checks passed, 1 a check failed, 2 usage or
 * set-up error. Every call on the device is bounded (20 s): one that does
 * not return prints a FAIL line naming it and the program exits 1.
 *
 *   lcdtest sizes DEV LABEL   write() sizes: text 0, 1, cols*rows,
 *                             cols*rows+1; packet 0, size-1, size, size+1
 *   lcdtest busy DEV LABEL    one writer at a time (EBUSY), readers allowed
 *   lcdtest info DEV KIND COLS ROWS PKTSIZE MAXCONTRAST LABEL
 *                             LIRC_DISPLAY_GET_INFO returns these numbers
 *                             (KIND 1/text or 2/packet), reserved zero
 *   lcdtest ioctl DEV LABEL   contrast get/set and their errnos, CLEAR,
 *                             unknown ioctls
 *   lcdtest write [-x] DEV DATA
 *                             write DATA (with -x: hex bytes "41 42 00 ff")
 *                             in one write(); prints "wrote N" or
 *                             "error ENAME"; exit 0 on success, 1 otherwise
 *   lcdtest contrast DEV N    LIRC_DISPLAY_SET_CONTRAST with N (-1 is
 *                             0xffffffff), then GET_CONTRAST: prints
 *                             "contrast N" or "error ENAME"; exit 0 or 1
 *   lcdtest unplugged DEV LABEL CMD
 *                             with a writer and a reader open, shell command
 *                             CMD unplugs the device (and waits until it is
 *                             gone): write and the ioctls are ENODEV, close
 *                             is 0, a new open fails
 *   lcdtest hammer DEV SECONDS
 *                             open/GET_INFO/write/close loops for SECONDS
 *                             while something else unplugs and replugs the
 *                             device; one summary line "hammer: opens=N
 *                             writes=N enodev=N other=N ..."; exit 1 on an
 *                             unexpected errno or a call blocked over 5 s
 *   lcdtest hold DEV          open for writing, print "open", wait for EOF
 *                             on stdin, close, print "closed"
 *
 * Packet displays get the packet of environment variable LCDTEST_PACKET
 * (hex bytes, packet_size of them), by default packet_size zero bytes with
 * 0x20 last.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <linux/lirc_display.h>

#include "result.h"

#define ARRAY_SIZE(a)	(sizeof(a) / sizeof((a)[0]))

/* Seconds a single call on the device may take before the program gives up. */
#define CALL_LIMIT	20
/* Seconds the "write" subcommand may take. */
#define WRITE_LIMIT	10
/* Seconds the unplug command of "unplugged" may take. */
#define CMD_LIMIT	120
/* A call of "hammer" taking longer than this (us) is a failure. */
#define HAMMER_SLOW_US	5000000L

static const char *label = "lcdtest";
/* A page the process may not touch (PROT_NONE), set up by main(). */
static void *bad_ptr;

/* What the SIGALRM handler prints: prefix, the call in progress, why. */
static const char *alarm_prefix = "RESULT FAIL ";
/* Plain globals: alarm() is called after they are set, and they are only read. */
static const char *call_what = "?";
static unsigned int call_limit = CALL_LIMIT;

static void put_str(const char *s)
{
	ssize_t r = write(STDOUT_FILENO, s, strlen(s));

	(void)r;
}

static void on_alarm(int sig)
{
	char num[12];
	unsigned int v = call_limit;
	int i = sizeof(num) - 1;

	(void)sig;
	num[i] = 0;
	do {
		num[--i] = '0' + v % 10;
		v /= 10;
	} while (v && i > 0);
	put_str(alarm_prefix);
	put_str(call_what);
	put_str(": blocked for more than ");
	put_str(num + i);
	put_str(" s\n");
	_exit(1);
}

static void watch(const char *what, unsigned int limit)
{
	call_what = what;
	call_limit = limit;
	alarm(limit);
}

/* Evaluate @expr (a system call) under a watchdog of @limit seconds. */
#define BOUNDED_FOR(what, limit, expr) ({				\
	long r_;							\
	int e_;								\
	watch(what, limit);						\
	r_ = (long)(expr);						\
	e_ = errno;							\
	alarm(0);							\
	errno = e_;							\
	r_;								\
})
#define BOUNDED(what, expr)	BOUNDED_FOR(what, CALL_LIMIT, expr)

static const char *ename(int e)
{
	const char *n = strerrorname_np(e);

	return n ? n : "E?";
}

/* "LABEL: <text>", in one of a few rotating buffers. */
static const char *L(const char *fmt, ...)
{
	static char bufs[8][256];
	static unsigned int i;
	char *b = bufs[i++ % ARRAY_SIZE(bufs)];
	int n = snprintf(b, sizeof(bufs[0]), "%s: ", label);
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(b + n, sizeof(bufs[0]) - n, fmt, ap);
	va_end(ap);
	return b;
}

/* A call that must fail with @want (or @alt, if not 0). */
static bool expect_errno2(const char *name, long ret, int want, int alt)
{
	int err = errno;
	bool ok = ret == -1 && (err == want || (alt && err == alt));
	char also[48] = "";

	if (alt)
		snprintf(also, sizeof(also), " or %s (%d)", ename(alt), alt);
	if (ret == -1)
		result(ok, name, "errno %s (%d), want %s (%d)%s", ename(err), err,
		       ename(want), want, also);
	else
		result(ok, name, "returned %ld (no error), want -1 with %s (%d)%s", ret,
		       ename(want), want, also);
	return ok;
}

static bool expect_errno(const char *name, long ret, int want)
{
	return expect_errno2(name, ret, want, 0);
}

/* A call that must return @want. */
static bool expect_ret(const char *name, long ret, long want)
{
	int err = errno;

	if (ret == -1)
		result(false, name, "returned -1 with errno %s (%d), want %ld", ename(err), err,
		       want);
	else
		result(ret == want, name, "returned %ld, want %ld", ret, want);
	return ret == want;
}

static const char *flags_name(int flags)
{
	switch (flags & O_ACCMODE) {
	case O_RDONLY:
		return "O_RDONLY";
	case O_WRONLY:
		return "O_WRONLY";
	default:
		return "O_RDWR";
	}
}

/* Open @dev or fail the run (a check that cannot start). */
static int open_dev(const char *dev, int flags)
{
	const char *name = L("open %s %s", dev, flags_name(flags));
	int fd = BOUNDED(name, open(dev, flags));

	if (fd < 0) {
		result(false, name, "errno %s (%d)", ename(errno), errno);
		exit(1);
	}
	return fd;
}

static long get_info(const char *name, int fd, struct lirc_display_info *info)
{
	memset(info, 0xa5, sizeof(*info));
	return BOUNDED(name, ioctl(fd, LIRC_DISPLAY_GET_INFO, info));
}

static void print_info(const struct lirc_display_info *in)
{
	printf("INFO %s: kind=%u columns=%u rows=%u packet_size=%u max_contrast=%u",
	       label, in->kind, in->columns, in->rows, in->packet_size, in->max_contrast);
	printf(" reserved=%#x,%#x,%#x\n", in->reserved[0], in->reserved[1], in->reserved[2]);
}

/* GET_INFO on @fd as a check; exit if it fails (nothing else can run). */
static void need_info(int fd, struct lirc_display_info *info)
{
	const char *name = L("GET_INFO succeeds");
	long r = get_info(name, fd, info);

	if (!expect_ret(name, r, 0))
		exit(1);
	print_info(info);
	if (info->kind == LIRC_DISPLAY_TEXT)
		result(info->columns && info->rows && info->columns * info->rows <= 65536,
		       L("GET_INFO of a text display has a usable geometry"),
		       "columns %u rows %u", info->columns, info->rows);
	else if (info->kind == LIRC_DISPLAY_PACKET)
		result(info->packet_size && info->packet_size <= 65536,
		       L("GET_INFO of a packet display has a usable packet size"),
		       "packet_size %u", info->packet_size);
	else
		result(false, L("GET_INFO kind is text or packet"), "kind %u", info->kind);
	if (failures)
		exit(1);
}

/*
 * Hex bytes: runs of hex digits separated by blanks, commas or colons; a run
 * is one byte (1 digit) or pairs of digits. Returns the count, -1 if bad.
 */
static long parse_hex(const char *s, unsigned char *buf, size_t max)
{
	size_t n = 0;

	while (*s) {
		size_t len = 0, i;

		if (strchr(" \t\n,:", *s)) {
			s++;
			continue;
		}
		while (s[len] && strchr("0123456789abcdefABCDEF", s[len]))
			len++;
		if (!len || (len > 1 && len % 2))
			return -1;
		for (i = 0; i < len; i += len == 1 ? 1 : 2) {
			char pair[3] = { s[i], len == 1 ? 0 : s[i + 1], 0 };

			if (n >= max)
				return -1;
			buf[n++] = strtoul(pair, NULL, 16);
		}
		s += len;
	}
	return n;
}

/* A valid packet of @size bytes: LCDTEST_PACKET or the default. */
static unsigned char *make_packet(unsigned int size, bool strict)
{
	const char *env = getenv("LCDTEST_PACKET");
	unsigned char *p = calloc(size + 1, 1);
	long n;

	if (!p) {
		fprintf(stderr, "lcdtest: out of memory\n");
		exit(2);
	}
	if (env) {
		n = parse_hex(env, p, size + 1);
		if (n == (long)size)
			return p;
		if (strict) {
			fprintf(stderr, "lcdtest: LCDTEST_PACKET \"%s\" is not %u hex bytes\n",
				env, size);
			exit(2);
		}
		memset(p, 0, size + 1);
	}
	p[size - 1] = 0x20;
	return p;
}

/* A text frame of @n bytes, 'A', 'B', ... */
static char *make_text(unsigned int n)
{
	char *t = malloc(n + 1);
	unsigned int i;

	if (!t) {
		fprintf(stderr, "lcdtest: out of memory\n");
		exit(2);
	}
	for (i = 0; i <= n; i++)
		t[i] = 'A' + i % 26;
	return t;
}

/* lcdtest sizes DEV LABEL */
static void test_sizes(const char *dev)
{
	int fd = open_dev(dev, O_WRONLY);
	struct lirc_display_info info;
	const char *name;
	long r;

	need_info(fd, &info);
	if (info.kind == LIRC_DISPLAY_TEXT) {
		unsigned int n = info.columns * info.rows;
		char *t = make_text(n + 1);

		name = L("text write of 0 bytes is EINVAL");
		r = BOUNDED(name, write(fd, t, 0));
		expect_errno(name, r, EINVAL);
		name = L("text write of 1 byte returns 1");
		r = BOUNDED(name, write(fd, t, 1));
		expect_ret(name, r, 1);
		name = L("text write of columns*rows bytes (%u) returns the count", n);
		r = BOUNDED(name, write(fd, t, n));
		expect_ret(name, r, n);
		name = L("text write of columns*rows+1 bytes (%u) is EINVAL", n + 1);
		r = BOUNDED(name, write(fd, t, n + 1));
		expect_errno(name, r, EINVAL);
		free(t);
	} else {
		unsigned int n = info.packet_size;
		unsigned char *p = make_packet(n, true);

		name = L("packet write of 0 bytes is EINVAL");
		r = BOUNDED(name, write(fd, p, 0));
		expect_errno(name, r, EINVAL);
		name = L("packet write of packet_size-1 bytes (%u) is EINVAL", n - 1);
		r = BOUNDED(name, write(fd, p, n - 1));
		expect_errno(name, r, EINVAL);
		name = L("packet write of packet_size bytes (%u) returns the count", n);
		r = BOUNDED(name, write(fd, p, n));
		expect_ret(name, r, n);
		name = L("packet write of packet_size+1 bytes (%u) is EINVAL", n + 1);
		r = BOUNDED(name, write(fd, p, n + 1));
		expect_errno(name, r, EINVAL);
		free(p);
	}
	name = L("close of the writer returns 0");
	expect_ret(name, BOUNDED(name, close(fd)), 0);
}

/* Open that must fail with EBUSY; a file it opened anyway is closed. */
static void expect_busy(const char *name, const char *dev, int flags)
{
	long fd = BOUNDED(name, open(dev, flags));

	expect_errno(name, fd, EBUSY);
	if (fd >= 0)
		close(fd);
}

/* Open that must succeed; returns the file or -1. */
static int expect_open(const char *name, const char *dev, int flags)
{
	long fd = BOUNDED(name, open(dev, flags));

	result(fd >= 0, name, "errno %s (%d)", ename(errno), errno);
	return fd;
}

/* lcdtest busy DEV LABEL */
static void test_busy(const char *dev)
{
	int w, r1, r2, w2, rw;
	const char *name;

	w = open_dev(dev, O_WRONLY);
	expect_busy(L("a second O_WRONLY open beside the writer is EBUSY"), dev, O_WRONLY);
	expect_busy(L("an O_RDWR open beside the writer is EBUSY"), dev, O_RDWR);
	r1 = expect_open(L("an O_RDONLY open beside the writer succeeds"), dev, O_RDONLY);
	r2 = expect_open(L("a second O_RDONLY open beside the writer succeeds"), dev, O_RDONLY);
	expect_busy(L("an O_WRONLY open beside the writer and readers is still EBUSY"), dev,
		    O_WRONLY);
	name = L("close of the writer returns 0");
	expect_ret(name, BOUNDED(name, close(w)), 0);
	w2 = expect_open(L("after the writer closed, a new O_WRONLY open succeeds"), dev,
			 O_WRONLY);
	if (w2 >= 0) {
		expect_busy(L("an O_RDWR open beside the new writer is EBUSY"), dev, O_RDWR);
		name = L("close of the new writer returns 0");
		expect_ret(name, BOUNDED(name, close(w2)), 0);
	}
	rw = expect_open(L("with no writer open, an O_RDWR open succeeds"), dev, O_RDWR);
	if (rw >= 0) {
		expect_busy(L("an O_WRONLY open beside an O_RDWR writer is EBUSY"), dev,
			    O_WRONLY);
		close(rw);
	}
	if (r1 >= 0)
		close(r1);
	if (r2 >= 0)
		close(r2);
}

static bool parse_u32(const char *s, uint32_t *v)
{
	unsigned long long x;
	char *end;

	errno = 0;
	x = strtoull(s, &end, 0);
	if (errno || end == s || *end || x > UINT32_MAX || *s == '-')
		return false;
	*v = x;
	return true;
}

/* lcdtest info DEV KIND COLS ROWS PKTSIZE MAXCONTRAST LABEL */
static void test_info(const char *dev, const uint32_t *want)
{
	static const char *const field[] = {
		"kind", "columns", "rows", "packet_size", "max_contrast"
	};
	int fd = open_dev(dev, O_RDONLY);
	struct lirc_display_info info;
	const char *name = L("GET_INFO on a read-only file succeeds");
	uint32_t got[5];
	unsigned int i;
	long r;

	r = get_info(name, fd, &info);
	if (!expect_ret(name, r, 0))
		exit(1);
	print_info(&info);
	got[0] = info.kind;
	got[1] = info.columns;
	got[2] = info.rows;
	got[3] = info.packet_size;
	got[4] = info.max_contrast;
	for (i = 0; i < ARRAY_SIZE(field); i++)
		result(got[i] == want[i], L("GET_INFO %s is %u", field[i], want[i]), "got %u",
		       got[i]);
	result(!info.reserved[0] && !info.reserved[1] && !info.reserved[2],
	       L("GET_INFO reserved are zero"), "reserved %#x %#x %#x", info.reserved[0],
	       info.reserved[1], info.reserved[2]);
	close(fd);
}

static long contrast_ioctl(const char *name, int fd, unsigned long cmd, uint32_t *v)
{
	return BOUNDED(name, ioctl(fd, cmd, v));
}

/* GET_CONTRAST on @fd must succeed and give @want. */
static void expect_contrast(const char *name, int fd, uint32_t want)
{
	uint32_t v = 0xa5a5a5a5;
	long r = contrast_ioctl(name, fd, LIRC_DISPLAY_GET_CONTRAST, &v);

	if (r)
		result(false, name, "returned %ld, errno %s (%d)", r, ename(errno), errno);
	else
		result(v == want, name, "contrast %u, want %u", v, want);
}

/* lcdtest ioctl DEV LABEL */
static void test_ioctl(const char *dev)
{
	int w = open_dev(dev, O_WRONLY), ro = open_dev(dev, O_RDONLY);
	struct lirc_display_info info;
	const char *name;
	uint32_t v, max, orig = 0;
	bool have_orig = false;
	int clear_err;
	long r;

	need_info(w, &info);
	max = info.max_contrast;
	if (max) {
		name = L("GET_CONTRAST succeeds");
		r = contrast_ioctl(name, w, LIRC_DISPLAY_GET_CONTRAST, &orig);
		have_orig = expect_ret(name, r, 0);
		if (have_orig)
			result(orig <= max, L("GET_CONTRAST is at most max_contrast"),
			       "contrast %u, max_contrast %u", orig, max);
		v = max;
		name = L("SET_CONTRAST max_contrast succeeds");
		expect_ret(name, contrast_ioctl(name, w, LIRC_DISPLAY_SET_CONTRAST, &v), 0);
		expect_contrast(L("GET_CONTRAST after SET max_contrast returns it"), w, max);
		v = 0;
		name = L("SET_CONTRAST 0 succeeds");
		expect_ret(name, contrast_ioctl(name, w, LIRC_DISPLAY_SET_CONTRAST, &v), 0);
		expect_contrast(L("GET_CONTRAST after SET 0 returns 0"), w, 0);
		v = max + 1;
		name = L("SET_CONTRAST max_contrast+1 is EINVAL");
		expect_errno(name, contrast_ioctl(name, w, LIRC_DISPLAY_SET_CONTRAST, &v), EINVAL);
		v = UINT32_MAX;
		name = L("SET_CONTRAST 0xffffffff is EINVAL");
		expect_errno(name, contrast_ioctl(name, w, LIRC_DISPLAY_SET_CONTRAST, &v), EINVAL);
		expect_contrast(L("the contrast is unchanged after the refused SETs"), w, 0);
		v = max;
		name = L("SET_CONTRAST on a read-only file is EBADF");
		expect_errno(name, contrast_ioctl(name, ro, LIRC_DISPLAY_SET_CONTRAST, &v), EBADF);
		expect_contrast(L("GET_CONTRAST on a read-only file works (contrast unchanged)"),
				ro, 0);
		name = L("GET_CONTRAST into an unmapped page is EFAULT");
		expect_errno(name, contrast_ioctl(name, w, LIRC_DISPLAY_GET_CONTRAST, bad_ptr),
			     EFAULT);
		if (have_orig) {
			v = orig;
			contrast_ioctl(L("restoring the contrast"), w, LIRC_DISPLAY_SET_CONTRAST,
				       &v);
		}
	} else {
		v = 0;
		name = L("GET_CONTRAST without contrast control is ENOTTY");
		expect_errno(name, contrast_ioctl(name, w, LIRC_DISPLAY_GET_CONTRAST, &v), ENOTTY);
		v = 0;
		name = L("SET_CONTRAST without contrast control is ENOTTY");
		expect_errno(name, contrast_ioctl(name, w, LIRC_DISPLAY_SET_CONTRAST, &v), ENOTTY);
		name = L("GET_CONTRAST on a read-only file without contrast control is ENOTTY");
		expect_errno(name, contrast_ioctl(name, ro, LIRC_DISPLAY_GET_CONTRAST, &v), ENOTTY);
	}

	if (info.kind == LIRC_DISPLAY_PACKET)
		name = L("CLEAR on a packet display's writer succeeds or is ENOTTY");
	else
		name = L("CLEAR on the writer succeeds");
	r = BOUNDED(name, ioctl(w, LIRC_DISPLAY_CLEAR, 0));
	clear_err = r ? errno : 0;
	if (info.kind == LIRC_DISPLAY_PACKET) {
		result(r == 0 || (r == -1 && clear_err == ENOTTY), name,
		       "returned %ld, errno %s (%d)", r, ename(clear_err), clear_err);
		printf("INFO %s: CLEAR on a packet display %s\n", label,
		       r ? "is ENOTTY (no clear)" : "succeeds");
	} else {
		expect_ret(name, r, 0);
	}
	if (info.kind == LIRC_DISPLAY_PACKET) {
		/* ENOTTY only if the writer's CLEAR was ENOTTY too. */
		name = L("CLEAR on a read-only file is EBADF (%s)",
			 "ENOTTY on a packet display without clear");
		r = BOUNDED(name, ioctl(ro, LIRC_DISPLAY_CLEAR, 0));
		expect_errno2(name, r, EBADF, clear_err == ENOTTY ? ENOTTY : 0);
	} else {
		name = L("CLEAR on a read-only file is EBADF");
		r = BOUNDED(name, ioctl(ro, LIRC_DISPLAY_CLEAR, 0));
		expect_errno(name, r, EBADF);
	}

	name = L("unknown ioctl _IO(0xB9, 0x7f) on the writer is ENOTTY");
	expect_errno(name, BOUNDED(name, ioctl(w, _IO(LIRC_DISPLAY_IOC_MAGIC, 0x7f), 0)), ENOTTY);
	name = L("unknown ioctl _IO(0xB9, 0x7f) on a read-only file is ENOTTY");
	expect_errno(name, BOUNDED(name, ioctl(ro, _IO(LIRC_DISPLAY_IOC_MAGIC, 0x7f), 0)), ENOTTY);
	{
		/* Room for what a driver that ignored the size would write. */
		static uint64_t big[16];

		name = L("GET_INFO's number with another size is ENOTTY");
		expect_errno(name, BOUNDED(name, ioctl(w, _IOR(LIRC_DISPLAY_IOC_MAGIC, 0x01,
							       uint64_t), big)), ENOTTY);
	}
	name = L("foreign ioctl (TCGETS) is ENOTTY");
	expect_errno(name, BOUNDED(name, ioctl(w, 0x5401, bad_ptr)), ENOTTY);
	name = L("GET_INFO into an unmapped page is EFAULT");
	expect_errno(name, BOUNDED(name, ioctl(ro, LIRC_DISPLAY_GET_INFO, bad_ptr)), EFAULT);

	name = L("close of the writer returns 0");
	expect_ret(name, BOUNDED(name, close(w)), 0);
	name = L("close of the reader returns 0");
	expect_ret(name, BOUNDED(name, close(ro)), 0);
}

/* lcdtest write [-x] DEV DATA */
/* SET_CONTRAST with @arg (a decimal number, -1 giving 0xffffffff). */
static int cmd_contrast(const char *dev, const char *arg)
{
	char *end;
	long long v = strtoll(arg, &end, 10);
	uint32_t c = (uint32_t)v;
	int fd;

	if (!*arg || *end) {
		fprintf(stderr, "lcdtest: contrast: \"%s\" is not a number\n", arg);
		return 2;
	}
	alarm_prefix = "error timeout: ";
	watch("open, SET_CONTRAST and close", WRITE_LIMIT);
	fd = open(dev, O_WRONLY);
	if (fd < 0 || ioctl(fd, LIRC_DISPLAY_SET_CONTRAST, &c) < 0) {
		printf("error %s\n", ename(errno));
		if (fd >= 0)
			close(fd);
		return 1;
	}
	if (ioctl(fd, LIRC_DISPLAY_GET_CONTRAST, &c) < 0) {
		printf("error %s (GET_CONTRAST)\n", ename(errno));
		close(fd);
		return 1;
	}
	printf("contrast %u\n", c);
	close(fd);
	alarm(0);
	return 0;
}

static int cmd_write(const char *dev, const char *data, bool hex)
{
	size_t len = strlen(data);
	unsigned char *buf = malloc(len + 1);
	long n, r;
	int fd;

	if (!buf)
		return 2;
	if (hex) {
		n = parse_hex(data, buf, len + 1);
		if (n < 0) {
			fprintf(stderr, "lcdtest: bad hex data \"%s\"\n", data);
			return 2;
		}
	} else {
		memcpy(buf, data, len);
		n = len;
	}
	alarm_prefix = "error timeout: ";
	watch("open, write and close", WRITE_LIMIT);
	fd = open(dev, O_WRONLY);
	if (fd < 0) {
		printf("error %s\n", ename(errno));
		return 1;
	}
	r = write(fd, buf, n);
	if (r < 0) {
		printf("error %s\n", ename(errno));
		close(fd);
		return 1;
	}
	printf("wrote %ld\n", r);
	if (close(fd)) {
		printf("error %s (close)\n", ename(errno));
		return 1;
	}
	alarm(0);
	free(buf);
	return r == n ? 0 : 1;
}

/* lcdtest unplugged DEV LABEL CMD */
static void test_unplugged(const char *dev, const char *cmd)
{
	int w = open_dev(dev, O_WRONLY), ro = open_dev(dev, O_RDONLY);
	struct lirc_display_info info;
	unsigned char *frame;
	const char *name;
	unsigned int n;
	uint32_t v;
	long r;
	int st, i;

	need_info(w, &info);
	if (info.kind == LIRC_DISPLAY_TEXT) {
		n = info.columns * info.rows;
		frame = (unsigned char *)make_text(n);
	} else {
		n = info.packet_size;
		frame = make_packet(n, true);
	}
	name = L("a write of one %s before the unplug returns the count",
		 info.kind == LIRC_DISPLAY_TEXT ? "frame" : "packet");
	expect_ret(name, BOUNDED(name, write(w, frame, n)), n);

	name = L("the unplug command succeeds");
	st = BOUNDED_FOR(name, CMD_LIMIT, system(cmd));
	result(st != -1 && WIFEXITED(st) && WEXITSTATUS(st) == 0, name,
	       "\"%s\": status %#x", cmd, st);

	name = L("write after the unplug is ENODEV");
	expect_errno(name, BOUNDED(name, write(w, frame, n)), ENODEV);
	name = L("GET_INFO on the writer after the unplug is ENODEV");
	expect_errno(name, get_info(name, w, &info), ENODEV);
	name = L("GET_INFO on the reader after the unplug is ENODEV");
	expect_errno(name, get_info(name, ro, &info), ENODEV);
	v = 0;
	name = L("GET_CONTRAST on the writer after the unplug is ENODEV");
	expect_errno(name, contrast_ioctl(name, w, LIRC_DISPLAY_GET_CONTRAST, &v), ENODEV);
	name = L("GET_CONTRAST on the reader after the unplug is ENODEV");
	expect_errno(name, contrast_ioctl(name, ro, LIRC_DISPLAY_GET_CONTRAST, &v), ENODEV);
	v = 0;
	name = L("SET_CONTRAST on the writer after the unplug is ENODEV");
	expect_errno(name, contrast_ioctl(name, w, LIRC_DISPLAY_SET_CONTRAST, &v), ENODEV);
	name = L("CLEAR on the writer after the unplug is ENODEV");
	expect_errno(name, BOUNDED(name, ioctl(w, LIRC_DISPLAY_CLEAR, 0)), ENODEV);
	name = L("unknown ioctl on the writer after the unplug is ENODEV");
	expect_errno(name, BOUNDED(name, ioctl(w, _IO(LIRC_DISPLAY_IOC_MAGIC, 0x7f), 0)),
		     ENODEV);

	name = L("close of the writer after the unplug returns 0");
	expect_ret(name, BOUNDED(name, close(w)), 0);
	name = L("close of the reader after the unplug returns 0");
	expect_ret(name, BOUNDED(name, close(ro)), 0);

	for (i = 0; i < 2; i++) {
		const char *mode = i ? "O_RDONLY" : "O_WRONLY";

		name = L("%s open after the unplug fails (ENOENT, ENODEV or ENXIO)", mode);
		r = BOUNDED(name, open(dev, i ? O_RDONLY : O_WRONLY));
		st = errno;
		result(r == -1 && (st == ENOENT || st == ENODEV || st == ENXIO), name,
		       r == -1 ? "errno %s (%d)" : "the open succeeded", ename(st), st);
		if (r >= 0)
			close(r);
		else
			printf("INFO %s: %s open after the unplug: %s (%d)\n", label, mode,
			       ename(st), st);
	}
	free(frame);
}

static long now_us(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec * 1000000L + t.tv_nsec / 1000;
}

static void sleep_ms(long ms)
{
	struct timespec t = { ms / 1000, (ms % 1000) * 1000000L };

	nanosleep(&t, NULL);
}

/* Errnos a call may see while the device comes and goes. */
static bool expected_errno(int e)
{
	static const int ok[] = {
		ENODEV, ENOENT, ENXIO, EBUSY, EPROTO, EPIPE, ETIMEDOUT, EINTR, ESHUTDOWN, EIO
	};
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(ok); i++)
		if (e == ok[i])
			return true;
	return false;
}

struct hammer {
	long opens, absent, busy, writes, enodev, other, calls;
	long failed[512];	/* write and GET_INFO failures by errno */
	long longest_us;
	const char *longest_what;
	bool slow;
};

/* Account one call that took @us; @what names it. */
static void hammer_time(struct hammer *h, const char *what, long us)
{
	h->calls++;
	if (us > h->longest_us) {
		h->longest_us = us;
		h->longest_what = what;
	}
	if (us > HAMMER_SLOW_US) {
		h->slow = true;
		printf("hammer: %s blocked for %ld.%03ld s\n", what, us / 1000000,
		       us / 1000 % 1000);
	}
}

static void hammer_odd(struct hammer *h, const char *fmt, ...)
{
	va_list ap;

	if (h->other++ < 20) {
		printf("hammer: unexpected: ");
		va_start(ap, fmt);
		vprintf(fmt, ap);
		va_end(ap);
		printf("\n");
	}
}

/* A failed write or ioctl with errno @e. */
static void hammer_failed(struct hammer *h, const char *what, int e)
{
	if (e > 0 && e < (int)ARRAY_SIZE(h->failed))
		h->failed[e]++;
	if (e == ENODEV)
		h->enodev++;
	if (!expected_errno(e))
		hammer_odd(h, "%s: errno %s (%d)", what, ename(e), e);
}

/* Evaluate @expr under the watchdog and account its duration (errno kept). */
#define HAMMER_CALL(h, what, expr) ({					\
	const char *w_ = (what);					\
	long t0_ = now_us(), hr_;					\
	int he_;							\
	hr_ = BOUNDED(w_, expr);					\
	he_ = errno;							\
	hammer_time(h, w_, now_us() - t0_);				\
	errno = he_;							\
	hr_;								\
})

/* lcdtest hammer DEV SECONDS */
static int test_hammer(const char *dev, unsigned int seconds)
{
	static struct hammer h;
	long t0 = now_us(), end = t0 + seconds * 1000000L;
	unsigned char *packet = NULL;
	unsigned int packet_size = 0;
	char *text = make_text(32);
	int i, e;

	alarm_prefix = "hammer: unexpected: ";
	while (now_us() < end) {
		struct lirc_display_info info;
		const void *frame;
		unsigned int n;
		long fd, r;

		fd = HAMMER_CALL(&h, "open", open(dev, O_WRONLY));
		if (fd < 0) {
			e = errno;
			if (e == EBUSY)
				h.busy++;
			else if (e == ENOENT || e == ENODEV || e == ENXIO)
				h.absent++;
			else
				hammer_odd(&h, "open: errno %s (%d)", ename(e), e);
			sleep_ms(1);
			continue;
		}
		h.opens++;
		r = HAMMER_CALL(&h, "GET_INFO", get_info("GET_INFO", fd, &info));
		if (r) {
			if (r == -1)
				hammer_failed(&h, "GET_INFO", errno);
			else
				hammer_odd(&h, "GET_INFO returned %ld", r);
			goto close;
		}
		if (info.kind == LIRC_DISPLAY_TEXT && info.columns && info.rows &&
		    info.columns * info.rows <= 65536) {
			n = info.columns * info.rows < 32 ? info.columns * info.rows : 32;
			frame = text;
		} else if (info.kind == LIRC_DISPLAY_PACKET && info.packet_size &&
			   info.packet_size <= 65536) {
			if (info.packet_size != packet_size) {
				free(packet);
				packet_size = info.packet_size;
				packet = make_packet(packet_size, false);
			}
			n = packet_size;
			frame = packet;
		} else {
			hammer_odd(&h, "GET_INFO: kind %u columns %u rows %u packet_size %u",
				   info.kind, info.columns, info.rows, info.packet_size);
			goto close;
		}
		for (i = 0; i < 3; i++) {
			r = HAMMER_CALL(&h, "write", write(fd, frame, n));
			if (r == (long)n) {
				h.writes++;
				continue;
			}
			if (r == -1) {
				e = errno;
				hammer_failed(&h, "write", e);
				if (e == ENODEV)
					break;
			} else {
				hammer_odd(&h, "write of %u bytes returned %ld", n, r);
			}
		}
close:
		r = HAMMER_CALL(&h, "close", close(fd));
		if (r)
			hammer_odd(&h, "close: errno %s (%d)", ename(errno), errno);
	}

	printf("hammer: opens=%ld writes=%ld enodev=%ld other=%ld", h.opens, h.writes, h.enodev,
	       h.other);
	printf(" absent=%ld busy=%ld calls=%ld longest=%ld us (%s) failed:", h.absent, h.busy,
	       h.calls, h.longest_us, h.longest_what ? h.longest_what : "-");
	for (e = 1, i = 0; e < (int)ARRAY_SIZE(h.failed); e++) {
		if (h.failed[e]) {
			printf(" %s=%ld", ename(e), h.failed[e]);
			i++;
		}
	}
	printf("%s\n", i ? "" : " none");
	free(text);
	free(packet);
	return h.other || h.slow ? 1 : 0;
}

/* lcdtest hold DEV */
static int cmd_hold(const char *dev)
{
	char buf[256];
	long fd, r;

	alarm_prefix = "error timeout: ";
	fd = BOUNDED("open", open(dev, O_WRONLY));
	if (fd < 0) {
		printf("error %s\n", ename(errno));
		return 1;
	}
	printf("open\n");
	fflush(stdout);
	do {
		r = read(STDIN_FILENO, buf, sizeof(buf));
	} while (r > 0 || (r < 0 && errno == EINTR));
	if (BOUNDED("close", close(fd))) {
		printf("error %s (close)\n", ename(errno));
		return 1;
	}
	printf("closed\n");
	return 0;
}

static int bad_usage(void)
{
	fprintf(stderr, "usage: see the comment at the top of lcdtest.c\n");
	return 2;
}

int main(int argc, char **argv)
{
	struct sigaction sa = { .sa_handler = on_alarm };

	setvbuf(stdout, NULL, _IOLBF, 0);
	sigaction(SIGALRM, &sa, NULL);
	bad_ptr = mmap(NULL, 4096, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (bad_ptr == MAP_FAILED)
		return 2;

	if (argc == 4 && !strcmp(argv[1], "sizes")) {
		label = argv[3];
		test_sizes(argv[2]);
	} else if (argc == 4 && !strcmp(argv[1], "busy")) {
		label = argv[3];
		test_busy(argv[2]);
	} else if (argc == 9 && !strcmp(argv[1], "info")) {
		uint32_t want[5];
		int i;

		if (!strcmp(argv[3], "text"))
			argv[3] = "1";
		else if (!strcmp(argv[3], "packet"))
			argv[3] = "2";
		for (i = 0; i < 5; i++)
			if (!parse_u32(argv[3 + i], &want[i]))
				return bad_usage();
		label = argv[8];
		test_info(argv[2], want);
	} else if (argc == 4 && !strcmp(argv[1], "ioctl")) {
		label = argv[3];
		test_ioctl(argv[2]);
	} else if (argc == 4 && !strcmp(argv[1], "write")) {
		return cmd_write(argv[2], argv[3], false);
	} else if (argc == 5 && !strcmp(argv[1], "write") && !strcmp(argv[2], "-x")) {
		return cmd_write(argv[3], argv[4], true);
	} else if (argc == 5 && !strcmp(argv[1], "unplugged")) {
		label = argv[3];
		test_unplugged(argv[2], argv[4]);
	} else if (argc == 4 && !strcmp(argv[1], "hammer")) {
		uint32_t s;

		if (!parse_u32(argv[3], &s) || !s || s > 86400)
			return bad_usage();
		return test_hammer(argv[2], s);
	} else if (argc == 4 && !strcmp(argv[1], "contrast")) {
		return cmd_contrast(argv[2], argv[3]);
	} else if (argc == 3 && !strcmp(argv[1], "hold")) {
		return cmd_hold(argv[2]);
	} else {
		return bad_usage();
	}
	return failures ? 1 : 0;
}
