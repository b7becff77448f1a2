// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/plan.h"
#include "util/status.h"

namespace cm {

// What a plan as the user gave it needs before it is checked: the rules the
// command line and the window share, so both run the same plan for the
// same choices. The defaults themselves sit with the values: DataSetSpec
// (64 MiB, seed 1) and Plan.

// The operations a plan measures: those chosen, and what they bring along
// (smallfiles: the two random-read operations), each once, in order.
QList<Operation> withBroughtOperations(const QList<Operation> &chosen);

// A folder data set is copied whole: its size is the folder's, which is what
// the space checks need. Other kinds keep theirs. Reads the folder.
Status sizeFolderDataSet(DataSetSpec *spec);

// The target of a plan that names none: the first RAM disk with room for
// its largest data set. Refused, saying how to make one, when there is none.
Status chooseRamDiskTarget(Plan *plan);

// Brings the operations along, sizes the folder data sets, then picks the
// target where the plan names none (chooseRamDiskTarget()).
Status normalisePlan(Plan *plan);

} // namespace cm
