// SPDX-License-Identifier: GPL-3.0-or-later
#include "library/librarylocation.h"

#include "fs/fileowner.h"
#include "util/shownpath.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

namespace cm {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Library)
};

// A file of another user where the library is would let that user choose
// what this one reads (and a link, what it writes).
Status checkOwnEntry(const QString &path)
{
    const QFileInfo entry(path);
    if (entry.isSymLink())
        return Status::failure(
            Text::tr("%1 is a symbolic link; the library is never read through one").arg(shownPath(path)));
    if (entry.exists() && !isOwnedByThisUser(entry))
        return Status::failure(
            Text::tr("%1 belongs to another user; a library is only read by its owner").arg(shownPath(path)));
    return Status::ok();
}

} // namespace

QString defaultLibraryPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) + QStringLiteral("/library.sqlite");
}

QString sessionsFolder()
{
    // Not AppDataLocation: organisation and application are both
    // CompressMark, which would name the folder twice.
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + QLatin1Char('/')
        + QCoreApplication::applicationName() + QStringLiteral("/sessions");
}

Status checkLibraryLocation(const QString &path)
{
    const QString folder = QFileInfo(path).absolutePath();
    if (!QFileInfo::exists(folder)) {
        if (!QDir().mkpath(folder))
            return Status::failure(Text::tr("cannot create the library's folder %1").arg(shownPath(folder)));
        static_cast<void>(QFile::setPermissions(folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
    }
    if (!QFileInfo(folder).isDir())
        return Status::failure(Text::tr("the library's folder %1 is not a folder").arg(shownPath(folder)));
    // The folder may be a link the user made (to another disk); it is the
    // owner of where it leads that counts.
    if (!isOwnedByThisUser(QFileInfo(folder)))
        return Status::failure(Text::tr("the library's folder %1 belongs to another user; a library is only read by "
                                        "its owner")
                                   .arg(shownPath(folder)));
    for (const QString &entry : QStringList{path, path + QStringLiteral("-wal"), path + QStringLiteral("-shm"),
                                            path + QStringLiteral("-journal")}) {
        if (Status status = checkOwnEntry(entry); !status)
            return status;
    }
    if (QFileInfo::exists(path) && !QFileInfo(path).isFile())
        return Status::failure(Text::tr("the library %1 is not a file").arg(shownPath(path)));
    return Status::ok();
}

} // namespace cm
