// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/session.h"

#include <QJsonArray>
#include <QString>

namespace cm {

// The end-of-run summary: one row per drive x data set x variant x operation.
QString summaryText(const Session &session);
QJsonArray summaryJson(const Session &session);

} // namespace cm
