// SPDX-License-Identifier: GPL-3.0-or-later
#include "plancheck.h"

namespace cm {

PlanCheck::PlanCheck(const Privileges &privileges, QObject *parent)
    : QObject(parent)
    , m_privileges(privileges)
{
    m_delay.setSingleShot(true);
    m_delay.setInterval(400);
    connect(&m_delay, &QTimer::timeout, this, &PlanCheck::runCheck);
}

void PlanCheck::request(const Plan &plan)
{
    m_pending = plan;
    m_jobs.cancel(); // a check under way answers an older plan
    m_delay.start();
}

void PlanCheck::runCheck()
{
    m_jobs.start([plan = m_pending, privileges = m_privileges] { return checkPlan(plan, privileges); },
                 [this](const CheckedPlan &result) { Q_EMIT checked(result); });
}

} // namespace cm
