// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/systemtraits.h"

#include <QDir>
#include <QString>

namespace cm {

// Whether `path`, as a user typed it (either separator on Windows), lies
// on the volume mounted at `mountPoint` ("/", "/media/data", "C:\",
// "D:\mounts\disk\"), judged by the names alone: the folder may not exist
// yet. Windows' names ignore case.
inline bool isPathOnMountPoint(const QString &path, const QString &mountPoint)
{
    const Qt::CaseSensitivity names = thisSystem().pathNames;
    QString mount = QDir::fromNativeSeparators(mountPoint);
    if (mount.isEmpty())
        return false;
    if (!mount.endsWith(QLatin1Char('/')))
        mount += QLatin1Char('/');
    const QString folder = QDir::fromNativeSeparators(path) + QLatin1Char('/');
    return folder.startsWith(mount, names);
}

} // namespace cm
