// SPDX-License-Identifier: GPL-3.0-or-later
// Runs the real compressmark binary, end to end, on a disk folder and a
// tmpfs folder.
#include "compression/loopimagemaker.h"
#include "ntfsmount.h"
#include "programrun.h"
#include "tempfolders.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

#include <gtest/gtest.h>

#include <csignal>

#include <unistd.h>

using namespace cm;
using test::expectOneErrorLine;
using Result = test::ProgramResult;
using test::readJson;
using test::runProgram;

TEST(RunCommand, MeasuresWritesSessionAndChartAndLeavesNothingBehind)
{
    test::TempFolder source;
    test::RamFolder target;
    test::TempFolder results;
    const QString session = results.filePath(QStringLiteral("run.cmsession.json"));
    const QString chart = results.filePath(QStringLiteral("run.png"));
    const Result result = runProgram(
        {QStringLiteral("run"), QStringLiteral("--source"), source.path(), QStringLiteral("--target"), target.path(),
         QStringLiteral("--size"), QStringLiteral("8M"), QStringLiteral("--reps"), QStringLiteral("3"),
         QStringLiteral("--out"), session, QStringLiteral("--chart"), chart, QStringLiteral("--cache"),
         QStringLiteral("evict"), QStringLiteral("--label"), QStringLiteral("Build disk")});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    EXPECT_TRUE(result.out.contains(QStringLiteral("books"))) << result.out.toStdString();
    // Progress in the command line's words: the options' values.
    EXPECT_TRUE(result.err.contains(QStringLiteral("cache evict: "))) << result.err.toStdString();
    // Not on a terminal: one line for every stage, however short, in order.
    const QStringList lines = result.err.split(QLatin1Char('\n'));
    QStringList timed;
    for (const QString &line : lines)
        if (line.startsWith(QStringLiteral("Timing: books, plain, read")))
            timed << line;
    EXPECT_EQ(timed,
              (QStringList{QStringLiteral("Timing: books, plain, read (repetition 1 of 3)"),
                           QStringLiteral("Timing: books, plain, read (repetition 2 of 3)"),
                           QStringLiteral("Timing: books, plain, read (repetition 3 of 3)")}))
        << result.err.toStdString();
    EXPECT_TRUE(lines.contains(QStringLiteral("Cleaning up"))) << result.err.toStdString();

    const QJsonObject root = readJson(session);
    EXPECT_EQ(root[QStringLiteral("format")].toString(), QStringLiteral("compressmark-session"));
    const QJsonObject drive = root[QStringLiteral("drives")][0].toObject();
    EXPECT_EQ(drive[QStringLiteral("label")].toString(), QStringLiteral("Build disk"));
    EXPECT_EQ(drive[QStringLiteral("plan")][QStringLiteral("cacheMode")].toString(), QStringLiteral("evict"));
    const QJsonObject dataSet = drive[QStringLiteral("dataSets")][0].toObject();
    EXPECT_EQ(dataSet[QStringLiteral("logicalBytes")].toInteger(), 8 * 1024 * 1024);
    const QJsonArray runs = drive[QStringLiteral("results")][0][QStringLiteral("runs")].toArray();
    ASSERT_EQ(runs.size(), 3);
    for (const QJsonValue &run : runs) {
        EXPECT_EQ(run[QStringLiteral("bytes")].toInteger(), 8 * 1024 * 1024);
        EXPECT_GT(run[QStringLiteral("seconds")].toDouble(), 0.0);
        EXPECT_TRUE(run[QStringLiteral("cold")].toBool());
        EXPECT_LE(run[QStringLiteral("residentBeforeFraction")].toDouble(), 0.01);
    }
    EXPECT_GT(drive[QStringLiteral("results")][0][QStringLiteral("summary")][QStringLiteral("medianMBps")].toDouble(),
              0.0);

    const QImage image(chart);
    ASSERT_FALSE(image.isNull());
    EXPECT_EQ(image.size(), QSize(1600, 900));

    EXPECT_EQ(test::countEntries(source.path()), 0);
    EXPECT_EQ(test::countEntries(target.path()), 0);
}

TEST(RunCommand, DropsAllCachesAsRoot)
{
    if (::geteuid() != 0)
        GTEST_SKIP() << "the drop cache mode needs root";
    test::TempFolder source;
    test::RamFolder target;
    test::TempFolder results;
    const QString session = results.filePath(QStringLiteral("s.json"));
    const Result result = runProgram(
        {QStringLiteral("run"), QStringLiteral("--source"), source.path(), QStringLiteral("--target"), target.path(),
         QStringLiteral("--size"), QStringLiteral("4M"), QStringLiteral("--reps"), QStringLiteral("2"),
         QStringLiteral("--datasets"), QStringLiteral("books"), QStringLiteral("--out"), session,
         QStringLiteral("--cache"), QStringLiteral("drop"), QStringLiteral("--compression"), QStringLiteral("none"),
         QStringLiteral("--json"), QStringLiteral("--quiet")});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    const QJsonArray summary = QJsonDocument::fromJson(result.out.toUtf8()).array();
    ASSERT_EQ(summary.size(), 1);
    EXPECT_EQ(summary[0][QStringLiteral("coldRuns")].toInt(), 2);
    EXPECT_EQ(
        readJson(session)[QStringLiteral("drives")][0][QStringLiteral("plan")][QStringLiteral("cacheMode")].toString(),
        QStringLiteral("drop"));
}

TEST(RunCommand, RefusesATargetThatIsNotARamDiskWithExitCode2)
{
    test::TempFolder source;
    test::TempFolder notRam(QStringLiteral(COMPRESSMARK_TEST_AREA) + QStringLiteral("/other"));
    const Result result
        = runProgram({QStringLiteral("run"), QStringLiteral("--source"), source.path(), QStringLiteral("--target"),
                      notRam.path(), QStringLiteral("--size"), QStringLiteral("1M")});
    EXPECT_EQ(result.exitCode, 2);
    expectOneErrorLine(result);
    EXPECT_TRUE(result.err.contains(QStringLiteral("not a RAM disk"))) << result.err.toStdString();
    EXPECT_EQ(test::countEntries(source.path()), 0);
}

namespace {

// What a run may have left in /dev: entries named like its folders.
QStringList compressmarkEntriesIn(const QString &folder)
{
    return QDir(folder).entryList({QStringLiteral("compressmark-*"), QStringLiteral(".compressmark-*")},
                                  QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot);
}

} // namespace

// devtmpfs answers statfs as a tmpfs does: /dev (and /sys, /proc) are refused
// as a target before anything is written, --allow-slow-target or not.
TEST(RunCommand, RefusesTheKernelsFoldersAsTargetEvenWithAllowSlowTarget)
{
    test::TempFolder source;
    const QStringList before = compressmarkEntriesIn(QStringLiteral("/dev"));
    for (const char *folder : {"/dev", "/sys/fs/cgroup", "/proc"}) {
        if (!QDir(QLatin1String(folder)).exists())
            continue;
        for (const bool allowSlow : {false, true}) {
            QStringList arguments{QStringLiteral("run"),      QStringLiteral("--source"), source.path(),
                                  QStringLiteral("--target"), QLatin1String(folder),      QStringLiteral("--size"),
                                  QStringLiteral("1M")};
            if (allowSlow)
                arguments << QStringLiteral("--allow-slow-target");
            const Result result = runProgram(arguments);
            EXPECT_EQ(result.exitCode, 2) << folder;
            expectOneErrorLine(result);
            EXPECT_TRUE(result.err.contains(QStringLiteral("kernel interface"))) << result.err.toStdString();
        }
    }
    EXPECT_EQ(compressmarkEntriesIn(QStringLiteral("/dev")), before);
    EXPECT_EQ(test::countEntries(source.path()), 0);
}

// ntfs-3g mounted with -o nocompression: --compression ntfs is refused before
// anything is written, saying how to remount.
TEST(RunCommand, RefusesNtfsCompressionOnNtfs3gMountedWithoutItWithExitCode2)
{
    CM_SKIP_WITHOUT_NTFS3G();
    test::NtfsMount ntfs(test::NtfsMount::Compression::Off);
    ASSERT_TRUE(ntfs.isMounted()) << ntfs.error().toStdString();
    test::RamFolder target;
    test::TempFolder results;
    const Result result
        = runProgram({QStringLiteral("run"), QStringLiteral("--source"), ntfs.path(), QStringLiteral("--target"),
                      target.path(), QStringLiteral("--size"), QStringLiteral("1M"), QStringLiteral("--compression"),
                      QStringLiteral("ntfs"), QStringLiteral("--out"), results.filePath(QStringLiteral("s.json"))});
    EXPECT_EQ(result.exitCode, 2);
    expectOneErrorLine(result);
    EXPECT_TRUE(result.err.contains(QStringLiteral("ntfs-3g -o compression"))) << result.err.toStdString();
    EXPECT_TRUE(compressmarkEntriesIn(ntfs.path()).isEmpty())
        << compressmarkEntriesIn(ntfs.path()).join(QLatin1Char(' ')).toStdString();
    EXPECT_EQ(test::countEntries(target.path()), 0);
    EXPECT_EQ(test::countEntries(results.path()), 0);
}

TEST(RunCommand, CountsDeviceBytesOfNtfs3gOnAnImageFileOnTheDriveHoldingTheImageAndSaysSo)
{
    CM_SKIP_WITHOUT_NTFS3G();
    test::NtfsMount ntfs(test::NtfsMount::Compression::Off, test::NtfsMount::Backing::ImageFile);
    ASSERT_TRUE(ntfs.isMounted()) << ntfs.error().toStdString();
    test::RamFolder target;
    test::TempFolder results;
    const QString session = results.filePath(QStringLiteral("ntfs.cmsession.json"));
    const Result result = runProgram(
        {QStringLiteral("run"), QStringLiteral("--source"), ntfs.path(), QStringLiteral("--target"), target.path(),
         QStringLiteral("--size"), QStringLiteral("2M"), QStringLiteral("--reps"), QStringLiteral("2"),
         QStringLiteral("--datasets"), QStringLiteral("books"), QStringLiteral("--compression"), QStringLiteral("none"),
         QStringLiteral("--out"), session, QStringLiteral("--quiet")});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    const QJsonObject drive = readJson(session)[QStringLiteral("drives")][0].toObject();
    const QString countedOn = drive[QStringLiteral("deviceCountedOn")].toString();
    if (countedOn.isEmpty()) {
        // No block device holds the build tree's test area (a RAM disk): then it must say so.
        EXPECT_TRUE(drive[QStringLiteral("deviceCountersNote")].toString().contains(ntfs.imagePath()))
            << drive[QStringLiteral("deviceCountersNote")].toString().toStdString();
        return;
    }
    EXPECT_TRUE(countedOn.endsWith(
        QStringLiteral(" (holds %1, the image behind the FUSE mount at %2)").arg(ntfs.imagePath(), ntfs.path())))
        << countedOn.toStdString();
    EXPECT_FALSE(drive.contains(QStringLiteral("deviceCountersNote")));
    const QJsonArray runs = drive[QStringLiteral("results")][0][QStringLiteral("runs")].toArray();
    ASSERT_EQ(runs.size(), 2);
    for (const QJsonValue &run : runs) {
        EXPECT_TRUE(run[QStringLiteral("deviceBytesRead")].isDouble()) << "device bytes are counted, not null";
        EXPECT_TRUE(run[QStringLiteral("deviceBytesWritten")].isDouble());
    }
    EXPECT_TRUE(compressmarkEntriesIn(ntfs.path()).isEmpty())
        << compressmarkEntriesIn(ntfs.path()).join(QLatin1Char(' ')).toStdString();
}

TEST(RunCommand, MeasuresTheArticleDataSetsAndAFolderOfTheUsers)
{
    test::TempFolder source;
    test::RamFolder target;
    test::TempFolder results;
    test::TempFolder own;
    ASSERT_TRUE(QDir().mkdir(own.filePath(QStringLiteral("a,b"))));
    QFile file(own.filePath(QStringLiteral("a,b/notes.txt")));
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(QByteArray("my own data\n").repeated(5000));
    file.close();
    const QString session = results.filePath(QStringLiteral("kinds.cmsession.json"));
    const Result result = runProgram(
        {QStringLiteral("run"), QStringLiteral("--source"), source.path(), QStringLiteral("--target"), target.path(),
         QStringLiteral("--size"), QStringLiteral("3M"), QStringLiteral("--reps"), QStringLiteral("1"),
         QStringLiteral("--compression"), QStringLiteral("none"), QStringLiteral("--datasets"),
         QStringLiteral("photos,system,image,small,folder:") + own.filePath(QStringLiteral("a,b")),
         QStringLiteral("--out"), session, QStringLiteral("--quiet")});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    const QJsonArray dataSets = readJson(session)[QStringLiteral("drives")][0][QStringLiteral("dataSets")].toArray();
    ASSERT_EQ(dataSets.size(), 5);
    for (int i = 0; i < 4; ++i)
        EXPECT_EQ(dataSets[i][QStringLiteral("logicalBytes")].toInteger(), 3 * 1024 * 1024) << i;
    EXPECT_EQ(dataSets[4][QStringLiteral("logicalBytes")].toInteger(), 12 * 5000);
    EXPECT_EQ(dataSets[4][QStringLiteral("kind")].toString(),
              QStringLiteral("folder:") + own.filePath(QStringLiteral("a,b")));
    EXPECT_EQ(test::countEntries(source.path()), 0);
}

namespace {

// A run of 40 repetitions of 16 MiB of books: long enough to stop halfway.
QStringList longRunArguments(const QString &source, const QString &target, const QString &session)
{
    return {QStringLiteral("run"),
            QStringLiteral("--source"),
            source,
            QStringLiteral("--target"),
            target,
            QStringLiteral("--datasets"),
            QStringLiteral("books"),
            QStringLiteral("--size"),
            QStringLiteral("16M"),
            QStringLiteral("--reps"),
            QStringLiteral("40"),
            QStringLiteral("--compression"),
            QStringLiteral("none"),
            QStringLiteral("--cache"),
            QStringLiteral("evict"),
            QStringLiteral("--out"),
            session,
            QStringLiteral("--quiet")};
}

} // namespace

TEST(RunCommand, ResumeCompletesARunKilledHalfway)
{
    test::TempFolder source;
    test::RamFolder target;
    test::TempFolder results;
    const QString session = results.filePath(QStringLiteral("killed.cmsession.json"));
    QProcess process;
    // Killed (no chance to clean up) once two runs are saved.
    ASSERT_TRUE(
        test::startAndWaitForSavedRuns(process, longRunArguments(source.path(), target.path(), session), session, 2));
    process.kill();
    process.waitForFinished();
    // The killed run's workspaces stay behind; the resumed run adds nothing to them.
    const int leftBySource = test::countEntries(source.path());
    const int leftByTarget = test::countEntries(target.path());

    // Where it reads and writes is given again: the session only repeats it.
    const Result result = runProgram({QStringLiteral("run"), QStringLiteral("--resume"), session,
                                      QStringLiteral("--source"), source.path(), QStringLiteral("--target"),
                                      target.path(), QStringLiteral("--json"), QStringLiteral("--quiet")});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    const QJsonObject drive = readJson(session)[QStringLiteral("drives")][0].toObject();
    EXPECT_EQ(readJson(session)[QStringLiteral("drives")].toArray().size(), 1);
    EXPECT_EQ(drive[QStringLiteral("results")][0][QStringLiteral("runs")].toArray().size(), 40);
    EXPECT_EQ(drive[QStringLiteral("dataSets")].toArray().size(), 1);
    EXPECT_EQ(test::countEntries(source.path()), leftBySource);
    EXPECT_EQ(test::countEntries(target.path()), leftByTarget);

    const Result refused = runProgram(
        {QStringLiteral("run"), QStringLiteral("--resume"), session, QStringLiteral("--reps"), QStringLiteral("3")});
    EXPECT_EQ(refused.exitCode, 2);
    expectOneErrorLine(refused);
}

TEST(RunCommand, NativeCompressionOnAFilesystemWithoutItIsRefused)
{
    test::TempFolder source;
    test::RamFolder target;
    const Result result = runProgram({QStringLiteral("run"), QStringLiteral("--source"), source.path(),
                                      QStringLiteral("--target"), target.path(), QStringLiteral("--size"),
                                      QStringLiteral("1M"), QStringLiteral("--compression"), QStringLiteral("btrfs")});
    EXPECT_EQ(result.exitCode, 2);
    expectOneErrorLine(result);
    EXPECT_TRUE(result.err.contains(QStringLiteral("--compression btrfs"))) << result.err.toStdString();
    EXPECT_EQ(test::countEntries(source.path()), 0);
}

TEST(RunCommand, ComparesPlainWithCompressedOnALoopBtrfsImage)
{
    QString whyNot;
    if (!canMakeLoopImage(LoopImageSpec::Filesystem::Btrfs, Privileges::ofThisProcess(), &whyNot))
        GTEST_SKIP() << "skipped: " << whyNot.toStdString();
    test::TempFolder source;
    test::RamFolder target;
    test::TempFolder results;
    const QString session = results.filePath(QStringLiteral("loop.cmsession.json"));
    const Result result
        = runProgram({QStringLiteral("run"), QStringLiteral("--source"), source.path(), QStringLiteral("--target"),
                      target.path(), QStringLiteral("--size"), QStringLiteral("4M"), QStringLiteral("--reps"),
                      QStringLiteral("2"), QStringLiteral("--compression"), QStringLiteral("loop-btrfs:lzo"),
                      QStringLiteral("--datasets"), QStringLiteral("books"), QStringLiteral("--out"), session,
                      QStringLiteral("--json"), QStringLiteral("--quiet")});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    const QJsonArray summary = QJsonDocument::fromJson(result.out.toUtf8()).array();
    ASSERT_EQ(summary.size(), 2);
    const QJsonObject drive = readJson(session)[QStringLiteral("drives")][0].toObject();
    EXPECT_EQ(drive[QStringLiteral("compression")][QStringLiteral("method")].toString(), QStringLiteral("loop-btrfs"));
    EXPECT_EQ(drive[QStringLiteral("compression")][QStringLiteral("algorithm")].toString(), QStringLiteral("lzo"));
    EXPECT_TRUE(drive[QStringLiteral("source")][QStringLiteral("viaLoopImage")].toBool());
    EXPECT_EQ(drive[QStringLiteral("loopImage")][QStringLiteral("filesystem")].toString(), QStringLiteral("btrfs"));
    const QJsonObject variants = drive[QStringLiteral("dataSets")][0][QStringLiteral("variants")].toObject();
    EXPECT_LT(variants[QStringLiteral("compressed")][QStringLiteral("onDiskBytes")].toDouble(),
              variants[QStringLiteral("plain")][QStringLiteral("onDiskBytes")].toDouble() * 0.8);
    EXPECT_EQ(test::countEntries(source.path()), 0);
}

TEST(RunCommand, BadOptionValuesAreBadUsage)
{
    test::TempFolder source;
    const QList<QStringList> bad = {
        {QStringLiteral("--reps"), QStringLiteral("0")},
        {QStringLiteral("--reps"), QStringLiteral("many")},
        {QStringLiteral("--size"), QStringLiteral("huge")},
        {QStringLiteral("--cache"), QStringLiteral("warm")},
        {QStringLiteral("--compression"), QStringLiteral("zfs")},
        {QStringLiteral("--ops"), QStringLiteral("read,fly")},
        {QStringLiteral("--ops"), QStringLiteral(",")},
        {QStringLiteral("--copier"), QStringLiteral("robocopy")},
        {QStringLiteral("--copier"), QStringLiteral("parallel:many")},
        {QStringLiteral("--copier"), QStringLiteral("readonly"), QStringLiteral("--ops"), QStringLiteral("write")},
        {QStringLiteral("--compression"), QStringLiteral("btrfs:lz4")},
        {QStringLiteral("--compression"), QStringLiteral("loop-ntfs:zstd")},
        {QStringLiteral("--datasets"), QStringLiteral("nonsense")},
        {QStringLiteral("--no-such-option")},
        {QStringLiteral("--source"), QStringLiteral("/no/such/folder")},
    };
    for (const QStringList &options : bad) {
        const Result result = runProgram(QStringList{QStringLiteral("run")} + options, source.path());
        EXPECT_EQ(result.exitCode, 2) << options.join(QLatin1Char(' ')).toStdString();
        expectOneErrorLine(result);
    }
    EXPECT_EQ(test::countEntries(source.path()), 0);
}

TEST(RunCommand, VersionHelpAndUnknownCommands)
{
    Result result = runProgram({QStringLiteral("--version")});
    EXPECT_EQ(result.exitCode, 0);
    EXPECT_TRUE(result.out.contains(QStringLiteral("CompressMark"))) << result.out.toStdString();
    result = runProgram({QStringLiteral("--help")});
    EXPECT_EQ(result.exitCode, 0);
    EXPECT_TRUE(result.out.contains(QStringLiteral("run"))) << result.out.toStdString();
    result = runProgram({QStringLiteral("run"), QStringLiteral("--help")});
    EXPECT_EQ(result.exitCode, 0);
    EXPECT_TRUE(result.out.contains(QStringLiteral("--target")));
    result = runProgram({QStringLiteral("frobnicate")});
    EXPECT_EQ(result.exitCode, 2);
    expectOneErrorLine(result);
}

TEST(ProbeCommand, DescribesARamDiskAsJson)
{
    test::RamFolder ram;
    const Result result = runProgram({QStringLiteral("probe"), ram.path()});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    const QJsonObject volume = QJsonDocument::fromJson(result.out.toUtf8()).object();
    EXPECT_EQ(volume[QStringLiteral("mountPoint")].toString(), QStringLiteral("/dev/shm"));
    EXPECT_EQ(volume[QStringLiteral("filesystem")].toString(), QStringLiteral("tmpfs"));
    EXPECT_TRUE(volume[QStringLiteral("ramBacked")].toBool());
    EXPECT_GT(volume[QStringLiteral("totalBytes")].toDouble(), 0.0);
    EXPECT_TRUE(volume[QStringLiteral("blockDevice")].isNull());
    const QJsonObject compression = volume[QStringLiteral("compression")].toObject();
    EXPECT_FALSE(compression[QStringLiteral("supported")].toBool());
    EXPECT_TRUE(compression[QStringLiteral("reason")].toString().contains(QStringLiteral("tmpfs")));
    EXPECT_TRUE(compression[QStringLiteral("loopImages")].toObject().contains(QStringLiteral("btrfs")));
}

TEST(ProbeCommand, ListsTheRamDisksARunCanUse)
{
    const Result result = runProgram({QStringLiteral("probe"), QStringLiteral("--targets")});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    const QJsonArray targets = QJsonDocument::fromJson(result.out.toUtf8()).array();
    ASSERT_FALSE(targets.isEmpty());
    EXPECT_EQ(targets[0][QStringLiteral("mountPoint")].toString(), QStringLiteral("/dev/shm"));
    for (const QJsonValue &target : targets) {
        EXPECT_TRUE(target[QStringLiteral("ramBacked")].toBool());
        EXPECT_GE(target[QStringLiteral("freeBytes")].toDouble(), 0.0);
    }
}

TEST(ProbeCommand, NeverListsTheKernelsFoldersAsTargets)
{
    const Result result = runProgram({QStringLiteral("probe"), QStringLiteral("--targets")});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    for (const QJsonValue &target : QJsonDocument::fromJson(result.out.toUtf8()).array()) {
        const QString mountPoint = target[QStringLiteral("mountPoint")].toString();
        const QString filesystem = target[QStringLiteral("filesystem")].toString();
        EXPECT_TRUE(filesystem == QLatin1String("tmpfs") || filesystem == QLatin1String("ramfs"))
            << mountPoint.toStdString() << " is " << filesystem.toStdString();
        EXPECT_NE(mountPoint, QStringLiteral("/dev"));
        EXPECT_FALSE(mountPoint.startsWith(QLatin1String("/dev/")) && mountPoint != QLatin1String("/dev/shm"))
            << mountPoint.toStdString();
        EXPECT_FALSE(mountPoint == QLatin1String("/sys") || mountPoint.startsWith(QLatin1String("/sys/")))
            << mountPoint.toStdString();
        EXPECT_FALSE(mountPoint == QLatin1String("/proc") || mountPoint.startsWith(QLatin1String("/proc/")))
            << mountPoint.toStdString();
    }
    // Asked about directly, /dev says what it is.
    const Result dev = runProgram({QStringLiteral("probe"), QStringLiteral("/dev")});
    ASSERT_EQ(dev.exitCode, 0) << dev.err.toStdString();
    EXPECT_FALSE(QJsonDocument::fromJson(dev.out.toUtf8()).object()[QStringLiteral("ramBacked")].toBool());
}

// SIGINT (Ctrl+C), SIGTERM (a session ending) and SIGHUP (the terminal
// closing) cancel: the run cleans up,
// keeps what it measured and says so in one line.
TEST(RunCommand, ASignalCancelsTheRunWhichCleansUpAndKeepsItsMeasurements)
{
    for (const int signalNumber : {SIGINT, SIGTERM, SIGHUP}) {
        test::TempFolder source;
        test::RamFolder target;
        test::TempFolder results;
        const QString session = results.filePath(QStringLiteral("stopped.cmsession.json"));
        QProcess process;
        ASSERT_TRUE(test::startAndWaitForSavedRuns(process, longRunArguments(source.path(), target.path(), session),
                                                   session, 1));
        ::kill(pid_t(process.processId()), signalNumber);
        ASSERT_TRUE(process.waitForFinished(30000));
        EXPECT_EQ(process.exitStatus(), QProcess::NormalExit) << "signal " << signalNumber;
        EXPECT_EQ(process.exitCode(), 1);
        const Result result{process.exitCode(), QString(), QString::fromLocal8Bit(process.readAllStandardError())};
        expectOneErrorLine(result);
        EXPECT_TRUE(result.err.contains(QStringLiteral("cancelled"))) << result.err.toStdString();
        EXPECT_GE(test::runsSavedIn(session), 1);
        EXPECT_EQ(test::countEntries(source.path()), 0);
        EXPECT_EQ(test::countEntries(target.path()), 0);
    }
}
