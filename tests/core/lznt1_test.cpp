// SPDX-License-Identifier: GPL-3.0-or-later
#include "predict/codec.h"
#include "codec/lznt1.h"
#include "filecontents.h"

#include <gtest/gtest.h>

#include <string>

#include <cstring>

using namespace cm;

namespace {

QByteArray text(qsizetype size)
{
    return QByteArray("NTFS keeps every 64 KiB of a compressed file in 4 KiB chunks. ")
        .repeated(size / 62 + 1)
        .left(size);
}

QByteArray roundTrip(const QByteArray &data)
{
    const std::string compressed = lznt1Compress(data.constData(), data.size());
    QByteArray back(data.size(), '\x55');
    const qsizetype written
        = lznt1Decompress(compressed.data(), qsizetype(compressed.size()), back.data(), back.size());
    EXPECT_EQ(written, data.size());
    return back;
}

} // namespace

// Streams assembled by hand from [MS-XCA] 2.5: a chunk header is
// (bytes in the chunk including the header - 3) | 0x3000 signature | 0x8000 when compressed.
TEST(Lznt1, DecodesHandAssembledStreams)
{
    // Eleven literals in two flag groups.
    const unsigned char literals[] = {0x0c, 0xb0, 0x00, 'H', 'e', 'l', 'l', 'o', ' ', 'w', 'o', 0x00, 'r', 'l', 'd'};
    char out[64] = {};
    ASSERT_EQ(lznt1Decompress(reinterpret_cast<const char *>(literals), sizeof literals, out, sizeof out), 11);
    EXPECT_EQ(QByteArray(out, 11), QByteArray("Hello world"));

    // "abc", then a copy token at position 3, where the token holds 4 bits of
    // displacement and 12 of length: 0x2006 is displacement 3, length 6 + 3 = 9,
    // overlapping what it produces.
    const unsigned char copy[] = {0x05, 0xb0, 0x08, 'a', 'b', 'c', 0x06, 0x20};
    ASSERT_EQ(lznt1Decompress(reinterpret_cast<const char *>(copy), sizeof copy, out, sizeof out), 12);
    EXPECT_EQ(QByteArray(out, 12), QByteArray("abcabcabcabc"));

    // An uncompressed chunk (no 0x8000) is copied as it is; a zero header ends the stream.
    const unsigned char stored[] = {0x02, 0x30, 'x', 'y', 'z', 0x00, 0x00, 0x05, 0xb0};
    ASSERT_EQ(lznt1Decompress(reinterpret_cast<const char *>(stored), sizeof stored, out, sizeof out), 3);
    EXPECT_EQ(QByteArray(out, 3), QByteArray("xyz"));

    // A copy reaching before the start of the chunk is refused.
    const unsigned char bad[] = {0x05, 0xb0, 0x08, 'a', 'b', 'c', 0x06, 0x50};
    EXPECT_EQ(lznt1Decompress(reinterpret_cast<const char *>(bad), sizeof bad, out, sizeof out), -1);
}

TEST(Lznt1, WritesTheTokensItReads)
{
    const QByteArray data("abcabcabcabc");
    const std::string compressed = lznt1Compress(data.constData(), data.size());
    const unsigned char expected[] = {0x05, 0xb0, 0x08, 'a', 'b', 'c', 0x06, 0x20};
    EXPECT_EQ(compressed, std::string(reinterpret_cast<const char *>(expected), sizeof expected));
}

TEST(Lznt1, RoundTripsTextRandomZerosAndEdgeSizes)
{
    for (qsizetype size :
         {qsizetype(1), qsizetype(2), qsizetype(3), qsizetype(17), qsizetype(4095), qsizetype(4096), qsizetype(4097),
          qsizetype(8191), qsizetype(NtfsCompressionUnitBytes - 1), qsizetype(NtfsCompressionUnitBytes)}) {
        SCOPED_TRACE(size);
        const QByteArray textual = text(size);
        EXPECT_EQ(roundTrip(textual), textual);
        const QByteArray noise = test::randomBytes(size, quint64(size));
        EXPECT_EQ(roundTrip(noise), noise);
        const QByteArray zeros(size, '\0');
        EXPECT_EQ(roundTrip(zeros), zeros);
    }
    // Long matches use every length the token layout allows, near the chunk's end too.
    QByteArray mixed = text(20000) + QByteArray(30000, 'z') + test::randomBytes(15536, 9);
    EXPECT_EQ(roundTrip(mixed), mixed);
}

TEST(Lznt1, TextShrinksAndNoiseIsStoredInPlainChunks)
{
    const QByteArray textual = text(NtfsCompressionUnitBytes);
    const std::string small = lznt1Compress(textual.constData(), textual.size());
    EXPECT_LT(qsizetype(small.size()), textual.size() / 4);
    const QByteArray noise = test::randomBytes(NtfsCompressionUnitBytes, 5);
    const std::string stored = lznt1Compress(noise.constData(), noise.size());
    EXPECT_EQ(qsizetype(stored.size()), noise.size() + 16 * 2); // 16 plain chunks, each with its header
    EXPECT_EQ(quint8(stored[1]) & 0x80, 0);

    const auto codec = makeCodec(QStringLiteral("lznt1"));
    ASSERT_NE(codec, nullptr);
    QByteArray compressed;
    EXPECT_TRUE(codec->compress(textual.constData(), textual.size(), &compressed));
    EXPECT_FALSE(codec->compress(noise.constData(), noise.size(), &compressed));
}
