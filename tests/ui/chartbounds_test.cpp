// SPDX-License-Identifier: GPL-3.0-or-later
// A chart's size is known before it is built, no file is asked for that
// an image cannot be, and a drives chart of more rows than one image holds
// is split into parts that each fit.
#include "chart/barchart.h"
#include "chart/chartbounds.h"
#include "chart/chartimage.h"
#include "chart/timelinechartdata.h"
#include "samplesession.h"

#include <QBuffer>

#include <gtest/gtest.h>

#include <cmath>
#include <functional>
#include <limits>
#include <memory>

using namespace cm;

namespace {

Session manyDrives(int drives)
{
    Session session = test::sampleSessionOfDrives(drives);
    for (DriveRecord &drive : session.drives)
        for (ResultRecord &result : drive.results)
            for (RunRecord &run : result.runs)
                run.timeline = test::slowingTimeline(run.bytes, run.seconds);
    return session;
}

QList<ChartData> everyKind(const Session &session)
{
    return {perDriveChartData(session, session.drives.constFirst()),
            compareChartData(session),
            percentChartData(session),
            deviceChartData(session),
            drivesChartData(session, QStringLiteral("books")),
            timelineChartData(session, session.drives.constFirst(),
                              timelineChoices(session.drives.constFirst()).first())};
}

// Qt's warnings while `work` runs (QPainter on an image that could not be had).
QStringList warningsDuring(const std::function<void()> &work)
{
    static QStringList *caught = nullptr;
    QStringList warnings;
    caught = &warnings;
    const QtMessageHandler previous
        = qInstallMessageHandler([](QtMsgType type, const QMessageLogContext &, const QString &message) {
              if (type != QtDebugMsg && type != QtInfoMsg)
                  caught->append(message);
          });
    work();
    qInstallMessageHandler(previous);
    caught = nullptr;
    return warnings;
}

} // namespace

TEST(ChartBounds, TheSizeFoundFromTheDataIsThatOfTheChartBuiltFromIt)
{
    for (const int drives : {1, 5, 13, 60}) {
        for (const ChartData &data : everyKind(manyDrives(drives))) {
            const std::unique_ptr<QChart> chart(buildChart(data, ChartTheme::Light));
            for (const QSize asked : {QSize(1600, 900), QSize(960, 540), QSize(3000, 400)})
                EXPECT_EQ(chartImageSize(asked, data), chartImageSize(asked, chart.get()))
                    << drives << " drives, " << data.title.toStdString();
        }
    }
}

TEST(ChartBounds, ADrivesChartOfMoreRowsThanAnImageHoldsSplitsIntoPartsThatEachFit)
{
    const ChartExport png{ImageFormat::Png, QStringLiteral("drives.png"), QSize(1600, 900), 1.0};
    const ChartData whole = drivesChartData(manyDrives(300), QStringLiteral("books"));
    const qsizetype most = mostChartRows(png, whole);
    EXPECT_EQ(most, 267);
    ASSERT_EQ(whole.categories.size(), 300);
    // The first part is the top rows: horizontal bars count from the bottom.
    const ChartData first = chartRows(whole, 0, 150);
    EXPECT_EQ(first.categories.size(), 150);
    EXPECT_EQ(first.categories.last(), QStringLiteral("Drive 1"));
    EXPECT_EQ(first.categories.first(), QStringLiteral("Drive 150"));
    EXPECT_TRUE(first.subtitle.endsWith(QStringLiteral("drives 1-150 of 300"))) << first.subtitle.toStdString();
    const ChartData second = chartRows(whole, 150, 150);
    EXPECT_EQ(second.categories.last(), QStringLiteral("Drive 151"));
    EXPECT_EQ(second.categories.first(), QStringLiteral("Drive 300"));
    for (const ChartData &part : {first, second}) {
        EXPECT_EQ(part.largestValue(), whole.largestValue()); // one value axis for both
        for (const ChartData::Series &series : part.series)
            EXPECT_EQ(series.values.size(), 150);
        EXPECT_TRUE(checkChartFileSize(chartImageSize(png.size, part), png));
    }
    EXPECT_FALSE(checkChartFileSize(chartImageSize(png.size, whole), png));
    // The most rows is the most that fits, at any size and scale.
    for (const ChartExport &options : {png, ChartExport{ImageFormat::Png, QString(), QSize(2500, 900), 4.0},
                                       ChartExport{ImageFormat::Svg, QString(), QSize(960, 540), 1.0},
                                       ChartExport{ImageFormat::Png, QString(), QSize(8000, 8000), 2.0}}) {
        const qsizetype rows = mostChartRows(options, whole);
        const auto fits = [&](qsizetype count) {
            return isDrawableImage(chartFilePixels(chartImageSize(options.size, chartRowsHeight(count, 0)), options));
        };
        EXPECT_TRUE(rows == 0 || fits(rows)) << rows;
        EXPECT_FALSE(fits(rows + 1)) << rows;
    }
}

// Names that break into four lines make every row taller: fewer rows fit,
// and each part of such a chart is still drawable.
TEST(ChartBounds, RowsOfLongNamesSplitIntoPartsAsTallAsTheirNamesNeed)
{
    const ChartExport png{ImageFormat::Png, QStringLiteral("drives.png"), QSize(1600, 900), 1.0};
    Session session = manyDrives(300);
    for (qsizetype i = 0; i < session.drives.size(); ++i)
        session.drives[i].label = QStringLiteral("Drive %1 in the second rack of the lab, behind a USB bridge with a "
                                                 "long name, on an old kernel")
                                      .arg(QString::number(i + 1));
    const ChartData whole = drivesChartData(session, QStringLiteral("books"));
    const qsizetype most = mostChartRows(png, whole);
    EXPECT_GT(most, 0);
    EXPECT_LT(most, mostChartRows(png, drivesChartData(manyDrives(300), QStringLiteral("books"))));
    const ChartData part = chartRows(whole, 0, most);
    EXPECT_TRUE(checkChartFileSize(chartImageSize(png.size, part), png)) << most << " rows";
}

TEST(ChartBounds, AFileNoImageCanBeIsRefusedBeforeAnythingIsDrawn)
{
    const ChartData compare = compareChartData(manyDrives(600));
    const std::unique_ptr<QChart> chart(buildChart(compare, ChartTheme::Light));
    for (const ChartExport &options : {ChartExport{ImageFormat::Png, QStringLiteral("c.png"), QSize(1600, 900), 1.0},
                                       ChartExport{ImageFormat::Svg, QStringLiteral("c.svg"), QSize(1600, 900), 1.0},
                                       ChartExport{ImageFormat::Pdf, QStringLiteral("c.pdf"), QSize(1600, 900), 1.0}}) {
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        Status status = Status::ok();
        const QStringList warnings = warningsDuring([&] { status = writeChart(chart.get(), options, &buffer); });
        EXPECT_FALSE(status);
        EXPECT_TRUE(status.message().contains(QStringLiteral("at most 20000 on a side")))
            << status.message().toStdString();
        EXPECT_TRUE(warnings.isEmpty()) << warnings.join(QLatin1Char('\n')).toStdString();
        EXPECT_EQ(buffer.size(), 0);
    }
}

TEST(ChartBounds, AScaleThatIsNoNumberOrMakesNoPixelIsRefused)
{
    const QSize size(1600, 900);
    for (const qreal scale :
         {std::numeric_limits<qreal>::quiet_NaN(), std::numeric_limits<qreal>::infinity(), 0.0, -1.0, 1e-9, 13.0})
        EXPECT_FALSE(checkChartFileSize(size, ChartExport{ImageFormat::Png, QStringLiteral("c.png"), size, scale}))
            << scale;
    EXPECT_TRUE(checkChartFileSize(size, ChartExport{ImageFormat::Png, QStringLiteral("c.png"), size, 8.0}));
    EXPECT_FALSE(checkChartFileSize(QSize(20001, 10), ChartExport{ImageFormat::Svg, QStringLiteral("c.svg"), {}, 1.0}));
}
