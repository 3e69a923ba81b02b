#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# The table of make bench: bench-report.sh KERNEL=FILE...
# Each FILE has "BENCH <ours|mainline> <figure> <value>" lines, one per
# round; a figure is the median of its rounds. For each kernel the table
# has ours, mainline and ours/mainline. Latencies, costs and bytes: lower
# is better; *_sps (samples per second): higher is better.
set -uo pipefail
[ $# -gt 0 ] || { echo "usage: bench-report.sh KERNEL=FILE..." >&2; exit 2; }
for arg in "$@"; do
	k=${arg%%=*} f=${arg#*=}
	tr -d '\r' < "$f" | grep -aE '^BENCH (ours|mainline) ' | sed "s/^BENCH /$k /"
done | awk '
function median(key,    n, i, j, t, a) {
	n = cnt[key]
	if (!n)
		return ""
	for (i = 1; i <= n; i++)
		a[i] = val[key, i]
	for (i = 2; i <= n; i++)
		for (j = i; j > 1 && a[j - 1] > a[j]; j--) {
			t = a[j]; a[j] = a[j - 1]; a[j - 1] = t
		}
	return (n % 2) ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
}
{
	k = $1; s = $2; f = $3
	if (!(k in seenk)) { seenk[k] = 1; kern[++nk] = k }
	if (!(f in seenf)) { seenf[f] = 1; fig[++nf] = f }
	key = k SUBSEP s SUBSEP f
	val[key, ++cnt[key]] = $4 + 0
}
END {
	printf "%-34s", "figure"
	for (i = 1; i <= nk; i++)
		printf " | %-33s", kern[i] ": ours / mainline / ratio"
	printf "\n"
	for (j = 1; j <= nf; j++) {
		printf "%-34s", fig[j]
		for (i = 1; i <= nk; i++) {
			o = median(kern[i] SUBSEP "ours" SUBSEP fig[j])
			m = median(kern[i] SUBSEP "mainline" SUBSEP fig[j])
			r = (o != "" && m != "" && m != 0) ? sprintf("%.2f", o / m) : "-"
			printf " | %11s %11s %7s  ", (o == "" ? "-" : o), (m == "" ? "-" : m), r
		}
		printf "\n"
	}
	# Every decoder enabled against NEC alone, per sample (issue 29: at
	# most 2x), for each kernel.
	for (i = 1; i <= nk; i++) {
		a = median(kern[i] SUBSEP "ours" SUBSEP "kunit_rx_all_per_call_ns_per_sample")
		b = median(kern[i] SUBSEP "ours" SUBSEP "kunit_rx_nec_per_call_ns_per_sample")
		if (a != "" && b != "" && b != 0)
			printf "%s: every decoder / NEC alone, per sample: %.2f (target <= 2)\n", kern[i], a / b
	}
}'
