// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "compression/compressionbackend.h"
#include "plan/plan.h"

#include <QList>
#include <QWidget>

class QComboBox;
class QSpinBox;

namespace cm {

// The plan's compression: the method, and where it has a choice its
// algorithm and level, among what the drive and the machine offer. The
// compression asked for last (by the user or a plan) is kept while it is
// not offered (a loop image before the drives are probed), and shown as
// soon as it is.
class CompressionChooser : public QWidget
{
    Q_OBJECT
public:
    explicit CompressionChooser(QWidget *parent = nullptr);

    // What the chosen drive offers, and whether the machine makes images.
    void setOffers(const QList<CompressionSupport> &offered, bool loopBtrfs, bool loopNtfs);
    // The compression asked for: shown where it is offered, kept where not.
    void setWanted(const CompressionChoice &choice);
    const CompressionChoice &wanted() const { return m_wanted; }
    // What the controls show.
    CompressionChoice shown() const;

Q_SIGNALS:
    // The user chose a method, algorithm or level.
    void edited();

private:
    void fillMethods();
    void fillAlgorithms();
    void fillLevels();
    void userEdited();

    QList<CompressionSupport> m_offered;
    bool m_loopBtrfs = false;
    bool m_loopNtfs = false;
    CompressionChoice m_wanted = Plan{}.compression;
    QComboBox *m_method = nullptr;
    QComboBox *m_algorithm = nullptr;
    QSpinBox *m_level = nullptr; // where a mount option sets it; 0 is the algorithm's default
};

} // namespace cm
