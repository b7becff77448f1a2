// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandwords.h"

#include <QCoreApplication>

namespace cm {

const CommandWords &commandWords()
{
    static const CommandWords words{
        QT_TRANSLATE_NOOP("RunOptions",
                          "How the compressed variant is stored: auto, none, ntfs (LZNT1, as "
                          "Explorer compresses) or wof[:ALG] (as compact /exe: does); ALG is "
                          "xpress4k, xpress8k, xpress16k or lzx (default: auto)."),
        QT_TRANSLATE_NOOP("RunOptions",
                          "What copies: serial, parallel[:N], kernel, readonly, robocopy[:N] or external:CMD "
                          "(default: serial)."),
        QT_TRANSLATE_NOOP("RunOptions",
                          "How runs are made cold: drop, evict, fresh or direct (default: drop as an "
                          "administrator or through compressmark-helper, else evict)."),
        QT_TRANSLATE_NOOP("RunOptions",
                          "Never start compressmark-helper (Windows asks for no consent): evict instead "
                          "of dropping caches."),
        QT_TRANSLATE_NOOP("GenerateCommand", "this machine's Windows\\WinSxS folder")};
    return words;
}

} // namespace cm
