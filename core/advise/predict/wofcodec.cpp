// SPDX-License-Identifier: GPL-3.0-or-later
#include "wofcodec.h"

#include <QtEndian>

#include <algorithm>
#include <cstring>
#include <utility>

namespace cm {
namespace {

constexpr qsizetype EntryBytes = 4;

class WofCodec : public Codec
{
public:
    explicit WofCodec(WofAlgorithm algorithm)
        : m_algorithm(std::move(algorithm))
    {
    }

    QString name() const override { return m_algorithm.name; }

    // Layout: one entry per chunk (its stored size, little-endian), then the
    // chunks; a chunk stored at its full size is raw.
    bool compress(const char *data, qsizetype size, QByteArray *out) const override
    {
        const qsizetype chunkBytes = m_algorithm.chunkBytes;
        const qsizetype chunks = (size + chunkBytes - 1) / chunkBytes;
        QByteArray result(chunks * EntryBytes, '\0');
        QByteArray packed(chunkBytes, Qt::Uninitialized);
        for (qsizetype c = 0; c < chunks; ++c) {
            const char *chunk = data + c * chunkBytes;
            const qsizetype chunkSize = std::min(chunkBytes, size - c * chunkBytes);
            // 0 when it would not be smaller: then stored raw.
            const qsizetype stored = m_algorithm.chunks->compress(chunk, chunkSize, packed.data(), chunkSize - 1);
            qToLittleEndian(quint32(stored ? stored : chunkSize), result.data() + c * EntryBytes);
            result.append(stored ? packed.constData() : chunk, stored ? stored : chunkSize);
        }
        *out = std::move(result);
        return out->size() < size;
    }

    bool decompress(const QByteArray &compressed, char *out, qsizetype originalSize) const override
    {
        const qsizetype chunkBytes = m_algorithm.chunkBytes;
        const qsizetype chunks = (originalSize + chunkBytes - 1) / chunkBytes;
        if (compressed.size() < chunks * EntryBytes)
            return false;
        qsizetype offset = chunks * EntryBytes;
        for (qsizetype c = 0; c < chunks; ++c) {
            const qsizetype stored = qFromLittleEndian<quint32>(compressed.constData() + c * EntryBytes);
            const qsizetype chunkSize = std::min(chunkBytes, originalSize - c * chunkBytes);
            if (stored > chunkSize || offset + stored > compressed.size())
                return false;
            char *target = out + c * chunkBytes;
            if (stored == chunkSize)
                std::memcpy(target, compressed.constData() + offset, size_t(chunkSize));
            else if (!m_algorithm.chunks->decompress(compressed.constData() + offset, stored, target, chunkSize))
                return false;
            offset += stored;
        }
        return offset == compressed.size();
    }

private:
    WofAlgorithm m_algorithm;
};

} // namespace

std::shared_ptr<Codec> makeWofCodec(const WofAlgorithm &algorithm)
{
    return std::make_shared<WofCodec>(algorithm);
}

QList<std::shared_ptr<Codec>> wofCodecs()
{
    QList<std::shared_ptr<Codec>> codecs;
    for (const WofAlgorithm &algorithm : wofAlgorithms())
        codecs.append(makeWofCodec(algorithm));
    return codecs;
}

} // namespace cm
