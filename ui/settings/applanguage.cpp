// SPDX-License-Identifier: GPL-3.0-or-later
#include "applanguage.h"

namespace cm {

QString appLanguageCode(AppLanguage language)
{
    return enumName(AppLanguageCodes, language);
}

bool parseAppLanguage(const QString &code, AppLanguage *language)
{
    return parseEnumName(AppLanguageCodes, code, language);
}

QLocale appLanguageLocale(AppLanguage language)
{
    if (language == AppLanguage::System)
        return QLocale();
    return QLocale(appLanguageCode(language));
}

} // namespace cm
