#include "workspace.h"

#include "fs/filewriter.h"
#include "fs/saferemove.h"

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
    if (Status status = writeNewFile(marker, QByteArrayLiteral("CompressMark workspace; safe to delete\n")); !status) {
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
    if (!hasMarker(m_path))
        return Status::failure(QStringLiteral("refusing to remove %1: it has no CompressMark workspace marker").arg(m_path));
    const Status status = removeTreeNoFollow(QFile::encodeName(m_path));
    if (!status)
        return Status::failure(Text::tr("%1 was left behind (%2)")
                                   .arg(m_path, status.message()));
    m_path.clear();
    return status;
}

} // namespace cm
