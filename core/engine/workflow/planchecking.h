// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "compression/compressionsetup.h"
#include "plan/cachemodedecision.h"
#include "plan/plan.h"
#include "privilege/privileges.h"
#include "util/status.h"

#include <QMetaType>

namespace cm {

// A plan as checked before a run: normalised (folder data sets measured),
// the preflight's verdict, what the run would do about compression and
// how it would make its runs cold.
struct CheckedPlan
{
    Plan plan;
    Status status = Status::ok();
    CompressionSetup compression;
    CacheModeDecision caching; // how the runs will really be made cold, and why

    // One sentence for people: what the run would do, or why it cannot start.
    QString summary() const;
};

// A cache mode asked for by name must be had: drop without root needs
// compressmark-helper. (Left to the default, drop becomes evict instead.)
Status checkCacheModeAskedFor(CacheMode mode, const Privileges &privileges);

// Checks a normalised plan (plannormalisation.h) before anything is
// written: the preflight, compression and the cache mode. Blocking.
CheckedPlan checkNormalisedPlan(const Plan &plan, const Privileges &privileges);

// Normalises, then checks. Blocking, for a worker thread.
CheckedPlan checkPlan(Plan plan, const Privileges &privileges);

} // namespace cm

Q_DECLARE_METATYPE(cm::CheckedPlan)
