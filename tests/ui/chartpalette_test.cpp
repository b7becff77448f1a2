// SPDX-License-Identifier: GPL-3.0-or-later
#include "chart/barchart.h"
#include "chart/chartkinds.h"
#include "chart/charttheme.h"
#include "chart/sessionchart.h"
#include "samplesession.h"

#include <gtest/gtest.h>

#include <QColor>

#include <algorithm>
#include <array>
#include <cmath>

using namespace cm;

namespace {

using Matrix = std::array<std::array<double, 3>, 3>;

double linear(double channel)
{
    return channel <= 0.04045 ? channel / 12.92 : std::pow((channel + 0.055) / 1.055, 2.4);
}

std::array<double, 3> linearRgb(const QColor &colour)
{
    return {linear(colour.redF()), linear(colour.greenF()), linear(colour.blueF())};
}

// WCAG's relative luminance and contrast ratio.
double luminance(const std::array<double, 3> &rgb)
{
    return 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
}

double contrast(const QColor &a, const QColor &b)
{
    const double la = luminance(linearRgb(a)), lb = luminance(linearRgb(b));
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// How a colour looks with full protanopia, deuteranopia or tritanopia
// (Machado, Oliveira and Fernandes 2009), in linear RGB.
std::array<double, 3> seenWith(const Matrix &m, const QColor &colour)
{
    const std::array<double, 3> rgb = linearRgb(colour);
    std::array<double, 3> seen{};
    for (int i = 0; i < 3; ++i)
        seen[i] = std::clamp(m[i][0] * rgb[0] + m[i][1] * rgb[1] + m[i][2] * rgb[2], 0.0, 1.0);
    return seen;
}

// CIE L*a*b* under D65, and the distance of two colours in it (CIE76).
std::array<double, 3> lab(const std::array<double, 3> &rgb)
{
    const double x = (0.4124 * rgb[0] + 0.3576 * rgb[1] + 0.1805 * rgb[2]) / 0.95047;
    const double y = 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
    const double z = (0.0193 * rgb[0] + 0.1192 * rgb[1] + 0.9505 * rgb[2]) / 1.08883;
    const auto f = [](double t) { return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116.0; };
    return {116.0 * f(y) - 16.0, 500.0 * (f(x) - f(y)), 200.0 * (f(y) - f(z))};
}

double distance(const std::array<double, 3> &a, const std::array<double, 3> &b)
{
    return std::hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

const std::array<Matrix, 4> Visions{{
    {{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}},
    {{{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}},
    {{{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}},
    {{{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}}},
}};

} // namespace

// Every drive's colour stands 3:1 against the chart's background (WCAG's
// bar for graphics), and any two stay apart for readers with normal vision
// and each of the three colour-vision deficiencies.
TEST(ChartPalette, EveryColourStandsOutAndAnyTwoStayApartForColourBlindReaders)
{
    for (const ChartTheme theme : {ChartTheme::Light, ChartTheme::Dark}) {
        const ChartStyle style = chartStyle(theme);
        ASSERT_GE(style.palette.size(), 6);
        for (const QColor &colour : style.palette)
            EXPECT_GE(contrast(colour, style.background), 3.0)
                << chartThemeName(theme).toStdString() << " " << colour.name().toStdString();
        for (const Matrix &vision : Visions) {
            for (qsizetype a = 0; a < style.palette.size(); ++a) {
                for (qsizetype b = a + 1; b < style.palette.size(); ++b) {
                    const double apart
                        = distance(lab(seenWith(vision, style.palette[a])), lab(seenWith(vision, style.palette[b])));
                    // The per-drive chart's plain and compressed pair further apart than any.
                    EXPECT_GE(apart, a == 0 && b == 1 ? 20.0 : 9.0)
                        << chartThemeName(theme).toStdString() << " " << style.palette[a].name().toStdString() << " "
                        << style.palette[b].name().toStdString();
                }
            }
        }
    }
}

namespace {

// The least distance between two colours as readers with normal vision,
// protanopia and deuteranopia see them.
double leastApart(const QColor &a, const QColor &b)
{
    double least = 1e9;
    for (int v = 0; v < 3; ++v)
        least = std::min(least, distance(lab(seenWith(Visions[v], a)), lab(seenWith(Visions[v], b))));
    return least;
}

} // namespace

// Not only the families: every shade a chart draws a series in, the
// compressed ones and the logical size's included, stands 3:1 against the
// background in both themes; a drive's compressed bars stay 20 apart from
// its plain ones and any two series 8 apart, as readers with protanopia or
// deuteranopia see them too.
TEST(ChartPalette, EverySeriesOfEveryChartKindStandsOutInBothThemes)
{
    for (const ChartTheme theme : {ChartTheme::Light, ChartTheme::Dark}) {
        const ChartStyle style = chartStyle(theme);
        const std::string themeName = chartThemeName(theme).toStdString();
        EXPECT_GE(contrast(style.neutral, style.background), 3.0) << themeName;
        for (int group = 0; group < int(style.palette.size()); ++group) {
            for (const SeriesVariant variant : {SeriesVariant::Plain, SeriesVariant::Compressed}) {
                const QColor colour = style.seriesColour(group, variant, false);
                EXPECT_GE(contrast(colour, style.background), 3.0) << themeName << " " << colour.name().toStdString();
            }
            EXPECT_GE(leastApart(style.seriesColour(group, SeriesVariant::Plain, false),
                                 style.seriesColour(group, SeriesVariant::Compressed, false)),
                      20.0)
                << themeName << " group " << group;
        }
        for (int drives = 1; drives <= int(style.palette.size()); ++drives) {
            const Session session = test::sampleSession(drives);
            for (const ChartKind kind :
                 {ChartKind::PerDrive, ChartKind::Compare, ChartKind::Percent, ChartKind::Device, ChartKind::Drives}) {
                const ChartData data = sessionChartData(session, kind);
                const QList<QColor> colours = barColours(data, style);
                ASSERT_EQ(colours.size(), data.series.size());
                for (qsizetype a = 0; a < colours.size(); ++a) {
                    EXPECT_GE(contrast(colours[a], style.background), 3.0)
                        << themeName << " " << chartKindName(kind).toStdString() << " " << drives << " "
                        << colours[a].name().toStdString();
                    for (qsizetype b = a + 1; b < colours.size(); ++b)
                        EXPECT_GE(leastApart(colours[a], colours[b]), 8.0)
                            << themeName << " " << chartKindName(kind).toStdString() << " " << drives << " "
                            << colours[a].name().toStdString() << " " << colours[b].name().toStdString();
                }
            }
        }
    }
}
