// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/appsettings.h"
#include "tempfolders.h"

#include <QFile>
#include <QSettings>

#include <gtest/gtest.h>

#include <algorithm>

using namespace cm;

namespace {

// Makes an empty file at `path`, standing for a saved session.
void touch(const QString &path)
{
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly)) << path.toStdString();
}

} // namespace

TEST(AppSettings, ReadsDefaultsFromAnEmptyFile)
{
    test::TempFolder folder;
    const AppSettings settings(folder.filePath(QStringLiteral("settings.ini")));
    EXPECT_TRUE(settings.defaultTargetPath().isEmpty());
    EXPECT_EQ(settings.copier().name(), CopierChoice().name());
    EXPECT_EQ(settings.repetitions(), Plan().repetitions);
    EXPECT_EQ(settings.adaptiveRepetitions(), Plan().adaptiveRepetitions);
    EXPECT_FALSE(settings.cacheMode().has_value());
    EXPECT_EQ(settings.theme(), AppTheme::System);
    EXPECT_EQ(settings.language(), AppLanguage::System);
    EXPECT_TRUE(settings.recentSessions().isEmpty());
    EXPECT_TRUE(settings.lastExportFolder().isEmpty());
}

TEST(AppSettings, EveryValueRoundTripsThroughTheFile)
{
    test::TempFolder folder;
    const QString ini = folder.filePath(QStringLiteral("settings.ini"));
    CopierChoice parallel;
    QString error;
    ASSERT_TRUE(CopierChoice::parse(QStringLiteral("parallel:8"), &parallel, &error));
    {
        AppSettings settings(ini);
        settings.setDefaultTargetPath(QStringLiteral("/mnt/ramdisk"));
        settings.setCopier(parallel);
        settings.setRepetitions(12);
        settings.setAdaptiveRepetitions(true);
        settings.setCacheMode(CacheMode::Fresh);
        settings.setTheme(AppTheme::Dark);
        settings.setLanguage(AppLanguage::ChineseSimplified);
        settings.setLastExportFolder(folder.path());
        ASSERT_TRUE(settings.sync());
    }
    ASSERT_TRUE(QFile::exists(ini));
    const AppSettings reread(ini);
    EXPECT_EQ(reread.defaultTargetPath(), QStringLiteral("/mnt/ramdisk"));
    EXPECT_EQ(reread.copier().name(), QStringLiteral("parallel:8"));
    EXPECT_EQ(reread.repetitions(), 12);
    EXPECT_TRUE(reread.adaptiveRepetitions());
    EXPECT_EQ(reread.cacheMode(), CacheMode::Fresh);
    EXPECT_EQ(reread.theme(), AppTheme::Dark);
    EXPECT_EQ(reread.language(), AppLanguage::ChineseSimplified);
    EXPECT_EQ(reread.lastExportFolder(), folder.path());
    EXPECT_EQ(QSettings(ini, QSettings::IniFormat).value(QStringLiteral("window/language")).toString(),
              QStringLiteral("zh_CN"));
}

TEST(AppSettings, ValuesNotUnderstoodReadAsDefaults)
{
    test::TempFolder folder;
    const QString ini = folder.filePath(QStringLiteral("settings.ini"));
    {
        QSettings raw(ini, QSettings::IniFormat);
        raw.setValue(QStringLiteral("run/copier"), QStringLiteral("teleport"));
        raw.setValue(QStringLiteral("run/repetitions"), QStringLiteral("many"));
        raw.setValue(QStringLiteral("run/cache"), QStringLiteral("freeze"));
        raw.setValue(QStringLiteral("window/theme"), QStringLiteral("purple"));
        raw.setValue(QStringLiteral("window/language"), QStringLiteral("tlh"));
    }
    AppSettings settings(ini);
    EXPECT_EQ(settings.copier().name(), CopierChoice().name());
    EXPECT_EQ(settings.repetitions(), Plan().repetitions);
    EXPECT_FALSE(settings.cacheMode().has_value());
    EXPECT_EQ(settings.theme(), AppTheme::System);
    EXPECT_EQ(settings.language(), AppLanguage::System);

    settings.setRepetitions(100000);
    EXPECT_EQ(settings.repetitions(), 1000);
    settings.setCacheMode(std::nullopt);
    EXPECT_FALSE(settings.cacheMode().has_value());
}

TEST(AppSettings, RecentSessionsAreNewestFirstUniqueAndAtMostTen)
{
    test::TempFolder folder;
    AppSettings settings(folder.filePath(QStringLiteral("settings.ini")));
    QStringList paths;
    for (int i = 0; i < 12; ++i) {
        paths.append(folder.filePath(QStringLiteral("s%1.cmsession.json").arg(i)));
        touch(paths.constLast());
        settings.addRecentSession(paths.constLast());
    }
    QStringList newestFirst = paths.mid(2);
    std::reverse(newestFirst.begin(), newestFirst.end());
    EXPECT_EQ(settings.recentSessions(), newestFirst);

    // Opened again: moves to the front, once.
    settings.addRecentSession(folder.filePath(QStringLiteral("./s5.cmsession.json")));
    const QStringList recent = settings.recentSessions();
    ASSERT_EQ(recent.size(), AppSettings::RecentSessionsKept);
    EXPECT_EQ(recent.constFirst(), paths[5]);
    EXPECT_EQ(recent.count(paths[5]), 1);
}

TEST(AppSettings, RecentSessionsThatAreGoneAreForgotten)
{
    test::TempFolder folder;
    const QString ini = folder.filePath(QStringLiteral("settings.ini"));
    const QString kept = folder.filePath(QStringLiteral("kept.cmsession.json"));
    const QString removed = folder.filePath(QStringLiteral("removed.cmsession.json"));
    touch(kept);
    touch(removed);
    {
        AppSettings settings(ini);
        settings.addRecentSession(kept);
        settings.addRecentSession(removed);
        ASSERT_EQ(settings.recentSessions(), QStringList({removed, kept}));
    }
    ASSERT_TRUE(QFile::remove(removed));
    {
        AppSettings settings(ini);
        EXPECT_EQ(settings.recentSessions(), QStringList({kept}));
        ASSERT_TRUE(settings.sync());
    }
    EXPECT_EQ(QSettings(ini, QSettings::IniFormat).value(QStringLiteral("window/recentSessions")).toStringList(),
              QStringList({kept}));
}

TEST(AppSettings, TheLastPlanRoundTripsAndPartsNotUnderstoodReadAsDefaults)
{
    test::TempFolder folder;
    const QString ini = folder.filePath(QStringLiteral("settings.ini"));
    EXPECT_FALSE(AppSettings(ini).lastPlan().has_value());
    Plan plan;
    plan.sourcePath = QStringLiteral("/mnt/ssd/bench");
    plan.targetPath = QStringLiteral("/dev/shm");
    plan.label = QStringLiteral("My SSD");
    plan.dataSets = {DataSetSpec{QStringLiteral("books"), 256 * 1024 * 1024},
                     DataSetSpec{QStringLiteral("folder:/home/me/a=b"), 1000}};
    plan.autoSize = false;
    plan.minRunSeconds = 3.5;
    plan.operations = {Operation::Read, Operation::Delete};
    plan.compression = CompressionChoice{CompressionMethod::LoopBtrfs, QStringLiteral("zstd:9")};
    plan.copier = CopierChoice{CopierChoice::Kind::Parallel, 8, {}};
    plan.repetitions = 9;
    plan.adaptiveRepetitions = true;
    plan.cacheMode = CacheMode::Direct;
    AppSettings(ini).setLastPlan(plan);
    const std::optional<Plan> back = AppSettings(ini).lastPlan();
    ASSERT_TRUE(back.has_value());
    EXPECT_EQ(back->sourcePath, plan.sourcePath);
    EXPECT_EQ(back->targetPath, plan.targetPath);
    EXPECT_EQ(back->label, plan.label);
    ASSERT_EQ(back->dataSets.size(), 2);
    EXPECT_EQ(back->dataSets[0].bytes, 256 * 1024 * 1024);
    EXPECT_EQ(back->dataSets[1].kind, QStringLiteral("folder:/home/me/a=b"));
    EXPECT_FALSE(back->autoSize);
    EXPECT_DOUBLE_EQ(back->minRunSeconds, 3.5);
    EXPECT_EQ(back->operations, plan.operations);
    EXPECT_EQ(back->compression.name(), QStringLiteral("loop-btrfs:zstd:9"));
    EXPECT_EQ(back->copier.name(), plan.copier.name());
    EXPECT_EQ(back->repetitions, 9);
    EXPECT_TRUE(back->adaptiveRepetitions);
    EXPECT_EQ(back->cacheMode, CacheMode::Direct);

    {
        QSettings damaged(ini, QSettings::IniFormat);
        damaged.setValue(QStringLiteral("lastPlan/dataSets"),
                         QStringList{QStringLiteral("books=-5"), QStringLiteral("x")});
        damaged.setValue(QStringLiteral("lastPlan/operations"), QStringList{QStringLiteral("sideways")});
        damaged.setValue(QStringLiteral("lastPlan/compression"), QStringLiteral("loop-btrfs:zstd:99"));
        damaged.setValue(QStringLiteral("lastPlan/repetitions"), 100000);
        damaged.setValue(QStringLiteral("lastPlan/minRunSeconds"), QStringLiteral("soon"));
    }
    const Plan defaults;
    const std::optional<Plan> read = AppSettings(ini).lastPlan();
    ASSERT_TRUE(read.has_value());
    EXPECT_EQ(read->dataSets.size(), defaults.dataSets.size());
    EXPECT_EQ(read->operations, defaults.operations);
    EXPECT_EQ(read->compression.name(), defaults.compression.name());
    EXPECT_EQ(read->repetitions, 1000);
    EXPECT_DOUBLE_EQ(read->minRunSeconds, defaults.minRunSeconds);
    EXPECT_EQ(read->label, plan.label) << "the parts understood stay";
}
