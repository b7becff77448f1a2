// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "compression/compressionbackend.h"

namespace cm {

// btrfs: the `btrfs.compression` property on the folder (an xattr that only
// needs write permission), inherited by every file created in it later;
// the FS_COMPR_FL inode flag where the property is refused. Data written
// with fallocate is never compressed, so the writers must not preallocate.
class BtrfsCompression : public CompressionBackend
{
public:
    CompressionMethod method() const override { return CompressionMethod::Btrfs; }
    CompressionSupport support(const VolumeInfo &volume) const override;
    Status enableForFolder(const QString &folder, const QString &algorithm) const override;
    Status disableForFolder(const QString &folder) const override;
};

} // namespace cm
