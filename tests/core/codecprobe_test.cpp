#include "predict/codecprobe.h"
#include "predict/compressionmodel.h"
#include "filecontents.h"

#include <gtest/gtest.h>

#include <cstring>

using namespace cm;

namespace {

QByteArray text(qsizetype size)
{
    return QByteArray("The drive reads compressed books faster when the CPU keeps up. ").repeated(size / 64 + 1).left(size);
}

} // namespace

TEST(CodecProbe, EveryBtrfsCodecRoundTripsAChunk)
{
    const QByteArray chunk = text(128 * 1024);
    const auto codecs = btrfsCodecs();
    ASSERT_EQ(codecs.size(), 9 + 1 + 15 + 1);
    for (const auto &codec : codecs) {
        QByteArray compressed;
        ASSERT_TRUE(codec->compress(chunk.constData(), chunk.size(), &compressed)) << codec->name().toStdString();
        QByteArray back(chunk.size(), '\0');
        ASSERT_TRUE(codec->decompress(compressed, back.data(), back.size())) << codec->name().toStdString();
        EXPECT_EQ(back, chunk) << codec->name().toStdString();
    }
    EXPECT_NE(makeCodec(QStringLiteral("zstd:3")), nullptr);
    EXPECT_EQ(makeCodec(QStringLiteral("zstd:99")), nullptr);
}

TEST(CodecProbe, TextShrinksRandomBytesAreStoredPlainInWholeSectors)
{
    const auto zstd = makeCodec(QStringLiteral("zstd:3"));
    const CodecMeasurement textual = probeCodec(*zstd, filesystemChunks({text(1024 * 1024)}));
    EXPECT_GT(textual.ratio, 10.0); // one sector per 128 KiB chunk at best: at most 32
    EXPECT_LE(textual.ratio, 32.0);
    EXPECT_GT(textual.decompressMBpsOneCore, 0.0);
    EXPECT_GE(textual.decompressMBpsAllCores, textual.decompressMBpsOneCore * 0.5);
    const CodecMeasurement noise = probeCodec(*zstd, filesystemChunks({test::randomBytes(1024 * 1024, 3)}));
    EXPECT_DOUBLE_EQ(noise.ratio, 1.0);
}

TEST(CodecProbe, ChunksFollowFileBoundaries)
{
    const QList<QByteArray> chunks = filesystemChunks({QByteArray(300 * 1024, 'a'), QByteArray(10, 'b')});
    ASSERT_EQ(chunks.size(), 4);
    EXPECT_EQ(chunks[2].size(), 44 * 1024);
    EXPECT_EQ(chunks[3].size(), 10);
}

TEST(CompressionModel, TheDeviceReadsLessAndTheCpuPaysForIt)
{
    // 500 MB/s plain, ratio 2.5, decompression at 1000 MB/s:
    // 1 / (1/1250 + 1/1000) = 555.6 MB/s.
    const Prediction prediction = predictCompressedRead(500.0, 2.5, 1000.0);
    EXPECT_NEAR(prediction.predictedMBps, 555.6, 0.1);
    EXPECT_NEAR(prediction.spaceSaved, 0.6, 1e-9);
    // A slow CPU makes compression lose.
    EXPECT_LT(predictCompressedRead(500.0, 2.5, 300.0).predictedMBps, 500.0);
    // Incompressible data is stored plain and reads at the plain speed.
    EXPECT_DOUBLE_EQ(predictCompressedRead(500.0, 1.01, 1000.0).predictedMBps, 500.0);
    EXPECT_TRUE(recommendation(500.0, prediction, QStringLiteral("zstd:1")).startsWith(QStringLiteral("compress with")));
    EXPECT_TRUE(recommendation(500.0, predictCompressedRead(500.0, 1.0, 1000.0), QStringLiteral("zstd:1"))
                    .startsWith(QStringLiteral("do not compress")));
}
