// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

#include <string>

namespace cm {

// Windows only: the system's message for a GetLastError() code.
QString windowsErrorText(unsigned long error);

// A path as the wide-character file API wants it, also from
// QFile::encodeName() bytes: backslashes, and an absolute path of a drive
// or a share in the "\\?\" form, which the system takes beyond MAX_PATH (a
// data set's files below the workspaces go deeper than 259 characters).
std::wstring windowsPath(const QString &path);
std::wstring windowsPath(const QByteArray &encodedPath);
// Backslashes only: for the calls that take no "\\?\" path (the volume's,
// GetVolumePathName and GetDiskFreeSpace(Ex); GetTempFileName,
// GetNamedSecurityInfo), on folders the user chose and files beside them.
std::wstring windowsPlainPath(const QString &path);
// A path of the file API as the user writes it, for messages.
QString fromWindowsPath(const std::wstring &path);

// "WHAT PATH: the system's message", as errnoMessage() says it on Linux.
QString windowsErrorMessage(const char *what, const QByteArray &encodedPath, unsigned long error);

} // namespace cm
