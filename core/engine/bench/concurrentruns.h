// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "system/liveruns.h"

#include <QStringList>

namespace cm {

struct RunReporting;
struct VolumeInfo;

// Two CompressMark runs on one drive or RAM disk slow each other and count
// each other's bytes. Each run enters the machine's register of live runs
// (platform/system/liveruns.h) as it starts, is told of the others it
// shares with, and names them in the flags of the timed runs they overlap.
class ConcurrentRuns
{
public:
    // Enters the run (labelled `label`, reading `source`'s drive into
    // `target`) and, with a notice, tells of every live run it shares with.
    void enter(const QString &label, const VolumeInfo &source, const VolumeInfo &target, const RunReporting &reporting);

    // The other live runs this run shares a drive or RAM disk with, described
    // ("process 4711, "Disk B", since 00:35:12"); empty when alone.
    QStringList alongside() const;

    // Leaves the register: the run is over.
    void leave() { m_entry.leave(); }

private:
    LiveRun m_own;        // as the register holds this run
    QString m_folder;     // where the register is
    LiveRunEntry m_entry; // this run's entry
};

} // namespace cm
