// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

class QBarCategoryAxis;
class QChart;

namespace cm {

// The names under vertical bars, broken into lines as wide as each group
// of bars whenever the plot is laid out anew: Qt Charts cuts a name wider
// than its group with "…", and "VM disk (ext4)" and "VM disk (btrfs)"
// came out alike. `names` are plain text, in the axis's order.
void fitCategoryNames(QChart *chart, QBarCategoryAxis *axis, const QStringList &names);

} // namespace cm
