#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Install the Debian packages the project needs. Idempotent: does nothing
# when every package is already installed.
set -euo pipefail

PKGS=(linux-source-6.1 qemu-system-x86 busybox-static gcc make bc bison flex
      libelf-dev libssl-dev cpio python3 sparse rsync xz-utils kmod
      v4l-utils lirc lirc-compat-remotes evtest g++ linux-libc-dev)

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
