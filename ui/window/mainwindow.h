// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/benchmarkrunner.h"
#include "chart/chartdata.h"
#include "plan/plan.h"
#include "privilege/privileges.h"
#include "uiutil/jobtracker.h"

#include <QMainWindow>

#include <optional>

#include <functional>

class QAction;
class QMenu;
class QTabWidget;

namespace cm {

class AdvisePage;
class LibraryPage;
class ExportDialog;
class ResultsPage;
class RunPage;
class SessionDocument;
class SetupPage;
struct CheckedPlan;
struct MachineInfo;

// The main window: Setup, Run, Results, Should I compress? and Library pages around
// one session document, with the menus and the run. A run adds a drive to
// the session shown and saves it after every measurement; sessions open
// from the menu, the recent list, the command line or by dropping files on
// the window.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    // `privileges`: what this process may do that needs root, as captured
    // at start-up; the first form captures them itself.
    explicit MainWindow(QWidget *parent = nullptr);
    explicit MainWindow(const Privileges &privileges, QWidget *parent = nullptr);
    ~MainWindow() override;

    // The folder where sessions of runs are saved as they progress
    // (~/.local/share/CompressMark/sessions on Linux).
    static QString sessionFolder();
    // Where the file dialogs for sessions open: the folder of the session
    // shown, else the one last chosen in them, else sessionFolder(), else
    // the home folder.
    QString sessionDialogFolder() const;

    // Loads the sessions on a worker thread and shows them merged; a file
    // that is refused is named in an error dialog.
    void openSessions(const QStringList &paths);
    // Loads the sessions and adds their drives to the session shown, to
    // compare them; the result is a changed document to save.
    void addSessions(const QStringList &paths);
    // A published session beside a drive of this machine: its drives in a
    // new session, and its plan on the Setup page (planFromPublished()),
    // with the user's own drive and RAM disk; the run adds that drive.
    void compareWithPublished(const QString &path);
    // The export dialog for what the Results page shows; null when nothing
    // is measured yet.
    ExportDialog *openExportDialog();
    // Saves the session shown to `path` on a worker thread; refused while a
    // run saves it.
    void saveSessionAs(const QString &path);

    // Stops a run (what it measured stays saved) and quits once its
    // clean-up is done, without questions: for SIGINT, SIGTERM and SIGHUP,
    // which the window watches itself, when no one can answer. No run starts
    // after it, and calling it again changes nothing.
    void shutDown();

    // The session shown, its file and its changes.
    SessionDocument *document() const { return m_document; }

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    QSize firstSize() const;
    void buildPages();
    void buildFileMenu();
    void buildRunMenus();
    void followDocument();
    void startRun();
    void beginRun(const CheckedPlan &checked, const MachineInfo &machine);
    void confirmCancel();
    // Runs the benchmark on what the Should I compress? page suggested.
    void measureAdvice(const QString &codec, const QStringList &dataKinds);
    void runFinished(const RunOutcome &outcome);
    void setRunning(bool running);
    void newSession();
    void chooseSessions();
    void chooseSessionsToAdd();
    void chooseSessionToCompare();
    void takePublishedPlan(const QString &path);
    void sayHowMeasuredDifferently(const Session &measured);
    QStringList chooseSessionFiles(const QString &caption);
    void showOpened(const QStringList &paths);
    void save();
    void chooseSaveAs();
    void chooseExport();
    // The export dialog for `chart` of `shown`, as a page draws it.
    ExportDialog *openExportDialogFor(const Session &shown, const ChartData &chart, ChartTheme theme);
    void showSettings();
    void rememberRecent(const QString &path);
    void fillRecentMenu();
    // Goes on with `then` once the session shown may be replaced: at once
    // when it has no changes or the user discards them, once saved when the
    // user saves them, never when the user cancels or the save fails.
    void whenDiscardable(std::function<void()> then);
    void showError(const QString &title, const QString &text);
    void updateTitle();

    const Privileges m_privileges;
    BenchmarkRunner m_runner;
    SessionDocument *m_document = nullptr;
    QTabWidget *m_pages = nullptr;
    SetupPage *m_setup = nullptr;
    RunPage *m_run = nullptr;
    ResultsPage *m_results = nullptr;
    AdvisePage *m_advise = nullptr;
    LibraryPage *m_library = nullptr;
    QMenu *m_recentMenu = nullptr;
    QAction *m_startAction = nullptr;
    QAction *m_cancelAction = nullptr;
    QAction *m_saveAction = nullptr;
    JobTracker m_preparation{this};    // checks the plan and the machine before a run
    std::function<void()> m_afterSave; // what waits for the save the user chose to make first
    // The document as it was when a run began: what a run that measured nothing leaves.
    struct DocumentState
    {
        Session session;
        QString path;
        bool modified = false;
    } m_beforeRun;
    bool m_closeConfirmed = false; // changes saved or discarded: the window closes without asking
    bool m_shuttingDown = false;
    QString m_comparing;                // a published session being opened, whose plan the Setup page then takes
    Plan m_comparingFrom;               // the Setup page's plan when it was chosen: the user's folders
    std::optional<Session> m_published; // compared with: the next run says what it measured differently
    QString m_publishedPath;
};

} // namespace cm
