// SPDX-License-Identifier: GPL-3.0-or-later
#include "boundedread.h"

#include <algorithm>
#include <utility>

namespace cm {

BoundedRead readBounded(qint64 sizeHint, qint64 largestBytes, const std::function<qint64(char *to, qint64 room)> &read,
                        QByteArray *bytes)
{
    QByteArray data;
    data.resize(qsizetype(std::min<qint64>(std::max<qint64>(sizeHint, 0), largestBytes) + 1));
    qint64 total = 0;
    for (;;) {
        if (total == data.size()) {
            if (total > largestBytes)
                return BoundedRead::TooLarge;
            data.resize(qsizetype(std::min<qint64>(total * 2 + 4096, largestBytes + 1)));
        }
        const qint64 got = read(data.data() + total, data.size() - total);
        if (got < 0)
            return BoundedRead::Failed;
        if (got == 0)
            break;
        total += got;
    }
    if (total > largestBytes)
        return BoundedRead::TooLarge;
    data.truncate(qsizetype(total));
    *bytes = std::move(data);
    return BoundedRead::Done;
}

} // namespace cm
