// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/runprogress.h"

#include <QString>

namespace cm {

// Shows a run's progress on stderr: a redrawn bar on a terminal, one line
// per stage otherwise (logs, pipes, CI).
class ProgressPrinter
{
public:
    explicit ProgressPrinter(bool quiet);
    ~ProgressPrinter();

    void show(const RunProgress &progress);
    // One line the user must see (even with --quiet), on a line of its own.
    void say(const QString &line);
    void finish();

private:
    bool m_quiet;
    bool m_terminal;
    bool m_barShown = false;
};

} // namespace cm
