#include "runloop.h"

#include "progressprinter.h"

#include <QEventLoop>
#include <QTimer>

#include <atomic>
#include <csignal>

namespace cm {
namespace {

std::atomic<bool> interrupted{false};

void onInterrupt(int)
{
    interrupted.store(true);
}

} // namespace

RunOutcome runUntilFinished(const Plan &plan, const Session &base, const QString &sessionPath, bool quiet,
                            BenchmarkRunner::Drive drive)
{
    BenchmarkRunner runner;
    ProgressPrinter printer(quiet);
    RunOutcome outcome;
    QEventLoop loop;
    QObject::connect(&runner, &BenchmarkRunner::progressed, &loop,
                     [&printer](const RunProgress &progress) { printer.show(progress); });
    // The first decision says how the run starts; a later one (the helper
    // failed) changes how it measures, which --quiet does not hide.
    bool started = false;
    QObject::connect(&runner, &BenchmarkRunner::cacheModeDecided, &loop, [&](const CacheModeDecision &decision) {
        if (!quiet || started)
            printer.say(decision.reason);
        started = true;
    });
    QObject::connect(&runner, &BenchmarkRunner::noticed, &loop, [&printer](const QString &message) { printer.say(message); });
    QObject::connect(&runner, &BenchmarkRunner::finished, &loop, [&](const RunOutcome &result) {
        outcome = result;
        loop.quit();
    });

    interrupted.store(false);
    auto previousInt = std::signal(SIGINT, onInterrupt);
    auto previousTerm = std::signal(SIGTERM, onInterrupt);
    QTimer interruptPoll;
    QObject::connect(&interruptPoll, &QTimer::timeout, &runner, [&runner] {
        if (interrupted.load())
            runner.cancel();
    });
    interruptPoll.start(50);

    runner.start(plan, base, sessionPath, drive);
    loop.exec();
    printer.finish();
    std::signal(SIGINT, previousInt);
    std::signal(SIGTERM, previousTerm);
    return outcome;
}

} // namespace cm
