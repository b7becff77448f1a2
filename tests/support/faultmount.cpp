// SPDX-License-Identifier: GPL-3.0-or-later
#include "faultmount.h"

#include "scopedmount.h"

#include <QFile>
#include <QStandardPaths>

namespace cm::test {

FaultMount::FaultMount(const QString &backing, const QStringList &faultOptions)
{
    m_error = unavailableReason();
    if (m_error.isEmpty() && !m_mountPoint.isValid())
        m_error = QStringLiteral("cannot create a mount point");
    // faultfs returns once the filesystem is mounted and serves it in the background.
    if (m_error.isEmpty())
        m_error = runTool(QStringLiteral(COMPRESSMARK_FAULTFS_BINARY),
                          QStringList{backing, m_mountPoint.path()} + faultOptions);
    m_mounted = m_error.isEmpty();
}

FaultMount::~FaultMount()
{
    if (!m_mounted)
        return;
    // The daemon exits once unmounted; lazily when something still holds a file.
    if (!runTool(QStringLiteral("fusermount3"), {QStringLiteral("-u"), m_mountPoint.path()}).isEmpty())
        runTool(QStringLiteral("umount"), {QStringLiteral("-l"), m_mountPoint.path()});
}

QString FaultMount::unavailableReason()
{
    QFile device(QStringLiteral("/dev/fuse"));
    if (!device.exists())
        return QStringLiteral("/dev/fuse is missing (no FUSE in this kernel or container)");
    if (!device.open(QIODevice::ReadWrite))
        return QStringLiteral("/dev/fuse cannot be opened: ") + device.errorString();
    if (QStandardPaths::findExecutable(QStringLiteral("fusermount3")).isEmpty())
        return QStringLiteral("fusermount3 is missing (Debian package fuse3)");
    // A container may hand out /dev/fuse and still refuse the mount: try once.
    static const QString refused = [] {
        TempFolder backing, mountPoint;
        const QString error = runTool(QStringLiteral(COMPRESSMARK_FAULTFS_BINARY), {backing.path(), mountPoint.path()});
        if (error.isEmpty())
            runTool(QStringLiteral("fusermount3"), {QStringLiteral("-u"), mountPoint.path()});
        return error.isEmpty() ? QString() : QStringLiteral("FUSE mounts are refused here: ") + error;
    }();
    return refused;
}

} // namespace cm::test
