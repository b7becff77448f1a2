// SPDX-License-Identifier: GPL-3.0-or-later
#include "samplesession.h"

#include <QTimeZone>

namespace cm::test {

ResultRecord sampleResult(const QString &dataSet, Variant variant, const QList<double> &seconds,
                          double deviceReadPerByte)
{
    ResultRecord result{dataSet, variant, QStringLiteral("read"), {}};
    for (double s : seconds) {
        RunRecord run;
        run.seconds = s;
        run.bytes = 100'000'000;
        run.files = 120;
        run.deviceBytesRead = qint64(100'000'000 * deviceReadPerByte);
        run.deviceBytesWritten = 0;
        run.cpuUserSeconds = 0.25;
        run.cpuSystemSeconds = 0.5;
        run.residentBeforeFraction = 0.0;
        result.runs.append(run);
    }
    return result;
}

Session sampleSession(int drives)
{
    Session session;
    session.created = QDateTime(QDate(2026, 11, 30), QTime(13, 0), QTimeZone::utc());
    session.machine
        = MachineInfo{QStringLiteral("Test CPU"), 2, 1024, QStringLiteral("Debian"), QStringLiteral("Linux 6")};
    for (int d = 0; d < drives; ++d) {
        const double pace = 1.0 + d; // later drives are slower
        DriveRecord drive;
        drive.id = QStringLiteral("d%1").arg(d + 1);
        drive.label = QStringLiteral("Disk %1").arg(QLatin1Char('A' + d));
        drive.source.path = QStringLiteral("/data");
        drive.source.mountPoint = QStringLiteral("/data");
        drive.source.device = QStringLiteral("/dev/sdb1");
        drive.source.model = QStringLiteral("Test Disk 1000");
        drive.source.rotational = true;
        drive.source.filesystem = QStringLiteral("btrfs");
        drive.source.totalBytes = 1'000'000'000;
        drive.target.path = QStringLiteral("/dev/shm/x");
        drive.target.filesystem = QStringLiteral("tmpfs");
        drive.target.ramBacked = true;
        drive.compression = CompressionRecord{CompressionMethod::Btrfs, QStringLiteral("zstd"), QString()};
        drive.plan.targetPath = drive.target.path;
        drive.plan.repetitions = 3;
        drive.plan.cacheMode = CacheMode::Evict;
        drive.plan.minRunSeconds = 0.5; // every run lasts as long: none is too short
        drive.copierName = QStringLiteral("serial");
        drive.residencyMethod = QStringLiteral("mincore");
        if (d == 1) {
            LoopImageRecord image;
            image.volume.filesystem = QStringLiteral("btrfs");
            image.volume.loopBackingFile = QStringLiteral("/data/ws/image.btrfs");
            image.imageBytes = 1 << 30;
            image.directIo = true;
            drive.loopImage = image;
            drive.notes = {QStringLiteral("btrfs reads compressed data through the page cache")};
        }
        for (const QString &kind : {QStringLiteral("books"), QStringLiteral("photos")}) {
            DataSetRecord dataSet;
            dataSet.manifest = DataSetManifest{kind, 1, 120, 4, 100'000'000, 4'000'000, 1'000};
            dataSet.plain.onDiskBytes = 100'003'840;
            dataSet.plain.onDiskMethod = QStringLiteral("st_blocks");
            dataSet.compressed = VariantRecord{kind == QLatin1String("books") ? 40'000'000 : 99'000'000,
                                               QStringLiteral("btrfs extents"), QString()};
            drive.dataSets.append(dataSet);
        }
        drive.results.append(
            sampleResult(QStringLiteral("books"), Variant::Plain, {1.0 * pace, 2.0 * pace, 4.0 * pace}, 1.0));
        drive.results.append(
            sampleResult(QStringLiteral("books"), Variant::Compressed, {1.0 * pace, 1.0 * pace, 1.25 * pace}, 0.4));
        drive.results.append(
            sampleResult(QStringLiteral("photos"), Variant::Plain, {0.5 * pace, 0.5 * pace, 0.5 * pace}, 1.0));
        drive.results.append(
            sampleResult(QStringLiteral("photos"), Variant::Compressed, {1.0 * pace, 1.0 * pace, 1.0 * pace}, 0.99));
        session.drives.append(drive);
    }
    return session;
}

Session sampleSessionOfDrives(int drives)
{
    Session session = sampleSession(drives);
    for (int d = 0; d < drives; ++d)
        session.drives[d].label = QStringLiteral("Drive %1").arg(d + 1);
    return session;
}

RunTimeline slowingTimeline(qint64 bytes, double seconds, double interval)
{
    // pace * half + pace / 2 * half = bytes
    const double half = seconds / 2;
    const double pace = double(bytes) / (1.5 * half);
    RunTimeline timeline{interval, {}};
    qsizetype points = 1;
    while (double(points) * interval < seconds)
        ++points;
    for (qsizetype i = 1; i < points; ++i) {
        const double t = double(i) * interval;
        timeline.bytes.append(qint64(t <= half ? pace * t : pace * half + pace / 2 * (t - half)));
    }
    timeline.bytes.append(bytes);
    return timeline;
}

Session sampleSessionWithTimelines(int drives)
{
    Session session = sampleSession(drives);
    for (DriveRecord &drive : session.drives)
        for (ResultRecord &result : drive.results)
            for (RunRecord &run : result.runs)
                run.timeline = slowingTimeline(run.bytes, run.seconds);
    return session;
}

} // namespace cm::test
