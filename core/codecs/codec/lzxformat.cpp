// SPDX-License-Identifier: GPL-3.0-or-later
#include "lzxformat.h"

#include <QtEndian>

#include <cstring>

namespace cm::lzx {
namespace {

// The "file size" every WIM and WOF chunk is translated with.
constexpr qint32 TranslationSize = 12000000;

// Each 0xE8 byte before the last 10 is followed by an operand that may be
// translated, and the scan goes on after the operand.
template<class Translate>
void forEachCall(uchar *data, qsizetype size, Translate translate)
{
    const qsizetype end = size - 10;
    for (qsizetype at = 0; at < end;) {
        const auto *call = static_cast<uchar *>(std::memchr(data + at, 0xE8, size_t(end - at)));
        if (!call)
            return;
        at = call - data;
        const qint32 operand = qFromLittleEndian<qint32>(data + at + 1);
        qint32 translated = operand;
        translate(translated, qint32(at));
        if (translated != operand)
            qToLittleEndian(translated, data + at + 1);
        at += 5;
    }
}

} // namespace

void translateCalls(uchar *data, qsizetype size)
{
    forEachCall(data, size, [](qint32 &operand, qint32 at) {
        if (operand >= -at && operand < TranslationSize)
            operand = operand < TranslationSize - at ? operand + at : operand - TranslationSize;
    });
}

void untranslateCalls(uchar *data, qsizetype size)
{
    forEachCall(data, size, [](qint32 &operand, qint32 at) {
        if (operand >= 0 && operand < TranslationSize)
            operand -= at;
        else if (operand < 0 && operand >= -at)
            operand += TranslationSize;
    });
}

} // namespace cm::lzx
