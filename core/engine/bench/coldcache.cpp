// SPDX-License-Identifier: GPL-3.0-or-later
#include "coldcache.h"

#include "bench/runreporting.h"
#include "bench/runshared.h"
#include "cache/pagecache.h"
#include "compression/loopimage.h"
#include "privilege/privilegedhelper.h"

#include <QFile>

namespace cm {

Status ColdCache::dropCaches()
{
    const Status dropped
        = m_decision.throughHelper ? PrivilegedHelper::dropCaches(m_run.cancel) : PageCache::dropAllCachesAsRoot();
    if (!dropped && m_run.cancel.isRequested())
        return dropped; // a password not waited for is no reason to evict from now on
    if (!dropped)
        evictFromNowOn(dropped);
    return Status::ok();
}

Status ColdCache::checkDropping()
{
    if (m_decision.mode == CacheMode::Drop && !m_decision.throughHelper) {
        const Status status = dropCaches();
        if (!status || m_decision.mode != CacheMode::Drop)
            return status; // cancelled, or evictFromNowOn said how the run goes on
    }
    m_reporting.tellCacheMode(m_decision);
    return Status::ok();
}

void ColdCache::evictFromNowOn(const Status &failure)
{
    const QString dropper
        = m_decision.throughHelper ? QStringLiteral("compressmark-helper") : QStringLiteral("this process");
    m_decision = evictionAfterDropFailure(failure.message(), m_decision.throughHelper);
    {
        const auto state = m_run.state.lock();
        DriveRecord &drive = state->drive();
        drive.cacheModeUsed = m_decision.mode;
        drive.cacheModeReason = m_decision.reason;
        drive.notes << (state->measurementsDone == 0
                            ? QStringLiteral("%1 could not drop the caches before the first measurement (%2); every "
                                             "run evicted the data set's pages instead")
                                  .arg(dropper, failure.message())
                            : QStringLiteral("caches were dropped by %1 until it failed after %2 measurements (%3); "
                                             "every later run evicted the data set's pages instead")
                                  .arg(dropper, QString::number(state->measurementsDone), failure.message()));
    }
    m_reporting.tellCacheMode(m_decision);
}

Status ColdCache::dropMetadataReadSince()
{
    return m_decision.mode == CacheMode::Drop ? dropCaches() : Status::ok();
}

Status ColdCache::makeCold(const QString &folder, const LoopImage &loopImage)
{
    if (m_decision.mode == CacheMode::Drop) {
        if (Status status = dropCaches(); !status || m_decision.mode == CacheMode::Drop)
            return status;
    }
    if (folder.isEmpty())
        return Status::ok();
    if (Status status = PageCache::evictTree(QFile::encodeName(folder), &m_run.cancel); !status)
        return status;
    // Without direct I/O the loop device reads through the image's page cache.
    if (loopImage.isMounted() && !loopImage.directIo())
        return PageCache::evictFile(QFile::encodeName(loopImage.imagePath()));
    return Status::ok();
}

} // namespace cm
