// SPDX-License-Identifier: GPL-3.0-or-later
#include "lzxformat.h"

#include "codec/littleendian.h"

#include <cstring>

namespace cm::lzx {
namespace {

// The "file size" every WIM and WOF chunk is translated with.
constexpr std::int32_t TranslationSize = 12000000;

// Each 0xE8 byte before the last 10 is followed by an operand that may be
// translated, and the scan goes on after the operand.
template <class Translate>
void forEachCall(unsigned char *data, std::ptrdiff_t size, Translate translate)
{
    const std::ptrdiff_t end = size - 10;
    for (std::ptrdiff_t at = 0; at < end;) {
        const auto *call = static_cast<unsigned char *>(std::memchr(data + at, 0xE8, size_t(end - at)));
        if (!call)
            return;
        at = call - data;
        const std::int32_t operand = loadLittleEndian<std::int32_t>(data + at + 1);
        std::int32_t translated = operand;
        translate(translated, std::int32_t(at));
        if (translated != operand)
            storeLittleEndian(translated, data + at + 1);
        at += 5;
    }
}

} // namespace

void translateCalls(unsigned char *data, std::ptrdiff_t size)
{
    forEachCall(data, size, [](std::int32_t &operand, std::int32_t at) {
        if (operand >= -at && operand < TranslationSize)
            operand = operand < TranslationSize - at ? operand + at : operand - TranslationSize;
    });
}

void untranslateCalls(unsigned char *data, std::ptrdiff_t size)
{
    forEachCall(data, size, [](std::int32_t &operand, std::int32_t at) {
        if (operand >= 0 && operand < TranslationSize)
            operand -= at;
        else if (operand < 0 && operand >= -at)
            operand += TranslationSize;
    });
}

} // namespace cm::lzx
