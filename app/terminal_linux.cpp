// The terminal on Linux: text in the locale's encoding.
#include "terminal.h"

#include <cstdio>
#include <unistd.h>

namespace cm::Terminal {

void error(const QString &message)
{
    std::fprintf(stderr, "compressmark: %s\n", message.toLocal8Bit().constData());
    std::fflush(stderr);
}

void out(const QString &text)
{
    std::fputs(text.toLocal8Bit().constData(), stdout);
    std::fflush(stdout);
}

void progress(const QString &text)
{
    std::fputs(text.toLocal8Bit().constData(), stderr);
    std::fflush(stderr);
}

bool stderrIsTerminal()
{
    return ::isatty(STDERR_FILENO) == 1;
}

} // namespace cm::Terminal
