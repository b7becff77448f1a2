// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "compression/compressionbackend.h"

namespace cm {

// NTFS through ntfs-3g: FILE_ATTRIBUTE_COMPRESSED on the folder through
// the `system.ntfs_attrib_be` xattr; new files inherit it (LZNT1). ntfs-3g
// compresses only with clusters of 4 KiB or less and only when mounted
// with compression (not `-o nocompression`), which its mount table line
// does not show: support() asks the filesystem with an empty probe file in
// a folder of its own, made in the volume's path and removed at once, and
// enabling checks with a small probe file that it really took effect.
class Ntfs3gCompression : public CompressionBackend
{
public:
    CompressionMethod method() const override { return CompressionMethod::Ntfs; }
    CompressionSupport support(const VolumeInfo &volume) const override;
    Status enableForFolder(const QString &folder, const QString &algorithm) const override;
    Status disableForFolder(const QString &folder) const override;
};

} // namespace cm
