// SPDX-License-Identifier: GPL-3.0-or-later
#include "executablecontent.h"

#include <QtEndian>

#include <algorithm>
#include <array>

namespace cm {
namespace {

const std::array<const char *, 48> Words
    = {"buffer", "context", "stream", "table",  "node",   "list",   "map",    "entry",  "value", "key",
       "index",  "count",   "size",   "length", "offset", "data",   "file",   "path",   "name",  "type",
       "state",  "config",  "option", "error",  "handle", "device", "socket", "thread", "mutex", "queue",
       "event",  "signal",  "timer",  "cache",  "page",   "block",  "parse",  "read",   "write", "open",
       "close",  "init",    "free",   "alloc",  "copy",   "find",   "insert", "remove"};
const std::array<const char *, 8> Prefixes = {"", "g_", "_", "__", "lib_", "do_", "get_", "set_"};
const std::array<const char *, 6> Messages = {"cannot %s %s: %s\n",
                                              "%s: invalid %s (%d)\n",
                                              "unknown %s '%s'\n",
                                              "%s: out of memory\n",
                                              "warning: %s is deprecated, use %s\n",
                                              "usage: %s [OPTION]... %s\n"};

template <typename T>
void appendLittleEndian(QByteArray &out, T value)
{
    const T little = qToLittleEndian(value);
    out.append(reinterpret_cast<const char *>(&little), sizeof little);
}

const char *pick(Random &random, const auto &list)
{
    return list[random.between(0, list.size() - 1)];
}

QByteArray elfHeader(Random &random, qint64 bytes)
{
    QByteArray header("\x7f"
                      "ELF\x02\x01\x01",
                      7);
    header.append(9, '\0');
    appendLittleEndian<quint16>(header, 3);                                             // e_type: shared object
    appendLittleEndian<quint16>(header, 0x3e);                                          // e_machine: x86-64
    appendLittleEndian<quint32>(header, 1);                                             // e_version
    appendLittleEndian<quint64>(header, 0x1000 + random.between(0, 0xfff) * 16);        // e_entry
    appendLittleEndian<quint64>(header, 64);                                            // e_phoff
    appendLittleEndian<quint64>(header, quint64(std::max<qint64>(bytes - 64 * 30, 0))); // e_shoff
    appendLittleEndian<quint32>(header, 0);                                             // e_flags
    for (quint16 value : {64, 56, 4, 64, 30, 29}) // ehsize, phentsize, phnum, shentsize, shnum, shstrndx
        appendLittleEndian<quint16>(header, value);
    for (quint32 type : {1u, 1u, 2u, 0x6474e551u}) { // two PT_LOAD, PT_DYNAMIC, PT_GNU_STACK
        appendLittleEndian<quint32>(header, type);
        appendLittleEndian<quint32>(header, type == 1 ? 5 : 6);
        const quint64 offset = random.between(0, 0xff) * 0x1000;
        for (quint64 value : {offset, offset, offset, quint64(bytes), quint64(bytes), quint64(0x1000)})
            appendLittleEndian<quint64>(header, value);
    }
    return header;
}

// One function: prologue, a body of common instructions, epilogue, padding.
void appendFunction(Random &random, QByteArray &out)
{
    auto byte = [&random] { return char(random.between(0, 255)); };
    auto smallOffset = [&random] { return char(0x100 - 8 * random.between(1, 16)); };
    out.append("\x55\x48\x89\xe5", 4); // push rbp; mov rbp, rsp
    if (random.between(0, 1))
        out.append("\x41\x57\x41\x56\x53", 5);                             // push r15; push r14; push rbx
    out.append("\x48\x83\xec", 3).append(char(8 * random.between(1, 12))); // sub rsp, n
    const int instructions = int(random.between(4, 40));
    for (int i = 0; i < instructions; ++i) {
        switch (random.between(0, 9)) {
        case 0:
            out.append("\x48\x8b\x45", 3).append(smallOffset());
            break; // mov rax, [rbp-n]
        case 1:
            out.append("\x48\x89\x7d", 3).append(smallOffset());
            break; // mov [rbp-n], rdi
        case 2:
            out.append('\xe8').append(byte()).append(byte()).append(random.between(0, 1) ? "\x00\x00" : "\xff\xff", 2);
            break; // call
        case 3:
            out.append('\xb8').append(char(random.between(0, 64))).append(3, '\0');
            break; // mov eax, n
        case 4:
            out.append("\x48\x8d\x3d", 3).append(byte()).append(byte()).append(2, '\0');
            break; // lea rdi, [rip+n]
        case 5:
            out.append("\x48\x85\xc0\x74", 4).append(char(random.between(2, 60)));
            break; // test rax, rax; je
        case 6:
            out.append("\x0f\x84", 2).append(byte()).append(char(random.between(0, 3))).append(2, '\0');
            break; // je rel32
        case 7:
            out.append("\x48\x89\xc7", 3);
            break; // mov rdi, rax
        case 8:
            out.append("\x31\xc0", 2);
            break; // xor eax, eax
        default:
            out.append("\x48\x8b\x05", 3).append(byte()).append(byte()).append(2, '\0');
            break; // mov rax, [rip+n]
        }
    }
    out.append("\x48\x83\xc4", 3).append(char(8 * random.between(1, 12))); // add rsp, n
    out.append("\x5b\x41\x5e\x41\x5f\x5d\xc3", 7);                         // pop ...; ret
    while (out.size() % 16 != 0)
        out.append('\x90');
}

void appendStrings(Random &random, QByteArray &out)
{
    if (random.between(0, 3) == 0) {
        out.append(pick(random, Messages)).append('\0');
        return;
    }
    out.append(pick(random, Prefixes)).append(pick(random, Words)).append('_').append(pick(random, Words));
    if (random.between(0, 2) == 0)
        out.append(QByteArray::number(random.between(0, 99)));
    out.append('\0');
}

void appendSymbol(Random &random, QByteArray &out, quint32 &nameOffset, quint64 &address)
{
    appendLittleEndian<quint32>(out, nameOffset);
    out.append(char(random.between(0, 3) ? 0x12 : 0x11)).append('\0'); // function or object, global
    appendLittleEndian<quint16>(out, quint16(random.between(10, 26)));
    appendLittleEndian<quint64>(out, address);
    const quint64 size = random.between(1, 64) * 16;
    appendLittleEndian<quint64>(out, size);
    nameOffset += quint32(random.between(8, 30));
    address += size;
}

} // namespace

QByteArray executableLikeContent(Random &random, qint64 bytes)
{
    QByteArray out;
    out.reserve(bytes + 1024);
    out += elfHeader(random, bytes);
    // Sections in the proportions of a typical library: code, strings, symbols.
    const qint64 codeEnd = bytes * 55 / 100, stringsEnd = bytes * 80 / 100;
    while (out.size() < codeEnd)
        appendFunction(random, out);
    while (out.size() < stringsEnd)
        appendStrings(random, out);
    quint32 nameOffset = 1;
    quint64 address = 0x1000 + random.between(0, 0xff) * 0x10;
    while (out.size() < bytes)
        appendSymbol(random, out, nameOffset, address);
    out.truncate(bytes);
    return out;
}

} // namespace cm
