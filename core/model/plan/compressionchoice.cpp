// SPDX-License-Identifier: GPL-3.0-or-later
#include "compressionchoice.h"
#include "util/systemtraits.h"

namespace cm {

QString CompressionChoice::name() const
{
    const QString methodName = compressionMethodName(method);
    return algorithm.isEmpty() ? methodName : methodName + QLatin1Char(':') + algorithm;
}

CompressionChoice CompressionChoice::storing(const QString &codec, Method native)
{
    const QString family = codec.section(QLatin1Char(':'), 0, 0);
    Method method = methodStoring(family, native);
    // btrfs's folder property stores an algorithm only; its default level
    // (3) is what it compresses with, any other needs a loop image's mount
    // option, which Windows has not.
    const bool otherLevel = codec != family && codec != family + QStringLiteral(":3");
    if (otherLevel && method == Method::Btrfs) {
        method = thisSystem().loopImages ? Method::LoopBtrfs : Method::None;
    }
    if (algorithmsOf(method).size() <= 1)
        return CompressionChoice{method, {}};
    return CompressionChoice{method, otherLevel && isAlgorithmOf(method, codec) ? codec : family};
}

bool CompressionChoice::parse(const QString &text, CompressionChoice *choice, QString *error)
{
    const QString methodName = text.section(QLatin1Char(':'), 0, 0).trimmed().toLower();
    const QString algorithm = text.section(QLatin1Char(':'), 1).trimmed().toLower();
    const std::optional<Method> method = enumFromName(CompressionMethodNames, methodName);
    if (!method) {
        *error = QStringLiteral(
                     "'%1' is not auto, none, btrfs[:zstd|lzo|zlib], ntfs, loop-btrfs[:zstd[:1-15]|lzo|zlib[:1-9]], "
                     "loop-ntfs or wof[:xpress4k|xpress8k|xpress16k|lzx]")
                     .arg(text);
        return false;
    }
    const QStringList algorithms = algorithmsOf(*method);
    if (!algorithm.isEmpty() && !isAlgorithmOf(*method, algorithm)) {
        const QString family = algorithm.section(QLatin1Char(':'), 0, 0);
        if (algorithms.isEmpty())
            *error = QStringLiteral("'%1' takes no algorithm").arg(methodName);
        else if (!algorithms.contains(family))
            *error = QStringLiteral("'%1' is not an algorithm of %2 (known: %3)")
                         .arg(algorithm, methodName, algorithms.join(QStringLiteral(", ")));
        else if (const auto [lowest, highest] = levelRange(*method, family); lowest > 0)
            *error = QStringLiteral("'%1': %2 takes a level from %3 to %4")
                         .arg(algorithm, family, QString::number(lowest), QString::number(highest));
        else if (*method == Method::Btrfs && levelRange(Method::LoopBtrfs, family).first > 0)
            *error
                = QStringLiteral("'%1': btrfs's folder property sets no level; loop-btrfs:%1 mounts an image with it")
                      .arg(algorithm);
        else
            *error = QStringLiteral("'%1': %2 takes no level").arg(algorithm, family);
        return false;
    }
    *choice = CompressionChoice{*method, algorithm};
    return true;
}

} // namespace cm
