// SPDX-License-Identifier: GPL-3.0-or-later
#include "advicepage/advicechartdata.h"
#include "advicepage/advicetablemodel.h"
#include "advicepage/advisepage.h"
#include "samplesession.h"
#include "tempfolders.h"
#include "testalgorithm.h"

#include <QAbstractItemModelTester>
#include <QChartView>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTimer>

#include <string>

#include <gtest/gtest.h>

using namespace cm;

namespace {

constexpr qint64 SmallSampleBytes = 256 * 1024;
constexpr int ProbeWaitMs = 240000; // the probe on a busy machine, not a timing

int rowOf(const AdviceTableModel &model, const QString &kind, const QString &codec)
{
    for (int row = 0; row < model.rowCount(); ++row) {
        if (model.index(row, AdviceTableModel::DataKind).data().toString() == kind
            && model.index(row, 0).data(AdviceTableModel::CodecRole).toString() == codec)
            return row;
    }
    return -1;
}

} // namespace

TEST(AdvisePage, FillsFromASessionAndItsOwnProbeAndAsksToMeasureTheChosenAlgorithm)
{
    test::RamFolder scratch;
    AdvisePage page(Privileges::ofThisProcess());
    QAbstractItemModelTester tester(page.model(), QAbstractItemModelTester::FailureReportingMode::Fatal);
    page.setSampleBytes(SmallSampleBytes);
    page.setScratchFolder(scratch.path());
    page.resize(900, 700);
    page.show();
    QSignalSpy ready(&page, &AdvisePage::adviceReady);
    QSignalSpy failed(&page, &AdvisePage::probeFailed);

    const auto *recommendation = page.findChild<QLabel *>(QStringLiteral("recommendationLabel"));
    ASSERT_NE(recommendation, nullptr);
    QStringList steps; // as the page shows them while it probes
    QTimer watch;
    QObject::connect(&watch, &QTimer::timeout, [&] {
        if (page.isProbing() && !steps.contains(recommendation->text()))
            steps.append(recommendation->text());
    });
    watch.start(5);
    page.setSession(test::sampleSession());
    EXPECT_TRUE(page.isProbing());
    ASSERT_TRUE(ready.wait(ProbeWaitMs)) << (failed.isEmpty() ? std::string("no answer")
                                                              : failed.first().first().toString().toStdString());
    EXPECT_FALSE(page.isProbing());

    // The session's drive: books and photos, measured compressed with btrfs zstd (level 3).
    const AdviceTableModel &model = *page.model();
    ASSERT_EQ(model.rowCount(), 2 * 26);
    const int books = rowOf(model, QStringLiteral("Books"), QStringLiteral("zstd:3"));
    ASSERT_GE(books, 0);
    EXPECT_EQ(model.index(books, AdviceTableModel::Measured).data().toString(), QStringLiteral("100")); // 100 MB in 1 s
    EXPECT_FALSE(model.index(books, AdviceTableModel::Error).data().toString().isEmpty());
    EXPECT_EQ(model.index(books, AdviceTableModel::Predicted).data().toString(), QStringLiteral("100"))
        << "carried to the session's own read";
    EXPECT_TRUE(model.index(books, AdviceTableModel::Predicted)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("the model alone predicted")));
    EXPECT_TRUE(model.index(rowOf(model, QStringLiteral("Books"), QStringLiteral("lzo")), AdviceTableModel::Measured)
                    .data()
                    .toString()
                    .isEmpty());

    EXPECT_TRUE(recommendation->text().contains(QStringLiteral("Books"))) << recommendation->text().toStdString();
    // The steps name the data kinds as the page does, not by their identifiers.
    EXPECT_TRUE(steps.filter(QStringLiteral("Books: ")).size() >= 1) << steps.join(QLatin1Char('|')).toStdString();
    EXPECT_TRUE(steps.filter(QStringLiteral("books")).isEmpty()) << steps.join(QLatin1Char('|')).toStdString();
    const auto *chart = page.findChild<QChartView *>(QStringLiteral("adviceChart"));
    ASSERT_NE(chart, nullptr);
    EXPECT_GE(chart->chart()->series().size(), 1);

    // The chosen row's algorithm, on every data kind of the page.
    auto *table = page.findChild<QTableView *>(QStringLiteral("adviceTable"));
    ASSERT_NE(table, nullptr);
    auto *button = page.findChild<QPushButton *>(QStringLiteral("measureButton"));
    ASSERT_NE(button, nullptr);
    // lz4 is a reference no filesystem stores: nothing to measure.
    const int lz4 = rowOf(model, QStringLiteral("Photos"), QStringLiteral("lz4"));
    ASSERT_GE(lz4, 0);
    table->selectRow(lz4);
    EXPECT_FALSE(button->isEnabled());
    EXPECT_TRUE(button->toolTip().contains(QStringLiteral("lz4"))) << button->toolTip().toStdString();
    const int lzo = rowOf(model, QStringLiteral("Photos"), QStringLiteral("lzo"));
    ASSERT_GE(lzo, 0);
    table->selectRow(lzo);
    QSignalSpy measure(&page, &AdvisePage::measureRequested);
    ASSERT_TRUE(button->isEnabled());
    button->click();
    ASSERT_EQ(measure.size(), 1);
    EXPECT_EQ(measure.first().at(0).toString(), QStringLiteral("lzo"));
    EXPECT_EQ(measure.first().at(1).toStringList(), (QStringList{QStringLiteral("books"), QStringLiteral("photos")}));
    EXPECT_EQ(test::countEntries(scratch.path()), 0) << "the probe leaves nothing behind";
}

// A plain-only kind carried to the probe's reads on the drive says so where
// the prediction is, and keeps the model's own figure beside it; no error,
// since nothing of the drive's own files was read compressed.
TEST(AdvisePage, ThePredictionSaysItWasCarriedToTheProbesReadsOnTheDrive)
{
    KindAdvice books;
    books.kind = QStringLiteral("books");
    books.plain = withRelativeHalfWidth(800.0, 0.03);
    books.algorithms = {test::algorithm(QStringLiteral("zstd:3"), 2.5, withRelativeHalfWidth(1500.0, 0.02))};
    books.algorithms[0].driveImage = test::imageReads(1000.0, 700.0, 0.00002);
    predictKind(&books);
    AdviceTableModel model;
    model.setAdvice({books});
    const int row = rowOf(model, QStringLiteral("Books"), QStringLiteral("zstd:3"));
    ASSERT_GE(row, 0);
    const QString tip = model.index(row, AdviceTableModel::Predicted).data(Qt::ToolTipRole).toString();
    EXPECT_TRUE(tip.contains(QStringLiteral("btrfs image on the drive"))) << tip.toStdString();
    EXPECT_TRUE(tip.contains(QLocale().toString(books.algorithms[0].model.predictedMBps, 'f', 0))) << tip.toStdString();
    EXPECT_TRUE(model.index(row, AdviceTableModel::Error).data().toString().isEmpty());
    EXPECT_TRUE(model.index(row, AdviceTableModel::Measured).data().toString().isEmpty());
}

TEST(AdvisePage, ChartHasPlainPredictedAndMeasuredBarsPerKind)
{
    KindAdvice books;
    books.kind = QStringLiteral("books");
    books.plain = Estimate::exact(500.0);
    books.bestCodec = QStringLiteral("zstd:1");
    for (const QString &codec : {QStringLiteral("zstd:1"), QStringLiteral("zstd:3"), QStringLiteral("lzo")}) {
        AlgorithmAdvice algorithm;
        algorithm.codec.codec = codec;
        algorithm.prediction = predictCompressedRead(500.0, 2.5, 1000.0);
        if (codec == QLatin1String("lzo"))
            algorithm.measured = Estimate::exact(480.0);
        books.algorithms.append(algorithm);
    }
    const ChartData data = adviceChartData({books});
    ASSERT_EQ(data.categories, QStringList{QStringLiteral("books")});
    QStringList names;
    for (const auto &series : data.series)
        names.append(series.name);
    EXPECT_EQ(names,
              (QStringList{QStringLiteral("plain"), QStringLiteral("zstd:3 predicted"), QStringLiteral("lzo predicted"),
                           QStringLiteral("lzo measured"), QStringLiteral("zstd:1 predicted")}));
    EXPECT_DOUBLE_EQ(data.series[3].values.first(), 480.0);
    // Five bars leave no room for a second label above each.
    for (const auto &series : data.series)
        EXPECT_TRUE(series.notes.isEmpty()) << series.name.toStdString();

    books.algorithms.removeLast(); // no lzo: three bars, each with room for the space saved
    const ChartData fewer = adviceChartData({books});
    ASSERT_EQ(fewer.series.size(), 3);
    EXPECT_EQ(fewer.series[1].notes.first(), QStringLiteral("60 % saved"));
}

// The sentence under the chart names an algorithm for each kind; the chart
// draws it, whether it is recommended or only the fastest of a "cannot tell".
TEST(AdvisePage, TheChartDrawsTheAlgorithmItsSentenceNames)
{
    KindAdvice books;
    books.kind = QStringLiteral("books");
    books.plain = Estimate::exact(500.0);
    books.fastestCodec = QStringLiteral("zstd:14"); // no verdict to compress: no best
    for (const QString &codec : {QStringLiteral("zstd:3"), QStringLiteral("zstd:14")}) {
        AlgorithmAdvice algorithm;
        algorithm.codec.codec = codec;
        algorithm.prediction = predictCompressedRead(500.0, 2.5, 1000.0);
        books.algorithms.append(algorithm);
    }
    QStringList names;
    for (const auto &series : adviceChartData({books}).series)
        names.append(series.name);
    EXPECT_TRUE(names.contains(QStringLiteral("zstd:14 predicted"))) << names.join(QLatin1Char(',')).toStdString();
}

// In the dark theme the chart is dark, before the first probe (no bright
// placeholder) and with advice, and it follows the theme when it changes.
TEST(AdvisePage, TheChartTakesTheWindowsTheme)
{
    AdvisePage page(Privileges::ofThisProcess());
    auto *view = page.findChild<QChartView *>(QStringLiteral("adviceChart"));
    ASSERT_NE(view, nullptr);
    const QColor dark = chartStyle(ChartTheme::Dark).background;
    page.setChartTheme(ChartTheme::Dark);
    EXPECT_EQ(view->chart()->backgroundBrush().color(), dark);
    EXPECT_EQ(view->backgroundBrush().color(), dark);
    EXPECT_FALSE(view->chart()->title().isEmpty()) << "the placeholder says what will show";

    KindAdvice books;
    books.kind = QStringLiteral("books");
    books.plain = Estimate::exact(500.0);
    AlgorithmAdvice zstd;
    zstd.codec.codec = QStringLiteral("zstd:1");
    zstd.prediction = predictCompressedRead(500.0, 2.5, 1000.0);
    books.algorithms.append(zstd);
    page.model()->setAdvice({books});
    page.setChartTheme(ChartTheme::Dark);
    EXPECT_EQ(view->chart()->backgroundBrush().color(), dark);
    EXPECT_FALSE(view->chart()->series().isEmpty());
    page.setChartTheme(ChartTheme::Light);
    EXPECT_EQ(view->chart()->backgroundBrush().color(), chartStyle(ChartTheme::Light).background);
}
