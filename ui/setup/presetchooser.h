// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/plan.h"
#include "plan/planpresets.h"

#include <QWidget>

#include <optional>

class QComboBox;

namespace cm {

// The Setup page's presets: plans to start from, what to measure and how,
// on the drive chosen. Once the plan shown leaves what the preset chose,
// the list says "Custom".
class PresetChooser : public QWidget
{
    Q_OBJECT
public:
    explicit PresetChooser(QWidget *parent = nullptr);

    // The plan the preset chosen made: what the list compares with.
    void setPresetPlan(const Plan &plan);
    // Shows the preset chosen while `shown` is what it made (its data sets,
    // operations, repetitions and the compression asked for), else "Custom".
    void showMatch(const Plan &shown);

Q_SIGNALS:
    // A preset was chosen: the page fills its plan in from it.
    void presetChosen(PlanPreset preset);

private:
    QComboBox *m_presets = nullptr;
    std::optional<Plan> m_presetPlan; // the preset chosen last, as it filled the plan in
    int m_presetIndex = 0;            // and its place in the list
    Plan m_shown;                     // the plan showMatch() was shown last
};

} // namespace cm
