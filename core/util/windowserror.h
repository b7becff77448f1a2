#pragma once

#include <QString>

#include <string>

namespace cm {

// Windows only: the system's message for a GetLastError() code, and a path
// as the wide-character API wants it (backslashes).
QString windowsErrorText(unsigned long error);
std::wstring windowsPath(const QString &path);

} // namespace cm
