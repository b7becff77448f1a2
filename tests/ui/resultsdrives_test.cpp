// SPDX-License-Identifier: GPL-3.0-or-later
// The Results page offers the drives chart with a data set and an order,
// and Export writes the chart as shown, whiskers included.
#include "chart/categoryfit.h"
#include "chart/displaynames.h"
#include "results/resultspage.h"
#include "samplesession.h"
#include "widgetlookup.h"

#include <QBarCategoryAxis>
#include <QChartView>
#include <QComboBox>
#include <QCoreApplication>
#include <QHorizontalBarSeries>
#include <QGraphicsTextItem>
#include <QLegend>
#include <QLineSeries>
#include <QScrollArea>
#include <QScrollBar>

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>

using namespace cm;
using test::namedChild;

namespace {

void pick(QComboBox *box, const QVariant &data)
{
    const int index = box->findData(data);
    ASSERT_GE(index, 0) << data.toString().toStdString();
    box->setCurrentIndex(index);
}

QStringList rowsFromTheTop(QChart *chart)
{
    for (QAbstractAxis *axis : chart->axes(Qt::Vertical)) {
        if (auto *categories = qobject_cast<QBarCategoryAxis *>(axis)) {
            QStringList rows = plainCategoryNames(categories);
            std::reverse(rows.begin(), rows.end());
            return rows;
        }
    }
    return {};
}

} // namespace

TEST(ResultsDrives, ADataSetOnEveryDriveInRowsAsMeasuredOrFastestFirst)
{
    ResultsPage page;
    page.resize(1000, 700);
    page.show();
    page.setSession(test::sampleSession(3)); // later drives are slower
    auto *dataSet = namedChild<QComboBox>(page, "drivesDataSetCombo");
    auto *order = namedChild<QComboBox>(page, "driveOrderCombo");
    EXPECT_FALSE(dataSet->isVisible()) << "only with the drives chart";

    pick(namedChild<QComboBox>(page, "chartKindCombo"), QStringLiteral("drives"));
    EXPECT_TRUE(dataSet->isVisible());
    EXPECT_TRUE(order->isVisible());
    EXPECT_TRUE(namedChild<QComboBox>(page, "whiskersCombo")->isEnabled());
    QChart *chart = namedChild<QChartView>(page, "chartView")->chart();
    ASSERT_FALSE(chart->series().isEmpty());
    EXPECT_NE(qobject_cast<QHorizontalBarSeries *>(chart->series().constFirst()), nullptr);
    EXPECT_TRUE(chart->title().contains(dataSetTitle(QStringLiteral("books")))) << chart->title().toStdString();
    EXPECT_EQ(rowsFromTheTop(chart),
              (QStringList{QStringLiteral("Disk A"), QStringLiteral("Disk B"), QStringLiteral("Disk C")}));

    // Reordered in the session (the slowest first), then sorted by speed again.
    Session reordered = test::sampleSession(3);
    std::reverse(reordered.drives.begin(), reordered.drives.end());
    page.setSession(reordered);
    chart = namedChild<QChartView>(page, "chartView")->chart();
    EXPECT_EQ(rowsFromTheTop(chart),
              (QStringList{QStringLiteral("Disk C"), QStringLiteral("Disk B"), QStringLiteral("Disk A")}));
    pick(order, QStringLiteral("speed"));
    chart = namedChild<QChartView>(page, "chartView")->chart();
    EXPECT_EQ(rowsFromTheTop(chart),
              (QStringList{QStringLiteral("Disk A"), QStringLiteral("Disk B"), QStringLiteral("Disk C")}));

    pick(dataSet, QStringLiteral("photos"));
    EXPECT_TRUE(
        namedChild<QChartView>(page, "chartView")->chart()->title().contains(dataSetTitle(QStringLiteral("photos"))));
}

// Forty drives in rows do not squeeze into the page: the chart keeps room
// for every row and the page scrolls to it; a few drives fit the page.
TEST(ResultsDrives, ManyDrivesScrollRatherThanLoseTheirNames)
{
    ResultsPage page;
    page.resize(1280, 720);
    page.show();
    page.setSession(test::sampleSession(3));
    pick(namedChild<QComboBox>(page, "chartKindCombo"), QStringLiteral("drives"));
    auto *view = namedChild<QChartView>(page, "chartView");
    auto *scroll = namedChild<QScrollArea>(page, "chartScroll");
    QCoreApplication::processEvents();
    EXPECT_FALSE(scroll->verticalScrollBar()->isVisible()) << "three drives fit";
    const qreal fewRowsHeight = view->chart()->plotArea().height() / 3;

    page.setSession(test::sampleSession(40));
    QCoreApplication::processEvents();
    ASSERT_EQ(rowsFromTheTop(view->chart()).size(), 40);
    EXPECT_TRUE(scroll->verticalScrollBar()->isVisible());
    EXPECT_GT(view->height(), scroll->viewport()->height());
    const qreal rowHeight = view->chart()->plotArea().height() / 40;
    EXPECT_GE(rowHeight, 36) << "each row keeps room for its name and two values";
    EXPECT_LE(rowHeight, fewRowsHeight) << "and no more than a few drives get";

    pick(namedChild<QComboBox>(page, "chartKindCombo"), QStringLiteral("per-drive"));
    QCoreApplication::processEvents();
    EXPECT_FALSE(scroll->verticalScrollBar()->isVisible()) << "other charts fit the page";
}

// A dozen drives side by side: the legend's column keeps every name within
// the legend's box, the page scrolling to it, rather than cutting the last.
TEST(ResultsDrives, ADozenDrivesSideBySideKeepEveryLegendNameInView)
{
    ResultsPage page;
    page.resize(1280, 720);
    page.show();
    page.setSession(test::sampleSession(12));
    pick(namedChild<QComboBox>(page, "chartKindCombo"), QStringLiteral("compare"));
    QCoreApplication::processEvents();
    QLegend *legend = namedChild<QChartView>(page, "chartView")->chart()->legend();
    const QRectF box = legend->sceneBoundingRect().adjusted(-1, -1, 1, 1);
    int names = 0;
    const std::function<void(QGraphicsItem *)> visit = [&](QGraphicsItem *item) {
        for (QGraphicsItem *child : item->childItems()) {
            if (auto *text = dynamic_cast<QGraphicsTextItem *>(child); text && child->isVisible()) {
                ++names;
                EXPECT_TRUE(box.contains(text->sceneBoundingRect())) << text->toPlainText().toStdString();
            }
            visit(child);
        }
    };
    visit(legend);
    EXPECT_EQ(names, 12);
}

TEST(ResultsDrives, TheChartExportedIsTheOneShownWhiskersIncluded)
{
    ResultsPage page;
    page.resize(1000, 700);
    page.show();
    page.setSession(test::sampleSession(2));
    pick(namedChild<QComboBox>(page, "chartKindCombo"), QStringLiteral("compare"));
    pick(namedChild<QComboBox>(page, "whiskersCombo"), QStringLiteral("minmax"));
    const ChartData shown = page.shownChartData();
    ASSERT_FALSE(shown.series.isEmpty());
    EXPECT_FALSE(shown.series.constFirst().high.isEmpty()) << "the whiskers shown";
    EXPECT_EQ(shown.title, compareChartData(page.shownSession(), Whiskers::MinMax).title);
}
