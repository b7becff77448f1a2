// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/status.h"

#include <ThreadWeaver/JobPointer>

#include <memory>

namespace ThreadWeaver {
class Queue;
}

namespace cm {

class StartCheckedWeaver;

// The failure of a thread the system refused to start, for `why`.
Status threadRefused(const QString &why);
// The failure of work the system refused memory (std::bad_alloc).
Status memoryRefused();

// Whether the system lets this process start `count` more threads now
// (the user's limit on processes, a cgroup's pids.max, the address space
// for their stacks): they are started all at once, then ended. Failure
// says what was refused, as the one line a command prints.
Status checkThreadsCanStart(int count);

// A ThreadWeaver queue that knows when the system refuses it a thread.
// ThreadWeaver does not: the jobs wait for a thread that never runs, and
// its shutdown waits for that thread for ever. Here the refusal is a
// failure at once: the jobs not yet started are dropped, and the queue,
// idle, is left for the process's end instead of being shut down.
class ThreadQueue
{
public:
    // Checks first that `maximumThreads` threads can start
    // (checkThreadsCanStart), so that a lasting limit is found before any
    // job is queued; status() says so.
    explicit ThreadQueue(int maximumThreads);
    ~ThreadQueue();
    ThreadQueue(const ThreadQueue &) = delete;
    ThreadQueue &operator=(const ThreadQueue &) = delete;

    // Failure once a thread was refused: then nothing more is queued.
    const Status &status() const { return m_status; }
    // Queues `job` unless a thread was refused; the status after it.
    Status enqueue(const ThreadWeaver::JobPointer &job);
    // Drops the jobs that have not started.
    void dequeue();
    // Waits for every job queued; the status then, a failure when any
    // thread was refused on the way.
    Status finish();

private:
    void checkThreads();

    std::unique_ptr<ThreadWeaver::Queue> m_queue;
    StartCheckedWeaver *m_weaver = nullptr; // owned by m_queue
    Status m_status = Status::ok();
};

} // namespace cm
