// SPDX-License-Identifier: GPL-3.0-or-later
#include "webcharts.h"

#include "chart/timelinechartdata.h"
#include "publish/chartsvg.h"
#include "report/textescape.h"

#include <QCoreApplication>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(WebPage)
};

int mostDrives(ChartKind kind)
{
    switch (kind) {
    case ChartKind::PerDrive:
    case ChartKind::Timeline:
        return MostDrivesChartedEach;
    case ChartKind::Compare:
    case ChartKind::Percent:
    case ChartKind::Device:
        return MostDrivesSideBySide;
    case ChartKind::Drives:
        break;
    }
    return MostDrivesInRows;
}

// The charts of one kind: one per drive for per-drive and timeline charts
// (each subtitled from the session its drive came from), one per data set
// read for the drives chart, else one.
QList<ChartData> chartsOfKind(ChartKind kind, const QList<Session> &sessions, const Session &merged, Whiskers whiskers)
{
    switch (kind) {
    case ChartKind::Compare:
        return {compareChartData(merged, whiskers)};
    case ChartKind::Percent:
        return {percentChartData(merged)};
    case ChartKind::Device:
        return {deviceChartData(merged)};
    case ChartKind::Drives: {
        QList<ChartData> charts;
        for (const QString &dataSet : merged.dataSetKinds(operationName(Operation::Read)))
            charts << drivesChartData(merged, dataSet, DriveOrder::Session, whiskers);
        return charts;
    }
    case ChartKind::PerDrive:
    case ChartKind::Timeline:
        break;
    }
    QList<ChartData> charts;
    for (const Session &session : sessions) {
        for (const DriveRecord &drive : session.drives) {
            if (kind == ChartKind::PerDrive && !drive.results.isEmpty())
                charts << perDriveChartData(session, drive, whiskers);
            else if (kind == ChartKind::Timeline)
                for (const TimelineChoice &choice : timelineChoices(drive))
                    charts << timelineChartData(session, drive, choice);
        }
    }
    return charts;
}

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
        if (drives > mostDrives(kind)) {
            leftOut << kind;
            continue;
        }
        for (const ChartData &data : chartsOfKind(kind, sessions, merged, whiskers)) {
            if (Status status = figure(kind, data, size, html); !status)
                return status;
        }
    }
    if (!leftOut.isEmpty())
        *html += leftOutNote(leftOut, drives);
    return Status::ok();
}

} // namespace cm
