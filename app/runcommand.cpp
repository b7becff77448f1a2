#include "runcommand.h"

#include "bench/benchmarkrunner.h"
#include "chart/chartimage.h"
#include "chart/speedchart.h"
#include "commandparsing.h"
#include "compression/compressionsetup.h"
#include "exitcodes.h"
#include "progressprinter.h"
#include "report/summarytable.h"
#include "runoptions.h"
#include "session/sessionreader.h"
#include "system/machineinfo.h"
#include "terminal.h"
#include "volume/preflight.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QEventLoop>
#include <QJsonDocument>
#include <QTimer>

#include <atomic>
#include <csignal>
#include <memory>

namespace cm {
namespace {

std::atomic<bool> interrupted{false};

void onInterrupt(int)
{
    interrupted.store(true);
}

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(RunCommand)
};

RunOutcome runToCompletion(const RunOptions &options, const Session &base)
{
    BenchmarkRunner runner;
    ProgressPrinter printer(options.quiet);
    RunOutcome outcome;
    QEventLoop loop;
    QObject::connect(&runner, &BenchmarkRunner::progressed, &loop,
                     [&printer](const RunProgress &progress) { printer.show(progress); });
    QObject::connect(&runner, &BenchmarkRunner::finished, &loop, [&](const RunOutcome &result) {
        outcome = result;
        loop.quit();
    });

    // Ctrl+C cancels cleanly: the runner removes what it made, keeps what it measured.
    interrupted.store(false);
    auto previousInt = std::signal(SIGINT, onInterrupt);
    auto previousTerm = std::signal(SIGTERM, onInterrupt);
    QTimer interruptPoll;
    QObject::connect(&interruptPoll, &QTimer::timeout, &runner, [&runner] {
        if (interrupted.load())
            runner.cancel();
    });
    interruptPoll.start(50);

    runner.start(options.plan, base, options.sessionPath);
    loop.exec();
    printer.finish();
    std::signal(SIGINT, previousInt);
    std::signal(SIGTERM, previousTerm);
    return outcome;
}

bool hasMeasurements(const Session &session)
{
    for (const DriveRecord &drive : session.drives)
        if (!drive.results.isEmpty())
            return true;
    return false;
}

} // namespace

int runCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Text::tr("Copies data sets from the drive under test to a RAM disk with cold caches, "
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
    if (Status status = runOptionsFrom(parser, &options); !status) {
        Terminal::error(status.message());
        return ExitCode::BadUsage;
    }
    // With --append the drive joins the drives of an existing session.
    Session base;
    base.created = QDateTime::currentDateTimeUtc();
    base.machine = MachineInfo::ofThisMachine();
    if (!options.appendPath.isEmpty()) {
        if (Status status = loadSession(options.appendPath, &base); !status) {
            Terminal::error(status.message());
            return ExitCode::BadUsage;
        }
    }
    CompressionSetup compression;
    if (Status status = preflight(options.plan, &compression); !status) {
        Terminal::error(status.message());
        return ExitCode::BadUsage;
    }
    if (!compression.hint.isEmpty() && !options.quiet)
        Terminal::error(compression.hint);

    const RunOutcome outcome = runToCompletion(options, base);
    if (hasMeasurements(outcome.session)) {
        const DriveRecord &drive = outcome.session.drives.constLast();
        std::unique_ptr<QChart> chart(buildSpeedChart(SpeedChartData::fromDrive(outcome.session, drive)));
        const Status saved = saveChartPng(chart.get(), options.chartPath);
        if (options.json)
            Terminal::out(QString::fromUtf8(QJsonDocument(summaryJson(outcome.session)).toJson()));
        else
            Terminal::out(summaryText(outcome.session)
                          + Text::tr("Session: %1\nChart: %2\n").arg(options.sessionPath, options.chartPath));
        if (!saved) {
            Terminal::error(saved.message());
            return ExitCode::Failed;
        }
    }
    if (!outcome.status) {
        Terminal::error(outcome.cancelled ? Text::tr("run cancelled; finished measurements are kept")
                                          : Text::tr("run failed: %1").arg(outcome.status.message()));
        return ExitCode::Failed;
    }
    return ExitCode::Success;
}

} // namespace cm
