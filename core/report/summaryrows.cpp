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
    if (result.variant != Variant::Compressed)
        return std::nullopt;
    const ResultRecord *plain = drive.findResult(result.dataSet, Variant::Plain, result.operation);
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
            SummaryRow row;
            row.drive = driveName(drive);
            row.driveId = drive.id;
            row.origin = drive.origin;
            row.dataSet = result.dataSet;
            row.variant = result.variant;
            row.operation = result.operation;
            row.summary = result.summary();
            row.runs = int(result.runs.size());
            row.coldRuns = result.coldRuns();
            row.relativeToPlain = relativeToPlain(drive, result);
            row.deviceReadRatio = result.deviceReadRatio();
            if (result.variant == Variant::Compressed)
                row.algorithm = drive.compression.algorithm;
            row.storedShare = storedShare(drive, result);
            row.filesPerSecond = result.medianFilesPerSecond();
            row.flags = resultFlags(drive, result);
            rows.append(row);
        }
    }
    return rows;
}

} // namespace cm
