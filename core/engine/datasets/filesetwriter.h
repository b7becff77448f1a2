// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/datasetmanifest.h"
#include "util/cancellation.h"
#include "util/status.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <functional>

namespace cm {

class NewFile;

// One file of a generated data set: where it goes, how big it is, and who
// may read it (a copied tree keeps its files' permissions, less set-user-ID
// and set-group-ID and the umask, as cp -r does).
struct PlannedFile
{
    QByteArray relativePath;
    qint64 bytes = 0;
    unsigned int mode = 0644;
};

// A folder of a copied tree: made even when no file lands in it, with its
// permissions kept ("" is the data set's own folder).
struct PlannedFolder
{
    QByteArray relativePath;
    unsigned int mode = 0755;
};

// Where a producer puts one file's content, block by block. Writes in
// pieces of at most a MiB and stops at the first piece after a cancel, so
// even a large file on a slow drive stops within a fraction of a second.
class FileSink
{
public:
    FileSink(NewFile &file, const Cancellation &cancel);

    // Appends to the file; fails when cancelled or when the write fails
    // (a full drive: "No space left on device"). A producer returns the failure.
    Status write(const char *data, qint64 size);
    Status write(const QByteArray &data) { return write(data.constData(), data.size()); }

    // For producers that work long between writes (encoding a picture).
    bool isCancelled() const { return m_cancel.isRequested(); }
    qint64 bytesWritten() const { return m_written; }

private:
    NewFile &m_file;
    const Cancellation &m_cancel;
    qint64 m_written = 0;
};

// Produces the exact content of planned file number `index`.
using ContentFunction = std::function<QByteArray(qsizetype index, const PlannedFile &file)>;

// Writes the exact content of planned file number `index` into `sink`, in
// as many blocks as it likes; for files too big to hold in memory.
using FileProducer = std::function<Status(qsizetype index, const PlannedFile &file, FileSink &sink)>;

// Writes planned files into a new folder, producing content on all cores
// (Qt Concurrent) while the drive is the bottleneck, then measures the
// compressibility of a sample into the manifest. Cleans up after itself on
// failure or cancel. The new folder is held while it is written
// (HeldFolder): whoever can write beside it cannot lead a file elsewhere.
Status writeFileSet(const QString &folder, const QList<PlannedFile> &files, const ContentFunction &content,
                    const Cancellation &cancel, DataSetManifest *manifest);

// The same with streamed content. `folders` are created too, even when no
// file lands in them, and get their permissions once everything in them is
// written (until then only the owner may enter them): a copied tree keeps
// its empty folders and who may read them.
Status writeStreamedFileSet(const QString &folder, const QList<PlannedFile> &files, const FileProducer &produce,
                            const Cancellation &cancel, DataSetManifest *manifest,
                            const QList<PlannedFolder> &folders = {});

} // namespace cm
