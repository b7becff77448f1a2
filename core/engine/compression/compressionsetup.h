// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "compression/loopimage.h"
#include "plan/compressionchoice.h"
#include "privilege/privileges.h"
#include "util/status.h"
#include "volume/volumeinfo.h"

#include <QString>

namespace cm {

// What a run will do about compression, decided from the user's choice and
// the source volume's probe before anything is written.
struct CompressionSetup
{
    enum class Kind {
        None,      // plain only
        Native,    // the source filesystem compresses the `compressed/` folder
        LoopImage, // both variants live on a loop image made on the source drive
    };
    Kind kind = Kind::None;
    CompressionMethod method = CompressionMethod::None; // never Auto
    QString algorithm;                                  // as applied
    LoopImageSpec::Filesystem loopFilesystem = LoopImageSpec::Filesystem::Btrfs;
    QString hint; // plain only under auto: why, and how to get the comparison (callers say "plain only")

    bool hasCompressedVariant() const { return kind != Kind::None; }
};

// Resolves `choice` for `source`. An explicit choice the volume or a process
// with `privileges` cannot honour is refused with the reason; auto never fails.
Status resolveCompression(const CompressionChoice &choice, const VolumeInfo &source, const Privileges &privileges,
                          CompressionSetup *setup);

// The (sparse) image size for data sets of `dataBytes` in both variants.
qint64 loopImageBytes(qint64 dataBytes);

} // namespace cm
