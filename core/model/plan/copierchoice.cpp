// SPDX-License-Identifier: GPL-3.0-or-later
#include "copierchoice.h"

namespace cm {

QString CopierChoice::name() const
{
    const QString kindName = enumName(KindNames, kind);
    switch (kind) {
    case Kind::Parallel:
    case Kind::Robocopy:
    case Kind::Uring:
        return threads > 0 ? kindName + QStringLiteral(":%1").arg(threads) : kindName;
    case Kind::External:
        return kindName + QLatin1Char(':') + command;
    case Kind::Serial:
    case Kind::Kernel:
    case Kind::ReadOnly:
        break;
    }
    return kindName;
}

bool CopierChoice::parse(const QString &text, CopierChoice *choice, QString *error)
{
    const QString kind = text.section(QLatin1Char(':'), 0, 0).trimmed().toLower();
    const QString argument = text.section(QLatin1Char(':'), 1).trimmed();
    CopierChoice parsed;
    if (!parseEnumName(KindNames, kind, &parsed.kind)) {
        *error = QStringLiteral(
                     "'%1' is not serial, parallel[:N], uring[:N], kernel, readonly, robocopy[:N] or external:CMD")
                     .arg(text);
        return false;
    }
    switch (parsed.kind) {
    case Kind::Serial:
    case Kind::Kernel:
    case Kind::ReadOnly:
        if (!argument.isEmpty()) {
            *error = QStringLiteral("'%1' takes no argument").arg(kind);
            return false;
        }
        break;
    case Kind::Parallel:
    case Kind::Robocopy:
    case Kind::Uring: {
        // robocopy's /MT takes 1 to 128 threads.
        const int most = parsed.kind == Kind::Robocopy ? 128 : 1024;
        bool ok = !text.contains(QLatin1Char(':')); // "parallel", not "parallel:"
        if (!ok)
            parsed.threads = argument.toInt(&ok);
        if (!ok || parsed.threads < (argument.isEmpty() ? 0 : 1) || parsed.threads > most) {
            *error = QStringLiteral("%1:%2: the number of files in flight must be from 1 to %3")
                         .arg(kind, argument, QString::number(most));
            return false;
        }
        break;
    }
    case Kind::External:
        parsed.command = argument;
        if (argument.isEmpty()) {
            *error = QStringLiteral("external: name the command, e.g. external:cp -rp");
            return false;
        }
        if (argument.size() > LongestCommand) {
            *error = QStringLiteral("external: the command's %1 characters are more than the limit of %2")
                         .arg(QString::number(argument.size()), QString::number(LongestCommand));
            return false;
        }
        break;
    }
    *choice = parsed;
    return true;
}

} // namespace cm
