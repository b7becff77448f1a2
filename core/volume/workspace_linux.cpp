// Workspace on Linux: mkdtemp(3) (mode 0700), and removal through the
// folder's descriptor, the marker checked there first.
#include "workspace.h"

#include "fs/filewriter.h"
#include "fs/saferemove.h"
#include "util/uniquefd.h"
#include "volume/workspaceowner.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>

#include <cerrno>
#include <cstdlib>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Workspace)
};

} // namespace

Status Workspace::create(const QString &parent, const QString &prefix, Workspace *workspace)
{
    QByteArray pattern = QFile::encodeName(QDir(parent).absoluteFilePath(prefix + QStringLiteral("-XXXXXX")));
    if (!::mkdtemp(pattern.data()))
        return Status::failure(errnoMessage(QStringLiteral("cannot create a workspace in"), parent));
    const QByteArray marker = pattern + '/' + MarkerName;
    if (Status status = writeNewFile(marker, WorkspaceOwner::ofThisProcess().toMarkerText()); !status) {
        ::rmdir(pattern.constData());
        return status;
    }
    *workspace = Workspace();
    workspace->m_path = QFile::decodeName(pattern);
    return Status::ok();
}

Status Workspace::removeMarkedFolder(const QString &folder)
{
    const QByteArray path = QFile::encodeName(folder);
    const Status noMarker = Status::failure(
        QStringLiteral("refusing to remove %1: it has no CompressMark workspace marker").arg(folder));
    // The marker is checked in the folder that is then emptied, through one
    // descriptor: the folder cannot be swapped between the two.
    UniqueFd dir(::open(path.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
    if (!dir.isValid())
        return errno == ENOENT ? noMarker : Status::failure(errnoMessage(QStringLiteral("cannot open"), folder));
    struct stat marker {};
    if (::fstatat(dir.get(), MarkerName, &marker, AT_SYMLINK_NOFOLLOW) != 0 || !S_ISREG(marker.st_mode))
        return noMarker;
    // The marker goes last: a removal that stops halfway (something mounted
    // inside) leaves a workspace that `compressmark clean` still recognises.
    if (const Status status = removeOpenedTree(dir.get(), path, MarkerName); !status)
        return Status::failure(Text::tr("%1 was left behind (%2)").arg(folder, status.message()));
    return Status::ok();
}

} // namespace cm
