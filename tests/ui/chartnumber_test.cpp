// SPDX-License-Identifier: GPL-3.0-or-later
// Chart values read like the tables: three significant digits, the
// locale's separators, never an exponent, above any whisker.
#include "chart/barchart.h"
#include "chart/chartdata.h"
#include "chart/chartimage.h"
#include "chart/chartnumber.h"
#include "chart/chartparts.h"

#include <QChart>
#include <QGraphicsSimpleTextItem>
#include <QMap>
#include <QValueAxis>

#include <gtest/gtest.h>

#include <cmath>
#include <memory>

using namespace cm;

TEST(ChartNumber, ThreeSignificantDigitsAndNoExponent)
{
    const QLocale c = QLocale::c();
    EXPECT_EQ(chartNumber(10160.0, c), QStringLiteral("10200"));
    EXPECT_EQ(chartNumber(50000.0, c), QStringLiteral("50000"));
    EXPECT_EQ(chartNumber(1e12, c), QStringLiteral("1000000000000"));
    EXPECT_EQ(chartNumber(912.0, c), QStringLiteral("912"));
    EXPECT_EQ(chartNumber(144.4, c), QStringLiteral("144"));
    EXPECT_EQ(chartNumber(86.63, c), QStringLiteral("86.6"));
    EXPECT_EQ(chartNumber(99.96, c), QStringLiteral("100"));
    EXPECT_EQ(chartNumber(9.996, c), QStringLiteral("10.0"));
    EXPECT_EQ(chartNumber(5.123, c), QStringLiteral("5.12"));
    EXPECT_EQ(chartNumber(0.00123, c), QStringLiteral("0.00123"));
    EXPECT_EQ(chartNumber(0.0, c), QStringLiteral("0"));
}

TEST(ChartNumber, TheLocalesSeparators)
{
    EXPECT_EQ(chartNumber(10160.0, QLocale(QLocale::English, QLocale::UnitedStates)), QStringLiteral("10,200"));
    const QString russian = chartNumber(86.63, QLocale(QLocale::Russian, QLocale::Russia));
    EXPECT_EQ(russian, QStringLiteral("86,6"));
    const QString thousands = chartNumber(12345.0, QLocale(QLocale::Russian, QLocale::Russia));
    EXPECT_EQ(thousands.size(), 6) << "a group separator: " << thousands.toStdString();
    EXPECT_FALSE(thousands.contains(QLatin1Char('e')));
}

// A whisker far above its bar once carried the value at its end ("336" at
// the 1,000 gridline): the value stands at the bar's end, beside the
// whisker, which never crosses it.
TEST(ChartNumber, BarsAreLabelledWithTheirValueAtTheBarsEndBesideTheWhisker)
{
    ChartData data;
    data.categories = {QStringLiteral("books"), QStringLiteral("photos")};
    ChartData::Series fast{QStringLiteral("PCIe 5"), SeriesVariant::Plain, 0,  {10160.0, 48765.4},
                           {9000.0, 47000.0},        {31000.0, 50123.0},   {}, {}};
    data.series = {fast};
    const std::unique_ptr<QChart> chart(buildChart(data));
    renderChart(chart.get(), QSize(1600, 900)); // lays it out
    QStringList texts;
    QMap<QString, QGraphicsSimpleTextItem *> values;
    for (QGraphicsItem *item : chart->childItems())
        if (auto *text = dynamic_cast<QGraphicsSimpleTextItem *>(item)) {
            texts << text->text();
            values.insert(text->text(), text);
        }
    for (const QString &text : texts)
        EXPECT_FALSE(text.contains(QStringLiteral("e+"))) << text.toStdString();
    QAbstractSeries *bars = chart->series().first();
    for (int i = 0; i < 2; ++i) {
        const double value = data.series[0].values[i];
        const QGraphicsSimpleTextItem *label = values.value(chartNumber(value));
        ASSERT_NE(label, nullptr) << texts.join(QLatin1Char('|')).toStdString();
        const QRectF box = label->mapRectToParent(label->boundingRect());
        const QPointF barEnd = chart->mapToPosition(QPointF(i, value), bars);
        // Within a few pixels above the bar's end, not the whisker's.
        EXPECT_LE(box.bottom(), barEnd.y() + 0.5) << i;
        EXPECT_GE(box.bottom(), barEnd.y() - 4.0) << i;
        // Clear of the whisker's line, which runs through the bar's middle.
        EXPECT_TRUE(box.right() < barEnd.x() || box.left() > barEnd.x()) << i;
    }
}

// The longest bar at 780 MB/s once drew an axis to 1,250: a third of the
// plot empty. Every largest value, from slow to fast drives, gets an end
// 10-25 % above it, its labels round numbers printed exactly.
TEST(ChartAxis, AValueAxisEndsTenToTwentyFivePercentAboveTheLargestValue)
{
    QValueAxis axis;
    setValueRange(&axis, 780.0);
    EXPECT_DOUBLE_EQ(axis.max(), 900.0);
    EXPECT_EQ(axis.tickCount(), 10); // every 100
    for (double largest = 0.37; largest < 2e6; largest *= 1.0137) {
        setValueRange(&axis, largest);
        EXPECT_GE(axis.max(), largest * 1.10 * (1 - 1e-12)) << largest;
        EXPECT_LE(axis.max(), largest * 1.25 * (1 + 1e-12)) << largest;
        EXPECT_DOUBLE_EQ(axis.min(), 0.0);
        const double step
            = axis.tickType() == QValueAxis::TicksFixed ? axis.max() / (axis.tickCount() - 1) : axis.tickInterval();
        const double ticks = axis.max() / step;
        EXPECT_GE(ticks, 3.0 - 1e-9) << largest;
        EXPECT_LE(ticks, 12.0 + 1e-9) << largest;
        // A round step: 1, 2, 2.5 or 5 times a power of ten.
        const double mantissa = step / std::pow(10.0, std::floor(std::log10(step) + 1e-12));
        EXPECT_TRUE(std::abs(mantissa - 1.0) < 1e-9 || std::abs(mantissa - 2.0) < 1e-9
                    || std::abs(mantissa - 2.5) < 1e-9 || std::abs(mantissa - 5.0) < 1e-9)
            << largest << " step " << step;
        // The label of each tick prints it exactly: 2.5 is not "2".
        const QString label = QString::asprintf(axis.labelFormat().toLatin1().constData(), step);
        EXPECT_NEAR(label.toDouble(), step, step * 1e-9) << largest << " " << label.toStdString();
    }
    setValueRange(&axis, 0.0);
    EXPECT_GT(axis.max(), 0.0);
    setValueRange(&axis, 1.7e308);
    EXPECT_TRUE(std::isfinite(axis.max()));
}

TEST(ChartAxis, EndsAtTheFirstRoundStepAboveWhatItShows)
{
    QValueAxis axis;
    setNiceRange(&axis, 1191.0); // the seconds of a timeline
    EXPECT_DOUBLE_EQ(axis.max(), 1250.0);
    EXPECT_EQ(axis.tickCount(), 6);
    setNiceRange(&axis, 148.0);
    EXPECT_DOUBLE_EQ(axis.max(), 150.0);
    setNiceRange(&axis, 57500.0);
    EXPECT_DOUBLE_EQ(axis.max(), 60000.0);
    EXPECT_EQ(axis.tickCount(), 4); // 0, 20000, 40000, 60000
    setNiceRange(&axis, 6.1);
    EXPECT_DOUBLE_EQ(axis.max(), 8.0);
    setNiceRange(&axis, 0.0);
    EXPECT_DOUBLE_EQ(axis.max(), 1.0);
    setNiceRange(&axis, 1.7e308); // no round step fits the largest doubles
    EXPECT_TRUE(std::isfinite(axis.max()));
    EXPECT_GT(axis.max(), 0.0);
}
