// SPDX-License-Identifier: GPL-3.0-or-later
#include "chart/chartimage.h"
#include "chart/chartnumber.h"
#include "chart/speedchart.h"
#include "chart/charttheme.h"
#include "tempfolders.h"

#include <QBarSeries>
#include <QBarSet>
#include <QGraphicsSimpleTextItem>
#include <QImageReader>

#include <gtest/gtest.h>

#include <memory>

using namespace cm;

namespace {

DriveRecord driveWith(const QList<QPair<QString, double>> &secondsPerDataSet)
{
    DriveRecord drive;
    drive.source.filesystem = QStringLiteral("ext4");
    drive.source.model = QStringLiteral("Test Disk 1000");
    drive.copierName = QStringLiteral("serial");
    for (const auto &[kind, seconds] : secondsPerDataSet) {
        DataSetRecord dataSet;
        dataSet.manifest.kind = kind;
        drive.dataSets.append(dataSet);
        ResultRecord result{kind, Variant::Plain, QStringLiteral("read"), {}};
        RunRecord run;
        run.seconds = seconds;
        run.bytes = 200'000'000;
        result.runs = {run, run, run};
        drive.results.append(result);
    }
    return drive;
}

} // namespace

TEST(SpeedChart, DataHoldsTheMedianPerDataSetAndVariant)
{
    Session session;
    const DriveRecord drive = driveWith({{QStringLiteral("books"), 2.0}, {QStringLiteral("photos"), 4.0}});
    const SpeedChartData data = SpeedChartData::fromDrive(session, drive);
    EXPECT_EQ(data.categories, (QStringList{QStringLiteral("books"), QStringLiteral("photos")}));
    ASSERT_EQ(data.series.size(), 1); // only what was measured: no empty "compressed" series
    EXPECT_EQ(data.series.first().variant, Variant::Plain);
    EXPECT_EQ(data.series.first().medianMBps, (QList<double>{100.0, 50.0}));
    EXPECT_TRUE(data.title.contains(QStringLiteral("Test Disk 1000")));
}

TEST(SpeedChart, ChartHasOneBarPerDataSetAndVariant)
{
    Session session;
    const DriveRecord drive = driveWith({{QStringLiteral("books"), 2.0}, {QStringLiteral("photos"), 4.0}});
    std::unique_ptr<QChart> chart(buildSpeedChart(SpeedChartData::fromDrive(session, drive)));
    ASSERT_EQ(chart->series().size(), 1);
    auto *bars = qobject_cast<QBarSeries *>(chart->series().first());
    ASSERT_NE(bars, nullptr);
    ASSERT_EQ(bars->count(), 1);
    EXPECT_EQ(bars->barSets().first()->count(), 2);
    EXPECT_DOUBLE_EQ(bars->barSets().first()->at(0), 100.0);
    // Each bar is labelled with its value, by the chart's own text (chartNumber()).
    QStringList texts;
    for (QGraphicsItem *item : chart->childItems())
        if (auto *text = dynamic_cast<QGraphicsSimpleTextItem *>(item))
            texts << text->text();
    EXPECT_TRUE(texts.contains(chartNumber(100.0))) << texts.join(QLatin1Char('|')).toStdString();
    EXPECT_TRUE(texts.contains(chartNumber(50.0))) << texts.join(QLatin1Char('|')).toStdString();
}

TEST(SpeedChart, ExportsAPngThatDecodesAtTheRequestedSize)
{
    Session session;
    const DriveRecord drive = driveWith({{QStringLiteral("books"), 2.0}});
    std::unique_ptr<QChart> chart(buildSpeedChart(SpeedChartData::fromDrive(session, drive)));
    test::TempFolder folder;
    const QString path = folder.filePath(QStringLiteral("chart.png"));
    ASSERT_TRUE(saveChartPng(chart.get(), path, QSize(800, 450), 2.0));

    QImageReader reader(path);
    EXPECT_EQ(reader.format(), QByteArray("png"));
    const QImage image = reader.read();
    ASSERT_FALSE(image.isNull());
    EXPECT_EQ(image.size(), QSize(1600, 900));
    // The bar is drawn: some pixels carry the "plain" colour.
    int barPixels = 0;
    for (int y = 0; y < image.height(); y += 4)
        for (int x = 0; x < image.width(); x += 4)
            barPixels += image.pixelColor(x, y) == chartStyle(ChartTheme::Light).palette.value(0);
    EXPECT_GT(barPixels, 100);
}
