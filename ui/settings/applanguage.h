#pragma once

#include <QLocale>
#include <QString>

namespace cm {

// The language of the window: the system's, or one CompressMark is
// translated into.
enum class AppLanguage {
    System,
    English,
    Russian,
    ChineseSimplified,
};

QString appLanguageCode(AppLanguage language); // "system", "en", "ru", "zh_CN"
bool parseAppLanguage(const QString &code, AppLanguage *language);

// The locale whose translations the window loads.
QLocale appLanguageLocale(AppLanguage language);

} // namespace cm
