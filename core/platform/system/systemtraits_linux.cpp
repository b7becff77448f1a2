// SPDX-License-Identifier: GPL-3.0-or-later
#include "system/systemtraits.h"

#include <QCoreApplication>

namespace cm {

const SystemTraits &thisSystem()
{
    static const SystemTraits traits{
        true,
        false,
        true,
        Qt::CaseSensitive,
        {QT_TRANSLATE_NOOP("CacheModeDecision", "O_DIRECT reads after an eviction"),
         QT_TRANSLATE_NOOP("CacheModeDecision",
                           "caches dropped as root (sync, /proc/sys/vm/drop_caches and the drives' buffers)"),
         QT_TRANSLATE_NOOP("CacheModeDecision",
                           "caches dropped through compressmark-helper (pkexec may ask for an administrator's "
                           "password)"),
         QT_TRANSLATE_NOOP("RunOptions", "--cache drop needs root or compressmark-helper (%1); use --cache evict"),
         QT_TRANSLATE_NOOP("RunOptions",
                           "no RAM disk with room for the data set; create one (for example "
                           "'mount -t tmpfs -o size=2G tmpfs /mnt/ramdisk') and pass --target"),
         QT_TRANSLATE_NOOP("RunOptions",
                           "How the compressed variant is stored: auto, none, btrfs[:ALG], ntfs, "
                           "loop-btrfs[:ALG] or loop-ntfs; ALG is zstd, lzo or zlib (default: auto)."),
         QT_TRANSLATE_NOOP("RunOptions",
                           "How runs are made cold: drop, evict, fresh or direct (default: drop as root "
                           "or through compressmark-helper, else evict)."),
         QT_TRANSLATE_NOOP("RunOptions",
                           "Never start compressmark-helper (no password prompt): evict instead of "
                           "dropping caches, loop images only as root."),
         QT_TRANSLATE_NOOP("cm::SettingsDialog", "Drop all caches (root)"),
         QT_TRANSLATE_NOOP("Preflight", "choose a tmpfs folder such as /dev/shm"),
         QT_TRANSLATE_NOOP("cm::SetupPage",
                           "No RAM disk has room for %1. Make one, for example:\n"
                           "sudo mkdir -p /mnt/ramdisk && sudo mount -t tmpfs -o size=%2G tmpfs /mnt/ramdisk"),
         QT_TRANSLATE_NOOP("Compression",
                           "a btrfs or NTFS image on this drive (--compression loop-btrfs or loop-ntfs, as root) "
                           "shows what it would do"),
         QT_TRANSLATE_NOOP("GenerateCommand", "this machine's /usr/lib and /usr/share"),
         QT_TRANSLATE_NOOP("cm::MainWindow", "&Quit")}};
    return traits;
}

} // namespace cm
