// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QtGlobal>

namespace cm {

// An entry of a copied tree that was left out, and why: "symbolic link",
// "FIFO", "socket", "device node", "unreadable: ...", "larger than 64 MiB".
// The path is relative to the folder for folder:PATH, absolute for system.
struct SkippedEntry
{
    QString path;
    QString reason;
};

// What a generated data set holds; goes into the session beside the results.
struct DataSetManifest
{
    // Only the first few skipped entries are listed; skippedCount has them all.
    static constexpr qsizetype ListedSkippedLimit = 20;

    QString kind;
    quint64 seed = 0;
    qint64 files = 0;
    qint64 folders = 0;
    qint64 bytes = 0;
    qint64 largestFileBytes = 0;
    qint64 smallestFileBytes = 0;
    // Measured on a sample of the written content in 128 KiB chunks, like
    // btrfs compresses (compressibility.h); 0 when nothing was sampled.
    double zstdRatio = 0.0;
    double lz4Ratio = 0.0;
    qint64 sampleBytes = 0;
    qint64 skippedCount = 0;
    QList<SkippedEntry> skipped{};

    // An empty manifest of a data set about to be written.
    static DataSetManifest of(const QString &kind, quint64 seed)
    {
        DataSetManifest manifest;
        manifest.kind = kind;
        manifest.seed = seed;
        return manifest;
    }

    void noteSkipped(const QString &path, const QString &reason)
    {
        ++skippedCount;
        if (skipped.size() < ListedSkippedLimit)
            skipped.append(SkippedEntry{path, reason});
    }
};

} // namespace cm
