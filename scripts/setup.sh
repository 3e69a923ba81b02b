#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Install the Debian packages the project needs. Idempotent: does nothing
# when every package is already installed.
set -euo pipefail
. "$(dirname "$0")/kernels.sh"

PKGS=(qemu-system-x86 busybox-static gcc make bc bison flex
      libelf-dev libssl-dev cpio python3 sparse rsync xz-utils kmod
      v4l-utils lirc lirc-compat-remotes evtest g++ linux-libc-dev lcdproc
      linux-headers-amd64 dkms ir-keytable pahole dpkg-dev debhelper dh-dkms lintian)
# The source of every kernel line that make check covers (LIRC_KERNELS)
# and of the one chosen for demo or bench (LIRC_KERNEL);
# their headers come with the headers and deb stages, which pick each
# line's newest package.
for l in "${LIRC_CHECK_LINES[@]}" ${LIRC_KERNEL:+"$LIRC_KERNEL"}; do
	PKGS+=("linux-source-$l")
done

missing=()
for p in "${PKGS[@]}"; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' ||
		missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "setup: installing ${missing[*]}"
SUDO=
[ "$(id -u)" -eq 0 ] || SUDO=sudo
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q
$SUDO apt-get install -y -q --no-install-recommends "${missing[@]}"

# lcdproc's LCDd runs only inside the guest. The package enables a host
# service (lcdproc) and starts it where services may start: stop it and keep
# it disabled, if this run installed it. Each step may be unavailable
# (no systemd, no sysv-rc, a container): none of them is fatal.
if [[ " ${missing[*]} " == *" lcdproc "* ]]; then
	if command -v systemctl >/dev/null; then
		$SUDO systemctl disable --now lcdproc.service >/dev/null 2>&1 || true
	fi
	if [ -x /etc/init.d/lcdproc ]; then
		$SUDO /etc/init.d/lcdproc stop >/dev/null 2>&1 || true
		$SUDO update-rc.d lcdproc disable >/dev/null 2>&1 || true
	fi
	if pids=$(pidof LCDd); then
		echo "setup: warning: LCDd is still running on this host (pid $pids)" >&2
	fi
fi
