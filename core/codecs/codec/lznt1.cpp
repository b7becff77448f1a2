// SPDX-License-Identifier: GPL-3.0-or-later
#include "lznt1.h"

#include <QtEndian>

#include <algorithm>
#include <array>
#include <cstring>
#include <vector>

namespace cm {
namespace {

constexpr quint16 CompressedFlag = 0x8000;
constexpr quint16 Signature = 0x3000;
constexpr int MinimumMatch = 3;
constexpr int HashBits = 12;
constexpr int MaxChainSteps = 64;

// A copy token's split between displacement and length depends on how far
// into the chunk it stands: the displacement gets just enough bits (at
// least 4) to reach the chunk's start, the length the rest.
struct TokenLayout
{
    int displacementShift = 12;
    quint16 lengthMask = 0x0FFF;
};

TokenLayout layoutAt(qsizetype position)
{
    TokenLayout layout;
    for (qsizetype i = position - 1; i >= 0x10; i >>= 1) {
        layout.lengthMask >>= 1;
        --layout.displacementShift;
    }
    return layout;
}

quint16 chunkHeader(qsizetype chunkBytesWithHeader, bool compressed)
{
    return quint16((chunkBytesWithHeader - 3) & 0x0FFF) | Signature | (compressed ? CompressedFlag : 0);
}

int hashOf(const unsigned char *p)
{
    return int(((quint32(p[0]) << 16 | quint32(p[1]) << 8 | p[2]) * 2654435761u) >> (32 - HashBits));
}

// One chunk's compressed body (flag bytes and their 8 elements), or an
// empty array when it would not be smaller than the chunk itself.
QByteArray compressChunk(const unsigned char *chunk, qsizetype size)
{
    std::array<qint16, 1 << HashBits> heads;
    heads.fill(-1);
    std::vector<qint16> previous(size_t(size), -1);
    QByteArray body;
    body.reserve(size + size / 8 + 1);
    qsizetype flagAt = -1;
    int elements = 8;
    const auto insert = [&](qsizetype at) {
        if (at + MinimumMatch <= size) {
            const int hash = hashOf(chunk + at);
            previous[size_t(at)] = heads[size_t(hash)];
            heads[size_t(hash)] = qint16(at);
        }
    };
    for (qsizetype position = 0; position < size;) {
        if (elements == 8) {
            flagAt = body.size();
            body.append('\0');
            elements = 0;
        }
        const TokenLayout layout = layoutAt(position);
        const qsizetype longest = std::min<qsizetype>(layout.lengthMask + MinimumMatch, size - position);
        qsizetype bestLength = 0, bestDisplacement = 0;
        if (position > 0 && longest >= MinimumMatch) {
            int steps = 0;
            for (qint16 candidate = heads[size_t(hashOf(chunk + position))]; candidate >= 0 && steps < MaxChainSteps;
                 candidate = previous[size_t(candidate)], ++steps) {
                qsizetype length = 0;
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
            const quint16 token = quint16((bestDisplacement - 1) << layout.displacementShift)
                | quint16(bestLength - MinimumMatch);
            body[flagAt] = char(quint8(body[flagAt]) | (1u << elements));
            body.append(char(token & 0xFF));
            body.append(char(token >> 8));
            for (qsizetype i = 0; i < bestLength; ++i)
                insert(position + i);
            position += bestLength;
        } else {
            body.append(char(chunk[position]));
            insert(position);
            ++position;
        }
        ++elements;
        if (body.size() >= size)
            return {};
    }
    return body;
}

// Decodes one compressed chunk body; -1 when malformed.
qsizetype decompressChunk(const unsigned char *in, qsizetype inSize, unsigned char *out, qsizetype capacity)
{
    qsizetype read = 0, written = 0;
    while (read < inSize && written < capacity) {
        const quint8 flags = in[read++];
        for (int element = 0; element < 8 && read < inSize && written < capacity; ++element) {
            if (!(flags & (1u << element))) {
                out[written++] = in[read++];
                continue;
            }
            if (read + 2 > inSize || written == 0)
                return -1;
            const quint16 token = quint16(in[read] | in[read + 1] << 8);
            read += 2;
            const TokenLayout layout = layoutAt(written);
            const qsizetype displacement = (token >> layout.displacementShift) + 1;
            const qsizetype length = (token & layout.lengthMask) + MinimumMatch;
            if (displacement > written)
                return -1;
            // Byte by byte: a copy may overlap what it produces.
            for (qsizetype i = 0; i < length && written < capacity; ++i, ++written)
                out[written] = out[written - displacement];
        }
    }
    return written;
}

} // namespace

QByteArray lznt1Compress(const char *data, qsizetype size)
{
    QByteArray stream;
    for (qsizetype offset = 0; offset < size; offset += Lznt1ChunkBytes) {
        const qsizetype chunkSize = std::min(Lznt1ChunkBytes, size - offset);
        const auto *chunk = reinterpret_cast<const unsigned char *>(data + offset);
        const QByteArray body = compressChunk(chunk, chunkSize);
        const bool compressed = !body.isEmpty();
        const qsizetype bodySize = compressed ? body.size() : chunkSize;
        const quint16 header = qToLittleEndian(chunkHeader(bodySize + 2, compressed));
        stream.append(reinterpret_cast<const char *>(&header), 2);
        stream.append(compressed ? body.constData() : data + offset, bodySize);
    }
    return stream;
}

qsizetype lznt1Decompress(const char *compressed, qsizetype compressedSize, char *out, qsizetype capacity)
{
    const auto *in = reinterpret_cast<const unsigned char *>(compressed);
    auto *target = reinterpret_cast<unsigned char *>(out);
    qsizetype read = 0, written = 0;
    while (read + 2 <= compressedSize && written < capacity) {
        const quint16 header = quint16(in[read] | in[read + 1] << 8);
        if (header == 0)
            break; // the end marker
        const qsizetype bodySize = (header & 0x0FFF) + 3 - 2;
        read += 2;
        if (read + bodySize > compressedSize)
            return -1;
        const qsizetype room = std::min(Lznt1ChunkBytes, capacity - written);
        if (header & CompressedFlag) {
            const qsizetype produced = decompressChunk(in + read, bodySize, target + written, room);
            if (produced < 0)
                return -1;
            written += produced;
            // A chunk that ends early stands for a whole chunk: zeros follow.
            if (produced < room && read + bodySize < compressedSize) {
                std::memset(target + written, 0, size_t(room - produced));
                written += room - produced;
            }
        } else {
            const qsizetype copied = std::min(bodySize, room);
            std::memcpy(target + written, in + read, size_t(copied));
            written += copied;
        }
        read += bodySize;
    }
    return written;
}

} // namespace cm
