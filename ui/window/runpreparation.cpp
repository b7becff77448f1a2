// SPDX-License-Identifier: GPL-3.0-or-later
#include "runpreparation.h"

#include "util/shownpath.h"

#include <QDir>
#include <QObject>

namespace cm {

PreparedRun prepareRun(const Plan &plan, const Privileges &privileges, const QString &sessionFolder)
{
    PreparedRun prepared{checkPlan(plan, privileges), MachineInfo::ofThisMachine()};
    if (prepared.checked.status && !QDir().mkpath(sessionFolder))
        prepared.checked.status
            = Status::failure(QObject::tr("cannot create the session folder %1").arg(shownPath(sessionFolder)));
    return prepared;
}

} // namespace cm
