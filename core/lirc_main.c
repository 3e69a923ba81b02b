// SPDX-License-Identifier: GPL-2.0
/*
 * lirc_core: module entry points.
 */

#include <linux/module.h>

#include "lirc_display_priv.h"
#include "lirc_priv.h"

static int __init lirc_core_init(void)
{
	int err;

	err = lirc_chrdev_init();
	if (err)
		return err;
	err = lirc_display_init();
	if (err) {
		lirc_chrdev_exit();
		return err;
	}
	lirc_rcview_init();	/* the view is optional: never fails the load */
	return 0;
}

static void __exit lirc_core_exit(void)
{
	lirc_rcview_exit();
	lirc_display_exit();
	lirc_chrdev_exit();
}

module_init(lirc_core_init);
module_exit(lirc_core_exit);

MODULE_DESCRIPTION("Core for LIRC infrared remote receivers and their displays");
MODULE_LICENSE("GPL");
