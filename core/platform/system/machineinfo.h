// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace cm {

// The machine a session was measured on.
struct MachineInfo
{
    QString cpu;
    int logicalCores = 0;
    qint64 memoryBytes = 0;
    QString os;
    QString kernel;

    // The CPU's model name from /proc/cpuinfo (Windows: the registry; the
    // architecture where it names none), the memory, the system and the
    // kernel, now.
    static MachineInfo ofThisMachine();
    // This machine's logical cores alone, without reading the rest.
    static int logicalCoresOfThisMachine();
};

// The CPU's model name in the text of /proc/cpuinfo; empty when it has none.
QString cpuModelFrom(const QByteArray &cpuinfo);

} // namespace cm
