// SPDX-License-Identifier: GPL-3.0-or-later
#include "machineinfo.h"

#include <QList>
#include <QThread>

namespace cm {

int MachineInfo::logicalCoresOfThisMachine()
{
    return QThread::idealThreadCount();
}

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

} // namespace cm
