// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/session.h"

#include <QString>

namespace cm {

// "Reproduce this": the command line of each measured drive, to paste with
// the reader's own --source and --target. A drive measured with a copier
// that runs another program (external:CMD, robocopy) has its command apart,
// marked as one to read before running, and written as shell comments so
// that pasting it runs nothing. HTML; session text escaped.
QString webReproduceSection(const Session &session, const QString &sessionFile);

} // namespace cm
