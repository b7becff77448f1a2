// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/benchmarkrunner.h"
#include "plan/plan.h"
#include "session/session.h"

#include <QSignalSpy>

#include <string>

namespace cm::test {

// A plan of one generated data set of `bytes`, plain only, evicting.
Plan smallPlan(const QString &source, const QString &target, qint64 bytes, int repetitions);

// Loop images need root, loop devices and mkfs.btrfs: say which is missing.
bool loopBtrfsAvailable(std::string *whyNot);

// The drive's first result of `variant`; null when there is none.
const ResultRecord *findResult(const DriveRecord &drive, Variant variant);

// Waits for `runner` to finish (`finished` spies on it) and returns its outcome.
RunOutcome waitForOutcome(BenchmarkRunner &runner, QSignalSpy &finished);

// `plan` with what a check settles for this process (the compression on
// its source, the cache mode), without the preflight: the runner takes it
// as it is, so a test can run what a check would refuse.
ReadyPlan settled(const Plan &plan);

// Runs `plan` to its end, cancelled after the first measurement when asked.
RunOutcome runToEnd(const Plan &plan, bool cancelAfterFirstMeasurement = false);

} // namespace cm::test
