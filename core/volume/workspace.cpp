#include "workspace.h"

#include "fs/filewriter.h"
#include "fs/saferemove.h"
#include "volume/workspaceowner.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cstdlib>
#include <utility>

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

Workspace::Workspace(Workspace &&other) noexcept : m_path(std::exchange(other.m_path, QString())) {}

Workspace &Workspace::operator=(Workspace &&other) noexcept
{
    if (this != &other) {
        remove();
        m_path = std::exchange(other.m_path, QString());
    }
    return *this;
}

Workspace::~Workspace()
{
    remove();
}

QString Workspace::filePath(const QString &relative) const
{
    return m_path + QLatin1Char('/') + relative;
}

bool Workspace::hasMarker(const QString &folder)
{
    const QFileInfo marker(folder + QLatin1Char('/') + QLatin1String(MarkerName));
    return marker.isFile() && !marker.isSymLink();
}

Status Workspace::remove()
{
    if (m_path.isEmpty())
        return Status::ok();
    const Status status = removeMarkedFolder(m_path);
    if (!status)
        return status;
    m_path.clear();
    return status;
}

Status Workspace::removeMarkedFolder(const QString &folder)
{
    if (!hasMarker(folder))
        return Status::failure(QStringLiteral("refusing to remove %1: it has no CompressMark workspace marker").arg(folder));
    if (const Status status = removeTreeNoFollow(QFile::encodeName(folder)); !status)
        return Status::failure(Text::tr("%1 was left behind (%2)").arg(folder, status.message()));
    return Status::ok();
}

} // namespace cm
