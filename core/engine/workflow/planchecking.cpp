// SPDX-License-Identifier: GPL-3.0-or-later
#include "planchecking.h"

#include "workflow/preflight.h"
#include "workflow/footprintcheck.h"
#include "workflow/plannormalisation.h"
#include "workflow/runcheckwords.h"

#include <QCoreApplication>

namespace cm {

QString CheckedPlan::summary() const
{
    if (!status)
        return QCoreApplication::translate("PlanCheck", "Cannot start: %1").arg(status.message());
    QString compressionText;
    const QString method = compressionMethodName(compression.method);
    switch (compression.kind) {
    case CompressionSetup::Kind::None:
        compressionText = compression.hint.isEmpty()
            ? QCoreApplication::translate("PlanCheck", "plain only, no compressed variant")
            : QCoreApplication::translate("PlanCheck", "plain only (%1)").arg(compression.hint);
        break;
    case CompressionSetup::Kind::Native:
        compressionText = QCoreApplication::translate("PlanCheck", "%1 compression (%2) on the drive itself")
                              .arg(method, compression.algorithm);
        break;
    case CompressionSetup::Kind::LoopImage:
        compressionText = QCoreApplication::translate("PlanCheck", "%1 (%2) in an image file on the drive")
                              .arg(method, compression.algorithm);
        break;
    }
    return QCoreApplication::translate("PlanCheck", "Ready: %1; %2.").arg(compressionText, reasonBeforeTrying(caching));
}

std::optional<ReadyPlan> ReadyPlan::from(const CheckedPlan &checked)
{
    if (!checked.status)
        return std::nullopt;
    return ReadyPlan(checked);
}

Status checkCacheModeAskedFor(CacheMode mode, const Privileges &privileges)
{
    if (mode != CacheMode::Drop || privileges.mayActAsRoot())
        return Status::ok();
    // The command line's context, where the sentence was first translated.
    return Status::failure(
        QCoreApplication::translate("RunOptions", runCheckWords().cacheDropNeeds).arg(privileges.whyNoHelper()));
}

CheckedPlan checkNormalisedPlan(const Plan &plan, const Privileges &privileges)
{
    CheckedPlan checked;
    checked.plan = plan;
    checked.status = plan.cacheModeByName ? checkCacheModeAskedFor(plan.cacheMode, privileges) : Status::ok();
    if (checked.status)
        checked.status = preflight(plan, privileges, &checked.compression);
    if (checked.status)
        checked.status = checkDataSetFootprints(plan, checked.compression);
    checked.caching = decideCacheMode(plan.cacheMode, privileges);
    return checked;
}

CheckedPlan checkPlan(Plan plan, const Privileges &privileges)
{
    if (Status status = normalisePlan(&plan); !status) {
        CheckedPlan checked;
        checked.plan = plan;
        checked.status = status;
        return checked;
    }
    return checkNormalisedPlan(plan, privileges);
}

} // namespace cm
