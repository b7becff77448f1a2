#include "summaryrows.h"

namespace cm {

QString driveName(const DriveRecord &drive)
{
    if (!drive.label.isEmpty())
        return drive.label;
    if (drive.source.model && !drive.source.model->isEmpty())
        return *drive.source.model;
    if (!drive.source.device.isEmpty())
        return drive.source.device;
    return drive.id;
}

std::optional<double> relativeToPlain(const DriveRecord &drive, const ResultRecord &result)
{
    if (result.variant != QLatin1String("compressed"))
        return std::nullopt;
    const ResultRecord *plain = drive.findResult(result.dataSet, QStringLiteral("plain"), result.operation);
    const double plainMedian = plain ? plain->summary().medianMBps : 0.0;
    if (plainMedian <= 0.0)
        return std::nullopt;
    return result.summary().medianMBps / plainMedian;
}

QList<SummaryRow> summaryRows(const Session &session)
{
    QList<SummaryRow> rows;
    for (const DriveRecord &drive : session.drives) {
        for (const ResultRecord &result : drive.results) {
            rows.append(SummaryRow{driveName(drive), drive.id, drive.origin, result.dataSet, result.variant,
                                   result.operation, result.summary(), int(result.runs.size()), result.coldRuns(),
                                   relativeToPlain(drive, result), result.deviceReadRatio()});
        }
    }
    return rows;
}

} // namespace cm
