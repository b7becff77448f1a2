// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/cachemodedecision.h"
#include "plan/plan.h"

#include <QGroupBox>
#include <QList>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QSpinBox;

namespace cm {

class CompressionChooser;

// The Setup page's "How to measure": the compression, the operations, the
// copier and its files in flight, the repetitions and how runs are made
// cold. Made in the order they show, which is the order of Tab.
class MethodForm : public QGroupBox
{
    Q_OBJECT
public:
    explicit MethodForm(QWidget *parent = nullptr);

    CompressionChooser *compression() const { return m_compression; }
    // "Drop all caches" joins the choices where this process may drop
    // them; the reason is the choice's tooltip.
    void setCacheDropping(const CacheModeDecision &dropping);

    // Shows how `plan` measures.
    void setPlan(const Plan &plan);
    // How to measure as shown, into `plan`; before the drives are known
    // (`offersKnown` false), the compression asked for, which they may offer.
    void readInto(Plan *plan, bool offersKnown) const;

Q_SIGNALS:
    void edited();

private:
    QLayout *buildOperationChecks();
    QLayout *buildCopierRow();
    void addUringCopier();
    QLayout *buildRepetitionRow();
    void buildCacheChoice();

    CompressionChooser *m_compression = nullptr;
    QList<QCheckBox *> m_operations;
    QComboBox *m_copier = nullptr;
    QSpinBox *m_threads = nullptr;
    QSpinBox *m_repetitions = nullptr;
    QCheckBox *m_adaptive = nullptr;
    QComboBox *m_cache = nullptr;
};

} // namespace cm
