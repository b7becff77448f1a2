// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "volume/volumeinfo.h"

#include <QGroupBox>
#include <QList>

class QComboBox;
class QLabel;

namespace cm {

// The Setup page's RAM-disk target: the RAM disks found, the one chosen
// kept while it is there (else the user's default), and how to make one
// where none has room for the plan.
class TargetChooser : public QGroupBox
{
    Q_OBJECT
public:
    explicit TargetChooser(QWidget *parent = nullptr);

    // The RAM disks found; the one chosen stays chosen, else the default.
    void setRamDisks(const QList<VolumeInfo> &ramDisks);
    // The settings' target, chosen when the RAM disks come.
    void setDefaultTarget(const QString &mountPoint) { m_defaultTarget = mountPoint; }
    const QString &defaultTarget() const { return m_defaultTarget; }
    bool offers(const QString &mountPoint) const;
    QString target() const;
    void setTarget(const QString &mountPoint);
    // Says how to make a RAM disk where none has room for `bytes`.
    void showRoomFor(qint64 bytes);

Q_SIGNALS:
    void changed();

private:
    QList<VolumeInfo> m_ramDisks;
    QString m_defaultTarget;
    QComboBox *m_target = nullptr;
    QLabel *m_hint = nullptr;
};

} // namespace cm
