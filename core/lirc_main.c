// SPDX-License-Identifier: GPL-2.0
/*
 * lirc_core: module entry points.
 */

#include <linux/module.h>

#include "lirc_priv.h"

static int __init lirc_core_init(void)
{
	return lirc_chrdev_init();
}

static void __exit lirc_core_exit(void)
{
	lirc_chrdev_exit();
}

module_init(lirc_core_init);
module_exit(lirc_core_exit);

MODULE_DESCRIPTION("Core for LIRC infrared remote receivers");
MODULE_LICENSE("GPL");
