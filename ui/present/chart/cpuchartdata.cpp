// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartdata.h"

#include "chart/chartbuilding.h"
#include "chart/chartnumber.h"
#include "chart/comparisonnotes.h"
#include "chart/displaynames.h"
#include "report/summaryrows.h"

#include <QCoreApplication>

#include <algorithm>

namespace cm {
namespace {

// The chart strings share the per-drive chart's translation context.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(SpeedChart)
};

// CPU seconds per GB of each run of `result` that recorded any.
QList<double> cpuSecondsPerGB(const ResultRecord *result)
{
    QList<double> perGB;
    for (const RunRecord &run : result ? result->runs : QList<RunRecord>()) {
        if (const std::optional<double> each = run.cpuSecondsPerGB())
            perGB.append(*each);
    }
    return perGB;
}

// Whether the runs of the two sides overlap, slowest to fastest: then no
// difference is shown, whatever the medians say.
bool overlap(const QList<double> &a, const QList<double> &b)
{
    const auto [aLow, aHigh] = std::minmax_element(a.cbegin(), a.cend());
    const auto [bLow, bHigh] = std::minmax_element(b.cbegin(), b.cend());
    return *aLow <= *bHigh && *bLow <= *aHigh;
}

} // namespace

ChartData cpuChartData(const Session &session)
{
    ChartData data;
    data.title = Text::tr("CPU time per GB read, compression off and on");
    data.subtitle = machinesLine(session) + QStringLiteral("; ")
        + Text::tr("user and system seconds of the copying process, the median over the runs");
    data.categories = session.dataSetKinds(operationName(Operation::Read));
    data.categoryLabels = dataSetTitles(data.categories);
    data.valueAxisTitle = Text::tr("CPU s per GB");
    data.valueFormat = QStringLiteral("%.2f");
    const QStringList names = distinctDriveNames(session);
    const bool oneDrive = session.drives.size() == 1;
    bool sameNoted = false;
    for (qsizetype d = 0; d < session.drives.size(); ++d) {
        const DriveRecord &drive = session.drives[d];
        QList<ChartData::Series> pair;
        QList<QList<QList<double>>> runs; // per series, per data set
        for (const Variant variant : Variants) {
            ChartData::Series series = sideBySideSeries(names, d, variant);
            QList<QList<double>> perDataSet;
            for (const QString &kind : std::as_const(data.categories)) {
                perDataSet.append(cpuSecondsPerGB(readResult(drive, kind, variant)));
                series.values.append(perDataSet.constLast().isEmpty() ? 0.0 : medianOf(perDataSet.constLast()));
            }
            if (std::any_of(series.values.cbegin(), series.values.cend(), [](double value) { return value > 0.0; })) {
                pair.append(series);
                runs.append(perDataSet);
            }
        }
        // What compression costs: the compressed bar as a share of the
        // plain one, or "≈ plain" where their runs overlap.
        if (pair.size() == 2) {
            for (qsizetype c = 0; c < data.categories.size(); ++c) {
                const double plain = pair[0].values[c], compressed = pair[1].values[c];
                QString note, shortNote;
                if (plain > 0.0 && compressed > 0.0 && overlap(runs[0][c], runs[1][c])) {
                    note = shortNote = samePlainNote();
                    sameNoted = true;
                } else if (plain > 0.0 && compressed > 0.0) {
                    shortNote = chartPercent(compressed / plain);
                    note = Text::tr("%1 of plain").arg(shortNote);
                }
                pair[1].notes.append(note);
                pair[1].shortNotes.append(shortNote);
            }
        }
        data.series += pair;
    }
    if (sameNoted)
        data.footnotes.append(Text::tr("≈ plain: the runs with compression off and on took CPU times that overlap, "
                                       "slowest to fastest: no difference is shown."));
    if (data.series.isEmpty())
        data.emptyNote = Text::tr("No read run in this session recorded the CPU time it took.");
    else if (!oneDrive)
        data.footnotes.prepend(pairOfBarsFootnote());
    return data;
}

} // namespace cm
