// SPDX-License-Identifier: GPL-3.0-or-later
#include "filesetwriter.h"

#include "datasets/compressibility.h"
#include "fs/heldfolder.h"
#include "fs/newfile.h"
#include "fs/saferemove.h"
#include "util/firstfailure.h"
#include "system/parallelfor.h"
#include "util/shownpath.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QSet>

#include <algorithm>

namespace cm {
namespace {

// Small enough that a cancel waits for at most one piece on a slow drive.
constexpr qint64 WritePieceBytes = 1024 * 1024;

// Permissions only, never set-user-ID, set-group-ID or sticky.
constexpr unsigned int PermissionBits = 0777;

// The mode a folder is made with: its own, or the owner's full use while
// it is filled when its own lacks any of that (set after, keepFolderModes()).
unsigned int makingMode(unsigned int mode)
{
    return (mode & PermissionBits) | 0700;
}

Status createFolders(const QByteArray &root, const QList<QByteArray> &paths,
                     const QHash<QByteArray, unsigned int> &modes, qint64 *folders)
{
    // Every folder above each path; a path ending in '/' is a folder itself.
    QSet<QByteArray> created;
    for (const QByteArray &relativePath : paths) {
        qsizetype slash = relativePath.indexOf('/');
        while (slash >= 0) {
            const QByteArray folder = relativePath.left(slash);
            if (!folder.isEmpty() && !created.contains(folder)) {
                if (Status status = makeFolder(root + '/' + folder, makingMode(modes.value(folder, 0755))); !status)
                    return status;
                created.insert(folder);
            }
            slash = relativePath.indexOf('/', slash + 1);
        }
    }
    *folders = created.size();
    return Status::ok();
}

// Takes away from the owner what its folders' own modes do not give, once
// they are filled; the deepest first, so that each is still reachable.
Status keepFolderModes(const QByteArray &root, QList<PlannedFolder> folders)
{
    std::sort(folders.begin(), folders.end(), [](const PlannedFolder &a, const PlannedFolder &b) {
        return a.relativePath.count('/') + !a.relativePath.isEmpty()
            > b.relativePath.count('/') + !b.relativePath.isEmpty();
    });
    for (const PlannedFolder &folder : std::as_const(folders)) {
        if ((folder.mode & 0700) == 0700)
            continue;
        const QByteArray path = folder.relativePath.isEmpty() ? root : root + '/' + folder.relativePath;
        if (Status status = setOwnerAccess(path, folder.mode & 0700); !status)
            return status;
    }
    return Status::ok();
}

// A data set that failed half written is removed; a removal that fails
// too is said with the first failure, as the folder stays behind.
Status removedAfter(const Status &failure, const QByteArray &root)
{
    if (Status removed = removeTreeNoFollow(root); !removed)
        return Status::failure(failure.message() + QStringLiteral("; ") + removed.message());
    return failure;
}

Status writeOneFile(const QByteArray &path, qsizetype index, const PlannedFile &file, const FileProducer &produce,
                    const Cancellation &cancel)
{
    NewFile out;
    if (Status status = NewFile::create(path, &out, file.mode & PermissionBits); !status)
        return status;
    FileSink sink(out, cancel);
    if (Status status = produce(index, file, sink); !status)
        return status;
    if (sink.bytesWritten() != file.bytes)
        return Status::failure(QStringLiteral("%1: produced %2 bytes instead of %3")
                                   .arg(shownPath(QFile::decodeName(path)), QString::number(sink.bytesWritten()),
                                        QString::number(file.bytes)));
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
            return Status::cancelled();
        const qint64 piece = std::min(WritePieceBytes, size - offset);
        if (Status status = m_file.write(data + offset, piece); !status)
            return status;
        m_written += piece;
    }
    return Status::ok();
}

Status writeFileSet(const QString &folder, const QList<PlannedFile> &files, const ContentFunction &content,
                    const Cancellation &cancel, DataSetManifest *manifest)
{
    const FileProducer produce = [&content](qsizetype index, const PlannedFile &file, FileSink &sink) {
        if (sink.isCancelled())
            return Status::cancelled();
        return sink.write(content(index, file));
    };
    return writeStreamedFileSet(folder, files, produce, cancel, manifest);
}

Status writeStreamedFileSet(const QString &folder, const QList<PlannedFile> &files, const FileProducer &produce,
                            const Cancellation &cancel, DataSetManifest *manifest, const QList<PlannedFolder> &folders)
{
    const QByteArray root = QFile::encodeName(QDir::cleanPath(folder));
    QHash<QByteArray, unsigned int> modes;
    QList<QByteArray> paths;
    paths.reserve(files.size() + folders.size());
    for (const PlannedFolder &planned : folders) {
        modes.insert(planned.relativePath, planned.mode);
        if (!planned.relativePath.isEmpty())
            paths.append(planned.relativePath + '/');
    }
    for (const PlannedFile &file : files)
        paths.append(file.relativePath);
    if (Status status = makeFolder(root, makingMode(modes.value(QByteArray(), 0755))); !status)
        return status;
    HeldFolder held;
    if (Status status = holdNewFolder(root, &held); !status)
        return removedAfter(status, root);
    qint64 createdFolders = 0;
    Status status = cancel.isRequested() ? Status::cancelled() : createFolders(root, paths, modes, &createdFolders);

    if (status) {
        FirstFailure failure;
        // Threads refused only slow the writing down: every file is written.
        static_cast<void>(parallelFor(files.size(), [&](qsizetype index) {
            if (cancel.isRequested() || failure.isSet())
                return;
            const PlannedFile &file = files[index];
            failure.record(writeOneFile(root + '/' + file.relativePath, index, file, produce, cancel));
        }));
        status = failure.get();
    }
    if (status && cancel.isRequested())
        status = Status::cancelled();

    CompressionRatios ratios;
    if (status)
        status = sampleCompressibility(root, files, DefaultSampleBytes, &ratios);
    if (status)
        status = keepFolderModes(root, folders);
    if (!status)
        return removedAfter(status, root);

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
