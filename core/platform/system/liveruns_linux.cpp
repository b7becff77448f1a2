// SPDX-License-Identifier: GPL-3.0-or-later
// LiveRuns on Linux: an entry is a file its run holds under flock(2) until
// it ends. The kernel lets go of a killed run's lock, so an entry nobody
// holds is a dead run's: passed over, and removed by its owner.
#include "liveruns.h"

#include "fs/boundedread.h"
#include "fs/filewriter_linux.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>

#include <cerrno>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace cm {
namespace {

const QByteArray Prefix = QByteArrayLiteral("compressmark-run-");
const QByteArray Suffix = QByteArrayLiteral(".json");

// Where every user may make files and remove only their own.
bool isSharedStickyFolder(const char *path)
{
    struct stat info
    {
    };
    return ::lstat(path, &info) == 0 && S_ISDIR(info.st_mode) && info.st_uid == 0 && (info.st_mode & S_ISVTX)
        && (info.st_mode & 0777) == 0777;
}

bool sameFile(int folder, const QByteArray &name, const struct stat &opened)
{
    struct stat named
    {
    };
    return ::fstatat(folder, name.constData(), &named, AT_SYMLINK_NOFOLLOW) == 0 && named.st_dev == opened.st_dev
        && named.st_ino == opened.st_ino;
}

} // namespace

QString LiveRuns::sharedFolder()
{
    for (const char *candidate : {"/run/lock", "/var/lock"}) {
        if (isSharedStickyFolder(candidate))
            return QString::fromLatin1(candidate);
    }
    return QString();
}

LiveRunEntry LiveRunEntry::enter(const LiveRun &run, const QString &folderPath)
{
    LiveRunEntry entry;
    if (folderPath.isEmpty())
        return entry;
    UniqueFd folder(::open(QFile::encodeName(folderPath).constData(), O_PATH | O_DIRECTORY | O_CLOEXEC));
    if (!folder.isValid())
        return entry;
    const QByteArray name = Prefix + QByteArray::number(run.processId) + Suffix;
    const QByteArray temporary = '.' + name + ".new";
    ::unlinkat(folder.get(), temporary.constData(), 0); // one this user's process of that number left
    UniqueFd file(
        ::openat(folder.get(), temporary.constData(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644));
    if (!file.isValid())
        return entry;
    const QByteArray json = run.toJson();
    // Readable by every user's runs whatever the umask; named as an entry
    // only once whole and held, so that no reader takes it for a dead run's.
    const bool made = ::fchmod(file.get(), 0644) == 0 && ::flock(file.get(), LOCK_EX | LOCK_NB) == 0
        && writeAll(file.get(), json.constData(), json.size())
        && ::renameat(folder.get(), temporary.constData(), folder.get(), name.constData()) == 0;
    if (!made) {
        ::unlinkat(folder.get(), temporary.constData(), 0);
        return entry;
    }
    entry.m_folder = std::move(folder);
    entry.m_name = name;
    entry.m_file = std::move(file);
    return entry;
}

void LiveRunEntry::leave()
{
    // Removed only while the name is still this entry's.
    struct stat opened
    {
    };
    if (m_file.isValid() && ::fstat(m_file.get(), &opened) == 0 && sameFile(m_folder.get(), m_name, opened))
        ::unlinkat(m_folder.get(), m_name.constData(), 0);
    m_file = UniqueFd();
    m_folder = UniqueFd();
}

QList<LiveRun> LiveRuns::others(const QString &folderPath)
{
    QList<LiveRun> runs;
    if (folderPath.isEmpty())
        return runs;
    const UniqueFd folder(::open(QFile::encodeName(folderPath).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (!folder.isValid())
        return runs;
    const QStringList names
        = QDir(folderPath)
              .entryList({QString::fromLatin1(Prefix + '*' + Suffix)}, QDir::Files | QDir::System | QDir::NoSymLinks);
    const qint64 ownId = QCoreApplication::applicationPid();
    for (const QString &entryName : names) {
        const QByteArray name = QFile::encodeName(entryName);
        const UniqueFd fd(::openat(folder.get(), name.constData(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC));
        struct stat info
        {
        };
        if (!fd.isValid() || ::fstat(fd.get(), &info) != 0 || !S_ISREG(info.st_mode)
            || info.st_size > LargestEntryBytes)
            continue;
        if (::flock(fd.get(), LOCK_SH | LOCK_NB) == 0) {
            // Nobody holds it: its run ended without leaving. Its owner removes it.
            if (info.st_uid == ::geteuid() && sameFile(folder.get(), name, info))
                ::unlinkat(folder.get(), name.constData(), 0);
            continue;
        }
        if (errno != EWOULDBLOCK)
            continue;
        QByteArray json;
        const auto read = [&fd](char *to, qint64 room) {
            for (;;) {
                const ssize_t got = ::read(fd.get(), to, size_t(room));
                if (got >= 0 || errno != EINTR)
                    return qint64(got);
            }
        };
        LiveRun run;
        if (readBounded(info.st_size, LargestEntryBytes, read, &json) == BoundedRead::Done
            && LiveRun::fromJson(json, &run) && run.processId != ownId)
            runs.append(run);
    }
    return runs;
}

} // namespace cm
