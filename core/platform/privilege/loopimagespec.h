// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/enumnames.h"

#include <QString>
#include <QStringList>

#include <utility>

namespace cm {

// What to put on a loop image: a filesystem that compresses, made on the
// drive under test where the drive's own filesystem cannot.
struct LoopImageSpec
{
    // The names inside the workspace: the image file, and the folder it is
    // mounted on. The helper checks them; the engine makes them.
    static constexpr const char *ImageName = "compressmark-volume.img";
    static constexpr const char *MountFolderName = "volume";

    enum class Filesystem { Btrfs, Ntfs };
    static constexpr EnumNames<Filesystem, 2> FilesystemNames{
        {{Filesystem::Btrfs, "btrfs"}, {Filesystem::Ntfs, "ntfs"}}};
    Filesystem filesystem = Filesystem::Btrfs;
    QString algorithm; // btrfs: zlib, lzo or zstd, as compress=ALG
    qint64 bytes = 0;  // the image's size; the file is sparse
};

inline QString loopFilesystemName(LoopImageSpec::Filesystem filesystem)
{
    return enumName(LoopImageSpec::FilesystemNames, filesystem);
}

// What btrfs's compress= mount option takes, which the helper checks before
// it mounts: the algorithms, and the levels of those that have them
// ({0, 0} when none).
QStringList btrfsAlgorithms();
std::pair<int, int> btrfsLevelRange(const QString &algorithm);
// "zstd", "zstd:7", "lzo", "zlib:9": an algorithm with a level in range.
bool isBtrfsMountAlgorithm(const QString &algorithm);

} // namespace cm
