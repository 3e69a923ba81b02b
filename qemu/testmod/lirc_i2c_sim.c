// SPDX-License-Identifier: GPL-2.0
/*
 * lirc_i2c_sim: test-only I2C adapters whose chips reply what debugfs
 * scripts, for the guest tests of lirc_i2c (i2c-stub cannot serve plain
 * I2C transfers). Adapters come and go while clients are bound.
 *
 * /sys/kernel/debug/lirc_i2c_sim/ctl takes one command per write:
 *   new                      a new adapter; "adapters" lists "IDX BUS"
 *   remove IDX               i2c_del_adapter() of adapter IDX
 *   IDX add ADDR             a chip answers at ADDR (else: NAK, -ENXIO)
 *   IDX del ADDR             it no longer does
 *   IDX idle ADDR HEX..      bytes a read returns when nothing is queued
 *                            (cyclically); PCF8574: the receiver's lines
 *   IDX reply ADDR HEX..     queue the bytes of one plain read
 *   IDX regreply ADDR R HEX  queue one read of register R (write R, read)
 *   IDX reg ADDR R HEX       register R's value when nothing is queued
 *   IDX pcf ADDR WMASK [LATCH]  a PCF8574: a pin reads low where its
 *                            latch (LATCH before any write, default 0xff)
 *                            is low; else bits WMASK (nothing drives them)
 *                            read high, the others are the receiver's
 *                            lines (the idle byte)
 *   IDX random ADDR SEED N   the next N reads return seeded random bytes
 *   IDX fail ADDR ERRNO N    the next N transfers fail with -ERRNO
 *                            (N = -1: until "fail ADDR 0 0")
 *   IDX delay ADDR MS        every transfer to ADDR takes MS longer
 * "log" lists transfers ("IDX ADDR w HEX..", "IDX ADDR r LEN HEX..",
 * "IDX ADDR f ERRNO"); a write to it clears it. "stats" lists per chip
 * "IDX ADDR reads N writes N fails N random N" (random reads left).
 */

#include <linux/debugfs.h>
#include <linux/i2c.h>
#include <linux/idr.h>
#include <linux/list.h>
#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/seq_file.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/delay.h>

#define SIM_MAX_BYTES	16
#define SIM_QUEUE	256
#define SIM_LOG		4096
#define SIM_LOG_LINE	80

struct sim_reply {
	s16 reg;			/* -1: a plain read */
	u8 len;
	u8 b[SIM_MAX_BYTES];
};

struct sim_chip {
	struct list_head node;
	u16 addr;
	u8 idle[SIM_MAX_BYTES];
	unsigned int idle_len;
	struct sim_reply q[SIM_QUEUE];
	unsigned int q_head, q_len;
	u8 regs[256];
	bool pcf;
	u8 wmask, latch;
	u32 rnd;
	unsigned int rnd_left;
	int fail_errno, fail_left;
	unsigned int delay_ms;
	unsigned long reads, writes, fails;
};

struct sim_adap {
	struct i2c_adapter adap;
	int idx;
	struct list_head chips;
};

/* Everything below, and every chip's state, is under sim_lock. */
static DEFINE_MUTEX(sim_lock);
static DEFINE_IDR(sim_idr);
static char (*sim_log)[SIM_LOG_LINE];
static unsigned int sim_log_head, sim_log_len;
static struct dentry *sim_dir;

static __printf(1, 2) void sim_logf(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vscnprintf(sim_log[(sim_log_head + sim_log_len) % SIM_LOG],
		   SIM_LOG_LINE, fmt, ap);
	va_end(ap);
	if (sim_log_len < SIM_LOG)
		sim_log_len++;
	else
		sim_log_head = (sim_log_head + 1) % SIM_LOG;
}

static struct sim_chip *sim_chip(struct sim_adap *sa, u16 addr)
{
	struct sim_chip *c;

	list_for_each_entry(c, &sa->chips, node)
		if (c->addr == addr)
			return c;
	return NULL;
}

/* xorshift32: the same seed gives the same bytes on every run. */
static u8 sim_random(struct sim_chip *c)
{
	c->rnd ^= c->rnd << 13;
	c->rnd ^= c->rnd >> 17;
	c->rnd ^= c->rnd << 5;
	return c->rnd;
}

static void sim_read(struct sim_chip *c, int reg, u8 *buf, unsigned int len)
{
	struct sim_reply *r = c->q_len ? &c->q[c->q_head] : NULL;
	unsigned int i;

	if (c->rnd_left) {
		c->rnd_left--;
		for (i = 0; i < len; i++)
			buf[i] = sim_random(c);
		return;
	}
	if (r && r->reg == reg) {
		for (i = 0; i < len; i++)
			buf[i] = i < r->len ? r->b[i] : 0xff;
		c->q_head = (c->q_head + 1) % SIM_QUEUE;
		c->q_len--;
		return;
	}
	for (i = 0; i < len; i++) {
		if (reg >= 0)
			buf[i] = c->regs[(reg + i) & 0xff];
		else if (c->pcf)	/* quasi-bidirectional: a low latch reads low */
			buf[i] = c->latch &
				 ((c->idle_len ? c->idle[0] : 0xff) | c->wmask);
		else
			buf[i] = c->idle_len ? c->idle[i % c->idle_len] : 0xff;
	}
}

static int sim_xfer(struct i2c_adapter *adap, struct i2c_msg *msgs, int num)
{
	struct sim_adap *sa = i2c_get_adapdata(adap);
	struct sim_chip *c;
	unsigned int delay;
	int i, reg = -1, ret = num;

	mutex_lock(&sim_lock);
	c = sim_chip(sa, msgs[0].addr);
	delay = c ? c->delay_ms : 0;
	mutex_unlock(&sim_lock);
	if (delay)
		msleep(delay);

	mutex_lock(&sim_lock);
	c = sim_chip(sa, msgs[0].addr);
	if (!c) {
		ret = -ENXIO;
		goto out;
	}
	if (c->fail_left) {
		if (c->fail_left > 0)
			c->fail_left--;
		c->fails++;
		sim_logf("%d 0x%02x f %d", sa->idx, c->addr, c->fail_errno);
		ret = -c->fail_errno;
		goto out;
	}
	for (i = 0; i < num; i++) {
		struct i2c_msg *m = &msgs[i];

		if (m->flags & I2C_M_RD) {
			sim_read(c, reg, m->buf, m->len);
			c->reads++;
			sim_logf("%d 0x%02x r %u %*ph", sa->idx, c->addr, m->len,
				 min_t(int, m->len, SIM_MAX_BYTES), m->buf);
			reg = -1;
			continue;
		}
		c->writes++;
		sim_logf("%d 0x%02x w %*ph", sa->idx, c->addr,
			 min_t(int, m->len, SIM_MAX_BYTES), m->buf);
		/* A one-byte write before a read selects a register. */
		reg = m->len == 1 && i + 1 < num ? m->buf[0] : -1;
		if (c->pcf && m->len)
			c->latch = m->buf[m->len - 1];
	}
out:
	mutex_unlock(&sim_lock);
	return ret;
}

static u32 sim_func(struct i2c_adapter *adap)
{
	return I2C_FUNC_I2C | I2C_FUNC_SMBUS_EMUL;
}

static const struct i2c_algorithm sim_algo = {
	.master_xfer = sim_xfer,
	.functionality = sim_func,
};

static int sim_new(void)
{
	struct sim_adap *sa;
	int err;

	sa = kzalloc(sizeof(*sa), GFP_KERNEL);
	if (!sa)
		return -ENOMEM;
	INIT_LIST_HEAD(&sa->chips);
	/* Reserved now, found by commands once the adapter is registered. */
	mutex_lock(&sim_lock);
	sa->idx = idr_alloc(&sim_idr, NULL, 0, 64, GFP_KERNEL);
	mutex_unlock(&sim_lock);
	if (sa->idx < 0) {
		err = sa->idx;
		kfree(sa);
		return err;
	}
	sa->adap.owner = THIS_MODULE;
	sa->adap.algo = &sim_algo;
	sa->adap.class = 0;	/* no driver's detect() probes these */
	snprintf(sa->adap.name, sizeof(sa->adap.name), "lirc_i2c_sim %d",
		 sa->idx);
	i2c_set_adapdata(&sa->adap, sa);
	err = i2c_add_adapter(&sa->adap);
	mutex_lock(&sim_lock);
	if (err)
		idr_remove(&sim_idr, sa->idx);
	else
		idr_replace(&sim_idr, sa, sa->idx);
	mutex_unlock(&sim_lock);
	if (err)
		kfree(sa);
	return err;
}

/* Clients are unbound first; no transfer runs once it returns. */
static void sim_remove(struct sim_adap *sa)
{
	struct sim_chip *c, *n;

	i2c_del_adapter(&sa->adap);
	list_for_each_entry_safe(c, n, &sa->chips, node)
		kfree(c);
	kfree(sa);
}

static int sim_hex(char **p, u8 *out, unsigned int max)
{
	unsigned int n = 0;
	char *tok;
	u8 v;

	while ((tok = strsep(p, " \t\n")) != NULL) {
		if (!*tok)
			continue;
		if (n == max || kstrtou8(tok, 16, &v))
			return -EINVAL;
		out[n++] = v;
	}
	return n;
}

static int sim_chip_cmd(struct sim_adap *sa, const char *cmd, char *p)
{
	struct sim_chip *c;
	struct sim_reply *r;
	unsigned int addr, a, b;
	int e, n;
	char *tok = strsep(&p, " \t\n");

	if (!tok || kstrtouint(tok, 0, &addr) || addr > 0x7f)
		return -EINVAL;
	c = sim_chip(sa, addr);
	if (!strcmp(cmd, "add")) {
		if (c)
			return -EEXIST;
		c = kzalloc(sizeof(*c), GFP_KERNEL);
		if (!c)
			return -ENOMEM;
		c->addr = addr;
		list_add_tail(&c->node, &sa->chips);
		return 0;
	}
	if (!c)
		return -ENOENT;
	if (!strcmp(cmd, "del")) {
		list_del(&c->node);
		kfree(c);
		return 0;
	}
	if (!strcmp(cmd, "idle")) {
		n = sim_hex(&p, c->idle, SIM_MAX_BYTES);
		if (n < 0)
			return n;
		c->idle_len = n;
		return 0;
	}
	if (!strcmp(cmd, "reply") || !strcmp(cmd, "regreply")) {
		if (c->q_len == SIM_QUEUE)
			return -ENOSPC;
		r = &c->q[(c->q_head + c->q_len) % SIM_QUEUE];
		r->reg = -1;
		if (!strcmp(cmd, "regreply")) {
			tok = strsep(&p, " \t\n");
			if (!tok || kstrtouint(tok, 0, &a) || a > 0xff)
				return -EINVAL;
			r->reg = a;
		}
		n = sim_hex(&p, r->b, SIM_MAX_BYTES);
		if (n <= 0)
			return -EINVAL;
		r->len = n;
		c->q_len++;
		return 0;
	}
	tok = strsep(&p, " \t\n");
	if (!tok)
		return -EINVAL;
	if (!strcmp(cmd, "reg")) {
		if (kstrtouint(tok, 0, &a) || a > 0xff || !p ||
		    kstrtouint(strim(p), 16, &b) || b > 0xff)
			return -EINVAL;
		c->regs[a] = b;
		return 0;
	}
	if (!strcmp(cmd, "pcf")) {
		b = 0xff;
		if (kstrtouint(tok, 0, &a) || a > 0xff ||
		    (p && *strim(p) && (kstrtouint(strim(p), 0, &b) || b > 0xff)))
			return -EINVAL;
		c->pcf = true;
		c->wmask = a;
		c->latch = b;
		return 0;
	}
	if (!strcmp(cmd, "random")) {
		if (kstrtouint(tok, 0, &a) || !p || kstrtouint(strim(p), 0, &b))
			return -EINVAL;
		c->rnd = a ? a : 1;
		c->rnd_left = b;
		return 0;
	}
	if (!strcmp(cmd, "fail")) {
		if (kstrtoint(tok, 0, &e) || e < 0 || e > 4095 || !p ||
		    kstrtoint(strim(p), 0, &n) || n < -1)
			return -EINVAL;
		c->fail_errno = e;
		c->fail_left = e ? n : 0;
		return 0;
	}
	if (!strcmp(cmd, "delay")) {
		if (kstrtouint(tok, 0, &a) || a > 10000)
			return -EINVAL;
		c->delay_ms = a;
		return 0;
	}
	return -EINVAL;
}

static ssize_t sim_ctl_write(struct file *file, const char __user *ubuf,
			     size_t count, loff_t *ppos)
{
	char *buf, *p, *tok, *cmd;
	struct sim_adap *sa;
	int idx, err;

	if (count > 256)
		return -EINVAL;
	buf = memdup_user_nul(ubuf, count);
	if (IS_ERR(buf))
		return PTR_ERR(buf);
	p = strim(buf);
	tok = strsep(&p, " \t\n");
	if (!strcmp(tok, "new")) {
		err = sim_new();
	} else if (!strcmp(tok, "remove")) {
		err = -EINVAL;
		if (p && !kstrtoint(strim(p), 0, &idx)) {
			mutex_lock(&sim_lock);
			sa = idr_find(&sim_idr, idx);	/* NULL: reserved only */
			if (sa)
				idr_remove(&sim_idr, idx);
			mutex_unlock(&sim_lock);
			err = sa ? 0 : -ENOENT;
			if (sa)
				sim_remove(sa);
		}
	} else if (kstrtoint(tok, 0, &idx) || !p) {
		err = -EINVAL;
	} else {
		cmd = strsep(&p, " \t\n");
		mutex_lock(&sim_lock);
		sa = idr_find(&sim_idr, idx);
		err = !sa ? -ENOENT : p ? sim_chip_cmd(sa, cmd, p) : -EINVAL;
		mutex_unlock(&sim_lock);
	}
	kfree(buf);
	return err ? err : count;
}

static const struct file_operations sim_ctl_fops = {
	.owner = THIS_MODULE,
	.write = sim_ctl_write,
	.llseek = noop_llseek,
};

static int sim_adapters_show(struct seq_file *s, void *unused)
{
	struct sim_adap *sa;
	int idx;

	mutex_lock(&sim_lock);
	idr_for_each_entry(&sim_idr, sa, idx)
		seq_printf(s, "%d %d\n", idx, sa->adap.nr);
	mutex_unlock(&sim_lock);
	return 0;
}
DEFINE_SHOW_ATTRIBUTE(sim_adapters);

static int sim_stats_show(struct seq_file *s, void *unused)
{
	struct sim_adap *sa;
	struct sim_chip *c;
	int idx;

	mutex_lock(&sim_lock);
	idr_for_each_entry(&sim_idr, sa, idx)
		list_for_each_entry(c, &sa->chips, node)
			seq_printf(s, "%d 0x%02x reads %lu writes %lu fails %lu random %u\n",
				   idx, c->addr, c->reads, c->writes, c->fails,
				   c->rnd_left);
	mutex_unlock(&sim_lock);
	return 0;
}
DEFINE_SHOW_ATTRIBUTE(sim_stats);

static int sim_log_show(struct seq_file *s, void *unused)
{
	unsigned int i;

	mutex_lock(&sim_lock);
	for (i = 0; i < sim_log_len; i++)
		seq_printf(s, "%s\n", sim_log[(sim_log_head + i) % SIM_LOG]);
	mutex_unlock(&sim_lock);
	return 0;
}

static int sim_log_open(struct inode *inode, struct file *file)
{
	return single_open_size(file, sim_log_show, NULL,
				SIM_LOG * (SIM_LOG_LINE + 1));
}

static ssize_t sim_log_write(struct file *file, const char __user *ubuf,
			     size_t count, loff_t *ppos)
{
	mutex_lock(&sim_lock);
	sim_log_head = 0;
	sim_log_len = 0;
	mutex_unlock(&sim_lock);
	return count;
}

static const struct file_operations sim_log_fops = {
	.owner = THIS_MODULE,
	.open = sim_log_open,
	.read = seq_read,
	.write = sim_log_write,
	.llseek = seq_lseek,
	.release = single_release,
};

static int __init sim_init(void)
{
	sim_log = kvcalloc(SIM_LOG, SIM_LOG_LINE, GFP_KERNEL);
	if (!sim_log)
		return -ENOMEM;
	sim_dir = debugfs_create_dir("lirc_i2c_sim", NULL);
	debugfs_create_file("ctl", 0200, sim_dir, NULL, &sim_ctl_fops);
	debugfs_create_file("adapters", 0444, sim_dir, NULL,
			    &sim_adapters_fops);
	debugfs_create_file("stats", 0444, sim_dir, NULL, &sim_stats_fops);
	debugfs_create_file("log", 0600, sim_dir, NULL, &sim_log_fops);
	return 0;
}

static void __exit sim_exit(void)
{
	struct sim_adap *sa;
	int idx;

	debugfs_remove_recursive(sim_dir);
	idr_for_each_entry(&sim_idr, sa, idx)
		sim_remove(sa);
	idr_destroy(&sim_idr);
	kvfree(sim_log);
}
module_init(sim_init);
module_exit(sim_exit);

MODULE_DESCRIPTION("Simulated I2C adapters with scripted IR chips (tests only)");
MODULE_LICENSE("GPL");
