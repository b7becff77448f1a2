// SPDX-License-Identifier: GPL-3.0-or-later
#include "markuptable.h"

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
    Q_DECLARE_TR_FUNCTIONS(SummaryTable)
};

constexpr int TextColumns = 4; // drive, data set, variant, operation; numbers after them, then the warnings

bool isNumberColumn(qsizetype column, qsizetype columns)
{
    return column >= TextColumns && column < columns - 1;
}

QString number(double value)
{
    return QString::number(value, 'f', 1);
}

QString percent(const std::optional<double> &fraction)
{
    return fraction ? QString::number(*fraction * 100.0, 'f', 0) + QStringLiteral(" %") : QString();
}

QStringList header()
{
    return {Text::tr("drive"),
            Text::tr("data set"),
            Text::tr("variant"),
            Text::tr("operation"),
            Text::tr("median MB/s"),
            Text::tr("mean"),
            Text::tr("stdev"),
            Text::tr("min"),
            Text::tr("max"),
            Text::tr("±CI95"),
            Text::tr("paired vs plain"),
            Text::tr("device read"),
            Text::tr("CPU s/GB"),
            Text::tr("of the drive's limit"),
            Text::tr("cold runs"),
            Text::tr("warnings")};
}

// The median, marked when the speed is off (resultflags.h).
QString medianCell(const SummaryRow &row)
{
    const QString text = number(row.summary.medianMBps);
    return row.flags & BiasedSpeed ? text + QLatin1Char(' ') + flagMark() : text;
}

// The explanation of every warning in the table, one line each.
QStringList footnotes(const QList<SummaryRow> &rows)
{
    ResultFlags flags;
    for (const SummaryRow &row : rows)
        flags |= row.flags;
    return flagFootnotes(flags);
}

QStringList cells(const SummaryRow &row)
{
    const SpeedSummary &s = row.summary;
    return {row.drive,
            row.dataSet,
            variantName(row.variant),
            row.operation,
            medianCell(row),
            number(s.meanMBps),
            number(s.stdevMBps),
            number(s.minMBps),
            number(s.maxMBps),
            number(s.ci95MBps),
            row.comparedToPlain ? comparisonText(*row.comparedToPlain) : QString(),
            percent(row.deviceReadRatio),
            row.cpuSecondsPerGB ? QString::number(*row.cpuSecondsPerGB, 'f', 2) : QString(),
            row.ofDriveLimit ? driveLimitText(*row.ofDriveLimit) : QString(),
            QStringLiteral("%1/%2").arg(QString::number(row.coldRuns), QString::number(row.runs)),
            flagNames(row.flags)};
}

QString markdownLine(const QStringList &row)
{
    QStringList escaped;
    for (const QString &cell : row)
        escaped.append(markdownText(cell));
    return QStringLiteral("| ") + escaped.join(QStringLiteral(" | ")) + QStringLiteral(" |\n");
}

QString markdown(const QList<SummaryRow> &rows)
{
    const QStringList head = header();
    QStringList rule;
    for (qsizetype c = 0; c < head.size(); ++c)
        rule.append(isNumberColumn(c, head.size()) ? QStringLiteral("---:") : QStringLiteral("---"));
    QString text = markdownLine(head) + QStringLiteral("|") + rule.join(QLatin1Char('|')) + QStringLiteral("|\n");
    for (const SummaryRow &row : rows)
        text += markdownLine(cells(row));
    for (const QString &line : footnotes(rows))
        text += QLatin1Char('\n') + markdownText(line) + QLatin1Char('\n');
    return text;
}

QString htmlLine(const QStringList &row, QLatin1String tag)
{
    QString text = QStringLiteral("<tr>");
    for (qsizetype c = 0; c < row.size(); ++c) {
        const QString align = isNumberColumn(c, row.size()) ? QStringLiteral(" style=\"text-align:right\"") : QString();
        text += QLatin1Char('<') + tag + align + QLatin1Char('>') + htmlText(row[c]) + QStringLiteral("</") + tag
            + QLatin1Char('>');
    }
    return text + QStringLiteral("</tr>\n");
}

QString html(const QList<SummaryRow> &rows)
{
    QString text = QStringLiteral("<table class=\"compressmark\">\n<thead>\n") + htmlLine(header(), QLatin1String("th"))
        + QStringLiteral("</thead>\n<tbody>\n");
    for (const SummaryRow &row : rows)
        text += htmlLine(cells(row), QLatin1String("td"));
    text += QStringLiteral("</tbody>\n</table>\n");
    for (const QString &line : footnotes(rows))
        text += QStringLiteral("<p class=\"compressmark-note\">") + htmlText(line) + QStringLiteral("</p>\n");
    return text;
}

QString bbcodeLine(const QStringList &row, QLatin1String tag)
{
    QString text = QStringLiteral("[tr]");
    for (qsizetype c = 0; c < row.size(); ++c) {
        const QString cell = isNumberColumn(c, row.size())
            ? QStringLiteral("[right]") + bbcodeText(row[c]) + QStringLiteral("[/right]")
            : bbcodeText(row[c]);
        text += QLatin1Char('[') + tag + QLatin1Char(']') + cell + QStringLiteral("[/") + tag + QLatin1Char(']');
    }
    return text + QStringLiteral("[/tr]\n");
}

QString bbcode(const QList<SummaryRow> &rows)
{
    QString text = QStringLiteral("[table]\n") + bbcodeLine(header(), QLatin1String("th"));
    for (const SummaryRow &row : rows)
        text += bbcodeLine(cells(row), QLatin1String("td"));
    text += QStringLiteral("[/table]\n");
    for (const QString &line : footnotes(rows))
        text += bbcodeText(line) + QLatin1Char('\n');
    return text;
}

} // namespace

QString summaryMarkup(const Session &session, Markup markup)
{
    const QList<SummaryRow> rows = summaryRows(session);
    switch (markup) {
    case Markup::Markdown:
        return markdown(rows);
    case Markup::Html:
        return html(rows);
    case Markup::BBCode:
        return bbcode(rows);
    }
    return {};
}

} // namespace cm
