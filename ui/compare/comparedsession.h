// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/session.h"

#include <QStringList>

namespace cm {

class DriveListModel;

// What the charts draw from a comparison: the ticked drives of `drives`, in
// the user's order, labelled as the list names them (a number that tells
// two runs of one disk apart stays when others are hidden or removed),
// each keeping only the data sets (manifests and results) named in `dataSets`.
Session comparedSession(const DriveListModel &drives, const QStringList &dataSets);

} // namespace cm
