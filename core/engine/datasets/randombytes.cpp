// SPDX-License-Identifier: GPL-3.0-or-later
#include "randombytes.h"

#include <QtEndian>

#include <algorithm>
#include <cstring>

namespace cm {

void fillRandom(Random &random, char *out, qint64 size)
{
    char *const end = out + size;
    // Four words a round: the stores overlap the generator's dependency chain.
    while (end - out >= 32) {
        const quint64 words[4] = {qToLittleEndian(random.next()), qToLittleEndian(random.next()),
                                  qToLittleEndian(random.next()), qToLittleEndian(random.next())};
        std::memcpy(out, words, sizeof words);
        out += 32;
    }
    while (out < end) {
        const quint64 word = qToLittleEndian(random.next());
        const size_t count = size_t(std::min<qint64>(end - out, qint64(sizeof word)));
        std::memcpy(out, &word, count);
        out += count;
    }
}

QByteArray randomBytes(Random &random, qint64 size)
{
    QByteArray bytes(size, Qt::Uninitialized);
    fillRandom(random, bytes.data(), size);
    return bytes;
}

} // namespace cm
