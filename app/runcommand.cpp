// SPDX-License-Identifier: GPL-3.0-or-later
#include "runcommand.h"

#include "bench/benchmarkrunner.h"
#include "chart/chartimage.h"
#include "chart/speedchart.h"
#include "commandparsing.h"
#include "comparereport.h"
#include "exitcodes.h"
#include "library/librarydefault.h"
#include "fs/outputfile.h"
#include "report/summarytable.h"
#include "runloop.h"
#include "runoptions.h"
#include "session/resumeplan.h"
#include "session/sessionreader.h"
#include "session/sessionsaver.h"
#include "system/interruptwatch.h"
#include "system/machineinfo.h"
#include "terminal.h"
#include "util/shownpath.h"
#include "workflow/staleworkspaces.h"
#include "workflow/planchecking.h"
#include "workflow/plannormalisation.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFileInfo>
#include <QJsonDocument>

#include <memory>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(RunCommand)
};

// What a killed run left takes room on the drive and the RAM disk: one line
// per folder saying where it is and how to remove it.
void warnAboutStaleWorkspaces(const Plan &plan)
{
    for (const QString &folder : {plan.sourcePath, plan.targetPath}) {
        const QList<StaleWorkspace> stale = folder.isEmpty() ? QList<StaleWorkspace>() : findStaleWorkspaces(folder);
        if (stale.isEmpty())
            continue;
        const QString more = stale.size() > 1 ? Text::tr(" (and %1 more)").arg(stale.size() - 1) : QString();
        Terminal::error(Text::tr("a killed run left %1%2; remove it with: compressmark clean %3 --yes")
                            .arg(shownPath(stale.first().path), more, shownPath(folder)));
    }
}

// The session names where its run read and wrote and what it ran; the
// command line must say the same. Without --target, the RAM disk a new run
// would pick is the one given.
Status confirmResumedPlan(const RunOptions &options)
{
    ResumeConfirmation given = options.resumeGiven;
    if (given.targetPath.isEmpty()) {
        Plan picked = options.plan;
        picked.targetPath.clear();
        static_cast<void>(chooseRamDiskTarget(&picked)); // none found: the check names the session's target
        given.targetPath = picked.targetPath;
    }
    return checkResumeConfirmed(options.plan, given);
}

// What the run adds to: a new session, or with --append the drives of an
// existing one; with --resume the session's last drive is completed with its
// own plan.
Status baseSessionFor(RunOptions *options, Session *base)
{
    base->created = QDateTime::currentDateTimeUtc();
    base->machine = MachineInfo::ofThisMachine();
    const QString existing = options->existingPath();
    if (existing.isEmpty())
        return Status::ok();
    Status status = loadSession(existing, base);
    if (status && !options->resumePath.isEmpty())
        status = base->drives.isEmpty() ? Status::failure(Text::tr("%1 holds no drive to resume").arg(existing))
                                        : planToResume(base->drives.constLast(), &options->plan);
    // Two runs must not measure one drive; the run checks again as it claims it.
    if (status && !options->resumePath.isEmpty()) {
        if (const QString busy = driveInUse(base->drives.constLast(), existing); !busy.isEmpty())
            status = Status::failure(busy);
    }
    if (status && !options->resumePath.isEmpty())
        status = confirmResumedPlan(*options);
    return status;
}

QString cancelledLine()
{
    return Text::tr("run cancelled; finished measurements are kept");
}

// Where the runs are: the session file, and when it could not hold them
// all, the file that does. Only files that were written are named.
QString sessionFilesText(const RunOutcome &outcome, const QString &sessionPath)
{
    QString text;
    const bool allInFile = outcome.sessionFallback.isEmpty();
    if (outcome.sessionSaved && allInFile)
        text += Text::tr("Session: %1\n").arg(shownPath(sessionPath));
    else if (outcome.sessionSaved)
        text += Text::tr("Session: %1 (holds %2 of this drive's %n run(s))\n", nullptr, outcome.runCount())
                    .arg(shownPath(sessionPath), QString::number(outcome.runsInSessionFile()));
    if (!allInFile)
        text += Text::tr("Session with all %n run(s): %1\n", nullptr, outcome.runCount())
                    .arg(shownPath(outcome.sessionFallback));
    return text;
}

// --compare: this drive beside the published one, what differs, and the
// chart of both. The published file is read again: it is data, read twice.
QString comparedWithPublished(const Session &measured, const RunOptions &options)
{
    Session published;
    if (Status status = loadSession(options.comparePath, &published); !status)
        return status.message() + QLatin1Char('\n');
    Session mine = measured;
    for (DriveRecord &drive : mine.drives)
        drive.origin = options.sessionPath;
    QString text = publishedComparisonText(published, mine, QFileInfo(options.comparePath).fileName());
    const QString chartPath = comparisonChartPath(options.chartPath);
    const Status saved = savePublishedComparisonChart(published, mine, chartPath);
    text += saved ? Text::tr("Chart of both: %1\n").arg(shownPath(chartPath)) : saved.message() + QLatin1Char('\n');
    return text;
}

// The chart and the summary of what was measured, and the exit code. A
// signal from the end of the run on is noted, not obeyed at once: the chart
// and the summary are finished first, then the run reports the cancel like
// one that came while measuring.
int finish(const RunOutcome &outcome, const RunOptions &options)
{
    if (outcome.hasRunDrive && outcome.session.hasMeasurements()) {
        const DriveRecord &drive = outcome.session.drives.constLast();
        std::unique_ptr<QChart> chart(buildSpeedChart(SpeedChartData::fromDrive(outcome.session, drive)));
        const Status saved = saveChartPng(chart.get(), options.chartPath);
        if (options.json) {
            Terminal::out(QString::fromUtf8(QJsonDocument(summaryJson(outcome.session)).toJson()));
        } else {
            QString written = sessionFilesText(outcome, options.sessionPath);
            if (saved)
                written += Text::tr("Chart: %1\n").arg(shownPath(options.chartPath));
            Terminal::out(summaryText(outcome.session) + written);
            if (!options.comparePath.isEmpty())
                Terminal::out(comparedWithPublished(outcome.session, options));
        }
        // One line on stderr: a failed run says why below instead.
        if (!saved && outcome.status) {
            Terminal::error(saved.message());
            return ExitCode::Failed;
        }
    }
    if (outcome.cancelled || (outcome.status && Interrupts::received())) {
        Terminal::error(cancelledLine());
        return ExitCode::Failed;
    }
    if (!outcome.status && outcome.setupRefused) {
        Terminal::error(outcome.status.message());
        return ExitCode::BadUsage;
    }
    if (!outcome.status) {
        Terminal::error(Text::tr("run failed: %1").arg(outcome.status.message()));
        return ExitCode::Failed;
    }
    return ExitCode::Success;
}

// Every session file the run wrote joins the user's library; one that
// cannot is said in one line and changes nothing else.
void addToLibrary(const RunOutcome &outcome, const RunOptions &options)
{
    QStringList written;
    if (outcome.sessionSaved)
        written << options.sessionPath;
    if (!outcome.sessionFallback.isEmpty())
        written << outcome.sessionFallback;
    if (written.isEmpty())
        return;
    if (const Status status = addToDefaultLibrary(written); !status)
        Terminal::error(Text::tr("the session is saved but not in the library: %1").arg(status.message()));
}

} // namespace

int runCommand(const QStringList &arguments, const Privileges &privileges)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Text::tr("Copies data sets from the drive under test to a RAM disk with cold caches, "
                 "times it and charts the read speed."));
    parser.addHelpOption();
    addRunOptions(parser);
    if (!parseCommandLine(parser, arguments))
        return ExitCode::BadUsage;
    if (!parser.positionalArguments().isEmpty()) {
        Terminal::error(Text::tr("run: unexpected argument '%1'").arg(parser.positionalArguments().constFirst()));
        return ExitCode::BadUsage;
    }

    RunOptions options;
    Session base;
    std::optional<ReadyPlan> ready;
    Status status = runOptionsFrom(parser, privileges, &options);
    if (status)
        status = baseSessionFor(&options, &base);
    if (status) {
        // Normalised and checked in one place: operations brought, folders
        // sized, the target picked, every rule of the check.
        const CheckedPlan checked = checkPlan(options.plan, options.privileges);
        status = checked.status;
        ready = ReadyPlan::from(checked);
        options.plan = checked.plan;
    }
    if (!ready) {
        Terminal::error(status.message());
        return ExitCode::BadUsage;
    }
    if (!ready->compression().hint.isEmpty() && !options.quiet)
        Terminal::error(Text::tr("plain only: %1").arg(ready->compression().hint));
    if (!options.quiet)
        warnAboutStaleWorkspaces(options.plan);
    if (Interrupts::received()) {
        Terminal::error(cancelledLine());
        return ExitCode::Failed;
    }

    // Saved back into the file it was loaded from, the session is shared
    // with other runs adding to it: every save merges with what they saved.
    const QString existing = options.existingPath();
    const bool makesAppendedFile = options.appendMakesFile && options.appendPath == options.sessionPath;
    const SessionSaver::File file
        = makesAppendedFile || (!existing.isEmpty() && isSameFile(existing, options.sessionPath))
        ? SessionSaver::File::Shared
        : SessionSaver::File::New;
    const RunOutcome outcome = runUntilFinished(*ready, options.privileges, base, options.sessionPath, options.quiet,
                                                options.resumePath.isEmpty() ? BenchmarkRunner::Drive::New
                                                                             : BenchmarkRunner::Drive::Continue,
                                                file);
    addToLibrary(outcome, options);
    return finish(outcome, options);
}

} // namespace cm
