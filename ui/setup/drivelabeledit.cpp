// SPDX-License-Identifier: GPL-3.0-or-later
#include "drivelabeledit.h"

#include "session/session.h"
#include "uiutil/controlcharacterguard.h"
#include "util/visibletext.h"

namespace cm {

DriveLabelEdit::DriveLabelEdit(QWidget *parent)
    : QLineEdit(parent)
{
    setObjectName(QStringLiteral("labelEdit"));
    setAccessibleName(tr("Drive label"));
    setPlaceholderText(tr("The drive's model"));
    setMaxLength(int(SessionLimits::LabelCharacters));
    refuseControlCharacters(this);
}

void DriveLabelEdit::setLabel(const QString &label, const QString &mountPoint)
{
    setText(visibleText(label)); // a plan from a file: shown as the field takes it
    m_drive = mountPoint;
}

void DriveLabelEdit::followDrive(const QString &mountPoint)
{
    if (m_drive.isEmpty()) {
        m_drive = mountPoint; // the drives known now: the label's is the one shown
        return;
    }
    if (mountPoint == m_drive)
        return;
    m_drive = mountPoint;
    clear();
}

} // namespace cm
