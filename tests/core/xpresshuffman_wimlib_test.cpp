// The program's XPRESS against wimlib's, an independent implementation of
// the same format that Windows' WOF files are read with elsewhere.
#include "predict/xpresshuffman.h"
#include "util/random.h"

#include <gtest/gtest.h>

#include <QByteArray>
#include <QList>

#include <memory>

#include <wimlib.h>

using namespace cm;

namespace {

struct WimlibXpress
{
    explicit WimlibXpress(qsizetype chunkBytes)
    {
        wimlib_create_compressor(WIMLIB_COMPRESSION_TYPE_XPRESS, size_t(chunkBytes), 0, &compressor);
        wimlib_create_decompressor(WIMLIB_COMPRESSION_TYPE_XPRESS, size_t(chunkBytes), &decompressor);
    }
    ~WimlibXpress()
    {
        wimlib_free_compressor(compressor);
        wimlib_free_decompressor(decompressor);
    }
    QByteArray compress(const QByteArray &chunk) const
    {
        QByteArray out(chunk.size(), '\0');
        out.resize(qsizetype(wimlib_compress(chunk.constData(), size_t(chunk.size()), out.data(), size_t(out.size()), compressor)));
        return out;
    }
    bool decompresses(const QByteArray &stream, const QByteArray &expected) const
    {
        QByteArray back(expected.size(), '\0');
        return wimlib_decompress(stream.constData(), size_t(stream.size()), back.data(), size_t(back.size()), decompressor) == 0
            && back == expected;
    }
    wimlib_compressor *compressor = nullptr;
    wimlib_decompressor *decompressor = nullptr;
};

QByteArray ours(const QByteArray &chunk)
{
    QByteArray out(chunk.size(), '\0');
    out.resize(xpressHuffmanCompress(chunk.constData(), chunk.size(), out.data(), out.size()));
    return out;
}

// Text, runs, repeats and some noise, like the files a drive holds.
QList<QByteArray> mixedChunks(qsizetype chunkBytes, int count)
{
    static const char *const words[] = {"NTFS ", "stores ", "WOF ", "files ", "in ", "chunks ", "of ", "XPRESS ",
                                        "data, ", "each ", "on ", "its ", "own.\n"};
    Random random(chunkBytes);
    QList<QByteArray> chunks;
    for (int c = 0; c < count; ++c) {
        QByteArray chunk;
        while (chunk.size() < chunkBytes) {
            switch (random.next() % 4) {
            case 0:
                chunk += QByteArray(qsizetype(random.next() % 600), char(random.next()));
                break;
            case 1:
                for (int i = 0; i < 40; ++i)
                    chunk += char(random.next() % 64 + 32);
                break;
            default:
                for (int i = 0; i < 30; ++i)
                    chunk += words[random.next() % std::size(words)];
            }
        }
        chunks.append(chunk.left(chunkBytes));
    }
    return chunks;
}

} // namespace

TEST(XpressHuffmanWimlib, EachDecodesWhatTheOtherEncodes)
{
    for (qsizetype chunkBytes : {4096, 8192, 16384, 65536}) {
        const WimlibXpress wimlib(chunkBytes);
        ASSERT_NE(wimlib.compressor, nullptr);
        ASSERT_NE(wimlib.decompressor, nullptr);
        for (const QByteArray &chunk : mixedChunks(chunkBytes, 8)) {
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
        const WimlibXpress wimlib(chunkBytes);
        qsizetype mine = 0, theirs = 0;
        for (const QByteArray &chunk : mixedChunks(chunkBytes, 16)) {
            mine += ours(chunk).size();
            theirs += wimlib.compress(chunk).size();
        }
        EXPECT_GT(double(mine) / double(theirs), 0.9) << chunkBytes;
        EXPECT_LT(double(mine) / double(theirs), 1.08) << chunkBytes;
    }
}
