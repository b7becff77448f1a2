// SPDX-License-Identifier: GPL-3.0-or-later
#include "archive/archivenames.h"

#include <archive.h>
#include <archive_entry.h>

namespace cm::TarArchive {

void setName(archive_entry *entry, const QByteArray &path)
{
    archive_entry_set_pathname(entry, path.constData());
}

QByteArray nameOf(archive_entry *entry)
{
    return archive_entry_pathname(entry);
}

int openArchive(archive *reader, const QByteArray &path, size_t blockBytes)
{
    return archive_read_open_filename(reader, path.constData(), blockBytes);
}

} // namespace cm::TarArchive
