// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "advicepage/advisepage.h"
#include "chart/displaynames.h"
#include "document/sessiondocument.h"
#include "export/exportdialog.h"
#include "library/librarylocation.h"
#include "librarypage/librarypage.h"
#include "results/resultspage.h"
#include "run/cancelquestion.h"
#include "run/runpage.h"
#include "settings/appsettings.h"
#include "settings/apptheme.h"
#include "settings/settingsdialog.h"
#include "setup/setuppage.h"
#include "system/interruptwatch.h"
#include "uiutil/windowwords.h"
#include "util/shownpath.h"
#include "util/visibletext.h"
#include "window/runpreparation.h"
#include "window/userguide.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QStatusBar>
#include <QTabWidget>

#include <algorithm>
#include <utility>

namespace cm {
namespace {

QString newSessionPath()
{
    return QDir(MainWindow::sessionFolder())
        .filePath(QStringLiteral("compressmark-%1.cmsession.json")
                      .arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"))));
}

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : MainWindow(Privileges::ofThisProcess(), parent)
{
}

MainWindow::MainWindow(const Privileges &privileges, QWidget *parent)
    : QMainWindow(parent)
    , m_privileges(privileges)
    , m_document(new SessionDocument(this))
{
    setWindowTitle(tr("CompressMark"));
    setAcceptDrops(true);
    buildPages();
    buildFileMenu();
    buildRunMenus();
    statusBar();
    followDocument();

    connect(m_setup, &SetupPage::startRequested, this, &MainWindow::startRun);
    connect(m_run, &RunPage::cancelRequested, this, &MainWindow::confirmCancel);
    connect(m_results, &ResultsPage::exportRequested, this, &MainWindow::chooseExport);
    connect(m_advise, &AdvisePage::measureRequested, this, &MainWindow::measureAdvice);
    connect(m_library, &LibraryPage::exportRequested, this, [this] {
        if (m_library->shownSession().hasMeasurements())
            openExportDialogFor(m_library->shownSession(), m_library->shownChartData(), m_library->chartTheme());
    });
    connect(m_library, &LibraryPage::openSessionRequested, this, [this](const QString &path) {
        if (!m_runner.isRunning())
            whenDiscardable([this, path] { openSessions({path}); });
    });
    // The advice may write on the drive only in the folder the user chose.
    connect(m_setup, &SetupPage::planChecked, this, [this] { m_advise->setChosenFolder(m_setup->plan().sourcePath); });
    const AppSettings settings;
    m_results->setChartTheme(chartThemeFor(settings.theme()));
    m_run->setChartTheme(chartThemeFor(settings.theme()));
    m_advise->setChartTheme(chartThemeFor(settings.theme()));
    m_library->setChartTheme(chartThemeFor(settings.theme()));
    m_setup->applySettings(settings);
    if (const std::optional<Plan> last = settings.lastPlan())
        m_setup->setPlan(*last);          // where the last run, or the window's last use, left it
    m_runner.setWords(displayRunWords()); // progress and notices in the pages' words, not the session's identifiers
    connect(&m_runner, &BenchmarkRunner::measured, m_document, &SessionDocument::setMeasured);
    connect(&m_runner, &BenchmarkRunner::finished, this, &MainWindow::runFinished);
    // SIGINT, SIGTERM and SIGHUP (Interrupts::install()): no one may be there
    // to answer a question, so the window stops without asking.
    connect(new InterruptWatch(this), &InterruptWatch::interrupted, this, &MainWindow::shutDown);
    resize(firstSize());
    updateTitle();
}

// Room for the pages, within the screen: a 1280x720 screen, or one at 2x
// scaling, gets a window that fits it, Start and all.
QSize MainWindow::firstSize() const
{
    const QSize roomy(1240, 820);
    const QScreen *shownOn = screen();
    if (!shownOn)
        return roomy;
    const QSize available = shownOn->availableGeometry().size();
    return roomy.boundedTo(available - QSize(16, 48)).expandedTo(minimumSizeHint()); // the frame and title bar
}

MainWindow::~MainWindow() = default;

QString MainWindow::sessionFolder()
{
    return sessionsFolder();
}

void MainWindow::buildPages()
{
    m_setup = new SetupPage(m_privileges);
    m_run = new RunPage;
    m_run->followRunner(&m_runner);
    m_results = new ResultsPage;
    m_results->followDocument(m_document);
    m_pages = new QTabWidget;
    m_pages->setObjectName(QStringLiteral("pages"));
    m_pages->setDocumentMode(true);
    m_pages->addTab(m_setup, tr("&Setup"));
    m_pages->addTab(m_run, tr("&Run"));
    m_pages->addTab(m_results, tr("R&esults"));
    m_advise = new AdvisePage(m_privileges);
    m_advise->followDocument(m_document);
    m_pages->addTab(m_advise, tr("Should I &compress?"));
    m_library = new LibraryPage;
    m_library->setObjectName(QStringLiteral("libraryPage"));
    m_pages->addTab(m_library, tr("&Library"));
    setCentralWidget(m_pages);
}

void MainWindow::buildFileMenu()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&New"), QKeySequence::New, this, &MainWindow::newSession);
    file->addAction(tr("&Open…"), QKeySequence::Open, this, &MainWindow::chooseSessions);
    file->addAction(tr("&Add Drives from Sessions…"), this, &MainWindow::chooseSessionsToAdd);
    file->addAction(tr("&Compare with a Published Session…"), this, &MainWindow::chooseSessionToCompare);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::fillRecentMenu);
    fillRecentMenu();
    m_saveAction = file->addAction(tr("&Save"), QKeySequence::Save, this, &MainWindow::save);
    // Where the desktop names no key for Save As (a bare X server, Windows), Ctrl+Shift+S.
    QAction *saveAs = file->addAction(tr("Save &As…"), this, &MainWindow::chooseSaveAs);
    saveAs->setShortcuts(QKeySequence::keyBindings(QKeySequence::SaveAs).isEmpty()
                             ? QList<QKeySequence>{QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)}
                             : QKeySequence::keyBindings(QKeySequence::SaveAs));
    file->addSeparator();
    file->addAction(tr("&Export…"), QKeySequence(Qt::CTRL | Qt::Key_E), this, &MainWindow::chooseExport);
    file->addSeparator();
    // "Quit" on Linux, "Exit" on Windows; Ctrl+Q where the system binds it (Windows closes with Alt+F4).
    file->addAction(tr(windowWords().quitAction), QKeySequence::Quit, this, &QWidget::close)
        ->setMenuRole(QAction::QuitRole);
}

// Edit, Run and Help.
void MainWindow::buildRunMenus()
{
    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = edit->addAction(tr("&Undo"), QKeySequence::Undo, m_document, &SessionDocument::undoEdit);
    undo->setObjectName(QStringLiteral("undoAction"));
    undo->setEnabled(false);
    connect(m_document, &SessionDocument::undoAvailable, undo, &QAction::setEnabled);
    edit->addSeparator();
    edit->addAction(tr("&Settings…"), QKeySequence::Preferences, this, &MainWindow::showSettings)
        ->setObjectName(QStringLiteral("settingsAction"));

    QMenu *run = menuBar()->addMenu(tr("&Run"));
    m_startAction = run->addAction(tr("&Start"), QKeySequence(Qt::Key_F5), m_setup, &SetupPage::startRequested);
    m_cancelAction = run->addAction(tr("&Cancel"), this, &MainWindow::confirmCancel);
    m_cancelAction->setShortcuts({QKeySequence(Qt::Key_Escape), QKeySequence(Qt::CTRL | Qt::Key_Period)});
    m_cancelAction->setEnabled(false);
    // Not QKeySequence::Refresh: that is F5 too on most desktops, and F5 starts.
    run->addAction(tr("&Look at the Drives Again"), QKeySequence(Qt::CTRL | Qt::Key_R), m_setup,
                   &SetupPage::refreshVolumes);

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&User Guide"), QKeySequence::HelpContents, this, [this] { showUserGuide(this); })
        ->setObjectName(QStringLiteral("userGuideAction"));
    help->addSeparator();
    help->addAction(tr("About &Qt"), this, [] { QApplication::aboutQt(); })
        ->setObjectName(QStringLiteral("aboutQtAction"));
    help->addAction(tr("&About CompressMark"), this, [this] {
        QMessageBox::about(this, tr("About CompressMark"),
                           tr("<p><b>CompressMark %1</b></p><p>Measures how fast a drive reads with filesystem "
                              "compression off and on, into a RAM disk with cold caches.</p>")
                               .arg(QCoreApplication::applicationVersion()));
    });
}

// The title follows the document; loads and saves report in the status bar.
void MainWindow::followDocument()
{
    connect(m_document, &SessionDocument::pathChanged, this, &MainWindow::updateTitle);
    connect(m_document, &SessionDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document, &SessionDocument::opened, this, &MainWindow::showOpened);
    connect(m_document, &SessionDocument::openFailed, this, [this](const QString &message) {
        m_comparing.clear();
        statusBar()->showMessage(visibleText(message));
        showError(tr("Cannot open the session"), message);
    });
    connect(m_document, &SessionDocument::saved, this, [this](const QString &path) {
        rememberRecent(path);
        statusBar()->showMessage(tr("Session saved to %1").arg(shownPath(path)));
        if (auto then = std::exchange(m_afterSave, {}))
            then();
    });
    connect(m_document, &SessionDocument::saveFailed, this, [this](const QString &, const QString &message) {
        m_afterSave = {};
        showError(tr("Cannot save the session"), message);
    });
    connect(m_document, &SessionDocument::changedOnDisk, this, [this](const QString &path, int added, int updated) {
        statusBar()->showMessage(tr("Another program saved into %1: %n drive(s) added, %2 updated", nullptr, added)
                                     .arg(shownPath(path), QString::number(updated)));
    });
}

void MainWindow::startRun()
{
    if (m_runner.isRunning() || m_preparation.isRunning() || m_shuttingDown)
        return;
    setRunning(true);
    statusBar()->showMessage(tr("Checking the drives…"));
    AppSettings().setLastPlan(m_setup->plan());
    m_preparation.start([plan = m_setup->plan(),
                         privileges = m_privileges] { return prepareRun(plan, privileges, sessionFolder()); },
                        [this](const PreparedRun &prepared) { beginRun(prepared.checked, prepared.machine); });
}

void MainWindow::beginRun(const CheckedPlan &checked, const MachineInfo &machine)
{
    if (m_shuttingDown) {
        setRunning(false);
        return;
    }
    const std::optional<ReadyPlan> ready = ReadyPlan::from(checked);
    if (!ready) {
        setRunning(false);
        statusBar()->showMessage(checked.summary());
        showError(tr("Cannot start"), checked.summary());
        return;
    }
    // The run adds a drive to the session shown and saves into its file;
    // a session that has no single file of its own gets a new one.
    Session base = m_document->session();
    if (!base.hasMeasurements()) {
        base = Session{};
        base.created = QDateTime::currentDateTimeUtc();
        base.machine = machine;
    }
    const QString path
        = m_document->path().isEmpty() || m_document->isModified() ? newSessionPath() : m_document->path();
    // Saved into its own file, the session may gain drives from other runs
    // (compressmark run --append) meanwhile: every save merges with them.
    const SessionSaver::File file = path == m_document->path() ? SessionSaver::File::Shared : SessionSaver::File::New;
    m_beforeRun = {m_document->session(), m_document->path(), m_document->isModified()};
    // The run merges what others save into the file; the document reads it once the run is over.
    m_document->setFollowingFile(false);
    m_document->reset(base, path, false);
    m_run->runStarted(checked.plan);
    m_pages->setCurrentWidget(m_run);
    statusBar()->showMessage(tr("Saving the session to %1 after every measurement").arg(shownPath(path)));
    m_runner.start(*ready, m_privileges, base, path, BenchmarkRunner::Drive::New, file);
}

void MainWindow::confirmCancel()
{
    if (askToCancelRun(this, m_runner))
        m_runner.cancel();
}

void MainWindow::measureAdvice(const QString &codec, const QStringList &dataKinds)
{
    if (m_runner.isRunning() || m_preparation.isRunning())
        return;
    Plan plan = m_setup->plan();
    const QString chosenSource = plan.sourcePath;
    // The drive's own compression where it stores the algorithm, else a loop image that does.
    CompressionMethod native = CompressionMethod::Auto;
    if (const Session &session = m_document->session(); !session.drives.isEmpty()) {
        const DriveRecord &drive = session.drives.constLast();
        plan.sourcePath = drive.plan.sourcePath;
        native = drive.compression.method;
    }
    plan.compression = CompressionChoice::storing(codec, native);
    // The user's own sizes and seeds stay: a data set chosen already keeps
    // its spec, another takes the size of the first generated one.
    const QList<DataSetSpec> chosen = plan.dataSets;
    const auto generated
        = std::find_if(chosen.cbegin(), chosen.cend(), [](const DataSetSpec &spec) { return !spec.isFolder(); });
    const qint64 bytes = generated != chosen.cend() ? generated->bytes : DataSetSpec::DefaultBytes;
    plan.dataSets.clear();
    for (const QString &kind : dataKinds) {
        DataSetSpec spec{kind, bytes, DataSetSpec{}.seed};
        for (const DataSetSpec &mine : chosen)
            if (mine.kind == kind)
                spec = mine;
        plan.dataSets.append(spec);
    }
    plan.operations = {Operation::Read};
    m_setup->setPlan(plan);
    if (plan.sourcePath == chosenSource) {
        startRun();
        return;
    }
    // The folder came from the session file, which is data: the user sees
    // where the run would write, with the RAM disk and the copier, and starts it.
    m_pages->setCurrentWidget(m_setup);
    statusBar()->showMessage(tr("The drive's folder %1 comes from the session: check it, the RAM disk and the copier, "
                                "then press Start")
                                 .arg(shownPath(plan.sourcePath)));
}

void MainWindow::runFinished(const RunOutcome &outcome)
{
    setRunning(false);
    if (!outcome.hasRunDrive) {
        // Nothing measured adds no drive: the session is as it was.
        m_document->reset(m_beforeRun.session, m_beforeRun.path, m_beforeRun.modified);
        statusBar()->showMessage(tr("Nothing was measured."));
    } else {
        // What the file could not take stays as a change the user can save.
        m_document->runEnded(outcome.session, outcome.driveInFile);
        if (outcome.driveInFile)
            rememberRecent(m_document->path());
        if (!outcome.sessionFallback.isEmpty())
            showError(tr("Cannot save the session"),
                      tr("%1 could not take every run; the session with all of them is in %2. Save it to keep it here.")
                          .arg(shownPath(m_document->path()), shownPath(outcome.sessionFallback)));
        else if (outcome.driveInFile)
            statusBar()->showMessage(tr("Session saved to %1").arg(shownPath(m_document->path())));
        if (outcome.status && !outcome.cancelled)
            m_pages->setCurrentWidget(m_results);
        if (outcome.status && !outcome.cancelled && m_published)
            sayHowMeasuredDifferently(outcome.session);
    }
    m_beforeRun = {};
    m_document->setFollowingFile(true);
}

void MainWindow::setRunning(bool running)
{
    m_setup->setRunning(running);
    m_startAction->setEnabled(!running);
    m_cancelAction->setEnabled(running);
}

void MainWindow::updateTitle()
{
    const QString path = m_document->path();
    const QString name = path.isEmpty() ? tr("Untitled") : QFileInfo(path).fileName();
    setWindowTitle(tr("%1[*] — CompressMark").arg(visibleText(name)));
    setWindowModified(m_document->isModified());
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
    return openExportDialogFor(shown, m_results->shownChartData(), m_results->chartTheme());
}

ExportDialog *MainWindow::openExportDialogFor(const Session &shown, const ChartData &chart, ChartTheme theme)
{
    auto *dialog = new ExportDialog(shown, chart, this);
    dialog->setObjectName(QStringLiteral("exportDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setChartTheme(theme);
    dialog->setExportFolder(AppSettings().lastExportFolder());
    connect(dialog, &ExportDialog::written, this, [this, dialog](const QString &path) {
        AppSettings().setLastExportFolder(dialog->exportFolder());
        statusBar()->showMessage(tr("Saved %1").arg(shownPath(path)));
    });
    dialog->open();
    return dialog;
}

void MainWindow::showSettings()
{
    AppSettings settings;
    const SetupPage::Defaults before = SetupPage::defaultsOf(settings);
    SettingsDialog dialog(&settings, m_setup->ramDiskMountPoints(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    applyAppTheme(settings.theme());
    m_results->setChartTheme(chartThemeFor(settings.theme()));
    m_run->setChartTheme(chartThemeFor(settings.theme()));
    m_advise->setChartTheme(chartThemeFor(settings.theme()));
    m_library->setChartTheme(chartThemeFor(settings.theme()));
    if (!m_runner.isRunning())
        m_setup->applySettings(settings, before); // what the user changed there, not what the page shows
}

void MainWindow::showError(const QString &title, const QString &text)
{
    // The message may quote a session file or a path: plain text, never markup.
    auto *box = new QMessageBox(QMessageBox::Warning, title, visibleLines(text), QMessageBox::Ok, this);
    box->setTextFormat(Qt::PlainText);
    box->setObjectName(QStringLiteral("errorDialog"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::shutDown()
{
    // A second signal while the run cleans up changes nothing.
    const bool again = std::exchange(m_shuttingDown, true);
    if (!m_runner.isRunning()) {
        QCoreApplication::quit();
        return;
    }
    if (again)
        return;
    statusBar()->showMessage(tr("Stopping the run and cleaning up…"));
    connect(&m_runner, &BenchmarkRunner::finished, qApp, &QCoreApplication::quit, Qt::QueuedConnection);
    m_runner.cancel();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (m_runner.isRunning() || m_preparation.isRunning()) {
        const auto answer = QMessageBox::question(this, tr("Stop the run?"),
                                                  tr("A benchmark is running. Stop it and close? Measurements "
                                                     "already finished stay in the session."));
        if (answer != QMessageBox::Yes) {
            event->ignore();
            return;
        }
        if (!m_runner.isRunning()) {
            m_preparation.cancel(); // the run about to start never does
            setRunning(false);
        }
        m_runner.cancel();
    } else if (m_document->isModified() && !m_closeConfirmed) {
        event->ignore();
        whenDiscardable([this] {
            m_closeConfirmed = true;
            QMetaObject::invokeMethod(this, &QWidget::close, Qt::QueuedConnection);
        });
        return;
    }
    AppSettings().setLastPlan(m_setup->plan());
    event->accept();
}

} // namespace cm
