#include "workspace.h"

#include "volume/workspaceowner.h"

#include <QFileInfo>

#include <utility>

namespace cm {

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

} // namespace cm
