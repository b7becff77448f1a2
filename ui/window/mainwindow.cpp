#include "mainwindow.h"

#include "advise/advisepage.h"
#include "export/exportdialog.h"
#include "results/resultspage.h"
#include "run/runpage.h"
#include "session/sessionfile.h"
#include "session/sessionreader.h"
#include "settings/appsettings.h"
#include "settings/apptheme.h"
#include "settings/settingsdialog.h"
#include "setup/plancheck.h"
#include "setup/setuppage.h"
#include "system/machineinfo.h"

#include <QAction>
#include <QCloseEvent>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QtConcurrent/QtConcurrentRun>

namespace cm {
namespace {

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

struct PreparedRun
{
    CheckedPlan checked;
    MachineInfo machine;
};

// Runs off the GUI thread: checks the plan, reads the machine's facts and
// makes the session folder.
PreparedRun prepareRun(const Plan &plan)
{
    PreparedRun prepared{checkPlan(plan), MachineInfo::ofThisMachine()};
    const QString folder = MainWindow::sessionFolder();
    if (prepared.checked.status && !QDir().mkpath(folder))
        prepared.checked.status = Status::failure(QObject::tr("cannot create the session folder %1").arg(folder));
    return prepared;
}

QString newSessionPath()
{
    return QDir(MainWindow::sessionFolder())
        .filePath(QStringLiteral("compressmark-%1.cmsession.json")
                      .arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"))));
}

bool isSessionFile(const QUrl &url)
{
    return url.isLocalFile() && url.toLocalFile().endsWith(QLatin1String(".json"));
}

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setWindowTitle(tr("CompressMark"));
    setAcceptDrops(true);
    m_setup = new SetupPage;
    m_run = new RunPage;
    m_results = new ResultsPage;
    m_pages = new QTabWidget;
    m_pages->setObjectName(QStringLiteral("pages"));
    m_pages->setDocumentMode(true);
    m_pages->addTab(m_setup, tr("&Setup"));
    m_pages->addTab(m_run, tr("&Run"));
    m_pages->addTab(m_results, tr("R&esults"));
    m_advise = new AdvisePage;
    m_pages->addTab(m_advise, tr("Should I &compress?"));
    connect(m_pages, &QTabWidget::currentChanged, this, [this] {
        // Probing codecs costs seconds of CPU: only for a session the user asks about.
        if (m_pages->currentWidget() == m_advise && m_adviceStale && m_session.hasMeasurements()) {
            m_adviceStale = false;
            m_advise->setSession(m_session);
        }
    });
    connect(m_advise, &AdvisePage::measureRequested, this, &MainWindow::measureAdvice);
    setCentralWidget(m_pages);
    buildMenus();
    statusBar();

    connect(m_setup, &SetupPage::startRequested, this, &MainWindow::startRun);
    connect(m_run, &RunPage::cancelRequested, this, &MainWindow::confirmCancel);
    connect(m_results, &ResultsPage::exportRequested, this, &MainWindow::chooseExport);
    connect(m_results, &ResultsPage::sessionEdited, this, [this](const Session &edited) {
        m_session = edited;
        m_modified = true;
        updateTitle();
    });
    const AppSettings settings;
    m_results->setChartTheme(chartThemeFor(settings.theme()));
    m_setup->applySettings(settings);
    connect(&m_runner, &BenchmarkRunner::progressed, m_run, &RunPage::showProgress);
    connect(&m_runner, &BenchmarkRunner::measured, this, &MainWindow::showSession);
    connect(&m_runner, &BenchmarkRunner::finished, this, &MainWindow::runFinished);
    connect(&m_runner, &BenchmarkRunner::cacheModeDecided, m_run,
            [this](const CacheModeDecision &decision) { m_run->log(decision.reason); });
    connect(&m_runner, &BenchmarkRunner::noticed, m_run, &RunPage::log);
    resize(1240, 820);
    updateTitle();
}

MainWindow::~MainWindow() = default;

QString MainWindow::sessionFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/sessions");
}

void MainWindow::buildMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&New"), QKeySequence::New, this, &MainWindow::newSession);
    file->addAction(tr("&Open…"), QKeySequence::Open, this, &MainWindow::chooseSessions);
    file->addAction(tr("&Add Drives from Sessions…"), this, &MainWindow::chooseSessionsToAdd);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::fillRecentMenu);
    fillRecentMenu();
    m_saveAction = file->addAction(tr("&Save"), QKeySequence::Save, this, &MainWindow::save);
    file->addAction(tr("Save &As…"), QKeySequence::SaveAs, this, &MainWindow::chooseSaveAs);
    file->addSeparator();
    file->addAction(tr("&Export…"), QKeySequence(Qt::CTRL | Qt::Key_E), this, &MainWindow::chooseExport);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(tr("&Settings…"), QKeySequence::Preferences, this, &MainWindow::showSettings);

    QMenu *run = menuBar()->addMenu(tr("&Run"));
    m_startAction = run->addAction(tr("&Start"), QKeySequence(Qt::Key_F5), m_setup, &SetupPage::startRequested);
    m_cancelAction = run->addAction(tr("&Cancel"), QKeySequence(Qt::CTRL | Qt::Key_Period), this,
                                    &MainWindow::confirmCancel);
    m_cancelAction->setEnabled(false);
    run->addAction(tr("&Look at the Drives Again"), QKeySequence::Refresh, m_setup, &SetupPage::refreshVolumes);

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About CompressMark"), this, [this] {
        QMessageBox::about(this, tr("About CompressMark"),
                           tr("<p><b>CompressMark %1</b></p><p>Measures how fast a drive reads with filesystem "
                              "compression off and on, into a RAM disk with cold caches.</p>")
                               .arg(QCoreApplication::applicationVersion()));
    });
}

void MainWindow::startRun()
{
    if (m_runner.isRunning() || m_preparing)
        return;
    const Plan plan = m_setup->plan();
    m_preparing = true;
    setRunning(true);
    statusBar()->showMessage(tr("Checking the drives…"));
    auto *watcher = new QFutureWatcher<PreparedRun>(this);
    connect(watcher, &QFutureWatcher<PreparedRun>::finished, this, [this, watcher] {
        watcher->deleteLater();
        const PreparedRun prepared = watcher->result();
        beginRun(prepared.checked, prepared.machine);
    });
    watcher->setFuture(QtConcurrent::run(&prepareRun, plan));
}

void MainWindow::beginRun(const CheckedPlan &checked, const MachineInfo &machine)
{
    m_preparing = false;
    if (!checked.status) {
        setRunning(false);
        statusBar()->showMessage(checked.summary());
        showError(tr("Cannot start"), checked.summary());
        return;
    }
    // The run adds a drive to the session shown and saves into its file;
    // a session that has no single file of its own gets a new one.
    Session base = m_session;
    if (!base.hasMeasurements()) {
        base = Session{};
        base.created = QDateTime::currentDateTimeUtc();
        base.machine = machine;
    }
    const QString path = m_sessionPath.isEmpty() || m_modified ? newSessionPath() : m_sessionPath;
    setDocument(base, path, false);
    m_run->runStarted(checked.plan);
    m_pages->setCurrentWidget(m_run);
    statusBar()->showMessage(tr("Saving the session to %1 after every measurement").arg(path));
    m_runner.start(checked.plan, base, path);
}

void MainWindow::confirmCancel()
{
    if (!m_runner.isRunning())
        return;
    const auto answer = QMessageBox::question(
        this, tr("Cancel the run?"),
        tr("Measurements already finished stay in the session; the one in progress is thrown away."),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    if (answer == QMessageBox::Yes)
        m_runner.cancel();
}

void MainWindow::showSession(const Session &session)
{
    m_adviceStale = true;
    m_session = session;
    m_run->showSession(session);
    m_results->setSession(session);
}

void MainWindow::measureAdvice(const QString &codec, const QStringList &dataKinds)
{
    if (m_runner.isRunning() || m_preparing)
        return;
    Plan plan = m_setup->plan();
    QString method = QStringLiteral("loop-btrfs");
    if (!m_session.drives.isEmpty()) {
        const DriveRecord &drive = m_session.drives.constLast();
        plan.sourcePath = drive.plan.sourcePath;
        if (drive.compression.method == QLatin1String("btrfs") || drive.compression.method == QLatin1String("ntfs"))
            method = drive.compression.method;
    }
    const QString algorithm = codec.section(QLatin1Char(':'), 0, 0);
    if (algorithm == QLatin1String("lznt1"))
        method = method == QLatin1String("ntfs") ? method : QStringLiteral("loop-ntfs");
    else
        method += QLatin1Char(':') + algorithm;
    QString error;
    CompressionChoice::parse(method, &plan.compression, &error);
    plan.dataSets.clear();
    for (const QString &kind : dataKinds)
        plan.dataSets.append({kind, DataSetSpec{}.bytes, DataSetSpec{}.seed});
    plan.operations = {Operation::Read};
    m_setup->setPlan(plan);
    startRun();
}

void MainWindow::runFinished(const RunOutcome &outcome)
{
    setRunning(false);
    m_run->runFinished(outcome);
    showSession(outcome.session);
    const bool saved = outcome.session.hasMeasurements();
    if (saved) {
        rememberRecent(m_sessionPath);
        statusBar()->showMessage(tr("Session saved to %1").arg(m_sessionPath));
        if (outcome.status && !outcome.cancelled)
            m_pages->setCurrentWidget(m_results);
    } else {
        setDocument(outcome.session, QString(), false);
        statusBar()->showMessage(tr("Nothing was measured."));
    }
    updateTitle();
}

void MainWindow::setRunning(bool running)
{
    m_setup->setRunning(running);
    m_startAction->setEnabled(!running);
    m_cancelAction->setEnabled(running);
}

void MainWindow::setDocument(const Session &session, const QString &path, bool modified)
{
    m_adviceStale = true;
    m_session = session;
    m_sessionPath = path;
    m_modified = modified;
    m_results->setSession(session);
    updateTitle();
}

void MainWindow::updateTitle()
{
    const QString name = m_sessionPath.isEmpty() ? tr("Untitled") : QFileInfo(m_sessionPath).fileName();
    setWindowTitle(tr("%1[*] — CompressMark").arg(name));
    setWindowModified(m_modified);
}

void MainWindow::newSession()
{
    if (m_runner.isRunning() || !mayDiscard())
        return;
    setDocument(Session{}, QString(), false);
    m_pages->setCurrentWidget(m_setup);
}

void MainWindow::chooseSessions()
{
    if (m_runner.isRunning() || !mayDiscard())
        return;
    const QStringList paths = QFileDialog::getOpenFileNames(this, tr("Open sessions"), sessionFolder(),
                                                            tr("Sessions (*.cmsession.json *.json)"));
    if (!paths.isEmpty())
        openSessions(paths);
}

void MainWindow::chooseSessionsToAdd()
{
    if (m_runner.isRunning())
        return;
    const QStringList paths = QFileDialog::getOpenFileNames(this, tr("Add drives from sessions"), sessionFolder(),
                                                            tr("Sessions (*.cmsession.json *.json)"));
    if (!paths.isEmpty())
        addSessions(paths);
}

void MainWindow::addSessions(const QStringList &paths)
{
    if (!m_session.hasMeasurements()) {
        openSessions(paths);
        return;
    }
    loadInBackground(paths, [this](const Session &loaded) {
        setDocument(mergeSessions({m_session, loaded}), m_sessionPath, true);
        if (m_results->chartKind() == ChartKind::PerDrive)
            m_results->setChartKind(ChartKind::Compare);
        m_pages->setCurrentWidget(m_results);
    });
}

void MainWindow::openSessions(const QStringList &paths)
{
    loadInBackground(paths, [this, paths](const Session &loaded) {
        // Several files merged are a new document: saving must not overwrite one of them.
        setDocument(loaded, paths.size() == 1 ? paths.first() : QString(), paths.size() > 1);
        // Several drives: show them side by side, as the user opened them to compare.
        if (loaded.drives.size() > 1 && m_results->chartKind() == ChartKind::PerDrive)
            m_results->setChartKind(ChartKind::Compare);
        m_pages->setCurrentWidget(m_results);
    });
}

void MainWindow::loadInBackground(const QStringList &paths, const std::function<void(const Session &)> &show)
{
    statusBar()->showMessage(tr("Opening %n session(s)…", nullptr, int(paths.size())));
    auto *watcher = new QFutureWatcher<OpenedSessions>(this);
    connect(watcher, &QFutureWatcher<OpenedSessions>::finished, this, [this, watcher, paths, show] {
        const OpenedSessions opened = watcher->result();
        watcher->deleteLater();
        if (!opened.status) {
            statusBar()->showMessage(opened.status.message());
            showError(tr("Cannot open the session"), opened.status.message());
            return;
        }
        show(opened.merged);
        for (const QString &path : paths)
            rememberRecent(path);
        statusBar()->showMessage(tr("Showing %1").arg(paths.join(QStringLiteral(", "))));
    });
    watcher->setFuture(QtConcurrent::run(&loadSessions, paths));
}

void MainWindow::save()
{
    if (m_sessionPath.isEmpty())
        chooseSaveAs();
    else
        saveSessionAs(m_sessionPath);
}

void MainWindow::chooseSaveAs()
{
    const QString suggested = m_sessionPath.isEmpty() ? QDir(QDir::homePath()).filePath(QStringLiteral("compressmark.cmsession.json"))
                                                      : m_sessionPath;
    QString path = QFileDialog::getSaveFileName(this, tr("Save session"), suggested, tr("Sessions (*.cmsession.json)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".json")))
        path += QStringLiteral(".cmsession.json");
    saveSessionAs(path);
}

void MainWindow::saveSessionAs(const QString &path)
{
    if (m_runner.isRunning()) {
        statusBar()->showMessage(tr("The session is saved after every measurement while a run goes on."));
        return;
    }
    auto *watcher = new QFutureWatcher<Status>(this);
    connect(watcher, &QFutureWatcher<Status>::finished, this, [this, watcher, path] {
        const Status status = watcher->result();
        watcher->deleteLater();
        if (status) {
            m_sessionPath = path;
            m_modified = false;
            rememberRecent(path);
            updateTitle();
            statusBar()->showMessage(tr("Session saved to %1").arg(path));
        } else {
            showError(tr("Cannot save the session"), status.message());
        }
        Q_EMIT sessionSaved(path, status);
    });
    watcher->setFuture(QtConcurrent::run(&saveSession, m_session, path));
}

void MainWindow::chooseExport()
{
    if (openExportDialog() == nullptr)
        statusBar()->showMessage(tr("Nothing to export yet: run a benchmark or open a session."));
}

ExportDialog *MainWindow::openExportDialog()
{
    const Session shown = m_results->shownSession();
    if (!shown.hasMeasurements())
        return nullptr;
    auto *dialog = new ExportDialog(shown, m_results->chartKind(), this);
    dialog->setObjectName(QStringLiteral("exportDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setChartTheme(m_results->chartTheme());
    dialog->setExportFolder(AppSettings().lastExportFolder());
    connect(dialog, &ExportDialog::written, this, [this, dialog](const QString &path) {
        AppSettings().setLastExportFolder(dialog->exportFolder());
        statusBar()->showMessage(tr("Saved %1").arg(path));
    });
    dialog->open();
    return dialog;
}

void MainWindow::showSettings()
{
    AppSettings settings;
    SettingsDialog dialog(&settings, m_setup->ramDiskMountPoints(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    applyAppTheme(settings.theme());
    m_results->setChartTheme(chartThemeFor(settings.theme()));
    if (!m_runner.isRunning())
        m_setup->applySettings(settings);
}

void MainWindow::rememberRecent(const QString &path)
{
    AppSettings().addRecentSession(QFileInfo(path).absoluteFilePath());
}

void MainWindow::fillRecentMenu()
{
    m_recentMenu->clear();
    for (const QString &path : AppSettings().recentSessions()) {
        m_recentMenu->addAction(QFileInfo(path).fileName(), this, [this, path] {
            if (!m_runner.isRunning() && mayDiscard())
                openSessions({path});
        })->setToolTip(path);
    }
    m_recentMenu->setEnabled(!m_recentMenu->isEmpty());
}

bool MainWindow::mayDiscard()
{
    if (!m_modified)
        return true;
    const auto answer = QMessageBox::warning(this, tr("Unsaved changes"),
                                             tr("The session shown has changes that are not saved. Save them?"),
                                             QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel,
                                             QMessageBox::Save);
    if (answer == QMessageBox::Cancel)
        return false;
    if (answer == QMessageBox::Discard)
        return true;
    save();
    return false; // the save runs in the background; the user goes on once it is done
}

void MainWindow::showError(const QString &title, const QString &text)
{
    auto *box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("errorDialog"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (!urls.isEmpty() && std::all_of(urls.cbegin(), urls.cend(), isSessionFile))
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    QStringList paths;
    for (const QUrl &url : event->mimeData()->urls())
        paths << url.toLocalFile();
    event->acceptProposedAction();
    if (!m_runner.isRunning() && mayDiscard())
        openSessions(paths);
}

void MainWindow::shutDown()
{
    if (!m_runner.isRunning()) {
        QCoreApplication::quit();
        return;
    }
    statusBar()->showMessage(tr("Stopping the run and cleaning up…"));
    connect(&m_runner, &BenchmarkRunner::finished, qApp, &QCoreApplication::quit, Qt::QueuedConnection);
    m_runner.cancel();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (m_runner.isRunning() || m_preparing) {
        const auto answer = QMessageBox::question(this, tr("Stop the run?"),
                                                  tr("A benchmark is running. Stop it and close? Measurements "
                                                     "already finished stay in the session."));
        if (answer != QMessageBox::Yes) {
            event->ignore();
            return;
        }
        m_runner.cancel();
    } else if (!mayDiscard()) {
        event->ignore();
        return;
    }
    event->accept();
}

} // namespace cm
