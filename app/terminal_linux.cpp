// SPDX-License-Identifier: GPL-3.0-or-later
// The terminal on Linux: text in the locale's encoding.
#include "terminal.h"
#include "terminalstreams.h"

#include <cstddef>
#include <cstdio>
#include <unistd.h>

namespace cm::Terminal {
namespace {

// Every byte, a NUL included: fputs() would end the text at the first.
void write(std::FILE *stream, const QString &text)
{
    const QByteArray bytes = text.toLocal8Bit();
    std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), stream);
    std::fflush(stream);
}

} // namespace

void Streams::writeOut(const QString &text)
{
    write(stdout, text);
}

void Streams::writeError(const QString &text)
{
    write(stderr, text);
}

bool stderrIsTerminal()
{
    return ::isatty(STDERR_FILENO) == 1;
}

} // namespace cm::Terminal
