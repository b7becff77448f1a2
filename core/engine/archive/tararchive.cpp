// SPDX-License-Identifier: GPL-3.0-or-later
#include "tararchive.h"

#include "archive/archivenames.h"
#include "copy/filecopy.h"
#include "fs/filereader.h"
#include "fs/newfile.h"
#include "fs/treewalk.h"
#include "util/shownpath.h"

#include <QFile>

#include <archive.h>
#include <archive_entry.h>

#include <memory>

namespace cm::TarArchive {
namespace {

constexpr size_t BlockBytes = 1024 * 1024;

using Archive = std::unique_ptr<archive, int (*)(archive *)>;
using Entry = std::unique_ptr<archive_entry, void (*)(archive_entry *)>;

Status archiveFailure(archive *handle, const char *what, const QByteArray &path)
{
    return Status::failure(QStringLiteral("%1 %2: %3")
                               .arg(QLatin1String(what), shownPath(QFile::decodeName(path)),
                                    QString::fromLocal8Bit(archive_error_string(handle))));
}

Status addFile(archive *writer, const QByteArray &path, const TreeEntry &entry, char *buffer,
               TransferCounters &counters, const Cancellation &cancel, const QByteArray &archivePath)
{
    FileReader source;
    if (Status status = FileReader::open(path, &source, FileReader::Mode::Sequential); !status)
        return status;
    Entry header(archive_entry_new(), archive_entry_free);
    setName(header.get(), entry.relativePath);
    archive_entry_set_filetype(header.get(), AE_IFREG);
    archive_entry_set_perm(header.get(), 0644);
    archive_entry_set_size(header.get(), entry.bytes);
    if (archive_write_header(writer, header.get()) != ARCHIVE_OK)
        return archiveFailure(writer, "cannot write to", archivePath);
    for (qint64 offset = 0;;) {
        if (cancel.isRequested())
            return Status::cancelled();
        qint64 got = 0;
        if (Status status = source.readAt(buffer, BlockBytes, offset, &got); !status)
            return status;
        if (got == 0)
            break;
        if (archive_write_data(writer, buffer, size_t(got)) != got)
            return archiveFailure(writer, "cannot write to", archivePath);
        offset += got;
        counters.bytes.fetch_add(got, std::memory_order_relaxed);
    }
    counters.files.fetch_add(1, std::memory_order_relaxed);
    return Status::ok();
}

Status addFolder(archive *writer, const TreeEntry &entry, const QByteArray &archivePath)
{
    Entry header(archive_entry_new(), archive_entry_free);
    setName(header.get(), entry.relativePath);
    archive_entry_set_filetype(header.get(), AE_IFDIR);
    archive_entry_set_perm(header.get(), 0755);
    if (archive_write_header(writer, header.get()) != ARCHIVE_OK)
        return archiveFailure(writer, "cannot write to", archivePath);
    return Status::ok();
}

// Where libarchive writes a new archive: a file created exclusively, flushed
// to the drive and closed with its errors checked.
struct ArchiveFile
{
    NewFile file;
    Status status = Status::ok(); // the first failure to write

    static la_ssize_t write(archive *, void *self, const void *bytes, size_t size)
    {
        auto *out = static_cast<ArchiveFile *>(self);
        out->status = out->file.write(static_cast<const char *>(bytes), qint64(size));
        return out->status ? la_ssize_t(size) : -1;
    }
};

// A name that stays below the folder it is extracted into.
bool isSafeName(const QByteArray &name)
{
    if (name.isEmpty() || name.startsWith('/'))
        return false;
    for (const QByteArray &part : name.split('/'))
        if (part == "..")
            return false;
    return true;
}

// The data of the entry `reader` stands at, into the new file `target`.
Status extractFile(archive *reader, const QByteArray &archivePath, const QByteArray &target, TransferCounters &counters)
{
    NewFile file;
    if (Status status = NewFile::create(target, &file); !status)
        return status;
    PartialCopy partial(target);
    const void *block = nullptr;
    size_t size = 0;
    la_int64_t offset = 0;
    int read = ARCHIVE_OK;
    while ((read = archive_read_data_block(reader, &block, &size, &offset)) == ARCHIVE_OK) {
        if (Status status = file.writeAt(static_cast<const char *>(block), qint64(size), offset); !status)
            return status;
        counters.bytes.fetch_add(qint64(size), std::memory_order_relaxed);
    }
    if (read != ARCHIVE_EOF)
        return archiveFailure(reader, "cannot read", archivePath);
    if (Status status = file.close(); !status)
        return status;
    partial.complete();
    return Status::ok();
}

} // namespace

Status pack(const QByteArray &from, const QByteArray &archivePath, TransferCounters &counters,
            const Cancellation &cancel)
{
    ArchiveFile out;
    if (Status status = NewFile::create(archivePath, &out.file); !status)
        return status;
    PartialCopy partial(archivePath);
    Archive writer(archive_write_new(), archive_write_free);
    archive_write_set_format_pax_restricted(writer.get());
    archive_write_set_bytes_in_last_block(writer.get(), 1);
    if (archive_write_open(writer.get(), &out, nullptr, &ArchiveFile::write, nullptr) != ARCHIVE_OK)
        return archiveFailure(writer.get(), "cannot create", archivePath);
    const std::unique_ptr<char[]> buffer(new char[BlockBytes]);
    Status status = walkTree(from, [&](const TreeEntry &entry) {
        if (cancel.isRequested())
            return Status::cancelled();
        if (entry.relativePath.isEmpty())
            return Status::ok(); // the root itself
        if (entry.type == TreeEntry::Type::Directory)
            return addFolder(writer.get(), entry, archivePath);
        if (entry.type == TreeEntry::Type::RegularFile)
            return addFile(writer.get(), joinPath(from, entry.relativePath), entry, buffer.get(), counters, cancel,
                           archivePath);
        return Status::ok();
    });
    if (status && archive_write_close(writer.get()) != ARCHIVE_OK)
        status = archiveFailure(writer.get(), "cannot finish", archivePath);
    if (!out.status)
        return out.status; // the system's reason, not libarchive's retelling of it
    if (status)
        status = out.file.flush();
    if (status)
        status = out.file.close();
    if (status)
        partial.complete();
    return status;
}

Status unpack(const QByteArray &archivePath, const QByteArray &to, TransferCounters &counters,
              const Cancellation &cancel)
{
    Archive reader(archive_read_new(), archive_read_free);
    archive_read_support_format_tar(reader.get());
    if (openArchive(reader.get(), archivePath, BlockBytes) != ARCHIVE_OK)
        return archiveFailure(reader.get(), "cannot open", archivePath);
    if (Status status = makeFolder(to); !status)
        return status;
    // Written with the program's own files and folders, not libarchive's
    // writer by path: below a workspace the run holds, everything is made
    // beneath it, and a name that exists already is never written over.
    archive_entry *header = nullptr;
    for (;;) {
        if (cancel.isRequested())
            return Status::cancelled();
        const int next = archive_read_next_header(reader.get(), &header);
        if (next == ARCHIVE_EOF)
            break;
        if (next != ARCHIVE_OK)
            return archiveFailure(reader.get(), "cannot read", archivePath);
        const bool regular = archive_entry_filetype(header) == AE_IFREG;
        if (!regular && archive_entry_filetype(header) != AE_IFDIR)
            continue; // only data and folders
        const QByteArray name = nameOf(header);
        if (!isSafeName(name))
            return Status::failure(QStringLiteral("%1 holds an unsafe name: %2")
                                       .arg(QFile::decodeName(archivePath), QFile::decodeName(name)));
        const QByteArray target = joinPath(to, name);
        if (!regular) {
            if (Status status = makeFolder(target); !status)
                return status;
            continue;
        }
        if (Status status = extractFile(reader.get(), archivePath, target, counters); !status)
            return status;
        counters.files.fetch_add(1, std::memory_order_relaxed);
    }
    return Status::ok();
}

} // namespace cm::TarArchive
