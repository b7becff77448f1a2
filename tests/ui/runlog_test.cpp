// The Run page's log speaks the Setup page's words, not the session's
// identifiers, and its chart takes the window's theme.
#include "chart/displaynames.h"
#include "run/runpage.h"
#include "samplesession.h"
#include "widgetlookup.h"

#include <QChartView>
#include <QPlainTextEdit>

#include <gtest/gtest.h>

using namespace cm;
using test::namedChild;

TEST(RunLog, NamesThePlansChoicesAsTheSetupPageDoes)
{
    RunPage page;
    Plan plan;
    plan.sourcePath = QStringLiteral("/data");
    plan.targetPath = QStringLiteral("/dev/shm");
    plan.cacheMode = CacheMode::Drop;
    plan.copier.kind = CopierChoice::Kind::Serial;
    plan.compression.method = CompressionMethod::LoopBtrfs;
    plan.compression.algorithm = QStringLiteral("zstd:9");
    page.runStarted(plan);
    const QString started = namedChild<QPlainTextEdit>(page, "logView")->toPlainText();
    EXPECT_TRUE(started.contains(cacheModeTitle(CacheMode::Drop))) << started.toStdString();
    EXPECT_TRUE(started.contains(copierTitle(CopierChoice::Kind::Serial))) << started.toStdString();
    EXPECT_TRUE(started.contains(compressionMethodTitle(CompressionMethod::LoopBtrfs) + QStringLiteral(", zstd:9")))
        << started.toStdString();
    EXPECT_FALSE(started.contains(QStringLiteral("caches: drop"))) << started.toStdString();
    EXPECT_FALSE(started.contains(QStringLiteral("loop-btrfs"))) << started.toStdString();
}

TEST(RunChart, TakesTheWindowsThemeBeforeAndDuringARun)
{
    RunPage page;
    page.setChartTheme(ChartTheme::Dark);
    auto *view = namedChild<QChartView>(page, "runChartView");
    const QColor dark = chartStyle(ChartTheme::Dark).background;
    EXPECT_EQ(view->chart()->backgroundBrush().color(), dark) << "not a white box in the dark theme";
    page.runStarted(Plan());
    EXPECT_EQ(view->chart()->backgroundBrush().color(), dark);
    page.showSession(test::sampleSession(1));
    EXPECT_EQ(view->chart()->backgroundBrush().color(), dark);
}
