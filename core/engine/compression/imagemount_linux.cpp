// SPDX-License-Identifier: GPL-3.0-or-later
#include "imagemount_linux.h"

#include "fs/openbeneath_linux.h"
#include "system/externaltool.h"
#include "fs/mounttable.h"

#include <QFile>
#include <QThread>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <fcntl.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

namespace cm::ImageMount {
namespace {

constexpr int UnmountWaitMs = 3000;
constexpr int PollMs = 50;
constexpr const char *NtfsStagingPattern = "/run/compressmark-mount-XXXXXX";

// Whoever can change the image's blocks (its folder's owner, or the owner
// of the drive beneath) decides what its filesystem holds: a setuid-root
// program or a device node there must mean nothing, and a data set is never
// run. docs/PRIVILEGED-HELPER.md, "Who controls what".
constexpr unsigned int RestrictedAttributes = MOUNT_ATTR_NOSUID | MOUNT_ATTR_NODEV | MOUNT_ATTR_NOEXEC;
constexpr const char *RestrictedOptions[] = {"nosuid", "nodev", "noexec"};

// The kernel's own words on why a filesystem context failed, when it kept any.
QString contextMessage(int context)
{
    char text[512];
    const ssize_t length = ::read(context, text, sizeof text - 1);
    if (length <= 2)
        return {};
    return QString::fromLocal8Bit(text + 2, int(length - 2)).trimmed(); // "e btrfs: ..."
}

Status contextFailure(const QString &what, const QString &loopDevice, int context)
{
    const QString message = errnoMessage(what, loopDevice);
    const QString kernel = contextMessage(context);
    return Status::failure(kernel.isEmpty() ? message : QStringLiteral("%1 (%2)").arg(message, kernel));
}

quint64 mountIdOf(int fd)
{
    MountIdentity identity;
    return mountIdentityAt(fd, QByteArray(), &identity) ? identity.id : 0;
}

// Where ntfs-3g mounts first, and its mount, let go of on every way out:
// `mnt` in a new folder of mode 0700 under /run, so that nobody but root
// reaches the mount (its own root folder lets everyone in).
class StagingFolder
{
public:
    ~StagingFolder()
    {
        if (m_mounted)
            ::umount2(mountPoint().constData(), MNT_DETACH | UMOUNT_NOFOLLOW);
        if (m_madeMountPoint)
            ::rmdir(mountPoint().constData());
        if (!m_folder.isEmpty())
            ::rmdir(m_folder.constData());
    }
    Status create()
    {
        QByteArray pattern(NtfsStagingPattern);
        if (!::mkdtemp(pattern.data()))
            return Status::failure(
                errnoMessage(QStringLiteral("cannot create a folder to mount on in"), QStringLiteral("/run")));
        m_folder = pattern;
        if (::mkdir(mountPoint().constData(), 0755) != 0)
            return Status::failure(errnoMessage(QStringLiteral("cannot create folder"), path()));
        m_madeMountPoint = true;
        return Status::ok();
    }
    void setMounted() { m_mounted = true; }
    QString path() const { return QFile::decodeName(mountPoint()); }

private:
    QByteArray mountPoint() const { return m_folder + "/mnt"; }

    QByteArray m_folder;
    bool m_madeMountPoint = false;
    bool m_mounted = false;
};

} // namespace

Status makeBtrfs(const QString &loopDevice, const QString &algorithm, uid_t owner, gid_t group, UniqueFd *mount)
{
    UniqueFd context(::fsopen("btrfs", FSOPEN_CLOEXEC));
    if (!context.isValid())
        return Status::failure(errnoMessage(QStringLiteral("cannot mount btrfs from"), loopDevice));
    const QByteArray device = QFile::encodeName(loopDevice);
    if (::fsconfig(context.get(), FSCONFIG_SET_STRING, "source", device.constData(), 0) != 0)
        return contextFailure(QStringLiteral("cannot mount btrfs from"), loopDevice, context.get());
    if (!algorithm.isEmpty()
        && ::fsconfig(context.get(), FSCONFIG_SET_STRING, "compress", algorithm.toLatin1().constData(), 0) != 0)
        return contextFailure(QStringLiteral("cannot set compress=%1 on").arg(algorithm), loopDevice, context.get());
    if (::fsconfig(context.get(), FSCONFIG_CMD_CREATE, nullptr, nullptr, 0) != 0)
        return contextFailure(QStringLiteral("cannot mount btrfs from"), loopDevice, context.get());
    UniqueFd made(::fsmount(context.get(), FSMOUNT_CLOEXEC, RestrictedAttributes));
    if (!made.isValid())
        return contextFailure(QStringLiteral("cannot mount btrfs from"), loopDevice, context.get());
    // Handed over while the mount sits nowhere: no path leads to its root yet.
    UniqueFd root(::openat(made.get(), ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (!root.isValid() || ::fchown(root.get(), owner, group) != 0)
        return Status::failure(errnoMessage(QStringLiteral("cannot hand over the root folder of"), loopDevice));
    *mount = std::move(made);
    return Status::ok();
}

Status makeNtfs3g(const QString &loopDevice, UniqueFd *mount)
{
    StagingFolder staging;
    if (Status status = staging.create(); !status)
        return status;
    const Status mounted = ExternalTool::run(ExternalTool::find(QStringLiteral("ntfs-3g")),
                                             {QStringLiteral("-o"), QStringLiteral("compression,nosuid,nodev,noexec"),
                                              loopDevice, staging.path()});
    staging.setMounted(); // also after a failure: ntfs-3g may have mounted and then failed
    if (!mounted)
        return mounted;
    UniqueFd top(openWithoutLinks(QFile::encodeName(staging.path()), O_PATH | O_DIRECTORY));
    if (!top.isValid())
        return Status::failure(errnoMessage(QStringLiteral("cannot open"), staging.path()));
    const QList<MountEntry> table = readMountTable();
    const MountEntry *entry = mountWithId(table, mountIdOf(top.get()));
    if (!entry || entry->mountPoint != staging.path() || entry->source != loopDevice)
        return Status::failure(QStringLiteral("ntfs-3g did not mount %1 on %2").arg(loopDevice, staging.path()));
    // A copy of the mount, attached nowhere: it can be moved whatever the
    // propagation of /run (a mount below a shared one cannot be moved).
    UniqueFd copy(::open_tree(top.get(), "", OPEN_TREE_CLONE | OPEN_TREE_CLOEXEC | AT_EMPTY_PATH));
    if (!copy.isValid())
        return Status::failure(
            errnoMessage(QStringLiteral("cannot take the mount of %1 from").arg(loopDevice), staging.path()));
    // The copy carries the original's flags; set once more on the copy itself,
    // which is what the workspace will see.
    mount_attr restricted{};
    restricted.attr_set = RestrictedAttributes;
    if (::mount_setattr(copy.get(), "", AT_EMPTY_PATH, &restricted, sizeof restricted) != 0)
        return Status::failure(errnoMessage(QStringLiteral("cannot restrict the mount of"), loopDevice));
    *mount = std::move(copy);
    return Status::ok(); // `staging` unmounts the original; ntfs-3g serves the copy
}

Status attach(int mount, int targetFd, const QString &shownTarget)
{
    if (::move_mount(mount, "", targetFd, "", MOVE_MOUNT_F_EMPTY_PATH | MOVE_MOUNT_T_EMPTY_PATH) != 0)
        return Status::failure(errnoMessage(QStringLiteral("cannot mount on"), shownTarget));
    return Status::ok();
}

Status checkPlacement(int mount, int folderFd, const QByteArray &name, const QString &source,
                      const QString &shownTarget)
{
    // The kernel refuses to rename a mount point, but a rename in the folder
    // that began before the mount arrived checked that already and may still
    // carry it away. A rename of the name onto itself (which changes nothing)
    // takes the folder's lock, and so waits for any such rename to end.
    ::renameat2(folderFd, name.constData(), folderFd, name.constData(), RENAME_NOREPLACE);
    const quint64 mountId = mountIdOf(mount);
    const quint64 folderMountId = mountIdOf(folderFd);
    const QString folder = pathOfFd(folderFd);
    const QList<MountEntry> table = readMountTable();
    const MountEntry *entry = mountWithId(table, mountId);
    const QString expected = folder + QLatin1Char('/') + QFile::decodeName(name);
    if (mountId == 0 || folderMountId == 0 || folder.isEmpty() || !entry)
        return Status::failure(QStringLiteral("the mount of %1 is not in the mount table").arg(source));
    if (quint64(entry->parentId) != folderMountId || entry->mountPoint != expected || entry->source != source)
        return Status::failure(QStringLiteral("%1 was mounted on %2, not on %3 (the folder was moved or replaced)")
                                   .arg(source, entry->mountPoint, shownTarget));
    for (const char *option : RestrictedOptions) {
        if (!hasMountOption(entry->mountOptions, QLatin1String(option)))
            return Status::failure(QStringLiteral("%1 was mounted on %2 without %3 (options: %4)")
                                       .arg(source, shownTarget, QLatin1String(option), entry->mountOptions));
    }
    quint64 onName = 0;
    if (Status status = mountedOn(folderFd, name, shownTarget, &onName); !status)
        return status;
    if (onName != mountId)
        return Status::failure(QStringLiteral("%1 does not lead to the mount of %2").arg(shownTarget, source));
    return Status::ok();
}

void detach(UniqueFd mount)
{
    // The descriptor leads to the mount's root wherever it sits; a mount
    // never attached is freed when the descriptor closes.
    ::umount2(pathThroughFd(mount.get()).constData(), MNT_DETACH);
    mount.close();
}

Status mountedOn(int folderFd, const QByteArray &name, const QString &shownTarget, quint64 *mountId)
{
    *mountId = 0;
    UniqueFd target(openBeneath(folderFd, name, O_PATH | O_DIRECTORY | O_NOFOLLOW, true));
    if (!target.isValid())
        return errno == ENOENT ? Status::ok()
                               : Status::failure(errnoMessage(QStringLiteral("cannot open"), shownTarget));
    MountIdentity folder, top;
    if (!mountIdentityAt(folderFd, QByteArray(), &folder) || !mountIdentityAt(target.get(), QByteArray(), &top))
        return Status::failure(errnoMessage(QStringLiteral("cannot inspect"), shownTarget));
    if (top.id != folder.id)
        *mountId = top.id;
    return Status::ok();
}

Status unmount(int folderFd, const QByteArray &name, quint64 mountId, const QString &shownTarget)
{
    // The name is looked up in the folder held open, wherever it is now, and
    // its last step is never a link; a mount point cannot be renamed.
    const QByteArray path = pathThroughFd(folderFd, name);
    for (int waitedMs = 0;; waitedMs += PollMs) {
        quint64 current = 0;
        if (Status status = mountedOn(folderFd, name, shownTarget, &current); !status)
            return status;
        if (current == 0)
            return Status::ok(); // already gone
        if (current != mountId)
            return Status::failure(
                QStringLiteral("something else is mounted on %1; it is left as it is").arg(shownTarget));
        if (::umount2(path.constData(), UMOUNT_NOFOLLOW) == 0)
            return Status::ok();
        // A reader that just closed its files can hold the volume for a moment.
        if (errno != EBUSY || waitedMs >= UnmountWaitMs)
            return Status::failure(errnoMessage(QStringLiteral("cannot unmount"), shownTarget));
        QThread::msleep(PollMs);
    }
}

} // namespace cm::ImageMount
