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
class LeftoverBar;
class SourceChooser;

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
    QLayout *buildCompressionRow();
    QLayout *buildOperationChecks();
    QLayout *buildCopierRow();
    void addUringCopier();
    QLayout *buildRepetitionRow();
    void buildCacheChoice();
    QLayout *buildPresetRow();
    void showPresetOrCustom();
    void showFacts(const SetupFacts &facts);
    void fillCompressionMethods();
    void fillAlgorithms();
    void fillLevels();
    CompressionChoice shownCompression() const;
    void compressionEdited();
    void planEdited();
    // The label names the drive it was given for: another drive chosen
    // clears it, so that a btrfs drive is not saved as "VM disk (ext4)".
    void followLabelToDrive();
    void showCheck(const CheckedPlan &checked);

    const Privileges m_privileges;
    SetupFacts m_facts;
    PlanCheck m_check;
    CheckedPlan m_lastCheck;
    bool m_running = false;
    bool m_settingPlan = false;       // setPlan() is filling the controls in
    std::optional<Plan> m_presetPlan; // the preset chosen last, as it filled the plan in
    int m_presetIndex = 0;            // and its place in the list
    bool m_factsKnown = false;
    QString m_defaultTarget; // the settings' target, chosen once the RAM disks are known
    // The compression chosen last, by the user or a plan: shown as soon as
    // the drive or the machine offers it (a loop image once the drives are
    // probed), kept while they do not.
    CompressionChoice m_wantedCompression = Plan{}.compression;

    QWidget *m_content = nullptr;
    QComboBox *m_presets = nullptr;
    SourceChooser *m_source = nullptr;
    QComboBox *m_target = nullptr;
    QLabel *m_targetHint = nullptr;
    DataSetChooser *m_dataSets = nullptr;
    QComboBox *m_compression = nullptr;
    QComboBox *m_algorithm = nullptr;
    QSpinBox *m_level = nullptr; // where a mount option sets it; 0 is the algorithm's default
    QList<QCheckBox *> m_operations;
    QComboBox *m_copier = nullptr;
    QSpinBox *m_threads = nullptr;
    QSpinBox *m_repetitions = nullptr;
    QCheckBox *m_adaptive = nullptr;
    QComboBox *m_cache = nullptr;
    QLineEdit *m_label = nullptr;
    QString m_labelDrive; // the mount point of the drive the label is for; empty until the drives are known
    QLabel *m_checkText = nullptr;
    LeftoverBar *m_leftoverBar = nullptr;
    QPushButton *m_start = nullptr;
    JobTracker m_probe{this}; // of the machine's facts
};

} // namespace cm
