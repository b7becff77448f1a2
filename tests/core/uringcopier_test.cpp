// SPDX-License-Identifier: GPL-3.0-or-later
// The uring copier beyond what every copier does (copiers_test.cpp,
// copierfaults_test.cpp): more files than its queue holds, files of many
// blocks read while the last one is written, direct reads, the files'
// physical order, and its own limit on memory for any depth.
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

// Many small files in a few folders, files of a few blocks and one empty file.
struct ManyFiles
{
    test::TempFolder folder;
    qint64 bytes = 0;
    qint64 files = 0;

    explicit ManyFiles(int smallFiles)
    {
        for (int i = 0; i < smallFiles; ++i) {
            const QString sub = folder.filePath(QStringLiteral("d%1").arg(QString::number(i % 7)));
            QDir().mkpath(sub);
            add(sub + QStringLiteral("/f%1").arg(QString::number(i)), QByteArray::number(i).repeated(1 + i % 1500));
        }
        for (int i = 0; i < 4; ++i) {
            QByteArray big(int(3 * MiB + 4097 * i), Qt::Uninitialized);
            for (qsizetype b = 0; b < big.size(); ++b)
                big[b] = char((b * 31 + i) & 0xff);
            add(folder.filePath(QStringLiteral("big%1.bin").arg(QString::number(i))), big);
        }
        add(folder.filePath(QStringLiteral("empty")), QByteArray());
    }

    void add(const QString &path, const QByteArray &content)
    {
        test::writeFile(path, content);
        bytes += content.size();
        ++files;
    }
};

void copyAndCompare(const ManyFiles &source, int depth, bool directReads, bool physicalOrder)
{
    test::RamFolder target;
    CM_SKIP_WITHOUT_RAM_DISK(target);
    CopierChoice choice;
    choice.kind = CopierChoice::Kind::Uring;
    choice.threads = depth;
    const auto copier = makeCopier(choice, 256 * KiB, directReads, physicalOrder);
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
