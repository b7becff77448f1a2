// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/session.h"
#include "util/status.h"

#include <QList>
#include <QString>

namespace cm {

// The drive of a published session that a reader's run compares with: the
// last one with results; null when none has any.
const DriveRecord *publishedDrive(const Session &published);

// The plan that measures a drive of this machine as `published` was
// measured: its data sets (kind, size and seed as written, so that the
// files are the same bytes), repetitions, operations, copier, compression
// as asked and cache mode. Where it reads and writes is the user's to give, never
// the file's: the folders are left empty, and a copier that runs another
// program or a data set of the author's own folder is refused, saying why.
Status planFromPublished(const DriveRecord &published, Plan *plan);

// One way a drive measured here differs from the published one in what
// makes their numbers comparable.
struct PublishedDifference
{
    QString what; // "kernel", "filesystem", "data set seed", ...
    QString published;
    QString here;
};

// Kernel, system, CPU, memory, filesystem, compression, copier, cache
// mode, repetitions and each data set's seed and size.
QList<PublishedDifference> differencesFromPublished(const Session &published, const DriveRecord &theirs,
                                                    const Session &mine, const DriveRecord &ours);

} // namespace cm
