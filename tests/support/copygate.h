// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/copierchoice.h"
#include "tempfolders.h"

namespace cm {
class BenchmarkRunner;
}

namespace cm::test {

// A copier for runs that a test must act on at a point it chooses: `cp -r`
// behind a shell script whose first copy waits at a gate until the test
// opens it. While the run's worker waits there, the test changes what it
// wants (mounts, open files) knowing where the run is, instead of racing a
// queued signal that the worker has long passed. Linux's shell only.
class CopyGate
{
public:
    CopyGate();
    ~CopyGate(); // opens the gate: a run never waits on a test that failed
    CopyGate(const CopyGate &) = delete;
    CopyGate &operator=(const CopyGate &) = delete;

    // For Plan::copier.
    CopierChoice copier() const;
    // Processes events until the run's first copy waits at the gate; false
    // when the run ended first or a minute passed.
    bool waitUntilHeld(const BenchmarkRunner &runner) const;
    void open() const;

private:
    TempFolder m_folder;
};

} // namespace cm::test
