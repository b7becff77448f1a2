// SPDX-License-Identifier: GPL-3.0-or-later
// What this process may do as an administrator on Windows: whether its
// token is elevated; if not, compressmark-helper.exe beside it, which it
// starts elevated through UAC when it first drops caches.
#include "privileges.h"

#include "privilege/privilegedhelper.h"
#include "util/uniquehandle_windows.h"

#include <QCoreApplication>

#include <windows.h>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Privileges)
};

bool tokenIsElevated()
{
    HANDLE token = nullptr;
    if (!OpenProcessToken(GetCurrentProcess(), TOKEN_QUERY, &token))
        return false;
    const UniqueHandle owned(token);
    TOKEN_ELEVATION elevation{};
    DWORD size = 0;
    return GetTokenInformation(token, TokenElevation, &elevation, sizeof elevation, &size) && elevation.TokenIsElevated;
}

} // namespace

Privileges Privileges::ofThisProcess()
{
    Privileges privileges;
    const QString useHelper = qEnvironmentVariable(UseHelperVariable);
    // "always": an elevated process asks the helper too, as one that is not would.
    privileges.root = tokenIsElevated() && useHelper != QLatin1String("always");
    privileges.helperSwitchedOff = useHelper == QLatin1String("0");
    if (privileges.root)
        privileges.helperMissing = Text::tr("this process is elevated and needs no compressmark-helper");
    else if (!PrivilegedHelper::isInstalled())
        privileges.helperMissing = Text::tr("compressmark-helper.exe is not installed beside the program; start "
                                            "CompressMark as administrator");
    return privileges;
}

} // namespace cm
