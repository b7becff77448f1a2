// SPDX-License-Identifier: GPL-3.0-or-later
#include "predict/codecprobe.h"
#include "predict/compressionmodel.h"
#include "filecontents.h"

#include <gtest/gtest.h>

#include <cstring>

using namespace cm;

namespace {

QByteArray text(qsizetype size)
{
    return QByteArray("The drive reads compressed books faster when the CPU keeps up. ")
        .repeated(size / 64 + 1)
        .left(size);
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
    EXPECT_TRUE(textual.decompressOneCore.isKnown());
    // Timed on all cores too; how much faster is the machine's, not a check.
    EXPECT_TRUE(textual.decompressAllCores.isKnown());
    EXPECT_DOUBLE_EQ(textual.compressedFraction, 1.0);
    const CodecMeasurement noise = probeCodec(*zstd, filesystemChunks({test::randomBytes(1024 * 1024, 3)}));
    EXPECT_DOUBLE_EQ(noise.ratio, 1.0);
    EXPECT_DOUBLE_EQ(noise.compressedFraction, 0.0);
    EXPECT_FALSE(noise.decompressOneCore.isKnown()) << "nothing to decompress";
}

// Every codec is timed in the same rounds, at least the minimum number, and
// each figure comes with an interval around it.
TEST(CodecProbe, CodecsAreTimedInInterleavedRoundsWithIntervals)
{
    const auto zstd = makeCodec(QStringLiteral("zstd:1"));
    const auto zlib = makeCodec(QStringLiteral("zlib:6"));
    const auto lzo = makeCodec(QStringLiteral("lzo"));
    // Half the chunks text, half noise: half of them are stored compressed.
    const QList<QByteArray> chunks = filesystemChunks({text(512 * 1024), test::randomBytes(512 * 1024, 5)});
    ProbeBudget budget;
    budget.minimumRounds = 4;
    budget.maximumRounds = 6;
    budget.milliseconds = 0; // stop at the minimum
    const QList<CodecMeasurement> measured = probeCodecs({zstd.get(), zlib.get(), lzo.get()}, chunks, nullptr, budget);
    ASSERT_EQ(measured.size(), 3);
    for (const CodecMeasurement &m : measured) {
        SCOPED_TRACE(m.codec.toStdString());
        EXPECT_EQ(m.rounds, 4);
        EXPECT_EQ(m.rounds, measured.first().rounds);
        EXPECT_DOUBLE_EQ(m.compressedFraction, 0.5);
        EXPECT_GT(m.ratio, 1.5);
        EXPECT_GT(m.compressMBps, 0.0);
        EXPECT_LE(m.decompressOneCore.low, m.decompressOneCore.value);
        EXPECT_GE(m.decompressOneCore.high, m.decompressOneCore.value);
        EXPECT_GT(m.decompressOneCore.low, 0.0);
    }
}

TEST(CodecProbe, CancellingStopsTheTimingsEarly)
{
    const auto zstd = makeCodec(QStringLiteral("zstd:3"));
    Cancellation cancel;
    cancel.request();
    const QList<CodecMeasurement> measured = probeCodecs({zstd.get()}, filesystemChunks({text(256 * 1024)}), &cancel);
    EXPECT_TRUE(measured.isEmpty());
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
    EXPECT_TRUE(
        recommendation(prediction, QStringLiteral("zstd:1")).startsWith(QStringLiteral("compress with zstd:1: 111 %")));
    EXPECT_TRUE(recommendation(predictCompressedRead(500.0, 1.0, 1000.0), QStringLiteral("zstd:1"))
                    .startsWith(QStringLiteral("do not compress")));
}
