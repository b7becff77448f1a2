#include "chartforkind.h"

namespace cm {

ChartData chartDataFor(ChartKind kind, const Session &session, Whiskers whiskers)
{
    switch (kind) {
    case ChartKind::Compare:
        return compareChartData(session, whiskers);
    case ChartKind::Percent:
        return percentChartData(session);
    case ChartKind::Device:
        return deviceChartData(session);
    case ChartKind::PerDrive:
        break;
    }
    for (auto drive = session.drives.crbegin(); drive != session.drives.crend(); ++drive) {
        if (!drive->results.isEmpty())
            return perDriveChartData(session, *drive, whiskers);
    }
    return {};
}

} // namespace cm
