// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/sessionfile.h"
#include "session/sessionjson.h"
#include "tempfolders.h"
#include "util/shownpath.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimeZone>

#include <gtest/gtest.h>

using namespace cm;

namespace {

Session sampleSession()
{
    Session session;
    session.created = QDateTime(QDate(2026, 11, 30), QTime(13, 0), QTimeZone::utc());
    session.machine
        = MachineInfo{QStringLiteral("Test CPU"), 2, 1024, QStringLiteral("Debian"), QStringLiteral("Linux 6")};
    DriveRecord drive;
    drive.id = QStringLiteral("d1");
    drive.label = QStringLiteral("Test drive");
    drive.source.path = QStringLiteral("/data");
    drive.source.filesystem = QStringLiteral("ext4");
    drive.target.ramBacked = true;
    drive.target.filesystem = QStringLiteral("tmpfs");
    drive.plan.targetPath = QStringLiteral("/dev/shm");
    drive.plan.cacheMode = CacheMode::Evict;
    drive.copierName = QStringLiteral("serial");
    DataSetRecord dataSet;
    dataSet.manifest = DataSetManifest{QStringLiteral("books"), 1, 10, 1, 1000, 200, 50};
    dataSet.plain.onDiskBytes = 4096;
    dataSet.plain.onDiskMethod = QStringLiteral("st_blocks");
    drive.dataSets.append(dataSet);
    ResultRecord result{QStringLiteral("books"), Variant::Plain, QStringLiteral("read"), {}};
    for (double seconds : {1.0, 2.0, 4.0}) {
        RunRecord run;
        run.seconds = seconds;
        run.bytes = 100'000'000;
        run.files = 10;
        run.deviceBytesRead = 100'003'840;
        result.runs.append(run);
    }
    drive.results.append(result);
    session.drives.append(drive);
    return session;
}

QJsonObject saveAndParse(const Session &session, const QString &path)
{
    EXPECT_TRUE(saveSession(session, path));
    QFile file(path);
    EXPECT_TRUE(file.open(QIODevice::ReadOnly));
    QJsonParseError error{};
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &error);
    EXPECT_EQ(error.error, QJsonParseError::NoError);
    return document.object();
}

} // namespace

TEST(SessionWriter, WritesTheFormatNamesOfTheContract)
{
    test::TempFolder folder;
    const QJsonObject root = saveAndParse(sampleSession(), folder.filePath(QStringLiteral("s.cmsession.json")));
    EXPECT_EQ(root[QStringLiteral("format")].toString(), QStringLiteral("compressmark-session"));
    EXPECT_EQ(root[QStringLiteral("version")].toInt(), 1);
    EXPECT_EQ(root[QStringLiteral("created")].toString(), QStringLiteral("2026-11-30T13:00:00Z"));
    EXPECT_EQ(root[QStringLiteral("machine")][QStringLiteral("logicalCores")].toInt(), 2);

    const QJsonObject drive = root[QStringLiteral("drives")].toArray().at(0).toObject();
    EXPECT_EQ(drive[QStringLiteral("id")].toString(), QStringLiteral("d1"));
    EXPECT_EQ(drive[QStringLiteral("source")][QStringLiteral("filesystem")].toString(), QStringLiteral("ext4"));
    EXPECT_TRUE(drive[QStringLiteral("source")][QStringLiteral("model")].isNull());
    EXPECT_TRUE(drive[QStringLiteral("target")][QStringLiteral("ramBacked")].toBool());
    EXPECT_EQ(drive[QStringLiteral("compression")][QStringLiteral("method")].toString(), QStringLiteral("none"));
    EXPECT_EQ(drive[QStringLiteral("plan")][QStringLiteral("cacheMode")].toString(), QStringLiteral("evict"));
    EXPECT_EQ(drive[QStringLiteral("plan")][QStringLiteral("copier")][QStringLiteral("blockBytes")].toInt(), 1048576);

    const QJsonObject dataSet = drive[QStringLiteral("dataSets")].toArray().at(0).toObject();
    EXPECT_EQ(dataSet[QStringLiteral("logicalBytes")].toInt(), 1000);
    EXPECT_EQ(dataSet[QStringLiteral("variants")][QStringLiteral("plain")][QStringLiteral("onDiskBytes")].toInt(),
              4096);

    const QJsonObject result = drive[QStringLiteral("results")].toArray().at(0).toObject();
    EXPECT_EQ(result[QStringLiteral("operation")].toString(), QStringLiteral("read"));
    const QJsonArray runs = result[QStringLiteral("runs")].toArray();
    ASSERT_EQ(runs.size(), 3);
    EXPECT_DOUBLE_EQ(runs.at(0)[QStringLiteral("deviceBytesRead")].toDouble(), 100'003'840.0);
    EXPECT_TRUE(runs.at(0)[QStringLiteral("deviceBytesWritten")].isNull());
    // 100 MB in 1, 2 and 4 s: 100, 50 and 25 MB/s.
    const QJsonObject summary = result[QStringLiteral("summary")].toObject();
    EXPECT_DOUBLE_EQ(summary[QStringLiteral("medianMBps")].toDouble(), 50.0);
    EXPECT_DOUBLE_EQ(summary[QStringLiteral("minMBps")].toDouble(), 25.0);
    EXPECT_DOUBLE_EQ(summary[QStringLiteral("maxMBps")].toDouble(), 100.0);
    EXPECT_NEAR(summary[QStringLiteral("meanMBps")].toDouble(), 175.0 / 3.0, 1e-9);
}

TEST(SessionWriter, ReplacesAnOldFileWhole)
{
    test::TempFolder folder;
    const QString path = folder.filePath(QStringLiteral("s.cmsession.json"));
    Session session = sampleSession();
    saveAndParse(session, path);
    session.drives.first().label = QStringLiteral("Renamed");
    const QJsonObject root = saveAndParse(session, path);
    EXPECT_EQ(root[QStringLiteral("drives")][0][QStringLiteral("label")].toString(), QStringLiteral("Renamed"));
    EXPECT_EQ(test::countEntries(folder.path()), 1); // no temporary file left beside it
}

TEST(SessionWriter, FailsClearlyAndLeavesNoFileWhereItCannotWrite)
{
    test::TempFolder folder;
    const QString path = folder.filePath(QStringLiteral("missing-folder/s.cmsession.json"));
    const Status status = saveSession(sampleSession(), path);
    ASSERT_FALSE(status);
    EXPECT_TRUE(status.message().contains(shownPath(path))) << status.message().toStdString();
    EXPECT_EQ(test::countEntries(folder.path()), 0);
}
