// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/variant.h"

#include <QColor>
#include <QFont>
#include <QList>
#include <QString>

namespace cm {

enum class ChartTheme {
    Light, // white, for blogs: the default
    Dark,  // for dark pages and the dark desktop
    Print, // high contrast: black on white, patterns that survive greyscale
};

inline constexpr EnumNames<ChartTheme, 3> ChartThemeNames{{
    {ChartTheme::Light, "light"},
    {ChartTheme::Dark, "dark"},
    {ChartTheme::Print, "print"},
}};

QString chartThemeName(ChartTheme theme);
bool parseChartTheme(const QString &name, ChartTheme *theme);

// What a series of bars stands for, which picks its shade.
enum class SeriesVariant {
    None, // no variant (a series per drive): the drive's colour family
    Plain,
    Compressed,
    Logical, // the logical size beside what the device read: the neutral colour
};

inline SeriesVariant seriesVariant(Variant variant)
{
    return variant == Variant::Compressed ? SeriesVariant::Compressed : SeriesVariant::Plain;
}

// The colours and fonts of a theme.
struct ChartStyle
{
    QColor background;
    QColor text;
    QColor grid;
    QColor reference;      // the reference line (100 % of plain)
    QColor neutral;        // bars that are neither variant, e.g. the logical size
    QList<QColor> palette; // one colour family per drive
    // Each family's shade for compressed bars: darker on white, lighter on
    // dark, so that it keeps 3:1 against the background as the family does.
    QList<QColor> compressedPalette;
    bool patterns = false; // hatch the compressed bars (print)

    // The colour of a series of drive `group` and `variant`: the family's
    // colour for plain (and for charts without variants), its compressed
    // shade for compressed; in the per-drive chart the articles' blue and
    // orange; the neutral colour for the logical size.
    QColor seriesColour(int group, SeriesVariant variant, bool singleDrive) const;
    Qt::BrushStyle seriesPattern(SeriesVariant variant) const;
};

ChartStyle chartStyle(ChartTheme theme);

// The families that render Latin, Cyrillic and CJK text, tried in turn.
QStringList chartFontFamilies();
// A font of those families.
QFont chartFont(qreal pointSize, bool bold = false);

} // namespace cm
