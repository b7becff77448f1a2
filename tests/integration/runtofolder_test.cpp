// The real program's `run` on both systems: plain, from a folder on one
// volume to a folder on another, as a user without a RAM disk runs it.
#include "programrun.h"
#include "tempfolders.h"

#include <QDir>
#include <QImage>
#include <QJsonArray>
#include <QJsonObject>
#include <QStorageInfo>

#include <gtest/gtest.h>

#include <memory>

using namespace cm;
using test::readJson;
using test::runProgram;

namespace {

// The target: a RAM disk on Linux; on Windows a folder beside the tests
// (the build tree), which must be on another volume than the temporary
// folder holding the source.
std::unique_ptr<test::TempFolder> targetFolder()
{
#ifdef Q_OS_WIN
    return std::make_unique<test::TempFolder>(QDir::currentPath());
#else
    return std::make_unique<test::RamFolder>();
#endif
}

} // namespace

TEST(RunToAFolder, MeasuresEveryRepetitionSavesTheSessionAndChartAndLeavesNothingBehind)
{
    test::TempFolder source;
    const std::unique_ptr<test::TempFolder> target = targetFolder();
    if (QStorageInfo(source.path()).rootPath() == QStorageInfo(target->path()).rootPath())
        GTEST_SKIP() << "needs the temporary folder and the tests' folder on two volumes";
    test::TempFolder results;
    const QString session = results.filePath(QStringLiteral("run.cmsession.json"));
    const test::ProgramResult result = runProgram(
        {QStringLiteral("run"), QStringLiteral("--source"), source.path(), QStringLiteral("--target"), target->path(),
         QStringLiteral("--allow-slow-target"), QStringLiteral("--size"), QStringLiteral("4M"), QStringLiteral("--datasets"),
         QStringLiteral("books,small"), QStringLiteral("--reps"), QStringLiteral("3"), QStringLiteral("--compression"),
         QStringLiteral("none"), QStringLiteral("--cache"), QStringLiteral("evict"), QStringLiteral("--out"), session});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    EXPECT_TRUE(result.out.contains(QStringLiteral("books"))) << result.out.toStdString();

    const QJsonObject drive = readJson(session)[QStringLiteral("drives")][0].toObject();
    EXPECT_EQ(drive[QStringLiteral("compression")][QStringLiteral("method")].toString(), QStringLiteral("none"));
    const QJsonArray measurements = drive[QStringLiteral("results")].toArray();
    ASSERT_EQ(measurements.size(), 2);
    for (const QJsonValue &measurement : measurements) {
        const QJsonArray runs = measurement[QStringLiteral("runs")].toArray();
        ASSERT_EQ(runs.size(), 3);
        for (const QJsonValue &run : runs) {
            EXPECT_EQ(run[QStringLiteral("bytes")].toInteger(), 4 * 1024 * 1024);
            EXPECT_GT(run[QStringLiteral("files")].toInteger(), 0);
            EXPECT_GT(run[QStringLiteral("seconds")].toDouble(), 0.0);
        }
    }
    EXPECT_EQ(measurements[1][QStringLiteral("runs")][0][QStringLiteral("files")].toInteger(), 1024); // small: 4 KiB files
    EXPECT_FALSE(QImage(results.filePath(QStringLiteral("run.png"))).isNull()); // the chart beside the session
    // The workspaces on both volumes are gone, with every copy.
    EXPECT_EQ(test::countEntries(source.path()), 0);
    EXPECT_EQ(test::countEntries(target->path()), 0);
}
