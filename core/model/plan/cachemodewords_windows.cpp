// SPDX-License-Identifier: GPL-3.0-or-later
#include "plan/cachemodewords.h"

#include <QCoreApplication>

namespace cm {

const CacheModeWords &cacheModeWords()
{
    static const CacheModeWords words{
        QT_TRANSLATE_NOOP("CacheModeDecision", "unbuffered reads (FILE_FLAG_NO_BUFFERING) after an eviction"),
        QT_TRANSLATE_NOOP("CacheModeDecision", "caches dropped as administrator (the standby list purged)"),
        QT_TRANSLATE_NOOP("CacheModeDecision",
                          "caches dropped through compressmark-helper, started elevated once (Windows asks for an "
                          "administrator's consent)")};
    return words;
}

} // namespace cm
