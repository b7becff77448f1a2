// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

namespace cm {

constexpr qint64 KiB = 1024;
constexpr qint64 MiB = 1024 * KiB;
constexpr qint64 GiB = 1024 * MiB;

// MB/s as the articles and the session format use it: 10^6 bytes per second.
inline double megabytesPerSecond(qint64 bytes, double seconds)
{
    return seconds > 0.0 ? double(bytes) / 1e6 / seconds : 0.0;
}

} // namespace cm
