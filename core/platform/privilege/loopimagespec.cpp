// SPDX-License-Identifier: GPL-3.0-or-later
#include "loopimagespec.h"

namespace cm {

QStringList btrfsAlgorithms()
{
    return {QStringLiteral("zstd"), QStringLiteral("lzo"), QStringLiteral("zlib")};
}

std::pair<int, int> btrfsLevelRange(const QString &algorithm)
{
    if (algorithm == QLatin1String("zstd"))
        return {1, 15};
    if (algorithm == QLatin1String("zlib"))
        return {1, 9};
    return {0, 0};
}

bool isBtrfsMountAlgorithm(const QString &algorithm)
{
    if (btrfsAlgorithms().contains(algorithm))
        return true;
    const QString family = algorithm.section(QLatin1Char(':'), 0, 0);
    bool isNumber = false;
    const int level = algorithm.section(QLatin1Char(':'), 1).toInt(&isNumber);
    const auto [lowest, highest] = btrfsLevelRange(family);
    return isNumber && lowest > 0 && level >= lowest && level <= highest
        && algorithm == family + QLatin1Char(':') + QString::number(level);
}

} // namespace cm
