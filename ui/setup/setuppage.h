// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/plan.h"
#include "setup/plancheck.h"
#include "setup/setupfacts.h"
#include "uiutil/jobtracker.h"

#include <QWidget>

#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLayout;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace cm {

class AppSettings;
class DataSetChooser;
class DriveLabelEdit;
class LeftoverBar;
class MethodForm;
class PresetChooser;
class SourceChooser;
class TargetChooser;

// The Setup page: the drive under test, the RAM-disk target, the data sets
// and how to measure; problems the preflight finds show before Start.
class SetupPage : public QWidget
{
    Q_OBJECT
public:
    explicit SetupPage(const Privileges &privileges, QWidget *parent = nullptr);

    // The plan the controls show, as chosen; checkPlan() normalises it
    // (folder data sets measured, operations brought along).
    Plan plan() const;
    void setPlan(const Plan &plan);
    // The user's defaults: target, copier, repetitions, cache mode; with
    // `before`, the defaults as they were, only those that changed (the
    // settings dialog's OK keeps the page's own choices otherwise).
    struct Defaults
    {
        QString target;
        QString copier; // its name
        int repetitions = 0;
        bool adaptive = false;
        std::optional<CacheMode> cacheMode;
        bool operator==(const Defaults &) const = default;
    };
    static Defaults defaultsOf(const AppSettings &settings);
    void applySettings(const AppSettings &settings, const std::optional<Defaults> &before = std::nullopt);
    // The RAM disks found, for the settings' choice of a default target.
    QStringList ramDiskMountPoints() const;
    // Probes the volumes again (after a drive was mounted, say).
    void refreshVolumes();
    // Controls are locked while a run uses the plan.
    void setRunning(bool running);
    const CheckedPlan &lastCheck() const { return m_lastCheck; }

Q_SIGNALS:
    void startRequested();
    // The last plan check finished; tests wait for it.
    void planChecked();

private:
    QLayout *buildColumns();
    QLayout *buildStartRow();
    QWidget *buildTargetGroup();
    QWidget *buildMethodGroup();
    QWidget *buildPresetRow();
    void showPresetOrCustom();
    void showFacts(const SetupFacts &facts);
    // The compressions the chosen drive and the machine offer.
    void offerCompression();
    void planEdited();
    // The label follows the drive chosen (DriveLabelEdit).
    void followLabelToDrive();
    void showCheck(const CheckedPlan &checked);

    const Privileges m_privileges;
    std::optional<SetupFacts> m_facts; // once the drives are probed
    PlanCheck m_check;
    CheckedPlan m_lastCheck;
    bool m_running = false;
    bool m_settingPlan = false; // setPlan() is filling the controls in

    QWidget *m_content = nullptr;
    PresetChooser *m_presets = nullptr;
    SourceChooser *m_source = nullptr;
    TargetChooser *m_target = nullptr;
    DataSetChooser *m_dataSets = nullptr;
    MethodForm *m_method = nullptr;
    DriveLabelEdit *m_label = nullptr;
    QLabel *m_checkText = nullptr;
    LeftoverBar *m_leftoverBar = nullptr;
    QPushButton *m_start = nullptr;
    JobTracker m_probe{this}; // of the machine's facts
};

} // namespace cm
