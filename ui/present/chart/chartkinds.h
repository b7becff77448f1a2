// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chart/chartdata.h"
#include "chart/timelinechartdata.h"

#include <QList>

#include <optional>
#include <span>

namespace cm {

// Every kind of chart in one table: what it is called, what it asks for,
// where it is offered and how it is built. `report`, the web page, the
// Results page and the export dialog read it, so adding a kind is one
// entry here and one builder (docs/ARCHITECTURE.md, "A chart").

// The most drives a web page draws a chart of each of (per-drive,
// timeline), side by side (compare, percent, device, cpu), and in rows
// (drives), so that it stays readable; beyond them the results table,
// which has every drive, stands for the chart.
inline constexpr int MostDrivesChartedEach = 12;
inline constexpr int MostDrivesSideBySide = 12;
inline constexpr int MostDrivesInRows = 50;

// What a kind of chart is drawn from.
struct ChartRequest
{
    const QList<Session> &sessions; // as read: a chart of one drive is subtitled from its own session
    const Session &merged;          // all of them together, as the charts of several drives draw them
    Whiskers whiskers = Whiskers::None;
    // The data set (and operation) asked for where the kind draws one;
    // empty: a chart of each there is (the web page).
    std::optional<TimelineChoice> choice = std::nullopt;
    DriveOrder order = DriveOrder::Session;
};

// One chart of a kind, and the drive of the merged session it draws when it draws one (-1: several).
struct KindChart
{
    ChartData data;
    int drive = -1;
};

// What a kind needs chosen before it draws.
enum class ChartChoiceNeeded {
    Nothing,
    DataSet,             // the drives chart: one data set on every drive
    DataSetAndOperation, // the timeline: one data set and operation of one drive
};

// Whether the web page shows a kind when the user names none.
enum class OnWebPage {
    Always,
    ForSeveralDrives,
    WhenAsked,
};

struct ChartKindEntry
{
    ChartKind kind;
    const char *name;  // as --chart and --web-charts name it
    const char *title; // as the window's chart list names it (translated in the ResultsPage context)
    ChartShape shape;
    bool takesWhiskers;
    ChartChoiceNeeded needs;
    bool ordersDrives;   // its rows can be ordered by speed (--sort)
    bool coloursByDrive; // a series per drive, coloured by the drive's place in the window's list
    bool acrossDrives;   // one chart holds every drive: offered for drives of several sessions (the library)
    int mostDrivesOnWebPage;
    OnWebPage onWebPage;
    // Every chart of this kind `request` asks for, in the merged session's order of drives.
    QList<KindChart> (*build)(const ChartRequest &request);
};

std::span<const ChartKindEntry> chartKinds();
QString chartKindName(ChartKind kind);
bool parseChartKind(const QString &name, ChartKind *kind);
const ChartKindEntry &chartKindEntry(ChartKind kind);

// "per-drive, compare, ...": every name, for a message that lists them.
QString chartKindNames();
// The window's name for `kind`, translated.
QString chartKindTitle(ChartKind kind);

// The kinds the web page shows when the user names none.
QList<ChartKind> defaultWebCharts(const Session &merged);

} // namespace cm
