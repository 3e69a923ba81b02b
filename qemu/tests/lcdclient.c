// SPDX-License-Identifier: GPL-2.0
/*
 * lcdclient: a minimal client of LCDd's line protocol, for guest tests.
 *
 *   lcdclient [-a ADDR] [-p PORT] [-t TIMEOUT_S] [-k] CMD...
 *
 * Connects to ADDR:PORT (default 127.0.0.1:13666), trying again for up to
 * TIMEOUT_S seconds (default 10) while LCDd starts; sends "hello" and
 * prints LCDd's "connect ..." reply (it holds the display size, e.g.
 * "wid 16 hgt 2") on standard output. Then sends each CMD as one line,
 * followed by "noop", and takes the lines before noop's "noop complete"
 * as CMD's replies (LCDd 0.5.9 answers screen_set and client_set once per
 * option): "success" is silent, "huh? ..." is printed on standard error
 * and ends the program with status 1 (after that CMD), any other reply
 * (e.g. of "info") is printed on standard output. Asynchronous lines
 * (listen, ignore, key, menuevent) are skipped. The replies to each CMD
 * must come within TIMEOUT_S seconds.
 *
 * With -k the connection stays open afterwards (LCDd keeps showing the
 * client's screens): "hold" is printed on standard output once every
 * command has succeeded, then what LCDd sends is read and discarded
 * until the program is killed, or its standard input ends when that is a
 * pipe, a socket or a terminal (a background job of a script gets
 * /dev/null, which is not watched).
 *
 * Exit status: 0 done (or -k ended by standard input), 1 a command got
 * "huh?", 2 usage, 3 no connection, a timeout, or LCDd closed it.
 *
 * Each CMD is one argument, sent as one line, e.g.
 *   lcdclient -k "screen_add s" "screen_set s -priority foreground -heartbeat off" \
 *     "widget_add s t1 string" "widget_set s t1 1 1 {Hello lirc_core}"
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <poll.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#define ARRAY_SIZE(a)	(sizeof(a) / sizeof((a)[0]))
#define LINE_MAX_LEN	8192

static int sock = -1;
static char buf[LINE_MAX_LEN];
static size_t buf_len;
static long timeout_ms = 10000;

static long now_ms(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec * 1000L + t.tv_nsec / 1000000;
}

static void fail(const char *fmt, const char *arg)
{
	fprintf(stderr, "lcdclient: ");
	fprintf(stderr, fmt, arg);
	fprintf(stderr, "\n");
	exit(3);
}

static void connect_retry(const char *addr, int port)
{
	struct sockaddr_in sa = { .sin_family = AF_INET, .sin_port = htons(port) };
	long deadline = now_ms() + timeout_ms;
	int err;

	if (inet_pton(AF_INET, addr, &sa.sin_addr) != 1)
		fail("bad address %s", addr);
	for (;;) {
		sock = socket(AF_INET, SOCK_STREAM, 0);
		if (sock < 0)
			fail("socket: %s", strerror(errno));
		if (!connect(sock, (struct sockaddr *)&sa, sizeof(sa)))
			return;
		err = errno;
		close(sock);
		sock = -1;
		if (now_ms() >= deadline) {
			fprintf(stderr, "lcdclient: no connection to %s:%d within %ld ms: %s\n",
				addr, port, timeout_ms, strerror(err));
			exit(3);
		}
		usleep(50000);
	}
}

static void send_line(const char *s)
{
	size_t n = strlen(s), off = 0;
	char *line = malloc(n + 1);

	if (!line)
		fail("%s", "out of memory");
	memcpy(line, s, n);
	line[n++] = '\n';
	while (off < n) {
		ssize_t w = write(sock, line + off, n - off);

		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			fail("write: %s", w < 0 ? strerror(errno) : "nothing written");
		off += w;
	}
	free(line);
}

/*
 * The next line from LCDd (without its newline) in a static buffer, or
 * NULL when none came by the CLOCK_MONOTONIC time deadline (ms). Exits
 * when LCDd closes the connection.
 */
static char *read_line(long deadline)
{
	static char line[LINE_MAX_LEN];

	for (;;) {
		char *nl = memchr(buf, '\n', buf_len);
		struct pollfd p = { .fd = sock, .events = POLLIN };
		long left = deadline - now_ms();
		ssize_t r;

		if (nl) {
			size_t n = nl - buf;

			memcpy(line, buf, n);
			line[n] = 0;
			if (n && line[n - 1] == '\r')
				line[n - 1] = 0;
			memmove(buf, nl + 1, buf_len - n - 1);
			buf_len -= n + 1;
			return line;
		}
		if (buf_len == sizeof(buf))
			fail("%s", "line from LCDd too long");
		if (left <= 0)
			return NULL;
		if (poll(&p, 1, left) < 0) {
			if (errno == EINTR)
				continue;
			fail("poll: %s", strerror(errno));
		}
		if (!p.revents)
			continue;
		r = read(sock, buf + buf_len, sizeof(buf) - buf_len);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			fail("LCDd closed the connection%s", r < 0 ? " (read error)" : "");
		buf_len += r;
	}
}

static bool is_async(const char *l)
{
	static const char *const async[] = { "listen ", "ignore ", "key ", "menuevent " };
	size_t i;

	for (i = 0; i < ARRAY_SIZE(async); i++)
		if (!strncmp(l, async[i], strlen(async[i])))
			return true;
	return false;
}

/* The next line but asynchronous ones, by the deadline (ms). */
static char *reply(const char *what, long deadline)
{
	char *l;

	do {
		l = read_line(deadline);
		if (!l) {
			fprintf(stderr, "lcdclient: no answer to \"%s\" within %ld ms\n",
				what, timeout_ms);
			exit(3);
		}
	} while (is_async(l));
	return l;
}

/*
 * Sends CMD, then "noop": CMD's replies are the lines before noop's
 * "noop complete" (LCDd answers screen_set and client_set once per
 * option, and nothing to an empty line). Returns whether none was "huh?".
 */
static bool command(const char *cmd)
{
	long deadline = now_ms() + timeout_ms;
	const char *w = cmd + strspn(cmd, " \t");
	int noops = 1 + (!strncmp(w, "noop", 4) && (!w[4] || w[4] == ' ' || w[4] == '\t'));
	bool ok = true;

	send_line(cmd);
	send_line("noop");
	while (noops) {
		char *l = reply(cmd, deadline);

		if (!strcmp(l, "noop complete")) {
			if (--noops)
				printf("%s\n", l);
		} else if (!strncmp(l, "huh?", 4)) {
			fprintf(stderr, "lcdclient: %s: %s\n", cmd, l);
			ok = false;
		} else if (strcmp(l, "success")) {
			printf("%s\n", l);
		}
	}
	return ok;
}

/* -k: until killed, or until standard input (if watchable) ends. */
static void hold(void)
{
	struct stat st;
	bool watch = !fstat(0, &st) &&
		(S_ISFIFO(st.st_mode) || S_ISSOCK(st.st_mode) || isatty(0));
	char junk[512];

	for (;;) {
		struct pollfd p[2] = {
			{ .fd = sock, .events = POLLIN },
			{ .fd = watch ? 0 : -1, .events = POLLIN },
		};

		if (poll(p, 2, -1) < 0) {
			if (errno == EINTR)
				continue;
			fail("poll: %s", strerror(errno));
		}
		if (p[0].revents) {
			ssize_t r = read(sock, junk, sizeof(junk));

			if (r == 0 || (r < 0 && errno != EINTR))
				fail("%s", "LCDd closed the connection");
		}
		if (p[1].revents) {
			ssize_t r = read(0, junk, sizeof(junk));

			if (r == 0 || (r < 0 && errno != EINTR))
				return;
		}
	}
}

static void print_usage(void)
{
	fprintf(stderr, "usage: lcdclient [-a ADDR] [-p PORT] [-t TIMEOUT_S] [-k] CMD...\n");
	exit(2);
}

int main(int argc, char **argv)
{
	const char *addr = "127.0.0.1";
	int port = 13666, opt, i;
	bool keep = false;
	char *end, *l;

	signal(SIGPIPE, SIG_IGN);
	while ((opt = getopt(argc, argv, "+a:p:t:k")) != -1) {
		switch (opt) {
		case 'a':
			addr = optarg;
			break;
		case 'p':
			port = strtol(optarg, &end, 10);
			if (*end || port <= 0 || port > 65535)
				print_usage();
			break;
		case 't':
			timeout_ms = strtod(optarg, &end) * 1000;
			if (*end || timeout_ms <= 0)
				print_usage();
			break;
		case 'k':
			keep = true;
			break;
		default:
			print_usage();
		}
	}
	setvbuf(stdout, NULL, _IOLBF, 0);
	connect_retry(addr, port);

	send_line("hello");
	l = reply("hello", now_ms() + timeout_ms);
	if (strncmp(l, "connect", 7)) {
		fprintf(stderr, "lcdclient: hello: %s\n", l);
		return 1;
	}
	printf("%s\n", l);

	for (i = optind; i < argc; i++)
		if (!command(argv[i]))
			return 1;
	if (keep) {
		printf("hold\n");
		hold();
	}
	close(sock);
	return 0;
}
