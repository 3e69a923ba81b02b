# SPDX-License-Identifier: GPL-2.0
# Every driver at once, under churn (lircsoak.c says what it does and
# checks): two Streamzaps, an iMON raw unit and an iMON PAD, a Sasem, an ATI
# Remote Wonder, and two chips on a simulated I2C adapter, all pressed at
# once, with readers of every kind, display writers, plugs and unplugs,
# protocol, keymap and timeout changes, suspend/resume and a driver
# reloaded. /etc/lirc-soak: its length in seconds (LIRC_SOAK_SECONDS at
# build time, default 60; make soak: SOAK_SECONDS). Sourced by /init.
M=/modules
SIM=/sys/kernel/debug/lirc_i2c_sim
read -r S_SECONDS < /etc/lirc-soak

S_CORE=
[ -e /sys/module/lirc_core ] || { S_CORE=1; insmod $M/lirc_core.ko; }
check "soak: every driver loads" sh -c \
	"for m in lirc_streamzap lirc_imon lirc_sasem lirc_atiusb lirc_i2c_sim lirc_i2c; do insmod $M/\$m.ko || exit 1; done"
echo new > $SIM/ctl
S_BUS=$(awk '$1 == 0 { print $2 }' $SIM/adapters)
echo "0 add 0x18" > $SIM/ctl
echo "0 idle 0x18 00 00 00" > $SIM/ctl
echo "hauppauge_ir 0x18" > /sys/bus/i2c/devices/i2c-$S_BUS/new_device
echo "0 add 0x64" > $SIM/ctl
echo "0 idle 0x64 ff" > $SIM/ctl
echo "pixelview_ir 0x64" > /sys/bus/i2c/devices/i2c-$S_BUS/new_device

s_start=$(date +%s)
# Bounded: its own length, the learning, and every churn's own bounds.
timeout $((S_SECONDS + 600)) lircsoak "$S_SECONDS" "$S_BUS" 2>&1 | tee /tmp/soak.out
tail -n 1 /tmp/soak.out | grep -q '^RESULT ' ||
	fail "soak: lircsoak ran to the end" "$(tail -n 3 /tmp/soak.out | tr '\n' ' ')"
echo "INFO soak: $(( $(date +%s) - s_start )) s in all"

check "soak: every driver unloads afterwards" sh -c \
	"for m in lirc_streamzap lirc_imon lirc_sasem lirc_atiusb lirc_i2c; do rmmod \$m || exit 1; done"
echo "remove 0" > $SIM/ctl
check "soak: the I2C simulator unloads" rmmod lirc_i2c_sim
[ -z "$S_CORE" ] || check "soak: lirc_core unloads afterwards" wait_for 5 rmmod lirc_core
