// SPDX-License-Identifier: GPL-3.0-or-later
#include "threadqueue.h"

#include <ThreadWeaver/Queue>
#include <ThreadWeaver/Thread>
#include <ThreadWeaver/Weaver>

#include <QCoreApplication>
#include <QMutex>

#include <condition_variable>
#include <mutex>
#include <system_error>
#include <thread>
#include <vector>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(ThreadQueue)
};

} // namespace

Status threadRefused(const QString &why)
{
    return Status::failure(Text::tr("the system refused a new thread (%1): the limit on this user's processes "
                                    "or on the program's memory is reached")
                               .arg(why));
}

Status memoryRefused()
{
    return Status::failure(Text::tr("the system refused the program more memory: the limit on the program's memory "
                                    "(ulimit -v) or the machine's memory is reached"));
}

// The weaver of a ThreadQueue: it keeps the threads it makes, so that one
// the system refused to start (neither running nor finished, for good) is
// seen.
class StartCheckedWeaver : public ThreadWeaver::Weaver
{
public:
    bool refusedAThread() const
    {
        QList<ThreadWeaver::Thread *> made;
        {
            QMutexLocker locker(&m_lock);
            made = m_threads;
        }
        // The weaver makes a thread and starts it under its own lock: once
        // that lock is taken here, every thread made so far had its start,
        // and one that is still neither running nor finished was refused.
        (void)currentNumberOfThreads();
        for (const ThreadWeaver::Thread *thread : made)
            if (!thread->isRunning() && !thread->isFinished())
                return true;
        return false;
    }

protected:
    ThreadWeaver::Thread *createThread() override
    {
        ThreadWeaver::Thread *thread = Weaver::createThread();
        QMutexLocker locker(&m_lock);
        m_threads.append(thread);
        return thread;
    }

private:
    mutable QMutex m_lock;
    QList<ThreadWeaver::Thread *> m_threads; // deleted by the weaver's shutdown only
};

Status checkThreadsCanStart(int count)
{
    std::mutex lock;
    std::condition_variable allStarted;
    bool release = false;
    std::vector<std::thread> threads;
    Status status = Status::ok();
    for (int i = 0; i < count && status; ++i) {
        try {
            threads.emplace_back([&] {
                std::unique_lock held(lock);
                allStarted.wait(held, [&] { return release; });
            });
        } catch (const std::system_error &error) {
            status = threadRefused(QString::fromLocal8Bit(error.code().message()));
        }
    }
    {
        std::lock_guard held(lock);
        release = true;
    }
    allStarted.notify_all();
    for (std::thread &thread : threads)
        thread.join();
    return status;
}

ThreadQueue::ThreadQueue(int maximumThreads)
    : m_status(checkThreadsCanStart(maximumThreads))
{
    auto weaver = std::make_unique<StartCheckedWeaver>();
    m_weaver = weaver.get();
    m_queue = std::make_unique<ThreadWeaver::Queue>(weaver.release());
    m_queue->setMaximumNumberOfThreads(maximumThreads);
}

ThreadQueue::~ThreadQueue()
{
    checkThreads();
    if (!m_status) {
        // A refused thread would hold the shutdown for ever: the queue,
        // with no job left, stays until the process ends.
        m_queue->dequeue();
        (void)m_queue.release();
        return;
    }
    m_queue->finish();
    m_queue->shutDown();
}

Status ThreadQueue::enqueue(const ThreadWeaver::JobPointer &job)
{
    if (!m_status)
        return m_status;
    m_queue->enqueue(job);
    checkThreads();
    if (!m_status)
        m_queue->dequeue(); // a job no thread may ever take
    return m_status;
}

void ThreadQueue::dequeue()
{
    m_queue->dequeue();
}

Status ThreadQueue::finish()
{
    checkThreads();
    if (!m_status)
        m_queue->dequeue();
    // Idle once what runs is done: with no thread at all, at once.
    m_queue->finish();
    // A thread refused while the others did the work: the work was done
    // with fewer threads than asked, which is not what was to be measured.
    checkThreads();
    return m_status;
}

void ThreadQueue::checkThreads()
{
    if (m_status && m_weaver->refusedAThread())
        m_status = threadRefused(Text::tr("a thread of the queue did not start"));
}

} // namespace cm
