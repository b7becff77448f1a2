// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartkinds.h"

#include "chart/displaynames.h"

#include <QCoreApplication>

#include <algorithm>
#include <iterator>

namespace cm {
namespace {

const QString Read = operationName(Operation::Read);

// A chart of the merged session, whatever is asked.
template <ChartData (*build)(const Session &)>
QList<KindChart> oneChart(const ChartRequest &request)
{
    return {{build(request.merged), -1}};
}

// A chart of each measured drive, subtitled from the session it came
// from; a session of unmeasured drives draws its last, which says why it
// is empty.
QList<KindChart> perDriveCharts(const ChartRequest &request)
{
    QList<KindChart> charts;
    int number = 0;
    for (const Session &session : request.sessions) {
        for (const DriveRecord &drive : session.drives) {
            if (!drive.results.isEmpty())
                charts.append({perDriveChartData(session, drive, request.whiskers), number});
            ++number;
        }
    }
    if (charts.isEmpty() && !request.merged.drives.isEmpty())
        charts.append({perDriveChartData(request.merged, request.merged.drives.constLast(), request.whiskers),
                       int(request.merged.drives.size() - 1)});
    return charts;
}

QList<KindChart> compareCharts(const ChartRequest &request)
{
    return {{compareChartData(request.merged, request.whiskers), -1}};
}

// The data set asked for, or one chart of each data set read.
QList<KindChart> drivesCharts(const ChartRequest &request)
{
    const QStringList dataSets
        = request.choice ? QStringList{request.choice->dataSet} : request.merged.dataSetKinds(Read);
    QList<KindChart> charts;
    for (const QString &dataSet : dataSets)
        charts.append({drivesChartData(request.merged, dataSet, request.order, request.whiskers), -1});
    return charts;
}

// A chart of each drive's timeline of the data set and operation asked
// for (or of every one it has); where no drive has the one asked for, the
// last measured drive's, which says why it is empty.
QList<KindChart> timelineCharts(const ChartRequest &request)
{
    QList<KindChart> charts;
    int number = 0;
    for (const Session &session : request.sessions) {
        for (const DriveRecord &drive : session.drives) {
            for (const TimelineChoice &choice : timelineChoices(drive)) {
                if (!request.choice || choice == *request.choice)
                    charts.append({timelineChartData(session, drive, choice), number});
            }
            ++number;
        }
    }
    if (charts.isEmpty() && request.choice) {
        const qsizetype drive = timelineDrive(request.merged, *request.choice);
        if (drive >= 0)
            charts.append(
                {timelineChartData(request.merged, request.merged.drives[drive], *request.choice), int(drive)});
    }
    return charts;
}

// In the order the window lists them and the web page draws them.
const ChartKindEntry Kinds[] = {
    {.kind = ChartKind::PerDrive,
     .name = "per-drive",
     .title = QT_TRANSLATE_NOOP("ResultsPage", "Per drive (the last)"),
     .shape = ChartShape::Bars,
     .takesWhiskers = true,
     .needs = ChartChoiceNeeded::Nothing,
     .ordersDrives = false,
     .coloursByDrive = false,
     .acrossDrives = false,
     .mostDrivesOnWebPage = MostDrivesChartedEach,
     .onWebPage = OnWebPage::Always,
     .build = &perDriveCharts},
    {.kind = ChartKind::Compare,
     .name = "compare",
     .title = QT_TRANSLATE_NOOP("ResultsPage", "Drives side by side"),
     .shape = ChartShape::Bars,
     .takesWhiskers = true,
     .needs = ChartChoiceNeeded::Nothing,
     .ordersDrives = false,
     .coloursByDrive = true,
     .acrossDrives = true,
     .mostDrivesOnWebPage = MostDrivesSideBySide,
     .onWebPage = OnWebPage::ForSeveralDrives,
     .build = &compareCharts},
    {.kind = ChartKind::Drives,
     .name = "drives",
     .title = QT_TRANSLATE_NOOP("ResultsPage", "Drives in rows (one data set)"),
     .shape = ChartShape::Bars,
     .takesWhiskers = true,
     .needs = ChartChoiceNeeded::DataSet,
     .ordersDrives = true,
     .coloursByDrive = false,
     .acrossDrives = true,
     .mostDrivesOnWebPage = MostDrivesInRows,
     .onWebPage = OnWebPage::ForSeveralDrives,
     .build = &drivesCharts},
    {.kind = ChartKind::Percent,
     .name = "percent",
     .title = QT_TRANSLATE_NOOP("ResultsPage", "Compressed as % of plain"),
     .shape = ChartShape::Bars,
     .takesWhiskers = false,
     .needs = ChartChoiceNeeded::Nothing,
     .ordersDrives = false,
     .coloursByDrive = true,
     .acrossDrives = true,
     .mostDrivesOnWebPage = MostDrivesSideBySide,
     .onWebPage = OnWebPage::Always,
     .build = &oneChart<percentChartData>},
    {.kind = ChartKind::Device,
     .name = "device",
     .title = QT_TRANSLATE_NOOP("ResultsPage", "Device bytes read"),
     .shape = ChartShape::Bars,
     .takesWhiskers = false,
     .needs = ChartChoiceNeeded::Nothing,
     .ordersDrives = false,
     .coloursByDrive = false,
     .acrossDrives = true,
     .mostDrivesOnWebPage = MostDrivesSideBySide,
     .onWebPage = OnWebPage::Always,
     .build = &oneChart<deviceChartData>},
    {.kind = ChartKind::Timeline,
     .name = "timeline",
     .title = QT_TRANSLATE_NOOP("ResultsPage", "Speed over time"),
     .shape = ChartShape::Lines,
     .takesWhiskers = false,
     .needs = ChartChoiceNeeded::DataSetAndOperation,
     .ordersDrives = false,
     .coloursByDrive = false,
     .acrossDrives = false,
     .mostDrivesOnWebPage = MostDrivesChartedEach,
     .onWebPage = OnWebPage::WhenAsked,
     .build = &timelineCharts},
    {.kind = ChartKind::Cpu,
     .name = "cpu",
     .title = QT_TRANSLATE_NOOP("ResultsPage", "CPU time per GB"),
     .shape = ChartShape::Bars,
     .takesWhiskers = false,
     .needs = ChartChoiceNeeded::Nothing,
     .ordersDrives = false,
     .coloursByDrive = true,
     .acrossDrives = true,
     .mostDrivesOnWebPage = MostDrivesSideBySide,
     .onWebPage = OnWebPage::WhenAsked,
     .build = &oneChart<cpuChartData>},
};

static_assert(std::size(Kinds) == ChartKindCount, "an entry for every kind");

} // namespace

std::span<const ChartKindEntry> chartKinds()
{
    return Kinds;
}

const ChartKindEntry &chartKindEntry(ChartKind kind)
{
    const auto *entry = std::find_if(std::begin(Kinds), std::end(Kinds),
                                     [kind](const ChartKindEntry &candidate) { return candidate.kind == kind; });
    Q_ASSERT(entry != std::end(Kinds)); // ChartKindTable's test holds every kind in the table
    return entry != std::end(Kinds) ? *entry : Kinds[0];
}

QString chartKindName(ChartKind kind)
{
    return QString::fromLatin1(chartKindEntry(kind).name);
}

bool parseChartKind(const QString &name, ChartKind *kind)
{
    for (const ChartKindEntry &entry : Kinds) {
        if (name == QLatin1String(entry.name)) {
            *kind = entry.kind;
            return true;
        }
    }
    return false;
}

QString chartKindNames()
{
    QStringList names;
    for (const ChartKindEntry &entry : Kinds)
        names << QString::fromLatin1(entry.name);
    return names.join(QStringLiteral(", "));
}

QString chartKindTitle(ChartKind kind)
{
    return QCoreApplication::translate("ResultsPage", chartKindEntry(kind).title);
}

QList<ChartKind> defaultWebCharts(const Session &merged)
{
    const auto measured = std::count_if(merged.drives.cbegin(), merged.drives.cend(),
                                        [](const DriveRecord &drive) { return !drive.results.isEmpty(); });
    QList<ChartKind> kinds;
    for (const ChartKindEntry &entry : Kinds) {
        if (entry.onWebPage == OnWebPage::Always || (entry.onWebPage == OnWebPage::ForSeveralDrives && measured > 1))
            kinds << entry.kind;
    }
    return kinds;
}

} // namespace cm
