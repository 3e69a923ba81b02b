# SPDX-License-Identifier: GPL-2.0
# make bench's smoke run: the loopback figures of qemu/bench.sh on a few
# frames, ours and mainline's rc-loopback as 40-coexist.sh left them loaded
# (nothing of mainline is unloaded here, see there). scripts/check.sh
# prints their table; what holds whatever the timings is checked: every
# frame arrives as sent, on both stacks, and a write of 1023 values, the
# longest the ABI allows, reaches our MODE2 reader whole, timeout included,
# where a reader queue holds 512 samples (the loopback paces itself).
# Sourced by /init, after 40-coexist.sh.
OL=$(ours_loopback)
MRC=$(main_loopback_rc)
ML=$(lirc_under /sys/class/rc/$MRC)
check "bench smoke: both loopbacks decode NEC only" sh -c \
	"echo nec > /sys/class/lirc_core/$OL/protocols && echo nec > /sys/class/rc/$MRC/protocols"
run_lircbench() {
	lircbench "$@"
	rc=$?
	[ $rc -le 1 ] || fail "bench smoke: lircbench $* ran to the end" "exit status $rc"
}
run_lircbench readers "/dev/$OL" 8 ours
run_lircbench readers "/dev/$ML" 8 mainline
run_lircbench lat "/dev/$OL" "$(evdev_of "$OL")" 20 ours
run_lircbench lat "/dev/$ML" "$(event_under /sys/class/rc/$MRC)" 20 mainline
run_lircbench rate "/dev/$OL" 0.2 ours > /tmp/bench-rate.txt
cat /tmp/bench-rate.txt
# Mainline's 1023-value writes flood the log ("IR event FIFO is full!").
run_lircbench rate "/dev/$ML" 0.2 mainline 509
check "bench smoke: a 1023-value write reaches our reader whole" \
	grep -qx 'BENCH ours lost_1023 0' /tmp/bench-rate.txt
check "bench smoke: ... with the timeout of each write" \
	grep -qx 'BENCH ours ends_lost_1023 0' /tmp/bench-rate.txt
check "bench smoke: ... and nothing not as sent" \
	grep -qx 'INFO ours rate 1023: [0-9]* frames, 0 values not as sent' /tmp/bench-rate.txt
# Spaces as long as the timeout end the signal: more records than values.
run_lircbench whole "/dev/$OL" 1000 ours
