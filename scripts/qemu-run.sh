#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Build everything the guests need and boot them.
#   qemu-run.sh check   every guest suite, shared between LIRC_GUESTS guests
#                       (default 2) that run at the same time, by the costs
#                       of qemu/suite-costs; prints
#                       "integration: N passed, N failed" as its last line
#   qemu-run.sh fuzz    only the descriptor fuzzing, in every guest (make fuzz)
#   qemu-run.sh soak    only the soak, in one guest (make soak)
#   qemu-run.sh demo    run the demo and show its output
#   qemu-run.sh bench   run qemu/bench.sh and print its figures
#   qemu-run.sh gates   fire each deliberate bug of lirc_gates.ko and check
#                       that the detector's report is in the log, matched by
#                       the same pattern that fails the check run; prints
#                       "gates: N passed, N failed" as its last line
# Each guest has one vCPU, its own initramfs, log, time limit and sanitizer
# scan; a failure names its guest and suite. The wall time of every suite
# goes to $GUEST_BUILD/suite-times-MODE.txt ("GUEST SUITE SECONDS PLANNED").
# LIRC_QEMU_ACCEL=kvm chooses KVM where it works (default: tcg).
# LIRC_QEMU_TIMEOUT bounds each guest in seconds (default: twice what its
# suites cost by qemu/suite-costs, plus 10 minutes).
# The descriptor fuzzing (check and fuzz): LIRC_FUZZ_CASES cases (check:
# 120) or LIRC_FUZZ_SECONDS of them per guest, from the first seed
# LIRC_FUZZ_SEED (default: derived from the commit; fuzz: random), plus
# every seed of qemu/fuzz-seeds; LIRC_FUZZ_REPLAY=SEED runs that case alone.
set -uo pipefail
. "$(dirname "$0")/env.sh"
. "$(dirname "$0")/sanitizer.sh"
mode=${1:-check}
accel=${LIRC_QEMU_ACCEL:-tcg}
# Interrupted: the guests go too (QEMU stays in our process group:
# timeout --foreground).
trap 'trap - INT TERM; kill 0; exit 130' INT TERM
ports=${LIRC_FUZZ_PORTS:-8}

case $mode in
check | fuzz) nguests=${LIRC_GUESTS:-2} ;;
soak | demo | bench | gates) nguests=1 ;;
*) echo "qemu-run: unknown mode $mode" >&2; exit 2 ;;
esac

bash "$REPO/scripts/prepare-tree.sh" || exit 1
bash "$REPO/scripts/build-qemu-kernel.sh" || exit 1
bash "$REPO/scripts/build-modules.sh" || exit 1

# Each mode stages its own modules: the gates boot may start while the
# check guests' initramfs images are being made.
mods=$GUEST_BUILD/modules-$mode
rm -rf "$mods"
mkdir -p "$mods/mainline"
find "$MOD_BUILD" -name '*.ko' -exec cp {} "$mods/" \;
# Mainline's rc-core and drivers, for 40-coexist.sh and the bench.
for m in drivers/media/rc/rc-core.ko drivers/media/rc/streamzap.ko \
	 drivers/media/rc/keymaps/rc-streamzap.ko drivers/media/rc/ir-rc5-decoder.ko \
	 drivers/media/rc/ir-nec-decoder.ko drivers/media/rc/rc-loopback.ko; do
	cp "$QEMU_BUILD/$m" "$mods/mainline/" || exit 1
done
# Every USB id in our drivers' tables, "VID:PID MODULE" a line, read off
# the modules themselves: the descriptor fuzzing's ids.
ids=$GUEST_BUILD/usb-ids-$mode
for m in $(sed -n 's/^obj-\$(CONFIG_LIRC_[A-Z0-9_]*) += \(lirc_[a-z0-9_]*\)\.o$/\1/p' \
	   "$REPO/drivers/Kbuild"); do
	modinfo -F alias "$mods/$m.ko" |
		sed -n 's/^usb:v\([0-9A-F]\{4\}\)p\([0-9A-F]\{4\}\)d.*/\1:\2/p' |
		tr 'A-F' 'a-f' | sed "s/\$/ $m/"
done | sort -u > "$ids"

# The guest's clock is the TSC, which under TCG runs at the host's TSC
# rate. Without ACPI the guest has no HPET or PM timer, so at random the
# early calibration (against the PIT) fails or the clocksource watchdog
# (against jiffies) finds the TSC "unstable", and the kernel falls back to
# a 4 ms jiffies clock, which no timing-sensitive check or benchmark
# survives: tsc_early_khz (the host's rate, measured by tsc-khz.c) skips
# the calibration, tsc=reliable the watchdog.
tsc_khz=
if gcc -O2 -o "$GUEST_BUILD/tsc-khz" "$REPO/scripts/tsc-khz.c" 2>/dev/null; then
	tsc_khz=$("$GUEST_BUILD/tsc-khz")
fi
cpu=max
[ "$accel" = kvm ] && cpu=host

# boot INITRD LOG LIMIT: one guest, one vCPU; returns QEMU's exit status.
# LOG.ts has every line with the host's time of arrival (where a suite's
# time goes: the slowest checks of the table).
boot() {
	timeout --foreground "$3" qemu-system-x86_64 -accel "$accel" -cpu "$cpu" -M pc -smp 1 -m 768 \
		-nodefaults -no-user-config -nographic -serial stdio -monitor none \
		-no-reboot -bios qboot.rom \
		-device isa-debug-exit,iobase=0xf4,iosize=0x04 \
		-kernel "$QEMU_BUILD/arch/x86/boot/bzImage" -initrd "$1" \
		-append "console=ttyS0 quiet panic=-1 oops=panic dummy_hcd.num=$ports tsc=reliable${tsc_khz:+ tsc_early_khz=$tsc_khz}" \
		< /dev/null 2>&1 | tee "$2" | stamp > "$2.ts"
	return "${PIPESTATUS[0]}"
}
stamp() {
	perl -ne '$| = 1; print time, " ", $_'
}

# ---- one guest: demo, bench, gates ------------------------------------------
if [ "$mode" = demo ] || [ "$mode" = bench ] || [ "$mode" = gates ]; then
	initrd=$GUEST_BUILD/initramfs-$mode.cpio.gz
	LIRC_GUEST_SUITES= LIRC_USB_IDS=$ids \
		bash "$REPO/qemu/mkinitramfs.sh" "$initrd" "$mods" "$mode" || exit 1
	log=$GUEST_BUILD/guest-$mode.log
	echo "qemu: booting ($accel, log in $log)"
	start=$(date +%s)
	boot "$initrd" "$log" "${LIRC_QEMU_TIMEOUT:-3600}"
	qrc=$?
	echo "qemu: exit status $qrc after $(( $(date +%s) - start )) s"
	# Any sanitizer report or kernel warning fails the run, demo included.
	grep -aE "$SANITIZER_PATTERN" "$log" > "$GUEST_BUILD/sanitizer-$mode.txt"
	sanitizer=$?
fi

# The gates: each deliberate bug must be reported after its marker.
if [ "$mode" = gates ]; then
	passed=0 failed=0
	txt=$GUEST_BUILD/guest-gates.txt
	tr -d '\r' < "$log" > "$txt"
	gate_result() {		# gate_result PASS|FAIL NAME [WHY]
		echo "RESULT $1 $2${3:+: $3}"
		if [ "$1" = PASS ]; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
	}
	last=$(wc -l < "$txt")
	for gate in "${SANITIZER_GATES[@]}"; do
		name=${gate%%|*} sig=${gate#*|}
		start=$(grep -anxm1 "GATE fire $name" "$txt" | cut -d: -f1)
		if [ -z "$start" ]; then
			gate_result FAIL "gate $name is caught" "its marker is not in the log"
			continue
		fi
		# Up to the next marker, whichever gate it belongs to.
		end=$(tail -n +"$((start + 1))" "$txt" | grep -an '^GATE ' | head -n 1 | cut -d: -f1)
		end=$((start + ${end:-$((last - start + 1))}))
		hit=$(sed -n "$((start + 1)),$((end - 1))p" "$txt" |
			grep -aE "$SANITIZER_PATTERN" | grep -aE -m1 "$sig")
		if [ -n "$hit" ]; then
			gate_result PASS "gate $name is caught: $hit"
		else
			gate_result FAIL "gate $name is caught" "no line matching '$sig' after its marker"
		fi
	done
	verdict() {
		echo "RESULT FAIL $1"
		failed=$((failed + 1))
	}
	[ $qrc -eq 33 ] || verdict "gates: QEMU exited with $qrc, not 33 (timeout, panic or crash)"
	grep -aqx 'GATE done' "$txt" || verdict "gates: the guest fired every gate"
	grep -aqx 'GUEST DONE' "$txt" || verdict "gates: the guest ran to the end"
	first=$(grep -an -m1 '^GATE ' "$txt" | cut -d: -f1)
	if [ -n "$first" ] && head -n "$((first - 1))" "$txt" | grep -aqE "$SANITIZER_PATTERN"; then
		verdict "gates: no kernel report before the first gate"
		head -n "$((first - 1))" "$txt" | grep -aE "$SANITIZER_PATTERN" | head -n 20
	fi
	echo "gates: $passed passed, $failed failed"
	[ "$failed" -eq 0 ]
	exit
fi

if [ "$mode" = bench ]; then
	tr -d '\r' < "$log" | grep -aE '^(BENCH|INFO|RESULT)'
	if [ $sanitizer -eq 0 ]; then
		echo "bench: kernel reports in $log:"
		head -n 20 "$GUEST_BUILD/sanitizer-$mode.txt"
	fi
	grep -aq '^BENCH-DONE' "$log" || echo "bench: the guest did not finish (log: $log)"
	[ $qrc -eq 33 ]
	exit
fi

if [ "$mode" = demo ]; then
	sed -n '/^GUEST START/,/^GUEST DMESG BEGIN/p' "$log" | grep -v '^GUEST' | tr -d '\r'
	if [ $sanitizer -eq 0 ]; then
		echo "demo: kernel reports in $log:"
		head -n 20 "$GUEST_BUILD/sanitizer-$mode.txt"
		exit 1
	fi
	[ $qrc -eq 33 ]
	exit
fi

# ---- check, fuzz, soak: suites shared between guests ------------------------
costs=$REPO/qemu/suite-costs
fuzz_suite=39-usbfuzz.sh
case_ms=$(awk '$1 == "FUZZ_CASE_MS" { print $2 }' "$costs")
# LIRC_GUEST_TESTS: globs of the suites to run (default all), for quick
# iterations; read, so that the globs stay unexpanded.
read -ra sel <<< "${LIRC_GUEST_TESTS:-[0-9]*.sh}"
selected() {	# selected SUITE: one of the globs matches it
	local pat
	for pat in "${sel[@]}"; do
		# shellcheck disable=SC2254
		case $1 in $pat) return 0 ;; esac
	done
	return 1
}
setup_fail=()

# The units to run, "COST SUITE..." a line, cost order.
units=$GUEST_BUILD/units-$mode
: > "$units"
fuzz=0
case $mode in
check)
	# Every suite of qemu/tests must have its line in qemu/suite-costs.
	for t in "$REPO"/qemu/tests/[0-9]*.sh; do
		t=${t##*/}
		[ "$t" = $fuzz_suite ] && continue
		grep -qE "^[0-9]+( [^ ]+)* $t( |\$)" "$costs" ||
			setup_fail+=("qemu/suite-costs has a line for $t")
	done
	while read -r cost rest; do
		keep=
		for t in $rest; do
			selected "$t" && [ -f "$REPO/qemu/tests/$t" ] && keep="$keep $t"
		done
		[ -n "$keep" ] && echo "$cost$keep" >> "$units"
	done < <(grep -E '^[0-9]+ ' "$costs")
	selected $fuzz_suite && fuzz=1
	;;
fuzz)
	fuzz=1 ;;
soak)
	echo "${LIRC_SOAK_SECONDS:-3600} 39-soak.sh" > "$units" ;;
esac
sort -rn -o "$units" "$units"
# No guest without a suite.
nunits=$(wc -l < "$units")
[ $fuzz -eq 0 ] && [ "$nunits" -lt "$nguests" ] && nguests=$((nunits > 0 ? nunits : 1))

# The fuzzing's seeds: the first of this run, and the regression list.
regress=()
fseed=1 fcases=0 fsecs=0
if [ $fuzz -eq 1 ]; then
	if [ -n "${LIRC_FUZZ_SEED:-}" ]; then
		fseed=$((LIRC_FUZZ_SEED))
	elif [ "$mode" = fuzz ]; then
		fseed=$(( $(od -An -N4 -tu4 /dev/urandom) ))
	elif head=$(git -C "$REPO" rev-parse --short=8 HEAD 2>/dev/null); then
		fseed=$((16#$head))
	else
		fseed=1
	fi
	mapfile -t regress < <(sed -n 's/^\(0x[0-9a-fA-F]*\|[0-9][0-9]*\).*/\1/p' \
		"$REPO/qemu/fuzz-seeds")
	fcases=${LIRC_FUZZ_CASES:-120}
	# make check: each kernel line takes the next cases of the commit's
	# (its index in scripts/kernels.sh times the cases), not the same ones.
	if [ "$mode" = check ] && [ -z "${LIRC_FUZZ_SEED:-}" ]; then
		for l in "${LIRC_KERNEL_LINES[@]}"; do
			[ "$l" = "$LIRC_KERNEL" ] && break
			fseed=$((fseed + fcases))
		done
	fi
	fsecs=${LIRC_FUZZ_SECONDS:-0}
	if [ -n "${LIRC_FUZZ_REPLAY:-}" ]; then
		echo "fuzz: replaying seed ${LIRC_FUZZ_REPLAY}"
		nguests=1 regress=()
	else
		printf 'fuzz: seed 0x%x (= %d; the same run again: LIRC_FUZZ_SEED=0x%x), %s, and %d regression seeds of qemu/fuzz-seeds\n' \
			"$fseed" "$fseed" "$fseed" \
			"$([ "$fsecs" -gt 0 ] && echo "$((fsecs / 60)) min per guest" || echo "$fcases cases")" \
			"${#regress[@]}"
	fi
fi

# Share the units out, largest first, each to the guest with the least
# planned time; then the fuzzing's cases, so that the guests end together.
declare -a load gsuites fcount ffirst fregress
g=0
while [ $g -lt "$nguests" ]; do
	load[g]=0 gsuites[g]= fcount[g]=0 ffirst[g]=0 fregress[g]=
	g=$((g + 1))
done
while read -r cost rest; do
	[ -n "$cost" ] || continue
	best=0
	for ((g = 1; g < nguests; g++)); do
		[ "${load[g]}" -lt "${load[best]}" ] && best=$g
	done
	load[best]=$((load[best] + cost))
	gsuites[best]="${gsuites[best]} $rest"
done < "$units"
if [ $fuzz -eq 1 ]; then
	for ((g = 0; g < nguests; g++)); do
		gsuites[g]="${gsuites[g]} $fuzz_suite"
	done
	if [ "$fsecs" -gt 0 ] || [ -n "${LIRC_FUZZ_REPLAY:-}" ]; then
		# By time: disjoint seed ranges, a million cases apart.
		for ((g = 0; g < nguests; g++)); do
			ffirst[g]=$((fseed + g * 1000000)) fcount[g]=$fcases
			load[g]=$((load[g] + fsecs))
		done
	else
		# Water-filling: the level L where the guests' fuzzing
		# (L - load) adds up to every case's cost.
		lvl=$(printf '%s\n' "${load[@]}" | awk -v n="$fcases" -v ms="$case_ms" '
			{ l[NR] = $1 } END {
				need = n * ms / 1000; lo = 0; hi = need
				for (i in l) if (l[i] > hi) hi = l[i]; hi += need
				for (k = 0; k < 60; k++) {
					m = (lo + hi) / 2; s = 0
					for (i in l) if (m > l[i]) s += m - l[i]
					if (s < need) lo = m; else hi = m
				}
				print hi }')
		next=$fseed left=$fcases
		for ((g = 0; g < nguests; g++)); do
			if [ $g -eq $((nguests - 1)) ]; then
				n=$left
			else
				n=$(awk -v L="$lvl" -v l="${load[g]}" -v ms="$case_ms" \
					'BEGIN { n = (L - l) * 1000 / ms; print (n > 0 ? int(n + 0.5) : 0) }')
				[ "$n" -gt "$left" ] && n=$left
			fi
			ffirst[g]=$next fcount[g]=$n
			next=$((next + n)) left=$((left - n))
			load[g]=$((load[g] + n * case_ms / 1000))
		done
	fi
	for ((i = 0; i < ${#regress[@]}; i++)); do
		g=$((i % nguests))
		fregress[g]="${fregress[g]} ${regress[i]}"
	done
fi

# ---- boot the guests, side by side -----------------------------------------
# Nothing of an earlier run (with more guests, say) is read as this one's.
rm -f "$GUEST_BUILD"/guest-$mode-*.log "$GUEST_BUILD"/guest-$mode-*.log.ts "$GUEST_BUILD"/guest-$mode-*.log.results \
	"$GUEST_BUILD"/exit-$mode-* "$GUEST_BUILD"/limit-$mode-* "$GUEST_BUILD"/sanitizer-$mode-*.txt
tools_ok=1
start=$(date +%s)
pids=()
for ((g = 0; g < nguests; g++)); do
	n=$((g + 1))
	initrd=$GUEST_BUILD/initramfs-$mode-$n.cpio.gz
	plan="${gsuites[g]# }"
	limit=${LIRC_QEMU_TIMEOUT:-$((load[g] * 2 + 600))}
	fz=
	if [ $fuzz -eq 1 ]; then
		fz=" (fuzz: $([ "$fsecs" -gt 0 ] && echo "$fsecs s" || echo "${fcount[g]} cases") from seed ${ffirst[g]}${fregress[g]:+, regression seeds${fregress[g]}})"
	fi
	echo "qemu: guest $n: $plan$fz"
	echo "qemu: guest $n: planned $((load[g])) s, limit $limit s, log $GUEST_BUILD/guest-$mode-$n.log"
	# Made one after the other (they share the cache of guest programs).
	if ! LIRC_GUEST_SUITES="$plan" LIRC_USB_IDS=$ids LIRC_GUEST_NAME="$n of $nguests" \
		LIRC_FUZZ_CASES=${fcount[g]} LIRC_FUZZ_SEED=${ffirst[g]} \
		LIRC_FUZZ_REGRESS="${fregress[g]# }" LIRC_FUZZ_SECONDS=$fsecs \
		LIRC_FUZZ_PORTS=$ports \
		bash "$REPO/qemu/mkinitramfs.sh" "$initrd" "$mods" check; then
		tools_ok=0
		break
	fi
	echo "$limit" > "$GUEST_BUILD/limit-$mode-$n"
done
[ $tools_ok -eq 1 ] || { echo "qemu: making the initramfs failed" >&2; exit 1; }
echo "qemu: booting $nguests guest(s) ($accel, one vCPU each)"
for ((g = 0; g < nguests; g++)); do
	n=$((g + 1))
	(
		s=$(date +%s)
		boot "$GUEST_BUILD/initramfs-$mode-$n.cpio.gz" "$GUEST_BUILD/guest-$mode-$n.log" \
			"$(cat "$GUEST_BUILD/limit-$mode-$n")"
		rc=$?
		echo "$rc $(( $(date +%s) - s ))" > "$GUEST_BUILD/exit-$mode-$n"
	) &
	pids+=($!)
done
wait "${pids[@]}"

# ---- results, guest by guest -----------------------------------------------
passed=0 failed=0
verdict() {	# verdict GUEST WHAT
	echo "RESULT FAIL [$LIRC_KERNEL guest $1] $2"
	failed=$((failed + 1))
}
for f in "${setup_fail[@]}"; do
	verdict - "$f"
done
times=$GUEST_BUILD/suite-times-$mode.txt
: > "$times"
fsum=(0 0 0)
for ((g = 0; g < nguests; g++)); do
	n=$((g + 1))
	log=$GUEST_BUILD/guest-$mode-$n.log
	qrc=- secs=-
	[ -s "$GUEST_BUILD/exit-$mode-$n" ] && read -r qrc secs < "$GUEST_BUILD/exit-$mode-$n"
	echo "qemu: guest $n: exit status $qrc after $secs s"
	# Each result line whole, though the kernel's console split it.
	awk -f "$REPO/scripts/mend-results.awk" "$log" > "$log.results"
	p=$(grep -ac '^RESULT PASS ' "$log.results")
	passed=$((passed + p))
	# Each failure with its guest and suite.
	while IFS= read -r line; do
		echo "$line"
		failed=$((failed + 1))
	done < <(awk -v g="$LIRC_KERNEL guest $n" '
		/^GUEST SUITE \/tests\// { s = $3; sub(".*/", "", s) }
		/^RESULT FAIL / { sub(/^RESULT FAIL /, ""); print "RESULT FAIL [" g ", " (s ? s : "init") "] " $0 }' "$log.results")
	# 33 = the guest wrote 0x10 to isa-debug-exit after its last check.
	[ "$qrc" = 33 ] || verdict "$n" "guest verdict: QEMU exited with $qrc, not 33 (timeout, panic or crash; last suite: $(grep -a '^GUEST SUITE ' "$log" | tail -n 1 | cut -d' ' -f3))"
	grep -aq '^GUEST DONE' "$log" || verdict "$n" "guest ran to the end"
	[ "$p" -gt 0 ] || verdict "$n" "guest reported no checks"
	if grep -aE "$SANITIZER_PATTERN" "$log" > "$GUEST_BUILD/sanitizer-$mode-$n.txt"; then
		verdict "$n" "no sanitizer report or kernel warning in the guest log ($log)"
		head -n 40 "$GUEST_BUILD/sanitizer-$mode-$n.txt"
	fi
	# "GUEST SECONDS PLANNED" per suite, the plan as qemu/suite-costs says.
	tr -d '\r' < "$log" | awk -v g="$n" -v costs="$costs" '
		BEGIN { while ((getline l < costs) > 0) { split(l, w, " ")
			if (w[1] ~ /^[0-9]+$/) for (i = 2; i in w; i++) plan[w[i]] = (i == 2 ? w[1] : "with-" w[2]) } }
		/^GUEST SUITE-TIME / { print g, $3, $4, ($3 in plan ? plan[$3] : "-") }' >> "$times"
	if set -- $(tr -d '\r' < "$log" | sed -n 's/^fuzz: \([0-9]*\) cases, \([0-9]*\) refused, \([0-9]*\) bound$/\1 \2 \3/p') &&
	   [ $# -eq 3 ]; then
		fsum=($((fsum[0] + $1)) $((fsum[1] + $2)) $((fsum[2] + $3)))
	fi
done

if [ $fuzz -eq 1 ]; then
	# Every id of our drivers got cases, whichever guest ran them.
	flines=$GUEST_BUILD/fuzz-cases-$mode
	cat "$GUEST_BUILD"/guest-$mode-*.log.results | grep -a '^RESULT [A-Z]* fuzz: case ' > "$flines"
	sed -n 's/^RESULT [A-Z]* fuzz: case [0-9]* (\([0-9a-f:]*\), .*/\1/p' "$flines" | sort -u > "$GUEST_BUILD/fuzz-ids-$mode"
	miss=$(cut -d' ' -f1 "$ids" | sort -u | comm -23 - "$GUEST_BUILD/fuzz-ids-$mode" | tr '\n' ' ')
	if [ -n "${LIRC_FUZZ_REPLAY:-}" ] || [ -z "$miss" ]; then
		echo "RESULT PASS fuzz: every USB id of our drivers got cases ($(wc -l < "$GUEST_BUILD/fuzz-ids-$mode") of $(cut -d' ' -f1 "$ids" | sort -u | wc -l))"
		passed=$((passed + 1))
	else
		verdict - "fuzz: every USB id of our drivers got cases (none for $miss)"
	fi
	echo "fuzz: ${fsum[0]} cases, ${fsum[1]} refused, ${fsum[2]} bound, $(grep -ac '^RESULT FAIL' "$flines") failed, $(( $(date +%s) - start )) s on $nguests guest(s)"
	sed -n 's/^RESULT FAIL fuzz: case \([0-9]*\) .*/fuzz: failing seed \1: replay with LIRC_KERNEL='"$LIRC_KERNEL"' LIRC_FUZZ_REPLAY=\1 (make fuzz KERNEL='"$LIRC_KERNEL"' FUZZ_REPLAY=\1)/p' "$flines"
fi

# make soak: its accounting, as the soak printed it.
if [ "$mode" = soak ]; then
	echo "soak: the accounting ($GUEST_BUILD/guest-soak-1.log)"
	tr -d '\r' < "$GUEST_BUILD/guest-soak-1.log" | grep -aE '^(INFO soak|RESULT [A-Z]+ soak)'
fi

# The table of suites: measured against planned.
echo "qemu: suite times ($times)"
while read -r g suite secs plan; do
	printf 'qemu:   guest %s  %-18s %7s s  (qemu/suite-costs: %s)\n' "$g" "$suite" "$secs" "$plan"
done < "$times"
# The slowest checks: the time since the line before each RESULT line.
slow=$GUEST_BUILD/slowest-$mode.txt
for ((g = 0; g < nguests; g++)); do
	tr -d '\r' < "$GUEST_BUILD/guest-$mode-$((g + 1)).log.ts" | awk -v g=$((g + 1)) '
		$2 == "GUEST" && $3 == "SUITE" { s = $4; sub(".*/", "", s) }
		$2 == "RESULT" { if (t) printf "%5d s  guest %d  %-16s %s\n", $1 - t, g, s, substr($0, index($0, $4)); t = $1 }
		$2 == "GUEST" { t = $1 }'
done | sort -rn | head -n 15 > "$slow"
echo "qemu: the slowest checks (seconds since the line before; $slow)"
sed 's/^/qemu:   /' "$slow"

label=$mode
[ "$mode" = check ] && label=integration
echo "$label: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
