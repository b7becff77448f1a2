// SPDX-License-Identifier: GPL-3.0-or-later
#include "loopimage.h"

#include "compression/imagemount_linux.h"
#include "fs/heldfolder.h"
#include "fs/openbeneath_linux.h"
#include "privilege/privilegedhelper.h"
#include "privilege/helperimages_linux.h"
#include "system/externaltool.h"
#include "fs/mounttable.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonObject>

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <utility>

namespace cm {
namespace {

QString toolFor(LoopImageSpec::Filesystem filesystem)
{
    return filesystem == LoopImageSpec::Filesystem::Btrfs ? QStringLiteral("mkfs.btrfs") : QStringLiteral("mkntfs");
}

// mkfs writes to the loop device, which serves the image created above,
// never to a path in the folder that could be swapped meanwhile.
Status format(const QString &loopDevice, LoopImageSpec::Filesystem filesystem)
{
    const QString tool = ExternalTool::find(toolFor(filesystem));
    if (filesystem == LoopImageSpec::Filesystem::Btrfs)
        return ExternalTool::run(tool,
                                 {QStringLiteral("-q"), QStringLiteral("-f"), QStringLiteral("-L"),
                                  QStringLiteral("compressmark"), loopDevice});
    // Compression needs clusters of 4 KiB at most; -F: not a partition.
    return ExternalTool::run(tool,
                             {QStringLiteral("-q"), QStringLiteral("-F"), QStringLiteral("-Q"), QStringLiteral("-c"),
                              QStringLiteral("4096"), QStringLiteral("-L"), QStringLiteral("compressmark"),
                              loopDevice});
}

bool nameIsFile(int folder, const char *name, const FileIdentity &file)
{
    struct stat info
    {
    };
    return ::fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 && FileIdentity{info.st_dev, info.st_ino} == file;
}

} // namespace

bool LoopImage::isAvailable(LoopImageSpec::Filesystem filesystem, const Privileges &privileges, QString *whyNot)
{
    QStringList missing;
    if (!privileges.mayActAsRoot())
        missing
            << QStringLiteral("root, or compressmark-helper to attach and mount it (%1)").arg(privileges.whyNoHelper());
    if (!QFileInfo::exists(QStringLiteral("/dev/loop-control")))
        missing << QStringLiteral("loop devices (/dev/loop-control)");
    if (ExternalTool::find(toolFor(filesystem)).isEmpty())
        missing << (filesystem == LoopImageSpec::Filesystem::Btrfs ? QStringLiteral("mkfs.btrfs (package btrfs-progs)")
                                                                   : QStringLiteral("mkntfs (package ntfs-3g)"));
    if (filesystem == LoopImageSpec::Filesystem::Ntfs && ExternalTool::find(QStringLiteral("ntfs-3g")).isEmpty())
        missing << QStringLiteral("ntfs-3g (package ntfs-3g)");
    if (!missing.isEmpty())
        *whyNot = QStringLiteral("a %1 loop image needs %2")
                      .arg(loopFilesystemName(filesystem), missing.join(QStringLiteral(", ")));
    return missing.isEmpty();
}

Status LoopImage::create(const QString &folder, const LoopImageSpec &spec, const Privileges &privileges,
                         LoopImage *image, const Cancellation &cancel)
{
    if (QString whyNot; !isAvailable(spec.filesystem, privileges, &whyNot))
        return Status::failure(whyNot);
    if (!privileges.root)
        return createThroughHelper(folder, spec, image, cancel);
    UniqueFd dir(openBelowHeld(QFile::encodeName(folder), O_RDONLY | O_DIRECTORY | O_NOFOLLOW));
    if (!dir.isValid())
        return Status::failure(errnoMessage(QStringLiteral("cannot open folder"), folder));
    return createIn(std::move(dir), QDir(folder).absolutePath(), spec, LoopImageOwner{::geteuid(), ::getegid()}, image);
}

Status LoopImage::createIn(UniqueFd folder, const QString &path, const LoopImageSpec &spec, const LoopImageOwner &owner,
                           LoopImage *image)
{
    LoopImage made;
    made.m_folder = std::move(folder);
    made.m_imagePath = path + QLatin1Char('/') + QLatin1String(ImageName);
    made.m_mountPoint = path + QLatin1Char('/') + QLatin1String(MountFolderName);
    made.m_realFolder = pathOfFd(made.m_folder.get());
    if (made.m_realFolder.isEmpty())
        return Status::failure(QStringLiteral("cannot tell where %1 is").arg(path));
    // A new file, never one that was there (or a link put there) before.
    made.m_imageFile
        = UniqueFd(::openat(made.m_folder.get(), ImageName, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600));
    if (!made.m_imageFile.isValid())
        return Status::failure(errnoMessage(QStringLiteral("cannot create the image"), made.m_imagePath));
    made.m_image = FileIdentity::of(made.m_imageFile.get());
    if (!made.m_image.isValid() || ::ftruncate(made.m_imageFile.get(), spec.bytes) != 0)
        return Status::failure(errnoMessage(QStringLiteral("cannot size the image"), made.m_imagePath));
    if (Status status
        = LoopDevice::attach(made.m_imageFile.get(), made.m_imagePath, &made.m_loopDevice, &made.m_loopFd);
        !status)
        return status; // `made` deletes the image on the way out
    made.m_attached = true;
    if (Status status = format(made.m_loopDevice, spec.filesystem); !status)
        return status;
    if (Status status = made.mountOnFolder(spec, owner); !status)
        return status;
    if (Status status = made.checkNamesStillOurs(); !status)
        return status;
    made.m_directIo = LoopDevice::usesDirectIo(made.m_loopDevice);
    *image = std::move(made);
    return Status::ok();
}

Status LoopImage::mountOnFolder(const LoopImageSpec &spec, const LoopImageOwner &owner)
{
    if (::mkdirat(m_folder.get(), MountFolderName, 0755) != 0)
        return Status::failure(errnoMessage(QStringLiteral("cannot create folder"), m_mountPoint));
    m_madeMountFolder = true;
    // The folder just made, held open: a link or another folder put in its
    // place is refused; renamed, it stays in the folder (a folder owned by
    // root cannot be moved into another by someone else).
    UniqueFd target(openBeneath(m_folder.get(), MountFolderName, O_RDONLY | O_DIRECTORY | O_NOFOLLOW));
    if (!target.isValid())
        return Status::failure(errnoMessage(QStringLiteral("cannot open the folder just made"), m_mountPoint));
    struct stat info
    {
    };
    if (::fstat(target.get(), &info) != 0 || !S_ISDIR(info.st_mode) || info.st_uid != ::geteuid()
        || ::fchmod(target.get(), 0755) != 0)
        return Status::failure(QStringLiteral("%1 was replaced while the image was made").arg(m_mountPoint));
    UniqueFd mount;
    const Status made = spec.filesystem == LoopImageSpec::Filesystem::Btrfs
        ? ImageMount::makeBtrfs(m_loopDevice, spec.algorithm, owner.user, owner.group, &mount)
        : ImageMount::makeNtfs3g(m_loopDevice, &mount);
    if (!made)
        return made;
    if (Status status = ImageMount::attach(mount.get(), target.get(), m_mountPoint); !status)
        return status; // the mount goes with its descriptor
    m_mounted = true;
    m_newMount = std::move(mount);
    if (Status status
        = ImageMount::checkPlacement(m_newMount.get(), m_folder.get(), MountFolderName, m_loopDevice, m_mountPoint);
        !status)
        return status; // remove() takes it off through m_newMount, wherever it landed
    MountIdentity identity;
    if (!mountIdentityAt(m_newMount.get(), QByteArray(), &identity))
        return Status::failure(errnoMessage(QStringLiteral("cannot inspect"), m_mountPoint));
    m_mountId = identity.id;
    // A descriptor on the mount would keep it busy: from here on it is found
    // by its id on `volume`.
    m_newMount.close();
    m_loopFd.close(); // the mount holds the device now
    return Status::ok();
}

Status LoopImage::checkNamesStillOurs() const
{
    if (!nameIsFile(m_folder.get(), ImageName, m_image))
        return Status::failure(QStringLiteral("%1 was renamed or replaced while the image was made").arg(m_imagePath));
    if (pathOfFd(m_folder.get()) != m_realFolder)
        return Status::failure(
            QStringLiteral("%1 was moved while the image was made").arg(QFileInfo(m_imagePath).path()));
    return Status::ok();
}

Status LoopImage::createThroughHelper(const QString &folder, const LoopImageSpec &spec, LoopImage *image,
                                      const Cancellation &cancel)
{
    // The helper takes canonical paths only.
    const QString workspace = QFileInfo(folder).canonicalFilePath();
    QJsonObject reply;
    if (Status status = PrivilegedHelper::createImage(workspace, spec, &reply, cancel); !status)
        return status;
    LoopImage made;
    made.m_viaHelper = true;
    made.m_imagePath = reply.value(QLatin1String("imagePath")).toString();
    made.m_mountPoint = reply.value(QLatin1String("mountPoint")).toString();
    made.m_loopDevice = reply.value(QLatin1String("loopDevice")).toString();
    made.m_directIo = reply.value(QLatin1String("directIo")).toBool();
    made.m_attached = made.m_mounted = true;
    if (made.m_imagePath.isEmpty() || made.m_mountPoint.isEmpty() || made.m_loopDevice.isEmpty())
        return Status::failure(
            QStringLiteral("compressmark-helper made an image in %1 but did not say where").arg(workspace));
    *image = std::move(made);
    return Status::ok();
}

Status LoopImage::openImage(int folder, const QString &shown, UniqueFd *image)
{
    // O_PATH: nothing is opened for real yet; a link is taken as the link,
    // and fails below.
    UniqueFd found(::openat(folder, ImageName, O_PATH | O_NOFOLLOW | O_CLOEXEC));
    struct stat info
    {
    };
    if (!found.isValid() || ::fstat(found.get(), &info) != 0)
        return Status::failure(errnoMessage(QStringLiteral("no image"), shown));
    if (!S_ISREG(info.st_mode))
        return Status::failure(QStringLiteral("%1 is not a regular file").arg(shown));
    if (info.st_nlink != 1)
        return Status::failure(
            QStringLiteral("%1 has other names (hard links): not an image CompressMark made").arg(shown));
    if (info.st_uid != ::geteuid() || (info.st_mode & 077) != 0)
        return Status::failure(
            QStringLiteral("%1 is not owned and readable by root only: not an image CompressMark made").arg(shown));
    // Opened for writing only now that it is known to be a plain file, and
    // through the descriptor: the very file checked (emptied before it goes).
    UniqueFd file(::open(pathThroughFd(found.get()).constData(), O_RDWR | O_CLOEXEC));
    if (!file.isValid())
        return Status::failure(errnoMessage(QStringLiteral("cannot open"), shown));
    *image = std::move(file);
    return Status::ok();
}

Status LoopImage::adopt(const QString &folder, LoopImage *image)
{
    UniqueFd dir(::open(QFile::encodeName(folder).constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
    if (!dir.isValid())
        return Status::failure(errnoMessage(QStringLiteral("cannot open folder"), folder));
    return adoptIn(std::move(dir), QDir(folder).absolutePath(), image);
}

Status LoopImage::adoptIn(UniqueFd folder, const QString &path, LoopImage *image)
{
    // Nothing is undone before everything is checked: the object is only
    // put together at the end.
    const QString imagePath = path + QLatin1Char('/') + QLatin1String(ImageName);
    const QString mountPoint = path + QLatin1Char('/') + QLatin1String(MountFolderName);
    UniqueFd file;
    if (Status status = openImage(folder.get(), imagePath, &file); !status)
        return status;
    const FileIdentity identity = FileIdentity::of(file.get());
    const QString loopDevice = LoopDevice::serving(identity);
    if (loopDevice.isEmpty())
        return Status::failure(QStringLiteral("%1 is not attached to a loop device").arg(imagePath));
    quint64 mountId = 0;
    if (Status status = ImageMount::mountedOn(folder.get(), MountFolderName, mountPoint, &mountId); !status)
        return status;
    const QList<MountEntry> table = readMountTable();
    if (mountId != 0) {
        const MountEntry *entry = mountWithId(table, mountId);
        if (!entry || entry->source != loopDevice)
            return Status::failure(QStringLiteral("something other than %1 is mounted on %2 (%3)")
                                       .arg(loopDevice, mountPoint, entry ? entry->source : QStringLiteral("unknown")));
    }
    for (const MountEntry &entry : table) {
        if (entry.source == loopDevice && quint64(entry.id) != mountId)
            return Status::failure(QStringLiteral("%1 is mounted on %2 too, outside %3; it is left as it is")
                                       .arg(loopDevice, entry.mountPoint, path));
    }
    LoopImage found;
    found.m_folder = std::move(folder);
    found.m_imagePath = imagePath;
    found.m_mountPoint = mountPoint;
    found.m_loopDevice = loopDevice;
    found.m_imageFile = std::move(file);
    found.m_image = identity;
    found.m_attached = true;
    found.m_madeMountFolder = true;
    found.m_mounted = mountId != 0;
    found.m_mountId = mountId;
    *image = std::move(found);
    return Status::ok();
}

LoopImage::LoopImage(LoopImage &&other) noexcept
{
    *this = std::move(other);
}

LoopImage &LoopImage::operator=(LoopImage &&other) noexcept
{
    if (this != &other) {
        static_cast<void>(remove()); // as the destructor
        m_imagePath = std::exchange(other.m_imagePath, QString());
        m_mountPoint = std::exchange(other.m_mountPoint, QString());
        m_loopDevice = std::exchange(other.m_loopDevice, QString());
        m_folder = std::move(other.m_folder);
        m_imageFile = std::move(other.m_imageFile);
        m_image = std::exchange(other.m_image, FileIdentity());
        m_loopFd = std::move(other.m_loopFd);
        m_newMount = std::move(other.m_newMount);
        m_mountId = std::exchange(other.m_mountId, 0);
        m_realFolder = std::exchange(other.m_realFolder, QString());
        m_attached = std::exchange(other.m_attached, false);
        m_madeMountFolder = std::exchange(other.m_madeMountFolder, false);
        m_mounted = std::exchange(other.m_mounted, false);
        m_directIo = std::exchange(other.m_directIo, false);
        m_viaHelper = std::exchange(other.m_viaHelper, false);
    }
    return *this;
}

LoopImage::~LoopImage()
{
    // The last resort, on a path that did not remove it (an exception): a
    // run removes its image itself and says what failed; an image left
    // mounted keeps its workspace's marker for `compressmark clean`.
    static_cast<void>(remove());
}

void LoopImage::release()
{
    m_folder.close();
    m_imageFile.close();
    m_loopFd.close();
    m_newMount.close();
    m_imagePath.clear();
    m_mountPoint.clear();
    m_loopDevice.clear();
    m_realFolder.clear();
    m_image = {};
    m_mountId = 0;
    m_attached = false;
    m_madeMountFolder = false;
    m_mounted = false;
    m_viaHelper = false;
}

Status LoopImage::remove()
{
    if (m_viaHelper) {
        if (Status status = PrivilegedHelper::removeImage(QFileInfo(m_imagePath).path()); !status)
            return status;
        release();
        return Status::ok();
    }
    if (m_mounted) {
        if (Status status = unmount(); !status)
            return status;
        m_mounted = false;
    }
    m_loopFd.close();
    if (m_attached) {
        if (Status status = LoopDevice::detach(m_loopDevice, m_image, m_imagePath); !status)
            return status;
        m_attached = false;
    }
    if (Status status = deleteFiles(); !status)
        return status;
    release();
    return Status::ok();
}

Status LoopImage::unmount()
{
    // Not yet checked in place: taken off wherever it landed.
    if (m_newMount.isValid()) {
        ImageMount::detach(std::move(m_newMount));
        return Status::ok();
    }
    return ImageMount::unmount(m_folder.get(), MountFolderName, m_mountId, m_mountPoint);
}

Status LoopImage::deleteFiles()
{
    if (!m_folder.isValid())
        return Status::ok();
    if (m_image.isValid()) {
        // Emptied through its descriptor first: should its name be swapped
        // between the look below and the unlink, what stays takes no room.
        if (::ftruncate(m_imageFile.get(), 0) != 0)
            return Status::failure(errnoMessage(QStringLiteral("cannot empty"), m_imagePath));
        // The image by its name only while that name is still this very file.
        if (nameIsFile(m_folder.get(), ImageName, m_image) && ::unlinkat(m_folder.get(), ImageName, 0) != 0
            && errno != ENOENT)
            return Status::failure(errnoMessage(QStringLiteral("cannot remove"), m_imagePath));
        m_image = {};
    }
    if (m_madeMountFolder) {
        if (::unlinkat(m_folder.get(), MountFolderName, AT_REMOVEDIR) != 0 && errno != ENOENT)
            return Status::failure(errnoMessage(QStringLiteral("cannot remove"), m_mountPoint));
        m_madeMountFolder = false;
    }
    return Status::ok();
}

} // namespace cm
