#include "plancheck.h"

#include "datasets/foldersize.h"
#include "volume/preflight.h"

#include <QCoreApplication>

namespace cm {

QString CheckedPlan::summary() const
{
    if (!status)
        return QCoreApplication::translate("PlanCheck", "Cannot start: %1").arg(status.message());
    QString compressionText;
    switch (compression.kind) {
    case CompressionSetup::Kind::None:
        compressionText = compression.hint.isEmpty()
            ? QCoreApplication::translate("PlanCheck", "plain only, no compressed variant")
            : QCoreApplication::translate("PlanCheck", "plain only (%1)").arg(compression.hint);
        break;
    case CompressionSetup::Kind::Native:
        compressionText = QCoreApplication::translate("PlanCheck", "%1 compression (%2) on the drive itself")
                              .arg(compressionMethodName(compression.method), compression.algorithm);
        break;
    case CompressionSetup::Kind::LoopImage:
        compressionText = QCoreApplication::translate("PlanCheck", "%1 (%2) in an image file on the drive")
                              .arg(compressionMethodName(compression.method), compression.algorithm);
        break;
    }
    return QCoreApplication::translate("PlanCheck", "Ready: %1; %2.").arg(compressionText, caching.reason);
}

CheckedPlan checkPlan(Plan plan)
{
    CheckedPlan checked;
    for (DataSetSpec &spec : plan.dataSets) {
        if (!spec.isFolder())
            continue;
        if (Status status = folderDataBytes(spec.folderPath(), &spec.bytes); !status) {
            checked.plan = plan;
            checked.status = status;
            return checked;
        }
    }
    checked.status = preflight(plan, &checked.compression);
    checked.caching = decideCacheMode(plan.cacheMode);
    checked.plan = plan;
    return checked;
}

PlanCheck::PlanCheck(QObject *parent)
    : QObject(parent)
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
    m_jobs.start([plan = m_pending] { return checkPlan(plan); },
                 [this](const CheckedPlan &result) { Q_EMIT checked(result); });
}

} // namespace cm
