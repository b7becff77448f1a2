// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/cancellation.h"

#include <QCoreApplication>
#include <QObject>
#include <QPointer>
#include <QThread>
#include <QtConcurrent/QtConcurrentRun>

#include <atomic>
#include <memory>
#include <type_traits>
#include <utility>

namespace cm {

namespace jobs {

// What a tracker and its jobs share; it outlives whichever of them ends last.
struct TrackerState
{
    std::atomic<quint64> latest{0}; // the generation of the newest job started
    std::atomic<int> unfinished{0}; // jobs not yet delivered or dropped, stale ones included
};

// Runs `call` on the application's (the GUI) thread, later; nothing once
// the application is gone.
template <typename Call>
void postToGuiThread(Call &&call)
{
    if (QCoreApplication *app = QCoreApplication::instance())
        QMetaObject::invokeMethod(app, std::forward<Call>(call), Qt::QueuedConnection);
}

} // namespace jobs

// What a job sees of its tracker while it runs on a worker thread.
class JobControl
{
public:
    JobControl(std::shared_ptr<jobs::TrackerState> state, std::shared_ptr<Cancellation> cancellation,
               QPointer<QObject> owner, quint64 generation)
        : m_state(std::move(state))
        , m_cancellation(std::move(cancellation))
        , m_owner(std::move(owner))
        , m_generation(generation)
    {
    }

    // Set once a newer job started, the tracker was cancelled or its owner
    // went away: the result will be dropped, so the work may stop early.
    const Cancellation &cancellation() const { return *m_cancellation; }
    bool isStale() const { return m_cancellation->isRequested() || m_state->latest.load() != m_generation; }

    // Calls `update` (progress, say) on the owner's thread if this job is
    // still the newest and the owner lives by then.
    template <typename Update>
    void post(Update &&update) const
    {
        jobs::postToGuiThread([state = m_state, owner = m_owner, generation = m_generation,
                               update = std::forward<Update>(update)]() mutable {
            if (owner && state->latest.load() == generation)
                update();
        });
    }

private:
    template <typename Result, typename Deliver>
    friend void deliverJobResult(const JobControl &control, Result &&result, Deliver &&deliver);

    std::shared_ptr<jobs::TrackerState> m_state;
    std::shared_ptr<Cancellation> m_cancellation;
    QPointer<QObject> m_owner;
    quint64 m_generation;
};

// Ends a job: its result goes to `deliver` on the owner's thread unless the
// job went stale by then; the tracker counts the job as finished either way.
template <typename Result, typename Deliver>
void deliverJobResult(const JobControl &control, Result &&result, Deliver &&deliver)
{
    // Counted down when the call is made or dropped, so that isRunning()
    // holds while the result is on its way.
    class Finish
    {
    public:
        explicit Finish(std::shared_ptr<jobs::TrackerState> state)
            : m_state(std::move(state))
        {
        }
        Finish(const Finish &) = delete;
        Finish &operator=(const Finish &) = delete;
        ~Finish() { now(); }
        void now()
        {
            if (m_state)
                --m_state->unfinished;
            m_state.reset();
        }

    private:
        std::shared_ptr<jobs::TrackerState> m_state;
    };
    if (control.isStale()) {
        --control.m_state->unfinished;
        return;
    }
    jobs::postToGuiThread([finish = std::make_shared<Finish>(control.m_state), control,
                           result = std::forward<Result>(result), deliver = std::forward<Deliver>(deliver)]() mutable {
        finish->now();
        if (control.m_owner && !control.isStale())
            deliver(std::move(result));
    });
}

// "Latest request wins" for one kind of background work of a GUI object:
// start() runs a function on Qt Concurrent's pool and hands its result to
// the owner, on the owner's thread, only if no newer job of this tracker
// started since and the owner still lives. A newer start(), cancel() or the
// tracker's end sets the older job's cancellation flag, which work that
// polls a Cancellation uses to stop early. The owner holds its trackers as
// members, so they end with it.
class JobTracker
{
public:
    explicit JobTracker(QObject *owner);
    ~JobTracker();
    JobTracker(const JobTracker &) = delete;
    JobTracker &operator=(const JobTracker &) = delete;

    // `work` runs on a worker thread with copies of what it captured; it is
    // called with a `const JobControl &` when it takes one. `deliver`
    // receives its result on the owner's thread.
    template <typename Work, typename Deliver>
    void start(Work &&work, Deliver &&deliver)
    {
        Q_ASSERT(QThread::currentThread() == m_owner->thread());
        const JobControl control = next();
        (void)QtConcurrent::run(
            [control, work = std::forward<Work>(work), deliver = std::forward<Deliver>(deliver)]() mutable {
                if constexpr (std::is_invocable_v<Work &, const JobControl &>)
                    deliverJobResult(control, work(control), std::move(deliver));
                else
                    deliverJobResult(control, work(), std::move(deliver));
            });
    }

    // A job started here has not ended yet: its work still runs (a stale
    // job's too, until it returns) or its result is on its way.
    bool isRunning() const;
    // The running job's result is dropped and its flag set.
    void cancel();

private:
    // Makes the next job the newest, the one before it stale.
    JobControl next();

    QPointer<QObject> m_owner;
    std::shared_ptr<jobs::TrackerState> m_state;
    std::shared_ptr<Cancellation> m_cancellation; // the newest job's
};

} // namespace cm
