#include "coldcache.h"

#include "bench/runcontext.h"
#include "cache/pagecache.h"
#include "privilege/privilegedhelper.h"

#include <QFile>

namespace cm::Stages {
namespace {

Status dropCaches(RunContext &context)
{
    if (!context.cache.throughHelper)
        return PageCache::dropAllCachesAsRoot();
    const Status dropped = PrivilegedHelper::dropCaches();
    if (!dropped)
        evictFromNowOn(context, dropped);
    return Status::ok();
}

} // namespace

void evictFromNowOn(RunContext &context, const Status &helperFailure)
{
    context.cache = evictionAfterHelperFailure(helperFailure.message());
    {
        QMutexLocker locker(&context.lock);
        DriveRecord &drive = context.drive();
        drive.cacheModeUsed = context.cache.mode;
        drive.cacheModeReason = context.cache.reason;
        drive.notes << (context.measurementsDone == 0
                            ? QStringLiteral("compressmark-helper failed before the first measurement (%1); every run "
                                             "evicted the data set's pages instead").arg(helperFailure.message())
                            : QStringLiteral("caches were dropped through compressmark-helper until it failed after %1 "
                                             "measurements (%2); every later run evicted the data set's pages instead")
                                  .arg(context.measurementsDone)
                                  .arg(helperFailure.message()));
    }
    if (context.cacheModeChanged)
        context.cacheModeChanged(context.cache);
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
