// SPDX-License-Identifier: GPL-3.0-or-later
#include "charttheme.h"

namespace cm {
namespace {

// Tableau 10, the palette of the articles' charts: distinct for most kinds
// of colour blindness.
const QList<QColor> &lightPalette()
{
    static const QList<QColor> palette{QColor(0x1f, 0x77, 0xb4), QColor(0xff, 0x7f, 0x0e), QColor(0x2c, 0xa0, 0x2c),
                                       QColor(0xd6, 0x27, 0x28), QColor(0x94, 0x67, 0xbd), QColor(0x8c, 0x56, 0x4b),
                                       QColor(0xe3, 0x77, 0xc2), QColor(0x7f, 0x7f, 0x7f), QColor(0xbc, 0xbd, 0x22),
                                       QColor(0x17, 0xbe, 0xcf)};
    return palette;
}

} // namespace

QString chartThemeName(ChartTheme theme)
{
    return enumName(ChartThemeNames, theme);
}

bool parseChartTheme(const QString &name, ChartTheme *theme)
{
    return parseEnumName(ChartThemeNames, name, theme);
}

QColor ChartStyle::seriesColour(int group, SeriesVariant variant, bool singleDrive) const
{
    const bool compressed = variant == SeriesVariant::Compressed;
    if (variant == SeriesVariant::Logical)
        return neutral;
    if (singleDrive && variant != SeriesVariant::None)
        return palette.value(compressed ? 1 : 0);
    const QColor family = palette.value(group % palette.size());
    if (!compressed)
        return family;
    return patterns ? family : family.lighter(150);
}

Qt::BrushStyle ChartStyle::seriesPattern(SeriesVariant variant) const
{
    return patterns && variant == SeriesVariant::Compressed ? Qt::BDiagPattern : Qt::SolidPattern;
}

ChartStyle chartStyle(ChartTheme theme)
{
    ChartStyle style;
    switch (theme) {
    case ChartTheme::Light:
        style = ChartStyle{Qt::white,
                           QColor(0x20, 0x20, 0x20),
                           QColor(0xdd, 0xdd, 0xdd),
                           QColor(0xc0, 0x00, 0x00),
                           QColor(0x9a, 0x9a, 0x9a),
                           lightPalette(),
                           false};
        break;
    case ChartTheme::Dark:
        style = ChartStyle{QColor(0x1e, 0x1e, 0x1e),
                           QColor(0xee, 0xee, 0xee),
                           QColor(0x44, 0x44, 0x44),
                           QColor(0xff, 0x60, 0x60),
                           QColor(0x88, 0x88, 0x88),
                           {QColor(0x4e, 0xa3, 0xe6), QColor(0xff, 0xa1, 0x4a), QColor(0x5c, 0xd0, 0x5c),
                            QColor(0xff, 0x6b, 0x6b), QColor(0xc3, 0x9b, 0xef), QColor(0xd0, 0xa0, 0x90)},
                           false};
        break;
    case ChartTheme::Print:
        style = ChartStyle{Qt::white,
                           Qt::black,
                           QColor(0xaa, 0xaa, 0xaa),
                           Qt::black,
                           QColor(0xd0, 0xd0, 0xd0),
                           {Qt::black, QColor(0x60, 0x60, 0x60), QColor(0x9a, 0x9a, 0x9a), QColor(0x30, 0x30, 0x30)},
                           true};
        break;
    }
    return style;
}

QStringList chartFontFamilies()
{
    return {QStringLiteral("DejaVu Sans"), QStringLiteral("Noto Sans"), QStringLiteral("WenQuanYi Micro Hei"),
            QStringLiteral("Noto Sans CJK SC"), QStringLiteral("Droid Sans Fallback")};
}

QFont chartFont(qreal pointSize, bool bold)
{
    QFont font;
    font.setFamilies(chartFontFamilies());
    font.setPointSizeF(pointSize);
    font.setBold(bold);
    return font;
}

} // namespace cm
