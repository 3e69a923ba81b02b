// SPDX-License-Identifier: GPL-2.0
/*
 * tsc-khz: the TSC rate of this machine in kHz, measured against
 * CLOCK_MONOTONIC_RAW over 200 ms. Under TCG a guest's TSC runs at the
 * host's: scripts/qemu-run.sh passes it as the guest's tsc_early_khz.
 */
#include <stdio.h>
#include <time.h>
#include <x86intrin.h>

static long long ns(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC_RAW, &t);
	return t.tv_sec * 1000000000LL + t.tv_nsec;
}

int main(void)
{
	long long t0 = ns(), t1;
	unsigned long long c0 = __rdtsc(), c1;

	do
		t1 = ns();
	while (t1 - t0 < 200000000LL);
	c1 = __rdtsc();
	printf("%llu\n", (c1 - c0) * 1000000ULL / (unsigned long long)(t1 - t0));
	return 0;
}
