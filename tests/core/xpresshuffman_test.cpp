// SPDX-License-Identifier: GPL-3.0-or-later
#include "codec/xpresshuffman.h"
#include "filecontents.h"
#include "samplechunks.h"
#include "util/random.h"

#include <gtest/gtest.h>

#include <QList>

#include <utility>

using namespace cm;

namespace {

QByteArray compressed(const QByteArray &data, qsizetype capacity = 2 * XpressHuffmanMaxInput)
{
    QByteArray out(capacity, '\0');
    out.resize(xpressHuffmanCompress(data.constData(), data.size(), out.data(), out.size()));
    return out;
}

bool decodes(const QByteArray &stream, const QByteArray &expected)
{
    QByteArray back(expected.size(), '\x55');
    return xpressHuffmanDecompress(stream.constData(), stream.size(), back.data(), back.size()) && back == expected;
}

} // namespace

// [MS-XCA] 3.2's example: "abcdefghijklmnopqrstuvwxyz" with the end-of-data
// symbol: each used symbol once, 5-bit codes for "a" to "v", 4-bit codes for
// "w" to "z" and 256, then the codes in 16-bit words and one word beyond.
TEST(XpressHuffman, TheSpecificationsExampleEncodesAndDecodesByteForByte)
{
    QByteArray expected(256, '\0');
    expected[48] = '\x50';
    for (int i = 49; i <= 58; ++i)
        expected[i] = '\x55';
    expected[59] = '\x45';
    expected[60] = '\x44';
    expected[61] = '\x04';
    expected[128] = '\x04';
    expected += QByteArray::fromHex("d8523ed794115be9195ff9d67cdf8d0400000000");
    const QByteArray alphabet("abcdefghijklmnopqrstuvwxyz");

    EXPECT_EQ(compressed(alphabet).toHex(), expected.toHex());
    EXPECT_TRUE(decodes(expected, alphabet));
}

TEST(XpressHuffman, EveryKindOfDataRoundTrips)
{
    QList<QByteArray> inputs{QByteArray("a"),
                             QByteArray("aaaa"),
                             QByteArray(XpressHuffmanMaxInput, '\0'), // one match as long as the format allows
                             QByteArray(300, 'x') + "y",              // a length past the byte's reach
                             test::prose(4096, 1),
                             test::prose(16 * 1024, 2),
                             test::prose(XpressHuffmanMaxInput, 3),
                             test::randomBytes(5000, 4) + QByteArray(5000, 'z'),
                             test::randomBytes(777, 5).repeated(40).left(XpressHuffmanMaxInput)};
    // Frequencies that grow like Fibonacci's numbers ask for codes longer than 15 bits.
    QByteArray skewed;
    for (quint32 count = 1, previous = 1, symbol = 0; skewed.size() + count < XpressHuffmanMaxInput; ++symbol) {
        skewed += QByteArray(qsizetype(count), char(symbol));
        count = std::exchange(previous, previous + count);
    }
    inputs.append(skewed);
    for (const QByteArray &input : inputs) {
        const QByteArray stream = compressed(input);
        ASSERT_GT(stream.size(), 256) << input.size();
        EXPECT_TRUE(decodes(stream, input)) << input.size();
    }
    const QByteArray text = test::prose(XpressHuffmanMaxInput, 6);
    EXPECT_LT(compressed(text).size(), text.size() / 3);
}

TEST(XpressHuffman, ReportsWhenTheStreamWouldNotFit)
{
    const QByteArray noise = test::randomBytes(4096, 7);
    EXPECT_EQ(compressed(noise, noise.size() - 1).size(), 0);
    const QByteArray text = test::prose(4096, 8);
    const qsizetype needed = compressed(text).size();
    EXPECT_EQ(compressed(text, needed).size(), needed);
    EXPECT_EQ(compressed(text, needed - 1).size(), 0);
    QByteArray out(16, '\0');
    EXPECT_EQ(xpressHuffmanCompress(text.constData(), 0, out.data(), out.size()), 0);
    EXPECT_EQ(xpressHuffmanCompress(text.constData(), text.size(), out.data(), out.size()), 0);
}

TEST(XpressHuffman, RefusesDamagedAndShortStreams)
{
    const QByteArray text = test::prose(16 * 1024, 9);
    const QByteArray stream = compressed(text);
    QByteArray back(text.size(), '\0');
    // Cut anywhere, the stream lacks bits or bytes it needs.
    for (qsizetype cut :
         {qsizetype(0), qsizetype(100), qsizetype(256), qsizetype(260), stream.size() / 2, stream.size() - 4})
        EXPECT_FALSE(xpressHuffmanDecompress(stream.constData(), cut, back.data(), back.size())) << cut;
    // A code table whose lengths do not make a complete code.
    QByteArray incomplete = stream;
    incomplete[0] = char(quint8(incomplete[0]) ^ 0x01);
    EXPECT_FALSE(xpressHuffmanDecompress(incomplete.constData(), incomplete.size(), back.data(), back.size()));
    // A match reaching back before the start.
    QByteArray early(256, '\0');
    early[128] = '\x11'; // symbols 256 and 257, one bit each: a 3-byte match at offset 1 first
    early += QByteArray(4, '\0');
    EXPECT_FALSE(xpressHuffmanDecompress(early.constData(), early.size(), back.data(), 3));
    // Random damage is refused or decodes to something, never read or written out of bounds.
    Random random(10);
    for (int trial = 0; trial < 2000; ++trial) {
        QByteArray damaged = stream;
        damaged[qsizetype(random.next() % quint64(damaged.size()))] ^= char(1 << (random.next() % 8));
        xpressHuffmanDecompress(damaged.constData(), damaged.size(), back.data(), back.size());
    }
}
