// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>

namespace cm::test {

// Chunks like the ones compressed file systems store, for the codecs' tests.

// Words of a small vocabulary, as skewed as text: many short codes, some long ones.
QByteArray prose(qsizetype size, quint64 seed);

// Text, runs, repeats and some noise, like the files a drive holds.
QList<QByteArray> mixedChunks(qsizetype chunkBytes, int count);

// Machine code's shape: short instructions and many x86 calls (0xE8 and a
// relative 32-bit target) to a few functions.
QByteArray callHeavyCode(qsizetype size, quint64 seed);

} // namespace cm::test
