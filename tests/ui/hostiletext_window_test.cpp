// SPDX-License-Identifier: GPL-3.0-or-later
// The window with text a hand-edited session file holds: names shown as
// text, never as markup and never with a control character in them; the
// fields that name a drive or a chart refuse control characters.
#include "compare/comparepanel.h"
#include "compare/drivelistmodel.h"
#include "export/exportdialog.h"
#include "hostilesession.h"
#include "results/resultstablemodel.h"
#include "session/sessionfile.h"
#include "setup/setuppage.h"
#include "tempfolders.h"
#include "util/visibletext.h"
#include "widgetlookup.h"
#include "windowdriver.h"
#include "window/mainwindow.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QLineEdit>
#include <QListView>
#include <QMessageBox>
#include <QStatusBar>
#include <QTest>
#include <QTextDocumentFragment>
#include <QToolTip>

#include <gtest/gtest.h>

using namespace cm;
using test::namedChild;
using test::userWithoutHelper;

namespace {

// What a view shows for a role: a tooltip that looks like markup is read as
// rich text, anything else as it is.
QString shown(const QVariant &value)
{
    const QString text = value.toString();
    return Qt::mightBeRichText(text) ? QTextDocumentFragment::fromHtml(text).toPlainText() : text;
}

void expectNoControlCharacter(const QString &text)
{
    EXPECT_FALSE(firstControlCharacter(text).has_value()) << text.toStdString();
}

// Typing, inserting and pasting control characters into `edit` leaves its
// text as it was and says why at the field; printable text goes in.
void expectRefusesControlCharacters(QLineEdit *edit)
{
    edit->setFocus();
    edit->setText(QStringLiteral("Disk"));
    edit->end(false);
    for (const QString &control :
         {QStringLiteral("\x1b[2J"), QStringLiteral("a\nb"), QStringLiteral("\t"), QStringLiteral("\r"),
          QStringLiteral("\u009b"), QStringLiteral("\u202e"), QStringLiteral("\u2028")}) {
        QToolTip::hideText();
        edit->insert(control);
        EXPECT_EQ(edit->text(), QStringLiteral("Disk")) << control.toStdString();
        EXPECT_TRUE(QToolTip::text().contains(QStringLiteral("control characters"))) << control.toStdString();
    }
    QGuiApplication::clipboard()->setText(QStringLiteral("pasted\x1b]0;title\x07"));
    edit->paste();
    EXPECT_EQ(edit->text(), QStringLiteral("Disk"));
    QTest::keyClicks(edit, QStringLiteral(" 2"));
    edit->insert(QStringLiteral(" «β» 😀"));
    EXPECT_EQ(edit->text(), QStringLiteral("Disk 2 «β» 😀"));
}

} // namespace

TEST(HostileTextInWindow, TheLabelFieldRefusesControlCharactersAndSaysWhy)
{
    SetupPage page(userWithoutHelper());
    page.show();
    auto *label = namedChild<QLineEdit>(page, "labelEdit");
    ASSERT_NE(label, nullptr);
    expectRefusesControlCharacters(label);
    EXPECT_EQ(page.plan().label, QStringLiteral("Disk 2 «β» 😀"));
}

TEST(HostileTextInWindow, ALabelFromAFileStartsTheFieldAsVisibleText)
{
    SetupPage page(userWithoutHelper());
    Plan plan = page.plan();
    plan.label = QStringLiteral("a\x1b[2J\nb");
    page.setPlan(plan);
    EXPECT_EQ(namedChild<QLineEdit>(page, "labelEdit")->text(), QStringLiteral("a\\u001b[2J\\u000ab"));
    expectNoControlCharacter(page.plan().label);
}

TEST(HostileTextInWindow, TheResultsTableShowsEveryNameAndTooltipAsText)
{
    ResultsTableModel model;
    model.setSession(test::hostileSession());
    ASSERT_GT(model.rowCount(), 0);
    bool disturbed = false;
    for (int row = 0; row < model.rowCount(); ++row) {
        for (int column = 0; column < model.columnCount(); ++column) {
            const QModelIndex index = model.index(row, column);
            expectNoControlCharacter(index.data(Qt::DisplayRole).toString());
            // A line per sentence, and no other break.
            const QString tip = shown(index.data(Qt::ToolTipRole));
            for (const QString &line : tip.split(QLatin1Char('\n')))
                expectNoControlCharacter(line);
            // The runs' hostile reason, as it is written, markup and all.
            disturbed = disturbed || tip.contains(visibleText(test::hostileTexts().value(2)));
        }
    }
    EXPECT_TRUE(disturbed);
    bool markup = false;
    for (int row = 0; row < model.rowCount(); ++row)
        markup = markup || model.index(row, ResultsTableModel::DriveColumn).data().toString() == test::markupName();
    EXPECT_TRUE(markup);
}

TEST(HostileTextInWindow, TheDriveListShowsNamesAsTextAndItsEditorRefusesControlCharacters)
{
    ComparePanel panel;
    panel.setSession(test::hostileSession());
    panel.show();
    auto *view = namedChild<QListView>(panel, "compareDriveList");
    ASSERT_NE(view, nullptr);
    QAbstractItemModel *model = view->model();
    for (int row = 0; row < model->rowCount(); ++row) {
        expectNoControlCharacter(model->index(row, 0).data().toString());
        expectNoControlCharacter(shown(model->index(row, 0).data(Qt::ToolTipRole)));
    }
    EXPECT_FALSE(model->setData(model->index(0, 0), QStringLiteral("two\nlines")));

    // The first drive's label holds escapes: committed as typed, they are shown, not kept.
    view->setCurrentIndex(model->index(0, 0));
    view->edit(model->index(0, 0));
    auto *editor = view->findChild<QLineEdit *>(QStringLiteral("driveNameEdit"));
    ASSERT_NE(editor, nullptr);
    QTest::keyClick(editor, Qt::Key_Return);
    ASSERT_TRUE(QTest::qWaitFor([&] { return !view->findChild<QLineEdit *>(QStringLiteral("driveNameEdit")); }));
    EXPECT_TRUE(model->index(0, 0).data().toString().startsWith(visibleText(test::hostileTexts().first())));
    expectNoControlCharacter(model->index(0, 0).data(Qt::EditRole).toString());

    view->edit(model->index(1, 0));
    editor = view->findChild<QLineEdit *>(QStringLiteral("driveNameEdit"));
    ASSERT_NE(editor, nullptr);
    expectRefusesControlCharacters(editor);
}

TEST(HostileTextInWindow, TheExportDialogsTitlesStartAsTextAndRefuseControlCharacters)
{
    Session session = test::hostileSession();
    session.drives = {session.drives.first()};
    ExportDialog dialog(session, ChartKind::PerDrive);
    dialog.show();
    auto *title = namedChild<QLineEdit>(dialog, "titleEdit");
    auto *subtitle = namedChild<QLineEdit>(dialog, "subtitleEdit");
    ASSERT_NE(title, nullptr);
    ASSERT_NE(subtitle, nullptr);
    expectNoControlCharacter(title->text());
    expectNoControlCharacter(subtitle->text()); // the machine's CPU is hostile too
    EXPECT_TRUE(title->text().contains(QStringLiteral("\\u001b]0;owned"))) << title->text().toStdString();
    expectRefusesControlCharacters(title);
    expectRefusesControlCharacters(subtitle);
}

TEST(HostileTextInWindow, AnErrorQuotingTheFileIsPlainTextWithoutControlCharacters)
{
    test::TempFolder folder;
    const QString path = folder.filePath(QStringLiteral("h.cmsession.json"));
    ASSERT_TRUE(saveSession(test::hostileSession(), path));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    QByteArray json = file.readAll();
    file.close();
    json.replace("\"variant\": \"plain\"", "\"variant\": \"<b>bold</b>\\u001b[2J\"");
    ASSERT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(json);
    file.close();

    MainWindow window;
    window.show();
    window.openSessions({path});
    ASSERT_TRUE(QTest::qWaitFor([&] { return window.findChild<QMessageBox *>(QStringLiteral("errorDialog")); }, 10000));
    auto *dialog = window.findChild<QMessageBox *>(QStringLiteral("errorDialog"));
    EXPECT_EQ(dialog->textFormat(), Qt::PlainText);
    EXPECT_TRUE(dialog->text().contains(QStringLiteral("<b>bold</b>\\u001b[2J"))) << dialog->text().toStdString();
    expectNoControlCharacter(dialog->text());
    dialog->accept();
}
