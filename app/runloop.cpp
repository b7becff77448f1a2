// SPDX-License-Identifier: GPL-3.0-or-later
#include "runloop.h"

#include "progressprinter.h"
#include "system/interruptwatch.h"

#include <QCoreApplication>
#include <QEventLoop>

namespace cm {

RunOutcome runUntilFinished(const ReadyPlan &ready, const Privileges &privileges, const Session &base,
                            const QString &sessionPath, bool quiet, BenchmarkRunner::Drive drive,
                            SessionSaver::File file)
{
    RunOutcome outcome;
    // Stopped before it began: nothing is made, nothing to clean up.
    if (Interrupts::received()) {
        outcome.status = Status::failure(QCoreApplication::translate("RunLoop", "cancelled"));
        outcome.cancelled = true;
        outcome.session = base;
        return outcome;
    }
    BenchmarkRunner runner;
    ProgressPrinter printer(quiet);
    QEventLoop loop;
    QObject::connect(&runner, &BenchmarkRunner::progressed, &loop,
                     [&printer](const RunProgress &progress) { printer.show(progress); });
    // The first decision says how the run starts; one that differs from
    // the plan's (the system or the helper refused to drop caches) changes
    // how it measures, which --quiet does not hide.
    bool started = false;
    QObject::connect(&runner, &BenchmarkRunner::cacheModeDecided, &loop, [&](const CacheModeDecision &decision) {
        if (!quiet || started || decision.mode != ready.caching().mode) // in the option's words: "cache evict: ..."
            printer.say(QCoreApplication::translate("RunLoop", "cache %1: %2")
                            .arg(cacheModeName(decision.mode), decision.reason));
        started = true;
    });
    QObject::connect(&runner, &BenchmarkRunner::noticed, &loop,
                     [&printer](const QString &message) { printer.say(message); });
    QObject::connect(&runner, &BenchmarkRunner::finished, &loop, [&](const RunOutcome &result) {
        outcome = result;
        loop.quit();
    });

    InterruptWatch interrupts;
    QObject::connect(&interrupts, &InterruptWatch::interrupted, &runner, &BenchmarkRunner::cancel);

    runner.start(ready, privileges, base, sessionPath, drive, file);
    // A signal between the check above and the watch.
    if (Interrupts::received())
        runner.cancel();
    loop.exec();
    printer.finish();
    return outcome;
}

} // namespace cm
