#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Build the guest's initramfs: busybox, the project's modules, the static
# test programs, the guest scripts, and unmodified Debian clients (ir-ctl,
# mode2, evtest, irsimreceive, lircd, irw, LCDd) with their shared libraries.
#   mkinitramfs.sh OUT.cpio.gz MODULE_DIR MODE
# MODE is "check" (run the tests), "demo" (run the demo script), "gates"
# (fire the deliberate bugs of lirc_gates.ko) or "bench" (qemu/bench.sh).
set -euo pipefail
out=$1 moddir=$2 mode=$3
here=$(cd "$(dirname "$0")" && pwd)
tools=$(dirname "$out")/guest-tools
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT

mkdir -p "$stage"/{bin,sbin,etc,proc,sys,dev,tmp,run,modules,tests,lib64,lib/x86_64-linux-gnu}
cp /bin/busybox "$stage/bin/busybox"

# Static test programs, rebuilt only when their source changed.
mkdir -p "$tools"
for src in "$here"/tests/*.c; do
	bin=$tools/$(basename "$src" .c)
	if [ ! -x "$bin" ] || [ "$src" -nt "$bin" ] ||
	   [ "$here/../uapi/linux/lirc_core.h" -nt "$bin" ] ||
	   [ "$here/../uapi/linux/lirc_display.h" -nt "$bin" ] ||
	   [ "$here/tests/result.h" -nt "$bin" ]; then
		gcc -static -O2 -Wall -Wextra -Werror -pthread \
			-I"$here/../uapi" -o "$bin" "$src"
	fi
	cp "$bin" "$stage/bin/"
done

# Unmodified Debian clients and everything they load.
copy_with_libs() {
	local f lib
	for f in "$@"; do
		mkdir -p "$stage$(dirname "$f")"
		cp -L "$f" "$stage$f"
		for lib in $(ldd "$f" | grep -o '/[^ ]*'); do
			mkdir -p "$stage$(dirname "$lib")"
			[ -e "$stage$lib" ] || cp -L "$lib" "$stage$lib"
		done
	done
}
plugins=/usr/lib/x86_64-linux-gnu/lirc/plugins
copy_with_libs /usr/bin/ir-ctl /usr/bin/mode2 /usr/bin/evtest /usr/bin/irsimreceive \
	/usr/sbin/lircd /usr/bin/irw \
	"$plugins/file.so" \
	"$plugins/default.so"
# Configurations of the Debian package lirc-compat-remotes.
for conf in streamzap/lircd.conf.streamzap imon/lircd.conf.imon-pad \
	imon/lircd.conf.imon-rsc imon/lircd.conf.imon-mceusb sasem/lircd.conf.sasem \
	atiusb/lircd.conf.atiusb atiusb/lircd.conf.atilibusb hauppauge/lircd.conf.hauppauge \
	pixelview/lircd.conf.playtv knc_one/lircd.conf.knc_one adaptec/lircd.conf.AVC-2410 \
	leadtek/lircd.conf.PVR2000 asus/lircd.conf.asus creative/lircd.conf.breakoutbox; do
	mkdir -p "$stage/usr/share/lirc/remotes/$(dirname $conf)"
	cp /usr/share/lirc/remotes/$conf "$stage/usr/share/lirc/remotes/$conf"
done
# v4l-utils' ir-keytable with its keymaps and rc_maps.cfg, for the rc view.
copy_with_libs /usr/bin/ir-keytable
# stdbuf: ir-keytable -t's output, line-buffered into a file, survives its kill.
copy_with_libs /usr/bin/stdbuf /usr/libexec/coreutils/libstdbuf.so
mkdir -p "$stage/lib/udev/rc_keymaps"
cp /lib/udev/rc_keymaps/streamzap.toml /lib/udev/rc_keymaps/samsung_ak59_00125a.toml \
	"$stage/lib/udev/rc_keymaps/"
cp /etc/rc_maps.cfg "$stage/etc/"
# The kernel's ir_loopback selftest, unmodified: its program built from the
# unpacked tree with its Makefile's flags (the installed uapi
# headers of linux-libc-dev stand for the tree's, which need
# headers_install), its script run by bash, and the real modprobe (kmod)
# that the script calls.
irsrc=$KSRC/tools/testing/selftests/ir
if [ ! -x "$tools/ir_loopback" ] || [ "$irsrc/ir_loopback.c" -nt "$tools/ir_loopback" ]; then
	gcc -static -Wall -O2 -o "$tools/ir_loopback" \
		"$irsrc/ir_loopback.c"
fi
mkdir -p "$stage/tests/ir"
cp "$tools/ir_loopback" "$irsrc/ir_loopback.sh" "$stage/tests/ir/"
copy_with_libs /bin/bash /usr/bin/kmod
ln -s /usr/bin/kmod "$stage/sbin/modprobe"
# modprobe finds the loopback as the project installs it: the modules under
# updates/, depmod's index, and the project's modprobe.d file.
krel=$(cat "$QEMU_BUILD/include/config/kernel.release")
mkdir -p "$stage/lib/modules/$krel/updates/lirc_core" "$stage/etc/modprobe.d"
cp "$moddir/lirc_core.ko" "$moddir/lirc_loopback.ko" \
	"$stage/lib/modules/$krel/updates/lirc_core/"
touch "$stage/lib/modules/$krel/"modules.{order,builtin,builtin.modinfo}
depmod -b "$stage" "$krel"
cp "$here/../install/modprobe.d/lirc_core.conf" "$stage/etc/modprobe.d/" 2>/dev/null || true

mkdir -p "$stage/etc/lirc"
[ -f /etc/lirc/lirc_options.conf ] && cp /etc/lirc/lirc_options.conf "$stage/etc/lirc/"

# lcdproc's LCDd with its iMON display drivers (the Debian package lcdproc).
# No /etc/LCDd.conf: the tests write their own (lib.sh's lcdd_conf). LCDd
# drops its privileges to User= (default nobody) after opening the device.
lcdp=/usr/lib/x86_64-linux-gnu/lcdproc
copy_with_libs /usr/sbin/LCDd "$lcdp/imon.so" "$lcdp/imonlcd.so"
cat > "$stage/etc/passwd" <<'EOT'
root:x:0:0:root:/:/bin/sh
nobody:x:65534:65534:nobody:/nonexistent:/bin/false
EOT
cat > "$stage/etc/group" <<'EOT'
root:x:0:
nogroup:x:65534:
EOT
cat > "$stage/etc/nsswitch.conf" <<'EOT'
passwd: files
group: files
EOT

cp "$moddir"/*.ko "$stage/modules/"
# Mainline's drivers, for side-by-side comparisons.
mkdir -p "$stage/modules/mainline"
cp "$moddir"/mainline/*.ko "$stage/modules/mainline/"
cp "$here/init" "$stage/init"
cp "$here/tests/lib.sh" "$stage/tests/"
# Which guest suites run: LIRC_GUEST_SUITES, their names (scripts/qemu-run.sh
# shares the suites out between guests; empty for demo, gates and bench),
# else LIRC_GUEST_TESTS, a glob (default all).
if [ -n "${LIRC_GUEST_SUITES+set}" ]; then
	for t in $LIRC_GUEST_SUITES; do
		cp "$here/tests/$t" "$stage/tests/"
	done
else
	for t in "$here"/tests/${LIRC_GUEST_TESTS:-[0-9]*.sh}; do
		[ -f "$t" ] && cp "$t" "$stage/tests/"
	done
fi
# Which guest this is ("N of G"), for its log.
echo "${LIRC_GUEST_NAME:-1 of 1}" > "$stage/etc/lirc-guest"
cp "$here/demo.sh" "$here/gates.sh" "$here/bench.sh" "$stage/tests/"
# LIRC_BENCH: ROUNDS FRAMES SECONDS READERS PRESSES of the bench mode.
echo "${LIRC_BENCH:-3 300 1 32 300}" > "$stage/etc/lirc-bench"
echo "$mode" > "$stage/etc/lirc-mode"
# The descriptor fuzzing (39-usbfuzz.sh): every USB id in our drivers'
# tables, "VID:PID MODULE" a line, as scripts/qemu-run.sh read them off the
# modules (LIRC_USB_IDS); the run's sanitizer pattern; LIRC_FUZZ_CASES cases
# from seed LIRC_FUZZ_SEED on LIRC_FUZZ_PORTS ports, or as many as fit in
# LIRC_FUZZ_SECONDS when that is not 0; LIRC_FUZZ_REPLAY=SEED runs that case
# alone; LIRC_FUZZ_REGRESS, seeds that always run (qemu/fuzz-seeds).
cp "${LIRC_USB_IDS:?the USB id list of scripts/qemu-run.sh}" "$stage/etc/lirc-usb-ids"
(. "$here/../scripts/sanitizer.sh" && echo "$SANITIZER_PATTERN") > "$stage/etc/sanitizer-pattern"
# The soak's length in seconds (39-soak.sh).
echo "${LIRC_SOAK_SECONDS:-60}" > "$stage/etc/lirc-soak"
echo "${LIRC_FUZZ_CASES:-200} ${LIRC_FUZZ_SEED:-1} ${LIRC_FUZZ_REPLAY:--} ${LIRC_FUZZ_PORTS:-8} ${LIRC_FUZZ_SECONDS:-0}" > "$stage/etc/lirc-fuzz"
echo "${LIRC_FUZZ_REGRESS:-}" > "$stage/etc/lirc-fuzz-regress"
# LIRC_IMON_SEED: the seed of 35-imon.sh's sweep of malformed packets
# (to replay a failure; the script has a fixed default).
if [ -n "${LIRC_IMON_SEED:-}" ]; then
	echo "$LIRC_IMON_SEED" > "$stage/etc/lirc-imon-seed"
fi
# LIRC_SASEM_SEED: the same for 37-sasem.sh's sweep.
if [ -n "${LIRC_SASEM_SEED:-}" ]; then
	echo "$LIRC_SASEM_SEED" > "$stage/etc/lirc-sasem-seed"
fi
# LIRC_ATIUSB_SEED: the same for 38-atiusb.sh's sweeps.
if [ -n "${LIRC_ATIUSB_SEED:-}" ]; then
	echo "$LIRC_ATIUSB_SEED" > "$stage/etc/lirc-atiusb-seed"
fi
# LIRC_I2C_SEED: the same for 39-i2c.sh's sweep.
if [ -n "${LIRC_I2C_SEED:-}" ]; then
	echo "$LIRC_I2C_SEED" > "$stage/etc/lirc-i2c-seed"
fi
chmod +x "$stage/init" "$stage"/tests/*.sh

(cd "$stage" && find . | cpio -o -H newc --quiet) | gzip -1 > "$out.tmp"
mv "$out.tmp" "$out"
