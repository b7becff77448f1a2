// SPDX-License-Identifier: GPL-3.0-or-later
#include "blockdevice_linux.h"

#include "fs/mounttable.h"

#include <QFile>
#include <QFileInfo>

#include <sys/stat.h>
#include <sys/sysmacros.h>

namespace cm {
namespace {

std::optional<dev_t> deviceNumberOf(const MountEntry *mount, const QString &path)
{
    struct stat info
    {
    };
    if (mount && mount->source.startsWith(QLatin1Char('/'))
        && ::stat(QFile::encodeName(mount->source).constData(), &info) == 0 && S_ISBLK(info.st_mode))
        return info.st_rdev;
    if (::stat(QFile::encodeName(path).constData(), &info) == 0 && major(info.st_dev) != 0)
        return info.st_dev;
    return std::nullopt;
}

} // namespace

std::optional<QString> readSysText(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    return QString::fromUtf8(file.readAll()).trimmed();
}

std::optional<BlockDevice> blockDeviceOf(const QString &path, const MountEntry *mount, QString *whyNot)
{
    const std::optional<dev_t> number = deviceNumberOf(mount, path);
    if (!number) {
        *whyNot
            = QStringLiteral("no block device behind %1 (%2)")
                  .arg(path,
                       mount ? mount->source + QLatin1Char(' ') + mount->filesystem : QStringLiteral("not mounted"));
        return std::nullopt;
    }
    const QString link
        = QStringLiteral("/sys/dev/block/%1:%2").arg(QString::number(major(*number)), QString::number(minor(*number)));
    const QString folder = QFileInfo(link).canonicalFilePath();
    if (folder.isEmpty()) {
        *whyNot = QStringLiteral("device %1:%2 is not in /sys")
                      .arg(QString::number(major(*number)), QString::number(minor(*number)));
        return std::nullopt;
    }
    BlockDevice device;
    device.name = QFileInfo(folder).fileName();
    device.sysFolder = folder;
    device.diskFolder = QFileInfo::exists(folder + QStringLiteral("/partition")) ? QFileInfo(folder).path() : folder;
    if (const auto backing = readSysText(device.diskFolder + QStringLiteral("/loop/backing_file")))
        device.loopBackingFile = backing;
    return device;
}

} // namespace cm
