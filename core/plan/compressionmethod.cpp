#include "compressionmethod.h"

namespace cm {

QStringList algorithmsOf(CompressionMethod method)
{
    switch (method) {
    case CompressionMethod::Btrfs:
    case CompressionMethod::LoopBtrfs:
        return {QStringLiteral("zstd"), QStringLiteral("lzo"), QStringLiteral("zlib")};
    case CompressionMethod::Ntfs:
    case CompressionMethod::LoopNtfs:
        return {QStringLiteral("lznt1")};
    case CompressionMethod::Auto:
    case CompressionMethod::None:
        break;
    }
    return {};
}

CompressionMethod methodStoring(const QString &algorithm, CompressionMethod native)
{
    if (!isLoopImageMethod(native) && algorithmsOf(native).contains(algorithm))
        return native;
    for (const CompressionMethod loop : {CompressionMethod::LoopBtrfs, CompressionMethod::LoopNtfs}) {
        if (algorithmsOf(loop).contains(algorithm))
            return loop;
    }
    return CompressionMethod::None;
}

} // namespace cm
