// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "device/devicecounters.h"
#include "device/machineactivity.h"
#include "plan/operation.h"

#include <QStringList>

#include <optional>

namespace cm {

// What happened around one timed run besides the run itself. A drive that
// served another program, or a CPU taken by other programs or by the
// hypervisor, makes the run slower for reasons that are not the drive's:
// such a run is flagged like a warm one, with the reason.
struct RunSurroundings
{
    Operation operation = Operation::Read;
    double seconds = 0.0;
    qint64 logicalBytes = 0;                     // the data set's
    qint64 storedBytes = 0;                      // what the variant read takes on the drive (logical when unknown)
    std::optional<qint64> writtenStoredBytes;    // write and copy: what the written copy takes
    std::optional<DeviceCounters::Sample> drive; // what the drive under test transferred during the run
    double ownUserSeconds = 0.0;                 // user CPU of this process and its ended children during the run
    MachineActivity machine;                     // the whole machine's CPU during the run
    QStringList otherRuns; // other CompressMark runs on the same drive or RAM disk meanwhile, described
};

namespace Interference {

// Device traffic beyond what the run itself moves, with room for metadata,
// access times, the journal and the program's own code paged in on first
// use (about 6 MB here): this much plus a share of the data.
constexpr qint64 SlackBytes = 16 * 1024 * 1024;
constexpr double ReadSlackShare = 0.05;   // of what the run reads
constexpr double WriteSlackShare = 0.02;  // of the data set, for metadata a read updates
constexpr double WrittenSlackShare = 1.0; // of what the run writes (journal, copy-on-write)
// CPU taken from the run: other programs' user time, and steal time, as a
// share of all CPUs over the run, and at least this many seconds.
constexpr double OtherUserShare = 0.25;
constexpr double StealShare = 0.05;
constexpr double LeastSeconds = 0.05;

// One sentence for each thing that disturbed the run; empty for none.
QStringList reasons(const RunSurroundings &run);

} // namespace Interference
} // namespace cm
