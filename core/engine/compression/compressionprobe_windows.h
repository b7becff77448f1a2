// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/status.h"

#include <QByteArray>
#include <QString>

#include <functional>

namespace cm {

// Writes 256 KiB of text as `folder`/.compressmark-probe, hands the written
// file to `compress` (nothing to do where the folder compresses new files),
// and asks how much of it landed on the disk: stored compressed, it is a
// small fraction; else `notCompressed` is the failure. The probe is removed
// on every path.
Status checkProbeIsStoredCompressed(const QString &folder,
                                    const std::function<Status(const QByteArray &path)> &compress,
                                    const QString &notCompressed);

} // namespace cm
