// SPDX-License-Identifier: GPL-3.0-or-later
#include "charttitle.h"

#include <QChart>
#include <QObject>
#include <QTextDocument>
#include <QVariant>

namespace cm {
namespace {

constexpr char PlainTitleProperty[] = "compressmarkPlainTitle";
// The margin of the document Qt Charts measures a label or title in.
constexpr qreal ChartTextMargin = 0.5;
// The subtitle's "font-size:small" is this share of the title's size, about;
// measured a little large so that no line is cut.
constexpr qreal SubtitleShare = 0.85;
// Of the chart's width between its margins, what a line of the title may
// take: Qt Charts keeps a little of it.
constexpr qreal TitleWidthShare = 0.94;

// `text` in lines no wider than `width`, broken after a `separator` (": "
// in a title, "; " in a subtitle) where the parts between them fit, so that
// a line ends where the sentence pauses; else wherever linesWithin() breaks.
QStringList linesAtSeparators(const QString &text, const QFontMetricsF &metrics, qreal width, const QString &separator)
{
    if (metrics.horizontalAdvance(text) <= width)
        return {text};
    QStringList lines;
    QString line;
    const QStringList parts = text.split(separator);
    for (qsizetype i = 0; i < parts.size(); ++i) {
        // The separator's mark stays at the end of its line: "zstd):".
        const QString part = i + 1 < parts.size() ? parts[i] + separator.trimmed() : parts[i];
        const QString longer = line.isEmpty() ? part : line + QLatin1Char(' ') + part;
        if (metrics.horizontalAdvance(longer) <= width) {
            line = longer;
            continue;
        }
        if (!line.isEmpty())
            lines << line;
        line.clear();
        const QStringList broken = linesWithin(part, metrics, width);
        lines << broken.mid(0, broken.size() - 1);
        line = broken.value(broken.size() - 1);
    }
    if (!line.isEmpty())
        lines << line;
    return lines;
}

class TitleFit : public QObject
{
public:
    TitleFit(QChart *chart, const QString &title, const QString &subtitle)
        : QObject(chart)
        , m_chart(chart)
        , m_title(title)
        , m_subtitle(subtitle)
    {
        connect(chart, &QChart::geometryChanged, this, [this] { fit(); });
        fit();
    }

    void fit()
    {
        const QMargins margins = m_chart->margins();
        const qreal chartWidth = m_chart->rect().width() - margins.left() - margins.right();
        // Before the first layout: a width a chart usually has.
        const qreal width = (chartWidth > 0 ? chartWidth : 960.0) * TitleWidthShare;
        QFont titleFont = m_chart->titleFont();
        titleFont.setBold(true);
        QFont subtitleFont = m_chart->titleFont();
        subtitleFont.setBold(false);
        subtitleFont.setPointSizeF(subtitleFont.pointSizeF() * SubtitleShare);
        QStringList parts;
        if (!m_title.isEmpty())
            parts << QStringLiteral("<b>%1</b>")
                         .arg(chartLinesHtml(
                             linesAtSeparators(m_title, QFontMetricsF(titleFont), width, QStringLiteral(": "))));
        if (!m_subtitle.isEmpty())
            parts << QStringLiteral("<span style=\"font-size:small; font-weight:normal\">%1</span>")
                         .arg(chartLinesHtml(
                             linesAtSeparators(m_subtitle, QFontMetricsF(subtitleFont), width, QStringLiteral("; "))));
        const QString title = parts.join(QStringLiteral("<br>"));
        if (title != m_chart->title())
            m_chart->setTitle(title);
    }

private:
    QChart *m_chart;
    QString m_title;
    QString m_subtitle;
};

} // namespace

namespace {

// Where `part` may be broken after its last slash, hyphen, underscore, dot,
// comma or colon: the length up to it; 0 for none.
qsizetype breakAfterMark(const QString &part)
{
    const QLatin1String marks("/-_.,:");
    for (qsizetype i = part.size() - 1; i > 0; --i) {
        if (marks.contains(part[i - 1]))
            return i;
    }
    return 0;
}

} // namespace

QStringList linesWithin(const QString &text, const QFontMetricsF &metrics, qreal width)
{
    QStringList lines;
    QString line;
    for (const QString &word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const QString longer = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
        if (line.isEmpty() || metrics.horizontalAdvance(longer) <= width) {
            line = longer;
        } else {
            lines << line;
            line = word;
        }
        // A word wider than a line on its own is broken where the line ends,
        // or after a slash, hyphen or dot in its second half ("/dev/" "sda3").
        while (line.size() > 1 && metrics.horizontalAdvance(line) > width) {
            qsizetype fits = line.size() - 1;
            while (fits > 1 && metrics.horizontalAdvance(line.left(fits)) > width)
                --fits;
            const qsizetype mark = breakAfterMark(line.left(fits));
            if (mark > fits / 2)
                fits = mark;
            lines << line.left(fits);
            line = line.mid(fits);
        }
    }
    if (!line.isEmpty())
        lines << line;
    return lines;
}

QString chartLinesHtml(const QStringList &lines)
{
    QStringList escaped;
    for (const QString &line : lines)
        escaped << line.toHtmlEscaped();
    return escaped.join(QStringLiteral("<br>"));
}

QSizeF chartTextSize(const QString &html, const QFont &font)
{
    QTextDocument document;
    document.setDocumentMargin(ChartTextMargin);
    document.setDefaultFont(font);
    document.setHtml(html);
    return document.size();
}

void setFittedTitle(QChart *chart, const QString &title, const QString &subtitle)
{
    const QString plain
        = title.isEmpty() || subtitle.isEmpty() ? title + subtitle : QStringLiteral("%1 - %2").arg(title, subtitle);
    chart->setProperty(PlainTitleProperty, plain);
    new TitleFit(chart, title, subtitle);
}

QString chartPlainTitle(const QChart *chart)
{
    return chart->property(PlainTitleProperty).toString();
}

} // namespace cm
