#include "compressionchoice.h"

#include <QStringList>

#include <array>
#include <utility>

namespace cm {
namespace {

using Method = CompressionChoice::Method;

constexpr std::array<std::pair<Method, const char *>, 6> MethodNames{{
    {Method::Auto, "auto"},
    {Method::None, "none"},
    {Method::Btrfs, "btrfs"},
    {Method::Ntfs, "ntfs"},
    {Method::LoopBtrfs, "loop-btrfs"},
    {Method::LoopNtfs, "loop-ntfs"},
}};

} // namespace

QStringList CompressionChoice::algorithmsOf(Method method)
{
    switch (method) {
    case Method::Btrfs:
    case Method::LoopBtrfs:
        return {QStringLiteral("zstd"), QStringLiteral("lzo"), QStringLiteral("zlib")};
    case Method::Ntfs:
    case Method::LoopNtfs:
        return {QStringLiteral("lznt1")};
    case Method::Auto:
    case Method::None:
        break;
    }
    return {};
}

QString CompressionChoice::name() const
{
    for (const auto &[candidate, text] : MethodNames) {
        if (candidate == method)
            return algorithm.isEmpty() ? QString::fromLatin1(text) : QString::fromLatin1(text) + QLatin1Char(':') + algorithm;
    }
    return {};
}

bool CompressionChoice::parse(const QString &text, CompressionChoice *choice, QString *error)
{
    const QString methodName = text.section(QLatin1Char(':'), 0, 0).trimmed().toLower();
    const QString algorithm = text.section(QLatin1Char(':'), 1).trimmed().toLower();
    for (const auto &[candidate, name] : MethodNames) {
        if (methodName != QLatin1String(name))
            continue;
        const QStringList algorithms = algorithmsOf(candidate);
        if (!algorithm.isEmpty() && !algorithms.contains(algorithm)) {
            *error = algorithms.isEmpty()
                ? QStringLiteral("'%1' takes no algorithm").arg(methodName)
                : QStringLiteral("'%1' is not an algorithm of %2 (known: %3)")
                      .arg(algorithm, methodName, algorithms.join(QStringLiteral(", ")));
            return false;
        }
        *choice = CompressionChoice{candidate, algorithm};
        return true;
    }
    *error = QStringLiteral("'%1' is not auto, none, btrfs[:zstd|lzo|zlib], ntfs, loop-btrfs[:zstd|lzo|zlib] or loop-ntfs")
                 .arg(text);
    return false;
}

} // namespace cm
