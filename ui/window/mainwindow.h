#pragma once

#include "bench/benchmarkrunner.h"
#include "plan/plan.h"
#include "session/session.h"
#include "util/status.h"

#include <QMainWindow>

#include <functional>

class QAction;
class QMenu;
class QTabWidget;

namespace cm {

class AdvisePage;
class ExportDialog;
class ResultsPage;
class RunPage;
class SetupPage;
struct CheckedPlan;
struct MachineInfo;

// The main window: Setup, Run and Results pages around one session
// document. A run adds a drive to the session shown and saves it after
// every measurement; sessions open from the menu, the recent list, the
// command line or by dropping files on the window.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // The folder where sessions of runs are saved as they progress.
    static QString sessionFolder();

    // Loads the sessions on a worker thread and shows them merged; a file
    // that is refused is named in an error dialog.
    void openSessions(const QStringList &paths);
    // Loads the sessions and adds their drives to the session shown, to
    // compare them; the result is a changed document to save.
    void addSessions(const QStringList &paths);
    // The export dialog for what the Results page shows; null when nothing
    // is measured yet.
    ExportDialog *openExportDialog();
    // Saves the session shown to `path` on a worker thread.
    void saveSessionAs(const QString &path);

    // Stops a run (what it measured stays saved) and quits once its
    // clean-up is done, without questions: for signals, when no one can answer.
    void shutDown();

    const Session &session() const { return m_session; }
    QString sessionPath() const { return m_sessionPath; }
    bool isModified() const { return m_modified; }

Q_SIGNALS:
    // A save finished (tests wait for it).
    void sessionSaved(const QString &path, const cm::Status &status);

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void buildMenus();
    void startRun();
    void beginRun(const CheckedPlan &checked, const MachineInfo &machine);
    void confirmCancel();
    // Runs the benchmark on what the Should I compress? page suggested.
    void measureAdvice(const QString &codec, const QStringList &dataKinds);
    void showSession(const Session &session);
    void runFinished(const RunOutcome &outcome);
    void setRunning(bool running);
    void newSession();
    void chooseSessions();
    void chooseSessionsToAdd();
    void loadInBackground(const QStringList &paths, const std::function<void(const Session &)> &show);
    void save();
    void chooseSaveAs();
    void chooseExport();
    void showSettings();
    void setDocument(const Session &session, const QString &path, bool modified);
    void rememberRecent(const QString &path);
    void fillRecentMenu();
    // Asks about unsaved changes; false when the user keeps the window as it is.
    bool mayDiscard();
    void showError(const QString &title, const QString &text);
    void updateTitle();

    BenchmarkRunner m_runner;
    QTabWidget *m_pages = nullptr;
    SetupPage *m_setup = nullptr;
    RunPage *m_run = nullptr;
    ResultsPage *m_results = nullptr;
    AdvisePage *m_advise = nullptr;
    bool m_adviceStale = true; // the session changed since the advice was asked for
    QMenu *m_recentMenu = nullptr;
    QAction *m_startAction = nullptr;
    QAction *m_cancelAction = nullptr;
    QAction *m_saveAction = nullptr;
    Session m_session; // the document: what the pages show
    QString m_sessionPath;
    bool m_modified = false;
    bool m_preparing = false;
};

} // namespace cm
