// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "privilege/privileges.h"

#include <QElapsedTimer>
#include <QString>
#include <QTimer>

namespace cm {
class MainWindow;
}

namespace cm::test {

// Drives the real window through its widgets, found by their object names
// (widgetlookup.h).

// This process's privileges as a user's who is not root, with
// compressmark-helper switched off: what the Setup page shows then.
Privileges userWithoutHelper();

// On the Setup page: `mebibytes` of books, plain only, `repetitions` times,
// from `source` into `target`; waits until Start may be pressed.
void chooseSmallRun(MainWindow &window, const QString &source, const QString &target, int mebibytes, int repetitions);

// The longest gap between ticks of a 10 ms timer: how long the event loop
// was kept from running. Counted from the first turn of the event loop.
class StallMeter
{
public:
    StallMeter();
    void stop() { m_timer.stop(); }
    qint64 worstMilliseconds() const { return m_worst; }

private:
    QTimer m_timer;
    QElapsedTimer m_sinceTick;
    QElapsedTimer m_clock;
    qint64 m_worst = 0;
};

} // namespace cm::test
