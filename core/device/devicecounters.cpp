#include "devicecounters.h"

#include <QFile>
#include <QFileInfo>

#include <sys/stat.h>
#include <sys/sysmacros.h>

namespace cm {

DeviceCounters::DeviceCounters(const QString &path)
{
    struct stat info {};
    if (::stat(QFile::encodeName(path).constData(), &info) != 0) {
        m_unavailableReason = errnoMessage(QStringLiteral("cannot inspect"), path);
        return;
    }
    const QString sysPath = QStringLiteral("/sys/dev/block/%1:%2").arg(major(info.st_dev)).arg(minor(info.st_dev));
    const QFileInfo sys(sysPath + QStringLiteral("/stat"));
    if (!sys.exists()) {
        m_unavailableReason = QStringLiteral("no block device behind %1 (device %2:%3)")
                                  .arg(path).arg(major(info.st_dev)).arg(minor(info.st_dev));
        return;
    }
    m_statPath = sys.filePath();
    m_deviceName = QFileInfo(QFileInfo(sysPath).canonicalFilePath()).fileName();
}

Status DeviceCounters::read(Sample *sample) const
{
    QFile file(m_statPath);
    if (m_statPath.isEmpty() || !file.open(QIODevice::ReadOnly))
        return Status::failure(QStringLiteral("cannot read device counters: %1")
                                   .arg(m_statPath.isEmpty() ? m_unavailableReason : file.errorString()));
    // Fields: reads, merged, sectors read, ms, writes, merged, sectors written, ...
    const QList<QByteArray> fields = file.readAll().simplified().split(' ');
    bool readOk = false, writeOk = false;
    if (fields.size() >= 7) {
        sample->bytesRead = fields[2].toLongLong(&readOk) * 512;
        sample->bytesWritten = fields[6].toLongLong(&writeOk) * 512;
    }
    if (!readOk || !writeOk)
        return Status::failure(QStringLiteral("unexpected contents in %1").arg(m_statPath));
    return Status::ok();
}

} // namespace cm
