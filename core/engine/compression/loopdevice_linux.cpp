// SPDX-License-Identifier: GPL-3.0-or-later
#include "loopdevice_linux.h"

#include "volume/blockdevice_linux.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QThread>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <linux/loop.h>
#include <sys/ioctl.h>
#include <sys/stat.h>

namespace cm {
namespace {

constexpr int AttachAttempts = 8;
constexpr int DetachWaitMs = 10000;
constexpr int PollMs = 50;

QString sysFolder(const QString &device)
{
    return QStringLiteral("/sys/block/") + QFileInfo(device).fileName();
}

} // namespace

FileIdentity FileIdentity::of(int fd)
{
    struct stat info
    {
    };
    if (::fstat(fd, &info) != 0)
        return {};
    return {info.st_dev, info.st_ino};
}

namespace LoopDevice {

Status attach(int imageFd, const QString &shownName, QString *device, UniqueFd *deviceFd)
{
    UniqueFd control(::open("/dev/loop-control", O_RDWR | O_CLOEXEC));
    if (!control.isValid())
        return Status::failure(errnoMessage(QStringLiteral("cannot open"), QStringLiteral("/dev/loop-control")));
    loop_config config{};
    config.fd = quint32(imageFd);
    // Autoclear: the device lets go of the image as soon as nothing holds
    // it, so a crash between here and the mount leaves nothing attached.
    config.info.lo_flags = LO_FLAGS_DIRECT_IO | LO_FLAGS_AUTOCLEAR;
    std::strncpy(reinterpret_cast<char *>(config.info.lo_file_name), QFile::encodeName(shownName).constData(),
                 LO_NAME_SIZE - 1);
    // Another program may take the free device first: ask again.
    for (int attempt = 0; attempt < AttachAttempts; ++attempt) {
        const int number = ::ioctl(control.get(), LOOP_CTL_GET_FREE);
        if (number < 0)
            return Status::failure(errnoMessage(QStringLiteral("no free loop device for"), shownName));
        const QString candidate = QStringLiteral("/dev/loop%1").arg(number);
        UniqueFd loop(::open(QFile::encodeName(candidate).constData(), O_RDWR | O_CLOEXEC));
        if (!loop.isValid())
            return Status::failure(errnoMessage(QStringLiteral("cannot open"), candidate));
        if (::ioctl(loop.get(), LOOP_CONFIGURE, &config) == 0) {
            *device = candidate;
            *deviceFd = std::move(loop);
            return Status::ok();
        }
        if (errno != EBUSY)
            return Status::failure(errnoMessage(QStringLiteral("cannot attach %1 to").arg(shownName), candidate));
    }
    return Status::failure(QStringLiteral("no free loop device for %1: all were taken while trying").arg(shownName));
}

bool serves(const QString &device, const FileIdentity &image)
{
    UniqueFd loop(::open(QFile::encodeName(device).constData(), O_RDONLY | O_CLOEXEC));
    loop_info64 info{};
    if (!loop.isValid() || ::ioctl(loop.get(), LOOP_GET_STATUS64, &info) != 0)
        return false; // not attached (ENXIO), or no such device
    return dev_t(info.lo_device) == image.device && ino_t(info.lo_inode) == image.inode;
}

QString serving(const FileIdentity &image)
{
    const QStringList names
        = QDir(QStringLiteral("/sys/block")).entryList({QStringLiteral("loop*")}, QDir::Dirs | QDir::System);
    for (const QString &name : names) {
        // Only attached devices have a backing file; opening the others is not needed.
        if (!QFileInfo::exists(QStringLiteral("/sys/block/%1/loop/backing_file").arg(name)))
            continue;
        const QString device = QStringLiteral("/dev/") + name;
        if (serves(device, image))
            return device;
    }
    return {};
}

bool usesDirectIo(const QString &device)
{
    return readSysText(sysFolder(device) + QStringLiteral("/loop/dio")) == QLatin1String("1");
}

Status detach(const QString &device, const FileIdentity &image, const QString &shownName)
{
    // Autoclear detaches once the filesystem (or ntfs-3g) lets go.
    for (int waitedMs = 0; serves(device, image) && waitedMs < DetachWaitMs; waitedMs += PollMs)
        QThread::msleep(PollMs);
    if (!serves(device, image))
        return Status::ok();
    UniqueFd loop(::open(QFile::encodeName(device).constData(), O_RDWR | O_CLOEXEC));
    if (!loop.isValid() || ::ioctl(loop.get(), LOOP_CLR_FD, 0) != 0)
        return Status::failure(errnoMessage(QStringLiteral("cannot detach %1 from").arg(shownName), device));
    return Status::ok();
}

} // namespace LoopDevice
} // namespace cm
