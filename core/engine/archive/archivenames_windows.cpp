// SPDX-License-Identifier: GPL-3.0-or-later
#include "archive/archivenames.h"

#include <QFile>
#include <QString>

#include <archive.h>
#include <archive_entry.h>

namespace cm::TarArchive {

void setName(archive_entry *entry, const QByteArray &path)
{
    archive_entry_copy_pathname_w(entry, QFile::decodeName(path).toStdWString().c_str());
}

QByteArray nameOf(archive_entry *entry)
{
    const wchar_t *name = archive_entry_pathname_w(entry);
    return name ? QFile::encodeName(QString::fromWCharArray(name)) : QByteArray();
}

int openArchive(archive *reader, const QByteArray &path, size_t blockBytes)
{
    return archive_read_open_filename_w(reader, QFile::decodeName(path).toStdWString().c_str(), blockBytes);
}

} // namespace cm::TarArchive
