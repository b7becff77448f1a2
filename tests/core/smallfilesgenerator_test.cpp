// SPDX-License-Identifier: GPL-3.0-or-later
#include "datasets/smallfilesgenerator.h"
#include "fs/treewalk.h"
#include "filecontents.h"
#include "tempfolders.h"
#include "util/units.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QHash>

#include <gtest/gtest.h>

using namespace cm;
using test::treeHash;

namespace {

DataSetSpec spec(qint64 bytes, quint64 seed)
{
    return DataSetSpec{QStringLiteral("small"), bytes, seed};
}

} // namespace

TEST(SmallFilesGenerator, ManyFourKiBFilesAThousandToAFolder)
{
    test::TempFolder folder;
    Cancellation cancel;
    DataSetManifest manifest;
    const QString out = folder.filePath(QStringLiteral("small"));
    const qint64 bytes = 4 * MiB + 100;
    ASSERT_TRUE(SmallFilesGenerator().generate(spec(bytes, 1), out, cancel, &manifest));
    EXPECT_EQ(manifest.files, 1025);
    EXPECT_EQ(manifest.folders, 2);
    EXPECT_EQ(manifest.bytes, bytes);
    EXPECT_EQ(manifest.largestFileBytes, 4 * KiB);
    EXPECT_EQ(manifest.smallestFileBytes, 100);
    // Text and binary files: compressible, but far less than text alone.
    EXPECT_EQ(manifest.sampleBytes, bytes);
    EXPECT_GT(manifest.zstdRatio, 1.1);
    EXPECT_LT(manifest.zstdRatio, 3.0);

    QHash<QByteArray, int> perFolder;
    qint64 onDisk = 0;
    const Status walked = walkTree(QFile::encodeName(out), [&](const TreeEntry &entry) {
        if (entry.type == TreeEntry::Type::RegularFile) {
            onDisk += entry.bytes;
            ++perFolder[entry.relativePath.left(entry.relativePath.indexOf('/'))];
        }
        return Status::ok();
    });
    EXPECT_TRUE(walked) << walked.message().toStdString();
    EXPECT_EQ(onDisk, bytes);
    EXPECT_EQ(perFolder.value("dir-0001"), 1000);
    EXPECT_EQ(perFolder.value("dir-0002"), 25);
}

TEST(SmallFilesGenerator, TwoHundredMegabytesAreFiftyThousandFiles)
{
    const QList<PlannedFile> files = SmallFilesGenerator::planFiles(spec(50000 * 4 * KiB, 1));
    ASSERT_EQ(files.size(), 50000);
    EXPECT_EQ(files.first().relativePath, QByteArray("dir-0001/file-000001.txt"));
    EXPECT_EQ(files.last().relativePath, QByteArray("dir-0050/file-050000.txt"));
    for (const PlannedFile &file : files)
        ASSERT_EQ(file.bytes, 4 * KiB);
}

TEST(SmallFilesGenerator, SameSeedSameBytesOtherSeedOtherBytes)
{
    test::TempFolder folder;
    Cancellation cancel;
    DataSetManifest manifest;
    ASSERT_TRUE(
        SmallFilesGenerator().generate(spec(1 * MiB, 7), folder.filePath(QStringLiteral("a")), cancel, &manifest));
    ASSERT_TRUE(
        SmallFilesGenerator().generate(spec(1 * MiB, 7), folder.filePath(QStringLiteral("b")), cancel, &manifest));
    ASSERT_TRUE(
        SmallFilesGenerator().generate(spec(1 * MiB, 8), folder.filePath(QStringLiteral("c")), cancel, &manifest));
    EXPECT_EQ(treeHash(folder.filePath(QStringLiteral("a"))), treeHash(folder.filePath(QStringLiteral("b"))));
    EXPECT_NE(treeHash(folder.filePath(QStringLiteral("a"))), treeHash(folder.filePath(QStringLiteral("c"))));
}

TEST(SmallFilesGenerator, CancelLeavesNothingBehind)
{
    test::TempFolder folder;
    Cancellation cancel;
    cancel.request();
    DataSetManifest manifest;
    const QString out = folder.filePath(QStringLiteral("small"));
    EXPECT_FALSE(SmallFilesGenerator().generate(spec(2 * MiB, 1), out, cancel, &manifest));
    EXPECT_FALSE(QFileInfo::exists(out));
}
