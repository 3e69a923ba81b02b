#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Check that uapi/linux/lirc_core.h gives programs the ABI of the kernel
# tree's include/uapi/linux/lirc.h: the same value for every macro and
# enumerator that header defines, and the same struct lirc_scancode layout,
# as a guest program sees them (our header, which includes the system's
# <linux/lirc.h>). And that our header defines none of those names itself:
# it only adds what the tree's lacks. The list of names is read from the
# reference header itself.
set -euo pipefail
. "$(dirname "$0")/env.sh"
ref=$KSRC/include/uapi/linux/lirc.h
ours=$REPO/uapi/linux/lirc_core.h
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Object-like macros with a value, and enumerators (RC_PROTO_*).
names=$( { grep -oE '^#define[[:space:]]+[A-Za-z_0-9]+[[:space:]]+[^[:space:]]' "$ref" |
	   awk '{print $2}' | grep -v '^_LINUX_LIRC_H$' | grep -v '^lirc_t$'
	   grep -oE '^[[:space:]]+RC_PROTO_[A-Z0-9_]+' "$ref" | tr -d '[:space:]' |
	   sed 's/RC_PROTO/\nRC_PROTO/g' | grep . ; } | sort -u)
[ -n "$names" ] || { echo "abi-check: no names found in $ref" >&2; exit 1; }

# Our header adds, it does not redefine: none of the tree's names, no struct
# lirc_scancode, no enum rc_proto of its own.
for n in $names; do
	grep -nE "^[[:space:]]*#[[:space:]]*define[[:space:]]+$n\\b|^[[:space:]]+$n[[:space:]]*(=|,)" \
		"$ours" && { echo "abi-check: $ours defines the tree's $n itself" >&2; exit 1; }
done
grep -nE '^(struct lirc_scancode|enum rc_proto)[[:space:]]*\{' "$ours" &&
	{ echo "abi-check: $ours defines the tree's types itself" >&2; exit 1; }

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
# As the guest programs are built: our header, the system's <linux/lirc.h>.
gcc -Wall -Werror -o "$work/ours.out" -I"$REPO/uapi" "$work/ours.c"
"$work/ref.out" > "$work/ref.txt"
"$work/ours.out" > "$work/ours.txt"
if diff -u "$work/ref.txt" "$work/ours.txt"; then
	echo "abi-check: $(wc -l < "$work/ref.txt") names and layouts match $ref"
else
	echo "abi-check: uapi/linux/lirc_core.h differs from $ref" >&2
	exit 1
fi
