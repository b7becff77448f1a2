// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the LZNT1 decoder (NTFS compression), codecfuzz.h.
#include "codec/lznt1.h"
#include "codecfuzz.h"

#include <cstring>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace cm;
    const auto decode = [](const char *in, std::ptrdiff_t inSize, char *out, std::ptrdiff_t bytes) {
        return lznt1Decompress(in, inSize, out, bytes) == bytes;
    };
    const auto encode = [](const char *plain, std::ptrdiff_t bytes, char *out, std::ptrdiff_t capacity) {
        const std::string stream = lznt1Compress(plain, bytes);
        if (std::ptrdiff_t(stream.size()) > capacity)
            return std::ptrdiff_t(0);
        std::memcpy(out, stream.data(), stream.size());
        return std::ptrdiff_t(stream.size());
    };
    return fuzz::checkCodec(data, size, NtfsCompressionUnitBytes, decode, encode);
}
