// SPDX-License-Identifier: GPL-3.0-or-later
#include "system/systemtraits.h"

#include <QCoreApplication>

namespace cm {

const SystemTraits &thisSystem()
{
    static const SystemTraits traits{
        false, // a VHDX attached as a disk would be the counterpart; the drive's own compression is measured
        true,
        false,
        Qt::CaseInsensitive,
        {QT_TRANSLATE_NOOP("CacheModeDecision", "unbuffered reads (FILE_FLAG_NO_BUFFERING) after an eviction"),
         QT_TRANSLATE_NOOP("CacheModeDecision", "caches dropped as administrator (the standby list purged)"),
         QT_TRANSLATE_NOOP("CacheModeDecision",
                           "caches dropped through compressmark-helper, started elevated once (Windows asks for an "
                           "administrator's consent)"),
         QT_TRANSLATE_NOOP("RunOptions",
                           "--cache drop needs an administrator or compressmark-helper.exe (%1); use "
                           "--cache evict"),
         QT_TRANSLATE_NOOP("RunOptions",
                           "no RAM disk with room for the data set; create one with a RAM-disk driver "
                           "(for example 'imdisk -a -s 2G -m R: -p \"/fs:ntfs /q /y\"') and pass --target"),
         QT_TRANSLATE_NOOP("RunOptions",
                           "How the compressed variant is stored: auto, none, ntfs (LZNT1, as "
                           "Explorer compresses) or wof[:ALG] (as compact /exe: does); ALG is "
                           "xpress4k, xpress8k, xpress16k or lzx (default: auto)."),
         QT_TRANSLATE_NOOP("RunOptions",
                           "How runs are made cold: drop, evict, fresh or direct (default: drop as an "
                           "administrator or through compressmark-helper, else evict)."),
         QT_TRANSLATE_NOOP("RunOptions",
                           "Never start compressmark-helper (Windows asks for no consent): evict instead "
                           "of dropping caches."),
         QT_TRANSLATE_NOOP("cm::SettingsDialog", "Drop all caches (administrator)"),
         QT_TRANSLATE_NOOP("Preflight", "choose a folder on a RAM disk (ImDisk, say)"),
         QT_TRANSLATE_NOOP("cm::SetupPage",
                           "No RAM disk has room for %1. Make one with a RAM-disk driver, for example ImDisk's:\n"
                           "imdisk -a -s %2G -m R: -p \"/fs:ntfs /q /y\""),
         QT_TRANSLATE_NOOP("Compression", "a drive formatted NTFS compresses"),
         QT_TRANSLATE_NOOP("GenerateCommand", "this machine's Windows\\WinSxS folder"),
         QT_TRANSLATE_NOOP("cm::MainWindow", "E&xit")}};
    return traits;
}

} // namespace cm
