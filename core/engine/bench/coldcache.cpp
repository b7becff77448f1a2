// SPDX-License-Identifier: GPL-3.0-or-later
#include "coldcache.h"

#include "bench/runcontext.h"
#include "cache/pagecache.h"
#include "privilege/privilegedhelper.h"

#include <QFile>

namespace cm::Stages {
namespace {

Status dropCaches(RunContext &context)
{
    const Status dropped
        = context.cache.throughHelper ? PrivilegedHelper::dropCaches(context.cancel) : PageCache::dropAllCachesAsRoot();
    if (!dropped && context.cancel.isRequested())
        return dropped; // a password not waited for is no reason to evict from now on
    if (!dropped)
        evictFromNowOn(context, dropped);
    return Status::ok();
}

} // namespace

Status checkCacheDropping(RunContext &context)
{
    if (context.cache.mode == CacheMode::Drop && !context.cache.throughHelper) {
        const Status status = dropCaches(context);
        if (!status || context.cache.mode != CacheMode::Drop)
            return status; // cancelled, or evictFromNowOn said how the run goes on
    }
    if (context.cacheModeChanged)
        context.cacheModeChanged(context.cache);
    return Status::ok();
}

void evictFromNowOn(RunContext &context, const Status &failure)
{
    const QString dropper
        = context.cache.throughHelper ? QStringLiteral("compressmark-helper") : QStringLiteral("this process");
    context.cache = evictionAfterDropFailure(failure.message(), context.cache.throughHelper);
    {
        const auto state = context.state.lock();
        DriveRecord &drive = state->drive();
        drive.cacheModeUsed = context.cache.mode;
        drive.cacheModeReason = context.cache.reason;
        drive.notes << (state->measurementsDone == 0
                            ? QStringLiteral("%1 could not drop the caches before the first measurement (%2); every "
                                             "run evicted the data set's pages instead")
                                  .arg(dropper, failure.message())
                            : QStringLiteral("caches were dropped by %1 until it failed after %2 measurements (%3); "
                                             "every later run evicted the data set's pages instead")
                                  .arg(dropper, QString::number(state->measurementsDone), failure.message()));
    }
    if (context.cacheModeChanged)
        context.cacheModeChanged(context.cache);
}

Status dropMetadataReadSince(RunContext &context)
{
    return context.cache.mode == CacheMode::Drop ? dropCaches(context) : Status::ok();
}

Status makeCold(RunContext &context, const QString &folder)
{
    if (context.cache.mode == CacheMode::Drop) {
        if (Status status = dropCaches(context); !status || context.cache.mode == CacheMode::Drop)
            return status;
    }
    if (folder.isEmpty())
        return Status::ok();
    if (Status status = PageCache::evictTree(QFile::encodeName(folder), &context.cancel); !status)
        return status;
    // Without direct I/O the loop device reads through the image's page cache.
    if (context.loopImage.isMounted() && !context.loopImage.directIo())
        return PageCache::evictFile(QFile::encodeName(context.loopImage.imagePath()));
    return Status::ok();
}

} // namespace cm::Stages
