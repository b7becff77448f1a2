#pragma once

#include "util/status.h"

#include <QString>

namespace cm {

struct RunContext;

// How the stages of a run make each measurement cold: caches dropped as
// root or through compressmark-helper, or the data set's pages evicted.
namespace Stages {

// Drops the caches, or evicts `folder` (what the timed step reads from the
// drive; empty when it reads nothing there) and a loop image's page cache.
Status makeCold(RunContext &context, const QString &folder);

// compressmark-helper failed (`helperFailure`): a refused password or a
// missing polkit agent does not end the run, the remaining runs evict
// instead and the drive says from which run on. The helper is not asked again.
void evictFromNowOn(RunContext &context, const Status &helperFailure);

} // namespace Stages
} // namespace cm
