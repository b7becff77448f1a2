// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/datasetsizing.h"
#include "plan/plan.h"
#include "util/status.h"
#include "util/units.h"

namespace cm {

class ColdCache;
struct RunDataSets;
struct RunInstruments;
struct RunReporting;
struct RunShared;
struct RunWorkspaces;

// `--size auto`: a data set too small for its timed read to outlast the
// machine's noise gives numbers that mean nothing (a 64 MiB read from a
// fast drive lasts a few hundredths of a second). Before the data sets are
// written, a smaller copy of each generated one is read cold through the
// run's copier, grown until the read is long enough to trust, and the data
// set is sized so that one read lasts at least the plan's minRunSeconds.
namespace SizeCalibration {

constexpr qint64 Cap = 4 * GiB;        // the largest size auto picks
constexpr double Margin = 1.25;        // over minRunSeconds: a faster moment still lasts long enough
constexpr double TrustedSeconds = 0.5; // a shorter calibration read is repeated larger first,
constexpr double TrustedShare = 0.25;  // or one shorter than this share of minRunSeconds
constexpr int ReadsPerSize = 2;        // cold reads of each calibration size; the faster counts
constexpr int MostGrowths = 4;

// The size at which one read lasts sizing.minRunSeconds times Margin at the
// calibration's speed, rounded up to a whole MiB, within `room` (what the
// drive and the RAM disk can hold of this data set) and Cap; says in
// `sizing->limitedBy` what decided it.
qint64 chooseBytes(DataSetSizing *sizing, qint64 room);

// How long a calibration read must last to be trusted.
double trustedSeconds(double minRunSeconds);

// The next calibration size after a read of `bytes` that took `seconds`,
// below `trusted`: aimed at half as long again, 2 to 16 times larger,
// within `room` and Cap. `bytes` itself when it cannot grow.
qint64 nextCalibrationBytes(qint64 bytes, double seconds, double trusted, qint64 room);

// What a plan's data sets may take at most: the sizes asked for, and Cap for
// each one auto sizes. A loop image is made this large (it is sparse).
qint64 largestTotalBytes(const Plan &plan);

} // namespace SizeCalibration

namespace Stages {

// Takes the plan's data sets as the run's and sizes the generated ones of
// an auto-sized plan (RunDataSets::sizings says how). Reads and writes in
// the variants' folders and on the RAM disk, and removes what it made.
Status calibrateDataSetSizes(RunShared &run, const RunReporting &reporting, const RunWorkspaces &workspaces,
                             const RunInstruments &instruments, ColdCache &cold, RunDataSets &dataSets);

} // namespace Stages
} // namespace cm
