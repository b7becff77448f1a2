// SPDX-License-Identifier: GPL-3.0-or-later
#include "plan/cachemodewords.h"

#include <QCoreApplication>

namespace cm {

const CacheModeWords &cacheModeWords()
{
    static const CacheModeWords words{
        QT_TRANSLATE_NOOP("CacheModeDecision", "O_DIRECT reads after an eviction"),
        QT_TRANSLATE_NOOP("CacheModeDecision",
                          "caches dropped as root (sync, /proc/sys/vm/drop_caches and the drives' buffers)"),
        QT_TRANSLATE_NOOP("CacheModeDecision",
                          "caches dropped through compressmark-helper (pkexec may ask for an administrator's "
                          "password)")};
    return words;
}

} // namespace cm
