#include "chart/barchart.h"
#include "chart/sessionchart.h"
#include "samplesession.h"

#include <QChart>

#include <gtest/gtest.h>

#include <memory>

using namespace cm;

TEST(SessionChart, PerDriveDrawsTheLastDriveMeasured)
{
    Session session = test::sampleSession(3);
    session.drives.last().results.clear(); // the third drive was not measured
    const ChartData data = sessionChartData(session, ChartKind::PerDrive);
    EXPECT_EQ(data.title, perDriveChartData(session, session.drives[1]).title);
    EXPECT_NE(data.title, perDriveChartData(session, session.drives[0]).title);
}

TEST(SessionChart, TheOtherKindsDrawTheWholeSession)
{
    const Session session = test::sampleSession(2);
    EXPECT_EQ(sessionChartData(session, ChartKind::Compare, Whiskers::Ci95).subtitle,
              compareChartData(session, Whiskers::Ci95).subtitle);
    EXPECT_EQ(sessionChartData(session, ChartKind::Percent).title, percentChartData(session).title);
    EXPECT_EQ(sessionChartData(session, ChartKind::Device).title, deviceChartData(session).title);
}

TEST(SessionChart, TitleAndSubtitleAreTheChartsAndMayBeLeftOut)
{
    ChartData data = sessionChartData(test::sampleSession(1), ChartKind::PerDrive);
    data.title = QStringLiteral("My drive & yours");
    data.subtitle.clear();
    std::unique_ptr<QChart> chart(buildChart(data));
    EXPECT_EQ(chart->title(), QStringLiteral("<b>My drive &amp; yours</b>"));

    data.title.clear();
    chart.reset(buildChart(data));
    EXPECT_TRUE(chart->title().isEmpty());
}
