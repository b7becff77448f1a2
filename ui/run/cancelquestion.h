// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QWidget;

namespace cm {

class BenchmarkRunner;

// Asks whether to cancel the run. The run goes on while the question is
// open, and the question says so; a run that ends meanwhile closes it, so
// that no answer is taken for a run that is over. True where the user said
// yes while the run still went on.
bool askToCancelRun(QWidget *parent, const BenchmarkRunner &runner);

} // namespace cm
