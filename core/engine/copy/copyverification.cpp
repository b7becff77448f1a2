// SPDX-License-Identifier: GPL-3.0-or-later
#include "copyverification.h"

#include "copy/filecopy.h"
#include "fs/treewalk.h"
#include "util/shownpath.h"

#include <QFile>

namespace cm {
namespace {

constexpr qint64 ChunkBytes = 1024 * 1024;

Status compareFiles(const QByteArray &original, const QByteArray &copy, const Cancellation &cancel)
{
    QFile a(QFile::decodeName(original));
    QFile b(QFile::decodeName(copy));
    if (!a.open(QIODevice::ReadOnly))
        return Status::failure(QStringLiteral("cannot verify %1: %2").arg(shownPath(a.fileName()), a.errorString()));
    if (!b.open(QIODevice::ReadOnly))
        return Status::failure(
            QStringLiteral("the copy of %1 is missing: %2").arg(shownPath(a.fileName()), b.errorString()));
    if (a.size() != b.size())
        return Status::failure(QStringLiteral("the copy of %1 has %2 bytes instead of %3")
                                   .arg(shownPath(a.fileName()), QString::number(b.size()), QString::number(a.size())));
    for (qint64 offset = 0; offset < a.size(); offset += ChunkBytes) {
        if (cancel.isRequested())
            return Status::cancelled();
        const QByteArray left = a.read(ChunkBytes);
        const QByteArray right = b.read(ChunkBytes);
        if (left != right)
            return Status::failure(QStringLiteral("the copy of %1 differs from it after byte %2")
                                       .arg(shownPath(a.fileName()), QString::number(offset)));
    }
    return Status::ok();
}

} // namespace

Status verifyCopy(const QByteArray &from, const QByteArray &to, const Cancellation &cancel)
{
    return walkTree(from, [&](const TreeEntry &entry) {
        if (entry.type != TreeEntry::Type::RegularFile)
            return Status::ok();
        return compareFiles(joinPath(from, entry.relativePath), joinPath(to, entry.relativePath), cancel);
    });
}

} // namespace cm
