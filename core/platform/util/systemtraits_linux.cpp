// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/systemtraits.h"

namespace cm {

const SystemTraits &thisSystem()
{
    static const SystemTraits traits{true, false, true, Qt::CaseSensitive};
    return traits;
}

} // namespace cm
