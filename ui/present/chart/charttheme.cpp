// SPDX-License-Identifier: GPL-3.0-or-later
#include "charttheme.h"

namespace cm {
namespace {

// Okabe and Ito's colours, which readers with any common colour-vision
// deficiency tell apart; on white, orange and sky blue darkened to stand
// 3:1 against the background, and yellow left out (it cannot and stay
// yellow). Blue and orange first: the articles' pair of variants.
const QList<QColor> &lightPalette()
{
    static const QList<QColor> palette{QColor(0x00, 0x72, 0xb2), QColor(0xc1, 0x86, 0x00), QColor(0x00, 0x9e, 0x73),
                                       QColor(0xca, 0x78, 0xa5), QColor(0x49, 0x99, 0xc6), QColor(0x00, 0x00, 0x00)};
    return palette;
}

// Each of those mixed with black (black itself with white) until it stands
// 20 apart in CIE L*a*b* from its family, also as readers with protanopia
// or deuteranopia see it: a lighter shade would fall under 3:1 on white
// (mint came to 1.5:1).
const QList<QColor> &lightCompressedPalette()
{
    static const QList<QColor> palette{QColor(0x00, 0x4a, 0x74), QColor(0x8b, 0x60, 0x00), QColor(0x00, 0x65, 0x4a),
                                       QColor(0x83, 0x4e, 0x6b), QColor(0x31, 0x67, 0x85), QColor(0x33, 0x33, 0x33)};
    return palette;
}

// The same on a dark background: sky blue for blue, yellow back in.
const QList<QColor> &darkPalette()
{
    static const QList<QColor> palette{QColor(0x56, 0xb4, 0xe9), QColor(0xe6, 0x9f, 0x00), QColor(0x00, 0x9e, 0x73),
                                       QColor(0xd5, 0x5e, 0x00), QColor(0xcc, 0x79, 0xa7), QColor(0xf0, 0xe4, 0x42)};
    return palette;
}

// Those mixed with white the same way: lighter stands further from the
// dark background.
const QList<QColor> &darkCompressedPalette()
{
    static const QList<QColor> palette{QColor(0xab, 0xda, 0xf4), QColor(0xf0, 0xc5, 0x66), QColor(0x75, 0xcb, 0xb3),
                                       QColor(0xe3, 0x95, 0x57), QColor(0xe8, 0xc3, 0xd7), QColor(0xf5, 0xed, 0x7e)};
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
    const int member = int(group % palette.size());
    if (!compressed || patterns || compressedPalette.size() != palette.size())
        return palette.value(member);
    return compressedPalette.value(member);
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
                           QColor(0x8a, 0x8a, 0x8a), // 3.4:1 on white
                           lightPalette(),
                           lightCompressedPalette(),
                           false};
        break;
    case ChartTheme::Dark:
        style = ChartStyle{QColor(0x1e, 0x1e, 0x1e), QColor(0xee, 0xee, 0xee),
                           QColor(0x44, 0x44, 0x44), QColor(0xff, 0x60, 0x60),
                           QColor(0x88, 0x88, 0x88), darkPalette(),
                           darkCompressedPalette(),  false};
        break;
    case ChartTheme::Print:
        style = ChartStyle{Qt::white,
                           Qt::black,
                           QColor(0xaa, 0xaa, 0xaa),
                           Qt::black,
                           QColor(0xd0, 0xd0, 0xd0),
                           {Qt::black, QColor(0x60, 0x60, 0x60), QColor(0x9a, 0x9a, 0x9a), QColor(0x30, 0x30, 0x30)},
                           {},
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
