// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// Each system's way of writing text as it is, whatever it holds (terminal.cpp
// decides what it may hold): in the locale's encoding on Linux, in UTF-16 on
// a Windows console, in UTF-8 into a Windows pipe or file.
namespace cm::Terminal::Streams {

void writeOut(const QString &text);
void writeError(const QString &text);

} // namespace cm::Terminal::Streams
