// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/datasetmanifest.h"

#include <QJsonObject>

namespace cm {

// A data-set manifest as the session's dataSets[] entry (without
// "variants") and as `compressmark generate` prints it: kind, seed, files,
// folders, logicalBytes, largest/smallestFileBytes, zstdRatio, lz4Ratio
// (null when nothing was sampled), sampleBytes, skippedCount and skipped
// ([{path, reason}], the first few).
QJsonObject manifestToJson(const DataSetManifest &manifest);

} // namespace cm
