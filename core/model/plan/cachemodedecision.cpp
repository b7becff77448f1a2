// SPDX-License-Identifier: GPL-3.0-or-later
#include "cachemodedecision.h"
#include "plan/cachemodewords.h"

#include <QCoreApplication>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(CacheModeDecision)
};

CacheModeDecision asAsked(CacheMode mode)
{
    switch (mode) {
    case CacheMode::Drop:
        break;
    case CacheMode::Evict:
        return {mode, false, Text::tr("the data set's pages are evicted before every run")};
    case CacheMode::Fresh:
        return {mode, false, Text::tr("every repetition reads new data, evicted after writing")};
    case CacheMode::Direct:
        return {mode, false, Text::tr(cacheModeWords().directReads)};
    }
    return {CacheMode::Drop, false, Text::tr(cacheModeWords().cachesDropped)};
}

} // namespace

CacheModeDecision decideCacheMode(CacheMode requested, const Privileges &privileges)
{
    if (requested != CacheMode::Drop || privileges.root)
        return asAsked(requested);
    if (!privileges.helperUsable())
        return {CacheMode::Evict, false,
                Text::tr("%1: evicting the data set's pages instead of dropping caches").arg(privileges.whyNoHelper())};
    return {CacheMode::Drop, true, Text::tr(cacheModeWords().cachesDroppedByHelper)};
}

CacheModeDecision evictionAfterDropFailure(const QString &why, bool throughHelper)
{
    if (!throughHelper)
        return {CacheMode::Evict, false,
                Text::tr("caches could not be dropped (%1): evicting the data set's pages instead for the rest of "
                         "the run")
                    .arg(why)};
    return {CacheMode::Evict, false,
            Text::tr("caches could not be dropped through compressmark-helper (%1): evicting the data set's pages "
                     "instead for the rest of the run")
                .arg(why)};
}

QString reasonBeforeTrying(const CacheModeDecision &decision)
{
    if (decision.mode != CacheMode::Drop)
        return decision.reason;
    return Text::tr("%1 if the system allows it, else the data set's pages evicted before every run")
        .arg(decision.reason);
}

} // namespace cm
