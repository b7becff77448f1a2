// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobtracker.h"

namespace cm {

JobTracker::JobTracker(QObject *owner)
    : m_owner(owner)
    , m_state(std::make_shared<jobs::TrackerState>())
{
    // Results are handed over through the application's event loop.
    Q_ASSERT(owner && QCoreApplication::instance() && owner->thread() == QCoreApplication::instance()->thread());
}

JobTracker::~JobTracker()
{
    cancel();
}

bool JobTracker::isRunning() const
{
    return m_state->unfinished.load() > 0;
}

void JobTracker::cancel()
{
    ++m_state->latest;
    if (m_cancellation)
        m_cancellation->request();
    m_cancellation.reset();
}

JobControl JobTracker::next()
{
    cancel();
    m_cancellation = std::make_shared<Cancellation>();
    ++m_state->unfinished;
    return JobControl(m_state, m_cancellation, m_owner, m_state->latest.load());
}

} // namespace cm
