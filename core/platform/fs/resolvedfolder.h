// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/status.h"

#include <QByteArray>
#include <QString>

namespace cm {

// The folder the user named, with links in its own path resolved; a
// failure says why it cannot be opened.
Status resolveFolder(const QString &folder, QByteArray *resolved);

} // namespace cm
