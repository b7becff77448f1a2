// SPDX-License-Identifier: GPL-3.0-or-later
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

// Qt Charts cuts a title with a line wider than the chart down to one line
// and drops the rest, subtitle included: lines wider than the chart are
// broken, after a ": " or "; " where the parts fit.
TEST(SessionChart, LongTitleAndSubtitleAreBrokenAtTheirSeparators)
{
    ChartData data = sessionChartData(test::sampleSession(1), ChartKind::PerDrive);
    data.title = QStringLiteral("Virtio disk (loop btrfs zstd) (ext4, через образ btrfs, zstd): скорость чтения, МБ/с");
    data.subtitle = QStringLiteral(
        "x86_64, Debian GNU/Linux 12 (bookworm), 2026-11-30; копировщик serial, повторов: 3, кэш drop");
    std::unique_ptr<QChart> chart(buildChart(data));
    EXPECT_TRUE(chart->title().startsWith(QStringLiteral(
        "<b>Virtio disk (loop btrfs zstd) (ext4, через образ btrfs, zstd):<br>скорость чтения, МБ/с</b>")))
        << chart->title().toStdString();
    // A subtitle that fits stays on one line; on a narrower chart it breaks
    // after its "; ".
    EXPECT_TRUE(chart->title().contains(QStringLiteral("2026-11-30; копировщик serial")))
        << chart->title().toStdString();
    chart->resize(640, 360);
    EXPECT_TRUE(chart->title().contains(QStringLiteral("2026-11-30;<br>копировщик serial")))
        << chart->title().toStdString();

    data.title = QStringLiteral("A short title: read speed");
    chart.reset(buildChart(data));
    EXPECT_TRUE(chart->title().startsWith(QStringLiteral("<b>A short title: read speed</b>")));
}
