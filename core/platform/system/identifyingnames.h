// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace cm {

// The names that say whose machine this is: its host name, the user's
// account and home folder, which may stand anywhere in what it writes (a
// path, a message), the home folder also where it is not under /home.
struct IdentifyingNames
{
    QString host;
    QString user;
    QString home;

    static IdentifyingNames ofThisMachine();
};

} // namespace cm
