// SPDX-License-Identifier: GPL-3.0-or-later
// The uring copier beyond what every copier does (copiers_test.cpp,
// copierfaults_test.cpp): more files than its queue holds, files of many
// blocks read while the last ones are written, with buffers they borrow,
// direct reads, the files' physical order, and its own limit on memory for
// any depth.
#include "copy/copierfactory.h"
#include "copy/copyverification.h"
#include "copy/uringcopier.h"
#include "filecontents.h"
#include "tempfolders.h"
#include "util/units.h"

#include <QDir>
#include <QFile>

#include <gtest/gtest.h>

using namespace cm;

namespace {

void skipWithoutUring()
{
    if (const Status available = uringAvailability(); !available)
        GTEST_SKIP() << available.message().toStdString();
}

struct SourceFiles
{
    test::TempFolder folder;
    qint64 bytes = 0;
    qint64 files = 0;

    void add(const QString &path, const QByteArray &content)
    {
        test::writeFile(path, content);
        bytes += content.size();
        ++files;
    }
};

QByteArray pattern(qint64 size, int seed)
{
    QByteArray content(size, Qt::Uninitialized);
    for (qsizetype b = 0; b < content.size(); ++b)
        content[b] = char((b * 31 + seed + b / 4096) & 0xff);
    return content;
}

// Many small files in a few folders, files of a few blocks and one empty file.
struct ManyFiles : SourceFiles
{
    explicit ManyFiles(int smallFiles)
    {
        for (int i = 0; i < smallFiles; ++i) {
            const QString sub = folder.filePath(QStringLiteral("d%1").arg(QString::number(i % 7)));
            QDir().mkpath(sub);
            add(sub + QStringLiteral("/f%1").arg(QString::number(i)), QByteArray::number(i).repeated(1 + i % 1500));
        }
        for (int i = 0; i < 4; ++i)
            add(folder.filePath(QStringLiteral("big%1.bin").arg(QString::number(i))), pattern(3 * MiB + 4097 * i, i));
        add(folder.filePath(QStringLiteral("empty")), QByteArray());
    }
};

// Files that end just before, on and after a block's end, and files of
// many blocks, which borrow buffers and end while other reads are in flight.
struct FilesAtBlockEdges : SourceFiles
{
    explicit FilesAtBlockEdges(qint64 block)
    {
        int seed = 0;
        for (const qint64 size : {qint64(1), block - 1, block, block + 1, 2 * block, 7 * block + 4096, 8 * block,
                                  8 * block + 1, 23 * block + 123, 40 * block}) {
            ++seed;
            add(folder.filePath(QStringLiteral("f%1").arg(QString::number(seed))), pattern(size, seed));
        }
    }
};

constexpr qint64 BlockBytes = 256 * KiB;

void copyAndCompare(const SourceFiles &source, int depth, bool directReads, bool physicalOrder)
{
    test::RamFolder target;
    CM_SKIP_WITHOUT_RAM_DISK(target);
    CopierChoice choice;
    choice.kind = CopierChoice::Kind::Uring;
    choice.threads = depth;
    const auto copier = makeCopier(choice, BlockBytes, directReads, physicalOrder);
    ASSERT_NE(copier, nullptr);
    const QByteArray from = QFile::encodeName(source.folder.path());
    const QByteArray to = QFile::encodeName(target.filePath(QStringLiteral("copy")));
    TransferCounters counters;
    Cancellation cancel;
    const Status status = copier->copyTree(from, to, counters, cancel);
    ASSERT_TRUE(status) << status.message().toStdString();
    EXPECT_EQ(counters.bytes.load(), source.bytes);
    EXPECT_EQ(counters.files.load(), source.files);
    const Status same = verifyCopy(from, to, cancel);
    EXPECT_TRUE(same) << same.message().toStdString();
}

} // namespace

TEST(UringCopier, CopiesMoreFilesThanItsQueueHoldsWhole)
{
    skipWithoutUring();
    const ManyFiles source(5000);
    copyAndCompare(source, 8, false, false);
}

TEST(UringCopier, ReadsInPhysicalOrderTheSameBytes)
{
    skipWithoutUring();
    const ManyFiles source(1200);
    copyAndCompare(source, 32, false, true);
}

TEST(UringCopier, ReadsDirectTheSameBytes)
{
    skipWithoutUring();
    const ManyFiles source(300);
    copyAndCompare(source, 4, true, false);
}

TEST(UringCopier, OneFileInFlightCopiesAsMany)
{
    skipWithoutUring();
    const ManyFiles source(200);
    copyAndCompare(source, 1, false, false);
}

// A file of many blocks keeps up to eight in flight with buffers it
// borrows; two such files share them, and each still ends where it ends.
TEST(UringCopier, FilesOfManyBlocksBorrowBuffersAndEndWhereTheyEnd)
{
    skipWithoutUring();
    const FilesAtBlockEdges source(BlockBytes);
    for (const int depth : {1, 2, 8}) {
        for (const bool direct : {false, true}) {
            SCOPED_TRACE(testing::Message() << "depth " << depth << (direct ? ", direct" : ""));
            copyAndCompare(source, depth, direct, false);
        }
    }
}

// However deep the queue, its blocks stay within 64 MiB, and a block is
// a whole number of pages for direct reads.
TEST(UringCopier, ItsBlocksFitItsMemoryAtAnyDepth)
{
    skipWithoutUring();
    for (const int depth : {1, 32, 1024}) {
        CopierChoice choice;
        choice.kind = CopierChoice::Kind::Uring;
        choice.threads = depth;
        const auto copier = makeCopier(choice, 4 * MiB, false);
        ASSERT_NE(copier, nullptr);
        EXPECT_EQ(copier->threads(), depth);
        EXPECT_LE(2 * depth * copier->blockBytes(), std::max<qint64>(64 * MiB, 2 * depth * 16 * KiB)) << depth;
        EXPECT_EQ(copier->blockBytes() % 4096, 0) << depth;
    }
}
