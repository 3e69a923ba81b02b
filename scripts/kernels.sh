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

# The lines that make check (and setup's packages) cover: LIRC_KERNELS,
# a space-separated subset of the list above; default every line.
# In the order of the list above, each line once.
read -r -a _want <<<"${LIRC_KERNELS:-${LIRC_KERNEL_LINES[*]}}"
for _l in "${_want[@]}"; do
	if [[ " ${LIRC_KERNEL_LINES[*]} " != *" $_l "* ]]; then
		echo "kernels: LIRC_KERNELS names $_l, not a line of scripts/kernels.sh (${LIRC_KERNEL_LINES[*]})" >&2
		exit 2
	fi
done
LIRC_CHECK_LINES=()
for _l in "${LIRC_KERNEL_LINES[@]}"; do
	[[ " ${_want[*]} " == *" $_l "* ]] && LIRC_CHECK_LINES+=("$_l")
done
if [ ${#LIRC_CHECK_LINES[@]} -eq 0 ]; then
	echo "kernels: LIRC_KERNELS names no kernel line" >&2
	exit 2
fi
unset _l _want

# lirc_ksuf LINE: the suffix of LINE's cache directories (build-qemu-6.12):
# none for the oldest line, whose directories keep the names they had
# before there were two lines (a warm cache stays warm).
lirc_ksuf()
{
	if [ "$1" != "${LIRC_KERNEL_LINES[0]}" ]; then
		echo "-$1"
	fi
}
