// SPDX-License-Identifier: GPL-3.0-or-later
// What both systems share: the record of interruptions and its report.
// How they arrive and wake the event loop is in interruptwatch_linux.cpp
// (signals, a self-pipe) and interruptwatch_windows.cpp (console control
// events, an event object per watch).
#include "interruptwatch.h"

#include "interruptrecord.h"

namespace cm {
namespace {

std::atomic<int> interruptCount{0};
Cancellation interruption;

} // namespace

namespace InterruptRecord {

void add()
{
    interruptCount.fetch_add(1);
    interruption.request();
}

int count()
{
    return interruptCount.load();
}

} // namespace InterruptRecord

namespace Interrupts {

bool received()
{
    return InterruptRecord::count() > 0;
}

const Cancellation &cancellation()
{
    return interruption;
}

} // namespace Interrupts

void InterruptWatch::reportNew()
{
    const int count = InterruptRecord::count();
    if (count == m_seen)
        return;
    m_seen = count;
    Q_EMIT interrupted();
}

} // namespace cm
