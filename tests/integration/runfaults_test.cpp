// SPDX-License-Identifier: GPL-3.0-or-later
// `compressmark run` end to end on drives that fail: read errors, a full
// target, read-only and too small volumes, a target pulled away mid-run,
// hostile paths. Faults come from faultfs (a FUSE passthrough) and from
// tmpfs, bind and loop mounts the tests make and remove.
#include "faultmount.h"
#include "filecontents.h"
#include "programrun.h"
#include "scopedmount.h"
#include "tempfolders.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QProcess>

#include <gtest/gtest.h>

#include <chrono>
#include <future>
#include <ostream>
#include <string>
#include <thread>

#include <sys/stat.h>
#include <unistd.h>

using namespace cm;
using test::expectOneErrorLine;
using test::readJson;
using test::runProgram;
using Result = test::ProgramResult;

namespace {

constexpr qint64 MiB = 1024 * 1024;
constexpr qint64 DataSetBytes = 2 * MiB;

// A small plain-only read run of one books data set; `extra` adds or overrides options.
QStringList runArguments(const QString &source, const QString &target, const QString &session,
                         const QStringList &extra = {})
{
    return QStringList{QStringLiteral("run"),
                       QStringLiteral("--source"),
                       source,
                       QStringLiteral("--target"),
                       target,
                       QStringLiteral("--datasets"),
                       QStringLiteral("books"),
                       QStringLiteral("--size"),
                       QString::number(DataSetBytes),
                       QStringLiteral("--reps"),
                       QStringLiteral("3"),
                       QStringLiteral("--compression"),
                       QStringLiteral("none"),
                       QStringLiteral("--out"),
                       session,
                       QStringLiteral("--quiet")}
    + extra;
}

// The runs of the first result of the session's last drive.
QJsonArray measuredRuns(const QString &session)
{
    const QJsonArray drives = readJson(session)[QStringLiteral("drives")].toArray();
    return drives.last()[QStringLiteral("results")][0][QStringLiteral("runs")].toArray();
}

// Each run the session kept moved the whole data set: no half run was kept.
void expectOnlyWholeRuns(const QString &session, int atLeast)
{
    const QJsonArray runs = measuredRuns(session);
    EXPECT_GE(runs.size(), atLeast);
    EXPECT_LT(runs.size(), 3);
    for (const QJsonValue &run : runs)
        EXPECT_EQ(run[QStringLiteral("bytes")].toInteger(), DataSetBytes);
}

// A run that must fail with exit code 1 and one line on stderr.
Result runThatFails(const QString &source, const QString &target)
{
    test::TempFolder results;
    const Result result = runProgram(runArguments(source, target, results.filePath(QStringLiteral("s.json"))));
    EXPECT_EQ(result.exitCode, 1) << result.err.toStdString();
    expectOneErrorLine(result);
    return result;
}

class RunFaults : public ::testing::TestWithParam<QString>
{
};

} // namespace

// Writing the data set reads it back twice (its compressibility sample
// among them), the first run reads it once; faultfs fails a read in the
// middle of the second run.
TEST_P(RunFaults, AReadErrorMidRunFailsWithExitCode1KeepingTheRunsBeforeIt)
{
    CM_SKIP_WITHOUT_FUSE();
    test::TempFolder backing;
    test::FaultMount drive(backing.path(),
                           {QStringLiteral("--match"), QStringLiteral("/plain/"), QStringLiteral("--eio-after"),
                            QString::number(DataSetBytes * 7 / 2)});
    ASSERT_TRUE(drive.isMounted()) << drive.error().toStdString();
    test::RamFolder target;
    test::TempFolder results;
    const QString session = results.filePath(QStringLiteral("faulty.cmsession.json"));

    const Result result
        = runProgram(runArguments(drive.path(), target.path(), session, {QStringLiteral("--copier"), GetParam()}));
    EXPECT_EQ(result.exitCode, 1) << result.err.toStdString();
    expectOneErrorLine(result);
    EXPECT_TRUE(result.err.contains(QStringLiteral("Input/output error"))) << result.err.toStdString();
    EXPECT_TRUE(result.err.contains(drive.path() + QStringLiteral("/compressmark-workspace-")))
        << result.err.toStdString();
    expectOnlyWholeRuns(session, 1);
    EXPECT_EQ(test::countEntries(backing.path()), 0);
    EXPECT_EQ(test::countEntries(target.path()), 0);
}

// The target takes one copy and a half, then says it is full (copies of
// the data set only: the target's speed is measured before with a file of
// its own).
TEST_P(RunFaults, ATargetThatFillsMidRunFailsWithExitCode1KeepingTheRunsBeforeIt)
{
    CM_SKIP_WITHOUT_FUSE();
    test::TempFolder source;
    test::RamFolder ram;
    test::FaultMount target(ram.path(),
                            {QStringLiteral("--match"), QStringLiteral("books"), QStringLiteral("--enospc-after"),
                             QString::number(DataSetBytes * 3 / 2)});
    ASSERT_TRUE(target.isMounted()) << target.error().toStdString();
    test::TempFolder results;
    const QString session = results.filePath(QStringLiteral("full.cmsession.json"));

    const Result result
        = runProgram(runArguments(source.path(), target.path(), session,
                                  {QStringLiteral("--copier"), GetParam(), QStringLiteral("--allow-slow-target")}));
    EXPECT_EQ(result.exitCode, 1) << result.err.toStdString();
    expectOneErrorLine(result);
    EXPECT_TRUE(result.err.contains(QStringLiteral("No space left on device"))) << result.err.toStdString();
    EXPECT_TRUE(result.err.contains(target.path())) << result.err.toStdString();
    expectOnlyWholeRuns(session, 1);
    EXPECT_EQ(test::countEntries(source.path()), 0);
    EXPECT_EQ(test::countEntries(ram.path()), 0);
}

INSTANTIATE_TEST_SUITE_P(Copiers, RunFaults, ::testing::Values(QStringLiteral("serial"), QStringLiteral("parallel:4")),
                         [](const auto &instance) {
                             return instance.param.section(QLatin1Char(':'), 0, 0).toStdString();
                         });

// A fault of the drive under test while the data set is written or read:
// faultfs's options and the error the one line must give.
struct SourceFault
{
    const char *name;
    QString match;
    QStringList faults;
    QString error;
};

// Test names show the fault, not its bytes.
void PrintTo(const SourceFault &fault, std::ostream *out)
{
    *out << fault.name;
}

class SourceFaults : public ::testing::TestWithParam<SourceFault>
{
};

TEST_P(SourceFaults, FailTheRunWithExitCode1NamingTheFileAndLeaveNothing)
{
    CM_SKIP_WITHOUT_FUSE();
    test::TempFolder backing;
    test::FaultMount drive(backing.path(),
                           QStringList{QStringLiteral("--match"), GetParam().match} + GetParam().faults);
    ASSERT_TRUE(drive.isMounted()) << drive.error().toStdString();
    test::RamFolder target;
    const Result result = runThatFails(drive.path(), target.path());
    EXPECT_TRUE(result.err.contains(GetParam().error)) << result.err.toStdString();
    EXPECT_TRUE(result.err.contains(drive.path() + QStringLiteral("/compressmark-workspace-")))
        << result.err.toStdString();
    EXPECT_EQ(test::countEntries(backing.path()), 0);
    EXPECT_EQ(test::countEntries(target.path()), 0);
}

INSTANTIATE_TEST_SUITE_P(Drive, SourceFaults,
                         ::testing::Values(SourceFault{"RefusedOpen",
                                                       QStringLiteral("/book-"),
                                                       {QStringLiteral("--deny")},
                                                       QStringLiteral("Permission denied")},
                                           SourceFault{"FullWhileWriting",
                                                       QStringLiteral("/plain/"),
                                                       {QStringLiteral("--enospc-after"), QString::number(MiB)},
                                                       QStringLiteral("No space left on device")}),
                         [](const auto &instance) { return std::string(instance.param.name); });

// A drive that will not even list the workspace keeps it: the one line says so.
// The session's folder takes the first save and then is full: the runs
// are saved in a fallback file, and the summary and the error say which
// runs are where.
TEST(RunFaultsOnce, ASessionItsFolderCannotTakeIsSavedElsewhereAndTheSummarySaysWhere)
{
    CM_SKIP_WITHOUT_FUSE();
    test::TempFolder source;
    test::RamFolder target;
    CM_SKIP_WITHOUT_RAM_DISK(target);
    test::TempFolder results;
    // How many bytes the first save writes: that of a session of one run.
    const QString probe = results.filePath(QStringLiteral("probe.cmsession.json"));
    const Result first = runProgram(
        runArguments(source.path(), target.path(), probe, {QStringLiteral("--reps"), QStringLiteral("1")}));
    ASSERT_EQ(first.exitCode, 0) << first.err.toStdString();
    const qint64 oneRun = QFileInfo(probe).size();

    test::TempFolder backing;
    test::FaultMount folder(backing.path(),
                            {QStringLiteral("--match"), QStringLiteral("cmsession.json"),
                             QStringLiteral("--enospc-after"), QString::number(oneRun * 3 / 2)});
    ASSERT_TRUE(folder.isMounted()) << folder.error().toStdString();
    test::TempFolder dataHome;
    const QString session = folder.filePath(QStringLiteral("s.cmsession.json"));
    const Result result = runProgram(runArguments(source.path(), target.path(), session),
                                     test::ProgramStart{{}, {}, {{QStringLiteral("XDG_DATA_HOME"), dataHome.path()}}});
    EXPECT_EQ(result.exitCode, 1) << result.err.toStdString();
    expectOneErrorLine(result);
    EXPECT_TRUE(result.err.contains(QStringLiteral("No space left on device"))) << result.err.toStdString();

    // The fallback holds every run, the file the first only; both are named.
    QStringList fallbacks;
    for (QDirIterator found(dataHome.path(), {QStringLiteral("*.cmsession.json")}, QDir::Files,
                            QDirIterator::Subdirectories);
         found.hasNext();)
        fallbacks << found.next();
    ASSERT_EQ(fallbacks.size(), 1);
    const QString fallback = fallbacks.first();
    const qsizetype runs = measuredRuns(fallback).size();
    EXPECT_EQ(runs, 2); // the run stops at the save that failed
    EXPECT_EQ(measuredRuns(session).size(), 1);
    EXPECT_TRUE(result.err.contains(fallback)) << result.err.toStdString();
    EXPECT_TRUE(result.out.contains(
        QStringLiteral("Session: %1 (holds 1 of this drive's %2 runs)").arg(session, QString::number(runs))))
        << result.out.toStdString();
    EXPECT_TRUE(result.out.contains(QStringLiteral("Session with all %1 runs: %2").arg(QString::number(runs), fallback)))
        << result.out.toStdString();
    // Nothing a save began (a temporary file, a lock) is left beside the file.
    EXPECT_EQ(QDir(backing.path()).entryList({QStringLiteral(".*")}, QDir::Files | QDir::Hidden), QStringList());
}

TEST(RunFaultsOnce, AWorkspaceTheDriveWillNotLetGoIsNamedInTheError)
{
    CM_SKIP_WITHOUT_FUSE();
    test::TempFolder backing;
    test::FaultMount drive(backing.path(),
                           {QStringLiteral("--match"), QStringLiteral("/plain/"), QStringLiteral("--deny")});
    ASSERT_TRUE(drive.isMounted()) << drive.error().toStdString();
    test::RamFolder target;
    const Result result = runThatFails(drive.path(), target.path());
    const QStringList left = QDir(backing.path()).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    ASSERT_EQ(left.size(), 1);
    EXPECT_TRUE(result.err.contains(drive.filePath(left.first()) + QStringLiteral(" was left behind")))
        << result.err.toStdString();
    EXPECT_EQ(test::countEntries(target.path()), 0);
}

TEST(RunFaultsOnce, AnUnreadableFileInAFolderDataSetIsSkippedAndListed)
{
    CM_SKIP_WITHOUT_FUSE();
    test::TempFolder own;
    test::writeFile(own.filePath(QStringLiteral("readable.txt")), QByteArray("kept\n").repeated(1000));
    test::writeFile(own.filePath(QStringLiteral("secret.txt")), "refused\n");
    test::FaultMount folder(own.path(),
                            {QStringLiteral("--match"), QStringLiteral("secret"), QStringLiteral("--deny")});
    ASSERT_TRUE(folder.isMounted()) << folder.error().toStdString();
    test::TempFolder source;
    test::RamFolder target;
    test::TempFolder results;
    const QString session = results.filePath(QStringLiteral("own.cmsession.json"));
    const Result result
        = runProgram(runArguments(source.path(), target.path(), session,
                                  {QStringLiteral("--datasets"), QStringLiteral("folder:") + folder.path(),
                                   QStringLiteral("--reps"), QStringLiteral("1")}));
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    const QJsonObject dataSet
        = readJson(session)[QStringLiteral("drives")][0][QStringLiteral("dataSets")][0].toObject();
    EXPECT_EQ(dataSet[QStringLiteral("logicalBytes")].toInteger(), 5000);
    const QJsonArray skipped = dataSet[QStringLiteral("skipped")].toArray();
    ASSERT_EQ(skipped.size(), 1) << QJsonDocument(dataSet).toJson().toStdString();
    EXPECT_TRUE(QJsonDocument(skipped[0].toObject()).toJson().contains("secret.txt"));
}

TEST(RunFaultsOnce, AReadOnlySourceIsRefusedWithExitCode2)
{
    CM_SKIP_WITHOUT_MOUNTS();
    test::TempFolder folder;
    test::ScopedMount readOnly(test::ScopedMount::readOnlyBind(folder.path()));
    ASSERT_TRUE(readOnly.isMounted()) << readOnly.error().toStdString();
    test::RamFolder target;
    test::TempFolder results;
    const Result result
        = runProgram(runArguments(readOnly.path(), target.path(), results.filePath(QStringLiteral("s.json"))));
    EXPECT_EQ(result.exitCode, 2) << result.err.toStdString();
    expectOneErrorLine(result);
    EXPECT_TRUE(result.err.contains(readOnly.path())) << result.err.toStdString();
    EXPECT_TRUE(result.err.contains(QStringLiteral("read-only"), Qt::CaseInsensitive)) << result.err.toStdString();
    EXPECT_EQ(test::countEntries(folder.path()), 0);
}

TEST(RunFaultsOnce, ATargetTooSmallForTheDataSetIsRefusedNamingTheVolumeAndTheBytes)
{
    CM_SKIP_WITHOUT_MOUNTS();
    test::TempFolder source;
    test::ScopedMount ramDisk(test::ScopedMount::tmpfs(DataSetBytes - MiB));
    ASSERT_TRUE(ramDisk.isMounted()) << ramDisk.error().toStdString();
    test::TempFolder results;
    const Result result
        = runProgram(runArguments(source.path(), ramDisk.path(), results.filePath(QStringLiteral("s.json"))));
    EXPECT_EQ(result.exitCode, 2) << result.err.toStdString();
    expectOneErrorLine(result);
    EXPECT_TRUE(result.err.contains(QStringLiteral("not enough space on ") + ramDisk.path()))
        << result.err.toStdString();
    EXPECT_TRUE(result.err.contains(QStringLiteral("needed"))) << result.err.toStdString();
    EXPECT_EQ(test::countEntries(source.path()), 0);
}

TEST(RunFaultsOnce, ASourceTooSmallForTheDataSetsIsRefusedNamingTheVolumeAndTheBytes)
{
    CM_SKIP_WITHOUT_MOUNTS();
    if (!QFileInfo::exists(QStringLiteral("/dev/loop-control")))
        GTEST_SKIP() << "no loop devices here";
    test::TempFolder area;
    const QString image = area.filePath(QStringLiteral("small.ext4"));
    ASSERT_EQ(test::runTool(QStringLiteral("mkfs.ext4"), {QStringLiteral("-q"), image, QStringLiteral("40M")}),
              QString());
    test::ScopedMount drive({QStringLiteral("-o"), QStringLiteral("loop"), image});
    ASSERT_TRUE(drive.isMounted()) << drive.error().toStdString();
    test::RamFolder target;
    test::TempFolder results;
    const Result result
        = runProgram(runArguments(drive.path(), target.path(), results.filePath(QStringLiteral("s.json")),
                                  {QStringLiteral("--size"), QStringLiteral("64M")}));
    EXPECT_EQ(result.exitCode, 2) << result.err.toStdString();
    expectOneErrorLine(result);
    EXPECT_TRUE(result.err.contains(QStringLiteral("not enough space on ") + drive.path())) << result.err.toStdString();
    EXPECT_TRUE(result.err.contains(QStringLiteral("needed"))) << result.err.toStdString();
    EXPECT_EQ(test::countEntries(drive.path()), 1); // lost+found, nothing of the run
}

TEST(RunFaultsOnce, ATargetUnmountedMidRunFailsWithExitCode1WithoutHanging)
{
    CM_SKIP_WITHOUT_FUSE();
    CM_SKIP_WITHOUT_MOUNTS();
    test::TempFolder backing;
    // Slow reads of the data set keep each copy going for seconds.
    test::FaultMount drive(backing.path(),
                           {QStringLiteral("--match"), QStringLiteral("/plain/"), QStringLiteral("--read-delay-ms"),
                            QStringLiteral("20")});
    ASSERT_TRUE(drive.isMounted()) << drive.error().toStdString();
    test::ScopedMount ramDisk(test::ScopedMount::tmpfs(64 * MiB));
    ASSERT_TRUE(ramDisk.isMounted()) << ramDisk.error().toStdString();
    test::TempFolder results;
    const QString session = results.filePath(QStringLiteral("pulled.cmsession.json"));
    auto running = std::async(std::launch::async, [&] {
        return runProgram(runArguments(drive.path(), ramDisk.path(), session,
                                       {QStringLiteral("--datasets"), QStringLiteral("small"), QStringLiteral("--size"),
                                        QStringLiteral("1M")}));
    });
    // Pulled once the copy has put files on it.
    for (int wait = 0; wait < 6000 && test::countEntries(ramDisk.path()) < 20; ++wait)
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    ASSERT_TRUE(ramDisk.unmount());
    const Result result = running.get();
    EXPECT_EQ(result.exitCode, 1) << result.err.toStdString();
    expectOneErrorLine(result);
    EXPECT_TRUE(result.err.contains(ramDisk.path())) << result.err.toStdString();
    EXPECT_EQ(test::countEntries(backing.path()), 0);
}

// Blanks, a newline, a leading dash and 255-byte names in every path the
// run is given; the session written there loads again.
TEST(RunFaultsOnce, HostilePathsWorkAndTheSessionLoads)
{
    const QString hostile = QStringLiteral("a b\nc -x ") + QString(200, QLatin1Char('l'));
    test::TempFolder sourceParent;
    test::RamFolder targetParent;
    test::TempFolder resultsParent;
    test::TempFolder ownParent;
    const QString source = sourceParent.filePath(hostile);
    const QString target = targetParent.filePath(hostile);
    const QString results = resultsParent.filePath(QString(255, QLatin1Char('r')));
    const QString own = ownParent.filePath(hostile);
    for (const QString &folder : {source, target, results})
        ASSERT_TRUE(QDir().mkpath(folder));
    test::writeFile(own + QLatin1Char('/') + QString(255, QLatin1Char('f')), QByteArray("mine\n").repeated(100));
    const QByteArray oddName = QFile::encodeName(own) + "/bad-\xff\xfe-utf8 \n.txt";
    FILE *odd = ::fopen(oddName.constData(), "wx");
    ASSERT_NE(odd, nullptr);
    ::fputs("not UTF-8\n", odd);
    ::fclose(odd);
    const QString session = results + QStringLiteral("/s e\ns.cmsession.json");
    const QString chart = results + QStringLiteral("/c h\na.png");

    const Result run
        = runProgram(runArguments(source, target, session,
                                  {QStringLiteral("--datasets"), QStringLiteral("books,folder:") + own,
                                   QStringLiteral("--reps"), QStringLiteral("1"), QStringLiteral("--chart"), chart}));
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    const QJsonArray dataSets = readJson(session)[QStringLiteral("drives")][0][QStringLiteral("dataSets")].toArray();
    ASSERT_EQ(dataSets.size(), 2);
    EXPECT_EQ(dataSets[1][QStringLiteral("files")].toInteger(), 2);
    EXPECT_EQ(dataSets[1][QStringLiteral("logicalBytes")].toInteger(), 500 + 10);
    EXPECT_TRUE(QFileInfo(chart).size() > 0);
    EXPECT_EQ(test::countEntries(source), 0);
    EXPECT_EQ(test::countEntries(target), 0);

    const Result report = runProgram({QStringLiteral("report"), session});
    EXPECT_EQ(report.exitCode, 0) << report.err.toStdString();
    EXPECT_TRUE(report.out.contains(QStringLiteral("books"))) << report.out.toStdString();
}

// A path longer than the system allows is refused in one line, not crashed on.
TEST(RunFaultsOnce, AnOverlongSourcePathIsRefusedWithExitCode2)
{
    test::RamFolder target;
    QString tooLong;
    for (int level = 0; level < 20; ++level)
        tooLong += QLatin1Char('/') + QString(255, QLatin1Char('d'));
    const Result result = runProgram(runArguments(tooLong, target.path(), target.filePath(QStringLiteral("s.json"))));
    EXPECT_EQ(result.exitCode, 2) << result.err.toStdString();
    expectOneErrorLine(result);
}

// Qt reads arguments as UTF-8: a folder whose name is not cannot be named on
// the command line, and is refused in one line rather than mistaken for another.
TEST(RunFaultsOnce, ASourcePathThatIsNotUtf8IsRefusedWithExitCode2)
{
    test::TempFolder area;
    test::RamFolder target;
    const QByteArray odd = QFile::encodeName(area.path()) + "/bad-\xff\xfe";
    ASSERT_EQ(::mkdir(odd.constData(), 0755), 0);
    QProcess shell;
    shell.setProgram(QStringLiteral("/bin/sh"));
    // printf makes the raw bytes, which a QString argument could not carry.
    shell.setArguments({QStringLiteral("-c"),
                        QStringLiteral("exec \"$0\" run --quiet --source \"$1$(printf '/bad-\\377\\376')\" "
                                       "--target \"$2\""),
                        QStringLiteral(COMPRESSMARK_BINARY), area.path(), target.path()});
    shell.start();
    ASSERT_TRUE(shell.waitForFinished(60000));
    EXPECT_EQ(shell.exitCode(), 2);
    const Result result{shell.exitCode(), QString(), QString::fromLocal8Bit(shell.readAllStandardError())};
    expectOneErrorLine(result);
    EXPECT_TRUE(result.err.contains(QStringLiteral("--source"))) << result.err.toStdString();
    EXPECT_EQ(::rmdir(odd.constData()), 0) << "the run wrote into the folder";
}
