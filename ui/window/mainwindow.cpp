#include "mainwindow.h"

#include "chart/speedchart.h"
#include "system/machineinfo.h"
#include "util/units.h"
#include "volume/preflight.h"
#include "volume/volumeinfo.h"

#include <algorithm>

#include <QChartView>
#include <QCloseEvent>
#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QThread>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace cm {
namespace {

struct PreparedRun
{
    Status preflight = Status::ok();
    QString sessionPath;
};

// Runs off the GUI thread: checks the plan and makes the session folder.
PreparedRun prepareRun(const Plan &plan)
{
    PreparedRun prepared;
    prepared.preflight = preflight(plan);
    const QString folder = MainWindow::sessionFolder();
    if (prepared.preflight && !QDir().mkpath(folder))
        prepared.preflight = Status::failure(QObject::tr("cannot create the session folder %1").arg(folder));
    prepared.sessionPath = QDir(folder).filePath(
        QStringLiteral("compressmark-%1.cmsession.json")
            .arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"))));
    return prepared;
}

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    buildUi();
    connect(&m_runner, &BenchmarkRunner::progressed, this, &MainWindow::showProgress);
    connect(&m_runner, &BenchmarkRunner::measured, this, &MainWindow::showSession);
    connect(&m_runner, &BenchmarkRunner::finished, this, &MainWindow::runFinished);
    refreshTargets();
}

MainWindow::~MainWindow() = default;

QString MainWindow::sessionFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/sessions");
}

void MainWindow::buildUi()
{
    setWindowTitle(tr("CompressMark"));

    m_source = new QLineEdit(QDir::homePath());
    m_source->setObjectName(QStringLiteral("sourceEdit"));
    m_source->setAccessibleName(tr("Source folder"));
    auto *browse = new QPushButton(tr("Choose…"));
    browse->setAccessibleName(tr("Choose source folder"));
    connect(browse, &QPushButton::clicked, this, &MainWindow::chooseSource);
    auto *sourceRow = new QHBoxLayout;
    sourceRow->addWidget(m_source, 1);
    sourceRow->addWidget(browse);

    m_target = new QComboBox;
    m_target->setObjectName(QStringLiteral("targetCombo"));
    m_target->setAccessibleName(tr("RAM-disk target"));
    m_sizeMiB = new QSpinBox;
    m_sizeMiB->setObjectName(QStringLiteral("sizeSpin"));
    m_sizeMiB->setRange(1, 1024 * 1024);
    m_sizeMiB->setValue(int(DataSetSpec{}.bytes / MiB));
    m_sizeMiB->setSuffix(tr(" MiB"));
    m_sizeMiB->setAccessibleName(tr("Data set size"));
    m_repetitions = new QSpinBox;
    m_repetitions->setObjectName(QStringLiteral("repetitionsSpin"));
    m_repetitions->setRange(1, 1000);
    m_repetitions->setValue(Plan{}.repetitions);
    m_repetitions->setAccessibleName(tr("Repetitions"));

    auto *form = new QFormLayout;
    form->addRow(tr("Drive under test (folder):"), sourceRow);
    form->addRow(tr("RAM-disk target:"), m_target);
    form->addRow(tr("Data set size (books):"), m_sizeMiB);
    form->addRow(tr("Repetitions:"), m_repetitions);

    m_start = new QPushButton(tr("Start"));
    m_start->setObjectName(QStringLiteral("startButton"));
    m_cancel = new QPushButton(tr("Cancel"));
    m_cancel->setObjectName(QStringLiteral("cancelButton"));
    m_cancel->setEnabled(false);
    connect(m_start, &QPushButton::clicked, this, &MainWindow::startRun);
    connect(m_cancel, &QPushButton::clicked, &m_runner, &BenchmarkRunner::cancel);
    m_progress = new QProgressBar;
    m_progress->setObjectName(QStringLiteral("progressBar"));
    m_progress->setRange(0, 1000);
    m_progress->setValue(0);
    m_progress->setTextVisible(false);
    m_progress->setAccessibleName(tr("Overall progress"));
    auto *runRow = new QHBoxLayout;
    runRow->addWidget(m_start);
    runRow->addWidget(m_cancel);
    runRow->addWidget(m_progress, 1);

    m_stage = new QLabel(tr("Choose a folder on the drive to test and press Start."));
    m_stage->setObjectName(QStringLiteral("stageLabel"));
    m_stage->setWordWrap(true);
    m_chartView = new QChartView;
    m_chartView->setObjectName(QStringLiteral("chartView"));
    m_chartView->setRenderHint(QPainter::Antialiasing);
    m_chartView->setMinimumSize(640, 360);

    auto *central = new QWidget;
    auto *layout = new QVBoxLayout(central);
    layout->addLayout(form);
    layout->addLayout(runRow);
    layout->addWidget(m_stage);
    layout->addWidget(m_chartView, 1);
    setCentralWidget(central);
    resize(960, 720);
}

void MainWindow::refreshTargets()
{
    auto *watcher = new QFutureWatcher<QList<VolumeInfo>>(this);
    connect(watcher, &QFutureWatcher<QList<VolumeInfo>>::finished, this, [this, watcher] {
        m_target->clear();
        for (const VolumeInfo &volume : watcher->result()) {
            const QString free = QLocale().formattedDataSize(volume.freeBytes);
            m_target->addItem(tr("%1 (%2, %3 free)").arg(volume.mountPoint, volume.filesystem, free),
                              volume.mountPoint);
        }
        if (m_target->count() == 0)
            m_stage->setText(tr("No RAM disk found. Create one, for example: "
                                "sudo mount -t tmpfs -o size=2G tmpfs /mnt/ramdisk"));
        watcher->deleteLater();
    });
    watcher->setFuture(QtConcurrent::run(&ramBackedVolumes));
}

void MainWindow::chooseSource()
{
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Folder on the drive to test"), m_source->text());
    if (!folder.isEmpty())
        m_source->setText(folder);
}

Plan MainWindow::planFromControls() const
{
    Plan plan;
    plan.sourcePath = m_source->text();
    plan.targetPath = m_target->currentData().toString();
    plan.repetitions = m_repetitions->value();
    plan.dataSets.first().bytes = qint64(m_sizeMiB->value()) * MiB;
    return plan;
}

void MainWindow::startRun()
{
    const Plan plan = planFromControls();
    setRunning(true);
    m_preparing = true;
    m_stage->setText(tr("Checking the drives…"));
    auto *watcher = new QFutureWatcher<PreparedRun>(this);
    connect(watcher, &QFutureWatcher<PreparedRun>::finished, this, [this, watcher, plan] {
        const PreparedRun prepared = watcher->result();
        watcher->deleteLater();
        beginRun(plan, prepared.preflight, prepared.sessionPath);
    });
    watcher->setFuture(QtConcurrent::run(&prepareRun, plan));
}

void MainWindow::beginRun(const Plan &plan, const Status &preflightStatus, const QString &sessionPath)
{
    m_preparing = false;
    if (!preflightStatus) {
        setRunning(false);
        m_stage->setText(tr("Cannot start: %1").arg(preflightStatus.message()));
        return;
    }
    Session base;
    base.created = QDateTime::currentDateTimeUtc();
    base.machine = MachineInfo::ofThisMachine();
    m_sessionPath = sessionPath;
    statusBar()->showMessage(tr("Saving the session to %1").arg(sessionPath));
    m_runner.start(plan, base, sessionPath);
}

void MainWindow::showProgress(const RunProgress &progress)
{
    m_progress->setValue(int(progress.overallFraction() * 1000));
    QString text = progress.stage;
    if (progress.repetition > 0)
        text = tr("%1 (repetition %2 of %3)").arg(text).arg(progress.repetition).arg(progress.repetitions);
    if (progress.currentMBps > 0)
        text += tr(" — %1 MB/s").arg(progress.currentMBps, 0, 'f', 1);
    m_stage->setText(text);
}

void MainWindow::showSession(const Session &session)
{
    if (session.drives.isEmpty())
        return;
    QChart *old = m_chartView->chart();
    m_chartView->setChart(buildSpeedChart(SpeedChartData::fromDrive(session, session.drives.constLast())));
    delete old;
}

void MainWindow::runFinished(const RunOutcome &outcome)
{
    setRunning(false);
    showSession(outcome.session);
    if (outcome.cancelled)
        m_stage->setText(tr("Cancelled. Measurements finished before the cancel are kept."));
    else if (!outcome.status)
        m_stage->setText(tr("The run failed: %1").arg(outcome.status.message()));
    else
        m_stage->setText(tr("Done."));
    const bool saved = std::any_of(outcome.session.drives.cbegin(), outcome.session.drives.cend(),
                                   [](const DriveRecord &drive) { return !drive.results.isEmpty(); });
    statusBar()->showMessage(saved ? tr("Session saved to %1").arg(m_sessionPath) : tr("Nothing was measured."));
    m_progress->setValue(outcome.status ? m_progress->maximum() : m_progress->value());
}

void MainWindow::setRunning(bool running)
{
    m_start->setEnabled(!running);
    m_cancel->setEnabled(running);
    m_source->setEnabled(!running);
    m_target->setEnabled(!running);
    m_sizeMiB->setEnabled(!running);
    m_repetitions->setEnabled(!running);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (m_runner.isRunning() || m_preparing) {
        const auto answer = QMessageBox::question(this, tr("Stop the run?"),
                                                  tr("A benchmark is running. Stop it and close?"));
        if (answer != QMessageBox::Yes) {
            event->ignore();
            return;
        }
        m_runner.cancel();
    }
    event->accept();
}

} // namespace cm
