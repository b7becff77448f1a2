// SPDX-License-Identifier: GPL-3.0-or-later
#include "system/processend.h"

namespace cm {

int endProcess(int exitCode)
{
    return exitCode;
}

} // namespace cm
