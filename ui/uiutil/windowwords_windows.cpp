// SPDX-License-Identifier: GPL-3.0-or-later
#include "uiutil/windowwords.h"

#include <QCoreApplication>

namespace cm {

const WindowWords &windowWords()
{
    static const WindowWords words{
        QT_TRANSLATE_NOOP("cm::SettingsDialog", "Drop all caches (administrator)"),
        QT_TRANSLATE_NOOP("cm::TargetChooser",
                          "No RAM disk has room for %1. Make one with a RAM-disk driver, for example ImDisk's:\n"
                          "imdisk -a -s %2G -m R: -p \"/fs:ntfs /q /y\""),
        QT_TRANSLATE_NOOP("cm::MainWindow", "E&xit")};
    return words;
}

} // namespace cm
