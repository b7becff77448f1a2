// SPDX-License-Identifier: GPL-3.0-or-later
#include "targetchooser.h"

#include "chart/displaynames.h"
#include "uiutil/windowwords.h"
#include "util/shownpath.h"
#include "util/units.h"
#include "workflow/preflight.h"

#include <QComboBox>
#include <QLabel>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <algorithm>

namespace cm {

TargetChooser::TargetChooser(QWidget *parent)
    : QGroupBox(tr("RAM-disk target"), parent)
{
    m_target = new QComboBox;
    m_target->setObjectName(QStringLiteral("targetCombo"));
    m_target->setAccessibleName(tr("RAM-disk target"));
    connect(m_target, &QComboBox::currentIndexChanged, this, &TargetChooser::changed);
    m_hint = new QLabel;
    m_hint->setObjectName(QStringLiteral("targetHintLabel"));
    m_hint->setWordWrap(true);
    m_hint->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_hint->hide();
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_target);
    layout->addWidget(m_hint);
    setFocusProxy(m_target);
}

void TargetChooser::setRamDisks(const QList<VolumeInfo> &ramDisks)
{
    const QString chosen = target();
    m_ramDisks = ramDisks;
    const QSignalBlocker blocker(m_target);
    m_target->clear();
    for (const VolumeInfo &volume : ramDisks) {
        const QString free = dataSizeText(volume.freeBytes);
        m_target->addItem(tr("%1 (%2, %3 free)").arg(shownPath(volume.mountPoint), volume.filesystem, free),
                          volume.mountPoint);
    }
    const int kept = m_target->findData(chosen.isEmpty() ? m_defaultTarget : chosen);
    if (kept >= 0)
        m_target->setCurrentIndex(kept);
}

bool TargetChooser::offers(const QString &mountPoint) const
{
    return m_target->findData(mountPoint) >= 0;
}

QString TargetChooser::target() const
{
    return m_target->currentData().toString();
}

void TargetChooser::setTarget(const QString &mountPoint)
{
    if (const int index = m_target->findData(mountPoint); index >= 0)
        m_target->setCurrentIndex(index);
}

void TargetChooser::showRoomFor(qint64 bytes)
{
    const bool roomy = std::any_of(m_ramDisks.cbegin(), m_ramDisks.cend(), [&](const VolumeInfo &volume) {
        return volume.freeBytes >= bytes + spaceMargin(bytes);
    });
    m_hint->setVisible(!roomy);
    if (!roomy) {
        const qint64 gib = std::max<qint64>(1, (bytes + spaceMargin(bytes) + GiB - 1) / GiB);
        m_hint->setText(tr(windowWords().makeRamDiskHint).arg(dataSizeText(bytes), QString::number(gib)));
    }
}

} // namespace cm
