// SPDX-License-Identifier: GPL-3.0-or-later
#include "progressprinter.h"

#include "terminal.h"

#include <QCoreApplication>

namespace cm {
namespace {

QString formatEta(double seconds)
{
    if (seconds < 0)
        return QStringLiteral("--:--");
    const int total = int(seconds + 0.5);
    return QStringLiteral("%1:%2").arg(QString::number(total / 60),
                                       QString::number(total % 60).rightJustified(2, QLatin1Char('0')));
}

QString stageLine(const QString &stage, int repetition, int repetitions)
{
    if (repetition <= 0)
        return stage;
    return QCoreApplication::translate("ProgressPrinter", "%1 (repetition %2 of %3)")
        .arg(stage, QString::number(repetition), QString::number(repetitions));
}

} // namespace

ProgressPrinter::ProgressPrinter(bool quiet)
    : m_quiet(quiet)
    , m_terminal(Terminal::stderrIsTerminal())
{
}

ProgressPrinter::~ProgressPrinter()
{
    finish();
}

void ProgressPrinter::show(const RunProgress &progress)
{
    if (m_quiet)
        return;
    if (!m_terminal) {
        for (const RunStage &stage : progress.begun)
            Terminal::progressLine(stageLine(stage.text, stage.repetition, progress.repetitions));
        return;
    }
    const QString line = stageLine(progress.stage, progress.repetition, progress.repetitions);
    constexpr int Width = 30;
    const double fraction = progress.overallFraction();
    const int filled = int(fraction * Width);
    const QString bar = QString(filled, QLatin1Char('#')) + QString(Width - filled, QLatin1Char(' '));
    QString speed
        = progress.currentMBps > 0 ? QStringLiteral("%1 MB/s").arg(progress.currentMBps, 0, 'f', 1) : QString();
    if (progress.filesTotal > 1 && progress.filesDone > 0)
        speed += QStringLiteral(" %1/%2 files")
                     .arg(QString::number(progress.filesDone), QString::number(progress.filesTotal));
    QString text = QStringLiteral("[%1] %2% %3 %4 ETA %5")
                       .arg(bar, QString::number(int(fraction * 100)), line, speed, formatEta(progress.etaSeconds));
    Terminal::progressBar(text.left(160));
    m_barShown = true;
}

void ProgressPrinter::say(const QString &line)
{
    if (m_barShown)
        Terminal::clearProgressBar();
    m_barShown = false;
    Terminal::error(line);
}

void ProgressPrinter::finish()
{
    if (m_barShown)
        Terminal::progressLine(QString()); // ends the bar's line, which stays
    m_barShown = false;
}

} // namespace cm
