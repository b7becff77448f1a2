// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/cancellation.h"
#include "util/status.h"

#include <QByteArray>

namespace cm {

// Compares every regular file below `from` with its namesake below `to`,
// byte for byte: a copier that loses or changes data fails the run
// (--verify, after the timing).
Status verifyCopy(const QByteArray &from, const QByteArray &to, const Cancellation &cancel);

} // namespace cm
