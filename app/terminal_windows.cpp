// SPDX-License-Identifier: GPL-3.0-or-later
// The terminal on Windows: a console is written in UTF-16 (the code page of
// the console cannot hold every language of the program), anything else
// (a pipe, a file) gets UTF-8.
#include "terminal.h"
#include "terminalstreams.h"

#include <cstddef>
#include <cstdio>

#include <windows.h>

namespace cm::Terminal {
namespace {

bool isConsole(HANDLE handle)
{
    DWORD mode = 0;
    return handle && handle != INVALID_HANDLE_VALUE && GetConsoleMode(handle, &mode);
}

void write(DWORD which, std::FILE *stream, const QString &text)
{
    std::fflush(stream);
    const HANDLE handle = GetStdHandle(which);
    if (isConsole(handle)) {
        DWORD written = 0;
        WriteConsoleW(handle, reinterpret_cast<const wchar_t *>(text.utf16()), DWORD(text.size()), &written, nullptr);
        return;
    }
    // Every byte, a NUL included: fputs() would end the text at the first.
    const QByteArray bytes = text.toUtf8();
    std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), stream);
    std::fflush(stream);
}

} // namespace

void Streams::writeOut(const QString &text)
{
    write(STD_OUTPUT_HANDLE, stdout, text);
}

void Streams::writeError(const QString &text)
{
    write(STD_ERROR_HANDLE, stderr, text);
}

bool stderrIsTerminal()
{
    return isConsole(GetStdHandle(STD_ERROR_HANDLE));
}

} // namespace cm::Terminal
