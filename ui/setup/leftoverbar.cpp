// SPDX-License-Identifier: GPL-3.0-or-later
#include "leftoverbar.h"

#include "uiutil/plaintext.h"
#include "util/shownpath.h"

#include <QCoreApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace cm {
namespace {

// Runs off the GUI thread. Each is checked again before it goes: its
// marker, and that its run has ended.
Status removeLeftovers(const QList<StaleWorkspace> &leftovers, const Privileges &privileges)
{
    Status first = Status::ok();
    for (const StaleWorkspace &leftover : leftovers) {
        if (const Status status = removeStaleWorkspace(leftover, privileges); !status && first)
            first = status;
    }
    return first;
}

} // namespace

// Part of the Setup page: its words are translated as the page's.
LeftoverBar::LeftoverBar(const Privileges &privileges, QWidget *parent)
    : QWidget(parent)
    , m_privileges(privileges)
{
    m_text = new QLabel;
    m_text->setObjectName(QStringLiteral("leftoverLabel"));
    m_text->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred); // one line that never widens the window
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *remove = new QPushButton(QCoreApplication::translate("cm::SetupPage", "Remove them"));
    remove->setObjectName(QStringLiteral("removeLeftoversButton"));
    connect(remove, &QPushButton::clicked, this, &LeftoverBar::removeAll);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_text, 1);
    layout->addWidget(remove);
    hide();
}

void LeftoverBar::setLeftovers(const QList<StaleWorkspace> &leftovers)
{
    m_leftovers = leftovers;
    QStringList paths;
    for (const StaleWorkspace &leftover : leftovers)
        paths << shownPath(leftover.path);
    setVisible(!paths.isEmpty());
    // One line: the count and a few names; every folder in the tooltip.
    constexpr int NamesShown = 2;
    QString names = paths.mid(0, NamesShown).join(QStringLiteral(", "));
    if (paths.size() > NamesShown)
        names = QCoreApplication::translate("cm::SetupPage", "%1 and %n more", nullptr, int(paths.size() - NamesShown))
                    .arg(names);
    showPlainText(m_text,
                  QCoreApplication::translate("cm::SetupPage",
                                              "A run that was stopped before it could clean up left %n folder(s) "
                                              "behind: %1",
                                              nullptr, int(paths.size()))
                      .arg(names));
    m_text->setToolTip(plainToolTip(paths.join(QLatin1Char('\n'))));
}

void LeftoverBar::removeAll()
{
    hide();
    m_removal.start([leftovers = m_leftovers,
                     privileges = m_privileges] { return removeLeftovers(leftovers, privileges); },
                    [this](const Status &status) { Q_EMIT removed(status); });
}

} // namespace cm
