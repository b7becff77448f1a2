// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/enumnames.h"

#include <QString>

namespace cm {

// What to put on a loop image: a filesystem that compresses, made on the
// drive under test where the drive's own filesystem cannot.
struct LoopImageSpec
{
    enum class Filesystem { Btrfs, Ntfs };
    static constexpr EnumNames<Filesystem, 2> FilesystemNames{{{Filesystem::Btrfs, "btrfs"}, {Filesystem::Ntfs, "ntfs"}}};
    Filesystem filesystem = Filesystem::Btrfs;
    QString algorithm;     // btrfs: zlib, lzo or zstd, as compress=ALG
    qint64 bytes = 0;      // the image's size; the file is sparse
};

inline QString loopFilesystemName(LoopImageSpec::Filesystem filesystem)
{
    return enumName(LoopImageSpec::FilesystemNames, filesystem);
}

} // namespace cm
