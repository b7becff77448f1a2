// SPDX-License-Identifier: GPL-3.0-or-later
#include "codec/lzx.h"
#include "codec/lzxformat.h"
#include "filecontents.h"
#include "samplechunks.h"
#include "util/random.h"

#include <gtest/gtest.h>

#include <QList>
#include <QtEndian>

#include <utility>

using namespace cm;

namespace {

QByteArray compressed(const QByteArray &data, qsizetype capacity = 2 * LzxMaxInput)
{
    QByteArray out(capacity, '\0');
    out.resize(lzxCompress(data.constData(), data.size(), out.data(), out.size()));
    return out;
}

bool decodes(const QByteArray &stream, const QByteArray &expected)
{
    QByteArray back(expected.size(), '\x55');
    return lzxDecompress(stream.constData(), stream.size(), back.data(), back.size()) && back == expected;
}

// 16-bit little-endian words filled from their most significant bit.
class Bits
{
public:
    void write(quint32 value, int count)
    {
        for (int bit = count - 1; bit >= 0; --bit) {
            m_word = quint16(m_word << 1 | ((value >> bit) & 1));
            if (++m_count == 16)
                flush();
        }
    }
    void pad()
    {
        if (m_count)
            write(0, 16 - m_count);
    }
    void raw(const QByteArray &bytes) { m_out += bytes; }
    QByteArray bytes() const { return m_out; }

private:
    void flush()
    {
        char word[2];
        qToLittleEndian(m_word, word);
        m_out += QByteArray(word, 2);
        m_word = 0;
        m_count = 0;
    }
    QByteArray m_out;
    quint16 m_word = 0;
    int m_count = 0;
};

// An uncompressed block: its header, then the three recent offsets and the
// bytes, padded to an even count.
void uncompressedBlock(Bits &bits, const QByteArray &bytes, quint32 recentOffset = 1)
{
    bits.write(lzx::Uncompressed, 3);
    bits.write(0, 1);
    bits.write(quint32(bytes.size()), 16);
    bits.pad();
    for (int i = 0; i < 3; ++i) {
        char offset[4];
        qToLittleEndian(recentOffset, offset);
        bits.raw(QByteArray(offset, 4));
    }
    bits.raw(bytes.size() % 2 ? bytes + '\0' : bytes);
}

} // namespace

TEST(Lzx, EveryKindOfDataRoundTrips)
{
    QList<QByteArray> inputs{QByteArray("a"),
                             QByteArray("ab"),
                             QByteArray(10, '\xe8'),
                             QByteArray(100, '\xe8'),       // calls whose operands are calls
                             QByteArray(LzxMaxInput, '\0'), // a block of the default size
                             QByteArray(LzxMaxInput - 1, '\0'),
                             QByteArray(300, 'x') + "y", // lengths past the main symbol's reach
                             test::prose(4096, 1),
                             test::prose(LzxMaxInput, 2),
                             test::randomBytes(5000, 3) + QByteArray(5000, 'z'),
                             test::randomBytes(777, 4).repeated(60).left(LzxMaxInput), // far matches
                             test::callHeavyCode(LzxMaxInput, 5),
                             test::callHeavyCode(1000, 6)};
    // Frequencies that grow like Fibonacci's numbers ask for codes longer than 16 bits.
    QByteArray skewed;
    for (quint32 count = 1, previous = 1, symbol = 0; skewed.size() + count < LzxMaxInput; ++symbol) {
        skewed += QByteArray(qsizetype(count), char(symbol));
        count = std::exchange(previous, previous + count);
    }
    inputs.append(skewed);
    for (const QByteArray &input : inputs) {
        const QByteArray stream = compressed(input);
        ASSERT_GT(stream.size(), 0) << input.size();
        EXPECT_TRUE(decodes(stream, input)) << input.size();
    }
    const QByteArray text = test::prose(LzxMaxInput, 7);
    EXPECT_LT(compressed(text).size(), text.size() / 3);
}

// The E8 translation makes calls to one function look alike; the same code
// with jumps (0xE9, not translated) to the same places stores larger.
TEST(Lzx, CallsAreTranslatedBeforeMatching)
{
    const QByteArray calls = test::callHeavyCode(LzxMaxInput, 8);
    QByteArray jumps = calls;
    jumps.replace('\xe8', '\xe9');
    const QByteArray translated = compressed(calls);
    EXPECT_TRUE(decodes(translated, calls));
    EXPECT_LT(double(translated.size()), 0.9 * double(compressed(jumps).size()));
}

TEST(Lzx, DecodesUncompressedBlocksAndTranslatesTheirCallsBack)
{
    const QByteArray code = test::callHeavyCode(301, 9);
    QByteArray stored = code;
    lzx::translateCalls(reinterpret_cast<uchar *>(stored.data()), stored.size());
    ASSERT_NE(stored, code);
    // An odd first block, padded, then the rest.
    Bits bits;
    uncompressedBlock(bits, stored.left(101));
    uncompressedBlock(bits, stored.mid(101));
    EXPECT_TRUE(decodes(bits.bytes(), code));
    // A recent offset of 0 is not an offset.
    Bits zero;
    uncompressedBlock(zero, stored, 0);
    QByteArray back(code.size(), '\0');
    EXPECT_FALSE(lzxDecompress(zero.bytes().constData(), zero.bytes().size(), back.data(), back.size()));
}

TEST(Lzx, ReportsWhenTheStreamWouldNotFit)
{
    const QByteArray noise = test::randomBytes(4096, 10);
    EXPECT_EQ(compressed(noise, noise.size() - 1).size(), 0);
    const QByteArray text = test::prose(4096, 11);
    const qsizetype needed = compressed(text).size();
    EXPECT_EQ(compressed(text, needed).size(), needed);
    EXPECT_EQ(compressed(text, needed - 1).size(), 0);
    QByteArray out(16, '\0');
    EXPECT_EQ(lzxCompress(text.constData(), 0, out.data(), out.size()), 0);
    EXPECT_EQ(lzxCompress(text.constData(), LzxMaxInput + 1, out.data(), out.size()), 0);
}

TEST(Lzx, RefusesDamagedAndShortStreams)
{
    const QByteArray text = test::prose(16 * 1024, 12);
    const QByteArray stream = compressed(text);
    QByteArray back(text.size(), '\0');
    // Cut anywhere, the stream lacks bits it needs.
    for (qsizetype cut : {qsizetype(0), qsizetype(2), qsizetype(40), stream.size() / 2, stream.size() - 2})
        EXPECT_FALSE(lzxDecompress(stream.constData(), cut, back.data(), back.size())) << cut;
    // A block longer than what is left to decode.
    EXPECT_FALSE(lzxDecompress(stream.constData(), stream.size(), back.data(), back.size() - 1));
    // Block types 0 and 4-7 do not exist.
    for (quint32 type : {0u, 4u, 7u}) {
        Bits bits;
        bits.write(type, 3);
        bits.write(1, 1);
        bits.pad();
        EXPECT_FALSE(lzxDecompress(bits.bytes().constData(), bits.bytes().size(), back.data(), back.size())) << type;
    }
    // Random damage is refused or decodes to something, never read or written out of bounds.
    Random random(13);
    for (int trial = 0; trial < 2000; ++trial) {
        QByteArray damaged = stream;
        damaged[qsizetype(random.next() % quint64(damaged.size()))] ^= char(1 << (random.next() % 8));
        lzxDecompress(damaged.constData(), damaged.size(), back.data(), back.size());
    }
}
