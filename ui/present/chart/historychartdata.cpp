// SPDX-License-Identifier: GPL-3.0-or-later
#include "historychartdata.h"

#include <QCoreApplication>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(HistoryChartData)
};

} // namespace

ChartData historyChartData(const Session &history, const QString &driveName, const QStringList &changes)
{
    ChartData data = compareChartData(history, Whiskers::Ci95);
    // The compare chart's last note names drives' pairs of bars; here each pair is a day.
    if (history.drives.size() > 1 && !data.footnotes.isEmpty()) {
        data.footnotes.removeLast();
        data.footnotes.append(Text::tr("Each day's pair of bars: compression off first, compression on beside it in "
                                       "another shade of the day's colour."));
    }
    data.title = Text::tr("Read speed of %1 over time, MB/s").arg(driveName);
    // Each change a line of its own, whole: folded under the window's chart, the first still says one.
    QStringList footnotes;
    if (changes.isEmpty())
        footnotes.append(Text::tr("Measured alike each time: same kernel, system, CPU, filesystem, compression, "
                                  "copier, cache mode, repetitions and data sets."));
    for (const QString &change : changes)
        footnotes.append(Text::tr("Changed %1").arg(change));
    data.footnotes = footnotes + data.footnotes;
    return data;
}

} // namespace cm
