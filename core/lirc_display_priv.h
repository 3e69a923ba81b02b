/* SPDX-License-Identifier: GPL-2.0 */
/*
 * lirc_core display class internals: the pure rules of write() and sysfs,
 * shared by lirc_display.c and its KUnit tests. Drivers include
 * lirc_display.h only.
 */
#ifndef _LIRC_DISPLAY_PRIV_H
#define _LIRC_DISPLAY_PRIV_H

#include "lirc_display.h"

int lirc_display_pad(const u8 *src, size_t len, size_t cells, u8 *frame);
int lirc_display_parse_message(const char *buf, size_t len,
			       unsigned int columns, unsigned int rows,
			       u8 *frame);
int lirc_display_check_time(const struct lirc_display_time *t);

int lirc_display_init(void);
void lirc_display_exit(void);

#endif /* _LIRC_DISPLAY_PRIV_H */
