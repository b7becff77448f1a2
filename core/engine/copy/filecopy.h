// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "copy/copier.h"
#include "fs/filereader.h"
#include "fs/newfile.h"
#include "fs/treewalk.h"

#include <QByteArray>

#include <functional>
#include <memory>

namespace cm {

struct FileCopyOptions
{
    qint64 blockBytes = 1024 * 1024;
    bool directReads = false; // FileReader::Mode::Direct on the source, into an aligned buffer
};

// The block a copy moves through, aligned for direct reads and kept from file
// to file by one thread. A fresh block for each file cost more than small
// files take to copy: a large allocation is a new mapping, faulted in and
// zeroed page by page (256 pages for 1 MiB), then unmapped again.
class CopyBuffer
{
public:
    // A buffer of at least `wantedBytes` (at least one alignment unit, at
    // most `blockBytes`), its size in `bytes`; null when out of memory.
    // Grows by doubling, so that growing files do not reallocate each time.
    char *reserve(qint64 wantedBytes, qint64 blockBytes, size_t *bytes);

private:
    struct Free
    {
        void operator()(char *buffer) const;
    };
    std::unique_ptr<char, Free> m_buffer;
    size_t m_bytes = 0;
};

// Copies one regular file block by block into a new file, counting bytes
// as they land and stopping between blocks on cancel. The serial and the
// parallel copier share it, so they differ only in how many run at once.
Status copyFileContents(const QByteArray &from, const QByteArray &to, qint64 fileBytes, const FileCopyOptions &options,
                        CopyBuffer &buffer, TransferCounters &counters, const Cancellation &cancel);

// Opens `from` for reading as `options` say and creates `to`, which must
// not exist yet.
Status openCopyFiles(const QByteArray &from, const QByteArray &to, const FileCopyOptions &options, FileReader *source,
                     NewFile *target);

// Copies `length` bytes at `offset` between two open files: one piece of a
// big file that several threads copy at once.
Status copyFileRange(FileReader &source, NewFile &target, qint64 offset, qint64 length, const FileCopyOptions &options,
                     CopyBuffer &buffer, TransferCounters &counters, const Cancellation &cancel);

// A copy being written: removed when the object goes unless it was
// completed, so that a failed or cancelled copy leaves no file that looks
// like data.
class PartialCopy
{
public:
    explicit PartialCopy(const QByteArray &path)
        : m_path(path)
    {
    }
    ~PartialCopy();
    PartialCopy(const PartialCopy &) = delete;
    PartialCopy &operator=(const PartialCopy &) = delete;

    void complete() { m_complete = true; }

private:
    QByteArray m_path;
    bool m_complete = false;
};

using FileCopyFunction = std::function<Status(const QByteArray &from, const QByteArray &to, const TreeEntry &entry)>;

// Walks `from` (each folder before its contents), makes every folder below
// `to` and hands every regular file to `copyFile`. Links and special files
// are not data and are skipped; cancel is checked between entries.
Status copyTreeWith(const QByteArray &from, const QByteArray &to, const Cancellation &cancel,
                    const FileCopyFunction &copyFile);

} // namespace cm
