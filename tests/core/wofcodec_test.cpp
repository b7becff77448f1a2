// SPDX-License-Identifier: GPL-3.0-or-later
#include "filecontents.h"
#include "samplechunks.h"
#include "predict/codec.h"
#include "predict/codecprobe.h"
#include "predict/wofalgorithm.h"
#include "predict/wofcodec.h"

#include <gtest/gtest.h>

#include <QtEndian>

#include <cstring>
#include <utility>

using namespace cm;

TEST(WofCodec, EveryAlgorithmRoundTripsAnNtfsUnitChunkByChunk)
{
    const QByteArray unit = test::prose(64 * 1024, 7);
    QList<std::pair<QString, qsizetype>> expected{{QStringLiteral("xpress4k"), 4096},
                                                  {QStringLiteral("xpress8k"), 8192},
                                                  {QStringLiteral("xpress16k"), 16384},
                                                  {QStringLiteral("lzx"), 32768}};
    const auto codecs = wofCodecs();
    ASSERT_EQ(codecs.size(), expected.size());
    for (qsizetype i = 0; i < codecs.size(); ++i) {
        const auto &codec = codecs[i];
        EXPECT_EQ(codec->name(), expected[i].first);
        ASSERT_NE(makeCodec(expected[i].first), nullptr);
        QByteArray compressed;
        ASSERT_TRUE(codec->compress(unit.constData(), unit.size(), &compressed)) << codec->name().toStdString();
        // One table entry per chunk of the algorithm's size, each no larger than its chunk.
        const qsizetype chunks = unit.size() / expected[i].second;
        qsizetype stored = 0;
        for (qsizetype c = 0; c < chunks; ++c) {
            const qsizetype entry = qFromLittleEndian<quint32>(compressed.constData() + 4 * c);
            EXPECT_LT(entry, expected[i].second) << codec->name().toStdString();
            stored += entry;
        }
        EXPECT_EQ(compressed.size(), 4 * chunks + stored) << codec->name().toStdString();
        QByteArray back(unit.size(), '\0');
        ASSERT_TRUE(codec->decompress(compressed, back.data(), back.size())) << codec->name().toStdString();
        EXPECT_EQ(back, unit) << codec->name().toStdString();
    }
}

// Counted in whole 4 KiB sectors per 64 KiB unit, so neighbours may tie.
TEST(WofCodec, LargerChunksCompressProseAtLeastAsWell)
{
    const QList<QByteArray> units = filesystemChunks({test::prose(1024 * 1024, 7)}, 64 * 1024);
    QList<double> ratios;
    for (const auto &codec : wofCodecs()) {
        const CodecMeasurement measured = probeCodec(*codec, units);
        EXPECT_GT(measured.ratio, 1.0) << codec->name().toStdString();
        EXPECT_TRUE(measured.decompressOneCore.isKnown());
        if (!ratios.isEmpty()) {
            EXPECT_GE(measured.ratio, ratios.constLast()) << codec->name().toStdString();
        }
        ratios.append(measured.ratio);
    }
    EXPECT_GT(ratios.constLast(), ratios.constFirst()); // the largest chunks beat xpress over 4 KiB
}

TEST(WofCodec, IncompressibleDataIsStoredRawAndADamagedTableIsRefused)
{
    const QByteArray unit = test::randomBytes(64 * 1024, 11);
    for (const auto &codec : wofCodecs()) {
        QByteArray compressed;
        EXPECT_FALSE(codec->compress(unit.constData(), unit.size(), &compressed)) << codec->name().toStdString();
        QByteArray back(unit.size(), '\0');
        ASSERT_TRUE(codec->decompress(compressed, back.data(), back.size())) << codec->name().toStdString();
        EXPECT_EQ(back, unit);

        const QByteArray text = test::prose(64 * 1024, 7);
        ASSERT_TRUE(codec->compress(text.constData(), text.size(), &compressed));
        qToLittleEndian(quint32(70000), compressed.data()); // a first chunk larger than a chunk can be
        EXPECT_FALSE(codec->decompress(compressed, back.data(), back.size())) << codec->name().toStdString();
        EXPECT_FALSE(codec->decompress(compressed.left(3), back.data(), back.size()));
    }
}

// The program's own XPRESS and LZX, which the Windows build predicts with,
// through the same chunk table and against the same expectations: each
// algorithm stores smaller than the one before.
TEST(WofCodec, TheProgramsOwnCodecsStoreChunksLikeWof)
{
    const QByteArray unit = test::prose(64 * 1024, 7);
    const QList<QByteArray> units = filesystemChunks({test::prose(1024 * 1024, 7)}, 64 * 1024);
    double previousRatio = 0;
    for (const WofAlgorithm &algorithm : ownWofAlgorithms()) {
        const auto codec = makeWofCodec(algorithm);
        QByteArray compressed;
        ASSERT_TRUE(codec->compress(unit.constData(), unit.size(), &compressed)) << algorithm.name.toStdString();
        QByteArray back(unit.size(), '\0');
        ASSERT_TRUE(codec->decompress(compressed, back.data(), back.size()));
        EXPECT_EQ(back, unit);
        const double ratio = probeCodec(*codec, units).ratio;
        EXPECT_GE(ratio, previousRatio) << algorithm.name.toStdString();
        previousRatio = ratio;
    }
    EXPECT_GT(previousRatio, 2.0);
}
