// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace cm {

// What a killed writeFileAtomically() leaves: the new file it was writing
// beside the final one, ".NAME.RANDOM.tmp", which no later write reuses.

// Whether `entryName` is such a file for the file named `fileName`, or
// for any file when `fileName` is empty.
bool isLeftTemporaryName(const QString &entryName, const QString &fileName = QString());

// Removes those of `path` that this user owns; how many. Only for a
// caller holding the lock every writer of `path` takes (FileLock): then no
// write is under way that one of them belongs to.
int removeLeftTemporaries(const QString &path);

// Those in `folder`, of any file, that this user owns and that no write
// has touched for `idleSeconds`: a write under way is never that slow.
QStringList findLeftTemporaries(const QString &folder, int idleSeconds);

} // namespace cm
