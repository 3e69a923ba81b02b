#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Static checks that our stack can live next to mainline rc-core, one
# "RESULT PASS|FAIL name" line each (scripts/static-check.sh counts them).
# Needs the integration kernel ($QEMU_BUILD) and our modules ($MOD_BUILD)
# built.
#   - our exported symbols are exported nowhere in the kernel tree
#   - our global symbols are not global in mainline's rc objects or vmlinux
#     (they would clash when both are built in)
#   - our module names are not module names of the kernel build
#   - our class, chrdev region and device node names differ from those of
#     mainline's drivers/media/rc, read from its source
#   - uapi/linux/lirc_core.h and <linux/lirc.h> in one C and one C++
#     program, against the tree's own uapi headers (make headers_install)
#   - the modules are compiled against the tree's include/uapi/linux/lirc.h
set -uo pipefail
. "$(dirname "$0")/env.sh"
cd "$REPO" || exit 1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

result() {	# result NAME FILE-WITH-PROBLEMS
	if [ -s "$2" ]; then
		echo "RESULT FAIL $1:"
		sed 's/^/    /' "$2" | head -n 20
	else
		echo "RESULT PASS $1"
	fi
}

mapfile -t our_kos < <(find "$MOD_BUILD" -name '*.ko' | sort)
[ ${#our_kos[@]} -gt 0 ] || echo "no modules in $MOD_BUILD: build them first" > "$work/nomods"

# 1. Exported symbols. Ours: the sources and the build's Module.symvers.
# The tree's: its Module.symvers and every EXPORT_*SYMBOL*( in its sources,
# drivers/lirc_core (the link to this repository) excepted.
{
	grep -rhoE '^EXPORT_[A-Z_]*SYMBOL[A-Z_]*\([[:space:]]*[A-Za-z_][A-Za-z0-9_]*' \
		core drivers qemu/testmod --include='*.c'
	[ -f "$MOD_BUILD/Module.symvers" ] && awk '{print "symvers(" $2}' "$MOD_BUILD/Module.symvers"
} | sed 's/.*([[:space:]]*//' | sort -u > "$work/our-exports"
{
	awk '{print $2}' "$QEMU_BUILD/Module.symvers"
	find "$KSRC" -path "$KSRC/drivers/lirc_core" -prune -o -type f \
		\( -name '*.c' -o -name '*.h' -o -name '*.S' \) -print0 |
		xargs -0 grep -hoE 'EXPORT_[A-Z_]*SYMBOL[A-Z_]*\([[:space:]]*[A-Za-z_][A-Za-z0-9_]*' |
		sed 's/.*([[:space:]]*//'
} | sort -u > "$work/tree-exports"
{
	cat "$work/nomods" 2>/dev/null
	[ -s "$work/our-exports" ] || echo "no exported symbol of ours found"
	[ "$(wc -l < "$work/tree-exports")" -gt 10000 ] ||
		echo "only $(wc -l < "$work/tree-exports") exports found in $KSRC"
	comm -12 "$work/our-exports" "$work/tree-exports" | sed 's/^/exported by the kernel tree too: /'
} > "$work/exports"
result "coexist: our $(wc -l < "$work/our-exports") exports are not among the tree's $(wc -l < "$work/tree-exports")" "$work/exports"

# 2. Global symbols, as the linker would see them with everything built in.
# Module boilerplate (init_module, __this_module, ...) does not exist then,
# nor do the symbols that the tree's module linker script defines in every
# module (6.10's memory allocation profiling: __start_alloc_tags).
grep -ohE '\b__(start|stop)_[A-Za-z0-9_]+' "$QEMU_BUILD/scripts/module.lds" 2>/dev/null |
	sort -u > "$work/lds-symbols"
globals() {
	nm --defined-only "$@" 2>/dev/null | awk 'NF == 3 && $2 ~ /^[A-Z]$/ {print $3}' |
		grep -vE '^(__this_module|init_module|cleanup_module|__mod_.*_device_table|__UNIQUE_ID_.*|__ksymtab_.*|__kstrtab_.*|__kstrtabns_.*|__crc_.*|__kcrctab_.*)$' |
		grep -vxF -f "$work/lds-symbols" | sort -u
}
mapfile -t rc_kos < <(find "$QEMU_BUILD/drivers/media/rc" -name '*.ko' | sort)
globals "${our_kos[@]}" > "$work/our-globals"
globals "${rc_kos[@]}" "$QEMU_BUILD/vmlinux" > "$work/their-globals"
{
	cat "$work/nomods" 2>/dev/null
	[ ${#rc_kos[@]} -gt 0 ] || echo "no mainline modules in $QEMU_BUILD/drivers/media/rc"
	[ -s "$work/our-globals" ] || echo "no global symbol of ours found"
	comm -12 "$work/our-globals" "$work/their-globals" |
		sed 's/^/global in mainline rc-core or vmlinux too: /'
} > "$work/globals"
result "coexist: our $(wc -l < "$work/our-globals") global symbols clash with none of ${#rc_kos[@]} mainline rc modules and vmlinux" "$work/globals"

# 3. Module names ('-' and '_' are the same to the module loader).
modname() {
	sed -E 's|.*/||; s/\.(ko|o)$//; s/-/_/g' | sort -u
}
printf '%s\n' "${our_kos[@]}" | modname > "$work/our-mods"
cat "$QEMU_BUILD/modules.order" "$QEMU_BUILD/modules.builtin" 2>/dev/null | modname > "$work/their-mods"
{
	cat "$work/nomods" 2>/dev/null
	[ -s "$work/their-mods" ] || echo "no modules.order in $QEMU_BUILD"
	comm -12 "$work/our-mods" "$work/their-mods" | sed 's/^/a module of the kernel build too: /'
} > "$work/mods"
result "coexist: our module names ($(tr '\n' ' ' < "$work/our-mods" | sed 's/ $//')) are not the kernel build's" "$work/mods"

# 4. Class, chrdev region and node names, from the sources: the string
# arguments of alloc_chrdev_region() and dev_set_name(), and a class's
# name however the tree registers it (class_create()'s last argument, with
# or without the owner that 6.4 dropped; our lirc_class_create() of
# core/lirc_compat.h; the .name of a struct class given to class_register(),
# as 6.12's lirc_dev.c does), with macros defined as string literals
# resolved. core/lirc_rcview.c is
# left out on purpose: the rc view (lirc_core rc_view=1, off by default)
# takes rc-core's class "rc" and "rcN" names, and refuses when rc-core holds
# them; 39-rcview.sh checks that nothing appears in class rc by default.
python3 - "$work/names" core "$KSRC/drivers/media/rc" <<'EOF' > "$work/names.log"
import glob, re, sys

out, ours_dir, theirs_dir = sys.argv[1:4]
# function: the argument that names (-1: the last one), and what it names
ARGS = {'class_create': (-1, 'class'), 'lirc_class_create': (-1, 'class'),
        'alloc_chrdev_region': (3, 'alloc_chrdev_region'), 'dev_set_name': (1, 'dev_set_name')}
KINDS = ('class', 'alloc_chrdev_region', 'dev_set_name')

def split_args(text, start):
    depth, args, cur, i = 0, [], '', start
    while i < len(text):
        c = text[i]
        if c == '"':
            j = text.index('"', i + 1)
            while text[j - 1] == '\\':
                j = text.index('"', j + 1)
            cur += text[i:j + 1]
            i = j + 1
            continue
        if c == '(':
            depth += 1
        elif c == ')':
            if depth == 0:
                args.append(cur.strip())
                return args
            depth -= 1
        elif c == ',' and depth == 0:
            args.append(cur.strip())
            cur = ''
            i += 1
            continue
        cur += c
        i += 1
    return args

def names(directory):
    files = [f for f in glob.glob(directory + '/*.c') + glob.glob(directory + '/*.h')
             if not f.endswith('/lirc_rcview.c')]
    text = '\n'.join(open(f, errors='replace').read() for f in files)
    text = re.sub(r'/\*.*?\*/', ' ', text, flags=re.S)
    macros = dict(re.findall(r'^#define\s+(\w+)\s+("[^"\n]*")\s*$', text, flags=re.M))
    found = {k: set() for k in KINDS}

    def literal(arg):
        arg = re.sub(r'\b\w+\b', lambda t: macros.get(t.group(0), t.group(0)), arg)
        parts = re.findall(r'"([^"]*)"', arg)
        if not parts or re.sub(r'"[^"]*"', '', arg).strip():
            return None	# not a string literal
        return ''.join(parts)

    for fn, (idx, kind) in ARGS.items():
        for m in re.finditer(r'(?<![\w.>])%s\s*\(' % fn, text):
            args = split_args(text, m.end())
            if not args or len(args) <= idx:
                continue
            s = literal(args[idx])
            if s is None:
                continue
            if fn == 'dev_set_name':
                if not s.endswith('%d'):
                    continue
                s = s[:-2]
            found[kind].add(s)
    # a class defined as a struct, for class_register()
    for m in re.finditer(r'\bstruct\s+class\s+\w+\s*=\s*\{', text):
        body = text[m.end():text.index('}', m.end())]
        n = re.search(r'\.name\s*=\s*([^,]+)', body)
        if n and literal(n.group(1).strip()) is not None:
            found['class'].add(literal(n.group(1).strip()))
    return found

ours, theirs = names(ours_dir), names(theirs_dir)
problems = []
for kind in KINDS:
    print('%s: ours %s, mainline %s' % (kind, sorted(ours[kind]), sorted(theirs[kind])))
    if not ours[kind]:
        problems.append('no %s name found in %s' % (kind, ours_dir))
    if not theirs[kind]:
        problems.append('no %s name found in %s' % (kind, theirs_dir))
for kind in ('class', 'alloc_chrdev_region'):
    for n in ours[kind] & theirs[kind]:
        problems.append('%s "%s" is mainline\'s name too' % (kind, n))
for a in ours['dev_set_name']:
    for b in theirs['dev_set_name']:
        if re.fullmatch(re.escape(b) + r'\d+', a + '0') or \
           re.fullmatch(re.escape(a) + r'\d+', b + '0'):
            problems.append('device names "%s%%d" and mainline\'s "%s%%d" overlap' % (a, b))
open(out, 'w').write(''.join(p + '\n' for p in problems))
EOF
[ -f "$work/names" ] || echo "the name extraction failed: $(tail -n 3 "$work/names.log")" > "$work/names"
result "coexist: class, chrdev region and node names differ from mainline's ($(grep -E '^(class|dev_set_name):' "$work/names.log" | tr '\n' ' ' | sed 's/ $//'))" "$work/names"

# 5. Our uapi header and the kernel's <linux/lirc.h> in one program, C and
# C++, both include orders, against the tree's headers_install output
# (cached, one installer at a time). Our header is compiled with every
# warning; the kernel's headers count as system headers, as in /usr/include.
# Installed again when the tree is another (its path or version).
hdr=$LIRC_CACHE/build-headers$LIRC_KSUF
tree_id="$KSRC $(lirc_kversion)"
(
	flock 9
	if [ "$(cat "$hdr/.installed" 2>/dev/null)" != "$tree_id" ]; then
		rm -rf "$hdr"
		make -s -C "$KSRC" O="$hdr/obj" ARCH=x86_64 headers_install \
			INSTALL_HDR_PATH="$hdr" > "$work/hdr.log" 2>&1 &&
			echo "$tree_id" > "$hdr/.installed"
	fi
) 9>"$LIRC_CACHE/.headers$LIRC_KSUF.lock"
cat > "$work/both.c" <<'EOF'
#include <stdio.h>
#include <sys/ioctl.h>
#include FIRST
#include SECOND

int main(void)
{
	struct lirc_scancode sc;
	enum rc_proto proto = RC_PROTO_RC5_SZ;
	unsigned int sample = LIRC_PULSE(560);
	unsigned long req = LIRC_GET_FEATURES;

	sc.rc_proto = RC_PROTO_NEC;
	sc.scancode = 0x0408;
	sc.flags = LIRC_SCANCODE_FLAG_REPEAT;
	printf("%lx %u %u %d\n", req, sample, (unsigned int)sc.rc_proto, (int)proto);
	return !(sizeof(sc) == 24 && LIRC_IS_PULSE(sample) && LIRC_VALUE(sample) == 560 &&
		 req == 0x80046900 && LIRC_CAN_REC_MODE2 == 0x00040000 &&
		 RC_PROTO_MAX == RC_PROTO_XBOX_DVD &&
		 RC_PROTO_MAX < LIRC_CORE_PROTO_FIRST &&
		 LIRC_CORE_PROTO_SAMSUNG36 >= LIRC_CORE_PROTO_FIRST &&
		 LIRC_CORE_PROTO_MANCHESTER <= LIRC_CORE_PROTO_LAST &&
		 LIRC_CORE_PROTO_LAST < 64);
}
EOF
{
	[ -f "$hdr/.installed" ] || { echo "make headers_install failed:"; tail -n 5 "$work/hdr.log"; }
	for order in '<linux/lirc.h> <linux/lirc_core.h>' '<linux/lirc_core.h> <linux/lirc.h>'; do
		set -- $order
		for lang in c c++; do
			case $lang in
			c) cc="gcc -x c -std=c11" ;;
			c++) cc="g++ -x c++ -std=c++17" ;;
			esac
			# shellcheck disable=SC2086
			$cc -Wall -Wextra -Werror -pedantic -I"$REPO/uapi" -isystem "$hdr/include" \
				-DFIRST="$1" -DSECOND="$2" -o "$work/both.out" "$work/both.c" 2>&1 ||
				{ echo "$lang, $1 then $2: does not compile"; continue; }
			"$work/both.out" > /dev/null || echo "$lang, $1 then $2: wrong values"
		done
	done
} > "$work/both"
result "coexist: a C and a C++ program include <linux/lirc.h> and <linux/lirc_core.h> together, lirc_core's protocols above the tree's RC_PROTO_MAX" "$work/both"

# 6. The kernel side: every object that includes our uapi header gets
# <linux/lirc.h> from the tree (its .cmd file lists the dependencies).
{
	cat "$work/nomods" 2>/dev/null
	n=0
	for cmd in $(grep -l 'uapi/linux/lirc_core\.h' $(find "$MOD_BUILD" -name '.*.o.cmd') 2>/dev/null); do
		n=$((n + 1))
		grep -q "$KSRC/include/uapi/linux/lirc\.h" "$cmd" ||
			echo "${cmd#"$MOD_BUILD"/}: not built against $KSRC/include/uapi/linux/lirc.h"
		grep -q '/usr/include/' "$cmd" && echo "${cmd#"$MOD_BUILD"/}: uses /usr/include"
	done
	[ $n -gt 0 ] || echo "no object of $MOD_BUILD includes uapi/linux/lirc_core.h"
} > "$work/kside"
result "coexist: the modules build against the tree's include/uapi/linux/lirc.h" "$work/kside"
