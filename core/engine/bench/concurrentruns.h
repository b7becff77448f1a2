// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace cm {

struct RunContext;
struct VolumeInfo;

// Two CompressMark runs on one drive or RAM disk slow each other and count
// each other's bytes. Each run enters the machine's register of live runs
// (platform/system/liveruns.h) as it starts, is told of the others it
// shares with, and names them in the flags of the timed runs they overlap.
namespace ConcurrentRuns {

// Enters the run and, with a notice, tells of every live run on `source`'s
// drive or into `target`.
void enter(RunContext &context, const VolumeInfo &source, const VolumeInfo &target);

// The other live runs this run shares a drive or RAM disk with, described
// ("process 4711, "Disk B", since 00:35:12"); empty when alone.
QStringList alongside(const RunContext &context);

} // namespace ConcurrentRuns
} // namespace cm
