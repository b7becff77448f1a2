// SPDX-License-Identifier: GPL-3.0-or-later
#include "operationstep.h"

#include "archive/tararchive.h"
#include "bench/randomreads.h"
#include "copy/filecopy.h"
#include "copy/kernelcopier.h"
#include "fs/newfile.h"
#include "fs/saferemove.h"
#include "fs/syncfilesystem.h"
#include "fs/treewalk.h"
#include "util/shownpath.h"

#include <QFile>

#include <initializer_list>

namespace cm {
namespace {

QByteArray native(const QString &path)
{
    return QFile::encodeName(path);
}

Status removeAll(std::initializer_list<QString> folders)
{
    Status result = Status::ok();
    for (const QString &folder : folders) {
        const Status status = removeTreeNoFollow(native(folder));
        if (result && !status)
            result = status;
    }
    return result;
}

QString archivePath(const StepFolders &folders)
{
    return folders.driveScratch + QStringLiteral("/data.tar");
}

// All regular files below `folder`, one after another, into the new file
// `joined`: the same bytes as one big file.
Status joinFiles(const QString &folder, const QString &joined, const Cancellation &cancel)
{
    NewFile out;
    if (Status status = NewFile::create(native(joined), &out); !status)
        return status;
    const QByteArray root = native(folder);
    const Status joinedAll = walkTree(root, [&](const TreeEntry &entry) {
        if (cancel.isRequested())
            return Status::cancelled();
        if (entry.type != TreeEntry::Type::RegularFile)
            return Status::ok();
        QFile in(QFile::decodeName(joinPath(root, entry.relativePath)));
        if (!in.open(QIODevice::ReadOnly))
            return Status::failure(
                QStringLiteral("cannot open %1: %2").arg(shownPath(in.fileName()), in.errorString()));
        while (!in.atEnd()) {
            const QByteArray block = in.read(1024 * 1024);
            if (block.isEmpty() && in.error() != QFileDevice::NoError)
                return Status::failure(
                    QStringLiteral("cannot read %1: %2").arg(shownPath(in.fileName()), in.errorString()));
            if (Status status = out.write(block.constData(), block.size()); !status)
                return status;
        }
        return Status::ok();
    });
    return joinedAll ? out.close() : joinedAll;
}

// Copies without timing it, as fast as the kernel can (for set-ups).
Status stage(const QString &from, const QString &to, const Cancellation &cancel)
{
    TransferCounters ignored;
    return KernelCopier(8 * 1024 * 1024).copyTree(native(from), native(to), ignored, cancel);
}

// Drive -> RAM disk, with the chosen copier.
class ReadStep : public OperationStep
{
public:
    using OperationStep::OperationStep;
    QString readFolder() const override { return m_folders.dataSet; }
    Status run(TransferCounters &counters) override
    {
        return m_copier.copyTree(native(m_folders.dataSet), native(m_folders.ramFolder), counters, m_cancel);
    }
    bool countsAsItRuns() const override { return m_copier.countsAsItCopies(); }
    QString copyFolder() const override { return m_copier.writesCopy() ? m_folders.ramFolder : QString(); }
    Status tearDown() override { return removeAll({m_folders.ramFolder}); }
};

// RAM disk -> drive, durable: the data set is staged on the RAM disk first.
class WriteStep : public OperationStep
{
public:
    using OperationStep::OperationStep;
    Status setUp() override { return stage(m_folders.dataSet, m_folders.ramFolder, m_cancel); }
    Status run(TransferCounters &counters) override
    {
        const Status copied
            = m_copier.copyTree(native(m_folders.ramFolder), native(m_folders.driveScratch), counters, m_cancel);
        return copied ? syncFilesystemOf(m_folders.dataSet) : copied;
    }
    bool countsAsItRuns() const override { return m_copier.countsAsItCopies(); }
    QString copyFolder() const override { return m_folders.driveScratch; }
    QString writtenFolder() const override { return m_folders.driveScratch; }
    Status tearDown() override { return removeAll({m_folders.driveScratch, m_folders.ramFolder}); }
};

// Within the drive, durable (article 004's cp -rp).
class CopyStep : public OperationStep
{
public:
    using OperationStep::OperationStep;
    QString readFolder() const override { return m_folders.dataSet; }
    Status run(TransferCounters &counters) override
    {
        const Status copied
            = m_copier.copyTree(native(m_folders.dataSet), native(m_folders.driveScratch), counters, m_cancel);
        return copied ? syncFilesystemOf(m_folders.dataSet) : copied;
    }
    bool countsAsItRuns() const override { return m_copier.countsAsItCopies(); }
    QString copyFolder() const override { return m_folders.driveScratch; }
    QString writtenFolder() const override { return m_folders.driveScratch; }
    Status tearDown() override { return removeAll({m_folders.driveScratch}); }
};

// Removing a copy of the data set from the drive, durable. The copy is
// made and flushed untimed; the bytes and files counted are what was removed.
class DeleteStep : public OperationStep
{
public:
    using OperationStep::OperationStep;
    Status setUp() override
    {
        const Status staged = stage(m_folders.dataSet, m_folders.driveScratch, m_cancel);
        return staged ? syncFilesystemOf(m_folders.dataSet) : staged;
    }
    QString readFolder() const override { return m_folders.driveScratch; }
    Status run(TransferCounters &counters) override
    {
        const Status counted = walkTree(native(m_folders.driveScratch), [&](const TreeEntry &entry) {
            if (entry.type == TreeEntry::Type::RegularFile) {
                counters.bytes.fetch_add(entry.bytes, std::memory_order_relaxed);
                counters.files.fetch_add(1, std::memory_order_relaxed);
            }
            return Status::ok();
        });
        if (!counted)
            return counted;
        const Status removed = removeTreeNoFollow(native(m_folders.driveScratch));
        return removed ? syncFilesystemOf(m_folders.dataSet) : removed;
    }
    // Everything is counted before the first file goes.
    bool countsAsItRuns() const override { return false; }
    Status tearDown() override { return removeAll({m_folders.driveScratch}); }
};

// The data set into one tar file on the drive, durable.
class PackStep : public OperationStep
{
public:
    using OperationStep::OperationStep;
    Status setUp() override { return makeFolder(native(m_folders.driveScratch)); }
    QString readFolder() const override { return m_folders.dataSet; }
    Status run(TransferCounters &counters) override
    {
        return TarArchive::pack(native(m_folders.dataSet), native(archivePath(m_folders)), counters, m_cancel);
    }
    QString writtenFolder() const override { return m_folders.driveScratch; }
    Status tearDown() override { return removeAll({m_folders.driveScratch}); }
};

// The tar file, packed and flushed untimed, extracted beside it, durable.
class UnpackStep : public OperationStep
{
public:
    using OperationStep::OperationStep;
    Status setUp() override
    {
        TransferCounters ignored;
        Status status = makeFolder(native(m_folders.driveScratch));
        if (status)
            status = TarArchive::pack(native(m_folders.dataSet), native(archivePath(m_folders)), ignored, m_cancel);
        return status;
    }
    QString readFolder() const override { return m_folders.driveScratch; }
    Status run(TransferCounters &counters) override
    {
        const Status unpacked
            = TarArchive::unpack(native(archivePath(m_folders)), native(extractedPath()), counters, m_cancel);
        return unpacked ? syncFilesystemOf(m_folders.dataSet) : unpacked;
    }
    QString copyFolder() const override { return extractedPath(); }
    QString writtenFolder() const override { return extractedPath(); }
    Status tearDown() override { return removeAll({m_folders.driveScratch}); }

private:
    QString extractedPath() const { return m_folders.driveScratch + QStringLiteral("/extracted"); }
};

// Reads of one file holding the data set's bytes (joined untimed): the
// drive's own limits.
class JoinedFileStep : public OperationStep
{
public:
    using OperationStep::OperationStep;
    Status setUp() override
    {
        Status status = makeFolder(native(m_folders.driveScratch));
        if (status)
            status = joinFiles(m_folders.dataSet, joinedPath(), m_cancel);
        return status ? syncFilesystemOf(m_folders.dataSet) : status;
    }
    QString readFolder() const override { return m_folders.driveScratch; }
    Status tearDown() override { return removeAll({m_folders.driveScratch}); }

protected:
    QString joinedPath() const { return m_folders.driveScratch + QStringLiteral("/joined.bin"); }
};

// 4 KiB random reads of the joined file at one queue depth.
class RandomReadStep : public JoinedFileStep
{
public:
    RandomReadStep(int queueDepth, const StepFolders &folders, const Copier &copier, const Cancellation &cancel)
        : JoinedFileStep(folders, copier, cancel)
        , m_queueDepth(queueDepth)
    {
    }
    Status run(TransferCounters &counters) override
    {
        return randomReads(joinedPath(), m_queueDepth, MaximumReads, ReadOrderSeed, counters, m_cancel);
    }

private:
    static constexpr qint64 MaximumReads = 16384; // 64 MiB of reads
    static constexpr quint64 ReadOrderSeed = 4096;
    int m_queueDepth;
};

// The joined file read from start to end with O_DIRECT: what the drive
// delivers to a reader that asks it for large blocks, a few at a time, as
// fio's sequential read does.
class SequentialReadStep : public JoinedFileStep
{
public:
    using JoinedFileStep::JoinedFileStep;
    Status run(TransferCounters &counters) override
    {
        return sequentialReads(joinedPath(), QueueDepth, BlockBytes, counters, m_cancel);
    }

private:
    static constexpr int QueueDepth = 4;
    static constexpr qint64 BlockBytes = 1024 * 1024;
};

} // namespace

std::unique_ptr<OperationStep> OperationStep::make(Operation operation, const StepFolders &folders,
                                                   const Copier &copier, const Cancellation &cancel)
{
    switch (operation) {
    case Operation::Read:
        return std::unique_ptr<OperationStep>(new ReadStep(folders, copier, cancel));
    case Operation::Write:
        return std::unique_ptr<OperationStep>(new WriteStep(folders, copier, cancel));
    case Operation::Copy:
        return std::unique_ptr<OperationStep>(new CopyStep(folders, copier, cancel));
    case Operation::Delete:
        return std::unique_ptr<OperationStep>(new DeleteStep(folders, copier, cancel));
    case Operation::Pack:
        return std::unique_ptr<OperationStep>(new PackStep(folders, copier, cancel));
    case Operation::Unpack:
        return std::unique_ptr<OperationStep>(new UnpackStep(folders, copier, cancel));
    case Operation::SmallFiles:
        return std::unique_ptr<OperationStep>(new ReadStep(folders, copier, cancel));
    case Operation::RandomReadsDepth1:
        return std::unique_ptr<OperationStep>(new RandomReadStep(1, folders, copier, cancel));
    case Operation::RandomReadsDepth32:
        return std::unique_ptr<OperationStep>(new RandomReadStep(32, folders, copier, cancel));
    case Operation::SequentialDirect:
        return std::unique_ptr<OperationStep>(new SequentialReadStep(folders, copier, cancel));
    }
    return nullptr;
}

} // namespace cm
