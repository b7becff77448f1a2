#include "sessionchart.h"

namespace cm {

ChartData sessionChartData(const Session &session, ChartKind kind, Whiskers whiskers)
{
    switch (kind) {
    case ChartKind::PerDrive:
        for (auto drive = session.drives.crbegin(); drive != session.drives.crend(); ++drive) {
            if (!drive->results.isEmpty())
                return perDriveChartData(session, *drive, whiskers);
        }
        return session.drives.isEmpty() ? ChartData() : perDriveChartData(session, session.drives.constLast(), whiskers);
    case ChartKind::Compare:
        return compareChartData(session, whiskers);
    case ChartKind::Percent:
        return percentChartData(session);
    case ChartKind::Device:
        return deviceChartData(session);
    }
    return {};
}

} // namespace cm
