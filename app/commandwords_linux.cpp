// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandwords.h"

#include <QCoreApplication>

namespace cm {

const CommandWords &commandWords()
{
    static const CommandWords words{
        QT_TRANSLATE_NOOP("RunOptions",
                          "How the compressed variant is stored: auto, none, btrfs[:ALG], ntfs, "
                          "loop-btrfs[:ALG] or loop-ntfs; ALG is zstd, lzo or zlib (default: auto)."),
        QT_TRANSLATE_NOOP("RunOptions",
                          "What copies: serial, parallel[:N], uring[:DEPTH] (io_uring, DEPTH files in flight), "
                          "kernel, readonly or external:CMD (default: serial)."),
        QT_TRANSLATE_NOOP("RunOptions",
                          "How runs are made cold: drop, evict, fresh or direct (default: drop as root "
                          "or through compressmark-helper, else evict)."),
        QT_TRANSLATE_NOOP("RunOptions",
                          "Never start compressmark-helper (no password prompt): evict instead of "
                          "dropping caches, loop images only as root."),
        QT_TRANSLATE_NOOP("GenerateCommand", "this machine's /usr/lib and /usr/share")};
    return words;
}

} // namespace cm
