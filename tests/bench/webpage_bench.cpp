// SPDX-License-Identifier: GPL-3.0-or-later
// Measures what `compressmark report --web` and `report --png --chart
// drives` take for sessions of many drives: each session is the sample
// session (two data sets, both variants, three runs each, device
// counters, a loop image) with 100, 1,000 and 10,000 drives, saved as the
// program saves it; the real program writes the page or the charts, and
// this prints its peak resident memory (the child's ru_maxrss), its time
// and what it wrote. Not a test: the numbers are for PERFORMANCE.md.
//
// Usage: compressmark_webpage_bench [--drives 100,1000,10000] [--share]
//                                   [--program PATH] [--charts]
#include "samplesession.h"
#include "session/sessionfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QTemporaryDir>

#include <cstdio>
#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <vector>

extern char **environ;

using namespace cm;

namespace {

struct Measured
{
    int exitCode = -1;
    double seconds = 0.0;
    double peakMegabytes = 0.0;
};

// Runs `arguments` with its output thrown away, and measures it.
Measured measure(const QStringList &arguments)
{
    std::vector<QByteArray> bytes;
    for (const QString &argument : arguments)
        bytes.push_back(argument.toLocal8Bit());
    std::vector<char *> argv;
    for (QByteArray &argument : bytes)
        argv.push_back(argument.data());
    argv.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
    Measured measured;
    QElapsedTimer timer;
    timer.start();
    pid_t pid = 0;
    if (posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), environ) != 0)
        return measured;
    int status = 0;
    rusage usage{};
    wait4(pid, &status, 0, &usage);
    measured.seconds = double(timer.nsecsElapsed()) / 1e9;
    measured.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    measured.peakMegabytes = double(usage.ru_maxrss) / 1024.0; // kilobytes on Linux
    posix_spawn_file_actions_destroy(&actions);
    return measured;
}

Session manyDrives(int drives)
{
    Session session = test::sampleSessionOfDrives(drives);
    for (int d = 0; d < drives; ++d) {
        DriveRecord &drive = session.drives[d];
        drive.source.serial = QStringLiteral("SN%1").arg(100000 + d);
        drive.source.path = QStringLiteral("/home/bench/drive-%1").arg(d + 1);
    }
    return session;
}

double megabytes(qint64 bytes)
{
    return double(bytes) / 1e6;
}

// What the files whose names start with `stem` in `folder` hold, and how many there are.
qint64 writtenBytes(const QDir &folder, const QString &stem, int *files)
{
    qint64 bytes = 0;
    *files = 0;
    for (const QFileInfo &file : folder.entryInfoList({stem + QLatin1Char('*')}, QDir::Files)) {
        bytes += file.size();
        ++*files;
    }
    return bytes;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QList<int> counts{100, 1000, 10000};
    QString program = QStringLiteral(COMPRESSMARK_BINARY);
    bool share = false, charts = false;
    const QStringList arguments = app.arguments();
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        if (arguments[i] == QLatin1String("--drives") && i + 1 < arguments.size()) {
            counts.clear();
            for (const QString &count : arguments[++i].split(QLatin1Char(',')))
                counts.append(count.toInt());
        } else if (arguments[i] == QLatin1String("--program") && i + 1 < arguments.size()) {
            program = arguments[++i];
        } else if (arguments[i] == QLatin1String("--share")) {
            share = true;
        } else if (arguments[i] == QLatin1String("--charts")) {
            charts = true;
        } else {
            std::fprintf(stderr,
                         "usage: compressmark_webpage_bench [--drives 100,1000,10000] [--share] "
                         "[--program PATH] [--charts]\n");
            return 2;
        }
    }
    QTemporaryDir folder;
    std::printf("| drives | session MB | what | exit | seconds | peak RSS MB | written MB (files) |\n"
                "|---|---|---|---|---|---|---|\n");
    for (const int drives : std::as_const(counts)) {
        const QString session = folder.filePath(QStringLiteral("drives-%1.cmsession.json").arg(drives));
        if (!saveSession(manyDrives(drives), session)) {
            std::fprintf(stderr, "cannot write %s\n", qPrintable(session));
            return 1;
        }
        QList<QPair<QString, QStringList>> runs;
        const QString page = folder.filePath(QStringLiteral("page-%1.html").arg(drives));
        runs.append(
            {QStringLiteral("--web"), {program, QStringLiteral("report"), session, QStringLiteral("--web"), page}});
        if (charts)
            runs.append({QStringLiteral("--png --chart drives"),
                         {program, QStringLiteral("report"), session, QStringLiteral("--png"),
                          folder.filePath(QStringLiteral("chart-%1.png").arg(drives)), QStringLiteral("--chart"),
                          QStringLiteral("drives")}});
        for (auto &[what, command] : runs) {
            if (share)
                command << QStringLiteral("--share");
            const Measured measured = measure(command);
            int files = 0;
            const QString stem = what.startsWith(QLatin1String("--web")) ? QFileInfo(page).fileName()
                                                                         : QStringLiteral("chart-%1").arg(drives);
            const qint64 bytes = writtenBytes(QDir(folder.path()), stem, &files);
            std::printf("| %d | %.1f | %s%s | %d | %.1f | %.0f | %.1f (%d) |\n", drives,
                        megabytes(QFileInfo(session).size()), qPrintable(what), share ? " --share" : "",
                        measured.exitCode, measured.seconds, measured.peakMegabytes, megabytes(bytes), files);
            std::fflush(stdout);
            for (const QFileInfo &file : QDir(folder.path()).entryInfoList({stem + QLatin1Char('*')}, QDir::Files))
                QFile::remove(file.filePath());
        }
    }
    return 0;
}
