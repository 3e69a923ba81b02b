// SPDX-License-Identifier: GPL-2.0
/*
 * usbfuzz: runs descriptor-fuzzing cases on one dummy_udc port.
 *
 *   usbfuzz UDC FIRST STRIDE COUNT IDS PATTERN [SECONDS]
 *
 * Case k (0 <= k < COUNT) has the seed FIRST + k * STRIDE; with SECONDS
 * (not 0), no case starts after that many seconds (make fuzz's
 * FUZZ_MINUTES). The seed picks
 * one id of the file IDS (lines "VID:PID DRIVER", every id in our drivers'
 * tables), plugs "usbemu fuzz VID:PID SEED UDC" (its descriptors, replies
 * and traffic come from the seed) and, from the same seed, when to unplug
 * it: during enumeration, or after the device settled and a random while of
 * traffic, with or without a file of the device held open across the
 * unplug. A case passes when it ends in one of:
 *   refused: the host refused the device (enumeration failed, or it stayed
 *     unconfigured), or no driver of ours bound to any of its interfaces;
 *   bound: a driver of ours bound, and every node it made works: the LIRC
 *     node opens and answers LIRC_GET_FEATURES and a read (data or EAGAIN),
 *     its input device answers EVIOCGNAME, a display node takes a write or
 *     refuses it with an errno, in bounded time;
 * and after the unplug the device, its nodes and their sysfs entries are
 * gone in bounded time, a file held open sees the hang-up, and the kernel
 * log since the case began has no line matching PATTERN (the run's
 * sanitizer pattern: an extended regular expression). Prints one RESULT
 * line per case (a failure names the seed: "usbemu fuzz VID:PID SEED"
 * replays the device), then "fuzzsum N R B F": cases, refused, bound,
 * failed.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <regex.h>
#include <signal.h>
#include <stdarg.h>
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
#include <linux/lirc.h>

#define ARRAY_SIZE(a)	(sizeof(a) / sizeof((a)[0]))
#define MAX_IDS		256
#define MAX_NODES	16
#define SETTLE_MS	300	/* for probes after the configuration shows */
#define ENUM_MS		6000	/* enumeration, refusals included */
#define GONE_MS		10000	/* for an unplugged device to go */

static struct { char id[10]; char drv[64]; } ids[MAX_IDS];
static unsigned int nids;
static char bus_dev[64];	/* "B-1" */
static char port_msg[96];	/* the hub's "unable to enumerate" for it */
static regex_t bad;
static bool stuck;	/* a device that never went: the port is useless */
static int kmsg = -1;
static char why[512];
static const char *how;	/* how a passing case ended */

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

static void set_why(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(why, sizeof(why), fmt, ap);
	va_end(ap);
}

/* The controller's own random source, seeded by the case. */
static uint64_t plan_state;

static uint32_t plan_rand(void)
{
	plan_state ^= plan_state >> 12;
	plan_state ^= plan_state << 25;
	plan_state ^= plan_state >> 27;
	return (plan_state * 0x2545f4914f6cdd1dULL) >> 32;
}

static bool exists(const char *fmt, ...)
{
	char path[256];
	struct stat st;
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(path, sizeof(path), fmt, ap);
	va_end(ap);
	return stat(path, &st) == 0;
}

/* The first line of a sysfs file, or "" when there is none. */
static void read_line(char *buf, size_t len, const char *fmt, ...)
{
	char path[256];
	va_list ap;
	FILE *f;

	va_start(ap, fmt);
	vsnprintf(path, sizeof(path), fmt, ap);
	va_end(ap);
	buf[0] = 0;
	f = fopen(path, "r");
	if (!f)
		return;
	if (!fgets(buf, len, f))
		buf[0] = 0;
	fclose(f);
	buf[strcspn(buf, "\n")] = 0;
}

/*
 * New kernel log lines: false (and why) when one matches the pattern;
 * *refused is set when the hub gave up on the port.
 */
static bool kmsg_clean(bool *refused)
{
	char rec[8192];
	bool clean = true;
	ssize_t n;

	for (;;) {
		char *msg;

		n = read(kmsg, rec, sizeof(rec) - 1);
		if (n < 0 && errno == EPIPE)
			continue;	/* overwritten: the next record */
		if (n <= 0)
			break;
		rec[n] = 0;
		msg = strchr(rec, ';');
		msg = msg ? msg + 1 : rec;
		msg[strcspn(msg, "\n")] = 0;
		if (refused && strstr(msg, port_msg))
			*refused = true;
		if (clean && !regexec(&bad, msg, 0, NULL, 0)) {
			set_why("kernel log: %.400s", msg);
			clean = false;
		}
	}
	return clean;
}

struct node {
	char path[256];
	bool lirc, display;
};

/* The nodes under the device's interfaces bound to a driver of ours. */
static unsigned int bound_nodes(struct node *nodes, unsigned int *nbound)
{
	static const char *const classes[] = { "lirc_core", "lirc_display" };
	char path[1024], link[256];
	unsigned int n = 0, c;
	struct dirent *de;
	DIR *d;

	*nbound = 0;
	snprintf(path, sizeof(path), "/sys/bus/usb/devices/%s", bus_dev);
	d = opendir(path);
	if (!d)
		return 0;
	while ((de = readdir(d))) {
		ssize_t l;

		if (strncmp(de->d_name, bus_dev, strlen(bus_dev)) ||
		    de->d_name[strlen(bus_dev)] != ':')
			continue;
		snprintf(path, sizeof(path), "/sys/bus/usb/devices/%s/%s/driver",
			 bus_dev, de->d_name);
		l = readlink(path, link, sizeof(link) - 1);
		if (l < 0)
			continue;
		link[l] = 0;
		if (strncmp(strrchr(link, '/') + 1, "lirc_", 5))
			continue;
		(*nbound)++;
		for (c = 0; c < 2; c++) {
			struct dirent *ce;
			DIR *cd;

			snprintf(path, sizeof(path), "/sys/bus/usb/devices/%s/%s/%s",
				 bus_dev, de->d_name, classes[c]);
			cd = opendir(path);
			if (!cd)
				continue;
			while ((ce = readdir(cd)) && n < MAX_NODES) {
				if (ce->d_name[0] == '.')
					continue;
				snprintf(nodes[n].path, sizeof(nodes[n].path), "%s",
					 ce->d_name);
				nodes[n].lirc = c == 0;
				nodes[n++].display = c == 1;
			}
			closedir(cd);
		}
	}
	closedir(d);
	return n;
}

/*
 * The class device of a node is still there, and still of this port's
 * device (its name may already be another port's device's).
 */
static bool still_ours(const struct node *nd)
{
	char path[400], link[400];
	ssize_t l;

	snprintf(path, sizeof(path), "/sys/class/%s/%.250s/device",
		 nd->lirc ? "lirc_core" : "lirc_display", nd->path);
	l = readlink(path, link, sizeof(link) - 1);
	if (l < 0)
		return false;
	link[l] = 0;
	return strstr(link, bus_dev) && strstr(link, bus_dev)[strlen(bus_dev)] == ':';
}

static void on_alarm(int sig)
{
	(void)sig;	/* interrupts a call that hangs */
}

/* One node works; *held gets a LIRC file to keep across the unplug. */
static bool node_works(const struct node *nd, bool hold, int *held)
{
	char dev[300], buf[480];	/* whole records of every mode */
	uint32_t feat;
	int f, ret;

	snprintf(dev, sizeof(dev), "/dev/%.250s", nd->path);
	alarm(5);
	if (nd->display) {
		f = open(dev, O_WRONLY | O_NONBLOCK);
		if (f < 0) {
			set_why("%s: open: %s", dev, strerror(errno));
			alarm(0);
			return false;
		}
		ret = write(f, "fuzz\n", 5);
		if (ret < 0 && errno == EINTR) {
			set_why("%s: write hangs", dev);
			close(f);
			return false;
		}
		close(f);
		alarm(0);
		return true;
	}
	f = open(dev, O_RDWR | O_NONBLOCK);
	if (f < 0)
		f = open(dev, O_RDONLY | O_NONBLOCK);
	if (f < 0) {
		set_why("%s: open: %s", dev, strerror(errno));
		alarm(0);
		return false;
	}
	if (ioctl(f, LIRC_GET_FEATURES, &feat) < 0) {
		set_why("%s: LIRC_GET_FEATURES: %s", dev, strerror(errno));
		goto bad;
	}
	ret = read(f, buf, sizeof(buf));
	if (ret < 0 && errno != EAGAIN) {
		set_why("%s: read: %s", dev, strerror(errno));
		goto bad;
	}
	alarm(0);
	/* Its input device. */
	{
		char p[600];
		struct dirent *de;
		DIR *d;

		snprintf(p, sizeof(p), "/sys/class/lirc_core/%.250s", nd->path);
		d = opendir(p);
		while (d && (de = readdir(d))) {
			char ev[300], name[64];
			struct dirent *ie;
			DIR *id;
			int e;

			if (strncmp(de->d_name, "input", 5))
				continue;
			snprintf(p, sizeof(p), "/sys/class/lirc_core/%.250s/%.250s", nd->path,
				 de->d_name);
			id = opendir(p);
			while (id && (ie = readdir(id))) {
				if (strncmp(ie->d_name, "event", 5))
					continue;
				snprintf(ev, sizeof(ev), "/dev/input/%s", ie->d_name);
				e = open(ev, O_RDONLY | O_NONBLOCK);
				if (e < 0 || ioctl(e, EVIOCGNAME(sizeof(name)), name) < 0) {
					set_why("%s: %s", ev, strerror(errno));
					if (e >= 0)
						close(e);
					closedir(id);
					closedir(d);
					close(f);
					return false;
				}
				close(e);
			}
			if (id)
				closedir(id);
		}
		if (d)
			closedir(d);
	}
	if (hold && *held < 0)
		*held = f;
	else
		close(f);
	return true;
bad:
	alarm(0);
	close(f);
	return false;
}

/* After the unplug: a held file sees the hang-up, then it is closed. */
static bool hangup_seen(int f)
{
	struct pollfd p = { .fd = f, .events = POLLIN };
	char buf[256];
	long long end = now_ms() + 5000;
	int ret;

	for (;;) {
		ret = poll(&p, 1, 100);
		if (ret > 0 && (p.revents & (POLLHUP | POLLERR)))
			break;
		if (ret > 0 && (p.revents & POLLIN)) {
			alarm(5);
			ret = read(f, buf, sizeof(buf));
			alarm(0);
			if (ret < 0 && errno == ENODEV)
				break;
			if (ret < 0 && errno == EINTR) {
				set_why("a held file: read hangs after the unplug");
				return false;
			}
		}
		if (now_ms() > end) {
			set_why("a held file: no hang-up 5 s after the unplug");
			return false;
		}
	}
	alarm(5);
	ret = read(f, buf, sizeof(buf));
	alarm(0);
	close(f);
	if (ret > 0 || (ret < 0 && errno != ENODEV && errno != EAGAIN)) {
		set_why("a held file: read after the hang-up: %d (%s)", ret,
			ret < 0 ? strerror(errno) : "data");
		return false;
	}
	return true;
}

enum outcome { FAILED, REFUSED, BOUND };

/* How the cases ended, and how long they took. */
static struct { const char *how; unsigned int n; long long ms; } hows[16];
static unsigned int nhows;

static void tally(const char *h, long long ms)
{
	unsigned int i;

	for (i = 0; i < nhows && strcmp(hows[i].how, h); i++)
		;
	if (i == ARRAY_SIZE(hows))
		return;
	if (i == nhows) {
		hows[i].how = h;
		nhows++;
	}
	hows[i].n++;
	hows[i].ms += ms;
}

static enum outcome run_case(unsigned long long seed, const char *udc,
			     unsigned int *idx)
{
	struct node nodes[MAX_NODES];
	unsigned int nnodes = 0, nbound = 0, i, early_ms, traffic_ms;
	bool early, hold, configured = false, refused = false, ok = true;
	char cfg[16], seedstr[24];
	long long t0, seen = 0;
	int held = -1, st;
	pid_t pid;

	plan_state = seed * 0x9e3779b97f4a7c15ULL + 7;
	*idx = seed % nids;	/* consecutive seeds: every id in turn */
	early = plan_rand() % 4 == 0;
	early_ms = plan_rand() % 800;
	traffic_ms = plan_rand() % 300;
	hold = plan_rand() % 3 == 0;
	why[0] = 0;
	how = NULL;

	for (t0 = now_ms(); exists("/sys/bus/usb/devices/%s", bus_dev); sleep_ms(10))
		if (now_ms() - t0 > GONE_MS) {
			set_why("the previous device is still there");
			stuck = true;
			return FAILED;
		}
	/* A report since the last case's end: late, or another port's. */
	if (!kmsg_clean(NULL)) {
		snprintf(why + strlen(why), sizeof(why) - strlen(why),
			 " (logged before this case began: the previous case here, or another port's)");
		return FAILED;
	}

	snprintf(seedstr, sizeof(seedstr), "%llu", seed);
	pid = fork();
	if (pid == 0) {
		int null = open("/dev/null", O_WRONLY);

		dup2(null, 1);
		execlp("usbemu", "usbemu", "fuzz", ids[*idx].id, seedstr, udc, NULL);
		_exit(127);
	}
	t0 = now_ms();
	/* Enumeration: configured, refused by the host, or unplugged early. */
	while (!configured && !refused) {
		if (early && now_ms() - t0 >= early_ms)
			goto unplug;
		if (now_ms() - t0 > ENUM_MS) {
			refused = true;	/* never configured: a refusal */
			how = "in a clean refusal (not configured in time)";
			break;
		}
		if (!kmsg_clean(&refused))
			ok = false;
		if (exists("/sys/bus/usb/devices/%s", bus_dev)) {
			read_line(cfg, sizeof(cfg), "/sys/bus/usb/devices/%s/bConfigurationValue",
				  bus_dev);
			if (cfg[0]) {
				configured = true;
			} else if (!seen) {
				seen = now_ms();
			} else if (now_ms() - seen > 1500) {
				refused = true;	/* left unconfigured */
				how = "in a clean refusal (left unconfigured)";
			}
		}
		if (!configured && !refused)
			sleep_ms(25);
	}
	if (configured) {
		long long s = now_ms();

		/* Probes run right after the configuration shows. */
		do {
			sleep_ms(20);
			nnodes = bound_nodes(nodes, &nbound);
		} while (!nbound && now_ms() - s < SETTLE_MS &&
			 !(early && now_ms() - t0 >= early_ms));
		for (i = 0; i < nnodes && ok; i++)
			ok = node_works(&nodes[i], hold, &held);
	}
	if (!early)
		sleep_ms(traffic_ms);
	else
		while (now_ms() - t0 < early_ms)
			sleep_ms(10);
unplug:
	if (!nbound)	/* what an early unplug met */
		nnodes = bound_nodes(nodes, &nbound);
	/* The emulator must still be there: one that died is no refusal. */
	if (waitpid(pid, &st, WNOHANG) == pid) {
		set_why("usbemu ended by itself (status %#x)", st);
		ok = false;
	} else {
		kill(pid, SIGKILL);
		waitpid(pid, &st, 0);
	}
	for (t0 = now_ms(); ok && exists("/sys/bus/usb/devices/%s", bus_dev); sleep_ms(10))
		if (now_ms() - t0 > GONE_MS) {
			set_why("the device is still there %d s after the unplug",
				GONE_MS / 1000);
			ok = false;
		}
	for (i = 0; i < nnodes && ok; i++) {
		for (t0 = now_ms(); still_ours(&nodes[i]); sleep_ms(10))
			if (now_ms() - t0 > 5000) {
				set_why("%s is still there 5 s after the unplug", nodes[i].path);
				ok = false;
				break;
			}
	}
	if (held >= 0) {
		if (ok)
			ok = hangup_seen(held);
		else
			close(held);
	}
	if (!kmsg_clean(NULL))
		ok = false;
	if (!ok)
		return FAILED;
	if (!how)
		how = nbound ? early ? "bound, unplugged early" : "bound and working" :
		      early ? "in a clean refusal (unplugged early)" :
		      configured ? "in a clean refusal (no driver took it)" :
		      "in a clean refusal (enumeration failed)";
	return nbound ? BOUND : REFUSED;
}

int main(int argc, char **argv)
{
	unsigned long long first, stride, count, k, ran = 0;
	long long until_ms = 0, start_ms;
	unsigned long n[3] = { 0 };
	struct sigaction sa = { .sa_handler = on_alarm };
	char line[128], path[128];
	struct dirent *de;
	DIR *d;
	FILE *f;

	if (argc != 7 && argc != 8) {
		fprintf(stderr, "usage: usbfuzz UDC FIRST STRIDE COUNT IDS PATTERN [SECONDS]\n");
		return 2;
	}
	if (argc == 8)
		until_ms = strtoll(argv[7], NULL, 0) * 1000;
	first = strtoull(argv[2], NULL, 0);
	stride = strtoull(argv[3], NULL, 0);
	count = strtoull(argv[4], NULL, 0);
	f = fopen(argv[5], "r");
	while (f && nids < MAX_IDS && fgets(line, sizeof(line), f))
		if (sscanf(line, "%9s %63s", ids[nids].id, ids[nids].drv) == 2)
			nids++;
	if (f)
		fclose(f);
	if (!nids || regcomp(&bad, argv[6], REG_EXTENDED | REG_NOSUB)) {
		fprintf(stderr, "usbfuzz: no ids in %s, or a bad pattern\n", argv[5]);
		return 2;
	}
	/* The root hub of dummy_hcd.UDC is usbB. */
	snprintf(path, sizeof(path), "/sys/devices/platform/dummy_hcd.%s", argv[1]);
	d = opendir(path);
	while (d && (de = readdir(d)))
		if (!strncmp(de->d_name, "usb", 3) && de->d_name[3] >= '1' &&
		    de->d_name[3] <= '9') {
			snprintf(bus_dev, sizeof(bus_dev), "%s-1", de->d_name + 3);
			snprintf(port_msg, sizeof(port_msg), "usb%s-port1: unable to enumerate",
				 de->d_name + 3);
		}
	if (d)
		closedir(d);
	if (!bus_dev[0]) {
		fprintf(stderr, "usbfuzz: no root hub under %s\n", path);
		return 2;
	}
	sigaction(SIGALRM, &sa, NULL);	/* no SA_RESTART: it interrupts */
	kmsg = open("/dev/kmsg", O_RDONLY | O_NONBLOCK);
	if (kmsg < 0 || lseek(kmsg, 0, SEEK_END) < 0) {
		perror("usbfuzz: /dev/kmsg");
		return 2;
	}
	start_ms = now_ms();
	for (k = 0; k < count && (!until_ms || now_ms() - start_ms < until_ms); k++) {
		unsigned long long seed = first + k * stride;
		unsigned int idx;
		long long t0 = now_ms();
		enum outcome o = run_case(seed, argv[1], &idx);

		ran++;
		n[o]++;
		if (o == FAILED)
			printf("RESULT FAIL fuzz: case %llu (%s, %s): %s; %s %s %llu %s\n",
			       seed, ids[idx].id, ids[idx].drv, why,
			       "replay (LIRC_FUZZ_REPLAY): usbemu fuzz",
			       ids[idx].id, seed, argv[1]);
		else
			printf("RESULT PASS fuzz: case %llu (%s, %s) ends %s\n", seed,
			       ids[idx].id, ids[idx].drv, how);
		tally(o == FAILED ? "failed" : how, now_ms() - t0);
		if (stuck) {
			printf("RESULT FAIL fuzz: port %s stops after case %llu: a device stays\n",
			       argv[1], seed);
			break;
		}
		fflush(stdout);
	}
	for (k = 0; k < nhows; k++)
		printf("INFO fuzz: port %s: %4u cases %s, %lld ms each\n", argv[1], hows[k].n,
		       hows[k].how, hows[k].ms / hows[k].n);
	printf("fuzzsum %llu %lu %lu %lu\n", ran, n[REFUSED], n[BOUND], n[FAILED]);
	return 0;
}
