# SPDX-License-Identifier: GPL-2.0
# What counts as a kernel report in a guest log; sourced, never run.
# The integration run fails on any line matching SANITIZER_PATTERN; the
# gates boot (qemu-run.sh gates) proves that each detector's report is
# matched by this very pattern, so the two cannot drift apart.
SANITIZER_PATTERN='BUG:|WARNING:|KASAN|UBSAN|unreferenced object|lockdep|locking dependency|lock state|possible deadlock|Oops|general protection|Kernel panic|INFO: task|Call Trace'

# The gates: NAME and the signature of its detector's report. A gate is
# caught when, between its marker ("GATE fire NAME") and the next marker,
# a line matches both SANITIZER_PATTERN and the signature.
SANITIZER_GATES=(
	'lockorder|WARNING: possible circular locking dependency detected'
	'warn|WARNING: CPU: [0-9]+ PID: [0-9]+ at .*lirc_gates\.c'
	'ubsan_bounds|UBSAN: array-index-out-of-bounds in .*lirc_gates\.c'
	'ubsan_shift|UBSAN: shift-out-of-bounds in .*lirc_gates\.c'
	'kmemleak|unreferenced object 0x[0-9a-f]+ \(size [0-9]+\)'
	'kasan|BUG: KASAN: slab-out-of-bounds in gates_kasan'
)
