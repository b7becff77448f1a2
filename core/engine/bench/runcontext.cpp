// SPDX-License-Identifier: GPL-3.0-or-later
#include "runcontext.h"

namespace cm {

namespace {

// Until prepare knows, a compressed variant counts unless none was asked for.
qsizetype variantCount(const QList<Variant> &variants, const Plan &plan)
{
    return !variants.isEmpty() ? variants.size() : plan.compression.method == CompressionMethod::None ? 1 : 2;
}

} // namespace

int RunContext::measurementsTotal() const
{
    QMutexLocker locker(&lock);
    return int(plan.dataSets.size() * variantCount(variants, plan) * plan.operations.size()) * plan.repetitions;
}

int RunContext::preparationTotal() const
{
    QMutexLocker locker(&lock);
    const qsizetype sizing = plan.autoSize ? plan.dataSets.size() : 0;
    return int(plan.dataSets.size() * variantCount(variants, plan) + sizing);
}

void RunContext::preparationStepDone()
{
    QMutexLocker locker(&lock);
    ++preparationDone;
}

QString RunContext::dataSetFolder(Variant variant, qsizetype index) const
{
    const QString kind = plan.dataSets[index].kind.section(QLatin1Char(':'), 0, 0);
    return dataRoot + QLatin1Char('/') + variantName(variant) + QStringLiteral("/%1-%2").arg(index + 1).arg(kind);
}

void RunContext::fail(const Status &status)
{
    QMutexLocker locker(&lock);
    if (failure)
        failure = status;
}

void RunContext::failAlso(const Status &status)
{
    QMutexLocker locker(&lock);
    // The same failure twice (a save that fails again at the end) is said once.
    if (!failure && failure.message().contains(status.message()))
        return;
    failure = failure ? status : Status::failure(failure.message() + QStringLiteral("; ") + status.message());
}

bool RunContext::shouldStop() const
{
    if (cancel.isRequested())
        return true;
    QMutexLocker locker(&lock);
    return !failure;
}

void RunContext::setStage(const QString &text, const QString &dataSetKind, int repetitionNumber)
{
    const RunStage begun{text, dataSetKind, repetitionNumber};
    {
        QMutexLocker locker(&lock);
        stage = begun;
    }
    if (stageBegun)
        stageBegun(begun);
}

} // namespace cm
