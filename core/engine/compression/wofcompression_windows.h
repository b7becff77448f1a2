// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "compression/compressionbackend.h"

namespace cm {

// Windows' other NTFS compression, WOF (Windows Overlay Filter), as
// `compact /c /exe:xpress4k|xpress8k|xpress16k|lzx` does it: each file that
// exists is compressed on its own with FSCTL_SET_EXTERNAL_BACKING; files
// written later are stored plain, so a folder is not "switched on" and the
// run compresses what it wrote (compressWrittenFiles). Reads decompress
// through the filter; writing to such a file makes it plain again. Windows
// 10 and later, on NTFS with the filter attached, which support() asks the
// volume; enabling checks with a probe file that it works.
class WofCompression : public CompressionBackend
{
public:
    CompressionMethod method() const override { return CompressionMethod::Wof; }
    CompressionSupport support(const VolumeInfo &volume) const override;
    Status enableForFolder(const QString &folder, const QString &algorithm) const override;
    Status disableForFolder(const QString &folder) const override;
    Status compressWrittenFiles(const QString &folder, const QString &algorithm,
                                const Cancellation &cancel) const override;
};

} // namespace cm
