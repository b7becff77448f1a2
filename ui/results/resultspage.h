#pragma once

#include "chart/chartdata.h"
#include "chart/charttheme.h"
#include "session/session.h"

#include <QWidget>

class QChart;
class QChartView;
class QComboBox;
class QPushButton;
class QSplitter;

namespace cm {

// The Results page: the session drawn as the chart the user picks (per
// drive, drives side by side, % of plain, device bytes), with whiskers.
class ResultsPage : public QWidget
{
    Q_OBJECT
public:
    explicit ResultsPage(QWidget *parent = nullptr);

    void setSession(const Session &session);
    void setChartKind(ChartKind kind);
    ChartKind chartKind() const;
    void setChartTheme(ChartTheme theme);
    QChart *chart();
    // Room under the chart for a table of every result.
    QSplitter *splitter() const { return m_splitter; }

Q_SIGNALS:
    void exportRequested();

protected:
    void showEvent(QShowEvent *event) override;

private:
    void redraw();

    Session m_session;
    ChartTheme m_theme = ChartTheme::Light;
    bool m_stale = false; // the session changed while the page was hidden
    QComboBox *m_kind = nullptr;
    QComboBox *m_whiskers = nullptr;
    QChartView *m_chartView = nullptr;
    QPushButton *m_export = nullptr;
    QSplitter *m_splitter = nullptr;
};

} // namespace cm
