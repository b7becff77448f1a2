// SPDX-License-Identifier: GPL-3.0-or-later
#include "chart/barchart.h"
#include "chart/chartdata.h"
#include "chart/speedchart.h"
#include "chart/speedchartdata.h"
#include "report/resultflags.h"
#include "samplesession.h"

#include <QChart>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>

using namespace cm;

namespace {

// Drive A's books read steadily, so that only what a test sets is flagged.
Session steadySession(int drives = 1)
{
    Session session = test::sampleSession(drives);
    for (DriveRecord &drive : session.drives)
        for (ResultRecord &result : drive.results)
            for (RunRecord &run : result.runs)
                run.seconds = result.runs.first().seconds;
    return session;
}

// The footnotes that explain flag marks (a chart may also explain "≈ plain").
QStringList flagNotes(const ChartData &data)
{
    QStringList notes;
    for (const QString &note : data.footnotes)
        if (note.startsWith(flagMark()))
            notes.append(note);
    return notes;
}

// The texts of the chart's own text items: notes above bars, footnotes.
QStringList textsOf(const QChart &chart)
{
    QStringList texts;
    for (QGraphicsItem *item : chart.childItems())
        if (auto *text = dynamic_cast<QGraphicsSimpleTextItem *>(item))
            texts.append(text->text());
        else if (auto *wrapped = dynamic_cast<QGraphicsTextItem *>(item))
            texts.append(wrapped->toPlainText());
    return texts;
}

qsizetype countContaining(const QStringList &texts, const QString &part)
{
    return std::count_if(texts.begin(), texts.end(), [&](const QString &text) { return text.contains(part); });
}

} // namespace

TEST(ChartFlags, ASteadyColdSessionHasNoMarkAndNoFootnote)
{
    const Session session = steadySession();
    const ChartData data = perDriveChartData(session, session.drives[0]);
    EXPECT_TRUE(flagNotes(data).isEmpty());
    for (const ChartData::Series &series : data.series)
        EXPECT_EQ(countContaining(series.notes, flagMark()), 0);
    const std::unique_ptr<QChart> chart(buildChart(data));
    EXPECT_EQ(countContaining(textsOf(*chart), flagMark()), 0);
}

TEST(ChartFlags, NotColdSlowTargetAndWideSpreadBarsAreMarkedAndExplainedUnderTheChart)
{
    Session session = steadySession();
    DriveRecord &drive = session.drives[0];
    drive.results[0].runs[1].cold = false;  // books plain
    drive.results[3].targetSlower = true;   // photos compressed
    drive.results[2].runs[0].seconds = 2.0; // photos plain: 50, 200, 200 MB/s
    const ChartData data = perDriveChartData(session, drive);
    ASSERT_EQ(data.series.size(), 2);
    EXPECT_TRUE(data.series[0].notes.value(0).startsWith(flagMark()));
    EXPECT_TRUE(data.series[0].notes.value(1).startsWith(flagMark()));
    EXPECT_FALSE(data.series[1].notes.value(0).startsWith(flagMark())) << "books compressed is fine";
    EXPECT_TRUE(data.series[1].notes.value(1).startsWith(flagMark()));
    EXPECT_TRUE(data.series[1].notes.value(1).contains(QStringLiteral("plain"))) << "the mark joins the note";
    EXPECT_EQ(flagNotes(data),
              flagFootnotes(ResultFlags(ResultFlag::NotCold) | ResultFlag::LargeSpread | ResultFlag::TargetSlower));

    const std::unique_ptr<QChart> chart(buildChart(data));
    const QStringList texts = textsOf(*chart);
    EXPECT_EQ(countContaining(texts, flagMark()), 4) << "three marked bars and the footnotes";
    EXPECT_EQ(countContaining(texts, flagExplanation(ResultFlag::TargetSlower)), 1);
    EXPECT_EQ(countContaining(texts, flagExplanation(ResultFlag::NotCold)), 1);

    // The window's and the run command's chart draws from SpeedChartData: the same marks.
    const std::unique_ptr<QChart> speedChart(buildSpeedChart(SpeedChartData::fromDrive(session, drive)));
    EXPECT_EQ(textsOf(*speedChart), texts);
}

TEST(ChartFlags, TheCompareChartMarksTheFlaggedDriveOnly)
{
    Session session = steadySession(2);
    session.drives[1].results[1].targetSlower = true; // Disk B, books compressed
    const ChartData data = compareChartData(session);
    ASSERT_EQ(data.series.size(), 4);
    for (int s = 0; s < 4; ++s)
        for (int c = 0; c < 2; ++c)
            EXPECT_EQ(data.series[s].notes.value(c).startsWith(flagMark()), s == 3 && c == 0) << s << " " << c;
    EXPECT_EQ(flagNotes(data), flagFootnotes(ResultFlag::TargetSlower));
}
