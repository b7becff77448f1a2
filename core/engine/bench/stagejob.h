// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <ThreadWeaver/Job>

#include <functional>
#include <utility>

namespace cm {

// A ThreadWeaver job that runs one step of a benchmark (runsteps.cpp).
class StageJob : public ThreadWeaver::Job
{
public:
    explicit StageJob(std::function<void()> work)
        : m_work(std::move(work))
    {
    }

protected:
    void run(ThreadWeaver::JobPointer, ThreadWeaver::Thread *) override { m_work(); }

private:
    std::function<void()> m_work;
};

} // namespace cm
