// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/runprogress.h"
#include "bench/runshared.h"
#include "plan/cachemodedecision.h"
#include "plan/runwords.h"

#include <functional>

namespace cm {

// How a run's steps tell the runner what they do, on the worker thread:
// the stage begun, how runs are made cold, anything else the user must
// know. The runner sets the callbacks (each posts to its own thread) and
// the words before the first step.
struct RunReporting
{
    explicit RunReporting(Guarded<RunState> &state)
        : m_state(state)
    {
    }

    std::function<void(const CacheModeDecision &)> cacheModeChanged;
    std::function<void(const QString &)> notice;
    std::function<void(const RunStage &)> stageBegun;
    RunWords words; // how stages and notices name what they are about

    // Progress names every stage, however short, not only those its samples catch.
    void setStage(const QString &text, const QString &dataSetKind = QString(), int repetitionNumber = 0) const;
    void tell(const QString &message) const;
    void tellCacheMode(const CacheModeDecision &decision) const;

private:
    Guarded<RunState> &m_state; // its stage: what the runner's currentStage() reads
};

} // namespace cm
