// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chart/charttheme.h"
#include "util/enumnames.h"

#include <QPalette>
#include <QString>

namespace cm {

// The colours of the window.
enum class AppTheme {
    System, // the desktop's style and palette
    Light,  // Fusion, light
    Dark,   // Fusion with a dark palette
};

inline constexpr EnumNames<AppTheme, 3> AppThemeNames{{
    {AppTheme::System, "system"},
    {AppTheme::Light, "light"},
    {AppTheme::Dark, "dark"},
}};

QString appThemeName(AppTheme theme);
bool parseAppTheme(const QString &name, AppTheme *theme);

// Sets the style and palette of the running QApplication. System gives
// back the style and palette the application started with.
void applyAppTheme(AppTheme theme);

// The chart theme that matches the window: for System, dark when the
// application's palette is dark.
ChartTheme chartThemeFor(AppTheme theme);

// The palette of the dark theme.
QPalette darkPalette();

// Whether a palette is dark: its window darker than its text.
bool isDarkPalette(const QPalette &palette);

} // namespace cm
