// The Run page's log speaks the Setup page's words, not the session's identifiers.
#include "chart/displaynames.h"
#include "run/runpage.h"
#include "widgetlookup.h"

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
