// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/plan.h"
#include "privilege/privileges.h"
#include "uiutil/jobtracker.h"
#include "workflow/planchecking.h"

#include <QObject>
#include <QTimer>

namespace cm {

// Checks the plan the setup shows (checkPlan()) on a worker thread a moment
// after the last change, so problems show before Start without the GUI
// thread touching a disk. Answers to older requests are dropped.
class PlanCheck : public QObject
{
    Q_OBJECT
public:
    explicit PlanCheck(const Privileges &privileges, QObject *parent = nullptr);

    void request(const Plan &plan);

Q_SIGNALS:
    void checked(const cm::CheckedPlan &result);

private:
    void runCheck();

    const Privileges m_privileges;
    QTimer m_delay;
    Plan m_pending;
    JobTracker m_jobs{this};
};

} // namespace cm
