#include "machineinfo.h"

#include <QFile>
#include <QSysInfo>
#include <QThread>

#include <unistd.h>

namespace cm {
namespace {

QString cpuModel()
{
    QFile cpuinfo(QStringLiteral("/proc/cpuinfo"));
    if (!cpuinfo.open(QIODevice::ReadOnly))
        return QSysInfo::currentCpuArchitecture();
    while (!cpuinfo.atEnd()) {
        const QByteArray line = cpuinfo.readLine();
        if (line.startsWith("model name")) {
            const qsizetype colon = line.indexOf(':');
            return QString::fromUtf8(line.mid(colon + 1)).simplified();
        }
    }
    return QSysInfo::currentCpuArchitecture();
}

} // namespace

MachineInfo MachineInfo::ofThisMachine()
{
    MachineInfo machine;
    machine.cpu = cpuModel();
    machine.logicalCores = QThread::idealThreadCount();
    machine.memoryBytes = qint64(::sysconf(_SC_PHYS_PAGES)) * qint64(::sysconf(_SC_PAGESIZE));
    machine.os = QSysInfo::prettyProductName();
    machine.kernel = QSysInfo::kernelType() + QLatin1Char(' ') + QSysInfo::kernelVersion();
    return machine;
}

} // namespace cm
