// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/session.h"

#include <QString>

namespace cm {

enum class Markup { Markdown, Html, BBCode };

// The summary (one row per drive x data set x variant x operation: median,
// mean, stdev, min, max, CI95 in MB/s, compressed as % of plain, device
// bytes read per byte delivered, cold runs) as a table to paste into a blog
// or a forum post.
QString summaryMarkup(const Session &session, Markup markup);

} // namespace cm
