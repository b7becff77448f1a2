// SPDX-License-Identifier: GPL-3.0-or-later
#include "librarycharts.h"

#include "chart/barchart.h"
#include "chart/historychartdata.h"
#include "chart/sessionchart.h"
#include "exitcodes.h"
#include "fs/atomicfile.h"
#include "fs/outputfile.h"
#include "library/library.h"
#include "library/librarysessions.h"
#include "librarylinkcommand.h"
#include "webpage/webpage.h"
#include "session/sessionmerge.h"
#include "terminal.h"
#include "util/shownpath.h"
#include "util/visibletext.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSet>

#include <memory>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(LibraryCharts)
};

// What changed outside since is noticed first; a library that cannot be
// written is read as it is.
void refreshQuietly(Library &library)
{
    LibraryChanges changes;
    if (Status status = library.refresh(&changes); !status)
        Terminal::error(status.message());
}

// Every file to write may be written, and none is a session read.
Status checkFiles(const LibraryChartFiles &files, const QList<LibraryDrive> &drives)
{
    QList<OutputFile> outputs;
    for (const ChartExport &image : files.images)
        outputs.append({QStringLiteral("--") + imageFormatName(image.format), image.path});
    if (!files.webPath.isEmpty())
        outputs.append({QStringLiteral("--web"), files.webPath});
    QList<OutputFile> inputs;
    for (const LibraryDrive &drive : drives)
        inputs.append({Text::tr("a session of the library"), drive.sessionPath});
    return checkOutputFiles(outputs, inputs);
}

// Draws `data` into every image asked for, saying which were written.
int writeImages(const ChartData &data, const QList<ChartExport> &images)
{
    for (const ChartExport &image : images) {
        std::unique_ptr<QChart> chart(buildChart(data));
        if (Status status = exportChart(chart.get(), image); !status) {
            Terminal::error(status.message());
            return ExitCode::Failed;
        }
        Terminal::out(Text::tr("Wrote %1\n").arg(shownPath(image.path)));
        Terminal::out(Text::tr("  alt text: %1\n").arg(visibleText(chartAltText(chart.get()))));
    }
    return ExitCode::Success;
}

QString historyText(const QString &name, const QList<LibraryDrive> &points, const QStringList &changes)
{
    QString text = Text::tr("%1 (%2, serial %3), measurements: %4\n")
                       .arg(visibleText(name), visibleText(points.constFirst().model),
                            visibleText(points.constFirst().serial), QString::number(points.size()));
    for (const LibraryDrive &point : points)
        text += QStringLiteral("  %1  %2  %3  %4  %5\n")
                    .arg(point.measured.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")),
                         visibleText(point.filesystem), visibleText(point.compression), visibleText(point.kernel),
                         visibleText(shownPath(point.sessionPath)));
    if (points.size() < 2)
        return text;
    if (changes.isEmpty())
        return text + Text::tr("Measured alike each time.\n");
    text += Text::tr("What changed between two measurements:\n");
    for (const QString &change : changes)
        text += QStringLiteral("  ") + visibleText(change) + QLatin1Char('\n');
    return text;
}

Status writeWebPage(const QList<Session> &sessions, const Session &merged, const QString &path)
{
    WebPageOptions page;
    page.sessionFileName = QFileInfo(path).completeBaseName() + QStringLiteral(".cmsession.json");
    QString html;
    if (Status status = webPageHtml(sessions, merged, page, &html); !status)
        return status;
    QString error;
    if (!writeFileAtomically(path, html.toUtf8(), &error))
        return Status::failure(Text::tr("cannot write web page %1: %2").arg(path, error));
    return Status::ok();
}

} // namespace

int libraryHistory(Library &library, const QString &text, const LibraryChartFiles &files)
{
    refreshQuietly(library);
    LibraryDrive drive;
    int exitCode = ExitCode::Success;
    if (!oneHistory(library, QStringLiteral("history"), text, &drive, &exitCode))
        return exitCode;
    QList<LibraryDrive> points;
    QList<Session> sessions;
    Status status = library.history(drive, &points);
    if (status)
        status = checkFiles(files, points);
    if (status)
        status = sessionsOfDrives(points, &sessions);
    if (!status) {
        Terminal::error(status.message());
        return ExitCode::Failed;
    }
    const QStringList changes = historyChanges(sessions);
    const QString name = drive.name.isEmpty() ? drive.model : drive.name;
    Terminal::out(historyText(name, points, changes));
    return writeImages(historyChartData(historySession(sessions), name, changes), files.images);
}

int libraryCompare(Library &library, const QStringList &ids, const LibraryChartFiles &files)
{
    refreshQuietly(library);
    QList<LibraryDrive> drives;
    for (const QString &id : ids) {
        bool isNumber = false;
        const qint64 number = id.toLongLong(&isNumber);
        QList<LibraryDrive> found;
        if (Status status = library.findDrives(id, &found); !status) {
            Terminal::error(status.message());
            return ExitCode::Failed;
        }
        if (!isNumber || found.size() != 1 || found.constFirst().id != number) {
            Terminal::error(Text::tr("library compare: no drive in the library has the ID '%1'; 'compressmark "
                                     "library list' lists them")
                                .arg(visibleText(id)));
            return ExitCode::BadUsage;
        }
        drives.append(found.constFirst());
    }
    QList<Session> sessions;
    Status status = checkFiles(files, drives);
    if (status)
        status = sessionsOfDrives(drives, &sessions);
    if (!status) {
        Terminal::error(status.message());
        return ExitCode::Failed;
    }
    const Session merged = mergeSessions(sessions);
    if (!merged.hasMeasurements()) {
        Terminal::error(Text::tr("library compare: these drives hold no measurement"));
        return ExitCode::BadUsage;
    }
    for (const LibraryDrive &drive : std::as_const(drives))
        Terminal::out(
            QStringLiteral("%1  %2  %3\n")
                .arg(QString::number(drive.id), visibleText(drive.name), visibleText(shownPath(drive.sessionPath))));
    if (!files.webPath.isEmpty()) {
        if (status = writeWebPage(sessions, merged, files.webPath); !status) {
            Terminal::error(status.message());
            return ExitCode::Failed;
        }
        Terminal::out(Text::tr("Wrote %1\n").arg(shownPath(files.webPath)));
    }
    return writeImages(sessionChartData(merged, files.kind, Whiskers::Ci95), files.images);
}

} // namespace cm
