#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Installation on real Debian kernels: for each kernel line that make
# check covers (LIRC_KERNELS, default every line of scripts/kernels.sh),
# builds the product modules W=1 against Debian's newest
# linux-headers-<line>.*-amd64, stages "make install" and "make uninstall",
# builds dkms.conf with a real dkms in a private tree, and checks the
# modprobe.d file against that kernel and our sources; then, once, the
# files that name no kernel (dkms.conf's lists, the udev rules). Each
# kernel's results are tagged with it ("[6.12] ..."). Nothing is installed
# into the system (but the headers, dkms and pahole packages, if missing)
# and nothing is loaded: modprobe runs only as --dry-run, on a private
# module directory. Last line: "headers: N passed, N failed".
set -euo pipefail
. "$(dirname "$0")/env.sh"
. "$REPO/scripts/lirc-modules.sh"
. "$REPO/scripts/kernels.sh"

pass=0
fail=0
K=	# "[6.12] " while a kernel's checks run
ok() { echo "headers: ok   $K$*"; pass=$((pass + 1)); }
bad() { echo "headers: FAIL $K$*"; fail=$((fail + 1)); }
finish()
{
	echo "headers: $pass passed, $fail failed"
	exit $((fail > 0))
}
# Shows the end of a log after a failure.
show() { sed 's/^/    /' "$1" | tail -n "${2:-25}"; }

# Each line's headers (Debian's newest generic amd64 package of the line),
# dkms and pahole (BTF for the modules), if missing.
headers_dir()	# headers_dir LINE: the newest installed headers of LINE
{
	ls -d /usr/src/linux-headers-* 2>/dev/null | sed 's|^/usr/src/||' |
		grep -E "$(lirc_headers_pkg_re "$1")" | sort -V | tail -n 1 |
		sed 's|^|/usr/src/|' || true
}
missing=()
for p in dkms pahole; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' ||
		missing+=("$p")
done
SUDO=
[ "$(id -u)" -eq 0 ] || SUDO=sudo
export DEBIAN_FRONTEND=noninteractive
updated=
for line in "${LIRC_CHECK_LINES[@]}"; do
	# The line's tree, for its Makefiles (step 6), when not unpacked.
	[ -f "$LIRC_CACHE/linux-source-$line/Makefile" ] ||
		[ -f "/usr/src/linux-source-$line.tar.xz" ] || missing+=("linux-source-$line")
	[ -z "$(headers_dir "$line")" ] || continue
	if [ -z "$updated" ]; then
		$SUDO apt-get update -q >/dev/null
		updated=1
	fi
	p=$(apt-cache pkgnames "linux-headers-$line." | grep -E "$(lirc_headers_pkg_re "$line")" |
	    sort -V | tail -n 1 || true)
	[ -z "$p" ] || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
	echo "headers: installing ${missing[*]}"
	[ -n "$updated" ] || $SUDO apt-get update -q >/dev/null
	$SUDO apt-get install -y -q --no-install-recommends "${missing[@]}" >/dev/null
fi

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
KO_NAMES=()
for ko in "${LIRC_PRODUCT_KOS[@]}"; do
	n=${ko##*/}
	KO_NAMES+=("${n%.ko}")
done

# 4. dkms.conf lists what lirc-modules.sh lists.
conf=$REPO/dkms.conf
conf_names=$(sed -n 's/^BUILT_MODULE_NAME\[[0-9]*\]="\(.*\)"$/\1/p' "$conf" | sort)
conf_locs=$(sed -n 's/^BUILT_MODULE_LOCATION\[\([0-9]*\)\]="\(.*\)"$/\1 \2/p' "$conf")
want_locs=
for i in "${!LIRC_PRODUCT_KOS[@]}"; do
	ko=${LIRC_PRODUCT_KOS[$i]}
	want_locs+="$i ${ko%/*}/"$'\n'
done
conf_make=$(sed -n '/^MAKE\[0\]=/,/"$/p' "$conf" | tr -s ' \t\\\n' '\n' | grep '^CONFIG_' | sort)
want_make=$(printf '%s\n' "${LIRC_PRODUCT_CONFIG[@]}" | sort)
why=
[ "$conf_names" = "$(printf '%s\n' "${KO_NAMES[@]}" | sort)" ] || why+=" BUILT_MODULE_NAME"
[ "$conf_locs" = "${want_locs%$'\n'}" ] || why+=" BUILT_MODULE_LOCATION"
[ "$conf_make" = "$want_make" ] || why+=" MAKE's CONFIG flags"
[ "$(grep -c '^DEST_MODULE_LOCATION\[[0-9]*\]="/updates/lirc_core"$' "$conf")" -eq ${#KO_NAMES[@]} ] ||
	why+=" DEST_MODULE_LOCATION"
grep -q '^PACKAGE_NAME="lirc_core"$' "$conf" || why+=" PACKAGE_NAME"
grep -q '^AUTOINSTALL="yes"$' "$conf" || why+=" AUTOINSTALL"
if [ -z "$why" ]; then
	ok "dkms.conf agrees with scripts/lirc-modules.sh"
else
	bad "dkms.conf disagrees with scripts/lirc-modules.sh:$why"
fi

# Names in the modprobe file.
MPCONF=$REPO/install/modprobe.d/lirc_core.conf
norm() { tr '-' '_'; }
blacklisted=$(awk '$1 == "blacklist" { print $2 }' "$MPCONF" | norm)
softdep_subj=$(awk '$1 == "softdep" { print $2 }' "$MPCONF" | norm)
softdep_pre=$(awk '$1 == "softdep" { for (i = 3; i <= NF; i++) if ($i !~ /:$/) print $i }' "$MPCONF" | norm)
alias_names=$(awk '$1 == "alias" { print $2 }' "$MPCONF" | norm)
alias_targets=$(awk '$1 == "alias" { print $3 }' "$MPCONF" | norm)
option_mods=$(awk '{ sub(/^#/, "") } $1 == "options" { print $2 }' "$MPCONF" | norm)

# 7. Whatever the file loads instead is ours; mainline's names are not.
why=
for n in $alias_targets $softdep_pre $option_mods; do
	printf '%s\n' "${KO_NAMES[@]}" | grep -qx "$n" || why+=" $n(not ours)"
done
for n in $blacklisted $softdep_subj; do
	printf '%s\n' "${KO_NAMES[@]}" | grep -qx "$n" && why+=" $n(ours)"
done
if [ -z "$why" ] && [ -n "$alias_targets" ]; then
	# shellcheck disable=SC2046 # one word per module
	ok "modprobe file: alias, softdep and options targets are our modules:" \
	   $(printf '%s\n' $alias_targets $softdep_pre $option_mods | sort -u)
else
	bad "modprobe file: targets:$why"
fi

# 9. The udev rules name our classes and nodes as the sources do.
RULES=$REPO/install/udev/60-lirc_core.rules
cls_dev=$(sed -n 's/^#define LIRC_DEV_NAME[ \t]*"\(.*\)"/\1/p' "$REPO/core/lirc_priv.h")
cls_disp=$(sed -n 's/^#define LIRC_DISPLAY_CLASS[ \t]*"\(.*\)"/\1/p' "$REPO/core/lirc_display.c")
disp_node=$(sed -n 's/.*dev_set_name(&disp->dev, "\([a-z_]*\)%d".*/\1/p' "$REPO/core/lirc_display.c")
imon_drv=$(sed -n '/struct usb_driver/,/}/s/.*\.name = "\(.*\)".*/\1/p' "$REPO/drivers/imon.c")
why=
[ -n "$cls_dev" ] && grep -q "^SUBSYSTEM==\"$cls_dev\", KERNEL==\"$cls_dev\[0-9\]\*\", GROUP=\"video\", MODE=\"0660\"$" "$RULES" ||
	why+=" $cls_dev node"
[ -n "$cls_disp" ] && [ -n "$disp_node" ] &&
	grep -q "^SUBSYSTEM==\"$cls_disp\", KERNEL==\"$disp_node\[0-9\]\*\", GROUP=\"video\", MODE=\"0660\"$" "$RULES" ||
	why+=" $cls_disp node"
[ -n "$imon_drv" ] &&
	grep -q "^SUBSYSTEM==\"$cls_disp\", KERNEL==\"$disp_node\[0-9\]\*\", DRIVERS==\"$imon_drv\", SYMLINK+=\"lcd-imon\"$" "$RULES" ||
	why+=" lcd-imon link"
bad_lines=$(grep -v -E '^(#|$)' "$RULES" | grep -v -E '^SUBSYSTEM==' || true)
[ -z "$bad_lines" ] || why+=" unexpected rule lines"
if [ -z "$why" ]; then
	ok "udev rules: /dev/${cls_dev}N and /dev/${disp_node}N video 0660, lcd-imon by driver $imon_drv"
else
	bad "udev rules:$why"
fi

# The kernel's checks, for one kernel line.
check_kernel()	# check_kernel LINE
{
	local line=$1
	K="[$line] "
	KDIR=$(headers_dir "$line")
	if [ -z "$KDIR" ]; then
		bad "no /usr/src/linux-headers-$line.*-amd64 (Debian's headers package of $line)"
		return
	fi
	KVER=$(sed -n 's/^#define UTS_RELEASE "\(.*\)"$/\1/p' "$KDIR/include/generated/utsrelease.h")
	pkg=$(dpkg-query -S "$KDIR" 2>/dev/null | cut -d: -f1 | head -n 1 || true)
	pkgver=$(dpkg-query -W -f='${Version}' "$pkg" 2>/dev/null || true)
	echo "headers: $K$KDIR ($pkg $pkgver), kernel $KVER"
	mkdir -p "$WORK/$line"
	# This line's tree, for its Makefiles (step 6): unpacked in the cache,
	# else those three Makefiles from Debian's linux-source tarball (kept
	# in the cache while the tarball stays the same).
	ksrc=$LIRC_CACHE/linux-source-$line
	if [ ! -f "$ksrc/Makefile" ]; then
		ksrc=$LIRC_CACHE/makefiles-$line
		tarball=/usr/src/linux-source-$line.tar.xz
		tstamp=$(stat -c '%Y %s' "$tarball" 2>/dev/null || true)
		if [ "$(cat "$ksrc/.from" 2>/dev/null)" != "$tstamp" ]; then
			rm -rf "$ksrc"
			mkdir -p "$ksrc"
			tar -xJf "$tarball" -C "$ksrc" --strip-components=1 \
				"linux-source-$line/drivers/media/rc/Makefile" \
				"linux-source-$line/drivers/media/i2c/Makefile" \
				"linux-source-$line/drivers/input/misc/Makefile" 2>/dev/null &&
				echo "$tstamp" > "$ksrc/.from" || true
		fi
	fi

	# 1. W=1 build, from scratch so that no warning hides in an old object.
	W1=$LIRC_CACHE/build-debian-w1-$line
	rm -rf "$W1"
	lirc_mirror_sources "$W1"
	log=$WORK/$line/w1.log
	if make -C "$KDIR" M="$W1" -j"$JOBS" W=1 "${LIRC_PRODUCT_CONFIG[@]}" modules \
			>"$log" 2>&1; then
		rc=0
	else
		rc=$?
	fi
	problems=$(grep -E -c 'warning:|error:|WARNING:|ERROR:' "$log" || true)
	missing_ko=()
	for ko in "${LIRC_PRODUCT_KOS[@]}"; do
		if [ ! -f "$W1/$ko" ]; then
			missing_ko+=("$ko")
		elif [ "$(modinfo -F vermagic "$W1/$ko" | cut -d' ' -f1)" != "$KVER" ]; then
			missing_ko+=("$ko (vermagic not $KVER)")
		fi
	done
	if [ "$rc" -eq 0 ] && [ "$problems" -eq 0 ] && [ ${#missing_ko[@]} -eq 0 ]; then
		ok "W=1 build against $KVER: ${#LIRC_PRODUCT_KOS[@]} modules, no warning"
	else
		bad "W=1 build against $KVER: exit $rc, $problems warnings/errors, missing: ${missing_ko[*]:-none}"
		grep -E 'warning:|error:|WARNING:|ERROR:' "$log" | head -n 20 | sed 's/^/    /' || true
		[ "$problems" -gt 0 ] || show "$log"
	fi

	# 2. make install into a staging directory: exactly our files.
	STAGE=$WORK/$line/stage
	log=$WORK/$line/install.log
	expected=$WORK/$line/expected
	{
		for n in "${KO_NAMES[@]}"; do
			echo "lib/modules/$KVER/updates/lirc_core/$n.ko"
		done
		echo usr/local/lib/modprobe.d/lirc_core.conf
		echo usr/local/lib/udev/rules.d/60-lirc_core.rules
	} | sort >"$expected"
	if make -s -C "$REPO" install DESTDIR="$STAGE" KDIR="$KDIR" >"$log" 2>&1; then
		(cd "$STAGE" && find . -mindepth 1 ! -type d | sed 's|^\./||' | sort) >"$WORK/$line/got"
		why=
		if ! diff -u "$expected" "$WORK/$line/got" >"$WORK/$line/diff"; then
			why="layout differs"
		elif ! cmp -s "$REPO/install/modprobe.d/lirc_core.conf" \
				"$STAGE/usr/local/lib/modprobe.d/lirc_core.conf" ||
		     ! cmp -s "$REPO/install/udev/60-lirc_core.rules" \
				"$STAGE/usr/local/lib/udev/rules.d/60-lirc_core.rules"; then
			why="installed files differ from install/"
		else
			for n in "${KO_NAMES[@]}"; do
				f=$STAGE/lib/modules/$KVER/updates/lirc_core/$n.ko
				[ "$(modinfo -F vermagic "$f" | cut -d' ' -f1)" = "$KVER" ] ||
					why="$n.ko: vermagic is not $KVER"
			done
		fi
		if [ -z "$why" ]; then
			ok "make install DESTDIR: ${#KO_NAMES[@]} modules in updates/lirc_core, modprobe.d and udev files, nothing else"
		else
			bad "make install DESTDIR: $why"
			sed 's/^/    /' "$WORK/$line/diff" | head -n 30
		fi
	else
		bad "make install DESTDIR: failed"
		show "$log"
	fi

	# 3. make uninstall removes all of it (of a staged install that worked).
	log=$WORK/$line/uninstall.log
	if [ ! -f "$STAGE/usr/local/lib/modprobe.d/lirc_core.conf" ]; then
		bad "make uninstall DESTDIR: not run (make install staged nothing)"
	elif make -s -C "$REPO" uninstall DESTDIR="$STAGE" KDIR="$KDIR" >"$log" 2>&1; then
		left=$(cd "$STAGE" && find . -mindepth 1 | sed 's|^\./||')
		if [ -z "$left" ]; then
			ok "make uninstall DESTDIR: nothing left"
		else
			bad "make uninstall DESTDIR: left $(echo "$left" | tr '\n' ' ')"
		fi
	else
		bad "make uninstall DESTDIR: failed"
		show "$log"
	fi

	# 5. A real dkms build of dkms.conf, in a private tree: /var/lib/dkms,
	# /usr/src and /lib/modules are not touched (dkms' own signing key goes
	# into the private tree too).
	D=$WORK/$line/dkms
	ver=$(sed -n 's/^PACKAGE_VERSION="\(.*\)"$/\1/p' "$conf")
	mkdir -p "$D/src/lirc_core-$ver" "$D/tree" "$D/inst"
	# What "dkms add <this tree>" copies.
	cp -r "$REPO"/* "$D/src/lirc_core-$ver/"
	opts=(--dkmstree "$D/tree" --sourcetree "$D/src" --installtree "$D/inst")
	before=$(ls -A /var/lib/dkms 2>/dev/null || true)
	log=$WORK/$line/dkms.log
	rc=0
	mok_signing_key=$D/mok.key mok_certificate=$D/mok.pub \
		dkms add -m lirc_core -v "$ver" "${opts[@]}" >"$log" 2>&1 || rc=$?
	if [ "$rc" -eq 0 ]; then
		mok_signing_key=$D/mok.key mok_certificate=$D/mok.pub \
			dkms build -m lirc_core -v "$ver" -k "$KVER" --kernelsourcedir "$KDIR" \
			"${opts[@]}" >>"$log" 2>&1 || rc=$?
	fi
	built=$D/tree/lirc_core/$ver/$KVER/$(uname -m)/module
	why=
	[ "$rc" -eq 0 ] || why="dkms exit $rc"
	for n in $conf_names; do
		# dkms compresses a module as the kernel's own are (6.12: .ko.xz)
		f=$(ls "$built/$n.ko" "$built/$n.ko".{xz,zst,gz} 2>/dev/null | head -n 1 || true)
		if [ -z "$f" ]; then
			why+=" no $n.ko"
		elif [ "$(modinfo -F vermagic "$f" | cut -d' ' -f1)" != "$KVER" ]; then
			why+=" ${f##*/}: vermagic is not $KVER"
		fi
	done
	[ "$(ls -A /var/lib/dkms 2>/dev/null || true)" = "$before" ] || why+=" /var/lib/dkms changed"
	if [ -z "$why" ]; then
		ok "dkms build of lirc_core/$ver for $KVER: $(ls "$built" | wc -l) modules, $(ls "$built" | sed -n '1s/^[^.]*//p') (private tree)"
	else
		bad "dkms build: $why"
		show "$log"
		mk=$(find "$D/tree" -name make.log | head -n 1)
		[ -z "$mk" ] || show "$mk"
	fi

	# 6. The kernel's modules the file names (blacklisted, softdep'ed, aliased
	# over) are modules of that kernel: in Debian's list of the image's
	# modules when this host has it; else (or when the list lacks it) the
	# name's Makefile line in the line's kernel tree (or those Makefiles of
	# Debian's linux-source-<line> tarball) and its symbol in the headers' .config: =m passes,
	# =y fails (a blacklist cannot stop a built-in driver), not set passes
	# with a note (the line is for other kernels).
	theirs=$(printf '%s\n' $blacklisted $softdep_subj $alias_names | sort -u)
	why=
	notes=
	known=
	order=/lib/modules/$KVER/modules.order
	[ ! -f "$order" ] || known=$(sed 's|.*/||; s|\.ko.*||' "$order" | norm)
	mk=()
	for d in drivers/media/rc drivers/media/i2c drivers/input/misc; do
		mk+=("$ksrc/$d/Makefile")
	done
	for n in $theirs; do
		[ -z "$known" ] || ! grep -qx "$n" <<<"$known" || continue
		if [ ! -f "$ksrc/drivers/media/rc/Makefile" ]; then
			why+=" $n(no tree of $line: neither $LIRC_CACHE/linux-source-$line nor /usr/src/linux-source-$line.tar.xz)"
			continue
		fi
		sym=$(cat "${mk[@]}" 2>/dev/null | norm |
		      sed -n "s/^obj_\$(CONFIG_\([A-Z0-9_]*\))[ \t]*+=.*[ \t]$n\.o\b.*/\1/p" |
		      head -n 1 || true)
		if [ -z "$sym" ]; then
			why+=" $n(not a module of linux-source-$line)"
		elif grep -qx "CONFIG_$sym=y" "$KDIR/.config"; then
			why+=" $n(built in: CONFIG_$sym=y)"
		elif ! grep -qx "CONFIG_$sym=m" "$KDIR/.config"; then
			notes+=" $n"
		elif [ -n "$known" ]; then
			why+=" $n(CONFIG_$sym=m but not in $order)"
		fi
	done
	src="${known:+$order, }linux-source-$line's Makefiles and $KDIR/.config"
	[ -n "$theirs" ] || why=" (the file names none: blacklist streamzap at least)"
	if [ -z "$why" ]; then
		ok "modprobe file: $(echo $theirs | wc -w) kernel module names exist ($src)${notes:+; not built by $KVER:$notes}"
	else
		bad "modprobe file: unknown kernel modules ($src):$why"
	fi

	# 8. kmod reads the file as meant, on a private module directory with our
	# modules (from the W=1 build) and, under the kernel's names, stand-ins
	# for its modules: copies of ours, with the same device aliases. Only
	# --dry-run: nothing is loaded.
	R=$WORK/$line/modroot
	M=$R/lib/modules/$KVER
	mkdir -p "$M/updates" "$M/kernel" "$R/conf"
	for ko in "${LIRC_PRODUCT_KOS[@]}"; do
		cp "$W1/$ko" "$M/updates/" 2>/dev/null || true
	done
	standin()
	{
		cp "$M/updates/$2.ko" "$M/kernel/$1.ko" 2>/dev/null || true
	}
	standin streamzap lirc_streamzap
	standin imon lirc_imon
	standin ir-kbd-i2c lirc_i2c
	standin rc-loopback lirc_loopback
	cp "$MPCONF" "$R/conf/"
	# (its output is compared; a failing modprobe shows there)
	mp() { modprobe --dry-run -v -d "$R" -S "$KVER" -C "$R/conf" "$@" 2>&1 || true; }
	mods() { sed -n 's|^insmod .*/\([^/]*\)\.ko.*|\1|p' | norm | awk '!seen[$0]++' | tr '\n' ' '; }
	why=
	if ! depmod -b "$R" "$KVER" 2>/dev/null; then
		why=" depmod failed"
	else
		parse=$(modprobe -c -d "$R" -S "$KVER" -C "$R/conf" 2>&1 >/dev/null || echo "exit $?")
		[ -z "$parse" ] || why+=" parse: $parse;"
		got=$(mp rc-loopback | mods)
		[ "$got" = "lirc_core lirc_loopback " ] || why+=" rc-loopback loads: $got;"
		got=$(mp ir_kbd_i2c | mods)
		[ "$got" = "lirc_core lirc_i2c ir_kbd_i2c " ] || why+=" ir_kbd_i2c loads: $got;"
		got=$(mp imon | mods)
		[ "$got" = "lirc_core lirc_imon imon " ] || why+=" imon loads: $got;"
		got=$(mp -b usb:v0E9Cp0000d0100dc00dsc00dp00icFFiscFFipFFin00 | mods)
		[ "$got" = "lirc_core lirc_streamzap " ] || why+=" a Streamzap loads: $got;"
		got=$(mp -b usb:v15C2pFFDCd0100dc00dsc00dp00ic03isc00ip00in00 | mods)
		[ "$got" = "lirc_core lirc_imon imon " ] || why+=" an iMON ffdc loads: $got;"
		got=$(mp -b i2c:ir_video | mods)
		[ "$got" = "lirc_core lirc_i2c ir_kbd_i2c " ] || why+=" i2c:ir_video loads: $got;"
	fi
	if [ -z "$why" ]; then
		ok "modprobe file as kmod reads it: blacklist, softdeps first, rc-loopback alias (dry run)"
	else
		bad "modprobe file as kmod reads it:$why"
	fi
	K=
}

for line in "${LIRC_CHECK_LINES[@]}"; do
	check_kernel "$line"
done
finish
