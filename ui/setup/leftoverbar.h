// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "privilege/privileges.h"
#include "uiutil/jobtracker.h"
#include "util/status.h"
#include "workflow/staleworkspaces.h"

#include <QList>
#include <QWidget>

class QLabel;

namespace cm {

// Names the workspaces that runs killed before their clean-up left behind
// and offers to remove them; hidden when there are none.
class LeftoverBar : public QWidget
{
    Q_OBJECT
public:
    // `privileges`: how a loop image still in use may be released.
    explicit LeftoverBar(const Privileges &privileges, QWidget *parent = nullptr);

    void setLeftovers(const QList<StaleWorkspace> &leftovers);

Q_SIGNALS:
    // The removal ended; a failure names the first folder that stayed.
    void removed(const cm::Status &status);

private:
    void removeAll();

    const Privileges m_privileges;
    QList<StaleWorkspace> m_leftovers;
    QLabel *m_text = nullptr;
    JobTracker m_removal{this};
};

} // namespace cm
