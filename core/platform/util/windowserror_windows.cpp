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
    const QString native = QDir::toNativeSeparators(path);
    const bool onDrive = native.size() >= 3 && native.at(0).isLetter() && native.at(1) == QLatin1Char(':')
        && native.at(2) == QLatin1Char('\\');
    const bool onShare = native.startsWith(QLatin1String("\\\\")) && !native.startsWith(QLatin1String("\\\\?\\"))
        && !native.startsWith(QLatin1String("\\\\.\\"));
    if (!onDrive && !onShare)
        return native.toStdWString(); // relative, or a device's name
    // Taken verbatim after the prefix: no "." or "..", no "/".
    const QString clean = QDir::toNativeSeparators(QDir::cleanPath(path));
    const QString prefixed = onDrive ? QStringLiteral("\\\\?\\") + clean : QStringLiteral("\\\\?\\UNC") + clean.mid(1);
    return prefixed.toStdWString();
}

std::wstring windowsPlainPath(const QString &path)
{
    return QDir::toNativeSeparators(path).toStdWString();
}

QString fromWindowsPath(const std::wstring &path)
{
    const QString text = QString::fromStdWString(path);
    if (text.startsWith(QLatin1String("\\\\?\\UNC\\")))
        return QLatin1Char('\\') + text.mid(7);
    if (text.startsWith(QLatin1String("\\\\?\\")))
        return text.mid(4);
    return text;
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
