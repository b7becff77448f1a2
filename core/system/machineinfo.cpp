#include "machineinfo.h"

#include <QFile>
#include <QSysInfo>
#include <QThread>

#include <unistd.h>

namespace cm {

QString cpuModelFrom(const QByteArray &cpuinfo)
{
    // x86 says "model name", 32-bit ARM "Processor", MIPS "cpu model",
    // PowerPC "cpu"; the first the text has wins.
    static const QByteArrayList keys{"model name", "Processor", "cpu model", "cpu"};
    for (const QByteArray &key : keys) {
        for (const QByteArray &line : cpuinfo.split('\n')) {
            const qsizetype colon = line.indexOf(':');
            if (colon < 0 || line.left(colon).trimmed() != key)
                continue;
            const QString model = QString::fromUtf8(line.mid(colon + 1)).simplified();
            if (!model.isEmpty())
                return model;
        }
    }
    return {};
}

MachineInfo MachineInfo::ofThisMachine()
{
    MachineInfo machine;
    // /proc files report a size of 0: read to the end, not to size().
    QFile cpuinfo(QStringLiteral("/proc/cpuinfo"));
    if (cpuinfo.open(QIODevice::ReadOnly))
        machine.cpu = cpuModelFrom(cpuinfo.readAll());
    if (machine.cpu.isEmpty())
        machine.cpu = QSysInfo::currentCpuArchitecture();
    machine.logicalCores = QThread::idealThreadCount();
    machine.memoryBytes = qint64(::sysconf(_SC_PHYS_PAGES)) * qint64(::sysconf(_SC_PAGESIZE));
    machine.os = QSysInfo::prettyProductName();
    machine.kernel = QSysInfo::kernelType() + QLatin1Char(' ') + QSysInfo::kernelVersion();
    return machine;
}

} // namespace cm
