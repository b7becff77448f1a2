// SPDX-License-Identifier: GPL-3.0-or-later
#include "workspace.h"

#include "volume/workspaceowner.h"

#include <QFileInfo>
#include <QRandomGenerator>

#include <utility>

namespace cm {

Workspace::Workspace(Workspace &&other) noexcept
    : m_path(std::exchange(other.m_path, QString()))
    , m_held(std::move(other.m_held))
{
}

Workspace &Workspace::operator=(Workspace &&other) noexcept
{
    if (this != &other) {
        static_cast<void>(remove()); // as the destructor
        m_path = std::exchange(other.m_path, QString());
        m_held = std::move(other.m_held);
    }
    return *this;
}

Workspace::~Workspace()
{
    // The last resort, on a path that did not remove it (an exception): a
    // run removes its workspaces itself and says what failed; what this
    // leaves, its marker lets `compressmark clean` find.
    static_cast<void>(remove());
}

QString Workspace::filePath(const QString &relative) const
{
    return m_path + QLatin1Char('/') + relative;
}

void Workspace::keep()
{
    m_path.clear();
    m_held.close();
}

QString Workspace::randomName(const QString &prefix)
{
    static const char Letters[] = "abcdefghijklmnopqrstuvwxyz0123456789";
    QString name = prefix + QLatin1Char('-');
    for (int i = 0; i < 6; ++i)
        name += QLatin1Char(Letters[QRandomGenerator::system()->bounded(int(sizeof Letters - 1))]);
    return name;
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
    const Status status = removeFolder();
    if (!status)
        return status;
    m_path.clear();
    m_held.close();
    return status;
}

} // namespace cm
