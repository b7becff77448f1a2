// SPDX-License-Identifier: GPL-3.0-or-later
#include "webpagegroup.h"

#include "publish/sharesafe.h"
#include "webpage/webpage.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace cm {

WebPageGroup::WebPageGroup(QWidget *parent)
    : QGroupBox(tr("Web page"), parent)
{
    setObjectName(QStringLiteral("webPageGroup"));
    auto *about = new QLabel(tr("One file with every chart, the results, the method, how to reproduce them and the "
                                "session itself, for readers to check."));
    about->setWordWrap(true);
    m_shareSafe = new QCheckBox(tr("Leave out &who and which machine (host and user names, serial numbers, volume "
                                   "labels, UUIDs)"));
    m_shareSafe->setObjectName(QStringLiteral("shareSafeCheck"));
    m_shareSafe->setAccessibleName(tr("Share-safe"));
    m_shareSafe->setChecked(true);
    m_save = new QPushButton(tr("Save &web page…"));
    m_save->setObjectName(QStringLiteral("saveWebPageButton"));
    m_save->setAccessibleName(tr("Save web page"));
    m_save->setToolTip(tr("Save the session as a web page"));
    connect(m_save, &QPushButton::clicked, this, &WebPageGroup::saveRequested);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_save);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(about);
    layout->addWidget(m_shareSafe);
    layout->addLayout(buttons);
}

bool WebPageGroup::shareSafe() const
{
    return m_shareSafe->isChecked();
}

Status webPageBytes(const Session &session, bool shareSafe, const QString &sessionFileName, QByteArray *page)
{
    WebPageOptions options;
    options.shareSafe = shareSafe;
    QList<Session> shown{session};
    QStringList alongside{sessionFileName};
    if (shareSafe) {
        if (Status status = cm::shareSafe(&shown, IdentifyingNames::ofThisMachine(), &options.removed, &alongside);
            !status)
            return status;
    }
    options.sessionFileName = alongside.constFirst();
    QString html;
    if (Status status = webPageHtml(shown, shown.constFirst(), options, &html); !status)
        return status;
    *page = html.toUtf8();
    return Status::ok();
}

} // namespace cm
