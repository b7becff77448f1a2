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

// wimlib's compressors and decompressors are made per format and chunk size,
// cost more to make than a chunk costs to process, and are not to be shared
// between threads: each thread keeps its own.
template<typename Made, typename Make, typename Free>
Made *threadOwned(wimlib_compression_type type, qsizetype chunkBytes, Make make, Free free)
{
    struct Owned
    {
        std::map<std::pair<int, qsizetype>, Made *> made;
        Free release;
        ~Owned()
        {
            for (auto &[key, codec] : made)
                if (codec)
                    release(codec);
        }
    };
    thread_local Owned owned{{}, free};
    auto [it, isNew] = owned.made.try_emplace({int(type), chunkBytes}, nullptr);
    if (isNew && make(type, size_t(chunkBytes), &it->second) != 0)
        it->second = nullptr;
    return it->second;
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
        wimlib_compressor *compressor = threadOwned<wimlib_compressor>(
            m_type, m_chunkBytes,
            [](wimlib_compression_type type, size_t bytes, wimlib_compressor **made) {
                return wimlib_create_compressor(type, bytes, 0, made);
            },
            wimlib_free_compressor);
        return compressor ? qsizetype(wimlib_compress(data, size_t(size), out, size_t(capacity), compressor)) : 0;
    }

    bool decompress(const char *in, qsizetype inSize, char *out, qsizetype size) const override
    {
        wimlib_decompressor *decompressor = threadOwned<wimlib_decompressor>(
            m_type, m_chunkBytes, wimlib_create_decompressor, wimlib_free_decompressor);
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

QString wofAlgorithmsLeftOut()
{
    return {};
}

} // namespace cm
