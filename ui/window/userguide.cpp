// SPDX-License-Identifier: GPL-3.0-or-later
#include "userguide.h"

#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace cm {
namespace {

const QUrl FirstPage(QStringLiteral("qrc:/guide/docs/WINDOW.md"));

} // namespace

QDialog *showUserGuide(QWidget *parent)
{
    auto *dialog = new QDialog(parent);
    dialog->setObjectName(QStringLiteral("userGuide"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(QCoreApplication::translate("cm::UserGuide", "CompressMark User Guide"));
    auto *browser = new QTextBrowser;
    browser->setObjectName(QStringLiteral("userGuideBrowser"));
    browser->setOpenExternalLinks(true);
    browser->setSource(FirstPage, QTextDocument::MarkdownResource);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    QPushButton *back
        = buttons->addButton(QCoreApplication::translate("cm::UserGuide", "&Back"), QDialogButtonBox::ActionRole);
    back->setEnabled(false);
    QPushButton *home
        = buttons->addButton(QCoreApplication::translate("cm::UserGuide", "&The Window"), QDialogButtonBox::ActionRole);
    QObject::connect(browser, &QTextBrowser::backwardAvailable, back, &QWidget::setEnabled);
    QObject::connect(back, &QPushButton::clicked, browser, &QTextBrowser::backward);
    QObject::connect(home, &QPushButton::clicked, browser, [browser] { browser->setSource(FirstPage); });
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);

    auto *layout = new QVBoxLayout(dialog);
    // The documents are in English only: a window in another language says
    // so above them, in its own language (the English window has no need).
    const QString english = QStringLiteral("The guide is written in English only.");
    const QString note = QCoreApplication::translate("cm::UserGuide", "The guide is written in English only.");
    if (note != english) {
        auto *label = new QLabel(note);
        label->setObjectName(QStringLiteral("guideLanguageNote"));
        label->setWordWrap(true);
        layout->addWidget(label);
    }
    layout->addWidget(browser, 1);
    layout->addWidget(buttons);
    QSize size(900, 700);
    if (const QScreen *screen = parent ? parent->screen() : nullptr)
        size = size.boundedTo(screen->availableGeometry().size() - QSize(16, 48));
    dialog->resize(size);
    dialog->show();
    return dialog;
}

} // namespace cm
