// SPDX-License-Identifier: GPL-3.0-or-later
#include "atomicfile.h"

#include "fs/filewriter_linux.h"
#include "util/uniquefd.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(AtomicFile)
};

QString systemError(int error)
{
    return QString::fromLocal8Bit(std::strerror(error));
}

// Makes the new file beside the final one, under a name no one else uses:
// a dot, the final name (shortened to stay within NAME_MAX) and a random tail.
UniqueFd createTemporary(int folder, const QByteArray &name, mode_t mode, QByteArray *temporary)
{
    for (int attempt = 0; attempt < 100; ++attempt) {
        *temporary = '.' + name.left(200) + '.'
            + QByteArray::number(QRandomGenerator::global()->generate64(), 36).right(8) + ".tmp";
        UniqueFd fd(
            ::openat(folder, temporary->constData(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode));
        if (fd.isValid() || errno != EEXIST)
            return fd;
    }
    return UniqueFd();
}

} // namespace

bool writeFileAtomically(const QString &path, const QByteArray &bytes, QString *error)
{
    const QFileInfo info(path);
    const QByteArray name = QFile::encodeName(info.fileName());
    if (name.isEmpty()) {
        *error = Text::tr("no file named");
        return false;
    }
    const UniqueFd folder(::open(QFile::encodeName(info.absolutePath()).constData(), O_PATH | O_DIRECTORY | O_CLOEXEC));
    if (!folder.isValid()) {
        *error = systemError(errno);
        return false;
    }
    // A new file gets the usual permissions (0666 less the umask); one that
    // replaces a regular file gets that file's.
    mode_t mode = 0666;
    bool keepMode = false;
    struct stat existing
    {
    };
    if (::fstatat(folder.get(), name.constData(), &existing, AT_SYMLINK_NOFOLLOW) == 0) {
        if (S_ISDIR(existing.st_mode)) {
            *error = Text::tr("it is a folder");
            return false;
        }
        if (!S_ISREG(existing.st_mode) && !S_ISLNK(existing.st_mode)) {
            *error = Text::tr("it is not a regular file");
            return false;
        }
        if (S_ISREG(existing.st_mode)) {
            mode = existing.st_mode & 0777;
            keepMode = true;
        }
    } else if (errno != ENOENT) {
        *error = systemError(errno);
        return false;
    }

    QByteArray temporary;
    UniqueFd file = createTemporary(folder.get(), name, mode, &temporary);
    if (!file.isValid()) {
        *error = systemError(errno);
        return false;
    }
    const bool written = (!keepMode || ::fchmod(file.get(), mode) == 0)
        && writeAll(file.get(), bytes.constData(), bytes.size()) && ::fsync(file.get()) == 0 && file.close()
        && ::renameat(folder.get(), temporary.constData(), folder.get(), name.constData()) == 0;
    if (written)
        return true;
    const int cause = errno;
    ::unlinkat(folder.get(), temporary.constData(), 0);
    *error = systemError(cause);
    return false;
}

bool moveFileOver(const QString &from, const QString &to, QString *error)
{
    if (::rename(QFile::encodeName(from).constData(), QFile::encodeName(to).constData()) == 0)
        return true;
    *error = systemError(errno);
    return false;
}

} // namespace cm
