// SPDX-License-Identifier: GPL-3.0-or-later
#include "identifyingnames.h"

#include <QDir>
#include <QSysInfo>

namespace cm {

IdentifyingNames IdentifyingNames::ofThisMachine()
{
    // USER on Linux, USERNAME on Windows.
    return {QSysInfo::machineHostName(), qEnvironmentVariable("USER", qEnvironmentVariable("USERNAME")),
            QDir::homePath()};
}

} // namespace cm
