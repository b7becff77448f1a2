// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/plan.h"
#include "privilege/privileges.h"

#include <QMetaType>
#include <QString>

namespace cm {

// How a run will really make its measurements cold, and the one sentence
// that tells the user why: `drop` needs root or compressmark-helper, and a
// run that cannot have it evicts instead of failing.
struct CacheModeDecision
{
    CacheMode mode = CacheMode::Evict;
    bool throughHelper = false; // drop: every drop asks compressmark-helper through pkexec
    QString reason;             // translated, e.g. "caches dropped through compressmark-helper ..."
};

// What a run asked for `requested` does in a process with `privileges`.
// Starts no program and looks at nothing else.
CacheModeDecision decideCacheMode(CacheMode requested, const Privileges &privileges);

// After the caches could not be dropped (`why`: through compressmark-helper
// a refused password or no polkit agent; in this process a read-only
// /proc/sys or a system without the call): evict for the rest of the run.
CacheModeDecision evictionAfterDropFailure(const QString &why, bool throughHelper);

// The decision as a plan states it before the run has tried: the system (or
// the helper) may still refuse to drop caches, so a drop is promised with
// the eviction the run then falls back to, as the command line says how
// it makes data cold only once it has tried.
QString reasonBeforeTrying(const CacheModeDecision &decision);

} // namespace cm

Q_DECLARE_METATYPE(cm::CacheModeDecision)
