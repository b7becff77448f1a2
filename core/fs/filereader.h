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
    FileReader() = default;

    static Status open(const QByteArray &path, FileReader *reader);

    // Reads `size` bytes at `offset` into `to`, fewer only at the end of the
    // file: `*got` says how many.
    Status readAt(char *to, qint64 size, qint64 offset, qint64 *got);

private:
    QByteArray m_path;
    SystemFile m_file;
};

} // namespace cm
