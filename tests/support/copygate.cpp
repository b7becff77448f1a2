// SPDX-License-Identifier: GPL-3.0-or-later
#include "copygate.h"

#include "bench/benchmarkrunner.h"

#include <QFile>
#include <QFileInfo>
#include <QTest>

namespace cm::test {
namespace {

// $1 the source, $2 the destination, as the external copier passes them.
// The first call says that it waits, then waits for `open`.
constexpr char Script[] = R"(#!/bin/sh
gate=$(dirname "$0")
if mkdir "$gate/first" 2>/dev/null; then
    : > "$gate/held"
    while [ ! -e "$gate/open" ]; do sleep 0.01; done
fi
exec cp -r "$1" "$2"
)";

constexpr int HoldTimeoutMs = 60000;

} // namespace

CopyGate::CopyGate()
{
    QFile script(m_folder.filePath(QStringLiteral("gate.sh")));
    if (script.open(QIODevice::WriteOnly))
        script.write(Script);
}

CopyGate::~CopyGate()
{
    open();
}

CopierChoice CopyGate::copier() const
{
    CopierChoice choice;
    choice.kind = CopierChoice::Kind::External;
    choice.command = QStringLiteral("sh \"%1\"").arg(m_folder.filePath(QStringLiteral("gate.sh")));
    return choice;
}

bool CopyGate::waitUntilHeld(const BenchmarkRunner &runner) const
{
    const QString held = m_folder.filePath(QStringLiteral("held"));
    const bool waited = QTest::qWaitFor([&] { return QFileInfo::exists(held) || !runner.isRunning(); }, HoldTimeoutMs);
    return waited && QFileInfo::exists(held);
}

void CopyGate::open() const
{
    QFile gate(m_folder.filePath(QStringLiteral("open")));
    (void)gate.open(QIODevice::WriteOnly);
}

} // namespace cm::test
