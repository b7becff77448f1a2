#pragma once

#include "compression/compressionsetup.h"
#include "plan/cachemodedecision.h"
#include "plan/plan.h"
#include "util/jobtracker.h"
#include "util/status.h"

#include <QObject>
#include <QTimer>

namespace cm {

// A plan as checked before a run: folder data sets measured, the
// preflight's verdict, and what the run would do about compression.
struct CheckedPlan
{
    Plan plan;
    Status status = Status::ok();
    CompressionSetup compression;
    CacheModeDecision caching; // how the runs will really be made cold, and why

    // One sentence for people: what the run would do, or why it cannot start.
    QString summary() const;
};

// Blocking, for a worker thread.
CheckedPlan checkPlan(Plan plan);

// Checks the plan the setup shows on a worker thread a moment after the
// last change, so problems show before Start without the GUI thread
// touching a disk. Answers to older requests are dropped.
class PlanCheck : public QObject
{
    Q_OBJECT
public:
    explicit PlanCheck(QObject *parent = nullptr);

    void request(const Plan &plan);

Q_SIGNALS:
    void checked(const cm::CheckedPlan &result);

private:
    void runCheck();

    QTimer m_delay;
    Plan m_pending;
    JobTracker m_jobs{this};
};

} // namespace cm

Q_DECLARE_METATYPE(cm::CheckedPlan)
