// SPDX-License-Identifier: GPL-3.0-or-later
#include "status.h"

#include "util/shownpath.h"

#include <cerrno>
#include <cstring>

namespace cm {

QString errnoMessage(const QString &what, const QString &path)
{
    const int error = errno;
    return QStringLiteral("%1 %2: %3").arg(what, shownPath(path), QString::fromLocal8Bit(std::strerror(error)));
}

} // namespace cm
