#include "loopimage.h"

#include "privilege/privilegedhelper.h"
#include "system/externaltool.h"
#include "util/uniquefd.h"
#include "volume/blockdevice.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonObject>
#include <QThread>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <linux/loop.h>
#include <sys/ioctl.h>
#include <sys/mount.h>
#include <unistd.h>

#include <utility>

namespace cm {
namespace {

constexpr int AttachAttempts = 8;
constexpr int DetachWaitMs = 10000;
constexpr int UnmountWaitMs = 3000;
constexpr int PollMs = 50;

QString toolFor(LoopImageSpec::Filesystem filesystem)
{
    return filesystem == LoopImageSpec::Filesystem::Btrfs ? QStringLiteral("mkfs.btrfs") : QStringLiteral("mkntfs");
}

QString loopSysFolder(const QString &loopDevice)
{
    return QStringLiteral("/sys/block/") + QFileInfo(loopDevice).fileName();
}

// The loop device still serves our image (and not, after a detach, someone else's).
bool servesImage(const QString &loopDevice, const QString &image)
{
    return readSysText(loopSysFolder(loopDevice) + QStringLiteral("/loop/backing_file")) == image;
}

Status format(const QString &image, LoopImageSpec::Filesystem filesystem)
{
    const QString tool = ExternalTool::find(toolFor(filesystem));
    if (filesystem == LoopImageSpec::Filesystem::Btrfs)
        return ExternalTool::run(tool, {QStringLiteral("-q"), QStringLiteral("-f"), QStringLiteral("-L"),
                                        QStringLiteral("compressmark"), image});
    // Compression needs clusters of 4 KiB at most; -F: an image file, not a partition.
    return ExternalTool::run(tool, {QStringLiteral("-q"), QStringLiteral("-F"), QStringLiteral("-Q"),
                                    QStringLiteral("-c"), QStringLiteral("4096"), QStringLiteral("-L"),
                                    QStringLiteral("compressmark"), image});
}

} // namespace

QString loopFilesystemName(LoopImageSpec::Filesystem filesystem)
{
    return filesystem == LoopImageSpec::Filesystem::Btrfs ? QStringLiteral("btrfs") : QStringLiteral("ntfs");
}

bool LoopImage::isAvailable(LoopImageSpec::Filesystem filesystem, QString *whyNot)
{
    QStringList missing;
    if (QString whyNoHelper; ::geteuid() != 0 && !PrivilegedHelper::isUsable(&whyNoHelper))
        missing << QStringLiteral("root, or compressmark-helper to attach and mount it (%1)").arg(whyNoHelper);
    if (!QFileInfo::exists(QStringLiteral("/dev/loop-control")))
        missing << QStringLiteral("loop devices (/dev/loop-control)");
    if (ExternalTool::find(toolFor(filesystem)).isEmpty())
        missing << (filesystem == LoopImageSpec::Filesystem::Btrfs ? QStringLiteral("mkfs.btrfs (package btrfs-progs)")
                                                                   : QStringLiteral("mkntfs (package ntfs-3g)"));
    if (filesystem == LoopImageSpec::Filesystem::Ntfs && ExternalTool::find(QStringLiteral("ntfs-3g")).isEmpty())
        missing << QStringLiteral("ntfs-3g (package ntfs-3g)");
    if (!missing.isEmpty())
        *whyNot = QStringLiteral("a %1 loop image needs %2").arg(loopFilesystemName(filesystem), missing.join(QStringLiteral(", ")));
    return missing.isEmpty();
}

Status LoopImage::create(const QString &folder, const LoopImageSpec &spec, LoopImage *image)
{
    if (QString whyNot; !isAvailable(spec.filesystem, &whyNot))
        return Status::failure(whyNot);
    if (::geteuid() != 0)
        return createThroughHelper(folder, spec, image);
    LoopImage made;
    made.m_imagePath = QDir(folder).absoluteFilePath(QLatin1String(ImageName));
    made.m_mountPoint = QDir(folder).absoluteFilePath(QLatin1String(MountFolderName));
    {
        UniqueFd file(::open(QFile::encodeName(made.m_imagePath).constData(), O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0600));
        if (!file.isValid() || ::ftruncate(file.get(), spec.bytes) != 0)
            return Status::failure(errnoMessage(QStringLiteral("cannot create the image"), made.m_imagePath));
    }
    if (Status status = format(made.m_imagePath, spec.filesystem); !status)
        return status; // `made` deletes the image on the way out
    if (!QDir().mkdir(made.m_mountPoint))
        return Status::failure(QStringLiteral("cannot create folder %1").arg(made.m_mountPoint));
    if (Status status = made.attach(); !status)
        return status;
    if (Status status = made.mount(spec); !status)
        return status;
    made.m_directIo = readSysText(loopSysFolder(made.m_loopDevice) + QStringLiteral("/loop/dio")) == QLatin1String("1");
    *image = std::move(made);
    return Status::ok();
}

Status LoopImage::createThroughHelper(const QString &folder, const LoopImageSpec &spec, LoopImage *image)
{
    // The helper takes canonical paths only.
    const QString workspace = QFileInfo(folder).canonicalFilePath();
    QJsonObject reply;
    if (Status status = PrivilegedHelper::createImage(workspace, spec, &reply); !status)
        return status;
    LoopImage made;
    made.m_viaHelper = true;
    made.m_imagePath = reply.value(QLatin1String("imagePath")).toString();
    made.m_mountPoint = reply.value(QLatin1String("mountPoint")).toString();
    made.m_loopDevice = reply.value(QLatin1String("loopDevice")).toString();
    made.m_directIo = reply.value(QLatin1String("directIo")).toBool();
    made.m_attached = made.m_mounted = true;
    if (made.m_imagePath.isEmpty() || made.m_mountPoint.isEmpty() || made.m_loopDevice.isEmpty())
        return Status::failure(QStringLiteral("compressmark-helper made an image in %1 but did not say where").arg(workspace));
    *image = std::move(made);
    return Status::ok();
}

Status LoopImage::attach()
{
    UniqueFd control(::open("/dev/loop-control", O_RDWR | O_CLOEXEC));
    UniqueFd backing(::open(QFile::encodeName(m_imagePath).constData(), O_RDWR | O_CLOEXEC));
    if (!control.isValid() || !backing.isValid())
        return Status::failure(errnoMessage(QStringLiteral("cannot open loop control or"), m_imagePath));
    loop_config config {};
    config.fd = quint32(backing.get());
    // Autoclear: the device lets go of the image as soon as nothing holds
    // it, so a crash between here and the mount leaves nothing attached.
    config.info.lo_flags = LO_FLAGS_DIRECT_IO | LO_FLAGS_AUTOCLEAR;
    std::strncpy(reinterpret_cast<char *>(config.info.lo_file_name), QFile::encodeName(m_imagePath).constData(),
                 LO_NAME_SIZE - 1);
    // Another program may take the free device first: ask again.
    for (int attempt = 0; attempt < AttachAttempts; ++attempt) {
        const int number = ::ioctl(control.get(), LOOP_CTL_GET_FREE);
        if (number < 0)
            return Status::failure(errnoMessage(QStringLiteral("no free loop device for"), m_imagePath));
        const QString device = QStringLiteral("/dev/loop%1").arg(number);
        UniqueFd loop(::open(QFile::encodeName(device).constData(), O_RDWR | O_CLOEXEC));
        if (!loop.isValid())
            return Status::failure(errnoMessage(QStringLiteral("cannot open"), device));
        if (::ioctl(loop.get(), LOOP_CONFIGURE, &config) == 0) {
            m_loopDevice = device;
            m_attached = true;
            m_loopFd = std::move(loop);
            return Status::ok();
        }
        if (errno != EBUSY)
            return Status::failure(errnoMessage(QStringLiteral("cannot attach %1 to").arg(m_imagePath), device));
    }
    return Status::failure(QStringLiteral("no free loop device for %1: all were taken while trying").arg(m_imagePath));
}

Status LoopImage::mount(const LoopImageSpec &spec)
{
    if (spec.filesystem == LoopImageSpec::Filesystem::Btrfs) {
        const QByteArray options = spec.algorithm.isEmpty() ? QByteArray() : "compress=" + spec.algorithm.toLatin1();
        if (::mount(QFile::encodeName(m_loopDevice).constData(), QFile::encodeName(m_mountPoint).constData(), "btrfs",
                    0, options.isEmpty() ? nullptr : options.constData()) != 0)
            return Status::failure(errnoMessage(QStringLiteral("cannot mount %1 on").arg(m_loopDevice), m_mountPoint));
    } else {
        const Status status = ExternalTool::run(ExternalTool::find(QStringLiteral("ntfs-3g")),
                                                {QStringLiteral("-o"), QStringLiteral("compression"), m_loopDevice, m_mountPoint});
        if (!status)
            return status;
    }
    m_mounted = true;
    m_loopFd.close(); // the mount holds the device now
    return Status::ok();
}

LoopImage::LoopImage(LoopImage &&other) noexcept
{
    *this = std::move(other);
}

LoopImage &LoopImage::operator=(LoopImage &&other) noexcept
{
    if (this != &other) {
        remove();
        m_imagePath = std::exchange(other.m_imagePath, QString());
        m_mountPoint = std::exchange(other.m_mountPoint, QString());
        m_loopDevice = std::exchange(other.m_loopDevice, QString());
        m_loopFd = std::move(other.m_loopFd);
        m_attached = std::exchange(other.m_attached, false);
        m_mounted = std::exchange(other.m_mounted, false);
        m_directIo = std::exchange(other.m_directIo, false);
        m_viaHelper = std::exchange(other.m_viaHelper, false);
    }
    return *this;
}

LoopImage::~LoopImage()
{
    remove();
}

void LoopImage::release()
{
    m_loopFd.close();
    m_imagePath.clear();
    m_mountPoint.clear();
    m_loopDevice.clear();
    m_attached = false;
    m_mounted = false;
    m_viaHelper = false;
}

LoopImage LoopImage::adopt(const QString &folder, const QString &loopDevice, bool mounted)
{
    LoopImage image;
    image.m_imagePath = QDir(folder).absoluteFilePath(QLatin1String(ImageName));
    image.m_mountPoint = QDir(folder).absoluteFilePath(QLatin1String(MountFolderName));
    image.m_loopDevice = loopDevice;
    image.m_attached = !loopDevice.isEmpty();
    image.m_mounted = mounted;
    return image;
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
        // A reader that just closed its files can hold the volume for a moment.
        int waitedMs = 0;
        while (::umount2(QFile::encodeName(m_mountPoint).constData(), 0) != 0) {
            if (errno != EBUSY || waitedMs >= UnmountWaitMs)
                return Status::failure(errnoMessage(QStringLiteral("cannot unmount"), m_mountPoint));
            QThread::msleep(PollMs);
            waitedMs += PollMs;
        }
        m_mounted = false;
    }
    m_loopFd.close();
    if (m_attached) {
        // Autoclear detaches once the filesystem (or ntfs-3g) lets go.
        for (int waitedMs = 0; servesImage(m_loopDevice, m_imagePath) && waitedMs < DetachWaitMs; waitedMs += PollMs)
            QThread::msleep(PollMs);
        if (servesImage(m_loopDevice, m_imagePath)) {
            UniqueFd loop(::open(QFile::encodeName(m_loopDevice).constData(), O_RDWR | O_CLOEXEC));
            if (!loop.isValid() || ::ioctl(loop.get(), LOOP_CLR_FD, 0) != 0)
                return Status::failure(errnoMessage(QStringLiteral("cannot detach %1 from").arg(m_imagePath), m_loopDevice));
        }
        m_attached = false;
    }
    if (!m_mountPoint.isEmpty() && ::rmdir(QFile::encodeName(m_mountPoint).constData()) != 0 && errno != ENOENT)
        return Status::failure(errnoMessage(QStringLiteral("cannot remove"), m_mountPoint));
    if (!m_imagePath.isEmpty() && ::unlink(QFile::encodeName(m_imagePath).constData()) != 0 && errno != ENOENT)
        return Status::failure(errnoMessage(QStringLiteral("cannot remove"), m_imagePath));
    m_mountPoint.clear();
    m_imagePath.clear();
    return Status::ok();
}

} // namespace cm
