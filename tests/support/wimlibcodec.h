// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One of wimlib's codecs, an independent implementation of the formats
// Windows' WOF files are read with elsewhere, for the program's own codecs'
// tests and benchmarks.
#include <QByteArray>

#include <wimlib.h>

namespace cm::test {

struct WimlibCodec
{
    WimlibCodec(wimlib_compression_type type, qsizetype chunkBytes, unsigned level = 0)
    {
        wimlib_create_compressor(type, size_t(chunkBytes), level, &compressor);
        wimlib_create_decompressor(type, size_t(chunkBytes), &decompressor);
    }
    ~WimlibCodec()
    {
        wimlib_free_compressor(compressor);
        wimlib_free_decompressor(decompressor);
    }
    WimlibCodec(const WimlibCodec &) = delete;
    WimlibCodec &operator=(const WimlibCodec &) = delete;

    // Empty when the chunk would not get smaller.
    QByteArray compress(const QByteArray &chunk) const
    {
        QByteArray out(chunk.size(), '\0');
        out.resize(qsizetype(
            wimlib_compress(chunk.constData(), size_t(chunk.size()), out.data(), size_t(out.size()), compressor)));
        return out;
    }

    bool decompresses(const QByteArray &stream, const QByteArray &expected) const
    {
        QByteArray back(expected.size(), '\0');
        return wimlib_decompress(stream.constData(), size_t(stream.size()), back.data(), size_t(back.size()),
                                 decompressor)
            == 0
            && back == expected;
    }

    wimlib_compressor *compressor = nullptr;
    wimlib_decompressor *decompressor = nullptr;
};

} // namespace cm::test
