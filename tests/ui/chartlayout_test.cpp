// SPDX-License-Identifier: GPL-3.0-or-later
// Charts people post as they are: every chart kind exported to SVG at the
// sizes a screen and a blog use, for 1 to 12 drives with long names and
// speeds from 5 to 50,000 MB/s, in English, Russian and Chinese, and every
// text element of the file checked from its box: no two overlap, none
// leaves the image, no number is written with an exponent.
#include "chart/barchart.h"
#include "chart/categoryfit.h"
#include "chart/chartexport.h"
#include "chart/chartimage.h"
#include "chart/chartkinds.h"
#include "chart/chartnumber.h"
#include "chart/sessionchart.h"
#include "charttexts.h"
#include "languagetest.h"
#include "samplesession.h"
#include "svgtexts.h"

#include <QBuffer>
#include <QChart>
#include <QCoreApplication>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QLegend>
#include <QLocale>
#include <QRegularExpression>
#include <QTextDocument>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <string>

using namespace cm;
using test::isCut;
using test::ShownText;
using test::shownTexts;
using test::textsAsDrawn;
using test::withoutSpaces;

namespace {

// Drives named as people name them, some long; speeds from a slow USB stick
// to a PCIe 5 array; a spread wide enough on some to be flagged.
Session sessionOf(int drives)
{
    Session session = test::sampleSessionWithTimelines(drives);
    const QStringList kinds{QStringLiteral("books"), QStringLiteral("photos")};
    for (int d = 0; d < drives; ++d) {
        DriveRecord &drive = session.drives[d];
        drive.label = d % 3 == 1
            ? QStringLiteral("Samsung 990 PRO 4TB NVMe PCIe 4.0 M.2 (firmware 4B2QJXD7), second run %1").arg(d)
            : QStringLiteral("Drive %1").arg(d + 1);
        // 5 MB/s for the slowest to 50,000 MB/s for the fastest, runs of 100 MB.
        const double fastest = 100.0 / 50'000.0, slowest = 100.0 / 5.0;
        const double seconds = drives == 1 ? fastest : fastest * std::pow(slowest / fastest, double(d) / (drives - 1));
        for (ResultRecord &result : drive.results) {
            const bool compressed = result.variant == Variant::Compressed;
            const double spread = d % 2 ? 1.6 : 1.02; // every other drive flagged for its spread
            const double factor = compressed && result.dataSet == QLatin1String("books") ? 0.8 : 1.0;
            for (int r = 0; r < result.runs.size(); ++r)
                result.runs[r].seconds = seconds * factor * (r == 0 ? spread : 1.0);
        }
    }
    return session;
}

class ChartLayout : public test::LanguageTest
{
};

const QRegularExpression Exponent(QStringLiteral("\\d[eE][+-]?\\d"));

// The chart as `report --svg` and the export dialog write it, read back
// from the file's text elements.
QList<ShownText> exportedTexts(QChart *chart, const QSize &size)
{
    QBuffer svg;
    svg.open(QIODevice::WriteOnly);
    const Status written = writeChart(chart, {ImageFormat::Svg, QStringLiteral("chart.svg"), size}, &svg);
    EXPECT_TRUE(written) << written.message().toStdString();
    QList<ShownText> texts;
    for (const test::SvgText &text : test::svgTexts(svg.data()))
        texts.append({text.text, text.box});
    return texts;
}

void expectClearTexts(const QList<ShownText> &texts, const QSize &size, const std::string &where)
{
    const QRectF image = QRectF(QPointF(0, 0), size).adjusted(-1, -1, 1, 1);
    for (qsizetype i = 0; i < texts.size(); ++i) {
        const ShownText &a = texts[i];
        EXPECT_TRUE(image.contains(a.box)) << where << ": \"" << a.text.toStdString() << "\" leaves the image";
        EXPECT_FALSE(Exponent.match(a.text).hasMatch()) << where << ": \"" << a.text.toStdString() << "\"";
        for (qsizetype j = i + 1; j < texts.size(); ++j) {
            const QRectF overlap = a.box.intersected(texts[j].box);
            EXPECT_FALSE(overlap.width() > 1.0 && overlap.height() > 1.0)
                << where << ": \"" << a.text.toStdString() << "\" overlaps \"" << texts[j].text.toStdString() << "\"";
        }
    }
}

} // namespace

TEST_P(ChartLayout, NoTextOverlapsAnotherOrLeavesTheImage)
{
    const QList<std::pair<ChartKind, Whiskers>> kinds{{ChartKind::PerDrive, Whiskers::MinMax},
                                                      {ChartKind::Compare, Whiskers::Ci95},
                                                      {ChartKind::Percent, Whiskers::None},
                                                      {ChartKind::Device, Whiskers::None},
                                                      {ChartKind::Timeline, Whiskers::None},
                                                      {ChartKind::Drives, Whiskers::MinMax}};
    for (const int drives : {1, 2, 4, 8, 12}) {
        const Session session = sessionOf(drives);
        for (const auto &[kind, whiskers] : kinds) {
            for (const QSize size : {QSize(1280, 720), QSize(1600, 900)}) {
                const std::unique_ptr<QChart> chart(
                    buildChart(sessionChartData(session, kind, whiskers, {}, DriveOrder::Speed), ChartTheme::Light));
                const std::string where = chartKindName(kind).toStdString() + ", " + std::to_string(drives)
                    + " drives, " + std::to_string(size.width()) + "x" + std::to_string(size.height()) + ", "
                    + GetParam();
                const QList<ShownText> texts = exportedTexts(chart.get(), size);
                EXPECT_GE(texts.size(), 5) << where; // titles, axes and values at least
                expectClearTexts(texts, chartImageSize(size, chart.get()), where);
            }
        }
    }
}

// The drives chart is the one for many drives: at any count, drawn at the
// size a blog uses, every row keeps its drive's name, every bar its value
// and every compressed bar its comparison with plain, none overlapping. The
// image grows taller for it rather than losing them.
TEST_P(ChartLayout, TheDrivesChartShowsEveryNameAndValueAtAnyCount)
{
    for (const int drives : {12, 30, 50}) {
        const Session session = sessionOf(drives);
        const ChartData data
            = sessionChartData(session, ChartKind::Drives, Whiskers::None, {QStringLiteral("books"), {}});
        ASSERT_EQ(data.categories.size(), drives);
        const std::unique_ptr<QChart> chart(buildChart(data, ChartTheme::Light));
        const QSize asked(1600, 900);
        const QSize drawn = chartImageSize(asked, chart.get());
        EXPECT_EQ(drawn.width(), asked.width());
        if (drives > 12) {
            EXPECT_GT(drawn.height(), asked.height()) << drives << " drives";
        }
        // As laid out for the image: the texts and boxes the file holds.
        const QSize layout = chartLayoutSize(drawn, chart.get()).toSize();
        EXPECT_NEAR(qreal(drawn.width()) / layout.width(), qreal(asked.width()) / ChartLayoutSize.width(), 0.01)
            << "rows of " << drives << " drives are drawn as large as a chart without rows";
        const QList<ShownText> texts = shownTexts(chart.get(), layout);
        const std::string where = std::to_string(drives) + " drives, " + GetParam();
        expectClearTexts(texts, layout, where);
        QStringList shown;
        for (const ShownText &text : texts)
            shown.append(text.text);
        int values = 0;
        for (const ChartData::Series &series : data.series) {
            for (qsizetype c = 0; c < series.values.size(); ++c) {
                if (series.values[c] > 0.0) {
                    ++values;
                    EXPECT_TRUE(shown.removeOne(chartNumber(series.values[c])))
                        << where << ": " << chartNumber(series.values[c]).toStdString();
                }
                if (!series.notes.value(c).isEmpty()) {
                    EXPECT_TRUE(shown.removeOne(series.notes[c])) << where << ": " << series.notes[c].toStdString();
                }
            }
        }
        EXPECT_EQ(values, 2 * drives) << where;
        // Every name whole, in as many lines as it takes.
        for (const QString &name : data.categoryLabels.isEmpty() ? data.categories : data.categoryLabels) {
            const bool whole = std::any_of(shown.cbegin(), shown.cend(), [&](const QString &text) {
                return withoutSpaces(text) == withoutSpaces(name);
            });
            EXPECT_TRUE(whole) << where << ": " << name.toStdString();
        }
    }
}

INSTANTIATE_TEST_SUITE_P(Languages, ChartLayout, ::testing::Values("en", "ru", "zh_CN"));

// Legend names are drawn whole: eight entries of an algorithm comparison,
// one of them long, in a chart as wide as the window's and short, stand in
// a column beside the plot, the long one broken into lines, and the image
// grows taller for them.
TEST_P(ChartLayout, LegendNamesInAColumnAreWhole)
{
    ChartData data;
    data.title = QStringLiteral("Should I compress?");
    data.categories = {QStringLiteral("Books"), QStringLiteral("Photos")};
    data.valueAxisTitle = QStringLiteral("MB/s");
    QStringList names{QStringLiteral("plain")};
    for (const char *codec : {"zstd:3", "zstd:3", "lzo", "zlib:3", "zstd:12", "zlib:1"})
        names.append(QStringLiteral("%1, predicted").arg(QLatin1String(codec)));
    const QString longName
        = QStringLiteral("zstd:15 as measured on a PCIe 4.0 NVMe drive with the serial copier, run 2");
    names.append(longName);
    for (qsizetype i = 0; i < names.size(); ++i)
        data.series.append({names[i], SeriesVariant::Plain, int(i), {500.0 + 10.0 * i, 300.0}, {}, {}, {}, {}});
    const std::unique_ptr<QChart> chart(buildChart(data, ChartTheme::Light));
    const QSize size(1200, 300);
    const QList<ShownText> texts = exportedTexts(chart.get(), size);
    // Drawn taller than asked: each of the eight entries keeps its lines.
    EXPECT_GT(chartImageSize(size, chart.get()).height(), size.height());
    expectClearTexts(texts, chartImageSize(size, chart.get()), "legend");
    QStringList shown;
    for (const ShownText &text : textsAsDrawn(chart.get(), size))
        shown.append(withoutSpaces(text.text));
    for (const QString &name : names)
        EXPECT_TRUE(shown.contains(withoutSpaces(name)))
            << name.toStdString() << " is cut: " << shown.join(QLatin1Char('|')).toStdString();
}

// A comparison too long for its bar is shortened and stays upright rather
// than turned into a column of sideways text; a lone mark is never turned
// (⚠ on its side reads as ◁).
TEST_P(ChartLayout, ANoteIsShortenedBeforeItIsTurned)
{
    ChartData data;
    data.title = QStringLiteral("Read speed, MB/s");
    data.categories
        = {QStringLiteral("Books"), QStringLiteral("Photos"), QStringLiteral("System"), QStringLiteral("Image")};
    data.valueAxisTitle = QStringLiteral("MB/s");
    data.series.append({QStringLiteral("off"), SeriesVariant::Plain, 0, {520, 694, 256, 809}, {}, {}, {}, {}});
    const QStringList full(4, QStringLiteral("⚠ 67 % of plain (54–82 %)"));
    const QStringList shortened(4, QStringLiteral("⚠ 67 %"));
    data.series.append(
        {QStringLiteral("on"), SeriesVariant::Compressed, 0, {350, 610, 241, 763}, {}, {}, full, shortened});
    const std::unique_ptr<QChart> chart(buildChart(data, ChartTheme::Light));
    const QSize size(800, 500);
    int notes = 0;
    for (const ShownText &text : exportedTexts(chart.get(), size)) {
        if (text.text.startsWith(QStringLiteral("⚠"))) {
            ++notes;
            EXPECT_GT(text.box.width(), text.box.height()) << text.text.toStdString() << " is turned";
        }
    }
    EXPECT_EQ(notes, 4);

    // Bars too narrow for even the mark upright: it is left out, not turned.
    for (int width = 160; width <= 480; width += 40) {
        const std::unique_ptr<QChart> narrow(buildChart(data, ChartTheme::Light));
        for (const ShownText &text : exportedTexts(narrow.get(), QSize(width, 300))) {
            if (text.text == QStringLiteral("⚠")) {
                EXPECT_LT(text.box.width(), text.box.height()) << "a turned mark at " << width << " px";
            }
        }
    }
}

// Notes of one chart speak in one style: where one has room only for its
// percentage, none keeps "of plain" and its interval ("⚠ 74 %" beside
// "⚠ 134 % of plain" reads as two kinds of figure).
TEST_P(ChartLayout, EveryNoteOfAChartTakesTheSameForm)
{
    const QStringList full{QStringLiteral("⚠ 74 % (70–78 %) of plain"), QStringLiteral("⚠ 134 % of plain"),
                           QStringLiteral("⚠ 74 % (70–78 %) of plain"), QStringLiteral("⚠ 134 % of plain")};
    const QStringList shortened{QStringLiteral("⚠ 74 %"), QStringLiteral("⚠ 134 %"), QStringLiteral("⚠ 74 %"),
                                QStringLiteral("⚠ 134 %")};
    const QStringList kinds{QStringLiteral("Books"), QStringLiteral("Photos"), QStringLiteral("System"),
                            QStringLiteral("Image")};
    int mixed = 0, longOnes = 0, shortOnes = 0;
    for (const qsizetype count : {2, 4}) {
        ChartData data;
        data.title = QStringLiteral("Read speed, MB/s");
        data.categories = kinds.first(count);
        data.valueAxisTitle = QStringLiteral("MB/s");
        data.series.append({QStringLiteral("off"),
                            SeriesVariant::Plain,
                            0,
                            QList<double>{520, 300, 410, 380}.first(count),
                            {},
                            {},
                            {},
                            {}});
        data.series.append({QStringLiteral("on"),
                            SeriesVariant::Compressed,
                            0,
                            QList<double>{385, 402, 303, 509}.first(count),
                            {},
                            {},
                            full.first(count),
                            shortened.first(count)});
        for (int width = 360; width <= 1600; width += 40) {
            const std::unique_ptr<QChart> chart(buildChart(data, ChartTheme::Light));
            int asGiven = 0, shorter = 0;
            for (const ShownText &text : exportedTexts(chart.get(), QSize(width, width * 9 / 16))) {
                asGiven += full.contains(text.text);
                shorter += shortened.contains(text.text);
            }
            mixed += asGiven > 0 && shorter > 0;
            longOnes += asGiven == count;
            shortOnes += shorter == count;
        }
    }
    EXPECT_EQ(mixed, 0);
    EXPECT_GT(longOnes, 0);  // roomy charts show every note as given
    EXPECT_GT(shortOnes, 0); // crowded ones shorten them all
}

namespace {

// Drives as the web page's test names them: three whose names differ only
// at their ends, three longer ones, and a device chart whose group names
// join drive and data set.
Session sessionOfLongNames(int drives)
{
    Session session = test::sampleSession(drives);
    for (int d = 0; d < drives; ++d)
        session.drives[d].label = d < 3
            ? QStringLiteral("VM disk (ext4, run %1 of the btrfs comparison)").arg(d + 1)
            : QStringLiteral("Loop btrfs image with zstd on the VM disk, run %1").arg(d + 1);
    return session;
}

// Drives named as their owners name them: model, filesystem, device and
// mount point, each name four to six lines under a group of bars.
Session sessionOfOwnersNames(int drives)
{
    const QStringList names{
        QStringLiteral("Samsung SSD 990 PRO 2TB (btrfs, zstd:3, /dev/nvme0n1p2, mounted at /mnt/data)"),
        QStringLiteral("WD Black SN850X 1TB NVMe (btrfs, zstd:1, /dev/nvme1n1p1, mounted at /srv/games)"),
        QStringLiteral("Crucial MX500 500GB SATA SSD (btrfs, lzo, /dev/sda3, mounted at /home)"),
        QStringLiteral("Seagate IronWolf 8TB NAS HDD (btrfs, zstd:9, /dev/sdb1, mounted at /mnt/archive)"),
        QStringLiteral("Kingston A2000 NVMe 500GB (btrfs, zlib:3, /dev/nvme2n1p1, mounted at /var/lib/vms)"),
        QStringLiteral("SanDisk Extreme Pro USB 3.2 256GB (btrfs, zstd:3, /dev/sdc1, mounted at /media/stick)")};
    Session session = test::sampleSession(drives);
    for (int d = 0; d < drives; ++d)
        session.drives[d].label = names[d % names.size()];
    return session;
}

} // namespace

// Nothing of a chart is cut: titles and subtitles break into lines, the
// names under vertical bars into lines as wide as their group (or turned
// to read upwards where groups are narrow), the names beside horizontal
// bars into lines as wide as their column, and the chart grows taller for
// them; a value axis whose numbers would not fit merges its intervals. As
// the web page lays its charts out (960x540), as a blog column shows them
// (800x450), as short as the window's chart is on a laptop's screen and as
// narrow as a phone's column (400 and 320 wide, laid out 480 wide).
TEST_P(ChartLayout, NoTitleNameOrAxisNumberIsCut)
{
    for (const auto &sessionOfNames : {sessionOfLongNames, sessionOfOwnersNames}) {
        for (const int drives : {1, 2, 3, 6}) {
            const Session session = sessionOfNames(drives);
            for (const ChartKind kind :
                 {ChartKind::PerDrive, ChartKind::Compare, ChartKind::Percent, ChartKind::Device, ChartKind::Drives}) {
                for (const QSize size :
                     {QSize(960, 540), QSize(800, 450), QSize(920, 300), QSize(400, 225), QSize(320, 240)}) {
                    const ChartData data = sessionChartData(session, kind, Whiskers::None, {}, DriveOrder::Speed);
                    const std::unique_ptr<QChart> chart(buildChart(data));
                    const std::string where = chartKindName(kind).toStdString() + ", " + std::to_string(drives)
                        + " drives, " + std::to_string(size.width()) + "x" + std::to_string(size.height()) + ", "
                        + GetParam();
                    const QList<ShownText> texts = textsAsDrawn(chart.get(), size);
                    QStringList shown;
                    for (const ShownText &text : texts) {
                        EXPECT_FALSE(isCut(text.text)) << where << ": \"" << text.text.toStdString() << "\"";
                        shown << withoutSpaces(text.text);
                    }
                    // Each name alone under a row of its group's (a drive's) name, or said with it.
                    const QStringList names = data.categoryLabels.isEmpty() ? data.categories : data.categoryLabels;
                    const QStringList grouped = namesWithGroups(names, data.categoryGroups);
                    for (qsizetype i = 0; i < names.size(); ++i)
                        EXPECT_TRUE(shown.contains(withoutSpaces(names[i])) || shown.contains(withoutSpaces(grouped[i])))
                            << where << ": " << grouped[i].toStdString();
                    for (const ChartData::CategoryGroup &group : data.categoryGroups)
                        EXPECT_TRUE(shown.join(QString()).contains(withoutSpaces(group.name)))
                            << where << ": " << group.name.toStdString();
                }
            }
        }
    }
}

// A chart exported shorter than the window's keeps its value axis' title
// whole: in one line or two, smaller, or as its unit alone, never cut; and
// its plot keeps room for it, the image drawn taller where the titles and
// notes around it take the rest. At the sizes the export dialog offers.
TEST_P(ChartLayout, TheValueAxisTitleOfAShortChartIsWhole)
{
    const Session session = sessionOfOwnersNames(2);
    for (const ChartKind kind : {ChartKind::PerDrive, ChartKind::Compare, ChartKind::Percent, ChartKind::Device}) {
        const ChartData data = sessionChartData(session, kind, Whiskers::None, {}, DriveOrder::Speed);
        QStringList forms{withoutSpaces(data.valueAxisTitle)};
        if (!data.valueAxisShortTitle.isEmpty())
            forms << withoutSpaces(data.valueAxisShortTitle);
        for (const QSize size :
             {QSize(920, 300), QSize(800, 200), QSize(640, 360), QSize(480, 270), QSize(320, 180), QSize(200, 100)}) {
            const std::unique_ptr<QChart> chart(buildChart(data));
            const std::string where = chartKindName(kind).toStdString() + ", " + std::to_string(size.width()) + "x"
                + std::to_string(size.height()) + ", " + GetParam();
            const QSize drawn = chartImageSize(size, chart.get());
            EXPECT_EQ(drawn.width(), size.width()) << where;
            bool titled = false;
            for (const ShownText &text : shownTexts(chart.get(), chartLayoutSize(drawn, chart.get()).toSize())) {
                // Narrower than a phone, a title may still be cut; the axis' title never is.
                EXPECT_FALSE(size.width() >= 480 && isCut(text.text))
                    << where << ": \"" << text.text.toStdString() << "\"";
                titled = titled || forms.contains(withoutSpaces(text.text));
            }
            EXPECT_TRUE(titled) << where << ": no value axis title";
        }
    }
}

// Where some notes of a chart must turn to read upwards, all of them turn
// when all still find room so: "not enough pairs" upright beside the same
// turned reads as two kinds of note.
TEST_P(ChartLayout, NotesStandEitherAllUprightOrAllTurned)
{
    Session session = sessionOfLongNames(6);
    for (DriveRecord &drive : session.drives)
        drive.results[1].runs.removeLast(); // books compressed: not enough pairs (2)
    int turnedCharts = 0;
    for (int width = 320; width <= 1600; width += 80) {
        const std::unique_ptr<QChart> chart(buildChart(sessionChartData(session, ChartKind::Percent)));
        int upright = 0, turned = 0;
        for (const ShownText &text : shownTexts(chart.get(), QSize(width, width * 9 / 16))) {
            if (!text.text.contains(QStringLiteral("(2)")))
                continue;
            (text.box.width() > text.box.height() ? upright : turned) += 1;
        }
        EXPECT_FALSE(upright > 0 && turned > 0) << width << " px: " << upright << " upright, " << turned << " turned";
        turnedCharts += turned > 0;
    }
    // Chinese notes are short enough to stand upright (or be left out) at
    // every width; the others turn on narrow charts, where the test tells.
    if (QLatin1String(GetParam()) != QLatin1String("zh_CN")) {
        EXPECT_GT(turnedCharts, 0) << "no width made the notes turn: the test tells nothing";
    }
}
