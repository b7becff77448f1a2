#pragma once

#include "copy/copier.h"
#include "fs/treewalk.h"

#include <QByteArray>

#include <functional>

namespace cm {

struct FileCopyOptions
{
    qint64 blockBytes = 1024 * 1024;
    bool directReads = false; // O_DIRECT on the source, into an aligned buffer
};

// Copies one regular file block by block into a new file, counting bytes
// as they land and stopping between blocks on cancel. The serial and the
// parallel copier share it, so they differ only in how many run at once.
Status copyFileContents(const QByteArray &from, const QByteArray &to, qint64 fileBytes, const FileCopyOptions &options,
                        TransferCounters &counters, const Cancellation &cancel);

// Copies `length` bytes at `offset` between two open files with pread and
// pwrite: one piece of a big file that several threads copy at once.
// `from` and `to` only name the files in messages.
Status copyFileRange(int sourceFd, int targetFd, qint64 offset, qint64 length, const FileCopyOptions &options,
                     TransferCounters &counters, const Cancellation &cancel, const QByteArray &from, const QByteArray &to);

// A copy being written: removed when the object goes unless it was
// completed, so that a failed or cancelled copy leaves no file that looks
// like data.
class PartialCopy
{
public:
    explicit PartialCopy(const QByteArray &path) : m_path(path) {}
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

// Failure messages of the copiers, naming the path and errno's text.
Status copyFailure(const char *what, const QByteArray &path);
Status copyCancelled();

} // namespace cm
