// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/targetspeed.h"
#include "report/resultflags.h"
#include "report/summarytable.h"
#include "report/tableexport.h"
#include "session/sessionfile.h"
#include "session/sessionreader.h"
#include "samplesession.h"
#include "tempfolders.h"
#include "util/units.h"

#include <gtest/gtest.h>

using namespace cm;

namespace {

// The sample's drive A: books plain varies a lot (100, 50, 25 MB/s), books
// compressed too (100, 100, 80), photos not at all.
ResultRecord &result(Session &session, int index)
{
    return session.drives[0].results[index];
}

ResultFlags flagsOf(const Session &session, int index)
{
    return resultFlags(session.drives[0], session.drives[0].results[index]);
}

} // namespace

TEST(ResultFlags, SteadyColdRunsAreNotFlagged)
{
    const Session session = test::sampleSession(1);
    EXPECT_EQ(flagsOf(session, 2), ResultFlags());
    EXPECT_EQ(flagsOf(session, 3), ResultFlags());
}

TEST(ResultFlags, AWideSpreadIsFlaggedAsTheSummaryTableWarns)
{
    const Session session = test::sampleSession(1);
    EXPECT_TRUE(flagsOf(session, 0).testFlag(ResultFlag::LargeSpread));
    EXPECT_TRUE(summaryText(session).contains(QStringLiteral("books plain read varies a lot")));
}

TEST(ResultFlags, ARunThatWasNotColdFlagsItsResult)
{
    Session session = test::sampleSession(1);
    result(session, 2).runs[1].cold = false;
    result(session, 2).runs[1].residentBeforeFraction = 0.5;
    EXPECT_EQ(flagsOf(session, 2), ResultFlags(ResultFlag::NotCold));
}

// A read of thousands of files that took hardly more than their data from
// the drive found their metadata in memory: a warm directory tree.
TEST(ResultFlags, AReadOfManyFilesThatTookNoMetadataFromTheDriveIsMetadataCached)
{
    Session session = test::sampleSession(1);
    const DataSetRecord &photos = session.drives[0].dataSets[1];
    ASSERT_EQ(photos.manifest.kind, result(session, 2).dataSet);
    const qint64 stored = photos.plain.onDiskBytes.value_or(photos.manifest.bytes);
    const auto setRuns = [&](qint64 files, std::optional<qint64> deviceBytes) {
        for (RunRecord &run : result(session, 2).runs) {
            run.files = files;
            run.deviceBytesRead = deviceBytes;
        }
    };
    setRuns(4000, stored);
    EXPECT_EQ(flagsOf(session, 2), ResultFlags(ResultFlag::MetadataCached));
    EXPECT_TRUE(BiasedSpeed.testFlag(ResultFlag::MetadataCached)) << "too fast, like a warm run";
    EXPECT_TRUE(summaryText(session).contains(
        QStringLiteral("photos plain read: the drive read hardly more than the files' data")))
        << summaryText(session).toStdString();
    setRuns(4000, stored + 4000 * 256); // an ext4 inode a file
    EXPECT_EQ(flagsOf(session, 2), ResultFlags());
    setRuns(20, stored); // a few large files: nothing to judge by
    EXPECT_EQ(flagsOf(session, 2), ResultFlags());
    setRuns(4000, std::nullopt); // no device counters
    EXPECT_EQ(flagsOf(session, 2), ResultFlags());
}

TEST(ResultFlags, CompressibleDataStoredNearlyPlainIsLowCompression)
{
    Session session = test::sampleSession(1);
    DataSetRecord &books = session.drives[0].dataSets[0];
    books.manifest.zstdRatio = 2.9;
    EXPECT_FALSE(flagsOf(session, 1).testFlag(ResultFlag::LowCompression)) << "stored at 40 % of plain";
    books.compressed->onDiskBytes = 95'000'000;
    EXPECT_TRUE(flagsOf(session, 1).testFlag(ResultFlag::LowCompression));
    EXPECT_FALSE(flagsOf(session, 0).testFlag(ResultFlag::LowCompression)) << "the plain variant is plain";
    // Photos do not compress: stored at 99 % of plain is what they should be.
    session.drives[0].dataSets[1].manifest.zstdRatio = 1.0;
    EXPECT_FALSE(flagsOf(session, 3).testFlag(ResultFlag::LowCompression));
}

TEST(ResultFlags, StoredShareIsTheVariantOnDiskOverTheLogicalBytes)
{
    const Session session = test::sampleSession(1);
    const DriveRecord &drive = session.drives[0];
    EXPECT_DOUBLE_EQ(storedShare(drive, drive.results[1]).value(), 0.4);
    EXPECT_DOUBLE_EQ(storedShare(drive, drive.results[0]).value(), 1.0000384);
    DriveRecord unknown = drive;
    unknown.dataSets[0].compressed->onDiskBytes.reset();
    EXPECT_FALSE(storedShare(unknown, unknown.results[1]).has_value());
}

TEST(ResultFlags, TheRecordedTargetSlowerFlagIsShownInTheTables)
{
    Session session = test::sampleSession(1);
    session.drives[0].targetWriteMBps = 220.0;
    result(session, 2).targetSlower = true;
    EXPECT_EQ(flagsOf(session, 2), ResultFlags(ResultFlag::TargetSlower));

    const QString markdown = formatTable(session, TableFormat::Markdown);
    EXPECT_TRUE(markdown.contains(QStringLiteral("| 200.0 ") + flagMark() + QStringLiteral(" |")))
        << qPrintable(markdown);
    EXPECT_TRUE(markdown.contains(flagExplanation(ResultFlag::TargetSlower)));
    // The marked median, its footnote, and the footnote of the large spread
    // the warnings column names for books.
    EXPECT_EQ(markdown.count(flagMark()), 3) << qPrintable(markdown);
    const QString text = summaryText(session);
    EXPECT_TRUE(text.contains(QStringLiteral("photos plain read came close to how fast the target writes (220.0 MB/s)")))
        << qPrintable(text);
}

// Runs of 0.5 s against a minimum run time of 2 s: flagged whether --size
// auto or a size picked by hand made them, and the summary says how to
// lengthen them; the minimum travels with the session.
TEST(ResultFlags, RunsShorterThanTheMinimumRunTimeAreTooShortWhateverChoseTheSize)
{
    for (const bool autoSize : {false, true}) {
        Session session = test::sampleSession(1);
        session.drives[0].plan.autoSize = autoSize;
        session.drives[0].plan.minRunSeconds = 2.0;
        EXPECT_TRUE(flagsOf(session, 2).testFlag(ResultFlag::TooShort)); // photos plain: 0.5 s each
        EXPECT_TRUE(flagsOf(session, 0).testFlag(ResultFlag::TooShort)); // books plain: one run of 1 s
        EXPECT_TRUE(DoubtfulSpeed.testFlag(ResultFlag::TooShort));       // the charts mark its bars
        EXPECT_EQ(shortRunsText(session.drives[0], result(session, 2)), QStringLiteral("runs of 0.5 s (3 of 3)"));
        EXPECT_EQ(shortRunsText(session.drives[0], result(session, 3)), QStringLiteral("runs of 1 s (3 of 3)"));
        EXPECT_EQ(shortRunsText(session.drives[0], result(session, 1)), QStringLiteral("runs of 1-1.3 s (3 of 3)"));
        EXPECT_EQ(shortRunsText(session.drives[0], result(session, 0)), QStringLiteral("runs of 1 s (1 of 3)"));
        const QString text = summaryText(session);
        EXPECT_TRUE(text.contains(QStringLiteral("photos plain read: runs of 0.5 s (3 of 3), shorter than the "
                                                 "minimum run time (2 s)")))
            << qPrintable(text);
        EXPECT_TRUE(text.contains(QStringLiteral("--size auto"))) << qPrintable(text);

        test::TempFolder folder;
        const QString path = folder.filePath(QStringLiteral("short.cmsession.json"));
        ASSERT_TRUE(saveSession(session, path));
        Session loaded;
        ASSERT_TRUE(loadSession(path, &loaded));
        EXPECT_TRUE(flagsOf(loaded, 2).testFlag(ResultFlag::TooShort));
    }
    Session longEnough = test::sampleSession(1);
    longEnough.drives[0].plan.minRunSeconds = 0.5;
    EXPECT_FALSE(flagsOf(longEnough, 2).testFlag(ResultFlag::TooShort));
    EXPECT_TRUE(shortRunsText(longEnough.drives[0], result(longEnough, 2)).isEmpty());
}

TEST(TargetSpeed, MeasuresARamDiskAndLeavesNothing)
{
    test::RamFolder target;
    CM_SKIP_WITHOUT_RAM_DISK(target);
    Cancellation cancel;
    double writeMBps = 0.0;
    const Status status = TargetSpeed::measureWrite(target.path(), 4 * MiB, MiB, 2, cancel, &writeMBps);
    ASSERT_TRUE(status) << status.message().toStdString();
    EXPECT_GT(writeMBps, 0.0);
    EXPECT_EQ(test::countEntries(target.path()), 0);
}

TEST(TargetSpeed, ACancelledMeasurementFailsAndLeavesNothing)
{
    test::RamFolder target;
    CM_SKIP_WITHOUT_RAM_DISK(target);
    Cancellation cancel;
    cancel.request();
    double writeMBps = 0.0;
    EXPECT_FALSE(TargetSpeed::measureWrite(target.path(), 4 * MiB, MiB, 2, cancel, &writeMBps));
    EXPECT_EQ(test::countEntries(target.path()), 0);
}

TEST(TargetSpeed, OnlyReadsToTheTargetNearItsSpeedAreBound)
{
    EXPECT_TRUE(TargetSpeed::isBound(QStringLiteral("read"), 900.0, 1000.0));
    EXPECT_TRUE(TargetSpeed::isBound(QStringLiteral("smallfiles"), 800.0, 1000.0));
    EXPECT_FALSE(TargetSpeed::isBound(QStringLiteral("read"), 500.0, 1000.0));
    EXPECT_FALSE(TargetSpeed::isBound(QStringLiteral("write"), 900.0, 1000.0)) << "writes read the target";
    EXPECT_FALSE(TargetSpeed::isBound(QStringLiteral("read"), 900.0, 0.0)) << "not measured";
}

// A flag's explanation stands in the window's tooltips and charts as on the
// command line: it names no command-line option, which the window has not.
TEST(ResultFlags, ExplanationsNameNoCommandLineOption)
{
    for (const ResultFlag flag : flagList(ResultFlags::fromInt(0x7f))) {
        EXPECT_FALSE(flagExplanation(flag).contains(QStringLiteral("--"))) << flagExplanation(flag).toStdString();
        EXPECT_FALSE(flagExplanation(flag).isEmpty());
    }
}
