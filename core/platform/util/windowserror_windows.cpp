// SPDX-License-Identifier: GPL-3.0-or-later
#include "windowserror_windows.h"

#include <QDir>
#include <QFile>

#include <windows.h>

namespace cm {

QString windowsErrorText(unsigned long error)
{
    wchar_t *text = nullptr;
    const DWORD length
        = FormatMessageW(FORMAT_MESSAGE_ALLOCATE_BUFFER | FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_IGNORE_INSERTS,
                         nullptr, error, 0, reinterpret_cast<wchar_t *>(&text), 0, nullptr);
    QString message
        = length ? QString::fromWCharArray(text, int(length)).trimmed() : QStringLiteral("error %1").arg(error);
    LocalFree(text);
    // The system's sentence ends in a full stop; ours go on after it.
    if (message.endsWith(QLatin1Char('.')))
        message.chop(1);
    return message;
}

std::wstring windowsPath(const QString &path)
{
    return QDir::toNativeSeparators(path).toStdWString();
}

std::wstring windowsPath(const QByteArray &encodedPath)
{
    return windowsPath(QFile::decodeName(encodedPath));
}

QString windowsErrorMessage(const char *what, const QByteArray &encodedPath, unsigned long error)
{
    return QStringLiteral("%1 %2: %3").arg(QLatin1String(what), QFile::decodeName(encodedPath), windowsErrorText(error));
}

} // namespace cm
