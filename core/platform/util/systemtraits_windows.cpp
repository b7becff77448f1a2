// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/systemtraits.h"

namespace cm {

const SystemTraits &thisSystem()
{
    static const SystemTraits traits{
        false, // a VHDX attached as a disk would be the counterpart; the drive's own compression is measured
        true, false, Qt::CaseInsensitive};
    return traits;
}

} // namespace cm
