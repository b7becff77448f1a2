// SPDX-License-Identifier: GPL-3.0-or-later
// The window's menus as a user meets them: every shortcut does one thing,
// the recent files follow saves, the unsaved-changes question goes on with
// what was asked, and an edit can be taken back.
#include "document/sessiondocument.h"
#include "samplesession.h"
#include "session/sessionfile.h"
#include "session/sessionreader.h"
#include "uiutil/windowwords.h"
#include "tempfolders.h"
#include "window/mainwindow.h"

#include <QAbstractButton>
#include <QCoreApplication>
#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include <QApplication>

#include <gtest/gtest.h>

using namespace cm;

namespace {

// Every action of the menu bar, submenus included.
QList<QAction *> menuActions(const QMenuBar *bar)
{
    QList<QAction *> actions;
    QList<QMenu *> menus;
    for (QAction *top : bar->actions())
        if (top->menu())
            menus.append(top->menu());
    while (!menus.isEmpty()) {
        QMenu *menu = menus.takeFirst();
        for (QAction *action : menu->actions()) {
            if (action->menu())
                menus.append(action->menu());
            else if (!action->isSeparator())
                actions.append(action);
        }
    }
    return actions;
}

QAction *actionWithShortcut(const MainWindow &window, const QKeySequence &keys)
{
    for (QAction *action : menuActions(window.menuBar()))
        if (action->shortcuts().contains(keys))
            return action;
    return nullptr;
}

// Answers the next message box with `button`, once it shows.
void answerNextQuestion(QMessageBox::StandardButton button)
{
    auto *timer = new QTimer;
    QObject::connect(timer, &QTimer::timeout, timer, [timer, button] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box)
            return;
        timer->deleteLater();
        box->button(button)->click();
    });
    timer->start(20);
}

// Saves a sample session of `drives` drives at `path` and opens it.
::testing::AssertionResult openSample(MainWindow &window, const QString &path, int drives)
{
    if (!saveSession(test::sampleSession(drives), path))
        return ::testing::AssertionFailure() << "cannot save " << path.toStdString();
    window.openSessions({path});
    if (!QTest::qWaitFor([&] { return window.document()->session().drives.size() == drives; }, 10000))
        return ::testing::AssertionFailure() << "the session did not open";
    return ::testing::AssertionSuccess();
}

} // namespace

// Each key press must reach one action: Qt ignores a shortcut two actions
// share ("Ambiguous shortcut"), as F5 was for Start and Look Again.
TEST(MainWindowMenus, NoTwoActionsShareAShortcut)
{
    MainWindow window;
    QHash<QString, QString> owner;
    for (QAction *action : menuActions(window.menuBar())) {
        for (const QKeySequence &keys : action->shortcuts()) {
            const QString key = keys.toString(QKeySequence::PortableText);
            EXPECT_FALSE(owner.contains(key)) << key.toStdString() << " is both " << owner.value(key).toStdString()
                                              << " and " << action->text().toStdString();
            owner.insert(key, action->text());
        }
    }
    QAction *start = actionWithShortcut(window, QKeySequence(Qt::Key_F5));
    ASSERT_NE(start, nullptr);
    EXPECT_EQ(start->text(), MainWindow::tr("&Start"));
}

// Esc cancels a run, as in most programs; Save As has a key on every desktop.
TEST(MainWindowMenus, EscCancelsARunAndSaveAsHasAKey)
{
    MainWindow window;
    QAction *cancel = actionWithShortcut(window, QKeySequence(Qt::Key_Escape));
    ASSERT_NE(cancel, nullptr);
    EXPECT_EQ(cancel->text(), MainWindow::tr("&Cancel"));
    EXPECT_TRUE(cancel->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Period)));
    QAction *saveAs = nullptr;
    for (QAction *action : menuActions(window.menuBar()))
        if (action->text() == MainWindow::tr("Save &As…"))
            saveAs = action;
    ASSERT_NE(saveAs, nullptr);
    EXPECT_FALSE(saveAs->shortcuts().isEmpty());
}

TEST(MainWindowMenus, OpenRecentListsASessionAsSoonAsItIsSaved)
{
    test::TempFolder folder;
    const QString path = folder.filePath(QStringLiteral("fresh.cmsession.json"));
    MainWindow window;
    auto *recent = window.findChild<QMenu *>(QStringLiteral("recentMenu"));
    ASSERT_NE(recent, nullptr);
    const Session session = test::sampleSession(1);
    window.document()->reset(session, QString(), true);
    QSignalSpy saved(window.document(), &SessionDocument::saved);
    window.saveSessionAs(path);
    ASSERT_TRUE(saved.wait(10000));
    EXPECT_TRUE(recent->isEnabled());
    QStringList names;
    for (QAction *action : recent->actions())
        names.append(action->toolTip());
    EXPECT_TRUE(names.contains(path)) << names.join(QLatin1Char(' ')).toStdString();
}

// Save in the unsaved-changes question saves, then does what was asked.
TEST(MainWindowMenus, SavingFromTheQuestionGoesOnWithNew)
{
    test::TempFolder folder;
    const QString path = folder.filePath(QStringLiteral("edited.cmsession.json"));
    MainWindow window;
    window.show();
    ASSERT_TRUE(openSample(window, path, 2));
    Session edited = window.document()->session();
    edited.drives.removeLast();
    window.document()->edit(edited);
    ASSERT_TRUE(window.document()->isModified());

    QAction *newAction = actionWithShortcut(window, QKeySequence::New);
    ASSERT_NE(newAction, nullptr);
    answerNextQuestion(QMessageBox::Save);
    newAction->trigger();
    ASSERT_TRUE(QTest::qWaitFor([&] { return window.document()->path().isEmpty(); }, 10000));
    EXPECT_TRUE(window.document()->session().drives.isEmpty());
    EXPECT_FALSE(window.document()->isModified());
    Session onDisk;
    ASSERT_TRUE(loadSession(path, &onDisk));
    EXPECT_EQ(onDisk.drives.size(), 1);
}

TEST(MainWindowMenus, CancelInTheQuestionKeepsEverything)
{
    MainWindow window;
    window.show();
    window.document()->reset(test::sampleSession(1), QString(), true);
    answerNextQuestion(QMessageBox::Cancel);
    actionWithShortcut(window, QKeySequence::New)->trigger();
    EXPECT_EQ(window.document()->session().drives.size(), 1);
    EXPECT_TRUE(window.document()->isModified());
}

// A drive removed from the comparison comes back with Undo, and the
// session is as unchanged as it was.
TEST(MainWindowMenus, UndoBringsBackWhatAnEditRemoved)
{
    test::TempFolder folder;
    const QString path = folder.filePath(QStringLiteral("two.cmsession.json"));
    MainWindow window;
    ASSERT_TRUE(openSample(window, path, 2));
    auto *undo = window.findChild<QAction *>(QStringLiteral("undoAction"));
    ASSERT_NE(undo, nullptr);
    EXPECT_FALSE(undo->isEnabled());

    Session edited = window.document()->session();
    edited.drives.removeFirst();
    window.document()->edit(edited);
    EXPECT_TRUE(undo->isEnabled());
    undo->trigger();
    EXPECT_EQ(window.document()->session().drives.size(), 2);
    EXPECT_FALSE(window.document()->isModified());
    EXPECT_FALSE(undo->isEnabled());

    // Saved after the edit, the file holds the edit: undoing makes a change.
    window.document()->edit(edited);
    QSignalSpy saved(window.document(), &SessionDocument::saved);
    window.saveSessionAs(path);
    ASSERT_TRUE(saved.wait(10000));
    undo->trigger();
    EXPECT_EQ(window.document()->session().drives.size(), 2);
    EXPECT_TRUE(window.document()->isModified());
}

// The File menu ends as the system's programs end it: "Quit" on Linux,
// "Exit" on Windows, which binds no key to it (Alt+F4 closes a window).
TEST(MainWindowMenus, TheFileMenuEndsWithTheSystemsWordForLeaving)
{
    MainWindow window;
    QMenu *file = window.menuBar()->actions().constFirst()->menu();
    ASSERT_NE(file, nullptr);
    QAction *last = file->actions().constLast();
    EXPECT_EQ(last->text(), QCoreApplication::translate("cm::MainWindow", windowWords().quitAction));
#ifdef Q_OS_WIN
    EXPECT_EQ(last->text(), QStringLiteral("E&xit"));
#else
    EXPECT_EQ(last->text(), QStringLiteral("&Quit"));
    EXPECT_EQ(last->shortcut(), QKeySequence(QKeySequence::Quit));
#endif
    EXPECT_EQ(last->menuRole(), QAction::QuitRole);
}
