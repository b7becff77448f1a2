#pragma once

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

    static MachineInfo ofThisMachine();
};

} // namespace cm
