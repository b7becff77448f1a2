// SPDX-License-Identifier: GPL-3.0-or-later
#include "codec.h"

#include "codec/lznt1.h"
#include "predict/wofcodec.h"

#include <lz4.h>
#include <lzo/lzo1x.h>
#include <zlib.h>
#include <zstd.h>

#include <QtEndian>

#include <algorithm>
#include <vector>

namespace cm {
namespace {

class ZstdCodec : public Codec
{
public:
    explicit ZstdCodec(int level)
        : m_level(level)
    {
    }
    QString name() const override { return QStringLiteral("zstd:%1").arg(m_level); }
    bool compress(const char *data, qsizetype size, QByteArray *out) const override
    {
        out->resize(qsizetype(ZSTD_compressBound(size_t(size))));
        const size_t written = ZSTD_compress(out->data(), size_t(out->size()), data, size_t(size), m_level);
        if (ZSTD_isError(written) || qsizetype(written) >= size)
            return false;
        out->resize(qsizetype(written));
        return true;
    }
    bool decompress(const QByteArray &compressed, char *out, qsizetype originalSize) const override
    {
        const size_t read
            = ZSTD_decompress(out, size_t(originalSize), compressed.constData(), size_t(compressed.size()));
        return !ZSTD_isError(read) && qsizetype(read) == originalSize;
    }

private:
    int m_level;
};

class ZlibCodec : public Codec
{
public:
    explicit ZlibCodec(int level)
        : m_level(level)
    {
    }
    QString name() const override { return QStringLiteral("zlib:%1").arg(m_level); }
    bool compress(const char *data, qsizetype size, QByteArray *out) const override
    {
        uLongf written = compressBound(uLong(size));
        out->resize(qsizetype(written));
        if (compress2(reinterpret_cast<Bytef *>(out->data()), &written, reinterpret_cast<const Bytef *>(data),
                      uLong(size), m_level)
                != Z_OK
            || qsizetype(written) >= size)
            return false;
        out->resize(qsizetype(written));
        return true;
    }
    bool decompress(const QByteArray &compressed, char *out, qsizetype originalSize) const override
    {
        uLongf written = uLongf(originalSize);
        return uncompress(reinterpret_cast<Bytef *>(out), &written,
                          reinterpret_cast<const Bytef *>(compressed.constData()), uLong(compressed.size()))
            == Z_OK
            && qsizetype(written) == originalSize;
    }

private:
    int m_level;
};

// btrfs's LZO format (fs/btrfs/lzo.c): each 4 KiB sector of the input is
// compressed on its own with LZO1X-1 and stored behind a 4-byte length; a
// length never straddles a sector of the output (zeros pad to the next one);
// the whole starts with its 4-byte total length. Small independent pieces
// and the framing cost ratio, and decompression runs piece by piece too.
class LzoCodec : public Codec
{
public:
    LzoCodec() { lzo_init(); }
    QString name() const override { return QStringLiteral("lzo"); }
    bool compress(const char *data, qsizetype size, QByteArray *out) const override
    {
        std::vector<unsigned char> work(LZO1X_1_MEM_COMPRESS);
        std::vector<unsigned char> segment(size_t(SectorBytes + SectorBytes / 16 + 64 + 3));
        out->resize(LengthBytes);
        for (qsizetype offset = 0; offset < size; offset += SectorBytes) {
            lzo_uint written = 0;
            if (lzo1x_1_compress(reinterpret_cast<const unsigned char *>(data + offset),
                                 lzo_uint(std::min(SectorBytes, size - offset)), segment.data(), &written, work.data())
                != LZO_E_OK)
                return false;
            if (SectorBytes - out->size() % SectorBytes < LengthBytes)
                out->append(SectorBytes - out->size() % SectorBytes, '\0');
            appendLength(out, quint32(written));
            out->append(reinterpret_cast<const char *>(segment.data()), qsizetype(written));
            if (out->size() >= size)
                return false;
        }
        writeLength(out->data(), quint32(out->size()));
        return true;
    }
    bool decompress(const QByteArray &compressed, char *out, qsizetype originalSize) const override
    {
        qsizetype in = LengthBytes;
        for (qsizetype offset = 0; offset < originalSize; offset += SectorBytes) {
            if (SectorBytes - in % SectorBytes < LengthBytes)
                in += SectorBytes - in % SectorBytes;
            if (in + LengthBytes > compressed.size())
                return false;
            const qsizetype length = readLength(compressed.constData() + in);
            in += LengthBytes;
            const qsizetype expected = std::min(SectorBytes, originalSize - offset);
            lzo_uint written = lzo_uint(expected);
            if (in + length > compressed.size()
                || lzo1x_decompress_safe(reinterpret_cast<const unsigned char *>(compressed.constData() + in),
                                         lzo_uint(length), reinterpret_cast<unsigned char *>(out + offset), &written,
                                         nullptr)
                    != LZO_E_OK
                || qsizetype(written) != expected)
                return false;
            in += length;
        }
        return true;
    }

private:
    static constexpr qsizetype SectorBytes = 4096;
    static constexpr qsizetype LengthBytes = 4;
    static void writeLength(char *at, quint32 length) { qToLittleEndian(length, at); }
    static void appendLength(QByteArray *out, quint32 length)
    {
        out->resize(out->size() + LengthBytes);
        writeLength(out->data() + out->size() - LengthBytes, length);
    }
    static qsizetype readLength(const char *at) { return qsizetype(qFromLittleEndian<quint32>(at)); }
};

class Lz4Codec : public Codec
{
public:
    QString name() const override { return QStringLiteral("lz4"); }
    bool compress(const char *data, qsizetype size, QByteArray *out) const override
    {
        out->resize(LZ4_compressBound(int(size)));
        const int written = LZ4_compress_default(data, out->data(), int(size), int(out->size()));
        if (written <= 0 || written >= size)
            return false;
        out->resize(written);
        return true;
    }
    bool decompress(const QByteArray &compressed, char *out, qsizetype originalSize) const override
    {
        return LZ4_decompress_safe(compressed.constData(), out, int(compressed.size()), int(originalSize))
            == originalSize;
    }
};

// NTFS's own, over one 64 KiB compression unit at a time.
class Lznt1Codec : public Codec
{
public:
    QString name() const override { return QStringLiteral("lznt1"); }
    bool compress(const char *data, qsizetype size, QByteArray *out) const override
    {
        const std::string stream = lznt1Compress(data, size);
        *out = QByteArray(stream.data(), qsizetype(stream.size()));
        return out->size() < size;
    }
    bool decompress(const QByteArray &compressed, char *out, qsizetype originalSize) const override
    {
        return lznt1Decompress(compressed.constData(), compressed.size(), out, originalSize) == originalSize;
    }
};

} // namespace

QList<std::shared_ptr<Codec>> btrfsCodecs()
{
    QList<std::shared_ptr<Codec>> codecs;
    for (int level = 1; level <= 9; ++level)
        codecs.append(std::make_shared<ZlibCodec>(level));
    codecs.append(std::make_shared<LzoCodec>());
    for (int level = 1; level <= 15; ++level)
        codecs.append(std::make_shared<ZstdCodec>(level));
    codecs.append(std::make_shared<Lz4Codec>());
    return codecs;
}

QList<std::shared_ptr<Codec>> ntfsCodecs()
{
    return QList<std::shared_ptr<Codec>>{std::make_shared<Lznt1Codec>()} + wofCodecs()
        + QList<std::shared_ptr<Codec>>{std::make_shared<Lz4Codec>()};
}

std::shared_ptr<Codec> makeCodec(const QString &name)
{
    for (const auto &codec : btrfsCodecs() + ntfsCodecs()) {
        if (codec->name() == name)
            return codec;
    }
    return nullptr;
}

} // namespace cm
