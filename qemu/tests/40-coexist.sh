# SPDX-License-Identifier: GPL-2.0
# Our stack next to mainline rc-core, both load orders in one boot:
#   ours first: nothing of mainline has been loaded before this script;
#     our modules load, then mainline's rc-core, decoders, rc-loopback and
#     streamzap.ko;
#   mainline first: ours unloaded and loaded again while mainline stays.
# Each time, both stacks receive and decode at once: the two loopbacks
# (ir-ctl -S on /dev/lirc_coreN and on mainline's /dev/lircN) and two
# emulated Streamzaps, one bound to each stack's driver. Then ours and
# mainline's streamzap.ko on the same press bytes, and mainline's latency.
# It must stay the last script: mainline's devices stay bound until
# power-off, since mainline rc-core (6.1.192; whether 6.12 still does is not
# relied on) leaks a few objects each time
# a device unregisters, which kmemleak would rightly report.
# Sourced by /init.
M=/modules
MM=/modules/mainline
P_RC5_SZ=4
P_NEC=9
KEY_VOLUMEUP=115
KEY_NUMERIC_1=513

# cx_plug N UDC: emulated Streamzap N on dummy_udc.UDC (USB bus UDC + 1);
# commands to /tmp/cxN.in, kept open on file descriptor 7+N.
cx_plug() {
	usbemu_plug cx$1 streamzap - "$2" $((7 + $1))
}

# KEY_NUMERIC_1 (RC-5-SZ 0x28c1) as the receiver sends it: the bytes of
# 30-streamzap.sh, and the pulses and spaces they stand for.
for n in 0 1; do
	printf 'in 33 66 63 33 36 33\nin 63 33 33 33 36 3F\nin FF\n' > /tmp/cxpress$n.cmd
	# Bounded: a FIFO without reader would block the writer forever.
	echo "timeout 5 sh -c 'cat /tmp/cxpress$n.cmd > /tmp/cx$n.in'" > /tmp/cxpress$n.sh
done

# Where things are: our node on USB bus B, mainline's rc device on bus B
# (the loopbacks' and a device's nodes: lib.sh).
ours_sz() {
	for d in /sys/bus/usb/drivers/lirc_streamzap/$1-1:1.0/lirc_core/lirc_core*; do
		[ -e "$d" ] && echo "${d##*/}"
	done
}
main_sz_rc() {
	for d in /sys/bus/usb/drivers/streamzap/$1-1:1.0/rc/rc*; do
		[ -e "$d" ] && echo "${d##*/}"
	done
}
ours_sz_bound() {
	[ -n "$(ours_sz "$1")" ]
}
main_sz_bound() {
	r=$(main_sz_rc "$1")
	[ -n "$r" ] && [ -n "$(lirc_under /sys/class/rc/$r)" ]
}

# kmsg_mark TEXT: a line in the kernel log, to look at what came after it.
kmsg_mark() {
	echo "<6>coexist: $1" > /dev/kmsg
}
# log_clean LABEL MARK: nothing alarming in the kernel log since MARK.
log_clean() {
	dmesg | sed -n "/coexist: $2\$/,\$p" | tail -n +2 > /tmp/cxlog.txt
	if grep -iE 'warn|duplicate|error|fail|cannot|unable|bug|taint|exist' /tmp/cxlog.txt \
		> /tmp/cxbad.txt; then
		fail "$1" "$(head -n 3 /tmp/cxbad.txt | tr '\n' '|')"
	else
		pass "$1"
	fi
}

# at_once LABEL-A COMMAND-A LABEL-B COMMAND-B: two lirctest runs at the
# same time; their RESULT lines carry the labels.
at_once() {
	sh -c "$2" > /tmp/cx-a.out 2>&1 &
	a=$!
	sh -c "$4" > /tmp/cx-b.out 2>&1 &
	b=$!
	wait $a
	ra=$?
	wait $b
	rb=$?
	sed -E "s#^RESULT (PASS|FAIL) #RESULT \\1 $1: #" /tmp/cx-a.out
	sed -E "s#^RESULT (PASS|FAIL) #RESULT \\1 $3: #" /tmp/cx-b.out
	[ $ra -le 1 ] || fail "$1: lirctest ran to the end" "exit status $ra"
	[ $rb -le 1 ] || fail "$3: lirctest ran to the end" "exit status $rb"
}

# lirctest_as LABEL ARGS...: lirctest ARGS; its RESULT lines carry LABEL.
lirctest_as() {
	label=$1
	shift
	lirctest "$@" > /tmp/cx-as.out 2>&1
	rc=$?
	sed -E "s#^RESULT (PASS|FAIL) #RESULT \\1 $label: #" /tmp/cx-as.out
	[ $rc -le 1 ] || fail "$label: lirctest $1 ran to the end" "exit status $rc"
}

# both_work ORDER: each stack receives and decodes while the other does.
both_work() {
	OL=$(ours_loopback)
	MRC=$(main_loopback_rc)
	ML=$(lirc_under /sys/class/rc/$MRC)
	check "coexist, $1: mainline's loopback decodes NEC" \
		sh -c "echo nec > /sys/class/rc/$MRC/protocols"
	at_once "coexist, $1: mainline loopback" \
		"lirctest codes /dev/$ML $(event_under /sys/class/rc/$MRC) $P_NEC 0x0408 0 \
			ir-ctl -d /dev/$ML -S nec:0x0408" \
		"coexist, $1: our loopback" \
		"lirctest codes /dev/$OL $(evdev_of "$OL") $P_NEC 0x0408 $KEY_VOLUMEUP \
			ir-ctl -d /dev/$OL -S nec:0x0408"
	OS=$(ours_sz 1)
	MSRC=$(main_sz_rc 2)
	MS=$(lirc_under /sys/class/rc/$MSRC)
	if [ -n "$OS" ] && [ -n "$MS" ]; then
		pass "coexist, $1: one Streamzap bound to each stack ($OS, $MS)"
		at_once "coexist, $1: mainline streamzap.ko" \
			"lirctest codes /dev/$MS $(event_under /sys/class/rc/$MSRC) $P_RC5_SZ 0x28c1 \
				$KEY_NUMERIC_1 sh /tmp/cxpress1.sh" \
			"coexist, $1: our lirc_streamzap" \
			"lirctest codes /dev/$OS $(evdev_of "$OS") $P_RC5_SZ 0x28c1 \
				$KEY_NUMERIC_1 sh /tmp/cxpress0.sh"
	else
		fail "coexist, $1: one Streamzap bound to each stack" "ours '$OS', mainline '$MS'"
	fi
	check "coexist, $1: /sys/class/lirc and /sys/class/lirc_core side by side" \
		test -d /sys/class/lirc/$ML -a -d /sys/class/lirc_core/$OL -a -c /dev/$ML -a -c /dev/$OL
}

# Ours first: nothing of mainline before this script.
check "coexist: nothing of mainline is loaded before ours" sh -c \
	"! grep -qE '^(rc_core|rc_loopback|streamzap) ' /proc/modules && test ! -e /sys/class/lirc"
check "coexist, ours first: lirc_core, lirc_loopback and lirc_streamzap load" sh -c \
	"insmod $M/lirc_core.ko && insmod $M/lirc_loopback.ko && insmod $M/lirc_streamzap.ko"
cx_plug 0 0
check "coexist, ours first: our driver binds the Streamzap on bus 1" \
	wait_for 15 ours_sz_bound 1
kmsg_mark "mainline second"
check "coexist, ours first: mainline's rc-core, decoders, rc-loopback, streamzap.ko load" \
	sh -c "insmod $MM/rc-core.ko && insmod $MM/ir-nec-decoder.ko &&
		insmod $MM/ir-rc5-decoder.ko && insmod $MM/rc-streamzap.ko &&
		insmod $MM/rc-loopback.ko && insmod $MM/streamzap.ko"
check "coexist, ours first: mainline's loopback registers /dev/lirc0" \
	wait_for 5 test -c /dev/lirc0
log_clean "coexist, ours first: no warning, duplicate name or error from mainline's load" \
	"mainline second"

# The second Streamzap: both drivers match it; it goes to mainline's.
cx_plug 1 1
wait_for 15 sh -c "ls -d /sys/bus/usb/drivers/*/2-1:1.0" > /dev/null
[ -e /sys/bus/usb/drivers/lirc_streamzap/2-1:1.0 ] &&
	echo 2-1:1.0 > /sys/bus/usb/drivers/lirc_streamzap/unbind
[ -e /sys/bus/usb/drivers/streamzap/2-1:1.0 ] ||
	echo 2-1:1.0 > /sys/bus/usb/drivers/streamzap/bind
check "coexist: mainline's streamzap.ko binds the Streamzap on bus 2" \
	wait_for 15 main_sz_bound 2
both_work "ours first"

# The same press bytes through both drivers (pulse and space lengths agree
# within the receiver's 256 us resolution), and mainline's read latency.
OS=$(ours_sz 1)
MS=$(lirc_under /sys/class/rc/$(main_sz_rc 2))
capture_irctl "$OS" /tmp/cxpress0.sh /tmp/cx-ours.txt
capture_irctl "$MS" /tmp/cxpress1.sh /tmp/cx-mainline.txt
check "coexist: our driver reads the press" test -s /tmp/cx-ours.txt
lirctest_as "coexist: ours and mainline's streamzap.ko on the same bytes" \
	compare /tmp/cx-ours.txt /tmp/cx-mainline.txt 256
# A busy host (issue 27): the same press with its transfers 30 to 90 ms
# apart. Neither driver ends a Streamzap signal on a clock of its own, so
# both keep the press, ours at its smallest timeout (10 ms), and decode it
# (30-streamzap.sh checks ours against the bytes).
for n in 0 1; do
	printf 'in 33 66 63\nsleep 30\nin 33 36 33\nsleep 60\nin 63 33 33 33\nsleep 90\nin 36 3F\nsleep 90\nin FF\n' \
		> /tmp/cxlate$n.cmd
	echo "timeout 5 sh -c 'cat /tmp/cxlate$n.cmd > /tmp/cx$n.in'" > /tmp/cxlate$n.sh
done
lirctest_as "coexist: our Streamzap at its smallest timeout" settimeout /dev/$OS 10000
capture_irctl "$OS" /tmp/cxlate0.sh /tmp/cxl-ours.txt
capture_irctl "$MS" /tmp/cxlate1.sh /tmp/cxl-mainline.txt
lirctest_as "coexist: ours keeps the press whose transfers come 30-90 ms apart" \
	compare /tmp/cxl-ours.txt /tmp/cx-ours.txt 0
lirctest_as "coexist: mainline's streamzap.ko keeps it too" \
	compare /tmp/cxl-mainline.txt /tmp/cx-ours.txt 256
lirctest_as "coexist: ours decodes the late press" \
	codes /dev/$OS "$(evdev_of "$OS")" $P_RC5_SZ 0x28c1 $KEY_NUMERIC_1 sh /tmp/cxlate0.sh
lirctest_as "coexist: mainline's streamzap.ko decodes it" \
	codes /dev/$MS "$(event_under /sys/class/rc/$(main_sz_rc 2))" $P_RC5_SZ 0x28c1 \
	$KEY_NUMERIC_1 sh /tmp/cxlate1.sh
lirctest_as "coexist: our Streamzap at its default timeout again" settimeout /dev/$OS 65280
rm -f /tmp/stamps
echo "stamps /tmp/stamps" >&8
lirctest_as "coexist: mainline's streamzap.ko" latency /dev/$MS /tmp/cx1.in /tmp/stamps 200 mainline
# Informational: how mainline copes with the malformed Streamzap streams
# that ours must survive (30-streamzap.sh asserts ours).
for e in /sys/class/rc/$(main_sz_rc 2)/input*/event*; do
	sz_malformed mainline "/dev/$MS" "/dev/input/${e##*/}" /tmp/cx1.in 0
done

# Mainline first: ours leaves and comes back while mainline stays.
check "coexist: our modules unload while mainline's stay" sh -c \
	"rmmod lirc_streamzap && rmmod lirc_loopback && rmmod lirc_core &&
	 test ! -e /sys/class/lirc_core && test -d /sys/class/lirc &&
	 grep -q '^rc_core ' /proc/modules"
MRC=$(main_loopback_rc)
ML=$(lirc_under /sys/class/rc/$MRC)
lirctest_as "coexist, ours gone: mainline loopback" \
	codes /dev/$ML "$(event_under /sys/class/rc/$MRC)" $P_NEC 0x0408 0 ir-ctl -d /dev/$ML -S nec:0x0408
kmsg_mark "ours second"
check "coexist, mainline first: lirc_core, lirc_loopback and lirc_streamzap load" sh -c \
	"insmod $M/lirc_core.ko && insmod $M/lirc_loopback.ko && insmod $M/lirc_streamzap.ko"
check "coexist, mainline first: our driver binds the Streamzap on bus 1 again" \
	wait_for 15 ours_sz_bound 1
log_clean "coexist, mainline first: no warning, duplicate name or error from our load" \
	"ours second"
both_work "mainline first"
