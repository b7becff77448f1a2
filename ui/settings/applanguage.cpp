#include "applanguage.h"

#include "util/enumnames.h"

namespace cm {
namespace {

constexpr EnumNames<AppLanguage, 4> Codes{{
    {AppLanguage::System, "system"},
    {AppLanguage::English, "en"},
    {AppLanguage::Russian, "ru"},
    {AppLanguage::ChineseSimplified, "zh_CN"},
}};

} // namespace

QString appLanguageCode(AppLanguage language)
{
    return enumName(Codes, language);
}

bool parseAppLanguage(const QString &code, AppLanguage *language)
{
    return parseEnumName(Codes, code, language);
}

QLocale appLanguageLocale(AppLanguage language)
{
    if (language == AppLanguage::System)
        return QLocale();
    return QLocale(appLanguageCode(language));
}

} // namespace cm
