# SPDX-License-Identifier: GPL-2.0
# awk -f mend-results.awk LOG: the guest log without carriage returns, each
# result line whole. The kernel's console may print messages in the middle
# of a line of ours: "RES<message>", more messages, then "ULT PASS ..." on
# a line of its own. A split anywhere inside "RESULT PASS " or
# "RESULT FAIL " is mended: the head is put back on the rest, up to 50
# lines later, so that no check goes uncounted (a FAIL least of all).
# scripts/static-check.sh tests it on splits at every position.
BEGIN { head[1] = "RESULT PASS "; head[2] = "RESULT FAIL "; n = 12 }
{
	sub(/\r$/, "")
	line = $0
	if (line !~ /^RESULT (PASS|FAIL) /) {
		if (pend != "" && NR - pend_nr <= 50) {
			k = length(pend)
			for (h = 1; h <= 2; h++)
				if (substr(head[h], 1, k) == pend &&
				    substr(line, 1, n - k) == substr(head[h], k + 1)) {
					line = head[h] substr(line, n - k + 1)
					pend = ""
					break
				}
		}
		# A line that starts with a part of a head only: the longest
		# part of either head. One or two letters ("R", "RE") do not
		# replace a longer part that waits for its rest.
		if (line !~ /^RESULT (PASS|FAIL) /) {
			best = 0
			for (k = n - 1; k >= 1 && !best; k--)
				for (h = 1; h <= 2; h++)
					if (substr(line, 1, k) == substr(head[h], 1, k)) {
						best = k
						break
					}
			if (best >= 3 || (best && (pend == "" || NR - pend_nr > 50))) {
				pend = substr(line, 1, best)
				pend_nr = NR
			}
		}
	}
	print line
}
