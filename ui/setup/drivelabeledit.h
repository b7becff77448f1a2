// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLineEdit>

namespace cm {

// The label charts give the drive under test. It names the drive it was
// given for: another drive chosen clears it, so that a btrfs drive is not
// saved as "VM disk (ext4)"; the placeholder then names the new drive's model.
class DriveLabelEdit : public QLineEdit
{
    Q_OBJECT
public:
    explicit DriveLabelEdit(QWidget *parent = nullptr);

    // The label, as given for the drive mounted at `mountPoint` (empty:
    // the drives are not known yet).
    void setLabel(const QString &label, const QString &mountPoint);
    // The drive chosen now, mounted at `mountPoint`.
    void followDrive(const QString &mountPoint);
    // The user typed the label while the drive at `mountPoint` was chosen.
    void typedFor(const QString &mountPoint) { m_drive = mountPoint; }

private:
    QString m_drive; // the mount point of the drive the label is for; empty until the drives are known
};

} // namespace cm
