// SPDX-License-Identifier: GPL-3.0-or-later
// The real program's `run` on both systems: plain, from a folder on one
// volume to a folder on another, as a user without a RAM disk runs it.
#include "programrun.h"
#include "tempfolders.h"
#include "underwine.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStorageInfo>

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <utility>
#include <vector>

#ifndef Q_OS_WIN
#include <unistd.h>
#endif

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

// A plain run of 4 MiB data sets, evicting caches, from a new folder on
// one volume to a new folder on another; the session in a third folder.
struct FolderRun
{
    test::TempFolder source;
    std::unique_ptr<test::TempFolder> target = targetFolder();
    test::TempFolder results;
    QString session = results.filePath(QStringLiteral("run.cmsession.json"));

    bool onTwoVolumes() const
    {
        return QStorageInfo(source.path()).rootPath() != QStorageInfo(target->path()).rootPath();
    }

    // `options` come last: a --cache among them is the one the run takes.
    test::ProgramResult run(const QStringList &options, const test::ProgramStart &start = {}) const
    {
        return runProgram(QStringList{QStringLiteral("run"), QStringLiteral("--source"), source.path(),
                                      QStringLiteral("--target"), target->path(), QStringLiteral("--allow-slow-target"),
                                      QStringLiteral("--size"), QStringLiteral("4M"), QStringLiteral("--compression"),
                                      QStringLiteral("none"), QStringLiteral("--cache"), QStringLiteral("evict"),
                                      QStringLiteral("--out"), session}
                              + options,
                          start);
    }
};

constexpr const char *NeedsTwoVolumes = "needs the temporary folder and the tests' folder on two volumes";

} // namespace

TEST(RunToAFolder, MeasuresEveryRepetitionSavesTheSessionAndChartAndLeavesNothingBehind)
{
    const FolderRun folders;
    if (!folders.onTwoVolumes())
        GTEST_SKIP() << NeedsTwoVolumes;
    const test::ProgramResult result = folders.run(
        {QStringLiteral("--datasets"), QStringLiteral("books,small"), QStringLiteral("--reps"), QStringLiteral("3")});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    EXPECT_TRUE(result.out.contains(QStringLiteral("books"))) << result.out.toStdString();

    const QJsonObject drive = readJson(folders.session)[QStringLiteral("drives")][0].toObject();
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
    EXPECT_EQ(measurements[1][QStringLiteral("runs")][0][QStringLiteral("files")].toInteger(),
              1024);                                                                    // small: 4 KiB files
    EXPECT_FALSE(QImage(folders.results.filePath(QStringLiteral("run.png"))).isNull()); // the chart beside the session
    // The workspaces on both volumes are gone, with every copy.
    EXPECT_EQ(test::countEntries(folders.source.path()), 0);
    EXPECT_EQ(test::countEntries(folders.target->path()), 0);
}

// A user with a RAM disk gives neither --target nor --allow-slow-target: the
// run finds the RAM disk (on Windows a drive of type DRIVE_RAMDISK, which
// wine gives the tests' stand-in), copies there and leaves nothing on it.
TEST(RunToARamDisk, FindsTheRamDiskByItselfAndLeavesNothingThere)
{
    const test::RamFolder ram; // there is one; the run makes its workspace on the disk's root
    CM_SKIP_WITHOUT_RAM_DISK(ram);
    const QString ramRoot = QStorageInfo(ram.path()).rootPath();
    const auto workspaces = [&ramRoot] {
        return QDir(ramRoot).entryList({QStringLiteral("compressmark-target-*")}, QDir::AllEntries | QDir::Hidden);
    };
    const QStringList before = workspaces();
    test::TempFolder source;
    test::TempFolder results;
    const QString session = results.filePath(QStringLiteral("ram.cmsession.json"));
    const test::ProgramResult result
        = runProgram({QStringLiteral("run"), QStringLiteral("--source"), source.path(), QStringLiteral("--datasets"),
                      QStringLiteral("books"), QStringLiteral("--size"), QStringLiteral("4M"), QStringLiteral("--reps"),
                      QStringLiteral("2"), QStringLiteral("--compression"), QStringLiteral("none"),
                      QStringLiteral("--cache"), QStringLiteral("evict"), QStringLiteral("--out"), session});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    const QJsonObject drive = readJson(session)[QStringLiteral("drives")][0].toObject();
    const QJsonObject target = drive[QStringLiteral("target")].toObject();
    EXPECT_TRUE(target[QStringLiteral("ramBacked")].toBool());
    EXPECT_EQ(QDir::fromNativeSeparators(target[QStringLiteral("mountPoint")].toString()), ramRoot);
    for (const QJsonValue &run : drive[QStringLiteral("results")][0][QStringLiteral("runs")].toArray())
        EXPECT_EQ(run[QStringLiteral("bytes")].toInteger(), 4 * 1024 * 1024);
    EXPECT_EQ(workspaces(), before);
    EXPECT_EQ(test::countEntries(source.path()), 0);
}

// Every copier a user may pick copies the whole data set, counted in the
// copy; robocopy on Windows, as the articles ran it.
class EveryCopierToAFolder : public testing::TestWithParam<QString>
{
};

TEST_P(EveryCopierToAFolder, CopiesAndCountsTheWholeDataSet)
{
    if (GetParam().startsWith(QLatin1String("robocopy")) && test::runsUnderWine())
        GTEST_SKIP() << "wine's robocopy is a stub that copies nothing (exit status 16)";
    const FolderRun folders;
    if (!folders.onTwoVolumes())
        GTEST_SKIP() << NeedsTwoVolumes;
    const test::ProgramResult result
        = folders.run({QStringLiteral("--datasets"), QStringLiteral("books"), QStringLiteral("--reps"),
                       QStringLiteral("2"), QStringLiteral("--copier"), GetParam(), QStringLiteral("--verify")});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    const QJsonObject drive = readJson(folders.session)[QStringLiteral("drives")][0].toObject();
    EXPECT_EQ(drive[QStringLiteral("plan")][QStringLiteral("copier")][QStringLiteral("choice")].toString(), GetParam());
    const QJsonObject manifest = drive[QStringLiteral("dataSets")][0].toObject();
    for (const QJsonValue &run : drive[QStringLiteral("results")][0][QStringLiteral("runs")].toArray()) {
        EXPECT_EQ(run[QStringLiteral("bytes")].toInteger(), 4 * 1024 * 1024);
        EXPECT_EQ(run[QStringLiteral("files")].toInteger(), manifest[QStringLiteral("files")].toInteger());
    }
    EXPECT_EQ(test::countEntries(folders.source.path()), 0);
    EXPECT_EQ(test::countEntries(folders.target->path()), 0);
}

// The program ends as soon as its work is done, right after the threads
// of a parallel copy, every time: a run that printed its summary and then
// never ended would hold a script for ever. (On Windows, ExitProcess ended
// threads that were still ending and then waited on a lock one held.)
TEST(ProgramEnd, EndsEveryTimeRightAfterAParallelCopy)
{
    const FolderRun folders;
    if (!folders.onTwoVolumes())
        GTEST_SKIP() << NeedsTwoVolumes;
    test::ProgramStart start;
    start.timeoutMs = 60000; // a run of seconds, taken as hung long after
    for (int run = 1; run <= 5; ++run) {
        const test::ProgramResult result
            = folders.run({QStringLiteral("--datasets"), QStringLiteral("books"), QStringLiteral("--reps"),
                           QStringLiteral("2"), QStringLiteral("--copier"), QStringLiteral("parallel:4")},
                          start);
        ASSERT_EQ(result.exitCode, 0) << "run " << run << ": " << result.err.toStdString();
    }
}

// ... and after every data set, each written by its own generator (photos
// through the JPEG plugin, system files from the system's own folders),
// several times over: a run that printed its session and chart and then
// never ended was seen on Windows after photos. Into a RAM disk, whose
// short root leaves room for the system files' long paths on Windows.
TEST(ProgramEnd, EndsEveryTimeAfterEveryDataSet)
{
    FolderRun folders;
    auto ram = std::make_unique<test::RamFolder>();
    CM_SKIP_WITHOUT_RAM_DISK(*ram);
    folders.target = std::move(ram);
    test::ProgramStart start;
    start.timeoutMs = 120000; // a run of seconds, taken as hung long after
    const QString every = QStringLiteral("books,photos,system,image,small");
    for (int run = 1; run <= 3; ++run) {
        const test::ProgramResult result
            = folders.run({QStringLiteral("--datasets"), every, QStringLiteral("--reps"), QStringLiteral("2")}, start);
        ASSERT_EQ(result.exitCode, 0) << "run " << run << ": " << result.err.toStdString();
        const QJsonArray drives = readJson(folders.session)[QStringLiteral("drives")].toArray();
        ASSERT_FALSE(drives.isEmpty()) << "run " << run;
        const QJsonArray measurements = drives.last()[QStringLiteral("results")].toArray();
        EXPECT_EQ(measurements.size(), 5) << "run " << run;
        EXPECT_TRUE(QFileInfo::exists(folders.results.filePath(QStringLiteral("run.png")))) << "run " << run;
        EXPECT_EQ(test::countEntries(folders.source.path()), 0) << "run " << run;
        EXPECT_EQ(test::countEntries(folders.target->path()), 0) << "run " << run;
    }
}

// Where a system refuses to drop its caches (a container's read-only
// /proc/sys; wine, which has not the calls), a run that may drop them
// finds out before it writes its data sets and evicts instead, saying why
// on the terminal and in the session; it does not fail after the writing.
TEST(RefusedCacheDrop, IsFoundBeforeWritingAndTheRunEvicts)
{
    test::ProgramStart start;
#ifdef Q_OS_WIN
    if (!test::runsUnderWine())
        GTEST_SKIP() << "needs a system that refuses to drop caches; wine does";
#else
    if (::geteuid() != 0)
        GTEST_SKIP() << "dropping caches needs root";
    if (!QFile::exists(QStringLiteral("/usr/bin/unshare")))
        GTEST_SKIP() << "unshare (util-linux) is not installed";
    // The program alone in a mount namespace where /proc/sys is read-only.
    start.runAs = QStringList{QStringLiteral("/usr/bin/unshare"),
                              QStringLiteral("--mount"),
                              QStringLiteral("--propagation"),
                              QStringLiteral("private"),
                              QStringLiteral("/bin/sh"),
                              QStringLiteral("-c"),
                              QStringLiteral("mount -o bind,ro /proc/sys /proc/sys && exec \"$@\""),
                              QStringLiteral("sh")};
#endif
    const FolderRun folders;
    if (!folders.onTwoVolumes())
        GTEST_SKIP() << NeedsTwoVolumes;
    const test::ProgramResult result
        = folders.run({QStringLiteral("--datasets"), QStringLiteral("books"), QStringLiteral("--reps"),
                       QStringLiteral("2"), QStringLiteral("--cache"), QStringLiteral("drop")},
                      start);
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    const QString said = result.out + result.err;
    EXPECT_TRUE(said.contains(QStringLiteral("cache evict: caches could not be dropped"))) << said.toStdString();
    // Found before the run says anything of its caches: never "dropped", then "could not be".
    EXPECT_FALSE(said.contains(QStringLiteral("cache drop:"))) << said.toStdString();

    const QJsonObject drive = readJson(folders.session)[QStringLiteral("drives")][0].toObject();
    EXPECT_EQ(drive[QStringLiteral("cacheModeUsed")].toString(), QStringLiteral("evict"));
    const QString notes = QString::fromUtf8(QJsonDocument(drive[QStringLiteral("notes")].toArray()).toJson());
    EXPECT_TRUE(notes.contains(QStringLiteral("could not drop the caches before the first measurement")))
        << notes.toStdString();
    for (const QJsonValue &run : drive[QStringLiteral("results")][0][QStringLiteral("runs")].toArray())
        EXPECT_EQ(run[QStringLiteral("bytes")].toInteger(), 4 * 1024 * 1024);
    EXPECT_EQ(test::countEntries(folders.source.path()), 0);
    EXPECT_EQ(test::countEntries(folders.target->path()), 0);
}

// WOF asked for by name: what it cannot give a compressed variant is
// refused before anything is made; elsewhere than Windows it is refused
// as a method the system has not, under wine as one the volume has not.
TEST(WofRun, RefusesOperationsThatWriteOnTheDriveBeforeMakingAnything)
{
    const FolderRun folders;
    const test::ProgramResult result
        = folders.run({QStringLiteral("--datasets"), QStringLiteral("books"), QStringLiteral("--compression"),
                       QStringLiteral("wof:lzx"), QStringLiteral("--ops"), QStringLiteral("read,copy")});
    EXPECT_EQ(result.exitCode, 2) << result.err.toStdString();
#ifdef Q_OS_WIN
    EXPECT_TRUE(result.err.contains(test::runsUnderWine()
                                        ? QStringLiteral("WOF (the Windows Overlay Filter) is not attached to")
                                        : QStringLiteral("--compression wof:lzx compresses files once they are "
                                                         "written; what copy writes would be stored plain")))
        << result.err.toStdString();
#else
    EXPECT_TRUE(result.err.contains(QStringLiteral("this system has no wof compression"))) << result.err.toStdString();
#endif
    EXPECT_FALSE(QFile::exists(folders.session));
    EXPECT_EQ(test::countEntries(folders.source.path()), 0);
    EXPECT_EQ(test::countEntries(folders.target->path()), 0);
}

#ifdef Q_OS_WIN
// A process that is not elevated drops caches through compressmark-helper,
// started elevated once through UAC and asked over a named pipe for every
// drop. COMPRESSMARK_USE_HELPER=always has an elevated process (every one
// under wine) take that path too; wine's helper cannot drop them either,
// and says why through the pipe, so the run evicts, naming the helper.
TEST(ElevatedHelper, DropsCachesForTheRunOrSaysWhyItCouldNot)
{
    if (!test::runsUnderWine())
        GTEST_SKIP() << "on Windows the helper asks for an administrator's consent, which a test cannot give";
    const FolderRun folders;
    if (!folders.onTwoVolumes())
        GTEST_SKIP() << NeedsTwoVolumes;
    test::ProgramStart start;
    start.environment = {{QStringLiteral("COMPRESSMARK_USE_HELPER"), QStringLiteral("always")}};
    const test::ProgramResult result
        = folders.run({QStringLiteral("--datasets"), QStringLiteral("books"), QStringLiteral("--reps"),
                       QStringLiteral("2"), QStringLiteral("--cache"), QStringLiteral("drop")},
                      start);
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    EXPECT_TRUE(result.err.contains(QStringLiteral("cache drop: caches dropped through compressmark-helper")))
        << result.err.toStdString();
    const QJsonObject drive = readJson(folders.session)[QStringLiteral("drives")][0].toObject();
    EXPECT_EQ(drive[QStringLiteral("cacheModeUsed")].toString(), QStringLiteral("evict"));
    const QString notes = QString::fromUtf8(QJsonDocument(drive[QStringLiteral("notes")].toArray()).toJson());
    // The helper's own reason, carried back through the pipe.
    EXPECT_TRUE(notes.contains(QStringLiteral("compressmark-helper could not drop the caches before the first "
                                              "measurement (cannot drop caches: emptying the system file cache")))
        << notes.toStdString();
    for (const QJsonValue &run : drive[QStringLiteral("results")][0][QStringLiteral("runs")].toArray())
        EXPECT_EQ(run[QStringLiteral("bytes")].toInteger(), 4 * 1024 * 1024);
}

// The elevated helper serves only the process that started it, over that
// process's own pipe: any other command line is refused with status 2.
TEST(ElevatedHelper, RefusesAnythingButServingItsCaller)
{
    const QString helper
        = QFileInfo(QStringLiteral(COMPRESSMARK_BINARY)).dir().filePath(QStringLiteral("compressmark-helper.exe"));
    ASSERT_TRUE(QFileInfo::exists(helper));
    const QString ownId = QString::number(QCoreApplication::applicationPid());
    const QList<QStringList> refused{
        {},
        {QStringLiteral("drop-caches")},
        {QStringLiteral("serve"), QStringLiteral("\\\\.\\pipe\\elsewhere"), ownId},
        {QStringLiteral("serve"), QStringLiteral("\\\\.\\pipe\\compressmark-helper-none"), QStringLiteral("x")},
        // A well-formed name that nobody serves.
        {QStringLiteral("serve"), QStringLiteral("\\\\.\\pipe\\compressmark-helper-none"), ownId},
    };
    for (const QStringList &arguments : refused) {
        QProcess process;
        process.start(helper, arguments);
        const std::string said = arguments.join(QLatin1Char(' ')).toStdString();
        // A program that ends at once may be seen ended during start(), after
        // which waitForFinished() has nothing to wait for and says false.
        ASSERT_TRUE(process.waitForFinished(60000) || process.state() == QProcess::NotRunning)
            << said << ": " << process.errorString().toStdString();
        EXPECT_NE(process.error(), QProcess::FailedToStart) << said;
        EXPECT_EQ(process.exitStatus(), QProcess::NormalExit) << said;
        EXPECT_EQ(process.exitCode(), 2) << said;
    }
}

// A read run compresses each written file of the compressed variant and
// records what it takes on the disk. Wine has no overlay filter: the
// volume says so when asked, and the run is refused before anything is
// made, with the reason (as probe and the Setup page give it).
TEST(WofRun, CompressesTheWrittenFilesBeforeTimingTheirReads)
{
    const FolderRun folders;
    if (!folders.onTwoVolumes())
        GTEST_SKIP() << NeedsTwoVolumes;
    const test::ProgramResult result
        = folders.run({QStringLiteral("--datasets"), QStringLiteral("books"), QStringLiteral("--reps"),
                       QStringLiteral("2"), QStringLiteral("--compression"), QStringLiteral("wof:xpress4k")});
    EXPECT_EQ(test::countEntries(folders.source.path()), 0);
    EXPECT_EQ(test::countEntries(folders.target->path()), 0);
    if (test::runsUnderWine()) {
        EXPECT_EQ(result.exitCode, 2);
        EXPECT_TRUE(result.err.contains(QStringLiteral("WOF (the Windows Overlay Filter) is not attached to")))
            << result.err.toStdString();
        EXPECT_FALSE(QFile::exists(folders.session));
        return;
    }
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    const QJsonObject drive = readJson(folders.session)[QStringLiteral("drives")][0].toObject();
    EXPECT_EQ(drive[QStringLiteral("compression")][QStringLiteral("method")].toString(), QStringLiteral("wof"));
    EXPECT_EQ(drive[QStringLiteral("compression")][QStringLiteral("algorithm")].toString(), QStringLiteral("xpress4k"));
    const QJsonObject variants = drive[QStringLiteral("dataSets")][0][QStringLiteral("variants")].toObject();
    EXPECT_LT(variants[QStringLiteral("compressed")][QStringLiteral("onDiskBytes")].toInteger(),
              variants[QStringLiteral("plain")][QStringLiteral("onDiskBytes")].toInteger() * 3 / 4);
}
#endif

namespace {

std::vector<QString> copiersToTry()
{
    std::vector<QString> copiers{QStringLiteral("parallel:4"), QStringLiteral("kernel")};
#ifdef Q_OS_WIN
    copiers.push_back(QStringLiteral("robocopy:4"));
#endif
    return copiers;
}

} // namespace

INSTANTIATE_TEST_SUITE_P(Copiers, EveryCopierToAFolder, testing::ValuesIn(copiersToTry()),
                         [](const testing::TestParamInfo<QString> &copier) {
                             return copier.param.section(QLatin1Char(':'), 0, 0).toStdString();
                         });
