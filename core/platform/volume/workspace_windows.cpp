// SPDX-License-Identifier: GPL-3.0-or-later
// Workspace on Windows: a new folder under a random name (created
// exclusively, so never one that is there already), and removal with the
// marker checked first and removed last.
#include "workspace.h"

#include "fs/newfile.h"
#include "fs/saferemove.h"
#include "util/shownpath.h"
#include "volume/workspaceowner.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Workspace)
};

Status writeMarker(const QByteArray &path)
{
    NewFile marker;
    if (Status status = NewFile::create(path, &marker); !status)
        return status;
    const QByteArray text = WorkspaceOwner::ofThisProcess().toMarkerText();
    if (Status status = marker.write(text.constData(), text.size()); !status)
        return status;
    return marker.close();
}

} // namespace

Status Workspace::create(const QString &parent, const QString &prefix, Workspace *workspace)
{
    QByteArray folder;
    Status made = Status::failure(QStringLiteral("cannot create a workspace in %1").arg(shownPath(parent)));
    for (int attempt = 0; attempt < 100 && !made; ++attempt) {
        folder = QFile::encodeName(QDir(parent).absoluteFilePath(randomName(prefix)));
        made = makeFolder(folder);
    }
    if (!made)
        return made;
    if (Status status = writeMarker(folder + '/' + MarkerName); !status) {
        QFile::remove(QFile::decodeName(folder + '/' + MarkerName));
        QDir().rmdir(QFile::decodeName(folder));
        return status;
    }
    *workspace = Workspace();
    workspace->m_path = QFile::decodeName(folder);
    return Status::ok();
}

Status Workspace::removeFolder()
{
    return removeMarkedFolder(m_path);
}

Status Workspace::removeMarkedFolder(const QString &folder)
{
    if (!hasMarker(folder))
        return Status::failure(
            QStringLiteral("refusing to remove %1: it has no CompressMark workspace marker").arg(shownPath(folder)));
    // The marker goes last: a removal that stops halfway (a volume mounted
    // inside) leaves a workspace that `compressmark clean` still recognises.
    if (const Status status = removeFolderWithLast(QFile::encodeName(folder), MarkerName); !status)
        return Status::failure(Text::tr("%1 was left behind (%2)").arg(shownPath(folder), status.message()));
    return Status::ok();
}

} // namespace cm
