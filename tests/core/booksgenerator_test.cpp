// SPDX-License-Identifier: GPL-3.0-or-later
#include "datasets/booksgenerator.h"
#include "datasets/compressibility.h"
#include "fs/treewalk.h"
#include "filecontents.h"
#include "tempfolders.h"
#include "util/units.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStringDecoder>

#include <algorithm>

#include <gtest/gtest.h>

using namespace cm;
using test::treeHash;

namespace {

DataSetSpec spec(qint64 bytes, quint64 seed)
{
    return DataSetSpec{QStringLiteral("books"), bytes, seed};
}

} // namespace

TEST(BooksGenerator, HonoursTheRequestedSizeExactly)
{
    test::TempFolder folder;
    Cancellation cancel;
    DataSetManifest manifest;
    const QString out = folder.filePath(QStringLiteral("books"));
    ASSERT_TRUE(BooksGenerator().generate(spec(12 * MiB + 12345, 3), out, cancel, &manifest));
    EXPECT_EQ(manifest.bytes, 12 * MiB + 12345);
    EXPECT_EQ(manifest.kind, QStringLiteral("books"));
    EXPECT_EQ(manifest.seed, 3u);

    qint64 onDisk = 0, files = 0;
    const Status walked = walkTree(QFile::encodeName(out), [&](const TreeEntry &entry) {
        if (entry.type == TreeEntry::Type::RegularFile) {
            onDisk += entry.bytes;
            ++files;
        }
        return Status::ok();
    });
    EXPECT_TRUE(walked) << walked.message().toStdString();
    EXPECT_EQ(onDisk, manifest.bytes);
    EXPECT_EQ(files, manifest.files);
}

TEST(BooksGenerator, FilesAreBookSized)
{
    const QList<PlannedFile> files = BooksGenerator::planFiles(spec(64 * MiB, 1));
    ASSERT_GT(files.size(), 5);
    for (const PlannedFile &file : files) {
        EXPECT_GE(file.bytes, 100 * KiB) << file.relativePath.constData();
        EXPECT_LE(file.bytes, 5 * MiB + 100 * KiB) << file.relativePath.constData();
    }
}

TEST(BooksGenerator, SameSeedSameBytesOtherSeedOtherBytes)
{
    test::TempFolder folder;
    Cancellation cancel;
    DataSetManifest manifest;
    ASSERT_TRUE(BooksGenerator().generate(spec(3 * MiB, 7), folder.filePath(QStringLiteral("a")), cancel, &manifest));
    ASSERT_TRUE(BooksGenerator().generate(spec(3 * MiB, 7), folder.filePath(QStringLiteral("b")), cancel, &manifest));
    ASSERT_TRUE(BooksGenerator().generate(spec(3 * MiB, 8), folder.filePath(QStringLiteral("c")), cancel, &manifest));
    EXPECT_EQ(treeHash(folder.filePath(QStringLiteral("a"))), treeHash(folder.filePath(QStringLiteral("b"))));
    EXPECT_NE(treeHash(folder.filePath(QStringLiteral("a"))), treeHash(folder.filePath(QStringLiteral("c"))));
}

TEST(BooksGenerator, WritesValidUtf8InLatinAndCyrillicScript)
{
    const DataSetSpec books = spec(2 * MiB, 1);
    const QList<PlannedFile> files = BooksGenerator::planFiles(books);
    bool sawCyrillic = false, sawLatin = false;
    for (qsizetype i = 0; i < std::min<qsizetype>(files.size(), 4); ++i) {
        const QByteArray content = BooksGenerator::fileContent(books, i, files[i]);
        ASSERT_EQ(content.size(), files[i].bytes);
        QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
        const QString text = decoder(content);
        EXPECT_FALSE(decoder.hasError()) << files[i].relativePath.constData();
        sawCyrillic |= text.contains(QRegularExpression(QStringLiteral("[а-я]")));
        sawLatin |= text.contains(QRegularExpression(QStringLiteral("[a-z]{4}")));
    }
    EXPECT_TRUE(sawCyrillic);
    EXPECT_TRUE(sawLatin);
}

TEST(BooksGenerator, CompressesLikeRealBooks)
{
    // zstd -3 in btrfs's 128 KiB chunks, over whole books of two seeds.
    for (quint64 seed : {1u, 2u}) {
        const DataSetSpec books = spec(8 * MiB, seed);
        const QList<PlannedFile> files = BooksGenerator::planFiles(books);
        CompressionMeter meter;
        for (qsizetype i = 0; i < files.size(); ++i) {
            const QByteArray content = BooksGenerator::fileContent(books, i, files[i]);
            meter.add(content.constData(), content.size());
        }
        const CompressionRatios ratios = meter.ratios();
        EXPECT_GE(ratios.zstd, 2.5) << "seed " << seed;
        EXPECT_LE(ratios.zstd, 4.0) << "seed " << seed;
        EXPECT_GT(ratios.lz4, 1.3) << "seed " << seed;
        EXPECT_LT(ratios.lz4, ratios.zstd) << "seed " << seed;
    }
}

TEST(BooksGenerator, CancelLeavesNothingBehind)
{
    test::TempFolder folder;
    Cancellation cancel;
    cancel.request();
    DataSetManifest manifest;
    const QString out = folder.filePath(QStringLiteral("books"));
    const Status status = BooksGenerator().generate(spec(8 * MiB, 1), out, cancel, &manifest);
    EXPECT_FALSE(status);
    EXPECT_FALSE(QFileInfo::exists(out));
}

TEST(BooksGenerator, RefusesToWriteIntoAnExistingFolder)
{
    test::TempFolder folder;
    Cancellation cancel;
    DataSetManifest manifest;
    const Status status = BooksGenerator().generate(spec(1 * MiB, 1), folder.path(), cancel, &manifest);
    ASSERT_FALSE(status);
    EXPECT_TRUE(status.message().contains(folder.path()));
}
