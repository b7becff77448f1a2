// SPDX-License-Identifier: GPL-3.0-or-later
#include "reproduce.h"

#include "plan/datasetspec.h"
#include "util/shownpath.h"
#include "util/units.h"

#include <QRegularExpression>

#include <algorithm>

namespace cm {
namespace {

// A word a POSIX shell takes as it is: quoted unless it is made of
// characters no shell reads specially.
QString shellWord(const QString &word)
{
    static const QRegularExpression plain(QStringLiteral(R"(^[A-Za-z0-9_@%+=:,./-]+$)"));
    if (plain.match(word).hasMatch())
        return word;
    QString quoted = word;
    quoted.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

// A folder as its system's user types it: a Windows drive's path with
// backslashes, in double quotes where it needs them, which cmd and
// PowerShell both take; any other as a POSIX shell word.
QString pathWord(const QString &path)
{
    const QString shown = shownPath(path);
    if (!isOnWindowsDrive(shown))
        return shellWord(shown);
    static const QRegularExpression plain(QStringLiteral(R"(^[A-Za-z0-9_@%+=:,.\\-]+$)"));
    return plain.match(shown).hasMatch() ? shown : QLatin1Char('"') + shown + QLatin1Char('"');
}

// "512M", "1G", or the bytes.
QString sizeWord(qint64 bytes)
{
    if (bytes > 0 && bytes % GiB == 0)
        return QString::number(bytes / GiB) + QLatin1Char('G');
    if (bytes > 0 && bytes % MiB == 0)
        return QString::number(bytes / MiB) + QLatin1Char('M');
    return QString::number(bytes);
}

} // namespace

QString reproduceCommand(const DriveRecord &drive, const QString &sessionFile)
{
    const Plan &plan = drive.plan;
    QStringList kinds;
    qint64 generatedBytes = 0;
    quint64 seed = 1;
    for (const DataSetRecord &dataSet : drive.dataSets) {
        kinds << dataSet.manifest.kind;
        if (!isFolderKind(dataSet.manifest.kind)) {
            generatedBytes = std::max(generatedBytes, dataSet.manifest.bytes);
            seed = dataSet.manifest.seed;
        }
    }
    // The folders as their system writes them; the other words are alike on both.
    QStringList quoted{QStringLiteral("compressmark"),
                       QStringLiteral("run"),
                       QStringLiteral("--source"),
                       pathWord(plan.sourcePath.isEmpty() ? drive.source.path : plan.sourcePath),
                       QStringLiteral("--target"),
                       pathWord(plan.targetPath.isEmpty() ? drive.target.path : plan.targetPath)};
    QStringList words{QStringLiteral("--datasets"), kinds.join(QLatin1Char(','))};
    if (plan.autoSize)
        words << QStringLiteral("--size") << QStringLiteral("auto") << QStringLiteral("--min-run-time")
              << QString::number(plan.minRunSeconds);
    else if (generatedBytes > 0)
        words << QStringLiteral("--size") << sizeWord(generatedBytes);
    words << QStringLiteral("--seed") << QString::number(seed);
    words << QStringLiteral("--reps")
          << (plan.adaptiveRepetitions ? QStringLiteral("auto") : QString::number(plan.repetitions));
    QStringList operations;
    for (const Operation operation : plan.operations)
        operations << operationName(operation);
    words << QStringLiteral("--ops") << operations.join(QLatin1Char(','));
    words << QStringLiteral("--copier") << plan.copier.name();
    words << QStringLiteral("--compression") << drive.compression.choiceName();
    words << QStringLiteral("--cache") << cacheModeName(plan.cacheMode);
    if (plan.verify)
        words << QStringLiteral("--verify");
    if (!drive.label.isEmpty())
        words << QStringLiteral("--label") << drive.label;
    words << QStringLiteral("--append") << sessionFile;
    for (const QString &word : std::as_const(words))
        quoted << shellWord(word);
    return quoted.join(QLatin1Char(' '));
}

bool runsAnotherProgram(const CopierChoice &copier)
{
    return copier.kind == CopierChoice::Kind::External || copier.kind == CopierChoice::Kind::Robocopy;
}

QStringList reproduceCommands(const Session &session, const QString &sessionFile)
{
    QStringList commands;
    for (const DriveRecord &drive : session.drives) {
        if (!drive.results.isEmpty())
            commands << reproduceCommand(drive, sessionFile);
    }
    return commands;
}

} // namespace cm
