#pragma once

#include "session/session.h"

namespace cm::test {

// A small, fixed session with every kind of field the writer writes: two
// data sets (books, photos), both variants, device counters, a loop image
// on the second drive. `drives` drives, named "Disk A", "Disk B", ...
Session sampleSession(int drives = 1);

// One result of `runs` repetitions of 100 MB, taking `seconds` each.
ResultRecord sampleResult(const QString &dataSet, Variant variant, const QList<double> &seconds,
                          double deviceReadPerByte);

} // namespace cm::test
