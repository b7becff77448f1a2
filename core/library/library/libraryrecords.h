// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "stats/pairedcomparison.h"
#include "plan/variant.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>

#include <optional>

namespace cm {

// What the library keeps of one session file: enough to notice that it
// changed (its size, time and SHA-256), and why it is no session when it
// is not one.
struct LibraryFileIdentity
{
    qint64 sizeBytes = 0;
    qint64 modifiedMs = 0; // since the epoch, UTC
    QByteArray sha256;

    bool sameSizeAndTime(const LibraryFileIdentity &other) const
    {
        return sizeBytes == other.sizeBytes && modifiedMs == other.modifiedMs;
    }
};

// One result of a drive: a data set, an operation, a variant, summed up.
struct LibraryResult
{
    QString dataSet;
    QString operation;
    Variant variant = Variant::Plain;
    int runs = 0;
    double medianMBps = 0.0;
    double ci95MBps = 0.0; // half width of the 95 % interval of the mean
    double minMBps = 0.0;
    double maxMBps = 0.0;
    // Compressed against plain (DriveRecord::comparedToPlain()): the
    // ratio and its interval, with enough pairs only.
    std::optional<double> ratio;
    std::optional<double> ratioLow;
    std::optional<double> ratioHigh;
    Verdict verdict = Verdict::Unknown;
    int flags = 0; // ResultFlags (core/model/report/resultflags.h)
};

// One drive of one session file, as lists, filters and charts need it.
struct LibraryDrive
{
    qint64 id = 0;       // the library's number for it, kept while its file holds it (docs/LIBRARY.md)
    QString sessionPath; // the file it is in
    QString driveId;     // its id in that file
    QString label;       // as the file holds it; may be empty
    QString name;        // how tables name it: the label, else the model, ...
    QString model;
    QString serial;
    QString filesystem;
    QString compression; // as --compression names it: "btrfs:zstd", "none"
    QString kernel;
    QString cpu;
    QString os;
    QDateTime measured; // the session's start; invalid when the file has none
    QStringList dataSets;
    QStringList operations;
    QList<LibraryResult> results; // filled where asked for
};

} // namespace cm

Q_DECLARE_METATYPE(cm::LibraryDrive)
