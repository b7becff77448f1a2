// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How GoogleTest prints Qt values in messages and in the names of
// parameterised tests (found by argument-dependent lookup).
#include <QString>

#include <ostream>

inline void PrintTo(const QString &text, std::ostream *out)
{
    *out << '"' << text.toStdString() << '"';
}
