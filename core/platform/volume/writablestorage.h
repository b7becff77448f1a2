// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/status.h"

#include <QString>

namespace cm {

// Whether this process may write into the existing folder `path`, and the
// folder is storage (not /dev, /proc or /sys: root may write there, but
// nothing is ever written there). `role` names the folder in the refusal
// ("source", "target") and `instead` says what to pick.
Status checkStorageWritable(const QString &role, const QString &path, const QString &instead);

} // namespace cm
