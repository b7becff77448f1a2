#pragma once

#include <QString>

namespace cm {

struct RunContext;

// The stages of a benchmark run, each run as one job on a worker thread.
// Every stage first checks whether the run has already failed or been
// cancelled; cleanup runs regardless.
namespace Stages {

// Creates the workspaces, probes both volumes, decides and sets up
// compression (natively or on a loop image), writes every data set in
// each variant and measures what it takes on the disk.
void prepare(RunContext &context);

// Makes the cache cold, copies data set `dataSetIndex` of `variant` to the
// target and times it, records the run, removes the copy, saves the
// session. Returns whether a run was recorded (false also for a variant
// this run does not have).
bool measure(RunContext &context, int dataSetIndex, const QString &variant, int repetition);

// Removes everything the run created: the copy on the target, the loop
// image (unmounted and detached) and the workspace on the source.
void cleanup(RunContext &context);

// The variants in the order repetition `repetition` measures them:
// alternating, so that drift during a run hurts both alike.
QStringList variantOrder(int repetition);

} // namespace Stages
} // namespace cm
