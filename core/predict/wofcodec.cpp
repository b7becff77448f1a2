#include "wofcodec.h"

#include <QtEndian>

#include <algorithm>
#include <cstring>
#include <map>
#include <utility>

#include <wimlib.h>

namespace cm {
namespace {

constexpr qsizetype EntryBytes = 4;

// A wimlib decompressor per thread and format: creating one builds tables
// that would cost more than a chunk's decompression, and one is not to be
// shared between threads.
wimlib_decompressor *threadDecompressor(wimlib_compression_type type, qsizetype chunkBytes)
{
    struct Owned
    {
        std::map<std::pair<int, qsizetype>, wimlib_decompressor *> made;
        ~Owned()
        {
            for (auto &[key, decompressor] : made)
                wimlib_free_decompressor(decompressor);
        }
    };
    thread_local Owned owned;
    wimlib_decompressor *&decompressor = owned.made[{int(type), chunkBytes}];
    if (!decompressor && wimlib_create_decompressor(type, size_t(chunkBytes), &decompressor) != 0)
        decompressor = nullptr;
    return decompressor;
}

class WofCodec : public Codec
{
public:
    WofCodec(QString name, wimlib_compression_type type, qsizetype chunkBytes)
        : m_name(std::move(name))
        , m_type(type)
        , m_chunkBytes(chunkBytes)
    {
    }

    QString name() const override { return m_name; }

    // Layout: one entry per chunk (its stored size, little-endian), then the
    // chunks; a chunk stored at its full size is raw.
    bool compress(const char *data, qsizetype size, QByteArray *out) const override
    {
        wimlib_compressor *compressor = nullptr;
        if (wimlib_create_compressor(m_type, size_t(m_chunkBytes), 0, &compressor) != 0)
            return false;
        const qsizetype chunks = (size + m_chunkBytes - 1) / m_chunkBytes;
        QByteArray result(chunks * EntryBytes, '\0');
        QByteArray packed(m_chunkBytes, Qt::Uninitialized);
        for (qsizetype c = 0; c < chunks; ++c) {
            const char *chunk = data + c * m_chunkBytes;
            const qsizetype chunkSize = std::min(m_chunkBytes, size - c * m_chunkBytes);
            // 0 when it would not be smaller: then stored raw.
            const size_t stored = wimlib_compress(chunk, size_t(chunkSize), packed.data(), size_t(chunkSize - 1), compressor);
            qToLittleEndian(quint32(stored ? stored : size_t(chunkSize)), result.data() + c * EntryBytes);
            result.append(stored ? packed.constData() : chunk, stored ? qsizetype(stored) : chunkSize);
        }
        wimlib_free_compressor(compressor);
        *out = std::move(result);
        return out->size() < size;
    }

    bool decompress(const QByteArray &compressed, char *out, qsizetype originalSize) const override
    {
        wimlib_decompressor *decompressor = threadDecompressor(m_type, m_chunkBytes);
        const qsizetype chunks = (originalSize + m_chunkBytes - 1) / m_chunkBytes;
        if (!decompressor || compressed.size() < chunks * EntryBytes)
            return false;
        qsizetype offset = chunks * EntryBytes;
        for (qsizetype c = 0; c < chunks; ++c) {
            const qsizetype stored = qFromLittleEndian<quint32>(compressed.constData() + c * EntryBytes);
            const qsizetype chunkSize = std::min(m_chunkBytes, originalSize - c * m_chunkBytes);
            if (stored > chunkSize || offset + stored > compressed.size())
                return false;
            char *target = out + c * m_chunkBytes;
            if (stored == chunkSize)
                std::memcpy(target, compressed.constData() + offset, size_t(chunkSize));
            else if (wimlib_decompress(compressed.constData() + offset, size_t(stored), target, size_t(chunkSize),
                                       decompressor)
                     != 0)
                return false;
            offset += stored;
        }
        return offset == compressed.size();
    }

private:
    QString m_name;
    wimlib_compression_type m_type;
    qsizetype m_chunkBytes;
};

} // namespace

QList<std::shared_ptr<Codec>> wofCodecs()
{
    return {std::make_shared<WofCodec>(QStringLiteral("xpress4k"), WIMLIB_COMPRESSION_TYPE_XPRESS, 4 * 1024),
            std::make_shared<WofCodec>(QStringLiteral("xpress8k"), WIMLIB_COMPRESSION_TYPE_XPRESS, 8 * 1024),
            std::make_shared<WofCodec>(QStringLiteral("xpress16k"), WIMLIB_COMPRESSION_TYPE_XPRESS, 16 * 1024),
            std::make_shared<WofCodec>(QStringLiteral("lzx"), WIMLIB_COMPRESSION_TYPE_LZX, 32 * 1024)};
}

QString wofCodecsMissing()
{
    return {};
}

} // namespace cm
