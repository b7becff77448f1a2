// SPDX-License-Identifier: GPL-3.0-or-later
#include "runcontext.h"

namespace cm {

QString RunContext::dataSetFolder(Variant variant, qsizetype index) const
{
    const QString kind = plan.dataSets[index].kind.section(QLatin1Char(':'), 0, 0);
    return dataRoot + QLatin1Char('/') + variantName(variant)
        + QStringLiteral("/%1-%2").arg(QString::number(index + 1), kind);
}

void RunContext::setStage(const QString &text, const QString &dataSetKind, int repetitionNumber)
{
    const RunStage begun{text, dataSetKind, repetitionNumber};
    state.lock()->stage = begun;
    if (stageBegun)
        stageBegun(begun);
}

void RunContext::publishSaves()
{
    const auto locked = state.lock();
    locked->sessionSaved = saver.hasWritten();
    locked->driveInFile = saver.driveInFile();
    locked->sessionFallback = saver.fallbackPath();
}

} // namespace cm
