// SPDX-License-Identifier: GPL-3.0-or-later
#include "wofalgorithm.h"

#include "codec/lzx.h"
#include "codec/xpresshuffman.h"

namespace cm {
namespace {

class OwnXpress : public WofChunkCodec
{
public:
    qsizetype compress(const char *data, qsizetype size, char *out, qsizetype capacity) const override
    {
        return xpressHuffmanCompress(data, size, out, capacity);
    }

    bool decompress(const char *in, qsizetype inSize, char *out, qsizetype size) const override
    {
        return xpressHuffmanDecompress(in, inSize, out, size);
    }
};

class OwnLzx : public WofChunkCodec
{
public:
    qsizetype compress(const char *data, qsizetype size, char *out, qsizetype capacity) const override
    {
        return lzxCompress(data, size, out, capacity);
    }

    bool decompress(const char *in, qsizetype inSize, char *out, qsizetype size) const override
    {
        return lzxDecompress(in, inSize, out, size);
    }
};

} // namespace

QList<WofAlgorithm> ownWofAlgorithms()
{
    const auto xpress = std::make_shared<const OwnXpress>();
    return {{QStringLiteral("xpress4k"), 4 * 1024, xpress},
            {QStringLiteral("xpress8k"), 8 * 1024, xpress},
            {QStringLiteral("xpress16k"), 16 * 1024, xpress},
            {QStringLiteral("lzx"), LzxMaxInput, std::make_shared<const OwnLzx>()}};
}

} // namespace cm
