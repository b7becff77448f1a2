// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/enumnames.h"

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

inline constexpr EnumNames<AppLanguage, 4> AppLanguageCodes{{
    {AppLanguage::System, "system"},
    {AppLanguage::English, "en"},
    {AppLanguage::Russian, "ru"},
    {AppLanguage::ChineseSimplified, "zh_CN"},
}};

QString appLanguageCode(AppLanguage language);
bool parseAppLanguage(const QString &code, AppLanguage *language);

// The locale whose translations the window loads.
QLocale appLanguageLocale(AppLanguage language);

} // namespace cm
