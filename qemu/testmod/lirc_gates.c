// SPDX-License-Identifier: GPL-2.0
/*
 * lirc_gates: a test-only module with one deliberate bug per detector that
 * the integration run relies on. Loaded only by the "gates" boot, which
 * proves that each detector reports in this kernel, in an out-of-tree
 * module built like ours, and that the host's log check catches the
 * report. Never load it anywhere else.
 *
 *   /sys/kernel/debug/lirc_gates/<gate>   write anything to fire it
 *
 *   kasan         a heap out-of-bounds read (KASAN)
 *   ubsan_bounds  an array index past the end of a struct member (UBSAN)
 *   ubsan_shift   a shift by more than the width of int (UBSAN)
 *   lockorder     two mutexes taken in both orders, one after the other:
 *                 no deadlock, but an inversion (lockdep)
 *   kmemleak      allocations whose pointers are forgotten (kmemleak)
 *   warn          a WARN()
 */

#include <linux/compiler.h>
#include <linux/debugfs.h>
#include <linux/fs.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/slab.h>

static struct dentry *gates_root;

static DEFINE_MUTEX(gates_lock_a);
static DEFINE_MUTEX(gates_lock_b);

/* Results go here (WRITE_ONCE) so that the compiler keeps the bad accesses. */
static int gates_sink;

static noinline void gates_kasan(void)
{
	size_t size = 13;
	char *p = kmalloc(size, GFP_KERNEL);

	if (!p)
		return;
	OPTIMIZER_HIDE_VAR(p);
	OPTIMIZER_HIDE_VAR(size);
	/* Past the end of the 16-byte slot: in KASAN's redzone. */
	WRITE_ONCE(gates_sink, READ_ONCE(p[size + 3]));
	kfree(p);
}

static struct gates_pair {
	int first[4];
	int second[4];
} gates_pair;

static noinline void gates_ubsan_bounds(void)
{
	unsigned int index = ARRAY_SIZE(gates_pair.first);

	OPTIMIZER_HIDE_VAR(index);
	/* Stays inside gates_pair (no KASAN report), but past @first's end. */
	WRITE_ONCE(gates_sink, gates_pair.first[index]);
}

static noinline void gates_ubsan_shift(void)
{
	int by = 40;
	int one = 1;

	OPTIMIZER_HIDE_VAR(by);
	OPTIMIZER_HIDE_VAR(one);
	WRITE_ONCE(gates_sink, one << by);
}

static noinline void gates_lockorder(void)
{
	mutex_lock(&gates_lock_a);
	mutex_lock(&gates_lock_b);
	mutex_unlock(&gates_lock_b);
	mutex_unlock(&gates_lock_a);

	mutex_lock(&gates_lock_b);
	mutex_lock(&gates_lock_a);
	mutex_unlock(&gates_lock_a);
	mutex_unlock(&gates_lock_b);
}

static noinline void gates_kmemleak(void)
{
	void *p;
	int i;

	/*
	 * Several objects: a stale copy of a pointer left on some stack may
	 * hide one of them from kmemleak's scan, not all.
	 */
	for (i = 0; i < 8; i++) {
		p = kzalloc(1000, GFP_KERNEL);
		OPTIMIZER_HIDE_VAR(p);
	}
}

static noinline void gates_warn(void)
{
	WARN(1, "lirc_gates: the deliberate warning\n");
}

struct gate {
	const char *name;
	void (*fire)(void);
};

static const struct gate gates[] = {
	{ "kasan", gates_kasan },
	{ "ubsan_bounds", gates_ubsan_bounds },
	{ "ubsan_shift", gates_ubsan_shift },
	{ "lockorder", gates_lockorder },
	{ "kmemleak", gates_kmemleak },
	{ "warn", gates_warn },
};

static ssize_t gates_write(struct file *file, const char __user *buf,
			   size_t count, loff_t *ppos)
{
	const struct gate *gate = file->private_data;

	pr_debug("firing %s\n", gate->name);
	gate->fire();
	return count;
}

static const struct file_operations gates_fops = {
	.owner = THIS_MODULE,
	.open = simple_open,
	.write = gates_write,
	.llseek = noop_llseek,
};

static int __init gates_init(void)
{
	unsigned int i;

	gates_root = debugfs_create_dir(KBUILD_MODNAME, NULL);
	for (i = 0; i < ARRAY_SIZE(gates); i++)
		debugfs_create_file(gates[i].name, 0200, gates_root,
				    (void *)&gates[i], &gates_fops);
	return 0;
}

static void __exit gates_exit(void)
{
	debugfs_remove_recursive(gates_root);
}

module_init(gates_init);
module_exit(gates_exit);

MODULE_DESCRIPTION("Deliberate bugs that prove the sanitizers report (test only)");
MODULE_LICENSE("GPL");
