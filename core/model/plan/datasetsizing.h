// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/enumnames.h"

#include <QString>
#include <QtGlobal>

#include <functional>

namespace cm {

// How `--size auto` chose the size of one data set: what the calibration
// read took and what held the size back. Kept in the session beside the
// data set (docs/SESSION-FORMAT.md, "sizing").
struct DataSetSizing
{
    // What decided the size.
    enum class Limit {
        RunTime, // the size at which one read lasts minRunSeconds, with a margin
        Cap,     // the largest size auto picks (Plan: AutoSizeCap)
        Space,   // the free space of the drive or the RAM disk
    };

    qint64 calibrationBytes = 0;     // read cold, through the run's copier
    double calibrationSeconds = 0.0; // the faster of the calibration reads
    double minRunSeconds = 0.0;      // the plan's --min-run-time
    Limit limitedBy = Limit::RunTime;

    double calibrationMBps() const
    {
        return calibrationSeconds > 0 ? double(calibrationBytes) / 1e6 / calibrationSeconds : 0.0;
    }
};

inline constexpr EnumNames<DataSetSizing::Limit, 3> SizingLimitNames{{
    {DataSetSizing::Limit::RunTime, "run-time"},
    {DataSetSizing::Limit::Cap, "cap"},
    {DataSetSizing::Limit::Space, "space"},
}};

// One sentence on why a data set has its size, e.g. "books: 1.2 GiB, for a
// read of at least 2 s at 516 MB/s (a cold read of 256 MiB took 0.52 s)";
// the caller names the data set and writes sizes in its own words.
QString sizingText(const QString &dataSet, qint64 bytes, const DataSetSizing &sizing,
                   const std::function<QString(qint64 bytes)> &sizeText);

} // namespace cm
