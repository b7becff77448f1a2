// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/runprogress.h"
#include "plan/runwords.h"
#include "plan/cachemodedecision.h"
#include "plan/plan.h"
#include "privilege/privileges.h"
#include "session/session.h"
#include "session/sessionsaver.h"
#include "util/status.h"
#include "workflow/planchecking.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <memory>
#include <optional>

namespace cm {

struct RunShared;
class ThreadQueue;

// What a finished run leaves: the session with every measurement that was
// completed, and whether the run succeeded, failed or was cancelled.
struct RunOutcome
{
    Status status = Status::ok();
    bool cancelled = false;
    bool setupRefused = false; // failed before measuring: what the plan asked for cannot be had (a bad set-up)
    bool sessionSaved = false; // the session file was written (by at least one save)
    std::optional<DriveRecord> driveInFile; // the run's drive as the session file holds it
    QString sessionFallback;                // where the session went when its file could not be written
    // The run's drive is the session's last; a new drive that got no run
    // (a run cancelled or failed before its first result) is left out.
    bool hasRunDrive = true;
    Session session;

    // How many runs the run's drive holds, all of them saved or not, and
    // how many of them the session file holds.
    int runCount() const;
    int runsInSessionFile() const;
};

// Runs a plan on a ThreadWeaver queue: a Sequence of stage jobs (prepare,
// each measurement, cleanup). Lives on the thread that owns it and talks to
// it only through queued signals; it never does I/O on that thread.
class BenchmarkRunner : public QObject
{
    Q_OBJECT
public:
    explicit BenchmarkRunner(QObject *parent = nullptr);
    ~BenchmarkRunner() override; // cancels a run in progress and waits for its cleanup

    enum class Drive {
        New,      // the run's drive is appended to the session
        Continue, // the session's last drive is measured on (--resume): only missing runs are made
    };

    // Starts a run of `plan` on `base` (machine info and earlier drives) in
    // a process with `privileges`. When `sessionPath` is set the session is
    // saved there after every measurement and once more at the end, merged
    // with what other processes save there meanwhile (SessionSaver); `file`
    // says whether `base` was loaded from there. While the run goes on, its
    // drive records this process (DriveRecord::runningBy); a run that
    // continues a drive another live process measures is refused. The plan
    // comes ready: its check passed (ReadyPlan, workflow/planchecking.h),
    // with the compression and cache mode it settled; the run decides
    // neither again.
    void start(const ReadyPlan &ready, const Privileges &privileges, const Session &base,
               const QString &sessionPath = QString(), Drive drive = Drive::New,
               SessionSaver::File file = SessionSaver::File::New);
    bool isRunning() const { return m_run != nullptr; }
    // How the next runs' stages and notices name what they are about
    // (identifiers until set).
    void setWords(const RunWords &words) { m_words = words; }
    // What the run is doing at this moment (RunProgress::stage without the
    // wait for the next progress signal); empty when no run is going.
    QString currentStage() const;

public Q_SLOTS:
    // Stops at the next block boundary; cleanup still runs, results kept.
    void cancel();

Q_SIGNALS:
    // How runs are made cold and why: once the run has tried what it
    // planned, before it writes its data sets, and again when dropping
    // caches fails during the run and the rest evicts.
    void cacheModeDecided(const cm::CacheModeDecision &decision);
    // Something the run changed on its own that the user must know, e.g.
    // plain only after compressmark-helper could not make the loop image.
    void noticed(const QString &message);
    void progressed(const cm::RunProgress &progress);
    void measured(const cm::Session &session);
    void finished(const cm::RunOutcome &outcome);

private:
    void reportProgress();
    void onStageBegun(const RunStage &stage);
    void onMeasured();
    void onSequenceDone();
    void refuseStart(const Status &why);

    std::unique_ptr<ThreadQueue> m_queue; // runs the stages one after another
    std::shared_ptr<RunShared> m_run;     // the run's part the runner may reach
    RunWords m_words;
    RunStage m_stage;        // the last stage whose beginning reached this thread
    QList<RunStage> m_begun; // stages begun since the last progress signal
    QTimer m_progressTimer;
    QElapsedTimer m_clock;
    qint64 m_lastBytes = 0;
    qint64 m_lastNanoseconds = 0;
    int m_lastMeasurements = 0;
};

} // namespace cm

Q_DECLARE_METATYPE(cm::RunOutcome)
