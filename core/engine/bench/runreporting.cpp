// SPDX-License-Identifier: GPL-3.0-or-later
#include "runreporting.h"

namespace cm {

void RunReporting::setStage(const QString &text, const QString &dataSetKind, int repetitionNumber) const
{
    const RunStage begun{text, dataSetKind, repetitionNumber};
    m_state.lock()->stage = begun;
    if (stageBegun)
        stageBegun(begun);
}

void RunReporting::tell(const QString &message) const
{
    if (notice)
        notice(message);
}

void RunReporting::tellCacheMode(const CacheModeDecision &decision) const
{
    if (cacheModeChanged)
        cacheModeChanged(decision);
}

} // namespace cm
