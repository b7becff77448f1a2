// SPDX-License-Identifier: GPL-3.0-or-later
// MachineInfo on Linux: /proc/cpuinfo and sysconf(3).
#include "machineinfo.h"

#include <QFile>
#include <QSysInfo>

#include <unistd.h>

namespace cm {

MachineInfo MachineInfo::ofThisMachine()
{
    MachineInfo machine;
    // /proc files report a size of 0: read to the end, not to size().
    QFile cpuinfo(QStringLiteral("/proc/cpuinfo"));
    if (cpuinfo.open(QIODevice::ReadOnly))
        machine.cpu = cpuModelFrom(cpuinfo.readAll());
    if (machine.cpu.isEmpty())
        machine.cpu = QSysInfo::currentCpuArchitecture();
    machine.logicalCores = logicalCoresOfThisMachine();
    machine.memoryBytes = qint64(::sysconf(_SC_PHYS_PAGES)) * qint64(::sysconf(_SC_PAGESIZE));
    machine.os = QSysInfo::prettyProductName();
    machine.kernel = QSysInfo::kernelType() + QLatin1Char(' ') + QSysInfo::kernelVersion();
    return machine;
}

} // namespace cm
