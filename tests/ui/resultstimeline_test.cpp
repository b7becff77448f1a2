// SPDX-License-Identifier: GPL-3.0-or-later
// The Results page offers the timeline with a choice of data set and
// operation, and the export dialog draws the one picked.
#include "chart/displaynames.h"
#include "export/exportdialog.h"
#include "results/resultspage.h"
#include "samplesession.h"
#include "widgetlookup.h"

#include <QChartView>
#include <QComboBox>
#include <QGraphicsSimpleTextItem>
#include <QLineEdit>
#include <QLineSeries>

#include <gtest/gtest.h>

using namespace cm;
using test::namedChild;

namespace {

QChart *chartOf(const QWidget &page)
{
    auto *view = namedChild<QChartView>(page, "chartView");
    return view ? view->chart() : nullptr;
}

int lineSeries(const QWidget &page)
{
    int lines = 0;
    for (QAbstractSeries *series : chartOf(page)->series())
        lines += qobject_cast<QLineSeries *>(series) != nullptr;
    return lines;
}

void pick(QComboBox *box, const QVariant &data)
{
    const int index = box->findData(data);
    ASSERT_GE(index, 0) << data.toString().toStdString();
    box->setCurrentIndex(index);
}

// A Results page showing `session`.
struct Shown
{
    ResultsPage page;

    explicit Shown(const Session &session)
    {
        page.resize(1000, 700);
        page.show();
        page.setSession(session);
    }
};

} // namespace

TEST(ResultsTimeline, TheChartSelectorOffersItWithADataSetAndOperation)
{
    Shown shown(test::sampleSessionWithTimelines(2));
    auto *kind = namedChild<QComboBox>(shown.page, "chartKindCombo");
    auto *timeline = namedChild<QComboBox>(shown.page, "timelineCombo");
    auto *whiskers = namedChild<QComboBox>(shown.page, "whiskersCombo");
    EXPECT_FALSE(timeline->isVisible()) << "only with the timeline";

    pick(kind, QStringLiteral("timeline"));
    EXPECT_EQ(shown.page.chartKind(), ChartKind::Timeline);
    EXPECT_TRUE(timeline->isVisible());
    EXPECT_TRUE(timeline->isEnabled());
    EXPECT_FALSE(whiskers->isEnabled());
    ASSERT_EQ(timeline->count(), 2);
    EXPECT_EQ(timeline->itemText(0),
              QStringLiteral("%1, %2").arg(dataSetTitle(QStringLiteral("books")),
                                           operationTitle(QStringLiteral("read"))));
    EXPECT_EQ(shown.page.timelineChoice(), (TimelineChoice{QStringLiteral("books"), QStringLiteral("read")}));
    // The last drive: three runs of each variant, a line each.
    EXPECT_EQ(lineSeries(shown.page), 6);
    EXPECT_TRUE(chartOf(shown.page)->title().contains(dataSetTitle(QStringLiteral("books"))));

    timeline->setCurrentIndex(1);
    EXPECT_EQ(shown.page.timelineChoice(), (TimelineChoice{QStringLiteral("photos"), QStringLiteral("read")}));
    EXPECT_TRUE(chartOf(shown.page)->title().contains(dataSetTitle(QStringLiteral("photos"))))
        << chartOf(shown.page)->title().toStdString();

    // The pick stays while the session shown has it.
    shown.page.setSession(test::sampleSessionWithTimelines(1));
    EXPECT_EQ(shown.page.timelineChoice(), (TimelineChoice{QStringLiteral("photos"), QStringLiteral("read")}));
    pick(kind, QStringLiteral("compare"));
    EXPECT_FALSE(timeline->isVisible());
    EXPECT_EQ(lineSeries(shown.page), 0);
}

TEST(ResultsTimeline, AnOlderSessionsChartSaysItHasNone)
{
    Shown shown(test::sampleSession(1));
    pick(namedChild<QComboBox>(shown.page, "chartKindCombo"), QStringLiteral("timeline"));
    auto *timeline = namedChild<QComboBox>(shown.page, "timelineCombo");
    EXPECT_TRUE(timeline->isVisible());
    EXPECT_FALSE(timeline->isEnabled());
    EXPECT_EQ(timeline->count(), 1);
    EXPECT_TRUE(shown.page.timelineChoice().dataSet.isEmpty());
    QChart *chart = chartOf(shown.page);
    ASSERT_NE(chart, nullptr);
    EXPECT_EQ(lineSeries(shown.page), 0);
    EXPECT_FALSE(chart->title().isEmpty());
    QString note;
    for (QGraphicsItem *item : chart->childItems())
        if (item->data(0).toString() == QLatin1String("emptyNote"))
            note = static_cast<QGraphicsSimpleTextItem *>(item)->text();
    EXPECT_TRUE(note.startsWith(QStringLiteral("No timeline"))) << note.toStdString();
    EXPECT_TRUE(namedChild<QWidget>(shown.page, "exportChartButton")->isEnabled());
}

TEST(ResultsTimeline, TheExportDialogDrawsTheTimelinePicked)
{
    const Session session = test::sampleSessionWithTimelines(1);
    ExportDialog dialog(session, ChartKind::Timeline, {QStringLiteral("photos"), QStringLiteral("read")});
    const QString title = namedChild<QLineEdit>(dialog, "titleEdit")->text();
    EXPECT_TRUE(title.contains(dataSetTitle(QStringLiteral("photos")))) << title.toStdString();
    EXPECT_TRUE(title.contains(QStringLiteral("MB/s over time"))) << title.toStdString();
}
