// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What every codec's fuzz target checks: any bytes, taken as a stream,
// decode into exactly the room given or are refused, never read or write
// outside it (AddressSanitizer); the same bytes, taken as data, compress
// and decode back to themselves.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace cm::fuzz {

// `decode(in, inSize, out, size)`: true when it decoded exactly `size` bytes.
// `encode(data, size, out, capacity)`: bytes written, 0 when they did not fit.
template <typename Decode, typename Encode>
int checkCodec(const std::uint8_t *data, std::size_t size, std::ptrdiff_t largest, Decode decode, Encode encode)
{
    const auto *bytes = reinterpret_cast<const char *>(data);
    const auto given = std::ptrdiff_t(size);
    // The first two bytes choose how much the stream is asked to hold.
    const std::ptrdiff_t wanted = size >= 2 ? std::ptrdiff_t((data[0] | data[1] << 8) % (largest + 1)) : 0;
    std::vector<char> out(static_cast<std::size_t>(std::max<std::ptrdiff_t>(wanted, 1)));
    static_cast<void>(decode(bytes, given, out.data(), wanted));

    const std::ptrdiff_t plain = std::min(given, largest);
    if (plain == 0)
        return 0;
    std::vector<char> stream(static_cast<std::size_t>(2 * plain + 1024));
    const std::ptrdiff_t stored = encode(bytes, plain, stream.data(), std::ptrdiff_t(stream.size()));
    if (stored <= 0)
        __builtin_trap(); // the room given always holds it
    std::vector<char> back(static_cast<std::size_t>(plain));
    if (!decode(stream.data(), stored, back.data(), plain) || !std::equal(back.begin(), back.end(), bytes))
        __builtin_trap(); // what was compressed decodes to itself
    return 0;
}

} // namespace cm::fuzz
