#pragma once

#include "plan/plan.h"

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

// What a run asked for `requested` does in this process. Starts no
// program; looks only at files (the helper, pkexec) and the environment.
CacheModeDecision decideCacheMode(CacheMode requested);

// The same for a process that is (or is not) root.
CacheModeDecision decideCacheModeAs(CacheMode requested, bool isRoot);

// After compressmark-helper could not drop the caches (`why`: a refused
// password, no polkit agent, ...): evict for the rest of the run.
CacheModeDecision evictionAfterHelperFailure(const QString &why);

} // namespace cm

Q_DECLARE_METATYPE(cm::CacheModeDecision)
