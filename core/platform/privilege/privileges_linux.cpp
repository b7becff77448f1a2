// SPDX-License-Identifier: GPL-3.0-or-later
// What this process may do as root on Linux: its effective user and
// compressmark-helper through pkexec.
#include "privileges.h"

#include "privilege/privilegedhelper.h"

#include <unistd.h>

namespace cm {

Privileges Privileges::ofThisProcess()
{
    Privileges privileges;
    privileges.root = ::geteuid() == 0;
    privileges.helperSwitchedOff = qEnvironmentVariable(UseHelperVariable) == QLatin1String("0");
    PrivilegedHelper::isInstalled(&privileges.helperMissing);
    return privileges;
}

} // namespace cm
