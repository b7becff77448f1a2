// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/benchmarkrunner.h"
#include "chart/charttheme.h"
#include "chart/speedchartdata.h"

#include <QHash>
#include <QWidget>

#include <optional>

class QChartView;
class QLabel;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;

namespace cm {

// The Run page: overall and current progress, the stage, the time left,
// the live speed, the chart filling in as results arrive, and a log.
class RunPage : public QWidget
{
    Q_OBJECT
public:
    explicit RunPage(QWidget *parent = nullptr);

    // Shows the runner's progress, measurements, notices and end.
    void followRunner(const BenchmarkRunner *runner);
    void runStarted(const Plan &plan);
    void showProgress(const RunProgress &progress);
    // A measurement finished: the chart is redrawn and the new runs logged.
    void showSession(const Session &session);
    void runFinished(const RunOutcome &outcome);
    void log(const QString &line);
    // The theme the chart of the run is drawn in, the window's.
    void setChartTheme(ChartTheme theme);
    QString logText() const;

Q_SIGNALS:
    void cancelRequested();

private:
    void logNewRuns(const DriveRecord &drive);
    void showEmptyChart();

    QProgressBar *m_overall = nullptr;
    QProgressBar *m_current = nullptr;
    QLabel *m_stage = nullptr;
    QLabel *m_eta = nullptr;
    QLabel *m_speed = nullptr;
    QChartView *m_chartView = nullptr;
    ChartTheme m_theme = ChartTheme::Light;
    QPlainTextEdit *m_log = nullptr;
    QPushButton *m_cancel = nullptr;
    QHash<QString, int> m_runsLogged;      // result key -> runs already in the log
    std::optional<SpeedChartData> m_shown; // what the chart draws, to draw again in another theme
};

} // namespace cm
