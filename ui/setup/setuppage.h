#pragma once

#include "plan/cachemodedecision.h"
#include "plan/plan.h"
#include "setup/plancheck.h"
#include "setup/volumelistmodel.h"
#include "volume/staleworkspaces.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableView;

namespace cm {

class AppSettings;
class DataSetChooser;

// What a setup page needs to know about the machine, probed off the GUI thread.
struct SetupFacts
{
    QList<SourceVolume> sources;
    QList<VolumeInfo> ramDisks;
    bool loopBtrfs = false; // a btrfs image can be made and attached here
    bool loopNtfs = false;
    CacheModeDecision dropping; // what asking to drop all caches would do
    QList<StaleWorkspace> leftovers; // of runs that were killed, in the folders a run uses
};
// `sourceFolder`: where leftovers of earlier runs are looked for, with the
// home folder and the RAM disks.
SetupFacts probeSetupFacts(const QString &sourceFolder);

// The Setup page: the drive under test, the RAM-disk target, the data sets
// and how to measure; problems the preflight finds show before Start.
class SetupPage : public QWidget
{
    Q_OBJECT
public:
    explicit SetupPage(QWidget *parent = nullptr);

    // The plan the controls show; folder data sets are measured by checkPlan().
    Plan plan() const;
    void setPlan(const Plan &plan);
    // The user's defaults: target, copier, repetitions, cache mode.
    void applySettings(const AppSettings &settings);
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
    QWidget *buildSourceGroup();
    QWidget *buildTargetGroup();
    QWidget *buildMethodGroup();
    void showFacts(const SetupFacts &facts);
    void removeLeftovers();
    void volumeChosen();
    void chooseSourceFolder();
    void fillCompressionMethods();
    void fillAlgorithms();
    void planEdited();
    void showCheck(const CheckedPlan &checked);
    const SourceVolume *sourceVolume() const;

    SetupFacts m_facts;
    VolumeListModel m_volumeModel;
    PlanCheck m_check;
    CheckedPlan m_lastCheck;
    bool m_running = false;
    bool m_factsKnown = false;
    QString m_defaultTarget; // the settings' target, chosen once the RAM disks are known

    QWidget *m_content = nullptr;
    QTableView *m_volumes = nullptr;
    QLineEdit *m_source = nullptr;
    QComboBox *m_target = nullptr;
    QLabel *m_targetHint = nullptr;
    DataSetChooser *m_dataSets = nullptr;
    QComboBox *m_compression = nullptr;
    QComboBox *m_algorithm = nullptr;
    QList<QCheckBox *> m_operations;
    QComboBox *m_copier = nullptr;
    QSpinBox *m_threads = nullptr;
    QSpinBox *m_repetitions = nullptr;
    QCheckBox *m_adaptive = nullptr;
    QComboBox *m_cache = nullptr;
    QLineEdit *m_label = nullptr;
    QLabel *m_checkText = nullptr;
    QWidget *m_leftoverBar = nullptr;
    QLabel *m_leftoverText = nullptr;
    QPushButton *m_start = nullptr;
};

} // namespace cm
