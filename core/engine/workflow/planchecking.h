// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "compression/compressionsetup.h"
#include "plan/cachemodedecision.h"
#include "plan/plan.h"
#include "privilege/privileges.h"
#include "util/status.h"

#include <QMetaType>

#include <optional>

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

// A plan that passed its check: the only kind a run starts from. Made by
// from() alone, so a plan that failed its check cannot reach a runner.
class ReadyPlan
{
public:
    // The plan when its check passed; empty when it failed.
    static std::optional<ReadyPlan> from(const CheckedPlan &checked);

    const Plan &plan() const { return m_checked.plan; }
    const CompressionSetup &compression() const { return m_checked.compression; }
    const CacheModeDecision &caching() const { return m_checked.caching; }

private:
    explicit ReadyPlan(const CheckedPlan &checked)
        : m_checked(checked)
    {
    }

    CheckedPlan m_checked;
};

// A cache mode asked for by name must be had: drop without root needs
// compressmark-helper. (Left to the default, drop becomes evict instead.)
Status checkCacheModeAskedFor(CacheMode mode, const Privileges &privileges);

// Checks a normalised plan (plannormalisation.h) before anything is
// written: a cache mode asked for by name, the preflight (paths, target,
// copier, room), compression and the cache mode the runs will have. Blocking.
CheckedPlan checkNormalisedPlan(const Plan &plan, const Privileges &privileges);

// Normalises, then checks. Blocking, for a worker thread.
CheckedPlan checkPlan(Plan plan, const Privileges &privileges);

} // namespace cm

Q_DECLARE_METATYPE(cm::CheckedPlan)
