// SPDX-License-Identifier: GPL-3.0-or-later
#include "privileges.h"

#include <QCoreApplication>

namespace cm {
namespace {

// The helper's context, where these strings were first translated.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(PrivilegedHelper)
};

} // namespace

Privileges Privileges::withoutHelper() const
{
    Privileges privileges = *this;
    privileges.helperSwitchedOff = true;
    return privileges;
}

QString Privileges::whyNoHelper() const
{
    if (helperSwitchedOff)
        return Text::tr("compressmark-helper is switched off (--no-helper or %1=0)")
            .arg(QLatin1String(UseHelperVariable));
    return helperMissing;
}

} // namespace cm
