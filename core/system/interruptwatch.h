#pragma once

#include "util/cancellation.h"

#include <QObject>

class QSocketNotifier;

namespace cm {

// SIGINT (Ctrl+C), SIGTERM (a session ending) and SIGHUP (the terminal
// closing) never end CompressMark half way: from install() to the end of
// the process they are only recorded, and whatever runs stops at its next
// safe point, cleans up and exits. A second signal during the clean-up is
// recorded too and changes nothing. SIGPIPE is ignored, so a reader of the
// output that went away cannot end the process either.
namespace Interrupts {

// Call first thing in main(). Safe to call again.
void install();

// A signal arrived since install().
bool received();

// Requested by the first signal: for work that polls a Cancellation.
const Cancellation &cancellation();

} // namespace Interrupts

// Reports, on the event loop of the thread that made it, every signal that
// arrives while it lives, as soon as the loop runs (a self-pipe, no polling).
class InterruptWatch : public QObject
{
    Q_OBJECT
public:
    explicit InterruptWatch(QObject *parent = nullptr);
    ~InterruptWatch() override;

Q_SIGNALS:
    void interrupted();

private:
    void onReadable();

    QSocketNotifier *m_notifier = nullptr;
    int m_seen = 0;
};

} // namespace cm
