# SPDX-License-Identifier: GPL-2.0
# Helpers for guest test scripts: each check prints one RESULT line.

pass() { echo "RESULT PASS $1"; }
fail() { echo "RESULT FAIL $1: $2"; }

# check NAME COMMAND...: passes when COMMAND exits 0.
check() {
	name=$1
	shift
	if out=$("$@" 2>&1); then
		pass "$name"
	else
		fail "$name" "$(echo "$out" | tail -n 3 | tr '\n' ' ')"
	fi
}

# expect_file NAME GOT WANT: the two files are identical.
expect_file() {
	if cmp -s "$2" "$3"; then
		pass "$1"
	else
		fail "$1" "got [$(tr '\n' ' ' < "$2")] want [$(tr '\n' ' ' < "$3")]"
	fi
}

# wait_open PID DEV: wait (at most 5 s) until process PID has DEV open.
wait_open() {
	i=0
	while [ $i -lt 100 ]; do
		ls -l /proc/"$1"/fd 2>/dev/null | grep -q " -> $2\$" && return 0
		sleep 0.05
		i=$((i + 1))
	done
	return 1
}

# wait_exit PID SECONDS: wait for PID to end, kill it after SECONDS.
wait_exit() {
	i=0
	while [ $i -lt $(($2 * 20)) ]; do
		kill -0 "$1" 2>/dev/null || { wait "$1"; return $?; }
		sleep 0.05
		i=$((i + 1))
	done
	kill "$1" 2>/dev/null
	wait "$1"
	return 124
}

# run_lirctest ARGS...: its RESULT lines count; a crash is one more failure.
run_lirctest() {
	lirctest "$@"
	rc=$?
	[ $rc -le 1 ] || fail "lirctest $1 ran to the end" "exit status $rc"
}

# fifo_hold FD FIFO: open FIFO for writing on descriptor FD, kept open. The
# open blocks until the reader opens the other end, and a signal (another
# background job ending) may interrupt it: busybox sh then fails the
# redirection, which in a plain exec would end /init (seen: "can't create
# /tmp/im1.in: Interrupted system call", a kernel panic). Open it again.
fifo_hold() {
	_fh=0
	until command eval "exec $1>$2" 2>/dev/null; do
		_fh=$((_fh + 1))
		if [ $_fh -ge 20 ]; then
			echo "RESULT FAIL $2 opens for writing (20 tries)"
			return 1
		fi
	done
}

# usbemu_plug NAME MODEL VARIANT UDC FD: plug an emulated MODEL (VARIANT,
# or -) into dummy_udc.UDC. Its commands go to /tmp/NAME.in, kept open on
# file descriptor FD; its output to /tmp/NAME.out; its pid is in $EMUPID.
usbemu_plug() {
	rm -f /tmp/$1.in /tmp/$1.out
	mkfifo /tmp/$1.in
	usbemu "$2" "$3" "$4" < /tmp/$1.in > /tmp/$1.out 2>&1 &
	EMUPID=$!
	fifo_hold "$5" "/tmp/$1.in"
}

# evdev_of lircN: the event node of a lirc device's input device.
evdev_of() {
	for e in /sys/class/lirc_core/"$1"/input*/event*; do
		[ -e "$e" ] && echo "/dev/input/${e##*/}"
	done
}

# The loopbacks: our node, mainline's rc device; a device's lirc node and
# event node under sysfs directory D (lirc_under D, event_under D).
ours_loopback() {
	for d in /sys/class/lirc_core/lirc_core*; do
		grep -qx 'LIRC loopback' "$d"/input*/name 2>/dev/null && echo "${d##*/}"
	done
}
main_loopback_rc() {
	for d in /sys/class/rc/rc*; do
		grep -qx 'DRV_NAME=rc-loopback' "$d/uevent" 2>/dev/null && echo "${d##*/}"
	done
}
lirc_under() {
	for d in "$1"/lirc*; do
		[ -e "$d" ] && echo "${d##*/}"
	done
}
event_under() {
	for e in "$1"/input*/event*; do
		[ -e "$e" ] && echo "/dev/input/${e##*/}"
	done
}

# wait_for SECONDS COMMAND...: until COMMAND succeeds; fails after SECONDS.
wait_for() {
	t=$(($1 * 20))
	shift
	while [ $t -gt 0 ]; do
		"$@" 2>/dev/null && return 0
		sleep 0.05
		t=$((t - 1))
	done
	return 1
}

# wait_ms MS COMMAND...: until COMMAND succeeds; fails once MS ms (by the
# clock, to 10 ms) have passed.
wait_ms() {
	wm_end=$(($(uptime_cs) + $1 / 10))
	shift
	while :; do
		"$@" 2>/dev/null && return 0
		[ "$(uptime_cs)" -ge $wm_end ] && return 1
		sleep 0.05
	done
}
# uptime_cs: the uptime in centiseconds (no process forked).
uptime_cs() {
	read -r uc_up uc_rest < /proc/uptime
	uc_cs=${uc_up#*.}
	echo $((${uc_up%.*} * 100 + ${uc_cs#0}))
}

# --- bounded waits on what can be observed ----------------------------------
# proc_blocked PID [NR]: PID sleeps (S or D) in a system call (number NR
# if given: x86-64's 0 read, 1 write), rather than running or stopped.
proc_blocked() {
	case "$(sed -n 's/^State:[[:space:]]*\(.\).*/\1/p' /proc/$1/status 2>/dev/null)" in
	S|D) ;;
	*) return 1 ;;
	esac
	read -r pb_nr pb_rest < /proc/$1/syscall 2>/dev/null || return 1
	[ "$pb_nr" != running ] && [ -z "$2" -o "$pb_nr" = "$2" ]
}
# proc_stopped PID: PID is stopped (SIGSTOP).
proc_stopped() {
	[ "$(sed -n 's/^State:[[:space:]]*\(.\).*/\1/p' /proc/$1/status 2>/dev/null)" = T ]
}
# wait_writing PID: (at most 5 s) until PID waits inside a write().
wait_writing() {
	wait_for 5 proc_blocked "$1" 1
}
# wait_reading PID DEV: PID has DEV open and (set up) sleeps waiting for
# input, in a read or poll; at most 5 s each.
wait_reading() {
	wait_open "$1" "$2" && wait_for 5 proc_blocked "$1"
}

# emu_sync NAME [mark1]: every command sent to the usbemu of usbemu_plug
# NAME (/tmp/NAME.in) so far has run (its sleeps too) and every packet it
# queued on interface 0's IN endpoint (interface 1's with mark1) has been
# taken by the host. At most 10 s; otherwise a failed check says so.
EMU_SYNC_N=0
emu_sync() {
	EMU_SYNC_N=$((EMU_SYNC_N + 1))
	es_m="sync$EMU_SYNC_N"
	timeout 5 sh -c "echo '${2:-mark} $es_m' > /tmp/$1.in" &&
		wait_for 10 grep -qx "MARK $es_m" /tmp/$1.out && return 0
	fail "usbemu $1 runs its commands and its packets are taken ($es_m)" \
		"$(tail -n 3 /tmp/$1.out | tr '\n' '|')"
	return 1
}

# For evtest_around on emulated iMON-style units (/tmp/imN.in, see im_plug):
# im_send N 'CMD;CMD...' sends usbemu commands, im_run N SCRIPT runs a
# script of im_script (or any that writes to /tmp/imN.in); both then
# emu_sync imN.
im_send() {
	im_cmd "$1" "$2" && emu_sync im$1
}
im_run() {
	sh "$2" && emu_sync im$1
}

# ev_settled FILE: evtest's output FILE ends with a whole input frame
# (SYN_REPORT) and every key it saw go down has gone up.
ev_settled() {
	grep '^Event: ' "$1" | tail -n 1 | grep -q 'SYN_REPORT' &&
		[ "$(grep -c '(EV_KEY), code .*, value 0$' "$1")" -ge \
		  "$(grep -c '(EV_KEY), code .*, value 1$' "$1")" ]
}
# ev_wait FILE PID MS: after a stimulus, until evtest PID (output in FILE)
# has printed every event so far (it sleeps waiting for more) and every key
# it saw pressed is released. Without any input frame within MS ms it
# returns at once: a check that nothing came looks at a window of MS ms.
# Fails after 5 s more.
ev_wait() {
	wait_ms "$3" grep -q '^Event: .*SYN_REPORT' "$1" || return 0
	wait_for 5 ev_idle "$1" "$2"
}
ev_idle() {
	proc_blocked "$2" && ev_settled "$1"
}

# evtest_around EVDEV COMMAND...: Debian's evtest on EVDEV while COMMAND
# runs, then until the keys it saw are up (ev_wait: 0.8 s if none come; a
# failed check if one stays down); its output goes to /tmp/evtest.txt. A COMMAND that only starts what the
# device sends (usbemu commands) should end with emu_sync.
evtest_around() {
	evtest "$1" > /tmp/evtest.txt 2>&1 &
	ev=$!
	wait_open $ev "$1" || fail "evtest opens $1" "$(tail -n 2 /tmp/evtest.txt | tr '\n' ' ')"
	ea_dev=$1
	shift
	"$@"
	ev_wait /tmp/evtest.txt $ev 800 ||
		fail "evtest: every key it saw pressed goes up" \
			"$ea_dev: $(grep -E '^Event:.*EV_KEY' /tmp/evtest.txt | tail -n 3 | sed 's/.*code/code/' | tr '\n' '|')"
	kill $ev
	wait $ev 2>/dev/null
}

# --- Malformed Streamzap streams (issue 8) -----------------------------------
# Each case is a malformed byte stream, then a pause far longer than the
# receiver's timeout and than the 255 units it can measure (after which
# nothing pending can be completed), then one valid KEY_NUMERIC_1 press
# (RC-5-SZ 0x28c1). Samples are written
# P<us> (pulse), S<us> (space), T (timeout), hand-derived from the format:
# a nibble or byte value v is v * 256 + 128 us.
SZM_PRESS_CMDS='in 33 66 63 33 36 33;in 63 33 33 33 36 3F;in FF'
SZM_PRESS='P896 S896 P1664 S1664 P1664 S896 P896 S896 P896 S1664 P896 S896
	P1664 S896 P896 S896 P896 S896 P896 S896 P896 S1664 P896 T'

# sz_malformed_case N: case N sets SZM_NAME, SZM_CMDS (usbemu commands,
# ';'-separated), SZM_PAUSE (ms before the press) and SZM_PREFIX: what a
# correct decoder reports for the malformed part (an unfinished signal ends
# with a timeout in the pause; a pending escape alone is no signal). Fails
# past the last case.
sz_malformed_case() {
	SZM_PAUSE=600
	case $1 in
	1) SZM_NAME='a pulse escape cut off'
	   SZM_CMDS='in 33 66 F0'
	   SZM_PREFIX='P896 S896 P1664 S1664 T' ;;
	2) SZM_NAME='a pulse escape cut after its pulse byte'
	   SZM_CMDS='in 33 F0 40'
	   SZM_PREFIX='P896 S896 P16512 T' ;;
	3) SZM_NAME='a space escape cut off'
	   SZM_CMDS='in 33 6F'
	   SZM_PREFIX='P896 S896 P1664 T' ;;
	4) SZM_NAME='a lone 0xff'
	   SZM_CMDS='in FF'
	   SZM_PREFIX='' ;;
	5) SZM_NAME='a lone 0xf0'
	   SZM_CMDS='in F0'
	   SZM_PREFIX='' ;;
	6) SZM_NAME='a lone 0x0f'
	   SZM_CMDS='in 0F'
	   SZM_PREFIX='P128 T' ;;
	7) SZM_NAME='a frame without its end marker'
	   SZM_CMDS='in 33 66 63 33 36 33;in 63 33 33 33 36'
	   SZM_PREFIX='P896 S896 P1664 S1664 P1664 S896 P896 S896 P896 S1664 P896
		S896 P1664 S896 P896 S896 P896 S896 P896 S896 P896 S1664 T' ;;
	8) SZM_NAME='a zero-byte packet'
	   SZM_CMDS='zlp'
	   SZM_PREFIX='' ;;
	9) # Empty packets carry no IR: they must not keep an escape alive
	   # past the 500 ms bound, though the press comes only 40 ms after
	   # the last of them.
	   SZM_NAME='a space escape cut off, then zero-byte packets every 100 ms'
	   SZM_CMDS='in 33 6F;sleep 100;zlp;sleep 100;zlp;sleep 100;zlp;sleep 100;zlp;sleep 100;zlp;sleep 100;zlp'
	   SZM_PAUSE=40
	   SZM_PREFIX='P896 S896 P1664 T' ;;
	*) return 1 ;;
	esac
}

# szm_lines "P896 S128 T ...": one "pulse N"/"space N"/"timeout" a line.
szm_lines() {
	for w in $1; do
		case $w in
		P*) echo "pulse ${w#P}" ;;
		S*) echo "space ${w#S}" ;;
		T) echo timeout ;;
		esac
	done
}

# The press has ended: its last pulse, then a timeout.
szm_press_ended() {
	[ "$(tail -n 2 /tmp/szm.raw | head -n 1)" = "pulse 896" ] &&
		tail -n 1 /tmp/szm.raw | grep -q '^timeout '
}

# sz_malformed LABEL LIRCDEV EVDEV FIFO ASSERT: replay every case on the
# emulated Streamzap whose commands go to FIFO, with ir-ctl -r --mode2 on
# LIRCDEV and evtest on EVDEV. A press counts as read exactly when the whole
# capture is the case's own samples then the press; as decoded when EVDEV got
# exactly one key press, KEY_NUMERIC_1, after one MSC_SCAN 0x28c1. ASSERT=1
# turns both into checks (our driver); otherwise (mainline) they are only
# counted. Ends with "INFO LABEL malformed: X of N presses decoded, ...".
sz_malformed() {
	szm_n=0 szm_keys=0 szm_exact=0 szm_i=1
	while sz_malformed_case $szm_i; do
		szm_i=$((szm_i + 1))
		szm_n=$((szm_n + 1))
		{ echo "$SZM_CMDS" | tr ';' '\n'; echo "sleep $SZM_PAUSE"
		  echo "$SZM_PRESS_CMDS" | tr ';' '\n'; } > /tmp/szm.cmd
		{ szm_lines "$SZM_PREFIX"; szm_lines "$SZM_PRESS"; } > /tmp/szm.want
		ir-ctl -d "$2" -r --mode2 > /tmp/szm.raw 2>&1 &
		szm_rx=$!
		evtest "$3" > /tmp/szm.ev 2>&1 &
		szm_ev=$!
		wait_open $szm_rx "$2" && wait_open $szm_ev "$3" &&
			timeout 5 sh -c "cat /tmp/szm.cmd > $4"
		wait_for 5 szm_press_ended
		if ! ev_wait /tmp/szm.ev $szm_ev 500; then
			szm_up="$(grep -E '^Event:.*EV_KEY' /tmp/szm.ev | tail -n 3 | sed 's/.*code/code/' | tr '\n' '|')"
			[ "$5" = 1 ] &&
				fail "$1: after $SZM_NAME every key evtest saw pressed goes up" "$szm_up" ||
				echo "INFO $1 malformed '$SZM_NAME': a key stays down: $szm_up"
		fi
		kill $szm_rx $szm_ev 2>/dev/null
		wait $szm_rx $szm_ev 2>/dev/null
		grep -E '^(pulse|space|timeout) ' /tmp/szm.raw |
			sed 's/^timeout .*/timeout/' > /tmp/szm.got
		szm_downs=$(grep -c '(EV_KEY), code .*, value 1$' /tmp/szm.ev)
		szm_scans=$(grep -c '(MSC_SCAN), value ' /tmp/szm.ev)
		if [ "$szm_downs" = 1 ] && [ "$szm_scans" = 1 ] &&
		   grep -q '(KEY_NUMERIC_1), value 1$' /tmp/szm.ev &&
		   grep -q '(MSC_SCAN), value 28c1$' /tmp/szm.ev; then
			szm_key=1
			szm_keys=$((szm_keys + 1))
		else
			szm_key=0
		fi
		if cmp -s /tmp/szm.got /tmp/szm.want; then
			szm_ok=1
			szm_exact=$((szm_exact + 1))
		else
			szm_ok=0
		fi
		szm_read="[$(tr '\n' ' ' < /tmp/szm.got)]"
		if [ "$5" = 1 ]; then
			[ $szm_ok = 1 ] &&
				pass "$1: after $SZM_NAME the next press reads exactly" ||
				fail "$1: after $SZM_NAME the next press reads exactly" \
					"got $szm_read want [$(tr '\n' ' ' < /tmp/szm.want)]"
			[ $szm_key = 1 ] &&
				pass "$1: after $SZM_NAME the next press is KEY_NUMERIC_1" ||
				fail "$1: after $SZM_NAME the next press is KEY_NUMERIC_1" \
					"$szm_downs key presses, $szm_scans MSC_SCAN: $(grep -E '^Event:.*(EV_KEY|MSC_SCAN)' /tmp/szm.ev | sed 's/.*code/code/' | tr '\n' '|')"
		else
			echo "INFO $1 malformed '$SZM_NAME': key $szm_key, exact $szm_ok, read $szm_read"
		fi
	done
	echo "INFO $1 malformed: $szm_keys of $szm_n presses decoded, $szm_exact of $szm_n read exactly"
}

# sz_press_mode2 FILE: what the MODE2 text of the Streamzap press of
# KEY_NUMERIC_1 (RC-5-SZ 0x28c1) must be, derived by hand from the byte
# format (30-streamzap.sh sends it as three transfers, the last escape
# split across them: 33 66 63 33 36 33 / 63 33 33 33 36 3F / FF).
sz_press_mode2() {
	cat > "$1" <<EOT
pulse 896
space 896
pulse 1664
space 1664
pulse 1664
space 896
pulse 896
space 896
pulse 896
space 1664
pulse 896
space 896
pulse 1664
space 896
pulse 896
space 896
pulse 896
space 896
pulse 896
space 896
pulse 896
space 1664
pulse 896
EOT
}

# capture_irctl DEV PRESS-SCRIPT OUT: one press as ir-ctl -r --mode2 -1 reads it.
capture_irctl() {
	ir-ctl -d /dev/$1 -r --mode2 -1 > /tmp/irctl.raw 2>&1 &
	rx=$!
	wait_open $rx /dev/$1 && sh "$2"
	wait_exit $rx 10
	grep -E '^(pulse|space) ' /tmp/irctl.raw > "$3"
}

# --- lircd and irw (Debian's lirc) -------------------------------------------
# lircd_start LIRCDEV CONF: lircd (default driver) on /dev/LIRCDEV with
# CONF, irw on its socket (output in /tmp/irw.txt); waits (at most 10 s)
# until lircd has the device open. lircd_stop ends both.
lircd_start() {
	rm -f /tmp/lircd.sock /tmp/irw.txt
	lircd --nodaemon --immediate-init --driver=default --device=/dev/$1 --output=/tmp/lircd.sock \
		--pidfile=/tmp/lircd.pid --logfile=/tmp/lircd.log "$2" \
		> /tmp/lircd.out 2>&1 &
	LIRCD=$!
	wait_for 10 test -S /tmp/lircd.sock
	irw /tmp/lircd.sock > /tmp/irw.txt 2>&1 &
	IRW=$!
	wait_for 10 sh -c "ls -l /proc/$LIRCD/fd 2>/dev/null | grep -q ' -> /dev/$1\$'"
}
lircd_stop() {
	kill $IRW $LIRCD 2>/dev/null
	wait $IRW $LIRCD 2>/dev/null
}
# irw_has PATTERN: irw prints a line matching PATTERN within 5 s; else
# says what irw and lircd printed.
irw_has() {
	wait_for 5 grep -q "$1" /tmp/irw.txt && return 0
	echo "irw: $(tr '\n' '|' < /tmp/irw.txt) lircd: $(tail -n 5 /tmp/lircd.log /tmp/lircd.out 2>/dev/null | tr '\n' '|')"
	return 1
}

# --- text displays ----------------------------------------------------------
# lcd_hex TEXT: TEXT padded with spaces to 32 bytes (a 16x2 frame), as hex
# "xx xx ...".
lcd_hex() {
	printf '%-32s' "$1" | od -An -v -tx1 | tr -s ' \n' '  ' | sed 's/^ //;s/ $//'
}
# ms_now: a monotonic clock in milliseconds.
ms_now() {
	awk '{ printf "%d\n", $1 * 1000 }' /proc/uptime
}

# --- LCDd (Debian's lcdproc) -------------------------------------------------
LCDD_PORT=${LCDD_PORT:-13666}

# lcdd_conf FILE DRIVER [LINE...]: an LCDd.conf for DRIVER (imon or imonlcd)
# with LINEs (Key=Value) in the driver's section, e.g.
#   lcdd_conf /tmp/lcdd.conf imonlcd Device=/dev/lcd0 Protocol=1
# LCDd then shows only its clients' screens: a blank server screen (also
# before the first client), no heartbeat, a blank goodbye; it stays in the
# foreground, reports to stderr (level 4: connections and screen switches
# too), listens on 127.0.0.1:$LCDD_PORT and runs as nobody after opening
# the device.
lcdd_conf() {
	lc_file=$1 lc_drv=$2
	shift 2
	{
		echo "[server]"
		echo "DriverPath=/usr/lib/x86_64-linux-gnu/lcdproc/"
		echo "Driver=$lc_drv"
		echo "Bind=127.0.0.1"
		echo "Port=$LCDD_PORT"
		echo "Foreground=yes"
		echo "ReportToSyslog=no"
		echo "ReportLevel=4"
		echo "ServerScreen=blank"
		echo "Heartbeat=off"
		echo 'GoodBye=""'
		echo "[$lc_drv]"
		for lc_line in "$@"; do
			echo "$lc_line"
		done
	} > "$lc_file"
}

# lcdd_start CONF: LCDd in the background with CONF, its output in
# /tmp/lcdd.log, its pid in $LCDDPID. Waits (at most 10 s) until it answers
# a client; fails (and LCDd is stopped) if it does not, or if it ended.
lcdd_start() {
	LCDd -c "$1" -f > /tmp/lcdd.log 2>&1 &
	LCDDPID=$!
	lc_i=0
	while [ $lc_i -lt 10 ] && kill -0 "$LCDDPID" 2>/dev/null; do
		lcdclient -p "$LCDD_PORT" -t 1 > /dev/null 2>&1 && return 0
		lc_i=$((lc_i + 1))
	done
	lcdd_stop
	return 1
}

# lcdd_stop: SIGTERM to LCDd (its drivers write their exit sequence), at
# most 5 s to end, then SIGKILL and at most 5 s more. Returns LCDd's exit
# status (0 after SIGTERM), 124 if it had to be killed, 125 if even SIGKILL
# did not end it (stuck in the kernel).
lcdd_stop() {
	[ -n "${LCDDPID:-}" ] || return 0
	lc_pid=$LCDDPID
	LCDDPID=
	kill "$lc_pid" 2>/dev/null
	lc_i=0
	while [ $lc_i -lt 200 ]; do
		kill -0 "$lc_pid" 2>/dev/null || { wait "$lc_pid"; return $?; }
		[ $lc_i = 100 ] && kill -9 "$lc_pid" 2>/dev/null
		sleep 0.05
		lc_i=$((lc_i + 1))
	done
	return 125
}

# lcd_show ROW1 [ROW2]: (after lcd_hide) a client of LCDd holding one
# foreground screen with these rows (string widgets at column 1, no heartbeat; a row cannot hold
# '}'); its pid in $LCDCPID, its output in /tmp/lcdc.out. Waits (at most
# 10 s) until every command succeeded; the display shows the rows from
# LCDd's next frame on (earlier frames may show a part of the screen).
# lcd_hide ends the client; LCDd then shows its blank server screen.
lcd_show() {
	lcd_hide
	if [ $# -ge 2 ]; then
		set -- "widget_add s r1 string" "widget_set s r1 1 1 {$1}" \
			"widget_add s r2 string" "widget_set s r2 1 2 {$2}"
	else
		set -- "widget_add s r1 string" "widget_set s r1 1 1 {$1}"
	fi
	lcdclient -p "$LCDD_PORT" -t 10 -k "screen_add s" \
		"screen_set s -priority foreground -heartbeat off" "$@" > /tmp/lcdc.out 2>&1 &
	LCDCPID=$!
	wait_for 10 lcd_settled
	grep -qx hold /tmp/lcdc.out && return 0
	lcd_hide
	return 1
}

# The client of lcd_show holds its screen, or has ended.
lcd_settled() {
	grep -qx hold /tmp/lcdc.out || ! kill -0 "$LCDCPID"
}

# lcd_hide also waits (at most 5 s) until LCDd has seen the client go:
# LCDd 0.5.9 may fault when SIGTERM comes while it drops a client.
lcd_hide() {
	[ -n "${LCDCPID:-}" ] || return 0
	lc_n=$(lcd_gone_count)
	kill "$LCDCPID" 2>/dev/null
	wait "$LCDCPID" 2>/dev/null
	LCDCPID=
	wait_for 5 lcd_gone_more "$lc_n"
}

# How many clients LCDd has seen go; lcd_gone_more N: more than N.
lcd_gone_count() {
	grep -c 'disconnect' /tmp/lcdd.log 2>/dev/null
}
lcd_gone_more() {
	[ "$(lcd_gone_count)" -gt "$1" ]
}

# --- emulated iMON units (35-imon, 36-display) ------------------------------
# Kernel log checks look only after a mark of this script (the log may
# wrap, and earlier scripts print the same core messages).
# im_mark NAME: put mark NAME into the log; im_since NAME: the log after it.
im_mark() {
	echo "lirc-test: mark $1" > /dev/kmsg
}
im_since() {
	dmesg | sed -n "/lirc-test: mark $1\$/,\$p"
}
# im_log_has NAME PATTERN: a line after mark NAME matches PATTERN (grep -E).
im_log_has() {
	im_since "$1" | grep -qE "$2"
}
# im_plug N MODEL [VARIANT]: emulated device N (1 or 2) on dummy_udc.N-1
# (USB bus N); commands to /tmp/imN.in, kept open on descriptor 4+N.
im_plug() {
	usbemu_plug im$1 "$2" "${3:--}" $(($1 - 1)) $((4 + $1))
	eval "IMPID$1=$EMUPID"
}
im_unplug() {
	eval "exec $((4 + $1))>&-"
	eval "kill \$IMPID$1 2>/dev/null; wait \$IMPID$1 2>/dev/null"
}
# im_child N CLASS: the device of CLASS (lirc_core, lirc_display) that
# lirc_imon made for interface 0 on bus N ($ID: lirc_imon's directory
# under /sys/bus/usb/drivers); im_lirc N: its lirc device.
im_child() {
	for d in $ID/$1-1:1.0/$2/*; do
		[ -e "$d" ] && echo "${d##*/}"
	done
}
im_lirc() {
	im_child "$1" lirc_core
}
im_bound() {
	[ -n "$(im_lirc "$1")" ]
}
# im_cmd N 'CMD;CMD...': usbemu commands to device N (bounded: a FIFO
# whose reader died must not block or kill this shell).
im_cmd() {
	echo "$2" | tr ';' '\n' > /tmp/im$1.cmd
	timeout 5 sh -c "cat /tmp/im$1.cmd > /tmp/im$1.in"
}

# --- hand-derived signals (20-decoded, 35-imon) ------------------------------
# Durations in us, pulse first, blank-separated, built from the protocols'
# descriptions: encoders independent of the kernel's.
# pd_bits PULSE ZERO ONE VALUE NBITS [lsb]: NBITS pulse-distance bits of
# VALUE, the most significant first (or with "lsb", the least).
pd_bits() {
	local i=0 b
	while [ $i -lt "$5" ]; do
		if [ "$6" = lsb ]; then
			b=$((($4 >> i) & 1))
		else
			b=$((($4 >> ($5 - 1 - i)) & 1))
		fi
		[ $b = 1 ] && printf '%s %s ' "$1" "$3" || printf '%s %s ' "$1" "$2"
		i=$((i + 1))
	done
}
# samsung32_durs ADDR CMD: Samsung32, NEC's bits (address twice, command
# and its inverse, each least significant bit first) after a 4.5 ms header.
samsung32_durs() {
	local b
	printf '4500 4500 '
	for b in $1 $1 $2 $((~$2 & 255)); do
		pd_bits 560 560 1690 $b 8 lsb
	done
	echo 560
}
# samsung36_durs ADDR CMD: Samsung36, 16 address bits, a 500 us pulse and
# 4.5 ms space, 20 command bits, the first bit sent most significant.
samsung36_durs() {
	printf '4500 4500 '
	pd_bits 500 500 1500 $1 16
	printf '500 4500 '
	pd_bits 500 500 1500 $2 20
	echo 500
}
# kaseikyo_durs VENDOR B2 B3 B4: Kaseikyo, 432 us units: the vendor's two
# bytes (low first), B2-B4 and their XOR, least significant bit first.
kaseikyo_durs() {
	local b
	printf '3456 1728 '
	for b in $(($1 & 255)) $(($1 >> 8)) $2 $3 $4 $(($2 ^ $3 ^ $4)); do
		pd_bits 432 432 1296 $b 8 lsb
	done
	echo 432
}
# durs_irctl DURATIONS: the same in ir-ctl's text format.
durs_irctl() {
	local p=pulse d
	for d in $1; do
		echo "$p $d"
		[ $p = pulse ] && p=space || p=pulse
	done
}
