// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QStringBuilder>

namespace cm {

// Joins a root and a relative path (QFile::encodeName() bytes, '/' between).
inline QByteArray joinPath(const QByteArray &root, const QByteArray &relative)
{
    if (relative.isEmpty())
        return root;
    if (root.endsWith('/'))
        return root + relative;
    return root + '/' + relative;
}

} // namespace cm
