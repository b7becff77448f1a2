// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chart/chartkinds.h"
#include "session/session.h"
#include "util/status.h"

#include <QList>
#include <QSize>
#include <QString>
#include <QStringList>

namespace cm {

inline constexpr QSize DefaultWebChartSize{768, 600};

// What a web page holds besides what every page has.
struct WebPageOptions
{
    QList<ChartKind> charts; // in this order; empty: defaultWebCharts() (chart/chartkinds.h)
    Whiskers whiskers = Whiskers::Ci95;
    // Laid out at this size (chartimage.h), so that a column of 800 px
    // shows the charts' text at its own size; the drawing scales with the page.
    QSize chartSize{DefaultWebChartSize};
    // The session the page embeds, as the reader downloads it.
    QString sessionFileName = QStringLiteral("compressmark.cmsession.json");
    bool shareSafe = false; // the session was made share-safe (publish/sharesafe.h)
    QStringList removed;    // what that left out, one line each
};

// One self-contained HTML page: the charts as inline SVG (light and dark,
// as the reader's system is) with their text alternatives; the results,
// sortable in the browser; the method written out from the session; what
// each flag means; the command lines that measure the same again; the
// session itself, to download and open in CompressMark; with `shareSafe`,
// what was left out. It loads nothing (a Content-Security-Policy forbids
// it) and works opened from disk or pasted into a blog. `sessions` are the
// files as loaded, `merged` all of them (sessionmerge.h).
Status webPageHtml(const QList<Session> &sessions, const Session &merged, const WebPageOptions &options, QString *html);

} // namespace cm
