// SPDX-License-Identifier: GPL-3.0-or-later
#include "copy/copierfactory.h"
#include "copy/copyverification.h"
#include "copy/externalcopier.h"
#include "copy/filecopy.h"
#include "copy/readonlycopier.h"
#include "datasets/booksgenerator.h"
#include "filecontents.h"
#include "fs/treewalk.h"
#include "symboliclink.h"
#include "systemcommands.h"
#include "tempfolders.h"
#include "util/units.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <gtest/gtest.h>

#include <vector>

using namespace cm;

namespace {

// The user's own copier, as the system has it, and every copier the system has.
#ifdef Q_OS_WIN
const QString UsersCopier = QStringLiteral("external:xcopy /e /i /q /h");
const std::vector<QString> EveryCopierName{QStringLiteral("serial"), QStringLiteral("parallel:8"),
                                           QStringLiteral("kernel"), UsersCopier};
#else
const QString UsersCopier = QStringLiteral("external:cp -r");
const std::vector<QString> EveryCopierName{QStringLiteral("serial"), QStringLiteral("parallel:8"),
                                           QStringLiteral("kernel"), UsersCopier, QStringLiteral("uring:8")};
#endif

// A books data set plus a folder of many small files and a symbolic link
// (where the system makes them), which no copier may follow or copy.
struct SourceTree
{
    test::TempFolder folder;
    QString data;
    qint64 bytes = 0;
    qint64 files = 0;
    bool hasLink = false;

    SourceTree()
    {
        Cancellation cancel;
        DataSetManifest manifest;
        data = folder.filePath(QStringLiteral("data"));
        EXPECT_TRUE(
            BooksGenerator().generate(DataSetSpec{QStringLiteral("books"), 3 * MiB, 5}, data, cancel, &manifest));
        const QString small = data + QStringLiteral("/small");
        EXPECT_TRUE(QDir().mkdir(small));
        for (int i = 0; i < 300; ++i) {
            const QByteArray content = QByteArray::number(i).repeated(1 + i % 700);
            test::writeFile(small + QStringLiteral("/f%1.txt").arg(i), content);
            bytes += content.size();
        }
        hasLink = test::makeSymbolicLink(QStringLiteral("/etc/passwd"), data + QStringLiteral("/link"));
#ifndef Q_OS_WIN
        EXPECT_TRUE(hasLink);
#endif
        bytes += manifest.bytes;
        files = manifest.files + 300;
    }
};

CopierChoice choiceFrom(const QString &text)
{
    CopierChoice choice;
    QString error;
    EXPECT_TRUE(CopierChoice::parse(text, &choice, &error)) << error.toStdString();
    return choice;
}

class EveryCopier : public ::testing::TestWithParam<QString>
{
};

} // namespace

TEST_P(EveryCopier, MakesByteIdenticalCopiesAndCountsThem)
{
    SourceTree source;
    test::RamFolder target;
    CM_SKIP_WITHOUT_RAM_DISK(target);
    const QByteArray from = QFile::encodeName(source.data);
    const QByteArray to = QFile::encodeName(target.filePath(QStringLiteral("copy")));
    const auto copier = makeCopier(choiceFrom(GetParam()), 256 * KiB, false);
    TransferCounters counters;
    Cancellation cancel;
    const Status status = copier->copyTree(from, to, counters, cancel);
    ASSERT_TRUE(status) << status.message().toStdString();
    EXPECT_EQ(counters.bytes.load(), source.bytes);
    EXPECT_EQ(counters.files.load(), source.files);
    const Status verified = verifyCopy(from, to, cancel);
    EXPECT_TRUE(verified) << verified.message().toStdString();
    // The user's program is counted only when it is done: no pace to sample.
    EXPECT_EQ(copier->countsAsItCopies(), !GetParam().startsWith(QLatin1String("external")));
    if (GetParam().startsWith(QLatin1String("external")))
        return; // cp copies links as links: that is the user's copier's choice
    if (source.hasLink) {
        EXPECT_FALSE(QFileInfo::exists(target.filePath(QStringLiteral("copy/link"))));
    }
}

TEST_P(EveryCopier, StopsWhenCancelled)
{
    SourceTree source;
    test::RamFolder target;
    CM_SKIP_WITHOUT_RAM_DISK(target);
    TransferCounters counters;
    Cancellation cancel;
    cancel.request();
    const Status status = makeCopier(choiceFrom(GetParam()), MiB, false)
                              ->copyTree(QFile::encodeName(source.data),
                                         QFile::encodeName(target.filePath(QStringLiteral("copy"))), counters, cancel);
    ASSERT_FALSE(status);
    EXPECT_EQ(status.message(), QStringLiteral("cancelled"));
    EXPECT_EQ(counters.bytes.load(), 0);
}

TEST_P(EveryCopier, ReportsAMissingSourceByName)
{
    test::RamFolder target;
    CM_SKIP_WITHOUT_RAM_DISK(target);
    TransferCounters counters;
    Cancellation cancel;
    const Status status
        = makeCopier(choiceFrom(GetParam()), MiB, false)
              ->copyTree("/no/such/source", QFile::encodeName(target.filePath(QStringLiteral("c"))), counters, cancel);
    ASSERT_FALSE(status);
    EXPECT_TRUE(status.message().contains(QStringLiteral("/no/such/source"))) << status.message().toStdString();
}

INSTANTIATE_TEST_SUITE_P(Copiers, EveryCopier, ::testing::ValuesIn(EveryCopierName), [](const auto &instance) {
    return instance.param.section(QLatin1Char(':'), 0, 0).toStdString();
});

TEST(Copiers, DirectReadsCopyTheSameBytes)
{
    SourceTree source;
    test::RamFolder target;
    CM_SKIP_WITHOUT_RAM_DISK(target);
    const QByteArray from = QFile::encodeName(source.data);
    const QByteArray to = QFile::encodeName(target.filePath(QStringLiteral("copy")));
    TransferCounters counters;
    Cancellation cancel;
    const Status status
        = makeCopier(choiceFrom(QStringLiteral("serial")), MiB, true)->copyTree(from, to, counters, cancel);
    ASSERT_TRUE(status) << status.message().toStdString();
    EXPECT_TRUE(verifyCopy(from, to, cancel));
}

TEST(Copiers, ReadOnlyReadsEverythingAndWritesNothing)
{
    SourceTree source;
    test::RamFolder target;
    CM_SKIP_WITHOUT_RAM_DISK(target);
    ReadOnlyCopier copier(MiB);
    TransferCounters counters;
    Cancellation cancel;
    ASSERT_TRUE(copier.copyTree(QFile::encodeName(source.data), QFile::encodeName(target.filePath(QStringLiteral("c"))),
                                counters, cancel));
    EXPECT_EQ(counters.bytes.load(), source.bytes);
    EXPECT_EQ(counters.files.load(), source.files);
    EXPECT_FALSE(copier.writesCopy());
    EXPECT_EQ(test::countEntries(target.path()), 0);
    const quint64 first = copier.lastChecksum();
    ASSERT_TRUE(copier.copyTree(QFile::encodeName(source.data), {}, counters, cancel));
    EXPECT_EQ(copier.lastChecksum(), first);
}

TEST(Copiers, AFailingExternalCommandIsAFailedRun)
{
    SourceTree source;
    test::RamFolder target;
    CM_SKIP_WITHOUT_RAM_DISK(target);
    TransferCounters counters;
    Cancellation cancel;
    const Status status = ExternalCopier(test::failingCommand())
                              .copyTree(QFile::encodeName(source.data),
                                        QFile::encodeName(target.filePath(QStringLiteral("c"))), counters, cancel);
    ASSERT_FALSE(status);
    EXPECT_TRUE(status.message().contains(QStringLiteral("exit status 1"))) << status.message().toStdString();
    const Status missing = ExternalCopier(QStringLiteral("no-such-copier-program"))
                               .copyTree(QFile::encodeName(source.data),
                                         QFile::encodeName(target.filePath(QStringLiteral("d"))), counters, cancel);
    EXPECT_FALSE(missing);
}

TEST(Copiers, ExternalPlaceholdersPutTheFoldersWhereTheCommandWantsThem)
{
    const ExternalCopier rsync(QStringLiteral("rsync -a \"{src}/\" {dst}"));
    EXPECT_EQ(rsync.argumentsFor(QStringLiteral("/a b"), QStringLiteral("/c")),
              (QStringList{QStringLiteral("rsync"), QStringLiteral("-a"), QStringLiteral("/a b/"),
                           QStringLiteral("/c")}));
    const ExternalCopier cp(QStringLiteral("cp -rp"));
    EXPECT_EQ(cp.argumentsFor(QStringLiteral("/a"), QStringLiteral("/c")),
              (QStringList{QStringLiteral("cp"), QStringLiteral("-rp"), QStringLiteral("/a"), QStringLiteral("/c")}));
}

TEST(Copiers, ExternalPlaceholdersInAFoldersNameStayAsTheyAre)
{
    const ExternalCopier rsync(QStringLiteral("rsync -a {src}/ {dst}"));
    EXPECT_EQ(rsync.argumentsFor(QStringLiteral("/x{dst}%1"), QStringLiteral("/y{src}%2")),
              (QStringList{QStringLiteral("rsync"), QStringLiteral("-a"), QStringLiteral("/x{dst}%1/"),
                           QStringLiteral("/y{src}%2")}));
}

TEST(Copiers, VerificationFindsAChangedByte)
{
    SourceTree source;
    test::RamFolder target;
    CM_SKIP_WITHOUT_RAM_DISK(target);
    const QByteArray from = QFile::encodeName(source.data);
    const QByteArray to = QFile::encodeName(target.filePath(QStringLiteral("copy")));
    TransferCounters counters;
    Cancellation cancel;
    ASSERT_TRUE(makeCopier(CopierChoice{}, MiB, false)->copyTree(from, to, counters, cancel));
    QFile changed(target.filePath(QStringLiteral("copy/small/f7.txt")));
    ASSERT_TRUE(changed.open(QIODevice::ReadWrite));
    changed.seek(3);
    changed.write("X");
    changed.close();
    const Status status = verifyCopy(from, to, cancel);
    ASSERT_FALSE(status);
    EXPECT_TRUE(status.message().contains(QStringLiteral("f7.txt"))) << status.message().toStdString();
}

TEST(CopierChoice, ParsesEveryCopierAndRefusesNonsense)
{
    EXPECT_EQ(choiceFrom(QStringLiteral("parallel")).threads, 0);
    EXPECT_EQ(choiceFrom(QStringLiteral("parallel:4")).threads, 4);
    EXPECT_EQ(choiceFrom(QStringLiteral("external:rsync -a")).command, QStringLiteral("rsync -a"));
    EXPECT_EQ(choiceFrom(QStringLiteral("parallel:4")).name(), QStringLiteral("parallel:4"));
    EXPECT_EQ(choiceFrom(QStringLiteral("robocopy")).kind, CopierChoice::Kind::Robocopy);
    EXPECT_EQ(choiceFrom(QStringLiteral("robocopy:8")).name(), QStringLiteral("robocopy:8"));
    for (const QString &bad :
         {QStringLiteral("robocopy:129"), QStringLiteral("robocopy:"), QStringLiteral("parallel:0x"),
          QStringLiteral("parallel:-2"), QStringLiteral("external:"), QStringLiteral("serial:3")}) {
        CopierChoice choice;
        QString error;
        EXPECT_FALSE(CopierChoice::parse(bad, &choice, &error)) << bad.toStdString();
        EXPECT_FALSE(error.isEmpty());
    }
}

TEST(Copiers, ParallelCopiesABigFileInPiecesExactly)
{
    test::TempFolder source;
    test::RamFolder target;
    CM_SKIP_WITHOUT_RAM_DISK(target);
    const QString data = source.filePath(QStringLiteral("big"));
    ASSERT_TRUE(QDir().mkdir(data));
    QByteArray content(70 * MiB + 1234, Qt::Uninitialized);
    for (qsizetype i = 0; i < content.size(); ++i)
        content[i] = char((i * 7919) >> 5);
    test::writeFile(data + QStringLiteral("/big.bin"), content);
    for (const bool direct : {false, true}) {
        const QByteArray to
            = QFile::encodeName(target.filePath(direct ? QStringLiteral("direct") : QStringLiteral("buffered")));
        TransferCounters counters;
        Cancellation cancel;
        const Status status = makeCopier(choiceFrom(QStringLiteral("parallel:4")), MiB, direct)
                                  ->copyTree(QFile::encodeName(data), to, counters, cancel);
        ASSERT_TRUE(status) << status.message().toStdString();
        EXPECT_EQ(counters.bytes.load(), content.size());
        EXPECT_EQ(counters.files.load(), 1);
        EXPECT_TRUE(verifyCopy(QFile::encodeName(data), to, cancel));
    }
}

TEST(Copiers, SerialReadsInCpsBufferUnlessReadingDirect)
{
    // cp's read size is what makes a cold copy overlap reading and writing;
    // O_DIRECT has no read-ahead, so the plan's block stays for it.
    EXPECT_EQ(makeCopier(choiceFrom(QStringLiteral("serial")), 4 * MiB, false)->blockBytes(), 128 * KiB);
    EXPECT_EQ(makeCopier(choiceFrom(QStringLiteral("serial")), 4 * MiB, true)->blockBytes(), 4 * MiB);
    EXPECT_EQ(makeCopier(choiceFrom(QStringLiteral("parallel:4")), 4 * MiB, false)->blockBytes(), 4 * MiB);
}

TEST(CopyBuffer, GrowsByDoublingToTheBlockAndIsKeptForSmallerFiles)
{
    CopyBuffer buffer;
    size_t bytes = 0;
    char *first = buffer.reserve(100, MiB, &bytes);
    ASSERT_NE(first, nullptr);
    EXPECT_EQ(bytes, size_t(4 * KiB)); // one alignment unit for a tiny file
    EXPECT_EQ(reinterpret_cast<quintptr>(first) % (4 * KiB), 0u);
    EXPECT_NE(buffer.reserve(5 * KiB, MiB, &bytes), nullptr);
    EXPECT_EQ(bytes, size_t(8 * KiB));
    EXPECT_NE(buffer.reserve(9 * KiB, MiB, &bytes), nullptr);
    EXPECT_EQ(bytes, size_t(16 * KiB)); // doubled, not 12 KiB
    char *big = buffer.reserve(5 * MiB, MiB, &bytes);
    EXPECT_EQ(bytes, size_t(MiB));                        // never more than a block
    EXPECT_EQ(buffer.reserve(4 * KiB, MiB, &bytes), big); // kept for a small file after a big one
    EXPECT_EQ(bytes, size_t(MiB));
    EXPECT_EQ(buffer.reserve(4 * KiB, 128 * KiB, &bytes), big); // a smaller block reads no more than itself
    EXPECT_EQ(bytes, size_t(128 * KiB));
}
