// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QMetaType>
#include <QString>

namespace cm {

// A stage of a run: what it is doing, on which data set and repetition.
struct RunStage
{
    QString text;       // for people
    QString dataSet;    // kind of the data set in work, if any
    int repetition = 0; // 1-based, 0 outside measurements
};

// A snapshot of a running benchmark, sent about ten times a second.
struct RunProgress
{
    QList<RunStage> begun; // every stage begun since the last snapshot, in order; the last is `stage`
    QString stage;         // what is happening now, for people
    QString dataSet;       // kind of the data set in work, if any
    int repetition = 0;    // 1-based, 0 outside measurements
    int repetitions = 0;
    int measurementsDone = 0;
    int measurementsTotal = 0;
    int preparationDone = 0; // data sets sized and written, before the measurements
    int preparationTotal = 0;
    qint64 bytesDone = 0; // of the current copy
    qint64 bytesTotal = 0;
    qint64 filesDone = 0; // of the current copy
    qint64 filesTotal = 0;
    double currentMBps = 0.0; // over the last interval
    double etaSeconds = -1.0; // negative while unknown

    // Preparing a data set counts like a measurement: writing one takes
    // about as long as timing a read of it, the more so with sized data sets.
    double overallFraction() const
    {
        const int total = preparationTotal + measurementsTotal;
        if (total <= 0)
            return 0.0;
        const double current = bytesTotal > 0 ? double(bytesDone) / double(bytesTotal) : 0.0;
        return (preparationDone + measurementsDone + current) / total;
    }
};

} // namespace cm

Q_DECLARE_METATYPE(cm::RunProgress)
