#include "session.h"

#include "util/units.h"

#include <algorithm>

namespace cm {

double RunRecord::megabytesPerSecond() const
{
    return cm::megabytesPerSecond(bytes, seconds);
}

SpeedSummary ResultRecord::summary() const
{
    QList<double> speeds;
    speeds.reserve(runs.size());
    for (const RunRecord &run : runs)
        speeds.append(run.megabytesPerSecond());
    return summarize(speeds);
}

int ResultRecord::coldRuns() const
{
    return int(std::count_if(runs.begin(), runs.end(), [](const RunRecord &run) { return run.cold; }));
}

ResultRecord *DriveRecord::findResult(const QString &dataSet, const QString &variant, const QString &operation)
{
    for (ResultRecord &result : results) {
        if (result.dataSet == dataSet && result.variant == variant && result.operation == operation)
            return &result;
    }
    return nullptr;
}

} // namespace cm
