// SPDX-License-Identifier: GPL-3.0-or-later
#include "samplechunks.h"

#include "util/random.h"

#include <QtEndian>

#include <iterator>

namespace cm::test {

QByteArray prose(qsizetype size, quint64 seed)
{
    static const char *const words[] = {"the ", "drive ", "reads ", "compressed ", "files ",     "faster ",  "when ",
                                        "its ", "CPU ",   "keeps ", "up; ",        "otherwise ", "slower. ", "\n"};
    Random random(seed);
    QByteArray data;
    while (data.size() < size)
        data += words[random.next() % std::size(words)];
    return data.left(size);
}

QList<QByteArray> mixedChunks(qsizetype chunkBytes, int count)
{
    static const char *const words[] = {"NTFS ",   "stores ", "WOF ",  "files ", "in ",  "chunks ", "of ",
                                        "XPRESS ", "data, ",  "each ", "on ",    "its ", "own.\n"};
    Random random{quint64(chunkBytes)};
    QList<QByteArray> chunks;
    for (int c = 0; c < count; ++c) {
        QByteArray chunk;
        while (chunk.size() < chunkBytes) {
            switch (random.next() % 4) {
            case 0:
                chunk += QByteArray(qsizetype(random.next() % 600), char(random.next()));
                break;
            case 1:
                for (int i = 0; i < 40; ++i)
                    chunk += char(random.next() % 64 + 32);
                break;
            default:
                for (int i = 0; i < 30; ++i)
                    chunk += words[random.next() % std::size(words)];
            }
        }
        chunks.append(chunk.left(chunkBytes));
    }
    return chunks;
}

QByteArray callHeavyCode(qsizetype size, quint64 seed)
{
    static const char *const instructions[] = {"\x55", "\x48\x89\xe5", "\x48\x83\xec\x20", "\x8b\x45\xfc", "\x89\xc7",
                                               "\x5d", "\xc3",         "\x31\xc0",         "\x48\x8b\x07"};
    const qint32 functions[] = {0x1000, 0x2340, 0x5a00, 0x7ff0, 0x9100};
    Random random(seed);
    QByteArray code;
    while (code.size() < size) {
        if (random.next() % 3 == 0) {
            const qint32 target = functions[random.next() % std::size(functions)];
            char operand[4];
            qToLittleEndian(qint32(target - (code.size() + 5)), operand);
            code += '\xe8';
            code += QByteArray(operand, 4);
        } else {
            code += instructions[random.next() % std::size(instructions)];
        }
    }
    return code.left(size);
}

} // namespace cm::test
