#pragma once

#include "bench/benchmarkrunner.h"

namespace cm {

// Runs `plan` on the main thread's event loop until it finishes, printing
// progress unless `quiet`; Ctrl+C and SIGTERM cancel cleanly (the runner
// removes what it made and keeps what it measured).
RunOutcome runUntilFinished(const Plan &plan, const Session &base, const QString &sessionPath, bool quiet,
                            BenchmarkRunner::Drive drive = BenchmarkRunner::Drive::New);

} // namespace cm
