// SPDX-License-Identifier: GPL-3.0-or-later
// Every number an option gives comes back from the session as it was
// given, at the lowest and the highest the option takes; one beyond is
// refused before anything is written (badinput_test.cpp).
#include "programrun.h"
#include "tempfolders.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>

#include <gtest/gtest.h>

using namespace cm;

namespace {

QStringList tinyRun(const QString &source, const QString &target, const QString &session, const QStringList &more)
{
    return QStringList{QStringLiteral("run"),
                       QStringLiteral("--source"),
                       source,
                       QStringLiteral("--target"),
                       target,
                       QStringLiteral("--datasets"),
                       QStringLiteral("books"),
                       QStringLiteral("--size"),
                       QStringLiteral("256K"),
                       QStringLiteral("--reps"),
                       QStringLiteral("1"),
                       QStringLiteral("--compression"),
                       QStringLiteral("none"),
                       QStringLiteral("--cache"),
                       QStringLiteral("evict"),
                       QStringLiteral("--out"),
                       session,
                       QStringLiteral("--quiet")}
    + more;
}

// The first drive's object of the session file.
QJsonObject firstDrive(const QString &session)
{
    return test::readJson(session)[QStringLiteral("drives")][0].toObject();
}

} // namespace

// Seeds are names: every one of 64 bits but the sign is stored exactly,
// past the 2^53 a double holds, and the fresh data of later repetitions
// counts on from it, within the same range.
TEST(NumericOptions, EverySeedIsStoredAsGiven)
{
    test::TempFolder source;
    test::RamFolder target;
    CM_SKIP_WITHOUT_RAM_DISK(target);
    test::TempFolder results;
    for (const char *seed : {"0", "9007199254740993", "9223372036854775807"}) {
        const QString session = results.filePath(QStringLiteral("seed-%1.cmsession.json").arg(QLatin1String(seed)));
        const test::ProgramResult run
            = test::runProgram(tinyRun(source.path(), target.path(), session,
                                       {QStringLiteral("--seed"), QLatin1String(seed), QStringLiteral("--cache"),
                                        QStringLiteral("fresh"), QStringLiteral("--reps"), QStringLiteral("2")}));
        ASSERT_EQ(run.exitCode, 0) << seed << ": " << run.err.toStdString();
        const QJsonObject drive = firstDrive(session);
        EXPECT_EQ(drive[QStringLiteral("dataSets")][0][QStringLiteral("seed")].toInteger(-1),
                  QString::fromLatin1(seed).toLongLong())
            << seed;
        const QJsonArray runs = drive[QStringLiteral("results")][0][QStringLiteral("runs")].toArray();
        ASSERT_EQ(runs.size(), 2) << seed;
        const qint64 given = QString::fromLatin1(seed).toLongLong();
        const qint64 next = given == std::numeric_limits<qint64>::max() ? 0 : given + 1;
        EXPECT_EQ(runs[0][QStringLiteral("dataSeed")].toInteger(-1), given) << seed;
        EXPECT_EQ(runs[1][QStringLiteral("dataSeed")].toInteger(-1), next) << seed;
    }
    // And `generate` prints the same seed it wrote with.
    const test::ProgramResult generated
        = test::runProgram({QStringLiteral("generate"), QStringLiteral("books"), QStringLiteral("--size"),
                            QStringLiteral("64K"), QStringLiteral("--seed"), QStringLiteral("9223372036854775807"),
                            QStringLiteral("--out"), results.filePath(QStringLiteral("generated"))});
    ASSERT_EQ(generated.exitCode, 0) << generated.err.toStdString();
    EXPECT_TRUE(generated.out.contains(QStringLiteral("\"seed\": 9223372036854775807"))) << generated.out.toStdString();
}

// The most repetitions and files in flight a run takes are stored as given
// (the run is stopped after its first measurement: its plan is saved then).
TEST(NumericOptions, TheMostRepetitionsAndThreadsAreStoredAsGiven)
{
    test::TempFolder source;
    test::RamFolder target;
    CM_SKIP_WITHOUT_RAM_DISK(target);
    test::TempFolder results;
    const QString session = results.filePath(QStringLiteral("most.cmsession.json"));
    QProcess run;
    QStringList arguments
        = tinyRun(source.path(), target.path(), session, {QStringLiteral("--copier"), QStringLiteral("parallel:1024")});
    arguments[arguments.indexOf(QStringLiteral("--reps")) + 1] = QStringLiteral("1000");
    ASSERT_TRUE(test::startAndWaitForSavedRuns(run, arguments, session, 1));
    run.terminate();
    ASSERT_TRUE(run.waitForFinished(120000));
    const QJsonObject plan = firstDrive(session)[QStringLiteral("plan")].toObject();
    EXPECT_EQ(plan[QStringLiteral("repetitions")].toInteger(), 1000);
    EXPECT_EQ(plan[QStringLiteral("copier")][QStringLiteral("choice")].toString(), QStringLiteral("parallel:1024"));

    // The fewest: one repetition, one file in flight.
    const QString fewest = results.filePath(QStringLiteral("fewest.cmsession.json"));
    const test::ProgramResult one = test::runProgram(
        tinyRun(source.path(), target.path(), fewest, {QStringLiteral("--copier"), QStringLiteral("parallel:1")}));
    ASSERT_EQ(one.exitCode, 0) << one.err.toStdString();
    const QJsonObject fewestPlan = firstDrive(fewest)[QStringLiteral("plan")].toObject();
    EXPECT_EQ(fewestPlan[QStringLiteral("repetitions")].toInteger(), 1);
    EXPECT_EQ(fewestPlan[QStringLiteral("copier")][QStringLiteral("choice")].toString(), QStringLiteral("parallel:1"));
}

// A size is stored in bytes, exactly as given, the smallest a read takes
// (one byte) among them.
TEST(NumericOptions, SizesAreStoredToTheByte)
{
    test::TempFolder source;
    test::RamFolder target;
    CM_SKIP_WITHOUT_RAM_DISK(target);
    test::TempFolder results;
    for (const auto &[given, bytes] :
         {std::pair{"1", qint64(1)}, std::pair{"1.5K", qint64(1536)}, std::pair{"300001", qint64(300001)}}) {
        const QString session = results.filePath(QStringLiteral("size.cmsession.json"));
        QStringList arguments = tinyRun(source.path(), target.path(), session, {});
        arguments[arguments.indexOf(QStringLiteral("--size")) + 1] = QLatin1String(given);
        const test::ProgramResult run = test::runProgram(arguments);
        ASSERT_EQ(run.exitCode, 0) << given << ": " << run.err.toStdString();
        EXPECT_EQ(firstDrive(session)[QStringLiteral("dataSets")][0][QStringLiteral("logicalBytes")].toInteger(), bytes)
            << given;
    }
}
