#pragma once

#include "bench/benchmarkrunner.h"
#include "plan/plan.h"
#include "util/status.h"

#include <QMainWindow>

class QChartView;
class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace cm {

// The main window: choose a source folder and a RAM-disk target, run the
// benchmark on a worker thread, watch the chart fill in.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // The folder where sessions of GUI runs are saved as they progress.
    static QString sessionFolder();

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void buildUi();
    void refreshTargets();
    void chooseSource();
    void startRun();
    void beginRun(const Plan &plan, const Status &preflightStatus, const QString &sessionPath);
    void showProgress(const RunProgress &progress);
    void showSession(const Session &session);
    void runFinished(const RunOutcome &outcome);
    void setRunning(bool running);
    Plan planFromControls() const;

    BenchmarkRunner m_runner;
    QLineEdit *m_source = nullptr;
    QComboBox *m_target = nullptr;
    QSpinBox *m_sizeMiB = nullptr;
    QSpinBox *m_repetitions = nullptr;
    QPushButton *m_start = nullptr;
    QPushButton *m_cancel = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_stage = nullptr;
    QChartView *m_chartView = nullptr;
    QString m_sessionPath;
    bool m_preparing = false;
};

} // namespace cm
