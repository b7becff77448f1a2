// SPDX-License-Identifier: GPL-3.0-or-later
// MachineInfo on Windows: the processor's name as the registry holds it,
// GlobalMemoryStatusEx.
#include "machineinfo.h"

#include <QSettings>
#include <QSysInfo>

#include <windows.h>

namespace cm {

MachineInfo MachineInfo::ofThisMachine()
{
    MachineInfo machine;
    const QSettings processor(QStringLiteral("HKEY_LOCAL_MACHINE\\HARDWARE\\DESCRIPTION\\System\\CentralProcessor\\0"),
                              QSettings::NativeFormat);
    machine.cpu = processor.value(QStringLiteral("ProcessorNameString")).toString().simplified();
    if (machine.cpu.isEmpty())
        machine.cpu = QSysInfo::currentCpuArchitecture();
    machine.logicalCores = logicalCoresOfThisMachine();
    MEMORYSTATUSEX memory{};
    memory.dwLength = sizeof memory;
    if (GlobalMemoryStatusEx(&memory))
        machine.memoryBytes = qint64(memory.ullTotalPhys);
    machine.os = QSysInfo::prettyProductName();
    machine.kernel = QSysInfo::kernelType() + QLatin1Char(' ') + QSysInfo::kernelVersion();
    return machine;
}

} // namespace cm
