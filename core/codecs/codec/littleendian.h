// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <type_traits>

namespace cm {

// The formats store their numbers little-endian whatever the machine: read
// and written a byte at a time, which compilers turn into one load or store.
template <typename T>
T loadLittleEndian(const void *from)
{
    using Bits = std::make_unsigned_t<T>;
    const auto *bytes = static_cast<const unsigned char *>(from);
    Bits value = 0;
    for (std::size_t i = 0; i < sizeof(T); ++i)
        value = Bits(value | Bits(Bits(bytes[i]) << (8 * i)));
    return T(value);
}

template <typename T>
void storeLittleEndian(T value, void *to)
{
    using Bits = std::make_unsigned_t<T>;
    auto *bytes = static_cast<unsigned char *>(to);
    for (std::size_t i = 0; i < sizeof(T); ++i)
        bytes[i] = static_cast<unsigned char>(Bits(value) >> (8 * i));
}

} // namespace cm
