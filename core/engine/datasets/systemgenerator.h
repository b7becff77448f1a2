// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "datasets/datasetgenerator.h"
#include "datasets/filesetwriter.h"

#include <QByteArray>
#include <QList>

namespace cm {

// "system": a sample of the operating system's own files, the articles'
// WinSxS folder: on Windows that folder, on Linux /usr/lib and /usr/share
// (libraries, programs, data, documentation). The seed picks the sample by hashing each path, so
// on one machine the same seed gives the same files. Only regular files are
// copied; links and special files are skipped and listed, and so are files
// larger than 64 MiB and unreadable ones. The last file is cut to give the
// exact size. Where the sample is too small, generated executable-like files
// make up the rest (folder "generated/").
class SystemGenerator : public DataSetGenerator
{
public:
    static constexpr const char *Kind = "system";
    static constexpr qint64 DefaultLargestFileBytes = 64 * 1024 * 1024;

    // `roots` are sampled in this order; below the data set's folder each
    // file keeps its path without the leading '/' ("usr/lib/...") or the
    // drive ("Windows/WinSxS/...").
    explicit SystemGenerator(const QList<QByteArray> &roots = defaultRoots(),
                             qint64 largestFileBytes = DefaultLargestFileBytes);
    static QList<QByteArray> defaultRoots();

    QString kind() const override { return QString::fromLatin1(Kind); }
    Status generate(const DataSetSpec &spec, const QString &folder, const Cancellation &cancel,
                    DataSetManifest *manifest) const override;
    Status footprint(const DataSetSpec &spec, const Cancellation &cancel, DataSetFootprint *footprint) const override;

    // The chosen files in tree order; `sources[i]` is where file i comes
    // from, empty for a generated file. Exposed for tests and the benchmark.
    struct Sample
    {
        QList<PlannedFile> files;
        QList<QByteArray> sources;
    };
    Status planSample(const DataSetSpec &spec, const Cancellation &cancel, Sample *sample,
                      DataSetManifest *manifest) const;
    static QByteArray generatedContent(const DataSetSpec &spec, qsizetype index, const PlannedFile &file);

private:
    QList<QByteArray> m_roots;
    qint64 m_largestFileBytes;
};

} // namespace cm
