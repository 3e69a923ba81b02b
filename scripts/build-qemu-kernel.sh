#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Configure (when the fragment changed) and build the integration kernel
# in $QEMU_BUILD. Incremental: make rebuilds only what changed.
# One fragment serves every kernel line: an option marked "# optional on
# some lines: WHY" that the tree does not define (CONFIG_UBSAN_SANITIZE_ALL,
# gone since 6.9) is dropped with a note; every other option must survive
# the configuration as written. The build directory is configured again
# when the fragment or the tree (its path or version) changes.
set -euo pipefail
. "$(dirname "$0")/env.sh"
frag=${LIRC_KERNEL_FRAGMENT:-$REPO/qemu/kernel.config}
mkdir -p "$QEMU_BUILD"
# One build of a kernel directory at a time (parallel work trees, one cache).
exec 9>"$QEMU_BUILD/.build.lock"
flock 9

eff=$QEMU_BUILD/.fragment-effective
dropped=$QEMU_BUILD/.fragment-dropped
tree_id="$KSRC $(lirc_kversion)"
if ! cmp -s "$frag" "$QEMU_BUILD/.fragment" || [ ! -f "$QEMU_BUILD/.config" ] ||
   [ ! -f "$eff" ] || [ "$(cat "$QEMU_BUILD/.tree" 2>/dev/null)" != "$tree_id" ]; then
	echo "build-qemu-kernel: $LIRC_KTAG configuring $QEMU_BUILD"
	rm -f "$QEMU_BUILD/.fragment" "$QEMU_BUILD/.tree"
	find "$KSRC" -name 'Kconfig*' -exec sed -n \
		's/^[[:space:]]*\(menu\)\{0,1\}config[[:space:]]\{1,\}\([A-Za-z0-9_]*\).*/\2/p' {} + |
		sort -u > "$QEMU_BUILD/.kconfig-names"
	: > "$dropped"
	optional=0
	while IFS= read -r line; do
		case "$line" in
		"# optional on some lines:"*)
			optional=1 ;;
		CONFIG_*=*)
			name=${line%%=*}
			if [ $optional -eq 1 ] &&
			   ! grep -qx "${name#CONFIG_}" "$QEMU_BUILD/.kconfig-names"; then
				echo "$line" >> "$dropped"
				optional=0
				continue
			fi
			optional=0 ;;
		esac
		echo "$line"
	done < "$frag" > "$eff"
	make -s -C "$KSRC" O="$QEMU_BUILD" ARCH=x86_64 \
		KCONFIG_ALLCONFIG="$eff" allnoconfig
	bad=0
	while read -r line; do
		case "$line" in CONFIG_*) ;; *) continue ;; esac
		if ! grep -qx "$line" "$QEMU_BUILD/.config"; then
			echo "build-qemu-kernel: $LIRC_KTAG '$line' did not survive configuration" >&2
			bad=1
		fi
	done < "$eff"
	[ $bad -eq 0 ] || { rm -f "$eff"; exit 1; }
	cp "$frag" "$QEMU_BUILD/.fragment"
	echo "$tree_id" > "$QEMU_BUILD/.tree"
fi
while read -r line; do
	echo "build-qemu-kernel: $LIRC_KTAG note: $line is not an option of this tree: dropped"
done < "$dropped"
echo "build-qemu-kernel: $LIRC_KTAG building (JOBS=$JOBS)"
make -s -C "$KSRC" O="$QEMU_BUILD" ARCH=x86_64 -j"$JOBS" bzImage modules
