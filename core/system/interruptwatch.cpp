#include "interruptwatch.h"

#include <QSocketNotifier>

#include <atomic>
#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <unistd.h>

namespace cm {
namespace {

// A signal handler may only touch lock-free atomics and write(2).
std::atomic<int> signalCount{0};
Cancellation interruption;
int wakePipe[2] = {-1, -1};

void onSignal(int)
{
    const int savedErrno = errno;
    signalCount.fetch_add(1);
    interruption.request();
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
    static_assert(std::atomic<int>::is_always_lock_free);
    if (wakePipe[0] < 0 && ::pipe2(wakePipe, O_CLOEXEC | O_NONBLOCK) != 0)
        wakePipe[0] = wakePipe[1] = -1;
    struct sigaction action {};
    action.sa_handler = onSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART; // reads, writes and waits go on
    for (const int signalNumber : {SIGINT, SIGTERM, SIGHUP})
        ::sigaction(signalNumber, &action, nullptr);
    ::signal(SIGPIPE, SIG_IGN);
}

bool received()
{
    return signalCount.load() > 0;
}

const Cancellation &cancellation()
{
    return interruption;
}

} // namespace Interrupts

InterruptWatch::InterruptWatch(QObject *parent)
    : QObject(parent)
    , m_seen(signalCount.load())
{
    if (wakePipe[0] < 0)
        return; // install() was not called (or had no pipe): nothing to report
    m_notifier = new QSocketNotifier(wakePipe[0], QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, &InterruptWatch::onReadable);
}

InterruptWatch::~InterruptWatch() = default;

void InterruptWatch::onReadable()
{
    char buffer[64];
    while (::read(wakePipe[0], buffer, sizeof buffer) > 0) {
    }
    const int count = signalCount.load();
    if (count == m_seen)
        return;
    m_seen = count;
    Q_EMIT interrupted();
}

} // namespace cm
