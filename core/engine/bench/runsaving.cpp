// SPDX-License-Identifier: GPL-3.0-or-later
#include "runsaving.h"

#include "bench/runshared.h"
#include "volume/workspaceowner.h"

namespace cm {

Status RunSaving::begin(RunShared &run)
{
    if (!m_saver.isEnabled())
        return Status::ok();
    m_saver.begin();
    run.state.lock()->drive().runningBy = WorkspaceOwner::ofThisProcess();
    if (!run.continuesDrive)
        return Status::ok();
    const Status claimed = save(run, true);
    if (!claimed)
        run.state.lock()->setupRefused = true;
    return claimed;
}

Status RunSaving::save(RunShared &run)
{
    return save(run, false);
}

Status RunSaving::save(RunShared &run, bool claiming)
{
    if (!m_saver.isEnabled())
        return Status::ok();
    const Session snapshot = run.state.lock()->session;
    QString id;
    const Status status = claiming ? m_saver.claim(snapshot, &id) : m_saver.save(snapshot, &id);
    if (status)
        run.state.lock()->drive().id = id;
    return status;
}

Status RunSaving::end(RunShared &run)
{
    run.state.lock()->drive().runningBy.reset();
    return m_saver.hasWritten() ? save(run, false) : Status::ok();
}

void RunSaving::publish(RunShared &run) const
{
    const auto state = run.state.lock();
    state->sessionSaved = m_saver.hasWritten();
    state->driveInFile = m_saver.driveInFile();
    state->sessionFallback = m_saver.fallbackPath();
}

} // namespace cm
