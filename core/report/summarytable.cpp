#include "summarytable.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

#include <algorithm>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(SummaryTable)
};

QString number(double value)
{
    return QString::number(value, 'f', 1);
}

} // namespace

QString summaryText(const Session &session)
{
    const QStringList header{Text::tr("drive"), Text::tr("data set"), Text::tr("variant"), Text::tr("operation"), Text::tr("median MB/s"),
                             Text::tr("mean"),  Text::tr("stdev"),    Text::tr("min"),     Text::tr("max"),       Text::tr("±CI95"),
                             Text::tr("cold runs")};
    QList<QStringList> rows{header};
    for (const DriveRecord &drive : session.drives) {
        for (const ResultRecord &result : drive.results) {
            const SpeedSummary s = result.summary();
            rows.append({drive.label.isEmpty() ? drive.id : drive.label, result.dataSet, result.variant,
                         result.operation, number(s.medianMBps), number(s.meanMBps), number(s.stdevMBps),
                         number(s.minMBps), number(s.maxMBps), number(s.ci95MBps),
                         QStringLiteral("%1/%2").arg(result.coldRuns()).arg(result.runs.size())});
        }
    }
    QList<qsizetype> widths(header.size(), 0);
    for (const QStringList &row : rows)
        for (qsizetype c = 0; c < row.size(); ++c)
            widths[c] = std::max(widths[c], row[c].size());

    QString text;
    for (const QStringList &row : rows) {
        QStringList cells;
        for (qsizetype c = 0; c < row.size(); ++c)
            cells.append(c < 4 ? row[c].leftJustified(widths[c]) : row[c].rightJustified(widths[c]));
        text += cells.join(QStringLiteral("  ")).trimmed() + QLatin1Char('\n');
    }
    return text;
}

QJsonArray summaryJson(const Session &session)
{
    QJsonArray array;
    for (const DriveRecord &drive : session.drives) {
        for (const ResultRecord &result : drive.results) {
            const SpeedSummary s = result.summary();
            array.append(QJsonObject{{QStringLiteral("drive"), drive.id},
                                     {QStringLiteral("label"), drive.label},
                                     {QStringLiteral("dataSet"), result.dataSet},
                                     {QStringLiteral("variant"), result.variant},
                                     {QStringLiteral("operation"), result.operation},
                                     {QStringLiteral("runs"), int(result.runs.size())},
                                     {QStringLiteral("coldRuns"), result.coldRuns()},
                                     {QStringLiteral("medianMBps"), s.medianMBps},
                                     {QStringLiteral("meanMBps"), s.meanMBps},
                                     {QStringLiteral("stdevMBps"), s.stdevMBps},
                                     {QStringLiteral("minMBps"), s.minMBps},
                                     {QStringLiteral("maxMBps"), s.maxMBps},
                                     {QStringLiteral("ci95MBps"), s.ci95MBps}});
        }
    }
    return array;
}

} // namespace cm
