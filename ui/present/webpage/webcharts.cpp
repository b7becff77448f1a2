// SPDX-License-Identifier: GPL-3.0-or-later
#include "webcharts.h"

#include "webpage/chartsvg.h"
#include "report/textescape.h"

#include <QCoreApplication>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(WebPage)
};

// A figure: the chart in both themes (CSS shows the reader's), its text
// alternative under it.
Status figure(ChartKind kind, const ChartData &data, QSize size, QString *html)
{
    InlineChart light, dark;
    if (Status status = inlineChartSvg(data, ChartTheme::Light, size, &light); !status)
        return status;
    if (Status status = inlineChartSvg(data, ChartTheme::Dark, size, &dark); !status)
        return status;
    *html += QStringLiteral("<figure data-chart=\"%1\">\n<div class=\"chart-light\">").arg(chartKindName(kind))
        + light.svg + QStringLiteral("</div>\n<div class=\"chart-dark\">") + dark.svg
        + QStringLiteral("</div>\n<figcaption><details><summary>%1</summary><p>%2</p></details></figcaption>\n"
                         "</figure>\n")
              .arg(htmlText(Text::tr("Text alternative")), htmlText(light.altText));
    return Status::ok();
}

// Why charts asked for are not on the page.
QString leftOutNote(const QList<ChartKind> &leftOut, int drives)
{
    QStringList kinds;
    for (const ChartKind kind : leftOut)
        kinds << chartKindName(kind);
    return QStringLiteral("<p class=\"note\" id=\"charts-left-out\">%1</p>\n")
        .arg(htmlText(Text::tr("These sessions hold %n drive(s): a page draws a chart of each drive for up to %1 "
                               "drives, the drives side by side for up to %2 and the drives chart for up to %3, "
                               "so that it stays readable. Left out: %4. The results table below has every "
                               "drive.",
                               nullptr, drives)
                          .arg(QString::number(MostDrivesChartedEach), QString::number(MostDrivesSideBySide),
                               QString::number(MostDrivesInRows), kinds.join(QStringLiteral(", ")))));
}

} // namespace

Status webChartsSection(const QList<ChartKind> &kinds, const QList<Session> &sessions, const Session &merged,
                        Whiskers whiskers, QSize size, QString *html)
{
    int drives = 0;
    for (const DriveRecord &drive : merged.drives)
        drives += drive.results.isEmpty() ? 0 : 1;
    QList<ChartKind> leftOut;
    for (const ChartKind kind : kinds) {
        // Decided from the count alone: no chart is built that is not drawn.
        const ChartKindEntry &entry = chartKindEntry(kind);
        if (drives > entry.mostDrivesOnWebPage) {
            leftOut << kind;
            continue;
        }
        // Every data set and timeline there is: the request makes no choice.
        const ChartRequest request{.sessions = sessions,
                                   .merged = merged,
                                   .whiskers = entry.takesWhiskers ? whiskers : Whiskers::None};
        for (const KindChart &chart : entry.build(request)) {
            if (Status status = figure(kind, chart.data, size, html); !status)
                return status;
        }
    }
    if (!leftOut.isEmpty())
        *html += leftOutNote(leftOut, drives);
    return Status::ok();
}

} // namespace cm
