// SPDX-License-Identifier: GPL-3.0-or-later
#include "benchmarkrunner.h"

#include "bench/runsteps.h"
#include "session/sessionfallback.h"
#include "system/threadqueue.h"
#include "util/units.h"

#include <QThread>

#include <utility>

namespace cm {

namespace {
constexpr int ProgressIntervalMs = 100;
}

BenchmarkRunner::BenchmarkRunner(QObject *parent)
    : QObject(parent)
    , m_queue(std::make_unique<ThreadQueue>(1))
{
    // Stages run one after another; parallel copiers bring their own queue.
    m_progressTimer.setInterval(ProgressIntervalMs);
    connect(&m_progressTimer, &QTimer::timeout, this, &BenchmarkRunner::reportProgress);
    qRegisterMetaType<cm::RunProgress>();
    qRegisterMetaType<cm::RunOutcome>();
    qRegisterMetaType<cm::Session>();
    qRegisterMetaType<cm::CacheModeDecision>();
}

BenchmarkRunner::~BenchmarkRunner()
{
    if (m_run)
        m_run->cancel.request();
    // Jobs refer to the context and post to this object: they end first. A
    // refused thread was the run's failure, said when it happened.
    static_cast<void>(m_queue->finish());
}

void BenchmarkRunner::start(const ReadyPlan &ready, const Privileges &privileges, const Session &base,
                            const QString &sessionPath, Drive which, SessionSaver::File file)
{
    Q_ASSERT(thread() == QThread::currentThread());
    Q_ASSERT(!m_run);
    Q_ASSERT(which == Drive::New || !base.drives.isEmpty());
    const Plan &plan = ready.plan();
    auto run = std::make_shared<WholeRun>(ready, privileges, which == Drive::Continue);
    if (!sessionPath.isEmpty())
        run->saving = RunSaving(SessionSaver(sessionPath, file));
    {
        const CacheModeDecision &cache = ready.caching();
        const auto state = run->shared.state.lock();
        state->session = base;
        if (which == Drive::New) {
            DriveRecord drive;
            drive.id = QStringLiteral("d%1").arg(base.drives.size() + 1);
            drive.label = plan.label;
            drive.plan = plan;
            drive.plan.cacheMode = cache.mode; // what the first run does
            state->session.drives.append(drive);
        }
        state->drive().cacheModeUsed = cache.mode;
        state->drive().cacheModeReason = cache.reason;
    }
    // Queued: the jobs run on a worker and outlive no runner (its destructor waits for them).
    RunReporting &reporting = run->reporting;
    reporting.words = m_words;
    reporting.cacheModeChanged = [this](const CacheModeDecision &decision) {
        QMetaObject::invokeMethod(
            this, [this, decision] { Q_EMIT cacheModeDecided(decision); }, Qt::QueuedConnection);
    };
    reporting.notice = [this](const QString &message) {
        QMetaObject::invokeMethod(
            this, [this, message] { Q_EMIT noticed(message); }, Qt::QueuedConnection);
    };
    reporting.stageBegun = [this](const RunStage &stage) {
        QMetaObject::invokeMethod(
            this, [this, stage] { onStageBegun(stage); }, Qt::QueuedConnection);
    };
    RunStepCalls calls;
    calls.measured = [this] { QMetaObject::invokeMethod(this, &BenchmarkRunner::onMeasured, Qt::QueuedConnection); };
    calls.finished
        = [this] { QMetaObject::invokeMethod(this, &BenchmarkRunner::onSequenceDone, Qt::QueuedConnection); };
    const QSharedPointer<ThreadWeaver::Sequence> steps = runSteps(run, calls);
    // The runner reaches the shared part alone; the steps hold the rest.
    m_run = std::shared_ptr<RunShared>(run, &run->shared);

    m_clock.start();
    m_lastBytes = 0;
    m_lastNanoseconds = 0;
    m_lastMeasurements = 0;
    m_stage = RunStage();
    m_begun.clear();
    m_progressTimer.start();
    // A queue refused its thread once tries again with a new one.
    if (!m_queue->status())
        m_queue = std::make_unique<ThreadQueue>(1);
    if (const Status queued = m_queue->enqueue(steps); !queued)
        refuseStart(queued);
}

// The run cannot begin: it ends at once, having done nothing.
void BenchmarkRunner::refuseStart(const Status &why)
{
    m_progressTimer.stop();
    RunOutcome outcome;
    outcome.status = why;
    outcome.session = m_run->state.lock()->session;
    if (!m_run->continuesDrive) {
        outcome.session.drives.removeLast();
        outcome.hasRunDrive = false;
    }
    m_run.reset();
    QMetaObject::invokeMethod(
        this, [this, outcome] { Q_EMIT finished(outcome); }, Qt::QueuedConnection);
}

void BenchmarkRunner::cancel()
{
    if (m_run)
        m_run->cancel.request();
}

QString BenchmarkRunner::currentStage() const
{
    if (!m_run)
        return {};
    return m_run->state.lock()->stage.text;
}

void BenchmarkRunner::onStageBegun(const RunStage &stage)
{
    m_stage = stage;
    m_begun.append(stage);
}

void BenchmarkRunner::reportProgress()
{
    if (!m_run)
        return;
    RunProgress progress;
    progress.begun = std::exchange(m_begun, {});
    progress.stage = m_stage.text;
    progress.dataSet = m_stage.dataSet;
    progress.repetition = m_stage.repetition;
    {
        const auto state = m_run->state.lock();
        progress.measurementsDone = state->measurementsDone;
        progress.preparationDone = state->preparationDone;
        progress.bytesTotal = state->bytesTotal;
        progress.filesTotal = state->filesTotal;
    }
    progress.repetitions = m_run->plan.repetitions;
    progress.measurementsTotal = m_run->measurementsTotal();
    progress.preparationTotal = m_run->preparationTotal();
    progress.bytesDone = m_run->counters.bytes.load(std::memory_order_relaxed);
    progress.filesDone = m_run->counters.files.load(std::memory_order_relaxed);

    const qint64 now = m_clock.nsecsElapsed();
    const bool sameCopy = progress.measurementsDone == m_lastMeasurements && progress.bytesDone >= m_lastBytes;
    if (sameCopy && now > m_lastNanoseconds)
        progress.currentMBps
            = megabytesPerSecond(progress.bytesDone - m_lastBytes, double(now - m_lastNanoseconds) / 1e9);
    m_lastBytes = progress.bytesDone;
    m_lastNanoseconds = now;
    m_lastMeasurements = progress.measurementsDone;

    const double fraction = progress.overallFraction();
    if (fraction > 0.0)
        progress.etaSeconds = double(now) / 1e9 * (1.0 - fraction) / fraction;
    Q_EMIT progressed(progress);
}

int RunOutcome::runCount() const
{
    return hasRunDrive ? cm::runCount(session.drives.constLast()) : 0;
}

int RunOutcome::runsInSessionFile() const
{
    return driveInFile ? cm::runCount(*driveInFile) : 0;
}

void BenchmarkRunner::onMeasured()
{
    if (!m_run)
        return;
    const Session session = m_run->state.lock()->session;
    Q_EMIT measured(session);
}

void BenchmarkRunner::onSequenceDone()
{
    Q_ASSERT(thread() == QThread::currentThread());
    m_progressTimer.stop();
    reportProgress(); // the stages begun since the last tick
    (void)m_run->stagesDone.load(std::memory_order_acquire);
    RunOutcome outcome;
    {
        const auto state = m_run->state.lock();
        outcome.status = state->failure;
        outcome.setupRefused = state->setupRefused;
        outcome.sessionSaved = state->sessionSaved;
        outcome.driveInFile = state->driveInFile;
        outcome.sessionFallback = state->sessionFallback;
        outcome.session = state->session;
    }
    // A new drive with nothing measured is no drive of the session.
    if (!m_run->continuesDrive && outcome.session.drives.constLast().results.isEmpty()) {
        outcome.session.drives.removeLast();
        outcome.hasRunDrive = false;
    }
    outcome.cancelled = m_run->cancel.isRequested();
    if (outcome.cancelled && outcome.status)
        outcome.status = Status::failure(tr("cancelled"));
    m_run.reset();
    Q_EMIT finished(outcome);
}

} // namespace cm
