// SPDX-License-Identifier: GPL-3.0-or-later
#include "uiutil/windowwords.h"

#include <QCoreApplication>

namespace cm {

const WindowWords &windowWords()
{
    static const WindowWords words{
        QT_TRANSLATE_NOOP("cm::SettingsDialog", "Drop all caches (root)"),
        QT_TRANSLATE_NOOP("cm::TargetChooser",
                          "No RAM disk has room for %1. Make one, for example:\n"
                          "sudo mkdir -p /mnt/ramdisk && sudo mount -t tmpfs -o size=%2G tmpfs /mnt/ramdisk"),
        QT_TRANSLATE_NOOP("cm::MainWindow", "&Quit")};
    return words;
}

} // namespace cm
