// SPDX-License-Identifier: GPL-3.0-or-later
// MachineActivity on Linux: /proc/stat.
#include "machineactivity.h"

#include <QByteArray>
#include <QFile>
#include <QList>

#include <unistd.h>

namespace cm {

MachineActivity MachineActivity::now()
{
    // "cpu  user nice system idle iowait irq softirq steal guest guest_nice",
    // in clock ticks; guest time is counted in user already.
    QFile file(QStringLiteral("/proc/stat"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QList<QByteArray> fields = file.readLine().simplified().split(' ');
    if (fields.size() < 9 || fields.first() != "cpu")
        return {};
    const double tick = 1.0 / double(::sysconf(_SC_CLK_TCK));
    MachineActivity activity;
    for (qsizetype i = 1; i <= 8; ++i)
        activity.totalSeconds += fields.at(i).toDouble() * tick;
    activity.userSeconds = (fields.at(1).toDouble() + fields.at(2).toDouble()) * tick;
    activity.stealSeconds = fields.at(8).toDouble() * tick;
    activity.available = true;
    return activity;
}

} // namespace cm
