// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/resultflags.h"
#include "session/session.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace cm {

// What the articles' per-drive diagram shows, as plain values: data types on
// the category axis and one bar series per variant, in MB/s. The GUI and the
// command line both draw from this, so they draw the same.
struct SpeedChartData
{
    struct Series
    {
        Variant variant = Variant::Plain;
        QList<double> medianMBps; // one per category; 0 where not measured
        QList<ResultFlags> flags; // one per category: what makes the speed doubtful (DoubtfulSpeed)
    };

    QString title;
    QString subtitle;
    QStringList categories;
    QList<Series> series;
    // One per category: the compressed variant against plain, paired by repetition.
    QList<std::optional<PairedComparison>> comparedToPlain;

    static SpeedChartData fromDrive(const Session &session, const DriveRecord &drive);
    double largestValue() const;
};

// How the charts of one drive name it: its label, else its model (or device).
QString driveChartName(const DriveRecord &drive);
// Its filesystem, the image's when it went through one, and the algorithm
// compressed data was stored with: "btrfs, zstd".
QString driveChartFilesystem(const DriveRecord &drive);
// The machine, the date, the copier, the repetitions and the cache mode.
QString driveChartSubtitle(const Session &session, const DriveRecord &drive);

} // namespace cm
