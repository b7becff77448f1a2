// SPDX-License-Identifier: GPL-3.0-or-later
#include "chart/barchart.h"
#include "chart/chartdata.h"
#include "chart/chartexport.h"
#include "chart/chartimage.h"
#include "samplesession.h"
#include "svgtexts.h"
#include "tempfolders.h"

#include <QBarSeries>
#include <QBuffer>
#include <QBarSet>
#include <QCoreApplication>
#include <QFile>
#include <QFontDatabase>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QImageReader>
#include <QLegend>
#include <QLegendMarker>
#include <QRegularExpression>
#include <QSvgRenderer>
#include <QValueAxis>
#include <QXmlStreamReader>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <memory>

using namespace cm;

namespace {

// The bars Qt Charts draws for `chart` laid out at `size`: rectangle items
// filled with the colour of a bar set and wider than a legend marker (7 px).
int barItemsInScene(QChart *chart, const QSize &size = QSize(1600, 900))
{
    QGraphicsScene scene;
    scene.addItem(chart);
    chart->setGeometry(QRectF(QPointF(0, 0), size));
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
    QList<QColor> colours;
    for (QAbstractSeries *series : chart->series())
        if (auto *bars = qobject_cast<QBarSeries *>(series))
            for (QBarSet *set : bars->barSets())
                colours.append(set->brush().color());
    int count = 0;
    for (QGraphicsItem *item : scene.items()) {
        auto *rect = qgraphicsitem_cast<QGraphicsRectItem *>(item);
        if (rect && rect->isVisible() && colours.contains(rect->brush().color()) && rect->rect().width() > 10
            && rect->rect().height() > 0)
            ++count;
    }
    scene.removeItem(chart);
    return count;
}

std::unique_ptr<QChart> chartOf(const ChartData &data, ChartTheme theme = ChartTheme::Light)
{
    return std::unique_ptr<QChart>(buildChart(data, theme));
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

TEST(ChartScene, PerDriveChartShowsABarPerDataSetAndVariant)
{
    const Session session = test::sampleSession(1);
    EXPECT_EQ(barItemsInScene(chartOf(perDriveChartData(session, session.drives[0])).get()), 4);
}

TEST(ChartScene, CompareChartShowsEveryDriveSideBySide)
{
    EXPECT_EQ(barItemsInScene(chartOf(compareChartData(test::sampleSession(3))).get()), 3 * 2 * 2);
}

// One drive side by side with nobody: its bars take the variants' blue and
// orange, and the legend names both, not the drive in blue alone.
TEST(ChartScene, CompareChartOfOneDriveNamesBothVariantsInTheirColours)
{
    const ChartData data = compareChartData(test::sampleSession(1));
    EXPECT_FALSE(data.footnotes.join(QLatin1Char(' ')).contains(QLatin1String("darker")));
    const std::unique_ptr<QChart> chart = chartOf(data);
    renderChart(chart.get(), QSize(800, 450)); // lays the legend out
    QList<QColor> legend;
    QStringList names;
    for (QLegendMarker *marker : chart->legend()->markers())
        if (marker->isVisible()) {
            legend.append(marker->brush().color());
            names.append(marker->label());
        }
    const ChartStyle style = chartStyle(ChartTheme::Light);
    EXPECT_EQ(legend, (QList<QColor>{style.palette[0], style.palette[1]}));
    EXPECT_EQ(names, (QStringList{QStringLiteral("compression off"), QStringLiteral("compression on")}));
    QList<QColor> bars;
    for (QAbstractSeries *series : chart->series())
        if (auto *barSeries = qobject_cast<QBarSeries *>(series))
            for (QBarSet *set : barSeries->barSets())
                bars.append(set->brush().color());
    EXPECT_EQ(bars, legend);

    const ChartData two = compareChartData(test::sampleSession(2));
    EXPECT_TRUE(two.footnotes.join(QLatin1Char(' ')).contains(QLatin1String("darker")));
}

TEST(ChartScene, PercentChartShowsABarPerDriveAndDataSet)
{
    EXPECT_EQ(barItemsInScene(chartOf(percentChartData(test::sampleSession(2))).get()), 2 * 2);
}

TEST(ChartScene, DeviceChartShowsLogicalAndDeviceBytes)
{
    EXPECT_EQ(barItemsInScene(chartOf(deviceChartData(test::sampleSession(2))).get()), 2 * 2 * 3);
}

TEST(ChartScene, EveryThemeDrawsTheSameBars)
{
    const Session session = test::sampleSession(2);
    for (ChartTheme theme : {ChartTheme::Light, ChartTheme::Dark, ChartTheme::Print})
        EXPECT_EQ(barItemsInScene(chartOf(compareChartData(session), theme).get()), 8)
            << chartThemeName(theme).toStdString();
}

TEST(ChartScene, WhiskersAreOneLinePerBar)
{
    const Session session = test::sampleSession(1);
    const std::unique_ptr<QChart> chart = chartOf(perDriveChartData(session, session.drives[0], Whiskers::MinMax));
    int lines = 0;
    for (QAbstractSeries *series : chart->series())
        lines += series->type() == QAbstractSeries::SeriesTypeLine;
    EXPECT_EQ(lines, 4);
    EXPECT_EQ(barItemsInScene(chart.get()), 4);
}

class ChartFile : public ::testing::Test
{
protected:
    Status exportAs(ImageFormat format, const QString &name, const QSize &size = QSize(1600, 900), qreal scale = 1.0,
                    ChartTheme theme = ChartTheme::Light)
    {
        const Session session = test::sampleSession(2);
        const std::unique_ptr<QChart> chart = chartOf(compareChartData(session, Whiskers::Ci95), theme);
        return exportChart(chart.get(), ChartExport{format, folder.filePath(name), size, scale});
    }

    test::TempFolder folder;
};

TEST_F(ChartFile, PngDecodesAtTheSizeTimesTheScale)
{
    ASSERT_TRUE(exportAs(ImageFormat::Png, QStringLiteral("one.png")));
    ASSERT_TRUE(exportAs(ImageFormat::Png, QStringLiteral("two.png"), QSize(1600, 900), 2.0));
    for (const auto &[name, size] : {std::pair{QStringLiteral("one.png"), QSize(1600, 900)},
                                     std::pair{QStringLiteral("two.png"), QSize(3200, 1800)}}) {
        QImageReader reader(folder.filePath(name));
        EXPECT_EQ(reader.format(), QByteArray("png"));
        const QImage image = reader.read();
        ASSERT_FALSE(image.isNull()) << reader.errorString().toStdString();
        EXPECT_EQ(image.size(), size);
    }
}

TEST_F(ChartFile, ThemesSetTheBackground)
{
    ASSERT_TRUE(exportAs(ImageFormat::Png, QStringLiteral("dark.png"), QSize(400, 300), 1.0, ChartTheme::Dark));
    ASSERT_TRUE(exportAs(ImageFormat::Png, QStringLiteral("print.png"), QSize(400, 300), 1.0, ChartTheme::Print));
    EXPECT_EQ(QImage(folder.filePath(QStringLiteral("dark.png"))).pixelColor(2, 2),
              chartStyle(ChartTheme::Dark).background);
    EXPECT_EQ(QImage(folder.filePath(QStringLiteral("print.png"))).pixelColor(2, 2), QColor(Qt::white));
}

TEST_F(ChartFile, SvgParsesAsXmlAndRenders)
{
    ASSERT_TRUE(exportAs(ImageFormat::Svg, QStringLiteral("c.svg")));
    const QByteArray svg = readAll(folder.filePath(QStringLiteral("c.svg")));
    QXmlStreamReader xml(svg);
    int rootElements = 0;
    while (!xml.atEnd()) {
        if (xml.readNext() == QXmlStreamReader::StartElement && rootElements == 0 && xml.name() == QLatin1String("svg"))
            ++rootElements;
    }
    EXPECT_FALSE(xml.hasError()) << xml.errorString().toStdString();
    EXPECT_EQ(rootElements, 1);
    QSvgRenderer renderer(svg);
    ASSERT_TRUE(renderer.isValid());
    EXPECT_EQ(renderer.viewBox(), QRect(0, 0, 1600, 900));
    EXPECT_TRUE(svg.contains("Read speed by drive")); // text stays text
}

// Browsers know none of the fonts the chart names on their own: every
// text falls back to a sans-serif font, not to the browser's serif one. The
// title reads as one line, and the description says what the chart shows.
TEST_F(ChartFile, SvgTextFallsBackToSansSerifAndTheChartIsDescribed)
{
    ASSERT_TRUE(exportAs(ImageFormat::Svg, QStringLiteral("c.svg")));
    const QString svg = QString::fromUtf8(readAll(folder.filePath(QStringLiteral("c.svg"))));
    const QRegularExpression family(QStringLiteral("font-family=\"([^\"]*)\""));
    int texts = 0;
    for (QRegularExpressionMatchIterator it = family.globalMatch(svg); it.hasNext(); ++texts) {
        const QString families = it.next().captured(1);
        EXPECT_TRUE(families.endsWith(QLatin1String(", sans-serif"))) << families.toStdString();
        EXPECT_TRUE(families.startsWith(QLatin1String("'DejaVu Sans'"))) << families.toStdString();
    }
    EXPECT_GT(texts, 10);

    const QRegularExpression title(QStringLiteral("<title>(.*)</title>"));
    const QString titleText = title.match(svg).captured(1);
    EXPECT_TRUE(titleText.startsWith(QLatin1String("Read speed by drive"))) << titleText.toStdString();
    EXPECT_FALSE(titleText.contains(QLatin1String("; -"))) << titleText.toStdString();
    const QString description = QRegularExpression(QStringLiteral("<desc>(.*)</desc>")).match(svg).captured(1);
    EXPECT_TRUE(description.contains(titleText)) << description.toStdString();
    EXPECT_TRUE(description.contains(QLatin1String("MB/s"))) << description.toStdString(); // the value axis
}

// The alt text names the rows of a drives chart and its bars in the order
// a reader sees them: from the top, compression off above on.
TEST(ChartAltText, NamesRowsAndBarsInTheOrderTheyAreSeen)
{
    const ChartData data = drivesChartData(test::sampleSession(3), QStringLiteral("books"));
    const std::unique_ptr<QChart> chart(buildChart(data, ChartTheme::Light));
    const QString alt = chartAltText(chart.get());
    EXPECT_TRUE(alt.contains(QStringLiteral("For: Disk A, Disk B, Disk C."))) << alt.toStdString();
    const qsizetype off = alt.indexOf(data.series.constFirst().name);
    const qsizetype on = alt.indexOf(data.series.constLast().name);
    EXPECT_TRUE(off >= 0 && on > off) << alt.toStdString();
}

// A blog shows a 1600x900 chart at about 800 pixels wide, a phone smaller
// still: there the title must stand at least 14 pixels tall and every value
// 9, so a larger image draws the same chart larger. A small image keeps
// the sizes the window uses.
TEST_F(ChartFile, TitlesAndValuesStillReadWhenTheImageIsShownAtHalfItsWidth)
{
    const auto heights = [&](const QSize &size) {
        const Session session = test::sampleSession(1);
        const std::unique_ptr<QChart> chart = chartOf(perDriveChartData(session, session.drives[0]));
        QBuffer svg;
        svg.open(QIODevice::WriteOnly);
        EXPECT_TRUE(writeChart(chart.get(), {ImageFormat::Svg, QStringLiteral("c.svg"), size}, &svg));
        qreal title = 0.0, smallestValue = 1e9;
        for (const test::SvgText &text : test::svgTexts(svg.data())) {
            if (text.text.startsWith(QLatin1String("Disk A")))
                title = std::max(title, text.box.height());
            if (text.text == QLatin1String("50") || text.text == QLatin1String("100")
                || text.text == QLatin1String("200"))
                smallestValue = std::min(smallestValue, text.box.height());
        }
        return std::pair{title, smallestValue};
    };
    const auto [title, value] = heights(QSize(1600, 900));
    EXPECT_GE(title / 2, 14.0);
    EXPECT_GE(value / 2, 9.0);
    EXPECT_LT(value, 1e9) << "no value label found";
    const auto [smallTitle, smallValue] = heights(QSize(960, 540));
    EXPECT_NEAR(title / smallTitle, 1600.0 / 960.0, 0.05);
    EXPECT_NEAR(value / smallValue, 1600.0 / 960.0, 0.05);
    // Wider than 16:9 or taller, the chart is never laid out smaller than 960x540.
    EXPECT_EQ(chartLayoutSize(QSize(1200, 300)), QSizeF(1200, 300));
    EXPECT_EQ(chartLayoutSize(QSize(3200, 1800)), QSizeF(960, 540));
    // Many rows of drives keep room for their names: drawn larger only as far as they allow.
    const std::unique_ptr<QChart> twoDrives = chartOf(drivesChartData(test::sampleSession(2), QStringLiteral("books")));
    EXPECT_EQ(chartLayoutSize(QSize(1600, 900), twoDrives.get()), QSizeF(960, 540));
    const std::unique_ptr<QChart> manyDrives
        = chartOf(drivesChartData(test::sampleSession(18), QStringLiteral("books")));
    EXPECT_GE(chartLayoutSize(QSize(1600, 900), manyDrives.get()).height(), 850.0);
}

TEST_F(ChartFile, PdfHasAHeaderAPageAndAnEnd)
{
    ASSERT_TRUE(exportAs(ImageFormat::Pdf, QStringLiteral("c.pdf")));
    const QByteArray pdf = readAll(folder.filePath(QStringLiteral("c.pdf")));
    EXPECT_TRUE(pdf.startsWith("%PDF-1.")) << pdf.left(16).toStdString();
    EXPECT_TRUE(pdf.trimmed().endsWith("%%EOF"));
    EXPECT_EQ(pdf.count("/Type /Page\n") + pdf.count("/Type /Page\r") + pdf.count("/Type /Page "), 1);
}

TEST_F(ChartFile, AFailedExportNamesTheFileAndLeavesNothing)
{
    const Status status = exportAs(ImageFormat::Png, QStringLiteral("missing/c.png"));
    ASSERT_FALSE(status);
    EXPECT_TRUE(status.message().contains(folder.filePath(QStringLiteral("missing/c.png"))));
    EXPECT_EQ(test::countEntries(folder.path()), 0);
}

TEST(ChartFonts, CoverLatinCyrillicAndChinese)
{
    const QStringList families = chartFont(10).families();
    for (QFontDatabase::WritingSystem system :
         {QFontDatabase::Latin, QFontDatabase::Cyrillic, QFontDatabase::SimplifiedChinese}) {
        const QStringList available = QFontDatabase::families(system);
        EXPECT_TRUE(std::any_of(families.begin(), families.end(), [&](const QString &family) {
            return available.contains(family);
        })) << QFontDatabase::writingSystemName(system).toStdString();
    }
}

TEST(ChartText, TheLongestTextASessionMayHoldStillDrawsAChart)
{
    // Qt Charts shortens a title that does not fit by keeping every shorter
    // prefix at once: a model name of the loader's limit would take
    // gigabytes unless the chart cuts it first.
    Session session = test::sampleSession(2);
    session.machine.cpu = QString(SessionLimits::TextCharacters, QLatin1Char('c'));
    for (DriveRecord &drive : session.drives) {
        drive.label.clear();
        drive.source.model = QString(SessionLimits::TextCharacters, QLatin1Char('m'));
    }
    session.drives[1].label = QString(SessionLimits::LabelCharacters, QLatin1Char('L'));
    for (const ChartData &data :
         {perDriveChartData(session, session.drives[0], Whiskers::None), compareChartData(session, Whiskers::None),
          percentChartData(session), deviceChartData(session)}) {
        auto chart = chartOf(data);
        EXPECT_LE(chart->title().size(), 1000);
        const QImage image = renderChart(chart.get(), QSize(800, 450));
        EXPECT_EQ(image.size(), QSize(800, 450));
    }
}

TEST(ChartAxis, IsFiniteForTinyHugeEqualAndMissingValues)
{
    for (const QList<double> &values :
         {QList<double>{4.9e-324, 4.9e-324}, QList<double>{2.2e-310, 1e-320}, QList<double>{1e-300, 1e-300},
          QList<double>{5.0, 5.0}, QList<double>{0.0, 0.0}, QList<double>{1.7e308, 1e308}}) {
        ChartData data;
        data.title = QStringLiteral("t");
        data.categories = {QStringLiteral("books"), QStringLiteral("photos")};
        data.series.append(ChartData::Series{QStringLiteral("plain"), SeriesVariant::Plain, 0, values, {}, {}, {}, {}});
        auto chart = chartOf(data);
        const QList<QAbstractAxis *> axes = chart->axes(Qt::Vertical);
        ASSERT_EQ(axes.size(), 1);
        auto *axis = qobject_cast<QValueAxis *>(axes.first());
        ASSERT_NE(axis, nullptr);
        EXPECT_TRUE(std::isfinite(axis->min())) << values.first();
        EXPECT_TRUE(std::isfinite(axis->max())) << values.first();
        EXPECT_LT(axis->min(), axis->max()) << values.first();
        EXPECT_EQ(renderChart(chart.get(), QSize(400, 300)).size(), QSize(400, 300));
    }
}
