// SPDX-License-Identifier: GPL-3.0-or-later
#include "datasets/randombytes.h"
#include "datasets/systemgenerator.h"
#include "fs/treewalk.h"
#include "filecontents.h"
#include "tempfolders.h"
#include "util/units.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <gtest/gtest.h>

#include <sys/stat.h>
#include <unistd.h>

using namespace cm;
using test::writeFile;

namespace {

DataSetSpec spec(qint64 bytes, quint64 seed)
{
    return DataSetSpec{QStringLiteral("system"), bytes, seed};
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << path.toStdString();
    return file.readAll();
}

// A small stand-in for /usr: lib/ and share/ with files, a link, a FIFO
// and one file above the size limit the tests give the generator.
struct FakeSystem
{
    test::TempFolder folder;
    QByteArray lib, share;
    qint64 eligibleBytes = 0;

    FakeSystem()
    {
        lib = QFile::encodeName(folder.filePath(QStringLiteral("lib")));
        share = QFile::encodeName(folder.filePath(QStringLiteral("share")));
        Random random(42);
        for (int i = 0; i < 30; ++i) {
            const QByteArray content = randomBytes(random, (i + 1) * 4 * KiB) + QByteArray((i + 1) * 4 * KiB, 'z');
            writeFile(folder.filePath(
                          QStringLiteral("lib/sub%1/file%2.so").arg(QString::number(i % 3), QString::number(i))),
                      content);
            eligibleBytes += content.size();
        }
        writeFile(folder.filePath(QStringLiteral("share/doc/readme")), QByteArray(20 * KiB, 'r'));
        writeFile(folder.filePath(QStringLiteral("share/empty")), QByteArray());
        writeFile(folder.filePath(QStringLiteral("share/huge.bin")), QByteArray(2 * MiB, 'h'));
        eligibleBytes += 20 * KiB;
        ::symlink("/etc/passwd", QByteArray(lib + "/passwd-link").constData());
        ::mkfifo(QByteArray(share + "/fifo").constData(), 0644);
    }

    SystemGenerator generator() const { return SystemGenerator({lib, share}, 1 * MiB); }
};

QStringList reasons(const DataSetManifest &manifest)
{
    QStringList list;
    for (const SkippedEntry &entry : manifest.skipped)
        list.append(entry.reason);
    list.sort();
    return list;
}

} // namespace

TEST(SystemGenerator, CopiesASampleOfRealFilesCutToTheExactSize)
{
    const FakeSystem system;
    test::TempFolder folder;
    Cancellation cancel;
    DataSetManifest manifest;
    const QString out = folder.filePath(QStringLiteral("system"));
    const qint64 bytes = 500 * KiB + 7;
    ASSERT_TRUE(system.generator().generate(spec(bytes, 1), out, cancel, &manifest));
    EXPECT_EQ(manifest.kind, QStringLiteral("system"));
    EXPECT_EQ(manifest.bytes, bytes);
    EXPECT_GT(manifest.zstdRatio, 1.0);
    EXPECT_EQ(reasons(manifest),
              (QStringList{QStringLiteral("FIFO"), QStringLiteral("larger than 1 MiB"),
                           QStringLiteral("symbolic link")}));

    const QByteArray root = QFile::encodeName(out);
    const QByteArray prefix = system.folder.path().toLocal8Bit().mid(1);
    qint64 onDisk = 0;
    int files = 0;
    const Status walked = walkTree(root, [&](const TreeEntry &entry) {
        if (entry.type != TreeEntry::Type::RegularFile)
            return Status::ok();
        ++files;
        onDisk += entry.bytes;
        // Each file is the start of its original (all of it but for the last one).
        EXPECT_TRUE(entry.relativePath.startsWith(prefix)) << entry.relativePath.constData();
        const QByteArray copy = readFile(QFile::decodeName(joinPath(root, entry.relativePath)));
        const QByteArray original = readFile(QFile::decodeName('/' + entry.relativePath));
        EXPECT_TRUE(original.startsWith(copy)) << entry.relativePath.constData();
        return Status::ok();
    });
    EXPECT_TRUE(walked) << walked.message().toStdString();
    EXPECT_EQ(onDisk, bytes);
    EXPECT_EQ(files, manifest.files);
    EXPECT_GE(files, 2);
}

TEST(SystemGenerator, MakesUpWithExecutableLikeFilesWhenTheSampleIsTooSmall)
{
    const FakeSystem system;
    test::TempFolder folder;
    Cancellation cancel;
    DataSetManifest manifest;
    const QString out = folder.filePath(QStringLiteral("system"));
    const qint64 bytes = system.eligibleBytes + 3 * MiB;
    ASSERT_TRUE(system.generator().generate(spec(bytes, 1), out, cancel, &manifest));
    EXPECT_EQ(manifest.bytes, bytes);

    qint64 generatedBytes = 0;
    const QByteArray root = QFile::encodeName(out);
    const Status walked = walkTree(root + "/generated", [&](const TreeEntry &entry) {
        if (entry.type == TreeEntry::Type::RegularFile) {
            generatedBytes += entry.bytes;
            const QByteArray content = readFile(QFile::decodeName(joinPath(root + "/generated", entry.relativePath)));
            if (content.size() >= 4) {
                EXPECT_TRUE(content.startsWith("\x7f"
                                               "ELF"))
                    << entry.relativePath.constData();
            }
        }
        return Status::ok();
    });
    EXPECT_TRUE(walked) << walked.message().toStdString();
    EXPECT_EQ(generatedBytes, 3 * MiB);
    // Program-like: compressible, though far less than text.
    EXPECT_GT(manifest.zstdRatio, 1.3);
}

TEST(SystemGenerator, SameSeedSameSampleOtherSeedOtherSample)
{
    const FakeSystem system;
    Cancellation cancel;
    const auto sample = [&](quint64 seed) {
        SystemGenerator::Sample result;
        DataSetManifest manifest;
        EXPECT_TRUE(system.generator().planSample(spec(300 * KiB, seed), cancel, &result, &manifest));
        QList<QByteArray> names;
        for (const PlannedFile &file : result.files)
            names.append(file.relativePath + ':' + QByteArray::number(file.bytes));
        return names;
    };
    EXPECT_EQ(sample(1), sample(1));
    EXPECT_NE(sample(1), sample(2));
}

TEST(SystemGenerator, SamplesThisMachinesUsrLibAndUsrShare)
{
    if (!QFileInfo(QStringLiteral("/usr/lib")).isDir() || !QFileInfo(QStringLiteral("/usr/share")).isDir())
        GTEST_SKIP() << "no /usr/lib and /usr/share here";
    test::TempFolder folder;
    Cancellation cancel;
    DataSetManifest manifest;
    const QString out = folder.filePath(QStringLiteral("system"));
    const qint64 bytes = 4 * MiB;
    ASSERT_TRUE(SystemGenerator().generate(spec(bytes, 1), out, cancel, &manifest));
    EXPECT_EQ(manifest.bytes, bytes);
    EXPECT_GT(manifest.files, 1);
    EXPECT_GT(manifest.zstdRatio, 1.0);
    bool fromUsr = true;
    const Status walked = walkTree(QFile::encodeName(out), [&](const TreeEntry &entry) {
        if (entry.type == TreeEntry::Type::RegularFile)
            fromUsr
                = fromUsr && (entry.relativePath.startsWith("usr/lib/") || entry.relativePath.startsWith("usr/share/"));
        return Status::ok();
    });
    EXPECT_TRUE(walked) << walked.message().toStdString();
    EXPECT_TRUE(fromUsr);
}

TEST(SystemGenerator, CancelLeavesNothingBehind)
{
    const FakeSystem system;
    test::TempFolder folder;
    Cancellation cancel;
    cancel.request();
    DataSetManifest manifest;
    const QString out = folder.filePath(QStringLiteral("system"));
    EXPECT_FALSE(system.generator().generate(spec(200 * KiB, 1), out, cancel, &manifest));
    EXPECT_FALSE(QFileInfo::exists(out));
}
