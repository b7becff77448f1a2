// SPDX-License-Identifier: GPL-3.0-or-later
#include "shownpath.h"

#include <QDir>

namespace cm {
namespace {

// "/home/me": Linux's; Windows writes its own paths from a drive or a share.
bool isLinuxAbsolute(const QString &path)
{
    return path.startsWith(QLatin1Char('/')) && !path.startsWith(QLatin1String("//"));
}

} // namespace

bool isOnWindowsDrive(const QString &path)
{
    const bool letter
        = path.size() >= 2 && path.at(0).unicode() < 0x80 && path.at(0).isLetter() && path.at(1) == QLatin1Char(':');
    return letter && (path.size() == 2 || path.at(2) == QLatin1Char('/') || path.at(2) == QLatin1Char('\\'));
}

QString shownPath(const QString &path)
{
    if (isOnWindowsDrive(path)) {
        QString shown = path;
        return shown.replace(QLatin1Char('/'), QLatin1Char('\\'));
    }
    if (isLinuxAbsolute(path))
        return path;
    return QDir::toNativeSeparators(path);
}

QStringList shownPaths(const QStringList &paths)
{
    QStringList shown;
    shown.reserve(paths.size());
    for (const QString &path : paths)
        shown << shownPath(path);
    return shown;
}

} // namespace cm
