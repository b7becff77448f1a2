// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/operation.h"
#include "plan/variant.h"

#include <QList>

namespace cm {

class ColdCache;
class ConcurrentRuns;
class RunSaving;
struct ResultRecord;
struct RunCompression;
struct RunDataSets;
struct RunInstruments;
struct RunReporting;
struct RunShared;
struct RunWorkspaces;

namespace Stages {

// What a measurement reaches. What it only reads it takes const: a
// measurement makes no workspace, copier or compression of its own.
struct Measuring
{
    RunShared &run;
    const RunReporting &reporting;
    const RunWorkspaces &workspaces;
    const RunInstruments &instruments;
    const RunCompression &compression;
    RunDataSets &dataSets; // rewritten for every repetition under --cache fresh
    ColdCache &cold;
    const ConcurrentRuns &neighbours;
    RunSaving &saving;
};

// Sets up `operation` on data set `dataSetIndex` of `variant`, makes the
// cache cold, times the operation, records the run, removes what it made,
// saves the session. Returns whether a run was recorded (false also for a
// variant this run does not have, or a run it has already).
bool measure(const Measuring &with, int dataSetIndex, Variant variant, Operation operation, int repetition);

// --reps auto: whether `result` has runs enough. Disturbed runs do not
// count: another repetition is measured instead.
bool isPreciseEnough(const ResultRecord &result);

// The variants in the order repetition `repetition` measures them:
// alternating, so that drift during a run hurts both alike.
QList<Variant> variantOrder(int repetition);

} // namespace Stages
} // namespace cm
