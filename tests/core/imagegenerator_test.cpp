// SPDX-License-Identifier: GPL-3.0-or-later
#include "datasets/imagegenerator.h"
#include "fs/treewalk.h"
#include "filecontents.h"
#include "tempfolders.h"
#include "util/units.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>

#include <gtest/gtest.h>

#include <sys/mount.h>
#include <unistd.h>

#include <chrono>
#include <thread>

using namespace cm;
using test::fileHash;

namespace {

DataSetSpec spec(qint64 bytes, quint64 seed)
{
    return DataSetSpec{QStringLiteral("image"), bytes, seed};
}

QByteArray block(quint64 seed, qint64 index)
{
    QByteArray bytes(64 * KiB, Qt::Uninitialized);
    ImageGenerator::fillBlock(spec(1 * GiB, seed), index, bytes.data(), bytes.size());
    return bytes;
}

// A tmpfs of `bytes` mounted on a folder for as long as the object lives.
class TinyVolume
{
public:
    TinyVolume(const QString &folder, qint64 bytes)
        : m_folder(QFile::encodeName(folder))
    {
        const QByteArray options = "size=" + QByteArray::number(bytes);
        m_mounted = ::mount("tmpfs", m_folder.constData(), "tmpfs", 0, options.constData()) == 0;
    }
    ~TinyVolume()
    {
        if (m_mounted)
            ::umount(m_folder.constData());
    }
    bool isMounted() const { return m_mounted; }

private:
    QByteArray m_folder;
    bool m_mounted = false;
};

} // namespace

TEST(ImageGenerator, OneIncompressibleFileOfExactlyTheRequestedSize)
{
    test::TempFolder folder;
    Cancellation cancel;
    DataSetManifest manifest;
    const QString out = folder.filePath(QStringLiteral("image"));
    const qint64 bytes = 6 * MiB + 12345; // not a whole number of blocks
    ASSERT_TRUE(ImageGenerator().generate(spec(bytes, 1), out, cancel, &manifest));
    EXPECT_EQ(QFileInfo(out + QStringLiteral("/disk-image.iso")).size(), bytes);
    EXPECT_EQ(test::countEntries(out), 1);
    EXPECT_EQ(manifest.kind, QStringLiteral("image"));
    EXPECT_EQ(manifest.files, 1);
    EXPECT_EQ(manifest.bytes, bytes);
    EXPECT_EQ(manifest.sampleBytes, bytes); // small enough to be read whole
    EXPECT_LT(manifest.zstdRatio, 1.01);
    EXPECT_LT(manifest.lz4Ratio, 1.01);
}

TEST(ImageGenerator, SameSeedSameBytesOtherSeedOtherBytes)
{
    test::TempFolder folder;
    Cancellation cancel;
    DataSetManifest manifest;
    ASSERT_TRUE(ImageGenerator().generate(spec(5 * MiB, 7), folder.filePath(QStringLiteral("a")), cancel, &manifest));
    ASSERT_TRUE(ImageGenerator().generate(spec(5 * MiB, 7), folder.filePath(QStringLiteral("b")), cancel, &manifest));
    ASSERT_TRUE(ImageGenerator().generate(spec(5 * MiB, 8), folder.filePath(QStringLiteral("c")), cancel, &manifest));
    const QString file = QStringLiteral("/disk-image.iso");
    EXPECT_EQ(fileHash(folder.filePath(QStringLiteral("a")) + file),
              fileHash(folder.filePath(QStringLiteral("b")) + file));
    EXPECT_NE(fileHash(folder.filePath(QStringLiteral("a")) + file),
              fileHash(folder.filePath(QStringLiteral("c")) + file));
    // Every block has its own stream: nothing repeats for a compressor to find.
    EXPECT_NE(block(1, 0), block(1, 1));
    EXPECT_EQ(block(1, 3), block(1, 3));
}

TEST(ImageGenerator, CancelLeavesNothingBehind)
{
    test::TempFolder folder;
    Cancellation cancel;
    cancel.request();
    DataSetManifest manifest;
    const QString out = folder.filePath(QStringLiteral("image"));
    EXPECT_FALSE(ImageGenerator().generate(spec(8 * MiB, 1), out, cancel, &manifest));
    EXPECT_FALSE(QFileInfo::exists(out));
}

TEST(ImageGenerator, ACancelInsideABigFileStopsAtTheNextPiece)
{
    test::TempFolder folder;
    Cancellation cancel;
    DataSetManifest manifest;
    const QString out = folder.filePath(QStringLiteral("set"));
    int blocks = 0;
    const FileProducer produce = [&](qsizetype, const PlannedFile &, FileSink &sink) {
        const QByteArray piece(1 * MiB, 'x');
        for (;;) {
            if (++blocks == 3)
                cancel.request();
            if (Status status = sink.write(piece); !status)
                return status;
        }
    };
    const Status status = writeStreamedFileSet(out, {{"big.iso", 64 * MiB}}, produce, cancel, &manifest);
    ASSERT_FALSE(status);
    EXPECT_EQ(status.message(), QStringLiteral("cancelled"));
    EXPECT_EQ(blocks, 3);
    EXPECT_FALSE(QFileInfo::exists(out));
}

TEST(ImageGenerator, ACancelFromAnotherThreadStopsTheWriting)
{
    test::TempFolder folder;
    Cancellation cancel;
    DataSetManifest manifest;
    const QString out = folder.filePath(QStringLiteral("set"));
    // A slow drive: 64 KiB every 20 ms, far from done when the cancel comes.
    const FileProducer produce = [](qsizetype, const PlannedFile &, FileSink &sink) {
        const QByteArray piece(64 * KiB, 'x');
        for (;;) {
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
            if (Status status = sink.write(piece); !status)
                return status;
        }
    };
    std::thread canceller([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(150));
        cancel.request();
    });
    const Status status = writeStreamedFileSet(out, {{"slow.iso", 1 * GiB}}, produce, cancel, &manifest);
    canceller.join();
    ASSERT_FALSE(status);
    EXPECT_EQ(status.message(), QStringLiteral("cancelled"));
    EXPECT_FALSE(QFileInfo::exists(out));
}

TEST(ImageGenerator, AFullDriveStopsWithAClearMessageAndLeavesNothing)
{
    if (::geteuid() != 0)
        GTEST_SKIP() << "mounting a small tmpfs needs root";
    test::TempFolder folder;
    const TinyVolume volume(folder.path(), 2 * MiB);
    if (!volume.isMounted())
        GTEST_SKIP() << "cannot mount a tmpfs here";
    Cancellation cancel;
    DataSetManifest manifest;
    const QString out = folder.filePath(QStringLiteral("image"));
    const Status status = ImageGenerator().generate(spec(8 * MiB, 1), out, cancel, &manifest);
    ASSERT_FALSE(status);
    EXPECT_TRUE(status.message().contains(QStringLiteral("No space left on device"))) << status.message().toStdString();
    EXPECT_TRUE(status.message().contains(out)) << status.message().toStdString();
    EXPECT_FALSE(QFileInfo::exists(out));
}
