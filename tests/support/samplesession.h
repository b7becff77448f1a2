// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/session.h"

namespace cm::test {

// A small, fixed session with every kind of field the writer writes: two
// data sets (books, photos), both variants, device counters, a loop image
// on the second drive. `drives` drives, named "Disk A", "Disk B", ...
Session sampleSession(int drives = 1);

// The sample session of `drives` drives named "Drive 1", "Drive 2", ...:
// as many as a test of many drives needs, each name distinct.
Session sampleSessionOfDrives(int drives);

// One result of `runs` repetitions of 100 MB, taking `seconds` each.
ResultRecord sampleResult(const QString &dataSet, Variant variant, const QList<double> &seconds,
                          double deviceReadPerByte);

// A timeline of a run of `bytes` in `seconds`, a point every `interval`:
// an even pace for the first half of the run and half that pace after it,
// as a drive whose write cache runs out.
RunTimeline slowingTimeline(qint64 bytes, double seconds, double interval = 0.1);

// The sample session with a timeline on every run (slowingTimeline()).
Session sampleSessionWithTimelines(int drives = 1);

} // namespace cm::test
