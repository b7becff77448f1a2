// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "privilege/loopimagespec.h"
#include "system/interruptwatch.h"
#include "util/cancellation.h"
#include "util/status.h"

#include <QJsonObject>
#include <QString>

// compressmark-helper's loop images: Linux's alone, the one system with
// loop devices (compression/loopimagemaker.h).
namespace cm::PrivilegedHelper {

// The helper makes and mounts the image in `workspace`; `reply` is its answer.
Status createImage(const QString &workspace, const LoopImageSpec &spec, QJsonObject *reply,
                   const Cancellation &cancel = Interrupts::cancellation());
// Never cancelled: it is the clean-up.
Status removeImage(const QString &workspace);

} // namespace cm::PrivilegedHelper
