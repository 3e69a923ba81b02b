# SPDX-License-Identifier: GPL-2.0
#
# Developer entry points. The kernel tree and every build directory live in
# $(LIRC_CACHE) (default ~/.cache/lirc_core), never in this repository.
#
#   make check   static checks, KUnit in QEMU, integration tests in QEMU,
#                and the sanitizer gates
#   make demo    boot QEMU with the modules and show them working
#   make gates   boot QEMU and prove that every sanitizer reports
#   make bench   our receive path beside mainline's, on a sanitizer and a
#                production-like guest kernel; prints one table
#   make fuzz    descriptor fuzzing only, on both guests: FUZZ_MINUTES
#                (default 10) or FUZZ_CASES, a random first seed unless
#                FUZZ_SEED; FUZZ_REPLAY=SEED runs one failing case again
#   make soak    every driver at once under churn for SOAK_SECONDS
#                (default 3600), every press accounted
#   make install    build against the running kernel's headers and install
#                   the modules, modprobe.d and udev files (KDIR=, DESTDIR=)
#   make uninstall  remove what make install installed
#   make deb        the Debian package lirc-core-dkms_<version>_all.deb in
#                   $(LIRC_CACHE)/deb, and its lintian tags (DKMS builds the
#                   modules where it is installed)
#   make patches    the project as a patch series onto the kernel line's
#                   tree (in the cache)
#
# The kernel lines are those of scripts/kernels.sh. KERNEL=LINE chooses the
# one that demo, bench, fuzz, soak, kunit, static, integration, gates and
# patches work on (default the oldest); KERNELS="LINE..." the lines that
# check covers (default all; KERNEL alone: that line).
#
# The kernel's own build system reads Kbuild, not this file.

SHELL := /bin/bash
ifdef KERNEL
export LIRC_KERNEL := $(KERNEL)
endif
ifdef KERNELS
export LIRC_KERNELS := $(KERNELS)
else ifdef KERNEL
export LIRC_KERNELS := $(KERNEL)
endif

.PHONY: all setup tree kernel modules kunit static integration gates check demo clean help \
	install uninstall deb patches bench fuzz soak

all: modules

help:
	@sed -n 's/^#   //p' Makefile

setup:
	@bash scripts/setup.sh

tree: setup
	@bash scripts/prepare-tree.sh

kernel: tree
	@bash scripts/build-qemu-kernel.sh

modules: kernel
	@bash scripts/build-modules.sh

kunit: tree
	@bash scripts/kunit.sh

static: kernel
	@bash scripts/static-check.sh

integration: tree
	@bash scripts/qemu-run.sh check

gates: tree
	@bash scripts/qemu-run.sh gates

check: setup
	@bash scripts/check.sh

demo: setup
	@bash scripts/qemu-run.sh demo

bench: setup
	@bash scripts/bench.sh

# FUZZ_MINUTES wins over FUZZ_CASES; neither: 10 minutes.
fuzz: setup
	@LIRC_FUZZ_CASES="$(FUZZ_CASES)" \
	LIRC_FUZZ_SECONDS="$(if $(FUZZ_MINUTES),$(shell echo $$(($(FUZZ_MINUTES) * 60))),$(if $(FUZZ_CASES),0,600))" \
	LIRC_FUZZ_SEED="$(FUZZ_SEED)" LIRC_FUZZ_REPLAY="$(FUZZ_REPLAY)" \
		bash scripts/qemu-run.sh fuzz

soak: setup
	@LIRC_SOAK_SECONDS="$(or $(SOAK_SECONDS),3600)" bash scripts/qemu-run.sh soak

install:
	@bash scripts/install.sh install

uninstall:
	@bash scripts/install.sh uninstall

deb:
	@bash scripts/make-deb.sh

patches: tree
	@bash scripts/make-patches.sh

# Removes the build directories of every kernel line (env.sh's
# LIRC_BUILD_DIRS), keeps the unpacked kernel
# trees and the other stages' caches.
clean:
	@. scripts/env.sh && for l in "$${LIRC_KERNEL_LINES[@]}"; do \
		(LIRC_KERNEL=$$l; unset KVER_TARBALL LIRC_QEMU_BUILD LIRC_MOD_BUILD LIRC_GUEST_BUILD; \
		 . scripts/env.sh; \
		 rm -rf "$${LIRC_BUILD_DIRS[@]}"); \
	done
