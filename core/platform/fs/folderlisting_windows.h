// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

#include <vector>

namespace cm {

// Windows only: one entry of a folder as FindFirstFileEx lists it.
struct ListedEntry
{
    QByteArray name;              // QFile::encodeName() bytes
    unsigned long attributes = 0; // FILE_ATTRIBUTE_*
    qint64 bytes = 0;             // a file's size
};

// The entries of `folder` but "." and "..", sorted by name as Linux's
// listDirectory() sorts them. Returns 0, or the GetLastError() code that
// stopped the listing (an empty folder is not an error).
unsigned long listFolder(const QByteArray &folder, std::vector<ListedEntry> *entries);

} // namespace cm
