// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "datasets/datasetgenerator.h"
#include "datasets/filesetwriter.h"

namespace cm {

// "image": an ISO disk image, one file as large as the whole data set, of
// incompressible bytes (an installer image is mostly compressed squashfs).
// Generated and written a block at a time, so its size is not bounded by
// memory and a cancel stops it within one block.
class ImageGenerator : public DataSetGenerator
{
public:
    static constexpr const char *Kind = "image";
    static constexpr qint64 BlockBytes = 4 * 1024 * 1024;

    QString kind() const override { return QString::fromLatin1(Kind); }
    Status generate(const DataSetSpec &spec, const QString &folder, const Cancellation &cancel,
                    DataSetManifest *manifest) const override;
    Status footprint(const DataSetSpec &spec, const Cancellation &cancel, DataSetFootprint *footprint) const override;

    static QList<PlannedFile> planFiles(const DataSetSpec &spec);
    // Block number `block` of the image: BlockBytes of it, or the rest at the end.
    static void fillBlock(const DataSetSpec &spec, qint64 block, char *out, qint64 size);
};

} // namespace cm
