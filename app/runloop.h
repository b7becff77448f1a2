// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/benchmarkrunner.h"

namespace cm {

// Runs the ready plan on the main thread's event loop until it finishes, printing
// progress unless `quiet`; SIGINT, SIGTERM and SIGHUP cancel cleanly (the
// runner removes what it made and keeps what it measured). After a signal
// (Interrupts::received()) it starts nothing and reports a cancel.
RunOutcome runUntilFinished(const ReadyPlan &ready, const Privileges &privileges, const Session &base,
                            const QString &sessionPath, bool quiet,
                            BenchmarkRunner::Drive drive = BenchmarkRunner::Drive::New,
                            SessionSaver::File file = SessionSaver::File::New);

} // namespace cm
