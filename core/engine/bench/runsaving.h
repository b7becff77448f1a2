// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/sessionsaver.h"
#include "util/status.h"

#include <utility>

namespace cm {

struct RunShared;

// Where a run's session goes: saved after every measurement and once more
// at the end, merged with what other processes saved into the same file
// (SessionSaver). Does nothing when the run saves no file.
class RunSaving
{
public:
    RunSaving() = default;
    explicit RunSaving(SessionSaver saver)
        : m_saver(std::move(saver))
    {
    }

    // The drive says which process measures it while the run goes on; a run
    // continuing a drive claims it at once, refused (a refused set-up) when
    // another live process measures it.
    Status begin(RunShared &run);
    // Saves the session as the run holds it; the drive takes the id it was saved under.
    Status save(RunShared &run);
    // The run is over: the drive no longer names this process, and a file
    // written before says so.
    Status end(RunShared &run);
    // Hands the runner what was saved, for the run's outcome: the last step's work.
    void publish(RunShared &run) const;

private:
    Status save(RunShared &run, bool claiming);

    SessionSaver m_saver;
};

} // namespace cm
