// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

namespace cm {

// splitmix64: turns any 64-bit value (a seed, a seed mixed with an index)
// into well-spread state for the generator below.
inline std::uint64_t splitmix64(std::uint64_t &state)
{
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

// xoshiro256**: fast, and defined bit for bit, so data sets are the same on
// every machine and compiler (std::mt19937's distributions are not).
class Random
{
public:
    explicit Random(std::uint64_t seed)
    {
        for (std::uint64_t &word : m_state)
            word = splitmix64(seed);
    }
    Random(std::uint64_t seed, std::uint64_t stream)
        : Random(seed ^ (stream * 0xD1B54A32D192ED03ull))
    {
    }

    std::uint64_t next()
    {
        const std::uint64_t result = rotl(m_state[1] * 5, 7) * 9;
        const std::uint64_t t = m_state[1] << 17;
        m_state[2] ^= m_state[0];
        m_state[3] ^= m_state[1];
        m_state[1] ^= m_state[2];
        m_state[0] ^= m_state[3];
        m_state[2] ^= t;
        m_state[3] = rotl(m_state[3], 45);
        return result;
    }

    // Uniform in [0, 1).
    double uniform() { return double(next() >> 11) * 0x1.0p-53; }

    // Uniform in [low, high]; the slight modulo bias does not matter here.
    std::uint64_t between(std::uint64_t low, std::uint64_t high) { return low + next() % (high - low + 1); }

private:
    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

    std::uint64_t m_state[4];
};

} // namespace cm
