#include "mainwindow.h"

#include "chart/barchart.h"
#include "chart/chartexport.h"
#include "chart/speedchart.h"
#include "session/sessionreader.h"
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
#include <QBuffer>
#include <QSaveFile>
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

struct OpenedSessions
{
    Status status = Status::ok();
    Session merged;
};

// Runs off the GUI thread: loads every file, stops at the first refused.
OpenedSessions loadSessions(const QStringList &paths)
{
    OpenedSessions opened;
    QList<Session> sessions;
    for (const QString &path : paths) {
        Session session;
        opened.status = loadSession(path, &session);
        if (!opened.status)
            return opened;
        sessions.append(session);
    }
    opened.merged = mergeSessions(sessions);
    return opened;
}

// Runs off the GUI thread: the rendered chart to its file, atomically.
Status writeFile(const QString &path, const QByteArray &bytes)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return Status::failure(QObject::tr("cannot write chart %1: %2").arg(path, file.errorString()));
    return Status::ok();
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

    auto *open = new QPushButton(tr("Open sessions…"));
    open->setObjectName(QStringLiteral("openSessionsButton"));
    connect(open, &QPushButton::clicked, this, &MainWindow::chooseSessions);
    m_chartKind = new QComboBox;
    m_chartKind->setObjectName(QStringLiteral("chartKindCombo"));
    m_chartKind->setAccessibleName(tr("Chart"));
    m_chartKind->addItem(tr("Per drive (the last)"), chartKindName(ChartKind::PerDrive));
    m_chartKind->addItem(tr("Drives side by side"), chartKindName(ChartKind::Compare));
    m_chartKind->addItem(tr("Compressed as % of plain"), chartKindName(ChartKind::Percent));
    m_chartKind->addItem(tr("Device bytes read"), chartKindName(ChartKind::Device));
    connect(m_chartKind, &QComboBox::currentIndexChanged, this, &MainWindow::redrawChart);
    m_export = new QPushButton(tr("Export chart…"));
    m_export->setObjectName(QStringLiteral("exportChartButton"));
    m_export->setEnabled(false);
    connect(m_export, &QPushButton::clicked, this, &MainWindow::chooseExport);
    auto *chartRow = new QHBoxLayout;
    chartRow->addWidget(open);
    chartRow->addWidget(m_chartKind, 1);
    chartRow->addWidget(m_export);

    auto *central = new QWidget;
    auto *layout = new QVBoxLayout(central);
    layout->addLayout(form);
    layout->addLayout(runRow);
    layout->addWidget(m_stage);
    layout->addLayout(chartRow);
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
    m_shown = session;
    redrawChart();
}

void MainWindow::redrawChart()
{
    if (m_shown.drives.isEmpty())
        return;
    ChartKind kind = ChartKind::PerDrive;
    parseChartKind(m_chartKind->currentData().toString(), &kind);
    QChart *chart = nullptr;
    switch (kind) {
    case ChartKind::PerDrive:
        chart = buildSpeedChart(SpeedChartData::fromDrive(m_shown, m_shown.drives.constLast()));
        break;
    case ChartKind::Compare:
        chart = buildChart(compareChartData(m_shown));
        break;
    case ChartKind::Percent:
        chart = buildChart(percentChartData(m_shown));
        break;
    case ChartKind::Device:
        chart = buildChart(deviceChartData(m_shown));
        break;
    }
    QChart *old = m_chartView->chart();
    m_chartView->setChart(chart);
    delete old;
    m_export->setEnabled(true);
}

void MainWindow::chooseSessions()
{
    const QStringList paths = QFileDialog::getOpenFileNames(this, tr("Open sessions"), sessionFolder(),
                                                            tr("Sessions (*.cmsession.json *.json)"));
    if (!paths.isEmpty())
        openSessions(paths);
}

void MainWindow::openSessions(const QStringList &paths)
{
    statusBar()->showMessage(tr("Opening %n session(s)…", nullptr, int(paths.size())));
    auto *watcher = new QFutureWatcher<OpenedSessions>(this);
    connect(watcher, &QFutureWatcher<OpenedSessions>::finished, this, [this, watcher, paths] {
        const OpenedSessions opened = watcher->result();
        watcher->deleteLater();
        if (!opened.status) {
            statusBar()->showMessage(opened.status.message());
            return;
        }
        // Several drives: show them side by side, as the user opened them to compare.
        if (opened.merged.drives.size() > 1 && m_chartKind->currentIndex() == 0)
            m_chartKind->setCurrentIndex(m_chartKind->findData(chartKindName(ChartKind::Compare)));
        showSession(opened.merged);
        statusBar()->showMessage(tr("Showing %1").arg(paths.join(QStringLiteral(", "))));
    });
    watcher->setFuture(QtConcurrent::run(&loadSessions, paths));
}

void MainWindow::chooseExport()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export chart"), QDir::homePath(),
                                                      tr("Images (*.png *.svg *.pdf)"));
    if (!path.isEmpty())
        exportChart(path);
}

void MainWindow::exportChart(const QString &path)
{
    ChartExport options;
    options.path = path;
    if (!m_chartView->chart() || !imageFormatFromPath(path, &options.format)) {
        statusBar()->showMessage(tr("Name the file .png, .svg or .pdf"));
        return;
    }
    // Rendering needs the GUI thread; writing the file does not.
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    if (Status status = writeChart(m_chartView->chart(), options, &buffer); !status) {
        statusBar()->showMessage(status.message());
        return;
    }
    auto *watcher = new QFutureWatcher<Status>(this);
    connect(watcher, &QFutureWatcher<Status>::finished, this, [this, watcher, path] {
        const Status status = watcher->result();
        watcher->deleteLater();
        statusBar()->showMessage(status ? tr("Chart saved to %1").arg(path) : status.message());
    });
    watcher->setFuture(QtConcurrent::run(&writeFile, path, buffer.data()));
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
