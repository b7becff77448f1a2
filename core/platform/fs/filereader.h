// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/status.h"
#include "util/systemfile.h"

#include <QByteArray>

namespace cm {

// A file opened for reading at any offset, without following a link at its
// name (Linux: O_NOFOLLOW; Windows: a reparse point is refused). Paths are
// QFile::encodeName() bytes; failures name the path and the system's reason.
class FileReader
{
public:
    // Through the page cache; through it front to back (more read-ahead);
    // or around it (Linux: O_DIRECT; Windows: FILE_FLAG_NO_BUFFERING), where
    // buffer, offset and size must be multiples of 4 KiB and only the end
    // of the file makes a read short.
    enum class Mode { Cached, Sequential, Direct };

    FileReader() = default;

    static Status open(const QByteArray &path, FileReader *reader, Mode mode = Mode::Cached);

    // Reads `size` bytes at `offset` into `to`, fewer only at the end of the
    // file: `*got` says how many.
    Status readAt(char *to, qint64 size, qint64 offset, qint64 *got);

    // The file's length now.
    Status size(qint64 *bytes) const;

private:
    QByteArray m_path;
    SystemFile m_file;
};

} // namespace cm
