// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow's side of session files: new, open, add, compare with a
// published one, save, recent files,
// drag and drop, and the unsaved-changes question before any of them.
#include "mainwindow.h"

#include "document/sessiondocument.h"
#include "publish/publishedplan.h"
#include "results/resultspage.h"
#include "settings/appsettings.h"
#include "setup/setuppage.h"
#include "uiutil/plaintext.h"
#include "util/shownpath.h"
#include "util/visibletext.h"

#include <QAction>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QStatusBar>
#include <QTabWidget>

#include <algorithm>
#include <utility>

namespace cm {
namespace {

bool isSessionFile(const QUrl &url)
{
    return url.isLocalFile() && url.toLocalFile().endsWith(QLatin1String(".json"));
}

} // namespace

void MainWindow::newSession()
{
    if (m_runner.isRunning())
        return;
    whenDiscardable([this] {
        m_document->reset(Session{}, QString(), false);
        m_pages->setCurrentWidget(m_setup);
    });
}

QString MainWindow::sessionDialogFolder() const
{
    QStringList candidates;
    if (!m_document->path().isEmpty())
        candidates << QFileInfo(m_document->path()).absolutePath();
    candidates << AppSettings().lastSessionFolder() << sessionFolder();
    for (const QString &folder : std::as_const(candidates)) {
        if (!folder.isEmpty() && QFileInfo(folder).isDir())
            return folder;
    }
    return QDir::homePath();
}

QStringList MainWindow::chooseSessionFiles(const QString &caption)
{
    const QStringList paths
        = QFileDialog::getOpenFileNames(this, caption, sessionDialogFolder(), tr("Sessions (*.cmsession.json *.json)"));
    if (!paths.isEmpty())
        AppSettings().setLastSessionFolder(QFileInfo(paths.constFirst()).absolutePath());
    return paths;
}

void MainWindow::chooseSessions()
{
    if (m_runner.isRunning())
        return;
    whenDiscardable([this] {
        const QStringList paths = chooseSessionFiles(tr("Open sessions"));
        if (!paths.isEmpty())
            openSessions(paths);
    });
}

void MainWindow::chooseSessionsToAdd()
{
    if (m_runner.isRunning())
        return;
    const QStringList paths = chooseSessionFiles(tr("Add drives from sessions"));
    if (!paths.isEmpty())
        addSessions(paths);
}

void MainWindow::addSessions(const QStringList &paths)
{
    statusBar()->showMessage(tr("Opening %n session(s)…", nullptr, int(paths.size())));
    m_document->add(paths);
}

void MainWindow::chooseSessionToCompare()
{
    if (m_runner.isRunning())
        return;
    const QStringList paths = chooseSessionFiles(tr("Compare with a published session"));
    if (!paths.isEmpty())
        compareWithPublished(paths.constFirst());
}

void MainWindow::compareWithPublished(const QString &path)
{
    if (m_runner.isRunning())
        return;
    whenDiscardable([this, path] {
        m_comparing = path;
        m_comparingFrom = m_setup->plan();
        openSessions({path});
    });
}

void MainWindow::takePublishedPlan(const QString &path)
{
    const DriveRecord *published = publishedDrive(m_document->session());
    Plan plan;
    const Status status = published ? planFromPublished(*published, &plan)
                                    : Status::failure(tr("%1 holds no measured drive").arg(shownPath(path)));
    if (!status) {
        showError(tr("Cannot compare"), status.message());
        return;
    }
    m_published = m_document->session();
    m_publishedPath = path;
    // The run's own session, of this machine, in a new file: never into the
    // published one, whose machine is another. Both are shown once it ends.
    m_document->reset(Session{}, QString(), false);
    // Where the run reads and writes stays the user's: the file never chooses it.
    plan.sourcePath = m_comparingFrom.sourcePath;
    plan.targetPath = m_comparingFrom.targetPath;
    plan.label = m_comparingFrom.label;
    m_setup->setPlan(plan);
    m_pages->setCurrentWidget(m_setup);
    statusBar()->showMessage(tr("The plan of %1 is set: choose your drive and RAM disk, then start; your drive will "
                                "stand beside the published one.")
                                 .arg(QFileInfo(path).fileName()));
}

void MainWindow::openSessions(const QStringList &paths)
{
    statusBar()->showMessage(tr("Opening %n session(s)…", nullptr, int(paths.size())));
    m_document->open(paths);
}

void MainWindow::showOpened(const QStringList &paths)
{
    for (const QString &path : paths)
        rememberRecent(path);
    statusBar()->showMessage(tr("Showing %1").arg(shownPaths(paths).join(QStringLiteral(", "))));
    m_pages->setCurrentWidget(m_results);
    if (!m_comparing.isEmpty() && paths.contains(m_comparing))
        takePublishedPlan(std::exchange(m_comparing, QString()));
    else if (!paths.contains(m_publishedPath))
        m_published.reset(); // another session: nothing to compare with
}

// After a run compared with a published session: what was measured
// otherwise there (kernel, filesystem, data sets, ...), which the speeds
// side by side on the Results page do not show.
void MainWindow::sayHowMeasuredDifferently(const Session &measured)
{
    const Session published = *std::exchange(m_published, std::nullopt);
    const QString publishedName = QFileInfo(m_publishedPath).fileName();
    const DriveRecord *theirs = publishedDrive(published);
    if (!theirs || measured.drives.isEmpty())
        return;
    const QList<PublishedDifference> differences
        = differencesFromPublished(published, *theirs, measured, measured.drives.constLast());
    QStringList lines;
    for (const PublishedDifference &difference : differences)
        lines << tr("%1: %2 published, %3 here").arg(difference.what, difference.published, difference.here);
    const QString text = differences.isEmpty()
        ? tr("Your drive was measured as %1 was: same kernel, system, CPU, filesystem, compression, copier, cache "
             "mode, repetitions and data sets.")
              .arg(publishedName)
        : tr("Your drive was measured otherwise than %1 was, so differences in speed may come from these too:\n\n%2")
              .arg(publishedName, lines.join(QLatin1Char('\n')));
    auto *box = new QMessageBox(QMessageBox::Information, tr("Compared with a published session"), visibleLines(text),
                                QMessageBox::Ok, this);
    box->setTextFormat(Qt::PlainText);
    box->setObjectName(QStringLiteral("publishedDifferencesDialog"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
    // Side by side, each file as it is: the published one and this run's.
    if (!m_document->path().isEmpty())
        openSessions({m_publishedPath, m_document->path()});
}

void MainWindow::save()
{
    if (m_document->path().isEmpty())
        chooseSaveAs();
    else
        saveSessionAs(m_document->path());
}

void MainWindow::chooseSaveAs()
{
    const QString current = m_document->path();
    const QString suggested = current.isEmpty()
        ? QDir(sessionDialogFolder()).filePath(QStringLiteral("compressmark.cmsession.json"))
        : current;
    QString path = QFileDialog::getSaveFileName(this, tr("Save session"), suggested, tr("Sessions (*.cmsession.json)"));
    if (path.isEmpty()) {
        m_afterSave = {}; // given up: what waited for the save does not happen
        return;
    }
    AppSettings().setLastSessionFolder(QFileInfo(path).absolutePath());
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
    m_document->saveAs(path);
}

void MainWindow::rememberRecent(const QString &path)
{
    AppSettings().addRecentSession(QFileInfo(path).absoluteFilePath());
    // A disabled menu never shows, so it cannot fill itself when opened.
    fillRecentMenu();
}

void MainWindow::fillRecentMenu()
{
    m_recentMenu->clear();
    for (const QString &path : AppSettings().recentSessions()) {
        m_recentMenu
            ->addAction(visibleText(QFileInfo(path).fileName()), this,
                        [this, path] {
                            if (!m_runner.isRunning())
                                whenDiscardable([this, path] { openSessions({path}); });
                        })
            ->setToolTip(plainToolTip(shownPath(path)));
    }
    m_recentMenu->setEnabled(!m_recentMenu->isEmpty());
}

void MainWindow::whenDiscardable(std::function<void()> then)
{
    if (!m_document->isModified()) {
        then();
        return;
    }
    const auto answer
        = QMessageBox::warning(this, tr("Unsaved changes"),
                               tr("The session shown has changes that are not saved. Save them?"),
                               QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Discard)
        then();
    if (answer != QMessageBox::Save)
        return;
    // The save runs in the background: what was asked for follows it.
    m_afterSave = std::move(then);
    save();
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
    if (!m_runner.isRunning())
        whenDiscardable([this, paths] { openSessions(paths); });
}

} // namespace cm
