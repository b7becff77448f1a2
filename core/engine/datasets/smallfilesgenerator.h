// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "datasets/datasetgenerator.h"
#include "datasets/filesetwriter.h"

namespace cm {

// "small": the articles' 4 KiB-file stress test, where metadata and not
// bandwidth sets the pace. size / 4 KiB files (50,000 for 200 MB), a
// thousand to a folder, the last one shorter when the size asks for it. Two
// in three hold text like source code or settings, one in three binary data
// like thumbnails.
class SmallFilesGenerator : public DataSetGenerator
{
public:
    static constexpr const char *Kind = "small";
    static constexpr qint64 FileBytes = 4 * 1024;
    static constexpr qsizetype FilesPerFolder = 1000;

    QString kind() const override { return QString::fromLatin1(Kind); }
    Status generate(const DataSetSpec &spec, const QString &folder, const Cancellation &cancel,
                    DataSetManifest *manifest) const override;
    Status footprint(const DataSetSpec &spec, const Cancellation &cancel, DataSetFootprint *footprint) const override;

    static QList<PlannedFile> planFiles(const DataSetSpec &spec);
    static QByteArray fileContent(const DataSetSpec &spec, qsizetype index, const PlannedFile &file);
};

} // namespace cm
