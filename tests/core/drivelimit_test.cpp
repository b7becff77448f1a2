// SPDX-License-Identifier: GPL-3.0-or-later
// How near a copy came to the drive's own limit, measured in the same run:
// small files against 4 KiB random reads at the copier's queue depth (and
// at depth 1), a big-file read against a direct sequential read; and how
// the summary, the tables and the JSON say it.
#include "report/drivelimit.h"
#include "report/resultflags.h"
#include "report/summarytable.h"
#include "report/tableexport.h"

#include <QJsonObject>

#include <gtest/gtest.h>

using namespace cm;

namespace {

// A result of three runs, each `count` files (or reads) of 4 KiB in `seconds`.
ResultRecord result(const QString &operation, qint64 count, double seconds, Variant variant = Variant::Plain)
{
    ResultRecord record(QStringLiteral("small"), variant, operation);
    for (int run = 0; run < 3; ++run) {
        RunRecord timed;
        timed.seconds = seconds;
        timed.files = count;
        timed.bytes = count * 4096;
        record.runs.append(timed);
    }
    return record;
}

// 26,000 files/s; the drive 84,000 reads/s at depth 32, 19,000 at depth 1.
DriveRecord smallFilesDrive(int copierThreads)
{
    DriveRecord drive;
    drive.id = QStringLiteral("d1");
    drive.label = QStringLiteral("VM disk");
    drive.copierThreads = copierThreads;
    drive.plan.minRunSeconds = 0.1; // the runs are long enough: no flag on them
    drive.results = {result(QStringLiteral("smallfiles"), 52000, 2.0),
                     result(QStringLiteral("random4k-qd1"), 16384, 16384 / 19000.0),
                     result(QStringLiteral("random4k-qd32"), 16384, 16384 / 84000.0)};
    return drive;
}

} // namespace

TEST(DriveLimit, SmallFilesInFlightAreSetAgainstDepth32AndDepth1)
{
    const DriveRecord drive = smallFilesDrive(32);
    const std::optional<DriveLimitShare> limit = driveLimitShare(drive, drive.results[0]);
    ASSERT_TRUE(limit);
    EXPECT_EQ(limit->limitOperation, QStringLiteral("random4k-qd32"));
    EXPECT_NEAR(limit->limitRate, 84000.0, 1.0);
    EXPECT_NEAR(limit->share, 26000.0 / 84000.0, 1e-6);
    ASSERT_TRUE(limit->depth1Share);
    EXPECT_NEAR(*limit->depth1Share, 26000.0 / 19000.0, 1e-6);
    EXPECT_EQ(driveLimitText(*limit), QStringLiteral("31 % of 4 KiB reads at depth 32 (137 % at depth 1)"));
}

TEST(DriveLimit, OneFileAtATimeIsSetAgainstDepth1)
{
    const DriveRecord drive = smallFilesDrive(1);
    const std::optional<DriveLimitShare> limit = driveLimitShare(drive, drive.results[0]);
    ASSERT_TRUE(limit);
    EXPECT_EQ(limit->limitOperation, QStringLiteral("random4k-qd1"));
    EXPECT_FALSE(limit->depth1Share);
    EXPECT_EQ(driveLimitText(*limit), QStringLiteral("137 % of 4 KiB reads at depth 1"));
}

TEST(DriveLimit, ABigFileReadIsSetAgainstADirectSequentialRead)
{
    DriveRecord drive;
    drive.id = QStringLiteral("d1");
    drive.plan.minRunSeconds = 0.1;
    ResultRecord read = result(QStringLiteral("read"), 1, 1.0);
    read.runs[0].bytes = read.runs[1].bytes = read.runs[2].bytes = 460'000'000;
    ResultRecord sequential = result(QStringLiteral("sequential-direct"), 1, 1.0);
    sequential.runs[0].bytes = sequential.runs[1].bytes = sequential.runs[2].bytes = 500'000'000;
    drive.results = {read, sequential};
    const std::optional<DriveLimitShare> limit = driveLimitShare(drive, drive.results[0]);
    ASSERT_TRUE(limit);
    EXPECT_EQ(limit->limitOperation, QStringLiteral("sequential-direct"));
    EXPECT_NEAR(limit->share, 0.92, 1e-6);
    EXPECT_EQ(driveLimitText(*limit), QStringLiteral("92 % of a direct sequential read"));
}

TEST(DriveLimit, NothingIsSaidWithoutALimitOfTheSameDataSetAndVariant)
{
    DriveRecord drive = smallFilesDrive(32);
    // The limits of the plain data, a result of the compressed one: no share.
    drive.results.append(result(QStringLiteral("smallfiles"), 52000, 2.0, Variant::Compressed));
    EXPECT_FALSE(driveLimitShare(drive, drive.results.last()));
    // The limits themselves, and operations without one, have none.
    for (const ResultRecord &limit : drive.results.mid(1, 2))
        EXPECT_FALSE(driveLimitShare(drive, limit));
    drive.results.append(result(QStringLiteral("write"), 100, 1.0));
    EXPECT_FALSE(driveLimitShare(drive, drive.results.last()));
    // A limit measured as nothing (no run) gives no share either.
    drive.results[2].runs.clear();
    drive.results[1].runs.clear();
    EXPECT_FALSE(driveLimitShare(drive, drive.results[0]));
}

TEST(DriveLimit, TheSummaryTablesAndJsonSayIt)
{
    Session session;
    session.drives = {smallFilesDrive(32)};
    const QString summary = summaryText(session);
    EXPECT_TRUE(summary.contains(QStringLiteral("VM disk: small plain smallfiles reached 31 % of 4 KiB reads at "
                                                "depth 32 (137 % at depth 1). Below half of what the drive gives: the "
                                                "copier, not the drive, set the pace.")))
        << summary.toStdString();
    for (const TableFormat format : {TableFormat::Markdown, TableFormat::Html, TableFormat::BBCode}) {
        const QString table = formatTable(session, format);
        EXPECT_TRUE(table.contains(QStringLiteral("of the drive")))
            << table.toStdString(); // an HTML apostrophe is escaped
        EXPECT_TRUE(table.contains(QStringLiteral("31 % of 4 KiB reads at depth 32 (137 % at depth 1)")))
            << table.toStdString();
    }
    const QStringList csv = formatTable(session, TableFormat::Csv).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    EXPECT_TRUE(csv.first().endsWith(
        QStringLiteral(",origin,flags,driveLimit,driveLimitShare,driveLimitDepth1Share,cpuSecondsPerGB")));
    EXPECT_EQ(csv.filter(QStringLiteral(",random4k-qd32,0.3095,1.3684")).size(), 1)
        << csv.join(QLatin1Char('\n')).toStdString();
    const QJsonObject json = summaryJson(session).first().toObject()[QStringLiteral("driveLimit")].toObject();
    EXPECT_EQ(json[QStringLiteral("operation")].toString(), QStringLiteral("random4k-qd32"));
    EXPECT_NEAR(json[QStringLiteral("share")].toDouble(), 26000.0 / 84000.0, 1e-6);
    EXPECT_TRUE(summaryJson(session)[1].toObject()[QStringLiteral("driveLimit")].isNull());
}

// Below half of the drive's limit with the cores kept busy, the processor,
// not the copier's waiting, held the copy back; the summary says which.
TEST(DriveLimit, WithTheCoresKeptBusyTheProcessorSetThePace)
{
    Session session;
    session.drives = {smallFilesDrive(32)};
    DriveRecord &drive = session.drives[0];
    drive.logicalCores = 2;
    auto spend = [&drive](double systemSeconds) {
        for (RunRecord &run : drive.results[0].runs) { // 2 s each
            run.cpuUserSeconds = 0.3;
            run.cpuSystemSeconds = systemSeconds;
        }
    };
    spend(3.2); // 3.5 CPU seconds in 2 s on 2 cores
    const std::optional<double> busy = processorBusy(drive, drive.results[0]);
    ASSERT_TRUE(busy);
    EXPECT_NEAR(*busy, 0.875, 1e-9);
    QString summary = summaryText(session);
    EXPECT_TRUE(summary.contains(QStringLiteral("(137 % at depth 1). Below half of what the drive gives, with the "
                                                "processor's cores 88 % busy: the processor, not the drive, set the "
                                                "pace; more cores, or less work for each file, would go further.")))
        << summary.toStdString();
    EXPECT_FALSE(summary.contains(QStringLiteral("the copier, not the drive"))) << summary.toStdString();
    const QJsonObject json = summaryJson(session).first().toObject()[QStringLiteral("driveLimit")].toObject();
    EXPECT_NEAR(json[QStringLiteral("processorBusy")].toDouble(), 0.875, 1e-9);

    spend(0.7); // a quarter of the cores: the copier waited
    summary = summaryText(session);
    EXPECT_TRUE(summary.contains(QStringLiteral("the copier, not the drive, set the pace."))) << summary.toStdString();

    drive.logicalCores = 0; // an older session, which did not record them, says nothing of the cores
    spend(3.2);
    EXPECT_FALSE(processorBusy(drive, drive.results[0]));
    EXPECT_TRUE(summaryText(session).contains(QStringLiteral("the copier, not the drive, set the pace.")));
    EXPECT_FALSE(summaryJson(session).first().toObject()[QStringLiteral("driveLimit")].toObject().contains(
        QStringLiteral("processorBusy")));
}

TEST(DriveLimit, NearTheLimitTheSummaryDoesNotBlameTheCopier)
{
    Session session;
    session.drives = {smallFilesDrive(32)};
    session.drives[0].results[0] = result(QStringLiteral("smallfiles"), 160000, 2.0); // 80,000 files/s
    const QString summary = summaryText(session);
    EXPECT_TRUE(summary.contains(QStringLiteral("reached 95 % of 4 KiB reads at depth 32 (421 % at depth 1).\n")))
        << summary.toStdString();
    EXPECT_FALSE(summary.contains(QStringLiteral("set the pace"))) << summary.toStdString();
}

// A share from flagged runs (here the limit's runs were disturbed) is marked
// and never drawn as a conclusion.
TEST(DriveLimit, FromFlaggedRunsItIsMarkedAndConcludesNothing)
{
    Session session;
    session.drives = {smallFilesDrive(32)};
    session.drives[0].results[2].runs[0].interference = {QStringLiteral("the drive read 42 MB beyond the run's own")};
    const DriveRecord &drive = session.drives[0];
    EXPECT_FALSE(driveLimitShare(smallFilesDrive(32), drive.results[0])->doubtful);
    const std::optional<DriveLimitShare> limit = driveLimitShare(drive, drive.results[0]);
    ASSERT_TRUE(limit);
    EXPECT_TRUE(limit->doubtful);
    EXPECT_TRUE(driveLimitText(*limit).endsWith(flagMark()));
    const QString summary = summaryText(session);
    EXPECT_TRUE(summary.contains(QStringLiteral("a rough guide, not a finding"))) << summary.toStdString();
    EXPECT_FALSE(summary.contains(QStringLiteral("set the pace"))) << summary.toStdString();
}
