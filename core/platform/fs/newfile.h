// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/status.h"
#include "util/systemfile.h"

#include <QByteArray>

namespace cm {

// A file created for writing that must not exist yet, written in order and
// closed with the close's error checked (a deferred write error must not
// pass): the data sets' files. Paths are QFile::encodeName() bytes.
// Linux: open(O_CREAT | O_EXCL), write(2), close(2); Windows:
// CreateFileW(CREATE_NEW), WriteFile, CloseHandle. Failures name the path
// and the system's reason: "cannot create PATH: ...", "cannot write PATH: ...".
class NewFile
{
public:
    NewFile() = default;

    // `mode`: the new file's permissions (less the umask; Linux only).
    static Status create(const QByteArray &path, NewFile *file, unsigned int mode = 0644);
    // The null device (/dev/null, NUL) instead: what producers of content
    // are timed against, with the drive out of the way.
    static Status openNullDevice(NewFile *file);

    // All of it, or a failure.
    Status write(const char *data, qint64 size);
    // All of it at `offset`: pieces of one file that several threads write at once.
    Status writeAt(const char *data, qint64 size, qint64 offset);
    // The written data on the drive (fdatasync, FlushFileBuffers).
    Status flush();
    Status close();

    const QByteArray &path() const { return m_path; }

private:
    QByteArray m_path;
    SystemFile m_file;
};

// Creates the folder `path`, which must not exist: "cannot create folder PATH: ...".
// `mode`: its permissions (less the umask; Linux only).
Status makeFolder(const QByteArray &path, unsigned int mode = 0755);

// Removes the file `path` that this program made (a link at its end is
// removed, never followed); a file that is gone already is no failure.
Status removeFile(const QByteArray &path);

// Sets the owner's part of the permissions of the folder `path` to
// `ownerBits` (within 0700), the rest as they are; nothing on Windows.
Status setOwnerAccess(const QByteArray &path, unsigned int ownerBits);

} // namespace cm
