// SPDX-License-Identifier: GPL-3.0-or-later
#include "pagecache.h"

#include "fs/treewalk.h"
#include "privilege/privilegedhelper.h"
#include "util/cancellation.h"

namespace cm::PageCache {

Status residency(const QByteArray &root, Residency *result)
{
    *result = Residency();
    return walkTree(root, [&](const TreeEntry &entry) {
        if (entry.type != TreeEntry::Type::RegularFile)
            return Status::ok();
        return addFileResidency(joinPath(root, entry.relativePath), entry.bytes, result);
    });
}

Status evictTree(const QByteArray &root, const Cancellation *cancel)
{
    return walkTree(root, [&](const TreeEntry &entry) {
        if (cancel && cancel->isRequested())
            return Status::cancelled();
        if (entry.type != TreeEntry::Type::RegularFile)
            return Status::ok();
        return evictFile(joinPath(root, entry.relativePath));
    });
}

Status dropAllCaches(const Privileges &privileges)
{
    if (privileges.root)
        return dropAllCachesAsRoot();
    if (!privileges.helperUsable())
        return Status::failure(QStringLiteral("cannot drop caches: needs root, or the CompressMark helper (%1)")
                                   .arg(privileges.whyNoHelper()));
    if (Status status = PrivilegedHelper::dropCaches(); !status)
        return Status::failure(QStringLiteral("cannot drop caches without root: %1").arg(status.message()));
    return Status::ok();
}

} // namespace cm::PageCache
