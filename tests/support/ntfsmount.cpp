// SPDX-License-Identifier: GPL-3.0-or-later
#include "ntfsmount.h"

#include "system/externaltool.h"

#include <QDir>
#include <QFile>

#include <unistd.h>

namespace cm::test {
namespace {

constexpr qint64 ImageBytes = 64 * 1024 * 1024;

} // namespace

NtfsMount::NtfsMount(Compression compression, Backing backing)
{
    m_error = unavailableReason();
    if (!m_error.isEmpty())
        return;
    const QString image = imagePath();
    QFile file(image);
    if (!file.open(QIODevice::WriteOnly) || !file.resize(ImageBytes)) {
        m_error = QStringLiteral("cannot create ") + image;
        return;
    }
    file.close();
    m_error = runTool(ExternalTool::find(QStringLiteral("mkntfs")),
                      {QStringLiteral("-q"), QStringLiteral("-F"), QStringLiteral("-Q"), QStringLiteral("-c"),
                       QStringLiteral("4096"), image});
    if (!m_error.isEmpty())
        return;
    QString option = compression == Compression::On ? QStringLiteral("compression") : QStringLiteral("nocompression");
    if (backing == Backing::LoopDevice)
        option.prepend(QStringLiteral("loop,"));
    m_mount = std::make_unique<ScopedMount>(
        QStringList{QStringLiteral("-t"), QStringLiteral("ntfs-3g"), QStringLiteral("-o"), option, image});
    m_error = m_mount->error();
}

NtfsMount::~NtfsMount() = default;

QString NtfsMount::unavailableReason()
{
    if (const QString why = ScopedMount::unavailableReason(); !why.isEmpty())
        return why;
    for (const char *tool : {"mkntfs", "ntfs-3g"}) {
        if (ExternalTool::find(QLatin1String(tool)).isEmpty())
            return QStringLiteral("%1 (package ntfs-3g) is not installed").arg(QLatin1String(tool));
    }
    if (!QFile::exists(QStringLiteral("/dev/fuse")))
        return QStringLiteral("ntfs-3g needs /dev/fuse");
    if (!QFile::exists(QStringLiteral("/dev/loop-control")))
        return QStringLiteral("no loop devices (/dev/loop-control)");
    return {};
}

QStringList ntfsProbeLeftovers(const QString &folder)
{
    return QDir(folder).entryList({QStringLiteral(".compressmark-*")},
                                  QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot);
}

} // namespace cm::test
