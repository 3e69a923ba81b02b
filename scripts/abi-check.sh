#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Check that uapi/linux/lirc_core.h defines the ABI of the kernel tree's
# include/uapi/linux/lirc.h: the same value for every macro and enumerator
# that header defines, and the same struct lirc_scancode layout.
# The list of names is read from the reference header itself.
set -euo pipefail
. "$(dirname "$0")/env.sh"
ref=$KSRC/include/uapi/linux/lirc.h
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Object-like macros with a value, and enumerators (RC_PROTO_*).
names=$( { grep -oE '^#define[[:space:]]+[A-Za-z_0-9]+[[:space:]]+[^[:space:]]' "$ref" |
	   awk '{print $2}' | grep -v '^_LINUX_LIRC_H$' | grep -v '^lirc_t$'
	   grep -oE '^[[:space:]]+RC_PROTO_[A-Z0-9_]+' "$ref" | tr -d '[:space:]' |
	   sed 's/RC_PROTO/\nRC_PROTO/g' | grep . ; } | sort -u)
[ -n "$names" ] || { echo "abi-check: no names found in $ref" >&2; exit 1; }

{
	echo '#include <stdio.h>'
	echo '#include <stddef.h>'
	echo '#include HEADER_FILE'
	echo 'int main(void) {'
	for n in $names; do
		echo "	printf(\"$n %llu\\n\", (unsigned long long)($n));"
	done
	echo '	printf("sizeof %zu\n", sizeof(struct lirc_scancode));'
	for f in timestamp flags rc_proto keycode scancode; do
		echo "	printf(\"$f %zu %zu\\n\", offsetof(struct lirc_scancode, $f), sizeof(((struct lirc_scancode *)0)->$f));"
	done
	echo '	return 0; }'
} > "$work/dump.c"

mkdir -p "$work/ref/linux"
cp "$ref" "$work/ref/linux/lirc.h"
sed 's|HEADER_FILE|<linux/lirc.h>|' "$work/dump.c" > "$work/ref.c"
sed 's|HEADER_FILE|<linux/lirc_core.h>|' "$work/dump.c" > "$work/ours.c"
gcc -Wall -Werror -o "$work/ref.out" -I"$work/ref" "$work/ref.c"
gcc -Wall -Werror -o "$work/ours.out" -I"$REPO/uapi" "$work/ours.c"
"$work/ref.out" > "$work/ref.txt"
"$work/ours.out" > "$work/ours.txt"
if diff -u "$work/ref.txt" "$work/ours.txt"; then
	echo "abi-check: $(wc -l < "$work/ref.txt") names and layouts match $ref"
else
	echo "abi-check: uapi/linux/lirc_core.h differs from $ref" >&2
	exit 1
fi
