# SPDX-License-Identifier: GPL-2.0
# lirc_i2c on the simulated I2C adapters of lirc_i2c_sim.ko: every chip
# variant instantiated by name through sysfs new_device, a scripted press
# of each read as scancode, key (our reader and Debian's evtest) and
# LIRCCODE bytes, and through Debian's lircd with the variant's
# lirc-compat-remotes configuration; the names Linux 6.1's bridges use
# ("ir_video", "ir_z8f0811_haup"); the KNC One's held code per device (two
# chips on two adapters); Adaptec's write before each read; PCF8574
# probing (both boxes, a chip without the signature refused, the other
# writable bits kept); the poll period (sysfs, bounds, reads per second
# open and closed); adapter failures while open (EIO with back-off, NAK,
# timeout, a slow bus) and recovery, nothing invented meanwhile; adapter
# removal under a blocked reader; unbind and rmmod while polling; a seeded
# sweep of random reply bytes per chip, after which a press decodes
# exactly. The chips' bytes are written here from the formats
# (../shared/reference/devices.md, the issue, Debian's configurations),
# never read from the driver. Sourced by /init after 38-atiusb.sh.
M=/modules
SIM=/sys/kernel/debug/lirc_i2c_sim
CTL=$SIM/ctl
ID=/sys/bus/i2c/drivers/lirc_i2c
R=/usr/share/lirc/remotes
P_UNKNOWN=0
P_OTHER=1
P_RC5=2
KEY_1=2
KEY_9=10
KEY_VOLUMEUP=115
KEY_POWER=116
KEY_POWER2=356
KEY_NUMERIC_1=513
I_SEED=${LIRC_I2C_SEED:-$(cat /etc/lirc-i2c-seed 2>/dev/null || echo 20261206)}

sim() {
	echo "$*" > $CTL
}
# i_bus IDX: the I2C bus number of simulated adapter IDX.
i_bus() {
	awk -v i="$1" '$1 == i { print $2 }' $SIM/adapters
}
# i_dev IDX ADDR: the client's sysfs name (B-00AA).
i_dev() {
	printf '%d-%04x' "$(i_bus $1)" "$2"
}
# i_new IDX NAME ADDR: instantiate NAME at ADDR on adapter IDX.
i_new() {
	echo "$2 $3" > /sys/bus/i2c/devices/i2c-$(i_bus $1)/new_device
}
# i_lirc IDX ADDR: its lirc_coreN, if bound.
i_lirc() {
	for d in /sys/bus/i2c/devices/$(i_dev $1 $2)/lirc_core/*; do
		[ -e "$d" ] && echo "${d##*/}"
	done
}
i_bound() {
	[ -n "$(i_lirc $1 $2)" ]
}
# i_stat IDX ADDR WHAT: the chip's count WHAT from the sim's stats
# (reads served, writes, fails, random reads left).
i_stat() {
	awk -v i="$1" -v a="$(printf '0x%02x' $2)" -v w="$3" \
		'$1 == i && $2 == a { for (f = 3; f < NF; f += 2) if ($f == w) print $(f + 1) }' \
		$SIM/stats
}
i_reads() {
	i_stat $1 $2 reads
}
# i_polled_since N ADDR R: chip ADDR of adapter N has had more reads than R.
i_polled_since() {
	[ "$(i_reads $1 $2)" -gt "$3" ]
}
# i_press FILE SIMCMDS: a script FILE sending SIMCMDS (';'-separated, a
# "sleep N" among them sleeps), for lirctest's COMMAND.
i_press() {
	echo "$2" | tr ';' '\n' | while read -r c; do
		case "$c" in
		sleep*) echo "$c" ;;
		*) echo "echo '$c' > $CTL" ;;
		esac
	done > "$1"
}

I_CORE=
grep -q '^lirc_core ' /proc/modules || I_CORE=1
check "lirc_i2c_sim and lirc_i2c load" sh -c \
	"{ [ -z '$I_CORE' ] || insmod $M/lirc_core.ko; } &&
	 insmod $M/lirc_i2c_sim.ko && insmod $M/lirc_i2c.ko"
sim new
sim new
check "two simulated adapters" eval '[ -n "$(i_bus 0)" ] && [ -n "$(i_bus 1)" ]'
im_mark i2c-start

# ---- one chip of each variant on adapter 0 ----
# VARIANT ADDR NAME IDLE-COMMAND PRESS-COMMANDS PROTO SCANCODE KEY KEYNAME
# LIRCCODE CONF IRW-PATTERN
I_CHIPS="hauppauge_ir|0x18|idle 0x18 00 00 00|0 reply 0x18 c0 04 00|$P_RC5|0x0001|$KEY_NUMERIC_1|KEY_NUMERIC_1|1001|hauppauge/lircd.conf.hauppauge| KEY_1 Hauppauge\$
hauppauge_pvr150|0x71|idle 0x71 00 00 00 00 00 00|0 reply 0x71 80 00 00 de f4 00|$P_RC5|0x1e3d|$KEY_POWER2|KEY_POWER2|17bd||
pixelview_ir|0x64|idle 0x64 ff|0 reply 0x64 4a|$P_OTHER|0x4a|$KEY_VOLUMEUP|KEY_VOLUMEUP|4a|pixelview/lircd.conf.playtv| KEY_VOLUMEUP Pixelview\$
pv951_ir|0x4b|idle 0x4b aa|0 reply 0x4b 12|$P_UNKNOWN|0x12|$KEY_POWER|KEY_POWER|61d648b7||
knc1_ir|0x30|idle 0x30 ff|0 reply 0x30 1b|$P_UNKNOWN|0x1b|$KEY_VOLUMEUP|KEY_VOLUMEUP|1b|knc_one/lircd.conf.knc_one| KEY_VOLUMEUP lircd.conf\$
adaptec_ir|0x6b|idle 0x6b 00 00 ff 00|0 reply 0x6b 82 f1 89 76|$P_UNKNOWN|0x82f109f6|$KEY_POWER|KEY_POWER|82f109f6|adaptec/lircd.conf.AVC-2410| Power AVC-2410\$
pvr2000_ir|0x1a|reg 0x1a 0x10 00|0 reg 0x1a 0x00 70;0 regreply 0x1a 0x10 80|$P_UNKNOWN|0x70|$KEY_POWER|KEY_POWER|70|leadtek/lircd.conf.PVR2000| KEY_POWER PVR2000\$
pcf8574_ir|0x21|idle 0x21 3f|0 idle 0x21 48;sleep 0.7;0 idle 0x21 3f|$P_OTHER|0x48|$KEY_9|KEY_9|48|asus/lircd.conf.asus| KEY_9 Asus_TV-Box_IR\$
pcf8574_ir|0x23|idle 0x23 ff|0 idle 0x23 d2;sleep 0.3;0 idle 0x23 ff|$P_OTHER|0x12|$KEY_VOLUMEUP|KEY_VOLUMEUP|12|creative/lircd.conf.breakoutbox| KEY_VOLUMEUP Creative_BreakOut-Box_IR\$"

# i_each FUNCTION: FUNCTION with the fields of each chip above.
i_each() {
	echo "$I_CHIPS" | while IFS='|' read -r v a idle press p sc key kname lc conf pat; do
		"$1" "$v" "$a" "$idle" "$press" "$p" "$sc" "$key" "$kname" "$lc" "$conf" "$pat"
	done
}

i_setup() {
	sim 0 add $2
	case $1 in
	pcf8574_ir)
		# The Asus box's bits 1-0 and the BreakOut-Box's bits 7-6 follow
		# what is written; the Asus port's bit 0 starts low, bit 1 high;
		# its receiver holds bits 7-6 low when idle (else it would look
		# like a BreakOut-Box, which the 2008 test prefers).
		if [ $2 = 0x21 ]; then sim 0 pcf 0x21 0x03 0xfe; else sim 0 pcf 0x23 0xc0; fi ;;
	esac
	sim 0 $3
	[ $2 = 0x21 ] && echo > $SIM/log
	i_new 0 $1 $2
	check "i2c $1 at $2: bound by name (sysfs new_device)" wait_for 5 i_bound 0 $2
	[ $2 = 0x21 ] || return 0
	# Probed with 0xff and 0x00, then the port's bit 1 (high before)
	# stays high and bit 0 low in every byte written: 0xfe.
	wait_for 2 sh -c "[ \$(grep -c '^0 0x21 w' $SIM/log) -ge 3 ]"
	check "i2c pcf8574_ir: probed with 0xff then 0x00, then the other bits kept (0xfe)" sh -c \
		"grep '^0 0x21 w' $SIM/log | awk '
			NR == 1 && \$4 != \"ff\" { bad++ } NR == 2 && \$4 != \"00\" { bad++ }
			NR > 2 { n++; if (\$4 != \"fe\") bad++ }
			END { exit !(n > 0 && !bad) }'"
}
i_each i_setup
# A PCF8574 without the writable-bit signature, and bridge names for chips
# not ours, are refused.
sim 0 add 0x25
sim 0 pcf 0x25 0x00
sim 0 idle 0x25 3c
i_new 0 pcf8574_ir 0x25
sim 1 add 0x6b
sim 1 idle 0x6b 00 00 00 00
i_new 1 ir_video 0x6b
check "i2c: a PCF8574 without the signature is refused" sh -c \
	"! test -e /sys/bus/i2c/devices/$(i_dev 0 0x25)/driver &&
	 dmesg | grep -q '$(i_dev 0 0x25).*no PCF8574 IR box here'"
check "i2c: the refused PCF8574 gets back what it read (0x3c)" sh -c \
	"[ \"\$(grep '^0 0x25 w' $SIM/log | cut -d' ' -f4 | tr '\n' ' ')\" = 'ff 00 3c ' ]"
check "i2c: ir_video at 0x6b without platform data (FusionHDTV) is refused" sh -c \
	"! test -e /sys/bus/i2c/devices/$(i_dev 1 0x6b)/driver &&
	 dmesg | grep -q '$(i_dev 1 0x6b).*ir_video at 0x6b is no chip of ours'"
# Linux 6.1's bridge names bind the chips they name.
sim 1 add 0x18
sim 1 idle 0x18 00 00 00
i_new 1 ir_video 0x18
sim 1 add 0x71
sim 1 idle 0x71 00 00 00 00 00 00
i_new 1 ir_z8f0811_haup 0x71
check "i2c: ir_video at 0x18 binds as the Hauppauge chip" eval \
	"wait_for 5 i_bound 1 0x18 && dmesg | grep -q '$(i_dev 1 0x18): Hauppauge IR at 0x18'"
check "i2c: ir_z8f0811_haup binds as the PVR-150 chip" eval \
	"wait_for 5 i_bound 1 0x71 && dmesg | grep -q '$(i_dev 1 0x71): Hauppauge PVR-150/HVR-1300 IR at 0x71'"

# ---- per chip: scancode, key, LIRCCODE; evtest; lircd + irw ----
i_codes() {
	L=$(i_lirc 0 $2)
	EV=$(evdev_of "$L")
	i_press /tmp/ipress.sh "$4"
	CODES_LIRCCODE=$9 run_lirctest codes /dev/$L "$EV" $5 $6 $7 sh /tmp/ipress.sh
	evtest_around "$EV" sh /tmp/ipress.sh
	check "i2c $1 at $2: evtest shows MSC_SCAN $6 and $8 down and up" sh -c \
		"grep -q '^Event: .*(MSC_SCAN), value 0*$(printf '%x' $6)\$' /tmp/evtest.txt &&
		 grep -q '^Event: .*($8), value 1\$' /tmp/evtest.txt &&
		 grep -q '^Event: .*($8), value 0\$' /tmp/evtest.txt"
	# The Asus press is held 0.7 s: down until the box reports the release.
	[ $2 != 0x21 ] || check "i2c $1 at $2: held 0.7 s, the key is down until the release" \
		awk -v k="($8)," '$0 ~ "^Event: " && index($0, k) {
			t = $3 + 0
			if ($NF == 1 && !d) d = t
			if ($NF == 0) u = t
		}
		END { exit !(d && u - d >= 0.6) }' /tmp/evtest.txt
	[ -n "${10}" ] || return 0
	echo 1 > /sys/class/lirc_core/$L/legacy_lirccode
	lircd_start $L $R/${10}
	sh /tmp/ipress.sh
	check "i2c $1 at $2: lircd with ${10##*/} names the button" irw_has "${11}"
	lircd_stop
	echo 0 > /sys/class/lirc_core/$L/legacy_lirccode
}
i_each i_codes

# Adaptec: every read of the chip follows a written 0x00 (the log is a
# ring: from its first write on).
check "i2c adaptec_ir: a 0x00 written before each 4-byte read" sh -c \
	"grep '^0 0x6b ' $SIM/log | awk '
		\$3 == \"w\" { seen = 1 }
		seen && \$3 == \"r\" { n++; if (prev != \"w 00\") bad++ }
		{ prev = \$3 \" \" \$4 }
		END { exit !(n > 0 && !bad) }'"
check "i2c pcf8574_ir: still 0xfe for the other bits after the presses" sh -c \
	"[ \"\$(grep '^0 0x21 w' $SIM/log | cut -d' ' -f4 | sort -u)\" = fe ]"

# ---- bridge clients work as the named ones ----
L=$(i_lirc 1 0x18)
i_press /tmp/ipress.sh "1 reply 0x18 c0 04 00"
CODES_LIRCCODE=1001 run_lirctest codes /dev/$L "$(evdev_of $L)" $P_RC5 0x0001 $KEY_NUMERIC_1 \
	sh /tmp/ipress.sh

# ---- the KNC One's held code: the last key of that chip only ----
sim 1 add 0x30
sim 1 idle 0x30 ff
i_new 1 knc1_ir 0x30
check "i2c: a second KNC One on the second adapter" wait_for 5 i_bound 1 0x30
LA=$(i_lirc 0 0x30)
LB=$(i_lirc 1 0x30)
lirctest dump /dev/$LA 2500 > /tmp/knca.txt &
KA=$!
lirctest dump /dev/$LB 2500 > /tmp/kncb.txt &
KB=$!
wait_reading $KA /dev/$LA && wait_reading $KB /dev/$LB ||
	fail "i2c knc1: both readers open their devices" "not within 5 s"
sim 0 reply 0x30 01
sim 1 reply 0x30 1f
sleep 0.3
for i in 1 2 3; do
	sim 0 reply 0x30 fe
	sim 1 reply 0x30 fe
done
wait $KA $KB
check "i2c knc1: held on A repeats A's key (0x01) only" sh -c \
	"[ \$(grep -c '^sc 0 0x1 ' /tmp/knca.txt) -ge 2 ] && ! grep -v '^sc 0 0x1 ' /tmp/knca.txt | grep -q ."
check "i2c knc1: held on B repeats B's key (0x1f) only" sh -c \
	"[ \$(grep -c '^sc 0 0x1f ' /tmp/kncb.txt) -ge 2 ] && ! grep -v '^sc 0 0x1f ' /tmp/kncb.txt | grep -q ."
check "i2c knc1: the held codes are repeats" sh -c \
	"grep -q '^sc 0 0x1 .* 0x2\$' /tmp/knca.txt && grep -q '^sc 0 0x1f .* 0x2\$' /tmp/kncb.txt"

# ---- the poll period ----
HD=/sys/bus/i2c/devices/$(i_dev 0 0x18)
check "i2c poll_ms: 100 ms by default" grep -qx 100 $HD/poll_ms
for v in 9 1001 abc -1 ''; do
	check "i2c poll_ms: '$v' refused with EINVAL" sh -c \
		"! echo '$v' > $HD/poll_ms 2>/tmp/ierr && grep -q 'Invalid argument' /tmp/ierr"
done
for v in 10 1000 100; do
	check "i2c poll_ms: $v accepted" sh -c "echo $v > $HD/poll_ms && grep -qx $v $HD/poll_ms"
done
# With a VT, the console's keyboard handler keeps every input device with
# keys open (mainline's rc devices too): inhibiting ours (as a compositor
# does) leaves open files the only users.
INH=$(ls -d /sys/class/lirc_core/$(i_lirc 0 0x18)/input*)/inhibited
check "i2c: the input device inhibited" sh -c "echo 1 > $INH"
r0=$(i_reads 0 0x18)
sleep 2
r1=$(i_reads 0 0x18)
check "i2c: no poll while nothing is open (2 s)" test -n "$r0" -a "$r0" = "$r1"
lirctest dump /dev/$(i_lirc 0 0x18) 3000 > /dev/null &
DP=$!
wait_reading $DP /dev/$(i_lirc 0 0x18) || fail "i2c: the reader opens its device" "not within 5 s"
r0=$(i_reads 0 0x18)
sleep 2
r1=$(i_reads 0 0x18)
wait $DP
echo "INFO i2c: $(( (r1 - r0) / 2 )) polls per second while open at poll_ms 100"
check "i2c: polls about every 100 ms while open ($((r1 - r0)) in 2 s)" \
	test $((r1 - r0)) -ge 12 -a $((r1 - r0)) -le 22
r0=$(i_reads 0 0x18)
sleep 1
check "i2c: polling stops at the last close" test -n "$r0" -a "$r0" = "$(i_reads 0 0x18)"
check "i2c: the input device uninhibited: polled again (its keyboard handler)" eval \
	"echo 0 > $INH && wait_ms 500 i_polled_since 0 0x18 $r0"

# ---- the adapter fails while open ----
L=$(i_lirc 0 0x18)
EV=$(evdev_of $L)
im_mark i2c-eio
lirctest dump /dev/$L 9000 > /tmp/ieio.txt &
DP=$!
wait_reading $DP /dev/$L || fail "i2c EIO: the reader opens its device" "not within 5 s"
sim 0 reply 0x18 c0 04 00
wait_for 5 grep -q '^sc 2 0x1 ' /tmp/ieio.txt ||
	fail "i2c EIO: the press before the failures is read" "not within 5 s"
sim 0 fail 0x18 5 -1
f0=$(i_stat 0 0x18 fails)
sleep 3
f1=$(i_stat 0 0x18 fails)
sim 0 fail 0x18 0 0
sim 0 reply 0x18 de f4 00
wait $DP
echo "INFO i2c: $((f1 - f0)) failed polls in 3 s of EIO"
check "i2c EIO: polls back off ($((f1 - f0)) failed polls in 3 s, not 30)" \
	test $((f1 - f0)) -ge 2 -a $((f1 - f0)) -le 8
check "i2c EIO: reported, rate-limited" eval \
	"im_since i2c-eio | grep -q 'poll failed (-5)' &&
	 [ \$(im_since i2c-eio | grep -c 'poll failed') -le 10 ]"
check "i2c EIO: recovery is reported" eval "im_since i2c-eio | grep -q 'polls again after'"
check "i2c EIO: the press before, the press after, nothing invented between" sh -c \
	"[ \"\$(cut -d' ' -f1-3 /tmp/ieio.txt | tr '\n' ' ')\" = 'sc 2 0x1 sc 2 0x1e3d ' ]"
for e in "6 NAK" "110 timeout" "19 ENODEV"; do
	set -- $e
	f0=$(i_stat 0 0x18 fails)
	i_press /tmp/ipress.sh "0 fail 0x18 $1 2;0 reply 0x18 c0 04 00"
	CODES_LIRCCODE=1001 run_lirctest codes /dev/$L "$EV" $P_RC5 0x0001 $KEY_NUMERIC_1 \
		sh /tmp/ipress.sh
	# The sim's counter, not dmesg: the message is rate-limited per chip.
	f1=$(i_stat 0 0x18 fails)
	check "i2c $2: two failed polls, then the press" test $((f1 - f0)) -eq 2
done
sim 0 delay 0x18 300
i_press /tmp/ipress.sh "0 reply 0x18 c0 04 00"
CODES_LIRCCODE=1001 run_lirctest codes /dev/$L "$EV" $P_RC5 0x0001 $KEY_NUMERIC_1 \
	sh /tmp/ipress.sh
sim 0 delay 0x18 0

# ---- unbind, rmmod and adapter removal while polling ----
D=$(i_dev 0 0x18)
lirctest dump /dev/$L 1500 > /dev/null &
DP=$!
wait_reading $DP /dev/$L || fail "i2c: the reader before the unbind opens its device" "not within 5 s"
check "i2c: unbind while polling" sh -c "echo $D > $ID/unbind"
wait $DP
r0=$(i_reads 0 0x18)
sleep 0.5
check "i2c: no poll after unbind" test -n "$r0" -a "$r0" = "$(i_reads 0 0x18)"
check "i2c: bind again" eval "echo $D > $ID/bind && wait_for 5 i_bound 0 0x18"
run_lirctest unplug /dev/$(i_lirc 0 0x71) "rmmod lirc_i2c"
s0=$(cat $SIM/stats)
sleep 0.5
check "i2c: no chip is polled after rmmod" test "$s0" = "$(cat $SIM/stats)"
check "i2c: insmod again binds every chip" eval \
	"insmod $M/lirc_i2c.ko && wait_for 5 i_bound 0 0x18 && wait_for 5 i_bound 0 0x23 &&
	 wait_for 5 i_bound 1 0x30"
sim new
sim 2 add 0x18
sim 2 idle 0x18 00 00 00
i_new 2 hauppauge_ir 0x18
check "i2c: a third adapter's chip" wait_for 5 i_bound 2 0x18
D2=$(i_dev 2 0x18)
run_lirctest unplug /dev/$(i_lirc 2 0x18) "echo 'remove 2' > $CTL"
check "i2c: its adapter and client are gone" sh -c \
	"! grep -q '^2 ' $SIM/adapters && ! test -e /sys/bus/i2c/devices/$D2"

# ---- a seeded sweep of random reply bytes per chip ----
I_FUZZ_N=2000
i_sweep_left() {
	echo "$I_CHIPS" | while IFS='|' read -r v a rest; do
		i_stat 0 $a random
	done | awk '{ s += $1 } END { exit s != 0 }'
}
I_ADDRS=$(echo "$I_CHIPS" | cut -d'|' -f2)
SWEEP_PIDS=
im_mark i2c-sweep
for a in $I_ADDRS; do
	echo 10 > /sys/bus/i2c/devices/$(i_dev 0 $a)/poll_ms
	lirctest dump /dev/$(i_lirc 0 $a) 120000 > /tmp/isweep.$a &
	SWEEP_PIDS="$SWEEP_PIDS $!"
	wait_reading $! /dev/$(i_lirc 0 $a) || fail "i2c sweep: the reader of $a opens its device" "not within 5 s"
done
for a in $I_ADDRS; do
	sim 0 random $a $((I_SEED + a)) $I_FUZZ_N
done
echo "INFO i2c sweep: seed $I_SEED, $I_FUZZ_N random reads per chip, 9 chips"
check "i2c sweep: every chip served its $I_FUZZ_N random reads" wait_for 150 i_sweep_left
kill $SWEEP_PIDS 2>/dev/null
wait $SWEEP_PIDS 2>/dev/null
echo "INFO i2c sweep: $(cat /tmp/isweep.0x* | wc -l) codes came of the random bytes"
check "i2c sweep: no flood of messages" eval \
	"[ \$(im_since i2c-sweep | grep -c 'lirc_i2c') -le 60 ]"
i_after() {
	echo 100 > /sys/bus/i2c/devices/$(i_dev 0 $2)/poll_ms
	i_press /tmp/ipress.sh "$4"
	L=$(i_lirc 0 $2)
	CODES_LIRCCODE=$9 run_lirctest codes /dev/$L "$(evdev_of $L)" $5 $6 $7 sh /tmp/ipress.sh
}
i_each i_after

check "i2c: lirc_i2c and lirc_i2c_sim unload" sh -c \
	"rmmod lirc_i2c && rmmod lirc_i2c_sim && { [ -z '$I_CORE' ] || rmmod lirc_core; }"
