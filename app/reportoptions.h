// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chart/chartexport.h"
#include "chart/chartkinds.h"
#include "chart/timelinechartdata.h"
#include "chart/charttheme.h"
#include "report/tableexport.h"
#include "util/status.h"

#include <QCommandLineParser>
#include <QList>
#include <QStringList>

namespace cm {

// The options of `compressmark report` and what they ask for.
struct ReportOptions
{
    QStringList sessionPaths;
    QList<ChartExport> charts; // each with its format and path; size and scale alike
    ChartKind chartKind = ChartKind::PerDrive;
    Whiskers whiskers = Whiskers::None;
    // --chart timeline: the data set and operation asked for; empty for the
    // default (defaultTimelineChoice()). --chart drives: the data set, in `timeline.dataSet`.
    TimelineChoice timeline;
    DriveOrder driveOrder = DriveOrder::Session; // --chart drives: --sort
    ChartTheme theme = ChartTheme::Light;
    QList<QPair<TableFormat, QString>> tables;
    QString webPath;               // --web: the page to write; empty for none
    QList<ChartKind> webCharts;    // --web-charts: in this order; empty: the page's default
    QSize webChartSize{1600, 900}; // --size, or the page's own
    QString sessionOutPath;        // --session-out: the merged session, to publish
    bool share = false;            // --share: everything written leaves out who and which machine
};

void addReportOptions(QCommandLineParser &parser);

// Builds the options from a parsed command line. A failure is bad usage.
Status reportOptionsFrom(const QCommandLineParser &parser, ReportOptions *options);

} // namespace cm
