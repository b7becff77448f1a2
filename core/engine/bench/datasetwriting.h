// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/status.h"

namespace cm {

struct RunCompression;
struct RunDataSets;
struct RunReporting;
struct RunShared;
struct RunWorkspaces;

namespace Stages {

// What writing a data set reaches: where it goes, how it is compressed,
// and what the run has written so far.
struct DataSetWriting
{
    RunShared &run;
    const RunReporting &reporting;
    const RunWorkspaces &workspaces;
    const RunCompression &compression;
    RunDataSets &dataSets;
};

// Writes every data set of the run in every variant (RunDataSets::specs,
// sized already) and records what each variant takes on the disk.
Status writeDataSets(const DataSetWriting &writing);

// The `fresh` mode: every repetition reads data it has never read, as the
// articles did, written anew from seed + repetition in every variant.
Status refreshDataSet(const DataSetWriting &writing, int index, int repetition);

} // namespace Stages
} // namespace cm
