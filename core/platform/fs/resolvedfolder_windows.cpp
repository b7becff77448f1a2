// SPDX-License-Identifier: GPL-3.0-or-later
#include "fs/resolvedfolder.h"

#include "util/shownpath.h"

#include <QFile>
#include <QFileInfo>

namespace cm {

Status resolveFolder(const QString &folder, QByteArray *resolved)
{
    const QString path = QFileInfo(folder).canonicalFilePath();
    if (path.isEmpty())
        return Status::failure(QStringLiteral("cannot open folder %1: it does not exist").arg(shownPath(folder)));
    *resolved = QFile::encodeName(path);
    return Status::ok();
}

} // namespace cm
