// SPDX-License-Identifier: GPL-3.0-or-later
// Runs the real compressmark advise on a session the real program measured.
#include "compression/loopimagemaker.h"
#include "programrun.h"
#include "tempfolders.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

#include <gtest/gtest.h>

using namespace cm;
using test::expectOneErrorLine;
using Result = test::ProgramResult;
using test::runProgram;

// A plain-only session is advised on what this system's filesystem offers:
// btrfs's algorithms on Linux, NTFS's on Windows.
TEST(AdviseCommand, PredictsEveryAlgorithmOfTheSystemsFilesystemForTheSessionsDataKinds)
{
    test::TempFolder source;
    test::RamFolder target;
    test::TempFolder results;
    const QString session = results.filePath(QStringLiteral("plain.cmsession.json"));
    Result result = runProgram({QStringLiteral("run"), QStringLiteral("--source"), source.path(),
                                QStringLiteral("--target"), target.path(), QStringLiteral("--datasets"),
                                QStringLiteral("books,image"), QStringLiteral("--size"), QStringLiteral("4M"),
                                QStringLiteral("--reps"), QStringLiteral("2"), QStringLiteral("--compression"),
                                QStringLiteral("none"), QStringLiteral("--out"), session, QStringLiteral("--quiet")});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();

    const QStringList before = QDir(source.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
    const QDateTime sourceChanged = QFileInfo(source.path()).lastModified();
    const QDateTime resultsChanged = QFileInfo(results.path()).lastModified();
    result = runProgram({QStringLiteral("advise"), QStringLiteral("--session"), session, QStringLiteral("--json")},
                        results.path());
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    // Progress while it probes, then how long it took.
    EXPECT_TRUE(result.err.contains(QStringLiteral("advise: [1/"))) << result.err.toStdString();
    EXPECT_TRUE(result.err.contains(QStringLiteral("probed in"))) << result.err.toStdString();
#ifdef Q_OS_WIN
    // One step per data kind, none of them btrfs's.
    EXPECT_TRUE(result.err.contains(QStringLiteral("advise: [2/2]"))) << result.err.toStdString();
    EXPECT_FALSE(result.err.contains(QStringLiteral("btrfs"))) << result.err.toStdString();
#endif
    // As root the drive's extent cost is measured on an image in the folder
    // advise was started in, on the session's drive (the step says so), gone
    // again afterwards. The session's own folder is a file's word: nothing
    // is made there, not even for a moment.
    QString whyNot;
    if (canMakeLoopImage(LoopImageSpec::Filesystem::Btrfs, Privileges::ofThisProcess(), &whyNot)) {
        EXPECT_TRUE(result.err.contains(QStringLiteral("compressed extents"))) << result.err.toStdString();
        EXPECT_NE(QFileInfo(results.path()).lastModified(), resultsChanged)
            << "measured elsewhere than where it was started";
    }
    EXPECT_EQ(QDir(source.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden), before);
    EXPECT_EQ(QFileInfo(source.path()).lastModified(), sourceChanged) << "something was made in the session's folder";
    const QJsonArray advice = QJsonDocument::fromJson(result.out.toUtf8()).array();
#ifdef Q_OS_WIN
    // NTFS's own LZNT1, WOF's XPRESS4K, 8K, 16K and LZX by the program's
    // own codecs, and lz4 for reference.
    ASSERT_EQ(advice.size(), 2 * 6);
    const QString tellingCodec = QStringLiteral("lznt1");
    const double textRatio = 1.3; // 1.45 on the sample (1.61 on 8 MiB: docs/ADVISE.md)
#else
    ASSERT_EQ(advice.size(), 2 * 26); // zlib 1-9, lzo, zstd 1-15, lz4
    const QString tellingCodec = QStringLiteral("zstd:3");
    const double textRatio = 2.0;
#endif
    // As root, the probe's own reads of books on the drive, zstd against
    // plain, carry every prediction of books: the session read nothing
    // compressed. Data that does not shrink is read at the plain speed.
    const bool readOnDrive = canMakeLoopImage(LoopImageSpec::Filesystem::Btrfs, Privileges::ofThisProcess(), &whyNot);
    int recommended = 0;
    for (const QJsonValue &value : advice) {
        const QJsonObject o = value.toObject();
        const bool books = o[QStringLiteral("dataSet")].toString() == QLatin1String("books");
        EXPECT_EQ(o[QStringLiteral("anchor")].toString(),
                  readOnDrive && books ? QStringLiteral("drive-image") : QString())
            << o[QStringLiteral("algorithm")].toString().toStdString();
        EXPECT_FALSE(o.contains(QStringLiteral("error"))) << "no read of the drive's files to hold the model against";
        if (readOnDrive && books && o[QStringLiteral("algorithm")].toString() == QLatin1String("zstd:3")) {
            EXPECT_GT(o[QStringLiteral("imageMBps")].toDouble(), 0.0);
            EXPECT_GT(o[QStringLiteral("imagePlainMBps")].toDouble(), 0.0);
            const double added = o[QStringLiteral("imageAddedSecondsPerMB")].toDouble();
            EXPECT_LE(o[QStringLiteral("imageAddedLowSecondsPerMB")].toDouble(), added);
            EXPECT_GE(o[QStringLiteral("imageAddedHighSecondsPerMB")].toDouble(), added);
            const double plain = o[QStringLiteral("plainMBps")].toDouble();
            EXPECT_NEAR(o[QStringLiteral("predictedMBps")].toDouble(), 1.0 / (1.0 / plain + added), 1e-6 * plain);
        }
        recommended += o[QStringLiteral("recommended")].toBool() ? 1 : 0;
        // Only an algorithm the verdict favours is recommended: none for data that does not shrink.
        if (o[QStringLiteral("recommended")].toBool()) {
            EXPECT_NE(o[QStringLiteral("dataSet")].toString(), QStringLiteral("image"));
            EXPECT_TRUE(QStringList({QStringLiteral("faster"), QStringLiteral("as-fast"),
                                     QStringLiteral("at-most-a-tenth-slower"), QStringLiteral("if-space-matters")})
                            .contains(o[QStringLiteral("advice")].toString()))
                << o[QStringLiteral("advice")].toString().toStdString();
        }
        EXPECT_TRUE(o.contains(QStringLiteral("advice")));
        if (o[QStringLiteral("dataSet")].toString() == QLatin1String("image")) {
            // Incompressible: stored plain, read at the plain speed.
            EXPECT_DOUBLE_EQ(o[QStringLiteral("ratio")].toDouble(), 1.0);
            EXPECT_DOUBLE_EQ(o[QStringLiteral("predictedMBps")].toDouble(), o[QStringLiteral("plainMBps")].toDouble());
        } else if (o[QStringLiteral("algorithm")].toString() == tellingCodec) {
            EXPECT_GT(o[QStringLiteral("ratio")].toDouble(), textRatio) << "books compress";
        }
    }
    EXPECT_LE(recommended, 1) << "at most one for books, none for the image";

    // The table says whose decompression speeds the predictions stand on.
    result = runProgram({QStringLiteral("advise"), QStringLiteral("--session"), session});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
#ifdef Q_OS_WIN
    EXPECT_TRUE(result.out.contains(QStringLiteral("this program's LZNT1 and this program's XPRESS and LZX")))
        << result.out.toStdString();
    // Listed, whether or not the measurements make it the recommendation.
    EXPECT_TRUE(result.out.contains(QStringLiteral("  lznt1 "))) << result.out.toStdString();
    EXPECT_TRUE(result.out.contains(QStringLiteral("  xpress16k "))) << result.out.toStdString();
    EXPECT_TRUE(result.out.contains(QStringLiteral("  lzx "))) << result.out.toStdString();
#else
    EXPECT_TRUE(result.out.contains(QStringLiteral("btrfs"))) << result.out.toStdString();
#endif
}

// A session measured on NTFS is advised on what NTFS stores: its own LZNT1,
// measured here, and Windows' WOF algorithms, predicted only.
TEST(AdviseCommand, PredictsLznt1AndWindowsWofAlgorithmsForAnNtfsSession)
{
    QString whyNot;
    if (!canMakeLoopImage(LoopImageSpec::Filesystem::Ntfs, Privileges::ofThisProcess(), &whyNot))
        GTEST_SKIP() << "skipped: " << whyNot.toStdString();
    test::TempFolder source;
    test::RamFolder target;
    test::TempFolder results;
    const QString session = results.filePath(QStringLiteral("ntfs.cmsession.json"));
    Result result = runProgram(
        {QStringLiteral("run"), QStringLiteral("--source"), source.path(), QStringLiteral("--target"), target.path(),
         QStringLiteral("--datasets"), QStringLiteral("books"), QStringLiteral("--size"), QStringLiteral("4M"),
         QStringLiteral("--reps"), QStringLiteral("2"), QStringLiteral("--compression"), QStringLiteral("loop-ntfs"),
         QStringLiteral("--out"), session, QStringLiteral("--quiet")});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();

    result = runProgram({QStringLiteral("advise"), QStringLiteral("--session"), session, QStringLiteral("--json")});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    QMap<QString, QJsonObject> byAlgorithm;
    for (const QJsonValue &value : QJsonDocument::fromJson(result.out.toUtf8()).array())
        byAlgorithm.insert(value.toObject()[QStringLiteral("algorithm")].toString(), value.toObject());
    EXPECT_EQ(byAlgorithm.keys(),
              (QStringList{QStringLiteral("lz4"), QStringLiteral("lznt1"), QStringLiteral("lzx"),
                           QStringLiteral("xpress16k"), QStringLiteral("xpress4k"), QStringLiteral("xpress8k")}));
    EXPECT_TRUE(byAlgorithm.value(QStringLiteral("lznt1")).contains(QStringLiteral("measuredMBps")));
    EXPECT_FALSE(byAlgorithm.value(QStringLiteral("lzx")).contains(QStringLiteral("measuredMBps")));
    for (const QJsonObject &o : std::as_const(byAlgorithm))
        EXPECT_GT(o[QStringLiteral("ratio")].toDouble(), 1.2)
            << o[QStringLiteral("algorithm")].toString().toStdString();
    EXPECT_GE(byAlgorithm.value(QStringLiteral("lzx"))[QStringLiteral("ratio")].toDouble(),
              byAlgorithm.value(QStringLiteral("xpress4k"))[QStringLiteral("ratio")].toDouble());
}

TEST(AdviseCommand, BadUsageIsExitCode2)
{
    Result result
        = runProgram({QStringLiteral("advise"), QStringLiteral("--session"), QStringLiteral("/no/such.json")});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.err.contains(QStringLiteral("/no/such.json"))) << result.err.toStdString();
    result = runProgram({QStringLiteral("advise"), QStringLiteral("--session"), QStringLiteral("a"),
                         QStringLiteral("--source"), QStringLiteral("b")});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_EQ(result.err.count(QLatin1Char('\n')), 1) << result.err.toStdString();
}
