// SPDX-License-Identifier: GPL-3.0-or-later
// A chart in an image narrower than it can be laid out at: drawn laid out
// wider and smaller, its texts whole.
#include "chart/barchart.h"
#include "chart/chartexport.h"
#include "chart/chartimage.h"
#include "chart/sessionchart.h"
#include "languagetest.h"
#include "samplesession.h"
#include "svgtexts.h"

#include <QBuffer>
#include <QChart>

#include <gtest/gtest.h>

#include <memory>
#include <string>

using namespace cm;

namespace {

// In English, Russian and Chinese.
class NarrowChart : public test::LanguageTest
{
};

} // namespace

// The drives chart at a phone's column: laid out NarrowestLayoutWidth wide
// and drawn smaller, its title, row names and legend stay whole, where laid
// out at its own width they were cut ("Скоро...", colour boxes without names).
TEST_P(NarrowChart, ShowsTheChartLaidOutWiderAndSmallerWithItsTextsWhole)
{
    Session session = test::sampleSession(2);
    session.drives[0].label = QStringLiteral("Backup disk in the garage (ext4)");
    session.drives[1].label = QStringLiteral("Laptop NVMe, btrfs with zstd");
    const ChartData data = sessionChartData(session, ChartKind::Drives, Whiskers::None);
    for (const QSize size : {QSize(400, 300), QSize(320, 240)}) {
        const std::unique_ptr<QChart> chart(buildChart(data));
        const std::string where
            = std::to_string(size.width()) + "x" + std::to_string(size.height()) + ", " + GetParam();
        const QSize drawn = chartImageSize(size, chart.get());
        EXPECT_EQ(drawn.width(), size.width()) << where;
        EXPECT_EQ(chartLayoutSize(drawn, chart.get()).width(), NarrowestLayoutWidth) << where;
        QBuffer svg;
        svg.open(QIODevice::WriteOnly);
        ASSERT_TRUE(writeChart(chart.get(), {ImageFormat::Svg, QStringLiteral("narrow.svg"), size}, &svg));
        QString all;
        for (const test::SvgText &text : test::svgTexts(svg.data())) {
            EXPECT_FALSE(text.text.contains(QStringLiteral("...")) || text.text.contains(QChar(0x2026)))
                << where << ": \"" << text.text.toStdString() << "\"";
            all += text.text;
        }
        for (const ChartData::Series &series : data.series)
            EXPECT_TRUE(all.contains(series.name.section(QLatin1Char(' '), 0, 0)))
                << where << ": the legend names " << series.name.toStdString();
    }
}

INSTANTIATE_TEST_SUITE_P(Languages, NarrowChart, ::testing::Values("en", "ru", "zh_CN"));
