// SPDX-License-Identifier: GPL-3.0-or-later
// The program's XPRESS against wimlib's, an independent implementation of
// the same format that Windows' WOF files are read with elsewhere.
#include "codec/xpresshuffman.h"
#include "samplechunks.h"
#include "wimlibcodec.h"

#include <gtest/gtest.h>

#include <QByteArray>

using namespace cm;

namespace {

QByteArray ours(const QByteArray &chunk)
{
    QByteArray out(chunk.size(), '\0');
    out.resize(xpressHuffmanCompress(chunk.constData(), chunk.size(), out.data(), out.size()));
    return out;
}

} // namespace

TEST(XpressHuffmanWimlib, EachDecodesWhatTheOtherEncodes)
{
    for (qsizetype chunkBytes : {4096, 8192, 16384, 65536}) {
        const test::WimlibCodec wimlib(WIMLIB_COMPRESSION_TYPE_XPRESS, chunkBytes);
        ASSERT_NE(wimlib.compressor, nullptr);
        ASSERT_NE(wimlib.decompressor, nullptr);
        for (const QByteArray &chunk : test::mixedChunks(chunkBytes, 8)) {
            const QByteArray mine = ours(chunk);
            ASSERT_GT(mine.size(), 0);
            EXPECT_TRUE(wimlib.decompresses(mine, chunk)) << chunkBytes;
            const QByteArray theirs = wimlib.compress(chunk);
            ASSERT_GT(theirs.size(), 0);
            QByteArray back(chunk.size(), '\0');
            EXPECT_TRUE(xpressHuffmanDecompress(theirs.constData(), theirs.size(), back.data(), back.size()));
            EXPECT_EQ(back, chunk) << chunkBytes;
        }
    }
}

// What the advice predicts from: as small as wimlib's within a few per cent.
TEST(XpressHuffmanWimlib, StoresAboutAsCompactlyAsWimlib)
{
    for (qsizetype chunkBytes : {4096, 16384}) {
        const test::WimlibCodec wimlib(WIMLIB_COMPRESSION_TYPE_XPRESS, chunkBytes);
        qsizetype mine = 0, theirs = 0;
        for (const QByteArray &chunk : test::mixedChunks(chunkBytes, 16)) {
            mine += ours(chunk).size();
            theirs += wimlib.compress(chunk).size();
        }
        EXPECT_GT(double(mine) / double(theirs), 0.9) << chunkBytes;
        EXPECT_LT(double(mine) / double(theirs), 1.08) << chunkBytes;
    }
}
