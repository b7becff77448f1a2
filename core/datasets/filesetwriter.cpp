#include "filesetwriter.h"

#include "fs/filewriter.h"
#include "fs/saferemove.h"

#include <QDir>
#include <QFile>
#include <QMutex>
#include <QSet>
#include <QtConcurrent/QtConcurrentMap>

#include <algorithm>
#include <numeric>

#include <sys/stat.h>

namespace cm {
namespace {

Status createFolders(const QByteArray &root, const QList<PlannedFile> &files, qint64 *folders)
{
    QSet<QByteArray> created;
    for (const PlannedFile &file : files) {
        qsizetype slash = file.relativePath.indexOf('/');
        while (slash >= 0) {
            const QByteArray folder = file.relativePath.left(slash);
            if (!created.contains(folder)) {
                const QByteArray path = root + '/' + folder;
                if (::mkdir(path.constData(), 0755) != 0)
                    return Status::failure(errnoMessage(QStringLiteral("cannot create folder"), QFile::decodeName(path)));
                created.insert(folder);
            }
            slash = file.relativePath.indexOf('/', slash + 1);
        }
    }
    *folders = created.size();
    return Status::ok();
}

} // namespace

Status writeFileSet(const QString &folder, const QList<PlannedFile> &files, const ContentFunction &content,
                    const Cancellation &cancel, DataSetManifest *manifest)
{
    const QByteArray root = QFile::encodeName(QDir::cleanPath(folder));
    if (::mkdir(root.constData(), 0755) != 0)
        return Status::failure(errnoMessage(QStringLiteral("cannot create folder"), folder));

    qint64 folders = 0;
    Status status = createFolders(root, files, &folders);

    QMutex failureLock;
    QList<qsizetype> indexes(files.size());
    std::iota(indexes.begin(), indexes.end(), 0);
    if (status) {
        QtConcurrent::blockingMap(indexes, [&](qsizetype index) {
            if (cancel.isRequested())
                return;
            {
                QMutexLocker locker(&failureLock);
                if (!status)
                    return;
            }
            const PlannedFile &file = files[index];
            const Status written = writeNewFile(root + '/' + file.relativePath, content(index, file));
            if (!written) {
                QMutexLocker locker(&failureLock);
                if (status)
                    status = written;
            }
        });
    }
    if (status && cancel.isRequested())
        status = Status::failure(QStringLiteral("cancelled"));
    if (!status) {
        removeTreeNoFollow(root);
        return status;
    }

    manifest->files = files.size();
    manifest->folders = folders;
    manifest->bytes = 0;
    manifest->largestFileBytes = 0;
    manifest->smallestFileBytes = files.isEmpty() ? 0 : files.first().bytes;
    for (const PlannedFile &file : files) {
        manifest->bytes += file.bytes;
        manifest->largestFileBytes = std::max(manifest->largestFileBytes, file.bytes);
        manifest->smallestFileBytes = std::min(manifest->smallestFileBytes, file.bytes);
    }
    return Status::ok();
}

} // namespace cm
