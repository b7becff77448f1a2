// Runs the real compressmark advise on a session the real program measured.
#include "programrun.h"
#include "tempfolders.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

#include <gtest/gtest.h>

using namespace cm;
using test::expectOneErrorLine;
using Result = test::ProgramResult;
using test::runProgram;

TEST(AdviseCommand, PredictsEveryBtrfsAlgorithmForTheSessionsDataKinds)
{
    test::TempFolder source;
    test::RamFolder target;
    test::TempFolder results;
    const QString session = results.filePath(QStringLiteral("plain.cmsession.json"));
    Result result = runProgram({QStringLiteral("run"), QStringLiteral("--source"), source.path(), QStringLiteral("--target"),
                                target.path(), QStringLiteral("--datasets"), QStringLiteral("books,image"),
                                QStringLiteral("--size"), QStringLiteral("4M"), QStringLiteral("--reps"), QStringLiteral("2"),
                                QStringLiteral("--compression"), QStringLiteral("none"), QStringLiteral("--out"), session,
                                QStringLiteral("--quiet")});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();

    result = runProgram({QStringLiteral("advise"), QStringLiteral("--session"), session, QStringLiteral("--json")});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    const QJsonArray advice = QJsonDocument::fromJson(result.out.toUtf8()).array();
    ASSERT_EQ(advice.size(), 2 * 26); // zlib 1-9, lzo, zstd 1-15, lz4
    int recommended = 0;
    for (const QJsonValue &value : advice) {
        const QJsonObject o = value.toObject();
        EXPECT_GT(o[QStringLiteral("predictedMBps")].toDouble(), 0.0);
        EXPECT_GE(o[QStringLiteral("ratio")].toDouble(), 1.0);
        recommended += o[QStringLiteral("recommended")].toBool() ? 1 : 0;
        if (o[QStringLiteral("dataSet")].toString() == QLatin1String("image")) {
            // Incompressible: stored plain, read at the plain speed.
            EXPECT_DOUBLE_EQ(o[QStringLiteral("ratio")].toDouble(), 1.0);
            EXPECT_DOUBLE_EQ(o[QStringLiteral("predictedMBps")].toDouble(), o[QStringLiteral("plainMBps")].toDouble());
        } else if (o[QStringLiteral("algorithm")].toString() == QLatin1String("zstd:3")) {
            EXPECT_GT(o[QStringLiteral("ratio")].toDouble(), 2.0) << "books compress";
        }
    }
    EXPECT_EQ(recommended, 2);
}

TEST(AdviseCommand, BadUsageIsExitCode2)
{
    Result result = runProgram({QStringLiteral("advise"), QStringLiteral("--session"), QStringLiteral("/no/such.json")});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.err.contains(QStringLiteral("/no/such.json"))) << result.err.toStdString();
    result = runProgram({QStringLiteral("advise"), QStringLiteral("--session"), QStringLiteral("a"), QStringLiteral("--source"),
                         QStringLiteral("b")});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_EQ(result.err.count(QLatin1Char('\n')), 1) << result.err.toStdString();
}
