// SPDX-License-Identifier: GPL-3.0-or-later
#include "helperrequest_linux.h"

#include "fs/openbeneath_linux.h"
#include "volume/blockdevice_linux.h"
#include "volume/workspace.h"

#include <QDir>
#include <QFile>

#include <cerrno>
#include <climits>
#include <cstdlib>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace cm {

QString HelperRequest::imagePath() const
{
    return workspace + QLatin1Char('/') + QLatin1String(LoopImageSpec::ImageName);
}

QString HelperRequest::mountPoint() const
{
    return workspace + QLatin1Char('/') + QLatin1String(LoopImageSpec::MountFolderName);
}

namespace HelperRequestRules {
namespace {

Status refuse(const QString &message)
{
    return Status::failure(message);
}

Status parseSpec(const QStringList &arguments, LoopImageSpec *spec)
{
    const QString &filesystem = arguments.at(2);
    const QString &algorithm = arguments.at(3);
    if (filesystem == QLatin1String("btrfs")) {
        spec->filesystem = LoopImageSpec::Filesystem::Btrfs;
        if (algorithm != QLatin1String("-") && !isBtrfsMountAlgorithm(algorithm))
            return refuse(
                QStringLiteral("create-image: algorithm '%1' is not zstd[:1-15], lzo, zlib[:1-9] or -").arg(algorithm));
        spec->algorithm = algorithm == QLatin1String("-") ? QString() : algorithm;
    } else if (filesystem == QLatin1String("ntfs")) {
        spec->filesystem = LoopImageSpec::Filesystem::Ntfs;
        if (algorithm != QLatin1String("-"))
            return refuse(
                QStringLiteral("create-image: an ntfs image takes no algorithm ('-'), not '%1'").arg(algorithm));
        spec->algorithm.clear();
    } else {
        return refuse(QStringLiteral("create-image: filesystem '%1' is not btrfs or ntfs").arg(filesystem));
    }
    bool isNumber = false;
    spec->bytes = arguments.at(4).toLongLong(&isNumber);
    if (!isNumber || spec->bytes < MinimumImageBytes || spec->bytes > MaximumImageBytes)
        return refuse(
            QStringLiteral("create-image: size '%1' is not a number of bytes from %2 to %3")
                .arg(arguments.at(4), QString::number(MinimumImageBytes), QString::number(MaximumImageBytes)));
    return Status::ok();
}

} // namespace

Status parse(const QStringList &arguments, HelperRequest *request)
{
    *request = HelperRequest();
    const QString action = arguments.value(0);
    if (action == QLatin1String("drop-caches")) {
        if (arguments.size() != 1)
            return refuse(QStringLiteral("drop-caches takes no arguments"));
        request->action = HelperRequest::Action::DropCaches;
        return Status::ok();
    }
    if (action == QLatin1String("create-image")) {
        if (arguments.size() != 5)
            return refuse(QStringLiteral("usage: create-image WORKSPACE btrfs|ntfs ALGORITHM|- BYTES"));
        request->action = HelperRequest::Action::CreateImage;
        request->workspace = arguments.at(1);
        return parseSpec(arguments, &request->spec);
    }
    if (action == QLatin1String("remove-image")) {
        if (arguments.size() != 2)
            return refuse(QStringLiteral("usage: remove-image WORKSPACE"));
        request->action = HelperRequest::Action::RemoveImage;
        request->workspace = arguments.at(1);
        return Status::ok();
    }
    return refuse(action.isEmpty() ? QStringLiteral("no action: drop-caches, create-image or remove-image")
                                   : QStringLiteral("unknown action '%1'").arg(action));
}

uid_t callerUid()
{
    // A user who is not root gets nothing from claiming to be someone else.
    if (::getuid() != 0)
        return ::getuid();
    for (const char *variable : {"PKEXEC_UID", "SUDO_UID"}) {
        bool isNumber = false;
        const uint uid = qEnvironmentVariable(variable).toUInt(&isNumber);
        if (isNumber)
            return uid_t(uid);
    }
    return 0;
}

Status checkWorkspace(const QString &path, uid_t caller, UniqueFd *opened)
{
    if (!path.startsWith(QLatin1Char('/')))
        return refuse(QStringLiteral("workspace '%1' is not an absolute path").arg(path));
    if (QDir::cleanPath(path) != path || path == QLatin1String("/"))
        return refuse(
            QStringLiteral("workspace '%1' is not a canonical path (no '.', '..', '//' or trailing '/')").arg(path));
    const QByteArray encoded = QFile::encodeName(path);
    UniqueFd folder(openWithoutLinks(encoded, O_RDONLY | O_DIRECTORY));
    if (!folder.isValid()) {
        if (errno == ELOOP) {
            char resolved[PATH_MAX];
            const QString target
                = ::realpath(encoded.constData(), resolved) ? QFile::decodeName(resolved) : QStringLiteral("?");
            return refuse(
                QStringLiteral("workspace %1 has a symbolic link on its way (it leads to %2)").arg(path, target));
        }
        if (errno == ENOTDIR)
            return refuse(QStringLiteral("workspace %1 is not a folder").arg(path));
        return refuse(errnoMessage(QStringLiteral("cannot open workspace"), path));
    }
    struct stat info
    {
    };
    if (::fstat(folder.get(), &info) != 0 || !S_ISDIR(info.st_mode))
        return refuse(QStringLiteral("workspace %1 is not a folder").arg(path));
    if (info.st_uid != caller)
        return refuse(QStringLiteral("workspace %1 belongs to user %2, not to the caller (%3)")
                          .arg(path, QString::number(info.st_uid), QString::number(caller)));
    struct stat marker
    {
    };
    if (::fstatat(folder.get(), Workspace::MarkerName, &marker, AT_SYMLINK_NOFOLLOW) != 0 || !S_ISREG(marker.st_mode)
        || marker.st_uid != caller)
        return refuse(QStringLiteral("%1 is not a CompressMark workspace of the caller: no marker file %2 of theirs")
                          .arg(path, QLatin1String(Workspace::MarkerName)));
    if (opened)
        *opened = std::move(folder);
    return Status::ok();
}

QString loopDeviceServing(const QString &image)
{
    const QStringList devices
        = QDir(QStringLiteral("/sys/block")).entryList({QStringLiteral("loop*")}, QDir::Dirs | QDir::System);
    for (const QString &device : devices) {
        if (readSysText(QStringLiteral("/sys/block/%1/loop/backing_file").arg(device)) == image)
            return QStringLiteral("/dev/") + device;
    }
    return {};
}

} // namespace HelperRequestRules
} // namespace cm
