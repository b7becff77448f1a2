// SPDX-License-Identifier: GPL-3.0-or-later
#include "webtable.h"

#include "report/comparisontext.h"
#include "report/summaryrows.h"
#include "report/textescape.h"

#include <QCoreApplication>
#include <QStringList>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(WebTable)
};

QString number(double value, int decimals = 1)
{
    return QString::number(value, 'f', decimals);
}

// A cell of text, sorted by its text.
QString textCell(const QString &text)
{
    return QStringLiteral("<td>") + htmlText(text) + QStringLiteral("</td>");
}

// A cell sorted by `value` and showing `shown`; empty values sort first.
QString numberCell(const std::optional<double> &value, const QString &shown)
{
    const QString sort = value ? QString::number(*value, 'g', 10) : QString();
    return QStringLiteral("<td class=\"num\" data-sort=\"%1\">%2</td>").arg(sort, htmlText(shown));
}

QString comparisonCell(const SummaryRow &row)
{
    if (!row.comparedToPlain)
        return numberCell(std::nullopt, QString());
    const PairedComparison &paired = *row.comparedToPlain;
    if (!paired.enoughPairs())
        return numberCell(std::nullopt, notEnoughPairsText(paired.pairs));
    return numberCell(paired.ratio, comparisonText(paired));
}

QString driveLimitCell(const SummaryRow &row)
{
    if (!row.ofDriveLimit)
        return numberCell(std::nullopt, QString());
    return numberCell(row.ofDriveLimit->share, driveLimitText(*row.ofDriveLimit));
}

QString flagsCell(const SummaryRow &row)
{
    QStringList names;
    for (const ResultFlag flag : flagList(row.flags))
        names << QStringLiteral("<abbr title=\"%1\">%2</abbr>")
                     .arg(htmlText(flagExplanation(flag)), htmlText(flagName(flag)));
    QString cell = names.join(QStringLiteral(", "));
    if (!row.disturbances.isEmpty()) {
        QStringList lines;
        for (const QString &line : row.disturbances)
            lines << QStringLiteral("<li>") + htmlText(line) + QStringLiteral("</li>");
        cell += QStringLiteral("<ul class=\"why\">") + lines.join(QString()) + QStringLiteral("</ul>");
    }
    return QStringLiteral("<td>") + cell + QStringLiteral("</td>");
}

QString rowHtml(const SummaryRow &row)
{
    const SpeedSummary &s = row.summary;
    const std::optional<double> device
        = row.deviceReadRatio ? std::optional<double>(*row.deviceReadRatio * 100.0) : std::nullopt;
    return QStringLiteral("<tr>") + textCell(row.drive) + textCell(row.dataSet) + textCell(row.operation)
        + textCell(variantName(row.variant)) + numberCell(s.medianMBps, number(s.medianMBps))
        + numberCell(s.ci95MBps, QStringLiteral("± ") + number(s.ci95MBps))
        + numberCell(s.minMBps, QStringLiteral("%1 – %2").arg(number(s.minMBps), number(s.maxMBps)))
        + numberCell(row.coldRuns,
                     QStringLiteral("%1/%2").arg(QString::number(row.coldRuns), QString::number(row.runs)))
        + comparisonCell(row) + numberCell(device, device ? number(*device, 0) + QStringLiteral(" %") : QString())
        + numberCell(row.cpuSecondsPerGB, row.cpuSecondsPerGB ? number(*row.cpuSecondsPerGB, 2) : QString())
        + driveLimitCell(row) + flagsCell(row) + QStringLiteral("</tr>\n");
}

} // namespace

QString webResultsTable(const Session &session)
{
    const QStringList head{Text::tr("Drive"),
                           Text::tr("Data set"),
                           Text::tr("Operation"),
                           Text::tr("Compression"),
                           Text::tr("Median MB/s"),
                           Text::tr("95 % interval of the mean"),
                           Text::tr("Slowest – fastest run"),
                           Text::tr("Cold runs"),
                           Text::tr("Against plain (paired runs, 95 % interval)"),
                           Text::tr("Device read per byte delivered"),
                           Text::tr("CPU seconds per GB (user + system)"),
                           Text::tr("Of the drive's own limit (same run)"),
                           Text::tr("Flags")};
    QString html = QStringLiteral("<table id=\"results-table\" class=\"sortable\">\n<thead><tr>");
    for (const QString &title : head)
        html += QStringLiteral("<th scope=\"col\" aria-sort=\"none\"><button type=\"button\">%1</button></th>")
                    .arg(htmlText(title));
    html += QStringLiteral("</tr></thead>\n<tbody>\n");
    for (const SummaryRow &row : summaryRows(session))
        html += rowHtml(row);
    return html + QStringLiteral("</tbody>\n</table>\n");
}

} // namespace cm
