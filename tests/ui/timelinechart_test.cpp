// SPDX-License-Identifier: GPL-3.0-or-later
// The timeline chart: MB/s of each interval of each run, the median run of
// each variant strong and the others faint, drawn as lines and exported.
#include "chart/barchart.h"
#include "chart/chartexport.h"
#include "chart/chartimage.h"
#include "chart/displaynames.h"
#include "chart/sessionchart.h"
#include "chart/timelinechartdata.h"
#include "samplesession.h"
#include "tempfolders.h"

#include <QFile>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QImageReader>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QSvgRenderer>
#include <QValueAxis>

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>

using namespace cm;

namespace {

const TimelineChoice BooksRead{QStringLiteral("books"), QStringLiteral("read")};

RunRecord runOf(double seconds, qint64 bytes, std::optional<RunTimeline> timeline)
{
    RunRecord run;
    run.seconds = seconds;
    run.bytes = bytes;
    run.timeline = std::move(timeline);
    return run;
}

// One drive, books read: plain in three runs of 120 MB (3, 1.2 and 2 s),
// compressed in one.
Session handMadeSession()
{
    Session session = test::sampleSession(1);
    DriveRecord &drive = session.drives[0];
    drive.results.clear();
    drive.results.append(
        ResultRecord{QStringLiteral("books"),
                     Variant::Plain,
                     QStringLiteral("read"),
                     {runOf(3.0, 120'000'000, RunTimeline{1.0, {60'000'000, 90'000'000, 120'000'000}}),
                      runOf(1.2, 120'000'000, RunTimeline{0.5, {40'000'000, 100'000'000, 120'000'000}}),
                      runOf(2.0, 120'000'000, RunTimeline{1.0, {100'000'000, 120'000'000}})}});
    drive.results.append(ResultRecord{QStringLiteral("books"),
                                      Variant::Compressed,
                                      QStringLiteral("read"),
                                      {runOf(0.8, 120'000'000, RunTimeline{0.5, {90'000'000, 120'000'000}})}});
    return session;
}

std::unique_ptr<QChart> chartOf(const ChartData &data, ChartTheme theme = ChartTheme::Light)
{
    return std::unique_ptr<QChart>(buildChart(data, theme));
}

QList<QLineSeries *> linesOf(QChart *chart)
{
    QList<QLineSeries *> lines;
    for (QAbstractSeries *series : chart->series())
        if (auto *line = qobject_cast<QLineSeries *>(series))
            lines.append(line);
    return lines;
}

// The legend's entries shown once the chart is laid out in a scene.
QStringList legendOf(QChart *chart)
{
    QGraphicsScene scene;
    scene.addItem(chart);
    chart->setGeometry(QRectF(0, 0, 1200, 700));
    QCoreApplication::sendPostedEvents();
    QStringList shown;
    for (QLegendMarker *marker : chart->legend()->markers())
        if (marker->isVisible())
            shown.append(marker->label());
    scene.removeItem(chart);
    return shown;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

TEST(TimelineChartData, EachPointIsAnIntervalsBytesOverItsLength)
{
    const Session session = handMadeSession();
    const ChartData data = timelineChartData(session, session.drives[0], BooksRead);
    EXPECT_EQ(data.shape, ChartShape::Lines);
    ASSERT_EQ(data.lines.size(), 4);
    // Run 2 of plain: 40 MB in 0.5 s, 60 MB in the next 0.5 s, 20 MB in the last 0.2 s.
    const auto run2 = std::find_if(data.lines.cbegin(), data.lines.cend(), [](const ChartData::Line &line) {
        return line.name.contains(QStringLiteral("run 2"));
    });
    ASSERT_NE(run2, data.lines.cend());
    ASSERT_EQ(run2->points.size(), 3);
    EXPECT_DOUBLE_EQ(run2->points[0].x(), 0.5);
    EXPECT_DOUBLE_EQ(run2->points[0].y(), 40e6 / 0.5 / 1e6);
    EXPECT_DOUBLE_EQ(run2->points[1].x(), 1.0);
    EXPECT_DOUBLE_EQ(run2->points[1].y(), 60e6 / 0.5 / 1e6);
    EXPECT_DOUBLE_EQ(run2->points[2].x(), 1.2);
    EXPECT_NEAR(run2->points[2].y(), 20e6 / 0.2 / 1e6, 1e-9);
    for (const ChartData::Line &line : data.lines) {
        for (qsizetype i = 1; i < line.points.size(); ++i)
            EXPECT_LT(line.points[i - 1].x(), line.points[i].x()) << line.name.toStdString();
    }
    EXPECT_EQ(data.valueAxisTitle, QStringLiteral("MB/s"));
    EXPECT_TRUE(data.title.contains(dataSetTitle(QStringLiteral("books")))) << data.title.toStdString();
    EXPECT_TRUE(data.title.contains(QStringLiteral("Disk A"))) << data.title.toStdString();
    EXPECT_TRUE(data.emptyNote.isEmpty());
}

TEST(TimelineChartData, TheMedianRunOfEachVariantIsStrongAndTheOthersFaintBehindIt)
{
    const Session session = handMadeSession();
    const ChartData data = timelineChartData(session, session.drives[0], BooksRead);
    ASSERT_EQ(data.lines.size(), 4);
    // Plain's runs take 3, 1.2 and 2 s for the same bytes: run 3 is the median.
    QStringList strong, faint;
    for (const ChartData::Line &line : data.lines)
        (line.faint ? faint : strong).append(line.name);
    EXPECT_EQ(strong,
              (QStringList{QStringLiteral("compression off, run 3 (median)"),
                           QStringLiteral("compression on, run 1")}));
    EXPECT_EQ(faint, (QStringList{QStringLiteral("compression off, run 1"), QStringLiteral("compression off, run 2")}));
    // Faint first: the strong lines are drawn over them.
    EXPECT_TRUE(data.lines[0].faint);
    EXPECT_TRUE(data.lines[1].faint);
    EXPECT_FALSE(data.lines[2].faint);
    EXPECT_EQ(data.lines[2].variant, SeriesVariant::Plain);
    EXPECT_EQ(data.lines[3].variant, SeriesVariant::Compressed);
    EXPECT_EQ(data.footnotes.size(), 2) << data.footnotes.join(QLatin1Char('|')).toStdString();
    EXPECT_TRUE(data.footnotes[0].contains(QStringLiteral("0.5 to 1 s"))) << data.footnotes[0].toStdString();
}

TEST(TimelineChartData, RunsWithoutATimelineAreCountedNotDrawn)
{
    Session session = handMadeSession();
    session.drives[0].results[0].runs.append(runOf(1.0, 120'000'000, std::nullopt));
    const ChartData data = timelineChartData(session, session.drives[0], BooksRead);
    EXPECT_EQ(data.lines.size(), 4);
    EXPECT_TRUE(data.footnotes.last().contains(QStringLiteral("1 run(s) measured without a timeline")))
        << data.footnotes.last().toStdString();
}

TEST(TimelineChartData, AnOlderSessionSaysItHasNoTimelineInsteadOfDrawingNothing)
{
    const Session older = test::sampleSession(1);
    EXPECT_TRUE(timelineChoices(older).isEmpty());
    EXPECT_FALSE(defaultTimelineChoice(older).has_value());
    const ChartData data = sessionChartData(older, ChartKind::Timeline);
    EXPECT_EQ(data.shape, ChartShape::Lines);
    EXPECT_TRUE(data.lines.isEmpty());
    EXPECT_TRUE(data.isEmpty());
    EXPECT_TRUE(data.emptyNote.startsWith(QStringLiteral("No timeline"))) << data.emptyNote.toStdString();
    EXPECT_TRUE(data.title.contains(dataSetTitle(QStringLiteral("books")))) << data.title.toStdString();
    // A data set and operation the drive did not measure says that.
    const ChartData unmeasured
        = timelineChartData(older, older.drives[0], {QStringLiteral("books"), QStringLiteral("write")});
    EXPECT_TRUE(unmeasured.lines.isEmpty());
    EXPECT_TRUE(unmeasured.emptyNote.contains(QStringLiteral("no runs of"))) << unmeasured.emptyNote.toStdString();
}

TEST(TimelineChoices, ReadOfTheFirstDataSetUnlessToldOtherwise)
{
    Session session = test::sampleSessionWithTimelines(2);
    EXPECT_EQ(timelineChoices(session),
              (QList<TimelineChoice>{BooksRead, {QStringLiteral("photos"), QStringLiteral("read")}}));
    EXPECT_EQ(defaultTimelineChoice(session), BooksRead);
    EXPECT_EQ(defaultTimelineChoice(session, QStringLiteral("photos")),
              (TimelineChoice{QStringLiteral("photos"), QStringLiteral("read")}));
    EXPECT_FALSE(defaultTimelineChoice(session, QString(), QStringLiteral("write")).has_value());
    EXPECT_FALSE(defaultTimelineChoice(session, QStringLiteral("system")).has_value());

    // Only writes sampled (read first in the results, without a timeline): write.
    ResultRecord write = session.drives[0].results[0];
    write.operation = QStringLiteral("write");
    for (DriveRecord &drive : session.drives)
        for (ResultRecord &result : drive.results)
            for (RunRecord &run : result.runs)
                run.timeline.reset();
    session.drives[0].results.append(write);
    EXPECT_EQ(defaultTimelineChoice(session), (TimelineChoice{QStringLiteral("books"), QStringLiteral("write")}));
}

TEST(TimelineChoices, TheSessionsChartIsOfTheLastDriveWithOne)
{
    Session session = test::sampleSessionWithTimelines(3);
    for (ResultRecord &result : session.drives[2].results)
        for (RunRecord &run : result.runs)
            run.timeline.reset();
    EXPECT_EQ(timelineDrive(session, BooksRead), 1);
    const ChartData data = sessionChartData(session, ChartKind::Timeline, Whiskers::None, BooksRead);
    EXPECT_EQ(data.title, timelineChartData(session, session.drives[1], BooksRead).title);
    EXPECT_EQ(sessionChartData(session, ChartKind::Timeline).title, data.title);
    const ChartData photos = sessionChartData(session, ChartKind::Timeline, Whiskers::None,
                                              {QStringLiteral("photos"), QStringLiteral("read")});
    EXPECT_TRUE(photos.title.contains(dataSetTitle(QStringLiteral("photos")))) << photos.title.toStdString();
    EXPECT_EQ(timelineDrive(Session(), BooksRead), -1);
}

TEST(TimelineChart, DrawsALinePerRunAndOnlyTheStrongOnesInTheLegend)
{
    const Session session = handMadeSession();
    for (ChartTheme theme : {ChartTheme::Light, ChartTheme::Dark, ChartTheme::Print}) {
        const std::unique_ptr<QChart> chart = chartOf(timelineChartData(session, session.drives[0], BooksRead), theme);
        const QList<QLineSeries *> lines = linesOf(chart.get());
        ASSERT_EQ(lines.size(), 4);
        EXPECT_EQ(lines[2]->points().size(), 2);
        EXPECT_EQ(legendOf(chart.get()),
                  (QStringList{QStringLiteral("compression off, run 3 (median)"),
                               QStringLiteral("compression on, run 1")}))
            << chartThemeName(theme).toStdString();
        // Faint lines are thinner and paler than the strong ones.
        EXPECT_LT(lines[0]->pen().widthF(), lines[2]->pen().widthF());
        EXPECT_LT(lines[0]->pen().color().alpha(), lines[2]->pen().color().alpha());
        EXPECT_NE(lines[2]->pen().color().rgb(), lines[3]->pen().color().rgb());
        const QList<QAbstractAxis *> seconds = chart->axes(Qt::Horizontal);
        ASSERT_EQ(seconds.size(), 1);
        auto *axis = qobject_cast<QValueAxis *>(seconds.first());
        ASSERT_NE(axis, nullptr);
        EXPECT_EQ(axis->min(), 0.0);
        EXPECT_GE(axis->max(), 3.0); // the longest run
    }
    // Print tells compressed from plain by the dash.
    const std::unique_ptr<QChart> print
        = chartOf(timelineChartData(session, session.drives[0], BooksRead), ChartTheme::Print);
    EXPECT_EQ(linesOf(print.get())[3]->pen().style(), Qt::DashLine);
    EXPECT_EQ(linesOf(print.get())[2]->pen().style(), Qt::SolidLine);
}

TEST(TimelineChart, WithoutATimelineShowsItsNoteAndNoAxes)
{
    const std::unique_ptr<QChart> chart = chartOf(sessionChartData(test::sampleSession(1), ChartKind::Timeline));
    EXPECT_TRUE(linesOf(chart.get()).isEmpty());
    EXPECT_TRUE(chart->axes().isEmpty());
    QGraphicsScene scene;
    scene.addItem(chart.get());
    chart->setGeometry(QRectF(0, 0, 800, 450));
    QCoreApplication::sendPostedEvents();
    QString note;
    for (QGraphicsItem *item : scene.items())
        if (item->data(0).toString() == QLatin1String("emptyNote"))
            note = static_cast<QGraphicsSimpleTextItem *>(item)->text();
    scene.removeItem(chart.get());
    EXPECT_TRUE(note.startsWith(QStringLiteral("No timeline"))) << note.toStdString();
    EXPECT_TRUE(note.contains(QLatin1Char('\n'))) << "a long note is wrapped";
}

TEST(TimelineChart, RendersOffscreenToPngAndSvg)
{
    test::TempFolder folder;
    const Session session = test::sampleSessionWithTimelines(1);
    const std::unique_ptr<QChart> chart = chartOf(sessionChartData(session, ChartKind::Timeline));
    const QString png = folder.filePath(QStringLiteral("timeline.png"));
    const QString svg = folder.filePath(QStringLiteral("timeline.svg"));
    ASSERT_TRUE(exportChart(chart.get(), ChartExport{ImageFormat::Png, png, QSize(1200, 700), 1.0}));
    ASSERT_TRUE(exportChart(chart.get(), ChartExport{ImageFormat::Svg, svg, QSize(1200, 700), 1.0}));
    QImageReader reader(png);
    const QImage image = reader.read();
    ASSERT_FALSE(image.isNull()) << reader.errorString().toStdString();
    EXPECT_EQ(image.size(), QSize(1200, 700));
    // The lines are drawn: pixels of plain's colour in the plot.
    const QColor plain = chartStyle(ChartTheme::Light).seriesColour(0, SeriesVariant::Plain, true);
    int plainPixels = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            plainPixels += image.pixelColor(x, y).rgb() == plain.rgb();
    EXPECT_GT(plainPixels, 100);
    const QByteArray drawing = readAll(svg);
    QSvgRenderer renderer(drawing);
    ASSERT_TRUE(renderer.isValid());
    EXPECT_EQ(renderer.viewBox(), QRect(0, 0, 1200, 700));
    EXPECT_TRUE(drawing.contains("MB/s over time")); // text stays text
    // The chart without a timeline renders too.
    const std::unique_ptr<QChart> empty = chartOf(sessionChartData(test::sampleSession(1), ChartKind::Timeline));
    EXPECT_EQ(renderChart(empty.get(), QSize(800, 450)).size(), QSize(800, 450));
}
