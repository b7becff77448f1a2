// SPDX-License-Identifier: GPL-3.0-or-later
// The numbers of a chart's value axis, as the file a reader gets shows them.
#include "chart/barchart.h"
#include "chart/chartexport.h"
#include "chart/chartkinds.h"
#include "chart/sessionchart.h"
#include "samplesession.h"
#include "svgtexts.h"

#include <QBuffer>
#include <QChart>
#include <QRegularExpression>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <string>

using namespace cm;

namespace {

// The value axis' numbers of `chart` exported as SVG at `size`: the
// numbers standing right-aligned left of every bar's, smallest first.
QList<double> axisNumbers(QChart *chart, const QSize &size)
{
    QBuffer svg;
    svg.open(QIODevice::WriteOnly);
    const Status written = writeChart(chart, {ImageFormat::Svg, QStringLiteral("chart.svg"), size}, &svg);
    EXPECT_TRUE(written) << written.message().toStdString();
    const QRegularExpression number(QStringLiteral("^[0-9][0-9,]*(\\.[0-9]+)?$"));
    QList<test::SvgText> numbers;
    for (const test::SvgText &text : test::svgTexts(svg.data())) {
        if (number.match(text.text).hasMatch())
            numbers.append(text);
    }
    QList<double> ticks;
    if (numbers.isEmpty())
        return ticks;
    const qreal right = std::min_element(numbers.cbegin(), numbers.cend(), [](const auto &a, const auto &b) {
                            return a.box.right() < b.box.right();
                        })->box.right();
    for (const test::SvgText &text : std::as_const(numbers)) {
        if (std::abs(text.box.right() - right) < 2.0)
            ticks.append(QString(text.text).remove(QLatin1Char(',')).toDouble());
    }
    std::sort(ticks.begin(), ticks.end());
    return ticks;
}

bool isRoundStep(double step)
{
    const double mantissa = step / std::pow(10.0, std::floor(std::log10(step)));
    return std::any_of(std::begin({1.0, 2.0, 2.5, 5.0}), std::end({1.0, 2.0, 2.5, 5.0}),
                       [&](double round) { return std::abs(mantissa - round) < 1e-9; });
}

} // namespace

// The value axis' numbers are multiples of one round step (1, 2, 2.5 or 5
// times a power of ten) at every size: where a short plot keeps fewer of
// them, the file shows those, never the ticks it had before ("278, 556").
TEST(ValueAxis, ItsNumbersAreARoundStepAtEverySize)
{
    for (const int drives : {1, 3}) {
        const Session session = test::sampleSessionWithTimelines(drives);
        for (const ChartKind kind : {ChartKind::PerDrive, ChartKind::Compare}) {
            for (const QSize size :
                 {QSize(320, 240), QSize(640, 480), QSize(800, 450), QSize(960, 540), QSize(1600, 900)}) {
                const std::unique_ptr<QChart> chart(buildChart(sessionChartData(session, kind, Whiskers::None)));
                const std::string where = chartKindName(kind).toStdString() + ", " + std::to_string(drives)
                    + " drives, " + std::to_string(size.width()) + "x" + std::to_string(size.height());
                const QList<double> ticks = axisNumbers(chart.get(), size);
                ASSERT_GE(ticks.size(), 2) << where;
                const double step = ticks[1] - ticks[0];
                EXPECT_TRUE(isRoundStep(step)) << where << ": a step of " << step;
                for (qsizetype i = 1; i < ticks.size(); ++i)
                    EXPECT_NEAR(ticks[i] - ticks[i - 1], step, 1e-9) << where;
            }
        }
    }
}
