// SPDX-License-Identifier: GPL-3.0-or-later
#include "runshared.h"

namespace cm {

namespace {

// Until prepare knows, a compressed variant counts unless none was asked for.
qsizetype variantCount(const QList<Variant> &variants, const Plan &plan)
{
    return !variants.isEmpty() ? variants.size() : plan.compression.method == CompressionMethod::None ? 1 : 2;
}

} // namespace

int RunShared::measurementsTotal() const
{
    const qsizetype variantsMeasured = variantCount(variants(), plan);
    return int(plan.dataSets.size() * variantsMeasured * plan.operations.size()) * plan.repetitions;
}

int RunShared::preparationTotal() const
{
    const qsizetype sizing = plan.autoSize ? plan.dataSets.size() : 0;
    return int(plan.dataSets.size() * variantCount(variants(), plan) + sizing);
}

void RunShared::preparationStepDone()
{
    ++state.lock()->preparationDone;
}

QList<Variant> RunShared::variants() const
{
    return state.lock()->variants;
}

void RunShared::fail(const Status &status)
{
    const auto locked = state.lock();
    if (locked->failure)
        locked->failure = status;
}

void RunShared::failAlso(const Status &status)
{
    const auto locked = state.lock();
    Status &failure = locked->failure;
    // The same failure twice (a save that fails again at the end) is said once.
    if (!failure && failure.message().contains(status.message()))
        return;
    failure = failure ? status : Status::failure(failure.message() + QStringLiteral("; ") + status.message());
}

bool RunShared::shouldStop() const
{
    return cancel.isRequested() || !state.lock()->failure;
}

} // namespace cm
