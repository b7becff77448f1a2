// SPDX-License-Identifier: GPL-3.0-or-later
#include "benchmarkruns.h"

#include "compression/compressionsetup.h"
#include "compression/loopimagemaker.h"
#include "volume/volumeinfo.h"

#include <gtest/gtest.h>

namespace cm::test {

Plan smallPlan(const QString &source, const QString &target, qint64 bytes, int repetitions)
{
    Plan plan;
    plan.sourcePath = source;
    plan.targetPath = target;
    plan.dataSets.first().bytes = bytes;
    plan.repetitions = repetitions;
    plan.cacheMode = CacheMode::Evict;
    plan.compression.method = CompressionMethod::None;
    return plan;
}

bool loopBtrfsAvailable(std::string *whyNot)
{
    QString reason;
    const bool available = canMakeLoopImage(LoopImageSpec::Filesystem::Btrfs, Privileges::ofThisProcess(), &reason);
    *whyNot = reason.toStdString();
    return available;
}

const ResultRecord *findResult(const DriveRecord &drive, Variant variant)
{
    for (const ResultRecord &result : drive.results)
        if (result.variant == variant)
            return &result;
    return nullptr;
}

RunOutcome waitForOutcome(BenchmarkRunner &runner, QSignalSpy &finished)
{
    EXPECT_TRUE(finished.wait(120000));
    EXPECT_FALSE(runner.isRunning());
    return finished.isEmpty() ? RunOutcome() : finished.first().first().value<RunOutcome>();
}

ReadyPlan settled(const Plan &plan)
{
    CheckedPlan checked;
    checked.plan = plan;
    checked.caching = decideCacheMode(plan.cacheMode, Privileges::ofThisProcess());
    checked.status = resolveCompression(plan.compression, probeVolume(plan.sourcePath), Privileges::ofThisProcess(),
                                        &checked.compression);
    EXPECT_TRUE(checked.status) << checked.status.message().toStdString();
    return ReadyPlan::from(checked).value();
}

RunOutcome runToEnd(const Plan &plan, bool cancelAfterFirstMeasurement)
{
    BenchmarkRunner runner;
    QSignalSpy finished(&runner, &BenchmarkRunner::finished);
    if (cancelAfterFirstMeasurement)
        QObject::connect(&runner, &BenchmarkRunner::measured, &runner, &BenchmarkRunner::cancel);
    runner.start(settled(plan), Privileges::ofThisProcess(), Session());
    return waitForOutcome(runner, finished);
}

} // namespace cm::test
