// The program's LZX against wimlib's, an independent implementation of the
// format Windows' WOF files are read with elsewhere.
#include "predict/lzx.h"
#include "samplechunks.h"
#include "wimlibcodec.h"

#include <gtest/gtest.h>

#include <QByteArray>
#include <QList>

using namespace cm;

namespace {

QByteArray ours(const QByteArray &chunk)
{
    QByteArray out(chunk.size(), '\0');
    out.resize(lzxCompress(chunk.constData(), chunk.size(), out.data(), out.size()));
    return out;
}

QList<QByteArray> sampleChunks()
{
    QList<QByteArray> chunks = test::mixedChunks(LzxMaxInput, 8);
    chunks += {test::prose(LzxMaxInput, 1), test::callHeavyCode(LzxMaxInput, 2), test::callHeavyCode(5000, 3),
               test::prose(1000, 4), test::mixedChunks(LzxMaxInput, 1).front().left(LzxMaxInput - 1)};
    return chunks;
}

} // namespace

// wimlib's levels: 20 parses lazily, 50 (its default) and 100 near-optimally,
// with aligned blocks and several blocks per chunk.
TEST(LzxWimlib, EachDecodesWhatTheOtherEncodes)
{
    for (unsigned level : {20u, 50u, 100u}) {
        const test::WimlibCodec wimlib(WIMLIB_COMPRESSION_TYPE_LZX, LzxMaxInput, level);
        ASSERT_NE(wimlib.compressor, nullptr);
        ASSERT_NE(wimlib.decompressor, nullptr);
        for (const QByteArray &chunk : sampleChunks()) {
            const QByteArray mine = ours(chunk);
            ASSERT_GT(mine.size(), 0);
            EXPECT_TRUE(wimlib.decompresses(mine, chunk)) << chunk.size();
            const QByteArray theirs = wimlib.compress(chunk);
            ASSERT_GT(theirs.size(), 0);
            QByteArray back(chunk.size(), '\0');
            EXPECT_TRUE(lzxDecompress(theirs.constData(), theirs.size(), back.data(), back.size()));
            EXPECT_EQ(back, chunk) << level << ' ' << chunk.size();
        }
    }
}

// What the advice predicts from: about as small as wimlib's default.
TEST(LzxWimlib, StoresAboutAsCompactlyAsWimlib)
{
    const test::WimlibCodec wimlib(WIMLIB_COMPRESSION_TYPE_LZX, LzxMaxInput);
    qsizetype mine = 0, theirs = 0;
    for (const QByteArray &chunk : sampleChunks()) {
        mine += ours(chunk).size();
        theirs += wimlib.compress(chunk).size();
    }
    std::printf("ours/wimlib %.4f\n", double(mine) / double(theirs));
    EXPECT_GT(double(mine) / double(theirs), 0.95);
    EXPECT_LT(double(mine) / double(theirs), 1.10);
}
