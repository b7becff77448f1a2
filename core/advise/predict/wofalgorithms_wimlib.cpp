// SPDX-License-Identifier: GPL-3.0-or-later
// A build with wimlib (Linux): its XPRESS and LZX, the implementations that
// read WOF-compressed files outside Windows, stand in for Windows' own.
#include "wofalgorithm.h"

#include <QCoreApplication>

#include <map>
#include <utility>

#include <wimlib.h>

namespace cm {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(WofAlgorithms)
};

struct WimlibCodecs
{
    wimlib_compressor *compressor = nullptr;
    wimlib_decompressor *decompressor = nullptr;
};

// wimlib's compressors and decompressors are made per format and chunk size,
// cost more to make than a chunk costs to process, and are not to be shared
// between threads: each thread keeps its own pair.
const WimlibCodecs &threadCodecs(wimlib_compression_type type, qsizetype chunkBytes)
{
    struct Owned
    {
        std::map<std::pair<int, qsizetype>, WimlibCodecs> made;
        ~Owned()
        {
            for (auto &[key, codecs] : made) {
                wimlib_free_compressor(codecs.compressor);
                wimlib_free_decompressor(codecs.decompressor);
            }
        }
    };
    thread_local Owned owned;
    auto [it, isNew] = owned.made.try_emplace({int(type), chunkBytes});
    WimlibCodecs &codecs = it->second;
    if (isNew && wimlib_create_compressor(type, size_t(chunkBytes), 0, &codecs.compressor) != 0)
        codecs.compressor = nullptr;
    if (isNew && wimlib_create_decompressor(type, size_t(chunkBytes), &codecs.decompressor) != 0)
        codecs.decompressor = nullptr;
    return codecs;
}

class WimlibChunks : public WofChunkCodec
{
public:
    WimlibChunks(wimlib_compression_type type, qsizetype chunkBytes)
        : m_type(type)
        , m_chunkBytes(chunkBytes)
    {
    }

    qsizetype compress(const char *data, qsizetype size, char *out, qsizetype capacity) const override
    {
        wimlib_compressor *compressor = threadCodecs(m_type, m_chunkBytes).compressor;
        return compressor ? qsizetype(wimlib_compress(data, size_t(size), out, size_t(capacity), compressor)) : 0;
    }

    bool decompress(const char *in, qsizetype inSize, char *out, qsizetype size) const override
    {
        wimlib_decompressor *decompressor = threadCodecs(m_type, m_chunkBytes).decompressor;
        return decompressor && wimlib_decompress(in, size_t(inSize), out, size_t(size), decompressor) == 0;
    }

private:
    wimlib_compression_type m_type;
    qsizetype m_chunkBytes;
};

WofAlgorithm wimlibAlgorithm(const char *name, wimlib_compression_type type, qsizetype chunkBytes)
{
    return {QString::fromLatin1(name), chunkBytes, std::make_shared<const WimlibChunks>(type, chunkBytes)};
}

} // namespace

QList<WofAlgorithm> wofAlgorithms()
{
    return {wimlibAlgorithm("xpress4k", WIMLIB_COMPRESSION_TYPE_XPRESS, 4 * 1024),
            wimlibAlgorithm("xpress8k", WIMLIB_COMPRESSION_TYPE_XPRESS, 8 * 1024),
            wimlibAlgorithm("xpress16k", WIMLIB_COMPRESSION_TYPE_XPRESS, 16 * 1024),
            wimlibAlgorithm("lzx", WIMLIB_COMPRESSION_TYPE_LZX, 32 * 1024)};
}

QString wofAlgorithmsSource()
{
    return Text::tr("wimlib's XPRESS and LZX");
}

} // namespace cm
