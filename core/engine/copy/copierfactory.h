// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "copy/copier.h"
#include "plan/copierchoice.h"

#include <memory>

namespace cm {

// The one place where copiers are made from the user's choice.
// `directReads` (the `direct` cache mode) applies to the serial, the
// parallel and the uring copier; the others read the way they always do.
// `physicalOrder` (a rotating drive): the uring copier reads the files in
// the order of their blocks on the drive. Null where the choice cannot
// copy here (copierAvailability()).
std::unique_ptr<Copier> makeCopier(const CopierChoice &choice, qint64 blockBytes, bool directReads,
                                   bool physicalOrder = false);

// Whether `choice` can copy on this system now, and if not why, in one
// sentence: robocopy is Windows' own, io_uring may be missing or refused.
// A plan's check asks it (preflight), so that no run starts with a
// copier that cannot copy.
Status copierAvailability(const CopierChoice &choice);

} // namespace cm
