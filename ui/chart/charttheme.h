#pragma once

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

QString chartThemeName(ChartTheme theme); // "light", "dark", "print"
bool parseChartTheme(const QString &name, ChartTheme *theme);

// The colours and fonts of a theme.
struct ChartStyle
{
    QColor background;
    QColor text;
    QColor grid;
    QColor reference;        // the reference line (100 % of plain)
    QColor neutral;          // bars that are neither variant, e.g. the logical size
    QList<QColor> palette;   // one colour family per drive
    bool patterns = false;   // hatch the compressed bars (print)

    // The colour of a series of drive `group` and `variant`: the family's
    // colour for plain (and for charts without variants), a lighter shade
    // for compressed; in the per-drive chart the articles' blue and orange;
    // the neutral colour for the variant "logical".
    QColor seriesColour(int group, const QString &variant, bool singleDrive) const;
    Qt::BrushStyle seriesPattern(const QString &variant) const;
};

ChartStyle chartStyle(ChartTheme theme);

// A font that renders Latin, Cyrillic and CJK text: families tried in turn.
QFont chartFont(qreal pointSize, bool bold = false);

} // namespace cm
