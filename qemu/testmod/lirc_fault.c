// SPDX-License-Identifier: GPL-2.0
/*
 * lirc_fault: test-only fault injection into lirc_core's USB IN stream,
 * for errors dummy_hcd cannot produce on demand. Load it after lirc_core
 * and unload it before. Not for production kernels.
 *
 * In /sys/kernel/debug/lirc_fault/:
 *   status	write "ERRNO COUNT": the next COUNT successful completions of
 *		an IN URB of the core (lirc_usb_in_complete(), through a
 *		kprobe) see urb->status = -ERRNO instead; their data is lost,
 *		as with a real error. Read: "LEFT DONE", injections still to
 *		do and done so far.
 *   submit	write "ERRNO COUNT": the next COUNT submissions of an IN URB
 *		of the core fail with -ERRNO without reaching the host
 *		controller (a kretprobe on usb_submit_urb() clears
 *		urb->complete, which makes usb_submit_urb() refuse the URB
 *		at once, restores it and replaces the return value).
 *		Read: "LEFT DONE".
 *   input_register
 *		write "ERRNO COUNT": the next COUNT calls of the core's
 *		lirc_input_register() return -ERRNO at once, without running
 *		(a kprobe at its entry returns to the caller, as fail_function
 *		does, but without fail_function's random draw, which lockdep
 *		refuses in the int3 handler's NMI-like context). The node is
 *		openable by then: register's error path is what is tested.
 *		Read: "LEFT DONE".
 *   unregister_delay_ms
 *		busy-wait this long (at most 200) after each
 *		lirc_device_unregister() returns: a driver that unregisters
 *		its lirc device before stopping the URBs that report to it
 *		then reports to a freed device, which KASAN catches.
 */

#include <linux/atomic.h>
#include <linux/debugfs.h>
#include <linux/delay.h>
#include <linux/kprobes.h>
#include <linux/module.h>
#include <linux/usb.h>

struct fault {
	atomic_t left;
	atomic_t done;
	int err;
};

static struct fault status_fault, submit_fault, input_fault;
static u32 unregister_delay_ms;
static struct dentry *fault_dir;

/* Take one injection of @f if one is left; returns its errno or 0. */
static int fault_take(struct fault *f)
{
	if (atomic_dec_if_positive(&f->left) < 0)
		return 0;
	atomic_inc(&f->done);
	return READ_ONCE(f->err);
}

static int complete_pre(struct kprobe *p, struct pt_regs *regs)
{
	struct urb *urb = (struct urb *)regs_get_kernel_argument(regs, 0);
	int err;

	if (urb->status)
		return 0;
	err = fault_take(&status_fault);
	if (err)
		urb->status = -err;
	return 0;
}

static struct kprobe complete_kp = {
	.symbol_name = "lirc_usb_in_complete",
	.pre_handler = complete_pre,
};

/*
 * At the entry of lirc_input_register(): return -ERRNO to its caller. The
 * return address is on top of the stack; taking it is what "ret" does.
 */
static int input_register_pre(struct kprobe *p, struct pt_regs *regs)
{
	int err = fault_take(&input_fault);

	if (!err)
		return 0;
	regs_set_return_value(regs, -err);
	regs->ip = *(unsigned long *)kernel_stack_pointer(regs);
	regs->sp += sizeof(unsigned long);
	return 1;	/* we set regs->ip: no single-step */
}

/*
 * Present only so that kprobes never turns this probe into a jump: an
 * optimized probe ignores a changed regs->ip (fail_function does the same).
 */
static void input_register_post(struct kprobe *p, struct pt_regs *regs,
				unsigned long flags)
{
}

static struct kprobe input_register_kp = {
	.symbol_name = "lirc_input_register",
	.pre_handler = input_register_pre,
	.post_handler = input_register_post,
};

struct submit_data {
	struct urb *urb;
	usb_complete_t complete;
	int err;
};

static int submit_entry(struct kretprobe_instance *ri, struct pt_regs *regs)
{
	struct urb *urb = (struct urb *)regs_get_kernel_argument(regs, 0);
	struct submit_data *d = (struct submit_data *)ri->data;

	if (!urb || (void *)urb->complete != (void *)complete_kp.addr)
		return 1;	/* not ours: no return handler */
	d->err = fault_take(&submit_fault);
	if (!d->err)
		return 1;
	d->urb = urb;
	d->complete = urb->complete;
	urb->complete = NULL;	/* usb_submit_urb() returns -EINVAL at once */
	return 0;
}

static int submit_ret(struct kretprobe_instance *ri, struct pt_regs *regs)
{
	struct submit_data *d = (struct submit_data *)ri->data;

	d->urb->complete = d->complete;
	regs_set_return_value(regs, -d->err);
	return 0;
}

static struct kretprobe submit_krp = {
	.kp.symbol_name = "usb_submit_urb",
	.entry_handler = submit_entry,
	.handler = submit_ret,
	.data_size = sizeof(struct submit_data),
	.maxactive = 16,
};

static int unregister_ret(struct kretprobe_instance *ri, struct pt_regs *regs)
{
	u32 ms = min_t(u32, READ_ONCE(unregister_delay_ms), 200);

	if (ms)
		mdelay(ms);
	return 0;
}

static struct kretprobe unregister_krp = {
	.kp.symbol_name = "lirc_device_unregister",
	.handler = unregister_ret,
	.maxactive = 4,
};

static ssize_t fault_read(struct file *file, char __user *ubuf, size_t count,
			  loff_t *ppos)
{
	struct fault *f = file->private_data;
	char buf[32];
	int n;

	n = scnprintf(buf, sizeof(buf), "%d %d\n", atomic_read(&f->left),
		      atomic_read(&f->done));
	return simple_read_from_buffer(ubuf, count, ppos, buf, n);
}

static ssize_t fault_write(struct file *file, const char __user *ubuf,
			   size_t count, loff_t *ppos)
{
	struct fault *f = file->private_data;
	unsigned int err, n;
	char buf[32];

	if (count >= sizeof(buf))
		return -EINVAL;
	if (copy_from_user(buf, ubuf, count))
		return -EFAULT;
	buf[count] = 0;
	if (sscanf(buf, "%u %u", &err, &n) != 2 || !err || err > MAX_ERRNO)
		return -EINVAL;
	WRITE_ONCE(f->err, err);
	atomic_set(&f->left, n);
	return count;
}

static const struct file_operations fault_fops = {
	.owner = THIS_MODULE,
	.open = simple_open,
	.read = fault_read,
	.write = fault_write,
	.llseek = default_llseek,
};

static int __init fault_init(void)
{
	int err;

	err = register_kprobe(&complete_kp);
	if (err) {
		pr_err("lirc_fault: cannot probe lirc_usb_in_complete: %d\n", err);
		return err;
	}
	err = register_kretprobe(&submit_krp);
	if (err) {
		pr_err("lirc_fault: cannot probe usb_submit_urb: %d\n", err);
		goto err_complete;
	}
	err = register_kretprobe(&unregister_krp);
	if (err) {
		pr_err("lirc_fault: cannot probe lirc_device_unregister: %d\n", err);
		goto err_submit;
	}
	err = register_kprobe(&input_register_kp);
	if (err) {
		pr_err("lirc_fault: cannot probe lirc_input_register: %d\n", err);
		goto err_unregister;
	}
	fault_dir = debugfs_create_dir("lirc_fault", NULL);
	debugfs_create_file("status", 0600, fault_dir, &status_fault, &fault_fops);
	debugfs_create_file("submit", 0600, fault_dir, &submit_fault, &fault_fops);
	debugfs_create_file("input_register", 0600, fault_dir, &input_fault,
			    &fault_fops);
	debugfs_create_u32("unregister_delay_ms", 0600, fault_dir,
			   &unregister_delay_ms);
	return 0;

err_unregister:
	unregister_kretprobe(&unregister_krp);
err_submit:
	unregister_kretprobe(&submit_krp);
err_complete:
	unregister_kprobe(&complete_kp);
	return err;
}

static void __exit fault_exit(void)
{
	debugfs_remove(fault_dir);
	unregister_kprobe(&input_register_kp);
	unregister_kretprobe(&unregister_krp);
	unregister_kretprobe(&submit_krp);
	unregister_kprobe(&complete_kp);
}

module_init(fault_init);
module_exit(fault_exit);

MODULE_DESCRIPTION("Fault injection into the lirc_core USB IN stream, for tests");
MODULE_LICENSE("GPL");
