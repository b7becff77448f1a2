// SPDX-License-Identifier: GPL-3.0-or-later
#include "workflow/runcheckwords.h"

#include <QCoreApplication>

namespace cm {

const RunCheckWords &runCheckWords()
{
    static const RunCheckWords words{
        QT_TRANSLATE_NOOP("RunOptions",
                          "--cache drop needs an administrator or compressmark-helper.exe (%1); use "
                          "--cache evict"),
        QT_TRANSLATE_NOOP("RunOptions",
                          "no RAM disk with room for the data set; create one with a RAM-disk driver "
                          "(for example 'imdisk -a -s 2G -m R: -p \"/fs:ntfs /q /y\"') and pass --target"),
        QT_TRANSLATE_NOOP("Preflight", "choose a folder on a RAM disk (ImDisk, say)"),
        QT_TRANSLATE_NOOP("Compression", "a drive formatted NTFS compresses")};
    return words;
}

} // namespace cm
