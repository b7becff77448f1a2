// SPDX-License-Identifier: GPL-3.0-or-later
#include "externalcopier.h"

#include "copy/filecopy.h"
#include "fs/heldfolder.h"
#include "fs/treewalk.h"
#include "system/externaltool.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>

namespace cm {
namespace {

constexpr int PollMs = 50;

Status countCopy(const QByteArray &to, TransferCounters &counters)
{
    return walkTree(to, [&](const TreeEntry &entry) {
        if (entry.type == TreeEntry::Type::RegularFile) {
            counters.bytes.fetch_add(entry.bytes, std::memory_order_relaxed);
            counters.files.fetch_add(1, std::memory_order_relaxed);
        }
        return Status::ok();
    });
}

} // namespace

ExternalCopier::ExternalCopier(const QString &commandLine)
    : ExternalCopier(commandLine, 0)
{
}

ExternalCopier::ExternalCopier(const QString &commandLine, int highestSuccess)
    : m_commandLine(commandLine.trimmed())
    , m_highestSuccess(highestSuccess)
{
}

namespace {

// robocopy from the system folder, quoted for QProcess::splitCommand; the
// bare name where there is none (Linux), which then fails to start, saying so.
QString robocopyCommandLine(int threads)
{
    const QString program = ExternalTool::find(QStringLiteral("robocopy"));
    QString line = QLatin1Char('"') + (program.isEmpty() ? QStringLiteral("robocopy") : program)
        + QStringLiteral("\" {src} {dst} /E /XJ /R:0 /W:0 /NP /NFL /NDL /NJH /NJS");
    if (threads > 0)
        line += QStringLiteral(" /MT:%1").arg(threads);
    return line;
}

} // namespace

RobocopyCopier::RobocopyCopier(int threads)
    : ExternalCopier(robocopyCommandLine(threads), 7)
    , m_threads(threads)
{
}

QStringList ExternalCopier::argumentsFor(const QString &from, const QString &to) const
{
    QStringList arguments = QProcess::splitCommand(m_commandLine);
    const bool placed = arguments.contains(QStringLiteral("{src}")) || arguments.contains(QStringLiteral("{dst}"));
    // Both in one pass: a source folder named "x{dst}" keeps its name.
    for (QString &argument : arguments) {
        QStringList pieces = argument.split(QStringLiteral("{src}"));
        for (QString &piece : pieces)
            piece.replace(QStringLiteral("{dst}"), to);
        argument = pieces.join(from);
    }
    if (!placed && !arguments.isEmpty())
        arguments << from << to;
    return arguments;
}

Status ExternalCopier::copyTree(const QByteArray &from, const QByteArray &to, TransferCounters &counters,
                                const Cancellation &cancel) const
{
    if (cancel.isRequested())
        return Status::cancelled();
    // Said here, by name: not every copier names what it could not find.
    // A folder the run holds is reached through its descriptor, wherever
    // someone moved it.
    const QString source = pathThroughHeld(QFile::decodeName(from));
    if (!QFileInfo::exists(source))
        return Status::failure(QStringLiteral("%1 does not exist").arg(QFile::decodeName(from)));
    // In the system's own spelling: Windows' programs read '/' as the start of an option.
    QStringList arguments = argumentsFor(QDir::toNativeSeparators(source),
                                         QDir::toNativeSeparators(pathThroughHeld(QFile::decodeName(to))));
    if (arguments.isEmpty())
        return Status::failure(QStringLiteral("the external copier's command line is empty"));
    const QString program = arguments.takeFirst();
    QProcess process;
    process.setProgram(program);
    process.setArguments(arguments);
    process.setStandardInputFile(QProcess::nullDevice());
    process.setStandardOutputFile(QProcess::nullDevice());
    // The terminal's Ctrl+C cancels the run; it must not kill the copier first.
    ExternalTool::startInOwnGroup(process);
    if (!process.waitForStarted())
        return Status::failure(QStringLiteral("cannot start %1: %2").arg(program, process.errorString()));
    while (!process.waitForFinished(PollMs)) {
        if (process.state() == QProcess::NotRunning)
            break;
        if (cancel.isRequested()) {
            ExternalTool::killGroup(process);
            return Status::cancelled();
        }
    }
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() < 0
        || process.exitCode() > m_highestSuccess) {
        const QString error
            = QString::fromLocal8Bit(process.readAllStandardError()).trimmed().section(QLatin1Char('\n'), -1);
        const QString how = process.exitStatus() == QProcess::NormalExit
            ? QStringLiteral("exit status %1").arg(process.exitCode())
            : QStringLiteral("crashed");
        return Status::failure(QStringLiteral("the external copier %1 failed (%2)%3")
                                   .arg(program, how, error.isEmpty() ? QString() : QStringLiteral(": ") + error));
    }
    return countCopy(to, counters);
}

} // namespace cm
