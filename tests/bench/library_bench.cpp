// SPDX-License-Identifier: GPL-3.0-or-later
// Measures the library at scale: synthesizes session files (3 drives of
// 3 data sets, both variants, 5 runs each: about what a reviewer's
// sessions hold), indexes them, and times what lists ask of it: opening,
// a refresh that finds nothing new, each filter and the search, a drive's
// history. Not a test: prints the numbers for docs/PERFORMANCE.md. The
// filters are timed round-robin, each repetition of every filter before
// the next, so that the machine's drift touches them alike.
//
// Usage: compressmark_library_bench [--sessions N] [--repeats N] [--reuse] [FOLDER]
//        (default: 10000 sessions, 25 repeats, in a new folder under /var/tmp)
#include "library/library.h"
#include "librarypage/libraryproxymodel.h"
#include "librarypage/librarytablemodel.h"
#include "session/sessionjson.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <sys/resource.h>

using namespace cm;

namespace {

long peakRssKib()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss;
}

RunRecord run(double seconds)
{
    RunRecord record;
    record.seconds = seconds;
    record.bytes = 400'000'000;
    record.files = 900;
    record.deviceBytesRead = 390'000'000;
    record.deviceBytesWritten = 0;
    record.cpuUserSeconds = 0.2;
    record.cpuSystemSeconds = 0.6;
    return record;
}

// Session `n`: three drives among 40 models, on one of four filesystems,
// over two years.
Session syntheticSession(int n)
{
    static const QStringList Filesystems{QStringLiteral("btrfs"), QStringLiteral("ext4"), QStringLiteral("xfs"),
                                         QStringLiteral("ntfs")};
    static const QStringList Kinds{QStringLiteral("books"), QStringLiteral("photos"), QStringLiteral("system"),
                                   QStringLiteral("image"), QStringLiteral("small")};
    Session session;
    session.created = QDateTime(QDate(2025, 1, 1), QTime(0, 0), Qt::UTC).addSecs(qint64(n) * 6311);
    session.machine = MachineInfo{QStringLiteral("AMD Ryzen 7 %1").arg(n % 7), 16, qint64(32) << 30,
                                  QStringLiteral("Debian GNU/Linux 12"), QStringLiteral("6.1.0-%1-amd64").arg(n % 30)};
    for (int d = 0; d < 3; ++d) {
        const int model = (n * 3 + d) % 40;
        DriveRecord drive;
        drive.id = QStringLiteral("d%1").arg(d + 1);
        drive.label = QStringLiteral("Drive %1 of session %2").arg(QString::number(d + 1), QString::number(n));
        drive.source.path = QStringLiteral("/mnt/disk%1").arg(d);
        drive.source.filesystem = Filesystems.at((n + d) % Filesystems.size());
        drive.source.model = QStringLiteral("Vendor Model %1").arg(model);
        drive.source.serial = QStringLiteral("SN%1").arg(model * 7919);
        drive.compression = drive.source.filesystem == QLatin1String("btrfs")
            ? CompressionRecord{CompressionMethod::Btrfs, QStringLiteral("zstd"), QString()}
            : CompressionRecord{CompressionMethod::LoopBtrfs, QStringLiteral("zstd"), QString()};
        drive.copierName = QStringLiteral("serial");
        for (int k = 0; k < 3; ++k) {
            const QString kind = Kinds.at((n + d + k) % Kinds.size());
            for (const Variant variant : Variants) {
                ResultRecord result(kind, variant, QStringLiteral("read"));
                for (int r = 0; r < 5; ++r)
                    result.runs.append(run(1.0 + 0.1 * ((n + r + k) % 5) + (variant == Variant::Compressed ? 0.3 : 0)));
                drive.results.append(result);
            }
        }
        session.drives.append(drive);
    }
    return session;
}

struct Timing
{
    Timing(const char *what, std::function<void()> toTime)
        : name(what)
        , work(std::move(toTime))
    {
    }
    const char *name;
    std::function<void()> work;
    QList<double> milliseconds;
};

double middleOf(QList<double> values)
{
    std::sort(values.begin(), values.end());
    return values.isEmpty() ? 0.0 : values.at(values.size() / 2);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QStringList arguments = app.arguments().mid(1);
    int sessions = 10000;
    int repeats = 25;
    bool reuse = false; // the library a run before made in FOLDER: only the queries are timed
    QString folder;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        if (arguments.at(i) == QLatin1String("--sessions") && i + 1 < arguments.size())
            sessions = arguments.at(++i).toInt();
        else if (arguments.at(i) == QLatin1String("--repeats") && i + 1 < arguments.size())
            repeats = arguments.at(++i).toInt();
        else if (arguments.at(i) == QLatin1String("--reuse"))
            reuse = true;
        else
            folder = arguments.at(i);
    }
    QTemporaryDir temporary(QStringLiteral("/var/tmp/compressmark-library-bench-XXXXXX"));
    if (folder.isEmpty())
        folder = temporary.path();
    const QString sessionFolder = folder + QStringLiteral("/sessions");
    QDir().mkpath(sessionFolder);

    QElapsedTimer clock;
    clock.start();
    qint64 bytes = 0;
    for (int n = 0; n < sessions; ++n) {
        const QString path = sessionFolder + QStringLiteral("/s%1.cmsession.json").arg(n, 5, 10, QLatin1Char('0'));
        if (QFile::exists(path))
            continue;
        QFile file(path);
        const QByteArray json = QJsonDocument(sessionToJson(syntheticSession(n))).toJson(QJsonDocument::Compact);
        if (!file.open(QIODevice::WriteOnly) || file.write(json) != json.size()) {
            std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
            return 1;
        }
        bytes += json.size();
    }
    std::printf("synthesized %d session files (%.1f MB new) in %.1f s; peak RSS so far %ld MiB\n", sessions,
                double(bytes) / 1e6, double(clock.elapsed()) / 1000.0, peakRssKib() / 1024);

    const QString libraryPath = folder + QStringLiteral("/library.sqlite");
    if (!reuse)
        QFile::remove(libraryPath);
    const long rssBefore = peakRssKib();
    clock.restart();
    if (!reuse) {
        Library library(libraryPath);
        LibraryChanges changes;
        Status status = library.open();
        if (status)
            status = library.add({sessionFolder}, &changes);
        if (!status) {
            std::fprintf(stderr, "%s\n", qPrintable(status.message()));
            return 1;
        }
        std::printf("indexed %d files (%d drives' sessions) in %.1f s; peak RSS %ld MiB (%ld MiB before); library "
                    "%.1f MB\n",
                    changes.added, sessions, double(clock.elapsed()) / 1000.0, peakRssKib() / 1024, rssBefore / 1024,
                    double(QFileInfo(libraryPath).size()) / 1e6);
    }

    Library library(libraryPath);
    clock.restart();
    if (!library.open())
        return 1;
    std::printf("open (integrity and schema checked): %.1f ms\n", double(clock.nsecsElapsed()) / 1e6);

    QList<LibraryDrive> drives;
    LibraryDrive one;
    const auto list = [&](const LibraryFilter &filter) {
        if (!library.drives(filter, false, &drives))
            std::fprintf(stderr, "query failed\n");
    };
    const auto filterOf = [](auto set) {
        LibraryFilter filter;
        set(filter);
        return filter;
    };
    QList<Timing> timings{
        {"refresh, nothing new",
         [&] {
             LibraryChanges changes;
             static_cast<void>(library.refresh(&changes));
         }},
        {"list all", [&] { list({}); }},
        {"--model", [&] { list(filterOf([](LibraryFilter &f) { f.model = QStringLiteral("model 17"); })); }},
        {"--filesystem", [&] { list(filterOf([](LibraryFilter &f) { f.filesystem = QStringLiteral("xfs"); })); }},
        {"--compression", [&] { list(filterOf([](LibraryFilter &f) { f.compression = QStringLiteral("btrfs"); })); }},
        {"--dataset", [&] { list(filterOf([](LibraryFilter &f) { f.dataSet = QStringLiteral("small"); })); }},
        {"--since --until",
         [&] {
             list(filterOf([](LibraryFilter &f) {
                 f.since = QDateTime(QDate(2025, 6, 1), QTime(0, 0), Qt::UTC);
                 f.until = QDateTime(QDate(2025, 7, 1), QTime(0, 0), Qt::UTC);
             }));
         }},
        {"--search", [&] { list(filterOf([](LibraryFilter &f) { f.search = QStringLiteral("session 4242"); })); }},
        {"--search, no match", [&] { list(filterOf([](LibraryFilter &f) { f.search = QStringLiteral("nowhere"); })); }},
        {"one drive's history",
         [&] {
             QList<LibraryDrive> found;
             LibraryDrive drive;
             drive.model = QStringLiteral("Vendor Model 17");
             drive.serial = QStringLiteral("SN%1").arg(17 * 7919);
             static_cast<void>(library.history(drive, &found));
         }},
    };
    // What the window's Library page asks: every drive with its results
    // (on a worker thread), then, on the GUI thread, its table filled and
    // sorted by date, and a search typed into it.
    QList<LibraryRow> everyDrive;
    LibraryTableModel table;
    LibraryProxyModel shown;
    shown.setSourceModel(&table);
    shown.sort(LibraryTableModel::Measured, Qt::DescendingOrder);
    timings.append({"page: all, as rows", [&] {
                        QList<LibraryDrive> found;
                        static_cast<void>(library.drives({}, true, &found));
                        everyDrive.clear();
                        for (LibraryDrive &drive : found)
                            everyDrive.append(libraryRow(std::move(drive)));
                    }});
    // Each asks for the rows shown, as the table view does at once: the
    // proxy maps its rows only when asked.
    timings.append({"page: table filled", [&] {
                        table.setRows(everyDrive);
                        static_cast<void>(shown.rowCount());
                    }});
    timings.append({"page: search typed", [&] {
                        LibraryRowFilter search;
                        search.search = QStringLiteral("model 17");
                        shown.setRowFilter(search);
                        static_cast<void>(shown.rowCount());
                        shown.setRowFilter({});
                        static_cast<void>(shown.rowCount());
                    }});
    for (int r = 0; r < repeats; ++r) {
        for (Timing &timing : timings) {
            clock.restart();
            timing.work();
            timing.milliseconds.append(double(clock.nsecsElapsed()) / 1e6);
            drives.clear(); // the answer before is let go untimed: each query starts alike
        }
    }
    std::printf("%-22s %10s %10s  (%d repeats, round-robin)\n", "query", "median ms", "max ms", repeats);
    for (const Timing &timing : std::as_const(timings)) {
        std::printf("%-22s %10.1f %10.1f\n", timing.name, middleOf(timing.milliseconds),
                    *std::max_element(timing.milliseconds.cbegin(), timing.milliseconds.cend()));
    }
    std::printf("peak RSS at the end: %ld MiB\n", peakRssKib() / 1024);
    return 0;
}
