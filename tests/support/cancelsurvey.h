// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/benchmarkrunner.h"

#include <QList>
#include <QString>

#include <array>
#include <optional>

namespace cm::test {

// Cancels benchmark runs at seeded random places inside each kind of work a
// run does, and records what each cancel left: the correctness test checks
// the outcomes, the latency benchmark the times.

// The four kinds of work a run does, told apart by the stage it shows.
enum class RunPart { Prepare, Evict, Copy, Cleanup };
constexpr std::array<RunPart, 4> AllRunParts{RunPart::Prepare, RunPart::Evict, RunPart::Copy, RunPart::Cleanup};
const char *runPartName(RunPart part);
std::optional<RunPart> runPartOf(const QString &stage);

struct CancelPoint
{
    RunPart part = RunPart::Prepare;
    bool onLoopImage = false;
    bool landed = false;   // false: the run left `part` for good before the cancel
    qint64 latencyMs = -1; // from cancel() to the finished signal
    RunOutcome outcome;
    QStringList leftovers; // what the run left in its folders: entries, mounts, loop devices
};

struct CancelSurvey
{
    QList<CancelPoint> points; // every attempt, landed or not
    QString whyNoLoopImages;   // empty when some runs were on loop btrfs images

    QList<CancelPoint> landed() const;
    QList<qint64> sortedLatenciesMs() const;
    int landedIn(RunPart part) const;
};

// Runs small plans (2 MiB of small files, two repetitions, serial or
// parallel copier, one in five on a loop btrfs image where it can be made)
// until `points` cancels have landed, the parts taken in turn, or three
// times as many runs were tried.
CancelSurvey cancelAtRandomPoints(int points, quint32 seed);

} // namespace cm::test
