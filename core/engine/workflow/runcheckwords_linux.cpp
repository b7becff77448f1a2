// SPDX-License-Identifier: GPL-3.0-or-later
#include "workflow/runcheckwords.h"

#include <QCoreApplication>

namespace cm {

const RunCheckWords &runCheckWords()
{
    static const RunCheckWords words{
        QT_TRANSLATE_NOOP("RunOptions", "--cache drop needs root or compressmark-helper (%1); use --cache evict"),
        QT_TRANSLATE_NOOP("RunOptions",
                          "no RAM disk with room for the data set; create one (for example "
                          "'mount -t tmpfs -o size=2G tmpfs /mnt/ramdisk') and pass --target"),
        QT_TRANSLATE_NOOP("Preflight", "choose a tmpfs folder such as /dev/shm"),
        QT_TRANSLATE_NOOP("Compression",
                          "a btrfs or NTFS image on this drive (--compression loop-btrfs or loop-ntfs, as root) "
                          "shows what it would do")};
    return words;
}

} // namespace cm
