// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "datasets/datasetgenerator.h"
#include "datasets/filesetwriter.h"

namespace cm {

// "Books": e-books and documents, the compressible kind of the articles.
// Plain text, FB2 (XML) and HTML files of 100 KiB to 5 MiB, in Latin and
// Cyrillic script, fifty to a shelf folder.
class BooksGenerator : public DataSetGenerator
{
public:
    static constexpr const char *Kind = "books";

    QString kind() const override { return QString::fromLatin1(Kind); }
    Status generate(const DataSetSpec &spec, const QString &folder, const Cancellation &cancel,
                    DataSetManifest *manifest) const override;
    Status footprint(const DataSetSpec &spec, const Cancellation &cancel, DataSetFootprint *footprint) const override;

    // The files a spec produces, in order; exposed for tests.
    static QList<PlannedFile> planFiles(const DataSetSpec &spec);
    static QByteArray fileContent(const DataSetSpec &spec, qsizetype index, const PlannedFile &file);
};

} // namespace cm
