#include "privileges.h"

#include "privilege/privilegedhelper.h"

#include <QCoreApplication>

#include <unistd.h>

namespace cm {
namespace {

// The helper's context, where these strings were first translated.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(PrivilegedHelper)
};

constexpr const char *UseHelperVariable = "COMPRESSMARK_USE_HELPER";

} // namespace

Privileges Privileges::ofThisProcess()
{
    Privileges privileges;
    privileges.root = ::geteuid() == 0;
    privileges.helperSwitchedOff = qEnvironmentVariable(UseHelperVariable) == QLatin1String("0");
    PrivilegedHelper::isInstalled(&privileges.helperMissing);
    return privileges;
}

Privileges Privileges::withoutHelper() const
{
    Privileges privileges = *this;
    privileges.helperSwitchedOff = true;
    return privileges;
}

QString Privileges::whyNoHelper() const
{
    if (helperSwitchedOff)
        return Text::tr("compressmark-helper is switched off (--no-helper or %1=0)").arg(QLatin1String(UseHelperVariable));
    return helperMissing;
}

} // namespace cm
