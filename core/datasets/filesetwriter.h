#pragma once

#include "datasets/datasetmanifest.h"
#include "util/cancellation.h"
#include "util/status.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <functional>

namespace cm {

class NewFile;

// One file of a generated data set: where it goes and how big it is.
struct PlannedFile
{
    QByteArray relativePath;
    qint64 bytes = 0;
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

// The failure a producer or writer returns when generation was cancelled.
Status cancelledStatus();

// Produces the exact content of planned file number `index`.
using ContentFunction = std::function<QByteArray(qsizetype index, const PlannedFile &file)>;

// Writes the exact content of planned file number `index` into `sink`, in
// as many blocks as it likes; for files too big to hold in memory.
using FileProducer = std::function<Status(qsizetype index, const PlannedFile &file, FileSink &sink)>;

// Writes planned files into a new folder, producing content on all cores
// (Qt Concurrent) while the drive is the bottleneck, then measures the
// compressibility of a sample into the manifest. Cleans up after itself on
// failure or cancel.
Status writeFileSet(const QString &folder, const QList<PlannedFile> &files, const ContentFunction &content,
                    const Cancellation &cancel, DataSetManifest *manifest);

// The same with streamed content. `folders` (relative paths) are created
// too, even when no file lands in them: a copied tree keeps its empty folders.
Status writeStreamedFileSet(const QString &folder, const QList<PlannedFile> &files, const FileProducer &produce,
                            const Cancellation &cancel, DataSetManifest *manifest,
                            const QList<QByteArray> &folders = {});

} // namespace cm
