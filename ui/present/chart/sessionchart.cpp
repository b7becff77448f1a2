// SPDX-License-Identifier: GPL-3.0-or-later
#include "sessionchart.h"

namespace cm {

namespace {

ChartData sessionTimelineData(const Session &session, TimelineChoice choice)
{
    if (choice.dataSet.isEmpty() || choice.operation.isEmpty()) {
        // A session without timelines still says so for what it measured first.
        const QStringList kinds = session.dataSetKinds();
        choice = defaultTimelineChoice(session, choice.dataSet, choice.operation)
                     .value_or(TimelineChoice{choice.dataSet.isEmpty() ? kinds.value(0) : choice.dataSet,
                                              choice.operation.isEmpty() ? operationName(Operation::Read)
                                                                         : choice.operation});
    }
    const qsizetype drive = timelineDrive(session, choice);
    if (drive < 0) {
        ChartData data;
        data.shape = ChartShape::Lines;
        return data;
    }
    return timelineChartData(session, session.drives[drive], choice);
}

} // namespace

ChartData sessionChartData(const Session &session, ChartKind kind, Whiskers whiskers, const TimelineChoice &timeline,
                           DriveOrder order)
{
    switch (kind) {
    case ChartKind::PerDrive:
        for (auto drive = session.drives.crbegin(); drive != session.drives.crend(); ++drive) {
            if (!drive->results.isEmpty())
                return perDriveChartData(session, *drive, whiskers);
        }
        return session.drives.isEmpty() ? ChartData()
                                        : perDriveChartData(session, session.drives.constLast(), whiskers);
    case ChartKind::Compare:
        return compareChartData(session, whiskers);
    case ChartKind::Percent:
        return percentChartData(session);
    case ChartKind::Device:
        return deviceChartData(session);
    case ChartKind::Timeline:
        return sessionTimelineData(session, timeline);
    case ChartKind::Drives:
        return drivesChartData(session,
                               timeline.dataSet.isEmpty()
                                   ? session.dataSetKinds(operationName(Operation::Read)).value(0)
                                   : timeline.dataSet,
                               order, whiskers);
    }
    return {};
}

} // namespace cm
