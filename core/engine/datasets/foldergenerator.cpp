// SPDX-License-Identifier: GPL-3.0-or-later
#include "foldergenerator.h"

#include "datasets/filesetwriter.h"
#include "datasets/foldersize.h"
#include "datasets/treecopy.h"
#include "fs/resolvedfolder.h"
#include "fs/treewalk.h"

#include <QFile>

namespace cm {

FolderGenerator::FolderGenerator(const QString &sourceFolder)
    : m_source(sourceFolder)
{
}

QString FolderGenerator::kind() const
{
    return folderKind(m_source);
}

Status FolderGenerator::generate(const DataSetSpec &spec, const QString &folder, const Cancellation &cancel,
                                 DataSetManifest *manifest) const
{
    *manifest = DataSetManifest::of(kind(), spec.seed);

    QByteArray root;
    if (Status status = resolveFolder(m_source, &root); !status)
        return status;
    if (Status status = checkFolderDataSource(QFile::decodeName(root)); !status)
        return status;
    QList<PlannedFile> files;
    QList<QByteArray> sources;
    QList<PlannedFolder> folders;
    const Status walked = walkTree(
        root,
        [&](const TreeEntry &entry) {
            if (cancel.isRequested())
                return Status::cancelled();
            // Who may read each file and folder stays as it was (Linux).
            const unsigned int mode = entry.permissions;
            if (entry.relativePath.isEmpty()) {
                if (mode != 0)
                    folders.append(PlannedFolder{QByteArray(), mode});
                return Status::ok();
            }
            const QByteArray path = joinPath(root, entry.relativePath);
            switch (entry.type) {
            case TreeEntry::Type::Directory:
                folders.append(mode != 0 ? PlannedFolder{entry.relativePath, mode} : PlannedFolder{entry.relativePath});
                break;
            case TreeEntry::Type::RegularFile:
                if (const QString why = unreadableReason(path); !why.isEmpty()) {
                    manifest->noteSkipped(QFile::decodeName(entry.relativePath), why);
                } else {
                    files.append(mode != 0 ? PlannedFile{entry.relativePath, entry.bytes, mode}
                                           : PlannedFile{entry.relativePath, entry.bytes});
                    sources.append(path);
                }
                break;
            case TreeEntry::Type::Other:
                manifest->noteSkipped(QFile::decodeName(entry.relativePath),
                                      entry.otherFilesystem ? QStringLiteral("another filesystem mounted here")
                                                            : specialEntryReason(path));
                break;
            }
            return Status::ok();
        },
        Mounts::Stay);
    if (!walked)
        return walked;

    const FileProducer copy = [&sources](qsizetype index, const PlannedFile &file, FileSink &sink) {
        return copyFileInto(sources[index], file.bytes, sink);
    };
    return writeStreamedFileSet(folder, files, copy, cancel, manifest, folders);
}

// Every folder and regular file below the folder, on its filesystem: an
// upper bound, as unreadable files are left out of the copy.
Status FolderGenerator::footprint(const DataSetSpec &, const Cancellation &cancel, DataSetFootprint *footprint) const
{
    *footprint = DataSetFootprint{};
    QByteArray root;
    if (Status status = resolveFolder(m_source, &root); !status)
        return status;
    return walkTree(
        root,
        [&](const TreeEntry &entry) {
            if (cancel.isRequested())
                return Status::cancelled();
            if (entry.type != TreeEntry::Type::Other)
                footprint->add(entry.relativePath);
            return Status::ok();
        },
        Mounts::Stay);
}

} // namespace cm
