// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/cancellation.h"

#include <QObject>

namespace cm {

// SIGINT (Ctrl+C), SIGTERM (a session ending) and SIGHUP (the terminal
// closing) never end CompressMark half way: from install() to the end of
// the process they are only recorded, and whatever runs stops at its next
// safe point, cleans up and exits. A second signal during the clean-up is
// recorded too and changes nothing. SIGPIPE is ignored, so a reader of the
// output that went away cannot end the process either. On Windows the same
// holds for the console's Ctrl+C and Ctrl+Break, and for its closing, a
// logoff and a shutdown, which leave the process the few seconds Windows
// allows before it ends it.
namespace Interrupts {

// Call first thing in main(). Safe to call again.
void install();

// A signal arrived since install().
bool received();

// Requested by the first signal: for work that polls a Cancellation.
const Cancellation &cancellation();

} // namespace Interrupts

// Reports, on the event loop of the thread that made it, every signal that
// arrives while it lives, as soon as the loop runs (woken by a self-pipe or
// an event object, no polling).
class InterruptWatch : public QObject
{
    Q_OBJECT
public:
    explicit InterruptWatch(QObject *parent = nullptr);
    ~InterruptWatch() override;

Q_SIGNALS:
    void interrupted();

private:
    void reportNew(); // emits interrupted() once for what arrived since the last report

    QObject *m_notifier = nullptr; // wakes the loop: a QSocketNotifier, or a QWinEventNotifier
    int m_seen = 0;
};

} // namespace cm
