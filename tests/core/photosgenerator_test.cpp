// SPDX-License-Identifier: GPL-3.0-or-later
#include "datasets/compressibility.h"
#include "datasets/photosgenerator.h"
#include "fs/treewalk.h"
#include "tempfolders.h"
#include "util/units.h"

#include <QFile>
#include <QFileInfo>
#include <QImage>

#include <gtest/gtest.h>

using namespace cm;

namespace {

DataSetSpec spec(qint64 bytes, quint64 seed)
{
    return DataSetSpec{QStringLiteral("photos"), bytes, seed};
}

bool isJpeg(const QByteArray &path)
{
    return path.endsWith(".JPG");
}

// A JPEG may take in a remainder too short to be a file of its own.
constexpr qint64 LargestJpegBytes = 8 * MiB + 64 * KiB;

} // namespace

TEST(PhotosGenerator, PlansJpegsOfTwoToEightMiBAndSomeRawFiles)
{
    const QList<PlannedFile> files = PhotosGenerator::planFiles(spec(300 * MiB, 1));
    qint64 total = 0, jpegs = 0, raws = 0;
    for (const PlannedFile &file : files) {
        total += file.bytes;
        if (isJpeg(file.relativePath)) {
            ++jpegs;
            EXPECT_GE(file.bytes, 2 * MiB) << file.relativePath.constData();
            EXPECT_LE(file.bytes, LargestJpegBytes) << file.relativePath.constData();
        } else {
            ++raws;
            EXPECT_TRUE(file.relativePath.endsWith(".DNG")) << file.relativePath.constData();
        }
        EXPECT_TRUE(file.relativePath.startsWith("DCIM/1")) << file.relativePath.constData();
    }
    EXPECT_EQ(total, 300 * MiB);
    EXPECT_GT(jpegs, 4 * raws);
    EXPECT_GE(raws, 2);
}

TEST(PhotosGenerator, WritesDecodableIncompressibleJpegsOfTheRequestedSize)
{
    test::TempFolder folder;
    Cancellation cancel;
    DataSetManifest manifest;
    const QString out = folder.filePath(QStringLiteral("photos"));
    const qint64 bytes = 12 * MiB;
    ASSERT_TRUE(PhotosGenerator().generate(spec(bytes, 1), out, cancel, &manifest));
    EXPECT_EQ(manifest.bytes, bytes);
    EXPECT_EQ(manifest.kind, QStringLiteral("photos"));
    EXPECT_GT(manifest.sampleBytes, 0);
    EXPECT_LT(manifest.zstdRatio, 1.03);
    EXPECT_LT(manifest.lz4Ratio, 1.03);

    qint64 onDisk = 0;
    int jpegs = 0, raws = 0;
    const QByteArray root = QFile::encodeName(out);
    const Status walked = walkTree(root, [&](const TreeEntry &entry) {
        if (entry.type != TreeEntry::Type::RegularFile)
            return Status::ok();
        onDisk += entry.bytes;
        QFile file(QFile::decodeName(joinPath(root, entry.relativePath)));
        EXPECT_TRUE(file.open(QIODevice::ReadOnly));
        const QByteArray content = file.readAll();
        EXPECT_LT(measureCompressionRatios(content).zstd, 1.03) << entry.relativePath.constData();
        if (isJpeg(entry.relativePath)) {
            ++jpegs;
            EXPECT_GE(entry.bytes, 2 * MiB);
            EXPECT_LE(entry.bytes, LargestJpegBytes);
            const QImage picture = QImage::fromData(content, "JPG");
            EXPECT_FALSE(picture.isNull()) << entry.relativePath.constData();
            EXPECT_GE(picture.width(), 1500) << entry.relativePath.constData();
        } else {
            ++raws;
            EXPECT_TRUE(content.startsWith(QByteArray("II*\0", 4))) << entry.relativePath.constData();
        }
        return Status::ok();
    });
    EXPECT_TRUE(walked) << walked.message().toStdString();
    EXPECT_EQ(onDisk, bytes);
    EXPECT_GE(jpegs, 1);
    EXPECT_EQ(jpegs + raws, manifest.files);
}

TEST(PhotosGenerator, SameSeedSameBytesOtherSeedOtherBytes)
{
    const DataSetSpec first = spec(3 * MiB, 7), again = spec(3 * MiB, 7), other = spec(3 * MiB, 8);
    const QList<PlannedFile> files = PhotosGenerator::planFiles(first);
    ASSERT_EQ(files.size(), PhotosGenerator::planFiles(again).size());
    ASSERT_TRUE(isJpeg(files.first().relativePath));
    const QByteArray picture = PhotosGenerator::fileContent(first, 0, files.first());
    ASSERT_EQ(picture.size(), files.first().bytes);
    EXPECT_EQ(picture, PhotosGenerator::fileContent(again, 0, files.first()));
    EXPECT_NE(picture, PhotosGenerator::fileContent(other, 0, files.first()));
}

TEST(PhotosGenerator, CancelLeavesNothingBehind)
{
    test::TempFolder folder;
    Cancellation cancel;
    cancel.request();
    DataSetManifest manifest;
    const QString out = folder.filePath(QStringLiteral("photos"));
    EXPECT_FALSE(PhotosGenerator().generate(spec(12 * MiB, 1), out, cancel, &manifest));
    EXPECT_FALSE(QFileInfo::exists(out));
}
