// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/cachemodedecision.h"
#include "util/status.h"

#include <QString>

namespace cm {

class LoopImage;
struct RunReporting;
struct RunShared;

// How a run makes each measurement cold: caches dropped as root or through
// compressmark-helper, or the data set's pages evicted. Starts with the
// mode the plan's check settled and keeps what the run learns of it.
class ColdCache
{
public:
    ColdCache(RunShared &run, const RunReporting &reporting, const CacheModeDecision &decision)
        : m_run(run)
        , m_reporting(reporting)
        , m_decision(decision)
    {
    }

    const CacheModeDecision &decision() const { return m_decision; }

    // Drops the caches once, before any data is written, where this process
    // drops them itself (as root or an administrator): a system that refuses
    // (a read-only /proc/sys in a container, wine) is found before the run
    // has spent its time writing, and the run evicts from the start, saying
    // why. Then says how the run makes its data cold, once: never that
    // caches are dropped before it knows they can be. Fails only when the
    // run was cancelled meanwhile.
    Status checkDropping();

    // Drops the caches, or evicts `folder` (what the timed step reads from
    // the drive; empty when it reads nothing there) and the page cache of
    // `loopImage` when it is mounted without direct I/O.
    Status makeCold(const QString &folder, const LoopImage &loopImage);

    // After the residency of the data was measured, which opened every file
    // and so read the tree's metadata (inodes, folders) back into memory:
    // drops the caches again where they are dropped, so that the timed run
    // reads the metadata from the drive too. Evicting cannot drop metadata:
    // such runs of many files are flagged (ResultFlag::MetadataCached).
    Status dropMetadataReadSince();

    // Dropping the caches failed (`failure`): a refused password, a missing
    // polkit agent or a refusing system does not end the run, the remaining
    // runs evict instead and the drive says from which run on. Nobody is
    // asked to drop them again.
    void evictFromNowOn(const Status &failure);

private:
    Status dropCaches();

    RunShared &m_run;
    const RunReporting &m_reporting;
    CacheModeDecision m_decision;
};

} // namespace cm
