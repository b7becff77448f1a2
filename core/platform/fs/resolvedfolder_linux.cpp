// SPDX-License-Identifier: GPL-3.0-or-later
#include "fs/resolvedfolder.h"

#include <QFile>

#include <cstdlib>
#include <memory>

#include <stdlib.h>

namespace cm {

Status resolveFolder(const QString &folder, QByteArray *resolved)
{
    const std::unique_ptr<char, decltype(&std::free)> path(::realpath(QFile::encodeName(folder).constData(), nullptr),
                                                           &std::free);
    if (!path)
        return Status::failure(errnoMessage(QStringLiteral("cannot open folder"), folder));
    *resolved = QByteArray(path.get());
    return Status::ok();
}

} // namespace cm
