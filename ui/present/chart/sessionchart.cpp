// SPDX-License-Identifier: GPL-3.0-or-later
#include "sessionchart.h"

#include "chart/chartkinds.h"

namespace cm {
namespace {

// What the window draws of a kind that needs a choice when none is made:
// the first read data set; for the timeline the default choice, or (in a
// session without timelines) what it measured first, whose chart says why
// it has no lines.
std::optional<TimelineChoice> windowChoice(ChartChoiceNeeded needs, const Session &session, const TimelineChoice &asked)
{
    const QString read = operationName(Operation::Read);
    switch (needs) {
    case ChartChoiceNeeded::Nothing:
        return std::nullopt;
    case ChartChoiceNeeded::DataSet:
        return TimelineChoice{asked.dataSet.isEmpty() ? session.dataSetKinds(read).value(0) : asked.dataSet, {}};
    case ChartChoiceNeeded::DataSetAndOperation:
        break;
    }
    if (!asked.dataSet.isEmpty() && !asked.operation.isEmpty())
        return asked;
    const QStringList kinds = session.dataSetKinds();
    return defaultTimelineChoice(session, asked.dataSet, asked.operation)
        .value_or(TimelineChoice{asked.dataSet.isEmpty() ? kinds.value(0) : asked.dataSet,
                                 asked.operation.isEmpty() ? read : asked.operation});
}

} // namespace

ChartData sessionChartData(const Session &session, ChartKind kind, Whiskers whiskers, const TimelineChoice &timeline,
                           DriveOrder order)
{
    const ChartKindEntry &entry = chartKindEntry(kind);
    const QList<Session> sessions{session};
    const ChartRequest request{.sessions = sessions,
                               .merged = session,
                               .whiskers = entry.takesWhiskers ? whiskers : Whiskers::None,
                               .choice = windowChoice(entry.needs, session, timeline),
                               .order = order};
    const QList<KindChart> charts = entry.build(request);
    if (!charts.isEmpty())
        return charts.constLast().data; // per drive: the last measured
    ChartData empty;
    empty.shape = entry.shape;
    return empty;
}

} // namespace cm
