// SPDX-License-Identifier: GPL-3.0-or-later
// The Results page on a laptop's screen: at 1280x720 and 1366x768 (and so
// 1920x1080 at 150 %, which lays out as 1280x720), in English, Russian and
// Chinese, the chart keeps at least half the page, every bar its value and
// its note, and no text of the chart is cut where room could be made.
#include "chart/barchart.h"
#include "chart/chartdata.h"
#include "chart/chartnumber.h"
#include "document/sessiondocument.h"
#include "results/foldednotes.h"
#include "results/resultspage.h"
#include "samplesession.h"
#include "widgetlookup.h"
#include "windowlanguage.h"
#include "window/mainwindow.h"

#include <QChartView>
#include <QComboBox>
#include <QCoreApplication>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QLabel>
#include <QSplitter>
#include <QTabWidget>
#include <QToolButton>

#include <gtest/gtest.h>

#include <memory>
#include <tuple>

using namespace cm;

namespace {

// Two drives as a new user's first comparison: long names, a result with
// runs too short and spread wide, comparisons with and without enough pairs.
Session laptopSession()
{
    Session session = test::sampleSession(2);
    session.drives[0].label = QStringLiteral("VM disk (ext4, /dev/vda1)");
    session.drives[1].label = QStringLiteral("Loop btrfs zstd on the VM disk");
    session.drives[0].plan.minRunSeconds = 3.0;     // every run too short
    session.drives[1].results[1].runs.removeLast(); // books compressed: not enough pairs (2)
    for (RunRecord &run : session.drives[0].results[0].runs)
        run.seconds /= 6.33; // a plain read of about 633 MB/s, the tallest bar
    return session;
}

using Param = std::tuple<const char *, QSize>;

class ResultsFit : public test::WindowLanguageTest<Param>
{
protected:
    QString language() const override { return QString::fromLatin1(std::get<0>(GetParam())); }
};

// The chart's texts as drawn: its own values and notes, and Qt's texts
// (title, axes, legend).
struct DrawnTexts
{
    QStringList values; // shown values and notes
    QStringList cut;    // any text Qt cut with "…"
};

DrawnTexts drawnTexts(QChartView *view)
{
    DrawnTexts texts;
    for (QGraphicsItem *item : view->scene()->items()) {
        if (!item->isVisible())
            continue;
        if (auto *simple = dynamic_cast<QGraphicsSimpleTextItem *>(item))
            texts.values << simple->text();
        if (auto *rich = dynamic_cast<QGraphicsTextItem *>(item);
            rich && (rich->toPlainText().contains(u'…') || rich->toPlainText().contains(QStringLiteral("..."))))
            texts.cut << rich->toPlainText();
    }
    return texts;
}

// The values and notes of a chart laid out alone at `size`, as an export
// of that size draws them.
QStringList exportedValues(const ChartData &data, const QSizeF &size)
{
    const std::unique_ptr<QChart> chart(buildChart(data));
    QGraphicsScene scene;
    scene.addItem(chart.get());
    chart->setGeometry(QRectF(QPointF(0, 0), size));
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
    QStringList values;
    for (QGraphicsItem *item : scene.items()) {
        if (auto *simple = dynamic_cast<QGraphicsSimpleTextItem *>(item); simple && simple->isVisible())
            values << simple->text();
    }
    scene.removeItem(chart.get());
    return values;
}

} // namespace

TEST_P(ResultsFit, EveryValueAndNoteShowsAsExportedAndTheChartKeepsHalfThePage)
{
    const QSize screen = std::get<1>(GetParam());
    MainWindow window;
    window.resize(screen - test::WindowFrame);
    window.show();
    window.document()->reset(laptopSession(), QString(), false);
    auto *pages = test::namedChild<QTabWidget>(window, "pages");
    auto *results = window.findChild<ResultsPage *>();
    ASSERT_NE(results, nullptr);
    pages->setCurrentWidget(results);
    auto *kinds = test::namedChild<QComboBox>(window, "chartKindCombo");
    auto *view = test::namedChild<QChartView>(window, "chartView");
    for (const ChartKind kind : {ChartKind::PerDrive, ChartKind::Compare, ChartKind::Percent, ChartKind::Device}) {
        kinds->setCurrentIndex(kinds->findData(chartKindName(kind)));
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
        const std::string what = chartKindName(kind).toStdString();
        EXPECT_GE(view->height() * 2, results->height()) << what;
        const ChartData data = results->shownChartData();
        int bars = 0, notes = 0;
        for (const ChartData::Series &series : data.series) {
            for (qsizetype c = 0; c < series.values.size(); ++c) {
                bars += series.values[c] > 0.0 ? 1 : 0;
                notes += series.notes.value(c).isEmpty() ? 0 : 1;
            }
        }
        const DrawnTexts texts = drawnTexts(view);
        EXPECT_EQ(texts.values.size(), bars + notes)
            << what << ": " << texts.values.join(QStringLiteral(" | ")).toStdString();
        for (const ChartData::Series &series : data.series) {
            for (const double value : series.values) {
                if (value > 0.0) {
                    EXPECT_TRUE(texts.values.contains(chartNumber(value))) << what << ": " << value;
                }
            }
        }
        EXPECT_TRUE(texts.cut.isEmpty()) << what << ": " << texts.cut.join(QStringLiteral(" | ")).toStdString();

        // One layout for the window and an export: the window's chart shows
        // every value and note, in the same form, that the same chart
        // exported at its size shows.
        QStringList inWindow = texts.values;
        ChartData withoutNotes = data;
        withoutNotes.footnotes.clear();
        QStringList exported = exportedValues(withoutNotes, view->chart()->size());
        inWindow.sort();
        exported.sort();
        EXPECT_EQ(inWindow, exported) << what;
        // With its notes under it, an export has less room: its notes may
        // take a shorter form, but it shows no value the window leaves out.
        const QStringList withNotes = exportedValues(data, view->chart()->size());
        EXPECT_LE(withNotes.size(), inWindow.size()) << what;
        for (const ChartData::Series &series : data.series) {
            for (const double value : series.values) {
                if (withNotes.contains(chartNumber(value))) {
                    EXPECT_TRUE(inWindow.contains(chartNumber(value))) << what << ": " << value;
                }
            }
        }
    }
}

INSTANTIATE_TEST_SUITE_P(Screens, ResultsFit,
                         ::testing::Combine(::testing::Values("en", "ru", "zh_CN"),
                                            ::testing::Values(QSize(1280, 720), QSize(1366, 768))));

// The notes under the chart fold to one line that says how many there are;
// a click opens them all. The handles between chart, table and drives are
// wide enough to catch, and dragging the one under the chart to the top
// leaves the chart half the page: the table scrolls.
TEST(ResultsLayout, NotesFoldAndTheChartKeepsHalfThePageWhateverTheHandle)
{
    MainWindow window;
    window.resize(QSize(1280, 720) - test::WindowFrame);
    window.show();
    window.document()->reset(laptopSession(), QString(), false);
    auto *results = window.findChild<ResultsPage *>();
    ASSERT_NE(results, nullptr);
    test::namedChild<QTabWidget>(window, "pages")->setCurrentWidget(results);
    QCoreApplication::processEvents();

    auto *notes = results->findChild<FoldedNotes *>();
    ASSERT_NE(notes, nullptr);
    const QStringList lines = results->shownChartData().footnotes;
    ASSERT_FALSE(lines.isEmpty());
    EXPECT_EQ(notes->lines(), lines);
    EXPECT_TRUE(notes->isVisible());
    EXPECT_FALSE(notes->isOpen());
    auto *toggle = test::namedChild<QToolButton>(*notes, "chartNotesToggle");
    auto *text = test::namedChild<QLabel>(*notes, "chartNotes");
    EXPECT_FALSE(text->isVisible());
    EXPECT_LE(toggle->height(), 2 * toggle->fontMetrics().height()) << "one line while folded";
    EXPECT_TRUE(toggle->text().contains(QString::number(lines.size()))) << toggle->text().toStdString();
    toggle->click();
    EXPECT_TRUE(notes->isOpen());
    EXPECT_TRUE(text->isVisible());
    for (const QString &line : lines) {
        EXPECT_TRUE(text->text().contains(line)) << line.toStdString();
    }
    toggle->click();
    EXPECT_FALSE(text->isVisible());

    // No note inside the chart: they would take the plot's room.
    auto *view = test::namedChild<QChartView>(window, "chartView");
    for (QGraphicsItem *item : view->scene()->items()) {
        if (auto *rich = dynamic_cast<QGraphicsTextItem *>(item); rich && rich->isVisible()) {
            EXPECT_FALSE(rich->toPlainText().contains(lines.first())) << rich->toPlainText().toStdString();
        }
    }

    auto *splitter = test::namedChild<QSplitter>(window, "chartAndTableSplitter");
    EXPECT_GE(splitter->handleWidth(), 10);
    for (QSplitter *other : results->findChildren<QSplitter *>()) {
        EXPECT_GE(other->handleWidth(), 10) << other->objectName().toStdString();
    }
    splitter->setSizes({0, splitter->height()}); // as a drag to the top would
    Q_EMIT splitter->splitterMoved(0, 1);
    QCoreApplication::processEvents();
    EXPECT_GE(splitter->sizes().constFirst() * 2, splitter->height());
}
