# SPDX-License-Identifier: GPL-2.0
# The decoded side: scancodes, LIRCCODE, input devices and keymaps, the
# in-kernel decoders, through unmodified ir-ctl and evtest and our own
# readers. Two loopback devices. Sourced by /init.
M=/modules
KEY_MUTE=113 KEY_VOLUMEDOWN=114 KEY_VOLUMEUP=115 KEY_POWER=116 KEY_1=2 KEY_2=3 KEY_PLAYPAUSE=164
P_RC5=2 P_RC5_SZ=4 P_NEC=9 P_NECX=10 P_NEC32=11
P_RC6_0=15 P_RC6_6A_20=16 P_RC6_6A_24=17 P_RC6_6A_32=18 P_RC6_MCE=19
NO_KEY=0
RC6_ALL='rc-6-0 rc-6-6a-20 rc-6-6a-24 rc-6-6a-32 rc-6-mce'
RC6_ON='[rc-6-0] [rc-6-6a-20] [rc-6-6a-24] [rc-6-6a-32] [rc-6-mce]'
# The other decoders, in the core's table order, off unless a keymap asks.
MORE='jvc sony-12 sony-15 sony-20 sanyo sharp xmp mcir2-kbd mcir2-mse rc-mm-12 rc-mm-24 rc-mm-32 samsung36 panasonic denon-k jvc-48 kaseikyo pulse_distance pulse_length manchester'
P_IMON=23

insmod $M/lirc_core.ko
insmod $M/lirc_loopback.ko devices=2
EV0=$(evdev_of lirc_core0)
EV1=$(evdev_of lirc_core1)
if [ -c "$EV0" ] && [ -c "$EV1" ] && [ "$EV0" != "$EV1" ]; then
	pass "each receiver has its own input device"
else
	fail "each receiver has its own input device" "lirc_core0: '$EV0' lirc_core1: '$EV1'"
fi
check "the input device is named after the receiver" \
	grep -qx 'LIRC loopback' /sys/class/lirc_core/lirc_core0/input*/name

# The keymap has no RC-6 key: RC-6 is listed, off by default (as in 6.1).
want="[rc-5] [rc-5-sz] rc-5x-20 [nec] [nec-x] [nec-32] $RC6_ALL imon $MORE"
got=$(cat /sys/class/lirc_core/lirc_core0/protocols)
[ "$got" = "$want" ] && pass "protocols lists every decoder, the keymap's enabled" ||
	fail "protocols lists every decoder, the keymap's enabled" "got '$got'"
run_lirctest nocode "rc-6 is off unless the keymap or the user enables it" \
	/dev/lirc_core0 "$EV0" ir-ctl -d /dev/lirc_core0 -S rc6_mce:0x800f0410
echo '+rc-6-0 +rc-6-6a-20 +rc-6-6a-24 +rc-6-6a-32 +rc-6-mce' \
	> /sys/class/lirc_core/lirc_core0/protocols
got=$(cat /sys/class/lirc_core/lirc_core0/protocols)
[ "$got" = "[rc-5] [rc-5-sz] rc-5x-20 [nec] [nec-x] [nec-32] $RC6_ON imon $MORE" ] &&
	pass "protocols: +rc-6-... enables the RC-6 decoders" ||
	fail "protocols: +rc-6-... enables the RC-6 decoders" "got '$got'"

# ir-ctl -S for each protocol, and the kernel's own encoder. Debian's
# ir-ctl encodes RC-6 itself (2667/889 us leader, 444 us halves): an
# encoder independent of ours. RC-6 scancodes have no key in the keymap.
while read -r name proto code key; do
	run_lirctest codes /dev/lirc_core0 "$EV0" $proto $code $key \
		ir-ctl -d /dev/lirc_core0 -S $name:$code
	run_lirctest codes /dev/lirc_core0 "$EV0" $proto $code $key
done <<EOT
nec $P_NEC 0x0408 $KEY_VOLUMEUP
necx $P_NECX 0x123456 $KEY_VOLUMEDOWN
nec32 $P_NEC32 0x12345678 $KEY_MUTE
rc5 $P_RC5 0x1e01 $KEY_1
rc5_sz $P_RC5_SZ 0x28a5 $KEY_2
rc6_0 $P_RC6_0 0x0408 $NO_KEY
rc6_6a_20 $P_RC6_6A_20 0x12345 $NO_KEY
rc6_6a_24 $P_RC6_6A_24 0xabcdef $NO_KEY
rc6_6a_32 $P_RC6_6A_32 0x12348001 $NO_KEY
rc6_mce $P_RC6_MCE 0x800f0410 $NO_KEY
EOT
run_lirctest codes /dev/lirc_core0 "$EV0" $P_NEC 0x0099 0 ir-ctl -d /dev/lirc_core0 -S nec:0x0099

# iMON PAD (key 3 of its remote): not in the keymap, so off until enabled;
# Debian's ir-ctl has no encoder of its own for it and uses the kernel's.
run_lirctest nocode "imon: off by default, and no other decoder takes its frame" \
	/dev/lirc_core0 "$EV0" ir-ctl -d /dev/lirc_core0 -S imon:0x28b195b7
echo +imon > /sys/class/lirc_core/lirc_core0/protocols
run_lirctest codes /dev/lirc_core0 "$EV0" $P_IMON 0x28b195b7 0 \
	ir-ctl -d /dev/lirc_core0 -S imon:0x28b195b7
run_lirctest codes /dev/lirc_core0 "$EV0" $P_IMON 0x7fff0fff 0
run_lirctest codes /dev/lirc_core0 "$EV0" $P_IMON 0 0
echo -imon > /sys/class/lirc_core/lirc_core0/protocols

# Debian's evtest sees the same events.
evtest_around "$EV0" ir-ctl -d /dev/lirc_core0 -S nec:0x0408
check "evtest: MSC_SCAN with the scancode" \
	grep -q 'type 4 (EV_MSC), code 4 (MSC_SCAN), value 408$' /tmp/evtest.txt
check "evtest: KEY_VOLUMEUP down" \
	grep -q 'type 1 (EV_KEY), code 115 (KEY_VOLUMEUP), value 1$' /tmp/evtest.txt
check "evtest: KEY_VOLUMEUP up" \
	grep -q 'type 1 (EV_KEY), code 115 (KEY_VOLUMEUP), value 0$' /tmp/evtest.txt

# Keymaps at run time.
# The keymap is sorted by scancode: 0x0408, 0x1e01, 0x28a5, 0x123456, 0x12345678.
run_lirctest getkey "$EV0" 1 0x1e01 $KEY_1
run_lirctest setkey "$EV0" 0x0408 $KEY_PLAYPAUSE
run_lirctest codes /dev/lirc_core0 "$EV0" $P_NEC 0x0408 $KEY_PLAYPAUSE \
	ir-ctl -d /dev/lirc_core0 -S nec:0x0408
run_lirctest setkey "$EV0" 0x0408 $KEY_VOLUMEUP

# Samsung32 (a Samsung TV's power key: address 0x07 twice, command 0x02
# and its inverse), with the 4.5 ms header pulse, derived by hand (lib.sh)
# in ir-ctl's text format: an encoder that is not ours. NEC-X 0x070702, as
# 6.1 reads it; a key once the keymap has one for it.
durs_irctl "$(samsung32_durs 0x07 0x02)" > /tmp/samsung32.txt
run_lirctest codes /dev/lirc_core0 "$EV0" $P_NECX 0x070702 $NO_KEY \
	ir-ctl -d /dev/lirc_core0 -s /tmp/samsung32.txt
run_lirctest setkey "$EV0" 0x070702 $KEY_POWER
run_lirctest codes /dev/lirc_core0 "$EV0" $P_NECX 0x070702 $KEY_POWER \
	ir-ctl -d /dev/lirc_core0 -s /tmp/samsung32.txt
run_lirctest repeat /dev/lirc_core0 "$EV0"
run_lirctest sendcode /dev/lirc_core0

# Samsung36 (v4l-utils' keymap layout: address 0x0400 << 20 | command
# 0xe00ff) and Panasonic's Kaseikyo (bytes 02 20 80 00 3d bd: 0x80003d):
# not in the keymap, so off until enabled. Hand-derived durations through
# ir-ctl (which has no encoder for them), and the kernel's encoder.
P_SAMSUNG36=48 P_PANASONIC=50
durs_irctl "$(samsung36_durs 0x0400 0xe00ff)" > /tmp/s36.txt
durs_irctl "$(kaseikyo_durs 0x2002 0x80 0x00 0x3d)" > /tmp/pana.txt
run_lirctest nocode "samsung36 and panasonic: off by default" /dev/lirc_core0 "$EV0" \
	sh -c 'ir-ctl -d /dev/lirc_core0 -s /tmp/s36.txt && ir-ctl -d /dev/lirc_core0 -s /tmp/pana.txt'
echo '+samsung36 +panasonic' > /sys/class/lirc_core/lirc_core0/protocols
run_lirctest codes /dev/lirc_core0 "$EV0" $P_SAMSUNG36 0x400e00ff $NO_KEY \
	ir-ctl -d /dev/lirc_core0 -s /tmp/s36.txt
run_lirctest codes /dev/lirc_core0 "$EV0" $P_SAMSUNG36 0x400e00ff $NO_KEY
run_lirctest setkey "$EV0" 0x400e00ff $KEY_POWER
run_lirctest codes /dev/lirc_core0 "$EV0" $P_SAMSUNG36 0x400e00ff $KEY_POWER \
	ir-ctl -d /dev/lirc_core0 -s /tmp/s36.txt
run_lirctest codes /dev/lirc_core0 "$EV0" $P_PANASONIC 0x80003d $NO_KEY \
	ir-ctl -d /dev/lirc_core0 -s /tmp/pana.txt
run_lirctest codes /dev/lirc_core0 "$EV0" $P_PANASONIC 0x80003d $NO_KEY
run_lirctest setkey "$EV0" 0x80003d $KEY_2
run_lirctest codes /dev/lirc_core0 "$EV0" $P_PANASONIC 0x80003d $KEY_2 \
	ir-ctl -d /dev/lirc_core0 -s /tmp/pana.txt
echo '-samsung36 -panasonic' > /sys/class/lirc_core/lirc_core0/protocols

# A configurable decoder: a made-up pulse-distance remote (3 ms header,
# 500 us pulses, 500/1500 us spaces, 24 bits, a 500 us trailer), its
# parameters written to sysfs as ir-keytable's TOML keymap would name them.
PD=/sys/class/lirc_core/lirc_core0/pulse_distance
P_PULSE_DISTANCE=53
pd_frame() {	# pd_frame BITS (24, most significant first)
	local i
	echo "pulse 3000"
	echo "space 1500"
	for i in $(seq 23 -1 0); do
		echo "pulse 500"
		[ $((($1 >> i) & 1)) = 1 ] && echo "space 1500" || echo "space 500"
	done
	echo "pulse 500"
}
pd_frame 0xa5c3e1 > /tmp/pd.txt
check "pulse_distance: v4l-utils' defaults in a new device" sh -c \
	"test \"\$(cat $PD/header_pulse $PD/bit_1_space $PD/bits)\" = '2125
1625
4' && test \"\$(cat /sys/class/lirc_core/lirc_core0/manchester/toggle_bit)\" = 100"
run_lirctest nocode "pulse_distance: off until enabled" /dev/lirc_core0 "$EV0" \
	ir-ctl -d /dev/lirc_core0 -s /tmp/pd.txt
for kv in margin=200 header_pulse=3000 header_space=1500 bit_pulse=500 \
	bit_0_space=500 bit_1_space=1500 trailer_pulse=500 bits=24; do
	echo "${kv#*=}" > "$PD/${kv%=*}" || fail "pulse_distance: $kv is accepted" "write failed"
done
check "pulse_distance: the parameters read back" sh -c \
	"test \"\$(cat $PD/header_pulse $PD/bit_1_space $PD/bits | tr '\n' ' ')\" = '3000 1500 24 '"
echo +pulse_distance > /sys/class/lirc_core/lirc_core0/protocols
run_lirctest codes /dev/lirc_core0 "$EV0" $P_PULSE_DISTANCE 0xa5c3e1 $NO_KEY \
	ir-ctl -d /dev/lirc_core0 -s /tmp/pd.txt
run_lirctest setkey "$EV0" 0xa5c3e1 $KEY_MUTE
run_lirctest codes /dev/lirc_core0 "$EV0" $P_PULSE_DISTANCE 0xa5c3e1 $KEY_MUTE \
	ir-ctl -d /dev/lirc_core0 -s /tmp/pd.txt
echo 1 > "$PD/reverse"
run_lirctest codes /dev/lirc_core0 "$EV0" $P_PULSE_DISTANCE 0x87c3a5 $NO_KEY \
	ir-ctl -d /dev/lirc_core0 -s /tmp/pd.txt
echo 0 > "$PD/reverse"
# Bad parameters: EINVAL, a message, nothing changed.
for kv in bits=65 bits=abc margin=-1 reverse=2 header_pulse=100001 bit_1_space=500 \
	bits=0 margin=0 header_space=0; do
	check "pulse_distance: $kv is EINVAL while enabled" sh -c \
		"! echo '${kv#*=}' > $PD/${kv%=*} 2>/tmp/pd.err && grep -q 'Invalid argument' /tmp/pd.err"
done
check "pulse_distance: the refused values changed nothing" sh -c \
	"test \"\$(cat $PD/bits $PD/margin $PD/bit_1_space $PD/header_space | tr '\n' ' ')\" = '24 200 1500 1500 '"
check "pulse_distance: a refused value is named in the log" sh -c \
	"dmesg | grep -q 'pulse_distance/bits: 0 leaves the enabled decoder unable to decode'"
run_lirctest codes /dev/lirc_core0 "$EV0" $P_PULSE_DISTANCE 0xa5c3e1 $KEY_MUTE \
	ir-ctl -d /dev/lirc_core0 -s /tmp/pd.txt
echo -pulse_distance > /sys/class/lirc_core/lirc_core0/protocols
check "pulse_distance: off, an incomplete set is accepted" sh -c "echo 0 > $PD/bits"
check "pulse_distance: ... but cannot be enabled (EINVAL)" sh -c \
	"! echo +pulse_distance > /sys/class/lirc_core/lirc_core0/protocols 2>/dev/null &&
	 dmesg | grep -q 'protocols: set the parameters of pulse_distance first'"
echo 24 > "$PD/bits"
check "pulse_distance: complete again, it can be enabled" sh -c \
	"echo +pulse_distance > /sys/class/lirc_core/lirc_core0/protocols"
run_lirctest codes /dev/lirc_core0 "$EV0" $P_PULSE_DISTANCE 0xa5c3e1 $KEY_MUTE \
	ir-ctl -d /dev/lirc_core0 -s /tmp/pd.txt
echo -pulse_distance > /sys/class/lirc_core/lirc_core0/protocols

# Selecting decoders.
echo -nec > /sys/class/lirc_core/lirc_core0/protocols
got=$(cat /sys/class/lirc_core/lirc_core0/protocols)
[ "$got" = "[rc-5] [rc-5-sz] rc-5x-20 nec [nec-x] [nec-32] $RC6_ON imon $MORE" ] &&
	pass "protocols: -nec disables nec only" || fail "protocols: -nec disables nec only" "'$got'"
run_lirctest nocode "a disabled protocol yields no code and no event" \
	/dev/lirc_core0 "$EV0" ir-ctl -d /dev/lirc_core0 -S nec:0x0408
if echo bogus > /sys/class/lirc_core/lirc_core0/protocols 2>/dev/null; then
	fail "protocols: an unknown name is refused" "write succeeded"
else
	[ "$(cat /sys/class/lirc_core/lirc_core0/protocols)" = "$got" ] &&
		pass "protocols: an unknown name is refused" ||
		fail "protocols: an unknown name is refused" "changed anyway"
fi
echo nec rc-5 > /sys/class/lirc_core/lirc_core0/protocols
got=$(cat /sys/class/lirc_core/lirc_core0/protocols)
[ "$got" = "[rc-5] rc-5-sz rc-5x-20 [nec] nec-x nec-32 $RC6_ALL imon $MORE" ] &&
	pass "protocols: a plain list replaces the set" ||
	fail "protocols: a plain list replaces the set" "'$got'"
echo '+rc-5-sz +nec-x +nec-32' > /sys/class/lirc_core/lirc_core0/protocols
run_lirctest codes /dev/lirc_core0 "$EV0" $P_NEC 0x0408 $KEY_VOLUMEUP

# Two devices keep their events apart.
run_lirctest apart /dev/lirc_core0 "$EV0" /dev/lirc_core1 "$EV1"

# Old lircd configurations: the device can advertise exactly LIRCCODE.
check "legacy_lirccode is 0 by default" grep -qx 0 /sys/class/lirc_core/lirc_core0/legacy_lirccode
echo 1 > /sys/class/lirc_core/lirc_core0/legacy_lirccode
run_lirctest legacy /dev/lirc_core0
ir-ctl -d /dev/lirc_core0 -f > /tmp/features.txt 2>&1
check "legacy_lirccode: ir-ctl -f sees the LIRCCODE receiver" \
	grep -q 'receive using device dependent LIRCCODE' /tmp/features.txt
if echo maybe > /sys/class/lirc_core/lirc_core0/legacy_lirccode 2>/dev/null; then
	fail "legacy_lirccode: a non-boolean is refused" "write succeeded"
else
	pass "legacy_lirccode: a non-boolean is refused"
fi
echo 0 > /sys/class/lirc_core/lirc_core0/legacy_lirccode
ir-ctl -d /dev/lirc_core0 -f > /tmp/features.txt 2>&1
check "legacy_lirccode off: receive is raw IR again" \
	grep -qx ' - Device can receive raw IR' /tmp/features.txt

# Unmodified mode2 still works with the decoders running.
mode2 --driver default -d /dev/lirc_core1 > /tmp/mode2.txt 2>&1 &
rx=$!
if wait_open $rx /dev/lirc_core1; then
	ir-ctl -d /dev/lirc_core1 -S nec:0x0408
	check "mode2 reads the NEC header pulse sent by ir-ctl -S" \
		wait_for 5 grep -qx 'pulse 9000' /tmp/mode2.txt
	kill $rx
	wait $rx 2>/dev/null
else
	fail "mode2 opens the device" "$(tail -n 3 /tmp/mode2.txt | tr '\n' ' ')"
fi

check "modules: unload with input devices" sh -c "rmmod lirc_loopback && rmmod lirc_core"
