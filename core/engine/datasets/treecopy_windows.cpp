// SPDX-License-Identifier: GPL-3.0-or-later
// Copying from a tree on Windows: reparse points named by their tag, files
// read through FileReader, which never follows a link.
#include "treecopy.h"

#include "fs/filereader.h"
#include "util/shownpath.h"
#include "util/windowserror_windows.h"

#include <QFile>

#include <windows.h>

#include <algorithm>

namespace cm {
namespace {

constexpr qint64 CopyBlockBytes = 1024 * 1024;

} // namespace

QString specialEntryReason(const QByteArray &path)
{
    WIN32_FIND_DATAW data{};
    HANDLE found = FindFirstFileW(windowsPath(path).c_str(), &data);
    if (found == INVALID_HANDLE_VALUE)
        return QStringLiteral("vanished: ") + windowsErrorText(GetLastError());
    FindClose(found);
    if (!(data.dwFileAttributes & FILE_ATTRIBUTE_REPARSE_POINT))
        return QStringLiteral("special file");
    switch (data.dwReserved0) { // the reparse tag
    case IO_REPARSE_TAG_SYMLINK:
        return QStringLiteral("symbolic link");
    case IO_REPARSE_TAG_MOUNT_POINT:
        return QStringLiteral("junction");
    default:
        return QStringLiteral("reparse point");
    }
}

QString unreadableReason(const QByteArray &path)
{
    FileReader reader;
    const Status opened = FileReader::open(path, &reader);
    return opened ? QString() : QStringLiteral("unreadable: ") + opened.message();
}

Status copyFileInto(const QByteArray &source, qint64 bytes, FileSink &sink)
{
    FileReader reader;
    if (Status status = FileReader::open(source, &reader); !status)
        return status;
    QByteArray buffer(std::min(bytes, CopyBlockBytes), Qt::Uninitialized);
    qint64 copied = 0;
    while (copied < bytes) {
        qint64 got = 0;
        if (Status status = reader.readAt(buffer.data(), std::min<qint64>(buffer.size(), bytes - copied), copied, &got);
            !status)
            return status;
        if (got == 0)
            return Status::failure(
                QStringLiteral("%1 became shorter while it was copied").arg(shownPath(QFile::decodeName(source))));
        if (Status status = sink.write(buffer.constData(), got); !status)
            return status;
        copied += got;
    }
    return Status::ok();
}

} // namespace cm
