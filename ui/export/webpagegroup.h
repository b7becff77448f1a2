// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/session.h"
#include "util/status.h"

#include <QByteArray>
#include <QGroupBox>

class QCheckBox;
class QPushButton;

namespace cm {

// The export dialog's "Web page": the whole session as one page a reader
// can check (publish/webpage.h), share-safe unless the user unticks it,
// since a page is made to be posted.
class WebPageGroup : public QGroupBox
{
    Q_OBJECT
public:
    explicit WebPageGroup(QWidget *parent = nullptr);

    bool shareSafe() const;
    QPushButton *saveButton() const { return m_save; }

Q_SIGNALS:
    void saveRequested();

private:
    QCheckBox *m_shareSafe = nullptr;
    QPushButton *m_save = nullptr;
};

// The page of `session` as `compressmark report --web` writes it (with
// `shareSafe`, `--share` too), its session downloading as `sessionFileName`.
// On the GUI thread: Qt Charts draws only there.
Status webPageBytes(const Session &session, bool shareSafe, const QString &sessionFileName, QByteArray *page);

} // namespace cm
