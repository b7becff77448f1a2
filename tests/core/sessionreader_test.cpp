// SPDX-License-Identifier: GPL-3.0-or-later
#include "samplesession.h"
#include "sessionfiletest.h"
#include "session/sessionfile.h"
#include "session/sessionjson.h"
#include "session/sessionmerge.h"
#include "session/sessionreader.h"
#include "tempfolders.h"
#include "util/shownpath.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <gtest/gtest.h>

#include <functional>

using namespace cm;

using test::changed;
using test::readAll;
using test::writeAll;
using SessionReader = test::SessionFileTest;

TEST_F(SessionReader, SaveLoadSaveGivesTheSameBytes)
{
    const QString first = savedSample();
    Session loaded;
    ASSERT_TRUE(loadSession(first, &loaded));
    const QString second = folder.filePath(QStringLiteral("again.cmsession.json"));
    ASSERT_TRUE(saveSession(loaded, second));
    EXPECT_EQ(readAll(first), readAll(second));

    Session again;
    ASSERT_TRUE(loadSession(second, &again));
    EXPECT_EQ(sessionToJson(loaded), sessionToJson(again));
}

TEST_F(SessionReader, ReadsEveryFieldTheWriterWrites)
{
    Session original = test::sampleSession(2);
    DriveRecord &drive = original.drives[1];
    drive.results[0].runs[0].dataSeed = 42;
    drive.deviceCountersNote = QStringLiteral("no counters");
    drive.dataSets[0].plain = VariantRecord{std::nullopt, QString(), QStringLiteral("not measurable")};
    drive.plan.compression = CompressionChoice{CompressionMethod::LoopBtrfs, QStringLiteral("zstd")};
    drive.source.blockDevice = QStringLiteral("loop3");
    drive.source.logicalSectorBytes = 512;
    drive.source.notes = {QStringLiteral("serial: not reported")};
    const QString path = folder.filePath(QStringLiteral("full.cmsession.json"));
    ASSERT_TRUE(saveSession(original, path));

    Session loaded;
    ASSERT_TRUE(loadSession(path, &loaded));
    ASSERT_EQ(loaded.drives.size(), 2);
    EXPECT_EQ(loaded.created, original.created);
    EXPECT_EQ(loaded.machine.cpu, QStringLiteral("Test CPU"));
    EXPECT_EQ(loaded.machine.memoryBytes, 1024);
    const DriveRecord &d = loaded.drives[1];
    EXPECT_EQ(d.id, QStringLiteral("d2"));
    EXPECT_EQ(d.label, QStringLiteral("Disk B"));
    EXPECT_EQ(d.origin, path);
    EXPECT_EQ(d.source.model, std::optional<QString>(QStringLiteral("Test Disk 1000")));
    EXPECT_EQ(d.source.rotational, std::optional<bool>(true));
    EXPECT_EQ(d.source.blockDevice, std::optional<QString>(QStringLiteral("loop3")));
    EXPECT_EQ(d.source.logicalSectorBytes, std::optional<int>(512));
    EXPECT_FALSE(d.source.physicalSectorBytes.has_value());
    EXPECT_EQ(d.source.notes, QStringList{QStringLiteral("serial: not reported")});
    EXPECT_EQ(d.target.path, QStringLiteral("/dev/shm/x"));
    EXPECT_EQ(d.plan.targetPath, QStringLiteral("/dev/shm/x"));
    EXPECT_TRUE(d.target.ramBacked);
    EXPECT_EQ(d.compression.method, CompressionMethod::Btrfs);
    EXPECT_EQ(d.compression.algorithm, QStringLiteral("zstd"));
    EXPECT_EQ(d.plan.compression.name(), QStringLiteral("loop-btrfs:zstd"));
    EXPECT_EQ(d.plan.repetitions, 3);
    EXPECT_EQ(d.plan.cacheMode, CacheMode::Evict);
    EXPECT_EQ(d.plan.blockBytes, 1024 * 1024);
    EXPECT_EQ(d.copierName, QStringLiteral("serial"));
    EXPECT_EQ(d.plan.operations, QList<Operation>{Operation::Read});
    ASSERT_TRUE(d.loopImage.has_value());
    EXPECT_EQ(d.loopImage->imageBytes, 1 << 30);
    EXPECT_TRUE(d.loopImage->directIo);
    EXPECT_EQ(d.loopImage->volume.loopBackingFile, std::optional<QString>(QStringLiteral("/data/ws/image.btrfs")));
    EXPECT_EQ(d.notes, original.drives[1].notes);
    EXPECT_EQ(d.residencyMethod, QStringLiteral("mincore"));
    EXPECT_EQ(d.deviceCountersNote, QStringLiteral("no counters"));
    ASSERT_EQ(d.dataSets.size(), 2);
    EXPECT_EQ(d.dataSets[0].manifest.kind, QStringLiteral("books"));
    EXPECT_EQ(d.dataSets[0].manifest.bytes, 100'000'000);
    EXPECT_EQ(d.dataSets[0].manifest.largestFileBytes, 4'000'000);
    EXPECT_FALSE(d.dataSets[0].plain.onDiskBytes.has_value());
    EXPECT_EQ(d.dataSets[0].plain.note, QStringLiteral("not measurable"));
    ASSERT_TRUE(d.dataSets[0].compressed.has_value());
    EXPECT_EQ(d.dataSets[0].compressed->onDiskBytes, std::optional<qint64>(40'000'000));
    EXPECT_EQ(d.dataSets[0].compressed->onDiskMethod, QStringLiteral("btrfs extents"));
    EXPECT_EQ(d.plan.dataSets.size(), 2);
    ASSERT_EQ(d.results.size(), 4);
    const RunRecord &run = d.results[0].runs[0];
    EXPECT_DOUBLE_EQ(run.seconds, 2.0);
    EXPECT_EQ(run.bytes, 100'000'000);
    EXPECT_EQ(run.files, 120);
    EXPECT_EQ(run.deviceBytesRead, std::optional<qint64>(100'000'000));
    EXPECT_EQ(run.deviceBytesWritten, std::optional<qint64>(0));
    EXPECT_DOUBLE_EQ(run.cpuUserSeconds, 0.25);
    EXPECT_DOUBLE_EQ(run.cpuSystemSeconds, 0.5);
    EXPECT_TRUE(run.cold);
    EXPECT_EQ(run.dataSeed, std::optional<quint64>(42));
    EXPECT_FALSE(d.results[0].runs[1].dataSeed.has_value());
    EXPECT_TRUE(run.extra.isEmpty());
    EXPECT_TRUE(d.extra.isEmpty());
}

TEST_F(SessionReader, KeepsUnknownFieldsAtEveryLevel)
{
    const QStringList places{
        QStringLiteral("x"),
        QStringLiteral("app.x"),
        QStringLiteral("machine.x"),
        QStringLiteral("drives.#0.x"),
        QStringLiteral("drives.#0.source.x"),
        QStringLiteral("drives.#0.target.x"),
        QStringLiteral("drives.#0.compression.x"),
        QStringLiteral("drives.#0.plan.x"),
        QStringLiteral("drives.#0.plan.copier.x"),
        QStringLiteral("drives.#1.loopImage.x"),
        QStringLiteral("drives.#0.dataSets.#1.x"),
        QStringLiteral("drives.#0.dataSets.#1.brotliRatio"),
        QStringLiteral("drives.#0.dataSets.#1.variants.x"),
        QStringLiteral("drives.#0.dataSets.#1.variants.plain.x"),
        QStringLiteral("drives.#0.dataSets.#1.variants.compressed.x"),
        QStringLiteral("drives.#0.results.#2.x"),
        QStringLiteral("drives.#0.results.#2.summary.x"),
        QStringLiteral("drives.#0.results.#2.runs.#1.x"),
    };
    QJsonObject root = sampleJson();
    int n = 0;
    for (const QString &place : places)
        root = changed(root, place,
                       QJsonObject{{QStringLiteral("kept"), ++n}, {QStringLiteral("list"), QJsonArray{1, 2}}});
    const QString path = folder.filePath(QStringLiteral("unknown.cmsession.json"));
    writeAll(path, QJsonDocument(root).toJson());

    Session loaded;
    ASSERT_TRUE(loadSession(path, &loaded)) << loadSession(path, &loaded).message().toStdString();
    EXPECT_EQ(loaded.drives[0].results[2].runs[1].extra.size(), 1);
    const QString saved = folder.filePath(QStringLiteral("saved.cmsession.json"));
    ASSERT_TRUE(saveSession(loaded, saved));
    // Everything comes back, and nothing else changes.
    EXPECT_EQ(QJsonDocument::fromJson(readAll(saved)).object(), root);
}

TEST_F(SessionReader, AKeptValueWinsOverWhatTheWriterWouldWrite)
{
    // A field this reader does not read but a writer writes keeps the
    // file's value, not the writer's default.
    Session session = test::sampleSession(1);
    session.drives[0].results[0].runs[0].extra = QJsonObject{{QStringLiteral("cold"), false}};
    session.drives[0].extra = QJsonObject{{QStringLiteral("plan"), QJsonObject{{QStringLiteral("repetitions"), 9}}}};
    const QJsonObject drive = sessionToJson(session)[QStringLiteral("drives")][0].toObject();
    EXPECT_FALSE(drive[QStringLiteral("results")][0][QStringLiteral("runs")][0][QStringLiteral("cold")].toBool(true));
    EXPECT_EQ(drive[QStringLiteral("plan")][QStringLiteral("repetitions")].toInt(), 9);
    EXPECT_EQ(drive[QStringLiteral("plan")][QStringLiteral("cacheMode")].toString(), QStringLiteral("evict"));
}

TEST_F(SessionReader, RefusesAFileThatIsNotJsonWithLineAndColumn)
{
    const QByteArray whole = QJsonDocument(sampleJson()).toJson();
    expectRefused(whole.left(whole.size() / 2), QStringLiteral("line "), QStringLiteral("column"));
    expectRefused(QByteArray(), QStringLiteral("line 1, column 1"), QString());
    expectRefused(QByteArrayLiteral("{\n  \"format\": \"compressmark-session\",\n  \"version\": NaN\n}"),
                  QStringLiteral("line 3, column"), QString());
    expectRefused(QByteArrayLiteral("\x89PNG\r\n\x1a\n\0\0\0"), QStringLiteral("line 1"), QString());
    expectRefused(QByteArrayLiteral("[1, 2, 3]"), QStringLiteral("line 1, column 1"),
                  QStringLiteral("expected a JSON object"));
}

TEST_F(SessionReader, RefusesAnotherFormatOrANewerVersion)
{
    const QJsonObject root = sampleJson();
    expectRefused(changed(root, QStringLiteral("format"), QStringLiteral("kdiskmark")), QStringLiteral("format"),
                  QStringLiteral("not a CompressMark session"));
    expectRefused(changed(root, QStringLiteral("format"), QJsonValue::Undefined), QStringLiteral("format"),
                  QStringLiteral("missing"));
    expectRefused(changed(root, QStringLiteral("version"), 2), QStringLiteral("version"), QStringLiteral("newer"));
    expectRefused(changed(root, QStringLiteral("version"), QStringLiteral("1")), QStringLiteral("version"),
                  QStringLiteral("expected a whole number"));
    expectRefused(changed(root, QStringLiteral("version"), 0), QStringLiteral("version"),
                  QStringLiteral("out of range"));
}

TEST_F(SessionReader, RefusesWrongTypesWithThePathToTheField)
{
    const QJsonObject root = sampleJson();
    expectRefused(changed(root, QStringLiteral("drives.#1.results.#0.runs.#2.seconds"), QStringLiteral("fast")),
                  QStringLiteral("drives[1].results[0].runs[2].seconds"), QStringLiteral("expected a number"));
    expectRefused(changed(root, QStringLiteral("drives.#0.results.#1.runs.#0.seconds"), QJsonValue::Null),
                  QStringLiteral("drives[0].results[1].runs[0].seconds"), QStringLiteral("expected a number"));
    expectRefused(changed(root, QStringLiteral("drives.#0.source.model"), 7), QStringLiteral("drives[0].source.model"),
                  QStringLiteral("expected a string or null"));
    expectRefused(changed(root, QStringLiteral("drives.#0.results.#0.runs.#0.cold"), QStringLiteral("yes")),
                  QStringLiteral("drives[0].results[0].runs[0].cold"), QStringLiteral("expected true or false"));
    expectRefused(changed(root, QStringLiteral("drives.#0.results"), QJsonObject{}),
                  QStringLiteral("drives[0].results"), QStringLiteral("expected an array"));
    expectRefused(changed(root, QStringLiteral("drives.#0.results.#3"), 5), QStringLiteral("drives[0].results[3]"),
                  QStringLiteral("expected an object"));
    expectRefused(changed(root, QStringLiteral("drives.#0.plan.copier"), QJsonArray{}),
                  QStringLiteral("drives[0].plan.copier"), QStringLiteral("expected an object"));
    expectRefused(changed(root, QStringLiteral("drives.#0.notes"), QJsonArray{1}), QStringLiteral("drives[0].notes"),
                  QStringLiteral("expected an array of strings"));
    expectRefused(changed(root, QStringLiteral("drives.#0.plan.cacheMode"), QStringLiteral("warm")),
                  QStringLiteral("drives[0].plan.cacheMode"), QStringLiteral("'warm'"));
    expectRefused(changed(root, QStringLiteral("drives.#0.cacheModeUsed"), QStringLiteral("warm")),
                  QStringLiteral("drives[0].cacheModeUsed"), QStringLiteral("'warm'"));
    expectRefused(changed(root, QStringLiteral("drives.#0.results.#1.variant"), QStringLiteral("zipped")),
                  QStringLiteral("drives[0].results[1].variant"), QStringLiteral("'zipped'"));
    expectRefused(changed(root, QStringLiteral("drives.#0.compression.method"), QStringLiteral("zfs")),
                  QStringLiteral("drives[0].compression.method"), QStringLiteral("'zfs'"));
    expectRefused(changed(root, QStringLiteral("drives.#0.compression.method"), QStringLiteral("auto")),
                  QStringLiteral("drives[0].compression.method"), QStringLiteral("'auto'"));
    expectRefused(changed(root, QStringLiteral("created"), QStringLiteral("yesterday")), QStringLiteral("created"),
                  QStringLiteral("'yesterday'"));
    expectRefused(changed(root, QStringLiteral("drives"), QStringLiteral("many")), QStringLiteral("drives"),
                  QStringLiteral("expected an array"));
}

TEST_F(SessionReader, RefusesMissingFields)
{
    const QJsonObject root = sampleJson();
    for (const QString &field :
         {QStringLiteral("drives"), QStringLiteral("drives.#0.id"), QStringLiteral("drives.#0.results"),
          QStringLiteral("drives.#1.source"), QStringLiteral("drives.#0.dataSets.#1.kind"),
          QStringLiteral("drives.#0.results.#2.variant"), QStringLiteral("drives.#0.results.#2.runs"),
          QStringLiteral("drives.#1.results.#3.runs.#1.bytes")}) {
        QString place = field;
        place.replace(QRegularExpression(QStringLiteral("\\.#(\\d+)")), QStringLiteral("[\\1]"));
        expectRefused(changed(root, field, QJsonValue::Undefined), place, QStringLiteral("missing"));
    }
}

TEST_F(SessionReader, RefusesNumbersOutOfRange)
{
    const QJsonObject root = sampleJson();
    const QString run = QStringLiteral("drives.#0.results.#0.runs.#0.");
    expectRefused(changed(root, run + QStringLiteral("bytes"), 1e300), QStringLiteral("runs[0].bytes"),
                  QStringLiteral("out of range"));
    expectRefused(changed(root, run + QStringLiteral("bytes"), -1), QStringLiteral("runs[0].bytes"),
                  QStringLiteral("out of range"));
    expectRefused(changed(root, run + QStringLiteral("bytes"), 1.5), QStringLiteral("runs[0].bytes"),
                  QStringLiteral("not a whole number"));
    expectRefused(changed(root, run + QStringLiteral("seconds"), -0.5), QStringLiteral("runs[0].seconds"),
                  QStringLiteral("out of range"));
    expectRefused(changed(root, run + QStringLiteral("residentBeforeFraction"), 3.0),
                  QStringLiteral("runs[0].residentBeforeFraction"), QStringLiteral("out of range"));
    expectRefused(changed(root, QStringLiteral("machine.logicalCores"), 1e12), QStringLiteral("machine.logicalCores"),
                  QStringLiteral("out of range"));
    // A number too large for a double is no number at all.
    QByteArray text = QJsonDocument(root).toJson();
    text.replace("\"version\": 1", "\"version\": 1e999");
    expectRefused(text, QStringLiteral("line "), QStringLiteral("number"));
}

TEST_F(SessionReader, SaysWhichFileCannotBeOpened)
{
    Session session;
    const QString path = folder.filePath(QStringLiteral("absent.cmsession.json"));
    const Status status = loadSession(path, &session);
    ASSERT_FALSE(status);
    EXPECT_TRUE(status.message().contains(shownPath(path))) << status.message().toStdString();
}

TEST_F(SessionReader, MergedSessionsKeepEveryDriveAndItsOrigin)
{
    const QString first = folder.filePath(QStringLiteral("one.cmsession.json"));
    const QString second = folder.filePath(QStringLiteral("two.cmsession.json"));
    ASSERT_TRUE(saveSession(test::sampleSession(2), first));
    Session later = test::sampleSession(1);
    later.created = later.created.addDays(1);
    ASSERT_TRUE(saveSession(later, second));
    Session a, b;
    ASSERT_TRUE(loadSession(first, &a));
    ASSERT_TRUE(loadSession(second, &b));

    const Session merged = mergeSessions({b, a});
    ASSERT_EQ(merged.drives.size(), 3);
    EXPECT_EQ(merged.created, a.created); // the earliest
    EXPECT_EQ(merged.drives[0].origin, second);
    EXPECT_EQ(merged.drives[1].origin, first);
    EXPECT_EQ(merged.drives[2].origin, first);
    EXPECT_EQ(merged.drives[0].id, QStringLiteral("d1"));
    EXPECT_EQ(merged.drives[1].id, QStringLiteral("d1-2"));
    EXPECT_EQ(merged.drives[2].id, QStringLiteral("d2"));
}

TEST(SessionReaderEngineFields, PlanCopierOperationsAndWrittenSizesComeBack)
{
    test::TempFolder folder;
    Session session;
    session.created = QDateTime::fromString(QStringLiteral("2026-11-30T12:00:00Z"), Qt::ISODate);
    DriveRecord drive;
    drive.id = QStringLiteral("d1");
    drive.plan.operations
        = {Operation::Write, Operation::SmallFiles, Operation::RandomReadsDepth1, Operation::RandomReadsDepth32};
    drive.plan.copier = CopierChoice{CopierChoice::Kind::External, 0, QStringLiteral("rsync -a \"{src}/\" {dst}")};
    drive.plan.verify = true;
    drive.plan.adaptiveRepetitions = true;
    drive.plan.repetitions = Plan::AdaptiveMaximum;
    DataSetRecord dataSet;
    dataSet.manifest.kind = QStringLiteral("books");
    dataSet.manifest.bytes = 1000;
    dataSet.manifest.sampleBytes = 1000;
    dataSet.manifest.zstdRatio = 2.9;
    dataSet.manifest.lz4Ratio = 1.6;
    drive.dataSets.append(dataSet);
    RunRecord run;
    run.seconds = 0.5;
    run.bytes = 1000;
    run.onDiskBytes = 400;
    run.cacheMode = CacheMode::Drop;
    RunRecord evicted = run;
    evicted.cacheMode = CacheMode::Evict;
    drive.cacheModeUsed = CacheMode::Evict;
    drive.cacheModeReason = QStringLiteral("the helper was refused: evicting");
    drive.results.append(
        ResultRecord{QStringLiteral("books"), Variant::Plain, QStringLiteral("write"), {run, evicted}});
    session.drives.append(drive);
    const QString path = folder.filePath(QStringLiteral("engine.cmsession.json"));
    ASSERT_TRUE(saveSession(session, path));

    Session loaded;
    const Status status = loadSession(path, &loaded);
    ASSERT_TRUE(status) << status.message().toStdString();
    const DriveRecord &back = loaded.drives.first();
    EXPECT_EQ(back.plan.operations, drive.plan.operations);
    EXPECT_EQ(back.plan.copier.name(), drive.plan.copier.name());
    EXPECT_TRUE(back.plan.verify);
    EXPECT_TRUE(back.plan.adaptiveRepetitions);
    EXPECT_DOUBLE_EQ(back.dataSets.first().manifest.zstdRatio, 2.9);
    EXPECT_DOUBLE_EQ(back.dataSets.first().manifest.lz4Ratio, 1.6);
    EXPECT_EQ(back.results.first().runs.first().onDiskBytes, std::optional<qint64>(400));
    EXPECT_EQ(back.results.first().runs.at(0).cacheMode, std::optional<CacheMode>(CacheMode::Drop));
    EXPECT_EQ(back.results.first().runs.at(1).cacheMode, std::optional<CacheMode>(CacheMode::Evict));
    EXPECT_EQ(back.cacheModeUsed, std::optional<CacheMode>(CacheMode::Evict));
    EXPECT_EQ(back.cacheModeReason, drive.cacheModeReason);
    const QString again = folder.filePath(QStringLiteral("again.cmsession.json"));
    ASSERT_TRUE(saveSession(loaded, again));
    QFile first(path), second(again);
    ASSERT_TRUE(first.open(QIODevice::ReadOnly) && second.open(QIODevice::ReadOnly));
    EXPECT_EQ(first.readAll(), second.readAll());
}

TEST_F(SessionReader, TargetWriteSpeedAndTheTargetSlowerFlagComeBack)
{
    Session session = test::sampleSession(2);
    session.drives[0].targetWriteMBps = 2345.5;
    session.drives[0].results[1].targetSlower = true;
    const QString path = folder.filePath(QStringLiteral("target.cmsession.json"));
    ASSERT_TRUE(saveSession(session, path));
    const QJsonObject root = QJsonDocument::fromJson(readAll(path)).object();
    const QJsonObject drive = root.value(QStringLiteral("drives")).toArray().at(0).toObject();
    EXPECT_DOUBLE_EQ(drive.value(QStringLiteral("targetWriteMBps")).toDouble(), 2345.5);
    EXPECT_TRUE(
        drive.value(QStringLiteral("results")).toArray().at(1).toObject().value(QStringLiteral("targetSlower")).toBool());
    // Absent where nothing was measured or flagged: older files read the same.
    const QJsonObject other = root.value(QStringLiteral("drives")).toArray().at(1).toObject();
    EXPECT_FALSE(other.contains(QStringLiteral("targetWriteMBps")));
    EXPECT_FALSE(
        other.value(QStringLiteral("results")).toArray().at(1).toObject().contains(QStringLiteral("targetSlower")));

    Session loaded;
    const Status status = loadSession(path, &loaded);
    ASSERT_TRUE(status) << status.message().toStdString();
    EXPECT_EQ(loaded.drives[0].targetWriteMBps, std::optional<double>(2345.5));
    EXPECT_TRUE(loaded.drives[0].results[1].targetSlower);
    EXPECT_FALSE(loaded.drives[0].results[0].targetSlower);
    EXPECT_FALSE(loaded.drives[1].targetWriteMBps.has_value());
    const QString again = folder.filePath(QStringLiteral("again.cmsession.json"));
    ASSERT_TRUE(saveSession(loaded, again));
    EXPECT_EQ(readAll(path), readAll(again));

    expectRefused(changed(root, QStringLiteral("drives.#0.results.#1.targetSlower"), QStringLiteral("yes")),
                  QStringLiteral("results[1].targetSlower"), QStringLiteral("expected true or false"));
    expectRefused(changed(root, QStringLiteral("drives.#0.targetWriteMBps"), -3.0),
                  QStringLiteral("drives[0].targetWriteMBps"), QStringLiteral("out of range"));
}

TEST_F(SessionReader, WhereDeviceBytesWereCountedComesBackAndOlderFilesLoadWithout)
{
    Session session = test::sampleSession(2);
    const QString countedOn
        = QStringLiteral("vda (holds /data/ntfs.img, the image behind the FUSE mount at /mnt/ntfs)");
    session.drives[0].deviceCountedOn = countedOn;
    const QString path = folder.filePath(QStringLiteral("counted.cmsession.json"));
    ASSERT_TRUE(saveSession(session, path));
    const QJsonObject root = QJsonDocument::fromJson(readAll(path)).object();
    EXPECT_EQ(root.value(QStringLiteral("drives"))
                  .toArray()
                  .at(0)
                  .toObject()
                  .value(QStringLiteral("deviceCountedOn"))
                  .toString(),
              countedOn);
    // Absent where nothing was counted: files written before the field read the same.
    EXPECT_FALSE(
        root.value(QStringLiteral("drives")).toArray().at(1).toObject().contains(QStringLiteral("deviceCountedOn")));

    Session loaded;
    const Status status = loadSession(path, &loaded);
    ASSERT_TRUE(status) << status.message().toStdString();
    EXPECT_EQ(loaded.drives[0].deviceCountedOn, countedOn);
    EXPECT_TRUE(loaded.drives[1].deviceCountedOn.isEmpty());

    expectRefused(changed(root, QStringLiteral("drives.#0.deviceCountedOn"), 7),
                  QStringLiteral("drives[0].deviceCountedOn"), QStringLiteral("expected a string"));
}
