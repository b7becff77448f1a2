// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chart/chartdata.h"
#include "report/resultflags.h"

namespace cm {

// What the builders of the chart kinds share: the read runs they draw,
// whiskers, flag marks and the line naming the machines.

// `drive`'s read result of `dataSet` in `variant` that has runs, else null.
const ResultRecord *readResult(const DriveRecord &drive, const QString &dataSet, Variant variant);

// Appends one whisker pair to `series` for `result` (0, 0 where null); none for Whiskers::None.
void addWhiskers(ChartData::Series *series, const ResultRecord *result, Whiskers whiskers);

// Puts the flag mark above each doubtful bar of `series` (before a note
// already there); gives what was flagged.
ResultFlags markDoubtfulBars(ChartData::Series *series, const QList<ResultFlags> &flags);

// "bars: median; whiskers: ...", for a subtitle; empty for none.
QString whiskersNote(Whiskers whiskers);

// "CPU, OS, date" of the session's machine, for a subtitle.
QString machinesLine(const Session &session);

double medianOf(QList<double> values);

// `variant`'s series of drive `d` (of `names`) in a chart of drives side by
// side. One legend entry per drive where there are several: with many
// drives, "name, compression off" and "name, compression on" would not fit
// and be cut alike. One drive is drawn in the variants' colours, and its
// legend says so.
ChartData::Series sideBySideSeries(const QStringList &names, qsizetype d, Variant variant);

// The line under such a chart of several drives that says how to read a pair.
QString pairOfBarsFootnote();

} // namespace cm
