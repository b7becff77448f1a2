// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A child process that drops to an ordinary user and works until it is
// stopped: the hostile user of the race tests (Linux).
#include <atomic>
#include <csignal>
#include <grp.h>
#include <new>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

namespace cm::test {

// What the child counts, shared with the test: calls made, and those that
// did what they tried.
struct ChildCounts
{
    std::atomic<long> tried{0};
    std::atomic<long> done{0};
};

class ChildAsUser
{
public:
    // Forks; the child becomes `user`:`group` and calls `work(counts)`,
    // which must never return and make only system calls (the child of a
    // threaded process must not allocate). Made before the fork, `work`
    // holds everything it needs.
    template <typename Work>
    ChildAsUser(uid_t user, gid_t group, const Work &work)
    {
        void *shared = ::mmap(nullptr, sizeof(ChildCounts), PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
        if (shared == MAP_FAILED)
            return;
        m_counts = new (shared) ChildCounts;
        m_pid = ::fork();
        if (m_pid == 0) {
            if (::setgroups(0, nullptr) != 0 || ::setresgid(group, group, group) != 0
                || ::setresuid(user, user, user) != 0)
                ::_exit(3);
            work(m_counts);
            ::_exit(0);
        }
    }
    ~ChildAsUser()
    {
        stop();
        if (m_counts)
            ::munmap(m_counts, sizeof(ChildCounts));
    }
    ChildAsUser(const ChildAsUser &) = delete;
    ChildAsUser &operator=(const ChildAsUser &) = delete;

    bool isRunning() const { return m_pid > 0; }
    long tried() const { return m_counts ? m_counts->tried.load() : 0; }
    long done() const { return m_counts ? m_counts->done.load() : 0; }
    void stop()
    {
        if (m_pid <= 0)
            return;
        ::kill(m_pid, SIGKILL);
        ::waitpid(m_pid, nullptr, 0);
        m_pid = -1;
    }

private:
    pid_t m_pid = -1;
    ChildCounts *m_counts = nullptr;
};

} // namespace cm::test
