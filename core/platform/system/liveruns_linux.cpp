// SPDX-License-Identifier: GPL-3.0-or-later
// LiveRuns on Linux: an entry is a file its run holds under flock(2) until
// it ends. The kernel lets go of a killed run's lock, so an entry nobody
// holds is a dead run's: passed over, and removed by its owner.
//
// Anyone may make files in the shared folder, so entries are never found by
// listing it: the reader looks for the entry of each CompressMark process
// the system runs, by name, and believes it only when that process's owner
// made it and still holds it. Planted files cost nothing, however many.
#include "liveruns.h"

#include "fs/boundedread.h"
#include "fs/filewriter_linux.h"

#include <QCoreApplication>
#include <QFile>

#include <cerrno>
#include <cstdlib>
#include <dirent.h>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <optional>

namespace cm {
namespace {

const QByteArray Prefix = QByteArrayLiteral("compressmark-run-");
const QByteArray Suffix = QByteArrayLiteral(".json");
// The program's own name, as the kernel keeps it for every process.
const QByteArray ProgramName = QByteArrayLiteral("compressmark");
// Names of the register a run's entry looks at for its owner's dead
// entries: a folder flooded with others' files costs it no more.
constexpr int MostNamesLookedAt = 4096;

QByteArray entryName(qint64 processId)
{
    return Prefix + QByteArray::number(processId) + Suffix;
}

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

qint64 readFd(int fd, char *to, qint64 room)
{
    for (;;) {
        const ssize_t got = ::read(fd, to, size_t(room));
        if (got >= 0 || errno != EINTR)
            return qint64(got);
    }
}

// The name the kernel keeps for a process (/proc/PID/comm: its program's
// file name, cut to 15 bytes); empty when it cannot be read.
QByteArray processName(int proc, const char *processId)
{
    const QByteArray path = QByteArray(processId) + "/comm";
    const UniqueFd fd(::openat(proc, path.constData(), O_RDONLY | O_CLOEXEC));
    char name[64];
    const qint64 got = fd.isValid() ? readFd(fd.get(), name, sizeof name) : -1;
    return got > 0 ? QByteArray(name, got).trimmed() : QByteArray();
}

// A process of CompressMark's: its program is this one (a test, say) or
// the program itself.
bool isCompressMarkName(const QByteArray &name)
{
    static const QByteArray own = [] {
        const UniqueFd proc(::open("/proc", O_PATH | O_DIRECTORY | O_CLOEXEC));
        return proc.isValid() ? processName(proc.get(), "self") : QByteArray();
    }();
    return !name.isEmpty() && (name == ProgramName || name == own);
}

// Whether `fd` is held under another open file's lock: a live run's.
bool isHeld(int fd)
{
    if (::flock(fd, LOCK_SH | LOCK_NB) == 0) {
        ::flock(fd, LOCK_UN);
        return false;
    }
    return errno == EWOULDBLOCK;
}

// The entry of process `processId` in `folder`, believed only when the
// process's owner made it, it is held and it names that process.
std::optional<LiveRun> entryOf(int folder, qint64 processId, uid_t processOwner)
{
    const QByteArray name = entryName(processId);
    const UniqueFd fd(::openat(folder, name.constData(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC));
    struct stat info
    {
    };
    if (!fd.isValid() || ::fstat(fd.get(), &info) != 0 || !S_ISREG(info.st_mode) || info.st_uid != processOwner
        || info.st_size > LiveRuns::LargestEntryBytes || !isHeld(fd.get()))
        return std::nullopt;
    QByteArray json;
    LiveRun run;
    const auto read = [&fd](char *to, qint64 room) { return readFd(fd.get(), to, room); };
    if (readBounded(info.st_size, LiveRuns::LargestEntryBytes, read, &json) != BoundedRead::Done
        || !LiveRun::fromJson(json, &run) || run.processId != processId)
        return std::nullopt;
    return run;
}

// Removes the entries of this user's runs that ended without leaving:
// nobody holds them any more.
void removeDeadEntries(int folder)
{
    const int listed = ::openat(folder, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    DIR *const names = listed >= 0 ? ::fdopendir(listed) : nullptr;
    if (!names) {
        if (listed >= 0)
            ::close(listed);
        return;
    }
    int lookedAt = 0;
    while (const dirent *entry = ::readdir(names)) {
        if (++lookedAt > MostNamesLookedAt)
            break;
        const QByteArray name(entry->d_name);
        struct stat named
        {
        };
        // Others' files are not even opened.
        if (!name.startsWith(Prefix) || !name.endsWith(Suffix)
            || ::fstatat(folder, name.constData(), &named, AT_SYMLINK_NOFOLLOW) != 0 || !S_ISREG(named.st_mode)
            || named.st_uid != ::geteuid())
            continue;
        const UniqueFd fd(::openat(folder, name.constData(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC));
        struct stat info
        {
        };
        if (fd.isValid() && ::fstat(fd.get(), &info) == 0 && S_ISREG(info.st_mode) && info.st_uid == ::geteuid()
            && ::flock(fd.get(), LOCK_EX | LOCK_NB) == 0 && sameFile(folder, name, info))
            ::unlinkat(folder, name.constData(), 0);
    }
    ::closedir(names);
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
    removeDeadEntries(folder.get());
    const QByteArray name = entryName(run.processId);
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
    const UniqueFd folder(::open(QFile::encodeName(folderPath).constData(), O_PATH | O_DIRECTORY | O_CLOEXEC));
    const int proc = ::open("/proc", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    DIR *const processes = proc >= 0 ? ::fdopendir(proc) : nullptr;
    if (!processes) {
        if (proc >= 0)
            ::close(proc);
        return runs;
    }
    const qint64 ownId = QCoreApplication::applicationPid();
    while (const dirent *process = ::readdir(processes)) {
        char *end = nullptr;
        const qint64 processId = std::strtoll(process->d_name, &end, 10);
        struct stat info
        {
        };
        if (!folder.isValid() || processId <= 0 || *end != '\0' || processId == ownId
            || ::fstatat(proc, process->d_name, &info, 0) != 0
            || !isCompressMarkName(processName(proc, process->d_name)))
            continue;
        if (std::optional<LiveRun> run = entryOf(folder.get(), processId, info.st_uid))
            runs.append(*run);
        if (runs.size() >= MostRuns)
            break;
    }
    ::closedir(processes);
    return runs;
}

} // namespace cm
