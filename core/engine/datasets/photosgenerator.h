// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "datasets/datasetgenerator.h"
#include "datasets/filesetwriter.h"

namespace cm {

// "photos": a camera's memory card. Real JPEG files of 2 to 8 MiB, encoded
// with QImage from generated pictures (gradients, shapes, sensor noise), and
// every sixth shot kept as a camera RAW file too (DNG: a TIFF header over
// packed high-entropy sensor data); a hundred to a DCIM folder. Both are
// entropy-coded already, so filesystem compression gains nothing.
//
// Each JPEG is encoded a little under its planned size and an application
// segment (APP9) fills the rest, as cameras' maker notes do; decoders skip it.
class PhotosGenerator : public DataSetGenerator
{
public:
    static constexpr const char *Kind = "photos";

    QString kind() const override { return QString::fromLatin1(Kind); }
    Status generate(const DataSetSpec &spec, const QString &folder, const Cancellation &cancel,
                    DataSetManifest *manifest) const override;
    Status footprint(const DataSetSpec &spec, const Cancellation &cancel, DataSetFootprint *footprint) const override;

    static QList<PlannedFile> planFiles(const DataSetSpec &spec);
    // Empty when a JPEG cannot be encoded (Qt's JPEG image plugin missing).
    static QByteArray fileContent(const DataSetSpec &spec, qsizetype index, const PlannedFile &file,
                                  const Cancellation *cancel = nullptr);
};

} // namespace cm
