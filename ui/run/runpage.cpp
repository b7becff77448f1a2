// SPDX-License-Identifier: GPL-3.0-or-later
#include "runpage.h"

#include "chart/displaynames.h"
#include "chart/emptynote.h"
#include "chart/speedchart.h"
#include "uiutil/plaintext.h"
#include "util/shownpath.h"
#include "util/visibletext.h"

#include <QChartView>
#include <QDateTime>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QVBoxLayout>

namespace cm {
namespace {

QString formatDuration(double seconds)
{
    const qint64 whole = qint64(seconds + 0.5);
    if (whole >= 3600)
        return RunPage::tr("%1 h %2 min").arg(QString::number(whole / 3600), QString::number(whole % 3600 / 60));
    if (whole >= 60)
        return RunPage::tr("%1 min %2 s").arg(QString::number(whole / 60), QString::number(whole % 60));
    return RunPage::tr("%1 s").arg(whole);
}

QProgressBar *progressBar(const QString &objectName, const QString &accessibleName)
{
    auto *bar = new QProgressBar;
    bar->setObjectName(objectName);
    bar->setAccessibleName(accessibleName);
    bar->setRange(0, 1000);
    bar->setValue(0);
    bar->setTextVisible(false);
    return bar;
}

} // namespace

RunPage::RunPage(QWidget *parent)
    : QWidget(parent)
{
    m_overall = progressBar(QStringLiteral("overallProgress"), tr("Overall progress"));
    m_current = progressBar(QStringLiteral("currentProgress"), tr("Progress of the current step"));
    m_stage = new QLabel(tr("No run yet. Choose the drive and the data sets on the Setup page and press Start."));
    m_stage->setObjectName(QStringLiteral("stageLabel"));
    m_stage->setWordWrap(true);
    m_eta = new QLabel;
    m_eta->setObjectName(QStringLiteral("etaLabel"));
    m_speed = new QLabel;
    m_speed->setObjectName(QStringLiteral("speedLabel"));
    m_cancel = new QPushButton(tr("Cancel"));
    m_cancel->setObjectName(QStringLiteral("cancelButton"));
    m_cancel->setEnabled(false);
    connect(m_cancel, &QPushButton::clicked, this, &RunPage::cancelRequested);

    auto *grid = new QGridLayout;
    grid->addWidget(new QLabel(tr("Overall:")), 0, 0);
    grid->addWidget(m_overall, 0, 1);
    grid->addWidget(m_eta, 0, 2);
    grid->addWidget(new QLabel(tr("Current:")), 1, 0);
    grid->addWidget(m_current, 1, 1);
    grid->addWidget(m_speed, 1, 2);
    grid->addWidget(m_cancel, 0, 3, 2, 1);
    grid->setColumnStretch(1, 1);

    m_chartView = new QChartView;
    m_chartView->setObjectName(QStringLiteral("runChartView"));
    m_chartView->setAccessibleName(tr("Results so far"));
    m_chartView->setRenderHint(QPainter::Antialiasing);
    m_chartView->setMinimumHeight(240);
    showEmptyChart();
    m_log = new QPlainTextEdit;
    m_log->setObjectName(QStringLiteral("logView"));
    m_log->setAccessibleName(tr("Run log"));
    m_log->setReadOnly(true);
    m_log->setMaximumBlockCount(5000);
    auto *splitter = new QSplitter(Qt::Vertical);
    splitter->addWidget(m_chartView);
    splitter->addWidget(m_log);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(grid);
    layout->addWidget(m_stage);
    layout->addWidget(splitter, 1);
}

// Until the first measurement: a chart in the window's colours that says so.
void RunPage::showEmptyChart()
{
    QChart *old = m_chartView->chart();
    m_chartView->setChart(placeholderChart(tr("The chart appears with the first measurement."), m_theme));
    delete old;
}

void RunPage::setChartTheme(ChartTheme theme)
{
    m_theme = theme;
    m_chartView->setBackgroundBrush(chartStyle(theme).background);
    if (!m_shown) {
        showEmptyChart();
        return;
    }
    // The run's chart so far, drawn again in the new theme.
    QChart *old = m_chartView->chart();
    m_chartView->setChart(buildSpeedChart(*m_shown, m_theme));
    delete old;
}

void RunPage::followRunner(const BenchmarkRunner *runner)
{
    connect(runner, &BenchmarkRunner::progressed, this, &RunPage::showProgress);
    connect(runner, &BenchmarkRunner::measured, this, &RunPage::showSession);
    connect(runner, &BenchmarkRunner::cacheModeDecided, this,
            [this](const CacheModeDecision &decision) { log(decision.reason); });
    connect(runner, &BenchmarkRunner::noticed, this, &RunPage::log);
    connect(runner, &BenchmarkRunner::finished, this, [this](const RunOutcome &outcome) {
        runFinished(outcome);
        // A run cancelled before its first result leaves the session's last
        // drive an earlier run's: its runs are not this run's to log.
        if (outcome.hasRunDrive)
            showSession(outcome.session);
    });
}

void RunPage::runStarted(const Plan &plan)
{
    m_log->clear();
    m_runsLogged.clear();
    m_shown.reset();
    m_overall->setValue(0);
    m_current->setValue(0);
    m_eta->clear();
    m_speed->clear();
    m_cancel->setEnabled(true);
    // The chart of an earlier run must not pass for this one's.
    showEmptyChart();
    QStringList dataSets;
    for (const DataSetSpec &spec : plan.dataSets)
        dataSets << dataSetTitle(spec.kind);
    // In the Setup page's words, not the session's identifiers.
    QString compression = compressionMethodTitle(plan.compression.method);
    if (!plan.compression.algorithm.isEmpty())
        compression += QStringLiteral(", ") + plan.compression.algorithm;
    log(tr("Started: %1 → %2; data sets: %3; copier: %4; repetitions: %5; caches: %6; compression: %7")
            .arg(shownPath(plan.sourcePath), shownPath(plan.targetPath), dataSets.join(QStringLiteral(", ")),
                 copierTitle(plan.copier.kind), QString::number(plan.repetitions), cacheModeTitle(plan.cacheMode),
                 compression));
}

void RunPage::showProgress(const RunProgress &progress)
{
    m_overall->setValue(int(progress.overallFraction() * 1000));
    m_current->setValue(progress.bytesTotal > 0 ? int(1000 * progress.bytesDone / progress.bytesTotal) : 0);
    QString stage = progress.stage;
    if (progress.repetition > 0)
        stage = tr("%1 (repetition %2 of %3)")
                    .arg(stage, QString::number(progress.repetition), QString::number(progress.repetitions));
    showPlainText(m_stage, stage);
    for (const RunStage &begun : progress.begun)
        log(begun.text);
    m_eta->setText(progress.etaSeconds >= 0 ? tr("about %1 left").arg(formatDuration(progress.etaSeconds)) : QString());
    m_speed->setText(progress.currentMBps > 0 ? tr("%1 MB/s").arg(QLocale().toString(progress.currentMBps, 'f', 1))
                                              : QString());
}

void RunPage::showSession(const Session &session)
{
    if (session.drives.isEmpty())
        return;
    const DriveRecord &drive = session.drives.constLast();
    logNewRuns(drive);
    m_shown = SpeedChartData::fromDrive(session, drive);
    QChart *old = m_chartView->chart();
    m_chartView->setChart(buildSpeedChart(*m_shown, m_theme));
    delete old;
}

void RunPage::logNewRuns(const DriveRecord &drive)
{
    for (const ResultRecord &result : drive.results) {
        const QString key = drive.id + QLatin1Char('/') + result.dataSet + QLatin1Char('/')
            + variantName(result.variant) + QLatin1Char('/') + result.operation;
        int &logged = m_runsLogged[key];
        for (; logged < result.runs.size(); ++logged) {
            const RunRecord &run = result.runs.at(logged);
            QString line
                = tr("%1, %2, %3: run %4, %5 MB/s")
                      .arg(dataSetTitle(result.dataSet), variantTitle(result.variant), operationTitle(result.operation),
                           QString::number(logged + 1), QLocale().toString(run.megabytesPerSecond(), 'f', 1));
            if (!run.cold)
                line += tr(" — not cold: %1 % of the data was cached")
                            .arg(QLocale().toString(100 * run.residentBeforeFraction, 'f', 1));
            log(line);
        }
    }
}

void RunPage::runFinished(const RunOutcome &outcome)
{
    m_cancel->setEnabled(false);
    m_eta->clear();
    m_speed->clear();
    QString text;
    if (outcome.cancelled)
        text = tr("Cancelled. Measurements finished before the cancel are kept.");
    else if (!outcome.status)
        text = tr("The run failed: %1").arg(outcome.status.message());
    else
        text = tr("Done.");
    if (outcome.status && !outcome.cancelled)
        m_overall->setValue(m_overall->maximum());
    showPlainText(m_stage, text);
    log(text);
}

void RunPage::log(const QString &line)
{
    // One line per entry: a data set's folder or a message may hold a line break.
    m_log->appendPlainText(
        QStringLiteral("%1  %2").arg(QTime::currentTime().toString(QStringLiteral("HH:mm:ss")), visibleText(line)));
}

QString RunPage::logText() const
{
    return m_log->toPlainText();
}

} // namespace cm
