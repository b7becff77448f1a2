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
// benchmark on a worker thread, watch the chart fill in; open saved sessions
// (several at once, merged for comparison), choose the chart, export it.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // The folder where sessions of GUI runs are saved as they progress.
    static QString sessionFolder();

    // Loads the sessions on a worker thread and shows them merged; a file
    // that is refused is named in the status line.
    void openSessions(const QStringList &paths);
    // Renders the chart shown (PNG, SVG or PDF by the suffix) and writes it
    // on a worker thread.
    void exportChart(const QString &path);

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
    void chooseSessions();
    void chooseExport();
    void redrawChart();
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
    QComboBox *m_chartKind = nullptr;
    QPushButton *m_export = nullptr;
    Session m_shown; // what the chart draws: the run's session or the sessions opened
    QString m_sessionPath;
    bool m_preparing = false;
};

} // namespace cm
