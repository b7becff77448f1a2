// SPDX-License-Identifier: GPL-3.0-or-later
#include "lznt1.h"

#include "codec/littleendian.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

namespace cm {
namespace {

constexpr std::uint16_t CompressedFlag = 0x8000;
constexpr std::uint16_t Signature = 0x3000;
constexpr int MinimumMatch = 3;
constexpr int HashBits = 12;
constexpr int MaxChainSteps = 64;

// A copy token's split between displacement and length depends on how far
// into the chunk it stands: the displacement gets just enough bits (at
// least 4) to reach the chunk's start, the length the rest.
struct TokenLayout
{
    int displacementShift = 12;
    std::uint16_t lengthMask = 0x0FFF;
};

TokenLayout layoutAt(std::ptrdiff_t position)
{
    TokenLayout layout;
    for (std::ptrdiff_t i = position - 1; i >= 0x10; i >>= 1) {
        layout.lengthMask >>= 1;
        --layout.displacementShift;
    }
    return layout;
}

std::uint16_t chunkHeader(std::ptrdiff_t chunkBytesWithHeader, bool compressed)
{
    return std::uint16_t((chunkBytesWithHeader - 3) & 0x0FFF) | Signature | (compressed ? CompressedFlag : 0);
}

int hashOf(const unsigned char *p)
{
    return int(((std::uint32_t(p[0]) << 16 | std::uint32_t(p[1]) << 8 | p[2]) * 2654435761u) >> (32 - HashBits));
}

// One chunk's compressed body (flag bytes and their 8 elements), or an
// empty array when it would not be smaller than the chunk itself.
std::string compressChunk(const unsigned char *chunk, std::ptrdiff_t size)
{
    std::array<std::int16_t, 1 << HashBits> heads;
    heads.fill(-1);
    std::vector<std::int16_t> previous(size_t(size), -1);
    std::string body;
    body.reserve(size_t(size + size / 8 + 1));
    std::ptrdiff_t flagAt = -1;
    int elements = 8;
    const auto insert = [&](std::ptrdiff_t at) {
        if (at + MinimumMatch <= size) {
            const int hash = hashOf(chunk + at);
            previous[size_t(at)] = heads[size_t(hash)];
            heads[size_t(hash)] = std::int16_t(at);
        }
    };
    for (std::ptrdiff_t position = 0; position < size;) {
        if (elements == 8) {
            flagAt = std::ptrdiff_t(body.size());
            body.push_back('\0');
            elements = 0;
        }
        const TokenLayout layout = layoutAt(position);
        const std::ptrdiff_t longest = std::min<std::ptrdiff_t>(layout.lengthMask + MinimumMatch, size - position);
        std::ptrdiff_t bestLength = 0, bestDisplacement = 0;
        if (position > 0 && longest >= MinimumMatch) {
            int steps = 0;
            for (std::int16_t candidate = heads[size_t(hashOf(chunk + position))];
                 candidate >= 0 && steps < MaxChainSteps; candidate = previous[size_t(candidate)], ++steps) {
                std::ptrdiff_t length = 0;
                while (length < longest && chunk[candidate + length] == chunk[position + length])
                    ++length;
                if (length > bestLength) {
                    bestLength = length;
                    bestDisplacement = position - candidate;
                    if (length == longest)
                        break;
                }
            }
        }
        if (bestLength >= MinimumMatch) {
            const std::uint16_t token = std::uint16_t((bestDisplacement - 1) << layout.displacementShift)
                | std::uint16_t(bestLength - MinimumMatch);
            body[size_t(flagAt)] = char(std::uint8_t(body[size_t(flagAt)]) | (1u << elements));
            body.push_back(char(token & 0xFF));
            body.push_back(char(token >> 8));
            for (std::ptrdiff_t i = 0; i < bestLength; ++i)
                insert(position + i);
            position += bestLength;
        } else {
            body.push_back(char(chunk[position]));
            insert(position);
            ++position;
        }
        ++elements;
        if (std::ptrdiff_t(body.size()) >= size)
            return {};
    }
    return body;
}

// Decodes one compressed chunk body; -1 when malformed.
std::ptrdiff_t decompressChunk(const unsigned char *in, std::ptrdiff_t inSize, unsigned char *out,
                               std::ptrdiff_t capacity)
{
    std::ptrdiff_t read = 0, written = 0;
    while (read < inSize && written < capacity) {
        const std::uint8_t flags = in[read++];
        for (int element = 0; element < 8 && read < inSize && written < capacity; ++element) {
            if (!(flags & (1u << element))) {
                out[written++] = in[read++];
                continue;
            }
            if (read + 2 > inSize || written == 0)
                return -1;
            const std::uint16_t token = std::uint16_t(in[read] | in[read + 1] << 8);
            read += 2;
            const TokenLayout layout = layoutAt(written);
            const std::ptrdiff_t displacement = (token >> layout.displacementShift) + 1;
            const std::ptrdiff_t length = (token & layout.lengthMask) + MinimumMatch;
            if (displacement > written)
                return -1;
            // Byte by byte: a copy may overlap what it produces.
            for (std::ptrdiff_t i = 0; i < length && written < capacity; ++i, ++written)
                out[written] = out[written - displacement];
        }
    }
    return written;
}

} // namespace

std::string lznt1Compress(const char *data, std::ptrdiff_t size)
{
    std::string stream;
    for (std::ptrdiff_t offset = 0; offset < size; offset += Lznt1ChunkBytes) {
        const std::ptrdiff_t chunkSize = std::min(Lznt1ChunkBytes, size - offset);
        const auto *chunk = reinterpret_cast<const unsigned char *>(data + offset);
        const std::string body = compressChunk(chunk, chunkSize);
        const bool compressed = !body.empty();
        const std::ptrdiff_t bodySize = compressed ? std::ptrdiff_t(body.size()) : chunkSize;
        char header[2];
        storeLittleEndian(chunkHeader(bodySize + 2, compressed), header);
        stream.append(header, 2);
        stream.append(compressed ? body.data() : data + offset, size_t(bodySize));
    }
    return stream;
}

std::ptrdiff_t lznt1Decompress(const char *compressed, std::ptrdiff_t compressedSize, char *out,
                               std::ptrdiff_t capacity)
{
    const auto *in = reinterpret_cast<const unsigned char *>(compressed);
    auto *target = reinterpret_cast<unsigned char *>(out);
    std::ptrdiff_t read = 0, written = 0;
    while (read + 2 <= compressedSize && written < capacity) {
        const std::uint16_t header = std::uint16_t(in[read] | in[read + 1] << 8);
        if (header == 0)
            break; // the end marker
        const std::ptrdiff_t bodySize = (header & 0x0FFF) + 3 - 2;
        read += 2;
        if (read + bodySize > compressedSize)
            return -1;
        const std::ptrdiff_t room = std::min(Lznt1ChunkBytes, capacity - written);
        if (header & CompressedFlag) {
            const std::ptrdiff_t produced = decompressChunk(in + read, bodySize, target + written, room);
            if (produced < 0)
                return -1;
            written += produced;
            // A chunk that ends early stands for a whole chunk: zeros follow.
            if (produced < room && read + bodySize < compressedSize) {
                std::memset(target + written, 0, size_t(room - produced));
                written += room - produced;
            }
        } else {
            const std::ptrdiff_t copied = std::min(bodySize, room);
            std::memcpy(target + written, in + read, size_t(copied));
            written += copied;
        }
        read += bodySize;
    }
    return written;
}

} // namespace cm
