#include "compressionchoice.h"

namespace cm {

QString CompressionChoice::name() const
{
    const QString methodName = compressionMethodName(method);
    return algorithm.isEmpty() ? methodName : methodName + QLatin1Char(':') + algorithm;
}

CompressionChoice CompressionChoice::storing(const QString &algorithm, Method native)
{
    const Method method = methodStoring(algorithm, native);
    return CompressionChoice{method, algorithmsOf(method).size() > 1 ? algorithm : QString()};
}

bool CompressionChoice::parse(const QString &text, CompressionChoice *choice, QString *error)
{
    const QString methodName = text.section(QLatin1Char(':'), 0, 0).trimmed().toLower();
    const QString algorithm = text.section(QLatin1Char(':'), 1).trimmed().toLower();
    const std::optional<Method> method = enumFromName(CompressionMethodNames, methodName);
    if (!method) {
        *error = QStringLiteral("'%1' is not auto, none, btrfs[:zstd|lzo|zlib], ntfs, loop-btrfs[:zstd|lzo|zlib] or loop-ntfs")
                     .arg(text);
        return false;
    }
    const QStringList algorithms = algorithmsOf(*method);
    if (!algorithm.isEmpty() && !algorithms.contains(algorithm)) {
        *error = algorithms.isEmpty()
            ? QStringLiteral("'%1' takes no algorithm").arg(methodName)
            : QStringLiteral("'%1' is not an algorithm of %2 (known: %3)")
                  .arg(algorithm, methodName, algorithms.join(QStringLiteral(", ")));
        return false;
    }
    *choice = CompressionChoice{*method, algorithm};
    return true;
}

} // namespace cm
