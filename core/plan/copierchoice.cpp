#include "copierchoice.h"

namespace cm {

QString CopierChoice::name() const
{
    switch (kind) {
    case Kind::Serial:
        return QStringLiteral("serial");
    case Kind::Parallel:
        return threads > 0 ? QStringLiteral("parallel:%1").arg(threads) : QStringLiteral("parallel");
    case Kind::Kernel:
        return QStringLiteral("kernel");
    case Kind::ReadOnly:
        return QStringLiteral("readonly");
    case Kind::External:
        return QStringLiteral("external:") + command;
    }
    return {};
}

bool CopierChoice::parse(const QString &text, CopierChoice *choice, QString *error)
{
    const QString kind = text.section(QLatin1Char(':'), 0, 0).trimmed().toLower();
    const QString argument = text.section(QLatin1Char(':'), 1).trimmed();
    CopierChoice parsed;
    if (kind == QLatin1String("serial") || kind == QLatin1String("kernel") || kind == QLatin1String("readonly")) {
        parsed.kind = kind == QLatin1String("serial") ? Kind::Serial
            : kind == QLatin1String("kernel")         ? Kind::Kernel
                                                      : Kind::ReadOnly;
        if (!argument.isEmpty()) {
            *error = QStringLiteral("'%1' takes no argument").arg(kind);
            return false;
        }
    } else if (kind == QLatin1String("parallel")) {
        parsed.kind = Kind::Parallel;
        bool ok = !text.contains(QLatin1Char(':')); // "parallel", not "parallel:"
        if (!ok)
            parsed.threads = argument.toInt(&ok);
        if (!ok || parsed.threads < (argument.isEmpty() ? 0 : 1) || parsed.threads > 1024) {
            *error = QStringLiteral("parallel:%1: the number of files in flight must be from 1 to 1024").arg(argument);
            return false;
        }
    } else if (kind == QLatin1String("external")) {
        parsed.kind = Kind::External;
        parsed.command = argument;
        if (argument.isEmpty()) {
            *error = QStringLiteral("external: name the command, e.g. external:cp -rp");
            return false;
        }
    } else {
        *error = QStringLiteral("'%1' is not serial, parallel[:N], kernel, readonly or external:CMD").arg(text);
        return false;
    }
    *choice = parsed;
    return true;
}

} // namespace cm
