// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/operation.h"
#include "plan/variant.h"

#include <QList>

namespace cm {

struct ResultRecord;
struct RunContext;

// The stages of a benchmark run, each run as one job on a worker thread.
// Every stage first checks whether the run has already failed or been
// cancelled; cleanup runs regardless.
namespace Stages {

// Creates the workspaces, probes both volumes, decides and sets up
// compression (natively or on a loop image), writes every data set in
// each variant and measures what it takes on the disk.
void prepare(RunContext &context);

// Sets up `operation` on data set `dataSetIndex` of `variant`, makes the
// cache cold, times the operation, records the run, removes what it made,
// saves the session. Returns whether a run was recorded (false also for a
// variant this run does not have).
bool measure(RunContext &context, int dataSetIndex, Variant variant, Operation operation, int repetition);

// Removes everything the run created: the copy on the target, the loop
// image (unmounted and detached) and the workspace on the source.
void cleanup(RunContext &context);

// --reps auto: whether `result` has runs enough. Disturbed runs do not
// count: another repetition is measured instead.
bool isPreciseEnough(const ResultRecord &result);

// The variants in the order repetition `repetition` measures them:
// alternating, so that drift during a run hurts both alike.
QList<Variant> variantOrder(int repetition);

} // namespace Stages
} // namespace cm
