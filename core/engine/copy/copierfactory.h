// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "copy/copier.h"
#include "plan/copierchoice.h"

#include <memory>

namespace cm {

// The one place where copiers are made from the user's choice.
// `directReads` (the `direct` cache mode) applies to the serial and the
// parallel copier; the others read the way they always do.
std::unique_ptr<Copier> makeCopier(const CopierChoice &choice, qint64 blockBytes, bool directReads);

} // namespace cm
