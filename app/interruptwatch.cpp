#include "interruptwatch.h"

#include <atomic>
#include <csignal>

namespace cm {
namespace {

// A signal handler may only set a lock-free atomic; the event loop reads it.
std::atomic<bool> signalled{false};

void onSignal(int)
{
    signalled.store(true);
}

} // namespace

InterruptWatch::InterruptWatch(QObject *parent)
    : QObject(parent)
{
    signalled.store(false);
    m_previousInt = std::signal(SIGINT, onSignal);
    m_previousTerm = std::signal(SIGTERM, onSignal);
    connect(&m_poll, &QTimer::timeout, this, [this] {
        if (signalled.exchange(false))
            Q_EMIT interrupted();
    });
    m_poll.start(100);
}

InterruptWatch::~InterruptWatch()
{
    std::signal(SIGINT, m_previousInt);
    std::signal(SIGTERM, m_previousTerm);
}

} // namespace cm
