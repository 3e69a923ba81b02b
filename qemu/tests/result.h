/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The result lines of the guest test programs: "RESULT PASS <name>" or
 * "RESULT FAIL <name>: <why>", which the host counts. Included by one
 * program each (static definitions).
 */
#ifndef LIRC_TEST_RESULT_H
#define LIRC_TEST_RESULT_H

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>

/* How many checks failed so far. */
static int failures;

/* One check's line; @fmt and what follows say why it failed. */
static void result(bool ok, const char *name, const char *fmt, ...)
{
	va_list ap;

	if (ok) {
		printf("RESULT PASS %s\n", name);
	} else {
		failures++;
		printf("RESULT FAIL %s: ", name);
		va_start(ap, fmt);
		vprintf(fmt, ap);
		va_end(ap);
		printf("\n");
	}
	fflush(stdout);
}

#endif /* LIRC_TEST_RESULT_H */
