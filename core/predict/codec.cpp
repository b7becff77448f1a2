#include "codec.h"

#include <lz4.h>
#include <lzo/lzo1x.h>
#include <zlib.h>
#include <zstd.h>

#include <vector>

namespace cm {
namespace {

class ZstdCodec : public Codec
{
public:
    explicit ZstdCodec(int level) : m_level(level) {}
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
        const size_t read = ZSTD_decompress(out, size_t(originalSize), compressed.constData(), size_t(compressed.size()));
        return !ZSTD_isError(read) && qsizetype(read) == originalSize;
    }

private:
    int m_level;
};

class ZlibCodec : public Codec
{
public:
    explicit ZlibCodec(int level) : m_level(level) {}
    QString name() const override { return QStringLiteral("zlib:%1").arg(m_level); }
    bool compress(const char *data, qsizetype size, QByteArray *out) const override
    {
        uLongf written = compressBound(uLong(size));
        out->resize(qsizetype(written));
        if (compress2(reinterpret_cast<Bytef *>(out->data()), &written, reinterpret_cast<const Bytef *>(data), uLong(size),
                      m_level) != Z_OK
            || qsizetype(written) >= size)
            return false;
        out->resize(qsizetype(written));
        return true;
    }
    bool decompress(const QByteArray &compressed, char *out, qsizetype originalSize) const override
    {
        uLongf written = uLongf(originalSize);
        return uncompress(reinterpret_cast<Bytef *>(out), &written, reinterpret_cast<const Bytef *>(compressed.constData()),
                          uLong(compressed.size())) == Z_OK
            && qsizetype(written) == originalSize;
    }

private:
    int m_level;
};

// btrfs uses LZO1X-1.
class LzoCodec : public Codec
{
public:
    LzoCodec() { lzo_init(); }
    QString name() const override { return QStringLiteral("lzo"); }
    bool compress(const char *data, qsizetype size, QByteArray *out) const override
    {
        std::vector<unsigned char> work(LZO1X_1_MEM_COMPRESS);
        out->resize(size + size / 16 + 64 + 3);
        lzo_uint written = 0;
        if (lzo1x_1_compress(reinterpret_cast<const unsigned char *>(data), lzo_uint(size),
                             reinterpret_cast<unsigned char *>(out->data()), &written, work.data()) != LZO_E_OK
            || qsizetype(written) >= size)
            return false;
        out->resize(qsizetype(written));
        return true;
    }
    bool decompress(const QByteArray &compressed, char *out, qsizetype originalSize) const override
    {
        lzo_uint written = lzo_uint(originalSize);
        return lzo1x_decompress_safe(reinterpret_cast<const unsigned char *>(compressed.constData()),
                                     lzo_uint(compressed.size()), reinterpret_cast<unsigned char *>(out), &written,
                                     nullptr) == LZO_E_OK
            && qsizetype(written) == originalSize;
    }
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
        return LZ4_decompress_safe(compressed.constData(), out, int(compressed.size()), int(originalSize)) == originalSize;
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

std::shared_ptr<Codec> makeCodec(const QString &name)
{
    for (const auto &codec : btrfsCodecs()) {
        if (codec->name() == name)
            return codec;
    }
    return nullptr;
}

} // namespace cm
