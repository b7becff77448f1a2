// SPDX-License-Identifier: GPL-3.0-or-later
#include "terminal.h"

#include "terminalstreams.h"
#include "util/visibletext.h"

namespace cm::Terminal {
namespace {

// Back to the start of the line, erasing it.
const QString RedrawLine = QStringLiteral("\r\x1b[K");

} // namespace

void error(const QString &message)
{
    Streams::writeError(QStringLiteral("compressmark: ") + visibleText(message) + QLatin1Char('\n'));
}

void out(const QString &text)
{
    Streams::writeOut(visibleLines(text));
}

void progressLine(const QString &line)
{
    Streams::writeError(visibleText(line) + QLatin1Char('\n'));
}

void progressBar(const QString &line)
{
    Streams::writeError(RedrawLine + visibleText(line));
}

void clearProgressBar()
{
    Streams::writeError(RedrawLine);
}

} // namespace cm::Terminal
