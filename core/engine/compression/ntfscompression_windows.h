// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "compression/compressionbackend.h"

namespace cm {

// NTFS's own compression on Windows: FSCTL_SET_COMPRESSION (LZNT1) on the
// folder, which new files in it inherit, as Explorer's "Compress contents
// to save disk space" does. A volume offers it when its flags say so
// (FILE_FILE_COMPRESSION: NTFS with clusters of 4 KiB or less; the reason
// names the clusters only when they are larger); enabling checks with a
// small probe file that new files are stored compressed.
class NtfsCompression : public CompressionBackend
{
public:
    CompressionMethod method() const override { return CompressionMethod::Ntfs; }
    CompressionSupport support(const VolumeInfo &volume) const override;
    Status enableForFolder(const QString &folder, const QString &algorithm) const override;
    Status disableForFolder(const QString &folder) const override;
};

} // namespace cm
