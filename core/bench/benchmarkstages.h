#pragma once

namespace cm {

struct RunContext;

// The stages of a benchmark run, each run as one job on a worker thread.
// Every stage first checks whether the run has already failed or been
// cancelled; cleanup runs regardless.
namespace Stages {

// Creates the workspaces, probes both volumes, writes the data sets.
void prepare(RunContext &context);

// Makes the cache cold, copies data set `dataSetIndex` to the target and
// times it, records the run, removes the copy, saves the session. Returns
// whether a run was recorded.
bool measure(RunContext &context, int dataSetIndex, int repetition);

// Removes everything the run created, on the target and on the source.
void cleanup(RunContext &context);

} // namespace Stages
} // namespace cm
