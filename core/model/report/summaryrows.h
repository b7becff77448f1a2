// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/drivelimit.h"
#include "report/resultflags.h"
#include "session/session.h"

#include <QList>
#include <QString>

#include <optional>

namespace cm {

// One row of every summary table: one drive x data set x variant x
// operation, as the tables and exports show it.
struct SummaryRow
{
    QString drive; // the drive's name in tables (distinctDriveNames())
    QString driveId;
    QString origin; // the session file, for merged comparisons
    QString dataSet;
    Variant variant = Variant::Plain;
    QString operation;
    SpeedSummary summary;
    int runs = 0;
    int coldRuns = 0;
    std::optional<double> relativeToPlain;           // compressed median / plain median
    std::optional<PairedComparison> comparedToPlain; // compressed rows: the paired ratio and its verdict
    std::optional<double> deviceReadRatio;           // device bytes read per byte delivered
    QString algorithm;                               // the drive's compression algorithm, for compressed rows
    std::optional<double> storedShare;               // on-disk size of the variant / logical bytes
    double filesPerSecond = 0.0;
    std::optional<double> cpuSecondsPerGB;       // user and system CPU seconds per 10^9 bytes, the median over the runs
    std::optional<DriveLimitShare> ofDriveLimit; // how near the drive's own limit the copy came
    ResultFlags flags;
    QStringList disturbances; // what disturbed which run (disturbances())
};

QList<SummaryRow> summaryRows(const Session &session);

// How a drive is named in charts and tables: its label, else its model,
// else its device, else its id.
QString driveName(const DriveRecord &drive);
// The names of a session's drives, none the same: a name two drives share
// (two runs of one disk) gets how each stored the compressed data, then the
// file each came from, then its number, until they differ. `numbers`: each
// drive's number, which stays as drives are removed or moved (the window's
// comparison); its place in the session when empty.
QStringList distinctDriveNames(const Session &session, const QList<int> &numbers = {});

// The compressed variant's median speed as a fraction of the plain one's
// (the articles' "54 % of uncompressed"); empty for other variants or
// without a plain result.
std::optional<double> relativeToPlain(const DriveRecord &drive, const ResultRecord &result);

} // namespace cm
