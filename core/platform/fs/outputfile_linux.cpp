// SPDX-License-Identifier: GPL-3.0-or-later
// checkOutputFile() and isSameFile() on Linux: the promises of outputfile.h
// through stat(2) and access(2); two names are one file when they are the
// same path, the same entry of one folder, or the same device and inode.
#include "outputfile.h"

#include "fs/inputfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(OutputFile)
};

QString systemError()
{
    return QString::fromLocal8Bit(std::strerror(errno));
}

QString absoluteClean(const QString &path)
{
    return QDir::cleanPath(QDir().absoluteFilePath(path));
}

// What a path refers to, for telling two names of one file apart.
struct Identity
{
    QString path;             // absolute, clean
    bool folderKnown = false; // the folder exists: its device and inode below
    dev_t folderDevice = 0;
    ino_t folderInode = 0;
    QByteArray entry;       // the last component
    bool fileKnown = false; // the file exists (links followed): its device and inode below
    dev_t fileDevice = 0;
    ino_t fileInode = 0;
};

Identity identityOf(const QString &path)
{
    Identity identity;
    identity.path = absoluteClean(path);
    const QFileInfo info(identity.path);
    identity.entry = QFile::encodeName(info.fileName());
    struct stat status
    {
    };
    if (::stat(QFile::encodeName(info.absolutePath()).constData(), &status) == 0) {
        identity.folderKnown = true;
        identity.folderDevice = status.st_dev;
        identity.folderInode = status.st_ino;
    }
    if (::stat(QFile::encodeName(identity.path).constData(), &status) == 0) {
        identity.fileKnown = true;
        identity.fileDevice = status.st_dev;
        identity.fileInode = status.st_ino;
    }
    return identity;
}

bool isSame(const Identity &a, const Identity &b)
{
    if (a.path == b.path)
        return true;
    if (a.folderKnown && b.folderKnown && a.folderDevice == b.folderDevice && a.folderInode == b.folderInode
        && a.entry == b.entry)
        return true;
    return a.fileKnown && b.fileKnown && a.fileDevice == b.fileDevice && a.fileInode == b.fileInode;
}

} // namespace

Status checkOutputFile(const OutputFile &output)
{
    if (output.path.isEmpty())
        return refuseOutput(output, Text::tr("name a file"));
    const QString path = absoluteClean(output.path);
    const QFileInfo info(path);
    const QString folder = info.absolutePath();
    const QByteArray folderName = QFile::encodeName(folder);
    struct stat folderStatus
    {
    };
    if (::stat(folderName.constData(), &folderStatus) != 0) {
        if (errno == ENOENT || errno == ENOTDIR)
            return refuseOutput(output, Text::tr("the folder %1 does not exist").arg(folder));
        return refuseOutput(output, Text::tr("cannot use the folder %1: %2").arg(folder, systemError()));
    }
    if (!S_ISDIR(folderStatus.st_mode))
        return refuseOutput(output, Text::tr("%1 is not a folder").arg(folder));
    if (::faccessat(AT_FDCWD, folderName.constData(), W_OK | X_OK, AT_EACCESS) != 0)
        return refuseOutput(output, Text::tr("cannot write in the folder %1: %2").arg(folder, systemError()));

    // The path as given: a trailing slash or "." names a folder.
    struct stat status
    {
    };
    if (::lstat(QFile::encodeName(path).constData(), &status) != 0) {
        if (errno == ENOENT)
            return Status::ok();
        return refuseOutput(output, Text::tr("cannot use %1: %2").arg(path, systemError()));
    }
    if (S_ISDIR(status.st_mode))
        return refuseOutput(output, Text::tr("%1 is a folder; name a file").arg(path));
    if (S_ISLNK(status.st_mode)) {
        return refuseOutput(output,
                            Text::tr("%1 is a symbolic link (to %2); outputs never follow links: name the file "
                                     "itself")
                                .arg(path, info.symLinkTarget()));
    }
    if (!S_ISREG(status.st_mode))
        return refuseOutput(output, Text::tr("%1 is %2, not a regular file").arg(path, fileKindName(status.st_mode)));
    if (::faccessat(AT_FDCWD, QFile::encodeName(path).constData(), W_OK, AT_EACCESS) != 0)
        return refuseOutput(output, Text::tr("cannot replace %1: %2").arg(path, systemError()));
    // In a sticky folder (/tmp) only the owner of a file, of the folder, or
    // root may replace it.
    const uid_t user = ::geteuid();
    if ((folderStatus.st_mode & S_ISVTX) && user != 0 && status.st_uid != user && folderStatus.st_uid != user)
        return refuseOutput(output,
                            Text::tr("cannot replace %1: it belongs to another user in a sticky folder").arg(path));
    return Status::ok();
}

bool isSameFile(const QString &a, const QString &b)
{
    return isSame(identityOf(a), identityOf(b));
}

} // namespace cm
