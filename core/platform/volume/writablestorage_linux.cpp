// SPDX-License-Identifier: GPL-3.0-or-later
// checkStorageWritable() on Linux: the mount table, access(2).
#include "writablestorage.h"

#include "volume/mountuse.h"

#include <QCoreApplication>
#include <QFile>

#include <cerrno>
#include <cstring>
#include <unistd.h>

namespace cm {
namespace {

// The context preflight's messages have always had.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Preflight)
};

} // namespace

Status checkStorageWritable(const QString &role, const QString &path, const QString &instead)
{
    // Root may write in /dev or /sys; nothing is ever written there.
    const QList<MountEntry> table = readMountTable();
    if (mountUseOf(path, table) == MountUse::KernelInterface) {
        const MountEntry *mount = mountOf(table, path);
        return Status::failure(Text::tr("%1 %2 is on %3 (%4), a kernel interface and not storage: nothing is "
                                        "written there; %5")
                                   .arg(role, path, mount->mountPoint, mount->filesystem, instead));
    }
    // errno says why: a read-only volume, permissions, ...
    if (::access(QFile::encodeName(path).constData(), W_OK | X_OK) != 0)
        return Status::failure(
            Text::tr("%1 %2 is not writable (%3)").arg(role, path, QString::fromLocal8Bit(std::strerror(errno))));
    return Status::ok();
}

} // namespace cm
