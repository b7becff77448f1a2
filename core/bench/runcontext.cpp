#include "runcontext.h"

namespace cm {

int RunContext::measurementsTotal() const
{
    QMutexLocker locker(&lock);
    // Until prepare knows, count a compressed variant unless none was asked for.
    const qsizetype variantCount = !variants.isEmpty() ? variants.size()
        : plan.compression.method == CompressionMethod::None ? 1 : 2;
    return int(plan.dataSets.size() * variantCount * plan.operations.size()) * plan.repetitions;
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
    QMutexLocker locker(&lock);
    stage = text;
    dataSet = dataSetKind;
    repetition = repetitionNumber;
}

} // namespace cm
