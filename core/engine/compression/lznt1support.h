// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "compression/compressionbackend.h"

namespace cm {

// NTFS's own compression, through ntfs-3g or on Windows, offers LZNT1 and
// nothing else: what support() says once a volume offers it, and the
// refusal of any other algorithm.
inline void offerLznt1(CompressionSupport *support)
{
    support->supported = true;
    support->method = CompressionMethod::Ntfs;
    support->algorithms = {QStringLiteral("lznt1")};
    support->defaultAlgorithm = QStringLiteral("lznt1");
}

inline Status checkLznt1(const QString &algorithm)
{
    if (!algorithm.isEmpty() && algorithm != QLatin1String("lznt1"))
        return Status::failure(QStringLiteral("NTFS compresses with LZNT1 only, not %1").arg(algorithm));
    return Status::ok();
}

} // namespace cm
