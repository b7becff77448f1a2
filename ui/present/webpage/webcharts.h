// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chart/chartkinds.h"
#include "session/session.h"
#include "util/status.h"

#include <QList>
#include <QSize>
#include <QString>

namespace cm {

// A web page of any number of drives stays readable and grows no faster
// than its drives: each kind is drawn for up to its entry's
// mostDrivesOnWebPage drives (chart/chartkinds.h); beyond them the results
// table, which has every drive, stands for the chart, and the page says so.

// The charts section of a web page: each chart of `kinds` the bounds above
// allow, in the light and the dark theme (the reader's system shows one),
// laid out at `size`, with its text alternative; then what was left out
// and why. `sessions` are the files as loaded, `merged` all of them.
Status webChartsSection(const QList<ChartKind> &kinds, const QList<Session> &sessions, const Session &merged,
                        Whiskers whiskers, QSize size, QString *html);

} // namespace cm
