#include "systemstate.h"

#include <QDir>
#include <QFile>

namespace cm::test {
namespace {

bool isBelow(const QString &path, const QString &folder)
{
    return path == folder || path.startsWith(folder + QLatin1Char('/'));
}

QString readTrimmed(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()).trimmed() : QString();
}

} // namespace

QStringList mountsBelow(const QString &folder)
{
    QStringList mounts;
    const QStringList lines = readTrimmed(QStringLiteral("/proc/self/mountinfo")).split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        // Field 5 is the mount point, blanks escaped as \040.
        QString mountPoint = line.section(QLatin1Char(' '), 4, 4);
        mountPoint.replace(QStringLiteral("\\040"), QStringLiteral(" "));
        if (isBelow(mountPoint, folder))
            mounts << mountPoint;
    }
    return mounts;
}

QStringList loopDevicesBackedBelow(const QString &folder)
{
    QStringList devices;
    const QStringList loops = QDir(QStringLiteral("/sys/block")).entryList({QStringLiteral("loop*")}, QDir::Dirs);
    for (const QString &loop : loops) {
        const QString backing = readTrimmed(QStringLiteral("/sys/block/%1/loop/backing_file").arg(loop));
        if (!backing.isEmpty() && isBelow(backing, folder))
            devices << loop;
    }
    return devices;
}

} // namespace cm::test
