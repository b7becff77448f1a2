// SPDX-License-Identifier: GPL-3.0-or-later
// The program's LZX against wimlib's, an independent implementation of the
// format Windows' WOF files are read with elsewhere.
#include "codec/lzx.h"
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

// What the advice predicts from: smaller than wimlib's lazy parse (level 20)
// and within a few per cent of its default, near-optimal one.
TEST(LzxWimlib, StoresAboutAsCompactlyAsWimlib)
{
    const auto storedBy = [](const test::WimlibCodec &wimlib) {
        qsizetype bytes = 0;
        for (const QByteArray &chunk : sampleChunks())
            bytes += wimlib.compress(chunk).size();
        return double(bytes);
    };
    double mine = 0;
    for (const QByteArray &chunk : sampleChunks())
        mine += double(ours(chunk).size());
    const double lazy = storedBy(test::WimlibCodec(WIMLIB_COMPRESSION_TYPE_LZX, LzxMaxInput, 20));
    const double nearOptimal = storedBy(test::WimlibCodec(WIMLIB_COMPRESSION_TYPE_LZX, LzxMaxInput));
    EXPECT_LT(mine / lazy, 1.0);
    EXPECT_LT(mine / nearOptimal, 1.06);
}
