// SPDX-License-Identifier: GPL-2.0
/*
 * usbclaim: hold one interface of a USB device through usbfs, as another
 * driver would.
 *
 *   usbclaim USBDEV INTF STOPFILE [EP N]
 *
 * USBDEV is the device's sysfs directory (/sys/bus/usb/devices/1-1).
 * Claims interface INTF with USBDEVFS_CLAIMINTERFACE, prints "CLAIMED",
 * then holds it until STOPFILE exists (at most 120 s), releases it and
 * exits 0. Exits 1 when the claim fails (the interface is bound already).
 * With EP and N, it first reads N packets of up to 8 bytes from IN
 * endpoint EP (2 s each at most) and prints each as "IN HEX...".
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include <linux/usbdevice_fs.h>

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

int main(int argc, char **argv)
{
	unsigned int intf;
	char node[64];
	int fd, i;

	if (argc != 4 && argc != 6) {
		fprintf(stderr, "usage: usbclaim USBDEV INTF STOPFILE [EP N]\n");
		return 2;
	}
	intf = strtoul(argv[2], NULL, 0);
	snprintf(node, sizeof(node), "/dev/bus/usb/%03d/%03d",
		 read_int(argv[1], "busnum"), read_int(argv[1], "devnum"));
	fd = open(node, O_RDWR);
	if (fd < 0) {
		fprintf(stderr, "usbclaim: open %s: %s\n", node, strerror(errno));
		return 1;
	}
	if (ioctl(fd, USBDEVFS_CLAIMINTERFACE, &intf) < 0) {
		fprintf(stderr, "usbclaim: claim interface %u of %s: %s\n",
			intf, node, strerror(errno));
		return 1;
	}
	printf("CLAIMED\n");
	fflush(stdout);
	if (argc == 6) {
		unsigned char buf[8];	/* wMaxPacketSize of the iMON models */
		int n = atoi(argv[5]), got, j;
		struct usbdevfs_bulktransfer bt = {
			.ep = strtoul(argv[4], NULL, 0),
			.len = sizeof(buf),
			.timeout = 2000,
			.data = buf,
		};

		for (i = 0; i < n; i++) {
			got = ioctl(fd, USBDEVFS_BULK, &bt);
			if (got < 0) {
				printf("IN error %s\n", strerror(errno));
				break;
			}
			printf("IN");
			for (j = 0; j < got; j++)
				printf(" %02x", buf[j]);
			printf("\n");
		}
		fflush(stdout);
	}
	for (i = 0; i < 2400 && access(argv[3], F_OK); i++)
		usleep(50000);
	if (ioctl(fd, USBDEVFS_RELEASEINTERFACE, &intf) < 0)
		fprintf(stderr, "usbclaim: release: %s\n", strerror(errno));
	close(fd);
	return 0;
}
