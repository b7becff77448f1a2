// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the copiers' fault tests on every system share: a source of three
// files whose middle one is where the faults go, a copy that cannot hang
// the suite, and the checks that a failed copy names the file and leaves
// nothing half written.
#include "tempfolders.h"
#include "util/status.h"

#include <QString>

namespace cm::test {

// Three files copied in this order; the middle one is the victim.
struct FaultySource
{
    FaultySource();

    static constexpr qint64 VictimBytes = 3 * 1024 * 1024;
    TempFolder backing;
    QString victimPath() const;
};

// Copies with `copier` ("serial", "parallel:4") and a bounded wait: a copier
// that hangs fails the test and is cancelled rather than blocking the suite.
Status copyBounded(const QString &copier, const QString &from, const QString &to);

// Every file in the copy is whole and equal to its source.
void expectOnlyWholeFiles(const QString &source, const QString &copy);

// The copy failed on the victim, saying `error`, and left no half-copied file.
void expectFailureOnTheVictim(const Status &status, const QString &error, const QString &source, const QString &copy);

} // namespace cm::test
