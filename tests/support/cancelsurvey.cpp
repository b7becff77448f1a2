// SPDX-License-Identifier: GPL-3.0-or-later
#include "cancelsurvey.h"

#include "benchmarkruns.h"
#include "compression/loopimagemaker.h"
#include "systemstate.h"
#include "tempfolders.h"
#include "util/units.h"

#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTimer>

#include <algorithm>
#include <iterator>

namespace cm::test {
namespace {

Plan smallFilesPlan(const QString &source, const QString &target)
{
    Plan plan;
    plan.sourcePath = source;
    plan.targetPath = target;
    plan.dataSets.first().kind = QStringLiteral("small"); // many files: every part takes a while
    plan.dataSets.first().bytes = 2 * MiB;
    plan.repetitions = 2;
    plan.cacheMode = CacheMode::Evict;
    plan.compression.method = CompressionMethod::None;
    return plan;
}

// Runs `plan` and cancels it on the `ticks`-th poll (polls 1 ms apart) that
// finds the run in `point->part`.
void cancelInside(const Plan &plan, int ticks, CancelPoint *point)
{
    BenchmarkRunner runner;
    QSignalSpy finished(&runner, &BenchmarkRunner::finished);
    QElapsedTimer sinceCancel;
    QObject::connect(&runner, &BenchmarkRunner::finished, &runner, [&] {
        if (point->landed)
            point->latencyMs = sinceCancel.elapsed();
    });
    QTimer poll;
    poll.setTimerType(Qt::PreciseTimer);
    poll.setInterval(1);
    int seen = 0;
    QObject::connect(&poll, &QTimer::timeout, &runner, [&] {
        if (runPartOf(runner.currentStage()) != point->part || seen++ < ticks)
            return;
        point->landed = true;
        sinceCancel.start();
        runner.cancel();
        poll.stop();
    });
    runner.start(test::settled(plan), Privileges::ofThisProcess(), Session());
    poll.start();
    // Bounds a hang only: a run of 2 MiB that is still going after two
    // minutes has not been cancelled at all.
    if (finished.wait(120000))
        point->outcome = finished.first().first().value<RunOutcome>();
    else
        point->leftovers << QStringLiteral("the run did not finish within two minutes of the cancel");
}

QStringList leftoversIn(const QString &source, const QString &target)
{
    QStringList leftovers;
    for (const QString &folder : {source, target}) {
        if (const int entries = countEntries(folder); entries > 0)
            leftovers << QStringLiteral("%1 entries in %2").arg(QString::number(entries), folder);
    }
    for (const QString &mount : mountsBelow(source))
        leftovers << QStringLiteral("mounted: ") + mount;
    for (const QString &loop : loopDevicesBackedBelow(source))
        leftovers << QStringLiteral("attached: ") + loop;
    return leftovers;
}

} // namespace

const char *runPartName(RunPart part)
{
    constexpr const char *names[] = {"prepare", "evict", "copy", "cleanup"};
    return names[std::size_t(part)];
}

std::optional<RunPart> runPartOf(const QString &stage)
{
    if (stage.isEmpty())
        return std::nullopt;
    if (stage.startsWith(QLatin1String("Making the cache cold")))
        return RunPart::Evict;
    if (stage.startsWith(QLatin1String("Timing")) || stage.startsWith(QLatin1String("Preparing:"))
        || stage.startsWith(QLatin1String("Verifying")))
        return RunPart::Copy;
    if (stage.startsWith(QLatin1String("Removing")) || stage.startsWith(QLatin1String("Cleaning up")))
        return RunPart::Cleanup;
    return RunPart::Prepare; // preparing, making the loop image, writing the data sets
}

QList<CancelPoint> CancelSurvey::landed() const
{
    QList<CancelPoint> result;
    std::copy_if(points.begin(), points.end(), std::back_inserter(result),
                 [](const CancelPoint &p) { return p.landed; });
    return result;
}

QList<qint64> CancelSurvey::sortedLatenciesMs() const
{
    QList<qint64> latencies;
    for (const CancelPoint &point : landed())
        latencies.append(point.latencyMs);
    std::sort(latencies.begin(), latencies.end());
    return latencies;
}

int CancelSurvey::landedIn(RunPart part) const
{
    const QList<CancelPoint> all = landed();
    return int(std::count_if(all.begin(), all.end(), [part](const CancelPoint &p) { return p.part == part; }));
}

CancelSurvey cancelAtRandomPoints(int points, quint32 seed)
{
    CancelSurvey survey;
    const bool loopAvailable
        = canMakeLoopImage(LoopImageSpec::Filesystem::Btrfs, Privileges::ofThisProcess(), &survey.whyNoLoopImages);
    if (loopAvailable)
        survey.whyNoLoopImages.clear();
    QRandomGenerator random(seed);
    TempFolder source;
    RamFolder target;
    int landed = 0;
    for (int attempt = 0; landed < points && attempt < 3 * points; ++attempt) {
        Plan plan = smallFilesPlan(source.path(), target.path());
        if (random.bounded(2) == 1)
            plan.copier = CopierChoice{CopierChoice::Kind::Parallel, 4, {}};
        CancelPoint point;
        point.onLoopImage = loopAvailable && random.bounded(5) == 0;
        if (point.onLoopImage)
            plan.compression = CompressionChoice{CompressionMethod::LoopBtrfs, QString()};
        point.part = AllRunParts[std::size_t(landed) % AllRunParts.size()];
        cancelInside(plan, int(random.bounded(20)), &point);
        point.leftovers += leftoversIn(source.path(), target.path());
        landed += point.landed ? 1 : 0;
        survey.points.append(point);
    }
    return survey;
}

} // namespace cm::test
