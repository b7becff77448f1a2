// SPDX-License-Identifier: GPL-3.0-or-later
#include "drivenamedelegate.h"

#include "session/session.h"
#include "uiutil/controlcharacterguard.h"

#include <QLineEdit>

namespace cm {

QWidget *DriveNameDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &, const QModelIndex &) const
{
    auto *edit = new QLineEdit(parent);
    edit->setObjectName(QStringLiteral("driveNameEdit"));
    edit->setFrame(false);
    edit->setMaxLength(int(SessionLimits::LabelCharacters));
    refuseControlCharacters(edit);
    return edit;
}

} // namespace cm
