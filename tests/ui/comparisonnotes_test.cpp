// SPDX-License-Identifier: GPL-3.0-or-later
#include "chart/barchart.h"
#include "chart/chartdata.h"
#include "report/summarytable.h"
#include "samplesession.h"

#include <gtest/gtest.h>

#include <QChart>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>

#include <memory>

using namespace cm;

namespace {

// The sample drive reads books at 50 MB/s plain and 100 compressed, photos
// at 200 plain and 100 compressed (medians), three runs each.

ResultRecord *resultOf(DriveRecord *drive, const QString &dataSet, Variant variant)
{
    for (ResultRecord &result : drive->results)
        if (result.dataSet == dataSet && result.variant == variant && result.operation == QLatin1String("read"))
            return &result;
    return nullptr;
}

// Two of the three compressed photos runs disturbed: one pair is left.
Session sessionWithOnePairOfPhotos()
{
    Session session = test::sampleSession(1);
    ResultRecord *photos = resultOf(&session.drives[0], QStringLiteral("photos"), Variant::Compressed);
    for (int run : {0, 1})
        photos->runs[run].interference = {QStringLiteral("the drive read 300 MB beyond the run's own: another "
                                                         "program used it")};
    return session;
}

QString emptyNoteOf(QChart *chart)
{
    QGraphicsScene scene;
    scene.addItem(chart);
    chart->setGeometry(QRectF(0, 0, 800, 450));
    QString note;
    for (QGraphicsItem *item : scene.items())
        if (item->data(0).toString() == QLatin1String("emptyNote") && item->isVisible())
            note = static_cast<QGraphicsSimpleTextItem *>(item)->text();
    scene.removeItem(chart);
    return note;
}

} // namespace

TEST(ComparisonNotes, FewerThanThreeUndisturbedPairsSayNotEnoughPairsInsteadOfAPercentage)
{
    const Session session = sessionWithOnePairOfPhotos();
    const ChartData perDrive = perDriveChartData(session, session.drives[0]);
    ASSERT_EQ(perDrive.series.size(), 2);
    EXPECT_TRUE(perDrive.series[1].notes[1].endsWith(QStringLiteral("not enough pairs (1)")))
        << perDrive.series[1].notes[1].toStdString();
    EXPECT_FALSE(perDrive.series[1].notes[1].contains(QLatin1Char('%')));
    EXPECT_FALSE(perDrive.series[1].shortNotes[1].contains(QLatin1Char('%')));
    EXPECT_TRUE(perDrive.footnotes.join(QLatin1Char('\n')).contains(QStringLiteral("a comparison needs 3")))
        << perDrive.footnotes.join(QLatin1Char('\n')).toStdString();

    // The percent chart draws no bar there, and says why.
    const ChartData percent = percentChartData(session);
    ASSERT_EQ(percent.series.size(), 1);
    EXPECT_EQ(percent.series[0].values[1], 0.0);
    EXPECT_EQ(percent.series[0].high[1], 0.0);
    EXPECT_EQ(percent.series[0].notes[1], QStringLiteral("not enough pairs (1)"));
    EXPECT_GT(percent.series[0].values[0], 0.0); // books keep three pairs

    const ChartData drives = drivesChartData(session, QStringLiteral("photos"));
    EXPECT_TRUE(drives.series[1].notes[0].endsWith(QStringLiteral("not enough pairs (1)")));

    // The tables say the same, and the session's scripts' view has no ratio.
    const QString table = summaryText(session);
    EXPECT_TRUE(table.contains(QStringLiteral("not enough pairs (1)"))) << table.toStdString();
    const std::optional<PairedComparison> comparison = session.drives[0].comparedToPlain(
        *session.drives[0].findResult(QStringLiteral("photos"), Variant::Compressed, QStringLiteral("read")));
    ASSERT_TRUE(comparison.has_value());
    EXPECT_EQ(comparison->pairs, 1);
    EXPECT_FALSE(comparison->enoughPairs());
}

TEST(ComparisonNotes, APercentChartWithNothingToCompareSaysWhyInsteadOfStayingEmpty)
{
    Session session = test::sampleSession(2);
    for (DriveRecord &drive : session.drives)
        drive.results.removeIf([](const ResultRecord &result) { return result.variant == Variant::Compressed; });
    const ChartData data = percentChartData(session);
    EXPECT_TRUE(data.series.isEmpty());
    EXPECT_TRUE(data.emptyNote.contains(QStringLiteral("nothing to compare"))) << data.emptyNote.toStdString();
    const std::unique_ptr<QChart> chart(buildChart(data));
    EXPECT_TRUE(emptyNoteOf(chart.get()).contains(QStringLiteral("nothing to compare")));
}

// Books: medians 50 and 100 (twice as fast), but the paired runs hold 100 %
// in their interval; photos: 50 % both ways.
TEST(ComparisonNotes, BarsAndARatioThatReadOtherwiseAreToldApartUnderTheChart)
{
    Session session = test::sampleSession(1);
    const auto explained = [](const ChartData &data) {
        return data.footnotes.join(QLatin1Char('\n')).contains(QStringLiteral("median of the runs"));
    };
    EXPECT_TRUE(explained(perDriveChartData(session, session.drives[0])));
    EXPECT_TRUE(explained(compareChartData(session)));
    EXPECT_TRUE(explained(drivesChartData(session, QStringLiteral("books"))));
    EXPECT_FALSE(explained(drivesChartData(session, QStringLiteral("photos"))));
    session.drives[0].results.removeIf(
        [](const ResultRecord &result) { return result.dataSet == QLatin1String("books"); });
    EXPECT_FALSE(explained(perDriveChartData(session, session.drives[0])));
    EXPECT_TRUE(summaryText(session).startsWith(QStringLiteral("drive"))); // header first
    EXPECT_TRUE(summaryText(session).contains(QStringLiteral("paired vs plain")));
}
