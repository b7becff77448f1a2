#include "filesetwriter.h"

#include "datasets/compressibility.h"
#include "fs/newfile.h"
#include "fs/saferemove.h"
#include "util/firstfailure.h"
#include "util/parallelfor.h"

#include <QDir>
#include <QFile>
#include <QSet>

#include <algorithm>

namespace cm {
namespace {

// Small enough that a cancel waits for at most one piece on a slow drive.
constexpr qint64 WritePieceBytes = 1024 * 1024;

Status createFolders(const QByteArray &root, const QList<QByteArray> &paths, qint64 *folders)
{
    // Every folder above each path; a path ending in '/' is a folder itself.
    QSet<QByteArray> created;
    for (const QByteArray &relativePath : paths) {
        qsizetype slash = relativePath.indexOf('/');
        while (slash >= 0) {
            const QByteArray folder = relativePath.left(slash);
            if (!folder.isEmpty() && !created.contains(folder)) {
                if (Status status = makeFolder(root + '/' + folder); !status)
                    return status;
                created.insert(folder);
            }
            slash = relativePath.indexOf('/', slash + 1);
        }
    }
    *folders = created.size();
    return Status::ok();
}

Status writeOneFile(const QByteArray &path, qsizetype index, const PlannedFile &file, const FileProducer &produce,
                    const Cancellation &cancel)
{
    NewFile out;
    if (Status status = NewFile::create(path, &out); !status)
        return status;
    FileSink sink(out, cancel);
    if (Status status = produce(index, file, sink); !status)
        return status;
    if (sink.bytesWritten() != file.bytes)
        return Status::failure(QStringLiteral("%1: produced %2 bytes instead of %3")
                                   .arg(QFile::decodeName(path)).arg(sink.bytesWritten()).arg(file.bytes));
    return out.close();
}

} // namespace

FileSink::FileSink(NewFile &file, const Cancellation &cancel)
    : m_file(file)
    , m_cancel(cancel)
{
}

Status FileSink::write(const char *data, qint64 size)
{
    for (qint64 offset = 0; offset < size; offset += WritePieceBytes) {
        if (m_cancel.isRequested())
            return cancelledStatus();
        const qint64 piece = std::min(WritePieceBytes, size - offset);
        if (Status status = m_file.write(data + offset, piece); !status)
            return status;
        m_written += piece;
    }
    return Status::ok();
}

Status cancelledStatus()
{
    return Status::failure(QStringLiteral("cancelled"));
}

Status writeFileSet(const QString &folder, const QList<PlannedFile> &files, const ContentFunction &content,
                    const Cancellation &cancel, DataSetManifest *manifest)
{
    const FileProducer produce = [&content](qsizetype index, const PlannedFile &file, FileSink &sink) {
        if (sink.isCancelled())
            return cancelledStatus();
        return sink.write(content(index, file));
    };
    return writeStreamedFileSet(folder, files, produce, cancel, manifest);
}

Status writeStreamedFileSet(const QString &folder, const QList<PlannedFile> &files, const FileProducer &produce,
                            const Cancellation &cancel, DataSetManifest *manifest, const QList<QByteArray> &folders)
{
    const QByteArray root = QFile::encodeName(QDir::cleanPath(folder));
    if (Status status = makeFolder(root); !status)
        return status;

    QList<QByteArray> paths;
    paths.reserve(files.size() + folders.size());
    for (const QByteArray &relativeFolder : folders)
        paths.append(relativeFolder + '/');
    for (const PlannedFile &file : files)
        paths.append(file.relativePath);
    qint64 createdFolders = 0;
    Status status = cancel.isRequested() ? cancelledStatus() : createFolders(root, paths, &createdFolders);

    if (status) {
        FirstFailure failure;
        parallelFor(files.size(), [&](qsizetype index) {
            if (cancel.isRequested() || failure.isSet())
                return;
            const PlannedFile &file = files[index];
            failure.record(writeOneFile(root + '/' + file.relativePath, index, file, produce, cancel));
        });
        status = failure.get();
    }
    if (status && cancel.isRequested())
        status = cancelledStatus();

    CompressionRatios ratios;
    if (status)
        status = sampleCompressibility(root, files, DefaultSampleBytes, &ratios);
    if (!status) {
        removeTreeNoFollow(root);
        return status;
    }

    manifest->files = files.size();
    manifest->folders = createdFolders;
    manifest->bytes = 0;
    manifest->largestFileBytes = 0;
    manifest->smallestFileBytes = files.isEmpty() ? 0 : files.first().bytes;
    for (const PlannedFile &file : files) {
        manifest->bytes += file.bytes;
        manifest->largestFileBytes = std::max(manifest->largestFileBytes, file.bytes);
        manifest->smallestFileBytes = std::min(manifest->smallestFileBytes, file.bytes);
    }
    manifest->zstdRatio = ratios.zstd;
    manifest->lz4Ratio = ratios.lz4;
    manifest->sampleBytes = ratios.sampleBytes;
    return Status::ok();
}

} // namespace cm
