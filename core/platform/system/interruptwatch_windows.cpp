// SPDX-License-Identifier: GPL-3.0-or-later
// Interrupts on Windows: console control events, recorded by their handler
// (which Windows runs on a thread of its own), which wakes every watch
// through an event object of the watch's.
#include "interruptwatch.h"

#include "interruptrecord.h"

#include <QWinEventNotifier>

#include <mutex>
#include <vector>

#include <windows.h>

namespace cm {
namespace {

std::mutex watchesMutex;
std::vector<HANDLE> watchEvents; // one per InterruptWatch alive

BOOL WINAPI onConsoleControl(DWORD event)
{
    InterruptRecord::add();
    {
        const std::lock_guard lock(watchesMutex);
        for (HANDLE wake : watchEvents)
            SetEvent(wake);
    }
    // Windows ends the process once the handler returns from these three:
    // waiting here gives the clean-up the seconds it allows; the process
    // ends when the program does.
    if (event == CTRL_CLOSE_EVENT || event == CTRL_LOGOFF_EVENT || event == CTRL_SHUTDOWN_EVENT)
        Sleep(INFINITE);
    return TRUE;
}

} // namespace

namespace Interrupts {

void install()
{
    static std::once_flag installed;
    std::call_once(installed, [] { SetConsoleCtrlHandler(onConsoleControl, TRUE); });
}

} // namespace Interrupts

InterruptWatch::InterruptWatch(QObject *parent)
    : QObject(parent)
    , m_seen(InterruptRecord::count())
{
    HANDLE wake = CreateEventW(nullptr, FALSE, FALSE, nullptr); // auto-reset: one wake per SetEvent
    if (!wake)
        return; // nothing to report with
    {
        const std::lock_guard lock(watchesMutex);
        watchEvents.push_back(wake);
    }
    auto *notifier = new QWinEventNotifier(wake, this);
    connect(notifier, &QWinEventNotifier::activated, this, &InterruptWatch::reportNew);
    m_notifier = notifier;
}

InterruptWatch::~InterruptWatch()
{
    auto *notifier = static_cast<QWinEventNotifier *>(m_notifier);
    if (!notifier)
        return;
    HANDLE wake = notifier->handle();
    delete notifier;
    {
        const std::lock_guard lock(watchesMutex);
        std::erase(watchEvents, wake);
    }
    CloseHandle(wake);
}

} // namespace cm
