// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/random.h"

#include <QByteArray>
#include <QtGlobal>

namespace cm {

// Bytes that look and compress like a program or shared library: an ELF
// header, a code section of x86-64 instruction patterns with varied
// operands, string tables of symbol names and messages, and a symbol table.
// Makes up the "system" data set where the operating system's own files are
// too few.
QByteArray executableLikeContent(Random &random, qint64 bytes);

} // namespace cm
