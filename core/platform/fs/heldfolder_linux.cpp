// SPDX-License-Identifier: GPL-3.0-or-later
// Held folders on Linux: a table of (path, descriptor) for the process,
// looked up by the longest path that begins the one asked for.
#include "heldfolder.h"

#include "fs/openbeneath_linux.h"
#include "util/uniquefd.h"

#include <QFile>
#include <QList>
#include <QMutex>

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <utility>

namespace cm {
namespace {

// One spelling for one place: no "//", "/." or trailing '/'. Bytes, not
// text: a name that is not UTF-8 stays what it is. ".." is left for
// RESOLVE_BENEATH to refuse.
QByteArray cleanPath(const QByteArray &path)
{
    const bool clean = path.startsWith('/') && !path.contains("//") && !path.contains("/./")
        && (path.size() == 1 || !path.endsWith('/')) && !path.endsWith("/.");
    if (clean || !path.startsWith('/'))
        return path;
    QByteArray cleaned;
    cleaned.reserve(path.size());
    for (const QByteArray &part : path.split('/')) {
        if (!part.isEmpty() && part != ".")
            cleaned += '/' + part;
    }
    return cleaned.isEmpty() ? QByteArray("/") : cleaned;
}

struct Held
{
    QByteArray path;
    int fd;
};

QMutex heldLock;
QList<Held> &heldFolders()
{
    static QList<Held> folders;
    return folders;
}

// The held folder that `path` lies in (the deepest) and the rest of `path`
// below it ("." for the folder itself); -1 when there is none. The folder's
// descriptor stays open while its HeldFolder lives, which outlives the call.
int findHeld(const QByteArray &asked, QByteArray *rest)
{
    const QByteArray path = cleanPath(asked);
    const QMutexLocker locker(&heldLock);
    int found = -1;
    qsizetype foundLength = -1;
    for (const Held &held : std::as_const(heldFolders())) {
        const bool below = path == held.path || (path.startsWith(held.path) && path.at(held.path.size()) == '/');
        if (below && held.path.size() > foundLength) {
            found = held.fd;
            foundLength = held.path.size();
        }
    }
    if (found >= 0) {
        *rest = path.mid(foundLength + 1);
        if (rest->isEmpty())
            *rest = ".";
    }
    return found;
}

// Mounts below a held folder are its own (a loop image's): crossed.
int openBeneathHeld(int held, const QByteArray &rest, int flags, unsigned int mode)
{
    return openBeneath(held, rest, flags, true, mode);
}

} // namespace

HeldFolder::HeldFolder(const QByteArray &path, int fd)
    : m_fd(fd)
{
    const QMutexLocker locker(&heldLock);
    heldFolders().append(Held{cleanPath(path), fd});
}

HeldFolder::HeldFolder(HeldFolder &&other) noexcept
    : m_fd(std::exchange(other.m_fd, -1))
{
}

HeldFolder &HeldFolder::operator=(HeldFolder &&other) noexcept
{
    if (this != &other) {
        close();
        m_fd = std::exchange(other.m_fd, -1);
    }
    return *this;
}

HeldFolder::~HeldFolder()
{
    close();
}

void HeldFolder::close()
{
    if (m_fd < 0)
        return;
    {
        const QMutexLocker locker(&heldLock);
        heldFolders().removeIf([this](const Held &held) { return held.fd == m_fd; });
    }
    ::close(std::exchange(m_fd, -1));
}

int openBelowHeld(const QByteArray &path, int flags, unsigned int mode)
{
    QByteArray rest;
    const int held = findHeld(path, &rest);
    if (held < 0)
        return ::open(path.constData(), flags | O_CLOEXEC, mode);
    return openBeneathHeld(held, rest, flags, mode);
}

// Calls `act` with the folder that holds the last name of `path` and that
// name: beneath a held folder from its descriptor, elsewhere by path. -1
// with errno set when that folder cannot be reached; EEXIST for a path
// that names no entry of its own there ("..", the held folder itself).
template <typename Act>
int atLastName(const QByteArray &path, Act act)
{
    QByteArray rest;
    const int held = findHeld(path, &rest);
    if (held < 0)
        return act(AT_FDCWD, path);
    const qsizetype slash = rest.lastIndexOf('/');
    const QByteArray name = rest.mid(slash + 1);
    if (name == "." || name == ".." || name.isEmpty()) {
        errno = EEXIST;
        return -1;
    }
    if (slash < 0)
        return act(held, name);
    const UniqueFd parent(openBeneathHeld(held, rest.left(slash), O_PATH | O_DIRECTORY, 0));
    return parent.isValid() ? act(parent.get(), name) : -1;
}

bool isBelowHeld(const QByteArray &path)
{
    QByteArray rest;
    return findHeld(path, &rest) >= 0 && rest != ".";
}

bool makeFolderBelowHeld(const QByteArray &path, unsigned int mode)
{
    return atLastName(path,
                      [mode](int folder, const QByteArray &name) { return ::mkdirat(folder, name.constData(), mode); })
        == 0;
}

bool removeBelowHeld(const QByteArray &path, int flags)
{
    return atLastName(path,
                      [flags](int folder, const QByteArray &name) {
                          return ::unlinkat(folder, name.constData(), flags);
                      })
        == 0;
}

Status holdNewFolder(const QByteArray &path, HeldFolder *held)
{
    const int fd = openBelowHeld(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW);
    if (fd < 0)
        return Status::failure(
            errnoMessage(QStringLiteral("cannot open the folder just made"), QFile::decodeName(path)));
    *held = HeldFolder(path, fd);
    return Status::ok();
}

QString pathThroughHeld(const QString &path)
{
    QByteArray rest;
    const int held = findHeld(QFile::encodeName(path), &rest);
    if (held < 0)
        return path;
    const QByteArray folder = "/proc/" + QByteArray::number(::getpid()) + "/fd/" + QByteArray::number(held);
    return QFile::decodeName(rest == "." ? folder : folder + '/' + rest);
}

} // namespace cm
