// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/session.h"

#include <QString>

namespace cm {

// The results of a web page: one row per drive x data set x operation x
// variant, with the median, the 95 % interval of the mean, the slowest and
// fastest run, the paired comparison with plain and its verdict, the device
// bytes read per byte delivered, cold runs and each flag, named. Every
// cell that sorts carries its value (data-sort), so that the page's script
// sorts the table in the reader's browser; a page without script shows it
// as measured. Session text is escaped.
QString webResultsTable(const Session &session);

} // namespace cm
