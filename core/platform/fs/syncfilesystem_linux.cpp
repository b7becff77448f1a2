// SPDX-License-Identifier: GPL-3.0-or-later
// syncFilesystemOf on Linux: syncfs(2).
#include "syncfilesystem.h"

#include "fs/heldfolder.h"
#include "util/uniquefd.h"

#include <QFile>

#include <fcntl.h>
#include <unistd.h>

namespace cm {

Status syncFilesystemOf(const QString &path)
{
    UniqueFd fd(openBelowHeld(QFile::encodeName(path), O_RDONLY));
    if (!fd.isValid() || ::syncfs(fd.get()) != 0)
        return Status::failure(errnoMessage(QStringLiteral("cannot flush the volume of"), path));
    return Status::ok();
}

} // namespace cm
