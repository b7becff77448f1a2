// What this process may do as an administrator on Windows: whether its
// token is elevated. There is no helper to ask: a program that needs an
// administrator is started elevated, through UAC, by whoever starts it.
#include "privileges.h"

#include "util/uniquehandle.h"

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
    privileges.root = tokenIsElevated();
    privileges.helperSwitchedOff = qEnvironmentVariable(UseHelperVariable) == QLatin1String("0");
    privileges.helperMissing = privileges.root
                                   ? Text::tr("Windows has no compressmark-helper; this process is elevated and needs none")
                                   : Text::tr("Windows has no compressmark-helper: start CompressMark as administrator");
    return privileges;
}

} // namespace cm
