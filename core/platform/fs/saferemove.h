// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/status.h"

#include <QByteArray>
#include <QtGlobal>

namespace cm {

// Removes `path` and everything below it. Walks with openat/unlinkat and
// never follows a symbolic link: a link is removed, never what it points to.
// Never crosses into another mount, a bind mount of the same filesystem
// included (told apart by mount id, not st_dev): when one is mounted below
// `path` nothing is removed and the refusal names it; one mounted while the
// walk runs is left as it is and named too. A path that does not exist is
// not an error. On Windows (saferemove_windows.cpp) links and junctions are
// removed, never stepped through, and a folder a volume is mounted on stops
// the removal where it is found, and is named.
Status removeTreeNoFollow(const QByteArray &path);

#ifdef Q_OS_WIN

// Windows: the same for the folder `path`, not a reparse point itself;
// `last`, one of its names, goes after everything else in it, so that a
// removal that stops halfway leaves it in place.
Status removeFolderWithLast(const QByteArray &path, const QByteArray &last);
#else

// The same for a folder already open as `folderFd` (and checked through
// that descriptor, as a workspace and its marker are), found at `path`:
// `last`, one of the folder's names, goes after everything else in it, so
// that a removal that stops halfway leaves it in place.
Status removeOpenedTree(int folderFd, const QByteArray &path, const QByteArray &last = QByteArray());
#endif

} // namespace cm
