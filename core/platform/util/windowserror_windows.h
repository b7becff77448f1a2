// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

#include <string>

namespace cm {

// Windows only: the system's message for a GetLastError() code, and a path
// as the wide-character API wants it (backslashes), also from
// QFile::encodeName() bytes.
QString windowsErrorText(unsigned long error);
std::wstring windowsPath(const QString &path);
std::wstring windowsPath(const QByteArray &encodedPath);

// "WHAT PATH: the system's message", as errnoMessage() says it on Linux.
QString windowsErrorMessage(const char *what, const QByteArray &encodedPath, unsigned long error);

} // namespace cm
