// SPDX-License-Identifier: GPL-3.0-or-later
// Interrupts on Linux: signals, recorded by their handler, which wakes the
// watches through a self-pipe.
#include "interruptwatch.h"

#include "interruptrecord.h"

#include <QSocketNotifier>

#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <unistd.h>

namespace cm {
namespace {

// A signal handler may only touch lock-free atomics and write(2).
int wakePipe[2] = {-1, -1};

void onSignal(int)
{
    const int savedErrno = errno;
    InterruptRecord::add();
    if (wakePipe[1] >= 0) {
        const char byte = 1;
        [[maybe_unused]] const ssize_t written = ::write(wakePipe[1], &byte, 1); // full pipe: already awake
    }
    errno = savedErrno;
}

} // namespace

namespace Interrupts {

void install()
{
    if (wakePipe[0] < 0 && ::pipe2(wakePipe, O_CLOEXEC | O_NONBLOCK) != 0)
        wakePipe[0] = wakePipe[1] = -1;
    struct sigaction action
    {
    };
    action.sa_handler = onSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART; // reads, writes and waits go on
    for (const int signalNumber : {SIGINT, SIGTERM, SIGHUP})
        ::sigaction(signalNumber, &action, nullptr);
    ::signal(SIGPIPE, SIG_IGN);
}

} // namespace Interrupts

InterruptWatch::InterruptWatch(QObject *parent)
    : QObject(parent)
    , m_seen(InterruptRecord::count())
{
    if (wakePipe[0] < 0)
        return; // install() was not called (or had no pipe): nothing to report
    auto *notifier = new QSocketNotifier(wakePipe[0], QSocketNotifier::Read, this);
    connect(notifier, &QSocketNotifier::activated, this, [this] {
        char buffer[64];
        while (::read(wakePipe[0], buffer, sizeof buffer) > 0) { }
        reportNew();
    });
    m_notifier = notifier;
}

InterruptWatch::~InterruptWatch() = default;

} // namespace cm
