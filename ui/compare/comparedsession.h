// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/session.h"

#include <QStringList>

namespace cm {

class DriveListModel;

// What the charts draw from a comparison: the ticked drives of `drives`, in
// the user's order, with their new labels, each keeping only the data sets
// (manifests and results) named in `dataSets`.
Session comparedSession(const DriveListModel &drives, const QStringList &dataSets);

} // namespace cm
