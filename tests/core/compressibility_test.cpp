// SPDX-License-Identifier: GPL-3.0-or-later
#include "datasets/compressibility.h"
#include "datasets/randombytes.h"
#include "filecontents.h"
#include "tempfolders.h"
#include "util/units.h"

#include <QDir>
#include <QFile>

#include <gtest/gtest.h>

using namespace cm;
using test::writeFile;

TEST(Compressibility, ZerosCompressFarBetterThanRandomBytes)
{
    const CompressionRatios zeros = measureCompressionRatios(QByteArray(1 * MiB, '\0'));
    EXPECT_EQ(zeros.sampleBytes, 1 * MiB);
    EXPECT_GT(zeros.zstd, 50.0);
    EXPECT_GT(zeros.lz4, 50.0);

    Random random(1);
    const CompressionRatios noise = measureCompressionRatios(randomBytes(random, 1 * MiB));
    // A chunk that does not shrink is stored as it is: exactly 1, never below.
    EXPECT_DOUBLE_EQ(noise.zstd, 1.0);
    EXPECT_DOUBLE_EQ(noise.lz4, 1.0);
}

TEST(Compressibility, ChunksOf128KiBAreCompressedOnTheirOwnLikeBtrfs)
{
    Random random(2);
    const QByteArray block = randomBytes(random, 48 * KiB); // lz4 looks back at most 64 KiB
    // Twice within one chunk: the second copy is found.
    const CompressionRatios together = measureCompressionRatios(block + block);
    EXPECT_GT(together.zstd, 1.9);
    EXPECT_GT(together.lz4, 1.9);
    // The same block in two chunks: neither sees the other.
    const QByteArray apart = block + randomBytes(random, 80 * KiB) + block + randomBytes(random, 80 * KiB);
    EXPECT_LT(measureCompressionRatios(apart).zstd, 1.01);
}

TEST(Compressibility, ReadsAllOfASmallDataSet)
{
    test::TempFolder folder;
    Random random(3);
    writeFile(folder.filePath(QStringLiteral("a")), QByteArray(200 * KiB, 'a'));
    writeFile(folder.filePath(QStringLiteral("b")), randomBytes(random, 100 * KiB));
    writeFile(folder.filePath(QStringLiteral("empty")), QByteArray());
    const QList<PlannedFile> files = {{"a", 200 * KiB}, {"empty", 0}, {"b", 100 * KiB}};
    CompressionRatios ratios;
    ASSERT_TRUE(sampleCompressibility(QFile::encodeName(folder.path()), files, DefaultSampleBytes, &ratios));
    EXPECT_EQ(ratios.sampleBytes, 300 * KiB);
    // 200 KiB that vanish and 100 KiB stored as they are: about 3.
    EXPECT_NEAR(ratios.zstd, 3.0, 0.05);
}

TEST(Compressibility, ASampleIsSpreadOverTheWholeDataSet)
{
    test::TempFolder folder;
    Random random(4);
    writeFile(folder.filePath(QStringLiteral("zeros")), QByteArray(2 * MiB, '\0'));
    writeFile(folder.filePath(QStringLiteral("noise")), randomBytes(random, 2 * MiB));
    const QList<PlannedFile> files = {{"zeros", 2 * MiB}, {"noise", 2 * MiB}};
    CompressionRatios ratios;
    ASSERT_TRUE(sampleCompressibility(QFile::encodeName(folder.path()), files, 512 * KiB, &ratios));
    EXPECT_EQ(ratios.sampleBytes, 512 * KiB);
    // Half the sample from each file: about 2. Only the start would say far more.
    EXPECT_NEAR(ratios.zstd, 2.0, 0.05);
    EXPECT_NEAR(ratios.lz4, 2.0, 0.05);
}

TEST(Compressibility, AnEmptyDataSetHasNoSampleAndAMissingFileFails)
{
    test::TempFolder folder;
    CompressionRatios ratios;
    ASSERT_TRUE(sampleCompressibility(QFile::encodeName(folder.path()), {}, DefaultSampleBytes, &ratios));
    EXPECT_EQ(ratios.sampleBytes, 0);

    const Status status
        = sampleCompressibility(QFile::encodeName(folder.path()), {{"missing", 10}}, DefaultSampleBytes, &ratios);
    ASSERT_FALSE(status);
    EXPECT_TRUE(status.message().contains(QStringLiteral("missing"))) << status.message().toStdString();
}
