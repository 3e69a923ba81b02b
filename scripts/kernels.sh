# SPDX-License-Identifier: GPL-2.0
# shellcheck shell=bash disable=SC2034
# The kernel lines the project supports, oldest first: Debian's
# linux-source-X and linux-headers-X.*-amd64 packages. Sourced, never run.
# Everything that runs per kernel reads this list, and core/lirc_compat.h
# covers the API differences between its lines.
LIRC_KERNEL_LINES=(6.1 6.12)

# lirc_headers_pkg_re LINE: the extended regexp of Debian's generic amd64
# headers packages of LINE (linux-headers-6.1.0-57-amd64,
# linux-headers-6.12.118+deb12-amd64), not the rt or cloud flavours.
lirc_headers_pkg_re()
{
	echo "^linux-headers-${1//./\\.}\\.[0-9]+(-[0-9]+|\\+deb[0-9]+)?-amd64\$"
}
