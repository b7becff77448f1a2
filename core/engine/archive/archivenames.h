// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

#include <cstddef>

struct archive;
struct archive_entry;

// Names as each system spells them to libarchive: bytes on Linux
// (archivenames_linux.cpp); wide characters on Windows, where libarchive
// would read bytes in the ANSI code page (archivenames_windows.cpp).
namespace cm::TarArchive {

void setName(archive_entry *entry, const QByteArray &path);
QByteArray nameOf(archive_entry *entry);
int openArchive(archive *reader, const QByteArray &path, size_t blockBytes);

} // namespace cm::TarArchive
