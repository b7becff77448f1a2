// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace cm {

// The names that say whose machine this is: its host name and the user's
// account, which may stand anywhere in what it writes (a path, a message).
struct IdentifyingNames
{
    QString host;
    QString user;

    static IdentifyingNames ofThisMachine();
};

} // namespace cm
