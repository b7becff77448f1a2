#include "runcontext.h"

namespace cm {

void RunContext::fail(const Status &status)
{
    QMutexLocker locker(&lock);
    if (failure)
        failure = status;
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
