// SPDX-License-Identifier: GPL-3.0-or-later
#include "compressionmethod.h"

#include "privilege/loopimagespec.h"
#include "util/systemtraits.h"

namespace cm {

QStringList algorithmsOf(CompressionMethod method)
{
    switch (method) {
    case CompressionMethod::Btrfs:
    case CompressionMethod::LoopBtrfs:
        return btrfsAlgorithms();
    case CompressionMethod::Ntfs:
    case CompressionMethod::LoopNtfs:
        return {QStringLiteral("lznt1")};
    case CompressionMethod::Wof:
        return {QStringLiteral("xpress4k"), QStringLiteral("xpress8k"), QStringLiteral("xpress16k"),
                QStringLiteral("lzx")};
    case CompressionMethod::Auto:
    case CompressionMethod::None:
        break;
    }
    return {};
}

std::pair<int, int> levelRange(CompressionMethod method, const QString &algorithm)
{
    // btrfs's folder property sets no level; only a mount option does.
    return method == CompressionMethod::LoopBtrfs ? btrfsLevelRange(algorithm) : std::pair{0, 0};
}

bool isAlgorithmOf(CompressionMethod method, const QString &algorithm)
{
    if (algorithmsOf(method).contains(algorithm))
        return true;
    const QString family = algorithm.section(QLatin1Char(':'), 0, 0);
    bool isNumber = false;
    const int level = algorithm.section(QLatin1Char(':'), 1).toInt(&isNumber);
    const auto [lowest, highest] = levelRange(method, family);
    return isNumber && lowest > 0 && level >= lowest && level <= highest
        && algorithm == family + QLatin1Char(':') + QString::number(level);
}

CompressionMethod methodStoring(const QString &algorithm, CompressionMethod native)
{
    if (!isLoopImageMethod(native) && algorithmsOf(native).contains(algorithm))
        return native;
    // Without loop images, NTFS's own compression and WOF store on the drive.
    const QList<CompressionMethod> others = thisSystem().loopImages
        ? QList<CompressionMethod>{CompressionMethod::LoopBtrfs, CompressionMethod::LoopNtfs}
        : QList<CompressionMethod>{CompressionMethod::Ntfs, CompressionMethod::Wof};
    for (const CompressionMethod other : others) {
        if (algorithmsOf(other).contains(algorithm))
            return other;
    }
    return CompressionMethod::None;
}

} // namespace cm
